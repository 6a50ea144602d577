#pragma once

#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "keptunderway.h"
#include "numberinput.h"
#include "targetlistmodel.h"

#include "battle/testinprogress.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace adjutant::ui {

// What the test sheet and the charge flow share: both are views of core's TestInProgress (the
// faces so far, the die in hand, what is passed over or owed, the journal entry it became) for a
// unit and perhaps a target, with the numbers the players enter, the umpire's reason for letting
// the rules be broken, and what is kept beside the battle's file while it is under way. Each says
// what it takes (a test, a procedure) through the few hooks below.
class TestInProgressView : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString actorId READ actorId WRITE setActorId NOTIFY setupChanged)
    Q_PROPERTY(QString targetId READ targetId WRITE setTargetId NOTIFY setupChanged)
    // Apply what is complete at once, or wait for apply().
    Q_PROPERTY(bool confirmEffects READ confirmEffects WRITE setConfirmEffects NOTIFY confirmEffectsChanged)
    Q_PROPERTY(QString actorName READ actorName NOTIFY setupChanged)
    Q_PROPERTY(QString targetName READ targetName NOTIFY setupChanged)
    // The units it may be taken against, grouped by side and commander (TargetListModel). Told
    // apart from the rest of the setup: a big battle has a thousand, and a view rebuilds them only
    // when they change, not at every tick or die.
    Q_PROPERTY(adjutant::ui::TargetListModel *targetModel READ targetModel CONSTANT)
    // The numbers the players enter (a distance, the elements fighting...), a NumberInput each
    // with the value that will be used, as the setup stands.
    Q_PROPERTY(adjutant::ui::GadgetListModel *inputs READ inputs CONSTANT)
    Q_PROPERTY(QStringList problems READ problems NOTIFY setupChanged)
    // Dice may go in.
    Q_PROPERTY(bool ready READ ready NOTIFY setupChanged)
    // Why the rules forbid it here, in their plain words; empty when they allow it.
    Q_PROPERTY(QString refusal READ refusal NOTIFY setupChanged)
    // The umpire's reason for allowing it anyway, journaled with it; empty: the rules are kept.
    Q_PROPERTY(QString overrideReason READ overrideReason NOTIFY setupChanged)

    // The dice, once the first face is in or the app has rolled.
    Q_PROPERTY(QList<int> faces READ faces NOTIFY diceChanged)
    // The same faces as rows (DieRow, its face only), for the row of dice on screen: a face
    // entered adds a die at the end rather than making the whole row anew.
    Q_PROPERTY(adjutant::ui::GadgetListModel *faceList READ faceList CONSTANT)
    Q_PROPERTY(QString facesText READ facesText NOTIFY diceChanged) // "7 2 10", for screen readers
    Q_PROPERTY(bool started READ started NOTIFY diceChanged)
    Q_PROPERTY(bool waiting READ waiting NOTIFY diceChanged) // more dice are needed
    Q_PROPERTY(int dieSides READ dieSides NOTIFY diceChanged) // of the die asked for next
    Q_PROPERTY(QString promptTitle READ promptTitle NOTIFY diceChanged) // "Morale: 2/88th Foot"
    Q_PROPERTY(QString promptDetail READ promptDetail NOTIFY diceChanged) // "needs 5+ on a d10"
    // What is rolled so far may be applied now, the triggered tests still to roll owed to the
    // battle's queue.
    Q_PROPERTY(bool canOweRest READ canOweRest NOTIFY diceChanged)
    Q_PROPERTY(bool complete READ complete NOTIFY diceChanged)
    Q_PROPERTY(bool applied READ applied NOTIFY diceChanged)
    Q_PROPERTY(QString error READ error NOTIFY diceChanged)
    // Something the players would lose if it were dropped, not yet applied: kept beside the
    // journal (battle::TestUnderWay) while it lasts.
    Q_PROPERTY(bool underWay READ underWay NOTIFY diceChanged)
    // One left under way when the battle was last closed (or the app died), offered to go on
    // with: "Fire: 52nd against 45e (dice so far: 7 2)"; empty when there is none.
    Q_PROPERTY(QString offerText READ offerText NOTIFY offerChanged)
    Q_PROPERTY(QString offerActor READ offerActor NOTIFY offerChanged)

