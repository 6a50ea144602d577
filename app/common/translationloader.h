#pragma once

#include <QList>
#include <QString>

class QCoreApplication;

namespace adjutant {

// Installs Qt's own and Adjutant's translations for the system locale (or $LANGUAGE), and adds
// the catalogues umpires put beside their own rulesets and scenarios (see below). English is the
// source language, so a missing translation silently falls back to it.
void installTranslations(QCoreApplication &app);

// A folder of the umpire's own files, and the context their texts are in: "ruleset" or
// "scenario".
struct OwnFilesFolder {
    QString path;
    QString context;
};

// For each FILE.json in the folders, FILE_<lang>.qm beside it for the locale (FILE_de.qm,
// FILE_de_AT.qm...), as translations/ruleset_strings.py --ts and Linguist make them. Each
// translates the texts of its own file, in the context "ruleset:ID" or "scenario:ID" with the ID
// the file gives itself, and nothing else (json::FileTexts): it is not installed for the app, so
// it cannot reword the app's messages or another file's texts. Returns how many were added.
// Nothing under an English locale.
int installOwnFileTranslations(const QList<OwnFilesFolder> &folders);

} // namespace adjutant
