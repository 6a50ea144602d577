#include "testsheet.h"

#include "battle/owedtests.h"

#include "learn/rulesguide.h"
#include "learn/why.h"

#include "rules/dicereading.h"
#include "rules/testroles.h"

#include "battle/testunderway.h"

#include "dice/probabilitytext.h"

#include <QJsonArray>
#include <QLocale>

namespace adjutant::ui {

using namespace adjutant::battle;
using namespace adjutant::rules;

TestSheet::TestSheet(QObject *parent)
    : TestInProgressView(parent),
      m_modifiers(new ModifierListModel(this)),
      m_odds(new OutcomeListModel(this)),
      m_rerolls(GadgetListModel::of<RerollOffer>(this)),
      m_results(GadgetListModel::of<ResultRow>(this))
{
    connect(this, &TestSheet::diceChanged, this, [this] {
        m_rerolls->setRows(workOutRerolls());
        m_results->setRows(workOutResults());
    });
}

void TestSheet::sessionOpened()
{
    m_targetsFor.reset(); // another battle, perhaps where the last one was in memory
    m_testId.clear();
    m_actorId.clear();
    m_targetId.clear();
    startOver();
}

bool TestSheet::underWay() const
{
    return !m_dice.applied() && !m_testId.isEmpty() && !m_actorId.isEmpty()
        && (m_dice.started() || !m_targetId.isEmpty() || !m_ticked.isEmpty() || !m_chosen.isEmpty()
            || !m_inputs.isEmpty());
}

// A charge under way is the charge flow's; a test of another battle is not offered.
bool TestSheet::takes(const battle::action::Resolve &kept) const
{
    return openBattle()->ruleset().test(kept.test) != nullptr;
}

QString TestSheet::offeredName(const battle::action::Resolve &kept) const
{
    const Test *t = openBattle()->ruleset().test(kept.test);
    return t ? t->doc.name : kept.test;
}

bool TestSheet::takeOffer()
{
    if (!m_offer)
        return false;
    const battle::action::Resolve a = *m_offer;
    m_offer.reset();
    Q_EMIT offerChanged();
    m_testId = a.test;
    m_actorId = a.actor;
    m_targetId = a.target;
    m_owedId = a.owed;
    const battle::TestChoices mine = a.byTest.value(a.test);
    m_ticked = QSet<QString>(mine.ticked.begin(), mine.ticked.end());
    m_chosen.clear();
    for (auto it = mine.chosen.begin(); it != mine.chosen.end(); ++it)
        m_chosen.insert(it.key(), it.value());
    m_inputs.clear();
    for (auto it = a.inputs.begin(); it != a.inputs.end(); ++it)
        m_inputs.insert(it.key(), it.value());
    m_override = a.override; // the umpire's reason, when it was allowed anyway
    recompute();
    restoreDice(a);
    Q_EMIT diceChanged();
    return true;
}

void TestSheet::discard()
{
    m_testId.clear();
    m_actorId.clear();
    m_targetId.clear();
    m_ticked.clear();
    m_chosen.clear();
    m_inputs.clear();
    m_override.clear();
    startOver();
}

void TestSheet::startOver()
{
    m_dice.forgetReroll(); // another test: no re-roll of the last one
    recompute(); // first: the dice wanted depend on the setup
    clearDice();
}

void TestSheet::setTestId(const QString &id)
{
    if (m_testId == id)
        return;
    m_testId = id;
    m_ticked.clear();
    m_chosen.clear();
    m_inputs.clear();
    m_override.clear();
    startOver();
}

void TestSheet::setActorId(const QString &id)
{
    if (m_actorId == id)
        return;
    m_actorId = id;
    m_override.clear();
    startOver();
}

void TestSheet::setTargetId(const QString &id)
{
    if (m_targetId == id)
        return;
    m_targetId = id;
    startOver();
}

void TestSheet::setOwnSideTargets(bool on)
{
    if (m_ownSideTargets == on)
        return;
    m_ownSideTargets = on;
    refreshTargets();
    Q_EMIT setupChanged();
}

QString TestSheet::testName() const
{
    return m_setup.test ? m_setup.test->doc.name : QString();
}

QString TestSheet::testExplain() const
{
    if (!m_setup.test)
        return {};
    const Doc &d = m_setup.test->doc;
    return d.ref.isEmpty() ? d.explain : tr("%1 (%2)").arg(d.explain, d.ref);
}

void TestSheet::refreshTargets()
{
    m_targets->setTargets(workOutTargets());
    m_targetsFor = TargetsFor{m_actorId, m_needsTarget, m_ownSideTargets};
}

void TestSheet::refreshTargetsIfStale()
{
    if (m_targetsFor != TargetsFor{m_actorId, m_needsTarget, m_ownSideTargets})
        refreshTargets();
}

QList<TargetListModel::Target> TestSheet::workOutTargets() const
{
    if (!m_session || !m_session->battle() || !m_needsTarget)
        return {};
    const Battle &b = *m_session->battle();
    const ScenarioUnit *actor = b.member(m_actorId);
    const QList<ScenarioUnit> everyone = b.orderOfBattle(); // as the umpire left it
    // Grouped by side and commander, in the order of battle's order: a big battle's targets are
    // found where the players look for them. Enemy units first, then enemy commanders, then (on
    // request) the own side.
    using Target = TargetListModel::Target;
    QStringList groups;
    QHash<QString, QList<Target>> byGroup;
    QList<Target> enemyCommanders;
    QList<Target> friends;
    // What a row says of its side and group, worked out once for each (a club battle's 2,000
    // units fall in a few dozen groups): no translation looked up, nor side searched, per unit.
    struct SideLook {
        QString name;
        QString colour;
        QString pattern;
    };
    QHash<QString, SideLook> sides;
    const auto sideLook = [&](const QString &sideId) -> const SideLook & {
        auto it = sides.find(sideId);
        if (it == sides.end()) {
            const ScenarioSide *side = b.scenario().side(sideId);
            it = sides.insert(sideId,
                              {side ? side->name : sideId, side ? side->colour : QString(),
                               b.scenario().sidePattern(sideId)});
        }
        return *it;
    };
    QHash<QString, QString> groupNames; // by what names the group, as below
    const auto groupOf = [&](const ScenarioUnit &u, bool enemy) -> const QString & {
        const QChar kind = !enemy ? u'o' : u.isCommander ? u'c' : u.commander.isEmpty() ? u's' : u'u';
        const QString key = kind + u.side + u'\x1f' + (kind == u'u' ? u.commander : QString());
        auto it = groupNames.find(key);
        if (it == groupNames.end()) {
            const QString &sideName = sideLook(u.side).name;
            QString group;
            if (kind == u'o')
                group = tr("%1 (own side)").arg(sideName);
            else if (kind == u'c')
                group = tr("%1 · commanders").arg(sideName);
            else if (kind == u'u')
                group = tr("%1 · %2").arg(sideName, m_session->unitName(u.commander));
            else
                group = sideName;
            it = groupNames.insert(key, group);
        }
        return *it;
    };
    const QHash<QString, UnitState> &units = b.state().units.hash();
    for (const ScenarioUnit &u : everyone) {
        if (u.id == m_actorId)
            continue;
        if (const auto it = units.constFind(u.id); it != units.cend() && it->removed)
            continue;
        const bool enemy = !actor || u.side != actor->side;
        const QString group = groupOf(u, enemy); // copies: a later insert may move the entries
        const SideLook look = sideLook(u.side);
        const Target row{u.id, u.name, group, look.colour, look.pattern, enemy};
        if (!enemy) {
            friends.append(row);
        } else if (u.isCommander) {
            enemyCommanders.append(row);
        } else {
            auto g = byGroup.find(group);
            if (g == byGroup.end()) {
                groups.append(group);
                g = byGroup.insert(group, {});
            }
            g->append(row);
        }
    }
    QList<Target> out;
    for (const QString &g : std::as_const(groups))
        out += byGroup.value(g);
    return out + enemyCommanders + (m_ownSideTargets ? friends : QList<Target>());
}

QList<NumberInput> TestSheet::workOutInputs() const
{
    QList<NumberInput> out;
    if (!m_setup.test)
        return out;
    for (const TestInput &in : m_setup.test->inputs) {
        if (m_setup.inputsLeftOut.contains(in.id))
            continue; // not asked as things stand (the distances of a shot over friends not chosen)
        // The range band the distance gives, in the words of the modifier that reads it.
        bool ranged = false;
        QString band;
        for (const Modifier &def : m_setup.test->modifiers) {
            if (def.byRange != in.id)
                continue;
            ranged = true;
            for (const AppliedModifier &m : m_setup.modifiers)
                if (m.id == def.id && m.derived)
                    band = m.value ? tr("%1 %2").arg(m.choiceName, Wording::signedNumber(m.value))
                                   : m.choiceName;
        }
        NumberInput row;
        row.inputId = in.id;
        row.name = in.doc.name;
        row.explain = in.doc.explain;
        row.value = m_inputs.value(in.id, in.defaultValue);
        row.hasValue = m_inputs.contains(in.id) || in.hasDefault;
        row.entered = m_inputs.contains(in.id);
        row.minimum = in.minimum;
        row.maximum = m_inputMaxima.value(in.id, in.maximum);
        row.inches = in.inches;
        row.ranged = ranged;
        row.band = band;
        out.append(row);
    }
    return out;
}

QStringList TestSheet::unsetInputs() const
{
    QStringList out;
    for (const NumberInput &in : inputRows())
        if (!in.hasValue)
            out.append(in.name);
    return out;
}

QString TestSheet::totalText() const
{
    if (!m_setup.test)
        return {};
    if (m_setup.test->kind == Test::Kind::Opposed)
        return tr("%1 against %2")
            .arg(ModifierListModel::signedText(m_setup.base + m_setup.total),
                 ModifierListModel::signedText(m_setup.targetTotal));
    return ModifierListModel::signedText(m_setup.total);
}

QString TestSheet::automaticText() const
{
    QStringList parts;
    for (const AppliedModifier &m : m_setup.modifiers)
        if (m.derived && m.active && m.value != 0)
            parts.append(tr("%1 %2").arg(m.kind == Modifier::Kind::OneOf ? m.choiceName : m.doc.name,
                                         Wording::signedNumber(m.value)));
    return parts.join(QStringLiteral(" · "));
}

QString TestSheet::summaryOdds() const
{
    if (m_setup.casualties && m_setup.casualties->maximum() > 0) {
        const double none = m_setup.casualties->probability(0);
        const Field *f = m_session && m_session->battle()
            ? m_session->battle()->ruleset().field(m_setup.casualtiesField)
            : nullptr;
        return tr("%1 to add at least one to %2")
            .arg(dice::percentText(1.0 - none),
                 Wording::inSentence(f ? f->doc.name : m_setup.casualtiesField));
    }
    return {};
}

QString TestSheet::oddsLabel() const
{
    if (!m_setup.test || m_setup.odds.isEmpty())
        return {};
    if (m_setup.test->pool && m_setup.successes && m_setup.test->outcomes.isEmpty())
        return tr("Chance of %1").arg(Wording::successesLabel(*m_setup.test));
    return tr("Chance of each outcome");
}

bool TestSheet::ready() const
{
    return m_setup.test && m_setup.problems.isEmpty() && (!m_needsTarget || !m_targetId.isEmpty())
        && (m_refusal.isEmpty() || !m_override.isEmpty()) && !m_dice.applied();
}

bool TestSheet::allowAnyway(const QString &reason)
{
    if (reason.trimmed().isEmpty()) {
        setError(tr("Say why the umpire allows it: the journal keeps the reason."));
        Q_EMIT diceChanged();
        return false;
    }
    m_override = reason.trimmed();
    setError(QString());
    resolveFaces(); // now ready: the dice it wants
    keep();
    Q_EMIT diceChanged();
    Q_EMIT setupChanged();
    return true;
}

battle::action::Resolve TestSheet::action() const
{
    battle::action::Resolve a;
    a.test = m_testId;
    a.actor = m_actorId;
    a.target = m_targetId;
    a.owed = m_owedId;
    // Ticks belong to this test only: the target's follow-up checks have their own.
    battle::TestChoices mine;
    mine.ticked = QStringList(m_ticked.begin(), m_ticked.end());
    mine.ticked.sort();
    for (auto it = m_chosen.begin(); it != m_chosen.end(); ++it)
        mine.chosen.insert(it.key(), it.value());
    if (!mine.isEmpty())
        a.byTest.insert(m_testId, mine);
    for (auto it = m_inputs.begin(); it != m_inputs.end(); ++it)
        a.inputs.insert(it.key(), it.value());
    if (!m_refusal.isEmpty())
        a.override = m_override;
    return a;
}

void TestSheet::recompute()
{
    m_setup = TestSetup();
    m_refusal.clear();
    m_needsTarget = false;
    Battle *b = m_session ? m_session->battle() : nullptr;
    const Test *test = b ? b->ruleset().test(m_testId) : nullptr;
    if (b && test && !m_actorId.isEmpty()) {
        m_needsTarget = testUsesRole(b->ruleset(), *test, QStringLiteral("target"));
        const Resolver resolver(b->ruleset());
        const Situation situation = b->situation(action());
        m_setup = resolver.setup(m_testId, situation);
        m_inputMaxima.clear();
        for (const TestInput &in : test->inputs)
            m_inputMaxima.insert(in.id, resolver.inputMaximum(m_testId, in.id, situation));
        // The step of the turn, the unit's activation and the test's own requirements: core's.
        m_refusal = b->refusals(action()).join(u' ');
        if (m_needsTarget && m_targetId.isEmpty())
            m_setup.problems.append(tr("Choose the target"));
    }
    m_modifiers->show(m_setup.test, m_setup.modifiers);
    // The rows are the resolver's: the ruleset's bands, or one per count of successes when the
    // ruleset names none (those are neither good nor bad in themselves).
    const QList<OutcomeOdds> &odds = m_setup.odds;
    QList<Tone> tones;
    for (const OutcomeOdds &o : odds) {
        Tone tone = Tone::Neutral;
        for (const Outcome &outcome : m_setup.test ? m_setup.test->outcomes : QList<Outcome>())
            if (outcome.id == o.id)
                tone = Wording::outcomeTone(*m_setup.test, outcome);
        tones.append(tone);
    }
    m_odds->show(odds, tones);
    refreshTargetsIfStale();
    Q_EMIT setupChanged();
}

void TestSheet::toggle(const QString &modifierId)
{
    if (m_dice.applied())
        return;
    if (!m_ticked.remove(modifierId))
        m_ticked.insert(modifierId);
    startOver();
}

void TestSheet::choose(const QString &modifierId, const QString &choiceId)
{
    if (m_dice.applied())
        return;
    if (choiceId.isEmpty() || m_chosen.value(modifierId) == choiceId)
        m_chosen.remove(modifierId); // a second tap on the chosen one clears the group
    else
        m_chosen.insert(modifierId, choiceId);
    startOver();
}

void TestSheet::setInput(const QString &inputId, int value)
{
    if (m_dice.applied())
        return;
    m_inputs.insert(inputId, value);
    startOver();
}

void TestSheet::setError(const QString &error)
{
    m_dice.setError(error);
}

void TestSheet::roll()
{
    Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || m_dice.applied())
        return;
    if (!m_dice.started())
        resolveFaces();
    if (waiting())
        m_session->announceRoll();
    m_dice.roll(b, [b](int sides) { return b->rollDie(sides); });
    diceEntered();
}

