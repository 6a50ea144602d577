// References ("actor.casualties"...), the conditions and the values that use them.

#include "loader.h"

#include "rules/limits.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rules::detail {

std::optional<Reference> Loader::reference(const QString &text, const QString &path, const Test *test,
                                           const QStringList &callerRoles)
{
    const QStringList roles = callerRoles + m_extraRoles + m_procedureRoles;
    Reference r;
    r.text = text;
    const QStringList parts = text.split(u'.');
    const auto bad = [&](const QString &why) {
        m_ctx.error(path, RulesetLoader::tr("\"%1\": %2").arg(text, why));
        return std::nullopt;
    };
    if (parts.size() == 2 && parts[0] == u"input") {
        r.source = Reference::Source::Input;
        r.name = parts[1];
        const bool known = test
            && std::any_of(test->inputs.begin(), test->inputs.end(),
                           [&](const TestInput &i) { return i.id == r.name; });
        if (!known && test == &m_chargeRuleScope)
            return bad(RulesetLoader::tr("not every procedure that asks the charge rules declares the input "
                                         "\"%1\"")
                           .arg(r.name));
        if (!known)
            return bad(RulesetLoader::tr("this test declares no input \"%1\"").arg(r.name));
        return r;
    }
    if (parts.size() == 2 && parts[0] == u"option") {
        r.source = Reference::Source::Option;
        r.name = parts[1];
        if (!m_rs.option(r.name))
            return bad(RulesetLoader::tr("no option \"%1\" is defined").arg(r.name));
        return r;
    }
    if (parts.size() == 2 && parts[0] == u"turn" && parts[1] == u"step") {
        r.source = Reference::Source::Step;
        r.name = parts[1];
        return r;
    }
    if (parts.size() < 2 || !roles.contains(parts[0]))
        return bad(
            RulesetLoader::tr("start with %1, input. or option.").arg(roles.join(QStringLiteral(", "))));
    r.role = parts[0];
    if (parts[1] == u"type" && parts.size() == 2) {
        r.source = Reference::Source::TypeId;
        return r;
    }
    if (parts[1] == u"arm" && parts.size() == 2) {
        r.source = Reference::Source::Arm;
        return r;
    }
    if (parts[1] == u"chief" && parts.size() == 2 && !m_rs.field(parts[1])) {
        r.source = Reference::Source::Chief;
        return r;
    }
    if (parts[1] == u"figure" && parts.size() == 3 && !m_rs.field(parts[1])) {
        // A field (or the role) of the figure the test falls on.
        if (!m_rs.figures)
            return bad(RulesetLoader::tr("this ruleset's units have no figures (see \"figures\")"));
        r.name = parts[2];
        if (r.name == u"role") {
            r.source = Reference::Source::FigureRole;
            return r;
        }
        r.source = Reference::Source::FigureField;
        if (!m_rs.figures->field(r.name))
            return bad(RulesetLoader::tr("figures have no field \"%1\"").arg(r.name));
        return r;
    }
    if (parts[1] == u"phasing" && parts.size() == 2 && !m_rs.field(parts[1])) {
        r.source = Reference::Source::Phasing;
        return r;
    }
    if (parts[1] == u"commanders" && parts.size() == 2 && !m_rs.field(parts[1])) {
        r.source = Reference::Source::Commanders;
        return r;
    }
    if (parts[1] == u"type" && parts.size() == 3) {
        r.source = Reference::Source::TypeAttribute;
        r.name = parts[2];
        if (!typeAttributeExists(r.name))
            return bad(RulesetLoader::tr("no unit type has the attribute \"%1\"").arg(r.name));
        return r;
    }
    const Field *f = m_rs.field(parts[1]);
    if (!f)
        return bad(RulesetLoader::tr("no field \"%1\" is defined").arg(parts[1]));
    r.name = parts[1];
    if (parts.size() == 2) {
        r.source = Reference::Source::Field;
        return r;
    }
    if (parts.size() == 3 && f->kind == FieldKind::Ladder) {
        r.source = Reference::Source::FieldStepAttribute;
        r.attribute = parts[2];
        const Ladder *l = m_rs.ladder(f->ladder);
        const bool known = l && std::any_of(l->steps.begin(), l->steps.end(), [&](const LadderStep &s) {
                               return s.attributes.contains(r.attribute);
                           });
        if (!known)
            return bad(RulesetLoader::tr("no step of the ladder \"%1\" has the attribute \"%2\"")
                           .arg(f->ladder, r.attribute));
        return r;
    }
    return bad(RulesetLoader::tr("too many parts"));
}

std::optional<Reference> Loader::referenceKey(const Obj &o, const char *key, const Test *test, bool required)
{
    if (!o.has(key)) {
        if (required)
            o.missing(key);
        return std::nullopt;
    }
    const QString text = o.text(key);
    if (text.isEmpty())
        return std::nullopt;
    return reference(text, o.path(key), test);
}

