// ReportView and ReportChart (qml/report): the Report page's view of the battle's report, worked
// out from the session's journal: each side with its colour and pattern and how it stands, the
// turns, a squad's figures, the export to PDF or HTML by the file's ending, the charts painted in
// the screen's colours, each side in its pattern, and the report the same as the one made from the
// battle's file.
#include "pixels.h"

#include "demobattle.h"

#include "controllers/battlesession.h"
#include "report/reportview.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"
#include "report/battlereport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace adjutant::ui;

class TestReportView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void noBattleNoReport();
    void sidesAsTheBattleStands_data();
    void sidesAsTheBattleStands();
    void turnsOneByOne();
    void madeOnAWorkerAndGivenUpOnCancel();
    void savePathBesideTheBattleAndInAFolderChosen();
    void luckColouredForTheSideWhoseDiceTheyAre_data();
    void luckColouredForTheSideWhoseDiceTheyAre();
    void figuresWhereUnitsAreFigures_data();
    void figuresWhereUnitsAreFigures();
    void exportsByTheFilesEnding_data();
    void exportsByTheFilesEnding();
    void chartsPaintEachSidesPattern();
    void sameAsTheReportOfItsFile_data();
    void sameAsTheReportOfItsFile();
};

namespace {
const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

} // namespace

void TestReportView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestReportView::noBattleNoReport()
{
    ReportView view;
    QCOMPARE(view.title(), QString());
    QCOMPARE(view.subtitle(), QString());
    QCOMPARE(view.sides()->count(), 0);
    QCOMPARE(view.turns()->count(), 0);
    QCOMPARE(view.luck()->count(), 0);
    QCOMPARE(view.unlikeliest(), QString());
    QCOMPARE(view.suggestedUrl(u"pdf"_qs), QUrl());
    BattleSession session; // nothing open
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QCOMPARE(view.sides()->count(), 0);
}

void TestReportView::sidesAsTheBattleStands_data()
{
    QTest::addColumn<QStringList>("changes"); // unit=field=value, in order
    QTest::addColumn<int>("side");
    QTest::addColumn<QVariantMap>("expected");

    // The demo: five units a side under their commanders, all steady. The British keep their
    // scenario's red and, naming no pattern, are solid as the first side; the French blue,
    // striped as the second.
    QTest::newRow("british-at-the-start") << QStringList{} << 0
                                          << QVariantMap{{u"name"_qs, u"British"_qs},
                                                         {u"colour"_qs, QColor(0xb3, 0x26, 0x1e)},
                                                         {u"pattern"_qs, u"solid"_qs},
                                                         {u"losses"_qs, 0},
                                                         {u"unitsLost"_qs, 0},
                                                         {u"steady"_qs, 5},
                                                         {u"shaken"_qs, 0},
                                                         {u"routed"_qs, 0}};
    QTest::newRow("french-at-the-start") << QStringList{} << 1
                                         << QVariantMap{{u"name"_qs, u"French"_qs},
                                                        {u"colour"_qs, QColor(0x1f, 0x4e, 0x9c)},
                                                        {u"pattern"_qs, u"stripes"_qs},
                                                        {u"losses"_qs, 0},
                                                        {u"steady"_qs, 5}};
    // The 88th loses 2 and routs: the British have lost 2, 4 steady and 1 routed.
    QTest::newRow("the-88th-routs")
        << QStringList{u"88th=casualties=2"_qs, u"88th=morale-state=routed"_qs} << 0
        << QVariantMap{{u"losses"_qs, 2}, {u"steady"_qs, 4}, {u"shaken"_qs, 0}, {u"routed"_qs, 1}};
    QTest::newRow("the-french-untouched")
        << QStringList{u"88th=casualties=2"_qs, u"88th=morale-state=routed"_qs} << 1
        << QVariantMap{{u"losses"_qs, 0}, {u"steady"_qs, 5}, {u"routed"_qs, 0}};
}

