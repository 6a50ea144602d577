// The Learn page's controller: the rule systems it offers, the rules as sections (searched, with
// anchors a "?" in play can reach), drills of each kind answered and scored by core, and the
// progress kept in the data folder from one controller to the next.
#include "controllers/learncontroller.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

class TestLearnController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void offersEachBuiltInSystem();
    void rulesOfEachSystem_data();
    void rulesOfEachSystem();
    void drillOfEachKind_data();
    void drillOfEachKind();
    void progressOutlivesTheController();
};

void TestLearnController::offersEachBuiltInSystem()
{
    LearnController c;
    QStringList ids;
    for (const adjutant::ui::LearnSystem &s : c.systems()->rows<adjutant::ui::LearnSystem>())
        ids.append(s.systemId);
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        QVERIFY2(ids.contains(id), qPrintable(id));
}

void TestLearnController::rulesOfEachSystem_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("word");
    QTest::newRow("kgcwo") << u"kgcwo"_qs << u"natural"_qs;
    QTest::newRow("nap-igougo") << u"nap-igougo"_qs << u"melee"_qs;
    QTest::newRow("chosen-men") << u"chosen-men"_qs << u"morale"_qs;
    QTest::newRow("brigade") << u"brigade"_qs << u"morale"_qs;
}

void TestLearnController::rulesOfEachSystem()
{
    QFETCH(QString, system);
    QFETCH(QString, word);
    LearnController c;
    QSignalSpy changed(&c, &LearnController::sectionsChanged);
    c.setSystemId(system);
    QCOMPARE(c.systemId(), system);
    QVERIFY(!c.systemName().isEmpty());
    QVERIFY(changed.count() >= 1);
    using adjutant::ui::GuideSectionRow;
    const QList<GuideSectionRow> all = c.sections()->rows<GuideSectionRow>();
    // The turn first, then every test (each with its facts), then the tables.
    QCOMPARE(all.first().kind, u"turn"_qs);
    int tests = 0;
    QString modifierAnchor;
    for (const GuideSectionRow &s : all) {
        QVERIFY(!s.title.isEmpty());
        if (s.kind != u"test"_qs)
            continue;
        ++tests;
        QVERIFY(s.facts.size() >= 2); // what it is, its dice
        for (const adjutant::ui::GuideEntryRow &e : s.entries)
            if (modifierAnchor.isEmpty() && e.anchor.contains(u"/modifier:"_qs))
                modifierAnchor = e.anchor;
    }
    QVERIFY(tests >= 5);
    QVERIFY(!modifierAnchor.isEmpty());
    QVERIFY(c.sectionOf(modifierAnchor) >= 0);
    QCOMPARE(c.sectionOf(u"test:no-such-test"_qs), -1);
    c.setSearch(word);
    QVERIFY(c.sections()->count() > 0);
    QVERIFY(c.sections()->count() < all.size());
    c.setSearch(u"zzzz-nothing"_qs);
    QCOMPARE(c.sections()->count(), 0);
    c.setSearch(QString());
    QCOMPARE(c.sections()->rows<GuideSectionRow>(), all);
}

void TestLearnController::drillOfEachKind_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("kind");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        for (const QString &kind : {u"total"_qs, u"need"_qs, u"apply"_qs, u"odds"_qs})
            QTest::newRow(qPrintable(id + u'-' + kind)) << id << kind;
}

void TestLearnController::drillOfEachKind()
{
    QFETCH(QString, system);
    QFETCH(QString, kind);
    LearnController c;
    c.setSystemId(system);
    c.setKind(kind);
    c.setSeed(77);
    QVERIFY(c.nextDrill());
    QCOMPARE(c.drillKind(), kind);
    QVERIFY(!c.question().isEmpty());
    QVERIFY(!c.actorShows().isEmpty());
    QVERIFY(c.testAnchor().startsWith(u"test:"_qs));
    QVERIFY(c.sectionOf(c.testAnchor()) >= 0);
    // The choices say nothing of which count: a key and a name each, no more.
    using adjutant::ui::DrillChoice;
    QCOMPARE(DrillChoice::staticMetaObject.propertyCount(), 2);
    for (const DrillChoice &m : c.modifierChoices()->rows<DrillChoice>())
        QVERIFY(!m.key.isEmpty() && !m.name.isEmpty());
    QVERIFY(!c.answered());
    QSignalSpy answered(&c, &LearnController::answerChanged);
    if (kind == u"total" || kind == u"need")
        c.answerNumber(99);
    else if (kind == u"apply")
        c.answerChosen({u"no-such-modifier"_qs});
    else
        c.answerBand(int(c.bandNames().size()) - 1);
    QCOMPARE(answered.count(), 1);
    QVERIFY(c.answered());
    QVERIFY(!c.headline().isEmpty());
    QVERIFY(!c.explanation().isEmpty());
    if (kind != u"odds") // 99, or a modifier no test has: wrong whatever the drill
        QVERIFY(!c.right());
    // A second answer to the same drill counts for nothing.
    c.answerNumber(0);
    QCOMPARE(answered.count(), 1);
    QVERIFY(c.nextDrill());
    QVERIFY(!c.answered());
}

void TestLearnController::progressOutlivesTheController()
{
    QFile::remove(LearnController::progressPath());
    {
        LearnController c;
        c.setSystemId(u"brigade"_qs);
        c.setKind(u"total"_qs);
        QCOMPARE(c.progressText(), u"No drills yet in this system."_qs);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(c.nextDrill());
            c.answerNumber(99);
        }
        QCOMPARE(c.streak(), 0);
        QVERIFY(c.progressText().startsWith(u"0 of 3 right"_qs));
    }
    QVERIFY(QFile::exists(LearnController::progressPath()));
    LearnController again;
    again.setSystemId(u"brigade"_qs);
    QVERIFY2(again.progressText().startsWith(u"0 of 3 right"_qs), qPrintable(again.progressText()));
    again.setSystemId(u"kgcwo"_qs);
    QCOMPARE(again.progressText(), u"No drills yet in this system."_qs);
    again.setSystemId(u"brigade"_qs);
    again.resetProgress();
    QCOMPARE(again.progressText(), u"No drills yet in this system."_qs);
}

QTEST_GUILESS_MAIN(TestLearnController)
#include "tst_learncontroller.moc"
