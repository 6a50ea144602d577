#include "probabilitytext.h"

#include <QCoreApplication>
#include <QLocale>

namespace adjutant::dice {

QString percentText(double probability)
{
    // The locale's digits and decimal sign; the "%" placement is the translation's.
    const QLocale locale;
    if (probability > 0.0 && probability < 0.0005)
        return QCoreApplication::translate("Wording", "<%1%").arg(locale.toString(0.1, 'f', 1));
    if (probability < 1.0 && probability > 0.9995)
        return QCoreApplication::translate("Wording", ">%1%").arg(locale.toString(99.9, 'f', 1));
    return QCoreApplication::translate("Wording", "%1%").arg(locale.toString(probability * 100.0, 'f', 1));
}

} // namespace adjutant::dice
