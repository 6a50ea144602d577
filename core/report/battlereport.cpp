#include "battlereport.h"
#include "text/punctuation.h"

#include "dice/distribution.h"
#include "dice/probabilitytext.h"
#include "dice/roll.h"
#include "rules/figures.h"
#include "rules/wording.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>
#include <map>
#include <tuple>

namespace adjutant::report {

using namespace adjutant::battle;
using namespace adjutant::rules;
using dice::Distribution;

namespace {

double rounded(double v)
{
    return std::round(v * 10000.0) / 10000.0;
}

QString oneDecimal(double v)
{
    return QLocale().toString(v, 'f', 1);
}

// The chance of a result at least as far from the average as `value`, on its side of it.
double tail(const Distribution<double> &d, int value)
{
    return std::min(1.0, double(value) >= d.mean() ? d.atLeast(value) : d.atMost(value));
}

// One die, pass or fail: threshold tests of one die and roll-under tests.
bool isPassFail(const Test &t)
{
    return (t.kind == Test::Kind::Threshold && !t.pool) || t.kind == Test::Kind::RollUnder;
}

// What a test's dice are measured by in the luck table.
LuckLine::Measure measureOf(const Test &t)
{
    if (t.kind == Test::Kind::Threshold && t.pool)
        return LuckLine::Measure::Successes;
    if (isPassFail(t))
        return LuckLine::Measure::Passes;
    return t.outcomes.isEmpty() ? LuckLine::Measure::Result : LuckLine::Measure::DiceTotal;
}

// The result's own distribution, when the odds list every value (no bands): ids are the values.
std::optional<Distribution<double>> resultDistribution(const TestSetup &s)
{
    if (s.odds.isEmpty())
        return std::nullopt;
    int lo = 0, hi = 0;
    bool first = true;
    for (const OutcomeOdds &o : s.odds) {
        bool ok = false;
        const int v = o.id.toInt(&ok);
        if (!ok)
            return std::nullopt;
        lo = first ? v : std::min(lo, v);
        hi = first ? v : std::max(hi, v);
        first = false;
    }
    std::vector<double> p(static_cast<std::size_t>(hi - lo + 1), 0.0);
    for (const OutcomeOdds &o : s.odds)
        p[static_cast<std::size_t>(o.id.toInt() - lo)] += o.probability;
    return Distribution<double>::fromProbabilities(lo, std::move(p));
}

// One side's roll within a test: what it gave, what was expected, and how unlikely it was.
struct Measured {
    QString side;
    double actual = 0;
    double expected = 0;
    double chance = 1;
    QString resultText;
};

class Builder
{
public:
    Builder(const Battle &battle, BattleReport &report, const ReportBuilder::Progress &progress = {})
        : m_battle(battle), m_reader(battle), m_report(report), m_progress(progress)
    { }

    void run()
    {
        m_report.title = m_battle.scenario().doc.name;
        m_report.victory = m_battle.scenario().victory;
        for (const ScenarioSide &s : m_battle.scenario().sides)
            m_report.sides.append({s.id, s.name, s.colour, m_battle.scenario().sidePattern(s.id)});
        m_report.start = pointsAt(m_battle.initialState());
        const Battle::ReplayCheck check = m_battle.replayFromStart(
            [this](const JournalEntry &entry, const BattleState &before, const BattleState &after,
                   const std::optional<QStringList> &written,
                   const Resolution *resolved) { visit(entry, before, after, written, resolved); },
            // The report tells each entry in its own words, never in the journal's.
            EntryLine::Summary::PassOver);
        if (m_turnUnderWay && check.lastVisited)
            m_turns[*m_turnUnderWay].sides = pointsAt(*check.lastVisited);
        const BattleState &last = check.lastVisited ? *check.lastVisited : m_battle.initialState();
        // The rules in force where the journal ends, as replayed: the battle's own state need not
        // have been worked out (BattleFile::For::ReplayFromStart).
        m_report.rulesetName = m_battle.rulesetIn(last).doc.name;
        m_report.figures = figureLines(last);
        for (const QString &m : check.mismatches)
            m_report.problems.append(m);
        for (auto &[key, line] : m_luck) {
            line.text = luckText(line);
            m_report.luck.append(line);
        }
        m_report.turns = m_turns.values();
        for (TurnReport &t : m_report.turns)
            if (t.narrative.isEmpty())
                t.narrative.append(ReportBuilder::tr("A quiet turn: no shots, charges or losses."));
    }

private:
    QList<SidePoint> pointsAt(const BattleState &state) const
    {
        QList<SidePoint> points(m_report.sides.size());
        const auto add = [&](const ScenarioUnit &su) {
            if (su.isCommander || !state.units.contains(su.id) || state.withdrawn.contains(su.id))
                return; // a unit the umpire took out of the battle is not counted, standing or lost
            qsizetype i = 0;
            while (i < m_report.sides.size() && m_report.sides.at(i).id != su.side)
                ++i;
            if (i == m_report.sides.size())
                return;
            SidePoint &p = points[i];
            const EntryReader::Stand stand = m_reader.standsNow(su.id, state);
            p.losses += stand.lost;
            switch (stand.standing) {
            case Standing::Lost:
                ++p.unitsLost;
                break;
            case Standing::Steady:
                ++p.steady;
                break;
            case Standing::Shaken:
                ++p.shaken;
                break;
            case Standing::Routed:
                ++p.routed;
                break;
            }
        };
        for (const ScenarioUnit &su : m_battle.scenario().units)
            add(su);
        for (const ScenarioUnit &su : state.joined)
            add(su);
        return points;
    }

