#include "situationjson.h"

#include "procedure.h"

#include "limits.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace adjutant::rules {

namespace {

void readUnit(const Ruleset &rs, const QString &role, const QJsonObject &o, Situation *s, QStringList *errors)
{
    UnitState u;
    u.id = o.value(u"id").toString(role);
    u.name = o.value(u"name").toString(u.id);
    u.type = o.value(u"type").toString();
    if (!rs.unitType(u.type)) {
        QStringList ids;
        for (const UnitType &t : rs.unitTypes)
            ids.append(t.id);
        errors->append(SituationJson::tr("%1.type: \"%2\" is not a unit type of %3 (%4)")
                           .arg(role, u.type, rs.id, ids.join(QStringLiteral(", "))));
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        if (key == u"id" || key == u"name" || key == u"type")
            continue;
        const Field *f = rs.field(key);
        if (!f) {
            errors->append(SituationJson::tr("%1.%2: no such field in %3").arg(role, key, rs.id));
            continue;
        }
        const QJsonValue v = it.value();
        bool ok = true;
        switch (f->kind) {
        case FieldKind::Ladder:
            ok = v.isString() && rs.ladder(f->ladder)->indexOf(v.toString()) >= 0;
            break;
        case FieldKind::Choice:
            ok = v.isString() && f->choices.contains(v.toString());
            break;
        case FieldKind::Flag:
            ok = v.isBool();
            break;
        case FieldKind::Integer:
            ok = v.isDouble() && v.toDouble() == double(v.toInt()) && v.toInt() >= f->minimum
                && (!f->maximum || v.toInt() <= *f->maximum);
            if (ok && !f->maximumFrom.isEmpty()) {
                const UnitType *t = rs.unitType(u.type);
                if (t && t->attributes.contains(f->maximumFrom))
                    ok = v.toInt() <= t->attributes.value(f->maximumFrom).toInt();
            }
            break;
        }
        if (!ok) {
            errors->append(
                SituationJson::tr("%1.%2: %3 does not fit this field")
                    .arg(role, key,
                         QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))));
            continue;
        }
        u.fields.insert(key, v.toVariant());
    }
    s->units.insert(role, u);
}

} // namespace

