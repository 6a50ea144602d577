// Issue 18: orders on the unit's sheet (what is offered, what the rules refuse and why, applied
// as one journal entry and undone), and the umpire's override of a refused order or test.
#include "controllers/battlesession.h"
#include "controllers/preferences.h"
#include "controllers/testsheet.h"
#include "controllers/unitsheet.h"
#include "readytoact.h"

#include "battle/battle.h"
#include "battle/unitglance.h"
#include "files/appfolders.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

class TestUnitSheetOrders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void ordersOfEachRuleset_data();
    void ordersOfEachRuleset();
    void anAnswerDecidesWhetherTheRulesAllowIt();
    void ordersAreGivenToUnitsOfTheSideFirst();
    void aRefusedTestIsAllowedByTheUmpire();
    void theTestSheetOffersTheOfficersReroll_data();
    void theTestSheetOffersTheOfficersReroll();
    void umpireModeIsKept();
};

namespace {

// The order as the sheet's list shows it; none when it is not offered.
std::optional<OrderChoice> findOrder(const UnitSheet &sheet, const QString &id)
{
    for (const OrderChoice &o : sheet.orders()->rows<OrderChoice>())
        if (o.order == id)
            return o;
    return std::nullopt;
}

// A field of a unit as the battle stands ("target.x" is the target's).
QVariant fieldOf(const BattleSession &session, const QString &unit, const QString &field)
{
    const adjutant::battle::Battle &b = *session.battle();
    return adjutant::battle::UnitView::value(b.ruleset(), b.state().units.value(unit), field);
}

// Moves the battle on to a phase and segment of a player-turn system.
bool reach(BattleSession &session, const QString &phase, const QString &segment)
{
    const adjutant::battle::Battle &b = *session.battle();
    const auto here = [&] {
        const adjutant::rules::Phase *p = b.turns().phase(b.state());
        const adjutant::rules::Segment *s = b.turns().segment(b.state());
        return p && p->id == phase && (segment.isEmpty() || (s && s->id == segment));
    };
    for (int i = 0; i < 60 && !here(); ++i)
        if (!session.next())
            return false;
    return here();
}

} // namespace

