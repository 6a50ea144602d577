// KGCWO's Fortune/Calamity results, played to the book: every fate rolled waits for the next unit
// activated that it is for, however many wait; a card or the test of the same name sends it the
// same way; where cards go to commanders, a commander's card brings his units' fates; a fate no
// unit could take, or one the turn ends on under the option, lapses with a word in the journal;
// and what the fate tables do is done (grades, timed states, a random unit, leaving the field).
// Every battle here must replay to the same states.
#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/statejson.h"
#include "battle/waitingfates.h"
#include "learn/why.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;
using Options = QHash<QString, QString>;

namespace {

std::unique_ptr<Battle> demo(const QHash<QString, QString> &options = {}, quint64 seed = 11)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/kgcwo-demo.json"_qs);
    Q_ASSERT(sc.ok());
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, options, seed);
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

// The card of a unit or commander (or a special card, unit empty) brought to the top of the pile.
QString bring(Battle &b, const QString &card, const QString &unit)
{
    QList<DeckCard> pile = b.state().drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(),
                                 [&](const DeckCard &c) { return c.card == card && c.unit == unit; });
    if (it == pile.end())
        return u"no card "_qs + card + u' ' + unit;
    const DeckCard wanted = *it;
    pile.erase(it);
    pile.prepend(wanted);
    const QJsonObject reorder{{QStringLiteral("kind"), QStringLiteral("reorder")},
                              {QStringLiteral("cards"), StateJson::cardsToJson(pile)}};
    return apply(b, QString::fromUtf8(QJsonDocument(reorder).toJson(QJsonDocument::Compact)));
}

// One step of a script, played on the battle:
//   "fortune [7,2,6]"  the Fortune/Calamity card drawn, with the faces of its rolls
//   "draw 88th"        that unit's (or commander's) card drawn; "draw 88th [2]" with fate faces
//   "test [6,1,5,6,2]" the Fortune or Calamity test taken from a unit's sheet (by the 52nd)
//   "end-turn"         the umpire ends the turn
//   anything else      an action as JSON
QString play(Battle &b, const QString &step, QStringList *notes)
{
    const QString verb = step.section(u' ', 0, 0);
    const QString rest = step.section(u' ', 1);
    QString error;
    if (verb == u"fortune") {
        error = bring(b, u"fortune-calamity"_qs, QString());
        if (error.isEmpty())
            error = apply(b, u"{\"kind\":\"draw\",\"fate\":"_qs + rest + u'}');
    } else if (verb == u"draw") {
        const QString unit = rest.section(u' ', 0, 0);
        const QString faces = rest.section(u' ', 1);
        error = bring(b, b.scenario().unit(unit)->isCommander ? u"commander"_qs : u"unit"_qs, unit);
        if (error.isEmpty())
            error = apply(b,
                          faces.isEmpty() ? u"{\"kind\":\"draw\"}"_qs
                                          : u"{\"kind\":\"draw\",\"fate\":"_qs + faces + u'}');
    } else if (verb == u"test") {
        error
            = apply(b,
                    u"{\"kind\":\"resolve\",\"test\":\"fortune-or-calamity\",\"actor\":\"52nd\",\"faces\":"_qs
                        + rest + u'}');
    } else if (verb == u"end-turn") {
        error = apply(b, u"{\"kind\":\"end-turn\"}"_qs);
    } else {
        error = apply(b, step);
    }
    if (notes)
        *notes += b.state().notes;
    return error;
}

QString set(const QString &unit, const QString &field, const QString &value)
{
    return QStringLiteral(R"({"kind":"set","unit":"%1","field":"%2","value":%3})").arg(unit, field, value);
}

// A unit's field as it stands ("removed", "commander" and "chief" are its place in the battle).
QString valueOf(const Battle &b, const QString &unit, const QString &field)
{
    const adjutant::rules::UnitState u = b.state().units.value(unit);
    if (field == u"removed")
        return u.removed ? u"true"_qs : u"false"_qs;
    if (field == u"chief")
        return u.chief ? u"true"_qs : u"false"_qs;
    if (field == u"commander")
        return b.placed(unit) ? b.placed(unit)->commander : QString();
    const QVariant v
        = u.fields.contains(field) ? u.fields.value(field) : b.ruleset().field(field)->defaultValue;
    return v.typeId() == QMetaType::Bool ? (v.toBool() ? u"true"_qs : u"false"_qs) : v.toString();
}

void replaysTheSame(const Battle &b)
{
    const Battle::ReplayCheck check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b.stateHash());
}

} // namespace

