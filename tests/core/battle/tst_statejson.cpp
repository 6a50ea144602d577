#include "battle/statejson.h"

#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace adjutant;
using namespace adjutant::battle;

// The battle state as JSON: a battle file's snapshot (taken back only when it is one of this
// battle) and the command line's view with every default filled in.
class TestStateJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cards_data();
    void cards();
    void snapshotRoundTrip_data();
    void snapshotRoundTrip();
    void snapshotOfAnotherBattle_data();
    void snapshotOfAnotherBattle();
    void viewFillsInDefaults();
    void viewNamesThePhase_data();
    void viewNamesThePhase();

private:
    std::optional<rules::Ruleset> m_deck;
    std::optional<rules::Ruleset> m_phases;
};

namespace {

const QSet<QString> kStarting{QStringLiteral("a"), QStringLiteral("b")};

rules::UnitState unit(const QString &id, QVariantHash fields = {}, bool removed = false)
{
    rules::UnitState u;
    u.id = id;
    u.name = id.toUpper();
    u.type = QStringLiteral("foot");
    u.fields = std::move(fields);
    u.removed = removed;
    return u;
}

BattleState twoUnits()
{
    BattleState s;
    s.units.insert(QStringLiteral("a"), unit(QStringLiteral("a")));
    s.units.insert(QStringLiteral("b"), unit(QStringLiteral("b")));
    return s;
}

std::optional<rules::Ruleset> load(const QByteArray &text)
{
    const rules::RulesetLoadResult r = rules::RulesetLoader::loadData(text, QStringLiteral("mini.json"));
    for (const auto &e : r.errors)
        qWarning("%s", qPrintable(e.toString()));
    return r.ruleset;
}

QJsonObject parse(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

void TestStateJson::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray minimal = f.readAll();
    m_deck = load(minimal);
    QVERIFY(m_deck);
    // The same rules played in phases: a phase without segments, then one with two.
    QJsonObject o = QJsonDocument::fromJson(minimal).object();
    o.insert(QStringLiteral("activation"), parse(R"({"kind":"phases","phases":[
        {"id":"volley","name":"Volley"},
        {"id":"fight","name":"Fight","segments":["close","push"]}]})"));
    m_phases = load(QJsonDocument(o).toJson());
    QVERIFY(m_phases);
}

void TestStateJson::cards_data()
{
    QTest::addColumn<QList<DeckCard>>("cards");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("none") << QList<DeckCard>{} << QByteArray("[]");
    QTest::newRow("unit-card") << QList<DeckCard>{{"unit", "52nd"}}
                               << QByteArray(R"([{"card":"unit","unit":"52nd"}])");
    QTest::newRow("card-of-nobody") << QList<DeckCard>{{"end", ""}, {"unit", "a"}}
                                    << QByteArray(R"([{"card":"end"},{"card":"unit","unit":"a"}])");
}

void TestStateJson::cards()
{
    QFETCH(QList<DeckCard>, cards);
    QFETCH(QByteArray, json);
    const QJsonArray array = QJsonDocument::fromJson(json).array();
    QCOMPARE(StateJson::cardsToJson(cards), array);
    QCOMPARE(StateJson::cardsFromJson(array), cards);
}

