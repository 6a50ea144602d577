// Start-up: the time from launching the app on a battle until the battle takes input, against
// an empty Qt Quick Controls ApplicationWindow launched in the same run (goal: at most twice as
// long). Both are launched many times, interleaved so that both see the same machine, and the
// medians compared.
//
// "Takes input" is the first frame swapped in which the battle page is the StackView's page and
// the stack is still, and its controls that move the game on are shown, enabled and inside the
// window: the card's Draw button, Undo's and the Journal's buttons in the header, and the first
// row of the order of battle (the British side). For the empty window it is its first frame.
// Times are from just before the process is started (so loading the program and its libraries
// counts) to that frame's swap, on one clock. The real, unmodified app is timed: a Qt generic
// plugin in the test tree (tests/support/probe) watches it from inside.
//
//   build/tests/bench/bench_startup [--runs N]   (21 by default)
#include "appearance.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QGuiApplication>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace {

qint64 now()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// The yardstick, run as a child of this benchmark: an empty ApplicationWindow in the app's style
// and font, made the way any Qt Quick Controls app makes its window.
int emptyWindow(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    adjutant::ui::applyAppearance();
    QQmlApplicationEngine engine;
    engine.loadData("import QtQuick\nimport QtQuick.Controls\n"
                    "ApplicationWindow { width: 1280; height: 800; visible: true }");
    return engine.rootObjects().isEmpty() ? 1 : QGuiApplication::exec();
}

struct Timing {
    double ms = -1; // from launch to the frame that takes input
    double cpuMs = -1; // processor time the process had used by then
};

// Launches one and times it to the frame that takes input.
Timing timeToInput(const QString &program, const QStringList &arguments, QProcessEnvironment env,
                   const QString &ready)
{
    env.insert(QStringLiteral("ADJUTANT_PROBE_READY"), ready);
    QProcess child;
    child.setProcessEnvironment(env);
    const qint64 launched = now();
    child.start(program, arguments);
    if (!child.waitForFinished(60000) || child.exitCode() != 0) {
        std::fprintf(stderr, "bench_startup: %s failed: %s\n", qPrintable(program),
                     child.readAllStandardError().constData());
        return {};
    }
    const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        const QList<QByteArray> words = line.split(' ');
        if (words.size() == 4 && words[0] == "probe" && words[1] == "ready")
            return {double(words[2].toLongLong() - launched) / 1e6, double(words[3].toLongLong()) / 1e6};
    }
    return {};
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--empty-window") == 0)
        return emptyWindow(argc, argv);

    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const qsizetype r = args.indexOf(QStringLiteral("--runs"));
    const int runs = r >= 0 && r + 1 < args.size()
        ? args.at(r + 1).toInt()
        : 21; // fewer, and the machine's drift shows in the medians

    QTemporaryDir home; // the app's settings and battles stay out of the user's
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_PLUGIN_PATH"), QStringLiteral(ADJUTANT_PROBE_PLUGIN_PATH));
    env.insert(QStringLiteral("QT_QPA_GENERIC_PLUGINS"), QStringLiteral("adjutantprobe"));
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    const QString battleReady
        = QStringLiteral("battlePage,drawButton,homeButton,journalButton,unitRow-british");
    // One demo battle, then reopened from its file for every run, as a file manager would.
    if (timeToInput(QStringLiteral(ADJUTANT_GUI_PATH),
                    {QStringLiteral("--demo"), QStringLiteral("kgcwo-demo")}, env, battleReady)
            .ms
        < 0)
        return 1;
    QDirIterator found(home.filePath(QStringLiteral("data")), {QStringLiteral("*.adjutant")}, QDir::Files,
                       QDirIterator::Subdirectories);
    if (!found.hasNext()) {
        std::fputs("bench_startup: no battle file was written\n", stderr);
        return 1;
    }
    const QString battle = found.next();

    struct Series {
        const char *name;
        QString program;
        QStringList arguments;
        QString ready;
        QList<double> ms;
        QList<double> cpuMs;
    };
    QList<Series> series{
        {"empty ApplicationWindow",
         QCoreApplication::applicationFilePath(),
         {QStringLiteral("--empty-window")},
         QString(),
         {},
         {}},
        {"KGCWO battle takes input", QStringLiteral(ADJUTANT_GUI_PATH), {battle}, battleReady, {}, {}},
    };
    for (int i = 0; i < runs; ++i) {
        for (Series &s : series) {
            const Timing t = timeToInput(s.program, s.arguments, env, s.ready);
            if (t.ms < 0) {
                std::fprintf(stderr, "bench_startup: a run of \"%s\" never took input\n", s.name);
                return 1;
            }
            s.ms.append(t.ms);
            s.cpuMs.append(t.cpuMs);
        }
    }
    std::printf("bench_startup: %d runs each, from launch to taking input: median (fastest - slowest); "
                "processor time used by then, median\n",
                runs);
    for (const Series &s : series)
        std::printf("  %-26s %7.1f ms (%.1f - %.1f); %.1f ms\n", s.name, median(s.ms),
                    *std::min_element(s.ms.begin(), s.ms.end()), *std::max_element(s.ms.begin(), s.ms.end()),
                    median(s.cpuMs));
    const double ratio = median(series.at(1).ms) / median(series.at(0).ms);
    const double cpuRatio = median(series.at(1).cpuMs) / median(series.at(0).cpuMs);
    std::printf("  ratio %.2fx (goal at most 2x): %s; processor time %.2fx\n", ratio,
                ratio <= 2.0 ? "met" : "NOT met", cpuRatio);
    return 0;
}
