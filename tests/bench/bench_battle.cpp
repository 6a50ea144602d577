// A big battle: 2,000 units and 100,000 journal entries. Goals: opening (load + replay) at most
// 300 ms, and as fast for the battle played entry by entry (20,000 entries as adjutant-cli play
// leaves them: openBattlePlayedEntryByEntry); one action applied, appended to the log and flushed to disk at
// most 2 ms at the 99th percentile. Memory is reported as the process's peak resident size. Replaying it with
// every state checked (replay --verify) and its report are measured against a plain JSON reader over the same
// bytes in the same run (issue 38's goals: each at most 3x; x_json is the ratio).
#include "battle/battlefile.h"
#include "battle/diskwriter.h"
#include "battle/livebattle.h"
#include "bigbattle.h"
#include "heapsettings.h"
#include "report/battlereport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <fstream>
#include <string>

using namespace adjutant::battle;

namespace {

struct BigBattle {
    QTemporaryDir dir;
    QString path;
};

BigBattle &big()
{
    static BigBattle b = [] {
        BigBattle out;
        out.path = out.dir.filePath(QStringLiteral("big.json"));
        const ScenarioLoadResult sc
            = ScenarioLoader::loadData(adjutant::testing::bigScenario(), QStringLiteral("big.json"));
        Battle battle(*sc.scenario, *sc.ruleset, {}, 1);
        // 100,000 entries by default (ADJUTANT_BENCH_ENTRIES for fewer): mostly corrections and
        // draws, with tests resolved among them.
        const int entries = qEnvironmentVariableIsSet("ADJUTANT_BENCH_ENTRIES")
            ? qEnvironmentVariableIntValue("ADJUTANT_BENCH_ENTRIES")
            : 100000;
        adjutant::testing::playBigJournal(battle, entries);
        QString error;
        BattleFile::save(battle, out.path, &error);
        // To profile opening with the CLI: ADJUTANT_BENCH_KEEP=/some/big.json
        if (qEnvironmentVariableIsSet("ADJUTANT_BENCH_KEEP"))
            BattleFile::save(battle, qEnvironmentVariable("ADJUTANT_BENCH_KEEP"), &error);
        return out;
    }();
    return b;
}

// The same battle played entry by entry as `adjutant-cli play` leaves it: each entry appended to
// the log as a record of its own, the log folded into the battle file whenever it grows long.
// The bench writes the records without syncing each to the disk, which only the setting up
// would wait for.
struct UnsyncedDisk : DiskWriter {
    bool sync(QFileDevice &, QString *) override { return true; }
};

struct AppendedBattle {
    QTemporaryDir dir;
    QString path;
};

AppendedBattle &appended()
{
    static AppendedBattle b = [] {
        AppendedBattle out;
        out.path = out.dir.filePath(QStringLiteral("appended.json"));
        const ScenarioLoadResult sc
            = ScenarioLoader::loadData(adjutant::testing::bigScenario(), QStringLiteral("big.json"));
        Battle battle(*sc.scenario, *sc.ruleset, {}, 1);
        UnsyncedDisk disk;
        QString error;
        BattleFile::LogEnd logEnd;
        BattleFile::save(battle, out.path, &error, &logEnd, disk);
        // 20,000 entries (issue 38's battle), or fewer when the big battle has fewer.
        const int entries = qEnvironmentVariableIsSet("ADJUTANT_BENCH_ENTRIES")
            ? std::min(20000, qEnvironmentVariableIntValue("ADJUTANT_BENCH_ENTRIES"))
            : 20000;
        Battle played(*sc.scenario, *sc.ruleset, {}, 1);
        adjutant::testing::playBigJournal(played, entries);
        // adjutant-cli folds the log into the file each time it grows past LiveBattle::kFoldAfter
        // records; each fold writes the whole battle anew, so the files are those of the last
        // fold with the entries after it appended.
        const QList<JournalEntry> &journal = played.journal();
        const qsizetype folded = journal.size() / LiveBattle::kFoldAfter * LiveBattle::kFoldAfter;
        if (folded > 0) {
            Battle asFolded(*sc.scenario, *sc.ruleset, {}, 1);
            if (!asFolded.restore(journal.first(folded), &error)
                || !BattleFile::save(asFolded, out.path, &error, &logEnd, disk))
                qFatal("bench_battle: the folded battle: %s", qPrintable(error));
        }
        for (qsizetype i = folded; i < journal.size(); ++i)
            BattleFile::append(out.path, logEnd, journal.at(i), &error, disk);
        if (qEnvironmentVariableIsSet("ADJUTANT_BENCH_KEEP_APPENDED"))
            for (const QString &suffix : {QString(), QStringLiteral(".journal")})
                QFile::copy(out.path + suffix, qEnvironmentVariable("ADJUTANT_BENCH_KEEP_APPENDED") + suffix);
        return out;
    }();
    return b;
}

// The processor time this thread has spent, in milliseconds: on a machine busy with other work
// the wall clock counts the waits too, so the ratios are given on both.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

long peakResidentKiB()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

// The peer: the battle's bytes read by a plain JSON reader, in milliseconds (the best of three,
// so that a busy machine shows in both figures alike): the battle file as one document, and its
// log (FILE.journal) line by line, as the battle reads it, each line's entry ("SEQ HASH {...}")
// as a document of its own.
struct PeerMs {
    double wall = 0;
    double cpu = 0;
};

PeerMs jsonReaderMs(const QString &path)
{
    PeerMs best;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer t;
        t.start();
        const double cpuFrom = threadCpuMs();
        QFile file(path), log(path + QStringLiteral(".journal"));
        if (!file.open(QIODevice::ReadOnly) || !log.open(QIODevice::ReadOnly))
            return {};
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
        benchmark::DoNotOptimize(doc.isObject());
        const QByteArray lines = log.readAll();
        qsizetype entries = 0;
        for (qsizetype at = 0; at < lines.size();) {
            qsizetype end = lines.indexOf('\n', at);
            if (end < 0)
                end = lines.size();
            const QByteArrayView line = QByteArrayView(lines).sliced(at, end - at);
            const qsizetype json = line.indexOf('{');
            if (json >= 0)
                entries += QJsonDocument::fromJson(line.sliced(json).toByteArray()).isObject();
            at = end + 1;
        }
        benchmark::DoNotOptimize(entries);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        const double cpu = threadCpuMs() - cpuFrom;
        best.wall = i == 0 ? ms : std::min(best.wall, ms);
        best.cpu = i == 0 ? cpu : std::min(best.cpu, cpu);
    }
    return best;
}

