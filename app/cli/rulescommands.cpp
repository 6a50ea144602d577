// rulesets, check, describe, resolve and test odds: rulesets from the command line.
#include "cli.h"
#include "describe.h"
#include "rulesoutput.h"
#include "text/punctuation.h"

#include "battle/restrictions.h"
#include "battle/scenario.h"
#include "dice/facereader.h"
#include "dice/probabilitytext.h"
#include "dice/randomsource.h"
#include "files/appfolders.h"
#include "io/boundedfile.h"
#include "rules/dicereading.h"
#include "rules/inputvocabulary.h"
#include "rules/resolver.h"
#include "rules/rulesetlibrary.h"
#include "rules/situationjson.h"
#include "rules/wording.h"
#include "json/sourcejson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTextStream>

namespace adjutant::cli {

using namespace adjutant::rules;
using adjutant::json::SourceJson;
using adjutant::json::SourceJsonError;
using adjutant::json::SourceJsonReader;

namespace {

const char *kResolveHelp = QT_TRANSLATE_NOOP(
    "Cli",
    "Resolves a test of a ruleset in a situation: every modifier with its reason, the total, what\n"
    "is needed, the dice, the outcome, its effects, and the follow-up tests in turn. Follow-ups\n"
    "are resolved while faces last (--dice, in the order the cascade reads them: the test's own\n"
    "dice, then each follow-up's); the rest are reported as pending, with their odds. --seed rolls\n"
    "every die with the app's generator instead.\n"
    "\n"
    "The situation (a file, or - for standard input) is JSON:\n"
    "  {\"actor\":  {\"id\": \"1st-foot\", \"type\": \"infantry\", \"fire\": \"C\", \"casualties\": 1},\n"
    "   \"target\": {\"id\": \"45e\", \"type\": \"infantry\"},\n"
    "   \"ticked\": [\"enfilade\"],                       toggles, for any test of the cascade\n"
    "   \"chosen\": {\"target-cover\": \"soft\"},           one-of modifiers\n"
    "   \"tests\":  {\"save-hit\": {\"chosen\": {\"cover\": \"soft\"}}},   for one test only\n"
    "   \"distance\": 6,                                 inches to the target: the range band\n"
    "   \"inputs\": {\"chargeDistance\": 8},\n"
    "   \"options\": {\"wounds-check\": \"per-casualty\"}}\n"
    "Fields left out take the ruleset's defaults ('adjutant-cli describe RULESET' lists them).\n"
    "\n"
    "JSON answer (--json), keys kept stable:\n"
    "  ruleset {id, version}, test, complete (bool), facesUsed, errors [text]\n"
    "  steps [ {test, name, depth, actor, target, why, total, need,\n"
    "           modifiers [{id, name, kind, value, applicable, active, derived, choice, side,\n"
    "                       detail, explain, ref}],\n"
    "           odds [{id, name, probability, low, high}], exact, simulatedRuns, oddsLeftOut,\n"
    "           dice [{sides, face, success, kept}],\n"
    "           value, outcome {id, name, explain}, effects [{unit, text, bookkeeping}],\n"
    "           tableRolls [{table, faces, value, row, name, explain, thenFaces, thenValue}]} ]\n"
    "  pending [ {test, name, depth, count, why, actor, target, total, need, modifiers, odds,\n"
    "             casualties [{count, probability}]} ]\n"
    "  units {id: {field: value, ..., removed}}\n"
    "Odds too costly to work out exactly are estimated from simulated rolls (seeded by the question,\n"
    "so the same question gets the same answer): exact is false, simulatedRuns says how many,\n"
    "and low and high bound each chance's 95 % interval (both equal the chance when exact);\n"
    "oddsLeftOut: the cascade's estimates had already used up their share of the work.\n"
    "Exit status: 0 resolved (complete or pending), 1 the ruleset is broken, 2 bad arguments.");

} // namespace

// Shared with the other commands on rulesets (rulesoutput.h).
Loaded loadRuleset(const Invocation &invocation, const QString &idOrPath)
{
    RulesetLoadResult r = RulesetLibrary::load(idOrPath);
    for (const RulesetError &e : r.passedOver)
        printError(Cli::tr("warning: %1").arg(e.toString()));
    if (!r.ok()) {
        if (r.errors.size() == 1 && r.errors.first().line == 0)
            return {std::nullopt, usageError(invocation, r.errors.first().toString())};
        for (const RulesetError &e : r.errors)
            printError(e.toString());
        return {std::nullopt, CheckFailed};
    }
    return {std::move(r.ruleset), Ok};
}

std::optional<Situation> loadSituation(const Invocation &invocation, const Ruleset &rs, const QString &file,
                                       const QStringList &optionSettings, int *status)
{
    const QString typical = Cli::tr("a situation is a few KB");
    io::BoundedRead read;
    if (file == u"-") {
        read = io::BoundedFile::readStandardInput(io::BoundedFile::kMaxSituationBytes, typical);
    } else {
        read = io::BoundedFile::read(file, io::BoundedFile::kMaxSituationBytes, typical);
    }
    if (!read.ok()) {
        *status = usageError(invocation, Cli::tr("cannot read %1: %2").arg(file, read.error));
        return std::nullopt;
    }
    // Read as rulesets are: nested at most SourceJsonReader::kMaxDepth deep, a mistake by line.
    SourceJson json;
    SourceJsonError jsonError;
    const QString name = file == u"-" ? Cli::tr("standard input") : file;
    if (!SourceJsonReader::read(read.data, &json, &jsonError)) {
        *status = usageError(invocation,
                             Cli::tr("%1:%2: column %3: %4")
                                 .arg(name, QString::number(jsonError.line),
                                      QString::number(jsonError.column), jsonError.message));
        return std::nullopt;
    }
    if (!json.root.isObject()) {
        *status = usageError(invocation, Cli::tr("%1: the situation is a JSON object, {...}").arg(name));
        return std::nullopt;
    }
    QStringList errors;
    Situation s = SituationJson::read(rs, json.root.toObject(), &errors);
    for (const QString &setting : optionSettings) {
        QString error;
        if (!SituationJson::setOption(rs, setting, &s, &error))
            errors.append(u"--option " + error);
    }
    if (!errors.isEmpty()) {
        *status = usageError(invocation, errors.join(text::Punctuation::semicolon()));
        return std::nullopt;
    }
    return s;
}

QString kindName(Modifier::Kind k)
{
    switch (k) {
    case Modifier::Kind::Automatic:
        return QStringLiteral("automatic");
    case Modifier::Kind::Toggle:
        return QStringLiteral("toggle");
    case Modifier::Kind::OneOf:
        return QStringLiteral("one-of");
    }
    return {};
}

QJsonArray modifiersJson(const TestSetup &s)
{
    QJsonArray out;
    for (const AppliedModifier &m : s.modifiers)
        out.append(QJsonObject{{QStringLiteral("id"), m.id},
                               {QStringLiteral("name"), m.doc.name},
                               {QStringLiteral("kind"), kindName(m.kind)},
                               {QStringLiteral("value"), m.value},
                               {QStringLiteral("applicable"), m.applicable},
                               {QStringLiteral("active"), m.active},
                               {QStringLiteral("derived"), m.derived},
                               {QStringLiteral("choice"), m.choice},
                               {QStringLiteral("side"), m.side},
                               {QStringLiteral("detail"), m.detail},
                               {QStringLiteral("explain"), m.doc.explain},
                               {QStringLiteral("ref"), m.doc.ref}});
    return out;
}

QJsonArray oddsJson(const TestSetup &s)
{
    QJsonArray out;
    for (const OutcomeOdds &o : s.odds)
        out.append(QJsonObject{{QStringLiteral("id"), o.id},
                               {QStringLiteral("name"), o.name},
                               {QStringLiteral("probability"), o.probability},
                               {QStringLiteral("low"), o.low},
                               {QStringLiteral("high"), o.high}});
    return out;
}

// How many simulated rolls estimated the odds; 0 when they are exact.
int simulatedRuns(const TestSetup &s)
{
    for (const OutcomeOdds &o : s.odds)
        if (o.estimated())
            return o.simulated;
    return 0;
}

QJsonObject setupJson(const TestSetup &s)
{
    QJsonObject o{{QStringLiteral("test"), s.test ? s.test->id : QString()},
                  {QStringLiteral("name"), s.test ? s.test->doc.name : QString()},
                  {QStringLiteral("actor"), s.actorId},
                  {QStringLiteral("target"), s.targetId},
                  {QStringLiteral("total"), s.total},
                  {QStringLiteral("need"), s.needText},
                  {QStringLiteral("modifiers"), modifiersJson(s)},
                  {QStringLiteral("odds"), oddsJson(s)},
                  // Past the work exact odds may take they are estimated (low and high: each
                  // chance's 95 % interval), or once the estimates' share is spent too, left out.
                  {QStringLiteral("exact"), !s.oddsEstimated() && !s.oddsLeftOut},
                  {QStringLiteral("simulatedRuns"), simulatedRuns(s)},
                  {QStringLiteral("oddsLeftOut"), s.oddsLeftOut}};
    if (s.casualties) {
        QJsonArray c;
        for (int n = s.casualties->minimum(); n <= s.casualties->maximum(); ++n)
            c.append(QJsonObject{{QStringLiteral("count"), n},
                                 {QStringLiteral("probability"), s.casualties->probability(n)}});
        o.insert(QStringLiteral("casualties"), c);
    }
    if (s.successes && s.test && s.test->pool) {
        QJsonArray c;
        for (int n = s.successes->minimum(); n <= s.successes->maximum(); ++n)
            c.append(QJsonObject{{QStringLiteral("count"), n},
                                 {QStringLiteral("probability"), s.successes->probability(n)}});
        o.insert(QStringLiteral("successes"), c);
    }
    return o;
}

QJsonObject resolutionJson(const Ruleset &rs, const QString &testId, const Resolution &r)
{
    QJsonArray steps;
    for (const TestResult &t : r.steps) {
        QJsonObject o = setupJson(t.setup);
        o.insert(QStringLiteral("depth"), t.depth);
        QJsonArray dice;
        for (const dice::RolledDie &d : t.dice)
            dice.append(QJsonObject{{QStringLiteral("sides"), d.sides},
                                    {QStringLiteral("face"), d.face},
                                    {QStringLiteral("success"), d.success},
                                    {QStringLiteral("kept"), d.kept}});
        o.insert(QStringLiteral("dice"), dice);
        o.insert(QStringLiteral("value"), t.value);
        o.insert(QStringLiteral("outcome"),
                 QJsonObject{{QStringLiteral("id"), t.outcomeId},
                             {QStringLiteral("name"), t.outcomeName},
                             {QStringLiteral("explain"), t.outcomeExplain},
                             {QStringLiteral("tone"), Wording::toneId(Wording::resultTone(t))}});
        if (t.setup.test && t.setup.test->kind == Test::Kind::Opposed)
            o.insert(QStringLiteral("margin"), t.margin);
        if (!t.figures.isEmpty()) { // the figures it fell on, by role
            QJsonObject figures;
            for (auto it = t.figures.begin(); it != t.figures.end(); ++it)
                figures.insert(it.key(),
                               QJsonObject{{QStringLiteral("id"), it.value()},
                                           {QStringLiteral("name"), t.figureNames.value(it.key())}});
            o.insert(QStringLiteral("figures"), figures);
        }
        QJsonArray effects;
        for (const EffectRecord &e : t.effects)
            effects.append(QJsonObject{{QStringLiteral("unit"), e.unitId},
                                       {QStringLiteral("text"), e.text},
                                       {QStringLiteral("bookkeeping"), e.bookkeeping}});
        o.insert(QStringLiteral("effects"), effects);
        QJsonArray rolls;
        for (const TableRoll &tr : t.tableRolls) {
            QJsonArray faces, thenFaces;
            for (int f : tr.faces)
                faces.append(f);
            for (int f : tr.thenFaces)
                thenFaces.append(f);
            rolls.append(QJsonObject{{QStringLiteral("table"), tr.table},
                                     {QStringLiteral("faces"), faces},
                                     {QStringLiteral("value"), tr.value},
                                     {QStringLiteral("row"), tr.rowId},
                                     {QStringLiteral("name"), tr.rowName},
                                     {QStringLiteral("explain"), tr.rowExplain},
                                     {QStringLiteral("thenFaces"), thenFaces},
                                     {QStringLiteral("thenValue"), tr.thenValue},
                                     {QStringLiteral("thenExplain"), tr.thenExplain}});
        }
        o.insert(QStringLiteral("tableRolls"), rolls);
        steps.append(o);
    }
    QJsonArray pending;
    for (const PendingTest &p : r.pending) {
        QJsonObject o = setupJson(p.setup);
        o.insert(QStringLiteral("depth"), p.depth);
        o.insert(QStringLiteral("count"), p.count);
        o.insert(QStringLiteral("why"), p.why);
        pending.append(o);
    }
    QJsonObject units;
    for (auto it = r.units.begin(); it != r.units.end(); ++it)
        units.insert(it.key(), SituationJson::unitToJson(rs, it.value()));
    QJsonArray errors;
    for (const QString &e : r.errors)
        errors.append(e);
    return QJsonObject{{QStringLiteral("ruleset"),
                        QJsonObject{{QStringLiteral("id"), rs.id}, {QStringLiteral("version"), rs.version}}},
                       {QStringLiteral("test"), testId},
                       {QStringLiteral("complete"), r.complete()},
                       {QStringLiteral("facesUsed"), r.facesUsed},
                       {QStringLiteral("steps"), steps},
                       {QStringLiteral("pending"), pending},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("errors"), errors}};
}

