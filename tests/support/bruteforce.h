#pragma once

// Reference answers by enumerating every way the dice can fall. Slow, obviously right, and
// independent of the distribution code it checks.

#include "dice/diceexpression.h"
#include "dice/roll.h"

#include <QList>
#include <QMap>

#include <functional>

namespace adjutant::testing {

// Calls visit(faces) once for every combination of faces for dice of the given sizes.
inline void forEachFaces(const QList<int> &sides, const std::function<void(const QList<int> &)> &visit)
{
    QList<int> faces(sides.size(), 1);
    while (true) {
        visit(faces);
        qsizetype i = 0;
        while (i < faces.size() && faces[i] == sides[i]) {
            faces[i] = 1;
            ++i;
        }
        if (i == faces.size())
            return;
        ++faces[i];
    }
}

// How many of the equally likely face combinations give each value, and how many there are.
struct Counts {
    QMap<int, qint64> byValue;
    qint64 total = 0;
};

inline Counts enumerate(const dice::DiceExpression &expression)
{
    Counts counts;
    forEachFaces(expression.dieSides(), [&](const QList<int> &faces) {
        ++counts.byValue[dice::evaluate(expression, faces).value];
        ++counts.total;
    });
    return counts;
}

} // namespace adjutant::testing
