// adjutant-cli import: a list in, a scenario file out that a battle starts from; a list with
// mistakes gives each on its line and writes nothing.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

namespace {

using adjutant::testing::CliRun;
using adjutant::testing::runCli;

} // namespace

class TestImportCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void examplesImportAndStartABattle_data();
    void examplesImportAndStartABattle();
    void mistakesAreListedAndNothingIsWritten();
    void readsStandardInputAndAnswersInJson();
    void standardInputIsReadToItsEndHoweverSlowly_data();
    void standardInputIsReadToItsEndHoweverSlowly();
    void standardInputOverTheBoundIsRefusedWhole();
    void helpDescribesIt();
};

void TestImportCli::examplesImportAndStartABattle_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("list");
    QTest::newRow("kgcwo") << "kgcwo"
                           << "kgcwo-ridge.txt";
    QTest::newRow("nap-igougo") << "nap-igougo"
                                << "nap-igougo-danube.txt";
    QTest::newRow("chosen-men") << "chosen-men"
                                << "chosen-men-farm.csv";
    QTest::newRow("brigade") << "brigade"
                             << "brigade-village.txt";
}

void TestImportCli::examplesImportAndStartABattle()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, list);
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("scenario.json"));
    const CliRun imported
        = runCli({QStringLiteral("import"), ruleset, QStringLiteral(LIST_EXAMPLES "/") + list,
                  QStringLiteral("-o"), scenario});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QVERIFY(imported.out.contains(scenario));
    const CliRun started
        = runCli({QStringLiteral("new"), ruleset, scenario, QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("battle.adjutant")), QStringLiteral("--json")});
    QVERIFY2(started.exitCode == 0, qPrintable(started.err));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("battle.adjutant"))));
}

void TestImportCli::mistakesAreListedAndNothingIsWritten()
{
    QTemporaryDir dir;
    const QString list = dir.filePath(QStringLiteral("list.txt"));
    QFile f(list);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "side: A\narmy: X, commander\n52nd, infantry, fire Z\n88th, guards\nside: B\narmy: Y, commander\n");
    f.close();
    const QString scenario = dir.filePath(QStringLiteral("scenario.json"));
    QFile previous(scenario);
    QVERIFY(previous.open(QIODevice::WriteOnly));
    previous.write("{\"kept\": true}");
    previous.close();
    const CliRun r = runCli({QStringLiteral("import"), QStringLiteral("kgcwo"), list, QStringLiteral("-o"),
                             scenario, QStringLiteral("--force")});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.err.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), list + QStringLiteral(":3: Fire rating is one of A, B, C, D, E, not \"Z\""));
    QVERIFY2(lines.at(1).startsWith(list + QStringLiteral(":4: \"guards\" is not a unit type")),
             qPrintable(lines.at(1)));
    QVERIFY(previous.open(QIODevice::ReadOnly));
    QCOMPARE(previous.readAll(), QByteArray("{\"kept\": true}"));
}

void TestImportCli::readsStandardInputAndAnswersInJson()
{
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    const CliRun r
        = runCli({QStringLiteral("import"), QStringLiteral("kgcwo"), QStringLiteral("-"),
                  QStringLiteral("-o"), scenario, QStringLiteral("--json")},
                 "side: A\narmy: X, commander\n52nd, infantry\nside: B\narmy: Y, commander\n88th, cavalry\n"
                 "89th, cavalry, morale E\n");
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(u"ok").toBool(), true);
    QCOMPARE(o.value(u"sides").toInt(), 2);
    QCOMPARE(o.value(u"units").toInt(), 3);
    QFile written(scenario);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QJsonObject sc = QJsonDocument::fromJson(written.readAll()).object();
    QCOMPARE(sc.value(u"ruleset").toString(), QStringLiteral("kgcwo"));
    QCOMPARE(sc.value(u"sides").toArray().size(), 2);

    const CliRun bad
        = runCli({QStringLiteral("import"), QStringLiteral("kgcwo"), QStringLiteral("-"),
                  QStringLiteral("-o"), dir.filePath(QStringLiteral("t.json")), QStringLiteral("--json")},
                 "side: A\n");
    QCOMPARE(bad.exitCode, 1);
    const QJsonArray errors = QJsonDocument::fromJson(bad.out.toUtf8()).object().value(u"errors").toArray();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.at(0).toObject().value(u"line").toInt(), 1);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("t.json"))));
}

