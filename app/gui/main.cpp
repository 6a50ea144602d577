// adjutant: the Qt Quick app players use at the table.
#include "appearance.h"
#include "battlesession.h"

#include "battle/battlefile.h"
#include "translationloader.h"

#include <QElapsedTimer>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextStream>
#include <QUrl>

#include <cstdio>
#include <cstdlib>
#include <future>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

namespace {

// Qt aborts with a cryptic xcb message when there is no display; say what to do instead.
bool haveDisplay()
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return true;
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

struct LaunchOptions {
    QString grabPath; // once the screens take input, save a screenshot, then quit
    QString battlePath; // open this battle file
    QString demo; // start this built-in scenario ("kgcwo-demo")
    bool emptyWindow = false; // a bare Qt Quick window, the yardstick for start-up time
    bool firstFrameExit = false;
    bool printFirstFrame = false;
};

LaunchOptions readOptions(const QStringList &args)
{
    LaunchOptions o;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == u"--grab" && i + 1 < args.size())
            o.grabPath = args[++i];
        else if (args[i] == u"--battle" && i + 1 < args.size())
            o.battlePath = args[++i];
        else if (args[i] == u"--demo" && i + 1 < args.size())
            o.demo = args[++i];
        else if (args[i] == u"--empty-window")
            o.emptyWindow = true;
        else if (args[i] == u"--first-frame-exit")
            o.firstFrameExit = true;
        else if (args[i] == u"--print-first-frame")
            o.printFirstFrame = true;
    }
    return o;
}

// The page on show, by objectName: the battle at a glance while the screens load, then the stack's.
QString shownPage(const QQuickWindow *window)
{
    if (window->property("ready").toBool()) {
        const QObject *stack = window->findChild<QObject *>(QStringLiteral("stack"));
        const auto *page = stack ? stack->property("currentItem").value<QObject *>() : nullptr;
        return page ? page->objectName() : QString();
    }
    const auto *glance = window->findChild<QQuickItem *>(QStringLiteral("battleGlance"));
    return glance && glance->isVisible() ? glance->objectName() : QString();
}

