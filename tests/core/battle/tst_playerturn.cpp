// The player-turn rules (001) played in their order: a charge's test in the charge test step and
// its melee in the melee step, after moving fire; a breakthrough melee without the charging bonus;
// who fires in stationary and in moving fire, once a phase; fire points past 40; cavalry kept out
// of woods and towns; orders written, arriving, rolled for and read, kept from the other side until
// shown; and the umpire's note for what the rules leave to him. Every battle replays the same.
#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/seatview.h"
#include "report/battlereport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;

namespace {

std::unique_ptr<Battle> demo()
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/nap-igougo-demo.json"_qs);
    Q_ASSERT(sc.ok());
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>{}, 3);
}

QString apply(Battle &b, const QString &json)
{
    QString error;
    const std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        return u"not an action: "_qs + error + u" (" + json + u')';
    const Battle::Applied applied = b.apply(*a);
    return applied.entry ? QString() : applied.error;
}

// Steps on to a segment of a side's phase: "first/charge-test", "second/orders" (the Austrians go
// first, no initiative being taken).
QString stepTo(Battle &b, const QString &where)
{
    const QString phase = where.section(u'/', 0, 0) == u"first" ? u"first-player"_qs : u"second-player"_qs;
    const QString segment = where.section(u'/', 1);
    for (int i = 0; i < 60; ++i) {
        const adjutant::rules::Phase *p = b.turns().phase(b.state());
        if (p && p->id == phase && b.turns().stepId(b.state()) == segment)
            return {};
        if (const QString error = apply(b, u"{\"kind\":\"next\"}"_qs); !error.isEmpty())
            return error;
    }
    return u"no step "_qs + where;
}

// A script step: "to first/movement" steps on; "JSON => reason" must be refused with that reason;
// any other JSON must apply.
QString play(Battle &b, const QString &step)
{
    if (step.startsWith(u"to "_qs))
        return stepTo(b, step.mid(3));
    if (const qsizetype at = step.indexOf(u" => "_qs); at >= 0) {
        const QString error = apply(b, step.left(at));
        const QString reason = step.mid(at + 4);
        return error.contains(reason) ? QString()
                                      : u"expected a refusal with \""_qs + reason + u"\", got: " + error;
    }
    return apply(b, step);
}

QString valueOf(const Battle &b, const QString &unit, const QString &field)
{
    const adjutant::rules::UnitState u = b.state().units.value(unit);
    const QVariant v
        = u.fields.contains(field) ? u.fields.value(field) : b.ruleset().field(field)->defaultValue;
    return v.typeId() == QMetaType::Bool ? (v.toBool() ? u"true"_qs : u"false"_qs) : v.toString();
}

QString charge(const QString &actor, const QString &target, const QString &inputs, const QString &faces)
{
    return QStringLiteral(
               R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"%1","target":"%2",)"
               R"("inputs":{"distance":10%3},"faces":%4})")
        .arg(actor, target, inputs, faces);
}

QString procedure(const QString &id, const QString &actor, const QString &target, const QString &faces)
{
    return QStringLiteral(
               R"({"kind":"resolve","procedure":"%1","response":"fight","actor":"%2","target":"%3",)"
               R"("faces":%4})")
        .arg(id, actor, target, faces);
}

// At 3", within the musket's range and beyond point blank.
QString musketry(const QString &actor, const QString &target, int stands, const QString &faces)
{
    return QStringLiteral(R"({"kind":"resolve","test":"musketry","actor":"%1","target":"%2",)"
                          R"("inputs":{"frontStands":%3,"distance":3},"faces":%4})")
        .arg(actor, target)
        .arg(stands)
        .arg(faces);
}

QString set(const QString &unit, const QString &field, const QString &value)
{
    return QStringLiteral(R"({"kind":"set","unit":"%1","field":"%2","value":%3})").arg(unit, field, value);
}

