#pragma once

#include <QStringList>

class QCoreApplication;

namespace adjutant {

// Installs Qt's own and Adjutant's translations for the system locale (or $LANGUAGE), and the
// catalogues umpires put beside their own rulesets and scenarios (see below). English is the
// source language, so a missing translation silently falls back to it.
void installTranslations(QCoreApplication &app);

// For each FILE.json in the folders, FILE_<lang>.qm beside it for the locale (FILE_de.qm,
// FILE_de_AT.qm...), as translations/ruleset_strings.py --ts and Linguist make them: its texts are
// in the context "ruleset:ID" or "scenario:ID", which the loaders translate in. Returns how many
// were installed. Nothing under an English locale.
int installOwnFileTranslations(QCoreApplication &app, const QStringList &folders);

} // namespace adjutant