class TestWaitingFates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fatesPlay_data();
    void fatesPlay();
    void noFateIsLostOverManyDraws_data();
    void noFateIsLostOverManyDraws();
    void whySaysWhereEachFateWent_data();
    void whySaysWhereEachFateWent();
    void aSpyPutsTheNextSixCardsInOrder_data();
    void aSpyPutsTheNextSixCardsInOrder();
    void aFateSaysWhoRolledIt_data();
    void aFateSaysWhoRolledIt();
    void aPoorSuperiorsCardNoLongerActivatesHim_data();
    void aPoorSuperiorsCardNoLongerActivatesHim();
    void aCommandersCardReachesOnlyWithinHisRadius_data();
    void aCommandersCardReachesOnlyWithinHisRadius();
    void anEvaderIsOfferedItsRunWhenItsCardComes_data();
    void anEvaderIsOfferedItsRunWhenItsCardComes();
};

void TestWaitingFates::fatesPlay_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("checks"); // "unit.field=value" once the steps are played
    QTest::addColumn<int>("waiting"); // fates still waiting
    QTest::addColumn<QString>("said"); // a note the steps left, or nothing

    const QHash<QString, QString> byUnit;
    const QHash<QString, QString> byCommander{{u"cardScale"_qs, u"commander"_qs}};

    // The book: a fate goes to the next unit activated (of its kind); a second fate rolled
    // before the first has landed must not overwrite it. 26 is a brigadier's, 36 a foot unit's.
    QTest::newRow("second-fate-waits-behind-the-first")
        << byUnit << QStringList{u"fortune [7,2,6]"_qs, u"test [9,3,6]"_qs}
        << QStringList{u"88th.removed=false"_qs, u"thornby.removed=false"_qs} << 2
        << u"wait now, each for the unit it is for"_qs;
    QTest::newRow("both-fates-land-each-on-its-own")
        << byUnit
        << QStringList{u"fortune [7,2,6]"_qs, u"test [9,3,6]"_qs, u"draw 88th"_qs, u"draw thornby"_qs}
        << QStringList{u"88th.removed=true"_qs, u"thornby.removed=true"_qs, u"52nd.commander=hale"_qs} << 0
        << u"Fate for Colonel Thornby"_qs;
    QTest::newRow("two-horse-fates-both-land-on-the-next-horse")
        << byUnit << QStringList{u"fortune [3,4,2]"_qs, u"test [8,4,3]"_qs, u"draw 14th-ld"_qs}
        << QStringList{u"14th-ld.move-bonus=2"_qs, u"14th-ld.missed-turns=1"_qs} << 0 << QString();
    QTest::newRow("chief-fate-waits-while-a-foot-fate-lands")
        << byUnit << QStringList{u"fortune [6,1,4]"_qs, u"test [2,3,4]"_qs, u"draw 88th"_qs}
        << QStringList{u"88th.fire=D"_qs, u"hale.missed-turns=0"_qs} << 1 << QString();
    // Cards for commanders: his card activates the units under him, and a fate for one of their
    // kind lands on one of them (a die when there are several).
    QTest::newRow("commander-scale-horse-fate-lands-on-his-horse")
        << byCommander << QStringList{u"fortune [3,4,2]"_qs, u"draw thornby"_qs}
        << QStringList{u"14th-ld.move-bonus=2"_qs} << 0 << u"Fate for 14th Light Dragoons"_qs;
    QTest::newRow("commander-scale-foot-fate-drawn-among-his-foot")
        << byCommander << QStringList{u"fortune [2,3,4]"_qs, u"draw thornby [2]"_qs}
        << QStringList{u"88th.fire=D"_qs, u"52nd.fire=B"_qs} << 0 << u"drawn at random for the fate"_qs;
    QTest::newRow("commander-scale-his-card-counts-off-a-missed-turn")
        << byCommander << QStringList{set(u"88th"_qs, u"missed-turns"_qs, u"1"_qs), u"draw thornby"_qs}
        << QStringList{u"88th.missed-turns=0"_qs, u"88th.activated=true"_qs} << 0
        << u"misses this activation"_qs;
    QTest::newRow("commander-scale-a-commander-who-misses-his-turn-brings-none")
        << byCommander
        << QStringList{set(u"thornby"_qs, u"missed-turns"_qs, u"1"_qs),
                       set(u"88th"_qs, u"missed-turns"_qs, u"1"_qs), u"fortune [3,4,2]"_qs,
                       u"draw thornby"_qs}
        << QStringList{u"thornby.missed-turns=0"_qs, u"88th.missed-turns=1"_qs, u"14th-ld.move-bonus=0"_qs}
        << 1 << QString();
    QTest::newRow("commander-scale-fate-lands-with-the-next-commander-of-foot")
        << byCommander << QStringList{u"fortune [2,3,4]"_qs, u"draw duval [1]"_qs}
        << QStringList{u"45e-1.fire=D"_qs, u"52nd.fire=B"_qs, u"88th.fire=C"_qs} << 0 << QString();
    // (Only one Fortune/Calamity card is dealt a turn: a second fate in a turn is taken as the test.)
    // Taken as a test from a unit's sheet, the fate goes the card's way: a commander killed (15,
    // then 6) misses the D3's turns, not the D6's face, and only once he is activated.
    QTest::newRow("test-path-chief-killed-misses-d3-turns")
        << byUnit << QStringList{u"test [6,1,5,6,2]"_qs}
        << QStringList{u"52nd.missed-turns=0"_qs, u"hale.missed-turns=0"_qs} << 1 << u"it waits for"_qs;
    QTest::newRow("test-path-chief-killed-lands-on-him")
        << byUnit << QStringList{u"test [6,1,5,6,2]"_qs, u"draw hale"_qs}
        << QStringList{u"hale.missed-turns=2"_qs, u"52nd.missed-turns=0"_qs} << 0 << QString();
    QTest::newRow("test-path-brigadier-killed-misses-d3-turns")
        << byUnit << QStringList{u"test [6,2,5,6,3]"_qs, u"draw duval"_qs}
        << QStringList{u"duval.missed-turns=3"_qs} << 0 << QString();
    QTest::newRow("test-path-battlefield-holds-at-once")
        << byUnit << QStringList{u"test [1,6,1]"_qs}
        << QStringList{u"45e-1.downpour=true"_qs, u"52nd.downpour=true"_qs} << 0 << u"Downpour"_qs;
    // Lapses, said in the journal.
    QTest::newRow("no-guns-left-for-a-gun-fate")
        << byUnit
        << QStringList{set(u"ross"_qs, u"removed"_qs, u"true"_qs),
                       set(u"lenoir"_qs, u"removed"_qs, u"true"_qs), u"fortune [2,5,5]"_qs}
        << QStringList() << 0 << u"no unit or commander in play is one it is for"_qs;
    QTest::newRow("fate-waits-across-the-turn-by-default")
        << byUnit << QStringList{u"fortune [2,3,4]"_qs, u"end-turn"_qs} << QStringList() << 1 << QString();
    QTest::newRow("fate-taken-the-next-turn")
        << byUnit << QStringList{u"fortune [2,3,4]"_qs, u"end-turn"_qs, u"draw 88th"_qs}
        << QStringList{u"88th.fire=D"_qs} << 0 << QString();
    QTest::newRow("fate-lapses-with-the-turn-by-option")
        << QHash<QString, QString>{{u"fate-lapse"_qs, u"end-of-turn"_qs}}
        << QStringList{u"fortune [2,3,4]"_qs, u"end-turn"_qs, u"draw 88th"_qs}
        << QStringList{u"88th.fire=C"_qs} << 0 << u"the turn ended before a unit it is for was activated"_qs;
    // What the fate tables do.
    QTest::newRow("11-clear-head-chief-up-a-grade")
        << byUnit << QStringList{u"fortune [1,1,1]"_qs, u"draw marceau"_qs}
        << QStringList{u"marceau.leader-rating=exceptional"_qs} << 0 << QString();
    QTest::newRow("21-finding-his-feet-brigadier-up-a-grade")
        << byUnit << QStringList{u"fortune [1,2,1]"_qs, u"draw thornby"_qs}
        << QStringList{u"thornby.leader-rating=exceptional"_qs} << 0 << QString();
    QTest::newRow("12-stirring-words-until-the-turn-ends")
        << byUnit << QStringList{u"fortune [1,1,2]"_qs, u"draw marceau"_qs}
        << QStringList{u"45e-1.stirred=true"_qs, u"lenoir.stirred=true"_qs, u"duval.stirred=false"_qs,
                       u"52nd.stirred=false"_qs}
        << 0 << QString();
    QTest::newRow("12-stirring-words-over-at-the-end-of-the-turn")
        << byUnit << QStringList{u"fortune [1,1,2]"_qs, u"draw marceau"_qs, u"end-turn"_qs}
        << QStringList{u"45e-1.stirred=false"_qs} << 0 << QString();
    QTest::newRow("16-close-call-chief-leaves")
        << byUnit << QStringList{u"fortune [6,1,6]"_qs, u"draw marceau"_qs}
        << QStringList{u"marceau.removed=true"_qs, u"duval.chief=true"_qs} << 0 << u"leaves the field"_qs;
    QTest::newRow("22-rallying-cry-rallies-his-units")
        << byUnit
        << QStringList{set(u"45e-2"_qs, u"morale-state"_qs, u"\"shaken\""_qs),
                       set(u"45e-2"_qs, u"evading"_qs, u"true"_qs),
                       set(u"45e-1"_qs, u"morale-state"_qs, u"\"routed\""_qs), u"fortune [1,2,2]"_qs,
                       u"draw duval"_qs}
        << QStringList{u"45e-2.morale-state=normal"_qs, u"45e-2.evading=false"_qs,
                       u"45e-1.morale-state=shaken"_qs}
        << 0 << QString();
    QTest::newRow("26-losing-heart-units-owe-and-pass-up")
        << byUnit << QStringList{u"fortune [7,2,6]"_qs, u"draw thornby"_qs}
        << QStringList{u"thornby.removed=true"_qs, u"88th.commander=hale"_qs, u"14th-ld.commander=hale"_qs}
        << 0 << u"owes Stay or follow him off"_qs;
    QTest::newRow("26-what-is-owed-lapses-with-the-turn") // taken first, or not at all
        << byUnit << QStringList{u"fortune [7,2,6]"_qs, u"draw thornby"_qs, u"end-turn"_qs}
        << QStringList{u"thornby.removed=true"_qs} << 0 << u"lapsed: "_qs;
    QTest::newRow("31-fired-up-strikes-a-foot-unit-drawn-at-random")
        << byUnit << QStringList{u"fortune [1,3,1]"_qs, u"draw 88th [3]"_qs}
        << QStringList{u"52nd-lights.fired-up=true"_qs, u"88th.fired-up=false"_qs} << 0
        << u"drawn at random"_qs;
    QTest::newRow("31-fired-up-raises-the-rating-chosen")
        << byUnit
        << QStringList{u"fortune [1,3,1]"_qs, u"draw 88th [2]"_qs,
                       u"{\"kind\":\"order\",\"order\":\"raise-rating\",\"unit\":\"88th\",\"answers\":[\"melee\"]}"_qs}
        << QStringList{u"88th.melee=A"_qs, u"88th.fired-up=false"_qs} << 0 << QString();
    QTest::newRow("51-master-gunner-the-only-battery")
        << byUnit << QStringList{u"fortune [1,5,1]"_qs, u"draw ross"_qs} << QStringList{u"ross.fire=A"_qs}
        << 0 << u"the only unit under the same commander"_qs;
    QTest::newRow("52-spare-rounds-this-turn")
        << byUnit << QStringList{u"fortune [1,5,2]"_qs, u"draw lenoir"_qs}
        << QStringList{u"lenoir.spare-rounds=true"_qs} << 0 << QString();
    QTest::newRow("61-downpour-holds-at-once")
        << byUnit << QStringList{u"fortune [1,6,1]"_qs} << QStringList{u"88th.downpour=true"_qs} << 0
        << u"Downpour"_qs;
    QTest::newRow("63-mud-shortens-every-move-this-turn")
        << byUnit << QStringList{u"fortune [1,6,3]"_qs}
        << QStringList{u"88th.move-bonus=-2"_qs, u"88th.mud=2"_qs, u"hale.move-bonus=-2"_qs} << 0
        << u"Mud"_qs;
    QTest::newRow("66-a-fire-burns-the-d6-s-turns")
        << byUnit << QStringList{u"fortune [1,6,6,4]"_qs}
        << QStringList{u"88th.town-burning=4"_qs, u"45e-1.town-burning=4"_qs} << 0 << u"ablaze"_qs;
    QTest::newRow("66-the-fire-burns-down-a-turn-at-a-time")
        << byUnit << QStringList{u"fortune [1,6,6,2]"_qs, u"end-turn"_qs}
        << QStringList{u"88th.town-burning=1"_qs} << 0 << u"burns a turn less"_qs;
    QTest::newRow("66-the-fire-is-out")
        << byUnit << QStringList{u"fortune [1,6,6,1]"_qs, u"end-turn"_qs, u"end-turn"_qs}
        << QStringList{u"88th.town-burning=0"_qs} << 0 << QString();
    QTest::newRow("24-trusting-his-own-judgement")
        << byUnit << QStringList{u"fortune [7,2,4]"_qs, u"draw thornby"_qs}
        << QStringList{u"thornby.ignores-poor-superior=true"_qs, u"duval.ignores-poor-superior=false"_qs} << 0
        << QString();
    QTest::newRow("65-a-spy-may-put-the-next-six-cards-in-order")
        << byUnit << QStringList{u"fortune [1,6,5,4]"_qs} << QStringList() << 0 << u"the next 6 card"_qs;
    // 13: the chief's staff carries his orders: his units count as in command until the turn ends.
    QTest::newRow("13-staff-work-on-the-chief-s-units")
        << byUnit << QStringList{u"fortune [1,1,3]"_qs, u"draw hale"_qs}
        << QStringList{u"52nd.staff-work=true"_qs, u"14th-ld.staff-work=true"_qs,
                       u"thornby.staff-work=false"_qs, u"45e-1.staff-work=false"_qs}
        << 0 << u"1/52nd Foot: now Staff work"_qs;
    QTest::newRow("13-staff-work-for-one-unit-the-players-mark")
        << Options{{u"staff-work-reach"_qs, u"one-unit"_qs}}
        << QStringList{u"fortune [1,1,3]"_qs, u"draw hale"_qs}
        << QStringList{u"52nd.staff-work=false"_qs, u"14th-ld.staff-work=false"_qs} << 0
        << u"mark the one unit he orders beyond his command radius"_qs;
    QTest::newRow("13-staff-work-ends-with-the-turn")
        << byUnit << QStringList{u"fortune [1,1,3]"_qs, u"draw hale"_qs, u"end-turn"_qs}
        << QStringList{u"52nd.staff-work=false"_qs} << 0 << QString();
    // 44: the horsemen are out of hand until they have charged (tst_actioneconomy plays it).
    QTest::newRow("44-out-of-hand") << byUnit << QStringList{u"fortune [1,4,4]"_qs, u"draw 14th-ld"_qs}
                                    << QStringList{u"14th-ld.out-of-hand=true"_qs} << 0
                                    << u"14th Light Dragoons: now Out of hand"_qs;
    // 53: the battery owes a shot at a friend, taken before anything of its own.
    QTest::newRow("53-wrong-target-owes-a-shot")
        << byUnit << QStringList{u"fortune [1,5,3]"_qs, u"draw ross"_qs} << QStringList() << 0
        << u"Ross's battery owes Fire"_qs;
    // 62: the ford waits for a commander to find it; then every unit may use it.
    QTest::newRow("62-the-ford-waits-for-a-commander")
        << byUnit << QStringList{u"fortune [1,6,2]"_qs, u"draw 88th"_qs} << QStringList{u"88th.ford=false"_qs}
        << 1 << u"waits for the next unit activated"_qs;
    QTest::newRow("62-a-commander-finds-the-ford")
        << byUnit << QStringList{u"fortune [1,6,2]"_qs, u"draw duval"_qs}
        << QStringList{u"88th.ford=true"_qs, u"45e-1.ford=true"_qs} << 0 << u"A ford is found"_qs;
    // 64: a Spanish brigade joins the side the D6 names, as many units as the D3.
    QTest::newRow("64-irregulars-join-the-french")
        << byUnit << QStringList{u"fortune [1,6,4,2,3]"_qs}
        << QStringList{u"spanish-1-commander.commander=marceau"_qs,
                       u"spanish-1-3.commander=spanish-1-commander"_qs, u"spanish-1-3.fire=E"_qs,
                       u"spanish-1-3.morale=D"_qs, u"spanish-1-3.nationality=spanish"_qs}
        << 0 << u"Spanish irregulars 3 joins French"_qs;
    QTest::newRow("64-irregulars-join-the-british")
        << byUnit << QStringList{u"fortune [1,6,4,5,1]"_qs}
        << QStringList{u"spanish-1-commander.commander=hale"_qs, u"spanish-1-1.melee=D"_qs,
                       u"spanish-1-1.smoothbore=true"_qs}
        << 0 << u"Spanish irregulars 1 joins British"_qs;
    QTest::newRow("63-mud-dries-with-the-turn")
        << byUnit
        << QStringList{u"fortune [3,4,2]"_qs, u"draw 14th-ld"_qs, u"test [1,6,3]"_qs, u"end-turn"_qs}
        << QStringList{u"14th-ld.move-bonus=2"_qs, u"88th.move-bonus=0"_qs, u"88th.mud=0"_qs} << 0
        << u"the mud dries"_qs;
}

