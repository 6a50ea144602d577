// new, play, show, replay: a battle from the command line.
#include "cli.h"
#include "text/punctuation.h"

#include "battle/battlefile.h"
#include "battle/battlerules.h"
#include "battle/livebattle.h"
#include "battle/owedtests.h"
#include "battle/returns.h"
#include "battle/seatview.h"
#include "battle/statejson.h"
#include "battle/waitingfates.h"
#include "dice/randomsource.h"
#include "io/boundedfile.h"
#include "learn/why.h"
#include "rules/rulesetcopy.h"
#include "rules/rulesetlibrary.h"
#include "rules/situationjson.h"
#include "rules/wording.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace adjutant::cli {

using namespace adjutant::battle;

std::unique_ptr<Battle> openBattle(const Invocation &invocation, const QString &path, int *status,
                                   QStringList *warnings, BattleFile::For purpose)
{
    if (!QFileInfo::exists(path) && !QFileInfo::exists(BattleFile::logPath(path))) {
        *status = usageError(invocation, Cli::tr("no battle file %1").arg(path));
        return nullptr;
    }
    BattleFile::Opened opened = BattleFile::open(path, purpose);
    for (const QString &w : std::as_const(opened.warnings))
        printError(Cli::tr("adjutant-cli %1: warning: %2").arg(invocation.command, w));
    if (warnings)
        *warnings = opened.warnings;
    if (!opened.battle) {
        printError(Cli::tr("adjutant-cli %1: %2").arg(invocation.command, opened.error));
        *status = CheckFailed;
    }
    return std::move(opened.battle);
}

std::unique_ptr<LiveBattle> openLiveBattle(const Invocation &invocation, const QString &path, int *status)
{
    if (!QFileInfo::exists(path) && !QFileInfo::exists(BattleFile::logPath(path))) {
        *status = usageError(invocation, Cli::tr("no battle file %1").arg(path));
        return nullptr;
    }
    LiveBattle::Opening opening
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    for (const QString &w : std::as_const(opening.warnings))
        printError(Cli::tr("adjutant-cli %1: warning: %2").arg(invocation.command, w));
    if (!opening.live) {
        printError(Cli::tr("adjutant-cli %1: %2").arg(invocation.command, opening.error));
        if (opening.damage == BattleFile::Opened::Damage::Damaged)
            printError(
                Cli::tr("adjutant-cli %1: 'adjutant-cli recover %2' saves what can be kept as a new battle")
                    .arg(invocation.command, path));
        *status = CheckFailed;
    }
    return std::move(opening.live);
}

