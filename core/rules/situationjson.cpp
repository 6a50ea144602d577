#include "situationjson.h"

#include "figures.h"
#include "procedure.h"

#include "limits.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <utility>

namespace adjutant::rules {

namespace {

// A unit's type as a situation names it: the mistake when the ruleset has no such type, else empty.
QString typeMistake(const Ruleset &rs, const QString &role, const QString &type)
{
    if (rs.unitType(type))
        return {};
    QStringList ids;
    for (const UnitType &t : rs.unitTypes)
        ids.append(t.id);
    return SituationJson::tr("%1.type: \"%2\" is not a unit type of %3 (%4)")
        .arg(role, type, rs.id, ids.join(QStringLiteral(", ")));
}

// One key of a unit as a situation gives it, read onto `u` (whose id, name and type are read
// already, so those keys are passed over): its figures ("roster"), or a field and its value.
// `keepFields`: false when nothing reads the unit's fields afterwards.
void readUnitKey(const Ruleset &rs, const QString &role, const QString &key, const QJsonValue &v,
                 UnitState &u, QStringList *errors, bool keepFields = true)
{
    if (key == u"id" || key == u"name" || key == u"type")
        return;
    if (key == u"roster") { // its figures, one by one
        u.figures = SituationJson::figuresFromJson(rs, v, role + u".roster", errors);
        return;
    }
    const QString mistake = SituationJson::fieldMistake(rs, role, u.type, key, v);
    if (!mistake.isEmpty())
        errors->append(mistake);
    else if (keepFields)
        u.fields.insert(key, v.toVariant());
}

// A unit made of figures that lists none is given those its fields make (its squad leader,
// its rankers...), as a battle gives them; its totals follow from them, so a total given
// otherwise would be silently set aside: it is a mistake.
void settleFigures(const Ruleset &rs, const QString &role, UnitState &u, QStringList *errors)
{
    if (!rs.figures)
        return; // Roster::ensure changes nothing, and no field is a total
    const UnitState given = u;
    Roster::ensure(rs, u);
    for (auto it = given.fields.begin(); it != given.fields.end(); ++it)
        if (rs.figures->total(it.key()) && u.fields.value(it.key()).toInt() != it.value().toInt())
            errors->append(
                SituationJson::tr("%1.%2: counted from its figures (%3 here): give its roster, with "
                                  "the figures' own wounds, instead")
                    .arg(role, it.key(), u.fields.value(it.key()).toString()));
}

void readUnit(const Ruleset &rs, const QString &role, const QJsonObject &o, Situation *s, QStringList *errors)
{
    UnitState u;
    u.id = o.value(u"id").toString(role);
    u.name = o.value(u"name").toString(u.id);
    u.type = o.value(u"type").toString();
    if (const QString mistake = typeMistake(rs, role, u.type); !mistake.isEmpty())
        errors->append(mistake);
    for (auto it = o.begin(); it != o.end(); ++it)
        readUnitKey(rs, role, it.key(), it.value(), u, errors);
    settleFigures(rs, role, u, errors);
    s->units.insert(role, u);
}

// The numbers entered ("inputs"), whole numbers only, and the distance measured ("distance"), which
// is the input "distance" of the test or procedure.
void readInputs(const QJsonObject &json, Situation *s, QStringList *errors)
{
    const QJsonObject inputs = json.value(u"inputs").toObject();
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        const double n = it.value().toDouble();
        // Whole numbers only: 7.5 or 1e308 was once read as 0.
        if (!it.value().isDouble() || std::abs(n) > Limits::kMaxMagnitude || n != std::floor(n)) {
            errors->append(SituationJson::tr("inputs.%1: a whole number is needed").arg(it.key()));
            continue;
        }
        s->inputs.insert(it.key(), int(n));
    }
    // "distance": the inches measured to the target (or, in a charge, to the unit charged), the
    // input "distance" of the test or procedure.
    if (json.contains(u"distance")) {
        const QJsonValue d = json.value(u"distance");
        if (!d.isDouble() || d.toDouble() != std::floor(d.toDouble()) || d.toDouble() < 0
            || d.toDouble() > Limits::kMaxMagnitude)
            errors->append(SituationJson::tr("distance: whole inches, 0 or more, are needed"));
        else if (s->inputs.contains(u"distance"_qs) && s->inputs.value(u"distance"_qs) != d.toInt())
            errors->append(SituationJson::tr("distance: %1 and inputs.distance: %2 say two things")
                               .arg(d.toInt())
                               .arg(s->inputs.value(u"distance"_qs)));
        else
            s->inputs.insert(QStringLiteral("distance"), d.toInt());
    }
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