void TestWaitingFates::fatesPlay()
{
    QFETCH(Options, options);
    QFETCH(QStringList, steps);
    QFETCH(QStringList, checks);
    QFETCH(int, waiting);
    QFETCH(QString, said);
    auto b = demo(options);
    QStringList notes;
    for (const QString &step : steps)
        QCOMPARE(play(*b, step, &notes), QString());
    for (const QString &check : checks) {
        const QString unit = check.section(u'.', 0, 0);
        const QString field = check.section(u'.', 1).section(u'=', 0, 0);
        QCOMPARE(unit + u'.' + field + u'=' + valueOf(*b, unit, field), check);
    }
    QCOMPARE(b->state().fates.size(), waiting);
    if (!said.isEmpty())
        QVERIFY2(std::any_of(notes.begin(), notes.end(), [&](const QString &n) { return n.contains(said); }),
                 qPrintable(notes.join(u'\n')));
    replaysTheSame(*b);
}

void TestWaitingFates::noFateIsLostOverManyDraws_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<quint64>("seed");
    // A fate that must land somewhere in these draws ("a unit": some fate on a unit, no commander).
    QTest::addColumn<QString>("lands");

    // Seed 11: the brigadier's fate (26) rolled at draw 37 used to be written over at draw 42 by a
    // foot fate, and his card at draw 47 brought him nothing.
    QTest::newRow("seed-11-by-unit") << QHash<QString, QString>() << quint64(11)
                                     << u"Fate for Colonel Thornby: 7 Calamity"_qs;
    // Cards for commanders: a fate for horse or foot used never to land, no unit having a card.
    QTest::newRow("seed-11-by-commander")
        << QHash<QString, QString>{{u"cardScale"_qs, u"commander"_qs}} << quint64(11) << u"a unit"_qs;
    QTest::newRow("seed-5-by-commander")
        << QHash<QString, QString>{{u"cardScale"_qs, u"commander"_qs}} << quint64(5) << u"a unit"_qs;
    QTest::newRow("seed-23-fates-last-a-turn")
        << QHash<QString, QString>{{u"fate-lapse"_qs, u"end-of-turn"_qs}} << quint64(23) << QString();
}