void TestReportView::sidesAsTheBattleStands()
{
    QFETCH(QStringList, changes);
    QFETCH(int, side);
    QFETCH(QVariantMap, expected);
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    ReportView view;
    QSignalSpy changed(&view, &ReportView::reportChanged);
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QCOMPARE(changed.count(), 1);
    for (const QString &change : std::as_const(changes)) {
        const QStringList parts = change.split(u'=');
        QVERIFY(
            session.setField(parts.at(0), parts.at(1),
                             parts.at(2).toInt() ? QVariant(parts.at(2).toInt()) : QVariant(parts.at(2))));
    }
    view.refresh();
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QCOMPARE(view.sides()->count(), 2);
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QVariant got = view.sides()->value(side, it.key());
        QVERIFY2(got == it.value(),
                 qPrintable(
                     QStringLiteral("%1: %2, not %3").arg(it.key(), got.toString(), it.value().toString())));
    }
}

void TestReportView::turnsOneByOne()
{
    // A turn is told once the journal has an entry in it: none at the start, the first once it
    // ends, the second once something happens in it.
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QCOMPARE(view.title(), u"The ridge at San Marcial (demo)"_qs);
    QCOMPARE(view.turns()->count(), 0);
    QVERIFY2(view.subtitle().startsWith(u"King George Commands and We Obey · 0 turn"_qs),
             qPrintable(view.subtitle()));
    QVERIFY(session.endTurn());
    view.refresh();
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QCOMPARE(view.turns()->count(), 1);
    const ReportTurnRow first = view.turns()->rows<ReportTurnRow>().first();
    QCOMPARE(first.title, u"Turn 1"_qs);
    // Nothing but the turn's end: a quiet turn.
    QCOMPARE(first.text, u"A quiet turn: no shots, charges or losses."_qs);
    QVERIFY2(view.subtitle().startsWith(u"King George Commands and We Obey · 1 turn"_qs),
             qPrintable(view.subtitle()));
    QVERIFY(session.setField(u"88th"_qs, u"casualties"_qs, 1));
    view.refresh();
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QCOMPARE(view.turns()->count(), 2);
    QCOMPARE(view.turns()->rows<ReportTurnRow>().last().turn, 2);
    QVERIFY2(view.subtitle().startsWith(u"King George Commands and We Obey · 2 turn"_qs),
             qPrintable(view.subtitle()));
}

// The report is made on a worker thread from a copy of the battle, which goes on being played
// meanwhile: progress comes to 1 when it is done; a Cancel keeps the report shown before, and the
// worker given up never replaces it.
void TestReportView::madeOnAWorkerAndGivenUpOnCancel()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    ReportView view;
    QSignalSpy busy(&view, &ReportView::busyChanged);
    view.setSession(&session);
    QVERIFY(view.busy());
    QTRY_VERIFY(!view.busy());
    QCOMPARE(busy.count(), 2);
    QCOMPARE(view.progress(), 1.0);
    QCOMPARE(view.turns()->count(), 0);

    QVERIFY(session.endTurn());
    view.refresh();
    QVERIFY(view.busy());
    QVERIFY(session.setField(u"88th"_qs, u"casualties"_qs, 1)); // played on while it is made
    view.cancel();
    QVERIFY(!view.busy());
    QThreadPool::globalInstance()->waitForDone(); // the worker given up runs to its end ...
    QCoreApplication::processEvents();
    QCOMPARE(view.turns()->count(), 0); // ... and what it made is not shown

    // A refresh asked for while one is made follows it: the battle as it stands at the end.
    view.refresh();
    view.refresh();
    QTRY_VERIFY(!view.busy());
    QCOMPARE(view.turns()->count(), 2);
}

