// The umpire's order-of-battle editor, under QAbstractItemModelTester: what each change does to the
// rows, its mistakes shown on the row that made them, undo of every change, a pasted list taken
// whole or not at all, and the files it writes loading as scenarios.
#include "models/scenarioeditormodel.h"

#include "battle/scenario.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/stat.h>

using adjutant::ui::ScenarioEditorModel;
using Role = ScenarioEditorModel::Role;

namespace {

QStringList column(const ScenarioEditorModel &m, int role)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        out.append(m.data(m.index(i), role).toString());
    return out;
}

// "side First side", "commander Commander-in-chief" ... indented by depth.
QStringList outline(const ScenarioEditorModel &m)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        out.append(QString(m.data(m.index(i), Role::DepthRole).toInt() * 2, u' ')
                   + m.data(m.index(i), Role::NameRole).toString());
    return out;
}

QString errorsOf(const ScenarioEditorModel &m, const QString &uid)
{
    return m.data(m.index(m.rowOf(uid)), Role::ErrorsRole).toString();
}

QVariantMap field(const ScenarioEditorModel &m, const QString &uid, const QString &id)
{
    for (const QVariant &f : m.fieldsFor(uid))
        if (f.toMap().value(QStringLiteral("id")) == id)
            return f.toMap();
    return {};
}

QStringList choiceIds(const QVariantMap &f)
{
    QStringList out;
    for (const QVariant &c : f.value(QStringLiteral("choices")).toList())
        out.append(c.toMap().value(QStringLiteral("id")).toString());
    return out;
}

} // namespace

class TestScenarioEditorModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aNewBattleHasTwoSidesReadyToStart_data();
    void aNewBattleHasTwoSidesReadyToStart();
    void addingUnitsNumbersThem();
    void fieldsOfferOnlyWhatTheRulesetAllows();
    void mistakesShowOnTheirRowAsMade();
    void duplicateMovesAndDelete();
    void everyChangeUndoes();
    void pastingAListIsWholeOrNothing();
    void optionsAreSettledInTheScenario();
    void filesRoundTrip();
    void whatItDoesNotEditIsKept();
    void dragAndDropMovesAndReorders();
    void aSideSavedAsAnArmyComesBackInAnotherBattle();
    void armiesThatDoNotFitAreRefused_data();
    void armiesThatDoNotFitAreRefused();
    void aSideHasAPatternKeptThroughItsFile();
    void exportNeverLandsOnABattle_data();
    void exportNeverLandsOnABattle();
    void savesInTheFoldersNeverReplaceAnotherFile();
    void armiesThatDoNotReadAreKeptAside();
    void levelsAreNamedInWords_data();
    void levelsAreNamedInWords();
};

// The editor names a commander's level in words ("army" was shown as the file's id); one the
// file names that the app does not know is shown as written.
void TestScenarioEditorModel::levelsAreNamedInWords_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("name");
    QTest::newRow("army") << QStringLiteral("army") << QStringLiteral("Army");
    QTest::newRow("brigade") << QStringLiteral("brigade") << QStringLiteral("Brigade");
    QTest::newRow("section") << QStringLiteral("section") << QStringLiteral("Section");
    QTest::newRow("unknown") << QStringLiteral("legion") << QStringLiteral("legion");
}

void TestScenarioEditorModel::levelsAreNamedInWords()
{
    QFETCH(QString, level);
    QFETCH(QString, name);
    ScenarioEditorModel editor;
    QCOMPARE(editor.levelName(level), name);
    const QStringList levels = editor.levels();
    const QStringList names = editor.levelNames();
    QCOMPARE(names.size(), levels.size());
    if (levels.contains(level))
        QCOMPARE(names.at(levels.indexOf(level)), name);
}

void TestScenarioEditorModel::aNewBattleHasTwoSidesReadyToStart_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("commanderType");
    QTest::newRow("kgcwo") << "kgcwo"
                           << "commander";
    QTest::newRow("nap-igougo") << "nap-igougo"
                                << "army-commander";
    QTest::newRow("chosen-men") << "chosen-men"
                                << "officer";
    QTest::newRow("brigade") << "brigade"
                             << "commander-in-chief";
}

void TestScenarioEditorModel::aNewBattleHasTwoSidesReadyToStart()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, commanderType);
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(ruleset));
    QCOMPARE(m.rulesetId(), ruleset);
    QCOMPARE(column(m, Role::KindRole), (QStringList{"side", "commander", "side", "commander"}));
    QCOMPARE(column(m, Role::TypeRole).at(1), commanderType);
    // Each side has its commander-in-chief but no unit yet: not ready until each has one.
    QCOMPARE(m.errorCount(), 2);
    QCOMPARE(errorsOf(m, m.uidAt(0)), QStringLiteral("a side needs a unit under its commanders"));
    QVERIFY(!m.canStart());
    const QString unitType = m.unitTypes(false).constFirst().toMap().value(QStringLiteral("id")).toString();
    QCOMPARE(m.addUnits(m.uidAt(3), unitType, 1).size(), 1);
    QCOMPARE(m.addUnits(m.uidAt(1), unitType, 1).size(), 1);
    QCOMPARE(m.errorCount(), 0);
    QVERIFY(m.canStart());
    const adjutant::battle::ScenarioLoadResult loaded = adjutant::battle::ScenarioLoader::loadData(
        QJsonDocument(m.scenarioJson()).toJson(), QStringLiteral("editor.json"));
    QVERIFY(loaded.ok());
}

