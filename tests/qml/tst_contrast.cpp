// Every person reads the table: each pair of colours the screens put text on meets 4.5:1 in both
// themes, and dimmed values, outcome marks and the sides' stripes meet 3:1, worked out from the
// theme's own colours (WCAG 2 contrast). The weakest text pair is printed for the notes.
#include "controllers/preferences.h"
#include "theme.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

class TestContrast : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void textReads_data();
    void textReads();
    void sideStripesStandOut_data();
    void sideStripesStandOut();
    void drawnWithOpacity_data();
    void drawnWithOpacity();
    void contrastOfKnownPairs();
    void cleanupTestCase();

private:
    double m_weakest = 21;
    QString m_weakestName;
};

void TestContrast::textReads_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QString>("ink");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<double>("minimum");
    // Text on every ground the screens put it on. An outcome's mark around a die stands on the
    // page around the die, which the success and failure rows cover.
    const QList<std::pair<QString, double>> inks{
        {u"text"_qs, 4.5},    {u"textMuted"_qs, 4.5}, {u"accent"_qs, 4.5}, {u"success"_qs, 4.5},
        {u"failure"_qs, 4.5}, {u"shaken"_qs, 4.5},    {u"routed"_qs, 4.5}};
    const QStringList papers{u"background"_qs, u"surface"_qs, u"surfacePressed"_qs, u"current"_qs,
                             u"selected"_qs};
    for (const bool dark : {true, false})
        for (const auto &[ink, minimum] : inks)
            for (const QString &paper : papers)
                QTest::addRow("%s-%s-on-%s", dark ? "dark" : "light", qPrintable(ink), qPrintable(paper))
                    << dark << ink << paper << minimum;
    for (const bool dark : {true, false}) {
        QTest::addRow("%s-onAccent-on-accent", dark ? "dark" : "light")
            << dark << u"onAccent"_qs << u"accent"_qs << 4.5;
        QTest::addRow("%s-dieInk-on-dieFace", dark ? "dark" : "light")
            << dark << u"dieInk"_qs << u"dieFace"_qs << 4.5;
        // A dropped die: muted ink on a plain face.
        QTest::addRow("%s-textMuted-on-surface-dropped-die", dark ? "dark" : "light")
            << dark << u"textMuted"_qs << u"surface"_qs << 4.5;
    }
}

void TestContrast::textReads()
{
    QFETCH(bool, dark);
    QFETCH(QString, ink);
    QFETCH(QString, paper);
    QFETCH(double, minimum);
    Preferences preferences;
    const bool was = preferences.darkTheme();
    preferences.setDarkTheme(dark);
    Theme theme(&preferences);
    const auto colour = [&](const QString &name) {
        if (name == u"dieInk")
            return Theme::dieInk();
        return theme.property(qPrintable(name)).value<QColor>();
    };
    const QColor a = colour(ink);
    const QColor b = colour(paper);
    preferences.setDarkTheme(was);
    QVERIFY2(a.isValid() && b.isValid(), qPrintable(ink + u" " + paper));
    const double ratio = Theme::contrast(a, b);
    if (minimum >= 4.5 && ratio < m_weakest) {
        m_weakest = ratio;
        m_weakestName = QString::fromLatin1(QTest::currentDataTag());
    }
    QVERIFY2(ratio >= minimum,
             qPrintable(QStringLiteral("%1 is %2:1")
                            .arg(QString::fromLatin1(QTest::currentDataTag()))
                            .arg(ratio, 0, 'f', 2)));
}

void TestContrast::sideStripesStandOut_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QString>("colour");
    // The demos' sides, and colours a scenario might well choose: black, white, a pale and a
    // deep one.
    QStringList colours{u"#000000"_qs, u"#ffffff"_qs, u"#f6f0c0"_qs, u"#0a1a40"_qs};
    for (const QString &file : QDir(u":/scenarios"_qs).entryList({u"*.json"_qs})) {
        QFile f(u":/scenarios/"_qs + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QJsonValue &side : QJsonDocument::fromJson(f.readAll()).object().value(u"sides").toArray())
            if (!colours.contains(side[u"colour"].toString()))
                colours.append(side[u"colour"].toString());
    }
    QVERIFY(colours.size() > 4);
    for (const bool dark : {true, false})
        for (const QString &c : std::as_const(colours))
            QTest::addRow("%s-%s", dark ? "dark" : "light", qPrintable(c)) << dark << c;
}

