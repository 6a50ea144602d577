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
        QStringList allowed{QStringLiteral("kind")};
        for (const char *k : keys)
            allowed.append(QLatin1String(k));
        if (!m_strict)
            return;
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
                fail(ActionJson::tr("%1[%2]: text is needed").arg(where).arg(i));
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
            if (const std::optional<int> n = whole(a.at(i), QStringLiteral("%1[%2]").arg(where).arg(i)))
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
                         .arg(QLatin1String(key))
                         .arg(i));
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
const char *const kKinds[] = {"draw",  "next",   "end-turn", "resolve",  "set",  "reorder", "join",
                              "order", "rename", "transfer", "withdraw", "undo", "redo",    "skip"};
static_assert(std::size(kKinds) == std::variant_size_v<Action>);

} // namespace

QString ActionJson::kind(const Action &action)
{
    return QLatin1String(kKinds[action.index()]);
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
        r.allow(kind, {"shuffle", "fate"});
        action::Draw a;
        a.shuffle = r.cards("shuffle");
        if (json.contains(u"fate"))
            a.fate = r.wholes(json.value(u"fate"), QStringLiteral("fate"));
        action = a;
    } else if (kind == u"next") {
        r.allow(kind, {});
        action = action::Next{};
    } else if (kind == u"end-turn") {
        r.allow(kind, {"shuffle"});
        action = action::EndTurn{r.cards("shuffle")};
    } else if (kind == u"resolve") {
        r.allow(kind,
                {"test", "actor", "target", "ticked", "chosen", "tests", "inputs", "faces", "source",
                 "sources", "procedure", "response", "skip", "override", "reroll", "owed", "owe", "struck",
                 "inContact"});
        action::Resolve a;
        a.procedure = r.text("procedure");
        if (json.contains(u"owed"))
            a.owed = r.whole(json.value(u"owed"), QStringLiteral("owed")).value_or(0);
        if (json.contains(u"owe")) {
            if (!json.value(u"owe").isBool())
                r.fail(tr("owe: true or false"));
            a.owe = json.value(u"owe").toBool();
        }
        a.test = r.text("test", a.procedure.isEmpty() && a.owed == 0);
        if (!a.procedure.isEmpty())
            a.response = r.text("response", true);
        if (json.contains(u"skip"))
            a.skipped = r.texts(json.value(u"skip"), QStringLiteral("skip"));
        a.actor = r.text("actor", a.owed == 0);
        a.target = r.text("target");
        a.override = r.text("override");
        if (json.contains(u"reroll")) {
            const QJsonObject rr = json.value(u"reroll").toObject();
            if (!json.value(u"reroll").isObject() || !rr.value(u"of").isDouble()
                || !rr.value(u"order").isString() || !rr.value(u"by").isString() || rr.size() != 3)
                r.fail(tr("reroll: {\"of\": the entry's seq, \"order\": the order that allows it, \"by\": "
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
            r.fail(tr("tests: an object of choices by test is needed"));
        const QJsonObject perTest = tests.toObject();
        for (auto it = perTest.begin(); it != perTest.end() && r.ok(); ++it) {
            if (!it.value().isObject())
                r.fail(tr("tests.%1: an object with ticked and chosen is needed")
                           .arg(Reader::printable(it.key())));
            a.byTest.insert(it.key(),
                            r.testChoices(it.value().toObject(), u"tests." + Reader::printable(it.key())));
        }
        const QJsonValue inputs = json.value(u"inputs");
        if (!inputs.isUndefined() && !inputs.isObject())
            r.fail(tr("inputs: an object of numbers is needed"));
        const QJsonObject in = inputs.toObject();
        for (auto it = in.begin(); it != in.end() && r.ok(); ++it)
            if (const std::optional<int> n = r.whole(it.value(), u"inputs." + Reader::printable(it.key())))
                a.inputs.insert(it.key(), *n);
        a.struck = r.figureLists(json.value(u"struck"), QStringLiteral("struck"));
        a.inContact = r.figureLists(json.value(u"inContact"), QStringLiteral("inContact"));
        if (json.contains(u"faces"))
            a.faces = r.wholes(json.value(u"faces"), QStringLiteral("faces"));
        const auto sourceNamed = [&](const QString &name, const QString &where) {
            if (name != u"typed" && name != u"app")
                r.fail(tr("%1: \"typed\" or \"app\", not \"%2\"").arg(where, Reader::printable(name)));
            return name == u"app" ? FaceSource::App : FaceSource::Typed;
        };
        const qsizetype count = a.faces ? a.faces->size() : 0;
        if (json.contains(u"sources")) {
            const QStringList each = r.texts(json.value(u"sources"), QStringLiteral("sources"));
            if (r.ok() && each.size() != count)
                r.fail(tr("sources: one for each of the %n face(s)", nullptr, int(count)));
            for (qsizetype i = 0; i < each.size() && r.ok(); ++i)
                a.sources.append(sourceNamed(each.at(i), QStringLiteral("sources[%1]").arg(i)));
        } else {
            const QString source = r.text("source");
            a.sources = QList<FaceSource>(
                count, source.isEmpty() ? FaceSource::Typed : sourceNamed(source, u"source"_qs));
        }
        action = a;
    } else if (kind == u"set") {
        r.allow(kind, {"unit", "figure", "field", "value", "reason"});
        action::SetField a;
        a.unit = r.text("unit", true);
        a.figure = r.text("figure");
        a.field = r.text("field", true);
        a.value = json.value(u"value");
        if (a.value.isUndefined())
            r.fail(tr("value: missing"));
        a.reason = r.text("reason");
        action = a;
    } else if (kind == u"reorder") {
        r.allow(kind, {"cards"});
        action = action::Reorder{r.cards("cards").value_or(QList<DeckCard>())};
    } else if (kind == u"join") {
        r.allow(kind, {"unit", "reason"});
        const QJsonObject u = json.value(u"unit").toObject();
        if (!json.value(u"unit").isObject())
            r.fail(tr("unit: the unit that joins is needed, as {\"id\", \"name\", \"type\", \"side\", "
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
            unit.fail(tr("isCommander: true or false"));
        a.isCommander = u.value(u"isCommander").toBool();
        a.level = unit.text("level");
        if (u.contains(u"fields") && !u.value(u"fields").isObject())
            unit.fail(tr("fields: an object of the unit's fields is needed"));
        a.fields = u.value(u"fields").toObject();
        if (!unit.ok())
            r.fail(u"unit." + unit.error);
        a.reason = r.text("reason");
        action = a;
    } else if (kind == u"order") {
        r.allow(kind, {"order", "unit", "target", "answers", "override"});
        action::Order a;
        a.order = r.text("order", true);
        a.unit = r.text("unit", true);
        a.target = r.text("target");
        if (json.contains(u"answers"))
            a.answers = r.texts(json.value(u"answers"), QStringLiteral("answers"));
        a.override = r.text("override");
        action = a;
    } else if (kind == u"rename") {
        r.allow(kind, {"unit", "name", "reason"});
        action::Rename a;
        a.unit = r.text("unit", true);
        a.name = r.text("name", true);
        a.reason = r.text("reason");
        action = a;
    } else if (kind == u"transfer") {
        r.allow(kind, {"unit", "commander", "reason"});
        action::Transfer a;
        a.unit = r.text("unit", true);
        a.commander = r.text("commander", true);
        a.reason = r.text("reason");
        action = a;
    } else if (kind == u"withdraw") {
        r.allow(kind, {"unit", "reason"});
        action::Withdraw a;
        a.unit = r.text("unit", true);
        a.reason = r.text("reason");
        action = a;
    } else if (kind == u"skip") {
        r.allow(kind, {"owed", "reason"});
        action::SkipOwed a;
        a.owed = r.whole(json.value(u"owed"), QStringLiteral("owed")).value_or(0);
        a.reason = r.text("reason");
        action = a;
    } else if (kind == u"undo" || kind == u"redo") {
        r.allow(kind, {"seq"});
        int seq = 0;
        if (json.contains(u"seq"))
            seq = r.whole(json.value(u"seq"), QStringLiteral("seq")).value_or(0);
        action = kind == u"undo" ? Action(action::Undo{seq}) : Action(action::Redo{seq});
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
            } else if constexpr (std::is_same_v<A, action::EndTurn>) {
                if (a.shuffle)
                    o.insert(QStringLiteral("shuffle"), StateJson::cardsToJson(*a.shuffle));
            } else if constexpr (std::is_same_v<A, action::Resolve>) {
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
                        o.insert(QStringLiteral("source"),
                                 each.isEmpty() ? name(FaceSource::Typed) : each.first());
                    else
                        o.insert(QStringLiteral("sources"), QJsonArray::fromStringList(each));
                }
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
            } else if constexpr (std::is_same_v<A, action::Undo> || std::is_same_v<A, action::Redo>) {
                if (a.seq > 0)
                    o.insert(QStringLiteral("seq"), a.seq);
            }
        },
        action);
    return o;
}

} // namespace adjutant::battle
