#include "action.h"

#include "statejson.h"

#include <QJsonArray>

#include <cmath>

namespace adjutant::battle {

namespace {

// Reads one action object, naming the first mistake by its key ("faces[2]: ...").
class Reader
{
public:
    Reader(const QJsonObject &json, ActionJson::Keys keys)
        : m_json(json), m_strict(keys == ActionJson::Keys::Strict)
    { }

    QString error;
    bool ok() const { return error.isEmpty(); }

    // Every key must be one of these (when strict).
    void allow(const QString &kind, std::initializer_list<const char *> keys)
    {
        if (!m_strict) // as journaled: nothing to check, so no list of keys to build
            return;
        QStringList allowed{QStringLiteral("kind")};
        for (const char *k : keys)
            allowed.append(QLatin1String(k));
        for (auto it = m_json.begin(); it != m_json.end() && ok(); ++it)
            if (!allowed.contains(it.key()))
                fail(ActionJson::tr("unknown key \"%1\" in a %2 action; it takes %3")
                         .arg(printable(it.key()), kind, allowed.join(QStringLiteral(", "))));
    }

    QString text(const char *key, bool required = false)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(ActionJson::tr("%1: missing").arg(QLatin1String(key)));
            return {};
        }
        if (!v.isString())
            fail(ActionJson::tr("%1: text is needed").arg(QLatin1String(key)));
        return v.toString();
    }

    QStringList texts(const QJsonValue &v, const QString &where)
    {
        QStringList out;
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            fail(ActionJson::tr("%1: a list is needed").arg(where));
            return out;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size() && ok(); ++i) {
            if (!a.at(i).isString())
                fail(ActionJson::tr("%1[%2]: text is needed").arg(where, QString::number(i)));
            out.append(a.at(i).toString());
        }
        return out;
    }

    // {UNIT: [FIGURE, ...]}: figures named, by unit.
    QMap<QString, QStringList> figureLists(const QJsonValue &v, const QString &where)
    {
        QMap<QString, QStringList> out;
        if (v.isUndefined())
            return out;
        if (!v.isObject()) {
            fail(ActionJson::tr("%1: an object of figure lists by unit is needed").arg(where));
            return out;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end() && ok(); ++it)
            out.insert(it.key(), texts(it.value(), where + u'.' + printable(it.key())));
        return out;
    }

    QMap<QString, QString> choices(const QJsonValue &v, const QString &where)
    {
        QMap<QString, QString> out;
        if (v.isUndefined())
            return out;
        if (!v.isObject()) {
            fail(ActionJson::tr("%1: an object of choices is needed").arg(where));
            return out;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end() && ok(); ++it) {
            if (!it.value().isString())
                fail(ActionJson::tr("%1.%2: a choice's id is needed").arg(where, printable(it.key())));
            out.insert(it.key(), it.value().toString());
        }
        return out;
    }

    TestChoices testChoices(const QJsonObject &o, const QString &where)
    {
        if (m_strict)
            for (auto it = o.begin(); it != o.end() && ok(); ++it)
                if (it.key() != u"ticked" && it.key() != u"chosen")
                    fail(ActionJson::tr("%1: unknown key \"%2\"; it takes ticked, chosen")
                             .arg(where, printable(it.key())));
        TestChoices c;
        c.ticked = texts(o.value(u"ticked"), where.isEmpty() ? u"ticked"_qs : where + u".ticked");
        c.chosen = choices(o.value(u"chosen"), where.isEmpty() ? u"chosen"_qs : where + u".chosen");
        return c;
    }

    // A whole number, as dice and inputs are: 7.5, 1e308 or "7" are not.
    std::optional<int> whole(const QJsonValue &v, const QString &where)
    {
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::isnan(d) || d != std::floor(d) || std::abs(d) > 1e9) {
            fail(ActionJson::tr("%1: a whole number is needed, not %2").arg(where, shown(v)));
            return std::nullopt;
        }
        return int(d);
    }

    QList<int> wholes(const QJsonValue &v, const QString &where)
    {
        QList<int> out;
        if (!v.isArray()) {
            fail(ActionJson::tr("%1: a list of numbers is needed").arg(where));
            return out;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size() && ok(); ++i)
            if (const std::optional<int> n
                = whole(a.at(i), QStringLiteral("%1[%2]").arg(where, QString::number(i))))
                out.append(*n);
        return out;
    }

    std::optional<QList<DeckCard>> cards(const char *key)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined())
            return std::nullopt;
        QList<DeckCard> out;
        if (!v.isArray()) {
            fail(ActionJson::tr("%1: a list of cards is needed").arg(QLatin1String(key)));
            return out;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size() && ok(); ++i) {
            const QJsonObject c = a.at(i).toObject();
            if (!a.at(i).isObject() || !c.value(u"card").isString()
                || (c.contains(u"unit") && !c.value(u"unit").isString()))
                fail(ActionJson::tr("%1[%2]: a card is {\"card\": ID, \"unit\": ID}")
                         .arg(QLatin1String(key), QString::number(i)));
            out.append({c.value(u"card").toString(), c.value(u"unit").toString()});
        }
        return out;
    }

    const QJsonObject &json() const { return m_json; }

    void fail(const QString &message)
    {
        if (ok())
            error = message;
    }

    // Keys come from anyone's typing: shown without control characters, which would split the
    // message's line.
    static QString printable(const QString &key)
    {
        QString out;
        for (const QChar c : key)
            out += c.isPrint() ? QString(c)
                               : QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        return out;
    }