// Each iteration's time against the JSON reader's over the same battle: x_json by the wall clock,
// x_json_cpu by this thread's processor time (the fairer on a busy machine).
void countAgainstJson(benchmark::State &state, double totalMs, double totalCpuMs,
                      const QString &path = big().path)
{
    const PeerMs json = jsonReaderMs(path);
    state.counters["json_ms"] = json.wall;
    state.counters["json_cpu_ms"] = json.cpu;
    if (state.iterations() == 0)
        return;
    if (json.wall > 0)
        state.counters["x_json"] = totalMs / double(state.iterations()) / json.wall;
    if (json.cpu > 0)
        state.counters["x_json_cpu"] = totalCpuMs / double(state.iterations()) / json.cpu;
}

} // namespace

// Each iteration opens the battle at `path`; the clock's and this thread's milliseconds in all.
static std::pair<double, double> timeOpening(benchmark::State &state, const QString &path)
{
    double totalMs = 0;
    double totalCpuMs = 0;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const double cpuFrom = threadCpuMs();
        BattleFile::Opened opened = BattleFile::open(path);
        benchmark::DoNotOptimize(opened.battle);
        if (!opened.battle)
            state.SkipWithError("cannot open");
        totalMs += double(t.nsecsElapsed()) / 1e6;
        totalCpuMs += threadCpuMs() - cpuFrom;
    }
    return {totalMs, totalCpuMs};
}

static void openBigBattle(benchmark::State &state)
{
    const auto [totalMs, totalCpuMs] = timeOpening(state, big().path);
    countAgainstJson(state, totalMs, totalCpuMs);
    state.counters["peak_rss_MiB"] = double(peakResidentKiB()) / 1024.0;
}
BENCHMARK(openBigBattle)->Unit(benchmark::kMillisecond)->Iterations(5);