// Reports the first frame (when, and what it showed), then the first frame of the screens ready
// for input, which on a battle comes a moment later (Main.qml); grabs and quits as asked.
// A frame's content is known when it is synchronised (the GUI thread waits then), and its time
// when it is swapped; both happen on the render thread, so nothing is read from a stale queue.
void watchFrames(QQuickWindow *window, const LaunchOptions &options, QElapsedTimer sinceStart)
{
    struct Progress {
        QString syncedPage; // what the frame being rendered shows
        bool syncedReady = false;
        bool firstSeen = false;
        bool readySeen = false;
    };
    auto progress = std::make_shared<Progress>();
    QObject::connect(
        window, &QQuickWindow::beforeSynchronizing, window,
        [progress, window] {
            if (progress->readySeen)
                return; // both reported: nothing more to watch
            const QVariant ready = window->property("ready"); // a bare yardstick window has none
            progress->syncedReady = !ready.isValid() || ready.toBool();
            progress->syncedPage = shownPage(window);
        },
        Qt::DirectConnection);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [progress, window, options, sinceStart] {
            const double ms = static_cast<double>(sinceStart.nsecsElapsed()) / 1e6;
            const auto report = [window, options, ms, page = progress->syncedPage](const char *what) {
                if (options.printFirstFrame)
                    QMetaObject::invokeMethod(window, [what, ms, page] {
                        QTextStream(stdout) << what << "-ms " << ms << '\n'
                                            << what << "-page " << page << '\n';
                    });
            };
            if (!progress->firstSeen) {
                progress->firstSeen = true;
                report("first-frame");
            }
            if (progress->readySeen || !progress->syncedReady)
                return;
            progress->readySeen = true;
            report("interactive");
            QMetaObject::invokeMethod(window, [window, options] {
                if (!options.grabPath.isEmpty()) // the frame is out, so the image is what the user saw
                    QCoreApplication::exit(window->grabWindow().save(options.grabPath) ? EXIT_SUCCESS
                                                                                       : EXIT_FAILURE);
                else if (options.firstFrameExit)
                    QCoreApplication::exit(EXIT_SUCCESS);
            });
        },
        Qt::DirectConnection);
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (!haveDisplay()) {
        std::fputs("adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                   "Adjutant's window needs a graphical session. Without one, use the command-line "
                   "tool: adjutant-cli --help\n"
                   "(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)\n",
                   stderr);
        return EXIT_FAILURE;
    }

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Adjutant"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Adjutant"));
    QGuiApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(ADJUTANT_APP_ID));
    adjutant::installTranslations(app);
    adjutant::ui::applyAppearance();

    const LaunchOptions options = readOptions(QCoreApplication::arguments());
    // ADJUTANT_TRACE_STARTUP=1 prints where the start-up time goes.
    const bool trace = qEnvironmentVariableIsSet("ADJUTANT_TRACE_STARTUP");
    const auto mark = [&](const char *what) {
        if (trace)
            std::fprintf(stderr, "startup %-20s %7.1f ms\n", what, double(sinceStart.nsecsElapsed()) / 1e6);
    };
    mark("application");

    // A battle named on the command line (or the demo played last) is the first page built.
    const bool startOnBattle
        = !options.emptyWindow && (!options.battlePath.isEmpty() || !options.demo.isEmpty());
    QString battlePath = options.battlePath;
    if (startOnBattle && battlePath.isEmpty())
        battlePath = adjutant::ui::BattleSession::lastBattlePath();

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // Qt 6.4 does not add it by itself
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(EXIT_FAILURE); }, Qt::QueuedConnection);
    std::unique_ptr<QObject> root; // the window, made from Main.qml
    std::future<adjutant::battle::BattleFile::Opened> opening;
    if (options.emptyWindow) {
        // The yardstick for start-up time: a bare window, started the same way.
        engine.loadData(qEnvironmentVariableIsSet("ADJUTANT_EMPTY_QML")
                            ? qgetenv("ADJUTANT_EMPTY_QML")
                            : QByteArray("import QtQuick\nWindow { width: 1280; height: 800; visible: true; "
                                         "color: \"#11151c\" }"));
    } else {
        // The first frame waits on three things, in this order: Main.qml's types (read on the
        // QML engine's loader thread), the font database (for its first text), and the battle
        // (for its rows). The types start loading first. One helper thread then fills the font
        // database (fontconfig reading its configuration costs as much as an empty window does
        // in all) and reads the battle, so that on a two-core machine neither takes a core from
        // the types. The font database is thread-safe: the first text waits only if need be.
        QQmlComponent mainQml(&engine, QUrl(QStringLiteral("qrc:/qt/qml/Adjutant/Main.qml")),
                              QQmlComponent::Asynchronous);
        opening = std::async(std::launch::async, [battlePath] {
            QFontDatabase::families();
            return battlePath.isEmpty() ? adjutant::battle::BattleFile::Opened{}
                                        : adjutant::battle::BattleFile::open(battlePath);
        });
        while (mainQml.isLoading())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        mark("Main.qml's types");
        root.reset(mainQml.createWithInitialProperties({{QStringLiteral("startOnBattle"), startOnBattle}}));
        if (!root) {
            for (const QQmlError &error : mainQml.errors())
                std::fprintf(stderr, "adjutant: %s\n", qPrintable(error.toString()));
            return EXIT_FAILURE;
        }
        mark("Main.qml made");
        if (startOnBattle) {
            auto *session = engine.singletonInstance<adjutant::ui::BattleSession *>(
                qmlTypeId("Adjutant", 1, 0, "BattleSession"));
            if (!session)
                return EXIT_FAILURE;
            bool ok = false;
            if (!battlePath.isEmpty()) {
                adjutant::battle::BattleFile::Opened opened = opening.get();
                // A demo goes on where it was left, if the battle played last was that demo.
                if (options.demo.isEmpty() || (opened.battle && opened.battle->scenario().id == options.demo))
                    ok = session->adoptOpened(std::move(opened), battlePath);
            }
            if (!ok && !options.demo.isEmpty())
                ok = session->startNew(u":/scenarios/" + options.demo + u".json");
            mark("battle shown");
            if (!ok) {
                std::fprintf(stderr, "adjutant: %s\n", qPrintable(session->error()));
                return EXIT_FAILURE;
            }
        }
    }
    auto *window = qobject_cast<QQuickWindow *>(root ? root.get() : engine.rootObjects().value(0));
    if (!window)
        return EXIT_FAILURE;
    // The icon reads an SVG through a plugin: not worth delaying the first frame for.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [] { QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/adjutant.svg"))); },
        Qt::ConnectionType(Qt::SingleShotConnection | Qt::QueuedConnection));
    if (options.firstFrameExit || options.printFirstFrame || !options.grabPath.isEmpty())
        watchFrames(window, options, sinceStart);
    return QGuiApplication::exec();
}