// Every fate rolled is applied, still waiting, or said to lapse: none goes without a word.
void TestWaitingFates::noFateIsLostOverManyDraws()
{
    QFETCH(Options, options);
    QFETCH(quint64, seed);
    QFETCH(QString, lands);
    auto b = demo(options, seed);
    int rolled = 0;
    int landed = 0;
    int lapsed = 0;
    bool found = lands.isEmpty();
    for (int i = 0; i < 60; ++i) {
        QCOMPARE(apply(*b, u"{\"kind\":\"draw\"}"_qs), QString());
        for (const QString &n : b->state().notes) {
            rolled += n.contains(u"it waits for the next unit activated"_qs) ? 1 : 0;
            landed += n.startsWith(u"Fate for "_qs) ? 1 : 0;
            lapsed += n.startsWith(u"The fate "_qs) && n.contains(u" lapses: "_qs) ? 1 : 0;
            found = found || n.startsWith(lands);
            if (lands == u"a unit" && n.startsWith(u"Fate for "_qs))
                for (const ScenarioUnit &su : b->scenario().units)
                    found = found || (!su.isCommander && n.startsWith(u"Fate for "_qs + su.name + u':'));
        }
    }
    QVERIFY(rolled > 0);
    QCOMPARE(landed + lapsed + int(b->state().fates.size()), rolled);
    QVERIFY2(found, qPrintable(lands));
    replaysTheSame(*b);
}

