// The turn keeps its own books (issue 18): dice read off others (the brigade rules' 2D5 off
// d10s), the command question as the table answers it, the officer's re-roll journaled as one,
// leaders hit marked on their squad, a fate's move bonus in the move, a brigadier's failed test
// marking the units he influences, fate that waits for the right commander, and the initiative
// taken by each side's commander-in-chief as things stand. Every battle here replays the same.
#include "anyunitacts.h"
#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/statejson.h"
#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "dice/facequeue.h"
#include "rules/dicereading.h"
#include "rules/orders.h"
#include "rules/resolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using adjutant::testing::anyUnitActsAnyTime;
using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

std::unique_ptr<Battle> demo(const QString &name, const QHash<QString, QString> &options = {})
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    if (!sc.ok() || !sc.ruleset) {
        QStringList errors;
        for (const auto &e : sc.errors)
            errors.append(e.toString());
        qFatal("%s does not load: %s", qPrintable(name), qPrintable(errors.join(u'\n')));
    }
    return std::make_unique<Battle>(*sc.scenario, anyUnitActsAnyTime(*sc.ruleset), options, 5);
}

Action act(const QString &json)
{
    QString error;
    std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        qFatal("not an action: %s (%s)", qPrintable(error), qPrintable(json));
    return *a;
}

QString apply(Battle &b, const QString &json)
{
    const Battle::Applied applied = b.apply(act(json));
    return applied.entry ? QString() : applied.error;
}

QString set(const QString &unit, const QString &field, const QString &value)
{
    return QStringLiteral(R"({"kind":"set","unit":"%1","field":"%2","value":%3})").arg(unit, field, value);
}

QVariant field(const Battle &b, const QString &unit, const QString &id)
{
    const auto &u = b.state().units.value(unit);
    if (u.fields.contains(id))
        return u.fields.value(id);
    const Field *f = b.ruleset().field(id);
    return f ? f->defaultValue : QVariant();
}

void replaysTheSame(const Battle &b)
{
    const Battle::ReplayCheck check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b.stateHash());
}

QList<int> ints(const QString &text)
{
    QList<int> out;
    for (const QString &t : text.split(u' ', Qt::SkipEmptyParts))
        out.append(t.toInt());
    return out;
}

} // namespace

class TestBooks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void d5ReadOffAD10_data();
    void d5ReadOffAD10();
    void d5ReadingsKeepTheExactOdds_data();
    void d5ReadingsKeepTheExactOdds();
    void moraleOn2d5TypedOffD10s_data();
    void moraleOn2d5TypedOffD10s();
    void commandQuestionSetsControl_data();
    void commandQuestionSetsControl();
    void brigadierMarksTheUnitsHeInfluences_data();
    void brigadierMarksTheUnitsHeInfluences();
    void officerRerollIsJournaled();
    void rerollRefused_data();
    void rerollRefused();
    void leadersHitAreMarked_data();
    void leadersHitAreMarked();
    void moveBonusInTheMove_data();
    void moveBonusInTheMove();
    void chiefAsThingsStand_data();
    void chiefAsThingsStand();
    void twoFullTurns_data();
    void twoFullTurns();
};

// ---- 1. dice read another way ---------------------------------------------------------------

void TestBooks::d5ReadOffAD10_data()
{
    QTest::addColumn<QString>("reading"); // the brigade rules' d5-reading option
    QTest::addColumn<int>("typed"); // a face typed off the die in hand
    QTest::addColumn<int>("read"); // the d5's face, 0: refused
    QTest::addColumn<int>("inHand");
    // Halved, rounding up: 1-2 is 1 ... 9-10 is 5; a typed 0 is the d10's ten.
    QTest::newRow("halve 1") << "halve-up" << 1 << 1 << 10;
    QTest::newRow("halve 2") << "halve-up" << 2 << 1 << 10;
    QTest::newRow("halve 6") << "halve-up" << 6 << 3 << 10;
    QTest::newRow("halve 7") << "halve-up" << 7 << 4 << 10;
    QTest::newRow("halve 0") << "halve-up" << 0 << 5 << 10;
    QTest::newRow("halve 11") << "halve-up" << 11 << 0 << 10;
    // Wrapped: 6-10 count again as 1-5.
    QTest::newRow("wrap 5") << "wrap" << 5 << 5 << 10;
    QTest::newRow("wrap 6") << "wrap" << 6 << 1 << 10;
    QTest::newRow("wrap 7") << "wrap" << 7 << 2 << 10;
    QTest::newRow("wrap 0") << "wrap" << 0 << 5 << 10;
    // Real five-sided dice: typed as they are.
    QTest::newRow("real 4") << "real-d5" << 4 << 4 << 5;
    QTest::newRow("real 6") << "real-d5" << 6 << 0 << 5;
}

