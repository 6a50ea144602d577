// adjutant: the Qt Quick app players use at the table.
#include "appearance.h"
#include "battlesession.h"
#include "files/appfolders.h"
#include "heapsettings.h"
#include "incubation.h"
#include "translationloader.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlExtensionPlugin>
#include <QUrl>

#include <cstdio>
#include <cstdlib>
#include <cstring>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

namespace {

constexpr int kBadArguments = 2; // as adjutant-cli

// Qt aborts with a cryptic xcb message when there is no display; say what to do instead.
bool haveDisplay()
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return true;
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char *option : {"-h", "--help", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

const QString kDemo = QStringLiteral("demo");

// What the command line may say. Its help is also the manual page (help2man).
void describe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "main",
        "Adjutant does the staff work of a horse-and-musket miniature wargame beside the table: "
        "unit returns, every test with its modifiers and exact odds, dice rolled or typed in, and a "
        "journal of the battle. Started without a file, it opens on its home screen. Battles, "
        "rulesets and scenarios are kept in ~/.local/share/Adjutant; without a screen, adjutant-cli "
        "does the same work. ADJUTANT_SEED=N fixes the shuffles and the dice, for tests and bug reports."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(QCommandLineOption(
        kDemo,
        QCoreApplication::translate("main",
                                    "Play a built-in demo battle (%1), going on with it if it was the "
                                    "battle played last.")
            .arg(adjutant::ui::BattleSession::demoIds().join(QStringLiteral(", "))),
        QStringLiteral("id")));
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main", "A battle to open (a .adjutant file, FILE.journal beside it)."),
        QStringLiteral("[file]"));
}

int badArguments(const QString &message)
{
    std::fprintf(stderr, "adjutant: %s\n%s\n", qPrintable(message),
                 qPrintable(QCoreApplication::translate("main", "Try 'adjutant --help'.")));
    return kBadArguments;
}

} // namespace

int main(int argc, char *argv[])
{
    adjutant::keepLargeBuffersInTheHeap();
    adjutant::AppFolders::nameApplication();
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    if (asksForHelpOrVersion(argc, argv)) { // answered anywhere, with no display needed
        QCoreApplication app(argc, argv);
        adjutant::installTranslations(app);
        QCommandLineParser parser;
        describe(parser);
        if (!parser.parse(QCoreApplication::arguments()))
            return badArguments(parser.errorText());
        if (parser.isSet(QStringLiteral("version"))) {
            std::printf("adjutant %s\n", ADJUTANT_VERSION);
            return EXIT_SUCCESS;
        }
        parser.showHelp(EXIT_SUCCESS);
    }
    if (!haveDisplay()) {
        QCoreApplication app(argc, argv); // for the translations: said in the user's language
        adjutant::installTranslations(app);
        std::fputs(qPrintable(QCoreApplication::translate(
                       "main",
                       "adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                       "Adjutant's window needs a graphical session. Without one, use the command-line "
                       "tool: adjutant-cli --help\n"
                       "(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)\n")),
                   stderr);
        return EXIT_FAILURE;
    }

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Adjutant"));
    QGuiApplication::setDesktopFileName(QStringLiteral(ADJUTANT_APP_ID));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/adjutant.svg")));
    adjutant::installTranslations(app);
    // Before anything reads a setting: a settings file in a pipe's or a link's place is left alone.
    if (const QString notice = adjutant::AppFolders::guardSettings(); !notice.isEmpty())
        std::fprintf(stderr, "adjutant: %s\n", qPrintable(notice));
    adjutant::ui::applyAppearance();

    QCommandLineParser parser; // Qt's own options (-platform...) are gone from the arguments now
    describe(parser);
    if (!parser.parse(QCoreApplication::arguments()))
        return badArguments(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return badArguments(QCoreApplication::translate("main", "Open one battle at a time."));
    if (!files.isEmpty() && parser.isSet(kDemo))
        return badArguments(QCoreApplication::translate("main", "Open a battle file or a demo, not both."));
    if (parser.isSet(kDemo) && !adjutant::ui::BattleSession::isDemo(parser.value(kDemo)))
        return badArguments(
            QCoreApplication::translate("main", "There is no demo battle called %1 (there are %2).")
                .arg(parser.value(kDemo), adjutant::ui::BattleSession::demoIds().join(u", ")));

    // Before the last battle is looked for: it may be among them.
    const auto moved = adjutant::ui::BattleSession::moveOldBattles();
    if (!moved.leftBehind.isEmpty())
        std::fprintf(
            stderr, "%s\n",
            qPrintable(
                QCoreApplication::translate("main", "adjutant: %n file(s) could not be moved to %1: see %2",
                                            nullptr, int(moved.leftBehind.size()))
                    .arg(adjutant::AppFolders::battles(),
                         moved.notePath.isEmpty() ? adjutant::AppFolders::oldBattles() : moved.notePath)));

    QQmlApplicationEngine engine;
    const adjutant::ui::FrameSlicedIncubation incubation(engine); // sheets made without losing a frame
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // Qt 6.4 does not add it by itself
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(EXIT_FAILURE); }, Qt::QueuedConnection);
    const QUrl mainQml(QStringLiteral("qrc:/qt/qml/Adjutant/Main.qml"));

    // A battle named on the command line is opened before the window is made, so that its page
    // is the first one built. If it cannot be, the window opens at home and says why.
    // A battle file is read on another thread meanwhile: compiling Main.qml mostly waits on Qt's
    // type loader thread.
    if (!files.isEmpty() || parser.isSet(kDemo)) {
        QFuture<adjutant::battle::LiveBattle::Opening> reading;
        if (!files.isEmpty())
            reading = adjutant::ui::BattleSession::readForOpening(files.first());
        // Qt 6.4 registers the module's types, BattleSession among them, when Main.qml is
        // compiled (6.5's singletonInstance(uri, name) would do it itself); load() reuses it.
        const QQmlComponent compiled(&engine, mainQml);
        auto *session = engine.singletonInstance<adjutant::ui::BattleSession *>(
            qmlTypeId("Adjutant", 1, 0, "BattleSession"));
        if (session
            && !(files.isEmpty() ? session->playDemo(parser.value(kDemo))
                                 : session->open(files.first(), std::move(reading))))
            std::fprintf(stderr, "adjutant: %s\n", qPrintable(session->error()));
    }
    engine.load(mainQml);
    if (engine.rootObjects().isEmpty())
        return EXIT_FAILURE;
    return QGuiApplication::exec();
}
