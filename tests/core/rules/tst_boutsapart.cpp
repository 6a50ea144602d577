// Whether a fight's bouts are won apart from one another (boutsWonApart): Chosen Men's charge as
// shipped, and the same charge changed so that a bout's branches could reach another bout's
// winner (or its bouts are fought in turn). The exact odds pass over what is left of a bout only
// where this holds; tst_procedure's quietBoutsSkippedAgree checks the odds come out the same.
#include "rulestesting.h"

#include "rules/boutsapart.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::rules;

namespace {

// Chosen Men with `change` made to its fights steps (tst_procedure's variants are made alike).
QByteArray chosenMenWith(const std::function<void(QJsonObject &)> &change)
{
    return adjutant::testing::withFightsChanged(QStringLiteral("chosen-men"), change);
}

// A step appended to the fights step's branch for `outcome`.
void appendTo(QJsonObject &fights, const QString &outcome, const QJsonValue &step)
{
    QJsonObject byOutcome = fights.value(u"onOutcome").toObject();
    QJsonArray steps = byOutcome.value(outcome).toArray();
    steps.append(step);
    byOutcome.insert(outcome, steps);
    fights.insert(QStringLiteral("onOutcome"), byOutcome);
}

const ProcedureStep *fightsStep(const Ruleset &rs)
{
    const Procedure *charge = rs.procedure(QStringLiteral("charge"));
    if (!charge)
        return nullptr;
    for (const ProcedureStep &st : charge->after)
        if (st.kind == ProcedureStep::Kind::Fights)
            return &st;
    return nullptr;
}

// The ruleset loaded (`r`) and its charge's fights step; `fights` stays null where it fails.
void loadFights(const QByteArray &ruleset, RulesetLoadResult &r, const ProcedureStep *&fights)
{
    QVERIFY(!ruleset.isEmpty());
    r = RulesetLoader::loadData(ruleset, QStringLiteral("chosen-men.json"));
    QStringList errors;
    for (const RulesetError &e : r.errors)
        errors.append(e.toString());
    QVERIFY2(r.ok(), qPrintable(errors.join(u'\n')));
    fights = fightsStep(*r.ruleset);
}

} // namespace

class TestBoutsApart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chosenMenCharge_data();
    void chosenMenCharge();
    void restsStrikeOnlyTheirBout_data();
    void restsStrikeOnlyTheirBout();
};

void TestBoutsApart::chosenMenCharge_data()
{
    QTest::addColumn<QByteArray>("ruleset");
    QTest::addColumn<bool>("apart");
    // As shipped: a drawn bout's winner hangs on grenadiers and light troops, which no wound
    // changes; the wound dice, notes and numbers kept reach no other bout.
    QTest::newRow("as-shipped") << chosenMenWith([](QJsonObject &) {}) << true;
    // Fought in turn, each bout meets the units as the bouts before left them.
    QTest::newRow("in-turn") << chosenMenWith([](QJsonObject &f) {
        f.insert(QStringLiteral("simultaneous"), false);
    }) << false;
    // A drawn bout given to the side whose guns were hit: a wound die sets that flag.
    QTest::newRow("draw-decided-by-what-a-wound-writes") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("draw"),
                 QJsonDocument::fromJson(
                     R"({"if": {"field": "actor.guns-casualty", "is": true}, "then": [{"winner": "actor"}]})")
                     .object());
    }) << false;
    // ... but by a field no branch writes, it stays apart.
    QTest::newRow("draw-decided-by-an-unwritten-field") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("draw"),
                 QJsonDocument::fromJson(
                     R"({"if": {"field": "actor.blades", "is": true}, "then": [{"winner": "actor"}]})")
                     .object());
    }) << true;
    // A winner named by a number a branch keeps.
    QTest::newRow("draw-decided-by-a-number-kept") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("draw"),
                 QJsonDocument::fromJson(
                     R"({"if": {"field": "input.woundDice", "atLeast": 1}, "then": [{"winner": "target"}]})")
                     .object());
    }) << false;
    // A branch that ends the procedure, or ticks a modifier the next bouts' dice would meet.
    QTest::newRow("a-branch-ends") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("backs-off"), QJsonDocument::fromJson(R"({"end": "drawn"})").object());
    }) << false;
    QTest::newRow("a-branch-ticks") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("backs-off"),
                 QJsonDocument::fromJson(R"({"tick": ["charging"]})").object());
    }) << false;
}

void TestBoutsApart::chosenMenCharge()
{
    QFETCH(QByteArray, ruleset);
    QFETCH(bool, apart);
    RulesetLoadResult r;
    const ProcedureStep *fights = nullptr;
    loadFights(ruleset, r, fights);
    QVERIFY(fights);
    QCOMPARE(boutsWonApart(*r.ruleset, *fights), apart);
}

// Whether a fight's branches strike no figure but the bout's own two (restsStrikeOnlyTheirBout):
// where the last side standing wins, the exact odds pass over a bout's wound dice only then, and
// only once each side has a man standing who fights no more bouts. The odds' agreement tests in
// tst_procedure check what passing over changes.
void TestBoutsApart::restsStrikeOnlyTheirBout_data()
{
    QTest::addColumn<QByteArray>("ruleset");
    QTest::addColumn<bool>("onlyTheirBout");
    // As shipped: the loser's wound dice fall on the loser alone.
    QTest::newRow("as-shipped") << chosenMenWith([](QJsonObject &) {}) << true;
    // A wound die picked afresh among the loser's rankers.
    QTest::newRow("a-wound-on-another-man") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("casualty"),
                 QJsonDocument::fromJson(R"({"test": "wound", "actor": "loser", "target": "winner",
                                             "figure": {"of": "actor", "roles": ["ranker"]}})")
                     .object());
    }) << false;
    // A test whose follow-ups pick who is hit.
    QTest::newRow("who-is-hit") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("backs-off"),
                 QJsonDocument::fromJson(R"({"test": "who-is-hit", "actor": "loser", "target": "winner"})")
                     .object());
    }) << false;
    // An effect on every figure of the loser's squad.
    QTest::newRow("each-figure") << chosenMenWith([](QJsonObject &f) {
        appendTo(f, QStringLiteral("casualty"),
                 QJsonDocument::fromJson(R"({"actor": "loser", "target": "winner",
                                             "effects": [{"add": "actor.figure.minor", "amount": 1,
                                                          "eachFigure": true}]})")
                     .object());
    }) << false;
}

void TestBoutsApart::restsStrikeOnlyTheirBout()
{
    QFETCH(QByteArray, ruleset);
    QFETCH(bool, onlyTheirBout);
    RulesetLoadResult r;
    const ProcedureStep *fights = nullptr;
    loadFights(ruleset, r, fights);
    QVERIFY(fights);
    QCOMPARE(adjutant::rules::restsStrikeOnlyTheirBout(*r.ruleset, *fights), onlyTheirBout);
}

QTEST_GUILESS_MAIN(TestBoutsApart)
#include "tst_boutsapart.moc"
