// adjutant: the Qt Quick app players use at the table.
#include "appearance.h"
#include "appwindow.h"
#include "battlesession.h"
#include "singletons.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"
#include "translationloader.h"

#include <QElapsedTimer>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextStream>
#include <QUrl>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <future>
#include <optional>
#include <thread>

#ifdef ADJUTANT_WARM_UP_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

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
        else if (!args[i].startsWith(u'-')) // the file a file manager or a desktop file passes
            o.battlePath = args[i];
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
// for input, which on a battle comes a moment later (AppWindow); grabs and quits as asked.
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

// fontconfig reads its whole configuration the first time anything asks for a font: about a
// third of what the GUI thread does before the first frame. Started on a thread of its own at the
// top of main(), it runs while Qt and the window start up; Qt later finds it done. The same
// configuration is read, only sooner.
class FontconfigWarmUp
{
public:
    FontconfigWarmUp()
    {
#ifdef ADJUTANT_WARM_UP_FONTCONFIG
        m_thread = std::thread([] { FcInit(); });
#endif
    }
    ~FontconfigWarmUp()
    {
        waitUntilDone();
    }
    FontconfigWarmUp(const FontconfigWarmUp &) = delete;
    FontconfigWarmUp &operator=(const FontconfigWarmUp &) = delete;

    // Before Qt first asks for a font, so that fontconfig does not read its configuration twice.
    void waitUntilDone()
    {
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    std::thread m_thread;
};

bool hasArgument(int argc, char *argv[], const char *argument)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], argument) == 0)
            return true;
    return false;
}

