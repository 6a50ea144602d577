// Type follows the system's text size: the scale taken from the desktop's font and the screen's
// logical DPI, never below the app's own sizes, and every type size of the theme scaled by it.
#include "appearance.h"
#include "theme.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QTest>

#include <cmath>

using namespace adjutant::ui;

class TestAppearance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scaleFollowsTheSystemText_data();
    void scaleFollowsTheSystemText();
    void themeSizesFollowTheScale();
};

void TestAppearance::scaleFollowsTheSystemText_data()
{
    QTest::addColumn<double>("points");
    QTest::addColumn<int>("pixels");
    QTest::addColumn<double>("dpi");
    QTest::addColumn<double>("scale");
    QTest::newRow("usual-11pt-96dpi") << 11.0 << -1 << 96.0 << 1.0;
    QTest::newRow("kde-10pt-never-smaller") << 10.0 << -1 << 96.0 << 1.0;
    QTest::newRow("small-8pt-never-smaller") << 8.0 << -1 << 96.0 << 1.0;
    QTest::newRow("larger-14pt") << 14.0 << -1 << 96.0 << 1.25;
    QTest::newRow("text-scaled-125pc-by-dpi") << 11.0 << -1 << 120.0 << 1.25;
    QTest::newRow("large-16.5pt") << 16.5 << -1 << 96.0 << 1.5;
    QTest::newRow("set-in-pixels-22px") << -1.0 << 22 << 96.0 << 1.5;
    QTest::newRow("huge-at-most-twice") << 40.0 << -1 << 96.0 << 2.0;
    QTest::newRow("nothing-known") << -1.0 << -1 << 0.0 << 1.0;
}

void TestAppearance::scaleFollowsTheSystemText()
{
    QFETCH(double, points);
    QFETCH(int, pixels);
    QFETCH(double, dpi);
    QFETCH(double, scale);
    QCOMPARE(fontScaleFor(points, pixels, dpi), scale);
}

void TestAppearance::themeSizesFollowTheScale()
{
    QCOMPARE(fontScale(), 1.0); // until the appearance is applied
    applyAppearance();
    const double scale = fontScale();
    const QFont system = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    QCOMPARE(scale,
             fontScaleFor(system.pointSizeF(), system.pixelSize(),
                          QGuiApplication::primaryScreen()->logicalDotsPerInchY()));
    QCOMPARE(Theme::fontScale(), scale);
    const auto scaled = [&](int px) { return int(std::lround(px * scale)); };
    QCOMPARE(Theme::fontSmall(), scaled(Theme::baseFontSmall));
    QCOMPARE(Theme::fontBody(), scaled(Theme::baseFontBody));
    QCOMPARE(Theme::fontLarge(), scaled(Theme::baseFontLarge));
    QCOMPARE(Theme::fontHuge(), scaled(Theme::baseFontHuge));
    QCOMPARE(Theme::fontCard(), scaled(Theme::baseFontCard));
    QVERIFY(Theme::fontSmall() >= 16); // never under what reads on a tablet
    // Text with no size of its own takes the body size.
    QCOMPARE(QGuiApplication::font().pixelSize(), Theme::fontBody());
}

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
