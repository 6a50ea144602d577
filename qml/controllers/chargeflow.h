#pragma once

#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "keptunderway.h"
#include "numberinput.h"
#include "targetlistmodel.h"

#include "battle/testinprogress.h"
#include "rules/procedure.h"
#include "rules/wording.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// A charge (or another of the ruleset's procedures) from the declaration to its last test, as one
// journal entry: the charger is the unit whose sheet it was opened from; the players choose the
// unit charged and type the distance; the defender's responses follow, each offered or refused
// with the reason, with the exact chance of every ending side by side; then the dice, test by
// test, typed or rolled, each step's result in words, the melee with both sides together; Apply
// journals it all (undone as one). All the rules are core's ProcedureRunner.
class ChargeFlow : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString procedureId READ procedureId WRITE setProcedureId NOTIFY setupChanged)
    Q_PROPERTY(QString actorId READ actorId WRITE setActorId NOTIFY setupChanged)
    Q_PROPERTY(QString targetId READ targetId WRITE setTargetId NOTIFY setupChanged)
    // Inches from the charger to the unit charged; -1 until typed.
    Q_PROPERTY(int distance READ distance WRITE setDistance NOTIFY setupChanged)
    // The procedure asks for the distance (a charge); a melee continued does not.
    Q_PROPERTY(bool needsDistance READ needsDistance NOTIFY setupChanged)
    Q_PROPERTY(bool confirmEffects READ confirmEffects WRITE setConfirmEffects NOTIFY confirmEffectsChanged)

    Q_PROPERTY(bool offered READ offered NOTIFY setupChanged) // the ruleset has this procedure
    Q_PROPERTY(QString title READ title NOTIFY setupChanged) // "Charge"
    Q_PROPERTY(QString explain READ explain NOTIFY setupChanged)
    Q_PROPERTY(QString actorName READ actorName NOTIFY setupChanged)
    Q_PROPERTY(QString targetName READ targetName NOTIFY setupChanged)
    // [{unitId, name, group, colour, pattern}]: enemy units, grouped by side and commander.
    Q_PROPERTY(adjutant::ui::TargetListModel *targetModel READ targetModel CONSTANT)
    // The procedure's other numbers (elements fighting...), a NumberInput each with the value that
    // will be used.
    Q_PROPERTY(adjutant::ui::GadgetListModel *inputs READ inputs CONSTANT)
    // [{id, name, explain, chosen, units: [{unitId, name}]}]: the procedure's other roles asked for
    // here (a gun the unit charged supports), each with the units that may play it; chosen is
    // the unit named for it, or empty.
    Q_PROPERTY(QVariantList roles READ roles NOTIFY setupChanged)
    // Target and distance are in: the declaration is judged.
    Q_PROPERTY(bool declared READ declared NOTIFY setupChanged)
    Q_PROPERTY(bool allowed READ allowed NOTIFY setupChanged)
    Q_PROPERTY(QString refusal READ refusal NOTIFY setupChanged) // why the charge may not go in
    // The umpire's reason for letting a charge the rules refuse go in (journaled with it).
    Q_PROPERTY(QString overrideReason READ overrideReason NOTIFY setupChanged)
    // "Charge move 12"": numbers worked out at the declaration, in words.
    Q_PROPERTY(QString declarationText READ declarationText NOTIFY setupChanged)
    // [{id, name, explain, available, reason, odds: [{ending, name, probability, estimated, low,
    //   high, text}], oddsText, oddsError, oddsNote (how estimated odds were found; empty when exact)}]
    Q_PROPERTY(QVariantList responses READ responses NOTIFY setupChanged)
    Q_PROPERTY(QString response READ response WRITE setResponse NOTIFY setupChanged)
    Q_PROPERTY(QString responseName READ responseName NOTIFY setupChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY setupChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY setupChanged) // a response is chosen: dice may go in

    // The dice and what they did.
    Q_PROPERTY(QList<int> faces READ faces NOTIFY diceChanged)
    Q_PROPERTY(QString facesText READ facesText NOTIFY diceChanged)
    Q_PROPERTY(bool started READ started NOTIFY diceChanged)
    Q_PROPERTY(bool waiting READ waiting NOTIFY diceChanged)
    Q_PROPERTY(int dieSides READ dieSides NOTIFY diceChanged)
    Q_PROPERTY(QString promptTitle READ promptTitle NOTIFY diceChanged) // "Square: 45e Ligne"
    Q_PROPERTY(QString promptDetail READ promptDetail NOTIFY diceChanged) // "needs 5+ on a d10 · Pass 60%"
    // The test waiting may be passed over by the umpire (one the rules trigger).
    Q_PROPERTY(bool canSkip READ canSkip NOTIFY diceChanged)
    // The rest may be applied now, the triggered test waiting (and those after it) owed to the
    // battle's queue rather than rolled: one the rules trigger, whose result nothing after it reads.
    Q_PROPERTY(bool canOweRest READ canOweRest NOTIFY diceChanged)
    // [{kind: "test"|"note"|"melee", title, outcome, tone, explain, dice, effects, depth, ...}];
    // a melee: {kind: "melee", sides: [{name, dice, modifiers, total, hits}], verdict, waiting}.
    Q_PROPERTY(QVariantList steps READ steps NOTIFY diceChanged)
    Q_PROPERTY(QString ending READ ending NOTIFY diceChanged)
    Q_PROPERTY(QString endingName READ endingName NOTIFY diceChanged)
    Q_PROPERTY(QString endingTone READ endingTone NOTIFY diceChanged)
    Q_PROPERTY(bool complete READ complete NOTIFY diceChanged)
    Q_PROPERTY(bool applied READ applied NOTIFY diceChanged)
    Q_PROPERTY(QString error READ error NOTIFY diceChanged)
    Q_PROPERTY(bool underWay READ underWay NOTIFY diceChanged)
    // A charge left under way when the battle was last closed (kept beside it, as a test under
    // way is: battle::TestUnderWay), offered to go on with: "Charge: 14th Light Dragoons against
    // 1/45e Ligne (dice so far: 7 2)".
    Q_PROPERTY(QString offerText READ offerText NOTIFY offerChanged)
    Q_PROPERTY(QString offerActor READ offerActor NOTIFY offerChanged)

