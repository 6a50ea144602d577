// What a unit may do in one activation or one step, as each book says: a move no longer than the
// allowance in all (split moves take what is left), one volley, a charge instead of a move, no move
// after a rally or a charge or while locked in melee, and a formed Chosen Men squad's one action.
// Each refusal says why; the umpire may still allow it.
#include "battle/battle.h"
#include "battle/journal.h"
#include "rules/rulesetloader.h"

#include <QJsonDocument>
#include <QTest>

#include "demobattle.h"

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

using adjutant::testing::act;
using adjutant::testing::demo;
using adjutant::testing::stepTo;

// The card of the unit or commander (or, with no unit, the card of that id) put on top of the
// pile and drawn, with the faces of any fate it rolls.
bool drawCardOf(Battle &b, const QString &unit, const QString &card = {}, const QString &fate = {})
{
    QList<DeckCard> pile = b.state().drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(), [&](const DeckCard &c) {
        return card.isEmpty() ? c.unit == unit : c.card == card;
    });
    if (it == pile.end())
        return false;
    const DeckCard top = *it;
    pile.erase(it);
    pile.prepend(top);
    return b.apply(action::Reorder{pile}).entry
        && b.apply(
                act(fate.isEmpty() ? uR"({"kind":"draw"})"_qs : uR"({"kind":"draw","fate":%1})"_qs.arg(fate)))
               .entry;
}

// "step PHASE SEGMENT", "draw UNIT", "fortune [FACES]" (the Fortune/Calamity card with its
// faces), or an action that must be played.
QString play(Battle &b, const QString &step)
{
    if (step.startsWith(u"step "))
        return stepTo(b, step.section(u' ', 1, 1), step.section(u' ', 2, 2)) ? QString() : step;
    if (step.startsWith(u"draw "))
        return drawCardOf(b, step.section(u' ', 1, 1)) ? QString() : step;
    if (step.startsWith(u"fortune "))
        return drawCardOf(b, {}, u"fortune-calamity"_qs, step.section(u' ', 1)) ? QString() : step;
    const Battle::Applied done = b.apply(act(step));
    return done.entry ? QString() : step + u": " + done.error;
}

QString move(const QString &unit, int inches, const QString &more = {})
{
    return uR"({"kind":"move","unit":"%1","inches":%2%3})"_qs.arg(unit).arg(inches).arg(more);
}

QString fire(const QString &unit, const QString &target, int distance, const QString &test = u"fire"_qs)
{
    return uR"({"kind":"resolve","test":"%4","actor":"%1","target":"%2","distance":%3})"_qs.arg(unit, target)
        .arg(distance)
        .arg(test);
}

QString set(const QString &unit, const QString &field, const QString &value)
{
    return uR"({"kind":"set","unit":"%1","field":"%2","value":%3})"_qs.arg(unit, field, value);
}

} // namespace

class TestActionEconomy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aUnitDoesWhatItsTurnAllows_data();
    void aUnitDoesWhatItsTurnAllows();
    void theInchesUsedAreKept_data();
    void theInchesUsedAreKept();
};