QString signedValue(int v)
{
    return Wording::signedNumber(v);
}

QString setupText(const Ruleset &rs, const TestSetup &s, const QString &indent)
{
    QString text;
    for (const AppliedModifier &m : s.modifiers) {
        if (!m.applicable)
            continue; // its condition does not hold here: noise in a summary (the JSON keeps it)
        // "Firer's casualties: one casualty": the name, then why it counts, as the sheet says it.
        const QString named = m.detail.isEmpty()
            ? m.doc.name
            : Cli::tr("%1: %2", "a modifier's name, then why it counts").arg(m.doc.name, m.detail);
        text += indent
            + QStringLiteral("  %1 %2 %3\n")
                  .arg(m.active ? QStringLiteral("✓") : QStringLiteral("·"),
                       signedValue(m.value).rightJustified(3), named);
    }
    text += indent + Cli::tr("  total %1: %2\n").arg(signedValue(s.total), s.needText);
    QStringList odds;
    for (const OutcomeOdds &o : s.odds)
        odds.append(o.estimated() ? Cli::tr("%1 about %2 (%3 to %4)")
                                        .arg(o.name, dice::percentText(o.probability),
                                             dice::percentText(o.low), dice::percentText(o.high))
                                  : QStringLiteral("%1 %2").arg(o.name, dice::percentText(o.probability)));
    // Each row says what it counts: hits of a pool, or the test's outcomes.
    const QString label = s.test && s.test->pool && s.test->outcomes.isEmpty()
        ? Wording::successesLabel(*s.test)
        : Cli::tr("outcomes");
    if (!odds.isEmpty())
        text += indent + Cli::tr("  odds of %1: %2\n").arg(label, odds.join(QStringLiteral(", ")));
    if (const int runs = simulatedRuns(s))
        text += indent + u"    "
            + Cli::tr("estimated from %n simulated run(s), each chance within the range given 19 times "
                      "in 20: too many ways to work them all out",
                      "", runs)
            + u'\n';
    if (s.casualties) {
        QStringList c;
        for (int n = s.casualties->minimum(); n <= s.casualties->maximum(); ++n)
            c.append(text::Punctuation::labelled(Wording::number(n),
                                                 dice::percentText(s.casualties->probability(n))));
        const Field *f = rs.field(s.casualtiesField);
        text += indent
            + Cli::tr("  odds of %1 to the target after saves: %2\n")
                  .arg(f ? Wording::inSentence(f->doc.name) : s.casualtiesField,
                       c.join(QStringLiteral(", ")));
    }
    return text;
}

