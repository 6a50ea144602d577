// Tests owed: what each ruleset's triggers owe after a result, follow-ups applied before they are
// rolled, an owed test taken (one entry, undone as one), passed over by the umpire only with a
// reason, lapsing at the end of the turn, and the queue the same from the journal, a snapshot and
// the action's JSON.
#include "battle/battle.h"
#include "battle/owedtests.h"
#include "battle/statedigest.h"
#include "battle/statejson.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;

namespace {

std::unique_ptr<Battle> demo(const QString &name)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    if (!sc.ok())
        qFatal("no demo %s", qPrintable(name));
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>{}, 7);
}

Action act(const QString &json)
{
    QString error;
    const std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        qFatal("not an action: %s (%s)", qPrintable(error), qPrintable(json));
    return *a;
}

// The queue in short: "test actor target trigger lapse", one per owed test.
QStringList queue(const BattleState &state)
{
    QStringList out;
    for (const OwedTest &o : state.owed)
        out.append(QStringList{o.test, o.actor, o.target, o.trigger, OwedTests::lapseId(o.lapse)}.join(u' '));
    return out;
}

const char *const kBrigadeFour
    = R"({"kind": "resolve", "test": "fire", "actor": "30th", "target": "55e", "faces": [9, 9, 9, 9]})";
const char *const kBrigadeOne
    = R"({"kind": "resolve", "test": "fire", "actor": "44th", "target": "55e", "faces": [9, 1, 1, 1]})";

} // namespace

class TestOwedTests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resultsOweTests_data();
    void resultsOweTests();
    void takingAnOwedTestIsOneEntryUndoneAsOne();
    void anOwedTestIsTakenAsItIsOwed_data();
    void anOwedTestIsTakenAsItIsOwed();
    void onlyTheUmpirePassesOneOver_data();
    void onlyTheUmpirePassesOneOver();
    void owedTestsLapseWhenTheTurnEnds();
    void unitLeavingPlayOwesNoMore();
    void journalSnapshotAndJsonAgree();
    void actionsReadAsTheyAreWritten_data();
    void actionsReadAsTheyAreWritten();
};

void TestOwedTests::resultsOweTests_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QStringList>("owed");

    // Brigade rules: a unit that lost two figures or more to fire in the move tests its morale;
    // once a move, lapsing with the turn.
    QTest::newRow("brigade: four hits owe a morale test")
        << u"brigade"_qs << QStringList{kBrigadeFour} << QStringList{u"morale 55e  two-hits turn"_qs};
    QTest::newRow("brigade: one hit owes none") << u"brigade"_qs << QStringList{kBrigadeOne} << QStringList{};
    QTest::newRow("brigade: two volleys of one hit add up to two")
        << u"brigade"_qs << QStringList{kBrigadeOne, kBrigadeOne}
        << QStringList{u"morale 55e  two-hits turn"_qs};
    QTest::newRow("brigade: one test covers the move's fire")
        << u"brigade"_qs << QStringList{kBrigadeFour, kBrigadeFour}
        << QStringList{u"morale 55e  two-hits turn"_qs};
    QTest::newRow("brigade: once a move, even when taken")
        << u"brigade"_qs
        << QStringList{kBrigadeFour, uR"({"kind": "resolve", "owed": 1, "faces": [5, 5]})"_qs, kBrigadeFour}
        << QStringList{};
    QTest::newRow("brigade: each unit hit owes its own, in the order hit")
        << u"brigade"_qs
        << QStringList{kBrigadeFour,
                       uR"({"kind": "resolve", "test": "fire", "actor": "44th", "target": "58e", "faces": [9, 9, 9, 9]})"_qs}
        << QStringList{u"morale 55e  two-hits turn"_qs, u"morale 58e  two-hits turn"_qs};
    // Chosen Men: casualties owe a morale test when the unit is next activated.
    QTest::newRow("chosen-men: a figure lost owes a morale test")
        << u"chosen-men"_qs
        << QStringList{uR"({"kind": "resolve", "test": "fire", "actor": "redcoats", "target": "fusiliers",
                            "inputs": {"firers": 1}, "faces": [9, 9]})"_qs}
        << QStringList{u"morale fusiliers  casualties-taken "_qs};
    QTest::newRow("chosen-men: a miss owes none")
        << u"chosen-men"_qs
        << QStringList{uR"({"kind": "resolve", "test": "fire", "actor": "redcoats", "target": "fusiliers",
                            "inputs": {"firers": 1}, "faces": [2]})"_qs}
        << QStringList{};
    // Follow-ups the players applied before rolling them: owed, one for each still to take.
    QTest::newRow("kgcwo: the saves of two hits, left unrolled")
        << u"kgcwo"_qs
        << QStringList{uR"({"kind": "resolve", "test": "fire", "actor": "52nd", "target": "45e-1",
                            "faces": [9, 9, 2], "owe": true})"_qs}
        << QStringList{u"save-hit 45e-1 52nd  "_qs, u"save-hit 45e-1 52nd  "_qs};
    QTest::newRow("kgcwo: the second save left unrolled")
        << u"kgcwo"_qs
        << QStringList{uR"({"kind": "resolve", "test": "fire", "actor": "52nd", "target": "45e-1",
                            "faces": [9, 9, 2, 8], "owe": true})"_qs}
        << QStringList{u"save-hit 45e-1 52nd  "_qs};
    QTest::newRow("kgcwo: a miss leaves nothing to owe")
        << u"kgcwo"_qs
        << QStringList{uR"({"kind": "resolve", "test": "fire", "actor": "52nd", "target": "45e-1",
                            "faces": [2, 2, 2], "owe": true})"_qs}
        << QStringList{};
    QTest::newRow("nap-igougo: morale after musketry, left unrolled")
        << u"nap-igougo"_qs
        << QStringList{uR"({"kind": "resolve", "test": "musketry", "actor": "ir-12", "target": "24e",
                            "inputs": {"frontStands": 3}, "faces": [5], "owe": true})"_qs}
        << QStringList{u"morale 24e ir-12  "_qs};
}