void TestBooks::d5ReadOffAD10()
{
    QFETCH(QString, reading);
    QFETCH(int, typed);
    QFETCH(int, read);
    QFETCH(int, inHand);
    auto b = demo(u"brigade"_qs, {{u"d5-reading"_qs, reading}});
    const QHash<QString, QString> &options = b->optionsUsed();
    QCOMPARE(DiceReadings::inHand(b->ruleset(), options, 5), inHand);
    QCOMPARE(DiceReadings::inHand(b->ruleset(), options, 6), 6); // only the d5 is read off another
    QCOMPARE(DiceReadings::readTyped(b->ruleset(), options, 5, typed).value_or(0), read);
}

void TestBooks::d5ReadingsKeepTheExactOdds_data()
{
    QTest::addColumn<QString>("reading");
    QTest::newRow("halve-up") << "halve-up";
    QTest::newRow("wrap") << "wrap";
}

void TestBooks::d5ReadingsKeepTheExactOdds()
{
    // Every pair of d10 faces, read as two d5s, gives each total of 2D5 as often as 2D5 does.
    QFETCH(QString, reading);
    auto b = demo(u"brigade"_qs, {{u"d5-reading"_qs, reading}});
    const DiceReading *r = DiceReadings::inForce(b->ruleset(), b->optionsUsed(), 5);
    QVERIFY(r);
    QMap<int, int> counts;
    for (int a = 1; a <= 10; ++a)
        for (int c = 1; c <= 10; ++c)
            ++counts[r->read(a) + r->read(c)];
    // 2D5: 1, 2, 3, 4, 5, 4, 3, 2, 1 ways in 25 for 2..10; off d10s four times as many in 100.
    const QList<int> ways{1, 2, 3, 4, 5, 4, 3, 2, 1};
    for (int total = 2; total <= 10; ++total)
        QCOMPARE(counts.value(total), 4 * ways.at(total - 2));
    const auto expr = adjutant::dice::DiceParser::parse(u"2d5"_qs).expression;
    QVERIFY(expr);
    const auto dist = adjutant::dice::distributionOf<double>(*expr);
    for (int total = 2; total <= 10; ++total)
        QCOMPARE(dist.probability(total), counts.value(total) / 100.0);
}

void TestBooks::moraleOn2d5TypedOffD10s_data()
{
    QTest::addColumn<QString>("reading");
    QTest::addColumn<QString>("inHand"); // typed off the d10s
    QTest::addColumn<QString>("d5"); // the same roll as d5 faces
    QTest::newRow("halve 7 and 10") << "halve-up"
                                    << "7 10"
                                    << "4 5";
    QTest::newRow("halve 1 and 0") << "halve-up"
                                   << "1 0"
                                   << "1 5";
    QTest::newRow("wrap 7 and 10") << "wrap"
                                   << "7 10"
                                   << "2 5";
    QTest::newRow("wrap 3 and 8") << "wrap"
                                  << "3 8"
                                  << "3 3";
}

void TestBooks::moraleOn2d5TypedOffD10s()
{
    // The elite 44th tests its morale on 2D5: faces typed off d10s resolve as the d5 faces they
    // stand for, and the battle journals the d5 faces.
    QFETCH(QString, reading);
    QFETCH(QString, inHand);
    QFETCH(QString, d5);
    auto b = demo(u"brigade"_qs, {{u"d5-reading"_qs, reading}});
    action::Resolve a;
    a.test = u"morale"_qs;
    a.actor = u"44th"_qs;
    const Situation s = b->situation(a);
    const Resolver resolver(b->ruleset());
    const Resolution typed
        = resolver.resolve(a.test, s, DiceReadings::typedOff(b->ruleset(), b->optionsUsed(), ints(inHand)));
    const Resolution read = resolver.resolve(a.test, s, adjutant::dice::FaceQueue::of(ints(d5)));
    QVERIFY2(typed.errors.isEmpty(), qPrintable(typed.errors.join(u'\n')));
    QVERIFY(!typed.steps.isEmpty());
    QCOMPARE(typed.steps.first().setup.test->id, u"morale"_qs);
    QCOMPARE(typed.steps.first().value, read.steps.first().value);
    QCOMPARE(typed.steps.first().dice.size(), 2);
    QCOMPARE(typed.steps.first().dice.at(0).face, ints(d5).at(0));
    QCOMPARE(typed.steps.first().outcomeId, read.steps.first().outcomeId);
    // The journal keeps the d5 faces: the same entry whatever the reading.
    QCOMPARE(apply(*b,
                   QStringLiteral(R"({"kind":"resolve","test":"morale","actor":"44th","faces":[%1,%2]})")
                       .arg(ints(d5).at(0))
                       .arg(ints(d5).at(1))),
             QString());
    replaysTheSame(*b);
}

