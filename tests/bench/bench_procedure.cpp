// Speed of a charge's odds, worked out for every response as the charge sheet opens. Goal: exact
// within 50 ms for any charge in the four rulesets (Release build), and whatever the charge within
// 100 ms: past a fixed budget of work the odds are estimated by seeded simulation instead. Each
// charge's counters say whether its odds came out exact (exact=1) or estimated (exact=0, from
// `runs` simulated runs). The costliest are KGCWO's horse on guns that stand and fire, and Chosen
// Men's squads, whose units are made of figures as a battle makes them (Roster::ensure): full
// squads standing or horse into a flank (exact), the full squad holding its fire
// (chosenMenFireAsTheyComeIn, estimated: its volley's wound dice end some 3^10 ways;
// ...ExactLargeBudget: with 10 times the budget; ...Estimated: the simulation alone), two companies
// of thirty (chosenMenThirtyOnThirty...; standing, exact with some 1,300 units of work, its fight
// worked out group by group), and the horse charging a large gun that holds its ball, six wound
// dice for each hit (chosenMenHorseOnALargeGun, estimated; ...Stand: the same gun standing, exact).
// With the option that the last side standing wins a melee (chosenMen...LastStanding), a loser's
// wound dice are rolled while every man of his group's side who has fought is down: squads of two,
// full squads (group by group) and two on a lone man stay exact (a man down known by that alone,
// not by the wounds he took on the way: ADJUTANT_BENCH_WHOLE_FIGURES=1 keys him by them all).
// Counters: work, the exact odds' work up to the budget, and cascadeWork, the part of it spent in
// cascades of tests. ADJUTANT_BENCH_EXACT_WORK=N gives every row a budget of N. Figures:
// build/tests/bench/bench_procedure; ctest runs each once.
#include "rules/figures.h"
#include "rules/procedure.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <benchmark/benchmark.h>

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

using namespace adjutant::rules;

namespace {

const Ruleset &ruleset(const QString &id)
{
    static QHash<QString, Ruleset> loaded;
    if (!loaded.contains(id))
        loaded.insert(id, *RulesetLibrary::load(id).ruleset);
    return loaded[id];
}

// A unit as a battle has it: with the figures its fields make, where the ruleset has figures.
UnitState unit(const Ruleset &rs, const QString &id, const QString &type, const QVariantHash &fields)
{
    UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
    Roster::ensure(rs, u);
    return u;
}

struct Charge {
    const char *ruleset;
    const char *chargerType;
    QVariantHash chargerFields;
    const char *targetType;
    QVariantHash targetFields;
    QHash<QString, int> inputs;
    const char *response;
    bool estimate = false; // a budget too small for the exact odds: what the estimate costs
    // A budget 10 times the standard one: what the exact odds cost, where that is enough (the
    // counter exact says; with no bound at all, Chosen Men's charges of figures grew past 20 GB).
    bool unbounded = false;
    QHash<QString, QString> options{}; // the ruleset's options chosen
    // OddsBudget::thorough: the second pass the charge sheet takes off the GUI thread where the
    // standard budget gave an estimate.
    bool thorough = false;
};

void chargeOdds(benchmark::State &state, const Charge &c)
{
    const Ruleset &rs = ruleset(QString::fromLatin1(c.ruleset));
    ProcedureRunner runner(rs);
    if (c.estimate) {
        OddsBudget budget = OddsBudget::standard();
        budget.exact = 1;
        runner.setOddsBudget(budget);
    }
    if (c.thorough)
        runner.setOddsBudget(OddsBudget::thorough());
    if (c.unbounded) {
        OddsBudget budget = OddsBudget::standard();
        budget.exact *= 10;
        runner.setOddsBudget(budget);
    }
    // ADJUTANT_BENCH_EXACT_WORK: another budget for every row (a large one: the unbounded work).
    if (const qint64 exact = qEnvironmentVariableIntValue("ADJUTANT_BENCH_EXACT_WORK");
        exact > 0 && !c.estimate) {
        OddsBudget budget = OddsBudget::standard();
        budget.exact = exact;
        runner.setOddsBudget(budget);
    }
    // ADJUTANT_BENCH_WHOLE_FIGURES=1: states known by every field of each figure read (the search
    // before it kept figures by field), for comparing the two.
    if (qEnvironmentVariableIntValue("ADJUTANT_BENCH_WHOLE_FIGURES") == 1)
        runner.setFigureFieldsRead(false);
    ProcedureRequest req;
    req.procedure = QStringLiteral("charge");
    req.response = QString::fromLatin1(c.response);
    req.situation.units.insert(
        QStringLiteral("actor"),
        unit(rs, QStringLiteral("a"), QString::fromLatin1(c.chargerType), c.chargerFields));
    req.situation.units.insert(
        QStringLiteral("target"),
        unit(rs, QStringLiteral("b"), QString::fromLatin1(c.targetType), c.targetFields));
    req.situation.inputs = c.inputs;
    req.situation.options = c.options;
    QList<EndingOdds> odds;
    for (auto _ : state) {
        QString error;
        odds = runner.odds(req, &error);
        if (odds.isEmpty()) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        benchmark::DoNotOptimize(odds);
    }
    // Whether the odds came out exact (1) or estimated (0), and from how many simulated runs.
    const bool estimated
        = std::any_of(odds.cbegin(), odds.cend(), [](const EndingOdds &e) { return e.estimated(); });
    state.counters["exact"] = estimated ? 0 : 1;
    state.counters["runs"] = odds.isEmpty() ? 0 : odds.first().simulated;
    // The exact odds' work, and the part of it in cascades of tests (up to the budget).
    state.counters["work"] = double(runner.lastExactWork());
    state.counters["cascadeWork"] = double(runner.lastCascadeWork());
}

} // namespace

