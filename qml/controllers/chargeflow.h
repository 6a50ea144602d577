#pragma once

#include "gadgetlistmodel.h"
#include "resultrow.h"
#include "testinprogressview.h"

#include "rules/procedure.h"
#include "rules/wording.h"

#include <QFutureWatcher>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>

namespace adjutant::ui {

// A unit that may play one of a procedure's other roles.
struct RoleUnit {
    Q_GADGET
    Q_PROPERTY(QString unitId MEMBER unitId)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString unitId;
    QString name;

    friend bool operator==(const RoleUnit &, const RoleUnit &) = default;
};

// One of the procedure's other roles asked for at the declaration (a gun the unit charged
// supports), with the units that may play it.
struct ChargeRole {
    Q_GADGET
    Q_PROPERTY(QString roleId MEMBER roleId)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(QString chosen MEMBER chosen)
    Q_PROPERTY(QList<adjutant::ui::RoleUnit> units MEMBER units)

public:
    QString roleId;
    QString name;
    QString explain;
    QString chosen; // the unit named for it; empty for none
    QList<RoleUnit> units;

    friend bool operator==(const ChargeRole &, const ChargeRole &) = default;
};

// The chance of one of the procedure's endings, for a response: exact, or estimated within
// low..high.
struct EndingChance {
    Q_GADGET
    Q_PROPERTY(QString ending MEMBER ending)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(double probability MEMBER probability)
    Q_PROPERTY(bool estimated MEMBER estimated)
    Q_PROPERTY(double low MEMBER low)
    Q_PROPERTY(double high MEMBER high)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString ending; // its id
    QString name;
    double probability = 0;
    bool estimated = false;
    double low = 0;
    double high = 0;
    QString text; // "Defender routs about 32%"

    friend bool operator==(const EndingChance &, const EndingChance &) = default;
};

// A response the unit charged may make, offered or refused with the reason, with the chance of
// each ending.
struct ChargeResponse {
    Q_GADGET
    Q_PROPERTY(QString responseId MEMBER responseId)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(bool available MEMBER available)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QList<adjutant::ui::EndingChance> odds MEMBER odds)
    Q_PROPERTY(QString oddsText MEMBER oddsText)
    Q_PROPERTY(QString oddsError MEMBER oddsError)
    Q_PROPERTY(QString oddsNote MEMBER oddsNote)
    Q_PROPERTY(bool oddsPending MEMBER oddsPending)
    Q_PROPERTY(bool oddsRefining MEMBER oddsRefining)

public:
    QString responseId;
    QString name;
    QString explain;
    bool available = false;
    QString reason; // why not, when it is refused
    QList<EndingChance> odds; // those that may happen, when it is offered
    QString oddsText; // the odds in one line
    QString oddsError;
    QString oddsNote; // how estimated odds were found; empty when exact
    bool oddsPending = false; // offered, its odds still being worked out
    // Its odds were estimated, and are being worked out further (OddsBudget::thorough)
    bool oddsRefining = false;

    friend bool operator==(const ChargeResponse &, const ChargeResponse &) = default;
};

// One side of a melee: who, their dice, modifiers, total and what their blows did; or only who,
// while their dice are to come.
struct MeleeSideRow {
    Q_GADGET
    Q_PROPERTY(QString unitId MEMBER unitId)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool charger MEMBER charger)
    Q_PROPERTY(bool waiting MEMBER waiting)
    Q_PROPERTY(QList<adjutant::ui::ResultDie> dice MEMBER dice)
    Q_PROPERTY(QString modifiers MEMBER modifiers)
    Q_PROPERTY(QString need MEMBER need)
    Q_PROPERTY(QString total MEMBER total)
    Q_PROPERTY(QStringList results MEMBER results)

public:
    QString unitId;
    QString name;
    bool charger = false;
    bool waiting = false;
    QList<ResultDie> dice;
    QString modifiers;
    QString need;
    QString total;
    QStringList results;

    friend bool operator==(const MeleeSideRow &, const MeleeSideRow &) = default;
};