Situation SituationJson::read(const Ruleset &rs, const QJsonObject &json, QStringList *errors)
{
    Situation s;
    static const QStringList known{
        QStringLiteral("actor"),  QStringLiteral("target"),  QStringLiteral("roles"),
        QStringLiteral("ticked"), QStringLiteral("chosen"),  QStringLiteral("tests"),
        QStringLiteral("inputs"), QStringLiteral("options"), QStringLiteral("distance")};
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!known.contains(it.key()))
            errors->append(
                tr("unknown key \"%1\"; a situation has %2").arg(it.key(), known.join(QStringLiteral(", "))));
    // A value of the wrong kind is said, never passed over: "ticked": "bold" once ticked nothing.
    const auto isList = [errors](const QJsonValue &v, const QString &where) {
        if (v.isUndefined() || v.isArray())
            return true;
        errors->append(tr("%1: a list is needed").arg(where));
        return false;
    };
    const auto isObject = [errors](const QJsonValue &v, const QString &where) {
        if (v.isUndefined() || v.isObject())
            return true;
        errors->append(tr("%1: an object is needed").arg(where));
        return false;
    };
    for (const QString &role : {QStringLiteral("actor"), QStringLiteral("target")})
        if (json.contains(role) && isObject(json.value(role), role))
            readUnit(rs, role, json.value(role).toObject(), &s, errors);
    // A procedure's other units, by its role: {"roles": {"gun": {...}}}.
    if (isObject(json.value(u"roles"), QStringLiteral("roles"))) {
        const QJsonObject roles = json.value(u"roles").toObject();
        for (auto it = roles.begin(); it != roles.end(); ++it) {
            const bool declared = rs.procedures
                && std::any_of(rs.procedures->begin(), rs.procedures->end(),
                               [&](const Procedure &p) { return p.role(it.key()) != nullptr; });
            if (!declared)
                errors->append(tr("roles.%1: no procedure of %2 has that role").arg(it.key(), rs.id));
            else if (isObject(it.value(), u"roles." + it.key()))
                readUnit(rs, it.key(), it.value().toObject(), &s, errors);
        }
    }
    for (const QString &key : {QStringLiteral("tests"), QStringLiteral("inputs"), QStringLiteral("options")})
        isObject(json.value(key), key);

    QSet<QString> modifierIds;
    QHash<QString, QStringList> choiceIds;
    for (const Test &t : rs.tests)
        for (const Modifier &m : t.modifiers) {
            modifierIds.insert(m.id);
            for (const ModifierChoice &c : m.choices)
                choiceIds[m.id].append(c.id);
        }
    const auto readTicks = [&](const QJsonValue &v, QSet<QString> *into, const QString &where) {
        if (!isList(v, where))
            return;
        for (const QJsonValue id : v.toArray()) {
            if (!modifierIds.contains(id.toString()))
                errors->append(tr("%1: no modifier \"%2\" in %3").arg(where, id.toString(), rs.id));
            into->insert(id.toString());
        }
    };
    const auto readChoices = [&](const QJsonValue &v, QHash<QString, QString> *into, const QString &where) {
        if (!isObject(v, where))
            return;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!choiceIds.value(it.key()).contains(it.value().toString()))
                errors->append(tr("%1.%2: \"%3\" is not a choice of that modifier")
                                   .arg(where, it.key(), it.value().toString()));
            into->insert(it.key(), it.value().toString());
        }
    };
    readTicks(json.value(u"ticked"), &s.ticked, QStringLiteral("ticked"));
    readChoices(json.value(u"chosen"), &s.chosen, QStringLiteral("chosen"));
    const QJsonObject perTest = json.value(u"tests").toObject();
    for (auto it = perTest.begin(); it != perTest.end(); ++it) {
        // "melee@actor", "melee@target": one side's dice of a procedure's melee only.
        const QString side = it.key().section(u'@', 1);
        if (!rs.test(it.key().section(u'@', 0, 0))
            || (!side.isEmpty() && side != u"actor" && side != u"target"))
            errors->append(tr("tests.%1: no such test in %2").arg(it.key(), rs.id));
        if (!isObject(it.value(), u"tests." + it.key()))
            continue;
        const QJsonObject t = it.value().toObject();
        readTicks(t.value(u"ticked"), &s.tickedByTest[it.key()], u"tests." + it.key() + u".ticked");
        readChoices(t.value(u"chosen"), &s.chosenByTest[it.key()], u"tests." + it.key() + u".chosen");
    }
    const QJsonObject inputs = json.value(u"inputs").toObject();
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        const double n = it.value().toDouble();
        // Whole numbers only: 7.5 or 1e308 was once read as 0.
        if (!it.value().isDouble() || std::abs(n) > Limits::kMaxMagnitude || n != std::floor(n)) {
            errors->append(tr("inputs.%1: a whole number is needed").arg(it.key()));
            continue;
        }
        s.inputs.insert(it.key(), int(n));
    }
    // "distance": the inches measured to the target (or, in a charge, to the unit charged), the
    // input "distance" of the test or procedure.
    if (json.contains(u"distance")) {
        const QJsonValue d = json.value(u"distance");
        if (!d.isDouble() || d.toDouble() != std::floor(d.toDouble()) || d.toDouble() < 0
            || d.toDouble() > Limits::kMaxMagnitude)
            errors->append(tr("distance: whole inches, 0 or more, are needed"));
        else if (s.inputs.contains(u"distance"_qs) && s.inputs.value(u"distance"_qs) != d.toInt())
            errors->append(tr("distance: %1 and inputs.distance: %2 say two things")
                               .arg(d.toInt())
                               .arg(s.inputs.value(u"distance"_qs)));
        else
            s.inputs.insert(QStringLiteral("distance"), d.toInt());
    }
    const QJsonObject options = json.value(u"options").toObject();
    for (auto it = options.begin(); it != options.end(); ++it) {
        QString error;
        if (!setOption(rs, it.key() + u'=' + it.value().toString(), &s, &error))
            errors->append(u"options." + error);
    }
    return s;
}

bool SituationJson::setOption(const Ruleset &rs, const QString &setting, Situation *s, QString *error)
{
    const qsizetype eq = setting.indexOf(u'=');
    const QString key = setting.left(eq);
    const QString value = eq < 0 ? QString() : setting.mid(eq + 1);
    const Option *o = rs.option(key);
    if (!o) {
        QStringList ids;
        for (const Option &x : rs.options)
            ids.append(x.id);
        *error = tr("%1: no such option in %2 (%3)").arg(key, rs.id, ids.join(QStringLiteral(", ")));
        return false;
    }
    QStringList choices;
    for (const OptionChoice &c : o->choices)
        choices.append(c.id);
    if (!choices.contains(value)) {
        *error = tr("%1: \"%2\" is not one of %3").arg(key, value, choices.join(QStringLiteral(", ")));
        return false;
    }
    s->options.insert(key, value);
    return true;
}

QJsonObject SituationJson::unitToJson(const Ruleset &rs, const UnitState &u)
{
    QJsonObject o{{QStringLiteral("id"), u.id}, {QStringLiteral("type"), u.type}};
    if (!u.name.isEmpty())
        o.insert(QStringLiteral("name"), u.name);
    const Evaluator ev(rs, Situation());
    for (const Field &f : rs.fields)
        o.insert(f.id, QJsonValue::fromVariant(ev.fieldValue(u, f.id)));
    o.insert(QStringLiteral("removed"), u.removed);
    return o;
}

} // namespace adjutant::rules