void TestUnitSheetOrders::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestUnitSheetOrders::ordersOfEachRuleset_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("phase"); // player-turn systems: where the battle is moved on to
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QVariantMap>("fields"); // set first, as the umpire would ("target.x": the target's)
    QTest::addColumn<QString>("order");
    QTest::addColumn<QStringList>("answers");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("offered");
    QTest::addColumn<bool>("allowed"); // by the rules, with these answers
    QTest::addColumn<QString>("reason"); // part of the refusal, in the ruleset's words
    QTest::addColumn<QVariantMap>("after"); // fields once the order is given ("target.x" the target's)

    // KGCWO: Hold, for units, once a turn; held out of contact it gets its first shot back.
    QTest::newRow("kgcwo hold") << "kgcwo"
                                << ""
                                << ""
                                << "88th" << QVariantMap{{"fired", true}} << "hold" << QStringList{} << ""
                                << true << true << "" << QVariantMap{{"hold", true}, {"fired", false}};
    QTest::newRow("kgcwo hold in contact keeps its fired marker")
        << "kgcwo"
        << ""
        << ""
        << "88th" << QVariantMap{{"fired", true}} << "hold" << QStringList{"engaged"} << "" << true << true
        << "" << QVariantMap{{"hold", true}, {"fired", true}};
    QTest::newRow("kgcwo hold twice is refused")
        << "kgcwo"
        << ""
        << ""
        << "52nd" << QVariantMap{{"hold", true}} << "hold" << QStringList{} << "" << true << false
        << "already on hold" << QVariantMap{{"hold", true}};
    QTest::newRow("kgcwo a commander does not hold")
        << "kgcwo"
        << ""
        << ""
        << "thornby" << QVariantMap{} << "hold" << QStringList{} << "" << true << false << "not commanders"
        << QVariantMap{{"hold", true}};

    // Chosen Men: treating wounds, a field promotion, the officer's squads and his wound treatment.
    QTest::newRow("chosen men treats its wounds")
        << "chosen-men"
        << ""
        << ""
        << "riflemen-1" << QVariantMap{{"ranker-1/minor", 2}} << "heal" << QStringList{} << "" << true << true
        << "" << QVariantMap{{"minor-wounds", 0}, {"acted", true}};
    QTest::newRow("chosen men no wounds to treat")
        << "chosen-men"
        << ""
        << ""
        << "riflemen-1" << QVariantMap{} << "heal" << QStringList{} << "" << true << false
        << "no minor wounds" << QVariantMap{{"acted", true}};
    QTest::newRow("chosen men treating wounds is all it does")
        << "chosen-men"
        << ""
        << ""
        << "fusiliers" << QVariantMap{{"ranker-1/minor", 1}, {"acted", true}} << "heal" << QStringList{} << ""
        << true << false << "already acted" << QVariantMap{{"minor-wounds", 0}};
    QTest::newRow("chosen men field promotion")
        << "chosen-men"
        << ""
        << ""
        << "voltigeurs-1" << QVariantMap{{"leader/down", true}} << "field-promotion"
        << QStringList{"officer-near"} << "" << true << true << ""
        << QVariantMap{{"squad-leader-lost", false}};
    QTest::newRow("chosen men no promotion for a squad that has its leader")
        << "chosen-men"
        << ""
        << ""
        << "voltigeurs-1" << QVariantMap{} << "field-promotion" << QStringList{} << "" << false << false << ""
        << QVariantMap{};
    QTest::newRow("chosen men activated by its officer")
        << "chosen-men"
        << ""
        << ""
        << "redcoats" << QVariantMap{} << "officer-activation" << QStringList{"within-six"} << "" << true
        << true << "" << QVariantMap{{"activated", true}};
    QTest::newRow("chosen men an officer is not activated by another")
        << "chosen-men"
        << ""
        << ""
        << "capt-ward" << QVariantMap{} << "officer-activation" << QStringList{} << "" << false << false << ""
        << QVariantMap{};
    QTest::newRow("chosen men officer treats a squad's wound")
        << "chosen-men"
        << ""
        << ""
        << "capt-ward" << QVariantMap{{"target.ranker-1/serious", 1}} << "officer-treats" << QStringList{}
        << "riflemen-2" << true << true << ""
        << QVariantMap{{"bonus-spent", 1}, {"target.serious-wounds", 0}};
    QTest::newRow("chosen men officer's bonus spent")
        << "chosen-men"
        << ""
        << ""
        << "lt-morel" << QVariantMap{{"bonus-spent", 1}, {"target.ranker-1/minor", 1}} << "officer-treats"
        << QStringList{} << "voltigeurs-1" << true << false << "bonus is spent"
        << QVariantMap{{"bonus-spent", 2}, {"target.minor-wounds", 0}};

    // Brigade: rallying from disorder gives up the move, in the normal moves of its side's phase.
    QTest::newRow("brigade rally from disorder in the normal moves")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << "30th" << QVariantMap{{"disordered", true}} << "rally-from-disorder" << QStringList{} << "" << true
        << true << "" << QVariantMap{{"disordered", false}, {"moved", true}};
    QTest::newRow("brigade no rally after moving")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << "44th" << QVariantMap{{"disordered", true}, {"moved", true}} << "rally-from-disorder"
        << QStringList{} << "" << true << false << "already moved" << QVariantMap{{"disordered", false}};
    // Work out control is the command step's, as the ruleset's step offers it.
    QTest::newRow("brigade work out control in the command step")
        << "brigade"
        << "side-a"
        << "command"
        << "30th" << QVariantMap{} << "command-check" << QStringList{"within-span"} << "" << true << true
        << "" << QVariantMap{{"control", QStringLiteral("influenced")}};
    QTest::newRow("brigade work out control, second side's command step")
        << "brigade"
        << "side-b"
        << "command"
        << "55e" << QVariantMap{} << "command-check" << QStringList{} << "" << true << true << ""
        << QVariantMap{{"control", QStringLiteral("uncontrolled")}};
    QTest::newRow("brigade work out control is not for the other side")
        << "brigade"
        << "side-a"
        << "command"
        << "55e" << QVariantMap{} << "command-check" << QStringList{} << "" << false << false << ""
        << QVariantMap{};
    QTest::newRow("brigade work out control is not for a brigadier")
        << "brigade"
        << "side-a"
        << "command"
        << "brig-lister" << QVariantMap{} << "command-check" << QStringList{} << "" << false << false << ""
        << QVariantMap{};
    QTest::newRow("brigade work out control not in the normal moves")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << "30th" << QVariantMap{} << "command-check" << QStringList{} << "" << false << false << ""
        << QVariantMap{};
    QTest::newRow("brigade not in the command step")
        << "brigade"
        << "side-a"
        << "command"
        << "30th" << QVariantMap{{"disordered", true}} << "rally-from-disorder" << QStringList{} << ""
        << false << false << "" << QVariantMap{};
    QTest::newRow("brigade not for the side that does not move")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << "55e" << QVariantMap{{"disordered", true}} << "rally-from-disorder" << QStringList{} << "" << false
        << false << "" << QVariantMap{};
    QTest::newRow("brigade a unit in order has nothing to rally from")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << "30th" << QVariantMap{} << "rally-from-disorder" << QStringList{} << "" << false << false << ""
        << QVariantMap{};
}