void TestActionEconomy::aUnitDoesWhatItsTurnAllows_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("option"); // "id=choice", or empty
    QTest::addColumn<QStringList>("before"); // steps played first, each must be allowed
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("refused"); // part of the refusal; empty: played

    // Brigade: a line moves 6" in its side's normal moves; close woods at half speed.
    const QString normalMoves = u"step side-a normal-moves"_qs;
    const QString woods = u",\"terrain\":\"close-woods\""_qs;
    QTest::newRow("brigade-the-rest-of-a-split-move")
        << "brigade" << QString() << QStringList{normalMoves, move(u"44th"_qs, 2, woods)}
        << move(u"44th"_qs, 1) << "";
    QTest::newRow("brigade-more-than-is-left-after-woods")
        << "brigade" << QString() << QStringList{normalMoves, move(u"44th"_qs, 2, woods), move(u"44th"_qs, 1)}
        << move(u"44th"_qs, 6) << "6\" is more than the 1\" it has (5\" of its move used already)";
    QTest::newRow("brigade-a-second-full-move")
        << "brigade" << QString() << QStringList{normalMoves, move(u"44th"_qs, 6)} << move(u"44th"_qs, 6)
        << "6\" is more than the 0\" it has (6\" of its move used already)";
    QTest::newRow("brigade-a-charger-makes-no-normal-move")
        << "brigade" << QString() << QStringList{set(u"30th"_qs, u"charged"_qs, u"true"_qs), normalMoves}
        << move(u"30th"_qs, 3) << "It charged in this move: the charge was its move";
    QTest::newRow("brigade-the-umpire-allows-a-second-move")
        << "brigade" << QString() << QStringList{normalMoves, move(u"44th"_qs, 6)}
        << move(u"44th"_qs, 6, u",\"override\":\"a scenario rule\""_qs) << "";

    // 001: the Austrians win the initiative and move first.
    const QStringList austriansMove{
        uR"({"kind":"resolve","test":"initiative","actor":"kessler","target":"lacoste","faces":[10,1]})"_qs,
        u"step first-player movement"_qs};
    QTest::newRow("nap-igougo-a-second-move-of-a-column")
        << "nap-igougo" << QString()
        << (austriansMove
            + QStringList{set(u"ir-12b"_qs, u"formation"_qs, u"\"company-column\""_qs),
                          move(u"ir-12b"_qs, 8)})
        << move(u"ir-12b"_qs, 8) << "8\" is more than the 0\" it has (8\" of its move used already)";
    QTest::newRow("nap-igougo-the-rest-of-its-move")
        << "nap-igougo" << QString() << (austriansMove + QStringList{move(u"chevaulegers"_qs, 4)})
        << move(u"chevaulegers"_qs, 4) << "";
    QTest::newRow("nap-igougo-a-charger-moved-in-the-movement-segment") // the book moves chargers there
        << "nap-igougo" << QString()
        << (austriansMove + QStringList{move(u"chevaulegers"_qs, 4), u"step first-player charge-test"_qs})
        << uR"({"kind":"resolve","procedure":"charge","response":"stand","actor":"chevaulegers","target":"24e","inputs":{"distance":8}})"_qs
        << "";

    // KGCWO: each on its own card; 45e-1 in attack column moves 6", the 52nd in line 4".
    const QString charge88
        = uR"({"kind":"resolve","procedure":"charge","response":"stand","actor":"45e-1","target":"88th","inputs":{"distance":4}})"_qs;
    QTest::newRow("kgcwo-the-rest-of-a-split-move")
        << "kgcwo" << QString() << QStringList{u"draw 45e-1"_qs, move(u"45e-1"_qs, 2)} << move(u"45e-1"_qs, 4)
        << "";
    QTest::newRow("kgcwo-a-second-full-move")
        << "kgcwo" << QString() << QStringList{u"draw 45e-1"_qs, move(u"45e-1"_qs, 6)} << move(u"45e-1"_qs, 6)
        << "6\" is more than the 0\" it has (6\" of its move used already)";
    QTest::newRow("kgcwo-a-charge-after-a-move")
        << "kgcwo" << QString() << QStringList{u"draw 45e-1"_qs, move(u"45e-1"_qs, 6)} << charge88
        << "It has moved on this card: a charge is the card's move";
    QTest::newRow("kgcwo-a-move-after-a-charge")
        << "kgcwo" << QString() << QStringList{u"draw 45e-1"_qs, charge88} << move(u"45e-1"_qs, 2)
        << "It charged on this card: the charge was its move";
    QTest::newRow("kgcwo-a-move-out-of-a-melee")
        << "kgcwo" << QString() << QStringList{u"draw 45e-1"_qs, set(u"45e-1"_qs, u"in-melee"_qs, u"true"_qs)}
        << move(u"45e-1"_qs, 6) << "It is locked in a melee that goes on";
    QTest::newRow("kgcwo-a-second-volley-on-one-card")
        << "kgcwo" << QString() << QStringList{u"draw 52nd"_qs, fire(u"52nd"_qs, u"45e-1"_qs, 6)}
        << fire(u"52nd"_qs, u"45e-2"_qs, 6) << "It has fired on this card already";
    QTest::newRow("kgcwo-the-umpire-allows-a-second-volley")
        << "kgcwo" << QString() << QStringList{u"draw 52nd"_qs, fire(u"52nd"_qs, u"45e-1"_qs, 6)}
        << uR"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-2","distance":6,"override":"a scenario rule"})"_qs
        << "";
    const QStringList square{u"draw 52nd"_qs, move(u"52nd"_qs, 0, u",\"to\":\"square\""_qs)};
    QTest::newRow("kgcwo-a-square-fires-a-die-at-a-second-target")
        << "kgcwo" << QString() << (square + QStringList{fire(u"52nd"_qs, u"45e-1"_qs, 4)})
        << fire(u"52nd"_qs, u"45e-2"_qs, 4) << "";
    QTest::newRow("kgcwo-a-square-fires-no-more-dice-than-it-has")
        << "kgcwo" << QString()
        << (square
            + QStringList{fire(u"52nd"_qs, u"45e-1"_qs, 4), fire(u"52nd"_qs, u"45e-2"_qs, 4),
                          fire(u"52nd"_qs, u"6e-leger"_qs, 4)})
        << fire(u"52nd"_qs, u"5e-hussards"_qs, 4) << "It has fired on this card already";
    // One die at each target: never two at the same one on one card (the book's one point a target).
    QTest::newRow("kgcwo-a-square-fires-twice-at-one-target")
        << "kgcwo" << QString() << (square + QStringList{fire(u"52nd"_qs, u"45e-1"_qs, 4)})
        << fire(u"52nd"_qs, u"45e-1"_qs, 4)
        << "never two at the same one (it has fired at 1/45e Ligne already)";
    QTest::newRow("kgcwo-a-square-fires-at-its-first-target-again-after-another")
        << "kgcwo" << QString()
        << (square + QStringList{fire(u"52nd"_qs, u"45e-1"_qs, 4), fire(u"52nd"_qs, u"45e-2"_qs, 4)})
        << fire(u"52nd"_qs, u"45e-1"_qs, 4) << "it has fired at 1/45e Ligne already";
    QTest::newRow("kgcwo-a-square-fires-at-last-card-s-target-on-a-new-card")
        << "kgcwo" << QString()
        << (square
            + QStringList{fire(u"52nd"_qs, u"45e-1"_qs, 4), uR"({"kind":"end-turn"})"_qs, u"draw 52nd"_qs})
        << fire(u"52nd"_qs, u"45e-1"_qs, 4) << "";
    // Fate 44: horsemen out of hand charge the nearest enemy before anything else.
    const QStringList outOfHand{u"fortune [1,4,4]"_qs, u"draw 14th-ld"_qs};
    QTest::newRow("kgcwo-44-out-of-hand-it-does-not-move")
        << "kgcwo" << QString() << outOfHand << move(u"14th-ld"_qs, 4)
        << "Fate 44 has its horsemen out of hand";
    QTest::newRow("kgcwo-44-out-of-hand-it-does-not-fire")
        << "kgcwo" << QString() << outOfHand << fire(u"14th-ld"_qs, u"45e-1"_qs, 4)
        << "Fate 44 has its horsemen out of hand";
    QTest::newRow("kgcwo-44-out-of-hand-it-charges")
        << "kgcwo" << QString() << outOfHand
        << uR"({"kind":"resolve","procedure":"charge","response":"stand","actor":"14th-ld","target":"45e-1","inputs":{"distance":20}})"_qs
        << "";
    QTest::newRow("kgcwo-44-after-its-charge-the-card-is-spent-as-usual")
        << "kgcwo" << QString()
        << (outOfHand
            + QStringList{uR"({"kind":"resolve","procedure":"charge","response":"stand","actor":"14th-ld","target":"45e-1","inputs":{"distance":20}})"_qs})
        << move(u"14th-ld"_qs, 4) << "It charged on this card";
    // Fate 53: the battery owes a shot at a friend before anything of its own.
    const QStringList wrongTarget{u"fortune [1,5,3]"_qs, u"draw ross"_qs};
    QTest::newRow("kgcwo-53-wrong-target-it-does-not-fire-at-the-enemy-first")
        << "kgcwo" << QString() << wrongTarget << fire(u"ross"_qs, u"45e-1"_qs, 4)
        << "it takes it before anything of its own";
    // Fate 62: a ford is crossed at no cost, once a commander has found it.
    const QString atTheFord = u",\"terrain\":\"ford\""_qs;
    QTest::newRow("kgcwo-62-no-ford-found")
        << "kgcwo" << QString() << QStringList{u"draw 45e-1"_qs} << move(u"45e-1"_qs, 6, atTheFord)
        << "Only where fate 62 has found a ford";
    QTest::newRow("kgcwo-62-across-the-ford-at-no-cost")
        << "kgcwo" << QString() << QStringList{u"fortune [1,6,2]"_qs, u"draw duval"_qs, u"draw 45e-1"_qs}
        << move(u"45e-1"_qs, 6, atTheFord) << "";
    QTest::newRow("kgcwo-53-wrong-target-it-fires-at-a-friend")
        << "kgcwo" << QString() << wrongTarget
        << uR"({"kind":"resolve","test":"fire","actor":"ross","target":"52nd","distance":4,"owed":1})"_qs
        << "";
    QTest::newRow("kgcwo-53-after-its-shot-at-a-friend-the-card-is-spent")
        << "kgcwo" << QString()
        << (wrongTarget
            + QStringList{uR"({"kind":"resolve","test":"fire","actor":"ross","target":"52nd","distance":4,"owed":1})"_qs})
        << fire(u"ross"_qs, u"45e-1"_qs, 4) << "It has fired on this card already";
    const QStringList rallied{u"draw 45e-1"_qs, set(u"45e-1"_qs, u"morale-state"_qs, u"\"shaken\""_qs),
                              uR"({"kind":"resolve","test":"rally","actor":"45e-1","faces":[2]})"_qs};
    QTest::newRow("kgcwo-a-move-after-a-failed-rally")
        << "kgcwo" << QString() << rallied << move(u"45e-1"_qs, 4) << "It took a Rally order on this card";
    QTest::newRow("kgcwo-a-volley-after-a-rally")
        << "kgcwo" << QString() << rallied << fire(u"45e-1"_qs, u"52nd"_qs, 4)
        << "It took a Rally order on this card: that was its order";
    QTest::newRow("kgcwo-a-volley-after-a-rally-read-as-movement-only")
        << "kgcwo" << u"rally-order=movement-only"_qs << rallied << fire(u"45e-1"_qs, u"52nd"_qs, 4) << "";
    QTest::newRow("kgcwo-a-rally-after-a-move")
        << "kgcwo" << QString()
        << QStringList{u"draw 45e-1"_qs, set(u"45e-1"_qs, u"morale-state"_qs, u"\"shaken\""_qs),
                       move(u"45e-1"_qs, 2)}
        << uR"({"kind":"resolve","test":"rally","actor":"45e-1","faces":[9]})"_qs
        << "a Rally is the card's whole order";

    // KGCWO's 26: the brigadier leaves; each unit under him owes the test first, before it acts.
    const QStringList losingHeart{u"fortune [7,2,6]"_qs, u"draw thornby"_qs, u"draw 88th"_qs};
    QTest::newRow("kgcwo-owing-stay-or-follow-it-does-not-move")
        << "kgcwo" << QString() << losingHeart << move(u"88th"_qs, 2)
        << "2/88th Foot owes Stay or follow him off (26";
    QTest::newRow("kgcwo-owing-stay-or-follow-it-does-not-fire")
        << "kgcwo" << QString() << losingHeart << fire(u"88th"_qs, u"45e-1"_qs, 4)
        << "it takes it before anything of its own";

    // Chosen Men: skirmishers' figures act apart; a formed squad acts as one.
    const QString moveTest = uR"({"kind":"resolve","test":"move","actor":"%1"})"_qs;
    const QString cmFire
        = uR"({"kind":"resolve","test":"fire","actor":"%1","target":"voltigeurs-1","distance":6,"inputs":{"firers":4}})"_qs;
    QTest::newRow("chosen-men-skirmishers-move-and-fire")
        << "chosen-men" << QString() << QStringList{u"draw riflemen-1"_qs, moveTest.arg(u"riflemen-1")}
        << cmFire.arg(u"riflemen-1") << "";
    QTest::newRow("chosen-men-a-second-move")
        << "chosen-men" << QString() << QStringList{u"draw riflemen-1"_qs, moveTest.arg(u"riflemen-1")}
        << moveTest.arg(u"riflemen-1") << "Its figures have moved this activation already";
    QTest::newRow("chosen-men-a-formed-squad-moves-then-fires")
        << "chosen-men" << QString()
        << QStringList{u"draw redcoats"_qs, set(u"redcoats"_qs, u"formed"_qs, u"true"_qs),
                       moveTest.arg(u"redcoats")}
        << cmFire.arg(u"redcoats") << "Formed up, the squad acts as one body";
    const QString dragoonsCharge
        = uR"({"kind":"resolve","procedure":"charge","response":"stand","actor":"dragoons","target":"riflemen-1","inputs":{"distance":8}})"_qs;
    QTest::newRow("chosen-men-a-charge-after-a-move")
        << "chosen-men" << QString() << QStringList{u"draw dragoons"_qs, moveTest.arg(u"dragoons")}
        << dragoonsCharge << "a charge is their move";
    QTest::newRow("chosen-men-a-move-after-a-charge")
        << "chosen-men" << QString() << QStringList{u"draw dragoons"_qs, dragoonsCharge}
        << moveTest.arg(u"dragoons") << "Its figures have moved this activation already";
}

