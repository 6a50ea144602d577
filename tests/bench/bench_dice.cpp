// Speed of the odds the test sheet recomputes on every toggle. Goal: the chained test's odds
// in at most 2 microseconds per call for every N up to 30 (Release build).
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
