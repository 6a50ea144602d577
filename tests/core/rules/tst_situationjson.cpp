#include "rules/situationjson.h"

#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant::rules;

// A situation written as JSON (the command line's and the worked examples'), checked against the
// ruleset field by field; tests/core/rules/data/minimal.json is the ruleset throughout.
class TestSituationJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void reads_data();
    void reads();
    void setOption_data();
    void setOption();
    void unitToJson_data();
    void unitToJson();
    void unitKeyMistakes_data();
    void unitKeyMistakes();

private:
    std::optional<Ruleset> m_rules;
    std::optional<Ruleset> m_figures; // chosen-men: units made of figures, with totals
};

void TestSituationJson::initTestCase()
{
    const RulesetLoadResult r = RulesetLoader::loadFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(r.ok());
    m_rules = r.ruleset;
    const RulesetLoadResult cm = RulesetLibrary::load(QStringLiteral("chosen-men"));
    QVERIFY(cm.ok());
    m_figures = cm.ruleset;
}

void TestSituationJson::reads_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("errors");
    QTest::addColumn<QString>("read"); // what was taken, written out (see reads())

    QTest::newRow("nothing") << QByteArray("{}") << QStringList{} << "";
    QTest::newRow("actor-every-field") << QByteArray(
        R"({"actor":{"type":"foot","q":"B","st":"bad","hits":2,"flag":true,"formation":"line"}})")
                                       << QStringList{} << "actor=actor/actor/foot flag,formation,hits,q,st";
    QTest::newRow("named-target") << QByteArray(
        R"({"target":{"id":"52nd","name":"52nd Foot","type":"foot"}})")
                                  << QStringList{} << "target=52nd/52nd Foot/foot";
    QTest::newRow("id-is-the-name-when-none") << QByteArray(R"({"target":{"id":"52nd","type":"foot"}})")
                                              << QStringList{} << "target=52nd/52nd/foot";
    QTest::newRow("unknown-type") << QByteArray(R"({"actor":{"type":"horse"}})")
                                  << QStringList{"actor.type: \"horse\" is not a unit type of mini (foot)"}
                                  << "actor=actor/actor/horse";
    QTest::newRow("no-type") << QByteArray(R"({"target":{}})")
                             << QStringList{"target.type: \"\" is not a unit type of mini (foot)"}
                             << "target=target/target/";
    QTest::newRow("no-such-field") << QByteArray(R"({"target":{"type":"foot","morale":1}})")
                                   << QStringList{"target.morale: no such field in mini"}
                                   << "target=target/target/foot";
    QTest::newRow("ladder-step-not-there")
        << QByteArray(R"({"actor":{"type":"foot","q":"C"}})")
        << QStringList{"actor.q: [\"C\"] does not fit this field"} << "actor=actor/actor/foot";
    QTest::newRow("ladder-step-as-number")
        << QByteArray(R"({"actor":{"type":"foot","st":0}})")
        << QStringList{"actor.st: [0] does not fit this field"} << "actor=actor/actor/foot";
    // Foot have "max": 2, and hits count up to it.
    QTest::newRow("hits-past-the-type-maximum")
        << QByteArray(R"({"actor":{"type":"foot","hits":3}})")
        << QStringList{"actor.hits: [3] does not fit this field"} << "actor=actor/actor/foot";
    QTest::newRow("hits-below-nought")
        << QByteArray(R"({"actor":{"type":"foot","hits":-1}})")
        << QStringList{"actor.hits: [-1] does not fit this field"} << "actor=actor/actor/foot";
    QTest::newRow("hits-fraction") << QByteArray(R"({"actor":{"type":"foot","hits":1.5}})")
                                   << QStringList{"actor.hits: [1.5] does not fit this field"}
                                   << "actor=actor/actor/foot";
    QTest::newRow("flag-as-text") << QByteArray(R"({"actor":{"type":"foot","flag":"yes"}})")
                                  << QStringList{"actor.flag: [\"yes\"] does not fit this field"}
                                  << "actor=actor/actor/foot";
    QTest::newRow("formation-not-there")
        << QByteArray(R"({"actor":{"type":"foot","formation":"square"}})")
        << QStringList{"actor.formation: [\"square\"] does not fit this field"} << "actor=actor/actor/foot";
    QTest::newRow("unknown-key") << QByteArray(R"({"actr":{}})")
                                 << QStringList{"unknown key \"actr\"; a situation has actor, target, "
                                                "roles, ticked, chosen, tests, inputs, options, distance"}
                                 << "";
    // A procedure's other units by role: mini has no procedure, so no role either.
    QTest::newRow("a role no procedure has")
        << QByteArray(R"({"roles":{"gun":{"type":"foot"}}})")
        << QStringList{"roles.gun: no procedure of mini has that role"} << "";
    QTest::newRow("ticked") << QByteArray(R"({"ticked":["bold"]})") << QStringList{} << "ticked=bold";
    QTest::newRow("ticked-unknown") << QByteArray(R"({"ticked":["brave"]})")
                                    << QStringList{"ticked: no modifier \"brave\" in mini"} << "ticked=brave";
    QTest::newRow("chosen-of-a-toggle")
        << QByteArray(R"({"chosen":{"bold":"x"}})")
        << QStringList{"chosen.bold: \"x\" is not a choice of that modifier"} << "chosen=bold:x";
    QTest::newRow("per-test") << QByteArray(R"({"tests":{"shoot":{"ticked":["bold"]}}})") << QStringList{}
                              << "tests=shoot:bold";
    QTest::newRow("per-test-side") << QByteArray(R"({"tests":{"shoot@target":{"ticked":["bold"]}}})")
                                   << QStringList{} << "tests=shoot@target:bold";
    QTest::newRow("per-test-unknown-test")
        << QByteArray(R"({"tests":{"melee":{}}})") << QStringList{"tests.melee: no such test in mini"} << "";
    QTest::newRow("per-test-unknown-side") << QByteArray(R"({"tests":{"shoot@flank":{}}})")
                                           << QStringList{"tests.shoot@flank: no such test in mini"} << "";
    QTest::newRow("per-test-unknown-modifier")
        << QByteArray(R"({"tests":{"save":{"ticked":["brave"]}}})")
        << QStringList{"tests.save.ticked: no modifier \"brave\" in mini"} << "tests=save:brave";
    QTest::newRow("inputs") << QByteArray(R"({"inputs":{"distance":6,"range":-2}})") << QStringList{}
                            << "inputs=distance:6,range:-2";
    QTest::newRow("input-fraction") << QByteArray(R"({"inputs":{"distance":7.5}})")
                                    << QStringList{"inputs.distance: a whole number is needed"} << "";
    QTest::newRow("input-huge") << QByteArray(R"({"inputs":{"distance":1e308}})")
                                << QStringList{"inputs.distance: a whole number is needed"} << "";
    QTest::newRow("input-as-text") << QByteArray(R"({"inputs":{"distance":"6"}})")
                                   << QStringList{"inputs.distance: a whole number is needed"} << "";
    QTest::newRow("option") << QByteArray(R"({"options":{"opt":"b"}})") << QStringList{} << "options=opt:b";
    QTest::newRow("option-choice-not-there") << QByteArray(R"({"options":{"opt":"c"}})")
                                             << QStringList{"options.opt: \"c\" is not one of a, b"} << "";
    QTest::newRow("option-not-there") << QByteArray(R"({"options":{"nope":"a"}})")
                                      << QStringList{"options.nope: no such option in mini (opt)"} << "";
    // A value of the wrong kind is said, not passed over.
    QTest::newRow("ticked-not-a-list")
        << QByteArray(R"({"ticked":"bold"})") << QStringList{"ticked: a list is needed"} << "";
    QTest::newRow("chosen-not-an-object")
        << QByteArray(R"({"chosen":["bold"]})") << QStringList{"chosen: an object is needed"} << "";
    QTest::newRow("actor-not-an-object")
        << QByteArray(R"({"actor":"52nd"})") << QStringList{"actor: an object is needed"} << "";
    QTest::newRow("tests-not-an-object")
        << QByteArray(R"({"tests":["shoot"]})") << QStringList{"tests: an object is needed"} << "";
    QTest::newRow("one-test-not-an-object") << QByteArray(R"({"tests":{"shoot":["bold"]}})")
                                            << QStringList{"tests.shoot: an object is needed"} << "";
    QTest::newRow("per-test-ticked-not-a-list")
        << QByteArray(R"({"tests":{"shoot":{"ticked":"bold","chosen":3}}})")
        << QStringList{"tests.shoot.ticked: a list is needed", "tests.shoot.chosen: an object is needed"}
        << "";
    QTest::newRow("inputs-not-an-object")
        << QByteArray(R"({"inputs":6})") << QStringList{"inputs: an object is needed"} << "";
    QTest::newRow("options-not-an-object")
        << QByteArray(R"({"options":"opt=b"})") << QStringList{"options: an object is needed"} << "";
    QTest::newRow("several-mistakes-each-said")
        << QByteArray(R"({"actor":{"type":"foot","q":"Z"},"ticked":["x"],"inputs":{"n":0.5}})")
        << QStringList{"actor.q: [\"Z\"] does not fit this field", "ticked: no modifier \"x\" in mini",
                       "inputs.n: a whole number is needed"}
        << "actor=actor/actor/foot ticked=x";
}