// ---- 2. the command question ----------------------------------------------------------------

void TestBooks::commandQuestionSetsControl_data()
{
    QTest::addColumn<QStringList>("answers"); // the questions answered yes
    QTest::addColumn<QString>("control");
    QTest::newRow("out of span") << QStringList() << "uncontrolled";
    QTest::newRow("brigadier out of the chief's span") << QStringList{"within-span"} << "influenced";
    QTest::newRow("both within span") << QStringList{"within-span", "brigadier-commanded"} << "controlled";
    QTest::newRow("led by a general") << QStringList{"led"} << "controlled";
    QTest::newRow("chief's span alone is not enough") << QStringList{"brigadier-commanded"} << "uncontrolled";
}

void TestBooks::commandQuestionSetsControl()
{
    QFETCH(QStringList, answers);
    QFETCH(QString, control);
    auto b = demo(u"brigade"_qs);
    QJsonObject order{{"kind", "order"}, {"order", "command-check"}, {"unit", "55e"}};
    order.insert(u"answers"_qs, QJsonArray::fromStringList(answers));
    const auto e = b->apply(act(QString::fromUtf8(QJsonDocument(order).toJson())));
    QVERIFY2(e.entry, qPrintable(e.error));
    QCOMPARE(field(*b, u"55e"_qs, u"control"_qs).toString(), control);
    // The journal tells each question and its answer.
    QVERIFY2(e.entry->summary.contains(u"span"_qs), qPrintable(e.entry->summary));
    // Offered in the command step, and not to a commander.
    QVERIFY(b->ruleset().order(u"command-check"_qs));
    QVERIFY(!apply(*b, uR"({"kind":"order","order":"command-check","unit":"brig-fabre"})"_qs).isEmpty());
    replaysTheSame(*b);
}

// ---- 6. a brigadier's half-move marks each unit he influences ------------------------------------

void TestBooks::brigadierMarksTheUnitsHeInfluences_data()
{
    QTest::addColumn<int>("face"); // Fabre's d10 against his ability 5
    QTest::addColumn<bool>("halfMove"); // on the units he influences
    QTest::newRow("fails: half moves") << 8 << true;
    QTest::newRow("passes: full moves") << 3 << false;
}

void TestBooks::brigadierMarksTheUnitsHeInfluences()
{
    QFETCH(int, face);
    QFETCH(bool, halfMove);
    auto b = demo(u"brigade"_qs);
    // 55e and 58e within his span while he is out of his chief's; the hussars out of his span.
    for (const char *unit : {"55e", "58e"})
        QCOMPARE(
            apply(*b,
                  QStringLiteral(
                      R"({"kind":"order","order":"command-check","unit":"%1","answers":["within-span"]})")
                      .arg(QString::fromLatin1(unit))),
            QString());
    QCOMPARE(apply(*b, uR"({"kind":"order","order":"command-check","unit":"hussars"})"_qs), QString());
    // A half move left over from before is cleared by a pass.
    QCOMPARE(apply(*b, set(u"58e"_qs, u"half-move"_qs, u"true"_qs)), QString());
    QCOMPARE(apply(*b,
                   QStringLiteral(
                       R"({"kind":"resolve","test":"brigadier-command","actor":"brig-fabre","faces":[%1]})")
                       .arg(face)),
             QString());
    QCOMPARE(field(*b, u"55e"_qs, u"half-move"_qs).toBool(), halfMove);
    QCOMPARE(field(*b, u"58e"_qs, u"half-move"_qs).toBool(), halfMove);
    // Not the brigadier, nor a unit he does not influence, nor the other side.
    QCOMPARE(field(*b, u"brig-fabre"_qs, u"half-move"_qs).toBool(), false);
    QCOMPARE(field(*b, u"hussars"_qs, u"half-move"_qs).toBool(), false);
    QCOMPARE(field(*b, u"30th"_qs, u"half-move"_qs).toBool(), false);
    replaysTheSame(*b);
    // The side's move ends: the markers go.
    if (halfMove) {
        for (int i = 0; i < 200 && field(*b, u"55e"_qs, u"half-move"_qs).toBool(); ++i)
            QCOMPARE(apply(*b, u"{\"kind\":\"next\"}"_qs), QString());
        QCOMPARE(field(*b, u"55e"_qs, u"half-move"_qs).toBool(), false);
    }
}

// ---- 3. the officer's re-roll ---------------------------------------------------------------------