    // Each unit's figures in words: the men standing, those of them wounded, who is down, and its
    // state when not steady; for a ruleset whose units are figures.
    QStringList figureLines(const BattleState &state) const
    {
        const Ruleset &rs = m_battle.rulesetIn(state);
        QStringList out;
        if (!rs.figures)
            return out;
        const auto add = [&](const ScenarioUnit &su) {
            const auto it = state.units.constFind(su.id);
            if (it == state.units.cend() || it->figures.isEmpty() || state.withdrawn.contains(su.id))
                return;
            const UnitState &u = *it;
            int men = 0;
            int standing = 0;
            int wounded = 0;
            QStringList down;
            for (const Figure &f : u.figures) {
                const FigureRole *role = rs.figures->role(f.role);
                const bool man = !role || role->fights; // a gun's carriage is no man
                const bool up = Roster::standing(rs, u, f);
                men += man ? 1 : 0;
                standing += man && up ? 1 : 0;
                wounded += man && up && Roster::hurt(rs, u, f) > 0 ? 1 : 0;
                if (!up)
                    down.append(Roster::name(rs, u, f));
            }
            //: A unit's figures: its name, the men still standing, the men it had
            QString line = ReportBuilder::tr("%1: %2 of %3 standing")
                               .arg(m_reader.unitName(su.id, state), QLocale().toString(standing),
                                    QLocale().toString(men));
            if (wounded > 0)
                line += ReportBuilder::tr(", %Ln wounded", nullptr, wounded);
            if (!down.isEmpty())
                //: The figures of a unit that are down (killed or carried off), by role and number
                line += ReportBuilder::tr("; down: %1").arg(down.join(QStringLiteral(", ")));
            const UnitGlance g = m_reader.glance(su.id, state);
            if (g.removed)
                line += ReportBuilder::tr(" (out of play)");
            else if (EntryReader::standing(g) != Standing::Steady && !g.stateName.isEmpty())
                line += ReportBuilder::tr(" (%1)").arg(Wording::inSentence(g.stateName));
            out.append(line);
        };
        for (const ScenarioUnit &su : m_battle.scenario().units)
            add(su);
        for (const ScenarioUnit &su : state.joined)
            add(su);
        return out;
    }

    void visit(const JournalEntry &entry, const BattleState &before, const BattleState &after,
               const std::optional<QStringList> &written, const Resolution *resolved)
    {
        // Given up: the replay runs to its end, but nothing more is read from it.
        if (m_givenUp)
            return;
        ++m_visited;
        if (m_progress && m_visited % kProgressEvery == 0
            && !m_progress(m_visited, m_battle.journal().size())) {
            m_givenUp = true;
            return;
        }
        ++m_report.entries;
        const EntryEvents ev = m_reader.read(entry, before, after, written, resolved);
        // How the sides stood at the end of a turn: worked out once, when the next turn's first
        // entry comes (its state before is the turn's end) or the journal ends.
        if (m_turnUnderWay && *m_turnUnderWay != ev.turn)
            m_turns[*m_turnUnderWay].sides = pointsAt(before);
        m_turnUnderWay = ev.turn;
        TurnReport &turn = m_turns[ev.turn];
        turn.turn = ev.turn;
        narrate(ev, before, after, turn.narrative);
        for (const TestTaken &t : ev.tests)
            account(t, ev.turn, entry.seq, before);
    }