void TestScenarioEditorModel::addingUnitsNumbersThem()
{
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString cinc = m.uidAt(1);
    const QString brigade = m.addCommander(cinc);
    QCOMPARE(m.data(m.index(m.rowOf(brigade)), Role::LevelRole).toString(), QStringLiteral("wing"));
    QVERIFY(m.setLevel(brigade, QStringLiteral("brigade")));
    const QStringList six = m.addUnits(brigade, QStringLiteral("infantry"), 6);
    QCOMPARE(six.size(), 6);
    QCOMPARE(m.unitCount(), 6);
    QCOMPARE(m.nameOf(six.at(0)), QStringLiteral("Infantry regiment"));
    QCOMPARE(m.nameOf(six.at(5)), QStringLiteral("Infantry regiment 6"));
    QCOMPARE(m.addUnits(brigade, QStringLiteral("no-such-type"), 1), QStringList());
    QCOMPARE(m.addUnits(brigade, QStringLiteral("infantry"), 0), QStringList());
    QCOMPARE(m.addUnits(six.at(0), QStringLiteral("infantry"), 1), QStringList()); // not a commander
    QCOMPARE(outline(m).mid(0, 5),
             (QStringList{"First side", "  Commander-in-chief", "    Wing commander",
                          "      Infantry regiment", "      Infantry regiment 2"}));
    QVERIFY(!m.canStart()); // the second side has no unit yet
    QCOMPARE(m.addUnits(m.uidAt(m.rowCount() - 1), QStringLiteral("infantry"), 1).size(), 1);
    QVERIFY(m.canStart());
}

void TestScenarioEditorModel::fieldsOfferOnlyWhatTheRulesetAllows()
{
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString gun = m.addUnits(m.uidAt(1), QStringLiteral("artillery-light"), 1).constFirst();
    const QVariantMap formation = field(m, gun, QStringLiteral("formation"));
    QCOMPARE(formation.value(QStringLiteral("kind")).toString(), QStringLiteral("choice"));
    QCOMPARE(choiceIds(formation), (QStringList{"limbered", "unlimbered"}));
    const QVariantMap fire = field(m, gun, QStringLiteral("fire"));
    QCOMPARE(choiceIds(fire), (QStringList{"A", "B", "C", "D", "E"}));
    QCOMPARE(fire.value(QStringLiteral("value")).toString(), QStringLiteral("C")); // the default
    QCOMPARE(fire.value(QStringLiteral("given")).toBool(), false);
    const QVariantMap casualties = field(m, gun, QStringLiteral("casualties"));
    QCOMPARE(casualties.value(QStringLiteral("maximum")).toInt(), 2); // the battery's own
    QVERIFY(!m.setField(gun, QStringLiteral("fire"), QStringLiteral("F")));
    QVERIFY(!m.setField(gun, QStringLiteral("formation"), QStringLiteral("wedge")));
    QVERIFY(!m.setField(gun, QStringLiteral("no-such-field"), 1));
    QVERIFY(m.setField(gun, QStringLiteral("fire"), QStringLiteral("B")));
    QCOMPARE(field(m, gun, QStringLiteral("fire")).value(QStringLiteral("value")).toString(),
             QStringLiteral("B"));
    QVERIFY(m.data(m.index(m.rowOf(gun)), Role::SummaryRole)
                .toString()
                .contains(QStringLiteral("Fire rating B")));
    // A side's fields are what every unit of it starts with: its army.
    const QString side = m.uidAt(0);
    QVERIFY(m.setField(side, QStringLiteral("nationality"), QStringLiteral("british")));
    QCOMPARE(field(m, gun, QStringLiteral("nationality")).value(QStringLiteral("value")).toString(),
             QStringLiteral("british"));
    // A choice the ruleset names by its id alone is offered and shown as a name, never as the id.
    const QVariantList armies
        = field(m, gun, QStringLiteral("nationality")).value(QStringLiteral("choices")).toList();
    QCOMPARE(armies.constFirst().toMap().value(QStringLiteral("name")).toString(), QStringLiteral("British"));
    QVERIFY(m.setField(gun, QStringLiteral("nationality"), QStringLiteral("portuguese")));
    const QString summary = m.data(m.index(m.rowOf(gun)), Role::SummaryRole).toString();
    QVERIFY2(summary.contains(QStringLiteral("Army Portuguese")), qPrintable(summary));
    QVERIFY2(!summary.contains(QStringLiteral("portuguese")), qPrintable(summary));
}

