// The guided first battle's data: every built-in tutorial loads, with a battle its ruleset accepts
// and steps that end on one to read; mistakes in a tutorial file are each said at their line and
// path; the newcomer's place in each system's tutorial is kept and read back, and a damaged
// progress file is kept aside and said, a link or a pipe in its place is left alone.
#include "learn/tutorial.h"

#include "battle/scenario.h"
#include "rules/rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace adjutant;
using namespace adjutant::learn;

class TestTutorial : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInTutorialsLoad_data();
    void builtInTutorialsLoad();
    void mistakesAreSaidWhereTheyAre_data();
    void mistakesAreSaidWhereTheyAre();
    void eventsHaveNames();
    void progressIsKept_data();
    void progressIsKept();
    void damagedProgressIsKeptAsideAndSaid_data();
    void damagedProgressIsKeptAsideAndSaid();
    void aLinkOrAPipeIsLeftAlone_data();
    void aLinkOrAPipeIsLeftAlone();
};

void TestTutorial::builtInTutorialsLoad_data()
{
    QTest::addColumn<QString>("system");
    for (const rules::RulesetLibrary::Entry &e : rules::RulesetLibrary::list())
        if (e.builtIn)
            QTest::newRow(qPrintable(e.id)) << e.id;
}

void TestTutorial::builtInTutorialsLoad()
{
    QFETCH(QString, system);
    const TutorialLoadResult r = TutorialLoader::loadBuiltIn(system);
    QStringList errors;
    for (const json::FileError &e : r.errors)
        errors.append(e.toString());
    QVERIFY2(r.ok(), qPrintable(errors.join(u'\n')));
    const Tutorial &t = *r.tutorial;
    QCOMPARE(t.rulesetId, system);
    QVERIFY(!t.name.isEmpty());
    QVERIFY(t.steps.size() >= 8);
    QCOMPARE(t.steps.constLast().until, TutorEvent::Read);
    // The newcomer does the real thing: draw or step, a unit's sheet, a test, dice, apply.
    QSet<TutorEvent> done;
    for (const TutorStep &s : t.steps) {
        done.insert(s.until);
        QCOMPARE(t.indexOf(s.id), int(&s - t.steps.constData()));
        QVERIFY2(s.until == TutorEvent::Read || !s.target.isEmpty(), qPrintable(s.id));
    }
    QVERIFY(done.contains(TutorEvent::CardDrawn) || done.contains(TutorEvent::PhaseAdvanced));
    for (TutorEvent e : {TutorEvent::UnitSheetOpened, TutorEvent::TestChosen, TutorEvent::DiceRolled,
                         TutorEvent::ResultApplied, TutorEvent::JournalOpened})
        QVERIFY2(done.contains(e), qPrintable(TutorialLoader::eventName(e)));
    // Its battle is small and one its ruleset accepts.
    const rules::RulesetLoadResult rs = rules::RulesetLibrary::load(system);
    QVERIFY(rs.ok());
    // A step that waits for Next to reach a phase or segment names one the ruleset has.
    for (const TutorStep &s : t.steps) {
        if (s.at.isEmpty())
            continue;
        QStringList ids;
        if (rs.ruleset->activation)
            for (const rules::Phase &p : rs.ruleset->activation->phases)
                ids << p.id << p.segmentIds();
        QVERIFY2(ids.contains(s.at), qPrintable(s.id + u": no phase or segment "_qs + s.at));
    }
    const battle::ScenarioLoadResult sc = battle::ScenarioLoader::loadFile(t.scenarioPath);
    errors.clear();
    for (const json::FileError &e : sc.errors)
        errors.append(e.toString());
    QVERIFY2(sc.ok(), qPrintable(errors.join(u'\n')));
    QCOMPARE(sc.scenario->rulesetId, system);
    QVERIFY(sc.scenario->units.size() >= 4);
    QVERIFY(sc.scenario->units.size() <= 10); // their commanders among them
}

void TestTutorial::mistakesAreSaidWhereTheyAre_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error"); // the first error, "file:line: path: message"
    const QByteArray head = R"({"format": 1, "id": "t", "ruleset": "kgcwo", "scenario": "b.json",
