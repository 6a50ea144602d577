#pragma once

#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "keptunderway.h"
#include "modifierlistmodel.h"
#include "numberinput.h"
#include "outcomelistmodel.h"
#include "targetlistmodel.h"

#include "battle/testinprogress.h"
#include "rules/resolver.h"
#include "rules/wording.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// One test from choice to journal: the modifiers (automatic ones counted, situational ones
// ticked), the total, what is needed and the odds; then the dice, rolled by the app or typed one
// face at a time; then the result die by die and the follow-up tests in turn, until the whole
// chain is resolved and applied as one journal entry. All arithmetic is core's Resolver.
class TestSheet : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString testId READ testId WRITE setTestId NOTIFY setupChanged)
    Q_PROPERTY(QString actorId READ actorId WRITE setActorId NOTIFY setupChanged)
    Q_PROPERTY(QString targetId READ targetId WRITE setTargetId NOTIFY setupChanged)
    // The number of the owed test this sheet takes (see BattleSession::owed); 0: none.
    Q_PROPERTY(int owedId READ owedId WRITE setOwedId NOTIFY setupChanged)
    // Why it is owed, for the sheet's header: "after Fire: Two or more hits"; empty if not owed.
    Q_PROPERTY(QString owedWhy READ owedWhy NOTIFY setupChanged)
    // An owed follow-up is judged on its units as they were when it was owed: what has changed
    // since, in words; empty when nothing has (see OwedTests::judgedAsWas).
    Q_PROPERTY(QString owedAsWas READ owedAsWas NOTIFY setupChanged)
    // The test's own dice are in and its follow-ups wait: it may be applied, the rest owed.
    Q_PROPERTY(bool canOweRest READ canOweRest NOTIFY diceChanged)
    // Apply a completed test at once, or wait for apply().
    Q_PROPERTY(bool confirmEffects READ confirmEffects WRITE setConfirmEffects NOTIFY confirmEffectsChanged)

    Q_PROPERTY(QString testName READ testName NOTIFY setupChanged)
    Q_PROPERTY(QString testExplain READ testExplain NOTIFY setupChanged)
    Q_PROPERTY(QString actorName READ actorName NOTIFY setupChanged)
    Q_PROPERTY(QString targetName READ targetName NOTIFY setupChanged)
    Q_PROPERTY(bool needsTarget READ needsTarget NOTIFY setupChanged)
    // [{unitId, name, sideName, group, colour, pattern, enemy}]: enemy units by side and commander ("group":
    // "France · Foy"), then enemy commanders; the own side only when asked for (a friendly unit is
    // rarely the target).
    // Told apart from the rest of the setup: a big battle has a thousand, and a view rebuilds them
    // only when they change, not at every tick or die.
    Q_PROPERTY(adjutant::ui::TargetListModel *targetModel READ targetModel CONSTANT)
    Q_PROPERTY(bool ownSideTargets READ ownSideTargets WRITE setOwnSideTargets NOTIFY setupChanged)
    // The numbers the players enter (a distance...), a NumberInput each, as the setup stands.
    Q_PROPERTY(adjutant::ui::GadgetListModel *inputs READ inputs CONSTANT)
    // The names of those still without a value (neither entered nor given by the ruleset).
    Q_PROPERTY(QStringList unsetInputs READ unsetInputs NOTIFY setupChanged)
    Q_PROPERTY(adjutant::ui::ModifierListModel *modifiers READ modifiers CONSTANT)
    Q_PROPERTY(adjutant::ui::OutcomeListModel *odds READ odds CONSTANT)
    // What the odds rows count: "Chance of hits", "Chance of each outcome".
    Q_PROPERTY(QString oddsLabel READ oddsLabel NOTIFY setupChanged)
    Q_PROPERTY(QString totalText READ totalText NOTIFY setupChanged)
    // The modifiers that count by themselves, in one line: "Fire rating +1 · First shot +1".
    Q_PROPERTY(QString automaticText READ automaticText NOTIFY setupChanged)
    Q_PROPERTY(QString needText READ needText NOTIFY setupChanged)
    Q_PROPERTY(QString summaryOdds READ summaryOdds NOTIFY setupChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY setupChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY setupChanged)
    // Why the rules forbid this test here, in their plain words (a limbered battery firing); empty
    // when they allow it. A refused test is not ready until the umpire allows it anyway.
    Q_PROPERTY(QString refusal READ refusal NOTIFY setupChanged)
    // The umpire's reason for allowing it, journaled with the test; empty: the rules are kept.
    Q_PROPERTY(QString overrideReason READ overrideReason NOTIFY setupChanged)

    // The dice, once the first face is in or the app has rolled.
    Q_PROPERTY(QList<int> faces READ faces NOTIFY diceChanged)
    Q_PROPERTY(QString facesText READ facesText NOTIFY diceChanged) // "7 2 10", for screen readers
    Q_PROPERTY(bool started READ started NOTIFY diceChanged)
    Q_PROPERTY(bool waiting READ waiting NOTIFY diceChanged) // more dice are needed
    Q_PROPERTY(int dieSides READ dieSides NOTIFY diceChanged) // of the die asked for next
    Q_PROPERTY(QString promptTitle READ promptTitle NOTIFY diceChanged) // "Morale: 2/88th Foot"
    Q_PROPERTY(QString promptDetail READ promptDetail NOTIFY diceChanged) // "needs 5+ on a d10"
    Q_PROPERTY(QString promptCount READ promptCount NOTIFY diceChanged) // "die 2 of 3"
    // The test waiting for dice, explained: its modifiers ("Shaken −1") and its odds ("Pass 60%").
    Q_PROPERTY(QString promptModifiers READ promptModifiers NOTIFY diceChanged)
    Q_PROPERTY(QString promptOdds READ promptOdds NOTIFY diceChanged)
    // Need, count and odds of the test waiting for dice, in one line.
    Q_PROPERTY(QString promptSummary READ promptSummary NOTIFY diceChanged)
    // [{title, detail, depth, outcome, tone, explain, dice: [{face, sides, success, kept, tone}],
    // effects: [...]}]; tones ("good", "bad", "neutral") are for the side taking this test.
    Q_PROPERTY(QVariantList results READ results NOTIFY diceChanged)
    Q_PROPERTY(bool complete READ complete NOTIFY diceChanged)
    Q_PROPERTY(bool applied READ applied NOTIFY diceChanged)
    Q_PROPERTY(QString error READ error NOTIFY diceChanged)
    // Something the players would lose if the sheet were dropped: a target, a tick, a number or a
    // face, not yet applied. Kept beside the journal (battle::TestUnderWay) while it lasts.
    Q_PROPERTY(bool underWay READ underWay NOTIFY diceChanged)
    // A test left under way when the battle was last closed (or the app died): "Fire: 52nd
    // against 45e, 2 dice entered"; empty when there is none.
    // Once applied, the re-rolls the rules offer for it (an officer spending his bonus): each with the
    // order, the unit that gives it and whether the rules allow it now, with their reason if not.
    Q_PROPERTY(QVariantList rerolls READ rerolls NOTIFY diceChanged)
    // While its dice are rolled again under one of them: who gives it ("Captain Ward's re-roll").
    Q_PROPERTY(QString rerollText READ rerollText NOTIFY diceChanged)
    Q_PROPERTY(QString offerText READ offerText NOTIFY offerChanged)
    Q_PROPERTY(QString offerActor READ offerActor NOTIFY offerChanged)