private:
    static QString shown(const QJsonValue &v)
    {
        if (v.isDouble())
            return QString::number(v.toDouble());
        if (v.isString())
            return u'"' + printable(v.toString()) + u'"';
        return v.isBool() ? (v.toBool() ? u"true"_qs : u"false"_qs) : ActionJson::tr("that");
    }

    QJsonObject m_json;
    bool m_strict;
};

QJsonObject choicesJson(const QMap<QString, QString> &chosen)
{
    QJsonObject o;
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

void writeChoices(QJsonObject &o, const TestChoices &c)
{
    if (!c.ticked.isEmpty())
        o.insert(QStringLiteral("ticked"), QJsonArray::fromStringList(c.ticked));
    if (!c.chosen.isEmpty())
        o.insert(QStringLiteral("chosen"), choicesJson(c.chosen));
}

QJsonArray intsJson(const QList<int> &ints)
{
    QJsonArray out;
    for (const int i : ints)
        out.append(i);
    return out;
}

// Each kind's name in the JSON, in the variant's order.
// In the order of the Action variant's alternatives: kind() reads it by index.
const char *const kKinds[]
    = {"draw",     "next",     "end-turn", "resolve", "set",  "reorder",      "join", "order", "rename",
       "transfer", "withdraw", "undo",     "redo",    "skip", "update-rules", "move", "note"};
static_assert(std::size(kKinds) == std::variant_size_v<Action>);
static_assert(
    std::is_same_v<
        std::variant_alternative_t<14, Action>,
        action::
            UpdateRules> && std::is_same_v<std::variant_alternative_t<15, Action>, action::Move> && std::is_same_v<std::variant_alternative_t<16, Action>, action::Note>);

Action readDraw(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"shuffle", "fate", "source"});
    action::Draw a;
    a.shuffle = r.cards("shuffle");
    if (json.contains(u"fate"))
        a.fate = r.wholes(json.value(u"fate"), QStringLiteral("fate"));
    if (json.contains(u"source")) {
        const QString source = r.text("source");
        if (source != u"typed" && source != u"app")
            r.fail(ActionJson::tr("%1: \"typed\" or \"app\", not \"%2\"")
                       .arg(u"source"_qs, Reader::printable(source)));
        a.fateSource = source == u"app" ? FaceSource::App : FaceSource::Typed;
    }
    return a;
}

