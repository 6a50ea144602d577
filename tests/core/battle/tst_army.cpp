// Army on its own: a side saved to bring into later battles, made, saved whole, read back only
// when it is an army for the ruleset asked for, and its heading read lightly for a list.
#include "battle/army.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::battle;

class TestArmy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void make();
    void savedWholeAndReadBack();
    void aSaveThatCannotBeWritten();
    void readSide_data();
    void readSide();
    void heading_data();
    void heading();
};

namespace {

QJsonObject parse(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// A club's side: a general with two battalions and a brigadier with one, and a lone colonel.
const QByteArray kSide = R"({"id": "club", "name": "The club's French", "colour": "#2040a0",
    "commanders": [
        {"id": "ney", "name": "Ney", "units": [{"id": "b1", "type": "foot"}, {"id": "b2", "type": "foot"}],
         "commanders": [{"id": "jomini", "name": "Jomini", "units": [{"id": "b3", "type": "horse"}]}]},
        {"id": "colonel", "name": "A colonel"}]})";

} // namespace

void TestArmy::make()
{
    const QJsonObject side = parse(kSide);
    const QJsonObject army = Army::make(QStringLiteral("kgcwo"), side);
    QCOMPARE(army.value(u"format").toInt(), 1);
    QCOMPARE(army.value(u"kind").toString(), u"army");
    QCOMPARE(army.value(u"ruleset").toString(), u"kgcwo");
    QCOMPARE(army.value(u"name").toString(), u"The club's French"); // the side's own name
    QCOMPARE(army.value(u"side").toObject(), side);
    QCOMPARE(army.size(), 5);
}

void TestArmy::savedWholeAndReadBack()
{
    QTemporaryDir dir;
    // Into a folder not made yet.
    const QString path = dir.path() + u"/armies/club.json";
    const QJsonObject army = Army::make(QStringLiteral("kgcwo"), parse(kSide));
    QString error;
    QVERIFY2(Army::save(path, army, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray data = f.readAll();
    QCOMPARE(QJsonDocument::fromJson(data).object(), army);
    const std::optional<QJsonObject> side = Army::readSide(data, QStringLiteral("kgcwo"), &error);
    QVERIFY2(side, qPrintable(error));
    QCOMPARE(*side, parse(kSide));
    // No file left half-written beside it.
    QCOMPARE(QDir(dir.path() + u"/armies").entryList(QDir::Files), QStringList{u"club.json"_qs});
}

void TestArmy::aSaveThatCannotBeWritten()
{
    QTemporaryDir dir;
    QFile blocker(dir.path() + u"/file");
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    // The army would go inside a file.
    const QString path = dir.path() + u"/file/club.json";
    QString error;
    QVERIFY(!Army::save(path, Army::make(QStringLiteral("kgcwo"), parse(kSide)), &error));
    QVERIFY2(error.startsWith(u"cannot write " + path + u": "), qPrintable(error));
}

void TestArmy::readSide_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("error"); // the start of it; empty when the side is read

    const QByteArray side = R"("side": {"id": "s", "commanders": []})";
    QTest::newRow("an-army") << QByteArray(R"({"format": 1, "kind": "army", "ruleset": "kgcwo", )" + side
                                           + "}")
                             << "kgcwo" << QString();
    QTest::newRow("not-json") << QByteArray("{\"format\": 1,") << "kgcwo"
                              << "not an army file: ";
    // Good JSON, but not an object: not an army, said plainly (not "no error occurred").
    QTest::newRow("a-list") << QByteArray("[1, 2]") << "kgcwo"
                            << "not an army file (a scenario or a battle?)";
    QTest::newRow("a-scenario") << QByteArray(R"({"format": 1, "ruleset": "kgcwo", "sides": []})") << "kgcwo"
                                << "not an army file (a scenario or a battle?)";
    QTest::newRow("side-not-an-object")
        << QByteArray(R"({"format": 1, "kind": "army", "ruleset": "kgcwo", "side": []})") << "kgcwo"
        << "not an army file (a scenario or a battle?)";
    QTest::newRow("another-kind") << QByteArray(R"({"format": 1, "kind": "battle", "ruleset": "kgcwo", )"
                                                + side + "}")
                                  << "kgcwo"
                                  << "not an army file (a scenario or a battle?)";
    QTest::newRow("format-2") << QByteArray(R"({"format": 2, "kind": "army", "ruleset": "kgcwo", )" + side
                                            + "}")
                              << "kgcwo"
                              << "an army file of format 2, which this Adjutant does not know";
    QTest::newRow("another-ruleset") << QByteArray(R"({"format": 1, "kind": "army", "ruleset": "brigade", )"
                                                   + side + "}")
                                     << "kgcwo"
                                     << "this army was built for the ruleset \"brigade\", not \"kgcwo\"";
    QTest::newRow("no-ruleset") << QByteArray(R"({"format": 1, "kind": "army", )" + side + "}") << "kgcwo"
                                << "this army was built for the ruleset \"\", not \"kgcwo\"";
    QTest::newRow("no-commanders") << QByteArray(
        R"({"format": 1, "kind": "army", "ruleset": "kgcwo", "side": {"id": "s"}})")
                                   << "kgcwo"
                                   << "the army has no commanders";
    QTest::newRow("commanders-not-a-list") << QByteArray(
        R"({"format": 1, "kind": "army", "ruleset": "kgcwo", "side": {"id": "s", "commanders": {}}})")
                                           << "kgcwo"
                                           << "the army has no commanders";
}

void TestArmy::readSide()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, ruleset);
    QFETCH(QString, error);
    QString why;
    const std::optional<QJsonObject> side = Army::readSide(data, ruleset, &why);
    QCOMPARE(side.has_value(), error.isEmpty());
    if (side) {
        QCOMPARE(side->value(u"id").toString(), u"s");
        QVERIFY(why.isEmpty());
    } else {
        QVERIFY2(why.startsWith(error), qPrintable(why));
    }
}