void TestUnitSheetOrders::ordersOfEachRuleset()
{
    QFETCH(QString, scenario);
    QFETCH(QString, phase);
    QFETCH(QString, segment);
    QFETCH(QString, unit);
    QFETCH(QVariantMap, fields);
    QFETCH(QString, order);
    QFETCH(QStringList, answers);
    QFETCH(QString, target);
    QFETCH(bool, offered);
    QFETCH(bool, allowed);
    QFETCH(QString, reason);
    QFETCH(QVariantMap, after);

    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/"_qs + scenario + u"-demo.json"_qs));
    if (!phase.isEmpty())
        QVERIFY(reach(session, phase, segment));
    else // a deck: the order is the unit's own action once its card has come up
        QVERIFY(adjutant::testing::readyToAct(session, unit, order));
    const auto owner = [&](const QString &key) { return key.startsWith(u"target.") ? target : unit; };
    const auto field = [](const QString &key) { return key.startsWith(u"target.") ? key.mid(7) : key; };
    // "FIGURE/FIELD" sets a field of one of the unit's figures (a Chosen Men squad's man): the
    // unit's wounds and losses are counted from them.
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        const QStringList figureField = field(it.key()).split(u'/');
        const bool set = figureField.size() == 2
            ? session.setFigureField(owner(it.key()), figureField.at(0), figureField.at(1), it.value(),
                                     QStringLiteral("set up"))
            : session.setField(owner(it.key()), field(it.key()), it.value(), QStringLiteral("set up"));
        QVERIFY2(set, qPrintable(session.error()));
    }

    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(unit);
    const std::optional<OrderChoice> entry = findOrder(sheet, order);
    QCOMPARE(entry.has_value(), offered);
    // The order panel reads the same order by its id; one not offered comes back empty.
    QCOMPARE(sheet.orderChoice(order), entry.value_or(OrderChoice()));
    if (!offered)
        return;
    QCOMPARE(entry->name, session.battle()->ruleset().order(order)->doc.name);
    const QString refusal = sheet.orderRefusal(order, answers, target);
    QCOMPARE(refusal.isEmpty(), allowed);
    QVERIFY2(refusal.contains(reason), qPrintable(refusal));
    if (!allowed && target.isEmpty() && answers.isEmpty()) // nothing the table says changes it: greyed
        QVERIFY(!entry->allowed);
    if (!allowed)
        QVERIFY2(entry->reason.contains(reason) || !target.isEmpty(), qPrintable(entry->reason));

    QVariantMap before;
    for (auto it = after.begin(); it != after.end(); ++it)
        before.insert(it.key(), fieldOf(session, owner(it.key()), field(it.key())));
    const qsizetype entries = session.battle()->journal().size();
    if (!allowed) {
        // Refused with the reason, nothing journaled; the umpire allows it with a reason.
        QVERIFY(!sheet.giveOrder(order, answers, target));
        QVERIFY2(session.error().contains(reason), qPrintable(session.error()));
        QCOMPARE(session.battle()->journal().size(), entries);
        QVERIFY2(sheet.giveOrder(order, answers, target, QStringLiteral("the umpire's ruling")),
                 qPrintable(session.error()));
        const QString summary = session.battle()->journal().last().summary;
        QVERIFY2(summary.contains(u"allowed by the umpire (the umpire's ruling)"), qPrintable(summary));
        QVERIFY2(summary.contains(reason), qPrintable(summary));
    } else {
        QVERIFY2(sheet.giveOrder(order, answers, target), qPrintable(session.error()));
        QVERIFY(!session.battle()->journal().last().summary.contains(u"umpire"));
    }
    QCOMPARE(session.battle()->journal().size(), entries + 1); // one entry
    QVERIFY2(session.battle()->journal().last().summary.contains(entry->name),
             qPrintable(session.battle()->journal().last().summary));
    for (auto it = after.begin(); it != after.end(); ++it)
        QVERIFY2(
            fieldOf(session, owner(it.key()), field(it.key())) == it.value(),
            qPrintable(it.key() + u" = " + fieldOf(session, owner(it.key()), field(it.key())).toString()));

    // Undone like anything else: every field as it was.
    QVERIFY(session.undo());
    for (auto it = before.begin(); it != before.end(); ++it)
        QCOMPARE(fieldOf(session, owner(it.key()), field(it.key())), it.value());
    const auto check = session.battle()->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