void TestStateJson::snapshotRoundTrip_data()
{
    QTest::addColumn<BattleState>("state");

    QTest::newRow("start") << twoUnits();

    BattleState played = twoUnits();
    played.turn = 3;
    played.units[QStringLiteral("a")].fields = {{QStringLiteral("hits"), 1}, {QStringLiteral("st"), "bad"}};
    played.units[QStringLiteral("b")].removed = true;
    played.drawPile = {{QStringLiteral("unit"), QStringLiteral("a")}, {QStringLiteral("end"), QString()}};
    played.drawn = {{QStringLiteral("unit"), QStringLiteral("b")}};
    played.lastDrawn = played.drawn;
    played.pendingFate = QStringLiteral("luck");
    played.notes = QStringList{QStringLiteral("move B back 3 inches")};
    QTest::newRow("mid-battle") << played;

    BattleState reinforced = twoUnits();
    ScenarioUnit late;
    late.id = QStringLiteral("c");
    late.name = QStringLiteral("C");
    late.type = QStringLiteral("foot");
    late.side = QStringLiteral("red");
    late.commander = QStringLiteral("gen");
    late.fields = {{QStringLiteral("q"), "B"}};
    reinforced.joined.append(late);
    reinforced.units.insert(QStringLiteral("c"), unit(QStringLiteral("c"), {{QStringLiteral("q"), "B"}}));
    QTest::newRow("reinforced") << reinforced;
}

void TestStateJson::snapshotRoundTrip()
{
    QFETCH(BattleState, state);
    const std::optional<BattleState> back
        = StateJson::fromSnapshot(StateJson::snapshot(state), *m_deck, kStarting);
    QVERIFY(back);
    QCOMPARE(back->turn, state.turn);
    QCOMPARE(back->phase, state.phase);
    QCOMPARE(back->segment, state.segment);
    QCOMPARE(back->pendingFate, state.pendingFate);
    QCOMPARE(back->notes, state.notes);
    QCOMPARE(back->drawPile, state.drawPile);
    QCOMPARE(back->drawn, state.drawn);
    QCOMPARE(back->lastDrawn, state.lastDrawn);
    QCOMPARE(back->units.keys().size(), state.units.size());
    for (auto it = state.units.cbegin(); it != state.units.cend(); ++it) {
        const rules::UnitState &u = back->units.value(it.key());
        QCOMPARE(u.id, it->id);
        QCOMPARE(u.name, it->name);
        QCOMPARE(u.type, it->type);
        QCOMPARE(u.removed, it->removed);
        QCOMPARE(u.fields, it->fields); // whole numbers come back as int, not double
    }
    QCOMPARE(back->joined.size(), state.joined.size());
    for (qsizetype i = 0; i < state.joined.size(); ++i) {
        QCOMPARE(back->joined.at(i).id, state.joined.at(i).id);
        QCOMPARE(back->joined.at(i).side, state.joined.at(i).side);
        QCOMPARE(back->joined.at(i).commander, state.joined.at(i).commander);
        QCOMPARE(back->joined.at(i).fields, state.joined.at(i).fields);
    }
}