"name": "N", "explain": "E",
"steps": [
)";
    const QByteArray last = R"({"id": "end", "title": "End", "text": "Done.", "until": "read"}]})";
    QTest::newRow("syntax") << QByteArray("{\"format\": 1,\n\"id\": }") << u"t.json:2: id: column 7: "_qs;
    QTest::newRow("unknown key") << QByteArray(
        head + R"({"id": "a", "title": "A", "text": "x", "until": "read", "colour": 1},
)" + last) << u"t.json:4: steps[0].colour: unknown key; allowed here: at, id, target, text, title, until"_qs;
    QTest::newRow("unknown event")
        << QByteArray(head + R"({"id": "a", "title": "A", "text": "x", "target": "drawButton",
 "until": "card-shuffled"},
)" + last)
        << u"t.json:5: steps[0].until: \"card-shuffled\" is no event; one of: read, card-drawn, phase-advanced, unit-sheet-opened, test-chosen, dice-rolled, result-applied, journal-opened, turn-ended"_qs;
    QTest::newRow("no target") << QByteArray(
        head + R"({"id": "a", "title": "A", "text": "x", "until": "card-drawn"},
)" + last) << u"t.json:4: steps[0].target: a step done at the table points at the control to use"_qs;
    QTest::newRow("bad target")
        << QByteArray(
               head
               + R"({"id": "a", "title": "A", "text": "x", "target": "draw button", "until": "card-drawn"},
)" + last)
        << u"t.json:4: steps[0].target: a control's objectName: a letter, then letters, digits, \"-\" or \"_\""_qs;
    QTest::newRow("at with a read step")
        << QByteArray(head + R"({"id": "a", "title": "A", "text": "x", "until": "read",
 "at": "enemy-fire"},
)" + last)
        << u"t.json:5: steps[0].at: only a step done with Next (\"phase-advanced\") waits for a phase or segment"_qs;
    QTest::newRow("at not an id") << QByteArray(
        head + R"({"id": "a", "title": "A", "text": "x", "target": "nextButton",
 "until": "phase-advanced", "at": "enemy fire"},
)" + last) << u"t.json:5: steps[0].at: a phase's or segment's id: letters, digits and hyphens"_qs;
    QTest::newRow("same id") << QByteArray(head
                                           + R"({"id": "end", "title": "A", "text": "x", "until": "read"},
)" + last) << u"t.json:5: steps[1].id: another step has the id \"end\""_qs;
    QTest::newRow("text too long")
        << QByteArray(head + R"({"id": "a", "title": "A", "text": ")" + QByteArray(500, 'x')
                      + R"(", "until": "read"},
)" + last)
        << u"t.json:4: steps[0].text: 500 characters: at most 420, so that the bubble fits a small screen"_qs;
    QTest::newRow("ends on an action")
        << QByteArray(head + R"({"id": "a", "title": "A", "text": "x", "target": "drawButton",
 "until": "card-drawn"}]})")
        << u"t.json:5: steps[0].until: the last step is read (\"read\"): the tutor ends on its Next"_qs;
    QTest::newRow("no steps") << QByteArray(
        R"({"format": 1, "id": "t", "ruleset": "kgcwo", "scenario": "b.json",
"name": "N", "explain": "E", "steps": []})")
                              << u"t.json:2: steps: a tutorial needs at least one step"_qs;
    QTest::newRow("scenario elsewhere") << QByteArray(R"({"format": 1, "id": "t", "ruleset": "kgcwo",
"scenario": "../b.json", "name": "N", "explain": "E", "steps": [
)" + last) << u"t.json:2: scenario: the scenario is a file beside the tutorial: its name alone"_qs;
    QTest::newRow("format 2") << QByteArray(
        R"({"format": 2, "id": "t", "ruleset": "kgcwo", "scenario": "b.json",
"name": "N", "explain": "E", "steps": [
)" + last)
                              << u"t.json:1: format: this Adjutant reads tutorial format 2, not 2"_qs.replace(
                                     u"format 2, not"_qs, u"format 1, not"_qs);
    QTest::newRow("missing text") << QByteArray(head + R"({"id": "a", "title": "A", "until": "read"},
)" + last) << u"t.json:4: steps[0].text: the key \"text\" is required"_qs;
}

void TestTutorial::mistakesAreSaidWhereTheyAre()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const TutorialLoadResult r = TutorialLoader::loadData(json, u"t.json"_qs);
    QVERIFY(!r.ok());
    QVERIFY(!r.errors.isEmpty());
    const QString first = r.errors.first().toString();
    QVERIFY2(first.startsWith(error), qPrintable(first));
}

void TestTutorial::eventsHaveNames()
{
    const QStringList names = TutorialLoader::eventNames();
    QCOMPARE(names.size(), 9);
    for (const QString &n : names) {
        const std::optional<TutorEvent> e = TutorialLoader::event(n);
        QVERIFY(e);
        QCOMPARE(TutorialLoader::eventName(*e), n);
    }
    QVERIFY(!TutorialLoader::event(u"Read"_qs));
    QVERIFY(!TutorialLoader::event(QString()));
}

void TestTutorial::progressIsKept_data()
{
    QTest::addColumn<QStringList>("systems");
    QTest::addColumn<QString>("step");
    QTest::addColumn<bool>("off");
    QTest::addColumn<bool>("finished");
    QTest::newRow("one, under way") << QStringList{u"kgcwo"_qs} << u"dice"_qs << false << false;
    QTest::newRow("two, tutor off") << QStringList{u"kgcwo"_qs, u"brigade"_qs} << u"apply"_qs << true
                                    << false;
    QTest::newRow("four, finished") << QStringList{u"kgcwo"_qs, u"brigade"_qs, u"nap-igougo"_qs,
                                                   u"chosen-men"_qs}
                                    << u"finish"_qs << false << true;
}