bool TestSheet::complete() const
{
    return m_dice.complete();
}

void TestSheet::setOwedId(int id)
{
    if (m_owedId == id)
        return;
    m_owedId = id;
    startOver(); // an owed follow-up is judged on its units as they were when it was owed
}

const battle::OwedTest *TestSheet::owedTest() const
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || m_owedId == 0)
        return nullptr;
    const qsizetype at = battle::OwedTests::indexOf(b->state(), m_owedId);
    return at < 0 ? nullptr : &b->state().owed.at(at);
}

QString TestSheet::owedWhy() const
{
    const battle::OwedTest *owed = owedTest();
    if (!owed)
        return {};
    const Battle *b = m_session->battle();
    return battle::OwedTests(b->ruleset(), b->options()).why(*owed);
}

QString TestSheet::owedAsWas() const
{
    const battle::OwedTest *owed = owedTest();
    if (!owed)
        return {};
    const Battle *b = m_session->battle();
    return battle::OwedTests(b->ruleset(), b->options()).judgedAsWas(b->state(), *owed);
}

QString TestSheet::promptTitle() const
{
    if (!waiting())
        return {};
    if (!m_dice.resolution().pending.isEmpty()) {
        const PendingTest &p = m_dice.resolution().pending.first();
        const QString who = m_session ? m_session->unitName(p.setup.actorId) : p.setup.actorId;
        return tr("%1: %2").arg(p.setup.test ? p.setup.test->doc.name : QString(), who);
    }
    return tr("Table roll");
}

