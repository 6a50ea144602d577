// A battle hosted on loopback (lan::Host) with an umpire's phone and two sides' phones joined
// and seated: how long an action takes from the umpire's phone sending it to its answer (the
// host's rules, disk and the updates to every seat included), and how many bytes each side's
// phone receives per action. Figures: build/tests/bench/bench_lan (bytes_per_side_phone is a
// counter); ctest runs each once.
#include "lanfixture.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <benchmark/benchmark.h>

using namespace lantest;
using namespace adjutant;

namespace {

struct Table {
    QTemporaryDir dir;
    std::unique_ptr<battle::LiveBattle> live;
    lan::SeatBook book;
    std::unique_ptr<lan::Table> table;
    std::unique_ptr<lan::Host> host;
    std::unique_ptr<Phone> umpire;
    std::vector<std::unique_ptr<Phone>> sides;
};

// `language`: what the last side's phone speaks (the host words its messages in a copy of the
// battle in that language); empty: the host's.
std::unique_ptr<Table> hosted(const QString &scenario, const QString &language)
{
    auto t = std::make_unique<Table>();
    const battle::ScenarioLoadResult sc
        = battle::ScenarioLoader::loadFile(QStringLiteral(":/scenarios/%1.json").arg(scenario));
    const QString path = t->dir.filePath(QStringLiteral("battle.adjutant"));
    t->live
        = battle::LiveBattle::create(
              std::make_unique<battle::Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), 5), path)
              .live;
    QString error;
    t->book.load(lan::SeatBook::pathFor(path), &error);
    t->table = std::make_unique<lan::Table>(
        *t->live, t->book, lan::Table::Options{QStringLiteral("111111"), QStringLiteral("22"), {}});
    t->host = std::make_unique<lan::Host>(*t->table);
    t->host->listen(QHostAddress(QHostAddress::LocalHost), 0, &error);
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(t->host->port()));
    t->umpire = std::make_unique<Phone>(url);
    t->umpire->join(QStringLiteral("111111"), QStringLiteral("22"));
    for (const battle::ScenarioSide &side : sc.scenario->sides) {
        auto phone = std::make_unique<Phone>(url);
        phone->join(QStringLiteral("111111"));
        t->table->seat(phone->device, lan::Seat{lan::Seat::Role::Side, side.id}, &error);
        phone->await(QStringLiteral("snapshot"));
        t->sides.push_back(std::move(phone));
    }
    if (!language.isEmpty()) {
        Phone &last = *t->sides.back();
        const qsizetype from = last.got.size();
        last.send({{QStringLiteral("type"), QStringLiteral("hello")},
                   {QStringLiteral("secret"), last.secret},
                   {QStringLiteral("language"), language}});
        last.await(QStringLiteral("snapshot"), from);
    }
    return t;
}

void actionRoundTrip(benchmark::State &state, const QString &scenario, const QString &language)
{
    const std::unique_ptr<Table> t = hosted(scenario, language);
    qint64 before = 0;
    for (const auto &p : t->sides)
        before += p->received;
    int actions = 0;
    // Waited for in an event loop that the answer ends (QTest::qWaitFor sleeps 10 ms a round).
    QEventLoop loop;
    QString waitingFor;
    bool accepted = false;
    QObject::connect(&t->umpire->socket, &QWebSocket::textMessageReceived, &loop, [&](const QString &text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        if (m.value(u"type").toString() == u"answer" && m.value(u"id").toString() == waitingFor) {
            accepted = m.value(u"accepted").toBool();
            loop.quit();
        }
    });
    for (auto _ : state) {
        waitingFor = t->umpire->act(jsonOf(R"({"kind":"note","text":"the guns fall silent"})"));
        loop.exec();
        if (!accepted)
            state.SkipWithError("the action was refused");
        ++actions;
    }
    for (const auto &p : t->sides)
        if (!QTest::qWaitFor([&] { return p->lastRevision() == int(t->live->battle().journal().size()); },
                             kPatienceMs))
            state.SkipWithError("a side's phone missed an update");
    qint64 after = 0;
    for (const auto &p : t->sides)
        after += p->received;
    state.counters["bytes_per_side_phone"]
        = double(after - before) / double(std::max<size_t>(1, t->sides.size())) / std::max(1, actions);
}

} // namespace

BENCHMARK_CAPTURE(actionRoundTrip, kgcwo, QStringLiteral("kgcwo-demo"), QString())
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(actionRoundTrip, nap_igougo_hidden_orders, QStringLiteral("nap-igougo-demo"), QString())
    ->Unit(benchmark::kMillisecond);
// One phone in French: every entry is also played on the host's French copy of the battle.
BENCHMARK_CAPTURE(actionRoundTrip, kgcwo_a_phone_in_french, QStringLiteral("kgcwo-demo"),
                  QStringLiteral("fr"))
    ->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