void TestBooks::officerRerollIsJournaled()
{
    auto b = demo(u"chosen-men"_qs);
    // The redcoats (regular, morale 8) roll a 10 for morale and fall back to cover; Captain Ward
    // spends his bonus on a re-roll: 2, they carry on.
    QCOMPARE(apply(*b, uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[10]})"_qs),
             QString());
    QCOMPARE(field(*b, u"redcoats"_qs, u"status"_qs).toString(), u"in-cover"_qs);
    const int first = b->journal().last().seq;
    const Battle::Applied again = b->reroll(u"officer-reroll"_qs, u"capt-ward"_qs, QList<int>{2});
    QVERIFY2(again.entry, qPrintable(again.error));
    QCOMPARE(field(*b, u"redcoats"_qs, u"status"_qs).toString(), u"steady"_qs);
    QCOMPARE(field(*b, u"capt-ward"_qs, u"bonus-spent"_qs).toInt(), 1);
    // The first roll stays in the journal, undone; the re-roll names it.
    const JournalEntry firstEntry = Journal::parsed(b->journal().at(b->journal().size() - 2));
    QCOMPARE(firstEntry.seq, first);
    QVERIFY(firstEntry.undone);
    QVERIFY2(again.entry->summary.contains(u"Rolled again (entry %1)"_qs.arg(first)),
             qPrintable(again.entry->summary));
    QVERIFY2(again.entry->summary.contains(u"Officer's re-roll"_qs), qPrintable(again.entry->summary));
    const auto *r = std::get_if<action::Resolve>(&again.entry->action);
    QVERIFY(r && r->reroll);
    QCOMPARE(r->reroll->of, first);
    QCOMPARE(r->reroll->by, u"capt-ward"_qs);
    // Written and read back the same.
    QString error;
    QCOMPARE(ActionJson::read(ActionJson::write(again.entry->action), &error),
             std::optional<Action>(again.entry->action));
    replaysTheSame(*b);
    // The new roll stands: it is not rolled again, and nothing is paid.
    const Battle::Applied twice = b->reroll(u"officer-reroll"_qs, u"capt-ward"_qs, QList<int>{10});
    QVERIFY(!twice.entry);
    QVERIFY2(twice.error.contains(u"the new roll stands"_qs), qPrintable(twice.error));
    QCOMPARE(field(*b, u"redcoats"_qs, u"status"_qs).toString(), u"steady"_qs);
    QCOMPARE(field(*b, u"capt-ward"_qs, u"bonus-spent"_qs).toInt(), 1);
    QVERIFY(!b->journal().last().undone);
    // His bonus of 2 allows one more this turn, then it is spent until the turn ends.
    QCOMPARE(apply(*b, uR"({"kind":"resolve","test":"morale","actor":"riflemen-1","faces":[10]})"_qs),
             QString());
    QVERIFY(b->reroll(u"officer-reroll"_qs, u"capt-ward"_qs, QList<int>{10}).entry);
    QCOMPARE(apply(*b, uR"({"kind":"resolve","test":"morale","actor":"riflemen-2","faces":[10]})"_qs),
             QString());
    const Battle::Applied spent = b->reroll(u"officer-reroll"_qs, u"capt-ward"_qs, QList<int>{1});
    QVERIFY(!spent.entry);
    QVERIFY2(spent.error.contains(u"spent"_qs), qPrintable(spent.error));
    // Refused, the test stands as it was rolled.
    QCOMPARE(field(*b, u"riflemen-2"_qs, u"status"_qs).toString(), u"in-cover"_qs);
    QVERIFY(!b->journal().last().undone);
    replaysTheSame(*b);
}

void TestBooks::rerollRefused_data()
{
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QString>("error"); // part of the refusal of the last action
    const QString morale = uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[10]})"_qs;
    QTest::newRow("not undone first")
        << QStringList{morale,
                       uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[2],"reroll":{"of":1,"order":"officer-reroll","by":"capt-ward"}})"_qs}
        << "not the test just undone";
    QTest::newRow("another test")
        << QStringList{morale, uR"({"kind":"undo"})"_qs,
                       uR"({"kind":"resolve","test":"who-is-hit","actor":"redcoats","faces":[2],"reroll":{"of":1,"order":"officer-reroll","by":"capt-ward"}})"_qs}
        << "not the test just undone";
    QTest::newRow("not an officer")
        << QStringList{morale, uR"({"kind":"undo"})"_qs,
                       uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[2],"reroll":{"of":1,"order":"officer-reroll","by":"fusiliers"}})"_qs}
        << "Only an officer";
    QTest::newRow("an order that is no re-roll")
        << QStringList{morale, uR"({"kind":"undo"})"_qs,
                       uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[2],"reroll":{"of":1,"order":"heal","by":"capt-ward"}})"_qs}
        << "no re-roll";
    QTest::newRow("the re-roll alone")
        << QStringList{uR"({"kind":"order","order":"officer-reroll","unit":"capt-ward"})"_qs}
        << "with a test rolled again";
}