void TestScenarioEditorModel::mistakesShowOnTheirRowAsMade()
{
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    QCOMPARE(m.addUnits(m.uidAt(3), QStringLiteral("infantry"), 1).size(), 1);
    const QString unit = m.addUnits(m.uidAt(1), QStringLiteral("infantry"), 1).constFirst();
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    QVERIFY(m.setField(unit, QStringLiteral("casualties"), 7));
    QVERIFY(changed.count() > 0);
    QCOMPARE(errorsOf(m, unit), QStringLiteral("Casualties takes a whole number from 0 to 3"));
    QCOMPARE(m.errorCount(), 1);
    QVERIFY(!m.canStart());
    QVERIFY(m.setField(unit, QStringLiteral("casualties"), 2));
    QCOMPARE(errorsOf(m, unit), QString());
    QVERIFY(m.canStart());
    QVERIFY(m.rename(unit, QStringLiteral("  ")));
    QCOMPARE(errorsOf(m, unit), QStringLiteral("a name is needed"));
    QVERIFY(m.rename(unit, QStringLiteral("1/52nd Foot")));
    // A side without a commander, then fewer than two sides: mistakes of the whole battle.
    const QString second = m.uidAt(3);
    QVERIFY(m.remove(m.uidAt(4)));
    QVERIFY2(errorsOf(m, second).contains(QStringLiteral("a side needs a commander")),
             qPrintable(errorsOf(m, second)));
    QVERIFY(m.remove(second));
    QCOMPARE(m.generalErrors(), QStringLiteral("a battle needs at least two sides"));
    QVERIFY(!m.canStart());
}

void TestScenarioEditorModel::duplicateMovesAndDelete()
{
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString cinc = m.uidAt(1);
    const QString brigade = m.addCommander(cinc);
    QVERIFY(m.rename(brigade, QStringLiteral("Thornby")));
    const QStringList units = m.addUnits(brigade, QStringLiteral("infantry"), 2);
    QVERIFY(m.rename(units.at(0), QStringLiteral("52nd")));
    QVERIFY(m.rename(units.at(1), QStringLiteral("88th")));
    const QString copy = m.duplicate(units.at(0));
    QCOMPARE(m.nameOf(copy), QStringLiteral("52nd 2"));
    QCOMPARE(outline(m).mid(2, 4), (QStringList{"    Thornby", "      52nd", "      52nd 2", "      88th"}));
    QVERIFY(m.moveDown(units.at(0)));
    QCOMPARE(outline(m).mid(3, 3), (QStringList{"      52nd 2", "      52nd", "      88th"}));
    QVERIFY(m.moveUp(units.at(1)));
    QCOMPARE(outline(m).mid(3, 3), (QStringList{"      52nd 2", "      88th", "      52nd"}));
    QVERIFY(!m.moveDown(units.at(0))); // already last
    // A brigade duplicated: its units with it.
    const QString brigade2 = m.duplicate(brigade);
    QCOMPARE(m.nameOf(brigade2), QStringLiteral("Thornby 2"));
    QCOMPARE(m.unitCount(), 6);
    // Moved to the other side's commander, it changes sides; never under itself.
    const QString enemy = m.uidAt(m.rowCount() - 1);
    QVERIFY(!m.moveTo(brigade, brigade));
    QVERIFY(m.moveTo(brigade2, enemy));
    QCOMPARE(m.data(m.index(m.rowOf(brigade2)), Role::SideRole).toString(), m.uidAt(m.rowOf(enemy) - 1));
    const int underEnemy = m.rowOf(brigade2) + 1;
    QCOMPARE(m.data(m.index(underEnemy), Role::SideRole).toString(), m.uidAt(m.rowOf(enemy) - 1));
    QVERIFY(!m.moveTo(cinc, brigade)); // a commander under his own subordinate
    QVERIFY(m.remove(brigade2));
    QCOMPARE(m.unitCount(), 3);
    QCOMPARE(m.rowOf(brigade2), -1);
    QVERIFY(!m.canStart()); // its units went with the brigade: the other side has none
    QCOMPARE(m.addUnits(enemy, QStringLiteral("infantry"), 1).size(), 1);
    QVERIFY(m.canStart());
}

