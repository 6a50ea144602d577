#pragma once

#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "sheetchoices.h"
#include "unitfieldsmodel.h"
#include "unitfiguresmodel.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
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
    // [{name, inches, text}]: move, rough, road, charge... in inches for its formation.
    Q_PROPERTY(QVariantList movement READ movement NOTIFY changed)
    // [{formation, name, allowed, cost, reason, tests}]
    Q_PROPERTY(QVariantList formationChanges READ formationChanges NOTIFY changed)
    // Player-turn systems keep "has moved this turn": whether there is such a marker, and its state.
    // For planning a move: [{id, name}] open ground and the ruleset's kinds of ground, and
    // [{formation, name, ...}] no change and the formation changes.
    Q_PROPERTY(QVariantList terrains READ terrains NOTIFY changed)
    Q_PROPERTY(QVariantList moveFormations READ moveFormations NOTIFY changed)
    Q_PROPERTY(bool tracksMoves READ tracksMoves NOTIFY changed)
    Q_PROPERTY(bool moved READ moved NOTIFY changed)
    // [{id, name}] of the commanders the umpire may move it under (core's commandersFor).
    Q_PROPERTY(QVariantList moveTargets READ moveTargets NOTIFY changed)
    // [{order, name, explain, allowed, reason, takesTarget, questions: [{id, name, explain}]}]: the
    // orders the unit can give now (those of the step, in player-turn rules), in the ruleset's
    // order. One the rules forbid whatever the table answers has allowed false and the reason.
    Q_PROPERTY(QVariantList orders READ orders NOTIFY changed)
    // [{id, name}]: the units an order may be given to (its own side's first).
    Q_PROPERTY(QVariantList orderTargets READ orderTargets NOTIFY changed)

public:
    explicit UnitSheet(QObject *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString unitId() const { return m_unitId; }
    void setUnitId(const QString &id);
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
    QVariantList movement() const { return m_movement; }
    QVariantList formationChanges() const { return m_formationChanges; }
    bool tracksMoves() const;
    bool moved() const;
    QVariantList terrains() const;
    // The planner's first choice: no change, a change of face (where the rules cost it; its value
    // is kFaceChange), or a change of formation.
    QVariantList moveFormations() const;
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
    QVariantList moveTargets() const { return m_moveTargets; }
    QVariantList orders() const { return m_orders; }
    QVariantList orderTargets() const { return m_orderTargets; }

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
    void changed();

private:
    void refresh();
    // The orders offered now and the units they may be given to (part of refresh).
    void refreshOrders(const QStringList &stepOffers, bool inStep);
    // The moves by column and the formation changes open to the unit (part of refresh).
    void refreshMovement(const rules::Ruleset &rs, const rules::UnitState &unit);
    void refreshFormationChanges(const battle::Battle &b, const rules::UnitState &unit);
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
    QVariantList m_movement;
    QVariantList m_formationChanges;
    QVariantList m_moveTargets;
    QVariantList m_orders;
    QVariantList m_orderTargets;
    QMetaObject::Connection m_sessionChanged;
};

} // namespace adjutant::ui
