#pragma once

#include "battle/battlefile.h"
#include "files/outputpath.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace adjutant::battle {
class Battle;
class LiveBattle;
} // namespace adjutant::battle

namespace adjutant::cli {

// Exit statuses, stable for scripts.
enum ExitStatus : int {
    Ok = 0,
    CheckFailed = 1, // the command ran and found a problem (e.g. a broken ruleset)
    UsageError = 2, // bad arguments
};

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// What a command is given: its own arguments (the command name first, as QCommandLineParser
// expects) and where to write.
struct Invocation {
    QString command;
    QStringList arguments;
};

struct Command {
    QString name;
    QString summary; // one line, translated
    std::function<int(const Invocation &)> run;
};

// Parses a command's options; on a mistake prints one line and returns nullopt so the command
// returns UsageError. Handles --help by printing the parser's help.
bool parseOrReport(QCommandLineParser &parser, const Invocation &invocation, int *exitStatus);

// "adjutant-cli roll: <message>" on stderr, exit status 2.
int usageError(const Invocation &invocation, const QString &message);

// What stops a test or procedure, with the ids of the inputs it reads, since a script types ids
// where the sheet shows names: "Enter distance to the target — its inputs by id: distance
// (Distance to the target)". `inputsNamed` is InputVocabulary::inputsNamed(); empty adds nothing.
QString withInputIds(const QString &problems, const QString &inputsNamed);

void printText(const QString &text); // stdout, with a final newline
void printJson(const QJsonDocument &doc);
void printError(const QString &text); // stderr, on one line (control characters escaped)

// Reads a whole number option; reports and returns nullopt when it is not one.
std::optional<int> intOption(const QCommandLineParser &parser, const QString &name,
                             const Invocation &invocation, int *exitStatus);

// Whether the command may write `path` (OutputPath::check decides): on a refusal prints why and
// sets *status to UsageError. `force` is whether --force was given, or none for a command that
// never replaces a file.
bool mayWrite(const Invocation &invocation, const QString &path, OutputPath::Writes writes,
              const QStringList &inputs, std::optional<bool> force, int *status);
// The --force option of the commands that may replace a file when asked.
QCommandLineOption forceOption();

// The JSON option every command takes.
QCommandLineOption jsonOption();

QList<Command> diceCommands();
QList<Command> rulesCommands();
QList<Command> battleCommands();
QList<Command> reportCommands();
QList<Command> procedureCommands();
QList<Command> importCommands();
QList<Command> moveCommands();
QList<Command> serveCommands();

// Opens a battle file, printing its warnings; nullptr with *status set when it cannot be opened.
std::unique_ptr<battle::Battle> openBattle(const Invocation &invocation, const QString &path, int *status,
                                           QStringList *warnings = nullptr,
                                           battle::BattleFile::For purpose = battle::BattleFile::For::Play);

// Opens a battle file to play on (journaled as it goes), printing its warnings, and how to
// recover a damaged one; nullptr with *status set when it cannot be opened.
std::unique_ptr<battle::LiveBattle> openLiveBattle(const Invocation &invocation, const QString &path,
                                                   int *status);

// odds for a test in a situation (odds --ruleset ... --test ... --situation ...).
void addTestOddsOptions(QCommandLineParser &parser);
int testOddsCommand(const Invocation &invocation, const QCommandLineParser &parser);

} // namespace adjutant::cli
