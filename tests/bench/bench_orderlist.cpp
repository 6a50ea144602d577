// The order-of-battle list reader at the sizes issue 31 named: one long cell (48 KB took 15 s and
// 0.8 GB, 192 KB was killed by bad_alloc) and 32,000 units of one name (70 s). Goal: each in
// about a second, memory in proportion to the list. The peak_MB counter is the process's peak
// resident memory when the case ends: run one case at a time for its own figure, e.g.
//   build/tests/bench/bench_orderlist --benchmark_filter='longRatingsCell/204800'
#include "battle/orderofbattlelist.h"
#include "rules/rulesetlibrary.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

using namespace adjutant;

namespace {

const rules::Ruleset &kgcwo()
{
    static const rules::RulesetLoadResult loaded = rules::RulesetLibrary::load(QStringLiteral("kgcwo"));
    return *loaded.ruleset;
}

QString twoSides(const QString &firstUnitLine)
{
    return QStringLiteral("side: British\narmy: Hale, commander\n") + firstUnitLine
        + QStringLiteral("\nside: French\narmy: Marceau, commander\nLigne, infantry\n");
}

void read(benchmark::State &state, const QString &text)
{
    const rules::Ruleset &rs = kgcwo();
    for (auto _ : state) {
        battle::ListReadResult r = battle::OrderOfBattleList::read(text, QStringLiteral("list.txt"), rs);
        benchmark::DoNotOptimize(r);
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    state.counters["peak_MB"] = double(usage.ru_maxrss) / 1024.0;
    state.counters["list_KB"] = double(text.size()) / 1024.0;
}

} // namespace

// A unit's ratings cell of that many bytes, words that name no field: the reader looks for the
// field its first words name, then for a value one field alone takes.
static void longRatingsCell(benchmark::State &state)
{
    const QString cell = QStringLiteral("valiant ").repeated(state.range(0) / 8);
    read(state, twoSides(QStringLiteral("52nd, infantry, ") + cell));
}
BENCHMARK(longRatingsCell)->Arg(48 << 10)->Arg(192 << 10)->Arg(200 << 10)->Unit(benchmark::kMillisecond);

// A unit's name of that many bytes: its id is made from it, and the scenario checked with it.
static void longName(benchmark::State &state)
{
    const QString name = QStringLiteral("Ross battery ").repeated(state.range(0) / 13);
    read(state, twoSides(name + QStringLiteral(", artillery-light")));
}
BENCHMARK(longName)->Arg(200 << 10)->Unit(benchmark::kMillisecond);

// That many units, every one named "Battalion": ids battalion, battalion-2, ... battalion-32000.
static void duplicateNames(benchmark::State &state)
{
    const QString units = QStringLiteral("Battalion, infantry, fire B\n").repeated(state.range(0));
    read(state, twoSides(units.chopped(1)));
}
BENCHMARK(duplicateNames)->Arg(1000)->Arg(32000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
