#include "rulesetloader.h"

#include "docjson.h"
#include "procedureloader.h"
#include "rulesetcopy.h"

#include "loader/loader.h"
#include "loader/migrations.h"

#include "json/checkedjson.h"
#include "json/sourcejson.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "io/boundedfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <functional>

namespace adjutant::rules {

namespace detail {

void Loader::load(const QJsonValue &root)
{
    Obj top(m_ctx, root, QString(), {"format",          "id",           "name",
                                     "version",         "explain",      "ref",
                                     "ladders",         "fields",       "removal",
                                     "unitTypes",       "formations",   "formationChanges",
                                     "movementColumns", "movement",     "weapons",
                                     "terrain",         "formed",       "manoeuvres",
                                     "afterMove",       "modifierSets", "tests",
                                     "tables",          "chargeRules",  "activation",
                                     "options",         "display",      "procedures",
                                     "orders",          "diceReadings", "owedJudgedWhenOwed",
                                     "triggers",        "moving",       "figures",
                                     "commanderLost"});
    if (!top.valid())
        return;
    // An earlier format was rewritten into the current one before (RulesetLoader::loadData).
    const auto format = top.integer("format", true);
    if (format && *format != RulesetLoader::kFormatVersion)
        m_ctx.error(top.path("format"),
                    RulesetLoader::tr("this Adjutant reads formats %1 to %2, not %3")
                        .arg(RulesetLoader::kOldestFormat)
                        .arg(RulesetLoader::kFormatVersion)
                        .arg(*format));
    m_rs.id = top.text("id");
    if (!m_rs.id.isEmpty() && !isId(m_rs.id))
        m_ctx.error(top.path("id"), RulesetLoader::tr("an id uses letters, digits and hyphens only"));
    m_ctx.setTextContext(u"ruleset:" + m_rs.id);
    m_rs.doc = readDoc(top);
    m_rs.version = top.text("version");
    m_rs.owedJudgedWhenOwed = top.flag("owedJudgedWhenOwed");

    readDefinitions(top);
    readTestsAndTables(top);
    readMovementSections(top);
    readPlaySections(top);
    m_rs.buildIndexes();
    m_ctx.runDeferred();
    checkCertainLoops();
}

// The definitions every later section refers to, in order: options, dice readings, ladders,
// formations, unit types, fields, figures, the removal rule and modifier sets.
void Loader::readDefinitions(const Obj &top)
{
    readList(top, "options", [this](const Obj &o) { readOption(o); }, "option",
             {"id", "name", "explain", "ref", "choices", "default"});
    m_rs.buildIndexes();
    readList(top, "diceReadings", [this](const Obj &o) { readDiceReading(o); }, "",
             {"sides", "rolledOn", "read", "when", "name", "explain", "ref"});
    readList(top, "ladders", [this](const Obj &o) { readLadder(o); }, "ladder",
             {"id", "name", "explain", "ref", "steps"});
    // Each section is looked up by the next ones: indexed as it is complete, so that a file
    // of thousands of definitions and references to them takes no more than a moment.
    m_rs.buildIndexes();
    readList(top, "formations", [this](const Obj &o) { readFormation(o); }, "formation",
             {"id", "name", "explain", "ref", "arms", "requires"});
    m_rs.buildIndexes();
    readList(top, "unitTypes", [this](const Obj &o) { readUnitType(o); }, "unitType",
             {"id", "name", "explain", "ref", "arm", "attributes", "formations"});
    m_rs.buildIndexes();
    for (const UnitType &t : std::as_const(m_rs.unitTypes)) {
        for (auto it = t.attributes.begin(); it != t.attributes.end(); ++it)
            m_typeAttributes.insert(it.key());
        if (!m_arms.contains(t.arm))
            m_armList.append(t.arm);
        m_arms.insert(t.arm);
        m_typeIds.insert(t.id);
        m_typeIdList.append(t.id);
    }
    readList(top, "fields", [this](const Obj &o) { readField(o); }, "field",
             {"id", "name", "explain", "ref", "kind", "ladder", "choices", "choicesFrom", "default", "min",
              "max", "maxFrom", "resetAtEndOfTurn", "resetAtEndOfPhase", "hidden", "bookkeeping"});
    m_rs.buildIndexes();
    if (top.has("figures"))
        readFigures(Obj(m_ctx, top.value("figures"), top.path("figures"),
                        {"name", "explain", "ref", "roles", "fields", "standing", "hurt", "tiesByMen",
                         "derive", "totals"}));
    if (top.has("removal"))
        readRemoval(Obj(m_ctx, top.value("removal"), top.path("removal"),
                        {"field", "atLeastFrom", "atLeastField", "explain"}));
    if (top.has("modifierSets"))
        readModifierSets(top);
}

// Tests and tables, which refer to each other: their ids are collected first.
void Loader::readTestsAndTables(const Obj &top)
{
    collectIds(top, "tests", m_testIds);
    collectIds(top, "tables", m_tableIds);
    collectIds(top, "orders", m_orderIds); // a phase's step may offer an order
    collectIds(top, "weapons", m_weaponIds); // a range band's weapon
    readList(top, "tables", [this](const Obj &o) { readTable(o); }, "table",
             {"id", "name", "explain", "ref", "dice", "rows", "lookup", "split"});
    m_rs.buildIndexes();
    readList(top, "tests", [this](const Obj &o) { readTest(o); }, "test",
             {"id",           "name",         "explain",     "ref",           "kind",
              "dice",         "pool",         "atLeast",     "atMost",        "targetFrom",
              "modifiersOn",  "naturalPass",  "naturalFail", "base",          "compareWith",
              "table",        "row",          "inputs",      "modifiers",     "effects",
              "perSuccess",   "perFailure",   "ifAnyFailed", "ifAnySuccess",  "perNaturalPass",
              "then",         "naturalWhen",  "halveWhen",   "floor",         "onPass",
              "onFail",       "bands",        "winnerLoser", "targetDieFrom", "cue",
              "requires",     "actorDieFrom", "figure",      "resultWords",   "resultWordsOne",
              "oncePerTarget"});
    m_rs.buildIndexes();
}

// Movement, terrain, manoeuvres, what a move brings about, weapons and formation changes.
void Loader::readMovementSections(const Obj &top)
{
    readList(top, "movementColumns", [this](const Obj &o) { readMovementColumn(o); }, "movement column",
             {"id", "name", "explain", "ref", "base", "plus"});
    readList(top, "movement", [this](const Obj &o) { readMovement(o); }, "",
             {"arm", "unitType", "formation", "inches", "bonus"});
    if (top.has("formed"))
        m_rs.formed = condition(top.value("formed"), top.path("formed"), nullptr);
    readList(top, "terrain", [this](const Obj &o) { readTerrain(o); }, "terrain",
             {"id", "name", "explain", "ref", "speed", "cost", "costMove", "forbidden", "forbiddenFormed",
              "formedOnly", "disorders", "disordersFormedOnly", "requires"});
    readList(top, "manoeuvres", [this](const Obj &o) { readManoeuvre(o); }, "manoeuvre",
             {"id", "name", "explain", "ref", "rates"});
    readList(
        top, "afterMove", [this](const Obj &o) { readAfterMove(o); }, "afterMove",
        {"id", "name", "explain", "ref", "when", "movedMoreThan", "terrain", "formationChange", "effects"});
    if (top.has("moving"))
        readMoving(Obj(m_ctx, top.value("moving"), top.path("moving"),
                       {"explain", "ref", "requires", "limits", "spent", "effects", "disorder"}));
    readList(top, "weapons", [this](const Obj &o) { readWeapon(o); }, "weapon",
             {"id", "name", "explain", "ref", "ranges", "when"});
    if (top.has("formationChanges"))
        readFormationChanges(Obj(m_ctx, top.value("formationChanges"), top.path("formationChanges"),
                                 {"explain", "ref", "chains", "chainBy", "rating", "ratingOption",
                                  "costPerStep", "costWhen", "testEachStep", "face"}));
}

// Charge rules, a commander's loss, triggers, procedures, the activation, orders and the display.
void Loader::readPlaySections(const Obj &top)
{
    collectChargeRuleInputs(top);
    readList(top, "chargeRules", [this](const Obj &o) { readChargeRule(o); }, "chargeRule",
             {"id", "name", "explain", "ref", "when", "verdict", "test"});
    if (top.has("commanderLost")) {
        const Obj lost(m_ctx, top.value("commanderLost"), top.path("commanderLost"),
                       {"explain", "ref", "effects"});
        Ruleset::CommanderLost rule;
        rule.doc = {QString(), lost.prose("explain"), lost.text("ref", false)};
        rule.effects = readEffects(lost, "effects", nullptr);
        if (rule.effects.isEmpty())
            lost.missing("effects");
        m_rs.commanderLost = rule;
    }
    readList(top, "triggers", [this](const Obj &o) { readTrigger(o); }, "trigger",
             {"id", "name", "explain", "ref", "after", "test", "actor", "target", "outcomes", "when", "rose",
              "once", "lapses", "coveredBy", "leftUnrolled", "onActivation"});
    if (top.has("procedures"))
        readProcedures(
            m_ctx, top, m_rs,
            {[this](const QJsonValue &v, const QString &p, const Test *t) { return condition(v, p, t); },
             [this](const QJsonValue &v, const QString &p, const Test *t, bool r) {
                 return value(v, p, t, r);
             },
             [this](const Obj &o, const char *k, const Test *t) { return readEffects(o, k, t); },
             [this](const QJsonValue &v, const QString &p, const Test *t) { return readPick(v, p, t); },
             [this](const QStringList &roles) { m_procedureRoles = roles; }});
    if (top.has("activation"))
        readActivation(Obj(m_ctx, top.value("activation"), top.path("activation"),
                           {"kind", "draw", "explain", "ref", "cards", "phases", "endOfTurn", "onActivation",
                            "acting", "waitingFates", "endTurnAfterLastCard"}));
    readList(top, "orders", [this](const Obj &o) { readOrder(o); }, "order",
             {"id", "name", "explain", "ref", "when", "asks", "target", "reroll", "requires", "effects",
              "figure"});
    if (top.has("display"))
        readDisplay(Obj(m_ctx, top.value("display"), top.path("display"),
                        {"losses", "state", "formation", "markers", "actions", "moved"}));
}

void Loader::readList(const Obj &parent, const char *key, const std::function<void(const Obj &)> &read,
                      const char *whatId, Keys allowed)
{
    const QString what = QString::fromLatin1(whatId);
    const QJsonArray list = parent.array(key);
    QHash<QString, QString> seen; // id -> first path
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Obj o(m_ctx, list[i], item(parent.path(key), i), allowed);
        if (!o.valid())
            continue;
        if (!what.isEmpty()) {
            const QString id = o.text("id");
            if (!id.isEmpty() && !isId(id))
                m_ctx.error(o.path("id"), RulesetLoader::tr("an id uses letters, digits and hyphens only"));
            if (seen.contains(id) && !id.isEmpty())
                m_ctx.error(o.path("id"),
                            RulesetLoader::tr("duplicate %1 id \"%2\"; the first is at %3")
                                .arg(what, id, seen.value(id)));
            if (!seen.contains(id))
                seen.insert(id, o.path());
        }
        read(o);
    }
}

void Loader::collectIds(const Obj &top, const char *key, QSet<QString> &ids)
{
    const QJsonValue v = top.value(key);
    if (!v.isArray())
        return;
    for (const QJsonValue e : v.toArray())
        if (e.isObject())
            ids.insert(e.toObject().value(QStringLiteral("id")).toString());
}

} // namespace detail