Action readResolve(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"test",     "actor",  "target", "roles",   "ticked",    "chosen",   "tests",
                   "inputs",   "faces",  "source", "sources", "procedure", "response", "skip",
                   "override", "reroll", "owed",   "owe",     "distance",  "struck",   "inContact"});
    action::Resolve a;
    a.procedure = r.text("procedure");
    if (json.contains(u"owed"))
        a.owed = r.whole(json.value(u"owed"), QStringLiteral("owed")).value_or(0);
    if (json.contains(u"owe")) {
        if (!json.value(u"owe").isBool())
            r.fail(ActionJson::tr("owe: true or false"));
        a.owe = json.value(u"owe").toBool();
    }
    a.test = r.text("test", a.procedure.isEmpty() && a.owed == 0);
    // One or the other: a test beside a procedure, or a response without one, would be
    // dropped when the action is written (found by fuzzing FILE.pending).
    if (!a.procedure.isEmpty() && json.contains(u"test"))
        r.fail(ActionJson::tr("give a test or a procedure, not both"));
    if (a.procedure.isEmpty() && json.contains(u"response"))
        r.fail(ActionJson::tr("response: only with a procedure (a charge's response)"));
    if (!a.procedure.isEmpty())
        a.response = r.text("response", true);
    if (json.contains(u"skip"))
        a.skipped = r.texts(json.value(u"skip"), QStringLiteral("skip"));
    a.actor = r.text("actor", a.owed == 0);
    a.target = r.text("target");
    if (json.contains(u"roles")) {
        const QJsonObject roles = json.value(u"roles").toObject();
        if (!json.value(u"roles").isObject() || a.procedure.isEmpty())
            r.fail(
                ActionJson::tr("roles: an object of unit ids by the procedure's role, for a procedure only"));
        for (auto it = roles.begin(); it != roles.end() && r.ok(); ++it) {
            if (!it.value().isString() || it.value().toString().isEmpty())
                r.fail(ActionJson::tr("roles.%1: a unit id").arg(Reader::printable(it.key())));
            a.roles.insert(it.key(), it.value().toString());
        }
    }
    a.override = r.text("override");
    if (json.contains(u"reroll")) {
        const QJsonObject rr = json.value(u"reroll").toObject();
        if (!json.value(u"reroll").isObject() || !rr.value(u"of").isDouble() || !rr.value(u"order").isString()
            || !rr.value(u"by").isString() || rr.size() != 3)
            r.fail(ActionJson::tr(
                "reroll: {\"of\": the entry's seq, \"order\": the order that allows it, \"by\": "
                "the unit that gives it}"));
        else
            a.reroll = action::Reroll{rr.value(u"of").toInt(), rr.value(u"order").toString(),
                                      rr.value(u"by").toString()};
    }
    a.choices = r.testChoices(QJsonObject{{QStringLiteral("ticked"), json.value(u"ticked")},
                                          {QStringLiteral("chosen"), json.value(u"chosen")}},
                              QString());
    const QJsonValue tests = json.value(u"tests");
    if (!tests.isUndefined() && !tests.isObject())
        r.fail(ActionJson::tr("tests: an object of choices by test is needed"));
    const QJsonObject perTest = tests.toObject();
    for (auto it = perTest.begin(); it != perTest.end() && r.ok(); ++it) {
        if (!it.value().isObject())
            r.fail(ActionJson::tr("tests.%1: an object with ticked and chosen is needed")
                       .arg(Reader::printable(it.key())));
        a.byTest.insert(it.key(),
                        r.testChoices(it.value().toObject(), u"tests." + Reader::printable(it.key())));
    }
    const QJsonValue inputs = json.value(u"inputs");
    if (!inputs.isUndefined() && !inputs.isObject())
        r.fail(ActionJson::tr("inputs: an object of numbers is needed"));
    const QJsonObject in = inputs.toObject();
    for (auto it = in.begin(); it != in.end() && r.ok(); ++it)
        if (const std::optional<int> n = r.whole(it.value(), u"inputs." + Reader::printable(it.key())))
            a.inputs.insert(it.key(), *n);
    a.struck = r.figureLists(json.value(u"struck"), QStringLiteral("struck"));
    a.inContact = r.figureLists(json.value(u"inContact"), QStringLiteral("inContact"));
    // "distance": the inches measured, the input "distance" (journaled among the inputs).
    if (json.contains(u"distance") && r.ok()) {
        const std::optional<int> d = r.whole(json.value(u"distance"), QStringLiteral("distance"));
        if (d && *d < 0)
            r.fail(ActionJson::tr("distance: whole inches, 0 or more"));
        else if (d && a.inputs.contains(u"distance"_qs) && a.inputs.value(u"distance"_qs) != *d)
            r.fail(ActionJson::tr("distance: %1 and inputs.distance: %2 say two things")
                       .arg(*d)
                       .arg(a.inputs.value(u"distance"_qs)));
        else if (d)
            a.inputs.insert(QStringLiteral("distance"), *d);
    }
    if (json.contains(u"faces"))
        a.faces = r.wholes(json.value(u"faces"), QStringLiteral("faces"));
    const auto sourceNamed = [&](const QString &name, const QString &where) {
        if (name != u"typed" && name != u"app")
            r.fail(
                ActionJson::tr("%1: \"typed\" or \"app\", not \"%2\"").arg(where, Reader::printable(name)));
        return name == u"app" ? FaceSource::App : FaceSource::Typed;
    };
    const qsizetype count = a.faces ? a.faces->size() : 0;
    if (json.contains(u"sources")) {
        const QStringList each = r.texts(json.value(u"sources"), QStringLiteral("sources"));
        if (r.ok() && each.size() != count)
            r.fail(ActionJson::tr("sources: one for each of the %n face(s)", nullptr, int(count)));
        for (qsizetype i = 0; i < each.size() && r.ok(); ++i)
            a.sources.append(sourceNamed(each.at(i), QStringLiteral("sources[%1]").arg(i)));
    } else {
        const QString source = r.text("source");
        a.sources = QList<FaceSource>(
            count, source.isEmpty() ? FaceSource::Typed : sourceNamed(source, u"source"_qs));
    }
    return a;
}