void TestContrast::sideStripesStandOut()
{
    QFETCH(bool, dark);
    QFETCH(QString, colour);
    Preferences preferences;
    const bool was = preferences.darkTheme();
    preferences.setDarkTheme(dark);
    Theme theme(&preferences);
    const QColor stripe = theme.sideInk(colour);
    const double onBackground = Theme::contrast(stripe, theme.background());
    const double onSurface = Theme::contrast(stripe, theme.surface());
    const bool alreadySeen = Theme::contrast(QColor(colour), theme.background()) >= 3.0
        && Theme::contrast(QColor(colour), theme.surface()) >= 3.0;
    preferences.setDarkTheme(was);
    QVERIFY2(onBackground >= 3.0 && onSurface >= 3.0,
             qPrintable(QStringLiteral("%1 painted %2: %3 and %4")
                            .arg(colour, stripe.name())
                            .arg(onBackground)
                            .arg(onSurface)));
    // The side's own colour is kept when it already stands out.
    if (alreadySeen)
        QCOMPARE(stripe, QColor(colour));
}

void TestContrast::drawnWithOpacity_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QString>("ink");
    QTest::addColumn<double>("opacity");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<double>("minimum");
    for (const bool dark : {true, false}) {
        // The die's size ("d10") in the corner of a kept die (DieFace.qml): text.
        QTest::addRow("%s-dieInk-75%%-on-dieFace", dark ? "dark" : "light")
            << dark << u"dieInk"_qs << 0.75 << u"dieFace"_qs << 4.5;
        // The odds bars (OddsRow.qml), on the sheet and on the page: a graphic that carries meaning.
        for (const QString &paper : {u"surface"_qs, u"background"_qs})
            QTest::addRow("%s-accent-80%%-on-%s", dark ? "dark" : "light", qPrintable(paper))
                << dark << u"accent"_qs << 0.8 << paper << 3.0;
    }
}

// Ink drawn at an opacity over its paper: the colour the eye gets is the blend.
void TestContrast::drawnWithOpacity()
{
    QFETCH(bool, dark);
    QFETCH(QString, ink);
    QFETCH(double, opacity);
    QFETCH(QString, paper);
    QFETCH(double, minimum);
    Preferences preferences;
    const bool was = preferences.darkTheme();
    preferences.setDarkTheme(dark);
    Theme theme(&preferences);
    const QColor a = ink == u"dieInk" ? Theme::dieInk() : theme.property(qPrintable(ink)).value<QColor>();
    const QColor b = theme.property(qPrintable(paper)).value<QColor>();
    preferences.setDarkTheme(was);
    const auto mix = [&](float x, float y) { return float(opacity) * x + float(1 - opacity) * y; };
    const QColor seen
        = QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()), mix(a.blueF(), b.blueF()));
    const double ratio = Theme::contrast(seen, b);
    if (minimum >= 4.5 && ratio < m_weakest) {
        m_weakest = ratio;
        m_weakestName = QString::fromLatin1(QTest::currentDataTag());
    }
    QVERIFY2(ratio >= minimum,
             qPrintable(QStringLiteral("%1 is %2:1")
                            .arg(QString::fromLatin1(QTest::currentDataTag()))
                            .arg(ratio, 0, 'f', 2)));
}

void TestContrast::contrastOfKnownPairs()
{
    QCOMPARE(Theme::contrast(Qt::black, Qt::white), 21.0);
    QCOMPARE(Theme::contrast(Qt::white, Qt::white), 1.0);
    QCOMPARE(qRound(Theme::contrast(QColor(0x76, 0x76, 0x76), Qt::white) * 100), 454); // WCAG's own example
}

void TestContrast::cleanupTestCase()
{
    qInfo().noquote()
        << QStringLiteral("weakest text pair: %1 at %2:1").arg(m_weakestName).arg(m_weakest, 0, 'f', 2);
}

QTEST_GUILESS_MAIN(TestContrast)
#include "tst_contrast.moc"
