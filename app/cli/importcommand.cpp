// adjutant-cli import: an order of battle written as a list or CSV, read into a scenario file.
#include "cli.h"
#include "rulesoutput.h"

#include "battle/orderofbattlelist.h"
#include "battle/scenario.h"
#include "io/boundedfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace adjutant::cli {

using namespace adjutant::battle;

namespace {

int importCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Read an order of battle written as a list (one unit a line under its commander's line, "
                "sides headed by \"side: NAME\") or as CSV with a header row, against a ruleset, and write "
                "it as a scenario file. Every line that cannot be read is reported as FILE:LINE: message, "
                "and then nothing is written. resources/rulesets/LISTS.md describes the format."));
    parser.addPositionalArgument(QStringLiteral("RULESET"), Cli::tr("Ruleset id or file."));
    parser.addPositionalArgument(QStringLiteral("LIST"),
                                 Cli::tr("The list (.txt or .csv); - reads standard input."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      Cli::tr("The scenario file to write (written whole or not at all)."),
                      QStringLiteral("FILE")});
    parser.addOption(forceOption());
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 2)
        return usageError(invocation, Cli::tr("give a ruleset and a list"));
    if (!parser.isSet(QStringLiteral("output")))
        return usageError(invocation, Cli::tr("-o FILE is required"));
    const Loaded loaded = loadRuleset(invocation, parser.positionalArguments().first());
    if (!loaded.ruleset)
        return loaded.status;
    const QString listPath = parser.positionalArguments().at(1);
    const QString output = parser.value(QStringLiteral("output"));
    QStringList read = parser.positionalArguments(); // the ruleset may be a file too
    read.removeAll(QStringLiteral("-"));
    if (!mayWrite(invocation, output, OutputPath::Writes::File, read, parser.isSet(QStringLiteral("force")),
                  &status))
        return status;
    QByteArray data;
    if (listPath == u"-") {
        // Read like a file: to its end however slowly it comes, and refused whole past the cap.
        const io::BoundedRead in = io::BoundedFile::readStandardInput(io::BoundedFile::kMaxScenarioBytes,
                                                                      Cli::tr("a list is a few KB"));
        if (!in.ok())
            return usageError(invocation, in.error);
        data = in.data;
    } else {
        const io::BoundedRead file = io::BoundedFile::read(listPath, io::BoundedFile::kMaxScenarioBytes,
                                                           Cli::tr("a list is a few KB"));
        if (!file.ok())
            return usageError(invocation, file.error);
        data = file.data;
    }
    const QString name = listPath == u"-" ? QStringLiteral("stdin") : listPath;
    const ListReadResult r = OrderOfBattleList::readFile(data, name, *loaded.ruleset);
    const bool json = parser.isSet(QStringLiteral("json"));
    QString writeError;
    const bool written = r.ok() && saveScenarioFile(output, r.json, &writeError);
    if (json) {
        QJsonArray errors;
        for (const json::FileError &e : r.errors)
            errors.append(
                QJsonObject{{QStringLiteral("line"), e.line}, {QStringLiteral("message"), e.message}});
        QJsonArray warnings;
        for (const json::FileError &w : r.warnings)
            warnings.append(
                QJsonObject{{QStringLiteral("line"), w.line}, {QStringLiteral("message"), w.message}});
        QJsonObject o{{QStringLiteral("ok"), written},
                      {QStringLiteral("errors"), errors},
                      {QStringLiteral("warnings"), warnings}};
        if (written) {
            int units = 0;
            for (const ScenarioUnit &u : r.scenario->units)
                units += u.isCommander ? 0 : 1;
            o.insert(QStringLiteral("file"), output);
            o.insert(QStringLiteral("sides"), int(r.scenario->sides.size()));
            o.insert(QStringLiteral("units"), units);
        } else if (!writeError.isEmpty()) {
            o.insert(QStringLiteral("error"), writeError);
        }
        printJson(QJsonDocument(o));
    } else {
        for (const json::FileError &w : r.warnings)
            printError(Cli::tr("%1:%2: warning: %3").arg(w.file, QString::number(w.line), w.message));
        for (const json::FileError &e : r.errors)
            printError(e.toString());
        if (!writeError.isEmpty())
            printError(QStringLiteral("adjutant-cli import: %1").arg(writeError));
        if (written)
            printText(Cli::tr("%1: sides %2, units and commanders %3")
                          .arg(output, QString::number(r.scenario->sides.size()),
                               QString::number(r.scenario->units.size())));
    }
    return written ? Ok : CheckFailed;
}

} // namespace

QList<Command> importCommands()
{
    return {
        {QStringLiteral("import"), Cli::tr("Read an order of battle list or CSV into a scenario file."),
         importCommand},
    };
}

} // namespace adjutant::cli