// The situation read, written out: "role=id/name/type fields" per unit, then "ticked=…",
// "chosen=m:c", "tests=test:ticks", "inputs=id:n", "options=id:choice", space-separated, sorted.
static QString describe(const Situation &s)
{
    QStringList parts;
    for (auto it = s.units.cbegin(); it != s.units.cend(); ++it) {
        QStringList fields = it->fields.keys();
        fields.sort();
        QString unit = QStringLiteral("%1=%2/%3/%4").arg(it.key(), it->id, it->name, it->type);
        if (!fields.isEmpty())
            unit += u' ' + fields.join(u',');
        parts.append(unit);
    }
    QStringList ticked = s.ticked.values();
    ticked.sort();
    if (!ticked.isEmpty())
        parts.append(u"ticked=" + ticked.join(u','));
    QStringList chosen;
    for (auto it = s.chosen.cbegin(); it != s.chosen.cend(); ++it)
        chosen.append(it.key() + u':' + it.value());
    if (!chosen.isEmpty())
        parts.append(u"chosen=" + chosen.join(u','));
    QStringList tests;
    for (auto it = s.tickedByTest.cbegin(); it != s.tickedByTest.cend(); ++it)
        for (const QString &t : it.value())
            tests.append(it.key() + u':' + t);
    if (!tests.isEmpty())
        parts.append(u"tests=" + tests.join(u','));
    QStringList inputs;
    for (auto it = s.inputs.cbegin(); it != s.inputs.cend(); ++it)
        inputs.append(it.key() + u':' + QString::number(it.value()));
    inputs.sort();
    if (!inputs.isEmpty())
        parts.append(u"inputs=" + inputs.join(u','));
    QStringList options;
    for (auto it = s.options.cbegin(); it != s.options.cend(); ++it)
        options.append(it.key() + u':' + it.value());
    if (!options.isEmpty())
        parts.append(u"options=" + options.join(u','));
    parts.sort();
    return parts.join(u' ');
}