public:
    explicit ChargeFlow(QObject *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString procedureId() const { return m_procedureId; }
    void setProcedureId(const QString &id);
    QString actorId() const { return m_actorId; }
    void setActorId(const QString &id);
    QString targetId() const { return m_targetId; }
    void setTargetId(const QString &id);
    int distance() const { return m_distance; }
    bool needsDistance() const;
    void setDistance(int inches);
    bool confirmEffects() const { return m_confirmEffects; }
    void setConfirmEffects(bool confirm);

    bool offered() const;
    QString title() const;
    QString explain() const;
    QString actorName() const;
    QString targetName() const;
    TargetListModel *targetModel() const { return m_targets; }
    GadgetListModel *inputs() const { return m_inputList; }
    QList<NumberInput> inputRows() const { return m_inputList->rows<NumberInput>(); }
    QVariantList roles() const;
    bool declared() const;
    // Allowed by the charge rules, and by the step of the turn and the charger's activation
    // (Battle::refusals), or the umpire allowed it with his reason.
    bool allowed() const;
    // Every reason the rules refuse the charge here: the battle's (step, activation) and the
    // charge rules'.
    QString refusal() const;
    QString overrideReason() const { return m_override; }
    QString declarationText() const;
    QVariantList responses() const { return m_responses; }
    QString response() const { return m_response; }
    void setResponse(const QString &id);
    QString responseName() const;
    QStringList problems() const;
    bool ready() const;

    QList<int> faces() const { return m_dice.faces(); }
    QString facesText() const;
    bool started() const { return m_dice.started(); }
    bool waiting() const { return m_dice.waiting(); }
    // The die in hand: a d10 where the ruleset reads the d5 it asks for off a d10.
    int dieSides() const;
    QString promptTitle() const;
    QString promptDetail() const;
    bool canSkip() const;
    bool canOweRest() const;
    QVariantList steps() const;
    QString ending() const { return complete() ? m_dice.run().ending : QString(); }
    QString endingName() const { return complete() ? m_dice.run().endingName : QString(); }
    QString endingTone() const;
    bool complete() const;
    bool applied() const { return m_dice.applied(); }
    QString error() const { return m_dice.error(); }
    bool underWay() const;
    QString offerText() const;
    QString offerActor() const { return m_offer ? m_offer->actor : QString(); }

    // A digit of the distance typed on the pad; -1 takes the last one back.
    Q_INVOKABLE void typeDistanceDigit(int digit);
    Q_INVOKABLE void setInput(const QString &inputId, int value);
    // Names a unit for one of the procedure's other roles, or none with an empty id.
    Q_INVOKABLE void setRoleUnit(const QString &roleId, const QString &unitId);
    // The umpire lets a charge the rules refuse go in, saying why; false (error set) with no reason.
    Q_INVOKABLE bool allowAnyway(const QString &reason);
    Q_INVOKABLE bool offersTarget(const QString &unitId) const;
    // A face read off a real die (0 on a d10 is the ten); false (error set) if the die has none.
    Q_INVOKABLE bool enterFace(int face);
    Q_INVOKABLE void removeLastFace();
    // The app rolls every die still needed, to the end of the procedure.
    Q_INVOKABLE void roll();
    // The umpire passes over the triggered test waiting for dice (journaled with the rest).
    Q_INVOKABLE bool skipPending();
    // Journals the whole procedure as one entry.
    Q_INVOKABLE bool apply();
    // Journals it now, as one entry, the triggered tests still to roll owed (see canOweRest).
    Q_INVOKABLE bool applyOwingRest();
    // Back to the choice of response, dice forgotten.
    Q_INVOKABLE void clearDice();
    // Everything dropped: no target, no distance, no response.
    Q_INVOKABLE void discard();
    // The charge kept from before goes on at the step where it was left, with the same faces;
    // or it is forgotten.
    Q_INVOKABLE bool takeOffer();
    Q_INVOKABLE void dropOffer();

Q_SIGNALS:
    void sessionChanged();
    void setupChanged();
    void diceChanged();
    void confirmEffectsChanged();
    void offerChanged();

private:
    const rules::Procedure *procedure() const;
    rules::ProcedureRequest declarationRequest() const; // without a response or dice
    battle::action::Resolve action() const; // without faces
    QList<NumberInput> workOutInputs() const;
    void redeclare(); // the declaration and every response's odds, again
    void refreshTargets();
    void preselectOnlyOpponent();
    void resolveFaces();
    void followJournal();
    QVariantMap testStep(const rules::TestResult &r) const;
    QVariantMap meleeStep(const rules::ProcedureStepRecord *mine,
                          const rules::ProcedureStepRecord *theirs) const;
    QVariantMap opposedMelee(const rules::TestResult &r) const;
    rules::Tone forCharger(rules::Tone tone, const QString &unitId) const;
    void keep(); // writes the charge under way beside the journal, or forgets it
    bool submit(bool oweTheRest);
    void lookForOffer();

    QPointer<BattleSession> m_session;
    QString m_procedureId = QStringLiteral("charge");
    QString m_actorId;
    QString m_targetId;
    int m_distance = -1;
    QHash<QString, int> m_inputs; // the other numbers, as the players set them
    QMap<QString, QString> m_roles; // the other roles' units, as the players named them
    bool m_confirmEffects = true;
    TargetListModel *m_targets; // the enemy units it may charge
    GadgetListModel *m_inputList; // as last worked out: workOutInputs
    rules::ProcedureRun m_declaration; // without a response: allowed, responses, values
    QVariantList m_responses;
    QString m_response;

    battle::TestInProgress m_dice; // the faces, the tests passed over, the entry it became
    std::optional<battle::action::Resolve> m_offer;
    KeptUnderWay m_kept; // the charge under way, beside the battle's file
    bool m_restoring = false;
    QString m_override; // the umpire's reason, for this charger and unit charged
};

} // namespace adjutant::ui