void replaysTheSame(const Battle &b)
{
    const Battle::ReplayCheck check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b.stateHash());
}

// Whether a modifier counted in a test of the last entry's procedure run.
bool counted(const Battle &b, const QString &test, const QString &modifier)
{
    const auto *a = std::get_if<action::Resolve>(&b.journal().last().action);
    const std::optional<BattleState> before = b.stateBefore(b.journal().size() - 1);
    if (!a || !before)
        return false;
    for (const adjutant::rules::ProcedureStepRecord &st : b.procedureRunIn(*a, *before).steps)
        for (const adjutant::rules::TestResult &r : st.resolution.steps)
            if (r.setup.test && r.setup.test->id == test)
                for (const adjutant::rules::AppliedModifier &m : r.setup.modifiers)
                    if (m.id == modifier && m.active)
                        return true;
    return false;
}

} // namespace

class TestPlayerTurn : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void playedInTheBooksOrder_data();
    void playedInTheBooksOrder();
    void chargingBonusOnlyWhenTheChargeWentHome_data();
    void chargingBonusOnlyWhenTheChargeWentHome();
    void ordersAreKeptFromTheOtherSide();
    void nothingOfAHiddenOrderReachesTheOtherSide_data();
    void nothingOfAHiddenOrderReachesTheOtherSide();
    void umpireNotesWhatTheRulesLeaveToHim();
};