void TestSituationJson::reads()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, errors);
    QFETCH(QString, read);
    QStringList said;
    const Situation s = SituationJson::read(*m_rules, QJsonDocument::fromJson(json).object(), &said);
    QCOMPARE(said, errors);
    QCOMPARE(describe(s), read);
}

void TestSituationJson::setOption_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("error");
    QTest::newRow("choice-b") << "opt=b"
                              << "";
    QTest::newRow("choice-a") << "opt=a"
                              << "";
    QTest::newRow("no-value") << "opt"
                              << "opt: \"\" is not one of a, b";
    QTest::newRow("empty-value") << "opt="
                                 << "opt: \"\" is not one of a, b";
    QTest::newRow("case-counts") << "opt=B"
                                 << "opt: \"B\" is not one of a, b";
    QTest::newRow("no-key") << "=a"
                            << ": no such option in mini (opt)";
    QTest::newRow("unknown-option") << "speed=fast"
                                    << "speed: no such option in mini (opt)";
    QTest::newRow("second-equals-is-the-value") << "opt=a=b"
                                                << "opt: \"a=b\" is not one of a, b";
}

void TestSituationJson::setOption()
{
    QFETCH(QString, setting);
    QFETCH(QString, error);
    Situation s;
    s.options.insert(QStringLiteral("opt"), QStringLiteral("a"));
    const Situation before = s;
    QString said;
    const bool ok = SituationJson::setOption(*m_rules, setting, &s, &said);
    QCOMPARE(ok, error.isEmpty());
    QCOMPARE(said, error);
    if (ok)
        QCOMPARE(s.options.value(QStringLiteral("opt")), setting.section(u'=', 1));
    else
        QCOMPARE(s.options, before.options); // nothing changed
}