void TestScenarioEditorModel::everyChangeUndoes()
{
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("brigade")));
    QVERIFY(!m.canUndo());
    const QStringList start = outline(m);
    const QString brigadier = m.addCommander(m.uidAt(1));
    QCOMPARE(m.data(m.index(m.rowOf(brigadier)), Role::TypeRole).toString(), QStringLiteral("brigadier"));
    const QStringList afterCommander = outline(m);
    const QString unit = m.addUnits(brigadier, QStringLiteral("cavalry"), 3).at(1);
    const QStringList afterUnits = outline(m);
    QVERIFY(m.rename(unit, QStringLiteral("2e Hussards")));
    QVERIFY(m.setField(unit, QStringLiteral("grade"), QStringLiteral("elite")));
    QVERIFY(m.remove(brigadier));
    QCOMPARE(m.undoText(), QStringLiteral("Delete Wing commander"));
    QVERIFY(m.undo());
    QCOMPARE(m.nameOf(unit), QStringLiteral("2e Hussards"));
    QVERIFY(m.undo()); // the grade
    QCOMPARE(field(m, unit, QStringLiteral("grade")).value(QStringLiteral("given")).toBool(), false);
    QVERIFY(m.undo()); // the name
    QCOMPARE(outline(m), afterUnits);
    QVERIFY(m.undo());
    QCOMPARE(outline(m), afterCommander);
    QVERIFY(m.undo());
    QCOMPARE(outline(m), start);
    QVERIFY(!m.undo());
}

void TestScenarioEditorModel::pastingAListIsWholeOrNothing()
{
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QStringList before = outline(m);
    QVERIFY(!m.pasteList(QStringLiteral("side: British\narmy: Hale, commander\n52nd, infantry, fire Q\n"
                                        "side: French\narmy: Marceau, commander\n45e, infantry, fire B\n")));
    QCOMPARE(m.pasteErrors(), QStringLiteral("3: Fire rating is one of A, B, C, D, E, not \"Q\""));
    QCOMPARE(outline(m), before);
    QVERIFY(m.pasteList(QStringLiteral("title: Ridge\nside: British, colour #b3261e\narmy: Hale, commander\n"
                                       "52nd, infantry, fire B\nside: French\narmy: Marceau, commander\n"
                                       "45e, infantry, attack column\n")));
    QCOMPARE(m.pasteErrors(), QString());
    QCOMPARE(outline(m), (QStringList{"British", "  Hale", "    52nd", "French", "  Marceau", "    45e"}));
    QCOMPARE(m.title(), QStringLiteral("Ridge"));
    QCOMPARE(m.data(m.index(2), Role::ColourRole).toString(), QStringLiteral("#b3261e"));
    QCOMPARE(field(m, m.uidAt(5), QStringLiteral("formation")).value(QStringLiteral("value")).toString(),
             QStringLiteral("attack-column"));
    QVERIFY(m.canStart());
    QCOMPARE(m.undoText(), QStringLiteral("Paste a list"));
    QVERIFY(m.undo());
    QCOMPARE(outline(m), before);
}

void TestScenarioEditorModel::optionsAreSettledInTheScenario()
{
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    QVariantMap scale;
    for (const QVariant &o : m.options())
        if (o.toMap().value(QStringLiteral("id")).toString() == u"cardScale")
            scale = o.toMap();
    QCOMPARE(scale.value(QStringLiteral("current")).toString(), QStringLiteral("unit"));
    QVERIFY(!scale.value(QStringLiteral("explain")).toString().isEmpty());
    QVERIFY(!m.setOption(QStringLiteral("cardScale"), QStringLiteral("battalion")));
    QVERIFY(m.setOption(QStringLiteral("cardScale"), QStringLiteral("commander")));
    QCOMPARE(m.scenarioJson().value(u"settings").toObject().value(u"cardScale").toString(),
             QStringLiteral("commander"));
}

void TestScenarioEditorModel::filesRoundTrip()
{
    QTemporaryDir dir;
    qputenv("ADJUTANT_SCENARIOS_DIR", dir.filePath(QStringLiteral("scenarios")).toUtf8());
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("nap-igougo")));
    m.setTitle(QStringLiteral("Danube crossing"));
    const QString division = m.addCommander(m.uidAt(1));
    QCOMPARE(m.data(m.index(m.rowOf(division)), Role::TypeRole).toString(), QStringLiteral("army-commander"));
    QVERIFY(m.setLevel(division, QStringLiteral("division")));
    QVERIFY(m.setType(division, QStringLiteral("division-commander")));
    m.addUnits(division, QStringLiteral("infantry"), 4);
    m.addUnits(m.uidAt(m.rowCount() - 1), QStringLiteral("infantry"), 1);
    // A draft with a mistake is saved as it is.
    QVERIFY(m.setField(m.uidAt(m.rowOf(division) + 1), QStringLiteral("casualties"), 999));
    const QString saved = m.saveToFolder();
    QCOMPARE(saved, dir.filePath(QStringLiteral("scenarios/danube-crossing.json")));
    ScenarioEditorModel again;
    QAbstractItemModelTester tester(&again, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(again.importFile(QUrl::fromLocalFile(saved).toString()));
    QCOMPARE(again.rulesetId(), QStringLiteral("nap-igougo"));
    QCOMPARE(outline(again), outline(m));
    QCOMPARE(again.errorCount(), 1);
    QVERIFY(again.setField(again.uidAt(again.rowOf(again.uidAt(2)) + 1), QStringLiteral("casualties"), 0));
    QVERIFY(again.canStart());
    const QString exported = dir.filePath(QStringLiteral("elsewhere/danube"));
    QVERIFY(again.exportFile(exported));
    const adjutant::battle::ScenarioLoadResult loaded
        = adjutant::battle::ScenarioLoader::loadFile(exported + u".json");
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.scenario->units.size(), 8);
    QVERIFY(!again.importFile(dir.filePath(QStringLiteral("missing.json"))));
    QVERIFY(!again.lastError().isEmpty());
}

