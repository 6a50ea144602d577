#pragma once

class QCoreApplication;

namespace adjutant {

// Installs Qt's own and Adjutant's translations for the system locale (or $LANGUAGE). English is
// the source language, so a missing translation silently falls back to it.
void installTranslations(QCoreApplication &app);

} // namespace adjutant
