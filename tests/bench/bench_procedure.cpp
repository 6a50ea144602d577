// Speed of a charge's odds, worked out for every response as the charge sheet opens. Goal: exact
// within 50 ms for any charge in the four rulesets (Release build), and whatever the charge within
// 100 ms: past a fixed budget of work the odds are estimated by seeded simulation instead. The
// costliest are KGCWO's horse on guns that stand and fire, and Chosen Men's full squad holding its
// fire: the volley as the charge comes in leaves the charger in many mixes of wounds before the
// melee (chosenMenFireAsTheyComeIn: with the standard budget; ...ExactUnbounded: with no budget,
// what the exact odds cost; ...Estimated: the simulation alone). Figures:
// build/tests/bench/bench_procedure; ctest runs each once.
#include "rules/procedure.h"
#include "rules/rulesetlibrary.h"

#include <benchmark/benchmark.h>

#include <QHash>

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

UnitState unit(const QString &id, const QString &type, const QVariantHash &fields)
{
    UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
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
    bool unbounded = false; // no budget: what the exact odds cost, however much
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
    if (c.unbounded) {
        OddsBudget budget = OddsBudget::standard();
        budget.exact = std::numeric_limits<qint64>::max() / 2;
        runner.setOddsBudget(budget);
    }
    ProcedureRequest req;
    req.procedure = QStringLiteral("charge");
    req.response = QString::fromLatin1(c.response);
    req.situation.units.insert(
        QStringLiteral("actor"),
        unit(QStringLiteral("a"), QString::fromLatin1(c.chargerType), c.chargerFields));
    req.situation.units.insert(QStringLiteral("target"),
                               unit(QStringLiteral("b"), QString::fromLatin1(c.targetType), c.targetFields));
    req.situation.inputs = c.inputs;
    for (auto _ : state) {
        QString error;
        const QList<EndingOdds> odds = runner.odds(req, &error);
        if (odds.isEmpty()) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        benchmark::DoNotOptimize(odds);
    }
}

} // namespace

BENCHMARK_CAPTURE(chargeOdds, chosenMenFireAsTheyComeIn,
                  Charge{
                      "chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(
    chargeOdds, chosenMenFireExactUnbounded,
    Charge{
        "chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire", false, true})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(
    chargeOdds, chosenMenFireEstimated,
    Charge{"chosen-men", "squad", {}, "squad", {{"hold-fire", true}}, {{"distance", 10}}, "fire", true})
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
BENCHMARK_CAPTURE(chargeOdds, kgcwoStandAndFire,
                  Charge{"kgcwo",
                         "cavalry",
                         {{"formation", "line"}},
                         "artillery-heavy",
                         {{"formation", "unlimbered"}},
                         {{"distance", 8}},
                         "stand-and-fire"})
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

BENCHMARK_MAIN();
