// The report's PDF and HTML show every name as typed (issue 31): a battle, rule system, side or
// narrative that looks like HTML is escaped in the HTML file and never markup in the PDF's
// document; placeholders ("%1 %2") in a name are not filled; and a name that reads like the PDF's
// own place for a chart is a name, with both charts where they belong. A squad's figures (Chosen
// Men) are in both files too.
#include "reportdocument.h"

#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace adjutant;
using namespace adjutant::render;

class TestReportDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesAreShownAsTyped_data();
    void namesAreShownAsTyped();
};

namespace {

report::BattleReport reportNaming(const QString &name)
{
    report::BattleReport r;
    r.title = u"Battle " + name;
    r.rulesetName = u"Rules " + name;
    r.sides = {{u"blue"_qs, u"Blue " + name, u"#1f4e9c"_qs, u"solid"_qs},
               {u"red"_qs, u"Red " + name, u"#b3261e"_qs, u"stripes"_qs}};
    r.start = {{0, 0, 6, 0, 0}, {0, 0, 6, 0, 0}};
    r.turns = {{1, {u"Skirmishers " + name + u" fired."}, {{2, 0, 5, 1, 0}, {3, 1, 3, 1, 1}}}};
    report::LuckLine luck;
    luck.side = u"blue"_qs;
    luck.text = u"Fire by " + name;
    r.luck = {luck};
    r.unlikeliest = report::UnlikelyRoll{0.01, 1, 3, u"red"_qs, u"Volley of " + name};
    r.figures = {u"Squad " + name + u": 7 of 8 standing; down: Squad leader"};
    return r;
}

// The chart objects the PDF's document holds, in order.
QList<int> chartsIn(const QTextDocument &doc)
{
    QList<int> charts;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().objectType() == QTextFormat::UserObject + 1)
                charts.append(it.fragment().charFormat().intProperty(QTextFormat::UserProperty + 1));
    return charts;
}

} // namespace

void TestReportDocument::namesAreShownAsTyped_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("an image and a link")
        << u"<img src=\"http://127.0.0.1:9/x.png\"><a href=\"http://127.0.0.1:9/\">link</a>"_qs;
    QTest::newRow("placeholders") << u"Ridge %1 %2 %n"_qs;
    QTest::newRow("the PDF's own place for a chart") << u"[[chart-0]] [[chart-1]]"_qs;
    QTest::newRow("entities") << u"&lt;b&gt; &amp; \"quoted\""_qs;
}

void TestReportDocument::namesAreShownAsTyped()
{
    QFETCH(QString, name);
    const report::BattleReport r = reportNaming(name);
    const QStringList shown{r.title,
                            r.rulesetName,
                            r.sides.at(0).name,
                            r.sides.at(1).name,
                            r.turns.at(0).narrative.at(0),
                            r.luck.at(0).text,
                            r.unlikeliest->text,
                            r.figures.at(0)}; // a Chosen Men squad's men, in both files

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString htmlPath = dir.filePath(u"report.html"_qs);
    QString error;
    QVERIFY2(ReportDocument::writeHtml(r, htmlPath, &error), qPrintable(error));
    QFile file(htmlPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    for (const QString &text : shown)
        QVERIFY2(html.contains(text.toHtmlEscaped()), qPrintable(text + u" is not in the HTML as typed"));
    QVERIFY2(!html.contains(u"<img") && !html.contains(u"<a "), "a name's markup is in the HTML");

    QTextDocument doc;
    ReportDocument::fillDocument(doc, r);
    const QString plain = doc.toPlainText();
    for (const QString &text : shown)
        QVERIFY2(plain.contains(text), qPrintable(text + u" is not in the PDF's text as typed"));
    QCOMPARE(chartsIn(doc),
             (QList<int>{int(ReportDocument::Chart::Losses), int(ReportDocument::Chart::Morale)}));
    QVERIFY2(!doc.toHtml().contains(u"href=\"http"), "a name made a link in the PDF");
}

QTEST_MAIN(TestReportDocument)
#include "tst_reportdocument.moc"