void TestArmy::heading_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("isArmy");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("units");

    // Ney, his two battalions, Jomini and his one, and the colonel: 6.
    QTest::newRow("the-club") << QJsonDocument(Army::make(QStringLiteral("kgcwo"), parse(kSide))).toJson()
                              << true << "The club's French"
                              << "kgcwo" << 6;
    // The army's own name comes first; without one, the side's.
    QTest::newRow("own-name") << QByteArray(
        R"({"kind": "army", "name": "Mine", "ruleset": "brigade", "side": {"name": "Side", "commanders": [{"id": "c"}]}})")
                              << true << "Mine"
                              << "brigade" << 1;
    QTest::newRow("side-name") << QByteArray(
        R"({"kind": "army", "ruleset": "brigade", "side": {"name": "Side", "commanders": []}})")
                               << true << "Side"
                               << "brigade" << 0;
    // Read lightly: neither the format nor the commanders are checked here.
    QTest::newRow("no-commanders") << QByteArray(R"({"kind": "army", "side": {}})") << true << ""
                                   << "" << 0;
    QTest::newRow("a-scenario") << QByteArray(R"({"format": 1, "ruleset": "kgcwo", "sides": []})") << false
                                << ""
                                << "" << 0;
    QTest::newRow("not-json") << QByteArray("not json") << false << ""
                              << "" << 0;
    QTest::newRow("side-not-an-object") << QByteArray(R"({"kind": "army", "side": 3})") << false << ""
                                        << "" << 0;
}

void TestArmy::heading()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, isArmy);
    QFETCH(QString, name);
    QFETCH(QString, ruleset);
    QFETCH(int, units);
    const std::optional<Army::Heading> h = Army::heading(data);
    QCOMPARE(h.has_value(), isArmy);
    if (!h)
        return;
    QCOMPARE(h->name, name);
    QCOMPARE(h->rulesetId, ruleset);
    QCOMPARE(h->units, units);
}

QTEST_GUILESS_MAIN(TestArmy)
#include "tst_army.moc"