// A scenario's explanation and conditions of victory are not edited here, but saving keeps them.
void TestScenarioEditorModel::whatItDoesNotEditIsKept()
{
    QTemporaryDir dir;
    QFile demo(QStringLiteral(":/scenarios/nap-igougo-demo.json"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const QJsonObject original = QJsonDocument::fromJson(demo.readAll()).object();
    QVERIFY(!original.value(u"victory").toString().isEmpty());
    const QString path = dir.filePath(QStringLiteral("aldenau.json"));
    QFile copy(path);
    QVERIFY(copy.open(QIODevice::WriteOnly));
    copy.write(QJsonDocument(original).toJson());
    copy.close();
    ScenarioEditorModel m;
    QVERIFY(m.importFile(QUrl::fromLocalFile(path).toString()));
    m.setTitle(QStringLiteral("Aldenau, again"));
    const QJsonObject saved = m.scenarioJson();
    QCOMPARE(saved.value(u"victory"), original.value(u"victory"));
    QCOMPARE(saved.value(u"explain"), original.value(u"explain"));
}

// What the page's drag and drop asks for: onto a commander, under him (last); a unit onto a unit,
// just before it, whichever commander it was under; never a commander under himself. Each one
// change, undone as one.
void TestScenarioEditorModel::dragAndDropMovesAndReorders()
{
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString cinc = m.uidAt(1);
    const QString brigade = m.addCommander(cinc);
    QVERIFY(m.rename(brigade, QStringLiteral("Brigade")));
    const QStringList three = m.addUnits(cinc, QStringLiteral("infantry"), 3);
    const QStringList before = outline(m);
    // The third before the first. (A commander's units come before his subordinate commanders.)
    QVERIFY(m.dropOn(three.at(2), three.at(0)));
    QCOMPARE(outline(m).mid(0, 6),
             (QStringList{"First side", "  Commander-in-chief", "    Infantry regiment 3",
                          "    Infantry regiment", "    Infantry regiment 2", "    Brigade"}));
    // The first onto the brigade: under him.
    QVERIFY(m.dropOn(three.at(0), brigade));
    QCOMPARE(outline(m).mid(0, 6),
             (QStringList{"First side", "  Commander-in-chief", "    Infantry regiment 3",
                          "    Infantry regiment 2", "    Brigade", "      Infantry regiment"}));
    // The second before the first, under the brigade now.
    QVERIFY(m.dropOn(three.at(1), three.at(0)));
    QCOMPARE(outline(m).mid(0, 6),
             (QStringList{"First side", "  Commander-in-chief", "    Infantry regiment 3", "    Brigade",
                          "      Infantry regiment 2", "      Infantry regiment"}));
    // The commander-in-chief onto his own brigade, or onto a unit under it: refused, nothing changed.
    const QStringList now = outline(m);
    QVERIFY(!m.dropOn(cinc, brigade));
    QVERIFY(!m.dropOn(cinc, three.at(0)));
    QVERIFY(!m.dropOn(three.at(0), three.at(0)));
    QCOMPARE(outline(m), now);
    // Onto the other side's commander: the unit changes side with him.
    const QString enemy = m.uidAt(m.rowCount() - 1);
    QCOMPARE(m.data(m.index(m.rowCount() - 1), Role::KindRole).toString(), u"commander");
    QVERIFY(m.dropOn(three.at(2), enemy));
    QCOMPARE(m.data(m.index(m.rowOf(three.at(2))), Role::SideRole).toString(), m.uidAt(m.rowOf(enemy) - 1));
    for (int i = 0; i < 4; ++i)
        QVERIFY(m.undo());
    QCOMPARE(outline(m), before);
}

// A side saved as an army (written whole, in the armies folder) is listed for its ruleset only and
// comes into a new battle as one more side, ids and all made to fit; one change, undone as one.
void TestScenarioEditorModel::aSideSavedAsAnArmyComesBackInAnotherBattle()
{
    QTemporaryDir armies;
    qputenv("ADJUTANT_ARMIES_DIR", armies.path().toUtf8());
    ScenarioEditorModel first;
    QVERIFY(first.newBattle(QStringLiteral("kgcwo")));
    QVERIFY(first.rename(first.uidAt(0), QStringLiteral("Light Division")));
    QVERIFY(first.setSideColour(first.uidAt(0), QStringLiteral("#2e7d32")));
    const QStringList six = first.addUnits(first.uidAt(1), QStringLiteral("infantry"), 6);
    QVERIFY(first.setField(six.at(0), QStringLiteral("fire"), QStringLiteral("B")));
    const QString path = first.saveSideAsArmy(first.uidAt(0));
    QVERIFY2(!path.isEmpty(), qPrintable(first.lastError()));
    QVERIFY(path.startsWith(armies.path()));
    QVERIFY(QFileInfo(path).fileName().startsWith(u"light-division"));
    QCOMPARE(QDir(armies.path()).entryList(QDir::Files),
             QStringList{QFileInfo(path).fileName()}); // no temporaries

    ScenarioEditorModel second;
    QAbstractItemModelTester tester(&second, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(second.newBattle(QStringLiteral("brigade")));
    QCOMPARE(second.armies().size(), 0); // built for another rule system
    QVERIFY(second.newBattle(QStringLiteral("kgcwo")));
    const QVariantList listed = second.armies();
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.at(0).toMap().value(QStringLiteral("name")).toString(), u"Light Division");
    QCOMPARE(listed.at(0).toMap().value(QStringLiteral("units")).toInt(), 7); // six and their commander
    second.addUnits(second.uidAt(3), QStringLiteral("infantry"), 1);
    second.addUnits(second.uidAt(1), QStringLiteral("infantry"), 1);
    const int rows = second.rowCount();
    QVERIFY2(second.addArmy(path), qPrintable(second.lastError()));
    QCOMPARE(second.unitCount(), 8);
    QCOMPARE(second.rowCount(), rows + 8); // the side, its commander, six units
    QVERIFY(outline(second).contains(u"Light Division"));
    QCOMPARE(second.errorCount(), 0);
    // Its ids made to fit beside the rest, so the scenario loads.
    const QJsonObject scenario = second.scenarioJson();
    QCOMPARE(scenario.value(u"sides").toArray().size(), 3);
    QCOMPARE(scenario.value(u"sides").toArray().at(2).toObject().value(u"colour").toString(), u"#2e7d32");
    const auto loaded
        = adjutant::battle::ScenarioLoader::loadData(QJsonDocument(scenario).toJson(), u"s.json"_qs);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.value(0).toString()));
    // Twice over: still every id its own.
    QVERIFY(second.addArmy(path));
    const auto twice = adjutant::battle::ScenarioLoader::loadData(
        QJsonDocument(second.scenarioJson()).toJson(), u"s.json"_qs);
    QVERIFY2(twice.ok(), qPrintable(twice.errors.value(0).toString()));
    QVERIFY(second.undo());
    QVERIFY(second.undo());
    QCOMPARE(second.rowCount(), rows);
    qunsetenv("ADJUTANT_ARMIES_DIR");
}