QString resolutionText(const Ruleset &rs, const Resolution &r)
{
    QString text;
    for (const TestResult &t : r.steps) {
        const QString indent(t.depth * 2, u' ');
        // Each unit named with the figure the test fell on, where it fell on one.
        const auto who = [&t, &r](const QString &role, const QString &id) {
            const QString name = r.units.value(id).name.isEmpty() ? id : r.units.value(id).name;
            const QString figure = t.figureNames.value(role);
            return figure.isEmpty() ? name : Cli::tr("%1 (%2)").arg(name, figure);
        };
        text += indent
            + (t.setup.targetId.isEmpty()
                   ? Cli::tr("%1 — %2", "a test and the unit taking it")
                         .arg(t.setup.test->doc.name, who(u"actor"_qs, t.setup.actorId))
                   //: A test, the unit taking it and the unit it is against.
                   : Cli::tr("%1 — %2 against %3")
                         .arg(t.setup.test->doc.name, who(u"actor"_qs, t.setup.actorId),
                              who(u"target"_qs, t.setup.targetId)))
            + u'\n';
        text += setupText(rs, t.setup, indent);
        QStringList faces;
        for (const dice::RolledDie &d : t.dice)
            faces.append(QString::number(d.face)
                         + (t.setup.test->kind == Test::Kind::Threshold
                                ? QString(d.success ? QChar(u'✓') : QChar(u'✗'))
                                : QString()));
        text += indent
            + Cli::tr("  dice %1 → %2%3\n")
                  .arg(faces.join(u' '), QString::number(t.value),
                       t.outcomeName.isEmpty() ? QString() : text::Punctuation::colon() + t.outcomeName);
        if (t.setup.test->kind == Test::Kind::Opposed)
            text += indent + u"    " + Wording::opposed(t.setup.actorId, t.setup.targetId, t.margin) + u'\n';
        if (!t.outcomeExplain.isEmpty())
            text += indent + u"    " + t.outcomeExplain + u'\n';
        for (const EffectRecord &e : t.effects)
            if (!e.bookkeeping) // a marker the rules keep is no result to read
                text += indent + u"  → " + e.text + u'\n';
    }
    for (const PendingTest &p : r.pending) {
        const QString indent(p.depth * 2, u' ');
        text += indent
            + Cli::tr("waiting for dice: %1 × %2 — %3%4\n")
                  .arg(p.setup.test->doc.name, QString::number(p.count), p.setup.actorId,
                       p.why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(p.why));
        text += setupText(rs, p.setup, indent);
    }
    return text; // the errors go to stderr
}