void TestPlayerTurn::playedInTheBooksOrder_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("checks"); // "unit.field=value" once played

    const QString chevaulegersCharge = charge(u"chevaulegers"_qs, u"24e"_qs, QString(), u"[3,4,8]"_qs);
    // Charge test, moving fire, melee: the charge test no longer fights the melee at once.
    QTest::newRow("charge-test-leaves-the-melee-for-later")
        << QStringList{u"to first/charge-test"_qs, chevaulegersCharge}
        << QStringList{u"chevaulegers.charging=true"_qs, u"24e.casualties=0"_qs,
                       u"24e.morale-state=normal"_qs};
    QTest::newRow("moving-fire-comes-before-the-melee")
        << QStringList{u"to first/charge-test"_qs,
                       chevaulegersCharge,
                       u"to first/moving-fire"_qs,
                       musketry(u"ir-12"_qs, u"24e"_qs, 4, u"[9,9]"_qs),
                       u"to first/melee"_qs,
                       procedure(u"charge-melee"_qs, u"chevaulegers"_qs, u"24e"_qs, u"[9,1]"_qs)}
        << QStringList{u"ir-12.fired=true"_qs, u"24e.morale-state=routed"_qs,
                       u"chevaulegers.charging=false"_qs, u"chevaulegers.may-break-through=true"_qs};
    QTest::newRow("melee-after-a-charge-only-for-a-charger-that-went-home")
        << QStringList{u"to first/melee"_qs,
                       procedure(u"charge-melee"_qs, u"chevaulegers"_qs, u"24e"_qs, u"[9,1]"_qs)
                           + u" => Only a unit whose charge went home"_qs}
        << QStringList{u"24e.casualties=0"_qs};
    QTest::newRow("a-square-never-breaks-through")
        << QStringList{set(u"ir-12"_qs, u"formation"_qs, u"\"square\""_qs), u"to first/melee"_qs,
                       set(u"ir-12"_qs, u"charging"_qs, u"true"_qs),
                       procedure(u"charge-melee"_qs, u"ir-12"_qs, u"24e"_qs, u"[10,1]"_qs)}
        << QStringList{u"ir-12.may-break-through=false"_qs, u"24e.morale-state=routed"_qs};
    QTest::newRow("breakthrough-only-after-a-decisive-win")
        << QStringList{u"to first/breakthrough"_qs,
                       procedure(u"breakthrough"_qs, u"chevaulegers"_qs, u"24e-b"_qs, u"[9,1]"_qs)
                           + u" => Only a unit that won a melee decisively"_qs}
        << QStringList();
    // Cavalry never charges into woods or a town block.
    QTest::newRow("cavalry-not-into-woods-or-town")
        << QStringList{u"to first/charge-test"_qs,
                       charge(u"chevaulegers"_qs, u"24e"_qs, u",\"woodsOrTown\":1"_qs, u"[3,4,8]"_qs)
                           + u" => Cavalry may never charge into any woods"_qs}
        << QStringList{u"chevaulegers.charging=false"_qs};
    QTest::newRow("foot-may-charge-into-a-town")
        << QStringList{u"to first/charge-test"_qs,
                       charge(u"ir-12"_qs, u"24e"_qs, u",\"woodsOrTown\":1"_qs, u"[6,10]"_qs)}
        << QStringList{u"ir-12.charging=true"_qs};
    // Out of command (further from its commander than his command range: GM Brandt commands a
    // division, 10"), a unit charges only with an order in force.
    QTest::newRow("out-of-command-at-11-inches-without-an-order-may-not-charge")
        << QStringList{set(u"chevaulegers"_qs, u"command-distance"_qs, u"11"_qs), u"to first/charge-test"_qs,
                       chevaulegersCharge + u" => Out of command and with no order in force"_qs}
        << QStringList{u"chevaulegers.charging=false"_qs};
    QTest::newRow("in-command-at-10-inches-charges")
        << QStringList{set(u"chevaulegers"_qs, u"command-distance"_qs, u"10"_qs), u"to first/charge-test"_qs,
                       chevaulegersCharge}
        << QStringList{u"chevaulegers.charging=true"_qs};
    QTest::newRow("out-of-command-with-an-order-in-force-charges")
        << QStringList{set(u"chevaulegers"_qs, u"command-distance"_qs, u"11"_qs),
                       set(u"chevaulegers"_qs, u"order"_qs, u"\"in-force\""_qs), u"to first/charge-test"_qs,
                       chevaulegersCharge}
        << QStringList{u"chevaulegers.charging=true"_qs};
    // Out of command and with no order in force it may not move or change formation either; a
    // routed unit still makes its rout move.
    QTest::newRow("out-of-command-without-an-order-may-not-move")
        << QStringList{set(u"ir-12"_qs, u"command-distance"_qs, u"11"_qs), u"to first/movement"_qs,
                       uR"({"kind":"move","unit":"ir-12","inches":3} => Out of its commander's range)"_qs}
        << QStringList{u"ir-12.moved=false"_qs};
    QTest::newRow("out-of-command-without-an-order-may-not-change-formation")
        << QStringList{set(u"ir-12"_qs, u"command-distance"_qs, u"11"_qs), u"to first/movement"_qs,
                       uR"({"kind":"move","unit":"ir-12","to":"square"} => Out of its commander's range)"_qs}
        << QStringList{u"ir-12.formation=line"_qs};
    QTest::newRow("in-command-at-10-inches-moves")
        << QStringList{set(u"ir-12"_qs, u"command-distance"_qs, u"10"_qs), u"to first/movement"_qs,
                       uR"({"kind":"move","unit":"ir-12","inches":3})"_qs}
        << QStringList{u"ir-12.moved=true"_qs};
    QTest::newRow("out-of-command-with-an-order-in-force-moves")
        << QStringList{set(u"ir-12"_qs, u"command-distance"_qs, u"11"_qs),
                       set(u"ir-12"_qs, u"order"_qs, u"\"in-force\""_qs), u"to first/movement"_qs,
                       uR"({"kind":"move","unit":"ir-12","inches":3})"_qs}
        << QStringList{u"ir-12.moved=true"_qs};
    QTest::newRow("out-of-command-routed-still-routs")
        << QStringList{set(u"ir-12"_qs, u"command-distance"_qs, u"11"_qs),
                       set(u"ir-12"_qs, u"morale-state"_qs, u"\"routed\""_qs), u"to first/movement"_qs,
                       uR"({"kind":"move","unit":"ir-12","inches":3})"_qs}
        << QStringList{u"ir-12.moved=true"_qs};
    // The book's steady unit has nothing to rally from.
    QTest::newRow("a-steady-unit-may-not-rally")
        << QStringList{u"to first/rally"_qs,
                       uR"({"kind":"resolve","test":"rally","actor":"ir-12","faces":[1]} => Only a routed unit)"_qs}
        << QStringList{u"ir-12.morale-state=normal"_qs};
    QTest::newRow("a-steady-unit-may-not-rally-from-shaken")
        << QStringList{u"to first/movement"_qs,
                       uR"({"kind":"resolve","test":"rally-from-shaken","actor":"ir-12","faces":[1]} => Only a shaken unit)"_qs}
        << QStringList{u"ir-12.morale-state=normal"_qs};
    // and shakes off disorder in the movement step, out of command too, as its action for the step.
    QTest::newRow("out-of-command-shakes-off-disorder")
        << QStringList{set(u"ir-12"_qs, u"disordered"_qs, u"true"_qs),
                       set(u"ir-12"_qs, u"command-distance"_qs, u"11"_qs), u"to first/movement"_qs,
                       uR"({"kind":"order","order":"remove-disorder","unit":"ir-12"})"_qs}
        << QStringList{u"ir-12.disordered=false"_qs};
    QTest::newRow("no-disorder-to-shake-off")
        << QStringList{u"to first/movement"_qs,
                       uR"({"kind":"order","order":"remove-disorder","unit":"ir-12"} => It is not disordered)"_qs}
        << QStringList{u"ir-12.disordered=false"_qs};
    QTest::newRow("moved-then-no-shaking-off-disorder")
        << QStringList{set(u"ir-12"_qs, u"disordered"_qs, u"true"_qs), u"to first/movement"_qs,
                       uR"({"kind":"move","unit":"ir-12","inches":2})"_qs,
                       uR"({"kind":"order","order":"remove-disorder","unit":"ir-12"} => instead of moving)"_qs}
        << QStringList{u"ir-12.disordered=true"_qs};
    // The book: a shaken unit rallies in the movement subsegment (out of command too).
    QTest::newRow("a-shaken-unit-rallies-from-shaken-in-the-movement-step")
        << QStringList{set(u"ir-12"_qs, u"morale-state"_qs, u"\"shaken\""_qs),
                       set(u"ir-12"_qs, u"command-distance"_qs, u"11"_qs), u"to first/movement"_qs,
                       uR"({"kind":"resolve","test":"rally-from-shaken","actor":"ir-12","faces":[10]})"_qs}
        << QStringList{u"ir-12.morale-state=normal"_qs};
    // Who fires: in stationary fire the other side, and this side's units that did not move; in
    // moving fire this side's units that have not fired; every unit once a phase.
    QTest::newRow("stationary-fire-the-other-side-fires")
        << QStringList{u"to first/stationary-fire"_qs, musketry(u"24e"_qs, u"ir-12"_qs, 4, u"[9,9]"_qs)}
        << QStringList{u"24e.fired=true"_qs};
    QTest::newRow("stationary-fire-a-unit-that-did-not-move")
        << QStringList{u"to first/stationary-fire"_qs, musketry(u"ir-12"_qs, u"24e"_qs, 4, u"[9,9]"_qs)}
        << QStringList{u"ir-12.fired=true"_qs};
    QTest::newRow("stationary-fire-not-for-a-unit-that-moved")
        << QStringList{u"to first/movement"_qs, set(u"ir-12"_qs, u"moved"_qs, u"true"_qs),
                       u"to first/stationary-fire"_qs,
                       musketry(u"ir-12"_qs, u"24e"_qs, 4, u"[9,9]"_qs) + u" => it fires in moving fire"_qs}
        << QStringList{u"ir-12.fired=false"_qs};
    QTest::newRow("moving-fire-for-a-unit-that-moved")
        << QStringList{u"to first/movement"_qs, set(u"ir-12"_qs, u"moved"_qs, u"true"_qs),
                       u"to first/moving-fire"_qs, musketry(u"ir-12"_qs, u"24e"_qs, 4, u"[9,9]"_qs)}
        << QStringList{u"ir-12.fired=true"_qs};
    QTest::newRow("moving-fire-not-for-the-other-side")
        << QStringList{u"to first/moving-fire"_qs,
                       musketry(u"24e"_qs, u"ir-12"_qs, 4, u"[9,9]"_qs) + u" => only the side whose phase"_qs}
        << QStringList{u"24e.fired=false"_qs};
    QTest::newRow("once-a-phase") << QStringList{u"to first/stationary-fire"_qs,
                                                 musketry(u"ir-12"_qs, u"24e"_qs, 4, u"[9,9]"_qs),
                                                 u"to first/moving-fire"_qs,
                                                 musketry(u"ir-12"_qs, u"24e"_qs, 4, u"[9,9]"_qs)
                                                     + u" => fires once in each phase"_qs}
                                  << QStringList();
    QTest::newRow("fires-again-in-the-next-phase")
        << QStringList{u"to first/stationary-fire"_qs, musketry(u"24e"_qs, u"ir-12"_qs, 4, u"[9,9]"_qs),
                       u"to second/stationary-fire"_qs, musketry(u"24e"_qs, u"ir-12b"_qs, 4, u"[9,9]"_qs)}
        << QStringList{u"24e.fired=true"_qs};
    // The fire table's rows run to 50 points: 23 stands of two points each read the 46-50 row.
    QTest::newRow("fire-points-above-40")
        << QStringList{u"to first/stationary-fire"_qs, musketry(u"24e"_qs, u"ir-12"_qs, 23, u"[1,9]"_qs)}
        << QStringList{u"ir-12.casualties=2"_qs};
}