void TestStateJson::snapshotOfAnotherBattle_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("phases");
    QTest::addColumn<bool>("accepted");
    // What the refusal says (a part of it); empty when the snapshot is taken.
    QTest::addColumn<QString>("why");

    const QByteArray units = R"("units":{"a":{"id":"a","type":"foot"},"b":{"id":"b","type":"foot"}})";
    QTest::newRow("control-deck") << QByteArray("{\"turn\":1,\"phase\":0,\"segment\":0," + units + "}")
                                  << false << true << QString();
    QTest::newRow("control-phases") << QByteArray("{\"turn\":2,\"phase\":1,\"segment\":1," + units + "}")
                                    << true << true << QString();
    QTest::newRow("empty") << QByteArray("{}") << false << false
                           << u"turn -1, phase -1, segment -1 is no point in this ruleset's turn"_qs;
    QTest::newRow("no-turn") << QByteArray("{\"phase\":0,\"segment\":0," + units + "}") << false << false
                             << u"turn -1, phase 0, segment 0"_qs;
    QTest::newRow("turn-zero") << QByteArray("{\"turn\":0,\"phase\":0,\"segment\":0," + units + "}") << false
                               << false << u"turn 0, phase 0, segment 0"_qs;
    QTest::newRow("negative-phase") << QByteArray("{\"turn\":1,\"phase\":-1,\"segment\":0," + units + "}")
                                    << false << false << u"turn 1, phase -1, segment 0"_qs;
    QTest::newRow("negative-segment") << QByteArray("{\"turn\":1,\"phase\":0,\"segment\":-1," + units + "}")
                                      << false << false << u"turn 1, phase 0, segment -1"_qs;
    QTest::newRow("phase-past-the-last") << QByteArray("{\"turn\":1,\"phase\":2,\"segment\":0," + units + "}")
                                         << true << false << u"turn 1, phase 2, segment 0"_qs;
    QTest::newRow("segment-past-the-last")
        << QByteArray("{\"turn\":1,\"phase\":1,\"segment\":2," + units + "}") << true << false
        << u"turn 1, phase 1, segment 2"_qs;
    // The first phase has no segments: only segment 0 stands in it.
    QTest::newRow("segment-of-a-phase-without")
        << QByteArray("{\"turn\":1,\"phase\":0,\"segment\":1," + units + "}") << true << false
        << u"turn 1, phase 0, segment 1"_qs;
    QTest::newRow("a-unit-missing") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"a","type":"foot"}}})")
                                    << false << false << u"the unit \"b\" is missing"_qs;
    QTest::newRow("a-stranger") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"a"},"b":{"id":"b"},"x":{"id":"x"}}})")
                                << false << false << u"there is no unit \"x\" in this battle"_qs;
    QTest::newRow("a-stranger-for-one-of-ours")
        << QByteArray(R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"a"},"x":{"id":"x"}}})") << false
        << false << u"the unit \"b\" is missing"_qs;
    QTest::newRow("joined-and-listed") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"joined":[{"id":"c"}],"units":{"a":{"id":"a"},"b":{"id":"b"},"c":{"id":"c"}}})")
                                       << false << true << QString();
    QTest::newRow("joined-but-not-listed") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"joined":[{"id":"c"}],"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                           << false << false << u"the unit \"c\" is missing"_qs;
    QTest::newRow("joined-one-of-ours") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"joined":[{"id":"a"}],"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                        << false << false
                                        << u"the unit \"a\" joined, and it was there already"_qs;
    QTest::newRow("joined-twice") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"joined":[{"id":"c"},{"id":"c"}],"units":{"a":{"id":"a"},"b":{"id":"b"},"c":{"id":"c"}}})")
                                  << false << false << u"the unit \"c\" joined, and it was there already"_qs;
    QTest::newRow("joined-without-id") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"joined":[{"name":"C"}],"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                       << false << false << u"a unit joined without an id"_qs;
    // A unit is found by its key and named by its id: a snapshot where they differ would resolve
    // tests with one unit's returns under another's name.
    QTest::newRow("inner-id-another-unit")
        << QByteArray(R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"b"},"b":{"id":"b"}}})") << false
        << false << u"the unit under \"a\" says it is \"b\""_qs;
    QTest::newRow("inner-ids-swapped")
        << QByteArray(R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"b"},"b":{"id":"a"}}})") << false
        << false << u"says it is"_qs;
    QTest::newRow("inner-id-a-stranger")
        << QByteArray(R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"a"},"b":{"id":"x"}}})") << false
        << false << u"the unit under \"b\" says it is \"x\""_qs;
    QTest::newRow("inner-id-missing")
        << QByteArray(R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"a"},"b":{}}})") << false << false
        << u"the unit under \"b\" says it is \"\""_qs;
    QTest::newRow("inner-id-differs-in-case")
        << QByteArray(R"({"turn":1,"phase":0,"segment":0,"units":{"a":{"id":"A"},"b":{"id":"b"}}})") << false
        << false << u"the unit under \"a\" says it is \"A\""_qs;
    QTest::newRow("joined-inner-id-differs") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"joined":[{"id":"c"}],"units":{"a":{"id":"a"},"b":{"id":"b"},"c":{"id":"d"}}})")
                                             << false << false << u"the unit under \"c\" says it is \"d\""_qs;
    QTest::newRow("pending-roll-on-no-table") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"pendingRolls":[{"table":"nowhere"}],"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                              << false << false << u"the table \"nowhere\""_qs;
    QTest::newRow("pending-table-unknown") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"pendingTable":"nowhere","units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                           << false << false
                                           << u"the table \"nowhere\" waits to be rolled"_qs;
    QTest::newRow("moved-to-a-stranger") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"transferred":{"a":"x"},"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                         << false << false << u"(\"a\" to \"x\")"_qs;
    QTest::newRow("withdrawn-stranger") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"withdrawn":["x"],"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                        << false << false
                                        << u"the withdrawn unit \"x\" is not in this battle"_qs;
    QTest::newRow("withdrawn-twice") << QByteArray(
        R"({"turn":1,"phase":0,"segment":0,"withdrawn":["a","a"],"units":{"a":{"id":"a"},"b":{"id":"b"}}})")
                                     << false << false << u"the unit \"a\" is withdrawn twice"_qs;
}