void TestOwedTests::resultsOweTests()
{
    QFETCH(QString, system);
    QFETCH(QStringList, actions);
    QFETCH(QStringList, owed);
    const auto b = demo(system);
    for (const QString &a : actions) {
        const Battle::Applied applied = b->apply(act(a));
        QVERIFY2(applied.entry, qPrintable(applied.error));
    }
    QCOMPARE(queue(b->state()), owed);
    // Numbered in the order owed, and said so to the table.
    for (qsizetype i = 1; i < b->state().owed.size(); ++i)
        QVERIFY(b->state().owed.at(i).id > b->state().owed.at(i - 1).id);
    if (!owed.isEmpty() && actions.size() == 1)
        QVERIFY(b->state().notes.filter(u"owed: "_qs).size() == owed.size());
}

void TestOwedTests::takingAnOwedTestIsOneEntryUndoneAsOne()
{
    const auto b = demo(u"brigade"_qs);
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    const QString owing = b->stateHash();
    const BattleState before = b->state();
    // Taken by its number alone: journaled with its test and unit.
    const Battle::Applied taken = b->apply(act(uR"({"kind": "resolve", "owed": 1, "faces": [1, 1]})"_qs));
    QVERIFY2(taken.entry, qPrintable(taken.error));
    const QJsonObject written = ActionJson::write(taken.entry->action);
    QCOMPARE(written.value(u"test").toString(), u"morale"_qs);
    QCOMPARE(written.value(u"actor").toString(), u"55e"_qs);
    QCOMPARE(written.value(u"owed").toInt(), 1);
    QVERIFY(taken.entry->summary.contains(u"owed test 1 taken"_qs));
    QVERIFY(b->state().owed.isEmpty());
    QCOMPARE(b->state().units.value(u"55e"_qs).fields.value(u"disordered"_qs).toBool(), true);
    QCOMPARE(b->journal().size(), 2);
    // Undone: owed again, as it was, the test's effects gone with it.
    QVERIFY(b->apply(act(u"{\"kind\": \"undo\"}"_qs)).entry);
    QCOMPARE(b->stateHash(), owing);
    QCOMPARE(b->state().owed, before.owed);
    QCOMPARE(b->state().units.value(u"55e"_qs).fields.value(u"disordered"_qs).toBool(), false);
    QVERIFY(b->apply(act(u"{\"kind\": \"redo\"}"_qs)).entry);
    QVERIFY(b->state().owed.isEmpty());
    // Taken once: not again.
    const Battle::Applied again = b->apply(act(uR"({"kind": "resolve", "owed": 1, "faces": [3, 3]})"_qs));
    QVERIFY(!again.entry);
    QVERIFY(again.error.contains(u"no test is owed as number 1"_qs));
}

