// testUsesRole on its own: whether a test reads or changes the unit in a role, wherever the
// ruleset states it (modifiers, dice, the score, effects, follow-ups, opposed sides). The tests
// of data/kinds.json, and small ones added to it here, one place of a role each.
#include "rules/rulesetloader.h"
#include "rules/testroles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestTestRoles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void usesRole_data();
    void usesRole();

private:
    QByteArray m_kinds;
};

void TestTestRoles::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    m_kinds = f.readAll();
}

void TestTestRoles::usesRole_data()
{
    QTest::addColumn<QString>("testId");
    QTest::addColumn<QByteArray>("added"); // a test added to kinds.json, or empty
    QTest::addColumn<bool>("actor");
    QTest::addColumn<bool>("target");

    const QByteArray none;
    // kinds.json as it is.
    // A save per hit taken by the target against the actor: both roles.
    QTest::newRow("volley-follow-up-roles") << "volley" << none << true << true;
    // Reads the actor's hits only.
    QTest::newRow("shock-actor-only") << "shock" << none << true << false;
    QTest::newRow("nerve-actor-only") << "nerve" << none << true << false;
    // Dice chosen by the actor's base morale, quality from the actor.
    QTest::newRow("rally-dice-by-condition") << "rally" << none << true << false;
    // Quality and a distance entered: no target.
    QTest::newRow("range-input-is-no-unit") << "range" << none << true << false;
    // A toggle and a number entered decide the column; the hits land on the target alone.
    QTest::newRow("musketry-effect-on-target") << "musketry" << none << false << true;
    // An opposed test always sets two units against each other.
    QTest::newRow("clash-opposed") << "clash" << none << true << true;
    // A roll on a table, of no unit.
    QTest::newRow("omen-no-unit") << "omen" << none << false << false;

    // Tests added here: a d6 at 4+ with one place that names a role.
    const auto test = [](const QByteArray &extra) -> QByteArray {
        return R"({"id": "probe", "name": "Probe", "kind": "threshold", "dice": "d6", )" + extra + "}";
    };
    const QByteArray passFail = R"("onPass": {"name": "Pass"}, "onFail": {"name": "Fail"})";
    QTest::newRow("nothing") << "probe" << test(R"("atLeast": 4, )" + passFail) << false << false;
    QTest::newRow("modifier-when-target")
        << "probe"
        << test(
               R"("atLeast": 4, "modifiers": [{"id": "m", "name": "M", "value": 1, "when": {"field": "target.formed", "is": true}}], )"
               + passFail)
        << false << true;
    QTest::newRow("modifier-per-target")
        << "probe"
        << test(
               R"("atLeast": 4, "modifiers": [{"id": "m", "name": "M", "value": -1, "per": "target.hits"}], )"
               + passFail)
        << false << true;
    QTest::newRow("modifier-from-rating-actor")
        << "probe"
        << test(R"("atLeast": 4, "modifiers": [{"id": "m", "name": "M", "fromRating": "actor.q"}], )"
                + passFail)
        << true << false;
    QTest::newRow("toggle-names-nobody")
        << "probe"
        << test(R"("atLeast": 4, "modifiers": [{"id": "m", "name": "M", "value": 1, "situational": true}], )"
                + passFail)
        << false << false;
    QTest::newRow("score-from-target")
        << "probe" << test(R"("targetFrom": "target.type.max", )" + passFail) << false << true;
    QTest::newRow("score-worked-out-from-target")
        << "probe" << test(R"("targetFrom": {"sum": [2, "target.hits"]}, )" + passFail) << false << true;
    QTest::newRow("effect-on-actor")
        << "probe"
        << test(
               R"("atLeast": 4, "onPass": {"name": "Pass"}, "onFail": {"name": "Fail", "effects": [{"add": "actor.hits", "amount": 1}]})")
        << true << false;
    QTest::newRow("effect-amount-from-target")
        << "probe"
        << test(
               R"("atLeast": 4, "onPass": {"name": "Pass", "effects": [{"add": "actor.hits", "amount": "target.type.max"}]}, "onFail": {"name": "Fail"})")
        << true << true;
    QTest::newRow("effect-when-target")
        << "probe"
        << test(
               R"("atLeast": 4, "onPass": {"name": "Pass"}, "onFail": {"name": "Fail", "effects": [{"note": "Shaken.", "when": {"field": "target.formed", "is": true}}]})")
        << false << true;
    QTest::newRow("test-effect-on-target")
        << "probe" << test(R"("atLeast": 4, "effects": [{"set": "target.formed", "to": false}], )" + passFail)
        << false << true;
    QTest::newRow("follow-up-taken-by-target")
        << "probe"
        << test(
               R"("atLeast": 4, "onPass": {"name": "Pass"}, "onFail": {"name": "Fail"}, "ifAnyFailed": [{"test": "shock", "actor": "target"}])")
        << false << true;
}

void TestTestRoles::usesRole()
{
    QFETCH(QString, testId);
    QFETCH(QByteArray, added);
    QFETCH(bool, actor);
    QFETCH(bool, target);

    QJsonObject root = QJsonDocument::fromJson(m_kinds).object();
    if (!added.isEmpty()) {
        QJsonParseError error;
        const QJsonObject t = QJsonDocument::fromJson(added, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QJsonArray tests = root.value(u"tests").toArray();
        tests.append(t);
        root.insert(QStringLiteral("tests"), tests);
    }
    const RulesetLoadResult r
        = RulesetLoader::loadData(QJsonDocument(root).toJson(), QStringLiteral("roles.json"));
    for (const auto &e : r.errors)
        qWarning("%s", qPrintable(e.toString()));
    QVERIFY(r.ok());
    const Test *t = r.ruleset->test(testId);
    QVERIFY(t);
    QCOMPARE(testUsesRole(*r.ruleset, *t, QStringLiteral("actor")), actor);
    QCOMPARE(testUsesRole(*r.ruleset, *t, QStringLiteral("target")), target);
    // A role no test names.
    QCOMPARE(testUsesRole(*r.ruleset, *t, QStringLiteral("reserve")), t->kind == Test::Kind::Opposed);
}

QTEST_GUILESS_MAIN(TestTestRoles)
#include "tst_testroles.moc"