void TestWaitingFates::whySaysWhereEachFateWent_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QString>("says"); // in the last entry's "Why?", or nothing: no fate in it

    QTest::newRow("a-fate-rolled-waits")
        << QStringList{u"fortune [3,4,2]"_qs} << u"it waits for the next unit"_qs;
    QTest::newRow("a-fate-lands-on-its-unit")
        << QStringList{u"fortune [3,4,2]"_qs, u"draw 14th-ld"_qs} << u"Fate for 14th Light Dragoons"_qs;
    QTest::newRow("a-fate-passes-over-another-unit")
        << QStringList{u"fortune [3,4,2]"_qs, u"draw 88th"_qs} << QString();
    QTest::newRow("a-fate-lapses") << QStringList{
        set(u"ross"_qs, u"removed"_qs, u"true"_qs), set(u"lenoir"_qs, u"removed"_qs, u"true"_qs),
        u"fortune [2,5,5]"_qs} << u"lapses"_qs;
}

void TestWaitingFates::whySaysWhereEachFateWent()
{
    QFETCH(QStringList, steps);
    QFETCH(QString, says);
    auto b = demo();
    for (const QString &step : steps)
        QCOMPARE(play(*b, step, nullptr), QString());
    const QStringList why = adjutant::learn::Why::forJournalEntry(*b, b->journal().last().seq);
    // The card drawn is said first in any case (issue 33: a draw says what it was).
    QVERIFY2(why.value(0).startsWith(u"The card drawn was "_qs), qPrintable(why.join(u'\n')));
    const QString &howFatesWait = b->ruleset().activation->waitingFates->doc.explain;
    if (says.isEmpty()) {
        QVERIFY2(!why.contains(howFatesWait), qPrintable(why.join(u'\n')));
        return;
    }
    // The ruleset's words for how fates wait, then what this draw did with them.
    QVERIFY2(why.contains(howFatesWait), qPrintable(why.join(u'\n')));
    QVERIFY2(std::any_of(why.begin(), why.end(), [&](const QString &line) { return line.contains(says); }),
             qPrintable(why.join(u'\n')));
}

