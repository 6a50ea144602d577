#pragma once

#include "modifierlistmodel.h"
#include "outcomelistmodel.h"
#include "resultrow.h"
#include "sheetchoices.h"
#include "testinprogressview.h"

#include "rules/resolver.h"
#include "rules/wording.h"

#include <QSet>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace adjutant::ui {

// One test from choice to journal: the modifiers (automatic ones counted, situational ones
// ticked), the total, what is needed and the odds; then the dice, rolled by the app or typed one
// face at a time; then the result die by die and the follow-up tests in turn, until the whole
// chain is resolved and applied as one journal entry. All arithmetic is core's Resolver.
class TestSheet : public adjutant::ui::TestInProgressView
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString testId READ testId WRITE setTestId NOTIFY setupChanged)
    // The number of the owed test this sheet takes (see BattleSession::owed); 0: none.
    Q_PROPERTY(int owedId READ owedId WRITE setOwedId NOTIFY setupChanged)
    // Why it is owed, for the sheet's header: "after Fire: Two or more hits"; empty if not owed.
    Q_PROPERTY(QString owedWhy READ owedWhy NOTIFY setupChanged)
    // An owed follow-up is judged on its units as they were when it was owed: what has changed
    // since, in words; empty when nothing has (see OwedTests::judgedAsWas).
    Q_PROPERTY(QString owedAsWas READ owedAsWas NOTIFY setupChanged)

    Q_PROPERTY(QString testName READ testName NOTIFY setupChanged)
    Q_PROPERTY(QString testExplain READ testExplain NOTIFY setupChanged)
    Q_PROPERTY(bool needsTarget READ needsTarget NOTIFY setupChanged)
    // The targets (targetModel) are enemy units by side and commander, then enemy commanders; the
    // own side only when asked for here (a friendly unit is rarely the target).
    Q_PROPERTY(bool ownSideTargets READ ownSideTargets WRITE setOwnSideTargets NOTIFY setupChanged)
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

    Q_PROPERTY(QString promptCount READ promptCount NOTIFY diceChanged) // "die 2 of 3"
    // The test waiting for dice, explained: its modifiers ("Shaken −1") and its odds ("Pass 60%").
    Q_PROPERTY(QString promptModifiers READ promptModifiers NOTIFY diceChanged)
    Q_PROPERTY(QString promptOdds READ promptOdds NOTIFY diceChanged)
    // Need, count and odds of the test waiting for dice, in one line.
    Q_PROPERTY(QString promptSummary READ promptSummary NOTIFY diceChanged)
    // The tests resolved so far, a ResultRow each (its dice, outcome, effects and why); tones
    // ("good", "bad", "neutral") are for the side taking this test.
    Q_PROPERTY(adjutant::ui::GadgetListModel *results READ results CONSTANT)
    // Once applied, the re-rolls the rules offer for it (an officer spending his bonus), a
    // RerollOffer each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *rerolls READ rerolls CONSTANT)
    // While its dice are rolled again under one of them: who gives it ("Captain Ward's re-roll").
    Q_PROPERTY(QString rerollText READ rerollText NOTIFY diceChanged)

