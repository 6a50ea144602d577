// charge: a ruleset's procedures (a charge to the end of its melee) from the command line.
#include "cli.h"
#include "rulesoutput.h"
#include "text/punctuation.h"

#include "battle/restrictions.h"
#include "dice/facequeue.h"
#include "dice/probabilitytext.h"
#include "dice/randomsource.h"
#include "rules/inputvocabulary.h"
#include "rules/procedure.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace adjutant::cli {

using namespace adjutant::rules;

namespace {

const char *kChargeHelp = QT_TRANSLATE_NOOP(
    "Cli",
    "Runs one of a ruleset's procedures (by default \"charge\") from the declaration to its end:\n"
    "whether the charge may go in (with the rule that forbids it), the responses the target may\n"
    "choose at that distance (with the condition that allows or bars each), and the exact chance\n"
    "of every ending for each response, side by side. With --response the procedure is resolved\n"
    "with the faces given (--dice, in the order the dice are read: the charge rules' test if one\n"
    "is needed, the target's check on being charged, the response's dice, then the melee: the\n"
    "charger's dice and the defender's saves and checks, then the defender's dice and the\n"
    "charger's saves and checks, then the tests the melee's result triggers) or rolled (--seed).\n"
    "Where the faces run out, the tests still waiting are listed in order: the queue. The umpire\n"
    "may pass over a test the rules trigger with --skip STEP (its step path, as listed).\n"
    "--simulate N rolls the procedure N times with --seed and sets what happened beside the exact\n"
    "odds. --thorough works the odds out as the charge sheet does once it has shown an estimate:\n"
    "with a far larger budget (some seconds), exact where that reaches, else from many more runs.\n"
    "\n"
    "The situation is the one 'resolve' reads, with the charger as actor, the charged unit as\n"
    "target and the distance in inches: {\"actor\": {...}, \"target\": {...},\n"
    "\"distance\": 8}. \"tests\": {\"melee@actor\": {\"ticked\": [...]}} ticks a\n"
    "modifier for the charger's melee dice only (\"melee@target\" for the defender's). Other units\n"
    "the procedure names go under \"roles\" by role: {\"roles\": {\"gun\": {...}}} (the brigade\n"
    "rules' supported gun).\n"
    "\n"
    "JSON answer (--json), keys kept stable:\n"
    "  ruleset {id, version}, procedure, inputs {id: value}, allowed, refusal,\n"
    "  responses [{id, name, explain, available, reason, exact, simulatedRuns,\n"
    "              odds [{ending, name, probability, low, high}], ms}]\n"
    "  run {response, ending, endingName, complete, facesUsed, winner, loser, pendingStep,\n"
    "       steps [{path, name, test, actor, target, skipped, note, resolution}],\n"
    "       queue [{test, name, count, why, actor, target, odds}], units, errors}\n"
    "  simulation {runs, seed, endings [{ending, exact, estimated, observed, standardErrors}]}\n"
    "Odds too costly to work out exactly are estimated from simulated runs (seeded by the question,\n"
    "so the same question gets the same answer): exact is false, simulatedRuns says how many,\n"
    "and low and high bound each chance's 95 % interval (both equal the chance when exact).\n"
    "Exit status: 0 done (complete or waiting for dice), 1 the ruleset is broken, 2 bad arguments.");

QJsonArray endingsJson(const QList<EndingOdds> &odds)
{
    QJsonArray out;
    for (const EndingOdds &e : odds)
        out.append(QJsonObject{{QStringLiteral("ending"), e.ending},
                               {QStringLiteral("name"), e.name},
                               {QStringLiteral("probability"), e.probability},
                               {QStringLiteral("low"), e.low},
                               {QStringLiteral("high"), e.high}});
    return out;
}

// A chance as the table reads it: the user's digits and decimal sign, the "%" as the language
// places it ("40.8%", "40,8 %").
QString percent(double p)
{
    return dice::percentText(p);
}

QJsonObject unitsJson(const Ruleset &rs, const QHash<QString, UnitState> &units)
{
    QJsonObject out;
    const Evaluator ev(rs, Situation());
    for (auto it = units.begin(); it != units.end(); ++it) {
        QJsonObject fields;
        for (const Field &f : rs.fields)
            fields.insert(f.id, QJsonValue::fromVariant(ev.fieldValue(*it, f.id)));
        fields.insert(QStringLiteral("removed"), it->removed);
        out.insert(it.key(), fields);
    }
    return out;
}

// Each response the target may choose at the declaration, with the chance of every ending as
// core works it out for all of them side by side (ProcedureRunner::oddsByResponse): as JSON and as
// lines of text. False, with the error, when a response's odds could not be worked out.
bool describeResponses(const ProcedureRunner &runner, const ProcedureRequest &req,
                       const ProcedureRun &declared, QJsonArray *responses, QStringList *text, QString *error)
{
    const QList<ResponseOdds> oddsByResponse = runner.oddsByResponse(req);
    for (const ResponseChoice &c : declared.responses) {
        QJsonObject r{{QStringLiteral("id"), c.id},
                      {QStringLiteral("name"), c.doc.name},
                      {QStringLiteral("explain"), c.doc.explain},
                      {QStringLiteral("available"), c.available},
                      {QStringLiteral("reason"), c.reason}};
        const auto found = std::find_if(oddsByResponse.begin(), oddsByResponse.end(),
                                        [&](const ResponseOdds &o) { return o.response == c.id; });
        if (c.available && found != oddsByResponse.end()) {
            if (!found->error.isEmpty()) {
                *error = found->error;
                return false;
            }
            const QList<EndingOdds> &odds = found->endings;
            const int simulated = odds.isEmpty() ? 0 : odds.first().simulated;
            r.insert(QStringLiteral("exact"), simulated == 0);
            r.insert(QStringLiteral("simulatedRuns"), simulated);
            r.insert(QStringLiteral("odds"), endingsJson(odds));
            r.insert(QStringLiteral("ms"), std::round(found->ms * 10) / 10);
            QStringList said;
            for (const EndingOdds &e : odds)
                said.append(e.estimated()
                                ? Cli::tr("%1 about %2 (%3 to %4)")
                                      .arg(e.name, percent(e.probability), percent(e.low), percent(e.high))
                                : QStringLiteral("%1 %2").arg(e.name, percent(e.probability)));
            text->append(u"  "_qs + text::Punctuation::labelled(c.doc.name, said.join(QStringLiteral(", "))));
            if (simulated)
                text->append(QStringLiteral("    ")
                             + Cli::tr("estimated from %n simulated run(s), each chance within the range "
                                       "given 19 times in 20: too many ways to work them all out",
                                       "", simulated));
        } else {
            text->append(Cli::tr("  %1: not offered, %2").arg(c.doc.name, c.reason));
        }
        responses->append(r);
    }
    return true;
}

// The procedure rolled `runs` times with the seed, what happened set beside the odds; nothing,
// with the error, when the odds could not be worked out.
std::optional<QJsonObject> simulate(const ProcedureRunner &runner, const ProcedureRequest &req, int runs,
                                    quint64 seed, QStringList *text, QString *error)
{
    const QList<EndingOdds> exact = runner.odds(req, error);
    if (!error->isEmpty())
        return std::nullopt;
    dice::SeededRandomSource rolling(seed);
    QHash<QString, int> seen;
    for (int i = 0; i < runs; ++i) {
        QList<int> rolled;
        const ProcedureRun one = runner.run(req, dice::FaceQueue::rolling(rolling, &rolled));
        ++seen[one.ending];
    }
    QJsonArray endings;
    text->append(Cli::tr("%1 runs with seed %2:").arg(runs).arg(seed));
    for (const EndingOdds &e : exact) {
        const double observed = double(seen.value(e.ending)) / runs;
        const double se = std::sqrt(e.probability * (1 - e.probability) / runs);
        const double z = se > 0 ? (observed - e.probability) / se : 0;
        endings.append(QJsonObject{{QStringLiteral("ending"), e.ending},
                                   {QStringLiteral("exact"), e.probability},
                                   {QStringLiteral("estimated"), e.estimated()},
                                   {QStringLiteral("observed"), observed},
                                   {QStringLiteral("standardErrors"), z}});
        // Odds past the budget are themselves an estimate: say so, not "exact".
        text->append((e.estimated() ? Cli::tr("  %1: estimated %2, rolled %3 (%4 standard errors)")
                                    : Cli::tr("  %1: exact %2, rolled %3 (%4 standard errors)"))
                         .arg(e.name, percent(e.probability), percent(observed), QString::number(z, 'f', 2)));
        seen.remove(e.ending);
    }
    for (auto it = seen.begin(); it != seen.end(); ++it)
        endings.append(QJsonObject{{QStringLiteral("ending"), it.key()},
                                   {QStringLiteral("exact"), 0},
                                   {QStringLiteral("observed"), double(it.value()) / runs}});
    return QJsonObject{{QStringLiteral("runs"), runs},
                       {QStringLiteral("seed"), QString::number(seed)},
                       {QStringLiteral("endings"), endings}};
}

// What the procedure did with the faces given: each step, the tests still waiting, the units.
QJsonObject runJson(const Ruleset &rs, const ProcedureRequest &req, const ProcedureRun &run,
                    QStringList *text)
{
    QJsonArray steps;
    text->append(Cli::tr("%1:").arg(rs.procedure(req.procedure)->response(req.response)
                                        ? rs.procedure(req.procedure)->response(req.response)->doc.name
                                        : req.response));
    for (const ProcedureStepRecord &st : run.steps) {
        QJsonObject o{{QStringLiteral("path"), st.path},       {QStringLiteral("name"), st.name},
                      {QStringLiteral("test"), st.test},       {QStringLiteral("actor"), st.actorId},
                      {QStringLiteral("target"), st.targetId}, {QStringLiteral("skipped"), st.skipped},
                      {QStringLiteral("note"), st.note}};
        if (!st.resolution.steps.isEmpty())
            o.insert(QStringLiteral("resolution"), resolutionJson(rs, st.test, st.resolution));
        steps.append(o);
        text->append(QStringLiteral("  [%1] %2 (%3%4)%5")
                         .arg(st.path, st.name, st.actorId,
                              st.targetId.isEmpty() ? QString() : QStringLiteral(" → ") + st.targetId,
                              st.note.isEmpty() ? QString() : text::Punctuation::colon() + st.note));
        if (!st.resolution.steps.isEmpty())
            for (const QString &line : resolutionText(rs, st.resolution).split(u'\n', Qt::SkipEmptyParts))
                text->append(QStringLiteral("      ") + line);
    }
    QJsonArray queue;
    for (const PendingTest &p : run.queue) {
        QJsonObject o = setupJson(p.setup);
        o.insert(QStringLiteral("count"), p.count);
        o.insert(QStringLiteral("why"), p.why);
        queue.append(o);
        text->append(Cli::tr("  waiting: %1 ×%2 (%3 → %4)")
                         .arg(p.setup.test ? p.setup.test->doc.name : QString(), QString::number(p.count),
                              p.setup.actorId, p.setup.targetId));
    }
    return QJsonObject{{QStringLiteral("response"), run.response},
                       {QStringLiteral("ending"), run.ending},
                       {QStringLiteral("endingName"), run.endingName},
                       {QStringLiteral("complete"), run.complete()},
                       {QStringLiteral("facesUsed"), run.facesUsed},
                       {QStringLiteral("winner"), run.winnerId},
                       {QStringLiteral("loser"), run.loserId},
                       {QStringLiteral("pendingStep"), run.pendingPath},
                       {QStringLiteral("steps"), steps},
                       {QStringLiteral("queue"), queue},
                       {QStringLiteral("units"), unitsJson(rs, run.units)},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(run.errors)}};
}