Action readSet(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"unit", "figure", "field", "value", "reason"});
    action::SetField a;
    a.unit = r.text("unit", true);
    a.figure = r.text("figure");
    a.field = r.text("field", true);
    a.value = json.value(u"value");
    if (a.value.isUndefined())
        r.fail(ActionJson::tr("value: missing"));
    a.reason = r.text("reason");
    return a;
}

Action readJoin(Reader &r, const QJsonObject &json, const QString &kind, ActionJson::Keys keys)
{
    r.allow(kind, {"unit", "reason"});
    const QJsonObject u = json.value(u"unit").toObject();
    if (!json.value(u"unit").isObject())
        r.fail(
            ActionJson::tr("unit: the unit that joins is needed, as {\"id\", \"name\", \"type\", \"side\", "
                           "\"commander\"}"));
    Reader unit(u, keys);
    unit.allow(QStringLiteral("join"),
               {"id", "name", "type", "side", "commander", "isCommander", "level", "fields"});
    action::Join a;
    a.id = unit.text("id");
    a.name = unit.text("name");
    a.type = unit.text("type");
    a.side = unit.text("side");
    a.commander = unit.text("commander");
    if (u.contains(u"isCommander") && !u.value(u"isCommander").isBool())
        unit.fail(ActionJson::tr("isCommander: true or false"));
    a.isCommander = u.value(u"isCommander").toBool();
    a.level = unit.text("level");
    if (u.contains(u"fields") && !u.value(u"fields").isObject())
        unit.fail(ActionJson::tr("fields: an object of the unit's fields is needed"));
    a.fields = u.value(u"fields").toObject();
    if (!unit.ok())
        r.fail(u"unit." + unit.error);
    a.reason = r.text("reason");
    return a;
}

Action readOrder(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"order", "unit", "target", "answers", "override"});
    action::Order a;
    a.order = r.text("order", true);
    a.unit = r.text("unit", true);
    a.target = r.text("target");
    if (json.contains(u"answers"))
        a.answers = r.texts(json.value(u"answers"), QStringLiteral("answers"));
    a.override = r.text("override");
    return a;
}

Action readRename(Reader &r, const QString &kind)
{
    r.allow(kind, {"unit", "name", "reason"});
    action::Rename a;
    a.unit = r.text("unit", true);
    a.name = r.text("name", true);
    a.reason = r.text("reason");
    return a;
}

Action readTransfer(Reader &r, const QString &kind)
{
    r.allow(kind, {"unit", "commander", "reason"});
    action::Transfer a;
    a.unit = r.text("unit", true);
    a.commander = r.text("commander", true);
    a.reason = r.text("reason");
    return a;
}

Action readWithdraw(Reader &r, const QString &kind)
{
    r.allow(kind, {"unit", "reason"});
    action::Withdraw a;
    a.unit = r.text("unit", true);
    a.reason = r.text("reason");
    return a;
}

Action readSkip(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"owed", "reason"});
    action::SkipOwed a;
    a.owed = r.whole(json.value(u"owed"), QStringLiteral("owed")).value_or(0);
    a.reason = r.text("reason");
    return a;
}

