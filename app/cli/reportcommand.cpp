// report: a battle's report from its journal, as text, JSON, PDF or HTML.
#include "cli.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "report/battlereport.h"
#include "reportdocument.h"

#include <QFileInfo>
#include <QJsonObject>

namespace adjutant::cli {

namespace {

int reportCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("The battle's report, worked out from its journal: turn by turn what happened, the losses "
                "and how the units stood, and each side's dice against the exact odds. Printed as text "
                "(or --json), or written with -o to a PDF or to one self-contained HTML file."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The battle file."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      Cli::tr("Write the report to OUT: .pdf or .html."),
                      QStringLiteral("OUT")});
    parser.addOption(forceOption());
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give a battle file"));
    const QString out = parser.value(QStringLiteral("output"));
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (!out.isEmpty() && suffix != u"pdf" && suffix != u"html" && suffix != u"htm")
        return usageError(invocation, Cli::tr("the report is written as .pdf or .html, not '%1'").arg(out));
    const QString battlePath = parser.positionalArguments().first();
    if (!out.isEmpty()
        && !mayWrite(invocation, out, OutputPath::Writes::File,
                     {battlePath, battle::BattleFile::logPath(battlePath)},
                     parser.isSet(QStringLiteral("force")), &status))
        return status;

    // The report replays the journal from the start and names every entry whose state differs.
    std::unique_ptr<battle::Battle> battle
        = openBattle(invocation, battlePath, &status, nullptr, battle::BattleFile::For::ReplayFromStart);
    if (!battle)
        return status;
    const report::BattleReport report = report::ReportBuilder::build(*battle);
    for (const QString &p : report.problems)
        printError(Cli::tr("adjutant-cli report: warning: %1").arg(p));

    if (!out.isEmpty()) {
        QString error;
        const bool written = suffix == u"pdf" ? render::ReportDocument::writePdf(report, out, &error)
                                              : render::ReportDocument::writeHtml(report, out, &error);
        if (!written) {
            printError(Cli::tr("adjutant-cli report: %1 not written: %2").arg(out, error));
            return CheckFailed;
        }
    }
    if (parser.isSet(QStringLiteral("json")))
        printJson(QJsonDocument(report.toJson()));
    else if (out.isEmpty())
        printText(report.toText());
    return Ok;
}

} // namespace

QList<Command> reportCommands()
{
    return {
        {QStringLiteral("report"), Cli::tr("A battle's report: text, JSON, PDF or HTML."), reportCommand}};
}

} // namespace adjutant::cli
