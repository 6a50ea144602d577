#include "rules/unitjsontext.h"

#include "rules/rulesetloader.h"
#include "rules/situationjson.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>
#include <limits>

using namespace adjutant::rules;

// A unit's JSON written straight from the unit (for the battle's state hash) must be the bytes
// QJsonDocument writes for SituationJson::unitToJson, or be left to it: each row is a unit, or a
// ruleset, that could be written otherwise.
class TestUnitJsonText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void asQtWritesIt_data();
    void asQtWritesIt();

private:
    std::optional<Ruleset> m_rules;
};

namespace {

using UnitChange = std::function<void(UnitState &)>;
using RulesChange = std::function<void(Ruleset &)>;

UnitState plainUnit()
{
    UnitState u;
    u.id = QStringLiteral("u1");
    u.type = QStringLiteral("line");
    return u;
}

void setHits(UnitState &u, const QVariant &v)
{
    u.fields.insert(QStringLiteral("hits"), v);
}

} // namespace

void TestUnitJsonText::initTestCase()
{
    const RulesetLoadResult r = RulesetLoader::loadFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(r.ok());
    m_rules = r.ruleset;
}

void TestUnitJsonText::asQtWritesIt_data()
{
    QTest::addColumn<RulesChange>("rules");
    QTest::addColumn<UnitChange>("unit");
    QTest::addColumn<bool>("written"); // false: left to QJsonDocument

    const RulesChange same = [](Ruleset &) {};
    QTest::newRow("id and type only") << same << UnitChange([](UnitState &) {}) << true;
    QTest::newRow("named") << same << UnitChange([](UnitState &u) { u.name = QStringLiteral("1st Foot"); })
                           << true;
    QTest::newRow("removed") << same << UnitChange([](UnitState &u) { u.removed = true; }) << true;
    QTest::newRow("every field set") << same << UnitChange([](UnitState &u) {
        u.fields = {{QStringLiteral("q"), QStringLiteral("veteran")},
                    {QStringLiteral("st"), QStringLiteral("shaken")},
                    {QStringLiteral("hits"), 3},
                    {QStringLiteral("flag"), true},
                    {QStringLiteral("formation"), QStringLiteral("line")}};
    }) << true;
    QTest::newRow("texts to escape") << same << UnitChange([](UnitState &u) {
        u.name = QStringLiteral("\"A\\B\"/\n\t\x01\x7f");
        u.id = QString::fromUtf8("Gé\u2028ral 😀");
        u.type = QString(QChar(0xd800)); // half a surrogate pair
    }) << true;
    QTest::newRow("integers") << same << UnitChange([](UnitState &u) { setHits(u, -2147483647 - 1); })
                              << true;
    QTest::newRow("unsigned") << same << UnitChange([](UnitState &u) { setHits(u, 4294967295U); }) << true;
    QTest::newRow("long long") << same << UnitChange([](UnitState &u) {
        setHits(u, std::numeric_limits<qint64>::min());
    }) << true;
    QTest::newRow("a whole double") << same << UnitChange([](UnitState &u) { setHits(u, 2.0); }) << true;
    QTest::newRow("a fraction") << same << UnitChange([](UnitState &u) { setHits(u, 0.30000000000000004); })
                                << true;
    QTest::newRow("a double beyond integers")
        << same << UnitChange([](UnitState &u) { setHits(u, 1e300); }) << true;
    QTest::newRow("minus zero") << same << UnitChange([](UnitState &u) { setHits(u, -0.0); }) << true;
    QTest::newRow("not a number") << same << UnitChange([](UnitState &u) { setHits(u, std::nan("")); })
                                  << true;
    QTest::newRow("infinite") << same << UnitChange([](UnitState &u) {
        setHits(u, -std::numeric_limits<double>::infinity());
    }) << true;
    QTest::newRow("set to nothing") << same << UnitChange([](UnitState &u) { setHits(u, QVariant()); })
                                    << true;
    QTest::newRow("one field set among those left at their default") << same << UnitChange([](UnitState &u) {
        u.fields.insert(QStringLiteral("formation"), u"column"_qs);
    }) << true;
    QTest::newRow("a field the rules do not know") << same << UnitChange([](UnitState &u) {
        u.fields.insert(QStringLiteral("no-such-field"), 1);
        setHits(u, 2);
    }) << true;
    const RulesChange listDefault = [](Ruleset &rs) { rs.fields.first().defaultValue = QVariantList{1}; };
    QTest::newRow("a default only Qt writes, left to it")
        << listDefault << UnitChange([](UnitState &) {}) << false;
    QTest::newRow("a default only Qt writes, set by the unit") << listDefault << UnitChange([](UnitState &u) {
        for (const QString &id : {u"q"_qs, u"st"_qs, u"hits"_qs, u"flag"_qs, u"formation"_qs})
            u.fields.insert(id, 1);
    }) << true;
    QTest::newRow("a list") << same << UnitChange([](UnitState &u) {
        setHits(u, QVariantList{1, 2});
    }) << false;
    QTest::newRow("big unsigned") << same << UnitChange([](UnitState &u) { setHits(u, quint64(1) << 63); })
                                  << false;
    QTest::newRow("figures") << same << UnitChange([](UnitState &u) { u.figures.append(Figure{}); }) << false;
    QTest::newRow("field ids in every order") << RulesChange([](Ruleset &rs) {
        for (const QString &id : {u"Zeta"_qs, u"_x"_qs, u"a-b"_qs, QString::fromUtf8("é"), u"\"q\""_qs}) {
            Field f;
            f.id = id;
            f.defaultValue = id;
            rs.fields.append(f);
        }
    }) << UnitChange([](UnitState &u) { u.name = QStringLiteral("n"); })
                                              << true;
    QTest::newRow("a field id that is the unit's")
        << RulesChange([](Ruleset &rs) { rs.fields.first().id = QStringLiteral("name"); })
        << UnitChange([](UnitState &) {}) << false;
    QTest::newRow("a field id twice") << RulesChange([](Ruleset &rs) { rs.fields.append(rs.fields.first()); })
                                      << UnitChange([](UnitState &) {}) << false;
}

void TestUnitJsonText::asQtWritesIt()
{
    QFETCH(RulesChange, rules);
    QFETCH(UnitChange, unit);
    QFETCH(bool, written);
    Ruleset rs = *m_rules;
    rules(rs);
    UnitState u = plainUnit();
    unit(u);
    UnitJsonText text(rs);
    const QByteArray qt = QJsonDocument(SituationJson::unitToJson(rs, u)).toJson(QJsonDocument::Compact);
    // Twice: the second time from the texts and numbers kept.
    for (int round = 0; round < 2; ++round) {
        const std::optional<QByteArray> ours = text.of(u);
        QCOMPARE(ours.has_value(), written);
        if (ours)
            QCOMPARE(*ours, qt);
    }
}

QTEST_GUILESS_MAIN(TestUnitJsonText)
#include "tst_unitjsontext.moc"