// Fate 65 (KGCWO): a spy's report lets the next six cards be put in any order, and no more; the
// offer is taken by the reorder, or lapses with the next card drawn.
void TestWaitingFates::aSpyPutsTheNextSixCardsInOrder_data()
{
    QTest::addColumn<bool>("drawFirst"); // a card drawn before the reorder
    QTest::addColumn<int>("cards"); // how many of the next cards are reordered
    QTest::addColumn<QString>("refused"); // part of the refusal; empty: done
    QTest::newRow("six-cards-reversed") << false << 6 << QString();
    QTest::newRow("two-of-them") << false << 2 << QString();
    QTest::newRow("not-seven") << false << 7 << u"only the next 6 card"_qs;
    QTest::newRow("lapsed-with-the-next-draw") << true << 7 << QString();
}

void TestWaitingFates::aSpyPutsTheNextSixCardsInOrder()
{
    QFETCH(bool, drawFirst);
    QFETCH(int, cards);
    QFETCH(QString, refused);
    auto b = demo();
    QCOMPARE(play(*b, u"fortune [1,6,5,4]"_qs, nullptr), QString());
    QCOMPARE(b->state().rearrangeOffered, 6);
    if (drawFirst) {
        QCOMPARE(play(*b, u"{\"kind\":\"draw\"}"_qs, nullptr), QString());
        QCOMPARE(b->state().rearrangeOffered, 0);
    }
    QList<DeckCard> next = b->state().drawPile.mid(0, cards);
    std::reverse(next.begin(), next.end());
    const QJsonObject reorder{{QStringLiteral("kind"), QStringLiteral("reorder")},
                              {QStringLiteral("cards"), StateJson::cardsToJson(next)}};
    const QString error = apply(*b, QString::fromUtf8(QJsonDocument(reorder).toJson(QJsonDocument::Compact)));
    if (!refused.isEmpty()) {
        QVERIFY2(error.contains(refused), qPrintable(error));
        QCOMPARE(b->state().rearrangeOffered, 6); // still offered
        return;
    }
    QCOMPARE(error, QString());
    QCOMPARE(b->state().drawPile.mid(0, cards), next);
    QCOMPARE(b->state().rearrangeOffered, 0);
    replaysTheSame(*b);
}

