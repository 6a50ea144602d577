// The journal's "Why?" of one entry in a long battle (300 entries): worked out from the nearest
// checkpoint (Battle::stateBefore, what the journal does) against the whole journal replayed from
// the start, hashing each state on the way (what it did before). A club evening (200 units) and a
// tournament (2,000 units). Figures: build/tests/bench/bench_why; ctest runs each once.
#include "battle/battle.h"
#include "bigbattle.h"
#include "learn/why.h"

#include <benchmark/benchmark.h>

#include <map>
#include <memory>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

constexpr int kEntries = 300;

// The big battle with `brigadesASide` brigades of 50 units, 300 entries played.
Battle &played(int brigadesASide)
{
    static std::map<int, std::unique_ptr<Battle>> battles;
    std::unique_ptr<Battle> &b = battles[brigadesASide];
    if (!b) {
        const ScenarioLoadResult sc = ScenarioLoader::loadData(adjutant::testing::bigScenario(brigadesASide),
                                                               QStringLiteral("big.json"));
        b = std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>{}, 1);
        adjutant::testing::playBigJournal(*b, kEntries, brigadesASide);
    }
    return *b;
}

// The last entry that is a test: the one a player taps soonest after it was played.
int lastTest(const Battle &b)
{
    for (qsizetype i = b.journal().size() - 1; i >= 0; --i)
        if (const auto *r = std::get_if<action::Resolve>(&b.journal().at(i).action); r && !r->test.isEmpty())
            return b.journal().at(i).seq;
    return 0;
}

// As the journal's "Why?" was worked out before: the whole journal replayed and checked.
QStringList whyByFullReplay(const Battle &b, int seq)
{
    QStringList out;
    b.replayFromStart([&](const JournalEntry &e, const BattleState &before, const BattleState &,
                          const std::optional<QStringList> &) {
        if (e.seq == seq)
            out = learn::Why::forEntry(b, e, before);
    });
    return out;
}

} // namespace

static void whyFullReplay(benchmark::State &state)
{
    const Battle &b = played(int(state.range(0)));
    const int seq = lastTest(b);
    for (auto _ : state) {
        const QStringList why = whyByFullReplay(b, seq);
        benchmark::DoNotOptimize(why);
        if (why.isEmpty())
            state.SkipWithError("no sentences");
    }
}
BENCHMARK(whyFullReplay)->Arg(2)->Arg(20)->Unit(benchmark::kMillisecond);

static void whyFromCheckpoint(benchmark::State &state)
{
    const Battle &b = played(int(state.range(0)));
    const int seq = lastTest(b);
    for (auto _ : state) {
        const QStringList why = learn::Why::forJournalEntry(b, seq);
        benchmark::DoNotOptimize(why);
        if (why.isEmpty())
            state.SkipWithError("no sentences");
    }
}
BENCHMARK(whyFromCheckpoint)->Arg(2)->Arg(20)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