// A melee side's short "Why?" lines.
struct WhySideRow {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QStringList lines MEMBER lines)

public:
    QString name;
    QStringList lines;

    friend bool operator==(const WhySideRow &, const WhySideRow &) = default;
};

// What a step of the charge did, in words: a note ("skipped by the umpire"), a test (its dice,
// outcome, effects and why) or a melee (both sides, the verdict, each side's why).
struct ChargeStep {
    Q_GADGET
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(int depth MEMBER depth)
    Q_PROPERTY(QString outcome MEMBER outcome)
    Q_PROPERTY(QString tone MEMBER tone)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(QList<adjutant::ui::ResultDie> dice MEMBER dice)
    Q_PROPERTY(QStringList effects MEMBER effects)
    Q_PROPERTY(QStringList why MEMBER why)
    Q_PROPERTY(QList<adjutant::ui::MeleeSideRow> sides MEMBER sides)
    Q_PROPERTY(bool waiting MEMBER waiting)
    Q_PROPERTY(QString verdict MEMBER verdict)
    Q_PROPERTY(QList<adjutant::ui::WhySideRow> whySides MEMBER whySides)

public:
    QString kind; // "note", "test" or "melee"
    QString title;
    int depth = 0; // a test another one called for is indented under it
    QString outcome;
    QString tone;
    QString explain;
    QList<ResultDie> dice;
    QStringList effects;
    QStringList why;
    QList<MeleeSideRow> sides; // a melee's: the charger's first
    bool waiting = false; // a melee whose second side's dice are to come
    QString verdict;
    QList<WhySideRow> whySides;

    friend bool operator==(const ChargeStep &, const ChargeStep &) = default;
};

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
    // The procedure's other roles asked for here, a ChargeRole each (those some unit may play).
    Q_PROPERTY(adjutant::ui::GadgetListModel *roles READ roles CONSTANT)
    // Target and distance are in: the declaration is judged.
    Q_PROPERTY(bool declared READ declared NOTIFY setupChanged)
    Q_PROPERTY(bool allowed READ allowed NOTIFY setupChanged)
    // "Charge move 12"": numbers worked out at the declaration, in words.
    Q_PROPERTY(QString declarationText READ declarationText NOTIFY setupChanged)
    // The responses of the unit charged, a ChargeResponse each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *responses READ responses CONSTANT)
    Q_PROPERTY(QString response READ response WRITE setResponse NOTIFY setupChanged)
    Q_PROPERTY(QString responseName READ responseName NOTIFY setupChanged)
    // The responses' odds are being worked out, off the GUI thread (a charge's may take a tenth
    // of a second, more on a slow tablet): the rows offered say so until they come.
    Q_PROPERTY(bool oddsBusy READ oddsBusy NOTIFY oddsChanged)

    // The dice and what they did (the rest is TestInProgressView's).
    // The test waiting may be passed over by the umpire (one the rules trigger).
    Q_PROPERTY(bool canSkip READ canSkip NOTIFY diceChanged)
    // What each step did so far, a ChargeStep each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *steps READ steps CONSTANT)
    Q_PROPERTY(QString ending READ ending NOTIFY diceChanged)
    Q_PROPERTY(QString endingName READ endingName NOTIFY diceChanged)
    Q_PROPERTY(QString endingTone READ endingTone NOTIFY diceChanged)
    // A charge left under way when the battle was last closed (kept beside it, as a test under
    // way is: battle::TestUnderWay), offered to go on with: "Charge: 14th Light Dragoons against
    // 1/45e Ligne (dice so far: 7 2)".

public:
    explicit ChargeFlow(QObject *parent = nullptr);
    ~ChargeFlow() override;

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
    GadgetListModel *roles() const { return m_roleList; }
    bool declared() const;
    // Allowed by the charge rules, and by the step of the turn and the charger's activation
    // (Battle::refusals), or the umpire allowed it with his reason.
    bool allowed() const;
    // Every reason the rules refuse the charge here: the battle's (step, activation) and the
    // charge rules'.
    QString refusal() const override;
    QString declarationText() const;
    GadgetListModel *responses() const { return m_responseList; }
    QString response() const { return m_response; }
    void setResponse(const QString &id);
    QString responseName() const;
    bool oddsBusy() const { return m_oddsBusy; }
    QStringList problems() const override;
    bool ready() const override;

    QString promptTitle() const override;
    QString promptDetail() const override;
    bool canSkip() const;
    GadgetListModel *steps() const { return m_stepList; }
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

