// The report's charts (render/reportcharts): each side drawn in its colour and in its pattern
// (solid, stripes, dots, checks), on the screen, in the PDF and in the HTML's SVG alike. The
// patterns' shapes are checked against areas and pixels worked out by hand; the charts against
// their side's colour shown in less of their swatches than a solid one, each pattern its own.
#include "pixels.h"
#include "reportcharts.h"
#include "reportdocument.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

using namespace adjutant;
using namespace adjutant::render;
using adjutant::testing::pixelsNear;

class TestReportCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void patternPath_data();
    void patternPath();
    void sidePatternFallsBackToItsPlace();
    void chartsShowEachSidesPattern_data();
    void chartsShowEachSidesPattern();
    void exportedChartsShowThePatternToo();
};

namespace {

// The share of the area a path inks: the pixels' cover, antialiased, added up.
double inkedShare(const QPainterPath &path, const QRectF &area, QImage *out = nullptr)
{
    QImage image(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(-area.topLeft());
        p.fillPath(path, Qt::black);
    }
    double cover = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            cover += qAlpha(image.pixel(x, y)) / 255.0;
    if (out)
        *out = image;
    return cover / double(image.width() * image.height());
}

// Two sides over a start and two turns: losses and standings enough for both charts to draw.
report::BattleReport twoSides(const QString &secondPattern)
{
    report::BattleReport r;
    r.title = QStringLiteral("Patterns");
    r.sides = {
        {QStringLiteral("blue"), QStringLiteral("Blue"), QStringLiteral("#1f4e9c"), QStringLiteral("solid")},
        {QStringLiteral("red"), QStringLiteral("Red"), QStringLiteral("#b3261e"), secondPattern}};
    r.start = {{0, 0, 6, 0, 0}, {0, 0, 6, 0, 0}};
    r.turns = {{1, {}, {{2, 0, 5, 1, 0}, {3, 1, 3, 1, 1}}}, {2, {}, {{4, 1, 3, 1, 1}, {6, 2, 2, 1, 1}}}};
    return r;
}

QImage painted(const report::BattleReport &r, const QString &chart)
{
    QImage image(760, 360, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    ChartStyle style;
    style.font.setPixelSize(16);
    if (chart == u"losses")
        ReportCharts::paintLosses(p, QRectF(0, 0, 760, 360), r, style);
    else
        ReportCharts::paintMorale(p, QRectF(0, 0, 760, 360), r, style);
    p.end();
    return image;
}

} // namespace

void TestReportCharts::patternPath_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<double>("cell");
    QTest::addColumn<double>("share"); // of the area inked
    QTest::addColumn<double>("slack"); // for the antialiased edges' rounding
    QTest::addColumn<QList<QPoint>>("inked"); // pixels at least half covered, from the top-left corner
    QTest::addColumn<QList<QPoint>>("blank"); // less than half