void TestBooks::rerollRefused()
{
    QFETCH(QStringList, actions);
    QFETCH(QString, error);
    auto b = demo(u"chosen-men"_qs);
    for (qsizetype i = 0; i + 1 < actions.size(); ++i)
        QCOMPARE(apply(*b, actions.at(i)), QString());
    const QString refused = apply(*b, actions.last());
    QVERIFY2(refused.contains(error), qPrintable(refused));
    QCOMPARE(field(*b, u"capt-ward"_qs, u"bonus-spent"_qs).toInt(), 0);
}

// ---- 4. squad leaders and officers hit ------------------------------------------------------------

void TestBooks::leadersHitAreMarked_data()
{
    QTest::addColumn<int>("face"); // who is hit, after a natural 0 to hit
    QTest::addColumn<int>("wound"); // the wound die of the man struck
    QTest::addColumn<bool>("leaderLost");
    QTest::addColumn<bool>("officerLost");
    QTest::addColumn<QString>("status");
    QTest::newRow("a ranker") << 5 << 9 << false << false << "steady";
    // The squad leader struck: his own wound die decides (issue 34: a minor wound once removed him).
    QTest::newRow("the squad leader (6), a minor wound") << 6 << 2 << false << false << "steady";
    QTest::newRow("the squad leader (8), a serious wound") << 8 << 5 << false << false << "steady";
    QTest::newRow("the squad leader (6), killed") << 6 << 8 << true << false << "leaderless";
    QTest::newRow("an officer (9), a minor wound") << 9 << 1 << false << false << "steady";
    QTest::newRow("an officer (0), killed") << 10 << 10 << false << true << "steady";
}

void TestBooks::leadersHitAreMarked()
{
    QFETCH(int, face);
    QFETCH(int, wound);
    QFETCH(bool, leaderLost);
    QFETCH(bool, officerLost);
    QFETCH(QString, status);
    auto b = demo(u"chosen-men"_qs);
    const QString whoIsHit
        = QStringLiteral(R"({"kind":"resolve","test":"who-is-hit","actor":"fusiliers","faces":[%1, %2]})")
              .arg(face)
              .arg(wound);
    QCOMPARE(apply(*b, whoIsHit), QString());
    QCOMPARE(field(*b, u"fusiliers"_qs, u"squad-leader-lost"_qs).toBool(), leaderLost);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"officer-lost"_qs).toBool(), officerLost);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"status"_qs).toString(), status);
    // A squad already fleeing stays fleeing when its leader is killed.
    if (leaderLost) {
        auto fleeing = demo(u"chosen-men"_qs);
        QCOMPARE(apply(*fleeing, set(u"fusiliers"_qs, u"status"_qs, u"\"fleeing\""_qs)), QString());
        QCOMPARE(apply(*fleeing, whoIsHit), QString());
        QCOMPARE(field(*fleeing, u"fusiliers"_qs, u"status"_qs).toString(), u"fleeing"_qs);
        QVERIFY(field(*fleeing, u"fusiliers"_qs, u"squad-leader-lost"_qs).toBool());
    }
    // The morale modifier for a lost leader now counts.
    action::Resolve morale;
    morale.test = u"morale"_qs;
    morale.actor = u"fusiliers"_qs;
    const TestSetup setup = Resolver(b->ruleset()).setup(morale.test, b->situation(morale));
    const bool counted = std::any_of(setup.modifiers.begin(), setup.modifiers.end(),
                                     [](const auto &m) { return m.id == u"leader-lost" && m.active; });
    QCOMPARE(counted, leaderLost || officerLost);
    replaysTheSame(*b);
}

// ---- 5. a fate's move bonus in the move --------------------------------------------------------------

void TestBooks::moveBonusInTheMove_data()
{
    QTest::addColumn<int>("bonus");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("move"); // the 14th Light Dragoons in line: 8", charging 12" (the table)
    QTest::addColumn<QString>("said");
    QTest::newRow("no bonus") << 0 << "move" << 8 << "";
    QTest::newRow("bloodstock") << 2 << "move" << 10 << "Move changed by fate: +2\"";
    QTest::newRow("bloodstock twice, charging") << 4 << "charge" << 16 << "Move changed by fate: +4\"";
    QTest::newRow("a malus never below nothing") << -12 << "move" << 0 << "Move changed by fate: −12\"";
}

