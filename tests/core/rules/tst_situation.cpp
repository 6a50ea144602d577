// The Evaluator on its own: references read from a situation (fields with their defaults, type
// attributes, inputs, options), numbers worked out from them, conditions judged and told in words.
// Each row puts its reference, number or condition on a modifier of a "probe" test added to
// data/kinds.json, so that it is read as a ruleset states it. Every expected value is worked
// out in the comments from that file.
#include "rules/rulesetloader.h"
#include "rules/situation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestSituation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void read_data();
    void read();
    void value_data();
    void value();
    void holds_data();
    void holds();
    void ticked_data();
    void ticked();
    void fieldValueAndUnit();
    // The rows above read through a table of units by id (Evaluator's second constructor):
    // the answers above, and those of the situation situationWithUnits makes of the same.
    void readThroughTable_data() { read_data(); }
    void readThroughTable();
    void holdsThroughTable_data() { holds_data(); }
    void holdsThroughTable();

private:
    // kinds.json with a "probe" test whose one modifier carries the row's JSON; nothing when the
    // ruleset does not load (the row fails).
    std::optional<Ruleset> probe(const QByteArray &modifier) const;
    QByteArray m_kinds;
};

namespace {

UnitState unit(const QString &id, const QString &type, const QVariantHash &fields)
{
    UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
    return u;
}

// A foot unit of quality A with 2 hits, formed, against a horse unit of quality C that has
// nothing else set (base morale "regular", troop value "good", 0 hits by default).
Situation standard(bool withTarget = true)
{
    Situation s;
    s.units.insert(QStringLiteral("actor"),
                   unit(QStringLiteral("us"), QStringLiteral("foot"),
                        {{QStringLiteral("q"), QStringLiteral("A")},
                         {QStringLiteral("hits"), 2},
                         {QStringLiteral("formed"), true}}));
    if (withTarget)
        s.units.insert(QStringLiteral("target"),
                       unit(QStringLiteral("them"), QStringLiteral("horse"),
                            {{QStringLiteral("q"), QStringLiteral("C")}}));
    return s;
}

const Modifier &theModifier(const Ruleset &rs)
{
    return rs.test(QStringLiteral("probe"))->modifiers.first();
}

// The standard situation, with distance 7 entered and the harsh option on when asked.
Situation standard(bool withTarget, bool withInputs)
{
    Situation s = standard(withTarget);
    if (withInputs) {
        s.inputs.insert(QStringLiteral("distance"), 7);
        s.options.insert(QStringLiteral("harsh"), QStringLiteral("yes"));
    }
    return s;
}

// A situation's units as a table reads them: the units by id (with one no role names), each role
// naming its unit's id, a role with no unit ("target" when there is none) naming an id the table
// lacks; the base keeps a decoy in each role, which reading through the table passes over.
struct ThroughTable {
    Situation base;
    QHash<QString, QString> roles;
    QHash<QString, UnitState> units;
};

ThroughTable throughTable(const Situation &s)
{
    ThroughTable t{s, {}, {}};
    const UnitState decoy = unit(QStringLiteral("decoy"), QStringLiteral("horse"),
                                 {{QStringLiteral("q"), QStringLiteral("A")}, {QStringLiteral("hits"), 9}});
    for (auto it = s.units.cbegin(); it != s.units.cend(); ++it) {
        t.roles.insert(it.key(), it->id);
        t.units.insert(it->id, *it);
        t.base.units.insert(it.key(), decoy);
    }
    if (!s.units.contains(QStringLiteral("target"))) {
        t.roles.insert(QStringLiteral("target"), QStringLiteral("ghost"));
        t.base.units.insert(QStringLiteral("target"), decoy);
    }
    t.units.insert(QStringLiteral("bystander"), decoy);
    return t;
}

} // namespace

void TestSituation::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    m_kinds = f.readAll();
    // The probe itself loads with a plain modifier.
    QVERIFY(probe(R"("value": 1)"));
}