void Loader::checkValue(const Reference &r, const QJsonValue &v, const QString &path)
{
    const auto expectText = [&](const std::function<bool(const QString &)> &allowed,
                                const std::function<QStringList()> &all, const QString &what) {
        if (!v.isString())
            m_ctx.error(path, RulesetLoader::tr("expected text naming %1").arg(what));
        else if (!allowed(v.toString()))
            m_ctx.error(path,
                        RulesetLoader::tr("\"%1\" is not %2; one of: %3")
                            .arg(v.toString(), what, all().join(QStringLiteral(", "))));
    };
    const auto inSet
        = [](const QSet<QString> &set) { return [&set](const QString &x) { return set.contains(x); }; };
    switch (r.source) {
    case Reference::Source::Field: {
        const Field *f = m_rs.field(r.name);
        if (!f || broken(f))
            break; // its definition is reported where it stands
        if (f->kind == FieldKind::Ladder) {
            const Ladder *ladder = m_rs.ladder(f->ladder);
            if (!ladder)
                break;
            expectText([ladder](const QString &x) { return ladder->indexOf(x) >= 0; },
                       [ladder] {
                           QStringList steps;
                           for (const LadderStep &s : ladder->steps)
                               steps.append(s.id);
                           return steps;
                       },
                       RulesetLoader::tr("a step of %1").arg(f->ladder));
        } else if (f->kind == FieldKind::Choice) {
            const QSet<QString> &choices = choiceSet(u"field:" + f->id, f->choices);
            expectText(
                inSet(choices), [f] { return f->choices; }, RulesetLoader::tr("a choice of %1").arg(f->id));
        } else if (f->kind == FieldKind::Flag && !v.isBool()) {
            m_ctx.error(path, RulesetLoader::tr("%1 is a flag: compare it with true or false").arg(f->id));
        } else if (f->kind == FieldKind::Integer && !v.isDouble()) {
            m_ctx.error(path, RulesetLoader::tr("%1 is a number").arg(f->id));
        }
        break;
    }
    case Reference::Source::TypeId:
        expectText(
            inSet(m_typeIds), [this] { return m_typeIdList; }, RulesetLoader::tr("a unit type"));
        break;
    case Reference::Source::Arm:
        expectText(
            inSet(m_arms), [this] { return m_armList; }, RulesetLoader::tr("an arm"));
        break;
    case Reference::Source::Chief:
        if (!v.isBool())
            m_ctx.error(path, RulesetLoader::tr("chief is true or false"));
        break;
    case Reference::Source::FigureRole: {
        QStringList ids;
        for (const FigureRole &role : m_rs.figures->roles)
            ids.append(role.id);
        const QSet<QString> &roles = choiceSet(u"figure-roles"_qs, ids);
        expectText(
            inSet(roles), [ids] { return ids; }, RulesetLoader::tr("a figure's role"));
        break;
    }
    case Reference::Source::FigureField: {
        const Field *f = m_rs.figures->field(r.name);
        if (f && f->kind == FieldKind::Flag && !v.isBool())
            m_ctx.error(path, RulesetLoader::tr("%1 is a flag: compare it with true or false").arg(f->id));
        else if (f && f->kind == FieldKind::Integer && !v.isDouble())
            m_ctx.error(path, RulesetLoader::tr("%1 is a number").arg(f->id));
        break;
    }
    case Reference::Source::Phasing:
        if (!v.isBool())
            m_ctx.error(path, RulesetLoader::tr("phasing is true or false"));
        break;
    case Reference::Source::Step: {
        // The phases are read after the tests: the step is checked once they are.
        const QString step = v.toString();
        if (!v.isString())
            m_ctx.error(path, RulesetLoader::tr("expected text naming a step of the turn"));
        else
            m_ctx.deferred([this, step, path] {
                QStringList steps;
                if (m_rs.activation)
                    for (const Phase &p : m_rs.activation->phases)
                        steps << p.id << p.segmentIds();
                if (!steps.contains(step))
                    m_ctx.error(
                        path,
                        RulesetLoader::tr("\"%1\" is no phase or segment of this ruleset's turn; one of: %2")
                            .arg(step, steps.join(QStringLiteral(", "))));
            });
        break;
    }
    case Reference::Source::Commanders:
        if (!v.isDouble())
            m_ctx.error(path, RulesetLoader::tr("commanders is a number"));
        break;
    case Reference::Source::Option: {
        const Option *option = m_rs.option(r.name);
        if (!option)
            break;
        QStringList ids;
        for (const OptionChoice &c : option->choices)
            ids.append(c.id);
        const QSet<QString> &choices = choiceSet(u"option:" + r.name, ids);
        expectText(
            inSet(choices), [ids] { return ids; },
            RulesetLoader::tr("a choice of the option %1").arg(r.name));
        break;
    }
    case Reference::Source::Input:
    case Reference::Source::TypeAttribute:
    case Reference::Source::FieldStepAttribute:
        break; // any plain value
    }
}