void TestBooks::moveBonusInTheMove()
{
    QFETCH(int, bonus);
    QFETCH(QString, column);
    QFETCH(int, move);
    QFETCH(QString, said);
    auto b = demo(u"kgcwo"_qs);
    QCOMPARE(apply(*b, set(u"14th-ld"_qs, u"move-bonus"_qs, QString::number(bonus))), QString());
    action::Resolve who;
    who.actor = u"14th-ld"_qs;
    MoveRequest request;
    request.column = column;
    const MovePlan plan = Orders::movePlan(b->ruleset(), b->situation(who), request);
    QVERIFY(plan.found);
    QCOMPARE(plan.move, move);
    QCOMPARE(plan.added, bonus);
    QCOMPARE(plan.left, double(move));
    if (said.isEmpty())
        QVERIFY2(!plan.summary.contains(u"bonus"_qs), qPrintable(plan.summary));
    else
        QVERIFY2(plan.summary.contains(said), qPrintable(plan.summary));
}

// ---- 7, 8. the commander-in-chief as things stand ----------------------------------------------------

void TestBooks::chiefAsThingsStand_data()
{
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QStringList>("takers"); // of the initiative, side by side
    QTest::addColumn<QStringList>("chiefs"); // every commander at the top of his side
    QTest::newRow("as the scenario has it")
        << QStringList() << QStringList{"kessler", "lacoste"} << QStringList{"kessler", "lacoste"};
    const QString wolff
        = uR"({"kind":"join","unit":{"id":"wolff","name":"FML Wolff","type":"army-commander","side":"austrian","isCommander":true,"level":"army"}})"_qs;
    QTest::newRow("a second chief joins; the first still leads")
        << QStringList{wolff} << QStringList{"kessler", "lacoste"}
        << QStringList{"kessler", "lacoste", "wolff"};
    QTest::newRow("the old chief withdrawn")
        << QStringList{wolff, uR"({"kind":"transfer","unit":"brandt","commander":"wolff"})"_qs,
                       uR"({"kind":"withdraw","unit":"kessler"})"_qs}
        << QStringList{"wolff", "lacoste"} << QStringList{"lacoste", "wolff"};
    QTest::newRow("the old chief placed under the new")
        << QStringList{wolff, uR"({"kind":"transfer","unit":"kessler","commander":"wolff"})"_qs}
        << QStringList{"wolff", "lacoste"} << QStringList{"lacoste", "wolff"};
    QTest::newRow("the chief lost: his division commander leads")
        << QStringList{uR"({"kind":"set","unit":"kessler","field":"removed","value":true})"_qs}
        << QStringList{"brandt", "lacoste"} << QStringList{"brandt", "lacoste"};
    QTest::newRow("a division commander lost: those under him count one commander fewer")
        << QStringList{uR"({"kind":"set","unit":"brandt","field":"removed","value":true})"_qs}
        << QStringList{"kessler", "lacoste"} << QStringList{"kessler", "lacoste"};
    // Only the units an action wrote are looked at: one outside the chain of command leaves the
    // marks as they were; a commander written, even to bring him back, has them looked at again.
    QTest::newRow("a unit taken out: no commander changes")
        << QStringList{uR"({"kind":"set","unit":"ir-12","field":"removed","value":true})"_qs}
        << QStringList{"kessler", "lacoste"} << QStringList{"kessler", "lacoste"};
    QTest::newRow("the chief lost and back again")
        << QStringList{uR"({"kind":"set","unit":"kessler","field":"removed","value":true})"_qs,
                       uR"({"kind":"set","unit":"ir-12","field":"removed","value":true})"_qs,
                       uR"({"kind":"set","unit":"kessler","field":"removed","value":false})"_qs}
        << QStringList{"kessler", "lacoste"} << QStringList{"kessler", "lacoste"};
}

void TestBooks::chiefAsThingsStand()
{
    QFETCH(QStringList, actions);
    QFETCH(QStringList, takers);
    QFETCH(QStringList, chiefs);
    auto b = demo(u"nap-igougo"_qs);
    for (const QString &a : actions)
        QCOMPARE(apply(*b, a), QString());
    QCOMPARE(b->turns().initiativeTakers(b->state()), takers);
    QStringList marked;
    for (auto it = b->state().units.begin(); it != b->state().units.end(); ++it)
        if (it->chief)
            marked.append(it.key());
    marked.sort();
    QCOMPARE(marked, chiefs);
    // The marks kept action by action (only where an action can change them) are those worked
    // out afresh from the whole order of battle.
    BattleState afresh = b->state();
    b->turns().markChiefs(afresh);
    b->turns().markPhasing(afresh);
    for (auto it = afresh.units.cbegin(); it != afresh.units.cend(); ++it) {
        const UnitState kept = b->state().units.value(it.key());
        QVERIFY2(kept.chief == it->chief && kept.commanders == it->commanders && kept.phasing == it->phasing,
                 qPrintable(it.key()));
    }
    // The initiative taken by them decides the turn's order.
    QCOMPARE(apply(*b,
                   QStringLiteral(
                       R"({"kind":"resolve","test":"initiative","actor":"%1","target":"%2","faces":[9,1]})")
                       .arg(takers.at(0), takers.at(1))),
             QString());
    QCOMPARE(b->state().firstSide, u"austrian"_qs);
    replaysTheSame(*b);
}

