#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace adjutant::ui {

// One die of a test's result as the sheet shows it: its face, whether it was judged alone (a
// threshold) and then whether it succeeded, whether it was kept, and its tone for the side whose
// dice they are ("good", "bad", "neutral").
struct ResultDie {
    Q_GADGET
    Q_PROPERTY(int face MEMBER face)
    Q_PROPERTY(int sides MEMBER sides)
    Q_PROPERTY(bool success MEMBER success)
    Q_PROPERTY(bool judged MEMBER judged)
    Q_PROPERTY(QString tone MEMBER tone)
    Q_PROPERTY(bool kept MEMBER kept)

public:
    int face = 0;
    int sides = 0;
    bool success = false;
    bool judged = false; // good or bad by itself; a die that is added up is neither
    QString tone;
    bool kept = true;

    friend bool operator==(const ResultDie &, const ResultDie &) = default;
};

// A test resolved so far on the sheet (TestSheet::results; the test asked for at depth 0, its
// follow-ups deeper): its title and need, its dice, its outcome and tone for the side taking it,
// what it means, its effects and why, a sentence a line.
struct ResultRow {
    Q_GADGET
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString detail MEMBER detail)
    Q_PROPERTY(int depth MEMBER depth)
    Q_PROPERTY(QString outcome MEMBER outcome)
    Q_PROPERTY(QString tone MEMBER tone)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(int value MEMBER value)
    Q_PROPERTY(QList<adjutant::ui::ResultDie> dice MEMBER dice)
    Q_PROPERTY(QStringList effects MEMBER effects)
    Q_PROPERTY(QStringList why MEMBER why)

public:
    QString title; // "Fire: 2/88th Foot"
    QString detail; // what it needed
    int depth = 0;
    QString outcome;
    QString tone;
    QString explain;
    int value = 0; // successes, total, margin or difference
    QList<ResultDie> dice;
    QStringList effects;
    QStringList why;

    friend bool operator==(const ResultRow &, const ResultRow &) = default;
};

} // namespace adjutant::ui
