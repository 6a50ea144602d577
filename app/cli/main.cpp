// adjutant-cli: the headless front end over the same core as the app.
#include "cli.h"

#include "heapsettings.h"
#include "translationloader.h"

#include "files/appfolders.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstring>
#include <memory>

using namespace adjutant::cli;

static QString overview(const QList<Command> &commands)
{
    QString text = Cli::tr("Usage: adjutant-cli COMMAND [OPTIONS]\n\n"
                           "Adjutant's staff work without a screen: dice, odds, rulesets and their tests, "
                           "battles and their journals.\n\nCommands:\n");
    for (const Command &c : commands)
        text += QStringLiteral("  %1  %2\n").arg(c.name.leftJustified(8), c.summary);
    text += Cli::tr("\n'adjutant-cli help COMMAND' or 'adjutant-cli COMMAND --help' explains one "
                    "command. Every command takes --json.\nExit status: 0 done, 1 a check found "
                    "problems, 2 bad arguments.");
    return text;
}

int main(int argc, char *argv[])
{
    adjutant::keepLargeBuffersInTheHeap();
    // The report draws (fonts, PDF, SVG): it needs Qt GUI, which the offscreen platform gives
    // without a screen. Every other command stays a plain console program.
    const bool draws = argc > 1 && std::strcmp(argv[1], "report") == 0;
    if (draws && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> application = draws
        ? std::make_unique<QGuiApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    adjutant::AppFolders::nameApplication();
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    adjutant::installTranslations(app);

    const QList<Command> commands = diceCommands() + rulesCommands() + procedureCommands() + battleCommands()
        + importCommands() + reportCommands() + moveCommands() + serveCommands();
    QStringList args = QCoreApplication::arguments().mid(1);

    if (args.isEmpty() || args.first() == u"--help" || args.first() == u"-h") {
        printText(overview(commands));
        return args.isEmpty() ? UsageError : Ok;
    }
    if (args.first() == u"--version") {
        printText(QStringLiteral("adjutant-cli ") + QCoreApplication::applicationVersion());
        return Ok;
    }
    if (args.first() == u"help") {
        if (args.size() < 2) {
            printText(overview(commands));
            return Ok;
        }
        args = {args.at(1), QStringLiteral("--help")};
    }
    const QString name = args.takeFirst();
    for (const Command &c : commands) {
        if (c.name == name)
            return c.run(Invocation{name, args});
    }
    printError(Cli::tr("adjutant-cli: unknown command '%1'; 'adjutant-cli --help' lists them").arg(name));
    return UsageError;
}