    void narrate(const EntryEvents &ev, const BattleState &before, const BattleState &after,
                 QStringList &out) const
    {
        if (!ev.fate.isEmpty()) {
            QString card;
            for (const DeckCard &c : ev.cards)
                if (const Card *def = m_battle.rulesetIn(before).card(c.card);
                    def && !def->rollTable.isEmpty())
                    card = def->doc.name;
            QStringList rows;
            for (const TableRoll &r : ev.fate)
                rows.append(r.rowName);
            out.append(ReportBuilder::tr("%1 came up: %2.").arg(card, rows.join(text::Punctuation::colon())));
        }
        if (!ev.tests.isEmpty()) {
            const TestTaken &t = ev.tests.first();
            const QString actor = m_reader.unitName(t.result.setup.actorId, before);
            const QString target = t.result.setup.targetId.isEmpty()
                ? QString()
                : m_reader.unitName(t.result.setup.targetId, before);
            const QString result = m_reader.resultText(t);
            const QString test = t.result.setup.test ? t.result.setup.test->doc.name : QString();
            if (t.cue && *t.cue != TestCue::Kind::Charge)
                out.append(target.isEmpty()
                               ? ReportBuilder::tr("%1 fired: %2.").arg(actor, result)
                               : ReportBuilder::tr("%1 fired at %2: %3.").arg(actor, target, result));
            else if (t.cue)
                out.append(target.isEmpty()
                               ? ReportBuilder::tr("%1 charged: %2.").arg(actor, result)
                               : ReportBuilder::tr("%1 charged %2: %3.").arg(actor, target, result));
            else
                out.append(
                    target.isEmpty()
                        ? ReportBuilder::tr("%1 for %2: %3.").arg(test, actor, result)
                        : ReportBuilder::tr("%1, %2 against %3: %4.").arg(test, actor, target, result));
        }
        if (!ev.umpireNote.isEmpty())
            //: %1: the umpire's own words (a random event, a ruling)
            out.append(ReportBuilder::tr("The umpire noted: %1").arg(ev.umpireNote));
        for (const QString &id : ev.joined)
            out.append(ReportBuilder::tr("%1 joined the battle.").arg(m_reader.unitName(id, after)));
        for (const QString &id : ev.withdrawn)
            out.append(ReportBuilder::tr("%1 was taken out of the battle by the umpire.")
                           .arg(m_reader.unitName(id, after)));
        if (ev.kind == u"update-rules")
            out.append(ReportBuilder::tr("The umpire moved the battle onto %1 %2.")
                           .arg(m_battle.rulesetIn(after).doc.name, m_battle.rulesetIn(after).version));
        for (const UnitChange &c : ev.changes) {
            const QString name = m_reader.unitName(c.unitId, after);
            if (c.lostAfter > c.lostBefore)
                out.append(
                    ReportBuilder::tr("%1 took %n loss(es).", nullptr, c.lostAfter - c.lostBefore).arg(name));
            else if (c.lostAfter < c.lostBefore)
                out.append(ReportBuilder::tr("%1 made good %n loss(es).", nullptr, c.lostBefore - c.lostAfter)
                               .arg(name));
            // A state of the ruleset's own (leaderless, falling back to cover) is said by its name.
            const UnitGlance now = m_reader.glance(c.unitId, after);
            const bool ownState = c.to != Standing::Lost && c.to != Standing::Steady
                && !now.stateName.isEmpty() && now.stateId != standingId(c.to);
            if (c.from == c.to && (!ownState || now.stateId == m_reader.glance(c.unitId, before).stateId))
                continue;
            if (c.to == Standing::Lost)
                out.append(ReportBuilder::tr("%1 was lost.").arg(name));
            else if (ownState)
                //: %1: the unit; %2: its new state by the ruleset's name ("leaderless", "falling back to
                //: cover")
                out.append(ReportBuilder::tr("%1 is now %2.").arg(name, Wording::inSentence(now.stateName)));
            else if (c.to == Standing::Routed)
                out.append(ReportBuilder::tr("%1 broke.").arg(name));
            else if (c.to == Standing::Shaken && c.from == Standing::Steady)
                out.append(ReportBuilder::tr("%1 was shaken.").arg(name));
            else
                out.append(ReportBuilder::tr("%1 rallied.").arg(name));
        }
    }

