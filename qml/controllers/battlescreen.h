#pragma once

#include "battlesession.h"
#include "chargeflow.h"
#include "testsheet.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace adjutant::ui {

// What the battle screen has open and what is under way there: the unit sheet, the test sheet or
// the charge flow (one at a time, over the order of battle and the card), and the question asked
// before a test or a charge under way is dropped (to open another, to close the sheet, or one kept
// from a battle reopened). The page only shows what this says and hands it the player's taps: a
// row, a test, an owed test, a charge, Close, and the answer to the question.
class BattleScreen : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(adjutant::ui::TestSheet *testSheet READ testSheet WRITE setTestSheet NOTIFY sessionChanged)
    Q_PROPERTY(adjutant::ui::ChargeFlow *chargeFlow READ chargeFlow WRITE setChargeFlow NOTIFY sessionChanged)
    // The unit whose sheet is open, or under the test or charge that is; empty: none.
    Q_PROPERTY(QString selectedUnit READ selectedUnit NOTIFY changed)
    Q_PROPERTY(bool testOpen READ testOpen NOTIFY changed)
    // A charge (one of the ruleset's procedures) from the unit's sheet, in place of the test sheet.
    Q_PROPERTY(bool chargeOpen READ chargeOpen NOTIFY changed)
    Q_PROPERTY(bool sheetOpen READ sheetOpen NOTIFY changed)
    // The question asked (see questionAsked): about the one kept from a battle reopened, rather
    // than one about to be dropped; about a charge rather than a test.
    Q_PROPERTY(bool askingReopened READ askingReopened NOTIFY questionChanged)
    Q_PROPERTY(bool askingCharge READ askingCharge NOTIFY questionChanged)

public:
    explicit BattleScreen(QObject *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    TestSheet *testSheet() const { return m_testSheet; }
    void setTestSheet(TestSheet *sheet);
    ChargeFlow *chargeFlow() const { return m_chargeFlow; }
    void setChargeFlow(ChargeFlow *flow);

    QString selectedUnit() const { return m_selectedUnit; }
    bool testOpen() const { return m_open == Open::Test; }
    bool chargeOpen() const { return m_open == Open::Charge; }
    bool sheetOpen() const { return m_open != Open::Unit || !m_selectedUnit.isEmpty(); }
    bool askingReopened() const { return m_askingReopened; }
    bool askingCharge() const { return m_askingCharge; }

    // Once the page is made: the card shown now is not opened again, and a test or charge kept
    // from before is offered.
    Q_INVOKABLE void start();
    // A row of the order of battle: the unit's sheet; while a target is being chosen for the test
    // or the charge, an enemy's row is the target instead.
    Q_INVOKABLE void openUnit(const QString &unitId);
    // One of the unit's tests on the test sheet; the same test under way is gone back to as it was.
    Q_INVOKABLE void openTest(const QString &testId);
    // A test the rules owe (its number in the queue): its unit's test sheet at that test, taking it.
    Q_INVOKABLE void openOwed(int owedId);
    // The initiative: the first side's commander-in-chief against the other's, on the test sheet.
    Q_INVOKABLE void openInitiative();
    Q_INVOKABLE void openCharge(const QString &procedureId);
    // Esc or Back: the charge or test closes (asked first when under way), else the unit's sheet.
    Q_INVOKABLE void closeSheet();
    // The sheets' own Close and Cancel: what is not applied is dropped.
    Q_INVOKABLE void closeUnit();
    Q_INVOKABLE void closeTest();
    Q_INVOKABLE void closeCharge();
    // The answers to the question: go on with it (taking the one kept from before), or drop it
    // and do what was asked.
    Q_INVOKABLE void goOn();
    Q_INVOKABLE void drop();

Q_SIGNALS:
    void sessionChanged();
    void changed();
    void questionChanged();
    // The page asks the player (TestUnderWayDialog), then calls goOn() or drop().
    void questionAsked();
    // A unit's sheet opened: the page brings its row into view.
    void unitOpened(const QString &unitId);
    // A test chosen for the test sheet (the guided first battle listens).
    void testChosen();

private:
    enum class Open { Unit, Test, Charge };

    void show(const QString &unitId, Open open);
    void ask(bool reopened, bool charge, std::function<void()> afterDrop);
    void offerUnderWay();
    void currentCardChanged();
    // The test sheet on a test from the start: no dice, no target but the one given.
    void beginTest(const QString &actor, const QString &test, const QString &target, int owedId);

    QPointer<BattleSession> m_session;
    QPointer<TestSheet> m_testSheet;
    QPointer<ChargeFlow> m_chargeFlow;
    QString m_selectedUnit;
    Open m_open = Open::Unit;
    bool m_askingReopened = false;
    bool m_askingCharge = false;
    std::function<void()> m_afterDrop; // what was asked for, done once the one under way is dropped
    QString m_shownCurrent; // the current unit whose sheet was last opened for it
};

} // namespace adjutant::ui