void TestActionEconomy::aUnitDoesWhatItsTurnAllows()
{
    QFETCH(QString, system);
    QFETCH(QString, option);
    QFETCH(QStringList, before);
    QFETCH(QString, action);
    QFETCH(QString, refused);
    QHash<QString, QString> options;
    if (!option.isEmpty())
        options.insert(option.section(u'=', 0, 0), option.section(u'=', 1));
    const auto b = demo(system, options);
    for (const QString &step : before) {
        const QString failed = play(*b, step);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    const qsizetype entries = b->journal().size();
    const Battle::Applied done = b->apply(act(action));
    if (!refused.isEmpty()) {
        QVERIFY(!done.entry);
        QVERIFY2(done.error.contains(refused), qPrintable(done.error));
        QVERIFY2(done.error.contains(u"giving a reason as \"override\""), qPrintable(done.error));
        QCOMPARE(b->journal().size(), entries);
        return;
    }
    QVERIFY2(done.entry, qPrintable(done.error));
    if (action.contains(u"override"))
        QVERIFY2(done.entry->summary.contains(u"allowed by the umpire (a scenario rule)"),
                 qPrintable(done.entry->summary));
}

// The inches a move used are kept on the unit, counted in open ground, and cleared with the step.
void TestActionEconomy::theInchesUsedAreKept_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("used");
    const QString woods = u",\"terrain\":\"close-woods\""_qs;
    QTest::newRow("brigade-2-inches-of-close-woods-use-4")
        << "brigade" << QStringList{u"step side-a normal-moves"_qs, move(u"44th"_qs, 2, woods)} << "44th"
        << 4;
    QTest::newRow("brigade-then-1-inch-more")
        << "brigade"
        << QStringList{u"step side-a normal-moves"_qs, move(u"44th"_qs, 2, woods), move(u"44th"_qs, 1)}
        << "44th" << 5;
    QTest::newRow("brigade-cleared-when-the-side-s-move-ends")
        << "brigade"
        << QStringList{u"step side-a normal-moves"_qs, move(u"44th"_qs, 2, woods), u"step side-b command"_qs}
        << "44th" << 0;
    QTest::newRow("kgcwo-a-change-of-formation-uses-its-share") // into line: ½ of 6", then 1"
        << "kgcwo" << QStringList{u"draw 45e-1"_qs, move(u"45e-1"_qs, 1, u",\"to\":\"line\""_qs)} << "45e-1"
        << 4;
}

void TestActionEconomy::theInchesUsedAreKept()
{
    QFETCH(QString, system);
    QFETCH(QStringList, before);
    QFETCH(QString, unit);
    QFETCH(int, used);
    const auto b = demo(system, {});
    for (const QString &step : before) {
        const QString failed = play(*b, step);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    QCOMPARE(b->state().units.value(unit).fields.value(u"move-used"_qs).toInt(), used);
}

QTEST_GUILESS_MAIN(TestActionEconomy)
#include "tst_actioneconomy.moc"