void TestPlayerTurn::playedInTheBooksOrder()
{
    QFETCH(QStringList, steps);
    QFETCH(QStringList, checks);
    auto b = demo();
    for (const QString &step : steps)
        QCOMPARE(play(*b, step), QString());
    for (const QString &check : checks) {
        const QString unit = check.section(u'.', 0, 0);
        const QString field = check.section(u'.', 1).section(u'=', 0, 0);
        QCOMPARE(unit + u'.' + field + u'=' + valueOf(*b, unit, field), check);
    }
    replaysTheSame(*b);
}

void TestPlayerTurn::chargingBonusOnlyWhenTheChargeWentHome_data()
{
    QTest::addColumn<QStringList>("steps"); // the last is the melee looked at
    QTest::addColumn<bool>("charging"); // its first round counts the cavalry's charging bonus

    QTest::newRow("melee-after-a-charge-counts-the-charge")
        << QStringList{u"to first/charge-test"_qs,
                       charge(u"chevaulegers"_qs, u"24e"_qs, QString(), u"[3,4,8]"_qs), u"to first/melee"_qs,
                       procedure(u"charge-melee"_qs, u"chevaulegers"_qs, u"24e"_qs, u"[9,1]"_qs)}
        << true;
    // The book: a breakthrough melee has no charging bonus.
    QTest::newRow("breakthrough-melee-counts-no-charge")
        << QStringList{u"to first/charge-test"_qs,
                       charge(u"chevaulegers"_qs, u"24e"_qs, QString(), u"[3,4,8]"_qs),
                       u"to first/melee"_qs,
                       procedure(u"charge-melee"_qs, u"chevaulegers"_qs, u"24e"_qs, u"[9,1]"_qs),
                       u"to first/breakthrough"_qs,
                       procedure(u"breakthrough"_qs, u"chevaulegers"_qs, u"24e-b"_qs, u"[10,1]"_qs)}
        << false;
}