    // What each side's dice gave in one test, against the exact odds at that moment.
    QList<Measured> measure(const TestTaken &t) const
    {
        const TestResult &r = t.result;
        const TestSetup &s = r.setup;
        const Test &test = *s.test;
        QList<Measured> out;
        switch (measureOf(test)) {
        case LuckLine::Measure::Successes: {
            if (!s.successes)
                break;
            out.append({t.side, double(r.value), s.successes->mean(), tail(*s.successes, r.value),
                        m_reader.resultText(t)});
            break;
        }
        case LuckLine::Measure::Passes: {
            if (r.dice.isEmpty())
                break;
            const double p = dice::passProbability<double>(s.dieTest);
            const bool passed = r.dice.first().success;
            out.append({t.side, passed ? 1.0 : 0.0, p, passed ? p : 1.0 - p, m_reader.resultText(t)});
            break;
        }
        case LuckLine::Measure::Result: {
            const auto d = resultDistribution(s);
            if (!d)
                break;
            out.append({t.side, double(r.value), d->mean(), tail(*d, r.value), m_reader.resultText(t)});
            break;
        }
        case LuckLine::Measure::DiceTotal: {
            if (!s.expression)
                break;
            const Distribution<double> d = dice::distributionOf<double>(*s.expression);
            // The actor's dice come first; in an opposed test the target's follow, unless its die
            // was rolled before (against another attacker) and counted there.
            const qsizetype half = s.expression->diceCount();
            QList<int> faces;
            for (const dice::RolledDie &die : r.dice)
                faces.append(die.face);
            const auto add = [&](const QString &side, const QList<int> &mine) {
                if (mine.size() != half)
                    return;
                const int total = dice::evaluate(*s.expression, mine).value;
                out.append({side, double(total), d.mean(), tail(d, total),
                            ReportBuilder::tr("the dice came to %1").arg(total)});
            };
            add(t.side, faces.mid(0, half));
            if (test.kind == Test::Kind::Opposed && !s.givenTargetFace)
                add(t.targetSide, faces.mid(half));
            break;
        }
        }
        return out;
    }

    void account(const TestTaken &t, int turn, int seq, const BattleState &before)
    {
        if (!t.result.setup.test || t.result.dice.isEmpty())
            return;
        const Test &test = *t.result.setup.test;
        const LuckLine::Measure kind = measureOf(test);
        for (const Measured &m : measure(t)) {
            if (m.side.isEmpty())
                continue;
            LuckLine &line = m_luck[{sideIndex(m.side), test.id, int(kind)}];
            line.side = m.side;
            line.testId = test.id;
            line.testName = test.doc.name;
            line.measure = kind;
            line.hits = t.cue.has_value(); // fire and charges: their successes are hits
            ++line.rolls;
            line.actual += m.actual;
            line.expected += m.expected;
            if (!m_report.unlikeliest || m.chance < m_report.unlikeliest->probability) {
                const QString unit = m_reader.unitName(
                    m.side == t.side ? t.result.setup.actorId : t.result.setup.targetId, before);
                UnlikelyRoll u;
                u.probability = m.chance;
                u.turn = turn;
                u.seq = seq;
                u.side = m.side;
                u.text = ReportBuilder::tr("%1, %2 in turn %3: %4 (%5), a chance of %6")
                             .arg(unit, test.doc.name, QString::number(turn), m.resultText,
                                  t.result.setup.needText, ReportBuilder::chanceText(m.chance));
                m_report.unlikeliest = u;
            }
        }
    }

    int sideIndex(const QString &side) const
    {
        for (qsizetype i = 0; i < m_report.sides.size(); ++i)
            if (m_report.sides.at(i).id == side)
                return int(i);
        return int(m_report.sides.size());
    }