// A question answered no can make the rules forbid an order a yes allows: the list offers it,
// the panel says why with the answers given.
void TestUnitSheetOrders::anAnswerDecidesWhetherTheRulesAllowIt()
{
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/chosen-men-demo.json")));
    QVERIFY(session.setFigureField(QStringLiteral("voltigeurs-2"), QStringLiteral("leader"),
                                   QStringLiteral("down"), true));
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(QStringLiteral("voltigeurs-2"));
    const std::optional<OrderChoice> entry = findOrder(sheet, QStringLiteral("field-promotion"));
    QVERIFY(entry);
    QVERIFY(entry->allowed);
    QCOMPARE(entry->questions.size(), 1);
    QCOMPARE(entry->questions.first().question, u"officer-near");
    QVERIFY(!entry->questions.first().name.isEmpty());
    QVERIFY(sheet.orderRefusal(QStringLiteral("field-promotion"), {}).contains(u"officer within 2\""));
    QVERIFY(
        sheet.orderRefusal(QStringLiteral("field-promotion"), {QStringLiteral("officer-near")}).isEmpty());
    QVERIFY(!sheet.giveOrder(QStringLiteral("field-promotion"), {}));
    QVERIFY(sheet.giveOrder(QStringLiteral("field-promotion"), {QStringLiteral("officer-near")}));
    const QString summary = session.battle()->journal().last().summary;
    QVERIFY2(summary.contains(u"yes"), qPrintable(summary));
    // Once given, the squad has its leader again: the order is offered no more.
    QVERIFY(!findOrder(sheet, QStringLiteral("field-promotion")));
    QVERIFY(session.undo());
    QVERIFY(findOrder(sheet, QStringLiteral("field-promotion")));
}

