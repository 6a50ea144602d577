// Every build carries its catalogues (English plural forms, German, French), and under a German
// locale the app, the engine and the command line read German, plural forms included.
#include "translationloader.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { adjutant::installTranslations(*QCoreApplication::instance()); }
    void cataloguesAreBuiltIn();
    void germanCatalogueApplies_data();
    void germanCatalogueApplies();
};

void TestTranslations::cataloguesAreBuiltIn()
{
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/adjutant_en.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/adjutant_de.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/adjutant_fr.qm")));
}

void TestTranslations::germanCatalogueApplies_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    // Under a German locale (this test's environment) the engine, the command line and the
    // screens are German, plural forms included; English is the source and its plurals'
    // catalogue is searched last.
    QTest::newRow("command line, one") << "Cli"
                                       << "%n success(es)" << 1 << "1 Erfolg";
    QTest::newRow("command line, two") << "Cli"
                                       << "%n success(es)" << 2 << "2 Erfolge";
    QTest::newRow("command line, none") << "Cli"
                                        << "%n success(es)" << 0 << "0 Erfolge";
    QTest::newRow("engine, one face") << "FaceReader"
                                      << "expected %n face(s), one per die, but got %1" << 1
                                      << "1 Augenzahl erwartet, eine je Würfel, aber %1 erhalten";
    QTest::newRow("engine, three faces") << "FaceReader"
                                         << "expected %n face(s), one per die, but got %1" << 3
                                         << "3 Augenzahlen erwartet, eine je Würfel, aber %1 erhalten";
    QTest::newRow("wording, one") << "Wording"
                                  << "%n success(es)" << 1 << "1 Erfolg";
    QTest::newRow("screen, many") << "adjutant::ui::OrderOfBattleModel"
                                  << "%n unit(s)" << 5 << "5 Einheiten";
    QTest::newRow("screen, text") << "CurrentCard"
                                  << "Draw" << 1 << "Ziehen";
    // Qt's own words, from Qt's catalogues (qt6-translations-l10n): the command line's heading
    // and a dialog's button (the file dialog's among them). Qt 6.4's German has no "File name"
    // for the Qt Quick file dialog's field: that one stays English.
    QTest::newRow("Qt, command line") << "QCommandLineParser"
                                      << "Options:" << 1 << "Optionen:";
    QTest::newRow("Qt, a dialog's button") << "QPlatformTheme"
                                           << "Cancel" << 1 << "Abbrechen";
}

void TestTranslations::germanCatalogueApplies()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(QCoreApplication::translate(context.toLatin1().constData(), source.toLatin1().constData(),
                                         nullptr, n),
             expected);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
