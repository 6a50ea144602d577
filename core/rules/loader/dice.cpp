// Dice expressions and the unit-type attributes they read.

#include "loader.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "rules/docjson.h"
#include "rules/limits.h"

#include <QJsonArray>

namespace adjutant::rules::detail {

std::optional<dice::DiceExpression> Loader::diceExpression(const QJsonValue &v, const QString &path)
{
    if (!v.isString()) {
        m_ctx.error(path, RulesetLoader::tr("expected dice such as \"2d6\", found %1").arg(typeName(v)));
        return std::nullopt;
    }
    const dice::DiceParseResult parsed = dice::DiceParser::parse(v.toString());
    if (!parsed.ok()) {
        m_ctx.error(path,
                    RulesetLoader::tr("bad dice \"%1\": %2").arg(v.toString(), parsed.error.toString()));
        return std::nullopt;
    }
    return parsed.expression;
}

void Loader::readDice(const QJsonValue &v, const QString &path, Test &t)
{
    if (v.isString()) {
        t.dice.expression = diceExpression(v, path);
        return;
    }
    const Obj o(m_ctx, v, path, {"count", "sides", "from", "choose"});
    if (!o.valid())
        return;
    if (o.has("from")) {
        t.dice.expressionFrom = referenceKey(o, "from", &t);
        return;
    }
    if (o.has("choose")) {
        const QJsonArray list = o.array("choose");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Obj c(m_ctx, list[i], item(o.path("choose"), i), {"when", "dice"});
            if (!c.valid())
                continue;
            auto when = condition(c.value("when"), c.path("when"), &t);
            auto expr = diceExpression(c.value("dice"), c.path("dice"));
            if (when && expr)
                t.dice.byCondition.append({*when, *expr});
        }
        return;
    }
    const auto sides = o.integer("sides", true);
    if (sides && !dice::isSupportedSides(*sides))
        m_ctx.error(o.path("sides"), RulesetLoader::tr("there is no d%1").arg(*sides));
    t.dice.sides = sides.value_or(10);
    if (o.value("count").isDouble() || !o.has("count")) {
        t.dice.fixedCount = o.integer("count").value_or(1);
        if (t.dice.fixedCount < 0 || t.dice.fixedCount > Limits::kMaxDicePerTest)
            m_ctx.error(o.path("count"),
                        RulesetLoader::tr("a test rolls 0 to %1 dice, not %2")
                            .arg(Limits::kMaxDicePerTest)
                            .arg(t.dice.fixedCount));
    } else {
        t.dice.count = valueKey(o, "count", &t);
        if (t.dice.count && t.dice.count->kind == Value::Kind::Ref
            && t.dice.count->ref.source == Reference::Source::TypeAttribute)
            checkDiceAttribute(t.dice.count->ref.name, o.path("count"));
    }
}

void Loader::readDiceReading(const Obj &o)
{
    DiceReading r;
    r.doc = readDoc(o);
    r.sides = o.integer("sides", true).value_or(0);
    r.rolledOn = o.integer("rolledOn", true).value_or(0);
    if (!dice::isSupportedSides(r.sides))
        m_ctx.error(o.path("sides"), RulesetLoader::tr("there is no d%1").arg(r.sides));
    if (!dice::isSupportedSides(r.rolledOn))
        m_ctx.error(o.path("rolledOn"), RulesetLoader::tr("there is no d%1").arg(r.rolledOn));
    else if (r.sides <= 0 || r.rolledOn <= r.sides || r.rolledOn % r.sides != 0)
        m_ctx.error(o.path("rolledOn"),
                    RulesetLoader::tr("a d%1 is read off a die with a whole multiple of its faces, not a d%2")
                        .arg(r.sides)
                        .arg(r.rolledOn));
    const QString way = o.text("read", true);
    if (way == u"halve-up")
        r.way = DiceReading::Way::HalveUp;
    else if (way == u"wrap")
        r.way = DiceReading::Way::Wrap;
    else if (!way.isEmpty())
        m_ctx.error(o.path("read"), RulesetLoader::tr("read is halve-up or wrap, not \"%1\"").arg(way));
    if (o.has("when"))
        r.when = condition(o.value("when"), o.path("when"), nullptr);
    m_rs.diceReadings.append(r);
}

void Loader::checkDiceAttribute(const QString &attribute, const QString &usedAt)
{
    for (qsizetype i = 0; i < m_rs.unitTypes.size(); ++i) {
        const auto it = m_rs.unitTypes.at(i).attributes.constFind(attribute);
        if (it == m_rs.unitTypes.at(i).attributes.constEnd())
            continue;
        bool number = false;
        const double n = it->toDouble(&number);
        if (number && n >= 0 && n <= Limits::kMaxDicePerTest)
            continue;
        m_ctx.error(
            child(child(item(QStringLiteral("unitTypes"), i), QStringLiteral("attributes")), attribute),
            RulesetLoader::tr("%1 rolls this many dice (%2): a number from 0 to %3")
                .arg(usedAt, it->toString(), QString::number(Limits::kMaxDicePerTest)));
    }
}

} // namespace adjutant::rules::detail
