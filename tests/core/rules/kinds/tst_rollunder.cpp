// RollUnderTest on its own: one die at or under a score, its margin (face less score) read in
// bands, or a plain pass and fail. "nerve" in data/kinds.json has bands (steady at 0 or under,
// falls back at 1-2, flees from 3); "courage", added here, is a d6 at or under 4 with onPass and
// onFail. Every expected figure is worked out in the comments.
#include "rules/kinds/kinds.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestRollUnder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void odds_data();
    void odds();
    void judge_data();
    void judge();

private:
    std::optional<Ruleset> m_rs;
};

namespace {

// The set-up as the resolver makes it for a roll-under test: the modifiers are already in the score.
TestSetup setupFor(const Ruleset &rs, const QString &testId, int sides, int target)
{
    TestSetup s;
    s.test = rs.test(testId);
    s.dieSides = {sides};
    s.dieTest.sides = sides;
    s.dieTest.comparison = dice::Comparison::AtMost;
    s.dieTest.target = target;
    return s;
}

} // namespace

void TestRollUnder::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray tests = root.value(u"tests").toArray();
    tests.append(QJsonDocument::fromJson(R"({"id": "courage", "name": "Courage", "kind": "roll-under",
        "dice": "d6", "atMost": 4, "onPass": {"name": "Stands"}, "onFail": {"name": "Wavers"}})")
                     .object());
    root.insert(QStringLiteral("tests"), tests);
    const RulesetLoadResult r
        = RulesetLoader::loadData(QJsonDocument(root).toJson(), QStringLiteral("kinds-and-courage.json"));
    for (const auto &e : r.errors)
        qWarning("%s", qPrintable(e.toString()));
    QVERIFY(r.ok());
    m_rs = r.ruleset;
}

void TestRollUnder::odds_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("need");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QList<double>>("chances");

    const QStringList bands{"steady", "falls-back", "flees"};
    // Score 8 (a regular unit): margins 1-8 = -7 to 10-8 = 2, a tenth each. Steady (at most 0):
    // faces 1-8, 0.8; falls back (1 to 2): faces 9-10, 0.2; flees (3 or more): none.
    QTest::newRow("nerve-8") << "nerve" << 10 << 8 << "needs 8 or less on a d10" << bands
                             << QList<double>{0.8, 0.2, 0.0};
    // Score 6 (raw): margins -5 to 4. Steady faces 1-6, 0.6; falls back 7-8, 0.2; flees 9-10, 0.2.
    QTest::newRow("nerve-6") << "nerve" << 10 << 6 << "needs 6 or less on a d10" << bands
                             << QList<double>{0.6, 0.2, 0.2};
    // Score 11 (crack and formed): every face is at or under it, margins -10 to -1.
    QTest::newRow("nerve-11") << "nerve" << 10 << 11 << "any face of a d10 passes" << bands
                              << QList<double>{1.0, 0.0, 0.0};
    // Score 0 (hurt down to nothing): margins 1 to 10. Falls back on 1-2, 0.2; flees on 3-10, 0.8.
    QTest::newRow("nerve-0") << "nerve" << 10 << 0 << "no face of a d10 passes" << bands
                             << QList<double>{0.0, 0.2, 0.8};
    // Score -3: margins 4 to 13, all flee.
    QTest::newRow("nerve-minus-3") << "nerve" << 10 << -3 << "no face of a d10 passes" << bands
                                   << QList<double>{0.0, 0.0, 1.0};
    // No bands: a plain pass (faces 1-4 of a d6, 4 in 6) and fail (5-6, 2 in 6).
    QTest::newRow("courage-4") << "courage" << 6 << 4 << "needs 4 or less on a d6"
                               << QStringList{"pass", "fail"} << QList<double>{4.0 / 6.0, 2.0 / 6.0};
    // Score 1: only the 1, 1 in 6.
    QTest::newRow("courage-1") << "courage" << 6 << 1 << "needs 1 on a d6" << QStringList{"pass", "fail"}
                               << QList<double>{1.0 / 6.0, 5.0 / 6.0};
}

void TestRollUnder::odds()
{
    QFETCH(QString, test);
    QFETCH(int, sides);
    QFETCH(int, target);
    QFETCH(QString, need);
    QFETCH(QStringList, ids);
    QFETCH(QList<double>, chances);

    TestSetup s = setupFor(*m_rs, test, sides, target);
    kinds::RollUnderTest().workOutOdds(s);
    QCOMPARE(s.needText, need);
    QCOMPARE(s.odds.size(), ids.size());
    double sum = 0;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        QCOMPARE(s.odds.at(i).id, ids.at(i));
        QVERIFY2(qAbs(s.odds.at(i).probability - chances.at(i)) < 1e-12,
                 qPrintable(QStringLiteral("%1: %2").arg(ids.at(i)).arg(s.odds.at(i).probability)));
        sum += s.odds.at(i).probability;
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-12);
    QVERIFY(!s.successes);
    QVERIFY(s.problems.isEmpty());
}

void TestRollUnder::judge_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("passed");
    QTest::addColumn<int>("margin");
    QTest::addColumn<QString>("outcome");

    // The margin is the face less the score; the bands read it.
    QTest::newRow("nerve-8-on-8") << "nerve" << 10 << 8 << 8 << true << 0 << "steady";
    QTest::newRow("nerve-8-on-1") << "nerve" << 10 << 8 << 1 << true << -7 << "steady";
    QTest::newRow("nerve-8-on-9") << "nerve" << 10 << 8 << 9 << false << 1 << "falls-back";
    QTest::newRow("nerve-8-on-10") << "nerve" << 10 << 8 << 10 << false << 2 << "falls-back";
    QTest::newRow("nerve-6-on-9") << "nerve" << 10 << 6 << 9 << false << 3 << "flees";
    QTest::newRow("nerve-0-on-1") << "nerve" << 10 << 0 << 1 << false << 1 << "falls-back";
    // Without bands, the pass or the fail; the margin is still the face less the score.
    QTest::newRow("courage-4-on-4") << "courage" << 6 << 4 << 4 << true << 0 << "pass";
    QTest::newRow("courage-4-on-5") << "courage" << 6 << 4 << 5 << false << 1 << "fail";
    QTest::newRow("courage-4-on-1") << "courage" << 6 << 4 << 1 << true << -3 << "pass";
}

void TestRollUnder::judge()
{
    QFETCH(QString, test);
    QFETCH(int, sides);
    QFETCH(int, target);
    QFETCH(int, face);
    QFETCH(bool, passed);
    QFETCH(int, margin);
    QFETCH(QString, outcome);

    const TestSetup s = setupFor(*m_rs, test, sides, target);
    const kinds::Judgement j = kinds::RollUnderTest().judge(s, {face});
    QCOMPARE(j.dice.size(), 1);
    QCOMPARE(j.dice.first().sides, sides);
    QCOMPARE(j.dice.first().face, face);
    QCOMPARE(j.dice.first().success, passed);
    QCOMPARE(j.value, margin);
    QVERIFY(j.outcome);
    QCOMPARE(j.outcome->id, outcome);
}

QTEST_GUILESS_MAIN(TestRollUnder)
#include "tst_rollunder.moc"