    // Solid, and a pattern this build does not know: all of it.
    QTest::newRow("solid") << u"solid"_qs << QSizeF(40, 40) << 4.0 << 1.0 << 0.0
                           << QList<QPoint>{{0, 0}, {39, 39}} << QList<QPoint>{};
    QTest::newRow("unknown") << u"tartan"_qs << QSizeF(40, 40) << 4.0 << 1.0 << 0.0 << QList<QPoint>{{20, 20}}
                             << QList<QPoint>{};
    // Checks of 4 on 40 x 40: 10 x 10 cells, 50 of them filled, exactly half. The top-left cell is
    // filled, the one right of it and the one below it not.
    QTest::newRow("checks-40") << u"checks"_qs << QSizeF(40, 40) << 4.0 << 0.5 << 0.0
                               << QList<QPoint>{{1, 1}, {5, 5}, {9, 1}} << QList<QPoint>{{5, 1}, {1, 5}};
    // On 10 x 10 the board is 3 x 3 cells cut at 10: filled (0,0) 16, (2,0) 2 x 4 = 8, (1,1) 16,
    // (0,2) 4 x 2 = 8, (2,2) 2 x 2 = 4: 52 of 100.
    QTest::newRow("checks-cut") << u"checks"_qs << QSizeF(10, 10) << 4.0 << 0.52 << 0.0
                                << QList<QPoint>{{9, 9}, {9, 0}} << QList<QPoint>{{9, 5}, {5, 9}};
    // Dots of 4 on 40 x 40: a grid 8 apart, 5 x 5 dots 6 across: 25 x pi x 9 = 706.9 of 1600, 0.442.
    // The first dot's centre is (4, 4); the corner between four dots is blank.
    QTest::newRow("dots-40") << u"dots"_qs << QSizeF(40, 40) << 4.0 << 25 * M_PI * 9 / 1600 << 0.01
                             << QList<QPoint>{{4, 4}, {36, 36}, {20, 20}}
                             << QList<QPoint>{{0, 0}, {8, 8}, {39, 0}};
    // On 10 x 6 one dot fits, 6 across (no taller than the area), centred at (5, 3): pi x 9 of 60
    // (a small circle's antialiased edge comes out a little short).
    QTest::newRow("dots-one") << u"dots"_qs << QSizeF(10, 6) << 4.0 << M_PI * 9 / 60 << 0.015
                              << QList<QPoint>{{5, 3}} << QList<QPoint>{{0, 0}, {9, 5}};
    // Stripes of 4: ink where x + y, from the corner, is 0 to 4 x sqrt(2) = 5.66 in every 8: a
    // share of sqrt(2) / 2 = 0.707 over whole periods (40 = 5 x 8; 8 = 1 x 8).
    QTest::newRow("stripes-40") << u"stripes"_qs << QSizeF(40, 40) << 4.0 << M_SQRT2 / 2
                                << 0.015
                                // A pixel from (x, y) covers x + y to x + y + 2: inked where that
                                // is within 0-5.66 of a multiple of 8, blank where it is 6-8.
                                << QList<QPoint>{{0, 0}, {1, 1}, {8, 0}, {0, 16}, {36, 36}}
                                << QList<QPoint>{{3, 3}, {6, 0}, {0, 6}, {39, 39}};
    QTest::newRow("stripes-8") << u"stripes"_qs << QSizeF(8, 8) << 4.0 << M_SQRT2 / 2 << 0.01
                               << QList<QPoint>{{0, 0}} << QList<QPoint>{{3, 3}};
    QTest::newRow("empty") << u"checks"_qs << QSizeF(0, 0) << 4.0 << 0.0 << 0.0 << QList<QPoint>{}
                           << QList<QPoint>{};
}

void TestReportCharts::patternPath()
{
    QFETCH(QString, pattern);
    QFETCH(QSizeF, size);
    QFETCH(double, cell);
    QFETCH(double, share);
    QFETCH(double, slack);
    QFETCH(QList<QPoint>, inked);
    QFETCH(QList<QPoint>, blank);

    // Away from the origin: the pattern starts at the area's corner, wherever it is.
    const QRectF area(QPointF(30, 50), size);
    const QPainterPath path = ReportCharts::patternPath(area, pattern, cell);
    if (size.isEmpty()) {
        QVERIFY(path.isEmpty());
        return;
    }
    // Nothing outside the area: what a chart draws needs no clipping.
    QVERIFY2(area.adjusted(-0.01, -0.01, 0.01, 0.01).contains(path.boundingRect()), qPrintable(pattern));
    QImage image;
    const double measured = inkedShare(path, area, &image);
    QVERIFY2(qAbs(measured - share) <= slack + 1e-9,
             qPrintable(QStringLiteral("%1 inked, %2 expected").arg(measured).arg(share)));
    for (const QPoint &at : std::as_const(inked))
        QVERIFY2(qAlpha(image.pixel(at)) >= 128,
                 qPrintable(QStringLiteral("(%1, %2) blank").arg(at.x()).arg(at.y())));
    for (const QPoint &at : std::as_const(blank))
        QVERIFY2(qAlpha(image.pixel(at)) < 128,
                 qPrintable(QStringLiteral("(%1, %2) inked").arg(at.x()).arg(at.y())));
}