// ---- 9. two full turns of the card-driven demos ----------------------------------------------------

namespace {

// A step of a scripted turn: an action as JSON, or "bring CARD [UNIT]" (that card to the top of
// the pile), "reroll ORDER BY FACE" (the last test rolled again), "out" (draw until the turn ends).
void play(Battle &b, const QString &step)
{
    const QStringList w = step.split(u' ');
    if (w.first() == u"bring") {
        QList<DeckCard> pile = b.state().drawPile;
        const QString unit = w.value(2);
        const auto it = std::find_if(pile.begin(), pile.end(),
                                     [&](const DeckCard &c) { return c.card == w.at(1) && c.unit == unit; });
        QVERIFY2(it != pile.end(), qPrintable(step));
        const DeckCard wanted = *it;
        pile.erase(it);
        pile.prepend(wanted);
        const QJsonObject reorder{{QStringLiteral("kind"), QStringLiteral("reorder")},
                                  {QStringLiteral("cards"), StateJson::cardsToJson(pile)}};
        QCOMPARE(apply(b, QString::fromUtf8(QJsonDocument(reorder).toJson())), QString());
        QCOMPARE(apply(b, u"{\"kind\":\"draw\"}"_qs), QString());
    } else if (w.first() == u"reroll") {
        const Battle::Applied a = b.reroll(w.at(1), w.at(2), QList<int>{w.at(3).toInt()});
        QVERIFY2(a.entry, qPrintable(a.error));
    } else if (w.first() == u"out") {
        const int turn = b.state().turn;
        for (int i = 0; i < 60 && b.state().turn == turn; ++i) {
            // A card that rolls fate rolls with the app's dice: the journal keeps them.
            QCOMPARE(apply(b, u"{\"kind\":\"draw\"}"_qs), QString());
        }
        QCOMPARE(b.state().turn, turn + 1);
    } else {
        QCOMPARE(apply(b, step), QString());
    }
}

// "unit.field=value": the unit's field as JSON would write it.
void check(const Battle &b, const QString &expectation)
{
    const qsizetype dot = expectation.indexOf(u'.');
    const qsizetype eq = expectation.indexOf(u'=');
    const QString unit = expectation.left(dot);
    const QString id = expectation.mid(dot + 1, eq - dot - 1);
    const QString want = expectation.mid(eq + 1);
    const QVariant v = field(b, unit, id);
    const QString got
        = v.typeId() == QMetaType::Bool ? (v.toBool() ? u"true"_qs : u"false"_qs) : v.toString();
    QVERIFY2(got == want, qPrintable(u"turn %1: %2 is %3"_qs.arg(b.state().turn).arg(expectation, got)));
}

} // namespace

