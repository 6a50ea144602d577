#pragma once

#include <QMetaType>
#include <QString>

namespace adjutant::ui {

// A test a unit's sheet offers (a GadgetListModel's rows: the tests of its step first, then every
// other one); one the rules forbid the unit now is offered all the same, greyed with their reason.
struct TestChoice {
    Q_GADGET
    Q_PROPERTY(QString test MEMBER test)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(bool needsTarget MEMBER needsTarget)
    Q_PROPERTY(bool allowed MEMBER allowed)
    Q_PROPERTY(QString reason MEMBER reason)

public:
    QString test; // its id
    QString name;
    QString explain;
    bool needsTarget = false; // the players name a unit it is taken against
    bool allowed = true;
    QString reason; // why the rules forbid it now, in their words; empty when they allow it

    friend bool operator==(const TestChoice &, const TestChoice &) = default;
};

// A procedure a unit may start from its sheet (a charge, a melee to continue).
struct ProcedureChoice {
    Q_GADGET
    Q_PROPERTY(QString procedure MEMBER procedure)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)

public:
    QString procedure; // its id
    QString name;
    QString explain;

    friend bool operator==(const ProcedureChoice &, const ProcedureChoice &) = default;
};

// A re-roll the rules offer for the test just applied (an officer spending his bonus): the order,
// the unit that gives it, and whether the rules allow it now, with their reason if not.
struct RerollOffer {
    Q_GADGET
    Q_PROPERTY(QString order MEMBER order)
    Q_PROPERTY(QString by MEMBER by)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(bool allowed MEMBER allowed)
    Q_PROPERTY(QString reason MEMBER reason)

public:
    QString order; // its id
    QString by; // the unit giving it
    QString name; // "Officer's re-roll (Captain Ward)"
    QString explain;
    bool allowed = true;
    QString reason;

    friend bool operator==(const RerollOffer &, const RerollOffer &) = default;
};

} // namespace adjutant::ui