// The report's save dialog starts beside the battle with the report's name; a folder chosen
// keeps the name typed.
void TestReportView::savePathBesideTheBattleAndInAFolderChosen()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy());
    const QFileInfo battle(session.filePath());
    QCOMPARE(view.suggestedPath(u"pdf"_qs),
             QDir::toNativeSeparators(battle.dir().filePath(battle.completeBaseName() + u"-report.pdf"_qs)));
    QCOMPARE(view.folderOf(u"/somewhere/else/evening.pdf"_qs), QUrl::fromLocalFile(u"/somewhere/else"_qs));
    QCOMPARE(view.inFolder(QUrl::fromLocalFile(u"/tmp/club"_qs), u"/somewhere/else/evening.pdf"_qs),
             QDir::toNativeSeparators(u"/tmp/club/evening.pdf"_qs));
}

// Dice luck is coloured for the side whose dice they are: more hits than the odds expected is good
// for the side that fired, fewer is bad for it (the other side's luck is not its own).
void TestReportView::luckColouredForTheSideWhoseDiceTheyAre_data()
{
    QTest::addColumn<QString>("fire");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("tone");
    QTest::newRow("british-hit-more") << R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1",)"
                                         R"("distance":6,"faces":[10,10,10,1,1,1],"override":"test"})"
                                      << "British"
                                      << "good";
    QTest::newRow("french-hit-less") << R"({"kind":"resolve","test":"fire","actor":"45e-2","target":"88th",)"
                                        R"("distance":6,"faces":[1,1,1],"override":"test"})"
                                     << "French"
                                     << "bad";
}

void TestReportView::luckColouredForTheSideWhoseDiceTheyAre()
{
    QFETCH(QString, fire);
    QFETCH(QString, side);
    QFETCH(QString, tone);
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY2(session.apply(adjutant::testing::act(fire)), qPrintable(session.error()));
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QString fireTone;
    for (const LuckRow &block : view.luck()->rows<LuckRow>())
        if (block.side.contains(side))
            for (const LuckLineRow &line : block.lines)
                if (line.text.startsWith(u"Fire:"))
                    fireTone = line.tone;
    QCOMPARE(fireTone, tone);
}

// The page lists each unit's figures where the ruleset's units are figures (Chosen Men), and
// nothing where they are not.
void TestReportView::figuresWhereUnitsAreFigures_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("line");
    QTest::newRow("kgcwo-has-none") << kKgcwo << QString();
    QTest::newRow("chosen-men-each-squad")
        << u":/scenarios/chosen-men-demo.json"_qs << u"Voltigeurs, 1st squad: 8 of 8 standing"_qs;
}

void TestReportView::figuresWhereUnitsAreFigures()
{
    QFETCH(QString, scenario);
    QFETCH(QString, line);
    BattleSession session;
    QVERIFY(session.startNew(scenario));
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    if (line.isEmpty())
        QCOMPARE(view.figures(), QString());
    else
        QVERIFY2(view.figures().split(u'\n').contains(line), qPrintable(view.figures()));
}

void TestReportView::exportsByTheFilesEnding_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("saved");
    QTest::addColumn<QByteArray>("starts"); // the file's first bytes

    QTest::newRow("pdf") << u"report.pdf"_qs << true << QByteArray("%PDF");
    QTest::newRow("html") << u"report.html"_qs << true << QByteArray("<!DOCTYPE html>");
    QTest::newRow("htm-in-capitals") << u"REPORT.HTM"_qs << true << QByteArray("<!DOCTYPE html>");
    QTest::newRow("text") << u"report.txt"_qs << false << QByteArray();
    QTest::newRow("no-ending") << u"report"_qs << false << QByteArray();
}