void TestPlayerTurn::chargingBonusOnlyWhenTheChargeWentHome()
{
    QFETCH(QStringList, steps);
    QFETCH(bool, charging);
    auto b = demo();
    for (const QString &step : steps)
        QCOMPARE(play(*b, step), QString());
    QCOMPARE(counted(*b, u"melee"_qs, u"cav-charging"_qs), charging);
    replaysTheSame(*b);
}

// An order written in the orders step is kept on its unit, arrives at the side's next orders
// step, is rolled for there and is then in force; the other side does not see it until shown.
void TestPlayerTurn::ordersAreKeptFromTheOtherSide()
{
    auto b = demo();
    QCOMPARE(play(*b, u"to first/orders"_qs), QString());
    const QString give = uR"({"kind":"order","order":"give-order","unit":"kessler","target":"ir-12"})"_qs;
    QCOMPARE(play(*b, give), QString());
    QCOMPARE(valueOf(*b, u"ir-12"_qs, u"order"_qs), u"issued"_qs);
    // One new order an orders step; a division commander gives none; not in another step.
    QCOMPARE(play(*b,
                  uR"({"kind":"order","order":"give-order","unit":"kessler","target":"ir-12b"})"_qs
                      + u" => his one new order"_qs),
             QString());
    QCOMPARE(play(*b,
                  uR"({"kind":"order","order":"give-order","unit":"brandt","target":"ir-12b"})"_qs
                      + u" => Only an army or corps commander"_qs),
             QString());
    // Kept from the French, not from the Austrians or the umpire.
    QCOMPARE(SeatView::hiddenFrom(*b, u"ir-12"_qs, u"french"_qs), QStringList{u"order"_qs});
    QVERIFY(SeatView::hiddenFrom(*b, u"ir-12"_qs, u"austrian"_qs).isEmpty());
    QVERIFY(SeatView::hiddenFrom(*b, u"ir-12"_qs, QString()).isEmpty());
    const QJsonObject french = SeatView::stateJson(*b, u"french"_qs).value(u"units").toObject();
    QVERIFY(!french.value(u"ir-12").toObject().contains(u"order"));
    QCOMPARE(french.value(u"ir-12").toObject().value(u"hidden").toArray(), QJsonArray{u"order"_qs});
    // Rolled for only once it has arrived.
    const QString roll
        = uR"({"kind":"resolve","test":"order-activation","actor":"kessler","target":"ir-12","faces":[9,9]})"_qs;
    QCOMPARE(play(*b, roll + u" => Only a pending order is rolled for"_qs), QString());
    QCOMPARE(play(*b, u"to second/orders"_qs), QString());
    QCOMPARE(valueOf(*b, u"ir-12"_qs, u"order"_qs), u"pending"_qs);
    QCOMPARE(play(*b, u"to first/orders"_qs), QString()); // the Austrians' next orders step
    QCOMPARE(play(*b, roll), QString());
    QCOMPARE(valueOf(*b, u"ir-12"_qs, u"order"_qs), u"in-force"_qs);
    // Shown, the other side sees it.
    QCOMPARE(play(*b, uR"({"kind":"order","order":"show-order","unit":"ir-12"})"_qs), QString());
    QVERIFY(SeatView::hiddenFrom(*b, u"ir-12"_qs, u"french"_qs).isEmpty());
    replaysTheSame(*b);
}