std::optional<Ruleset> TestSituation::probe(const QByteArray &modifier) const
{
    QJsonObject root = QJsonDocument::fromJson(m_kinds).object();
    QJsonArray tests = root.value(u"tests").toArray();
    const QByteArray test = R"({"id": "probe", "name": "Probe", "kind": "bands", "dice": "d6",
        "inputs": [{"id": "distance", "name": "Distance", "min": 0, "max": 30, "default": 5}],
        "modifiers": [{"id": "m", "name": "M", )"
        + modifier + R"(}], "bands": [{"id": "any", "name": "Any"}]})";
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(test, &error);
    if (error.error != QJsonParseError::NoError) {
        qWarning("%s in %s", qPrintable(error.errorString()), test.constData());
        return std::nullopt;
    }
    tests.append(doc.object());
    root.insert(QStringLiteral("tests"), tests);
    const RulesetLoadResult r
        = RulesetLoader::loadData(QJsonDocument(root).toJson(), QStringLiteral("probe.json"));
    for (const auto &e : r.errors)
        qWarning("%s", qPrintable(e.toString()));
    return r.ruleset;
}

void TestSituation::read_data()
{
    QTest::addColumn<QByteArray>("modifier"); // a "per" reference, or a "when" whose reference is read
    QTest::addColumn<bool>("withTarget");
    QTest::addColumn<bool>("withInputs"); // distance 7 and the harsh option on
    QTest::addColumn<QVariant>("raw");
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("words");

    // A ladder field reads as its step; as a number, the step's value (A is 1, C is -1).
    QTest::newRow("ladder") << QByteArray(R"("value": 1, "per": "actor.q")") << true << false
                            << QVariant(u"A"_qs) << 1 << "the unit's Quality";
    QTest::newRow("ladder-of-the-target") << QByteArray(R"("value": 1, "per": "target.q")") << true << false
                                          << QVariant(u"C"_qs) << -1 << "the target's Quality";
    // Not set: the field's default, "regular", worth 8.
    QTest::newRow("ladder-default") << QByteArray(R"("value": 1, "per": "target.grade")") << true << false
                                    << QVariant(u"regular"_qs) << 8 << "the target's Base morale";
    QTest::newRow("integer") << QByteArray(R"("value": 1, "per": "actor.hits")") << true << false
                             << QVariant(2) << 2 << "the unit's Hits";
    QTest::newRow("integer-default") << QByteArray(R"("value": 1, "per": "target.hits")") << true << false
                                     << QVariant(0) << 0 << "the target's Hits";
    // A flag is 1 when set.
    QTest::newRow("flag") << QByteArray(R"("value": 1, "when": {"field": "actor.formed", "is": true})")
                          << true << false << QVariant(true) << 1 << "the unit's Formed";
    QTest::newRow("flag-default") << QByteArray(
        R"("value": 1, "when": {"field": "target.formed", "is": true})")
                                  << true << false << QVariant(false) << 0 << "the target's Formed";
    // The type's attributes: foot rolls 3 dice, horse takes at most 3 hits.
    QTest::newRow("type-attribute") << QByteArray(R"("value": 1, "per": "actor.type.dice")") << true << false
                                    << QVariant(3) << 3 << "the unit's dice";
    QTest::newRow("type-attribute-of-the-target") << QByteArray(R"("value": 1, "per": "target.type.max")")
                                                  << true << false << QVariant(3) << 3 << "the target's max";
    QTest::newRow("type") << QByteArray(R"("value": 1, "when": {"field": "actor.type", "is": "foot"})")
                          << true << false << QVariant(u"foot"_qs) << 0 << "the unit's type";
    QTest::newRow("arm") << QByteArray(R"("value": 1, "when": {"field": "target.arm", "is": "cavalry"})")
                         << true << false << QVariant(u"cavalry"_qs) << 0 << "the target's arm";
    // An input: as entered, else the test's default (5).
    QTest::newRow("input-entered") << QByteArray(R"("value": 1, "per": "input.distance")") << true << true
                                   << QVariant(7) << 7 << "the distance entered";
    QTest::newRow("input-default") << QByteArray(R"("value": 1, "per": "input.distance")") << true << false
                                   << QVariant(5) << 5 << "the distance entered";
    // An option: as chosen, else its default ("no").
    QTest::newRow("option-chosen") << QByteArray(R"("value": 1, "when": {"option": "harsh", "is": "yes"})")
                                   << true << true << QVariant(u"yes"_qs) << 0 << "the option \"Harsh\"";
    QTest::newRow("option-default") << QByteArray(R"("value": 1, "when": {"option": "harsh", "is": "yes"})")
                                    << true << false << QVariant(u"no"_qs) << 0 << "the option \"Harsh\"";
    // No unit in the role: nothing to read, and 0 as a number.
    QTest::newRow("no-target") << QByteArray(R"("value": 1, "per": "target.q")") << false << false
                               << QVariant() << 0 << "the target's Quality";
    QTest::newRow("no-target-type") << QByteArray(R"("value": 1, "per": "target.type.max")") << false << false
                                    << QVariant() << 0 << "the target's max";
}

void TestSituation::read()
{
    QFETCH(QByteArray, modifier);
    QFETCH(bool, withTarget);
    QFETCH(bool, withInputs);
    QFETCH(QVariant, raw);
    QFETCH(int, number);
    QFETCH(QString, words);

    const std::optional<Ruleset> rs = probe(modifier);
    QVERIFY(rs);
    const Modifier &m = theModifier(*rs);
    QVERIFY(m.per || m.when);
    const Reference ref = m.per ? m.per->ref : m.when->what;
    if (m.per)
        QCOMPARE(m.per->kind, Value::Kind::Ref);
    const Evaluator ev(*rs, standard(withTarget, withInputs), QStringLiteral("probe"));
    QCOMPARE(ev.read(ref), raw);
    QCOMPARE(ev.number(ref), number);
    QCOMPARE(ev.describe(ref), words);
}

void TestSituation::value_data()
{
    QTest::addColumn<QByteArray>("per");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("words");

    QTest::newRow("constant") << QByteArray("3") << 3 << "3";
    // 2 hits + 3 dice + 4.
    QTest::newRow("sum") << QByteArray(R"({"sum": ["actor.hits", "actor.type.dice", 4]})") << 9
                         << "the sum of the unit's Hits, the unit's dice and 4";
    // -5 + quality C (-1).
    QTest::newRow("sum-below-zero") << QByteArray(R"({"sum": [-5, "target.q"]})") << -6
                                    << u"the sum of -5 and the target's Quality"_qs;
    QTest::newRow("product") << QByteArray(R"({"product": ["actor.hits", 3]})") << 6
                             << u"the unit's Hits × 3"_qs;
    // Whole division, rounded down: 7 / 2 = 3.
    QTest::newRow("quotient") << QByteArray(R"({"quotient": [7, 2]})") << 3 << u"7 ÷ 2"_qs;
    // By 0 (the target's hits): 0, not a crash.
    QTest::newRow("quotient-by-zero") << QByteArray(R"({"quotient": ["actor.hits", "target.hits"]})") << 0
                                      << u"the unit's Hits ÷ the target's Hits"_qs;
    // 2 hits of foot's 4 at most: 50%.
    QTest::newRow("percent") << QByteArray(R"({"percent": ["actor.hits", "actor.type.max"]})") << 50
                             << "the unit's Hits as a percentage of the unit's max";
    // 1 in 3 is 33% (whole percent, rounded down).
    QTest::newRow("percent-rounds-down")
        << QByteArray(R"({"percent": [1, 3]})") << 33 << "1 as a percentage of 3";
    QTest::newRow("percent-of-zero") << QByteArray(R"({"percent": [5, "target.hits"]})") << 0
                                     << "5 as a percentage of the target's Hits";
    // The first "when" that holds: the unit is quality A, so 10; its words are the value here.
    QTest::newRow("choose-first") << QByteArray(
        R"({"choose": [{"when": {"field": "actor.q", "is": "A"}, "value": 10}], "otherwise": 1})")
                                  << 10 << "10 when the unit's Quality is A, otherwise 1";
    QTest::newRow("choose-otherwise") << QByteArray(
        R"({"choose": [{"when": {"field": "target.q", "is": "A"}, "value": 10}], "otherwise": 1})")
                                      << 1 << "10 when the target's Quality is A, otherwise 1";
    QTest::newRow("choose-second") << QByteArray(
        R"({"choose": [{"when": {"field": "target.q", "is": "A"}, "value": 10}, {"when": {"field": "target.q", "is": "C"}, "value": 4}]})")
                                   << 4
                                   << "10 when the target's Quality is A, 4 when the target's Quality is C, "
                                      "otherwise 0";
    // Nothing holds and nothing otherwise: 0.
    QTest::newRow("choose-nothing") << QByteArray(
        R"({"choose": [{"when": {"field": "target.q", "is": "A"}, "value": 10}]})")
                                    << 0 << "10 when the target's Quality is A, otherwise 0";
    // Nested: (2 + 1) x (3 / 2 = 1) = 3.
    QTest::newRow("nested") << QByteArray(
        R"({"product": [{"sum": ["actor.hits", 1]}, {"quotient": ["actor.type.dice", 2]}]})")
                            << 3 << u"(the unit's Hits + 1) × the unit's dice ÷ 2"_qs;
}

void TestSituation::value()
{
    QFETCH(QByteArray, per);
    QFETCH(int, expected);
    QFETCH(QString, words);

    const std::optional<Ruleset> rs = probe(R"("value": 1, "per": )" + per);
    QVERIFY(rs);
    const Modifier &m = theModifier(*rs);
    QVERIFY(m.per);
    const Evaluator ev(*rs, standard(), QStringLiteral("probe"));
    QCOMPARE(ev.value(*m.per), expected);
    QCOMPARE(ev.describe(*m.per), words);
}

void TestSituation::holds_data()
{
    QTest::addColumn<QByteArray>("when");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("words");

    QTest::newRow("ladder-is") << QByteArray(R"({"field": "actor.q", "is": "A"})") << true
                               << "the unit's Quality is A";
    QTest::newRow("ladder-is-not") << QByteArray(R"({"field": "target.q", "is": "A"})") << false
                                   << "the target's Quality is A";
    // Unset: the default step "regular" (named by its id).
    QTest::newRow("ladder-default-in") << QByteArray(R"({"field": "target.grade", "in": ["raw", "regular"]})")
                                       << true << "the target's Base morale is Raw or Regular";
    // A flag reads as a state.
    QTest::newRow("flag-set") << QByteArray(R"({"field": "actor.formed", "is": true})") << true
                              << "the unit is Formed";
    QTest::newRow("flag-not-set") << QByteArray(R"({"field": "target.formed", "is": true})") << false
                                  << "the target is Formed";
    QTest::newRow("flag-negated") << QByteArray(R"({"not": {"field": "actor.formed", "is": true}})") << false
                                  << "the unit is not Formed";
    // 2 hits: at least 2, not at most 1; "not at least 3" reads as "at most 2".
    QTest::newRow("at-least") << QByteArray(R"({"field": "actor.hits", "atLeast": 2})") << true
                              << "the unit's Hits is at least 2";
    QTest::newRow("at-most") << QByteArray(R"({"field": "actor.hits", "atMost": 1})") << false
                             << "the unit's Hits is at most 1";
    QTest::newRow("not-at-least") << QByteArray(R"({"not": {"field": "actor.hits", "atLeast": 3}})") << true
                                  << "the unit's Hits is at most 2";
    QTest::newRow("type-in") << QByteArray(R"({"field": "target.type", "in": ["horse", "foot"]})") << true
                             << "the target's type is Horse or Foot";
    QTest::newRow("type-not-in") << QByteArray(R"({"not": {"field": "actor.type", "in": ["horse", "foot"]}})")
                                 << false << "the unit's type is none of Horse, Foot";
    QTest::newRow("arm") << QByteArray(R"({"field": "actor.arm", "is": "cavalry"})") << false
                         << "the unit's arm is cavalry";
    QTest::newRow("option-default") << QByteArray(R"({"option": "harsh", "is": "yes"})") << false
                                    << "the option \"Harsh\" is Yes";
    // A worked-out number: 2 hits + 1 = 3.
    QTest::newRow("computed") << QByteArray(R"({"field": {"sum": ["actor.hits", 1]}, "atLeast": 3})") << true
                              << "the sum of the unit's Hits and 1 is at least 3";
    QTest::newRow("computed-equal") << QByteArray(R"({"field": {"sum": ["actor.hits", 1]}, "is": 4})")
                                    << false << "the sum of the unit's Hits and 1 is 4";
    QTest::newRow("all") << QByteArray(
        R"({"all": [{"field": "actor.q", "is": "A"}, {"field": "actor.hits", "atLeast": 3}]})")
                         << false << "the unit's Quality is A and the unit's Hits is at least 3";
    QTest::newRow("any") << QByteArray(
        R"({"any": [{"field": "actor.q", "is": "C"}, {"field": "actor.hits", "atLeast": 2}]})")
                         << true << "the unit's Quality is C or the unit's Hits is at least 2";
    // "not" is pushed down: not (A or formed) reads as "not A and not formed".
    QTest::newRow("not-any") << QByteArray(
        R"({"not": {"any": [{"field": "actor.q", "is": "A"}, {"field": "actor.formed", "is": true}]}})")
                             << false << "the unit's Quality is not A and the unit is not Formed";
    // A mixed group reads one way without brackets.
    QTest::newRow("all-of-any") << QByteArray(
        R"({"all": [{"field": "actor.formed", "is": true}, {"any": [{"field": "target.q", "is": "A"}, {"field": "target.q", "is": "C"}]}]})")
                                << true
                                << "the unit is Formed and either the target's Quality is A or the target's "
                                   "Quality is C";
}

void TestSituation::holds()
{
    QFETCH(QByteArray, when);
    QFETCH(bool, expected);
    QFETCH(QString, words);

    const std::optional<Ruleset> rs = probe(R"("value": 1, "when": )" + when);
    QVERIFY(rs);
    const Modifier &m = theModifier(*rs);
    QVERIFY(m.when);
    const Evaluator ev(*rs, standard(), QStringLiteral("probe"));
    QCOMPARE(ev.holds(*m.when), expected);
    QCOMPARE(ev.describe(*m.when), words);
}

void TestSituation::ticked_data()
{
    QTest::addColumn<QString>("asked"); // a toggle, or "modifier:choice"
    QTest::addColumn<QString>("testId"); // the test the evaluator is for
    QTest::addColumn<bool>("expected");

    // The situation ticks "cover" for every test, "charging" for the clash only, chooses "soft"
    // cover for every test and "hard" for nerve only.
    QTest::newRow("toggle-for-all") << "cover"
                                    << "volley" << true;
    QTest::newRow("toggle-not-ticked") << "close"
                                       << "volley" << false;
    QTest::newRow("toggle-for-its-test") << "charging"
                                         << "clash" << true;
    QTest::newRow("toggle-for-another-test") << "charging"
                                             << "volley" << false;
    QTest::newRow("choice-for-all") << "cover:soft"
                                    << "volley" << true;
    QTest::newRow("choice-not-chosen") << "cover:hard"
                                       << "volley" << false;
    // The test's own choice comes before the one for every test.
    QTest::newRow("choice-for-its-test") << "cover:hard"
                                         << "nerve" << true;
    QTest::newRow("choice-overridden") << "cover:soft"
                                       << "nerve" << false;
    QTest::newRow("choice-of-nothing-chosen") << "range:short"
                                              << "volley" << false;
}

void TestSituation::ticked()
{
    QFETCH(QString, asked);
    QFETCH(QString, testId);
    QFETCH(bool, expected);

    const std::optional<Ruleset> rs = probe(R"("value": 1)");
    QVERIFY(rs);
    Situation s = standard();
    s.ticked.insert(QStringLiteral("cover"));
    s.tickedByTest[QStringLiteral("clash")].insert(QStringLiteral("charging"));
    s.chosen.insert(QStringLiteral("cover"), QStringLiteral("soft"));
    s.chosenByTest[QStringLiteral("nerve")].insert(QStringLiteral("cover"), QStringLiteral("hard"));
    QCOMPARE(Evaluator(*rs, s, testId).ticked(asked), expected);
}

void TestSituation::fieldValueAndUnit()
{
    const std::optional<Ruleset> rs = probe(R"("value": 1)");
    QVERIFY(rs);
    const Situation s = standard();
    const Evaluator ev(*rs, s, QStringLiteral("probe"));
    const UnitState *actor = ev.unit(QStringLiteral("actor"));
    QVERIFY(actor);
    QCOMPARE(actor->id, QStringLiteral("us"));
    QCOMPARE(ev.unit(QStringLiteral("target"))->id, QStringLiteral("them"));
    QVERIFY(!ev.unit(QStringLiteral("loser")));
    // Set, defaulted, and a field the ruleset does not have.
    QCOMPARE(ev.fieldValue(*actor, QStringLiteral("q")), QVariant(u"A"_qs));
    QCOMPARE(ev.fieldValue(*actor, QStringLiteral("troop")), QVariant(u"good"_qs));
    QCOMPARE(ev.fieldValue(*actor, QStringLiteral("state")), QVariant(u"steady"_qs));
    QCOMPARE(ev.fieldValue(*actor, QStringLiteral("nothing")), QVariant());
    QCOMPARE(ev.optionChoice(QStringLiteral("harsh")), QStringLiteral("no"));
    QCOMPARE(ev.optionChoice(QStringLiteral("nothing")), QString());
    QCOMPARE(&ev.ruleset(), &*rs);
}

void TestSituation::readThroughTable()
{
    QFETCH(QByteArray, modifier);
    QFETCH(bool, withTarget);
    QFETCH(bool, withInputs);
    QFETCH(QVariant, raw);
    QFETCH(int, number);
    QFETCH(QString, words);

    const std::optional<Ruleset> rs = probe(modifier);
    QVERIFY(rs);
    const Modifier &m = theModifier(*rs);
    QVERIFY(m.per || m.when);
    const Reference ref = m.per ? m.per->ref : m.when->what;
    const ThroughTable t = throughTable(standard(withTarget, withInputs));
    const Evaluator plain(*rs, situationWithUnits(t.base, t.roles, t.units), QStringLiteral("probe"));
    const Evaluator through(*rs, t.base, t.roles, t.units, QStringLiteral("probe"));
    QCOMPARE(plain.read(ref), raw);
    QCOMPARE(through.read(ref), raw);
    QCOMPARE(plain.number(ref), number);
    QCOMPARE(through.number(ref), number);
    QCOMPARE(through.describe(ref), words);
    for (const QString &role : {u"actor"_qs, u"target"_qs, u"loser"_qs}) {
        const UnitState *a = plain.unit(role);
        const UnitState *b = through.unit(role);
        QCOMPARE(bool(b), bool(a));
        if (a)
            QCOMPARE(b->id, a->id);
    }
}

void TestSituation::holdsThroughTable()
{
    QFETCH(QByteArray, when);
    QFETCH(bool, expected);
    QFETCH(QString, words);

    const std::optional<Ruleset> rs = probe(R"("value": 1, "when": )" + when);
    QVERIFY(rs);
    const Modifier &m = theModifier(*rs);
    QVERIFY(m.when);
    const ThroughTable t = throughTable(standard());
    const Evaluator plain(*rs, situationWithUnits(t.base, t.roles, t.units), QStringLiteral("probe"));
    const Evaluator through(*rs, t.base, t.roles, t.units, QStringLiteral("probe"));
    QCOMPARE(plain.holds(*m.when), expected);
    QCOMPARE(through.holds(*m.when), expected);
    QCOMPARE(through.describe(*m.when), words);
}

QTEST_GUILESS_MAIN(TestSituation)
#include "tst_situation.moc"