void TestOwedTests::anOwedTestIsTakenAsItIsOwed_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("error");
    QTest::newRow("another test")
        << uR"({"kind": "resolve", "owed": 1, "test": "rally-from-disorder", "actor": "55e", "faces": [5, 5]})"_qs
        << u"owed test 1 is Morale for 55e Ligne"_qs;
    QTest::newRow("another unit")
        << uR"({"kind": "resolve", "owed": 1, "test": "morale", "actor": "58e", "faces": [5, 5]})"_qs
        << u"owed test 1 is Morale for 55e Ligne"_qs;
    QTest::newRow("a number never owed")
        << uR"({"kind": "resolve", "owed": 9, "faces": [5, 5]})"_qs << u"no test is owed as number 9"_qs;
    QTest::newRow("the same test, named in full")
        << uR"({"kind": "resolve", "owed": 1, "test": "morale", "actor": "55e", "faces": [5, 5]})"_qs
        << QString();
}

void TestOwedTests::anOwedTestIsTakenAsItIsOwed()
{
    QFETCH(QString, action);
    QFETCH(QString, error);
    const auto b = demo(u"brigade"_qs);
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    const Battle::Applied applied = b->apply(act(action));
    if (error.isEmpty()) {
        QVERIFY2(applied.entry, qPrintable(applied.error));
        QVERIFY(b->state().owed.isEmpty());
    } else {
        QVERIFY(!applied.entry);
        QVERIFY2(applied.error.contains(error), qPrintable(applied.error));
        QCOMPARE(b->state().owed.size(), 1);
    }
}

void TestOwedTests::onlyTheUmpirePassesOneOver_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("error");
    QTest::newRow("no reason") << uR"({"kind": "skip", "owed": 1})"_qs
                               << u"only the umpire may pass it over"_qs;
    QTest::newRow("a blank reason") << uR"({"kind": "skip", "owed": 1, "reason": "  "})"_qs
                                    << u"only the umpire may pass it over"_qs;
    QTest::newRow("not owed") << uR"({"kind": "skip", "owed": 4, "reason": "tested already"})"_qs
                              << u"no test is owed as number 4"_qs;
    QTest::newRow("with the umpire's reason")
        << uR"({"kind": "skip", "owed": 1, "reason": "tested already"})"_qs << QString();
}

void TestOwedTests::onlyTheUmpirePassesOneOver()
{
    QFETCH(QString, action);
    QFETCH(QString, error);
    const auto b = demo(u"brigade"_qs);
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    const QString owing = b->stateHash();
    const Battle::Applied applied = b->apply(act(action));
    if (!error.isEmpty()) {
        QVERIFY(!applied.entry);
        QVERIFY2(applied.error.contains(error), qPrintable(applied.error));
        QCOMPARE(b->stateHash(), owing);
        QCOMPARE(b->journal().size(), 1);
        return;
    }
    QVERIFY2(applied.entry, qPrintable(applied.error));
    QCOMPARE(applied.entry->summary, u"Umpire: Morale for 55e Ligne passed over (tested already)"_qs);
    QCOMPARE(ActionJson::write(applied.entry->action).value(u"reason").toString(), u"tested already"_qs);
    QVERIFY(b->state().owed.isEmpty());
    // Passed over, it is not owed again this move: once a move means once.
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    QVERIFY(b->state().owed.isEmpty());
    // Undone twice: owed again.
    QVERIFY(b->apply(act(u"{\"kind\": \"undo\"}"_qs)).entry);
    QVERIFY(b->apply(act(u"{\"kind\": \"undo\"}"_qs)).entry);
    QCOMPARE(b->stateHash(), owing);
}

void TestOwedTests::owedTestsLapseWhenTheTurnEnds()
{
    const auto b = demo(u"brigade"_qs);
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    // The phases of the turn go by: it is still owed.
    int steps = 0;
    while (b->state().turn == 1 && steps < 100) {
        if (b->state().turn == 1 && !b->state().owed.isEmpty())
            QCOMPARE(b->state().owed.size(), 1);
        QVERIFY(b->apply(act(u"{\"kind\": \"next\"}"_qs)).entry);
        ++steps;
    }
    QCOMPARE(b->state().turn, 2);
    QVERIFY(b->state().owed.isEmpty());
    QVERIFY2(!b->state().notes.filter(u"lapsed: Morale for 55e Ligne"_qs).isEmpty(),
             qPrintable(b->state().notes.join(u'\n')));
    // A new turn: owed again after new hits.
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    QCOMPARE(queue(b->state()), QStringList{u"morale 55e  two-hits turn"_qs});
    QCOMPARE(b->state().owed.first().id, 2);
}