using detail::Loader;
using namespace json;
using namespace json::checked;

std::optional<RulesetError> RulesetLoader::readFormat(SourceJson &src, const QString &fileName, Ruleset &rs)
{
    QJsonObject root = src.root.toObject();
    const QJsonValue format = root.value(u"format");
    if (!format.isDouble() || format.toDouble() != double(format.toInt()))
        return std::nullopt; // the loader says what is wrong with it
    rs.format = format.toInt();
    if (rs.format > kFormatVersion)
        return RulesetError{
            fileName, src.lineOf(QStringLiteral("format")), QStringLiteral("format"),
            tr("written for a newer Adjutant (ruleset format %1; this one reads formats %2 to "
               "%3): update Adjutant to use it")
                .arg(rs.format)
                .arg(kOldestFormat)
                .arg(kFormatVersion)};
    if (rs.format >= kOldestFormat && rs.format < kFormatVersion) {
        rs.migrated = detail::FormatMigrations::migrate(root, rs.format);
        src.root = root;
    }
    return std::nullopt;
}

RulesetLoadResult RulesetLoader::loadData(const QByteArray &data, const QString &fileName)
{
    SourceJson src;
    SourceJsonError jsonError;
    if (!SourceJsonReader::read(data, &src, &jsonError)) {
        RulesetLoadResult result;
        result.errors.append({fileName, jsonError.line, jsonError.path,
                              tr("column %1: %2").arg(jsonError.column).arg(jsonError.message)});
        return result;
    }
    return loadRead(std::move(src), fileName);
}