void TestBooks::twoFullTurns_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("turn1");
    QTest::addColumn<QStringList>("after1"); // checked once turn 1 has ended
    QTest::addColumn<QStringList>("turn2");
    QTest::addColumn<QStringList>("after2");
    QTest::addColumn<QStringList>("notes"); // said by the journal on the way, each at least once

    // KGCWO. Turn 1: Fortune/Calamity 3 then 42 (Bloodstock) waits for horse; the 52nd fires
    // (three natural 1s, no hits) and the 88th goes on hold; the 14th Light Dragoons' card takes
    // the fate (+2" for good); End of turn catches the 88th's hold. Turn 2: Reload clears the
    // 52nd's fired marker; a calamity 7, 14 (thrown from the saddle) passes Thornby by for
    // Hale, the commander-in-chief; End of turn.
    QTest::newRow("kgcwo")
        << "kgcwo"
        << QStringList{u"bring fortune-calamity"_qs,
                       u"bring unit 52nd"_qs,
                       uR"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[1,1,1]})"_qs,
                       uR"({"kind":"order","order":"hold","unit":"88th"})"_qs,
                       u"bring unit 14th-ld"_qs,
                       u"bring end-of-turn"_qs}
        << QStringList{"88th.hold=false", "52nd.fired=true", "52nd.activated=false", "14th-ld.move-bonus=2",
                       "14th-ld.activated=false"}
        << QStringList{u"bring reload"_qs, u"bring fortune-calamity"_qs, u"bring commander thornby"_qs,
                       u"bring commander hale"_qs, u"bring end-of-turn"_qs}
        << QStringList{"52nd.fired=false", "hale.missed-turns=1", "thornby.missed-turns=0",
                       "14th-ld.move-bonus=2", "hale.activated=false"}
        << QStringList{"held action is lost", "Fate for 14th Light Dragoons", "Fate for"};
    // Chosen Men. Turn 1: the fusiliers take a minor wound (3); the redcoats fall back (10) until
    // Captain Ward's re-roll (2); a natural-0 hit on the first voltigeurs strikes their squad
    // leader (7) and his wound die kills him (9); every card drawn, the turn ends. Turn 2: the fusiliers
    // treat their wound; an officer within 2" promotes a new leader for the voltigeurs; Ward's bonus is back
    // for a re-roll of the riflemen's morale (10, then 1).
    QTest::newRow("chosen-men")
        << "chosen-men"
        << QStringList{uR"({"kind":"resolve","test":"wound","actor":"fusiliers","faces":[3]})"_qs,
                       uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[10]})"_qs,
                       u"reroll officer-reroll capt-ward 2"_qs,
                       uR"({"kind":"resolve","test":"who-is-hit","actor":"voltigeurs-1","faces":[7,9]})"_qs,
                       u"out"_qs}
        << QStringList{"fusiliers.minor-wounds=1",
                       "fusiliers.fresh-minor-wounds=0",
                       "redcoats.status=steady",
                       "capt-ward.bonus-spent=0",
                       "voltigeurs-1.squad-leader-lost=true",
                       "voltigeurs-1.status=leaderless",
                       "redcoats.activated=false"}
        << QStringList{uR"({"kind":"order","order":"heal","unit":"fusiliers"})"_qs,
                       uR"({"kind":"order","order":"field-promotion","unit":"voltigeurs-1","answers":["officer-near"]})"_qs,
                       uR"({"kind":"resolve","test":"morale","actor":"riflemen-1","faces":[10]})"_qs,
                       u"reroll officer-reroll capt-ward 1"_qs, u"out"_qs}
        << QStringList{"fusiliers.minor-wounds=0",   "voltigeurs-1.squad-leader-lost=false",
                       "voltigeurs-1.status=steady", "riflemen-1.status=steady",
                       "capt-ward.bonus-spent=0",    "fusiliers.acted=false"}
        << QStringList{"no longer count as casualties"};
}

void TestBooks::twoFullTurns()
{
    QFETCH(QString, system);
    QFETCH(QStringList, turn1);
    QFETCH(QStringList, after1);
    QFETCH(QStringList, turn2);
    QFETCH(QStringList, after2);
    QFETCH(QStringList, notes);
    auto b = demo(system, {{u"fate-reading"_qs, u"d66"_qs}});
    const qsizetype deck = b->state().drawPile.size();
    // The cards of the turn under way: a deck played to its last card deals the new turn's first
    // cards with the draw that ends the old one.
    const auto turnsCards = [&] {
        return b->state().drawPile.size()
            + (b->ruleset().activation->endTurnAfterLastCard ? b->state().lastDrawn.size() : 0);
    };
    QStringList said;
    const auto playTurn = [&](const QStringList &steps, int turn) {
        for (const QString &step : steps) {
            if (step.isEmpty())
                continue;
            if (step == u"bring fortune-calamity") {
                // The fate is scripted: the draw carries its faces.
                QList<DeckCard> pile = b->state().drawPile;
                const auto it = std::find_if(pile.begin(), pile.end(),
                                             [](const DeckCard &c) { return c.card == u"fortune-calamity"; });
                QVERIFY(it != pile.end());
                const DeckCard wanted = *it;
                pile.erase(it);
                pile.prepend(wanted);
                const QJsonObject reorder{{QStringLiteral("kind"), QStringLiteral("reorder")},
                                          {QStringLiteral("cards"), StateJson::cardsToJson(pile)}};
                QCOMPARE(apply(*b, QString::fromUtf8(QJsonDocument(reorder).toJson())), QString());
                QCOMPARE(apply(*b,
                               turn == 1 ? uR"({"kind":"draw","fate":[3,4,2]})"_qs
                                         : uR"({"kind":"draw","fate":[7,1,4]})"_qs),
                         QString());
            } else {
                play(*b, step);
            }
            said += b->state().notes;
        }
    };
    playTurn(turn1, 1);
    QCOMPARE(b->state().turn, 2);
    for (const QString &c : after1)
        check(*b, c);
    // The whole deck again, every unit and commander still in play.
    QCOMPARE(turnsCards(), deck);
    playTurn(turn2, 2);
    QCOMPARE(b->state().turn, 3);
    for (const QString &c : after2)
        check(*b, c);
    QCOMPARE(turnsCards(), deck);
    for (const QString &n : notes)
        QVERIFY2(std::any_of(said.begin(), said.end(), [&](const QString &s) { return s.contains(n); }),
                 qPrintable(n + u"\n" + said.join(u'\n')));
    replaysTheSame(*b);
}

QTEST_GUILESS_MAIN(TestBooks)
#include "tst_books.moc"
