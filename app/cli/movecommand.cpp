// adjutant-cli move: what a unit may do with its move, as the table asks it: its allowance, what a
// change of formation costs and leaves of it, what a kind of ground makes of it, what a move of so
// many inches brings about, and its manoeuvres.

#include "cli.h"
#include "rulesoutput.h"
#include "text/punctuation.h"

#include "battle/unitglance.h"
#include "rules/orders.h"
#include "rules/situationjson.h"
#include "rules/wording.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace adjutant::cli {

using namespace adjutant::rules;

namespace {

const char *const kMoveHelp = QT_TRANSLATE_NOOP(
    "Cli",
    "What a unit may do with its move: its allowance in each column of the ruleset's movement table, "
    "what a change of formation (--to) or of face (--face) costs and leaves of the move, what a kind of "
    "ground (--terrain) "
    "makes of what is left, what a move of so many inches (--inches) brings about, and its manoeuvres. "
    "Fractions of a move are given as decimals in --json.");

QJsonObject planJson(const FormationChangePlan &plan)
{
    QJsonObject j{{QStringLiteral("allowed"), plan.allowed},
                  {QStringLiteral("path"), QJsonArray::fromStringList(plan.path)},
                  {QStringLiteral("steps"), plan.steps},
                  {QStringLiteral("costPerStep"), plan.costPerStep},
                  {QStringLiteral("cost"), plan.totalCost},
                  {QStringLiteral("costText"), plan.costText},
                  {QStringLiteral("testsRequired"), plan.testsRequired}};
    if (!plan.reason.isEmpty())
        j.insert(QStringLiteral("reason"), plan.reason);
    if (!plan.ratingStep.isEmpty())
        j.insert(QStringLiteral("ratingStep"), plan.ratingStep);
    if (!plan.test.isEmpty())
        j.insert(QStringLiteral("test"), plan.test);
    return j;
}

void addMoveOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(Cli::tr(kMoveHelp));
    parser.addOption({QStringLiteral("ruleset"), Cli::tr("Ruleset id or file."), QStringLiteral("ID|PATH")});
    parser.addOption({QStringLiteral("unit"), Cli::tr("The unit's type id."), QStringLiteral("TYPE")});
    parser.addOption({QStringLiteral("field"), Cli::tr("One of the unit's fields (repeatable)."),
                      QStringLiteral("FIELD=VALUE")});
    parser.addOption(
        {QStringLiteral("from"), Cli::tr("The formation it is in."), QStringLiteral("FORMATION")});
    parser.addOption(
        {QStringLiteral("to"), Cli::tr("The formation it changes to first."), QStringLiteral("FORMATION")});
    parser.addOption({QStringLiteral("face"), Cli::tr("It changes face first (to a flank or about).")});
    parser.addOption(
        {QStringLiteral("terrain"), Cli::tr("The ground it moves through."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("column"),
                      Cli::tr("The movement column moved in (the first unless given)."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("inches"), Cli::tr("How far it moved, for what a move brings about."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("option"), Cli::tr("Set an interpretation option (repeatable)."),
                      QStringLiteral("KEY=VALUE")});
    parser.addOption(jsonOption());
}

// The unit as a situation's actor, checked field by field as a situation file is; nothing, with
// the reason in `error`, when a setting is not understood.
std::optional<Situation> unitSituation(const Ruleset &rs, const QCommandLineParser &parser, QString *error)
{
    QJsonObject actor{{QStringLiteral("type"), parser.value(QStringLiteral("unit"))}};
    if (parser.isSet(QStringLiteral("from")))
        actor.insert(rs.display.formation(), parser.value(QStringLiteral("from")));
    for (const QString &setting : parser.values(QStringLiteral("field"))) {
        const qsizetype eq = setting.indexOf(u'=');
        if (eq <= 0) {
            *error = Cli::tr("--field needs FIELD=VALUE, not \"%1\"").arg(setting);
            return std::nullopt;
        }
        const QString id = setting.left(eq);
        const QString text = setting.mid(eq + 1);
        const Field *f = rs.field(id);
        bool isNumber = false;
        const int number = text.toInt(&isNumber);
        if (f && f->kind == FieldKind::Flag)
            actor.insert(id, text == u"true" || text == u"yes" || text == u"1");
        else if (f && f->kind == FieldKind::Integer && isNumber)
            actor.insert(id, number);
        else
            actor.insert(id, text);
    }
    QJsonObject situationJson{{QStringLiteral("actor"), actor}};
    QJsonObject options;
    for (const QString &setting : parser.values(QStringLiteral("option"))) {
        const qsizetype eq = setting.indexOf(u'=');
        if (eq <= 0) {
            *error = Cli::tr("--option needs KEY=VALUE, not \"%1\"").arg(setting);
            return std::nullopt;
        }
        options.insert(setting.left(eq), setting.mid(eq + 1));
    }
    if (!options.isEmpty())
        situationJson.insert(QStringLiteral("options"), options);
    QStringList errors;
    Situation situation = SituationJson::read(rs, situationJson, &errors);
    if (!errors.isEmpty()) {
        *error = errors.join(text::Punctuation::semicolon());
        return std::nullopt;
    }
    return situation;
}

// The move asked for: its column, a change of formation or face first, the ground, the inches
// moved; nothing, with the reason in `error`, when the ruleset has no such thing.
std::optional<MoveRequest> moveRequest(const Ruleset &rs, const QCommandLineParser &parser, QString *error)
{
    MoveRequest request;
    request.column = parser.value(QStringLiteral("column"));
    request.toFormation = parser.value(QStringLiteral("to"));
    request.changeFace = parser.isSet(QStringLiteral("face"));
    request.terrain = parser.value(QStringLiteral("terrain"));
    if (!request.toFormation.isEmpty() && !rs.formation(request.toFormation)) {
        *error = Cli::tr("%1 has no formation \"%2\"").arg(rs.id, request.toFormation);
        return std::nullopt;
    }
    if (!request.terrain.isEmpty() && !rs.terrainType(request.terrain)) {
        *error = Cli::tr("%1 has no terrain \"%2\"").arg(rs.id, request.terrain);
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("inches"))) {
        bool ok = false;
        const double moved = parser.value(QStringLiteral("inches")).toDouble(&ok);
        if (!ok || moved < 0 || moved > 1000) {
            *error = Cli::tr("--inches needs a distance from 0 to 1000");
            return std::nullopt;
        }
        request.moved = moved;
    }
    return request;
}

// The unit's allowance in each column of the movement table.
void addAllowances(const Ruleset &rs, const MovementAllowance &allowance, QJsonObject &out, QStringList &text)
{
    QJsonObject allowances;
    QStringList allowanceText;
    for (const MovementColumn &c : rs.movementColumns) {
        if (!allowance.inches.contains(c.id))
            continue;
        QJsonObject a{{QStringLiteral("inches"), allowance.inches.value(c.id)}};
        if (allowance.added.contains(c.id))
            a.insert(QStringLiteral("added"), allowance.added.value(c.id));
        QString line
            = QStringLiteral("%1 %2").arg(c.doc.name, Orders::inchesText(allowance.inches.value(c.id)));
        if (allowance.bonus.contains(c.id)) {
            a.insert(QStringLiteral("bonus"), allowance.bonus.value(c.id));
            line += u" + " + allowance.bonus.value(c.id).toUpper();
        }
        allowances.insert(c.id, a);
        allowanceText.append(line);
    }
    out.insert(QStringLiteral("allowances"), allowances);
    text.append(Cli::tr("Moves: %1").arg(allowanceText.join(QStringLiteral(", "))));
}

// What the change of face or formation costs, what the ground makes of the move, and what the
// inches moved bring about.
void addPlan(const MovePlan &plan, const MoveRequest &request, QJsonObject &out, QStringList &text)
{
    if (plan.face)
        out.insert(QStringLiteral("faceChange"), planJson(*plan.face));
    if (plan.change) {
        QJsonObject change = planJson(*plan.change);
        if (plan.change->allowed)
            change.insert(QStringLiteral("left"), plan.move * std::max(0.0, 1.0 - plan.change->totalCost));
        out.insert(QStringLiteral("formationChange"), change);
        if (plan.change->testsRequired > 0)
            text.append(Cli::tr("  morale tests first: %1").arg(plan.change->testsRequired));
        if (plan.change->totalCost > 1.0)
            text.append(Cli::tr("  the change takes this move and %1 of the next")
                            .arg(Orders::movesText(plan.change->totalCost - 1.0)));
    }
    if (plan.ground)
        out.insert(
            QStringLiteral("terrain"),
            QJsonObject{{QStringLiteral("id"), request.terrain},
                        {QStringLiteral("allowed"), plan.ground->allowed},
                        {QStringLiteral("inches"), plan.ground->inches},
                        {QStringLiteral("disorders"), plan.ground->disorders},
                        {QStringLiteral("reasons"), QJsonArray::fromStringList(plan.ground->reasons)}});
    if (request.moved) {
        QJsonArray rules;
        for (const AfterMove *a : plan.afterMove) {
            QJsonArray effects;
            for (const Effect &e : a->effects) {
                QJsonObject ej{{QStringLiteral("field"), e.field}};
                if (e.op == Effect::Op::Set)
                    ej.insert(QStringLiteral("to"), QJsonValue::fromVariant(e.to));
                effects.append(ej);
            }
            rules.append(QJsonObject{{QStringLiteral("id"), a->id},
                                     {QStringLiteral("name"), a->doc.name},
                                     {QStringLiteral("movedMoreThan"), a->movedMoreThan},
                                     {QStringLiteral("effects"), effects}});
        }
        out.insert(QStringLiteral("afterMove"), rules);
        out.insert(QStringLiteral("withinMove"), plan.withinMove);
    }
    text.append(plan.summary);
}

// Its manoeuvres, each at the rate that fits it.
void addManoeuvres(const Ruleset &rs, const Situation &situation, int full, QJsonObject &out,
                   QStringList &text)
{
    QJsonArray manoeuvres;
    for (const Manoeuvre &m : rs.manoeuvres) {
        const std::optional<ManoeuvreRate> rate = Orders::manoeuvre(rs, situation, m.id);
        if (!rate)
            continue;
        QJsonObject mj{{QStringLiteral("id"), m.id}, {QStringLiteral("forbidden"), rate->forbidden}};
        QString rateText;
        if (rate->forbidden) {
            rateText = Cli::tr("not allowed");
        } else if (rate->fraction) {
            mj.insert(QStringLiteral("fraction"), *rate->fraction);
            mj.insert(QStringLiteral("inches"), full * *rate->fraction);
            rateText = Orders::inchesText(full * *rate->fraction);
        } else if (rate->inches) {
            mj.insert(QStringLiteral("inches"), *rate->inches);
            rateText = Orders::inchesText(*rate->inches);
        }
        manoeuvres.append(mj);
        text.append(Cli::tr("%1: %2").arg(m.doc.name, rateText));
    }
    out.insert(QStringLiteral("manoeuvres"), manoeuvres);
}

int moveCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    addMoveOptions(parser);
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    for (const char *required : {"ruleset", "unit"})
        if (!parser.isSet(QString::fromLatin1(required)))
            return usageError(invocation, Cli::tr("--%1 is required").arg(QString::fromLatin1(required)));
    Loaded loaded = loadRuleset(invocation, parser.value(QStringLiteral("ruleset")));
    if (!loaded.ruleset)
        return loaded.status;
    const Ruleset &rs = *loaded.ruleset;

    QString error;
    const std::optional<Situation> situation = unitSituation(rs, parser, &error);
    if (!situation)
        return usageError(invocation, error);
    const UnitState unit = situation->units.value(QStringLiteral("actor"));
    const MovementAllowance allowance = Orders::movement(rs, unit);
    const std::optional<MoveRequest> request = moveRequest(rs, parser, &error);
    if (!request)
        return usageError(invocation, error);
    const MovePlan plan = Orders::movePlan(rs, *situation, *request);
    if (!allowance.found)
        return usageError(invocation,
                          Cli::tr("%1 has no move for %2 in this formation")
                              .arg(rs.id, parser.value(QStringLiteral("unit"))));
    if (!plan.found)
        return usageError(invocation, Cli::tr("no \"%1\" move for this unit").arg(request->column));

    QJsonObject out{
        {QStringLiteral("ruleset"), rs.id},
        {QStringLiteral("unit"), parser.value(QStringLiteral("unit"))},
        {QStringLiteral("formation"), battle::UnitView::value(rs, unit, rs.display.formation()).toString()},
        {QStringLiteral("column"), plan.column},
        {QStringLiteral("move"), plan.move},
        {QStringLiteral("added"), plan.added},
        {QStringLiteral("mayMove"), plan.mayMove},
        {QStringLiteral("left"), plan.left},
        {QStringLiteral("summary"), plan.summary}};
    QStringList text;
    addAllowances(rs, allowance, out, text);
    addPlan(plan, *request, out, text);
    addManoeuvres(rs, *situation, plan.move, out, text);

    if (parser.isSet(QStringLiteral("json")))
        printJson(QJsonDocument(out));
    else
        printText(text.join(u'\n'));
    return Ok;
}

} // namespace

QList<Command> moveCommands()
{
    return {
        {QStringLiteral("move"),
         Cli::tr("What a unit may do with its move: formation changes, ground, after-move rules."),
         moveCommand},
    };
}

} // namespace adjutant::cli