QString TestSheet::promptDetail() const
{
    if (!waiting())
        return {};
    QString reading; // how the die in hand is read, when it is not the rules' own
    if (const Battle *b = m_session ? m_session->battle() : nullptr)
        if (const rules::DiceReading *r
            = rules::DiceReadings::inForce(b->ruleset(), b->optionsUsed(), m_dice.wantedSides()))
            reading = rules::DiceReadings::describe(*r);
    if (!m_dice.resolution().pending.isEmpty()) {
        const PendingTest &p = m_dice.resolution().pending.first();
        const QString need = p.why.isEmpty() ? p.setup.needText : tr("%1 (%2)").arg(p.setup.needText, p.why);
        return reading.isEmpty() ? need : tr("%1; %2").arg(need, reading);
    }
    return reading.isEmpty() ? tr("Roll a d%1").arg(dieSides())
                             : tr("Roll a d%1: %2").arg(dieSides()).arg(reading);
}

QString TestSheet::promptCount() const
{
    if (!waiting() || m_dice.resolution().pending.isEmpty())
        return {};
    const PendingTest &p = m_dice.resolution().pending.first();
    const int dice = int(p.setup.dieSides.size());
    const int entered = int(m_dice.faces().size()) - m_dice.resolution().facesUsed;
    QString text = dice > 1 ? tr("die %1 of %2").arg(entered + 1).arg(dice) : QString();
    if (p.count > 1)
        text += (text.isEmpty() ? QString() : QStringLiteral(" · "))
            + tr("%n test(s) to go", nullptr, p.count);
    return text;
}

