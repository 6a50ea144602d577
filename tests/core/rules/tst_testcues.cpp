// A test's "cue": what it is at the table (a volley, a cannon, a charge), read from the ruleset
// as one name or as a list of cues with conditions; a mistake is named at its path. (Which cue
// counts for a unit is the report's EntryReader, tested with it.)
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::rules;

namespace {

// data/minimal.json with its first test ("shoot") given `cue`.
QByteArray minimalWithCue(const QJsonValue &cue)
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject top = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray tests = top.value(u"tests").toArray();
    QJsonObject shoot = tests.at(0).toObject();
    shoot.insert(u"cue"_qs, cue);
    tests.replace(0, shoot);
    top.insert(u"tests"_qs, tests);
    return QJsonDocument(top).toJson();
}

QString kindName(TestCue::Kind kind)
{
    switch (kind) {
    case TestCue::Kind::Volley:
        return u"volley"_qs;
    case TestCue::Kind::Cannon:
        return u"cannon"_qs;
    case TestCue::Kind::Charge:
        return u"charge"_qs;
    }
    return {};
}

} // namespace

class TestTestCues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cuesAreRead_data();
    void cuesAreRead();
    void mistakesAreNamed_data();
    void mistakesAreNamed();
};

void TestTestCues::cuesAreRead_data()
{
    QTest::addColumn<QJsonValue>("cue");
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<QList<bool>>("conditional");
    QTest::newRow("one-name") << QJsonValue(u"volley"_qs) << QStringList{u"volley"_qs} << QList<bool>{false};
    QTest::newRow("a-list") << QJsonValue(
        QJsonArray{QJsonObject{{u"cue"_qs, u"cannon"_qs},
                               {u"when"_qs, QJsonObject{{u"field"_qs, u"actor.flag"_qs}, {u"is"_qs, true}}}},
                   QJsonObject{{u"cue"_qs, u"charge"_qs}}})
                            << QStringList{u"cannon"_qs, u"charge"_qs} << QList<bool>{true, false};
}

void TestTestCues::cuesAreRead()
{
    QFETCH(QJsonValue, cue);
    QFETCH(QStringList, kinds);
    QFETCH(QList<bool>, conditional);
    const RulesetLoadResult r = RulesetLoader::loadData(minimalWithCue(cue), u"cue.json"_qs);
    for (const RulesetError &e : r.errors)
        qWarning() << e.toString();
    QVERIFY(r.ok());
    const Test *shoot = r.ruleset->test(u"shoot"_qs);
    QVERIFY(shoot);
    QStringList read;
    QList<bool> when;
    for (const TestCue &c : shoot->cues) {
        read.append(kindName(c.kind));
        when.append(c.when.has_value());
    }
    QCOMPARE(read, kinds);
    QCOMPARE(when, conditional);
    // A test without a cue is no moment of its own.
    QVERIFY(r.ruleset->tests.at(1).cues.isEmpty());
}

void TestTestCues::mistakesAreNamed_data()
{
    QTest::addColumn<QJsonValue>("cue");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown-name") << QJsonValue(u"trumpet"_qs) << u"tests[0].cue"_qs
                                  << u"a cue is \"volley\", \"cannon\" or \"charge\""_qs;
    QTest::newRow("not-text") << QJsonValue(3) << u"tests[0].cue"_qs
                              << u"a cue is \"volley\", \"cannon\" or \"charge\""_qs;
    QTest::newRow("item-without-cue") << QJsonValue(
        QJsonArray{QJsonObject{{u"when"_qs, QJsonObject{{u"field"_qs, u"actor.flag"_qs}, {u"is"_qs, true}}}}})
                                      << u"tests[0].cue[0].cue"_qs << u"cue"_qs;
    QTest::newRow("item-unknown-key")
        << QJsonValue(QJsonArray{QJsonObject{{u"cue"_qs, u"volley"_qs}, {u"sound"_qs, u"loud"_qs}}})
        << u"tests[0].cue[0].sound"_qs << QString();
    QTest::newRow("item-unknown-field") << QJsonValue(
        QJsonArray{QJsonObject{{u"cue"_qs, u"cannon"_qs},
                               {u"when"_qs, QJsonObject{{u"field"_qs, u"actor.nope"_qs}, {u"is"_qs, true}}}}})
                                        << u"tests[0].cue[0].when.field"_qs << u"nope"_qs;
}

void TestTestCues::mistakesAreNamed()
{
    QFETCH(QJsonValue, cue);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const RulesetLoadResult r = RulesetLoader::loadData(minimalWithCue(cue), u"cue.json"_qs);
    QVERIFY(!r.ok());
    const auto found = std::find_if(r.errors.begin(), r.errors.end(), [&](const RulesetError &e) {
        return e.path == path && e.message.contains(message);
    });
    QStringList all;
    for (const RulesetError &e : r.errors)
        all.append(e.toString());
    QVERIFY2(found != r.errors.end(), qPrintable(all.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTestCues)
#include "tst_testcues.moc"
