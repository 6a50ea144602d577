#pragma once

#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "sheetchoices.h"
#include "unitfieldsmodel.h"
#include "unitfiguresmodel.h"
#include "unitsheetrows.h"

#include <QObject>
#include <QPointer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// One unit's sheet: its full returns, what its card lets it do now (the tests the ruleset offers
// first, movement allowances, formation changes and their cost), and the umpire's corrections.
class UnitSheet : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString unitId READ unitId WRITE setUnitId NOTIFY unitIdChanged)
    // Whether its view is on screen. Hidden (under a test sheet), a change of the battle leaves it
    // out of date rather than worked out again (with 2,000 units that cost a test's Apply a third
    // of a frame); it is worked out when shown again. True unless the view says otherwise.
    Q_PROPERTY(bool shown READ shown WRITE setShown NOTIFY shownChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString typeName READ typeName NOTIFY changed)
    Q_PROPERTY(QString typeExplain READ typeExplain NOTIFY changed)
    Q_PROPERTY(QString sideName READ sideName NOTIFY changed)
    Q_PROPERTY(QString sideColour READ sideColour NOTIFY changed)
    // The side's pattern (solid, stripes, dots, checks), drawn with its colour.
    Q_PROPERTY(QString sidePattern READ sidePattern NOTIFY changed)
    Q_PROPERTY(QString commanderName READ commanderName NOTIFY changed)
    Q_PROPERTY(bool removed READ removed NOTIFY changed)
    Q_PROPERTY(QString endOfTurnText READ endOfTurnText NOTIFY changed)
    Q_PROPERTY(adjutant::ui::UnitFieldsModel *fields READ fields CONSTANT)
    // Its figures, for a ruleset whose units are made of them (empty otherwise).
    Q_PROPERTY(adjutant::ui::UnitFiguresModel *figures READ figures CONSTANT)
    // The tests the ruleset offers first, a TestChoice each; one the rules forbid this unit now has
    // allowed false and their reason.
    Q_PROPERTY(adjutant::ui::GadgetListModel *actions READ actions CONSTANT)
    // Player-turn rules: what the step on the battle screen means for this unit ("Moving fire:
    // only the French act now"); empty in deck rules and in a step that says nothing.
    Q_PROPERTY(QString stepNote READ stepNote NOTIFY changed)
    // Every other test (TestChoice), one tap away.
    Q_PROPERTY(adjutant::ui::GadgetListModel *otherTests READ otherTests CONSTANT)
    // The ruleset's procedures this unit may start (a charge), a ProcedureChoice each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *procedures READ procedures CONSTANT)
    // Move, rough, road, charge... in inches for its formation, a MoveAllowance each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *movement READ movement CONSTANT)
    // The formations it may change to, a FormationChoice each (its cost, its tests, or why not).
    Q_PROPERTY(adjutant::ui::GadgetListModel *formationChanges READ formationChanges CONSTANT)
    // For planning a move: open ground and the ruleset's kinds of ground (GroundChoice), and no
    // change, a change of face and the formation changes (FormationChoice).
    Q_PROPERTY(adjutant::ui::GadgetListModel *terrains READ terrains CONSTANT)
    Q_PROPERTY(adjutant::ui::GadgetListModel *moveFormations READ moveFormations CONSTANT)
    // Player-turn systems keep "has moved this turn": whether there is such a marker, and its state.
    Q_PROPERTY(bool tracksMoves READ tracksMoves NOTIFY changed)
    Q_PROPERTY(bool moved READ moved NOTIFY changed)
    // The commanders the umpire may move it under (core's commandersFor), a UnitChoice each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *moveTargets READ moveTargets CONSTANT)
    // The orders the unit can give now (those of the step, in player-turn rules), in the
    // ruleset's order, an OrderChoice each with its questions. One the rules forbid whatever the
    // table answers has allowed false and the reason.
    Q_PROPERTY(adjutant::ui::GadgetListModel *orders READ orders CONSTANT)
    // The units an order may be given to (its own side's first), a UnitChoice each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *orderTargets READ orderTargets CONSTANT)
    // Counts the sheet's refreshes: a binding that asks the sheet something (planMove,
    // orderRefusal) reads it, to be asked again whenever the unit or the battle changes.
    Q_PROPERTY(int revision READ revision NOTIFY changed)