// The charge command's options, --json aside.
void addChargeOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("ruleset"), Cli::tr("Ruleset id or file."), QStringLiteral("ID|PATH")});
    parser.addOption({QStringLiteral("situation"), Cli::tr("Situation JSON file, or - for standard input."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("procedure"), Cli::tr("The procedure's id (charge unless given)."),
                      QStringLiteral("ID")});
    parser.addOption(
        {QStringLiteral("response"), Cli::tr("The target's response, to resolve it."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("dice"),
                      Cli::tr("Faces read off real dice, in the order they are used."),
                      QStringLiteral("FACES")});
    parser.addOption(
        {QStringLiteral("seed"), Cli::tr("Roll every die with this seed."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("skip"),
                      Cli::tr("Pass over a triggered test (the umpire's call; repeatable)."),
                      QStringLiteral("STEP")});
    parser.addOption({QStringLiteral("simulate"),
                      Cli::tr("Roll the procedure this many times (with --seed)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("thorough"),
                      Cli::tr("Work the odds out with the budget the charge sheet's second pass takes.")});
    parser.addOption({QStringLiteral("option"), Cli::tr("Set an interpretation option (repeatable)."),
                      QStringLiteral("KEY=VALUE")});
}

// The faces the procedure is resolved with: rolled with the seed (--seed), typed (--dice), or none.
// With `badFace` set to a token of --dice that is not a number.
FaceSupplier facesAsked(const QCommandLineParser &parser, quint64 seed, QString *badFace)
{
    if (parser.isSet(QStringLiteral("seed"))) {
        auto source = std::make_shared<dice::SeededRandomSource>(seed);
        return [source](int sides) -> std::optional<int> { return source->roll(sides); };
    }
    if (!parser.isSet(QStringLiteral("dice")))
        return dice::FaceQueue::of({});
    QList<int> typed;
    for (const QString &token :
         parser.value(QStringLiteral("dice"))
             .split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        typed.append(token.toInt(&ok));
        if (!ok) {
            *badFace = token;
            return dice::FaceQueue::of({});
        }
    }
    return [queue = std::make_shared<dice::FaceQueue>(typed, dice::FaceQueue::Reading::AsTyped)](int sides) {
        return queue->next(sides);
    };
}

// The request the options ask for: its procedure, the situation and the steps skipped; nothing,
// with `status` set, when they do not fit the ruleset.
std::optional<ProcedureRequest> requestAsked(const Invocation &invocation, const QCommandLineParser &parser,
                                             const Ruleset &rs, const Situation &situation, int *status)
{
    ProcedureRequest req;
    req.procedure = parser.isSet(QStringLiteral("procedure")) ? parser.value(QStringLiteral("procedure"))
                                                              : QStringLiteral("charge");
    if (!rs.procedure(req.procedure)) {
        *status = usageError(invocation, Cli::tr("%1 has no procedure \"%2\"").arg(rs.id, req.procedure));
        return std::nullopt;
    }
    if (const Procedure *p = rs.procedure(req.procedure); situation.inputs.contains(u"distance"_qs)
        && std::none_of(p->inputs.begin(), p->inputs.end(),
                        [](const ProcedureInput &in) { return in.input.id == u"distance"; })) {
        *status = usageError(invocation, Cli::tr("distance: %1 measures no distance").arg(p->doc.name));
        return std::nullopt;
    }
    req.situation = situation;
    if (const QString unknown
        = InputVocabulary::forProcedure(rs, *rs.procedure(req.procedure)).unknownIn(req.situation);
        !unknown.isEmpty()) {
        *status = usageError(invocation, unknown);
        return std::nullopt;
    }
    for (const QString &skip : parser.values(QStringLiteral("skip"))) {
        if (!rs.procedure(req.procedure)->step(skip)) {
            *status
                = usageError(invocation, Cli::tr("--skip: %1 has no step \"%2\"").arg(req.procedure, skip));
            return std::nullopt;
        }
        req.skipped.insert(skip);
    }
    return req;
}

// The declaration as JSON, and its lines of text in `text`: may it go, the inputs it read, and
// what is not checked without a battle.
QJsonObject declarationJson(const Ruleset &rs, const ProcedureRequest &req, const ProcedureRun &declared,
                            const QStringList &unchecked, QStringList *text)
{
    QJsonObject out{{QStringLiteral("ruleset"),
                     QJsonObject{{QStringLiteral("id"), rs.id}, {QStringLiteral("version"), rs.version}}},
                    {QStringLiteral("procedure"), req.procedure},
                    {QStringLiteral("allowed"), declared.allowed},
                    {QStringLiteral("refusal"), declared.refusal}};
    QJsonObject inputs;
    for (auto it = declared.values.begin(); it != declared.values.end(); ++it)
        inputs.insert(it.key(), it.value());
    out.insert(QStringLiteral("inputs"), inputs);
    out.insert(QStringLiteral("unchecked"), QJsonArray::fromStringList(unchecked));
    text->append(
        declared.allowed
            ? Cli::tr("%1: allowed").arg(rs.procedure(req.procedure)->doc.name)
            : Cli::tr("%1: refused (%2)").arg(rs.procedure(req.procedure)->doc.name, declared.refusal));
    if (!unchecked.isEmpty())
        text->append(
            Cli::tr("Not checked without a battle: %1").arg(unchecked.join(text::Punctuation::semicolon())));
    return out;
}

int chargeCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(kChargeHelp));
    addChargeOptions(parser);
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    for (const char *required : {"ruleset", "situation"})
        if (!parser.isSet(QString::fromLatin1(required)))
            return usageError(invocation, Cli::tr("--%1 is required").arg(QString::fromLatin1(required)));
    if (parser.isSet(QStringLiteral("dice")) && parser.isSet(QStringLiteral("seed")))
        return usageError(invocation, Cli::tr("--dice and --seed exclude each other"));
    if (parser.isSet(QStringLiteral("simulate"))
        && (!parser.isSet(QStringLiteral("seed")) || !parser.isSet(QStringLiteral("response"))))
        return usageError(invocation, Cli::tr("--simulate needs --seed and --response"));
    Loaded loaded = loadRuleset(invocation, parser.value(QStringLiteral("ruleset")));
    if (!loaded.ruleset)
        return loaded.status;
    const Ruleset &rs = *loaded.ruleset;
    const std::optional<Situation> situation
        = loadSituation(invocation, rs, parser.value(QStringLiteral("situation")),
                        parser.values(QStringLiteral("option")), &status);
    if (!situation)
        return status == Ok ? UsageError : status;
    std::optional<ProcedureRequest> asked = requestAsked(invocation, parser, rs, *situation, &status);
    if (!asked)
        return status;
    ProcedureRequest req = *asked;
    const QStringList unchecked = battle::Restrictions::uncheckedWithoutBattle(rs, req.procedure);
    quint64 seed = 0;
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return usageError(invocation, Cli::tr("--seed needs a whole number"));
    }
    ProcedureRunner runner(rs);
    if (parser.isSet(QStringLiteral("thorough")))
        runner.setOddsBudget(OddsBudget::thorough());
    const bool json = parser.isSet(QStringLiteral("json"));

    // The declaration: may it go, what may the target do, and how each would end.
    const ProcedureRun declared = runner.run(req, dice::FaceQueue::of({}));
    if (!declared.errors.isEmpty())
        return usageError(
            invocation,
            withInputIds(declared.errors.join(text::Punctuation::semicolon()),
                         InputVocabulary::forProcedure(rs, *rs.procedure(req.procedure)).inputsNamed()));
    QStringList text;
    QJsonObject out = declarationJson(rs, req, declared, unchecked, &text);
    QJsonArray responses;
    if (QString error; !describeResponses(runner, req, declared, &responses, &text, &error))
        return usageError(invocation, error);
    out.insert(QStringLiteral("responses"), responses);

    if (parser.isSet(QStringLiteral("response"))) {
        req.response = parser.value(QStringLiteral("response"));
        QString badFace;
        const FaceSupplier faces = facesAsked(parser, seed, &badFace);
        if (!badFace.isEmpty())
            return usageError(invocation, Cli::tr("--dice: '%1' is not a die face").arg(badFace));
        if (parser.isSet(QStringLiteral("simulate"))) {
            bool ok = false;
            const int runs = parser.value(QStringLiteral("simulate")).toInt(&ok);
            if (!ok || runs < 1)
                return usageError(invocation, Cli::tr("--simulate needs a number of runs"));
            QString error;
            const std::optional<QJsonObject> simulation = simulate(runner, req, runs, seed, &text, &error);
            if (!simulation)
                return usageError(invocation, error);
            out.insert(QStringLiteral("simulation"), *simulation);
        } else {
            const ProcedureRun run = runner.run(req, faces);
            out.insert(QStringLiteral("run"), runJson(rs, req, run, &text));
            if (!run.ending.isEmpty())
                text.append(Cli::tr("Ending: %1").arg(run.endingName));
            for (const QString &e : run.errors)
                printError(QStringLiteral("adjutant-cli %1: %2").arg(invocation.command, e));
            if (!run.errors.isEmpty()) {
                if (json)
                    printJson(QJsonDocument(out));
                else
                    printText(text.join(u'\n'));
                return UsageError;
            }
        }
    }
    if (json)
        printJson(QJsonDocument(out));
    else
        printText(text.join(u'\n'));
    return Ok;
}

} // namespace

QList<Command> procedureCommands()
{
    return {
        {QStringLiteral("charge"),
         Cli::tr("A charge from declaration to melee: responses, odds side by side, resolution."),
         chargeCommand},
    };
}

} // namespace adjutant::cli