// An order given to another unit: its own side's units come first, the enemy's after, named by side;
// a target for which the rules forbid it says so.
void TestUnitSheetOrders::ordersAreGivenToUnitsOfTheSideFirst()
{
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/chosen-men-demo.json")));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("capt-ward"),
                                          QStringLiteral("officer-treats")));
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(QStringLiteral("capt-ward"));
    const QList<UnitChoice> targets = sheet.orderTargets()->rows<UnitChoice>();
    QVERIFY(targets.size() >= 8);
    QCOMPARE(targets.first().unitId, u"riflemen-1");
    QCOMPARE(targets.last().unitId, u"dragoons");
    QVERIFY(targets.last().name.contains(u'('));
    for (const UnitChoice &t : targets)
        QVERIFY(t.unitId != u"capt-ward");
    // No squad has a wound yet: whoever it is given to, the rules forbid it (greyed, with why).
    const std::optional<OrderChoice> entry = findOrder(sheet, QStringLiteral("officer-treats"));
    QVERIFY(entry);
    QVERIFY(entry->takesTarget);
    QVERIFY(!entry->allowed);
    QVERIFY(entry->reason.contains(u"no wound"));
    QVERIFY(!sheet.orderRefusal(QStringLiteral("officer-treats"), {}).isEmpty()); // no unit chosen
    // One squad wounded: allowed for it, not for another.
    QVERIFY(session.setFigureField(QStringLiteral("redcoats"), QStringLiteral("ranker-1"),
                                   QStringLiteral("minor"), 1));
    QVERIFY(findOrder(sheet, QStringLiteral("officer-treats")));
    QVERIFY(findOrder(sheet, QStringLiteral("officer-treats"))->allowed);
    QVERIFY(sheet.orderRefusal(QStringLiteral("officer-treats"), {}, QStringLiteral("redcoats")).isEmpty());
    QVERIFY(sheet.orderRefusal(QStringLiteral("officer-treats"), {}, QStringLiteral("fusiliers"))
                .contains(u"no wound"));
    // Orders that take no target are given to no other unit.
    sheet.setUnitId(QStringLiteral("redcoats"));
    QVERIFY(!findOrder(sheet, QStringLiteral("heal")).value_or(OrderChoice{}).takesTarget);
}

// A test the rules forbid here: greyed on the sheet with the reason; the test sheet says why and
// is not ready until the umpire allows it with a reason, which the journal keeps.
void TestUnitSheetOrders::aRefusedTestIsAllowedByTheUmpire()
{
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/kgcwo-demo.json")));
    QVERIFY(
        session.setField(QStringLiteral("ross"), QStringLiteral("formation"), QStringLiteral("limbered")));
    UnitSheet unitSheet;
    unitSheet.setSession(&session);
    unitSheet.setUnitId(QStringLiteral("ross"));
    std::optional<TestChoice> fire;
    for (const TestChoice &a : unitSheet.actionRows())
        if (a.test == u"fire")
            fire = a;
    QVERIFY(fire);
    QVERIFY(!fire->allowed);
    QVERIFY(fire->reason.contains(u"limbered"));
    // An unlimbered battery's fire is allowed, once its card has come up.
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("lenoir"), QStringLiteral("fire")));
    unitSheet.setUnitId(QStringLiteral("lenoir"));
    for (const TestChoice &a : unitSheet.actionRows())
        if (a.test == u"fire")
            QVERIFY(a.allowed);

    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setTestId(QStringLiteral("fire"));
    sheet.setActorId(QStringLiteral("ross"));
    sheet.setTargetId(QStringLiteral("45e-1"));
    sheet.setInput(QStringLiteral("distance"), 20);
    QVERIFY2(sheet.refusal().contains(u"limbered"), qPrintable(sheet.refusal()));
    QVERIFY(!sheet.ready());
    QVERIFY(!sheet.allowAnyway(QStringLiteral("  ")));
    QVERIFY(!sheet.error().isEmpty());
    QVERIFY(!sheet.ready());
    QVERIFY(sheet.allowAnyway(QStringLiteral("it unlimbered before the move")));
    QCOMPARE(sheet.overrideReason(), u"it unlimbered before the move");
    QVERIFY(sheet.ready());
    const qsizetype entries = session.battle()->journal().size();
    sheet.roll();
    QVERIFY(sheet.complete());
    QVERIFY2(sheet.apply(), qPrintable(sheet.error()));
    QCOMPARE(session.battle()->journal().size(), entries + 1);
    const QString summary = session.battle()->journal().last().summary;
    QVERIFY2(summary.contains(u"allowed by the umpire (it unlimbered before the move)"), qPrintable(summary));
    QVERIFY2(summary.contains(u"limbered"), qPrintable(summary));
    // Another unit's test: the umpire's reason does not carry over.
    sheet.setActorId(QStringLiteral("lenoir"));
    QVERIFY(sheet.overrideReason().isEmpty());
    QVERIFY(sheet.refusal().isEmpty());
    QVERIFY(session.undo());
}