// ---- the commands -------------------------------------------------------------------------

namespace {

int rulesetsCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("List the rulesets: those built in, and the umpire's own in %1.")
                                         .arg(AppFolders::rulesets()));
    parser.addOption(jsonOption());
    parser.addOption({QStringLiteral("lock"),
                      Cli::tr("Print the content hash of every ruleset Adjutant ships, as "
                              "resources/rulesets/versions.lock lists them.")});
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.isSet(QStringLiteral("lock"))) {
        printText(RulesetLibrary::lockLines().join(u'\n'));
        return Ok;
    }
    const auto entries = RulesetLibrary::list();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const auto &e : entries) {
            QJsonArray errors;
            for (const RulesetError &x : e.errors)
                errors.append(x.toString());
            list.append(QJsonObject{{QStringLiteral("id"), e.id},
                                    {QStringLiteral("name"), e.name},
                                    {QStringLiteral("version"), e.version},
                                    {QStringLiteral("path"), e.path},
                                    {QStringLiteral("builtIn"), e.builtIn},
                                    {QStringLiteral("errors"), errors},
                                    {QStringLiteral("format"), e.format},
                                    {QStringLiteral("migrated"), QJsonArray::fromStringList(e.migrated)},
                                    {QStringLiteral("sha256"), e.sha256}});
        }
        printJson(QJsonDocument(QJsonObject{{QStringLiteral("rulesets"), list},
                                            {QStringLiteral("userFolder"), AppFolders::rulesets()}}));
        return Ok;
    }
    QString text;
    for (const auto &e : entries) {
        if (!e.errors.isEmpty()) {
            // Its first mistake, where it stands; 'check' lists the rest.
            text += QStringLiteral("%1  %2\n")
                        .arg(e.id.leftJustified(8),
                             Cli::tr("BROKEN (%n problem(s)): %1", nullptr, int(e.errors.size()))
                                 .arg(e.errors.first().toString()));
            continue;
        }
        text += QStringLiteral("%1  %2 %3  (%4)\n")
                    .arg(e.id.leftJustified(8), e.name, e.version, e.builtIn ? Cli::tr("built in") : e.path);
        if (!e.migrated.isEmpty())
            text += QStringLiteral("%1  %2\n")
                        .arg(QString().leftJustified(8),
                             Cli::tr(
                                 "written for format %1: %n change(s) made on reading ('adjutant-cli check "
                                 "%2' lists them)",
                                 nullptr, int(e.migrated.size()))
                                 .arg(QString::number(e.format), e.path));
    }
    text += Cli::tr("Your own rulesets go in %1").arg(AppFolders::rulesets());
    printText(text);
    return Ok;
}

int checkCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Check a ruleset or scenario file. Every problem is printed as file:line: "
                "field: message; the exit status is 1 if there are any."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("A ruleset file (JSON)."));
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give one ruleset file"));
    const QString file = parser.positionalArguments().first();
    const io::BoundedRead read = io::BoundedFile::read(
        file, std::max(io::BoundedFile::kMaxRulesetBytes, io::BoundedFile::kMaxScenarioBytes),
        Cli::tr("a ruleset is a few hundred KB, a scenario a few tens"));
    if (!read.ok())
        return usageError(invocation, Cli::tr("%1: %2").arg(file, read.error));
    // A scenario names its ruleset; a ruleset does not. (A text that cannot be read is left to
    // the ruleset loader to describe.)
    SourceJson json;
    SourceJsonError jsonError;
    const bool scenario
        = SourceJsonReader::read(read.data, &json, &jsonError) && json.root.toObject().contains(u"sides");
    RulesetLoadResult r;
    QString summary;
    if (scenario) {
        const battle::ScenarioLoadResult s = battle::ScenarioLoader::loadData(read.data, file);
        r.errors = s.errors;
        if (s.ok()) {
            r.ruleset = *s.ruleset;
            summary = Cli::tr("%1: ok — scenario %2 for %3, %n unit(s) and commander(s)", nullptr,
                              int(s.scenario->units.size()))
                          .arg(file, s.scenario->doc.name, s.ruleset->doc.name);
        }
    } else {
        r = RulesetLoader::loadData(read.data, file);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray errors;
        for (const RulesetError &e : r.errors)
            errors.append(QJsonObject{{QStringLiteral("file"), e.file},
                                      {QStringLiteral("line"), e.line},
                                      {QStringLiteral("path"), e.path},
                                      {QStringLiteral("message"), e.message}});
        QJsonObject o{{QStringLiteral("ok"), r.ok()}, {QStringLiteral("errors"), errors}};
        if (r.ok() && !scenario) {
            o.insert(QStringLiteral("format"), r.ruleset->format);
            o.insert(QStringLiteral("migrated"), QJsonArray::fromStringList(r.ruleset->migrated));
            o.insert(QStringLiteral("sha256"), r.ruleset->sha256);
        }
        printJson(QJsonDocument(o));
    } else if (r.ok() && scenario) {
        printText(summary);
    } else if (r.ok()) {
        QString text
            //: check: the file, the ruleset's name and version, then "%n test(s)", "%n table(s)", "%n
            //: option(s)"
            = Cli::tr("%1: ok — %2 %3, %4, %5, %6")
                  .arg(file, r.ruleset->doc.name, r.ruleset->version,
                       Cli::tr("%n test(s)", nullptr, int(r.ruleset->tests.size())),
                       Cli::tr("%n table(s)", nullptr, int(r.ruleset->tables.size())),
                       Cli::tr("%n option(s)", nullptr, int(r.ruleset->options.size())));
        // What an earlier format had in another shape, rewritten on reading: the file works as it
        // is, and these say what to change to bring it up to date.
        for (const QString &note : std::as_const(r.ruleset->migrated))
            text += u'\n'
                + Cli::tr("%1: note: written for format %2, read as format %3: %4")
                      .arg(file, QString::number(r.ruleset->format),
                           QString::number(RulesetLoader::kFormatVersion), note);
        printText(text);
    } else {
        for (const RulesetError &e : r.errors)
            printText(e.toString());
    }
    return r.ok() ? Ok : CheckFailed;
}

int describeCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Describe a ruleset: options, ratings, unit types and their numbers, "
                "state fields, formations, movement, weapons, tests with every "
                "modifier, tables, charge rules and the activation deck."));
    parser.addPositionalArgument(QStringLiteral("RULESET"), Cli::tr("A ruleset id or file."));
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give one ruleset id or file"));
    const Loaded loaded = loadRuleset(invocation, parser.positionalArguments().first());
    if (!loaded.ruleset)
        return loaded.status;
    if (parser.isSet(QStringLiteral("json")))
        printJson(QJsonDocument(describeJson(*loaded.ruleset)));
    else
        printText(describeText(*loaded.ruleset));
    return Ok;
}

struct TestArguments {
    std::optional<Ruleset> ruleset;
    std::optional<Situation> situation;
    QString test;
};

// The options resolve and odds share: --ruleset, --test, --situation, --option.
void addTestOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("ruleset"), Cli::tr("Ruleset id or file."), QStringLiteral("ID|PATH")});
    parser.addOption(
        {QStringLiteral("test"), Cli::tr("The test's id ('describe' lists them)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("situation"), Cli::tr("Situation JSON file, or - for standard input."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("option"), Cli::tr("Set an interpretation option (repeatable)."),
                      QStringLiteral("KEY=VALUE")});
}