const QSet<QString> &Loader::choiceSet(const QString &key, const QStringList &choices)
{
    auto it = m_choiceSets.find(key);
    if (it == m_choiceSets.end())
        it = m_choiceSets.insert(key, QSet<QString>(choices.begin(), choices.end()));
    return *it;
}

std::optional<Condition> Loader::condition(const QJsonValue &v, const QString &path, const Test *test)
{
    const Obj o(m_ctx, v, path,
                {"field", "option", "ticked", "is", "in", "atLeast", "atMost", "all", "any", "not", "says"});
    if (!o.valid())
        return std::nullopt;
    Condition c;
    c.says = o.prose("says");
    for (const char *group : {"all", "any"}) {
        if (!o.has(group))
            continue;
        c.kind = QByteArrayView(group) == "all" ? Condition::Kind::All : Condition::Kind::Any;
        const QJsonArray list = o.array(group);
        if (list.isEmpty())
            m_ctx.error(o.path(group), RulesetLoader::tr("list at least one condition"));
        for (qsizetype i = 0; i < list.size(); ++i)
            if (auto sub = condition(list[i], item(o.path(group), i), test))
                c.children.append(*sub);
        return c;
    }
    if (o.has("not")) {
        c.kind = Condition::Kind::Not;
        if (auto sub = condition(o.value("not"), o.path("not"), test))
            c.children.append(*sub);
        return c;
    }
    if (o.has("ticked")) {
        c.kind = Condition::Kind::Ticked;
        c.ticked = o.text("ticked");
        return c;
    }
    if (o.value("field").isObject()) {
        auto computed = valueKey(o, "field", test);
        if (!computed)
            return std::nullopt;
        c.computed = std::make_shared<Value>(*computed);
        const char *key = o.has("atLeast") ? "atLeast" : o.has("atMost") ? "atMost" : "is";
        if (!o.has(key)) {
            m_ctx.error(path,
                        RulesetLoader::tr("compare a computed value with \"atLeast\", \"atMost\" or \"is\""));
            return std::nullopt;
        }
        c.op = o.has("atLeast") ? Condition::Op::AtLeast
            : o.has("atMost")   ? Condition::Op::AtMost
                                : Condition::Op::Is;
        if (const auto n = o.integer(key))
            c.values.append(*n);
        return c;
    }
    std::optional<Reference> what;
    if (o.has("option")) {
        what = reference(QStringLiteral("option.") + o.text("option"), o.path("option"), test);
    } else if (o.has("field")) {
        what = referenceKey(o, "field", test);
    } else {
        m_ctx.error(
            path, RulesetLoader::tr("a condition needs \"field\", \"option\", \"all\", \"any\" or \"not\""));
        return std::nullopt;
    }
    if (!what)
        return std::nullopt;
    c.what = *what;
    if (o.has("is")) {
        c.op = Condition::Op::Is;
        checkValue(c.what, o.value("is"), o.path("is"));
        c.values.append(o.value("is").toVariant());
    } else if (o.has("in")) {
        c.op = Condition::Op::In;
        const QJsonArray list = o.array("in");
        for (qsizetype i = 0; i < list.size(); ++i) {
            checkValue(c.what, list[i], item(o.path("in"), i));
            c.values.append(list[i].toVariant());
        }
    } else if (o.has("atLeast") || o.has("atMost")) {
        const char *key = o.has("atLeast") ? "atLeast" : "atMost";
        c.op = o.has("atLeast") ? Condition::Op::AtLeast : Condition::Op::AtMost;
        if (const auto n = o.integer(key))
            c.values.append(*n);
    } else {
        m_ctx.error(path,
                    RulesetLoader::tr("say what to compare with: \"is\", \"in\", \"atLeast\" or \"atMost\""));
        return std::nullopt;
    }
    return c;
}