// The rules give no random events and no conditions of victory: the umpire writes his own in the
// journal, and the report tells them.
void TestPlayerTurn::nothingOfAHiddenOrderReachesTheOtherSide_data()
{
    QTest::addColumn<QStringList>("steps");
    const QString give = uR"({"kind":"order","order":"give-order","unit":"kessler","target":"ir-12"})"_qs;
    const QString roll
        = uR"({"kind":"resolve","test":"order-activation","actor":"kessler","target":"ir-12","faces":[9,9]})"_qs;
    QTest::newRow("an-order-written") << QStringList{u"to first/orders"_qs, give};
    QTest::newRow("the-order-arrives-at-the-next-orders-step")
        << QStringList{u"to first/orders"_qs, give, u"to second/orders"_qs, u"to first/orders"_qs};
    QTest::newRow("the-order-rolled-for")
        << QStringList{u"to first/orders"_qs, give, u"to second/orders"_qs, u"to first/orders"_qs, roll};
    // The umpire's correction of a written order is as secret as the order (a LAN seat's journal).
    QTest::newRow("the-umpire-corrects-the-order") << QStringList{
        u"to first/orders"_qs, give,
        uR"({"kind":"set","unit":"ir-12","field":"order","value":"pending","reason":"misheard"})"_qs};
}