Action readMove(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"unit", "inches", "to", "terrain", "manoeuvre", "override", "face"});
    action::Move a;
    a.unit = r.text("unit", true);
    const QJsonValue inches = json.value(u"inches");
    if (json.contains(u"face") && !json.value(u"face").isBool())
        r.fail(ActionJson::tr("face: true or false"));
    a.face = json.value(u"face").toBool();
    if (inches.isUndefined() && !json.contains(u"to") && !a.face)
        r.fail(ActionJson::tr("inches: missing (0 for a change of formation alone)"));
    else if (!inches.isUndefined()
             && (!inches.isDouble() || inches.toDouble() < 0 || inches.toDouble() > 1000))
        r.fail(ActionJson::tr("inches: a distance from 0 to 1000 is needed"));
    a.inches = inches.toDouble(0);
    a.to = r.text("to");
    a.terrain = r.text("terrain");
    a.manoeuvre = r.text("manoeuvre");
    a.override = r.text("override");
    return a;
}

Action readUpdateRules(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"from", "to", "copy"});
    action::UpdateRules a;
    // Asked for: nothing else. Journaled: both pins and the copy, each whole.
    const auto pin = [&](const char *key) {
        const QJsonObject o = json.value(QLatin1String(key)).toObject();
        rules::RulesetPin p = rules::RulesetPin::fromJson(o);
        if (!json.value(QLatin1String(key)).isObject() || p.id.isEmpty() || p.version.isEmpty()
            || p.sha256.size() != 64)
            r.fail(
                ActionJson::tr("%1: the rules as {\"id\", \"version\", \"sha256\"}").arg(QLatin1String(key)));
        return p;
    };
    if (json.contains(u"from") || json.contains(u"to") || json.contains(u"copy")) {
        a.from = pin("from");
        a.to = pin("to");
        a.copy = r.text("copy", true);
    }
    return a;
}

Action readUndoRedo(Reader &r, const QJsonObject &json, const QString &kind)
{
    r.allow(kind, {"seq"});
    int seq = 0;
    if (json.contains(u"seq"))
        seq = r.whole(json.value(u"seq"), QStringLiteral("seq")).value_or(0);
    return kind == u"undo" ? Action(action::Undo{seq}) : Action(action::Redo{seq});
}

// A test or a procedure resolved: what it was, on whom, with what ticked, entered and rolled.
void writeResolve(QJsonObject &o, const action::Resolve &a)
{
    if (a.procedure.isEmpty()) {
        o.insert(QStringLiteral("test"), a.test);
    } else {
        o.insert(QStringLiteral("procedure"), a.procedure);
        o.insert(QStringLiteral("response"), a.response);
    }
    if (!a.skipped.isEmpty())
        o.insert(QStringLiteral("skip"), QJsonArray::fromStringList(a.skipped));
    o.insert(QStringLiteral("actor"), a.actor);
    if (!a.target.isEmpty())
        o.insert(QStringLiteral("target"), a.target);
    if (!a.roles.isEmpty()) {
        QJsonObject roles;
        for (auto it = a.roles.begin(); it != a.roles.end(); ++it)
            roles.insert(it.key(), it.value());
        o.insert(QStringLiteral("roles"), roles);
    }
    if (!a.override.isEmpty())
        o.insert(QStringLiteral("override"), a.override);
    if (a.reroll)
        o.insert(QStringLiteral("reroll"),
                 QJsonObject{{QStringLiteral("of"), a.reroll->of},
                             {QStringLiteral("order"), a.reroll->order},
                             {QStringLiteral("by"), a.reroll->by}});
    if (a.owed > 0)
        o.insert(QStringLiteral("owed"), a.owed);
    if (a.owe)
        o.insert(QStringLiteral("owe"), true);
    for (const auto &[key, lists] :
         {std::pair{u"struck"_qs, &a.struck}, std::pair{u"inContact"_qs, &a.inContact}})
        if (!lists->isEmpty()) {
            QJsonObject byUnit;
            for (auto it = lists->begin(); it != lists->end(); ++it)
                byUnit.insert(it.key(), QJsonArray::fromStringList(it.value()));
            o.insert(key, byUnit);
        }
    writeChoices(o, a.choices);
    if (!a.byTest.isEmpty()) {
        QJsonObject tests;
        for (auto it = a.byTest.begin(); it != a.byTest.end(); ++it) {
            QJsonObject t;
            writeChoices(t, it.value());
            tests.insert(it.key(), t);
        }
        o.insert(QStringLiteral("tests"), tests);
    }
    if (!a.inputs.isEmpty()) {
        QJsonObject inputs;
        for (auto it = a.inputs.begin(); it != a.inputs.end(); ++it)
            inputs.insert(it.key(), it.value());
        o.insert(QStringLiteral("inputs"), inputs);
    }
    if (a.faces) {
        o.insert(QStringLiteral("faces"), intsJson(*a.faces));
        const auto name = [](FaceSource s) {
            return s == FaceSource::App ? QStringLiteral("app") : QStringLiteral("typed");
        };
        QStringList each;
        for (qsizetype i = 0; i < a.faces->size(); ++i)
            each.append(name(a.sourceOf(i)));
        if (each.count(each.value(0)) == each.size())
            o.insert(QStringLiteral("source"), each.isEmpty() ? name(FaceSource::Typed) : each.first());
        else
            o.insert(QStringLiteral("sources"), QJsonArray::fromStringList(each));
    }
}

} // namespace