BENCHMARK_CAPTURE(chargeOdds, chosenMenFireAsTheyComeIn,
                  Charge{
                      "chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(
    chargeOdds, chosenMenFireExactLargeBudget,
    Charge{
        "chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire", false, true})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(
    chargeOdds, chosenMenFireEstimated,
    Charge{"chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire", true})
    ->Unit(benchmark::kMillisecond);
// Smaller squads holding their fire as the charge comes in (one to eight firers): one firer's
// volley on a full squad is exact; from two it is past the exact odds' budget (each hit's wound,
// and each natural 0's who-is-hit and wound, the squad leader's and officer's adding up apart),
// the exact work growing three to five times with each firer (unbounded: some 8,300 units of work
// for one, 30,000 for two, 88,000 for three, 323,000 for four, 2 million for five, 8 million for
// six), so these show what the estimate costs.
static Charge volleyOf(int firers)
{
    return Charge{"chosen-men",       "squad", {}, "squad", {{"hold-fire", true}, {"figures", firers}},
                  {{"distance", 10}}, "fire"};
}
BENCHMARK_CAPTURE(chargeOdds, chosenMenOneFiresAsTheyComeIn, volleyOf(1))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenTwoFireAsTheyComeIn, volleyOf(2))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenThreeFireAsTheyComeIn, volleyOf(3))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenFourFireAsTheyComeIn, volleyOf(4))->Unit(benchmark::kMillisecond);
// The charge sheet's second pass (...Thorough, OddsBudget::thorough) where the standard budget
// estimated: four firers exact; the full squad's volley and companies of thirty estimated again
// from many more runs.
static Charge thoroughly(Charge c)
{
    c.thorough = true;
    return c;
}
BENCHMARK_CAPTURE(chargeOdds, chosenMenFourFireAsTheyComeInThorough, thoroughly(volleyOf(4)))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenFireAsTheyComeInThorough,
                  thoroughly(Charge{
                      "chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire"}))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenSixFireAsTheyComeIn, volleyOf(6))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenEightFireAsTheyComeIn, volleyOf(8))->Unit(benchmark::kMillisecond);
// Two full companies of thirty figures each, the target holding its fire, then standing.
BENCHMARK_CAPTURE(chargeOdds, chosenMenThirtyOnThirtyFire,
                  Charge{"chosen-men",
                         "squad",
                         {{"figures", 30}},
                         "squad",
                         {{"hold-fire", true}, {"figures", 30}},
                         {{"distance", 10}},
                         "fire"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenThirtyOnThirtyFireThorough,
                  thoroughly(Charge{"chosen-men",
                                    "squad",
                                    {{"figures", 30}},
                                    "squad",
                                    {{"hold-fire", true}, {"figures", 30}},
                                    {{"distance", 10}},
                                    "fire"}))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenThirtyOnThirtyStand,
                  Charge{"chosen-men",
                         "squad",
                         {{"figures", 30}},
                         "squad",
                         {{"hold-fire", true}, {"figures", 30}},
                         {{"distance", 10}},
                         "stand"})
    ->Unit(benchmark::kMillisecond);