void TestSituationJson::unitToJson_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<bool>("removed");
    QTest::addColumn<QByteArray>("json");
    // Every field of minimal.json, the unset ones at their defaults: a ladder's first step, a
    // number's lowest, false, the first choice.
    QTest::newRow("defaults") << "" << QVariantHash{} << false
                              << QByteArray(
                                     R"({"id":"u","type":"foot","q":"A","st":"ok","hits":0,"flag":false,)"
                                     R"("formation":"line","removed":false})");
    QTest::newRow("named-and-set") << "The 52nd" << QVariantHash{{"q", "B"}, {"hits", 1}, {"flag", true}}
                                   << false
                                   << QByteArray(
                                          R"({"id":"u","name":"The 52nd","type":"foot","q":"B","st":"ok",)"
                                          R"("hits":1,"flag":true,"formation":"line","removed":false})");
    QTest::newRow("removed") << "" << QVariantHash{{"hits", 2}} << true
                             << QByteArray(
                                    R"({"id":"u","type":"foot","q":"A","st":"ok","hits":2,"flag":false,)"
                                    R"("formation":"line","removed":true})");
}

void TestSituationJson::unitToJson()
{
    QFETCH(QString, name);
    QFETCH(QVariantHash, fields);
    QFETCH(bool, removed);
    QFETCH(QByteArray, json);
    UnitState u;
    u.id = QStringLiteral("u");
    u.name = name;
    u.type = QStringLiteral("foot");
    u.fields = fields;
    u.removed = removed;
    const QJsonObject written = SituationJson::unitToJson(*m_rules, u);
    QCOMPARE(written, QJsonDocument::fromJson(json).object());
    // Read back as an actor, it is the same unit with no mistake.
    QJsonObject asActor = written;
    asActor.remove(QStringLiteral("removed"));
    QStringList errors;
    const Situation s
        = SituationJson::read(*m_rules, QJsonObject{{QStringLiteral("actor"), asActor}}, &errors);
    QCOMPARE(errors, QStringList{});
    QCOMPARE(s.units.value(QStringLiteral("actor")).id, QStringLiteral("u"));
}