namespace {

// The tests owed, in order, as people read them: "2 tests owed:" and one line each.
QString owedText(const Battle &b)
{
    const BattleState &s = b.state();
    if (s.owed.isEmpty())
        return {};
    const OwedTests owed(b.ruleset(), b.options());
    QString t = Cli::tr("%n test(s) owed:", nullptr, int(s.owed.size())) + u'\n';
    for (const OwedTest &o : s.owed) {
        const QString lapse = OwedTests::lapseText(o.lapse);
        t += QStringLiteral("  #%1 %2 — %3%4\n")
                 .arg(o.id)
                 .arg(owed.describe(s, o), owed.why(o),
                      lapse.isEmpty() ? QString() : text::Punctuation::semicolon() + lapse);
    }
    return t;
}

// The same for scripts: each with its words beside its ids.
QJsonArray owedJson(const Battle &b)
{
    const OwedTests owed(b.ruleset(), b.options());
    QJsonArray out = StateJson::owedToJson(b.state().owed);
    for (qsizetype i = 0; i < out.size(); ++i) {
        const OwedTest &o = b.state().owed.at(i);
        QJsonObject j = out.at(i).toObject();
        j.insert(QStringLiteral("text"), owed.describe(b.state(), o));
        j.insert(QStringLiteral("why"), owed.why(o));
        out[i] = j;
    }
    return out;
}

// The rules the battle is played under, and what an update would move it onto.
QString rulesText(const Battle &b)
{
    const rules::Ruleset &rs = b.ruleset();
    QString t = Cli::tr("Rules: %1 %2 (content %3)").arg(rs.id, rs.version, rs.sha256.left(12));
    QString error;
    if (const std::optional<rules::Ruleset> other = BattleRules::otherInLibrary(b, &error))
        t += text::Punctuation::semicolon()
            + Cli::tr("the library has %1 %2: {\"kind\":\"update-rules\"} moves the battle onto it")
                  .arg(other->id, rules::RulesetPin::of(*other).versionBeside(rules::RulesetPin::of(rs)));
    return t + u'\n';
}

// `seat`: a side whose players read it (the other sides' secrets left out); empty: the umpire.
// A field of a unit as 'show' lists it, in the ruleset's words: "Fire B", "Nationality British",
// a marker by its name alone when it is set ("Fired"), "Fired: no" when it was cleared.
QString fieldText(const rules::Ruleset &rs, const rules::Field &f, const QVariant &value)
{
    if (f.kind == rules::FieldKind::Flag)
        //: a marker cleared on a unit, in 'show'
        return value.toBool() ? f.doc.name : Cli::tr("%1: no").arg(f.doc.name);
    //: a unit's field and its value, in 'show': "Fire B"
    return Cli::tr("%1 %2").arg(f.doc.name, rules::Wording::fieldValue(rs, f, value));
}

QString stateText(const Battle &b, const QString &seat = QString())
{
    const BattleState &s = b.state();
    QString t = Cli::tr("%1 — %2, turn %3\n")
                    .arg(b.scenario().doc.name, b.ruleset().doc.name, QString::number(s.turn));
    t += rulesText(b);
    if (b.ruleset().activation && b.ruleset().activation->kind == rules::Activation::Kind::Deck) {
        QStringList last;
        for (const DeckCard &c : s.lastDrawn)
            last.append(c.unit.isEmpty() ? c.card : s.units.value(c.unit).name);
        t += Cli::tr("Last drawn: %1; %n card(s) left\n", nullptr, int(s.drawPile.size()))
                 .arg(last.isEmpty() ? Cli::tr("nothing yet") : last.join(QStringLiteral(", ")));
    } else if (b.ruleset().activation) {
        const rules::Phase &p = b.ruleset().activation->phases.at(s.phase);
        t += Cli::tr("Phase: %1%2\n")
                 .arg(p.doc.name,
                      p.segments.isEmpty()
                          ? QString()
                          : u", " + rules::Wording::segmentName(b.ruleset(), p.segments.at(s.segment)));
        if (const QString side = b.turns().actingSide(s); !side.isEmpty())
            if (const ScenarioSide *sd = b.scenario().side(side))
                t += Cli::tr("Acting: %1\n").arg(sd->name);
        if (!s.firstSide.isEmpty())
            if (const ScenarioSide *sd = b.scenario().side(s.firstSide))
                t += Cli::tr("Initiative: %1\n").arg(sd->name);
    }
    // The order of battle as it stands, in command order: the app's own (battle::Returns).
    const rules::Evaluator ev(b.ruleset(), rules::Situation());
    for (const ReturnsRow &row : Returns::of(b)) {
        if (row.kind == ReturnsRow::Kind::Side) {
            t += u'\n' + row.name + u'\n';
            continue;
        }
        const rules::UnitState &u = row.state;
        QStringList parts;
        const QStringList hidden = SeatView::hiddenFrom(b, row.id, seat);
        for (const rules::Field &f : b.ruleset().fields) {
            if (hidden.contains(f.id)) {
                //: a field of another side's unit kept from the reader (an order written in secret)
                parts.append(Cli::tr("%1 hidden").arg(f.doc.name));
                continue;
            }
            const QVariant v = ev.fieldValue(u, f.id);
            // For a seat, a marker set back to its default on a unit with secrets would say which
            // unit an order touched: those are shown only when they differ from the default.
            const bool set = u.fields.contains(f.id)
                && (hidden.isEmpty() || f.kind != rules::FieldKind::Flag || v != f.defaultValue);
            if (set || (f.kind != rules::FieldKind::Flag && v != f.defaultValue))
                parts.append(fieldText(b.ruleset(), f, v));
        }
        //: a unit's line in 'show': its name, its type, " REMOVED" or nothing, then its state
        t += QString(2 * row.depth, u' ') + (row.kind == ReturnsRow::Kind::Commander ? u"★ "_qs : QString())
            + Cli::tr("%1 (%2)%3: %4\n")
                  .arg(row.name, row.typeName.isEmpty() ? row.type : row.typeName,
                       u.removed ? Cli::tr(" REMOVED") : QString(), parts.join(Cli::tr(", ")));
    }
    if (!s.withdrawn.isEmpty()) {
        QStringList names;
        for (const QString &id : s.withdrawn)
            names.append(unitName(s, id));
        t += u'\n' + Cli::tr("Taken out of the battle: %1").arg(names.join(QStringLiteral(", "))) + u'\n';
    }
    if (!s.owed.isEmpty())
        t += u'\n' + owedText(b);
    if (const QStringList fates
        = battle::WaitingFates(b.scenario(), b.ruleset(), b.optionsUsed()).describe(s);
        !fates.isEmpty())
        t += u'\n' + Cli::tr("Fates waiting for their units:") + u'\n' + u"  " + fates.join(u"\n  "_qs)
            + u'\n';
    if (const QStringList notes = SeatView::notes(b, seat); !notes.isEmpty())
        t += u'\n' + Cli::tr("For the table: %1").arg(notes.join(text::Punctuation::semicolon()));
    return t;
}

int newCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Start a battle from a ruleset and a scenario, saved to FILE (and FILE.journal beside it)."));
    parser.addPositionalArgument(QStringLiteral("RULESET"), Cli::tr("Ruleset id or file."));
    parser.addPositionalArgument(QStringLiteral("SCENARIO"),
                                 Cli::tr("Scenario file, or a built-in demo such as kgcwo-demo."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      Cli::tr("The battle file to write."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("seed"), Cli::tr("Seed for the app's dice and shuffles."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("option"), Cli::tr("Interpretation option (repeatable)."),
                      QStringLiteral("KEY=VALUE")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 2)
        return usageError(invocation, Cli::tr("give a ruleset and a scenario"));
    if (!parser.isSet(QStringLiteral("output")))
        return usageError(invocation, Cli::tr("-o FILE is required"));
    QString scenarioPath = parser.positionalArguments().at(1);
    if (!QFileInfo::exists(scenarioPath) && QFile::exists(u":/scenarios/" + scenarioPath + u".json"))
        scenarioPath = u":/scenarios/" + scenarioPath + u".json";
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(scenarioPath);
    if (!sc.ok()) {
        for (const auto &e : sc.errors)
            printError(e.toString());
        return sc.errors.size() == 1 && sc.errors.first().line == 0 ? UsageError : CheckFailed;
    }
    const QString wanted = parser.positionalArguments().first();
    if (wanted != sc.ruleset->id && QFileInfo(wanted).completeBaseName() != sc.ruleset->id)
        return usageError(invocation,
                          Cli::tr("the scenario is written for %1, not %2").arg(sc.ruleset->id, wanted));
    rules::Situation probe;
    for (const QString &setting : parser.values(QStringLiteral("option"))) {
        QString error;
        if (!rules::SituationJson::setOption(*sc.ruleset, setting, &probe, &error))
            return usageError(invocation, u"--option " + error);
    }
    bool ok = true;
    const quint64 seed = parser.isSet(QStringLiteral("seed"))
        ? parser.value(QStringLiteral("seed")).toULongLong(&ok)
        : dice::SeededRandomSource::freshSeed();
    if (!ok)
        return usageError(invocation, Cli::tr("--seed needs a whole number"));
    const QString output = parser.value(QStringLiteral("output"));
    if (!mayWrite(invocation, output, OutputPath::Writes::Battle, {scenarioPath}, std::nullopt, &status))
        return status;
    LiveBattle::Opening created = LiveBattle::create(
        std::make_unique<Battle>(*sc.scenario, *sc.ruleset, probe.options, seed), output);
    if (!created.live) {
        printError(Cli::tr("adjutant-cli new: %1").arg(created.error));
        return CheckFailed;
    }
    const Battle &battle = created.live->battle();
    if (parser.isSet(QStringLiteral("json")))
        printJson(QJsonDocument(battle.stateJson()));
    else
        printText(stateText(battle));
    return Ok;
}

int playCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr(
            "Apply one action to a battle and journal it at once. ACTION is JSON, e.g. {\"kind\":\"draw\"}, "
            "{\"kind\":\"resolve\",\"test\":\"fire\",\"actor\":\"52nd\",\"target\":\"45e-1\",\"distance\":6,"
            "\"faces\":[7,2,4,6,3,8]} (\"distance\": the inches measured), "
            "{\"kind\":\"set\",\"unit\":\"52nd\",\"field\":\"casualties\",\"value\":1,\"reason\":"
            "\"miscounted\"},"
            " "
            "{\"kind\":\"join\",\"unit\":{\"id\":\"43rd\",\"name\":\"1/43rd Foot\",\"type\":\"infantry\","
            "\"side\":\"british\",\"commander\":\"thornby\"}} (a reinforcement), "
            "{\"kind\":\"resolve\",\"procedure\":\"charge\",\"response\":\"stand\",\"actor\":\"14th-ld\","
            "\"target\":\"45e-1\",\"distance\":10} (a whole charge, one entry; faces in the "
            "order "
            "'adjutant-cli help charge' gives), "
            "{\"kind\":\"order\",\"order\":\"hold\",\"unit\":\"52nd\"} (an order that rolls no dice; "
            "\"answers\" to its questions, \"target\" when it is given to another unit), "
            "{\"kind\":\"move\",\"unit\":\"52nd\",\"inches\":6,\"to\":\"line\",\"terrain\":\"light-woods\","
            "\"manoeuvre\":\"wheel\"} (a move: a change of formation first, then so many inches through a "
            "kind of "
            "ground, maybe by a manoeuvre; to, terrain and manoeuvre may be left out), "
            "\"override\":\"REASON\" on a test, a charge, an order or a move the rules forbid here (the "
            "umpire's call, "
            "journaled), "
            "{\"kind\":\"next\"}, {\"kind\":\"end-turn\"}, {\"kind\":\"undo\"}, {\"kind\":\"redo\"}. "
            "Without faces the app rolls, and the journal keeps the faces.")
        + u' '
        + Cli::tr("A battle is played under the rules it was begun with, which it keeps a copy of, whatever "
                  "becomes of the ruleset files. {\"kind\":\"update-rules\"} is the umpire moving it onto "
                  "the library's rules of its ruleset ('show' says when they differ): journaled with a copy "
                  "of them, play goes on from the state as it stands, and undo moves it back; it is refused "
                  "when the state does not fit them (a unit type, field or card they lack).")
        + u' '
        + Cli::tr(
            "Tests owed: tests the rules owe after a result (morale after hits, casualties...) wait in "
            "a queue, in the order the rules take them; 'show' and 'play' list them, each with its "
            "number. {\"kind\":\"resolve\",\"owed\":3,\"faces\":[6]} takes owed test 3 (its test and "
            "units are the owed test's); \"owe\":true on a test applies it before its follow-ups are "
            "rolled, and they are owed, each judged when taken on its units as they were when it was "
            "owed; {\"kind\":\"skip\",\"owed\":3,\"reason\":\"REASON\"} is the "
            "umpire passing one over (journaled, never without a reason). Some lapse, with a note, when "
            "the phase or the turn ends.")
        + u' '
        + Cli::tr("On a charge or a melee (\"procedure\"), \"owe\":true owes the tests its result triggers "
                  "that the faces given do not reach (a loser's check), and takes the procedure to its end "
                  "without them; without faces, the app rolls every die but theirs.")
        + u' '
        + Cli::tr("{\"kind\":\"note\",\"text\":\"TEXT\"} is the umpire's note in the journal: what the rules "
                  "leave to him, such as a random event or his judgement of victory (plain text, at most "
                  "2000 characters)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The battle file."));
    parser.addPositionalArgument(QStringLiteral("ACTION"), Cli::tr("The action as JSON, or - to read it."));
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 2)
        return usageError(invocation, Cli::tr("give a battle file and an action"));
    QByteArray text = parser.positionalArguments().at(1).toUtf8();
    if (text == "-") {
        // An action is a line or two of JSON; a megabyte is far beyond any.
        constexpr qint64 kMaxActionBytes = 1024 * 1024;
        const io::BoundedRead in = io::BoundedFile::readStandardInput(kMaxActionBytes);
        if (!in.ok())
            return usageError(invocation, Cli::tr("the action on standard input: %1").arg(in.error));
        text = in.data;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (doc.isNull())
        return usageError(invocation,
                          Cli::tr("the action is not a JSON object: %1 at character %2")
                              .arg(parseError.errorString(), QString::number(parseError.offset)));
    if (!doc.isObject())
        return usageError(invocation,
                          Cli::tr("the action is not a JSON object: it must look like {\"kind\":\"draw\"}"));
    QString actionError;
    const std::optional<Action> action = ActionJson::read(doc.object(), &actionError);
    if (!action)
        return usageError(invocation, actionError);
    const QString path = parser.positionalArguments().first();
    const std::unique_ptr<LiveBattle> live = openLiveBattle(invocation, path, &status);
    if (!live)
        return status;
    const LiveBattle::Played applied = live->play(*action);
    if (!applied.entry) {
        if (applied.notSaved) {
            printError(Cli::tr("adjutant-cli play: %1").arg(applied.error));
            return CheckFailed;
        }
        return usageError(invocation, applied.error);
    }
    // Played and on the disk; a long log is folded into the battle file so that opening it stays
    // quick. If that fails the action still stands: say so, and succeed.
    QString foldError;
    if (!live->foldWhenLong(&foldError))
        printError(Cli::tr("adjutant-cli play: the action is saved in the log, but the battle file could not "
                           "be rewritten with it (the next action tries again): %1")
                       .arg(foldError));
    const Battle *battle = &live->battle();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = Journal::toJson(*applied.entry);
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(battle->state().notes));
        o.insert(QStringLiteral("state"), battle->stateJson());
        o.insert(QStringLiteral("owed"), owedJson(*battle));
        printJson(QJsonDocument(o));
    } else {
        const QString owed = owedText(*battle);
        printText(QStringLiteral("%1. %2%3%4")
                      .arg(applied.entry->seq)
                      .arg(applied.entry->summary,
                           battle->state().notes.isEmpty()
                               ? QString()
                               : u"\n  → " + battle->state().notes.join(QStringLiteral("\n  → ")),
                           owed.isEmpty() ? QString() : u'\n' + owed.trimmed()));
    }
    return Ok;
}

int showCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Show a battle: turn, deck or phase, every unit's state, and the journal with --journal.")
        + u' '
        + Cli::tr("The tests owed are listed in the order they are taken, each with its number for 'play'."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The battle file."));
    parser.addOption({QStringLiteral("journal"), Cli::tr("List the journal too (undone entries marked).")});
    parser.addOption({QStringLiteral("as"),
                      Cli::tr("Show it as the players of SIDE may see it: what the rules keep from them (the "
                              "other side's written orders) is left out."),
                      QStringLiteral("SIDE")});
    parser.addOption({QStringLiteral("why"),
                      Cli::tr("Explain journal entry N in plain sentences, as its Why? does (what the rules "
                              "did and why)."),
                      QStringLiteral("N")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give a battle file"));
    std::unique_ptr<Battle> battle = openBattle(invocation, parser.positionalArguments().first(), &status);
    if (!battle)
        return status;
    const QString seat = parser.value(QStringLiteral("as"));
    // The entries kept from the seat (another side's secret orders), worked out once.
    const QSet<int> hidden = SeatView::hiddenEntries(*battle, seat);
    std::optional<QStringList> why;
    if (parser.isSet(QStringLiteral("why"))) {
        bool number = false;
        const int seq = parser.value(QStringLiteral("why")).toInt(&number);
        const auto entry = std::find_if(battle->journal().begin(), battle->journal().end(),
                                        [seq](const JournalEntry &e) { return e.seq == seq; });
        if (!number || entry == battle->journal().end())
            return usageError(invocation,
                              Cli::tr("--why: no journal entry %1").arg(parser.value(QStringLiteral("why"))));
        // What the rules keep from the seat stays kept: a hidden order's Why? says no more than its line.
        why = SeatView::why(*battle, seq, seat, hidden);
    }
    if (!seat.isEmpty() && !battle->scenario().side(seat)) {
        QStringList sides;
        for (const ScenarioSide &side : battle->scenario().sides)
            sides.append(side.id);
        return usageError(invocation,
                          Cli::tr("--as: no side \"%1\" in this battle; its sides: %2")
                              .arg(seat, sides.join(QStringLiteral(", "))));
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = SeatView::stateJson(*battle, seat);
        QJsonArray journal;
        for (const JournalEntry &e : battle->journal())
            journal.append(SeatView::entryJson(*battle, e, hidden));
        o.insert(QStringLiteral("journal"), journal);
        o.insert(QStringLiteral("hash"), battle->stateHash());
        o.insert(QStringLiteral("owed"), owedJson(*battle));
        // The rules in force, and those it was begun under when an update moved it since.
        o.insert(QStringLiteral("rules"), rules::RulesetPin::of(battle->ruleset()).toJson());
        o.insert(QStringLiteral("rulesBegunUnder"),
                 rules::RulesetPin::of(battle->rulesBegunUnder()).toJson());
        if (why)
            o.insert(QStringLiteral("why"), QJsonArray::fromStringList(*why));
        printJson(QJsonDocument(o));
        return Ok;
    }
    QString text = stateText(*battle, seat);
    if (parser.isSet(QStringLiteral("journal"))) {
        text += u'\n' + Cli::tr("Journal:") + u'\n';
        for (const JournalEntry &e : battle->journal())
            text += QStringLiteral("  %1. %2%3\n")
                        .arg(e.seq)
                        .arg(SeatView::entryText(*battle, e, hidden),
                             e.undone ? Cli::tr("  (undone)") : QString());
    }
    if (why) {
        //: the heading of an entry's explanation in 'show --why N'
        text += u'\n' + Cli::tr("Why? (entry %1)").arg(parser.value(QStringLiteral("why"))) + u'\n';
        for (const QString &line : std::as_const(*why))
            text += u"  "_qs + line + u'\n';
        if (why->isEmpty())
            text += u"  "_qs + Cli::tr("Nothing to explain: the entry was undone.") + u'\n';
    }
    printText(text);
    return Ok;
}

int replayCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Rebuild a battle from its scenario and journal, rolling nothing; --verify "
                "compares every entry's recorded state with the replay (exit 1 on a difference)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The battle file."));
    parser.addOption({QStringLiteral("verify"), Cli::tr("Check each entry's recorded state.")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give a battle file"));
    const bool verify = parser.isSet(QStringLiteral("verify"));
    // Checking every entry, the replay checks the last one's state too, which opening to play
    // would: it need not work the state out first. Without --verify, opening says if it differs.
    std::unique_ptr<Battle> battle
        = openBattle(invocation, parser.positionalArguments().first(), &status, nullptr,
                     verify ? BattleFile::For::ReplayFromStart : BattleFile::For::Play);
    if (!battle)
        return status;
    const Battle::ReplayCheck replay = battle->replayFromStart();
    const int checked = verify ? replay.checked : 0;
    const QStringList mismatches = verify ? replay.mismatches : QStringList();
    const bool ok = mismatches.isEmpty();
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(QJsonDocument(
            QJsonObject{{QStringLiteral("ok"), ok},
                        {QStringLiteral("entries"), int(battle->journal().size())},
                        {QStringLiteral("checked"), checked},
                        {QStringLiteral("hash"), replay.hash},
                        {QStringLiteral("mismatches"), QJsonArray::fromStringList(mismatches)}}));
    } else {
        printText(ok ? Cli::tr("replayed %n entr(y/ies), %1 checked: the same state (%2)", nullptr,
                               int(battle->journal().size()))
                           .arg(checked)
                           .arg(replay.hash)
                     : mismatches.join(u'\n'));
    }
    return ok ? Ok : CheckFailed;
}

int recoverCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Save what can be kept of a damaged battle as a new battle (FILE-recovered.adjutant beside it, "
        "or -o NEW). The damaged files are only read, and every problem found is listed."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The battle file."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      Cli::tr("The new battle file to write."),
                      QStringLiteral("NEW")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give a battle file"));
    const QString path = parser.positionalArguments().first();
    if (!QFileInfo::exists(path) && !QFileInfo::exists(BattleFile::logPath(path)))
        return usageError(invocation, Cli::tr("no battle file %1").arg(path));
    const QString copy = parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output"))
                                                                : LiveBattle::recoveryPath(path);
    if (!mayWrite(invocation, copy, OutputPath::Writes::Battle, {path, BattleFile::logPath(path)},
                  std::nullopt, &status))
        return status;
    const LiveBattle::Opening recovered = LiveBattle::recover(path, copy);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o{{QStringLiteral("ok"), bool(recovered.live)},
                      {QStringLiteral("warnings"), QJsonArray::fromStringList(recovered.warnings)}};
        if (recovered.live) {
            o.insert(QStringLiteral("file"), copy);
            o.insert(QStringLiteral("entries"), int(recovered.live->battle().journal().size()));
        } else {
            o.insert(QStringLiteral("error"), recovered.error);
        }
        printJson(QJsonDocument(o));
    } else {
        for (const QString &w : recovered.warnings)
            printError(Cli::tr("adjutant-cli recover: %1").arg(w));
        if (recovered.live)
            printText(Cli::tr("%1: %n journal entr(y/ies) kept", nullptr,
                              int(recovered.live->battle().journal().size()))
                          .arg(copy));
        else
            printError(Cli::tr("adjutant-cli recover: %1").arg(recovered.error));
    }
    return recovered.live ? Ok : CheckFailed;
}

} // namespace

QList<Command> battleCommands()
{
    return {
        {QStringLiteral("new"), Cli::tr("Start a battle from a ruleset and a scenario."), newCommand},
        {QStringLiteral("play"), Cli::tr("Apply an action to a battle; journaled at once."), playCommand},
        {QStringLiteral("show"), Cli::tr("Turn, deck or phase, and every unit's state."), showCommand},
        {QStringLiteral("replay"), Cli::tr("Rebuild a battle from its journal; --verify checks it."),
         replayCommand},
        {QStringLiteral("recover"), Cli::tr("Save what can be kept of a damaged battle as a new one."),
         recoverCommand},
    };
}

} // namespace adjutant::cli
