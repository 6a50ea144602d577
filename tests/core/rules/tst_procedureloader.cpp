#include "rules/procedureloader.h"

#include "rules/procedure.h"
#include "rules/rulesetloader.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant;
using namespace adjutant::json::checked;
using namespace adjutant::rules;

// The "procedures" section read on its own, over minimal.json's tests ("shoot", with the toggle
// "bold", and "save"). The ruleset loader lends its readers of conditions, numbers and effects;
// here they are stand-ins that take any object as a condition and any number as a value, so that
// only the procedure reader's own checks are under test.
class TestProcedureLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsAWholeProcedure();
    void mistakes_data();
    void mistakes();
    void otherRoles_data();
    void otherRoles();
    void inputsAskedAtTimes_data();
    void inputsAskedAtTimes();

private:
    QStringList read(const QByteArray &procedures, Ruleset *into) const;
    std::optional<Ruleset> m_rules;
};

void TestProcedureLoader::initTestCase()
{
    const RulesetLoadResult r = RulesetLoader::loadFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(r.ok());
    m_rules = r.ruleset;
}

// "path: message" for each mistake.
QStringList TestProcedureLoader::read(const QByteArray &procedures, Ruleset *into) const
{
    const QByteArray text = "{\"procedures\": " + procedures + "}";
    json::SourceJson src;
    json::SourceJsonError parseError;
    if (!json::SourceJsonReader::read(text, &src, &parseError))
        return {QStringLiteral("bad JSON in the table: ") + parseError.message};
    Context ctx(src, QStringLiteral("mini.json"));
    const Obj top(ctx, src.root, QString(), {"procedures"});
    ProcedureParsers parsers;
    parsers.condition
        = [&ctx](const QJsonValue &v, const QString &path, const Test *) -> std::optional<Condition> {
        if (!v.isObject()) {
            ctx.error(path, QStringLiteral("stand-in: a condition"));
            return std::nullopt;
        }
        return Condition{};
    };
    parsers.value
        = [&ctx](const QJsonValue &v, const QString &path, const Test *, bool) -> std::optional<Value> {
        if (!v.isDouble()) {
            ctx.error(path, QStringLiteral("stand-in: a number"));
            return std::nullopt;
        }
        Value value;
        value.constant = v.toInt();
        return value;
    };
    parsers.effects = [](const Obj &, const char *, const Test *) { return QList<Effect>{}; };
    *into = *m_rules;
    readProcedures(ctx, top, *into, parsers);
    QStringList out;
    for (const auto &e : ctx.errors())
        out.append(e.path + u": " + e.message);
    return out;
}