// One key of a unit checked alone (the umpire's correction of a field) finds what reading the
// whole situation {"actor": {"type": TYPE, KEY: VALUE}} finds, in the same words.
void TestSituationJson::unitKeyMistakes_data()
{
    QTest::addColumn<bool>("figures"); // chosen-men, else minimal.json
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("value"); // a JSON value
    QTest::addColumn<QStringList>("errors");
    QTest::newRow("ladder-step") << false << "foot"
                                 << "q" << QByteArray("\"B\"") << QStringList{};
    QTest::newRow("flag") << false << "foot"
                          << "flag" << QByteArray("true") << QStringList{};
    QTest::newRow("integer-at-the-type-maximum") << false << "foot"
                                                 << "hits" << QByteArray("2") << QStringList{};
    QTest::newRow("choice") << false << "foot"
                            << "formation" << QByteArray("\"line\"") << QStringList{};
    QTest::newRow("wrong-kind-flag-as-text")
        << false << "foot"
        << "flag" << QByteArray("\"yes\"") << QStringList{"actor.flag: [\"yes\"] does not fit this field"};
    QTest::newRow("wrong-kind-ladder-as-number")
        << false << "foot"
        << "st" << QByteArray("0") << QStringList{"actor.st: [0] does not fit this field"};
    QTest::newRow("wrong-kind-integer-as-object")
        << false << "foot"
        << "hits" << QByteArray("{}") << QStringList{"actor.hits: [{}] does not fit this field"};
    QTest::newRow("out-of-range-past-the-type-maximum")
        << false << "foot"
        << "hits" << QByteArray("3") << QStringList{"actor.hits: [3] does not fit this field"};
    QTest::newRow("out-of-range-below-nought")
        << false << "foot"
        << "hits" << QByteArray("-1") << QStringList{"actor.hits: [-1] does not fit this field"};
    QTest::newRow("fraction") << false << "foot"
                              << "hits" << QByteArray("1.5")
                              << QStringList{"actor.hits: [1.5] does not fit this field"};
    QTest::newRow("ladder-step-not-there")
        << false << "foot"
        << "q" << QByteArray("\"C\"") << QStringList{"actor.q: [\"C\"] does not fit this field"};
    QTest::newRow("unknown-field") << false << "foot"
                                   << "morale" << QByteArray("1")
                                   << QStringList{"actor.morale: no such field in mini"};
    QTest::newRow("unknown-type-and-field")
        << false << "horse"
        << "morale" << QByteArray("1")
        << QStringList{"actor.type: \"horse\" is not a unit type of mini (foot)",
                       "actor.morale: no such field in mini"};
    // The unit's own keys: "type" stands for its type, an id or a name is no field.
    QTest::newRow("type-key-known") << false << "horse"
                                    << "type" << QByteArray("\"foot\"") << QStringList{};
    QTest::newRow("type-key-unknown")
        << false << "foot"
        << "type" << QByteArray("\"horse\"")
        << QStringList{"actor.type: \"horse\" is not a unit type of mini (foot)"};
    QTest::newRow("type-key-not-text")
        << false << "foot"
        << "type" << QByteArray("7") << QStringList{"actor.type: \"\" is not a unit type of mini (foot)"};
    QTest::newRow("id-key") << false << "foot"
                            << "id" << QByteArray("5") << QStringList{};
    QTest::newRow("name-key") << false << "foot"
                              << "name" << QByteArray("\"52nd\"") << QStringList{};
    QTest::newRow("roster-without-figures")
        << false << "foot"
        << "roster" << QByteArray("[]") << QStringList{"actor.roster: mini's units have no figures"};
    // Fields counted from the figures: a unit that lists none is given those its fields make.
    QTest::newRow("counted-from-figures")
        << true << "squad"
        << "figures-lost" << QByteArray("2")
        << QStringList{"actor.figures-lost: counted from its figures (0 here): give its roster, with the "
                       "figures' own wounds, instead"};
    QTest::newRow("counted-from-figures-as-they-count") << true << "squad"
                                                        << "figures-lost" << QByteArray("0") << QStringList{};
    QTest::newRow("counted-out-of-range")
        << true << "squad"
        << "figures" << QByteArray("101") << QStringList{"actor.figures: [101] does not fit this field"};
    QTest::newRow("not-counted") << true << "squad"
                                 << "loaded" << QByteArray("true") << QStringList{};
    QTest::newRow("roster-not-a-list")
        << true << "squad"
        << "roster" << QByteArray("3") << QStringList{"actor.roster: a list of figures is needed"};
}

void TestSituationJson::unitKeyMistakes()
{
    QFETCH(bool, figures);
    QFETCH(QString, type);
    QFETCH(QString, key);
    QFETCH(QByteArray, value);
    QFETCH(QStringList, errors);
    const Ruleset &rs = figures ? *m_figures : *m_rules;
    const QJsonValue v = QJsonDocument::fromJson("[" + value + "]").array().first();
    QVERIFY2(!v.isUndefined(), value.constData());
    QStringList whole;
    SituationJson::read(
        rs, QJsonObject{{QStringLiteral("actor"), QJsonObject{{QStringLiteral("type"), type}, {key, v}}}},
        &whole);
    const QStringList alone = SituationJson::unitKeyMistakes(rs, QStringLiteral("actor"), type, key, v);
    QCOMPARE(alone, whole);
    QCOMPARE(alone, errors);
}

QTEST_GUILESS_MAIN(TestSituationJson)
#include "tst_situationjson.moc"
