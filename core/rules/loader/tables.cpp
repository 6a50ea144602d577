// Tables: dice-indexed rows, and the check that the rows cover every roll.

#include "loader.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "rules/docjson.h"

#include <QJsonArray>

namespace adjutant::rules::detail {

void Loader::readTable(const Obj &o)
{
    Table tb;
    tb.id = o.text("id");
    tb.doc = readDoc(o);
    if (o.has("dice"))
        tb.dice = diceExpression(o.value("dice"), o.path("dice"));
    const QJsonArray rows = o.array("rows");
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Obj r(m_ctx, rows[i], item(o.path("rows"), i),
                    {"id", "name", "explain", "ref", "min", "max", "is", "effects", "thenTable", "thenRoll",
                     "thenExplain", "for", "randomUnit", "leaves", "owes", "owedFirst", "rearranges",
                     "joins"});
        if (!r.valid())
            continue;
        TableRow row;
        row.id = r.text("id", false);
        row.doc = readDoc(r);
        if (r.has("is")) {
            row.minimum = row.maximum = r.integer("is").value_or(0);
        } else {
            row.minimum = r.integer("min", true).value_or(0);
            row.maximum = r.integer("max", true).value_or(0);
        }
        row.effects = readEffects(r, "effects", nullptr);
        if (r.has("for"))
            row.forUnit = condition(r.value("for"), r.path("for"), nullptr);
        row.thenTable = r.text("thenTable", false);
        if (!row.thenTable.isEmpty() && !m_tableIds.contains(row.thenTable))
            m_ctx.error(r.path("thenTable"),
                        RulesetLoader::tr("no table \"%1\" is defined").arg(row.thenTable));
        if (r.has("thenRoll"))
            row.thenRoll = diceExpression(r.value("thenRoll"), r.path("thenRoll"));
        row.thenDoc.explain = r.prose("thenExplain");
        if (r.has("randomUnit"))
            row.randomUnit = condition(r.value("randomUnit"), r.path("randomUnit"), nullptr);
        row.commanderLeaves = r.flag("leaves");
        if (r.has("rearranges")) {
            row.rearranges = r.integer("rearranges").value_or(0);
            if (row.rearranges < 1 || row.rearranges > 200)
                m_ctx.error(r.path("rearranges"),
                            RulesetLoader::tr("rearranges is how many of the next cards may be put in order: "
                                              "from 1 to 200"));
        }
        if (r.has("joins"))
            row.joins = readJoining(r);
        row.owes = r.text("owes", false);
        row.owedFirst = r.flag("owedFirst");
        if (row.owedFirst && row.owes.isEmpty())
            m_ctx.error(r.path("owedFirst"),
                        RulesetLoader::tr("owedFirst belongs to a row that owes a test"));
        if (!row.owes.isEmpty()) {
            const QString owesPath = r.path("owes");
            const QString id = row.owes;
            m_ctx.deferred([this, id, owesPath] {
                if (!m_testIds.contains(id))
                    m_ctx.error(owesPath, RulesetLoader::tr("no test \"%1\" is defined").arg(id));
            });
        }
        if ((row.randomUnit || row.commanderLeaves || !row.owes.isEmpty()) && !row.forUnit)
            m_ctx.error(r.path(),
                        RulesetLoader::tr("randomUnit, leaves and owes belong to a row \"for\" a unit: they "
                                          "act when the fate lands on it"));
        tb.rows.append(row);
    }
    const QJsonArray lookup = o.array("lookup");
    for (qsizetype i = 0; i < lookup.size(); ++i) {
        const Obj r(m_ctx, lookup[i], item(o.path("lookup"), i), {"min", "max", "columns", "when"});
        if (!r.valid())
            continue;
        LookupRow row{
            r.integer("min", true).value_or(0), r.integer("max", true).value_or(0), {}, std::nullopt};
        if (r.has("when"))
            row.when = condition(r.value("when"), r.path("when"), nullptr);
        const QJsonArray cols = r.array("columns", true);
        for (qsizetype j = 0; j < cols.size(); ++j) {
            const Obj c(m_ctx, cols[j], item(r.path("columns"), j), {"min", "max", "value", "when"});
            if (!c.valid())
                continue;
            LookupColumn col{c.integer("min"), c.integer("max"), c.integer("value", true).value_or(0),
                             std::nullopt};
            if (c.has("when"))
                col.when = condition(c.value("when"), c.path("when"), nullptr);
            row.columns.append(col);
        }
        tb.lookup.append(row);
    }
    if (o.has("split")) {
        const Obj sp(m_ctx, o.value("split"), o.path("split"), {"every", "when"});
        if (sp.valid()) {
            tb.splitEvery = sp.integer("every", true).value_or(0);
            if (tb.splitEvery < 1)
                m_ctx.error(sp.path("every"), RulesetLoader::tr("split every 1 or more points"));
            if (sp.has("when"))
                tb.splitWhen = condition(sp.value("when"), sp.path("when"), nullptr);
        }
        if (tb.lookup.isEmpty())
            m_ctx.error(o.path("split"), RulesetLoader::tr("only a lookup table is split"));
    }
    if (tb.rows.isEmpty() && tb.lookup.isEmpty())
        m_ctx.error(o.path(), RulesetLoader::tr("a table needs \"rows\" (a random table) or \"lookup\""));
    if (!tb.rows.isEmpty() && !tb.dice)
        m_ctx.error(o.path(), RulesetLoader::tr("a random table needs \"dice\""));
    if (tb.dice && !tb.rows.isEmpty())
        checkCoverage(tb, o);
    m_rs.tables.append(tb);
}

