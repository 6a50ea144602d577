#include "probabilitytext.h"

namespace adjutant::dice {

QString percentText(double probability)
{
    if (probability > 0.0 && probability < 0.0005)
        return QStringLiteral("<0.1%");
    if (probability < 1.0 && probability > 0.9995)
        return QStringLiteral(">99.9%");
    return QString::number(probability * 100.0, 'f', 1) + u'%';
}

} // namespace adjutant::dice