QString ActionJson::kind(const Action &action)
{
    return QLatin1String(kKinds[action.index()]);
}

QString ActionJson::overrideOf(const Action &action)
{
    if (const auto *r = std::get_if<action::Resolve>(&action))
        return r->override;
    if (const auto *o = std::get_if<action::Order>(&action))
        return o->override;
    if (const auto *m = std::get_if<action::Move>(&action))
        return m->override;
    return {};
}

QStringList ActionJson::kinds()
{
    QStringList out;
    for (const char *k : kKinds)
        out.append(QLatin1String(k));
    return out;
}

std::optional<Action> ActionJson::read(const QJsonObject &json, QString *error, Keys keys)
{
    Reader r(json, keys);
    const QString kind = json.value(u"kind").toString();
    std::optional<Action> action;
    if (!json.value(u"kind").isString()) {
        r.fail(tr("say what is done: \"kind\" is one of %1").arg(kinds().join(QStringLiteral(", "))));
    } else if (kind == u"draw") {
        action = readDraw(r, json, kind);
    } else if (kind == u"next") {
        r.allow(kind, {});
        action = action::Next{};
    } else if (kind == u"end-turn") {
        r.allow(kind, {"shuffle"});
        action = action::EndTurn{r.cards("shuffle")};
    } else if (kind == u"resolve") {
        action = readResolve(r, json, kind);
    } else if (kind == u"set") {
        action = readSet(r, json, kind);
    } else if (kind == u"reorder") {
        r.allow(kind, {"cards"});
        action = action::Reorder{r.cards("cards").value_or(QList<DeckCard>())};
    } else if (kind == u"join") {
        action = readJoin(r, json, kind, keys);
    } else if (kind == u"order") {
        action = readOrder(r, json, kind);
    } else if (kind == u"rename") {
        action = readRename(r, kind);
    } else if (kind == u"transfer") {
        action = readTransfer(r, kind);
    } else if (kind == u"withdraw") {
        action = readWithdraw(r, kind);
    } else if (kind == u"skip") {
        action = readSkip(r, json, kind);
    } else if (kind == u"move") {
        action = readMove(r, json, kind);
    } else if (kind == u"update-rules") {
        action = readUpdateRules(r, json, kind);
    } else if (kind == u"note") {
        r.allow(kind, {"text"});
        action = action::Note{r.text("text", true)};
    } else if (kind == u"undo" || kind == u"redo") {
        action = readUndoRedo(r, json, kind);
    } else {
        r.fail(tr("unknown action \"%1\"; actions: %2")
                   .arg(Reader::printable(kind), kinds().join(QStringLiteral(", "))));
    }
    if (!r.ok()) {
        *error = r.error;
        return std::nullopt;
    }
    return action;
}

