#pragma once

#include "testinprogressview.h"

#include "rules/procedure.h"
#include "rules/wording.h"

#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// A charge (or another of the ruleset's procedures) from the declaration to its last test, as one
// journal entry: the charger is the unit whose sheet it was opened from; the players choose the
// unit charged and type the distance; the defender's responses follow, each offered or refused
// with the reason, with the exact chance of every ending side by side; then the dice, test by
// test, typed or rolled, each step's result in words, the melee with both sides together; Apply
// journals it all (undone as one). All the rules are core's ProcedureRunner.
class ChargeFlow : public adjutant::ui::TestInProgressView
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString procedureId READ procedureId WRITE setProcedureId NOTIFY setupChanged)
    // Inches from the charger to the unit charged; -1 until typed.
    Q_PROPERTY(int distance READ distance WRITE setDistance NOTIFY setupChanged)
    // The procedure asks for the distance (a charge); a melee continued does not.
    Q_PROPERTY(bool needsDistance READ needsDistance NOTIFY setupChanged)

    Q_PROPERTY(bool offered READ offered NOTIFY setupChanged) // the ruleset has this procedure
    Q_PROPERTY(QString title READ title NOTIFY setupChanged) // "Charge"
    Q_PROPERTY(QString explain READ explain NOTIFY setupChanged)
    // [{id, name, explain, chosen, units: [{unitId, name}]}]: the procedure's other roles asked for
    // here (a gun the unit charged supports), each with the units that may play it; chosen is
    // the unit named for it, or empty.
    Q_PROPERTY(QVariantList roles READ roles NOTIFY setupChanged)
    // Target and distance are in: the declaration is judged.
    Q_PROPERTY(bool declared READ declared NOTIFY setupChanged)
    Q_PROPERTY(bool allowed READ allowed NOTIFY setupChanged)
    // "Charge move 12"": numbers worked out at the declaration, in words.
    Q_PROPERTY(QString declarationText READ declarationText NOTIFY setupChanged)
    // [{id, name, explain, available, reason, odds: [{ending, name, probability, estimated, low,
    //   high, text}], oddsText, oddsError, oddsNote (how estimated odds were found; empty when exact)}]
    Q_PROPERTY(QVariantList responses READ responses NOTIFY setupChanged)
    Q_PROPERTY(QString response READ response WRITE setResponse NOTIFY setupChanged)
    Q_PROPERTY(QString responseName READ responseName NOTIFY setupChanged)

    // The dice and what they did (the rest is TestInProgressView's).
    // The test waiting may be passed over by the umpire (one the rules trigger).
    Q_PROPERTY(bool canSkip READ canSkip NOTIFY diceChanged)
    // [{kind: "test"|"note"|"melee", title, outcome, tone, explain, dice, effects, depth, ...}];
    // a melee: {kind: "melee", sides: [{name, dice, modifiers, total, hits}], verdict, waiting}.
    Q_PROPERTY(QVariantList steps READ steps NOTIFY diceChanged)
    Q_PROPERTY(QString ending READ ending NOTIFY diceChanged)
    Q_PROPERTY(QString endingName READ endingName NOTIFY diceChanged)
    Q_PROPERTY(QString endingTone READ endingTone NOTIFY diceChanged)
    // A charge left under way when the battle was last closed (kept beside it, as a test under
    // way is: battle::TestUnderWay), offered to go on with: "Charge: 14th Light Dragoons against
    // 1/45e Ligne (dice so far: 7 2)".

public:
    explicit ChargeFlow(QObject *parent = nullptr);

    QString procedureId() const { return m_procedureId; }
    void setProcedureId(const QString &id);
    void setActorId(const QString &id) override;
    void setTargetId(const QString &id) override;
    int distance() const { return m_distance; }
    bool needsDistance() const;
    void setDistance(int inches);

    bool offered() const;
    QString title() const;
    QString explain() const;
    QVariantList roles() const;
    bool declared() const;
    // Allowed by the charge rules, and by the step of the turn and the charger's activation
    // (Battle::refusals), or the umpire allowed it with his reason.
    bool allowed() const;
    // Every reason the rules refuse the charge here: the battle's (step, activation) and the
    // charge rules'.
    QString refusal() const override;
    QString declarationText() const;
    QVariantList responses() const { return m_responses; }
    QString response() const { return m_response; }
    void setResponse(const QString &id);
    QString responseName() const;
    QStringList problems() const override;
    bool ready() const override;

    QString promptTitle() const override;
    QString promptDetail() const override;
    bool canSkip() const;
    QVariantList steps() const;
    QString ending() const { return complete() ? m_dice.run().ending : QString(); }
    QString endingName() const { return complete() ? m_dice.run().endingName : QString(); }
    QString endingTone() const;
    bool complete() const override;
    bool underWay() const override;

    // A digit of the distance typed on the pad; -1 takes the last one back.
    Q_INVOKABLE void typeDistanceDigit(int digit);
    Q_INVOKABLE void setInput(const QString &inputId, int value);
    // Names a unit for one of the procedure's other roles, or none with an empty id.
    Q_INVOKABLE void setRoleUnit(const QString &roleId, const QString &unitId);
    // The umpire lets a charge the rules refuse go in, saying why; false (error set) with no reason.
    Q_INVOKABLE bool allowAnyway(const QString &reason);
    // The app rolls every die still needed, to the end of the procedure.
    Q_INVOKABLE void roll();
    // The umpire passes over the triggered test waiting for dice (journaled with the rest).
    Q_INVOKABLE bool skipPending();
    // Everything dropped: no target, no distance, no response.
    Q_INVOKABLE void discard();
    // The charge kept from before goes on at the step where it was left, with the same faces;
    // or it is forgotten.
    Q_INVOKABLE bool takeOffer();

protected:
    battle::action::Resolve action() const override; // without faces
    QList<NumberInput> workOutInputs() const override;
    // A procedure of this battle's rules (a test under way is the test sheet's).
    bool takes(const battle::action::Resolve &kept) const override;
    QString offeredName(const battle::action::Resolve &kept) const override;
    void sessionGiven() override { discard(); }
    void sessionOpened() override { discard(); }
    void refreshTargets() override;
    void journalChanged() override { refreshTargets(); }

private:
    const rules::Procedure *procedure() const;
    rules::ProcedureRequest declarationRequest() const; // without a response or dice
    void redeclare(); // the declaration and every response's odds, again
    void preselectOnlyOpponent();
    QVariantMap testStep(const rules::TestResult &r) const;
    QVariantMap meleeStep(const rules::ProcedureStepRecord *mine,
                          const rules::ProcedureStepRecord *theirs) const;
    QVariantMap opposedMelee(const rules::TestResult &r) const;
    rules::Tone forCharger(rules::Tone tone, const QString &unitId) const;

    QString m_procedureId = QStringLiteral("charge");
    int m_distance = -1;
    QMap<QString, QString> m_roles; // the other roles' units, as the players named them
    rules::ProcedureRun m_declaration; // without a response: allowed, responses, values
    QVariantList m_responses;
    QString m_response;
};

} // namespace adjutant::ui