void TestScenarioEditorModel::armiesThatDoNotFitAreRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("error");
    QTest::newRow("another ruleset") << QByteArray(
        R"({"format":1,"kind":"army","ruleset":"brigade","name":"X","side":{"name":"X","commanders":[]}})")
                                     << "built for the ruleset \"brigade\", not \"kgcwo\"";
    QTest::newRow("a scenario") << QByteArray(R"({"format":1,"id":"x","ruleset":"kgcwo","sides":[]})")
                                << "not an army file";
    QTest::newRow("not JSON") << QByteArray("{\"kind\": \"army\",") << "not an army file";
    QTest::newRow("a later format") << QByteArray(
        R"({"format":2,"kind":"army","ruleset":"kgcwo","side":{"commanders":[]}})")
                                    << "format 2";
    QTest::newRow("no commanders") << QByteArray(R"({"format":1,"kind":"army","ruleset":"kgcwo","side":{}})")
                                   << "has no commanders";
}

void TestScenarioEditorModel::armiesThatDoNotFitAreRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("army.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const int rows = m.rowCount();
    QVERIFY(!m.addArmy(path));
    QVERIFY2(m.lastError().contains(error), qPrintable(m.lastError()));
    QCOMPARE(m.rowCount(), rows);
    QVERIFY(!m.canUndo());
}

