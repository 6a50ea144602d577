#include "phrase.h"

#include <QDebug>

#include <cmath>
#include <limits>

namespace adjutant::ui {

QString Phrase::text(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = value.toDouble();
        // A whole number reads as one ("3", not "3.0"), as in QML's arg().
        if (std::isfinite(d) && d == std::trunc(d)
            && std::abs(d) < double(std::numeric_limits<qint64>::max()))
            return QString::number(qint64(d));
        return QString::number(d, 'g', 6);
    }
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return value.toString();
    }
}

QString Phrase::fill(const QString &pattern, const QVariantList &values)
{
    QStringList v;
    v.reserve(values.size());
    for (const QVariant &value : values)
        v.append(text(value));
    switch (v.size()) {
    case 0:
        return pattern;
    case 1:
        return pattern.arg(v[0]);
    case 2:
        return pattern.arg(v[0], v[1]);
    case 3:
        return pattern.arg(v[0], v[1], v[2]);
    case 4:
        return pattern.arg(v[0], v[1], v[2], v[3]);
    case 5:
        return pattern.arg(v[0], v[1], v[2], v[3], v[4]);
    case 6:
        return pattern.arg(v[0], v[1], v[2], v[3], v[4], v[5]);
    case 7:
        return pattern.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
    case 8:
        return pattern.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
    case 9:
        return pattern.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    default:
        qWarning("Phrase.fill: %d values, more than the nine it takes: %s", int(v.size()),
                 qPrintable(pattern));
        return pattern.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    }
}

} // namespace adjutant::ui
