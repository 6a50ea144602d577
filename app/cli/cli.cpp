#include "cli.h"

#include "rules/rulesetloader.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace adjutant::cli {

void printText(const QString &text)
{
    QTextStream out(stdout);
    out << text;
    if (!text.endsWith(u'\n'))
        out << '\n';
}

void printJson(const QJsonDocument &doc)
{
    QTextStream out(stdout);
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

void printError(const QString &text)
{
    QTextStream err(stderr);
    err << rules::oneLine(text) << '\n'; // a key or a file name never splits the message
}

int usageError(const Invocation &invocation, const QString &message)
{
    printError(QStringLiteral("adjutant-cli %1: %2").arg(invocation.command, message));
    return UsageError;
}

QString withInputIds(const QString &problems, const QString &inputsNamed)
{
    if (inputsNamed.isEmpty())
        return problems;
    //: %1: what is missing or wrong; %2: the inputs as "id (name)", comma separated
    return Cli::tr("%1 — its inputs by id: %2").arg(problems, inputsNamed);
}

QCommandLineOption jsonOption()
{
    return QCommandLineOption(QStringLiteral("json"), Cli::tr("Answer in JSON, for scripts."));
}

bool parseOrReport(QCommandLineParser &parser, const Invocation &invocation, int *exitStatus)
{
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Show this help."));
    parser.addOption(help);
    QStringList args = invocation.arguments;
    args.prepend(QStringLiteral("adjutant-cli ") + invocation.command);
    if (!parser.parse(args)) {
        *exitStatus = usageError(invocation, parser.errorText());
        return false;
    }
    if (parser.isSet(help)) {
        // Qt's usage line names the program as it was started (argv[0]); it should name the command.
        QString text = parser.helpText();
        const QString started = QCoreApplication::arguments().value(0);
        const qsizetype at = started.isEmpty() ? -1 : text.indexOf(started);
        if (at >= 0)
            text.replace(at, started.size(), args.constFirst());
        printText(text);
        *exitStatus = Ok;
        return false;
    }
    return true;
}

QCommandLineOption forceOption()
{
    return QCommandLineOption(QStringLiteral("force"),
                              Cli::tr("Replace the output file if it exists (never a battle or one of its "
                                      "files, never a file the command reads)."));
}

bool mayWrite(const Invocation &invocation, const QString &path, OutputPath::Writes writes,
              const QStringList &inputs, std::optional<bool> force, int *status)
{
    const OutputPath::Check check = OutputPath::check(path, writes, inputs);
    if (check.allows(force.value_or(false)))
        return true;
    QString message = check.reason;
    if (check.verdict == OutputPath::Verdict::Replaces)
        message = force ? Cli::tr("%1; --force replaces it").arg(check.reason)
                        : Cli::tr("%1; %2 never writes over a file: choose another name")
                              .arg(check.reason, invocation.command);
    *status = usageError(invocation, message);
    return false;
}

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name,
                             const Invocation &invocation, int *exitStatus)
{
    bool ok = false;
    const QString text = parser.value(name);
    const int value = text.toInt(&ok);
    if (!ok) {
        *exitStatus = usageError(invocation, Cli::tr("--%1 needs a whole number, not '%2'").arg(name, text));
        return std::nullopt;
    }
    return value;
}

} // namespace adjutant::cli