void TestProcedureLoader::readsAWholeProcedure()
{
    Ruleset rs;
    const QStringList errors = read(R"([{
        "id": "charge", "name": "Charge", "explain": "Go in with the bayonet.", "ref": "p. 12",
        "inputs": [{"id": "distance", "name": "Distance", "max": 12, "default": 6}],
        "vars": [{"id": "hits", "name": "Hits"}],
        "endings": [{"id": "refused", "name": "Refused"}, {"id": "done", "name": "Done"}],
        "before": [
            {"chargeRules": {"refused": "refused"}},
            {"test": "save", "actor": "target", "tick": [], "store": {"hits": 2},
             "onFail": [{"end": "refused"}]}
        ],
        "responses": [
            {"id": "stand", "name": "Stand", "steps": [{"test": "shoot", "tick": ["bold"]}]},
            {"id": "flee", "name": "Flee", "when": {"stand-in": true}, "steps": [{"end": "refused"}]}
        ],
        "after": [
            {"melee": {"test": "save", "loserHasMore": "hits"}},
            {"repeat": 2, "steps": [{"effects": []}]},
            {"ifWinner": "actor", "then": [{"end": "done"}], "else": [{"winner": null}]}
        ]
    }])",
                                    &rs);
    QCOMPARE(errors, QStringList{});
    QVERIFY(rs.procedures);
    QCOMPARE(rs.procedures->size(), 1);
    const Procedure *p = rs.procedure(QStringLiteral("charge"));
    QVERIFY(p);
    QVERIFY(!rs.procedure(QStringLiteral("melee")));
    QCOMPARE(p->doc.name, QStringLiteral("Charge"));
    QCOMPARE(p->doc.explain, QStringLiteral("Go in with the bayonet."));
    QCOMPARE(p->doc.ref, QStringLiteral("p. 12"));
    // The input: 0..12 (min defaults to 0), 6 by default; the var has no default of its own.
    QCOMPARE(p->inputs.size(), 1);
    QCOMPARE(p->inputs.at(0).input.id, QStringLiteral("distance"));
    QCOMPARE(p->inputs.at(0).input.minimum, 0);
    QCOMPARE(p->inputs.at(0).input.maximum, 12);
    QCOMPARE(p->inputs.at(0).input.defaultValue, 6);
    QVERIFY(p->inputs.at(0).input.hasDefault);
    QCOMPARE(p->inputs.at(0).movementRole, QStringLiteral("actor"));
    QCOMPARE(p->vars.size(), 1);
    // Inputs and vars are the procedure's scope, read as a test's inputs.
    QCOMPARE(p->scope.id, QStringLiteral("charge"));
    QCOMPARE(p->scope.inputs.size(), 2);
    QVERIFY(p->ending(QStringLiteral("done")));
    QVERIFY(!p->ending(QStringLiteral("won")));
    QVERIFY(p->response(QStringLiteral("flee"))->when);
    QVERIFY(!p->response(QStringLiteral("stand"))->when);
    QVERIFY(!p->response(QStringLiteral("hold")));

    QCOMPARE(p->before.size(), size_t(2));
    const ProcedureStep &rules = p->before.at(0);
    QCOMPARE(rules.kind, ProcedureStep::Kind::ChargeRules);
    QCOMPARE(rules.path, QStringLiteral("procedures[0].before[0]"));
    QCOMPARE(rules.refusedEnding, QStringLiteral("refused"));
    QCOMPARE(rules.testFailedEnding, QStringLiteral("refused")); // the refusal's, when not given
    const ProcedureStep &save = p->before.at(1);
    QCOMPARE(save.kind, ProcedureStep::Kind::Test);
    QCOMPARE(save.test, QStringLiteral("save"));
    QCOMPARE(save.doc.name, QStringLiteral("Save")); // the test's name when the step has none
    QCOMPARE(save.actor, QStringLiteral("target"));
    QCOMPARE(save.target, QStringLiteral("target"));
    QCOMPARE(save.store.size(), 1);
    QCOMPARE(save.store.at(0).second.constant, 2);
    QCOMPARE(save.onOutcome.size(), 1);
    QCOMPARE(save.onOutcome.at(0).outcome, QStringLiteral("fail"));
    QCOMPARE(save.onOutcome.at(0).steps->at(0).kind, ProcedureStep::Kind::End);
    QCOMPARE(save.onOutcome.at(0).steps->at(0).path, QStringLiteral("procedures[0].before[1].onFail[0]"));
    QCOMPARE(p->responses.at(0).steps.at(0).tick, QStringList{"bold"});

    QCOMPARE(p->after.size(), size_t(3));
    QCOMPARE(p->after.at(0).kind, ProcedureStep::Kind::Melee);
    QCOMPARE(p->after.at(0).compareField, QStringLiteral("hits"));
    QCOMPARE(p->after.at(1).kind, ProcedureStep::Kind::Repeat);
    QCOMPARE(p->after.at(1).times->constant, 2);
    QCOMPARE(p->after.at(1).body->size(), size_t(1));
    QCOMPARE(p->after.at(2).kind, ProcedureStep::Kind::IfWinner);
    QCOMPARE(p->after.at(2).winnerRole, QStringLiteral("actor"));
    QCOMPARE(p->after.at(2).otherwise->at(0).kind, ProcedureStep::Kind::SetWinner);
    QVERIFY(p->after.at(2).otherwise->at(0).winnerRole.isEmpty());
}