RulesetLoader::Pin RulesetLoader::pinOf(const QJsonObject &root)
{
    Pin pin;
    pin.canonical = QJsonDocument(root).toJson(QJsonDocument::Compact);
    pin.sha256 = RulesetCopy::sha256Of(pin.canonical);
    return pin;
}

RulesetLoadResult RulesetLoader::loadRead(SourceJson src, const QString &fileName,
                                          const std::optional<Pin> &pin)
{
    RulesetLoadResult result;
    Ruleset rs;
    rs.source = fileName;
    if (src.root.isObject()) {
        // What a battle is pinned to: the file's content, whatever its layout (see Ruleset::sha256).
        Pin pinned = pin ? *pin : pinOf(src.root.toObject());
        rs.canonical = std::move(pinned.canonical);
        rs.sha256 = std::move(pinned.sha256);
        if (const std::optional<RulesetError> refused = readFormat(src, fileName, rs)) {
            result.errors.append(*refused);
            return result;
        }
    }
    Context ctx(src, fileName);
    Loader(ctx, rs).load(src.root);
    if (ctx.hasErrors()) {
        result.errors = ctx.errors();
        return result;
    }
    rs.buildIndexes();
    result.ruleset = std::move(rs);
    return result;
}

RulesetLoadResult RulesetLoader::loadFile(const QString &path)
{
    // Built-in rulesets are named by their resource path without the ":/".
    const QString name = path.startsWith(u":/") ? path.mid(2) : path;
    const io::BoundedRead file
        = io::BoundedFile::read(path, io::BoundedFile::kMaxRulesetBytes, tr("a ruleset is a few hundred KB"));
    if (!file.ok()) {
        RulesetLoadResult result;
        result.errors.append({name, 0, QString(), file.error});
        return result;
    }
    return loadData(file.data, name);
}