std::optional<Value> Loader::value(const QJsonValue &v, const QString &path, const Test *test,
                                   bool allowResult)
{
    Value out;
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::abs(d) > Limits::kMaxMagnitude || d != double(qint64(d))) {
            m_ctx.error(path,
                        RulesetLoader::tr("expected a whole number from %1 to %2, not %3")
                            .arg(-Limits::kMaxMagnitude)
                            .arg(Limits::kMaxMagnitude)
                            .arg(d));
            return std::nullopt;
        }
        out.kind = Value::Kind::Constant;
        out.constant = int(d);
        out.text = QString::number(out.constant);
        return out;
    }
    if (v.isString()) {
        out.text = v.toString();
        if (out.text == u"result") {
            if (!allowResult) {
                m_ctx.error(path,
                            RulesetLoader::tr("\"result\" means a test's result: only effects may use it"));
                return std::nullopt;
            }
            out.kind = Value::Kind::Result;
            return out;
        }
        const auto r = reference(out.text, path, test);
        if (!r)
            return std::nullopt;
        out.kind = Value::Kind::Ref;
        out.ref = *r;
        return out;
    }
    const Obj o(
        m_ctx, v, path,
        {"sum", "product", "quotient", "percent", "choose", "otherwise", "figures", "figuresSum", "where"});
    if (!o.valid())
        return std::nullopt;
    if (o.has("figures") || o.has("figuresSum"))
        return figuresValue(o, test, allowResult);
    if (o.has("where"))
        m_ctx.error(o.path("where"), RulesetLoader::tr("\"where\" goes with \"figures\" or \"figuresSum\""));
    static const QList<std::pair<const char *, Value::Kind>> operations{{"sum", Value::Kind::Sum},
                                                                        {"product", Value::Kind::Product},
                                                                        {"quotient", Value::Kind::Quotient},
                                                                        {"percent", Value::Kind::Percent}};
    for (const auto &[key, kind] : operations) {
        if (!o.has(key))
            continue;
        out.kind = kind;
        const QJsonArray list = o.array(key);
        const bool pair = kind == Value::Kind::Quotient || kind == Value::Kind::Percent;
        if ((pair && list.size() != 2) || (!pair && list.size() < 2)) {
            m_ctx.error(o.path(key),
                        pair ? RulesetLoader::tr("give two values: [a, b]")
                             : RulesetLoader::tr("give at least two values"));
            return std::nullopt;
        }
        for (qsizetype i = 0; i < list.size(); ++i) {
            auto arg = value(list[i], item(o.path(key), i), test, allowResult);
            if (!arg)
                return std::nullopt;
            out.args.push_back(*arg);
        }
        out.text = QString::fromLatin1(key);
        return out;
    }
    if (o.has("choose")) {
        out.kind = Value::Kind::Choose;
        const QJsonArray list = o.array("choose");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Obj c(m_ctx, list[i], item(o.path("choose"), i), {"when", "value"});
            if (!c.valid())
                continue;
            auto when = condition(c.value("when"), c.path("when"), test);
            auto val = value(c.value("value"), c.path("value"), test, allowResult);
            if (when && val)
                out.choices.push_back({*when, *val});
        }
        if (o.has("otherwise"))
            if (auto other = value(o.value("otherwise"), o.path("otherwise"), test, allowResult))
                out.otherwise.push_back(*other);
        out.text = QStringLiteral("choose");
        return out;
    }
    m_ctx.error(
        path,
        RulesetLoader::tr("a value is a number, a reference, or sum, product, quotient, percent or choose"));
    return std::nullopt;
}

std::optional<Value> Loader::figuresValue(const Obj &o, const Test *test, bool allowResult)
{
    Value out;
    if (!m_rs.figures) {
        m_ctx.error(o.path(), RulesetLoader::tr("this ruleset's units have no figures (see \"figures\")"));
        return std::nullopt;
    }
    if (o.has("figures")) {
        // {"figures": "actor", "where": ...}: how many of the role's figures
        out.kind = Value::Kind::FigureCount;
        out.ref.role = o.text("figures");
        if (out.ref.role != u"actor" && out.ref.role != u"target") {
            m_ctx.error(o.path("figures"), RulesetLoader::tr("figures names a role: actor or target"));
            return std::nullopt;
        }
        out.text = QStringLiteral("figures");
    } else {
        // {"figuresSum": "actor.figure.serious", "where": ...}: added up over the role's figures
        out.kind = Value::Kind::FigureSum;
        auto each = value(o.value("figuresSum"), o.path("figuresSum"), test, allowResult);
        if (!each)
            return std::nullopt;
        out.args.push_back(*each);
        const Value &v = out.args.front();
        if (v.kind != Value::Kind::Ref || v.ref.source != Reference::Source::FigureField) {
            m_ctx.error(
                o.path("figuresSum"),
                RulesetLoader::tr("figuresSum adds up a figure's field, such as actor.figure.serious"));
            return std::nullopt;
        }
        out.ref.role = v.ref.role;
        out.text = QStringLiteral("figuresSum");
    }
    if (o.has("where"))
        if (auto c = condition(o.value("where"), o.path("where"), test))
            out.where = std::make_shared<Condition>(*c);
    return out;
}

std::optional<Value> Loader::valueKey(const Obj &o, const char *key, const Test *test)
{
    if (!o.has(key))
        return std::nullopt;
    return value(o.value(key), o.path(key), test);
}

} // namespace adjutant::rules::detail