QString TestSheet::promptModifiers() const
{
    if (!waiting() || m_dice.resolution().pending.isEmpty())
        return {};
    QStringList parts;
    for (const AppliedModifier &m : m_dice.resolution().pending.first().setup.modifiers)
        if (m.applicable && m.active && m.value != 0)
            parts.append(tr("%1 %2").arg(m.doc.name, ModifierListModel::signedText(m.value)));
    return parts.isEmpty() ? tr("No modifiers") : parts.join(QStringLiteral(", "));
}

QString TestSheet::promptOdds() const
{
    if (!waiting() || m_dice.resolution().pending.isEmpty())
        return {};
    QStringList parts;
    for (const OutcomeOdds &o : m_dice.resolution().pending.first().setup.odds)
        parts.append(OutcomeListModel::text(o));
    return parts.join(QStringLiteral(" · "));
}

QString TestSheet::promptSummary() const
{
    QStringList parts;
    for (const QString &part : {promptDetail(), promptCount(), promptOdds()})
        if (!part.isEmpty())
            parts.append(part);
    return parts.join(QStringLiteral(" · "));
}

QString TestSheet::rulesAnchor(const QString &modifierId) const
{
    return learn::RulesGuide::modifierAnchor(m_testId, modifierId);
}

QString TestSheet::rulesetId() const
{
    return m_session && m_session->battle() ? m_session->battle()->ruleset().id : QString();
}

