#pragma once

#include <QLocale>
#include <QString>
#include <QTranslator>

namespace adjutant::io {

// Loads a translation catalogue (.qm) found as QTranslator::load(locale, base, "_", folder) finds
// one (base_de_DE.qm, base_de.qm, base.qm...), but read through BoundedFile: a plain file of a
// few megabytes at most, never a pipe or a device, so a stray file beside an umpire's ruleset
// can neither block the app nor fill its memory. False when none was loaded.
bool loadTranslation(QTranslator &translator, const QLocale &locale, const QString &base,
                     const QString &folder);

} // namespace adjutant::io