    static QString luckText(const LuckLine &l)
    {
        const QString expected = oneDecimal(l.expected);
        const int actual = int(std::lround(l.actual));
        const QString rolls = ReportBuilder::tr(" (%n roll(s))", nullptr, l.rolls);
        switch (l.measure) {
        case LuckLine::Measure::Successes:
            return (l.hits ? ReportBuilder::tr("%1: %n hit(s) against %2 expected", nullptr, actual)
                           : ReportBuilder::tr("%1: %n success(es) against %2 expected", nullptr, actual))
                       .arg(l.testName, expected)
                + rolls;
        case LuckLine::Measure::Passes:
            return ReportBuilder::tr("%1: %n passed against %2 expected", nullptr, actual)
                       .arg(l.testName, expected)
                + rolls;
        case LuckLine::Measure::Result:
            if (l.hits) // hits read off a fire table
                return ReportBuilder::tr("%1: %n hit(s) against %2 expected", nullptr, actual)
                           .arg(l.testName, expected)
                    + rolls;
            return ReportBuilder::tr("%1: %2 in all against %3 expected")
                       .arg(l.testName, QString::number(actual), expected)
                + rolls;
        case LuckLine::Measure::DiceTotal:
            return ReportBuilder::tr("%1: dice totalling %2 against %3 expected")
                       .arg(l.testName, QString::number(actual), expected)
                + rolls;
        }
        return {};
    }

    static constexpr qsizetype kProgressEvery = 64; // entries between two words of progress