TestArguments readTestArguments(const QCommandLineParser &parser, const Invocation &invocation, int *status)
{
    TestArguments a;
    for (const char *required : {"ruleset", "test", "situation"}) {
        if (!parser.isSet(QString::fromLatin1(required))) {
            *status = usageError(invocation, Cli::tr("--%1 is required").arg(QString::fromLatin1(required)));
            return a;
        }
    }
    Loaded loaded = loadRuleset(invocation, parser.value(QStringLiteral("ruleset")));
    if (!loaded.ruleset) {
        *status = loaded.status;
        return a;
    }
    a.test = parser.value(QStringLiteral("test"));
    if (!loaded.ruleset->test(a.test)) {
        QStringList ids;
        for (const Test &t : loaded.ruleset->tests)
            ids.append(t.id);
        *status = usageError(invocation,
                             Cli::tr("no test \"%1\" in %2; its tests: %3")
                                 .arg(a.test, loaded.ruleset->id, ids.join(QStringLiteral(", "))));
        return a;
    }
    a.situation = loadSituation(invocation, *loaded.ruleset, parser.value(QStringLiteral("situation")),
                                parser.values(QStringLiteral("option")), status);
    // A toggle, choice or input the test does not have would be silently passed over: refused.
    if (a.situation) {
        if (const QString unknown = InputVocabulary::forTest(*loaded.ruleset, a.test).unknownIn(*a.situation);
            !unknown.isEmpty()) {
            a.situation.reset();
            *status = usageError(invocation, unknown);
            return a;
        }
    }
    // A distance given to a test that measures none would be passed over: said instead.
    const Test *test = loaded.ruleset->test(a.test);
    if (a.situation && a.situation->inputs.contains(u"distance"_qs)
        && std::none_of(test->inputs.begin(), test->inputs.end(),
                        [](const TestInput &in) { return in.id == u"distance"; })) {
        *status = usageError(invocation, Cli::tr("distance: %1 measures no distance").arg(test->doc.name));
        a.situation.reset();
    }
    a.ruleset = std::move(loaded.ruleset);
    return a;
}

int resolveCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(kResolveHelp));
    addTestOptions(parser);
    parser.addOption({QStringLiteral("dice"),
                      Cli::tr("Faces read off real dice, in the order they are used."),
                      QStringLiteral("FACES")});
    parser.addOption({QStringLiteral("in-hand"),
                      Cli::tr("The --dice faces are those of the dice in hand where the ruleset reads a "
                              "die off another (a d10 for the brigade rules' d5), read as it says.")});
    parser.addOption(
        {QStringLiteral("seed"), Cli::tr("Roll every die with this seed instead."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("override"),
                      Cli::tr("The umpire's reason for resolving a test the rules forbid the unit."),
                      QStringLiteral("REASON")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.isSet(QStringLiteral("dice")) && parser.isSet(QStringLiteral("seed")))
        return usageError(invocation, Cli::tr("--dice and --seed exclude each other"));
    if (parser.isSet(QStringLiteral("in-hand")) && !parser.isSet(QStringLiteral("dice")))
        return usageError(invocation, Cli::tr("--in-hand says how to read --dice"));
    TestArguments a = readTestArguments(parser, invocation, &status);
    if (!a.situation)
        return status == Ok ? UsageError : status;

    FaceSupplier faces = dice::FaceQueue::of({});
    std::shared_ptr<dice::SeededRandomSource> source;
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const quint64 seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return usageError(invocation, Cli::tr("--seed needs a whole number"));
        source = std::make_shared<dice::SeededRandomSource>(seed);
        faces = [source](int sides) -> std::optional<int> { return source->roll(sides); };
    } else if (parser.isSet(QStringLiteral("dice"))) {
        // Faces are read as typed; each is checked against the die it lands on.
        QList<int> typed;
        for (const QString &token :
             parser.value(QStringLiteral("dice"))
                 .split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            typed.append(token.toInt(&ok));
            if (!ok)
                return usageError(invocation, Cli::tr("--dice: '%1' is not a die face").arg(token));
        }
        if (parser.isSet(QStringLiteral("in-hand")))
            faces = DiceReadings::typedOff(*a.ruleset, a.situation->options, typed);
        else
            faces = [queue = std::make_shared<dice::FaceQueue>(typed, dice::FaceQueue::Reading::AsTyped)](
                        int sides) { return queue->next(sides); };
    }
    const Resolver resolver(*a.ruleset);
    // What the test itself requires of the unit is checked on the situation given; what only a
    // battle knows (the step of the turn, the unit's activation) is said to be unchecked.
    const QStringList refused = resolver.refusals(*a.ruleset->test(a.test), *a.situation);
    const QString override = parser.value(QStringLiteral("override")).trimmed();
    if (!refused.isEmpty() && override.isEmpty())
        return usageError(
            invocation,
            Cli::tr("%1 is not allowed: %2 (the umpire may allow it: --override REASON)")
                .arg(a.ruleset->test(a.test)->doc.name, refused.join(text::Punctuation::semicolon())));
    const QStringList unchecked = battle::Restrictions::uncheckedWithoutBattle(*a.ruleset, a.test);
    const Resolution r = resolver.resolve(a.test, *a.situation, faces);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject out = resolutionJson(*a.ruleset, a.test, r);
        out.insert(QStringLiteral("unchecked"), QJsonArray::fromStringList(unchecked));
        if (!refused.isEmpty())
            out.insert(QStringLiteral("overridden"),
                       QJsonObject{{QStringLiteral("reason"), override},
                                   {QStringLiteral("rules"), QJsonArray::fromStringList(refused)}});
        printJson(QJsonDocument(out));
    } else {
        QString text = resolutionText(*a.ruleset, r);
        if (!refused.isEmpty())
            text += u'\n'
                + Cli::tr("Allowed by the umpire (%1), though the rules say: %2")
                      .arg(override, refused.join(text::Punctuation::semicolon()));
        if (!unchecked.isEmpty())
            text += u'\n'
                + Cli::tr("Not checked without a battle: %1")
                      .arg(unchecked.join(text::Punctuation::semicolon()));
        printText(text);
    }
    // What was resolved goes to stdout, why it stopped to stderr (the JSON has both).
    // A missing or out-of-range input is named as the sheet names it; the script gets the ids too.
    const QStringList inputProblems
        = r.errors.isEmpty() ? QStringList() : resolver.setup(a.test, *a.situation).problems;
    const QString inputsNamed = InputVocabulary::forTest(*a.ruleset, a.test).inputsNamed();
    for (const QString &e : r.errors)
        printError(
            QStringLiteral("adjutant-cli %1: %2")
                .arg(invocation.command, inputProblems.contains(e) ? withInputIds(e, inputsNamed) : e));
    if (!r.errors.isEmpty())
        return UsageError; // impossible faces, missing inputs: the caller's to fix
    return Ok;
}

} // namespace

int testOddsCommand(const Invocation &invocation, const QCommandLineParser &parser)
{
    int status = Ok;
    TestArguments a = readTestArguments(parser, invocation, &status);
    if (!a.situation)
        return status == Ok ? UsageError : status;
    const TestSetup s = Resolver(*a.ruleset).setup(a.test, *a.situation);
    if (!s.problems.isEmpty())
        return usageError(invocation,
                          withInputIds(s.problems.join(text::Punctuation::semicolon()),
                                       InputVocabulary::forTest(*a.ruleset, a.test).inputsNamed()));
    if (parser.isSet(QStringLiteral("json")))
        printJson(QJsonDocument(setupJson(s)));
    else
        printText(s.test->doc.name + u'\n' + setupText(*a.ruleset, s, QString()));
    return Ok;
}

void addTestOddsOptions(QCommandLineParser &parser)
{
    addTestOptions(parser);
}

QList<Command> rulesCommands()
{
    return {
        {QStringLiteral("rulesets"), Cli::tr("List the rulesets, built in and your own."), rulesetsCommand},
        {QStringLiteral("describe"), Cli::tr("Everything a ruleset defines, with ids for scripts."),
         describeCommand},
        {QStringLiteral("check"), Cli::tr("Check a ruleset or scenario file; every mistake with its line."),
         checkCommand},
        {QStringLiteral("resolve"), Cli::tr("Resolve a test in a situation, with its follow-ups."),
         resolveCommand},
    };
}

} // namespace adjutant::cli