QJsonObject ActionJson::write(const Action &action)
{
    QJsonObject o{{QStringLiteral("kind"), kind(action)}};
    std::visit(
        [&o](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::Draw>) {
                if (a.shuffle)
                    o.insert(QStringLiteral("shuffle"), StateJson::cardsToJson(*a.shuffle));
                if (!a.fate.isEmpty())
                    o.insert(QStringLiteral("fate"), intsJson(a.fate));
                if (!a.fate.isEmpty() && a.fateSource)
                    o.insert(QStringLiteral("source"),
                             *a.fateSource == FaceSource::App ? QStringLiteral("app")
                                                              : QStringLiteral("typed"));
            } else if constexpr (std::is_same_v<A, action::EndTurn>) {
                if (a.shuffle)
                    o.insert(QStringLiteral("shuffle"), StateJson::cardsToJson(*a.shuffle));
            } else if constexpr (std::is_same_v<A, action::Resolve>) {
                writeResolve(o, a);
            } else if constexpr (std::is_same_v<A, action::SetField>) {
                o.insert(QStringLiteral("unit"), a.unit);
                if (!a.figure.isEmpty())
                    o.insert(QStringLiteral("figure"), a.figure);
                o.insert(QStringLiteral("field"), a.field);
                o.insert(QStringLiteral("value"), a.value);
                if (!a.reason.isEmpty())
                    o.insert(QStringLiteral("reason"), a.reason);
            } else if constexpr (std::is_same_v<A, action::Reorder>) {
                o.insert(QStringLiteral("cards"), StateJson::cardsToJson(a.cards));
            } else if constexpr (std::is_same_v<A, action::Join>) {
                QJsonObject u{{QStringLiteral("id"), a.id},
                              {QStringLiteral("type"), a.type},
                              {QStringLiteral("side"), a.side}};
                if (!a.name.isEmpty())
                    u.insert(QStringLiteral("name"), a.name);
                if (!a.commander.isEmpty())
                    u.insert(QStringLiteral("commander"), a.commander);
                if (a.isCommander)
                    u.insert(QStringLiteral("isCommander"), true);
                if (!a.level.isEmpty())
                    u.insert(QStringLiteral("level"), a.level);
                if (!a.fields.isEmpty())
                    u.insert(QStringLiteral("fields"), a.fields);
                o.insert(QStringLiteral("unit"), u);
                if (!a.reason.isEmpty())
                    o.insert(QStringLiteral("reason"), a.reason);
            } else if constexpr (std::is_same_v<A, action::Order>) {
                o.insert(QStringLiteral("order"), a.order);
                o.insert(QStringLiteral("unit"), a.unit);
                if (!a.target.isEmpty())
                    o.insert(QStringLiteral("target"), a.target);
                if (!a.answers.isEmpty())
                    o.insert(QStringLiteral("answers"), QJsonArray::fromStringList(a.answers));
                if (!a.override.isEmpty())
                    o.insert(QStringLiteral("override"), a.override);
            } else if constexpr (std::is_same_v<A, action::Rename>) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("name"), a.name);
                if (!a.reason.isEmpty())
                    o.insert(QStringLiteral("reason"), a.reason);
            } else if constexpr (std::is_same_v<A, action::Transfer>) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("commander"), a.commander);
                if (!a.reason.isEmpty())
                    o.insert(QStringLiteral("reason"), a.reason);
            } else if constexpr (std::is_same_v<A, action::Withdraw>) {
                o.insert(QStringLiteral("unit"), a.unit);
                if (!a.reason.isEmpty())
                    o.insert(QStringLiteral("reason"), a.reason);
            } else if constexpr (std::is_same_v<A, action::SkipOwed>) {
                o.insert(QStringLiteral("owed"), a.owed);
                if (!a.reason.isEmpty())
                    o.insert(QStringLiteral("reason"), a.reason);
            } else if constexpr (std::is_same_v<A, action::Move>) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("inches"), a.inches);
                for (const auto &[key, value] : {std::pair{"to", &a.to},
                                                 {"terrain", &a.terrain},
                                                 {"manoeuvre", &a.manoeuvre},
                                                 {"override", &a.override}})
                    if (!value->isEmpty())
                        o.insert(QLatin1String(key), *value);
                if (a.face)
                    o.insert(QStringLiteral("face"), true);
            } else if constexpr (std::is_same_v<A, action::UpdateRules>) {
                if (!a.isAsked()) {
                    o.insert(QStringLiteral("from"), a.from.toJson());
                    o.insert(QStringLiteral("to"), a.to.toJson());
                    o.insert(QStringLiteral("copy"), a.copy);
                }
            } else if constexpr (std::is_same_v<A, action::Note>) {
                o.insert(QStringLiteral("text"), a.text);
            } else if constexpr (std::is_same_v<A, action::Undo> || std::is_same_v<A, action::Redo>) {
                if (a.seq > 0)
                    o.insert(QStringLiteral("seq"), a.seq);
            }
        },
        action);
    return o;
}

} // namespace adjutant::battle