void TestStateJson::snapshotOfAnotherBattle()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, phases);
    QFETCH(bool, accepted);
    QFETCH(QString, why);
    const QJsonObject o = parse(json);
    QVERIFY(!o.isEmpty() || json == "{}");
    QString reason;
    const auto back = StateJson::fromSnapshot(o, phases ? *m_phases : *m_deck, kStarting, &reason);
    QCOMPARE(back.has_value(), accepted);
    if (accepted)
        QVERIFY2(reason.isEmpty(), qPrintable(reason));
    else
        QVERIFY2(reason.contains(why), qPrintable(reason));
}

void TestStateJson::viewFillsInDefaults()
{
    BattleState s = twoUnits();
    s.turn = 2;
    s.units[QStringLiteral("b")].fields = {{QStringLiteral("hits"), 2}, {QStringLiteral("flag"), true}};
    s.units[QStringLiteral("b")].removed = true;
    s.drawPile = {{QStringLiteral("end"), QString()}};
    s.drawn = {{QStringLiteral("unit"), QStringLiteral("a")}};
    const QJsonObject view = StateJson::view(s, *m_deck);
    // Unset fields take minimal.json's defaults: the first step of a ladder, the lowest number,
    // false, the first choice.
    const QJsonObject expected = parse(R"({
        "turn": 2, "pendingFate": "",
        "drawPile": [{"card": "end"}], "drawn": [{"card": "unit", "unit": "a"}],
        "units": {
          "a": {"id": "a", "name": "A", "type": "foot", "q": "A", "st": "ok", "hits": 0, "flag": false,
                "formation": "line", "removed": false},
          "b": {"id": "b", "name": "B", "type": "foot", "q": "A", "st": "ok", "hits": 2, "flag": true,
                "formation": "line", "removed": true}}})");
    QCOMPARE(view, expected);
}

void TestStateJson::viewNamesThePhase_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("segment");
    QTest::addColumn<QString>("phaseId");
    QTest::addColumn<QString>("segmentId");
    QTest::newRow("phase-without-segments") << 0 << 0 << "volley"
                                            << "";
    QTest::newRow("first-segment") << 1 << 0 << "fight"
                                   << "close";
    QTest::newRow("second-segment") << 1 << 1 << "fight"
                                    << "push";
}

void TestStateJson::viewNamesThePhase()
{
    QFETCH(int, phase);
    QFETCH(int, segment);
    QFETCH(QString, phaseId);
    QFETCH(QString, segmentId);
    BattleState s = twoUnits();
    s.phase = phase;
    s.segment = segment;
    const QJsonObject view = StateJson::view(s, *m_phases);
    QCOMPARE(view.value(u"phase").toString(), phaseId);
    QCOMPARE(view.value(u"segment").toString(), segmentId);
    // A deck battle's view has neither.
    QVERIFY(!StateJson::view(s, *m_deck).contains(u"phase"));
}

QTEST_GUILESS_MAIN(TestStateJson)
#include "tst_statejson.moc"