// Issue 18: once a test is applied, its sheet offers the re-roll the rules give (Chosen Men's
// officer spending his bonus) right there: the first roll is undone, the new dice go in and are
// journaled as the re-roll, paid from his bonus; a spent bonus greys it with the reason.
void TestUnitSheetOrders::theTestSheetOffersTheOfficersReroll_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QVariantMap>("fields"); // "unit.field": set first, as the umpire would
    QTest::addColumn<int>("first"); // the face rolled first
    QTest::addColumn<QString>("by"); // the officer offering his re-roll; empty: none offered
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("again"); // the face rolled again
    QTest::addColumn<QVariantMap>("after"); // "unit.field" once rolled again

    QTest::newRow("chosen men redcoats' morale, Captain Ward's bonus")
        << "chosen-men"
        << "redcoats"
        << "morale" << QVariantMap{} << 10 << "capt-ward" << true << "" << 2
        << QVariantMap{{"redcoats.status", "steady"}, {"capt-ward.bonus-spent", 1}};
    QTest::newRow("chosen men voltigeurs' morale, Lieutenant Morel's bonus")
        << "chosen-men"
        << "voltigeurs-1"
        << "morale" << QVariantMap{} << 10 << "lt-morel" << true << "" << 1
        << QVariantMap{{"voltigeurs-1.status", "steady"}, {"lt-morel.bonus-spent", 1}};
    QTest::newRow("chosen men bonus spent: greyed with the reason")
        << "chosen-men"
        << "riflemen-1"
        << "morale" << QVariantMap{{"capt-ward.bonus-spent", 2}} << 10 << "capt-ward" << false << "spent" << 0
        << QVariantMap{};
    QTest::newRow("kgcwo has no re-roll")
        << "kgcwo"
        << "88th"
        << "form-square" << QVariantMap{} << 1 << "" << false << "" << 0 << QVariantMap{};
}