// Printed before anything needs a display, so that it works anywhere (help2man makes the manual
// page from it). Only what a player or an umpire uses; the start-up yardsticks are for developers.
void printUsage()
{
    std::fputs("Usage: adjutant [FILE]\n"
               "  or:  adjutant --demo SCENARIO\n"
               "\n"
               "Adjutant does the staff work of a horse-and-musket miniature wargame beside the table:\n"
               "unit returns, every test with its modifiers and exact odds, dice rolled or typed in,\n"
               "and a journal of the battle. Started without a file, it opens on its home screen.\n"
               "\n"
               "Options:\n"
               "  FILE                 open this battle (a .adjutant file; FILE.journal beside it)\n"
               "  --battle FILE        the same\n"
               "  --demo SCENARIO      play a built-in demo battle (kgcwo-demo, nap-igougo-demo,\n"
               "                       chosen-men-demo, brigade-demo), going on with it if it\n"
               "                       was the battle played last\n"
               "  -h, --help           show this help and exit\n"
               "  --version            show the version and exit\n"
               "\n"
               "Environment:\n"
               "  ADJUTANT_SEED=N      fix the shuffles and the dice (for tests and bug reports)\n"
               "  QT_QPA_PLATFORM=offscreen   run without a display\n"
               "\n"
               "Battles, rulesets and scenarios are kept in ~/.local/share/Adjutant. Without a\n"
               "screen, adjutant-cli does the same work: adjutant-cli --help.\n",
               stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (hasArgument(argc, argv, "--help") || hasArgument(argc, argv, "-h")) {
        printUsage();
        return EXIT_SUCCESS;
    }
    if (hasArgument(argc, argv, "--version")) {
        std::puts("adjutant " ADJUTANT_VERSION);
        return EXIT_SUCCESS;
    }
    if (!haveDisplay()) {
        std::fputs("adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                   "Adjutant's window needs a graphical session. Without one, use the command-line "
                   "tool: adjutant-cli --help\n"
                   "(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)\n",
                   stderr);
        return EXIT_FAILURE;
    }
    // Not for the bare yardstick window, which shows no text.
    std::optional<FontconfigWarmUp> fontconfig;
    if (!hasArgument(argc, argv, "--empty-window"))
        fontconfig.emplace();

    QGuiApplication app(argc, argv);
    adjutant::AppFolders::nameApplication();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Adjutant"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(ADJUTANT_APP_ID));
    adjutant::installTranslations(app);
    adjutant::ui::applyAppearance();

    const LaunchOptions options = readOptions(QCoreApplication::arguments());
    // Before the last battle is looked for: it may be among them.
    const auto moved = adjutant::ui::BattleSession::moveOldBattles();
    if (!moved.leftBehind.isEmpty())
        std::fprintf(
            stderr, "adjutant: %d file(s) could not be moved to %s: see %s\n", int(moved.leftBehind.size()),
            qPrintable(adjutant::AppFolders::battles()),
            qPrintable(moved.notePath.isEmpty() ? adjutant::AppFolders::oldBattles() : moved.notePath));
    // ADJUTANT_TRACE_STARTUP=1 prints where the start-up time goes.
    const bool trace = qEnvironmentVariableIsSet("ADJUTANT_TRACE_STARTUP");
    const auto mark = [&](const char *what) {
        if (trace)
            std::fprintf(stderr, "startup %-20s %7.1f ms\n", what, double(sinceStart.nsecsElapsed()) / 1e6);
    };
    mark("application");

    if (options.emptyWindow) {
        // The yardstick for start-up time: a bare Qt Quick window from QML, started the same way.
        QQmlApplicationEngine engine;
        engine.loadData(qEnvironmentVariableIsSet("ADJUTANT_EMPTY_QML")
                            ? qgetenv("ADJUTANT_EMPTY_QML")
                            : QByteArray("import QtQuick\nWindow { width: 1280; height: 800; visible: true; "
                                         "color: \"#11151c\" }"));
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
        if (!window)
            return EXIT_FAILURE;
        if (options.firstFrameExit || options.printFirstFrame)
            watchFrames(window, options, sinceStart);
        return QGuiApplication::exec();
    }

    // A battle named on the command line (or the demo played last) is the first page built.
    const bool startOnBattle = !options.battlePath.isEmpty() || !options.demo.isEmpty();
    QString battlePath = options.battlePath;
    if (startOnBattle && battlePath.isEmpty())
        battlePath = adjutant::ui::BattleSession::lastBattlePath();

    // What the first frame shows is made before any QML: QML gets these same objects as its
    // singletons once its engine is made. Declared before the engine and the window, which use
    // them, so that they go last.
    adjutant::ui::Preferences preferences;
    adjutant::ui::Theme theme(&preferences);
    adjutant::ui::BattleSession session;
    std::unique_ptr<QQmlEngine> engine;
    adjutant::ui::AppWindow window(&theme);
    QObject::connect(&window, &adjutant::ui::AppWindow::failed, &app, [](const QString &errors) {
        std::fprintf(stderr, "adjutant: %s\n", qPrintable(errors));
        QCoreApplication::exit(EXIT_FAILURE);
    });
    const auto loadScreens = [&] {
        engine = std::make_unique<QQmlEngine>();
        engine->addImportPath(QStringLiteral("qrc:/qt/qml")); // Qt 6.4 does not add it by itself
        QObject::connect(engine.get(), &QQmlEngine::quit, &app, &QCoreApplication::quit,
                         Qt::QueuedConnection);
        QObject::connect(engine.get(), &QQmlEngine::exit, &app, &QCoreApplication::exit,
                         Qt::QueuedConnection);
        adjutant::ui::FirstFrameObjects::handTo(engine.get(), &preferences, &theme, &session);
        window.loadScreens(engine.get(), startOnBattle);
        mark("screens loading");
    };

    if (startOnBattle) {
        // The first frame waits on the battle, the font database and its own painting. The battle
        // is read on a helper thread while this one sets up the fonts (fontconfig has been
        // reading its configuration since main() began).
        using adjutant::battle::LiveBattle;
        std::future<LiveBattle::Opening> opening;
        if (!battlePath.isEmpty())
            opening = std::async(std::launch::async, [battlePath] {
                return LiveBattle::open(battlePath, LiveBattle::Access::Write,
                                        LiveBattle::OnDamage::PlayOnInACopy);
            });
        fontconfig->waitUntilDone();
        QFontDatabase::families();
        mark("fonts");
        bool ok = false;
        if (opening.valid()) {
            LiveBattle::Opening opened = opening.get();
            // A demo goes on where it was left, if the battle played last was that demo.
            if (options.demo.isEmpty()
                || (opened.live && opened.live->battle().scenario().id == options.demo))
                ok = session.adopt(std::move(opened));
        }
        if (!ok && !options.demo.isEmpty())
            ok = session.startNew(u":/scenarios/" + options.demo + u".json");
        mark("battle");
        if (!ok) {
            std::fprintf(stderr, "adjutant: %s\n", qPrintable(session.error()));
            return EXIT_FAILURE;
        }
        window.showGlance(&session);
        // The screens start loading once the glance is out.
        QObject::connect(&window, &QQuickWindow::frameSwapped, &app, loadScreens,
                         Qt::ConnectionType(Qt::SingleShotConnection | Qt::QueuedConnection));
    } else {
        fontconfig->waitUntilDone();
        loadScreens();
    }
    // The icon reads an SVG through a plugin: not worth delaying the first frame for.
    QObject::connect(
        &window, &QQuickWindow::frameSwapped, &window,
        [] { QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/adjutant.svg"))); },
        Qt::ConnectionType(Qt::SingleShotConnection | Qt::QueuedConnection));
    if (options.firstFrameExit || options.printFirstFrame || !options.grabPath.isEmpty())
        watchFrames(&window, options, sinceStart);
    return QGuiApplication::exec();
}
