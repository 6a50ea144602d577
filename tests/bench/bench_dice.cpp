// Speed of the odds the test sheet recomputes on every toggle. Goal: the chained test's odds
// in at most 2 microseconds per call for every N up to 30 (Release build). And the costliest
// expressions the parser accepts (its limits: 100 dice a group, 200 in all, kMaxOddsWork): any
// odds the app agrees to work out come within 100 ms.
#include "dice/diceparser.h"
#include "dice/dietest.h"
#include "dice/distribution.h"

#include <benchmark/benchmark.h>

using namespace adjutant::dice;

// Fire at N dice, hits forcing saves, casualties capped at the unit's removal: KGCWO's D10 5+
// with natural 10 and natural 1.
static void chainedCasualtiesOdds(benchmark::State &state)
{
    const int dice = static_cast<int>(state.range(0));
    const DieTest hit{10, Comparison::AtLeast, 5, 1, {10}, {1}};
    const DieTest save{10, Comparison::AtLeast, 5, -1, {10}, {1}};
    for (auto _ : state) {
        auto d = chainedCasualties<double>(dice, hit, save, dice);
        benchmark::DoNotOptimize(d);
    }
}
BENCHMARK(chainedCasualtiesOdds)->Arg(3)->Arg(10)->Arg(30);

static void expressionOdds(benchmark::State &state, const char *text)
{
    const DiceExpression e = *DiceParser::parse(QString::fromLatin1(text)).expression;
    for (auto _ : state) {
        auto d = distributionOf<double>(e);
        benchmark::DoNotOptimize(d);
    }
}
BENCHMARK_CAPTURE(expressionOdds, 2d6, "2d6");
BENCHMARK_CAPTURE(expressionOdds, 3d10kh2, "3d10kh2");
BENCHMARK_CAPTURE(expressionOdds, 4d10dl1, "4d10dl1");
BENCHMARK_CAPTURE(expressionOdds, d66, "d66");

// At the limits: each is accepted, and nothing accepted costs much more (oddsWork in brackets).
static void expressionOddsAtTheLimit(benchmark::State &state, const char *text)
{
    const DiceParseResult parsed = DiceParser::parse(QString::fromLatin1(text));
    if (!parsed.ok()) {
        state.SkipWithError(qPrintable(parsed.error.toString()));
        return;
    }
    for (auto _ : state) {
        auto d = distributionOf<double>(*parsed.expression);
        benchmark::DoNotOptimize(d);
    }
    state.counters["work"] = oddsWork(*parsed.expression);
    state.SetLabel(text);
}
BENCHMARK_CAPTURE(expressionOddsAtTheLimit, keep48of100d20, "100d20kh48")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expressionOddsAtTheLimit, keepLowest48of100d20, "100d20kl48")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expressionOddsAtTheLimit, keep99of100d12, "100d12kh99")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expressionOddsAtTheLimit, keep30of100d20plus100d20, "100d20kh30+100d20")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expressionOddsAtTheLimit, twoGroupsKeeping40of70d20, "70d20kh40+70d20kh40")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(expressionOddsAtTheLimit, sum200d20, "100d20+100d20")->Unit(benchmark::kMillisecond);

static void parseExpression(benchmark::State &state)
{
    const QString text = QStringLiteral("4d10kh3+2d6-5");
    for (auto _ : state) {
        auto r = DiceParser::parse(text);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(parseExpression);

BENCHMARK_MAIN();