void TestProcedureLoader::mistakes_data()
{
    QTest::addColumn<QByteArray>("steps"); // the "before" list of a procedure with one ending, "done"
    QTest::addColumn<QStringList>("errors");

    const QString at = QStringLiteral("procedures[0].before[0]");
    QTest::newRow("no-kind") << QByteArray(R"([{"name": "Nothing"}])")
                             << QStringList{
                                    at
                                    + ": a step is one of test, effects, if, ifWinner, end, chargeRules, "
                                      "weaponRange, store, melee, fights, repeat, tick, winner"};
    QTest::newRow("unknown-key") << QByteArray(R"([{"end": "done", "goto": 3}])")
                                 << QStringList{
                                        at
                                        + ".goto: unknown key; allowed here: actor, alone, chargeRules, "
                                          "choose, effects, else, end, explain, fights, figure, if, "
                                          "ifWinner, inputs, melee, name, onCascade, onFail, onOutcome, "
                                          "onPass, ref, repeat, steps, store, target, test, then, tick, "
                                          "triggered, weaponRange, when, winner"};
    QTest::newRow("no-such-test") << QByteArray(R"([{"test": "melee"}])")
                                  << QStringList{at + ".test: no test \"melee\" is defined"};
    QTest::newRow("no-such-ending") << QByteArray(R"([{"end": "won"}])")
                                    << QStringList{at + ".end: the procedure declares no ending \"won\""};
    QTest::newRow("no-such-ending-deep")
        << QByteArray(R"([{"test": "save", "onPass": [{"end": "won"}]}])")
        << QStringList{at + ".onPass[0].end: the procedure declares no ending \"won\""};
    QTest::newRow("no-such-var") << QByteArray(R"([{"store": {"n": 1}}])")
                                 << QStringList{at + ".store.n: the procedure declares no var \"n\""};
    QTest::newRow("store-not-an-object")
        << QByteArray(R"([{"store": [1]}])")
        << QStringList{at + ".store: expected an object of numbers by name, found a list"};
    QTest::newRow("role-not-there") << QByteArray(R"([{"test": "save", "actor": "flank"}])")
                                    << QStringList{at + ".actor: a role: actor, target, winner or loser"};
    QTest::newRow("tick-of-another-test")
        << QByteArray(R"([{"test": "save", "tick": ["bold"]}])")
        << QStringList{at + ".tick[0]: the test \"save\" has no modifier \"bold\""};
    QTest::newRow("choose-of-another-test")
        << QByteArray(R"([{"test": "save", "choose": {"bold": "x"}}])")
        << QStringList{at + ".choose.bold: the test \"save\" has no modifier \"bold\""};
    QTest::newRow("tick-step-unknown") << QByteArray(R"([{"tick": ["brave"]}])")
                                       << QStringList{at + ".tick[0]: no test has a modifier \"brave\""};
    QTest::newRow("tick-step-known") << QByteArray(R"([{"tick": ["bold"]}])") << QStringList{};
    QTest::newRow("test-input-not-there")
        << QByteArray(R"([{"test": "save", "inputs": {"range": 3}}])")
        << QStringList{at + ".inputs.range: the test \"save\" has no input \"range\""};
    QTest::newRow("outcome-not-there")
        << QByteArray(R"([{"test": "save", "onOutcome": {"routed": []}}])")
        << QStringList{at + ".onOutcome.routed: the test \"save\" has no outcome \"routed\""};
    QTest::newRow("cascade-test-not-there")
        << QByteArray(
               R"([{"test": "shoot", "onCascade": [{"test": "melee", "outcome": "fail", "steps": []}]}])")
        << QStringList{at + ".onCascade[0].test: no test \"melee\" is defined"};
    QTest::newRow("cascade-of-save-fail") << QByteArray(
        R"([{"test": "shoot", "onCascade": [{"test": "save", "outcome": "fail", "steps": []}]}])")
                                          << QStringList{};
    QTest::newRow("if-winner-of-a-melee-role")
        << QByteArray(R"([{"ifWinner": "loser"}])") << QStringList{at + ".ifWinner: a role: actor or target"};
    QTest::newRow("winner-not-a-role") << QByteArray(R"([{"winner": "umpire"}])")
                                       << QStringList{at + ".winner: a role: actor, target, winner or loser"};
    QTest::newRow("charge-rules-without-refusal")
        << QByteArray(R"([{"chargeRules": {}}])")
        << QStringList{at + ".chargeRules.refused: the key \"refused\" is required"};
    QTest::newRow("charge-rules-ending-not-there")
        << QByteArray(R"([{"chargeRules": {"refused": "done", "testFailed": "fled"}}])")
        << QStringList{at + ".chargeRules.testFailed: the procedure declares no ending \"fled\""};
    QTest::newRow("melee-field-not-a-number")
        << QByteArray(R"([{"melee": {"test": "save", "loserHasMore": "flag"}}])")
        << QStringList{at + ".melee.loserHasMore: an integer field, such as casualties"};
    QTest::newRow("melee-input-not-there")
        << QByteArray(R"([{"melee": {"test": "save", "loserHasMore": "hits", "actorInputs": {"men": 4}}}])")
        << QStringList{at + ".melee.actorInputs.men: the test \"save\" has no input \"men\""};
    QTest::newRow("melee-without-its-field")
        << QByteArray(R"([{"melee": {"test": "save"}}])")
        << QStringList{at + ".melee.loserHasMore: the key \"loserHasMore\" is required"};
    // What the lent readers say, at the path they were given.
    QTest::newRow("condition-by-the-lent-reader")
        << QByteArray(R"([{"if": 3}])") << QStringList{at + ".if: stand-in: a condition"};
    QTest::newRow("value-by-the-lent-reader")
        << QByteArray(R"([{"repeat": "twice"}])") << QStringList{at + ".repeat: stand-in: a number"};
    QTest::newRow("step-not-an-object")
        << QByteArray(R"([3])") << QStringList{at + ": expected an object, found a number"};
    QTest::newRow("steps-not-a-list")
        << QByteArray(R"({"end": "done"})")
        << QStringList{"procedures[0].before: expected a list, found an object"};
}