void TestTutorial::progressIsKept()
{
    QFETCH(QStringList, systems);
    QFETCH(QString, step);
    QFETCH(bool, off);
    QFETCH(bool, finished);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"learn/tutor.json"_qs); // the folder is made
    QHash<QString, TutorProgress> progress;
    for (const QString &s : systems)
        progress.insert(s, TutorProgress{step, off, finished, dir.filePath(s + u".battle"_qs)});
    QString error;
    QVERIFY2(TutorProgressFile::save(path, progress, &error), qPrintable(error));
    QCOMPARE(TutorProgressFile::load(path).progress, progress);
    // Saved again over the first: the file holds what was saved last.
    progress[systems.first()].stepId = u"welcome"_qs;
    QVERIFY(TutorProgressFile::save(path, progress, &error));
    QCOMPARE(TutorProgressFile::load(path).progress.value(systems.first()).stepId, u"welcome"_qs);
}

void TestTutorial::damagedProgressIsKeptAsideAndSaid_data()
{
    QTest::addColumn<QByteArray>("content");
    const QByteArray good = R"({"format": 1, "systems": {"kgcwo": {"step": "dice"}}})";
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not json") << QByteArray("step=dice");
    QTest::newRow("another format") << QByteArray(R"({"format": 2, "systems": {"kgcwo": {"step": "dice"}}})");
    QTest::newRow("a list") << QByteArray(R"([1, 2])");
    QTest::newRow("too large") << QByteArray(300 * 1024, ' ');
    QTest::newRow("a stray byte after it") << good + "x";
    QTest::newRow("cut short") << good.left(good.size() - 3);
}

// A tutor file that does not read was read as none, and the next step wrote over it: now it is
// moved aside (tutor.json.damaged-DATE), the user is told where, and a fresh one is written.
void TestTutorial::damagedProgressIsKeptAsideAndSaid()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tutor.json"_qs);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const TutorProgressFile::Loaded loaded = TutorProgressFile::load(path);
    QVERIFY(loaded.progress.isEmpty());
    QVERIFY(loaded.writable);
    const QStringList aside = QDir(dir.path()).entryList({u"tutor.json.damaged-*"_qs});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(loaded.notice.contains(dir.filePath(aside.first())), qPrintable(loaded.notice));
    QFile kept(dir.filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), content);
    QVERIFY(!QFile::exists(path));
    QString error;
    QVERIFY(
        TutorProgressFile::save(path, {{u"kgcwo"_qs, TutorProgress{u"dice"_qs, false, false, {}}}}, &error));
    QCOMPARE(QDir(dir.path()).entryList({u"tutor.json.damaged-*"_qs}), aside);
    QVERIFY(TutorProgressFile::load(dir.filePath(u"none.json"_qs)).progress.isEmpty());
}

void TestTutorial::aLinkOrAPipeIsLeftAlone_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a-link-to-a-battle") << u"link"_qs;
    QTest::newRow("a-link-to-dev-zero") << u"zero"_qs;
    QTest::newRow("a-pipe") << u"pipe"_qs;
}

// Nothing is read through a link or from a pipe (which blocked the app before its window came),
// nothing is written through it, and the user is told the tutor's place is not kept.
void TestTutorial::aLinkOrAPipeIsLeftAlone()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tutor.json"_qs);
    const QString battle = dir.filePath(u"ridge.adjutant"_qs);
    QFile b(battle);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write(R"({"format": 1, "systems": {"kgcwo": {"step": "dice"}}})");
    b.close();
    if (kind == u"pipe")
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    else
        QVERIFY(QFile::link(kind == u"zero" ? u"/dev/zero"_qs : battle, path));
    const TutorProgressFile::Loaded loaded = TutorProgressFile::load(path);
    QVERIFY(loaded.progress.isEmpty());
    QVERIFY(!loaded.writable);
    QVERIFY2(loaded.notice.contains(u"left as it is"_qs), qPrintable(loaded.notice));
    QString error;
    QVERIFY(
        !TutorProgressFile::save(path, {{u"kgcwo"_qs, TutorProgress{u"x"_qs, false, false, {}}}}, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), QByteArray(R"({"format": 1, "systems": {"kgcwo": {"step": "dice"}}})"));
    QCOMPARE(QDir(dir.path()).entryList({u"tutor.json*"_qs}, QDir::System | QDir::Files).size(), 1);
}

QTEST_GUILESS_MAIN(TestTutorial)
#include "tst_tutorial.moc"