// ---- Ruleset lookups -------------------------------------------------------------------

qsizetype Ladder::indexOf(const QString &stepId) const
{
    return stepIndex.indexOf(steps, stepId);
}
const LadderStep *Ladder::step(const QString &stepId) const
{
    return stepIndex.find(steps, stepId);
}
const Ladder *Ruleset::ladder(const QString &i) const
{
    return indexes.ladders.find(ladders, i);
}
const Field *Ruleset::field(const QString &i) const
{
    return indexes.fields.find(fields, i);
}
const UnitType *Ruleset::unitType(const QString &i) const
{
    return indexes.unitTypes.find(unitTypes, i);
}
const Formation *Ruleset::formation(const QString &i) const
{
    return indexes.formations.find(formations, i);
}
const Test *Ruleset::test(const QString &i) const
{
    return indexes.tests.find(tests, i);
}
const Table *Ruleset::table(const QString &i) const
{
    return indexes.tables.find(tables, i);
}
const Option *Ruleset::option(const QString &i) const
{
    return indexes.options.find(options, i);
}
const Order *Ruleset::order(const QString &i) const
{
    for (const Order &o : orders)
        if (o.id == i)
            return &o;
    return nullptr;
}
const Weapon *Ruleset::weapon(const QString &i) const
{
    return indexes.weapons.find(weapons, i);
}
const Terrain *Ruleset::terrainType(const QString &i) const
{
    return indexes.terrain.find(terrain, i);
}

void Ruleset::buildIndexes()
{
    for (Ladder &l : ladders)
        l.stepIndex.build(l.steps);
    indexes.ladders.build(ladders);
    indexes.fields.build(fields);
    indexes.unitTypes.build(unitTypes);
    indexes.formations.build(formations);
    indexes.tests.build(tests);
    indexes.tables.build(tables);
    indexes.options.build(options);
    indexes.weapons.build(weapons);
    indexes.terrain.build(terrain);
    if (activation)
        indexes.cards.build(activation->cards);
}

const Card *Ruleset::card(const QString &i) const
{
    return activation ? indexes.cards.find(activation->cards, i) : nullptr;
}

} // namespace adjutant::rules