void TestProcedureLoader::mistakes()
{
    QFETCH(QByteArray, steps);
    QFETCH(QStringList, errors);
    Ruleset rs;
    const QStringList said = read(
        R"([{"id": "c", "name": "C", "endings": [{"id": "done", "name": "Done"}], "before": )" + steps + "}]",
        &rs);
    QCOMPARE(said, errors);
}

// A procedure's other roles (the brigade rules' supported gun): declared once, of a side, and then
// a role its steps may name, as the winner of nothing.
void TestProcedureLoader::otherRoles_data()
{
    QTest::addColumn<QByteArray>("roles");
    QTest::addColumn<QByteArray>("steps"); // its "before" list
    QTest::addColumn<QStringList>("errors");
    const QByteArray gun = R"([{"id": "gun", "name": "Gun", "side": "target", "when": {}, "fits": {}}])";
    QTest::newRow("a step takes it") << gun
                                     << QByteArray(
                                            R"([{"test": "save", "actor": "target", "target": "gun"}])")
                                     << QStringList{};
    QTest::newRow("a role of its own already")
        << QByteArray(R"([{"id": "target", "name": "T", "side": "target"}])") << QByteArray("[]")
        << QStringList{u"procedures[0].roles[0].id: \"target\" is already a role of the procedure"_qs};
    QTest::newRow("declared twice")
        << QByteArray(
               R"([{"id": "gun", "name": "G", "side": "target"}, {"id": "gun", "name": "G", "side": "actor"}])")
        << QByteArray("[]")
        << QStringList{u"procedures[0].roles[1].id: \"gun\" is already a role of the procedure"_qs};
    QTest::newRow("of no side") << QByteArray(R"([{"id": "gun", "name": "G", "side": "umpire"}])")
                                << QByteArray("[]")
                                << QStringList{u"procedures[0].roles[0].side: a side: actor or target"_qs};
    QTest::newRow("a role not declared")
        << gun << QByteArray(R"([{"test": "save", "actor": "horse"}])")
        << QStringList{u"procedures[0].before[0].actor: a role: actor, target, winner, loser or gun"_qs};
    QTest::newRow("no winner") << gun << QByteArray(R"([{"ifWinner": "gun", "then": []}])")
                               << QStringList{
                                      u"procedures[0].before[0].ifWinner: a role: actor or target"_qs};
    QTest::newRow("conditions by the lent reader")
        << QByteArray(R"([{"id": "gun", "name": "G", "side": "target", "fits": 3}])") << QByteArray("[]")
        << QStringList{u"procedures[0].roles[0].fits: stand-in: a condition"_qs};
}

void TestProcedureLoader::otherRoles()
{
    QFETCH(QByteArray, roles);
    QFETCH(QByteArray, steps);
    QFETCH(QStringList, errors);
    Ruleset rs;
    const QStringList said
        = read(R"([{"id": "c", "name": "C", "roles": )" + roles
                   + R"(, "endings": [{"id": "done", "name": "Done"}], "before": )" + steps + "}]",
               &rs);
    QCOMPARE(said, errors);
    if (errors.isEmpty()) {
        const Procedure *p = rs.procedure(u"c"_qs);
        QVERIFY(p && p->role(u"gun"_qs));
        QCOMPARE(p->role(u"gun"_qs)->side, u"target"_qs);
        QVERIFY(p->role(u"gun"_qs)->when && p->role(u"gun"_qs)->fits);
        QCOMPARE(p->before.at(0).target, u"gun"_qs);
    }
}

// An input asked for only while a condition holds keeps its default otherwise, so it needs one
// (unless the movement table gives it).
void TestProcedureLoader::inputsAskedAtTimes_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("errors");
    QTest::newRow("with a default") << QByteArray(R"({"id": "evade", "name": "E", "default": 0, "when": {}})")
                                    << QStringList{};
    QTest::newRow("from the movement table")
        << QByteArray(R"({"id": "evade", "name": "E", "fromMovement": "charge", "of": "target", "when": {}})")
        << QStringList{};
    QTest::newRow("without a default")
        << QByteArray(R"({"id": "evade", "name": "E", "when": {}})")
        << QStringList{
               u"procedures[0].inputs[0].when: an input asked for only at times needs a default for the others"_qs};
}

void TestProcedureLoader::inputsAskedAtTimes()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, errors);
    Ruleset rs;
    const QStringList said
        = read(R"([{"id": "c", "name": "C", "inputs": [)" + input
                   + R"(], "endings": [{"id": "done", "name": "Done"}], "before": [{"end": "done"}]}])",
               &rs);
    QCOMPARE(said, errors);
    if (errors.isEmpty())
        QVERIFY(rs.procedure(u"c"_qs)->inputs.at(0).when);
}

QTEST_GUILESS_MAIN(TestProcedureLoader)
#include "tst_procedureloader.moc"
