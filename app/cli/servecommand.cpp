// adjutant-cli serve: a battle hosted for the phones at the table, over the LAN (docs/LAN.md).

#include "cli.h"

#include "host.h"
#include "seatbook.h"
#include "table.h"

#include "battle/livebattle.h"

#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace adjutant::cli {

using namespace adjutant::battle;

namespace {

// SIGINT and SIGTERM end the serving cleanly: the handler only writes a byte to a pipe, which the
// event loop reads and quits on (the battle's files are synced after every action anyway).
int g_signalPipe[2] = {-1, -1};

void onStopSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_signalPipe[0], &byte, 1);
}

bool quitOnStopSignals()
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0)
        return false;
    auto *notifier = new QSocketNotifier(g_signalPipe[1], QSocketNotifier::Read, qApp);
    QObject::connect(notifier, &QSocketNotifier::activated, qApp, [] {
        char byte = 0;
        [[maybe_unused]] const ssize_t read = ::read(g_signalPipe[1], &byte, 1);
        QCoreApplication::quit();
    });
    struct sigaction action {
    };
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return ::sigaction(SIGINT, &action, nullptr) == 0 && ::sigaction(SIGTERM, &action, nullptr) == 0;
}

int serveCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Host a battle for the phones at the table, over the local network (plain HTTP: nothing is "
                "encrypted). Prints the address to open and the PIN to enter, each on a line of its own, "
                "then the umpire's code: the phone that enters it with the PIN takes the umpire's seat and "
                "gives the others theirs. Serves until stopped (Ctrl+C)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The battle file."));
    parser.addOption({QStringLiteral("bind"),
                      Cli::tr("The address to listen on (default: every IPv4 address of this machine)."),
                      QStringLiteral("ADDR")});
    parser.addOption({QStringLiteral("port"),
                      Cli::tr("The port to listen on (default 8765; 0: any free one)."), QStringLiteral("N"),
                      QStringLiteral("8765")});
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give a battle file"));
    const std::optional<int> port = intOption(parser, QStringLiteral("port"), invocation, &status);
    if (!port)
        return status;
    if (*port < 0 || *port > 65535)
        return usageError(invocation, Cli::tr("--port needs a number from 0 to 65535"));
    QHostAddress bind(QHostAddress::AnyIPv4);
    if (parser.isSet(QStringLiteral("bind")) && !bind.setAddress(parser.value(QStringLiteral("bind"))))
        return usageError(
            invocation,
            Cli::tr("--bind needs an IP address, not %1").arg(parser.value(QStringLiteral("bind"))));
    const QString path = parser.positionalArguments().first();
    const std::unique_ptr<LiveBattle> live = openLiveBattle(invocation, path, &status);
    if (!live)
        return status;
    lan::SeatBook book;
    QString error;
    if (!book.load(lan::SeatBook::pathFor(path), &error))
        printError(Cli::tr("adjutant-cli serve: warning: %1").arg(error));
    const QString pin = lan::PinGuard::freshDigits(6);
    const QString umpireCode = lan::PinGuard::freshDigits(10);
    lan::Table table(*live, book, {pin, umpireCode, {}});
    QObject::connect(&table, &lan::Table::seatsNotKept, [](const QString &why) {
        printError(Cli::tr("adjutant-cli serve: warning: %1").arg(why));
    });
    lan::Host host(table);
    if (!host.listen(bind, quint16(*port), &error)) {
        printError(Cli::tr("adjutant-cli serve: cannot listen on %1 port %2: %3")
                       .arg(bind.toString(), QString::number(*port), error));
        return CheckFailed;
    }
    if (!quitOnStopSignals())
        printError(Cli::tr("adjutant-cli serve: warning: Ctrl+C will not stop it cleanly"));
    //: adjutant-cli serve: the address, the PIN and the umpire's code each on a line of its own
    printText(host.joinAddress() + u'\n' + Cli::tr("PIN %1").arg(pin) + u'\n'
              + Cli::tr("Umpire's code %1").arg(umpireCode));
    fflush(stdout);
    QCoreApplication::exec();
    return Ok;
}

} // namespace

QList<Command> serveCommands()
{
    return {
        {QStringLiteral("serve"), Cli::tr("Host a battle for phones on the local network."), serveCommand},
    };
}

} // namespace adjutant::cli
