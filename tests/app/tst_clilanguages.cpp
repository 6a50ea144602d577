// adjutant-cli in the user's language: a German or French user reads the units of 'show', the
// values of 'describe', Qt's own "Options:" of --help and the report's HTML in that language,
// with the punctuation of that language (French: a non-breaking space before ":" and ";").
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

namespace {

using adjutant::testing::CliRun;

// adjutant-cli started as a user of `language` starts it (its locale and message language).
CliRun runCli(const QString &language, const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"),
               language == u"en" ? u"C.UTF-8"_qs : language + u"_" + language.toUpper() + u".UTF-8");
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    return adjutant::testing::runCli(args, {}, env);
}

} // namespace

class TestCliLanguages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showNamesFieldsAndValuesInTheLanguage_data();
    void showNamesFieldsAndValuesInTheLanguage();
    void describeGivesValuesInTheLanguage_data();
    void describeGivesValuesInTheLanguage();
    void qtsOwnWordsAreInTheLanguage_data();
    void qtsOwnWordsAreInTheLanguage();
    void chargeOddsReadAsTheLanguageWritesThem_data();
    void chargeOddsReadAsTheLanguageWritesThem();
    void theHtmlReportSaysItsLanguage_data();
    void theHtmlReportSaysItsLanguage();

private:
    QTemporaryDir m_dir;
    QString m_battle;
};

void TestCliLanguages::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_battle = m_dir.filePath(QStringLiteral("ridge.adjutant"));
    const CliRun made
        = runCli(QStringLiteral("en"),
                 {QStringLiteral("new"), QStringLiteral("kgcwo"), QStringLiteral("kgcwo-demo"),
                  QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("-o"), m_battle});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
}

void TestCliLanguages::showNamesFieldsAndValuesInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("shown"); // each somewhere in the unit lines
    QTest::addColumn<QStringList>("notShown"); // ids and English words that must not be left
    // The demo's British and French units: the ruleset's own names of its fields and choices.
    QTest::newRow("English") << "en" << QStringList{u"Fire rating"_qs, u"Army British"_qs, u"Army French"_qs}
                             << QStringList{u"nationality british"_qs, u"fire C"_qs};
    QTest::newRow("German") << "de" << QStringList{u"Feuerwertung"_qs, u"Armee Briten"_qs}
                            << QStringList{u"nationality"_qs, u"Fire rating"_qs, u"british"_qs};
    QTest::newRow("French") << "fr"
                            << QStringList{u"Valeur de tir"_qs, u"Armée Britanniques"_qs, u")\u00a0: "_qs}
                            // the unit's line: "Nom (Type)\u00a0: ..."
                            << QStringList{u"nationality"_qs, u"Fire rating"_qs, u"british"_qs, u") : "_qs};
}

void TestCliLanguages::showNamesFieldsAndValuesInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    const CliRun r = runCli(language, {QStringLiteral("show"), m_battle});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    for (const QString &text : shown)
        QVERIFY2(r.out.contains(text), qPrintable(u"no \"" + text + u"\" in:\n" + r.out));
    for (const QString &text : notShown)
        QVERIFY2(!r.out.contains(text), qPrintable(u"\"" + text + u"\" in:\n" + r.out));
}

void TestCliLanguages::describeGivesValuesInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("leftOver");
    // The army field's default: the choice's name in the ruleset's words, not its id.
    QTest::newRow("English") << "en"
                             << "nationality (Army) default French"
                             << "nationality (Army) default french";
    QTest::newRow("German") << "de"
                            << "nationality (Armee) Vorgabe Franzosen"
                            << "default";
    QTest::newRow("French") << "fr"
                            << "nationality (Armée) par défaut Français"
                            << "default french";
}

void TestCliLanguages::describeGivesValuesInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QFETCH(QString, leftOver);
    const CliRun r = runCli(language, {QStringLiteral("describe"), QStringLiteral("kgcwo")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(expected), qPrintable(r.out.left(3000)));
    QVERIFY2(!r.out.contains(leftOver), qPrintable(r.out.left(3000)));
}

void TestCliLanguages::qtsOwnWordsAreInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    // QCommandLineParser's headings come from Qt's own catalogue (qt6-translations-l10n).
    QTest::newRow("English") << "en"
                             << "Options:";
    QTest::newRow("German") << "de"
                            << "Optionen:";
    // Qt's own French has an ordinary space before its colons: Qt's catalogue, not ours.
    QTest::newRow("French") << "fr"
                            << "Options :";
}

void TestCliLanguages::qtsOwnWordsAreInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    const CliRun r = runCli(language, {QStringLiteral("show"), QStringLiteral("--help")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(expected),
             qPrintable(u"no \"" + expected + u"\" (is qt6-translations-l10n installed?) in:\n" + r.out));
}

void TestCliLanguages::chargeOddsReadAsTheLanguageWritesThem_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("response"); // a response's line: its name, then its endings' odds
    QTest::addColumn<QString>("chance"); // how a chance is written
    QTest::newRow("English") << "en"
                             << "\\n  Stand: "
                             << "\\d\\.\\d%";
    QTest::newRow("German") << "de"
                            << "\\n  [^\\n:]+: "
                            << "\\d,\\d %";
    QTest::newRow("French") << "fr"
                            << "\\n  Tenir\u00a0: "
                            << "\\d,\\d\u00a0%";
}

// The charge's odds: a decimal comma and the percent sign as German and French write them, and
// French's non-breaking space before the colon (they read "Tenir: … 40.8 %").
void TestCliLanguages::chargeOddsReadAsTheLanguageWritesThem()
{
    QFETCH(QString, language);
    QFETCH(QString, response);
    QFETCH(QString, chance);
    const CliRun r
        = runCli(language,
                 {QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                  QStringLiteral("--situation"), QStringLiteral(CLI_TEST_DATA "/horse-on-foot.json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QRegularExpression line(response + u"[^\n]*" + chance);
    QVERIFY2(line.match(r.out).hasMatch(), qPrintable(r.out));
}

void TestCliLanguages::theHtmlReportSaysItsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "en";
    QTest::newRow("German") << "de";
    QTest::newRow("French") << "fr";
}

void TestCliLanguages::theHtmlReportSaysItsLanguage()
{
    QFETCH(QString, language);
    const QString path = m_dir.filePath(language + u".html");
    const CliRun r = runCli(language, {QStringLiteral("report"), m_battle, QStringLiteral("-o"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY2(html.contains(u"<html lang=\"" + language + u"\">"), qPrintable(html.left(300)));
}

QTEST_GUILESS_MAIN(TestCliLanguages)
#include "tst_clilanguages.moc"