public:
    explicit TestSheet(QObject *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString testId() const { return m_testId; }
    void setTestId(const QString &id);
    QString actorId() const { return m_actorId; }
    void setActorId(const QString &id);
    QString targetId() const { return m_targetId; }
    void setTargetId(const QString &id);
    bool confirmEffects() const { return m_confirmEffects; }
    void setConfirmEffects(bool confirm);
    int owedId() const { return m_owedId; }
    void setOwedId(int id);
    QString owedWhy() const;
    QString owedAsWas() const;
    bool canOweRest() const;

    QString testName() const;
    QString testExplain() const;
    QString actorName() const;
    QString targetName() const;
    bool needsTarget() const { return m_needsTarget; }
    bool ownSideTargets() const { return m_ownSideTargets; }
    void setOwnSideTargets(bool on);
    TargetListModel *targetModel() const { return m_targets; }
    GadgetListModel *inputs() const { return m_inputList; }
    QList<NumberInput> inputRows() const { return m_inputList->rows<NumberInput>(); }
    QStringList unsetInputs() const;
    ModifierListModel *modifiers() const { return m_modifiers; }
    OutcomeListModel *odds() const { return m_odds; }
    QString totalText() const;
    QString automaticText() const;
    QString needText() const { return m_setup.needText; }
    QString summaryOdds() const;
    QString oddsLabel() const;
    QStringList problems() const { return m_setup.problems; }
    bool ready() const;
    QString refusal() const { return m_refusal; }
    QString overrideReason() const { return m_override; }

    QList<int> faces() const { return m_dice.faces(); }
    QString facesText() const;
    bool started() const { return m_dice.started(); }
    // (Applied, nothing more is asked for here: what was not rolled is owed.)
    bool waiting() const { return m_dice.waiting(); }
    // The die in hand: a d10 where the ruleset reads the d5 it asks for off a d10.
    int dieSides() const;
    QString promptTitle() const;
    QString promptDetail() const;
    QString promptCount() const;
    QString promptModifiers() const;
    QString promptOdds() const;
    QString promptSummary() const;
    QVariantList results() const;
    bool complete() const;
    bool applied() const { return m_dice.applied(); }
    QString error() const { return m_dice.error(); }
    bool underWay() const;
    QVariantList rerolls() const;
    QString rerollText() const;
    QString offerText() const;
    QString offerActor() const { return m_offer ? m_offer->actor : QString(); }

    // Whether the unit is among the targets offered (a row tapped while choosing takes it).
    Q_INVOKABLE bool offersTarget(const QString &unitId) const;
    // Where a modifier of this test is explained on the Learn page, and the rule system's id.
    Q_INVOKABLE QString rulesAnchor(const QString &modifierId) const;
    Q_INVOKABLE QString rulesetId() const;
    Q_INVOKABLE void toggle(const QString &modifierId);
    // The umpire allows a test the rules forbid here, saying why; false (error set) with no reason.
    Q_INVOKABLE bool allowAnyway(const QString &reason);
    Q_INVOKABLE void choose(const QString &modifierId, const QString &choiceId);
    Q_INVOKABLE void setInput(const QString &inputId, int value);
    // A face read off a real die; 0 on a d10 means 10. False (error set) if the die has no such face.
    Q_INVOKABLE bool enterFace(int face);
    Q_INVOKABLE void removeLastFace();
    // The app rolls every die still needed, follow-ups included.
    Q_INVOKABLE void roll();
    // Journals the resolved chain; its effects land on the units.
    Q_INVOKABLE bool apply();
    // Journals the test as far as it is rolled: the follow-ups still to roll join the tests owed.
    Q_INVOKABLE bool applyOwingRest();
    // Back to the choice of modifiers, dice forgotten.
    Q_INVOKABLE void clearDice();
    // The test just applied is rolled again under a re-roll order given by `by`: it is undone (as
    // the journal shows) and waits for its new dice; Apply journals it as the re-roll, paid for by
    // the order. False (error set) if the rules offer no such re-roll now.
    Q_INVOKABLE bool reroll(const QString &orderId, const QString &by);
    // The test is dropped: its sheet is empty and nothing is kept beside the journal.
    Q_INVOKABLE void discard();
    // The test left under way takes the sheet again, as it was; or it is dropped.
    Q_INVOKABLE bool takeOffer();
    Q_INVOKABLE void dropOffer();

Q_SIGNALS:
    void sessionChanged();
    void setupChanged();
    void diceChanged();
    void confirmEffectsChanged();
    void appliedChanged();
    void offerChanged();

private:
    // The owed test this sheet takes, as the battle has it now; nullptr: none.
    const battle::OwedTest *owedTest() const;
    void refreshTargets(); // works them out; the model tells the view if they changed
    QList<TargetListModel::Target> workOutTargets() const;
    battle::action::Resolve action() const; // the resolve action, without faces
    QList<NumberInput> workOutInputs() const;
    void recompute(); // modifiers, total, odds
    void startOver(); // the setup changed: work it out again, and drop dice rolled for the old one
    void resolveFaces(); // the chain, as far as the faces go
    void setError(const QString &error);
    // The dice entered changed: kept beside the journal, shown, and applied at once when they
    // finish the test and effects are not confirmed.
    void diceEntered();
    void keep(); // writes the test under way beside the journal, or forgets it
    bool submit(bool oweTheRest);
    void lookForOffer(); // a test left under way in the battle just opened
    void followJournal(); // an applied test undone (or redone) shows as such

    QPointer<BattleSession> m_session;
    QString m_testId;
    QString m_actorId;
    QString m_targetId;
    int m_owedId = 0;
    bool m_confirmEffects = true;
    bool m_needsTarget = false;
    bool m_ownSideTargets = false;
    TargetListModel *m_targets; // as last worked out
    QSet<QString> m_ticked;
    QHash<QString, QString> m_chosen;
    QHash<QString, int> m_inputs;
    rules::TestSetup m_setup;
    // Each input's most as things stand (a squad's figures firing: its figures), not only the
    // ruleset's bound: a stepper stops there.
    QHash<QString, int> m_inputMaxima;
    QString m_refusal;
    QString m_override;
    ModifierListModel *m_modifiers;
    OutcomeListModel *m_odds;
    GadgetListModel *m_inputList; // as last worked out: workOutInputs

    battle::TestInProgress m_dice; // the faces, the re-roll under way, the entry it became
    std::optional<battle::action::Resolve> m_offer;
    KeptUnderWay m_kept; // the test under way, beside the battle's file
};

} // namespace adjutant::ui