QList<ResultRow> TestSheet::workOutResults() const
{
    QList<ResultRow> out;
    for (const TestResult &r : m_dice.resolution().steps) {
        // Dice judged one by one are good or bad for the side whose dice they are (the target's
        // save made is good for the target, though the sheet is the firer's); a roll that is
        // added up is neither until its total is read.
        const bool judged = r.setup.test && r.setup.test->kind == Test::Kind::Threshold;
        QList<ResultDie> dice;
        for (const dice::RolledDie &d : r.dice) {
            const Tone tone = judged ? (d.success ? Tone::Good : Tone::Bad) : Tone::Neutral;
            dice.append({d.face, d.sides, d.success, judged, Wording::toneId(tone), d.kept});
        }
        QString explain = r.outcomeExplain;
        if (r.setup.test && r.setup.test->kind == Test::Kind::Opposed && m_session) {
            const QString opposed = Wording::opposed(m_session->unitName(r.setup.actorId),
                                                     m_session->unitName(r.setup.targetId), r.margin);
            explain = explain.isEmpty() ? opposed : tr("%1. %2").arg(opposed, explain);
        }
        QStringList effects;
        for (const EffectRecord &e : r.effects)
            if (!e.bookkeeping) // a marker the rules keep is no result to read
                effects.append(e.text);
        const QString who = m_session ? m_session->unitName(r.setup.actorId) : r.setup.actorId;
        out.append({tr("%1: %2").arg(r.setup.test ? r.setup.test->doc.name : QString(), who),
                    r.setup.needText, r.depth, r.outcomeName, Wording::toneId(Wording::resultTone(r)),
                    explain, r.value, dice, effects, learn::Why::forResult(r, [this](const QString &id) {
                        return m_session ? m_session->unitName(id) : id;
                    })});
    }
    return out;
}

