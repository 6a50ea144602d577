// ScenarioListModel: every demo scenario, listed.
#include "controllers/battlesession.h"
#include "controllers/dicecontroller.h"
#include "controllers/preferences.h"
#include "controllers/testsheet.h"
#include "controllers/unitsheet.h"
#include "models/oddsmodel.h"
#include "theme.h"

#include "dice/diceparser.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>

using namespace adjutant::ui;

class TestScenarioListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scenarioListShowsEveryDemo();
    void brokenScenariosAreListedWithTheirFirstMistake_data();
    void brokenScenariosAreListedWithTheirFirstMistake();
    void unreadableScenariosAreKeptAsideAndSaid();
};

void TestScenarioListModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestScenarioListModel::scenarioListShowsEveryDemo()
{
    BattleSession session;
    ScenarioListModel *model = session.scenarios();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->reload();
    QCOMPARE(model->rowCount(), 4);
    QStringList rulesets;
    for (int r = 0; r < model->rowCount(); ++r) {
        QVERIFY(!model->data(model->index(r), ScenarioListModel::NameRole).toString().isEmpty());
        QVERIFY(model->data(model->index(r), ScenarioListModel::BuiltInRole).toBool());
        // One demo per system, grouped by system: each heads its own group.
        QVERIFY(model->data(model->index(r), ScenarioListModel::FirstOfRulesetRole).toBool());
        rulesets.append(model->data(model->index(r), ScenarioListModel::RulesetRole).toString());
    }
    QVERIFY(rulesets.contains(u"King George Commands and We Obey"));
    QVERIFY(std::is_sorted(rulesets.begin(), rulesets.end()));
    QVERIFY(rulesets.contains(u"Chosen Men, expanded (003)"));
}

namespace {
QByteArray demoWith(const std::function<void(QJsonObject &)> &change)
{
    QFile f(u":/scenarios/kgcwo-demo.json"_qs);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no demo");
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o.insert(u"id"_qs, u"my-ridge"_qs);
    o.insert(u"name"_qs, u"My ridge"_qs);
    change(o);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}
} // namespace

// A scenario of the umpire's that does not load is listed all the same, as broken, with its first
// mistake where an editor can find it (file:line: field: message); the good ones beside it start.
void TestScenarioListModel::brokenScenariosAreListedWithTheirFirstMistake_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("problem"); // empty: it loads
    QTest::newRow("good") << demoWith([](QJsonObject &) {}) << QString();
    QTest::newRow("no such ruleset") << demoWith([](QJsonObject &o) { o.insert(u"ruleset"_qs, u"whist"_qs); })
                                     << ": ruleset: the ruleset \"whist\" cannot be loaded";
    QTest::newRow("no such unit type") << demoWith([](QJsonObject &o) {
        QJsonArray sides = o.value(u"sides").toArray();
        QJsonObject side = sides.at(0).toObject();
        QJsonArray commanders = side.value(u"commanders").toArray();
        QJsonObject hale = commanders.at(0).toObject();
        QJsonArray brigades = hale.value(u"commanders").toArray();
        QJsonObject thornby = brigades.at(0).toObject();
        QJsonArray units = thornby.value(u"units").toArray();
        QJsonObject first = units.at(0).toObject();
        first.insert(u"type"_qs, u"dragon"_qs);
        units[0] = first;
        thornby.insert(u"units"_qs, units);
        brigades[0] = thornby;
        hale.insert(u"commanders"_qs, brigades);
        commanders[0] = hale;
        side.insert(u"commanders"_qs, commanders);
        sides[0] = side;
        o.insert(u"sides"_qs, sides);
    }) << "dragon";
}

void TestScenarioListModel::brokenScenariosAreListedWithTheirFirstMistake()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, problem);
    const QString folder = adjutant::AppFolders::scenarios();
    QDir(folder).removeRecursively();
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(u"mine.json"_qs);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    BattleSession session;
    ScenarioListModel *model = session.scenarios();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->reload();
    QCOMPARE(model->rowCount(), 5); // the four demos, and the umpire's own, broken or not
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->data(model->index(r), ScenarioListModel::PathRole).toString() == path)
            row = r;
    QVERIFY(row >= 0);
    const QModelIndex at = model->index(row);
    QCOMPARE(model->data(at, ScenarioListModel::BrokenRole).toBool(), !problem.isEmpty());
    const QString said = model->data(at, ScenarioListModel::ProblemRole).toString();
    QVERIFY2(problem.isEmpty() ? said.isEmpty() : said.contains(problem), qPrintable(said));
    if (!problem.isEmpty()) {
        QVERIFY2(said.startsWith(path + u':'), qPrintable(said)); // file:line: first
        QVERIFY(!said.contains(u'\n'));
        QCOMPARE(model->data(at, ScenarioListModel::ExplainRole).toString(), said);
        // Starting it refuses, and says the same first mistake.
        QVERIFY(!session.startNew(path));
        QVERIFY2(session.error().contains(problem), qPrintable(session.error()));
    }
    QDir(folder).removeRecursively();
}

// A file that is not even JSON cannot be mended in the editor: it is moved aside (never written
// over by a scenario saved under its name) and the notice says where. A pipe or a link to a
// device is listed as unreadable without waiting on it (it blocked the list before).
void TestScenarioListModel::unreadableScenariosAreKeptAsideAndSaid()
{
    const QString folder = adjutant::AppFolders::scenarios();
    QDir(folder).removeRecursively();
    QVERIFY(QDir().mkpath(folder));
    const QByteArray half = "{\n  \"id\": \"half\",\n  \"sides\": [\n";
    QFile f(QDir(folder).filePath(u"half.json"_qs));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(half);
    f.close();
    QVERIFY(::mkfifo(QFile::encodeName(QDir(folder).filePath(u"pipe.json"_qs)).constData(), 0600) == 0);
    QVERIFY(QFile::link(u"/dev/zero"_qs, QDir(folder).filePath(u"zero.json"_qs)));
    BattleSession session;
    ScenarioListModel *model = session.scenarios();
    model->reload();
    QCOMPARE(model->rowCount(), 6); // the four demos, the pipe and the link, each unreadable
    QCOMPARE(model->brokenCount(), 2);
    const QStringList aside = QDir(folder).entryList({u"half.json.damaged-*"_qs});
    QCOMPARE(aside.size(), 1);
    QVERIFY(!QFile::exists(f.fileName()));
    QVERIFY2(model->notice().contains(f.fileName()) && model->notice().contains(aside.first())
                 && model->notice().contains(u"line 4"_qs),
             qPrintable(model->notice()));
    QFile kept(QDir(folder).filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), half);
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString problem = model->data(model->index(r), ScenarioListModel::ProblemRole).toString();
        if (model->data(model->index(r), ScenarioListModel::BrokenRole).toBool())
            QVERIFY2(problem.contains(u"not a plain file"_qs), qPrintable(problem));
    }
    QDir(folder).removeRecursively();
}

QTEST_GUILESS_MAIN(TestScenarioListModel)
#include "tst_scenariolistmodel.moc"