// Squads of two (a leader and a ranker each): worked out exactly since the search keys a state by
// the figures it reads.
BENCHMARK_CAPTURE(
    chargeOdds, chosenMenSquadsOfTwoStand,
    Charge{"chosen-men", "squad", {{"figures", 2}}, "squad", {{"figures", 2}}, {{"distance", 10}}, "stand"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenStand,
                  Charge{
                      "chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "stand"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenHorseIntoAFlank,
                  Charge{"chosen-men",
                         "cavalry-squad",
                         {{"mover", "mounted"}, {"mounted", true}},
                         "squad",
                         {},
                         {{"distance", 14}, {"flank", 1}},
                         "stand"})
    ->Unit(benchmark::kMillisecond);
// Dragoons charging a large gun that holds its ball: a hit is six wound dice on the horse.
BENCHMARK_CAPTURE(chargeOdds, chosenMenHorseOnALargeGun,
                  Charge{"chosen-men",
                         "cavalry-squad",
                         {{"mover", "mounted"}, {"mounted", true}, {"weapon", "pistol"}, {"figures", 6}},
                         "gun-large",
                         {{"weapon", "cannon"}, {"ammunition", "ball"}, {"figures", 6}, {"hold-fire", true}},
                         {{"distance", 12}},
                         "fire"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenHorseOnALargeGunExactLargeBudget,
                  Charge{"chosen-men",
                         "cavalry-squad",
                         {{"mover", "mounted"}, {"mounted", true}, {"weapon", "pistol"}, {"figures", 6}},
                         "gun-large",
                         {{"weapon", "cannon"}, {"ammunition", "ball"}, {"figures", 6}, {"hold-fire", true}},
                         {{"distance", 12}},
                         "fire",
                         false,
                         true})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenHorseOnALargeGunThorough,
                  thoroughly(Charge{
                      "chosen-men",
                      "cavalry-squad",
                      {{"mover", "mounted"}, {"mounted", true}, {"weapon", "pistol"}, {"figures", 6}},
                      "gun-large",
                      {{"weapon", "cannon"}, {"ammunition", "ball"}, {"figures", 6}, {"hold-fire", true}},
                      {{"distance", 12}},
                      "fire"}))
    ->Unit(benchmark::kMillisecond);
// The same gun standing instead (no ball): what the fight after the ball costs at the least.
BENCHMARK_CAPTURE(chargeOdds, chosenMenHorseOnALargeGunStand,
                  Charge{"chosen-men",
                         "cavalry-squad",
                         {{"mover", "mounted"}, {"mounted", true}, {"weapon", "pistol"}, {"figures", 6}},
                         "gun-large",
                         {{"weapon", "cannon"}, {"ammunition", "ball"}, {"figures", 6}, {"hold-fire", true}},
                         {{"distance", 12}},
                         "stand"})
    ->Unit(benchmark::kMillisecond);
// The last side standing winning the melee (option "last-standing" at "loses"): squads of two,
// two on a lone man, full squads, standing.
static Charge lastStandingStand(const QVariantHash &charger, const QVariantHash &target)
{
    return Charge{"chosen-men", "squad",
                  charger,      "squad",
                  target,       {{"distance", 10}},
                  "stand",      false,
                  false,        {{QStringLiteral("last-standing"), QStringLiteral("loses")}}};
}
BENCHMARK_CAPTURE(chargeOdds, chosenMenSquadsOfTwoStandLastStanding,
                  lastStandingStand({{"figures", 2}}, {{"figures", 2}}))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenTwoOnOneStandLastStanding,
                  lastStandingStand({{"figures", 2}}, {{"figures", 1}}))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, chosenMenStandLastStanding, lastStandingStand({}, {{"hold-fire", true}}))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, kgcwoStandAndFire,
                  Charge{"kgcwo",
                         "cavalry",
                         {{"formation", "line"}},
                         "artillery-heavy",
                         {{"formation", "unlimbered"}},
                         {{"distance", 8}},
                         "stand-and-fire"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, napHorseOnFootPointBlank,
                  Charge{"nap-igougo",
                         "light-cavalry",
                         {{"strength", 12}},
                         "infantry",
                         {{"strength", 20}},
                         {{"distance", 12}},
                         "point-blank"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(chargeOdds, brigadeHorseOnFoot,
                  Charge{"brigade",
                         "cavalry",
                         {},
                         "line-infantry",
                         {{"attached-general", "brigadier"}},
                         {{"distance", 10}, {"chargerElements", 4}, {"targetElements", 4}},
                         "hold"})
    ->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(chargeOdds, kgcwoStandAndFireEstimated,
                  Charge{"kgcwo",
                         "cavalry",
                         {{"formation", "line"}},
                         "artillery-heavy",
                         {{"formation", "unlimbered"}},
                         {{"distance", 8}},
                         "stand-and-fire",
                         true})
    ->Unit(benchmark::kMillisecond);

// ---- The odds of one test, and of each test in its cascade -----------------------------------

namespace {

// Chosen Men with tests of a hundred d20 keeping the best 48 (the dice parser's costliest), read in
// two bands: one alone, and twelve of them one after another (keeping 48, 47, ... 37); and an
// opposed test of a hundred d20 keeping 30 against a hundred d20 (tst_limits checks that these are
// estimated, never refused; here is what they cost, goal 100 ms).
const Ruleset &largeDice()
{
    static const Ruleset rs = [] {
        QFile f(QStringLiteral(":/rulesets/chosen-men.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("no chosen-men.json");
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QJsonArray tests = o[QStringLiteral("tests")].toArray();
        for (int i = 0; i < 12; ++i) {
            QJsonObject t{{QStringLiteral("id"), QStringLiteral("large-%1").arg(i)},
                          {QStringLiteral("name"), QStringLiteral("Large %1").arg(i)},
                          {QStringLiteral("kind"), QStringLiteral("bands")},
                          {QStringLiteral("dice"), QStringLiteral("100d20kh%1").arg(48 - i)},
                          {QStringLiteral("bands"),
                           QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("low")},
                                                  {QStringLiteral("name"), QStringLiteral("Low")},
                                                  {QStringLiteral("max"), 650}},
                                      QJsonObject{{QStringLiteral("id"), QStringLiteral("high")},
                                                  {QStringLiteral("name"), QStringLiteral("High")},
                                                  {QStringLiteral("min"), 651}}}}};
            if (i < 11)
                t[QStringLiteral("then")] = QJsonArray{
                    QJsonObject{{QStringLiteral("test"), QStringLiteral("large-%1").arg(i + 1)}}};
            tests.append(t);
        }
        tests.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("large-duel")},
                                 {QStringLiteral("name"), QStringLiteral("Large duel")},
                                 {QStringLiteral("kind"), QStringLiteral("opposed")},
                                 {QStringLiteral("dice"), QStringLiteral("100d20kh30+100d20")},
                                 {QStringLiteral("winnerLoser"), true},
                                 {QStringLiteral("bands"),
                                  QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("drawn")},
                                                         {QStringLiteral("name"), QStringLiteral("Drawn")},
                                                         {QStringLiteral("max"), 0}},
                                             QJsonObject{{QStringLiteral("id"), QStringLiteral("won")},
                                                         {QStringLiteral("name"), QStringLiteral("Won")},
                                                         {QStringLiteral("min"), 1}}}}});
        o[QStringLiteral("tests")] = tests;
        const RulesetLoadResult r
            = RulesetLoader::loadData(QJsonDocument(o).toJson(), QStringLiteral("large-dice.json"));
        if (!r.ok())
            qFatal("%s", qPrintable(r.errors.first().toString()));
        return *r.ruleset;
    }();
    return rs;
}