// ---- the officer's re-roll ---------------------------------------------------------------

QList<RerollOffer> TestSheet::workOutRerolls() const
{
    QList<RerollOffer> out;
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || !m_dice.applied() || m_dice.appliedSeq() < 0)
        return out;
    // Only the test just taken may be rolled again: nothing played since.
    const qsizetype last = b->history().undoTarget();
    if (last < 0 || b->journal().at(last).seq != m_dice.appliedSeq())
        return out;
    // A roll made again stands (the battle refuses to roll it once more).
    const auto *taken = std::get_if<battle::action::Resolve>(&b->journal().at(last).action);
    if (!taken || taken->reroll)
        return out;
    const Ruleset &rs = b->ruleset();
    const ScenarioUnit *actor = b->member(m_actorId);
    if (!actor)
        return out;
    const Resolver resolver(rs);
    for (const Order &o : rs.orders) {
        if (!o.reroll)
            continue;
        // Given by a unit of the side taking the test for which the order is meant (an officer).
        for (const ScenarioUnit &u : b->orderOfBattle()) {
            if (u.side != actor->side || b->state().units.value(u.id).removed)
                continue;
            battle::action::Resolve giver;
            giver.actor = u.id;
            const Situation s = b->situation(giver);
            if (o.when && !Evaluator(rs, s).holds(*o.when))
                continue;
            const QStringList refused = resolver.refusals(o.requirements, s);
            out.append({o.id, u.id,
                        //: an order that has a test rolled again, and the unit giving it
                        tr("%1 (%2)").arg(o.doc.name, u.name), o.doc.explain, refused.isEmpty(),
                        refused.join(u' ')});
        }
    }
    return out;
}

QString TestSheet::rerollText() const
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || !m_dice.reroll())
        return {};
    const Order *o = b->ruleset().order(m_dice.reroll()->order);
    //: %1 the re-roll order's name, %2 the unit that gives it: the dice now entered replace the first roll
    return tr("Rolling again: %1 (%2). The new roll stands.")
        .arg(o ? o->doc.name : m_dice.reroll()->order, m_session->unitName(m_dice.reroll()->by));
}

bool TestSheet::reroll(const QString &orderId, const QString &by)
{
    for (const RerollOffer &r : workOutRerolls()) {
        if (r.order != orderId || r.by != by)
            continue;
        if (!r.allowed) {
            setError(r.reason);
            Q_EMIT diceChanged();
            return false;
        }
        const int of = m_dice.appliedSeq();
        // Undone first, as Battle::reroll does: the new dice are read against the battle as it
        // stood before the first roll, and the journal keeps the first roll, undone.
        if (!m_session->undo()) {
            setError(m_session->error());
            Q_EMIT diceChanged();
            return false;
        }
        m_dice.setReroll(battle::action::Reroll{of, orderId, by});
        clearDice(); // the new dice, typed or rolled
        return true;
    }
    setError(tr("The rules offer no such re-roll for this test now."));
    Q_EMIT diceChanged();
    return false;
}

} // namespace adjutant::ui
