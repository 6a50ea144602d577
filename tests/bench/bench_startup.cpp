// Start to first frame: the app opened on the KGCWO demo battle, against a bare Qt Quick window
// started the same way in the same run (goal: at most 1.5 times as long). Each is launched
// several times and the medians compared. The app's first frame is the battle at a glance; the
// time until its controls take input is reported beside it.
//
//   build/tests/bench/bench_startup [--runs N]   (21 by default)
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

namespace {

struct Timing {
    double inProcess = -1; // from main() to the first frame, as the app reports it
    double fromLaunch = -1; // from starting the process to the report arriving (loading included)
    QString page; // the page the first frame showed
    double interactive = -1; // from main() to the first frame that takes input
    QString interactivePage;
};

QString field(const QByteArray &out, const char *name)
{
    const QByteArray key = QByteArray(name) + ' ';
    const qsizetype at = out.indexOf(key);
    return at < 0 ? QString() : QString::fromUtf8(out.mid(at + key.size())).section(u'\n', 0, 0).trimmed();
}

Timing firstFrame(const QStringList &arguments, const QProcessEnvironment &env)
{
    QProcess app;
    app.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    app.start(QStringLiteral(ADJUTANT_GUI_PATH),
              arguments
                  + QStringList{QStringLiteral("--print-first-frame"), QStringLiteral("--first-frame-exit")});
    Timing t;
    QByteArray out;
    while (!out.contains("first-frame-page") && app.waitForReadyRead(60000))
        out += app.readAllStandardOutput();
    t.fromLaunch = double(clock.nsecsElapsed()) / 1e6;
    if (!app.waitForFinished(60000) || app.exitCode() != 0)
        return {};
    out += app.readAllStandardOutput();
    const QString ms = field(out, "first-frame-ms");
    if (ms.isEmpty())
        return {};
    t.inProcess = ms.toDouble();
    t.page = field(out, "first-frame-page");
    t.interactive = field(out, "interactive-ms").toDouble();
    t.interactivePage = field(out, "interactive-page");
    return t;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
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
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    // One demo battle, then reopened for every run, as "Continue" would.
    if (firstFrame({QStringLiteral("--demo"), QStringLiteral("kgcwo-demo")}, env).inProcess < 0) {
        std::fputs("bench_startup: the app did not start on the demo battle\n", stderr);
        return 1;
    }
    QDirIterator found(home.filePath(QStringLiteral("data")), {QStringLiteral("*.adjutant")}, QDir::Files,
                       QDirIterator::Subdirectories);
    if (!found.hasNext()) {
        std::fputs("bench_startup: no battle file was written\n", stderr);
        return 1;
    }
    const QString battle = found.next();

    // Two yardsticks: a bare Qt Quick Window, and an empty Qt Quick Controls window in the
    // app's style (the least any Controls app pays: style, fonts, the first text).
    QProcessEnvironment controlsEnv = env;
    controlsEnv.insert(
        QStringLiteral("ADJUTANT_EMPTY_QML"),
        QStringLiteral("import QtQuick\nimport QtQuick.Controls\nApplicationWindow { width: 1280; "
                       "height: 800; visible: true; Label { text: \"Adjutant\" } }"));
    struct Series {
        const char *name;
        QStringList arguments;
        QProcessEnvironment env;
        QList<double> inProcess;
        QList<double> fromLaunch;
        QList<double> interactive;
    };
    QList<Series> series{
        {"bare Qt Quick window", {QStringLiteral("--empty-window")}, env, {}, {}, {}},
        {"empty Controls window", {QStringLiteral("--empty-window")}, controlsEnv, {}, {}, {}},
        {"KGCWO demo battle", {QStringLiteral("--battle"), battle}, env, {}, {}, {}},
    };
    for (int i = 0; i < runs; ++i) { // interleaved, so all see the same machine load
        for (Series &s : series) {
            const Timing t = firstFrame(s.arguments, s.env);
            if (s.arguments.contains(QStringLiteral("--battle"))
                && (t.page != u"battleGlance" || t.interactivePage != u"battlePage")) {
                std::fprintf(stderr, "bench_startup: the frames showed \"%s\" then \"%s\", not the battle\n",
                             qPrintable(t.page), qPrintable(t.interactivePage));
                return 1;
            }
            if (t.inProcess < 0) {
                std::fprintf(stderr, "bench_startup: a run of %s failed\n", s.name);
                return 1;
            }
            s.inProcess.append(t.inProcess);
            s.fromLaunch.append(t.fromLaunch);
            s.interactive.append(t.interactive);
        }
    }
    std::printf("bench_startup: %d runs each, medians (in the process / from launch)\n", runs);
    for (const Series &s : series)
        std::printf("  %-24s %7.1f ms / %7.1f ms\n", s.name, median(s.inProcess), median(s.fromLaunch));
    const Series &withBattle = series.at(2);
    std::printf("  %-24s %7.1f ms in the process\n", "battle taking input", median(withBattle.interactive));
    for (int y = 0; y < 2; ++y) {
        const double inProcess = median(withBattle.inProcess) / median(series.at(y).inProcess);
        const double fromLaunch = median(withBattle.fromLaunch) / median(series.at(y).fromLaunch);
        const char *verdict = inProcess <= 1.5 && fromLaunch <= 1.5 ? "met both ways"
            : fromLaunch <= 1.5                                     ? "met from launch only"
                                                                    : "NOT met";
        std::printf("  against the %s: %.2fx / %.2fx (goal at most 1.5x): %s\n", series.at(y).name, inProcess,
                    fromLaunch, verdict);
    }
    return 0;
}