// A side's pattern, so it is told apart without its colour: one per place by default, chosen from
// the fixed set (anything else refused), undone like any change, and kept in the file written.
void TestScenarioEditorModel::aSideHasAPatternKeptThroughItsFile()
{
    QTemporaryDir dir;
    ScenarioEditorModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString first = m.uidAt(0);
    const QString second = m.uidAt(2);
    const auto patternOf
        = [&](const QString &uid) { return m.data(m.index(m.rowOf(uid)), Role::PatternRole).toString(); };
    QCOMPARE(patternOf(first), QStringLiteral("solid"));
    QCOMPARE(patternOf(second), QStringLiteral("stripes"));
    // A unit's row carries its side's pattern, as its colour.
    QCOMPARE(patternOf(m.uidAt(3)), QStringLiteral("stripes"));
    const QString third = m.addSide();
    QCOMPARE(patternOf(third), QStringLiteral("dots"));
    QVERIFY(!m.setSidePattern(second, QStringLiteral("tartan")));
    QVERIFY(!m.setSidePattern(m.uidAt(1), QStringLiteral("dots"))); // a commander has no pattern
    QVERIFY(!m.setSidePattern(second, QStringLiteral("stripes"))); // already so: no change to undo
    QVERIFY(m.setSidePattern(second, QStringLiteral("checks")));
    QCOMPARE(patternOf(second), QStringLiteral("checks"));
    QCOMPARE(patternOf(m.uidAt(3)), QStringLiteral("checks"));
    QVERIFY(m.undoText().contains(u"Pattern"));
    QVERIFY(m.undo());
    QCOMPARE(patternOf(second), QStringLiteral("stripes"));
    QVERIFY(m.setSidePattern(second, QStringLiteral("checks")));
    for (const QString &side : {first, second, third})
        QCOMPARE(m.addUnits(m.uidAt(m.rowOf(side) + 1), QStringLiteral("infantry"), 1).size(), 1);
    QVERIFY(m.canStart());
    // Written, read back by the scenario loader and by the editor.
    const QString path = dir.filePath(QStringLiteral("patterns.json"));
    QVERIFY(m.exportFile(path));
    const adjutant::battle::ScenarioLoadResult loaded = adjutant::battle::ScenarioLoader::loadFile(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.scenario->sides.at(0).pattern, QStringLiteral("solid"));
    QCOMPARE(loaded.scenario->sides.at(1).pattern, QStringLiteral("checks"));
    QCOMPARE(loaded.scenario->sides.at(2).pattern, QStringLiteral("dots"));
    ScenarioEditorModel again;
    QVERIFY(again.importFile(path));
    QCOMPARE(column(again, Role::PatternRole), column(m, Role::PatternRole));
    // A file that names no pattern opens with each side's by its place; a wrong one is kept and
    // shown on its side's row until mended.
    QJsonObject json = m.scenarioJson();
    QJsonArray sides = json.value(u"sides").toArray();
    QJsonObject side0 = sides.at(0).toObject();
    side0.remove(QStringLiteral("pattern"));
    sides[0] = side0;
    QJsonObject side1 = sides.at(1).toObject();
    side1.insert(QStringLiteral("pattern"), QStringLiteral("tartan"));
    sides[1] = side1;
    json.insert(QStringLiteral("sides"), sides);
    QVERIFY(again.openJson(json));
    QCOMPARE(again.data(again.index(0), Role::PatternRole).toString(), QStringLiteral("solid"));
    const QString wrong = again.uidAt(3); // the second side, after the first's commander and unit
    QCOMPARE(again.data(again.index(3), Role::PatternRole).toString(), QStringLiteral("tartan"));
    QVERIFY2(errorsOf(again, wrong).contains(u"pattern is one of solid, stripes, dots, checks"),
             qPrintable(errorsOf(again, wrong)));
    QVERIFY(!again.canStart());
    QVERIFY(again.setSidePattern(wrong, QStringLiteral("dots")));
    QCOMPARE(errorsOf(again, wrong), QString());
    QVERIFY(again.canStart());
}

void TestScenarioEditorModel::exportNeverLandsOnABattle_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("asked");
    QTest::addColumn<bool>("written");
    QTest::newRow("a new name") << "new.json" << false << true;
    QTest::newRow("a file there") << "notes.json" << true << true;
    QTest::newRow("a battle") << "ridge.adjutant" << false << false;
    QTest::newRow("a battle's journal") << "ridge.adjutant.journal" << false << false;
    QTest::newRow("a link to a battle") << "link.json" << false << false;
}