void TestWaitingFates::aFateSaysWhoRolledIt_data()
{
    QTest::addColumn<QString>("fate"); // the faces typed with the draw; empty: the app rolls them
    QTest::addColumn<QString>("said");
    QTest::newRow("typed-from-the-table-s-dice") << u"[1,6,3]"_qs << u"(dice rolled at the table: 1 6 3)"_qs;
    QTest::newRow("rolled-by-the-app") << QString() << u"(dice rolled by the app: "_qs;
}

// The journal says whose dice a fate was rolled with, as it does for a test's: faces given with
// the draw were rolled at the table; kept with the entry, so a saved battle says the same.
void TestWaitingFates::aFateSaysWhoRolledIt()
{
    QFETCH(QString, fate);
    QFETCH(QString, said);
    auto b = demo();
    QCOMPARE(bring(*b, u"fortune-calamity"_qs, QString()), QString());
    QCOMPARE(
        apply(*b,
              fate.isEmpty() ? u"{\"kind\":\"draw\"}"_qs : u"{\"kind\":\"draw\",\"fate\":"_qs + fate + u'}'),
        QString());
    const JournalEntry &drawn = b->journal().last();
    QVERIFY2(drawn.summary.contains(said), qPrintable(drawn.summary));
    const QJsonObject written = Journal::toJson(drawn);
    const std::optional<JournalEntry> read = Journal::fromJson(written);
    QVERIFY(read);
    QCOMPARE(read->action, drawn.action);
    replaysTheSame(*b);
}

// Fate 24 (KGCWO, cards to commanders): Colonel Thornby heeds no poor superior for the rest of
// the battle. The next turn Hale's card comes up alone: a good Hale still activates him (he may
// move), a poor one no longer does; without the fate even a poor Hale does.
void TestWaitingFates::aPoorSuperiorsCardNoLongerActivatesHim_data()
{
    QTest::addColumn<bool>("fate");
    QTest::addColumn<QString>("haleRating");
    QTest::addColumn<bool>("activated");
    QTest::newRow("fate-24-poor-superior-ignored") << true << u"poor"_qs << false;
    QTest::newRow("fate-24-good-superior-heeded") << true << u"good"_qs << true;
    QTest::newRow("no-fate-poor-superior-heeded") << false << u"poor"_qs << true;
}

void TestWaitingFates::aPoorSuperiorsCardNoLongerActivatesHim()
{
    QFETCH(bool, fate);
    QFETCH(QString, haleRating);
    QFETCH(bool, activated);
    auto b = demo({{u"cardScale"_qs, u"commander"_qs}});
    if (fate) {
        QCOMPARE(play(*b, u"fortune [7,2,4]"_qs, nullptr), QString());
        QCOMPARE(play(*b, u"draw thornby"_qs, nullptr), QString());
        QCOMPARE(valueOf(*b, u"thornby"_qs, u"ignores-poor-superior"_qs), u"true"_qs);
    }
    QCOMPARE(play(*b, u"end-turn"_qs, nullptr), QString());
    QCOMPARE(play(*b, set(u"hale"_qs, u"leader-rating"_qs, u'"' + haleRating + u'"'), nullptr), QString());
    QCOMPARE(play(*b, u"draw hale"_qs, nullptr), QString());
    const QString moved = play(*b, uR"({"kind":"move","unit":"thornby","inches":1})"_qs, nullptr);
    if (activated)
        QCOMPARE(moved, QString());
    else
        QVERIFY2(moved.contains(u"has not been activated this turn"), qPrintable(moved));
    replaysTheSame(*b);
}