Q_SIGNALS:
    void oddsChanged(); // the responses' odds came, or are being worked out again

protected:
    battle::action::Resolve action() const override; // without faces
    QList<NumberInput> workOutInputs() const override;
    // A procedure of this battle's rules (a test under way is the test sheet's).
    bool takes(const battle::action::Resolve &kept) const override;
    QString offeredName(const battle::action::Resolve &kept) const override;
    void sessionGiven() override
    {
        m_refinedOdds.clear();
        discard();
    }
    void sessionOpened() override
    {
        m_refinedOdds.clear();
        discard();
    }
    void refreshTargets() override;
    void journalChanged() override { refreshTargets(); }

private:
    const rules::Procedure *procedure() const;
    rules::ProcedureRequest declarationRequest() const; // without a response or dice
    void redeclare(); // the declaration and every response's odds, again
    // The odds of the responses offered for the declaration as it stands (m_oddsRequest), worked
    // out on a worker thread; one at a time: a declaration changed meanwhile is worked out once
    // the one under way is done (its odds are not shown).
    void workOutOdds();
    void oddsWorkedOut();
    // The responses whose odds came out estimated, worked out again with OddsBudget::thorough on
    // a worker thread while the estimate shows: exact where that reaches, else a closer estimate.
    // Given up (stopRefining) as soon as the declaration changes or the sheet goes.
    void refineOdds(const rules::ProcedureRequest &request, const QStringList &responses);
    void oddsRefined();
    void stopRefining();
    void preselectOnlyOpponent();
    QList<ChargeRole> roleRows() const;
    QList<ChargeStep> stepRows() const;
    ChargeStep testStep(const rules::TestResult &r) const;
    ChargeStep meleeStep(const rules::ProcedureStepRecord *mine,
                         const rules::ProcedureStepRecord *theirs) const;
    ChargeStep opposedMelee(const rules::TestResult &r) const;
    rules::Tone forCharger(rules::Tone tone, const QString &unitId) const;

    QString m_procedureId = QStringLiteral("charge");
    int m_distance = -1;
    QMap<QString, QString> m_roles; // the other roles' units, as the players named them
    rules::ProcedureRun m_declaration; // without a response: allowed, responses, values
    QList<ChargeResponse> m_responses;
    // The declaration whose odds the rows want, and how many declarations were made before it
    // (the odds that come back say which they are for); none when no row is offered.
    std::optional<rules::ProcedureRequest> m_oddsRequest;
    quint64 m_declarations = 0;
    struct OddsWorked {
        quint64 declaration = 0;
        QList<rules::ResponseOdds> odds;
    };
    QFutureWatcher<OddsWorked> m_oddsWatcher;
    QFutureWatcher<OddsWorked> m_refineWatcher;
    // Shared with the refining work under way, which stops at its next step once it is set.
    std::shared_ptr<std::atomic<bool>> m_refineAbandoned;
    QList<rules::ResponseOdds> m_estimatedOdds; // the estimates being refined, kept should it fail
    // Odds refined for this battle, by the question asked (ProcedureRunner::estimateSeed): a
    // distance typed again (the players measuring twice) shows them at once. Forgotten with the
    // battle.
    QHash<quint64, rules::ResponseOdds> m_refinedOdds;
    rules::ProcedureRequest m_refining; // the declaration being refined, without its response
    bool m_oddsBusy = false; // from the work's start until its odds are in the rows
    QString m_response;
    GadgetListModel *m_roleList; // roleRows, again at each setupChanged
    GadgetListModel *m_responseList; // m_responses
    GadgetListModel *m_stepList; // stepRows, again at each diceChanged
};

} // namespace adjutant::ui