    const Battle &m_battle;
    EntryReader m_reader;
    BattleReport &m_report;
    ReportBuilder::Progress m_progress;
    qsizetype m_visited = 0; // entries the replay showed, undone ones not counted
    bool m_givenUp = false;
    QMap<int, TurnReport> m_turns;
    std::optional<int> m_turnUnderWay; // the turn of the last entry read
    std::map<std::tuple<int, QString, int>, LuckLine> m_luck; // by side's place, test, measure
};

QJsonObject pointJson(const SidePoint &p)
{
    return QJsonObject{{QStringLiteral("losses"), p.losses},
                       {QStringLiteral("unitsLost"), p.unitsLost},
                       {QStringLiteral("steady"), p.steady},
                       {QStringLiteral("shaken"), p.shaken},
                       {QStringLiteral("routed"), p.routed}};
}

QJsonObject pointsJson(const QList<ReportSide> &sides, const QList<SidePoint> &points)
{
    QJsonObject o;
    for (qsizetype i = 0; i < sides.size() && i < points.size(); ++i)
        o.insert(sides.at(i).id, pointJson(points.at(i)));
    return o;
}

} // namespace

BattleReport ReportBuilder::build(const Battle &battle)
{
    return build(battle, {});
}

BattleReport ReportBuilder::build(const Battle &battle, const Progress &progress)
{
    BattleReport report;
    Builder(battle, report, progress).run();
    if (progress)
        progress(battle.journal().size(), battle.journal().size());
    return report;
}

QString ReportBuilder::chanceText(double probability)
{
    if (probability <= 0)
        return tr("none");
    const double oneIn = 1.0 / probability;
    if (oneIn < 1.5)
        return dice::percentText(probability);
    return tr("1 in %1 (%2)")
        .arg(QLocale().toString(std::round(oneIn), 'f', 0), dice::percentText(probability));
}

QString BattleReport::measureId(LuckLine::Measure measure)
{
    switch (measure) {
    case LuckLine::Measure::Successes:
        return QStringLiteral("successes");
    case LuckLine::Measure::Passes:
        return QStringLiteral("passes");
    case LuckLine::Measure::Result:
        return QStringLiteral("result");
    case LuckLine::Measure::DiceTotal:
        return QStringLiteral("dice-total");
    }
    return {};
}

QJsonObject BattleReport::toJson() const
{
    QJsonArray sidesJson;
    for (const ReportSide &s : sides)
        sidesJson.append(QJsonObject{{QStringLiteral("id"), s.id},
                                     {QStringLiteral("name"), s.name},
                                     {QStringLiteral("colour"), s.colour},
                                     {QStringLiteral("pattern"), s.pattern}});
    QJsonArray turnsJson;
    for (const TurnReport &t : turns)
        turnsJson.append(QJsonObject{{QStringLiteral("turn"), t.turn},
                                     {QStringLiteral("narrative"), QJsonArray::fromStringList(t.narrative)},
                                     {QStringLiteral("sides"), pointsJson(sides, t.sides)}});
    QJsonArray luckJson;
    for (const LuckLine &l : luck)
        luckJson.append(QJsonObject{{QStringLiteral("side"), l.side},
                                    {QStringLiteral("test"), l.testId},
                                    {QStringLiteral("measure"), measureId(l.measure)},
                                    {QStringLiteral("rolls"), l.rolls},
                                    {QStringLiteral("actual"), rounded(l.actual)},
                                    {QStringLiteral("expected"), rounded(l.expected)},
                                    {QStringLiteral("text"), l.text}});
    QJsonObject o{{QStringLiteral("title"), title},
                  {QStringLiteral("ruleset"), rulesetName},
                  {QStringLiteral("entries"), entries},
                  {QStringLiteral("sides"), sidesJson},
                  {QStringLiteral("start"), pointsJson(sides, start)},
                  {QStringLiteral("turns"), turnsJson},
                  {QStringLiteral("luck"), luckJson}};
    if (!victory.isEmpty())
        o.insert(QStringLiteral("victory"), victory);
    if (unlikeliest)
        o.insert(QStringLiteral("unlikeliest"),
                 QJsonObject{{QStringLiteral("probability"), rounded(unlikeliest->probability)},
                             {QStringLiteral("turn"), unlikeliest->turn},
                             {QStringLiteral("entry"), unlikeliest->seq},
                             {QStringLiteral("side"), unlikeliest->side},
                             {QStringLiteral("text"), unlikeliest->text}});
    if (!problems.isEmpty())
        o.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    if (!figures.isEmpty())
        o.insert(QStringLiteral("figures"), QJsonArray::fromStringList(figures));
    return o;
}

QString BattleReport::toText() const
{
    QString t = ReportBuilder::tr("%1 — %2").arg(title, rulesetName) + u'\n';
    if (!victory.isEmpty())
        //: %1: the scenario's conditions of victory, in its author's words
        t += ReportBuilder::tr("Victory conditions: %1").arg(victory) + u'\n';
    const auto sideLine = [this](qsizetype i, const SidePoint &p) {
        // Each count its own plural: "1 unit lost", "2 units lost".
        //: A side at the end of a turn: its name, its losses, its units lost; how its units stand
        return ReportBuilder::tr("%1: %2, %3; %4")
            .arg(sides.at(i).name, ReportBuilder::tr("%Ln loss(es)", nullptr, p.losses),
                 ReportBuilder::tr("%Ln unit(s) lost", nullptr, p.unitsLost),
                 ReportBuilder::tr("%1 steady, %2 shaken, %3 routed")
                     .arg(QLocale().toString(p.steady), QLocale().toString(p.shaken),
                          QLocale().toString(p.routed)));
    };
    for (const TurnReport &turn : turns) {
        t += u'\n' + ReportBuilder::tr("Turn %1").arg(turn.turn) + u'\n';
        t += u"  " + turn.narrative.join(u' ') + u'\n';
        for (qsizetype i = 0; i < sides.size() && i < turn.sides.size(); ++i)
            t += u"  " + sideLine(i, turn.sides.at(i)) + u'\n';
    }
    if (!figures.isEmpty()) {
        t += u'\n' + ReportBuilder::tr("Figures") + u'\n';
        for (const QString &line : figures)
            t += u"  " + line + u'\n';
    }
    if (!luck.isEmpty()) {
        t += u'\n' + ReportBuilder::tr("Dice luck") + u'\n';
        for (const ReportSide &s : sides) {
            bool any = false;
            for (const LuckLine &l : luck) {
                if (l.side != s.id)
                    continue;
                if (!any)
                    t += u"  " + s.name + u'\n';
                any = true;
                t += u"    " + l.text + u'\n';
            }
        }
    }
    if (unlikeliest)
        t += u'\n' + ReportBuilder::tr("The most unlikely roll: %1").arg(unlikeliest->text) + u'\n';
    for (const QString &p : problems)
        t += ReportBuilder::tr("Could not read: %1").arg(p) + u'\n';
    return t;
}

} // namespace adjutant::report