std::optional<TableRow::Joining> Loader::readJoining(const Obj &row)
{
    const Obj o(m_ctx, row.value("joins"), row.path("joins"), {"id", "side", "commander", "units"});
    const Obj boss(m_ctx, o.value("commander"), o.path("commander"), {"type", "name", "level", "fields"});
    const Obj units(m_ctx, o.value("units"), o.path("units"), {"count", "type", "name", "fields"});
    if (!o.valid() || !boss.valid() || !units.valid())
        return std::nullopt;
    TableRow::Joining j;
    j.id = o.text("id");
    if (auto c = condition(o.value("side"), o.path("side"), nullptr))
        j.side = *c;
    j.commanderType = boss.text("type");
    j.commanderName = boss.prose("name", true);
    j.commanderLevel = boss.text("level", false);
    j.commanderFields = boss.value("fields").toObject().toVariantHash();
    // "result": the row's own roll (the D3 of the irregulars' units).
    if (!units.has("count"))
        units.missing("count");
    else if (auto n = value(units.value("count"), units.path("count"), nullptr, true))
        j.count = *n;
    j.unitType = units.text("type");
    j.unitName = units.prose("name", true);
    j.unitFields = units.value("fields").toObject().toVariantHash();
    for (const auto &named :
         {std::pair{j.commanderType, boss.path("type")}, {j.unitType, units.path("type")}})
        m_ctx.deferred([this, type = named.first, path = named.second] {
            if (!m_rs.unitType(type))
                m_ctx.error(path, RulesetLoader::tr("no unit type \"%1\" is defined").arg(type));
        });
    return j;
}

void Loader::checkCoverage(const Table &tb, const Obj &o)
{
    const auto distribution = dice::distributionOf<double>(*tb.dice);
    const int lo = distribution.minimum();
    const int hi = distribution.maximum();
    // How many rows cover each possible roll, counted in one pass over the rows (a table
    // may have many rows, a roll many values: not every row for every value).
    std::vector<int> starts(static_cast<std::size_t>(hi - lo) + 2, 0);
    for (const TableRow &r : tb.rows) {
        const int from = std::max(r.minimum, lo);
        const int to = std::min(r.maximum, hi);
        if (from > to)
            continue;
        ++starts[static_cast<std::size_t>(from - lo)];
        --starts[static_cast<std::size_t>(to - lo) + 1];
    }
    int covering = 0;
    for (int v = lo; v <= hi; ++v) {
        covering += starts[static_cast<std::size_t>(v - lo)];
        if (distribution.probability(v) == 0.0 || covering == 1)
            continue;
        qsizetype first = -1;
        qsizetype second = -1;
        qsizetype after = -1;
        for (qsizetype i = 0; i < tb.rows.size(); ++i) {
            const TableRow &r = tb.rows[i];
            if (v >= r.minimum && v <= r.maximum && second < 0)
                (first < 0 ? first : second) = i;
            if (r.minimum > v && (after < 0 || r.minimum < tb.rows[after].minimum))
                after = i;
        }
        if (first < 0)
            m_ctx.error(after >= 0 ? item(o.path("rows"), after) : o.path("rows"),
                        RulesetLoader::tr("no row covers a roll of %1").arg(v));
        else
            m_ctx.error(item(o.path("rows"), second),
                        RulesetLoader::tr("several rows cover a roll of %1").arg(v));
        return;
    }
}

} // namespace adjutant::rules::detail
