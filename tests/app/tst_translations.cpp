// Every build carries its catalogues; English plurals read right under any locale, and the
// screens read German under a German one.
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
    void englishPluralsApplyUnderAnyLocale_data();
    void englishPluralsApplyUnderAnyLocale();
};

void TestTranslations::cataloguesAreBuiltIn()
{
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/adjutant_en.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/adjutant_de.qm")));
}

void TestTranslations::englishPluralsApplyUnderAnyLocale_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one-success") << "Cli"
                                 << "%n success(es)" << 1 << "1 success";
    QTest::newRow("two-successes") << "Cli"
                                   << "%n success(es)" << 2 << "2 successes";
    QTest::newRow("no-successes") << "Cli"
                                  << "%n success(es)" << 0 << "0 successes";
    QTest::newRow("one-face") << "FaceReader"
                              << "expected %n face(s), one per die, but got %1" << 1
                              << "expected 1 face, one per die, but got %1";
    QTest::newRow("three-faces") << "FaceReader"
                                 << "expected %n face(s), one per die, but got %1" << 3
                                 << "expected 3 faces, one per die, but got %1";
    // The screens are in German (this test runs under a German locale), plurals included.
    QTest::newRow("german screen, one") << "adjutant::ui::TestSheet"
                                        << "%n success(es)" << 1 << "1 Erfolg";
    QTest::newRow("german screen, many") << "adjutant::ui::OrderOfBattleModel"
                                         << "%n unit(s)" << 5 << "5 Einheiten";
    QTest::newRow("german screen, text") << "CurrentCard"
                                         << "Draw" << 1 << "Ziehen";
}

void TestTranslations::englishPluralsApplyUnderAnyLocale()
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