// The book's command radius (12", 24", 48" by the leader's rating): where cards go to commanders,
// Thornby's card activates the 52nd only within his radius, by the distance to him on its sheet
// (0: never measured, so within); beyond it the journal says why and the 52nd may not move.
void TestWaitingFates::aCommandersCardReachesOnlyWithinHisRadius_data()
{
    QTest::addColumn<QString>("rating");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("activated");
    QTest::newRow("never-measured") << u"good"_qs << 0 << true;
    QTest::newRow("good-at-24-within") << u"good"_qs << 24 << true;
    QTest::newRow("good-at-25-beyond") << u"good"_qs << 25 << false;
    QTest::newRow("poor-at-13-beyond") << u"poor"_qs << 13 << false;
    QTest::newRow("poor-at-12-within") << u"poor"_qs << 12 << true;
    QTest::newRow("exceptional-at-48-within") << u"exceptional"_qs << 48 << true;
    QTest::newRow("exceptional-at-49-beyond") << u"exceptional"_qs << 49 << false;
}

void TestWaitingFates::aCommandersCardReachesOnlyWithinHisRadius()
{
    QFETCH(QString, rating);
    QFETCH(int, distance);
    QFETCH(bool, activated);
    auto b = demo({{u"cardScale"_qs, u"commander"_qs}});
    QCOMPARE(play(*b, set(u"thornby"_qs, u"leader-rating"_qs, u'"' + rating + u'"'), nullptr), QString());
    QCOMPARE(play(*b, set(u"52nd"_qs, u"command-distance"_qs, QString::number(distance)), nullptr),
             QString());
    QStringList notes;
    QCOMPARE(play(*b, u"draw thornby"_qs, &notes), QString());
    const QString said = notes.join(u'\n');
    QCOMPARE(said.contains(u"does not activate 1/52nd Foot"_qs), !activated);
    QVERIFY2(said.contains(u"activates 2/88th Foot"_qs) || said.contains(u", 2/88th Foot"_qs),
             qPrintable(said)); // unmeasured: within
    if (!activated)
        QVERIFY2(said.contains(u"within his command radius"_qs), qPrintable(said));
    const QString moved = play(*b, uR"({"kind":"move","unit":"52nd","inches":1})"_qs, nullptr);
    if (activated)
        QCOMPARE(moved, QString());
    else
        QVERIFY2(moved.contains(u"has not been activated this turn"), qPrintable(moved));
    replaysTheSame(*b);
}

void TestWaitingFates::anEvaderIsOfferedItsRunWhenItsCardComes_data()
{
    QTest::addColumn<bool>("evading");
    QTest::newRow("evading-runs-on-first") << true;
    QTest::newRow("steady-is-not-offered-a-run") << false;
}

// The book: an evading unit keeps moving 2D6 or 3D6 towards its own edge until rallied. When its
// card comes, the journal says it runs on, and its sheet offers the run before anything else.
void TestWaitingFates::anEvaderIsOfferedItsRunWhenItsCardComes()
{
    QFETCH(bool, evading);
    auto b = demo();
    if (evading) {
        QCOMPARE(play(*b, set(u"14th-ld"_qs, u"morale-state"_qs, u"\"shaken\""_qs), nullptr), QString());
        QCOMPARE(play(*b, set(u"14th-ld"_qs, u"evading"_qs, u"true"_qs), nullptr), QString());
    }
    QStringList notes;
    QCOMPARE(play(*b, u"draw 14th-ld"_qs, &notes), QString());
    const bool said = std::any_of(notes.begin(), notes.end(),
                                  [](const QString &n) { return n.contains(u"Evader runs on"_qs); });
    QCOMPARE(said, evading);
    const adjutant::rules::Ruleset &rs = b->ruleset();
    QCOMPARE(rs.display.actions.value(0), u"evade-run"_qs);
    adjutant::rules::Situation s;
    s.units.insert(u"actor"_qs, b->state().units.value(u"14th-ld"_qs));
    QCOMPARE(adjutant::rules::Evaluator(rs, s).holds(*rs.display.actionWhen.value(u"evade-run"_qs)), evading);
    replaysTheSame(*b);
}

QTEST_GUILESS_MAIN(TestWaitingFates)
#include "tst_waitingfates.moc"