// 001's orders are hidden information: what the French may read of the battle (the journal's
// lines, each entry as JSON, the notes for the table, the Why? of each entry) names neither the
// unit that got an order nor the order, while the Austrians and the umpire read it all.
void TestPlayerTurn::nothingOfAHiddenOrderReachesTheOtherSide()
{
    QFETCH(QStringList, steps);
    auto b = demo();
    for (const QString &step : steps)
        QCOMPARE(play(*b, step), QString());
    const QString unit = b->state().units.value(u"ir-12"_qs).name;
    const auto seen = [&](const QString &seat) {
        const QSet<int> hidden = SeatView::hiddenEntries(*b, seat);
        QStringList all = SeatView::notes(*b, seat);
        for (const JournalEntry &e : b->journal()) {
            all += SeatView::why(*b, e.seq, seat, hidden);
            all.append(SeatView::entryText(*b, e, hidden));
            all.append(QString::fromUtf8(QJsonDocument(SeatView::entryJson(*b, e, hidden)).toJson()));
        }
        return all.join(u'\n');
    };
    const QString french = seen(u"french"_qs);
    QVERIFY2(!french.contains(unit) && !french.contains(u"ir-12"), qPrintable(french));
    QVERIFY2(french.contains(u"kept from your side until it is shown"), qPrintable(french));
    // Nor does the unit's own record say it was given one (its "shown: no" written by the order).
    const QJsonObject ir12
        = SeatView::stateJson(*b, u"french"_qs).value(u"units").toObject().value(u"ir-12").toObject();
    QVERIFY2(!ir12.contains(u"order-shown"), qPrintable(QString::fromUtf8(QJsonDocument(ir12).toJson())));
    for (const QString &seat : {u"austrian"_qs, QString()}) {
        const QString theirs = seen(seat);
        QVERIFY2(theirs.contains(unit), qPrintable(theirs));
    }
}

void TestPlayerTurn::umpireNotesWhatTheRulesLeaveToHim()
{
    auto b = demo();
    QCOMPARE(play(*b, uR"({"kind":"note","text":"   "})"_qs + u" => say what the umpire notes"_qs),
             QString());
    QCOMPARE(play(*b, u"{\"kind\":\"note\",\"text\":\""_qs + QString(2001, u'x') + u"\"} => at most 2000"_qs),
             QString());
    QCOMPARE(play(*b, uR"({"kind":"note","text":"A thunderstorm: no musketry this turn."})"_qs), QString());
    QCOMPARE(b->journal().last().summary, u"Umpire's note: A thunderstorm: no musketry this turn."_qs);
    const adjutant::report::BattleReport report = adjutant::report::ReportBuilder::build(*b);
    QVERIFY(report.turns.value(0).narrative.contains(
        u"The umpire noted: A thunderstorm: no musketry this turn."_qs));
    QVERIFY2(!report.victory.isEmpty(), "the demo states its conditions of victory");
    QVERIFY(report.toText().contains(report.victory));
    replaysTheSame(*b);
}

QTEST_GUILESS_MAIN(TestPlayerTurn)
#include "tst_playerturn.moc"