    // The ruleset's modifiers and their choices, gathered only for a situation that ticks or
    // chooses (most name units alone: the battle checks each correction of a field this way).
    QSet<QString> modifierIds;
    QHash<QString, QStringList> choiceIds;
    bool gathered = false;
    const auto gather = [&] {
        if (std::exchange(gathered, true))
            return;
        for (const Test &t : rs.tests)
            for (const Modifier &m : t.modifiers) {
                modifierIds.insert(m.id);
                for (const ModifierChoice &c : m.choices)
                    choiceIds[m.id].append(c.id);
            }
    };
    const auto readTicks = [&](const QJsonValue &v, QSet<QString> *into, const QString &where) {
        if (!isList(v, where) || v.toArray().isEmpty())
            return;
        gather();
        for (const QJsonValue id : v.toArray()) {
            if (!modifierIds.contains(id.toString()))
                errors->append(tr("%1: no modifier \"%2\" in %3").arg(where, id.toString(), rs.id));
            into->insert(id.toString());
        }
    };
    const auto readChoices = [&](const QJsonValue &v, QHash<QString, QString> *into, const QString &where) {
        if (!isObject(v, where) || v.toObject().isEmpty())
            return;
        gather();
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
    readInputs(json, &s, errors);
    const QJsonObject options = json.value(u"options").toObject();
    for (auto it = options.begin(); it != options.end(); ++it) {
        QString error;
        if (!setOption(rs, it.key() + u'=' + it.value().toString(), &s, &error))
            errors->append(u"options." + error);
    }
    return s;
}

QString SituationJson::fieldMistake(const Ruleset &rs, const QString &role, const QString &type,
                                    const QString &key, const QJsonValue &v)
{
    const Field *f = rs.field(key);
    if (!f)
        return tr("%1.%2: no such field in %3").arg(role, key, rs.id);
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
            const UnitType *t = rs.unitType(type);
            if (t && t->attributes.contains(f->maximumFrom))
                ok = v.toInt() <= t->attributes.value(f->maximumFrom).toInt();
        }
        break;
    }
    if (ok)
        return {};
    return tr("%1.%2: %3 does not fit this field")
        .arg(role, key, QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)));
}

QStringList SituationJson::unitKeyMistakes(const Ruleset &rs, const QString &role, const QString &type,
                                           const QString &key, const QJsonValue &value)
{
    // The unit read() would read from {ROLE: {"type": TYPE, KEY: VALUE}}, where a key "type"
    // stands for the type; its id and name are never checked, and nothing checked reads them.
    QStringList errors;
    UnitState u;
    u.id = role;
    u.name = role;
    u.type = key == u"type" ? value.toString() : type;
    if (const QString mistake = typeMistake(rs, role, u.type); !mistake.isEmpty())
        errors.append(mistake);
    // Only the figures' totals read the field back: without figures it is not kept.
    readUnitKey(rs, role, key, value, u, &errors, rs.figures.has_value());
    settleFigures(rs, role, u, &errors);
    return errors;
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

QJsonArray SituationJson::figuresToJson(const Ruleset &rs, const UnitState &u)
{
    QJsonArray out;
    const Evaluator ev(rs, Situation());
    for (const Figure &f : u.figures) {
        QJsonObject o{{QStringLiteral("id"), f.id}, {QStringLiteral("role"), f.role}};
        if (!f.name.isEmpty())
            o.insert(QStringLiteral("name"), f.name);
        if (rs.figures)
            for (const Field &field : rs.figures->fields)
                o.insert(field.id, QJsonValue::fromVariant(ev.figureValue(f, field.id)));
        out.append(o);
    }
    return out;
}

QList<Figure> SituationJson::figuresFromJson(const Ruleset &rs, const QJsonValue &json, const QString &where,
                                             QStringList *errors)
{
    QList<Figure> out;
    if (!rs.figures) {
        errors->append(tr("%1: %2's units have no figures").arg(where, rs.id));
        return out;
    }
    if (!json.isArray()) {
        errors->append(tr("%1: a list of figures is needed").arg(where));
        return out;
    }
    const QJsonArray list = json.toArray();
    if (list.size() > Limits::kMaxFiguresPerUnit)
        errors->append(
            tr("%1: a unit has at most %2 figures").arg(where, QString::number(Limits::kMaxFiguresPerUnit)));
    QSet<QString> ids;
    for (qsizetype i = 0; i < list.size() && i < Limits::kMaxFiguresPerUnit; ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(where, QString::number(i));
        if (!list.at(i).isObject()) {
            errors->append(tr("%1: a figure is an object with its id and role").arg(at));
            continue;
        }
        const QJsonObject o = list.at(i).toObject();
        Figure f;
        f.id = o.value(u"id").toString();
        f.role = o.value(u"role").toString();
        f.name = o.value(u"name").toString();
        if (f.id.isEmpty() || ids.contains(f.id))
            errors->append(f.id.isEmpty() ? tr("%1.id: each figure needs an id").arg(at)
                                          : tr("%1.id: \"%2\" is the id of another figure").arg(at, f.id));
        ids.insert(f.id);
        if (!rs.figures->role(f.role)) {
            QStringList roles;
            for (const FigureRole &r : rs.figures->roles)
                roles.append(r.id);
            errors->append(tr("%1.role: \"%2\" is not a figure's role in %3 (%4)")
                               .arg(at, f.role, rs.id, roles.join(QStringLiteral(", "))));
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            if (key == u"id" || key == u"role" || key == u"name")
                continue;
            const Field *field = rs.figures->field(key);
            const QJsonValue v = it.value();
            const bool fits = field
                && (field->kind == FieldKind::Flag
                        ? v.isBool()
                        : v.isDouble() && v.toDouble() == double(v.toInt()) && v.toInt() >= field->minimum
                            && (!field->maximum || v.toInt() <= *field->maximum));
            if (!field)
                errors->append(tr("%1.%2: figures have no such field in %3").arg(at, key, rs.id));
            else if (!fits)
                errors->append(
                    tr("%1.%2: %3 does not fit this field")
                        .arg(at, key,
                             QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))));
            else
                f.fields.insert(key,
                                field->kind == FieldKind::Flag ? QVariant(v.toBool()) : QVariant(v.toInt()));
        }
        out.append(f);
    }
    return out;
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
    if (!u.figures.isEmpty()) // only then: units without figures read and hash as before
        o.insert(QStringLiteral("roster"), figuresToJson(rs, u));
    return o;
}

} // namespace adjutant::rules