// Export… over a battle (or its journal, or through a link to it) is refused even when the user
// says Replace; over another file only once the user said so.
void TestScenarioEditorModel::exportNeverLandsOnABattle()
{
    QFETCH(QString, name);
    QFETCH(bool, asked);
    QFETCH(bool, written);
    QTemporaryDir dir;
    const auto put = [&](const char *file, const QByteArray &bytes) {
        QFile f(dir.filePath(QString::fromLatin1(file)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    const QByteArray battle = R"({"format":2,"headerChecksum":"x","journalChecksum":"y","options":{},)"
                              R"("ruleset":{"id":"kgcwo"},"scenario":{},"seed":"1","journal":[)"
                              "\n]}\n";
    put("ridge.adjutant", battle);
    put("ridge.adjutant.journal", "1 0123456789abcdef {\"battle\":{}}\n");
    put("notes.json", "notes");
    QVERIFY(QFile::link(dir.filePath(u"ridge.adjutant"_qs), dir.filePath(u"link.json"_qs)));
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString url = QUrl::fromLocalFile(dir.filePath(name)).toString();
    QCOMPARE(m.exportFile(url, false), written && !asked);
    QCOMPARE(!m.replaceQuestion().isEmpty(), asked);
    if (asked)
        QVERIFY(m.exportFile(url, true));
    else if (!written)
        QVERIFY(!m.exportFile(url, true));
    QFile b(dir.filePath(u"ridge.adjutant"_qs));
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), battle);
    if (written)
        QVERIFY(adjutant::battle::ScenarioLoader::loadFile(dir.filePath(name)).ok());
}

// Save as an army twice keeps both (the second as NAME-2); Save into the scenarios folder keeps a
// scenario of the same name it did not open, and saves over only the one it opened or saved.
void TestScenarioEditorModel::savesInTheFoldersNeverReplaceAnotherFile()
{
    QTemporaryDir dir;
    qputenv("ADJUTANT_ARMIES_DIR", dir.filePath(u"armies"_qs).toUtf8());
    qputenv("ADJUTANT_SCENARIOS_DIR", dir.filePath(u"scenarios"_qs).toUtf8());
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    QVERIFY(m.rename(m.uidAt(0), QStringLiteral("Light Division")));
    const QString army = m.saveSideAsArmy(m.uidAt(0));
    QVERIFY(army.endsWith(u"/light-division-kgcwo.json"_qs));
    QVERIFY(m.rename(m.uidAt(0), QStringLiteral("Light Division")));
    const QString again = m.saveSideAsArmy(m.uidAt(0));
    QVERIFY2(again.endsWith(u"/light-division-kgcwo-2.json"_qs), qPrintable(again));
    QVERIFY(QFile::exists(army));
    // A link where the army would go is not written through: the next name is taken.
    QVERIFY(QFile::link(dir.filePath(u"elsewhere.txt"_qs),
                        dir.filePath(u"armies/light-division-kgcwo-3.json"_qs)));
    QVERIFY(m.saveSideAsArmy(m.uidAt(0)).endsWith(u"/light-division-kgcwo-4.json"_qs));
    QVERIFY(!QFile::exists(dir.filePath(u"elsewhere.txt"_qs)));

    m.setTitle(QStringLiteral("Danube"));
    QVERIFY(QDir().mkpath(dir.filePath(u"scenarios"_qs)));
    QFile theirs(dir.filePath(u"scenarios/danube.json"_qs));
    QVERIFY(theirs.open(QIODevice::WriteOnly));
    theirs.write("another umpire's Danube");
    theirs.close();
    const QString saved = m.saveToFolder();
    QCOMPARE(saved, dir.filePath(u"scenarios/danube-2.json"_qs));
    QCOMPARE(m.saveToFolder(), saved); // its own file, saved over
    QVERIFY(theirs.open(QIODevice::ReadOnly));
    QCOMPARE(theirs.readAll(), QByteArray("another umpire's Danube"));
    theirs.close();
    // Opened from the folder and mended, a scenario is saved back where it was.
    ScenarioEditorModel mend;
    QVERIFY(mend.importFile(saved));
    QCOMPARE(mend.saveToFolder(), saved);
}

// A file in the armies folder that is not an army is moved aside and said; a pipe or a link to a
// device there neither blocks the list nor is read; a battle left there is not moved from its
// journal.
void TestScenarioEditorModel::armiesThatDoNotReadAreKeptAside()
{
    QTemporaryDir dir;
    qputenv("ADJUTANT_ARMIES_DIR", dir.path().toUtf8());
    const auto put = [&](const char *file, const QByteArray &bytes) {
        QFile f(dir.filePath(QString::fromLatin1(file)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    put("broken.json", R"({"format": 1, "kind": "army", "ruleset": "kgcwo", "side": {}}x)");
    put("battle.json",
        R"({"format":2,"headerChecksum":"x","scenario":{},"seed":"1","journal":[)"
        "\n]}\n");
    put("battle.json.journal", "1 0123456789abcdef {\"battle\":{}}\n");
    QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(u"pipe.json"_qs)).constData(), 0600) == 0);
    QVERIFY(QFile::link(u"/dev/zero"_qs, dir.filePath(u"zero.json"_qs)));
    ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    QCOMPARE(m.armies().size(), 0);
    const QStringList aside = QDir(dir.path()).entryList({u"broken.json.damaged-*"_qs});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(m.armiesNotice().contains(aside.first()), qPrintable(m.armiesNotice()));
    QVERIFY(m.armiesNotice().contains(dir.filePath(u"pipe.json"_qs)));
    QVERIFY(QFile::exists(dir.filePath(u"battle.json"_qs)));
    QVERIFY(QFileInfo(dir.filePath(u"zero.json"_qs)).isSymLink());
}

QTEST_MAIN(TestScenarioEditorModel)
#include "tst_scenarioeditormodel.moc"