void TestReportView::exportsByTheFilesEnding()
{
    QFETCH(QString, name);
    QFETCH(bool, saved);
    QFETCH(QByteArray, starts);
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    // Beside the battle's file, named after it.
    const QFileInfo battle(session.filePath());
    QCOMPARE(view.suggestedUrl(u"pdf"_qs),
             QUrl::fromLocalFile(battle.dir().filePath(battle.completeBaseName() + u"-report.pdf")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QSignalSpy said(&view, &ReportView::exportMessageChanged);
    QCOMPARE(view.exportTo(QUrl::fromLocalFile(path).toString()), saved);
    QCOMPARE(said.count(), 1);
    QCOMPARE(QFile::exists(path), saved);
    if (!saved) {
        QCOMPARE(view.exportMessage(), u"Not saved: a report is saved as .pdf or .html"_qs);
        return;
    }
    QCOMPARE(view.exportMessage(), u"Saved as "_qs + path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(starts.size()) == starts);
}

void TestReportView::chartsPaintEachSidesPattern()
{
    // The charts on screen, painted by the report's own chart code in the screen's colours: each
    // side's colour shows, in the losses chart and in the morale chart, and the two differ.
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.setField(u"88th"_qs, u"casualties"_qs, 2));
    QVERIFY(session.endTurn());
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    const auto paint = [&view](const QString &which, bool withView) {
        ReportChart chart;
        if (withView)
            chart.setView(&view);
        chart.setChart(which);
        chart.setProperty("textColor", QColor(Qt::black));
        chart.setSize(QSizeF(760, 360));
        QImage image(760, 360, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        chart.paint(&p);
        p.end();
        return image;
    };
    QImage blank(760, 360, QImage::Format_ARGB32_Premultiplied);
    blank.fill(Qt::white);
    QCOMPARE(paint(u"losses"_qs, false), blank); // no report, nothing drawn
    const QImage losses = paint(u"losses"_qs, true);
    const QImage morale = paint(u"morale"_qs, true);
    QVERIFY(losses != morale);
    for (const QImage &image : {losses, morale}) {
        QVERIFY(adjutant::testing::pixelsNear(image, QColor(0xb3, 0x26, 0x1e)) > 50); // British red
        QVERIFY(adjutant::testing::pixelsNear(image, QColor(0x1f, 0x4e, 0x9c)) > 50); // French blue
    }
    // The French side's pattern is stripes in the report the charts draw.
    QCOMPARE(view.report().sides.at(1).pattern, u"stripes"_qs);
}

QTEST_MAIN(TestReportView)

void TestReportView::sameAsTheReportOfItsFile_data()
{
    QTest::addColumn<QString>("scenario");
    for (const char *demo : {"kgcwo-demo", "nap-igougo-demo", "brigade-demo", "chosen-men-demo"})
        QTest::newRow(demo) << u":/scenarios/"_qs + QString::fromLatin1(demo) + u".json"_qs;
}

// The page's report, made from the live battle's journal, is the one `adjutant-cli report` makes
// from the battle's file: the same battle replayed from its start, word for word.
void TestReportView::sameAsTheReportOfItsFile()
{
    QFETCH(QString, scenario);
    BattleSession session;
    QVERIFY2(session.startNew(scenario), qPrintable(session.error()));
    for (int i = 0; i < 6; ++i)
        QVERIFY2(session.draw() || session.next(), qPrintable(session.error()));
    QVERIFY2(session.endTurn(), qPrintable(session.error()));
    QVERIFY2(session.addNote(u"the left holds"_qs), qPrintable(session.error()));
    ReportView view;
    view.setSession(&session);
    QTRY_VERIFY(!view.busy()); // made on a worker thread
    QVERIFY(view.report().entries > 0);

    const adjutant::battle::BattleFile::Opened opened = adjutant::battle::BattleFile::open(
        session.filePath(), adjutant::battle::BattleFile::For::ReplayFromStart);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    const adjutant::report::BattleReport fromFile = adjutant::report::ReportBuilder::build(*opened.battle);
    QCOMPARE(fromFile.entries, view.report().entries);
    QCOMPARE(fromFile.toJson(), view.report().toJson());
}

#include "tst_reportview.moc"