void TestOwedTests::unitLeavingPlayOwesNoMore()
{
    const auto b = demo(u"brigade"_qs);
    QVERIFY(b->apply(act(kBrigadeFour)).entry);
    const Battle::Applied gone = b->apply(
        act(uR"({"kind": "set", "unit": "55e", "field": "removed", "value": true, "reason": "broke"})"_qs));
    QVERIFY(gone.entry);
    QVERIFY(b->state().owed.isEmpty());
    QVERIFY(!b->state().notes.filter(u"no longer owed"_qs).isEmpty());
}

void TestOwedTests::journalSnapshotAndJsonAgree()
{
    const auto b = demo(u"brigade"_qs);
    for (
        const QString &a :
        {QString::fromLatin1(kBrigadeFour),
         uR"({"kind": "resolve", "test": "fire", "actor": "44th", "target": "58e", "faces": [9, 9, 9, 9]})"_qs,
         uR"({"kind": "skip", "owed": 1, "reason": "it broke"})"_qs})
        QVERIFY(b->apply(act(a)).entry);
    QCOMPARE(b->state().owed.size(), 1);
    // From the journal, rolling nothing: the same state at every entry.
    const Battle::ReplayCheck replay = b->replayFromStart();
    QVERIFY2(replay.mismatches.isEmpty(), qPrintable(replay.mismatches.join(u'\n')));
    QCOMPARE(replay.hash, b->stateHash());
    // From a snapshot: the same queue, numbers and once-a-move marks, the same hash.
    QSet<QString> starting;
    for (auto it = b->initialState().units.cbegin(); it != b->initialState().units.cend(); ++it)
        starting.insert(it.key());
    const std::optional<BattleState> read
        = StateJson::fromSnapshot(StateJson::snapshot(b->state()), b->ruleset(), starting);
    QVERIFY(read);
    QCOMPARE(read->owed, b->state().owed);
    QCOMPARE(read->owedSoFar, b->state().owedSoFar);
    QCOMPARE(read->owedOnce, b->state().owedOnce);
    StateDigest digest;
    QCOMPARE(digest.hash(b->ruleset(), *read), b->stateHash());
    // A snapshot that names a test or a unit not in the battle is not one of it.
    QJsonObject forged = StateJson::snapshot(b->state());
    QJsonObject owed = forged.value(u"owed").toObject();
    owed.insert(
        u"tests"_qs,
        QJsonArray{QJsonObject{{u"id"_qs, 1}, {u"test"_qs, u"no-such-test"_qs}, {u"actor"_qs, u"55e"_qs}}});
    forged.insert(u"owed"_qs, owed);
    QVERIFY(!StateJson::fromSnapshot(forged, b->ruleset(), starting));
    // A battle that never owed a test hashes and snapshots as it did before there were any.
    const auto fresh = demo(u"brigade"_qs);
    QVERIFY(fresh->apply(act(kBrigadeOne)).entry);
    QVERIFY(!StateJson::snapshot(fresh->state()).contains(u"owed"_qs));
}

void TestOwedTests::actionsReadAsTheyAreWritten_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("take owed")
        << uR"({"kind":"resolve","test":"morale","actor":"55e","owed":3,"faces":[4,4],"source":"typed"})"_qs;
    QTest::newRow("owe the rest")
        << uR"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","owe":true,"faces":[9],"source":"app"})"_qs;
    QTest::newRow("skip") << uR"({"kind":"skip","owed":2,"reason":"umpire's call"})"_qs;
}

void TestOwedTests::actionsReadAsTheyAreWritten()
{
    QFETCH(QString, json);
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    QCOMPARE(ActionJson::write(act(json)), o);
    QString error;
    QVERIFY(!ActionJson::read(QJsonObject{{u"kind"_qs, u"skip"_qs}, {u"reason"_qs, u"x"_qs}}, &error));
    QVERIFY(error.contains(u"owed"_qs));
    QVERIFY(!ActionJson::read(
        QJsonObject{
            {u"kind"_qs, u"resolve"_qs}, {u"test"_qs, u"fire"_qs}, {u"actor"_qs, u"52nd"_qs}, {u"owe"_qs, 1}},
        &error));
}

QTEST_GUILESS_MAIN(TestOwedTests)
#include "tst_owedtests.moc"