public:
    explicit TestSheet(QObject *parent = nullptr);

    QString testId() const { return m_testId; }
    void setTestId(const QString &id);
    void setActorId(const QString &id) override;
    void setTargetId(const QString &id) override;
    int owedId() const { return m_owedId; }
    void setOwedId(int id);
    QString owedWhy() const;
    QString owedAsWas() const;

    QString testName() const;
    QString testExplain() const;
    bool needsTarget() const { return m_needsTarget; }
    bool ownSideTargets() const { return m_ownSideTargets; }
    void setOwnSideTargets(bool on);
    QStringList unsetInputs() const;
    ModifierListModel *modifiers() const { return m_modifiers; }
    OutcomeListModel *odds() const { return m_odds; }
    QString totalText() const;
    QString automaticText() const;
    QString needText() const { return m_setup.needText; }
    QString summaryOdds() const;
    QString oddsLabel() const;
    QStringList problems() const override { return m_setup.problems; }
    bool ready() const override;
    QString refusal() const override { return m_refusal; }

    QString promptTitle() const override;
    QString promptDetail() const override;
    QString promptCount() const;
    QString promptModifiers() const;
    QString promptOdds() const;
    QString promptSummary() const;
    GadgetListModel *results() const { return m_results; }
    bool complete() const override;
    bool underWay() const override;
    GadgetListModel *rerolls() const { return m_rerolls; }
    QList<RerollOffer> rerollRows() const { return m_rerolls->rows<RerollOffer>(); }
    QString rerollText() const;

    // Where a modifier of this test is explained on the Learn page, and the rule system's id.
    Q_INVOKABLE QString rulesAnchor(const QString &modifierId) const;
    Q_INVOKABLE QString rulesetId() const;
    Q_INVOKABLE void toggle(const QString &modifierId);
    // The umpire allows a test the rules forbid here, saying why; false (error set) with no reason.
    Q_INVOKABLE bool allowAnyway(const QString &reason);
    Q_INVOKABLE void choose(const QString &modifierId, const QString &choiceId);
    Q_INVOKABLE void setInput(const QString &inputId, int value);
    // The app rolls every die still needed, follow-ups included.
    Q_INVOKABLE void roll();
    // The test just applied is rolled again under a re-roll order given by `by`: it is undone (as
    // the journal shows) and waits for its new dice; Apply journals it as the re-roll, paid for by
    // the order. False (error set) if the rules offer no such re-roll now.
    Q_INVOKABLE bool reroll(const QString &orderId, const QString &by);
    // The test is dropped: its sheet is empty and nothing is kept beside the journal.
    Q_INVOKABLE void discard();
    // The test left under way takes the sheet again, as it was; or it is dropped.
    Q_INVOKABLE bool takeOffer();

Q_SIGNALS:
    void appliedChanged();

protected:
    battle::action::Resolve action() const override; // the resolve action, without faces
    QList<NumberInput> workOutInputs() const override;
    bool takes(const battle::action::Resolve &kept) const override; // a test of this battle's rules
    QString offeredName(const battle::action::Resolve &kept) const override;
    void sessionGiven() override
    {
        m_targetsFor.reset();
        recompute();
    }
    void sessionOpened() override;
    void refreshTargets() override; // works them out; the model tells the view if they changed
    // Something played after the test applied: it may be rolled again no more. A unit may have
    // left the battle or changed sides: the targets are worked out again when next wanted.
    void journalChanged() override
    {
        m_targetsFor.reset();
        m_rerolls->setRows(workOutRerolls());
    }

private:
    // The owed test this sheet takes, as the battle has it now; nullptr: none.
    const battle::OwedTest *owedTest() const;
    QList<TargetListModel::Target> workOutTargets() const;
    // The targets worked out again only if what they hang on changed since: a tick, a number or a
    // face leaves them as they were (with 2,000 units, working them out cost each step 1.5 ms).
    void refreshTargetsIfStale();
    void recompute(); // modifiers, total, odds
    QList<RerollOffer> workOutRerolls() const;
    // The tests resolved so far, as the sheet shows them (results).
    QList<ResultRow> workOutResults() const;
    void startOver(); // the setup changed: work it out again, and drop dice rolled for the old one
    void setError(const QString &error);

    QString m_testId;
    int m_owedId = 0;
    bool m_needsTarget = false;
    bool m_ownSideTargets = false;
    QSet<QString> m_ticked;
    QHash<QString, QString> m_chosen;
    rules::TestSetup m_setup;
    // Each input's most as things stand (a squad's figures firing: its figures), not only the
    // ruleset's bound: a stepper stops there.
    QHash<QString, int> m_inputMaxima;
    QString m_refusal;
    // What the targets shown were worked out for; none once the journal moves or a battle opens.
    struct TargetsFor {
        QString actorId;
        bool needsTarget = false;
        bool ownSide = false;
        bool operator==(const TargetsFor &) const = default;
    };
    std::optional<TargetsFor> m_targetsFor;
    ModifierListModel *m_modifiers;
    OutcomeListModel *m_odds;
    GadgetListModel *m_rerolls; // as last worked out: workOutRerolls
    GadgetListModel *m_results; // as last worked out: workOutResults
};

} // namespace adjutant::ui