void TestUnitSheetOrders::theTestSheetOffersTheOfficersReroll()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QString, test);
    QFETCH(QVariantMap, fields);
    QFETCH(int, first);
    QFETCH(QString, by);
    QFETCH(bool, allowed);
    QFETCH(QString, reason);
    QFETCH(int, again);
    QFETCH(QVariantMap, after);

    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/"_qs + scenario + u"-demo.json"_qs));
    for (auto it = fields.begin(); it != fields.end(); ++it)
        QVERIFY2(session.setField(it.key().section(u'.', 0, 0), it.key().section(u'.', 1), it.value(),
                                  QStringLiteral("set up")),
                 qPrintable(session.error()));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setTestId(test);
    sheet.setActorId(unit);
    QVERIFY(sheet.rerollRows().isEmpty()); // nothing to roll again before it is applied
    QVERIFY2(sheet.ready(), qPrintable(sheet.problems().join(u"; ") + sheet.refusal()));
    while (sheet.waiting())
        QVERIFY2(sheet.enterFace(first), qPrintable(sheet.error()));
    QVERIFY(sheet.complete());
    QVERIFY2(sheet.apply(), qPrintable(sheet.error()));
    const int firstSeq = session.battle()->journal().last().seq;
    const QList<RerollOffer> offers = sheet.rerollRows();
    if (by.isEmpty()) {
        QVERIFY(offers.isEmpty());
        QVERIFY(!sheet.reroll(QStringLiteral("officer-reroll"), QStringLiteral("capt-ward")));
        return;
    }
    QCOMPARE(offers.size(), 1); // his side's officer only
    const RerollOffer offer = offers.first();
    QCOMPARE(offer.by, by);
    QCOMPARE(offer.allowed, allowed);
    QVERIFY(offer.name.contains(session.unitName(by)));
    QVERIFY2(offer.reason.contains(reason), qPrintable(offer.reason));
    const QString order = offer.order;
    const qsizetype entries = session.battle()->journal().size();
    if (!allowed) {
        QVERIFY(!sheet.reroll(order, by));
        QVERIFY2(sheet.error().contains(reason), qPrintable(sheet.error()));
        QVERIFY(sheet.applied()); // the first roll stands
        QCOMPARE(session.battle()->journal().size(), entries);
        QVERIFY(!session.battle()->journal().last().undone);
        return;
    }
    QVERIFY2(sheet.reroll(order, by), qPrintable(sheet.error()));
    QVERIFY(!sheet.applied());
    QVERIFY(session.battle()->journal().last().undone); // the first roll, undone
    QVERIFY(sheet.faces().isEmpty()); // the new dice go in
    QVERIFY(sheet.rerollText().contains(session.unitName(by)));
    QVERIFY(sheet.enterFace(again));
    QVERIFY2(sheet.apply(), qPrintable(sheet.error()));
    QVERIFY(sheet.rerollText().isEmpty());
    const adjutant::battle::JournalEntry &last = session.battle()->journal().last();
    QVERIFY2(last.summary.contains(u"Rolled again (entry %1)"_qs.arg(firstSeq)), qPrintable(last.summary));
    const auto *resolve = std::get_if<adjutant::battle::action::Resolve>(&last.action);
    QVERIFY(resolve && resolve->reroll);
    QCOMPARE(resolve->reroll->by, by);
    QCOMPARE(resolve->reroll->of, firstSeq);
    for (auto it = after.begin(); it != after.end(); ++it)
        QCOMPARE(fieldOf(session, it.key().section(u'.', 0, 0), it.key().section(u'.', 1)).toString(),
                 it.value().toString());
    const auto check = session.battle()->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    // The new roll stands: it is offered no re-roll of its own.
    QVERIFY(sheet.applied());
    QVERIFY(sheet.rerollRows().isEmpty());
    // Nor is a test once something else was played after it.
    sheet.setActorId(by == u"capt-ward" ? QStringLiteral("riflemen-2") : QStringLiteral("fusiliers"));
    QVERIFY(sheet.enterFace(first));
    QVERIFY2(sheet.apply(), qPrintable(sheet.error()));
    QCOMPARE(sheet.rerollRows().size(), 1);
    QVERIFY2(session.draw(), qPrintable(session.error()));
    QVERIFY(sheet.rerollRows().isEmpty());
}

void TestUnitSheetOrders::umpireModeIsKept()
{
    {
        Preferences p;
        p.setUmpireMode(false);
        QVERIFY(!p.umpireMode()); // off unless the umpire says
        p.setUmpireMode(true);
    }
    Preferences again;
    QVERIFY(again.umpireMode());
    again.setUmpireMode(false);
}

QTEST_GUILESS_MAIN(TestUnitSheetOrders)
#include "tst_unitsheetorders.moc"