public:
    explicit UnitSheet(QObject *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString unitId() const { return m_unitId; }
    void setUnitId(const QString &id);
    bool shown() const { return m_shown; }
    void setShown(bool shown);
    bool valid() const;
    QString name() const;
    QString typeName() const;
    QString typeExplain() const;
    QString sideName() const;
    QString sideColour() const;
    QString sidePattern() const;
    QString commanderName() const;
    bool removed() const;
    QString endOfTurnText() const;
    UnitFieldsModel *fields() const { return m_fields; }
    UnitFiguresModel *figures() const { return m_figures; }
    GadgetListModel *actions() const { return m_actionList; }
    QList<TestChoice> actionRows() const { return m_actions; }
    QString stepNote() const { return m_stepNote; }
    GadgetListModel *otherTests() const { return m_otherTestList; }
    QList<TestChoice> otherTestRows() const { return m_otherTests; }
    GadgetListModel *procedures() const { return m_procedureList; }
    QList<ProcedureChoice> procedureRows() const { return m_procedures; }
    GadgetListModel *movement() const { return m_movementList; }
    GadgetListModel *formationChanges() const { return m_formationChangeList; }
    bool tracksMoves() const;
    bool moved() const;
    GadgetListModel *terrains() const { return m_terrainList; }
    // The planner's first choice: no change, a change of face (where the rules cost it; its value
    // is kFaceChange), or a change of formation.
    GadgetListModel *moveFormations() const { return m_moveFormationList; }
    static inline const QString kFaceChange = QStringLiteral("@face");

    // A move as the table plans it (Battle::movePlan): a formation change first (empty: none;
    // kFaceChange: a change of face),
    // the ground (empty: open), how far it went (0: not yet). {found, mayMove, left, summary,
    // afterMove: [names], withinMove, refusal}: the refusal is every reason the rules forbid it here
    // (the step of the turn, the activation, a marker, the ground), which the umpire may override.
    Q_INVOKABLE QVariantMap planMove(const QString &toFormation, const QString &terrainId,
                                     double inches) const;
    // The move played as one journal entry (a "move" action, as adjutant-cli play takes it): what
    // the ruleset says it costs and brings about lands on the unit; the umpire's reason when the
    // rules forbid it.
    Q_INVOKABLE bool applyMove(const QString &toFormation, const QString &terrainId, double inches,
                               const QString &override = QString());
    GadgetListModel *moveTargets() const { return m_moveTargetList; }
    GadgetListModel *orders() const { return m_orderList; }
    GadgetListModel *orderTargets() const { return m_orderTargetList; }
    int revision() const { return m_revision; }
    // The order as offered now, with its questions; an empty order when it is not offered.
    Q_INVOKABLE adjutant::ui::OrderChoice orderChoice(const QString &orderId) const;

    // Why the rules forbid the order with these answers (the questions answered yes) and this
    // target, in the ruleset's plain words; empty when they allow it.
    Q_INVOKABLE QString orderRefusal(const QString &orderId, const QStringList &answers,
                                     const QString &targetId = QString()) const;
    // Gives the order: one journal entry. With an override (the umpire's reason) an order the
    // rules forbid is given anyway, and the journal says so. False with the session's error set.
    Q_INVOKABLE bool giveOrder(const QString &orderId, const QStringList &answers,
                               const QString &targetId = QString(), const QString &override = QString());

    // An umpire's correction of one field, journaled.
    Q_INVOKABLE bool setField(const QString &fieldId, const QVariant &value,
                              const QString &reason = QString());
    // An umpire's correction of one figure: a field of its own ("minor", "down"...) or its role
    // ("role"), journaled.
    Q_INVOKABLE bool setFigureField(const QString &figureId, const QString &fieldId, const QVariant &value,
                                    const QString &reason = QString());
    // A change of formation alone: a move of 0" into it, journaled with its cost.
    Q_INVOKABLE bool changeFormation(const QString &formationId);
    // Sets (or clears) the unit's "moved this turn" marker, journaled.
    Q_INVOKABLE bool setMoved(bool moved);
    // The umpire's changes to the order of battle, each one journal entry: a new name, another
    // commander, or out of the battle (not a loss).
    Q_INVOKABLE bool rename(const QString &name, const QString &reason = QString());
    Q_INVOKABLE bool moveUnder(const QString &commanderId, const QString &reason = QString());
    Q_INVOKABLE bool withdraw(const QString &reason = QString());

Q_SIGNALS:
    void sessionChanged();
    void unitIdChanged();
    void shownChanged();
    void changed();

private:
    void refresh();
    void refreshWhenShown(); // now if shown; otherwise marked out of date
    // The orders offered now and the units they may be given to (part of refresh).
    void refreshOrders(const QStringList &stepOffers, bool inStep);
    // The moves by column and the formation changes open to the unit (part of refresh).
    void refreshMovement(const rules::Ruleset &rs, const rules::UnitState &unit);
    void refreshFormationChanges(const battle::Battle &b, const rules::UnitState &unit);
    // The planner's choices of ground and of formation (part of refresh).
    void refreshMovePlanner();
    // Hands every list its rows as they now are.
    void showRows();
    QStringList refusals(const rules::Order &order, const QStringList &answers,
                         const QString &targetId) const;
    std::optional<battle::ScenarioUnit> scenarioUnit() const;
    QPointer<BattleSession> m_session;
    QString m_unitId;
    UnitFieldsModel *m_fields;
    UnitFiguresModel *m_figures;
    QList<TestChoice> m_actions;
    QString m_stepNote;
    QList<TestChoice> m_otherTests;
    QList<ProcedureChoice> m_procedures;
    // The three lists as the view shows them: their rows are set as each refresh ends.
    GadgetListModel *m_actionList;
    GadgetListModel *m_otherTestList;
    GadgetListModel *m_procedureList;
    QList<MoveAllowance> m_movement;
    QList<FormationChoice> m_formationChanges;
    QList<GroundChoice> m_terrains;
    QList<FormationChoice> m_moveFormations;
    QList<UnitChoice> m_moveTargets;
    QList<OrderChoice> m_orders;
    QList<UnitChoice> m_orderTargets;
    GadgetListModel *m_movementList;
    GadgetListModel *m_formationChangeList;
    GadgetListModel *m_terrainList;
    GadgetListModel *m_moveFormationList;
    GadgetListModel *m_moveTargetList;
    GadgetListModel *m_orderList;
    GadgetListModel *m_orderTargetList;
    int m_revision = 0;
    bool m_shown = true;
    bool m_stale = false; // a change came while hidden: worked out again when shown
    QMetaObject::Connection m_sessionChanged;
};

} // namespace adjutant::ui