void TestReportCharts::sidePatternFallsBackToItsPlace()
{
    report::BattleReport r = twoSides(QStringLiteral("dots"));
    QCOMPARE(ReportCharts::sidePattern(r, 0), u"solid"_qs);
    QCOMPARE(ReportCharts::sidePattern(r, 1), u"dots"_qs);
    // A report whose sides name none (an older battle's) takes the pattern of the place.
    r.sides[0].pattern.clear();
    r.sides[1].pattern.clear();
    QCOMPARE(ReportCharts::sidePattern(r, 0), u"solid"_qs);
    QCOMPARE(ReportCharts::sidePattern(r, 1), u"stripes"_qs);
}

void TestReportCharts::chartsShowEachSidesPattern_data()
{
    QTest::addColumn<QString>("chart");
    QTest::newRow("losses") << u"losses"_qs;
    QTest::newRow("morale") << u"morale"_qs;
}

void TestReportCharts::chartsShowEachSidesPattern()
{
    QFETCH(QString, chart);
    // The red side drawn in each pattern in turn, the blue side solid throughout: the red side's
    // swatches (in the legend, and at the end of its line or atop its bars) change with its
    // pattern and, being patterned, show less red than solid ones; the blue side is untouched.
    const QColor red(0xb3, 0x26, 0x1e);
    const QColor blue(0x1f, 0x4e, 0x9c);
    const QStringList patterns{u"solid"_qs, u"stripes"_qs, u"dots"_qs, u"checks"_qs};
    QList<QImage> images;
    QList<int> reds;
    QList<int> blues;
    for (const QString &pattern : patterns) {
        images.append(painted(twoSides(pattern), chart));
        reds.append(pixelsNear(images.last(), red));
        blues.append(pixelsNear(images.last(), blue));
    }
    for (qsizetype i = 1; i < patterns.size(); ++i) {
        QVERIFY2(reds.at(i) < reds.at(0) * 0.97,
                 qPrintable(QStringLiteral("%1: %2 red pixels, solid %3")
                                .arg(patterns.at(i))
                                .arg(reds.at(i))
                                .arg(reds.at(0))));
        QCOMPARE(blues.at(i), blues.at(0));
        for (qsizetype j = 0; j < i; ++j)
            QVERIFY2(images.at(i) != images.at(j),
                     qPrintable(patterns.at(i) + u" looks like " + patterns.at(j)));
    }
}

void TestReportCharts::exportedChartsShowThePatternToo()
{
    // The HTML file's charts are SVG drawn by the same code: rendered back, a striped side shows
    // less of its colour than a solid one, and the SVG holds more shapes for it.
    const QColor red(0xb3, 0x26, 0x1e);
    QList<int> reds;
    QList<qsizetype> sizes;
    for (const QString &pattern : {u"solid"_qs, u"stripes"_qs}) {
        const QByteArray svg
            = ReportDocument::chartSvg(twoSides(pattern), ReportDocument::Chart::Morale, QSize(760, 360));
        sizes.append(svg.size());
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QImage image(760, 360, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        renderer.render(&p);
        p.end();
        reds.append(pixelsNear(image, red));
    }
    QVERIFY2(reds.at(1) < reds.at(0) * 0.95,
             qPrintable(QStringLiteral("%1, %2").arg(reds.at(0)).arg(reds.at(1))));
    QVERIFY(sizes.at(1) > sizes.at(0));
}

QTEST_MAIN(TestReportCharts)
#include "tst_reportcharts.moc"