// Opening the battle played entry by entry (AppendedBattle): its log replayed onto the scenario.
static void openBattlePlayedEntryByEntry(benchmark::State &state)
{
    const QString path = appended().path;
    const auto [totalMs, totalCpuMs] = timeOpening(state, path);
    countAgainstJson(state, totalMs, totalCpuMs, path);
}
BENCHMARK(openBattlePlayedEntryByEntry)->Unit(benchmark::kMillisecond)->Iterations(3);

// One action on the big battle, journaled and flushed: reports the 50th and 99th percentiles.
static void applyAndFlush(benchmark::State &state)
{
    BattleFile::Opened opened = BattleFile::open(big().path);
    Battle &battle = *opened.battle;
    BattleFile::LogEnd logEnd = opened.logEnd;
    std::vector<double> ms, applyMs;
    int i = 0;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const adjutant::battle::action::SetField a{QStringLiteral("british-%1-%2").arg(i % 20).arg(i % 50),
                                                   QStringLiteral("hold"), i % 2 == 0, QString()};
        const auto e = battle.apply(a);
        applyMs.push_back(double(t.nsecsElapsed()) / 1e6);
        QString error;
        BattleFile::append(big().path, logEnd, *e.entry, &error);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        ++i;
    }
    std::sort(ms.begin(), ms.end());
    state.counters["p50_ms"] = ms.at(ms.size() / 2);
    state.counters["p99_ms"] = ms.at(std::min(ms.size() - 1, ms.size() * 99 / 100));
    // The part of it spent in memory, before the disk.
    std::sort(applyMs.begin(), applyMs.end());
    state.counters["apply_p50_ms"] = applyMs.at(applyMs.size() / 2);
    state.counters["apply_p99_ms"] = applyMs.at(std::min(applyMs.size() - 1, applyMs.size() * 99 / 100));
}
BENCHMARK(applyAndFlush)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(qEnvironmentVariableIntValue("ADJUTANT_BENCH_APPLIES") > 0
                     ? qEnvironmentVariableIntValue("ADJUTANT_BENCH_APPLIES")
                     : 500);

// The whole journal played afresh from the start with every entry's state checked, as
// `adjutant-cli replay --verify` does (the file opened, then replayed).
static void replayBigBattle(benchmark::State &state)
{
    const QString path = big().path; // made before the clock starts, when this runs first
    double totalMs = 0;
    double totalCpuMs = 0;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const double cpuFrom = threadCpuMs();
        BattleFile::Opened opened
            = BattleFile::open(path, BattleFile::For::ReplayFromStart); // as replay --verify
        if (!opened.battle) {
            state.SkipWithError("cannot open");
            return;
        }
        const Battle::ReplayCheck check = opened.battle->replayFromStart();
        if (!check.mismatches.isEmpty())
            state.SkipWithError("the replay differs");
        totalMs += double(t.nsecsElapsed()) / 1e6;
        totalCpuMs += threadCpuMs() - cpuFrom;
    }
    countAgainstJson(state, totalMs, totalCpuMs);
}
BENCHMARK(replayBigBattle)->Unit(benchmark::kMillisecond)->Iterations(2);

// The battle's report, worked out from the whole journal (every entry replayed and read), the
// file opened first as `adjutant-cli report` does.
static void reportOfBigBattle(benchmark::State &state)
{
    const QString path = big().path; // made before the clock starts, when this runs first
    double totalMs = 0;
    double totalCpuMs = 0;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const double cpuFrom = threadCpuMs();
        BattleFile::Opened opened = BattleFile::open(path, BattleFile::For::ReplayFromStart);
        if (!opened.battle) {
            state.SkipWithError("cannot open");
            return;
        }
        const adjutant::report::BattleReport report = adjutant::report::ReportBuilder::build(*opened.battle);
        benchmark::DoNotOptimize(report.entries);
        totalMs += double(t.nsecsElapsed()) / 1e6;
        totalCpuMs += threadCpuMs() - cpuFrom;
    }
    countAgainstJson(state, totalMs, totalCpuMs);
    state.counters["peak_rss_MiB"] = double(peakResidentKiB()) / 1024.0;
}
BENCHMARK(reportOfBigBattle)->Unit(benchmark::kMillisecond)->Iterations(2);

int main(int argc, char **argv)
{
    adjutant::keepLargeBuffersInTheHeap(); // as the app and adjutant-cli do
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