// The set-up of one test, or the resolution of its cascade with every die a 10: with the
// standard budget, or none (what the exact odds cost: before the budget, a cascade stopped with an
// error past 1e9 dice::oddsWork steps, some 11 such rolls).
void testOdds(benchmark::State &state, const char *test, bool resolve, bool unbounded)
{
    Resolver resolver(largeDice());
    if (unbounded) {
        OddsBudget budget = OddsBudget::forTests();
        budget.exact = std::numeric_limits<qint64>::max() / 2;
        resolver.setOddsBudget(budget);
    }
    Situation s;
    s.units.insert(QStringLiteral("actor"),
                   unit(largeDice(), QStringLiteral("a"), QStringLiteral("squad"), {}));
    s.units.insert(QStringLiteral("target"),
                   unit(largeDice(), QStringLiteral("b"), QStringLiteral("squad"), {}));
    const QString id = QString::fromLatin1(test);
    const FaceSupplier tens = [](int) -> std::optional<int> { return 10; };
    for (auto _ : state) {
        if (resolve) {
            const Resolution r = resolver.resolve(id, s, tens);
            benchmark::DoNotOptimize(r);
        } else {
            const TestSetup setup = resolver.setup(id, s);
            benchmark::DoNotOptimize(setup);
        }
    }
}

} // namespace

BENCHMARK_CAPTURE(testOdds, largeRoll, "large-0", false, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(testOdds, largeDuel, "large-duel", false, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(testOdds, largeRollExactUnbounded, "large-0", false, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(testOdds, twelveLargeRollsResolved, "large-0", true, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(testOdds, twelveLargeRollsResolvedExactUnbounded, "large-0", true, true)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