public:
    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString actorId() const { return m_actorId; }
    virtual void setActorId(const QString &id) = 0;
    QString targetId() const { return m_targetId; }
    virtual void setTargetId(const QString &id) = 0;
    bool confirmEffects() const { return m_confirmEffects; }
    void setConfirmEffects(bool confirm);
    QString actorName() const;
    QString targetName() const;
    TargetListModel *targetModel() const { return m_targets; }
    GadgetListModel *inputs() const { return m_inputList; }
    QList<NumberInput> inputRows() const { return m_inputList->rows<NumberInput>(); }
    virtual QStringList problems() const = 0;
    virtual bool ready() const = 0;
    virtual QString refusal() const = 0;
    QString overrideReason() const { return m_override; }

    QList<int> faces() const { return m_dice.faces(); }
    GadgetListModel *faceList() const { return m_faceList; }
    QString facesText() const { return m_dice.facesText(); }
    bool started() const { return m_dice.started(); }
    // (Applied, nothing more is asked for here: what was not rolled is owed.)
    bool waiting() const { return m_dice.waiting(); }
    // The die in hand: a d10 where the ruleset reads the d5 it asks for off a d10.
    int dieSides() const;
    virtual QString promptTitle() const = 0;
    virtual QString promptDetail() const = 0;
    bool canOweRest() const;
    virtual bool complete() const = 0;
    bool applied() const { return m_dice.applied(); }
    QString error() const { return m_dice.error(); }
    virtual bool underWay() const = 0;
    QString offerText() const;
    QString offerActor() const { return m_offer ? m_offer->actor : QString(); }

    // Whether the unit is among the targets offered (a row tapped while choosing takes it).
    Q_INVOKABLE bool offersTarget(const QString &unitId) const;
    // A face read off a real die; 0 on a d10 means 10. False (error set) if the die has no such face.
    Q_INVOKABLE bool enterFace(int face);
    Q_INVOKABLE void removeLastFace();
    // Journals it as one entry; its effects land on the units.
    Q_INVOKABLE bool apply();
    // Journals it as far as it is rolled, the triggered tests still to roll owed (see canOweRest).
    Q_INVOKABLE bool applyOwingRest();
    // Back to the choice before the dice, dice forgotten.
    Q_INVOKABLE void clearDice();
    // The one left under way is forgotten, beside the battle too.
    Q_INVOKABLE void dropOffer();

Q_SIGNALS:
    void sessionChanged();
    void setupChanged();
    void diceChanged();
    void confirmEffectsChanged();
    void offerChanged();

protected:
    explicit TestInProgressView(QObject *parent = nullptr);

    // The action as the players have set it up, without faces.
    virtual battle::action::Resolve action() const = 0;
    // The numbers the players enter, as the setup stands (the inputs' rows after each setupChanged).
    virtual QList<NumberInput> workOutInputs() const = 0;
    // Whether a kept action is this view's to offer (a test, a procedure, of a unit in this battle).
    virtual bool takes(const battle::action::Resolve &kept) const = 0;
    // What a kept action takes, in words ("Fire", "Charge").
    virtual QString offeredName(const battle::action::Resolve &kept) const = 0;
    // A session given: what is set up is worked out in it.
    virtual void sessionGiven() = 0;
    // Another battle was opened in the session: what was set up is dropped.
    virtual void sessionOpened() = 0;
    virtual void refreshTargets() = 0;
    // The journal changed (an entry, an undo): the targets may have changed too.
    virtual void journalChanged() { }

    const battle::Battle *openBattle() const { return m_session ? m_session->battle() : nullptr; }
    void keep(); // writes the action under way beside the journal, or forgets it
    void lookForOffer(); // an action left under way in the battle just opened
    void resolveFaces(); // the chain, as far as the faces go
    // The dice entered changed: kept, shown, and applied at once when they finish it and effects
    // are not confirmed.
    void diceEntered();
    bool submit(bool oweTheRest);
    // A kept action taken: its faces as they were, and the file kept beside is now this view's.
    void restoreDice(const battle::action::Resolve &kept);

    QPointer<BattleSession> m_session;
    QString m_actorId;
    QString m_targetId;
    bool m_confirmEffects = true;
    QString m_override; // the umpire's reason for allowing what the rules refuse
    QHash<QString, int> m_inputs; // the numbers, as the players set them
    TargetListModel *m_targets;
    GadgetListModel *m_inputList; // as last worked out: workOutInputs
    GadgetListModel *m_faceList; // the faces, as last told (diceChanged)
    battle::TestInProgress m_dice; // the faces, the tests passed over, the entry it became
    std::optional<battle::action::Resolve> m_offer;
    KeptUnderWay m_kept; // the action under way, beside the battle's file
    bool m_restoring = false; // a kept action being taken: nothing to keep until it is whole
    // Apply under way: the battle has the entry but these dice are not yet marked applied. What
    // the battle now refuses (the unit has charged) is not this action's refusal meanwhile.
    bool m_submitting = false;

private:
    void followJournal();
};

} // namespace adjutant::ui