// A list of two sides, the second with `units` units, one a line.
QByteArray longList(int units)
{
    QByteArray list = "side: A\narmy: X, commander\n52nd, infantry\nside: B\narmy: Y, commander\n";
    for (int i = 0; i < units; ++i)
        list += "Battalion " + QByteArray::number(i) + ", infantry, morale C\n";
    return list;
}

void TestImportCli::standardInputIsReadToItsEndHoweverSlowly_data()
{
    QTest::addColumn<int>("splitAt"); // where the writer pauses, in bytes
    const QByteArray list = longList(2000);
    QTest::newRow("pause-between-lines") << int(list.indexOf("Battalion 1000,"));
    QTest::newRow("pause-mid-line") << int(list.indexOf("Battalion 1000,") + 14);
    QTest::newRow("pause-after-the-first-line") << int(list.indexOf('\n') + 1);
}

// A pipe that pauses (a script writing as it goes, a slow network): the list is read to its end,
// not as far as had come when the reader first looked (it kept 3,118 units of 200,000, exit 0,
// or gave a parse error where the pause fell mid-line). The writer is a child process that
// pauses between the two halves.
void TestImportCli::standardInputIsReadToItsEndHoweverSlowly()
{
    QFETCH(int, splitAt);
    QTemporaryDir dir;
    const QByteArray list = longList(2000);
    QFile first(dir.filePath(QStringLiteral("first"))), second(dir.filePath(QStringLiteral("second")));
    QVERIFY(first.open(QIODevice::WriteOnly) && second.open(QIODevice::WriteOnly));
    first.write(list.left(splitAt));
    second.write(list.mid(splitAt));
    first.close();
    second.close();
    QProcess writer, cli;
    writer.setStandardOutputProcess(&cli);
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    cli.start(QStringLiteral(ADJUTANT_CLI_PATH),
              {QStringLiteral("import"), QStringLiteral("kgcwo"), QStringLiteral("-"), QStringLiteral("-o"),
               scenario, QStringLiteral("--json")});
    writer.start(QStringLiteral("sh"),
                 {QStringLiteral("-c"), QStringLiteral("cat \"$1\"; sleep 1; cat \"$2\""),
                  QStringLiteral("sh"), first.fileName(), second.fileName()});
    QVERIFY(writer.waitForFinished(30000));
    QVERIFY(cli.waitForFinished(30000));
    const QByteArray out = cli.readAllStandardOutput();
    QVERIFY2(cli.exitCode() == 0, out.constData());
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    QCOMPARE(o.value(u"units").toInt(), 2001);
}

// Past the bound, standard input is refused as a file is, never cut to the first 4 MB.
void TestImportCli::standardInputOverTheBoundIsRefusedWhole()
{
    QTemporaryDir dir;
    QByteArray list = longList(10);
    list += QByteArray("# a note\n").repeated((qint64{4} << 20) / 9 + 1);
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    const CliRun r = runCli({QStringLiteral("import"), QStringLiteral("kgcwo"), QStringLiteral("-"),
                             QStringLiteral("-o"), scenario},
                            list);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("more than 4 MB")), qPrintable(r.err));
    QVERIFY(!QFile::exists(scenario));
}

void TestImportCli::helpDescribesIt()
{
    const CliRun overview = runCli({QStringLiteral("help")});
    QVERIFY(overview.out.contains(QStringLiteral("import")));
    const CliRun help = runCli({QStringLiteral("help"), QStringLiteral("import")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("RULESET")));
    QVERIFY(help.out.contains(QStringLiteral("LISTS.md")));
    const CliRun missing = runCli({QStringLiteral("import"), QStringLiteral("kgcwo")});
    QCOMPARE(missing.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestImportCli)
#include "tst_importcli.moc"
