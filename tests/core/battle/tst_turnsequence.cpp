// The turn's books, as each built-in ruleset declares them: what counts down or is cleared at the
// end of a turn, at the end of a phase and when a card activates a unit; fate that waits for the
// unit it is for; orders that roll no dice; and what the rules forbid, refused with their reason
// unless the umpire allows it (journaled). Every battle here must replay to the same states.
#include "anyunitacts.h"
#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/statejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using adjutant::testing::anyUnitActsAnyTime;
using namespace adjutant::battle;

namespace {

std::unique_ptr<Battle> demo(const QString &name, const QHash<QString, QString> &options = {})
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    Q_ASSERT(sc.ok());
    return std::make_unique<Battle>(*sc.scenario, anyUnitActsAnyTime(*sc.ruleset), options, 11);
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

// A field of one of a unit's figures (a Chosen Men squad's man).
QString setFigure(const QString &unit, const QString &figure, const QString &field, const QString &value)
{
    return QStringLiteral(R"({"kind":"set","unit":"%1","figure":"%2","field":"%3","value":%4})")
        .arg(unit, figure, field, value);
}

QVariant field(const Battle &b, const QString &unit, const QString &id)
{
    const auto &u = b.state().units.value(unit);
    if (u.fields.contains(id))
        return u.fields.value(id);
    const adjutant::rules::Field *f = b.ruleset().field(id);
    return f ? f->defaultValue : QVariant();
}

// The card of a unit (or a special card, unit empty) moved to `position` of the pile.
void bring(Battle &b, const QString &card, const QString &unit, qsizetype position = 0)
{
    QList<DeckCard> pile = b.state().drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(),
                                 [&](const DeckCard &c) { return c.card == card && c.unit == unit; });
    QVERIFY2(it != pile.end(), qPrintable(card + u' ' + unit));
    const DeckCard wanted = *it;
    pile.erase(it);
    pile.insert(std::min(position, pile.size()), wanted);
    const QJsonObject reorder{{QStringLiteral("kind"), QStringLiteral("reorder")},
                              {QStringLiteral("cards"), StateJson::cardsToJson(pile)}};
    QVERIFY(b.apply(act(QString::fromUtf8(QJsonDocument(reorder).toJson()))).entry);
}

// Ends the turn as the rules do: the umpire's End of turn with a deck, the last segment of the
// last phase stepped through without one.
void endTurn(Battle &b)
{
    const int turn = b.state().turn;
    if (b.turns().usesDeck()) {
        QCOMPARE(apply(b, u"{\"kind\":\"end-turn\"}"_qs), QString());
    } else {
        for (int i = 0; i < 200 && b.state().turn == turn; ++i)
            QCOMPARE(apply(b, u"{\"kind\":\"next\"}"_qs), QString());
    }
    QCOMPARE(b.state().turn, turn + 1);
}

bool notesSay(const Battle &b, const QString &text)
{
    return std::any_of(b.state().notes.begin(), b.state().notes.end(),
                       [&](const QString &n) { return n.contains(text); });
}

void replaysTheSame(const Battle &b)
{
    const Battle::ReplayCheck check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b.stateHash());
}

} // namespace

class TestTurnSequence : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void endOfTurnBookkeeping_data();
    void endOfTurnBookkeeping();
    void endOfPhaseBookkeeping_data();
    void endOfPhaseBookkeeping();
    void activationCountsOffMissedTurns_data();
    void activationCountsOffMissedTurns();
    void fateWaitsForTheUnitItIsFor_data();
    void fateWaitsForTheUnitItIsFor();
    void actingTwiceGivesTwoCards();
    void ordersApply_data();
    void ordersApply();
    void forbiddenIsRefusedWithTheReason_data();
    void forbiddenIsRefusedWithTheReason();
    void lostSquadsLeaveTheDeck();
};

void TestTurnSequence::endOfTurnBookkeeping_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<int>("turns");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QVariant>("expected");
    QTest::addColumn<QString>("note"); // what the journal tells the table, or nothing

    // KGCWO: a unit on hold that End of turn catches loses its action, drawn or not.
    QTest::newRow("kgcwo-hold-lost-at-end-of-turn")
        << u"kgcwo"_qs << QStringList{set(u"52nd"_qs, u"hold"_qs, u"true"_qs)} << 1 << u"52nd"_qs
        << u"hold"_qs << QVariant(false) << u"held action is lost"_qs;
    QTest::newRow("kgcwo-hold-lost-though-activated")
        << u"kgcwo"_qs
        << QStringList{set(u"88th"_qs, u"activated"_qs, u"true"_qs), set(u"88th"_qs, u"hold"_qs, u"true"_qs)}
        << 1 << u"88th"_qs << u"hold"_qs << QVariant(false) << u"held action is lost"_qs;
    QTest::newRow("kgcwo-activated-cleared")
        << u"kgcwo"_qs << QStringList{set(u"88th"_qs, u"activated"_qs, u"true"_qs)} << 1 << u"88th"_qs
        << u"activated"_qs << QVariant(false) << QString();
    // Chosen Men: a weapon reloads over the turns its squad spends doing nothing else.
    const QStringList unloaded{set(u"redcoats"_qs, u"loaded"_qs, u"false"_qs),
                               set(u"redcoats"_qs, u"reload-turns"_qs, u"2"_qs)};
    QTest::newRow("chosen-men-reload-counts-down")
        << u"chosen-men"_qs << unloaded << 1 << u"redcoats"_qs << u"reload-turns"_qs << QVariant(1)
        << u"spent the turn loading"_qs;
    QTest::newRow("chosen-men-still-unloaded-after-one-turn")
        << u"chosen-men"_qs << unloaded << 1 << u"redcoats"_qs << u"loaded"_qs << QVariant(false)
        << QString();
    QTest::newRow("chosen-men-loaded-after-two-turns")
        << u"chosen-men"_qs << unloaded << 2 << u"redcoats"_qs << u"loaded"_qs << QVariant(true)
        << u"is loaded again"_qs;
    QTest::newRow("chosen-men-no-loading-while-acting")
        << u"chosen-men"_qs << (QStringList(unloaded) << set(u"redcoats"_qs, u"acted"_qs, u"true"_qs)) << 1
        << u"redcoats"_qs << u"reload-turns"_qs << QVariant(2) << QString();
    // Minor wounds are a figure's own: two on one man, taken this turn.
    const QStringList twoMinor{setFigure(u"fusiliers"_qs, u"ranker-1"_qs, u"minor"_qs, u"2"_qs),
                               setFigure(u"fusiliers"_qs, u"ranker-1"_qs, u"fresh-minor"_qs, u"2"_qs)};
    QTest::newRow("chosen-men-minor-wounds-stop-counting")
        << u"chosen-men"_qs << twoMinor << 1 << u"fusiliers"_qs << u"fresh-minor-wounds"_qs << QVariant(0)
        << u"no longer count as casualties"_qs;
    QTest::newRow("chosen-men-minor-wounds-stay-untreated")
        << u"chosen-men"_qs << twoMinor << 1 << u"fusiliers"_qs << u"minor-wounds"_qs << QVariant(2)
        << QString();
    QTest::newRow("chosen-men-blown-rests-a-turn")
        << u"chosen-men"_qs << QStringList{set(u"dragoons"_qs, u"blown"_qs, u"2"_qs)} << 1 << u"dragoons"_qs
        << u"blown"_qs << QVariant(1) << u"horses recover"_qs;
    QTest::newRow("chosen-men-blown-recovered-after-two")
        << u"chosen-men"_qs << QStringList{set(u"dragoons"_qs, u"blown"_qs, u"2"_qs)} << 2 << u"dragoons"_qs
        << u"blown"_qs << QVariant(0) << QString();
    QTest::newRow("chosen-men-blown-no-rest-while-acting")
        << u"chosen-men"_qs
        << QStringList{set(u"dragoons"_qs, u"blown"_qs, u"2"_qs),
                       set(u"dragoons"_qs, u"acted"_qs, u"true"_qs)}
        << 1 << u"dragoons"_qs << u"blown"_qs << QVariant(2) << QString();
    QTest::newRow("chosen-men-officer-bonus-comes-back")
        << u"chosen-men"_qs << QStringList{set(u"capt-ward"_qs, u"bonus-spent"_qs, u"2"_qs)} << 1
        << u"capt-ward"_qs << u"bonus-spent"_qs << QVariant(0) << QString();
    // Brigade: the command test's markers last the side's move; the turn clears them too.
    QTest::newRow("brigade-half-move-cleared")
        << u"brigade"_qs << QStringList{set(u"58e"_qs, u"half-move"_qs, u"true"_qs)} << 1 << u"58e"_qs
        << u"half-move"_qs << QVariant(false) << QString();
    QTest::newRow("brigade-moved-cleared")
        << u"brigade"_qs << QStringList{set(u"30th"_qs, u"moved"_qs, u"true"_qs)} << 1 << u"30th"_qs
        << u"moved"_qs << QVariant(false) << QString();
    // Brigade: a melee won or lost counts for morale "last period": from the melee to the end of
    // the next turn, then the mark is cleared (it used to stay for the rest of the battle). The
    // 30th charges the 55e (both steady on 3 + 3), wins two to none, and the 55e breaks on 5 + 2.
    const QString charge
        = uR"({"kind":"resolve","procedure":"charge","response":"hold","actor":"30th",)"
          uR"("target":"55e","inputs":{"distance":4,"chargerElements":2,"targetElements":2},)"
          uR"("faces":[3,3,3,3,6,6,9,9,1,1,5]})"_qs;
    QTest::newRow("brigade-melee-won-counts-through-the-next-turn")
        << u"brigade"_qs << QStringList{charge} << 1 << u"30th"_qs << u"won-melee"_qs << QVariant(true)
        << QString();
    QTest::newRow("brigade-melee-lost-counts-through-the-next-turn")
        << u"brigade"_qs << QStringList{charge} << 1 << u"55e"_qs << u"lost-melee"_qs << QVariant(true)
        << QString();
    QTest::newRow("brigade-melee-won-cleared-after-the-next-turn")
        << u"brigade"_qs << QStringList{charge} << 2 << u"30th"_qs << u"won-melee"_qs << QVariant(false)
        << u"melee won in the turn before no longer counts"_qs;
    QTest::newRow("brigade-melee-lost-cleared-after-the-next-turn")
        << u"brigade"_qs << QStringList{charge} << 2 << u"55e"_qs << u"lost-melee"_qs << QVariant(false)
        << u"melee lost in the turn before no longer counts"_qs;
    // The charge bonus lasts the move it was made in.
    QTest::newRow("brigade-charged-cleared") << u"brigade"_qs << QStringList{charge} << 1 << u"30th"_qs
                                             << u"charged"_qs << QVariant(false) << QString();
    // A mark the umpire sets by hand, with no melee behind it this turn, goes at the end of the turn.
    QTest::newRow("brigade-melee-mark-set-by-hand")
        << u"brigade"_qs << QStringList{set(u"44th"_qs, u"won-melee"_qs, u"true"_qs)} << 1 << u"44th"_qs
        << u"won-melee"_qs << QVariant(false) << u"no longer counts for morale"_qs;
}

void TestTurnSequence::endOfTurnBookkeeping()
{
    QFETCH(QString, system);
    QFETCH(QStringList, setup);
    QFETCH(int, turns);
    QFETCH(QString, unit);
    QFETCH(QString, field);
    QFETCH(QVariant, expected);
    QFETCH(QString, note);
    auto b = demo(system);
    for (const QString &s : setup)
        QCOMPARE(apply(*b, s), QString());
    bool said = false;
    for (int i = 0; i < turns; ++i) {
        endTurn(*b);
        said = said || (!note.isEmpty() && notesSay(*b, note));
    }
    QCOMPARE(::field(*b, unit, field), expected);
    if (!note.isEmpty())
        QVERIFY2(said, qPrintable(b->state().notes.join(u'\n')));
    replaysTheSame(*b);
}

void TestTurnSequence::endOfPhaseBookkeeping_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("test"); // a command test taken first, with its faces
    QTest::addColumn<bool>("afterTest");

    QTest::newRow("uncontrolled-half-move") << QString() << u"58e"_qs << u"half-move"_qs
                                            << u"{\"kind\":\"resolve\",\"test\":\"uncontrolled-move\","
                                               "\"actor\":\"58e\",\"faces\":[6]}"_qs
                                            << true;
    QTest::newRow("uncontrolled-no-move") << QString() << u"58e"_qs << u"no-move"_qs
                                          << u"{\"kind\":\"resolve\",\"test\":\"uncontrolled-move\","
                                             "\"actor\":\"58e\",\"faces\":[2]}"_qs
                                          << true;
    QTest::newRow("uncontrolled-full-move") << QString() << u"58e"_qs << u"half-move"_qs
                                            << u"{\"kind\":\"resolve\",\"test\":\"uncontrolled-move\","
                                               "\"actor\":\"58e\",\"faces\":[10]}"_qs
                                            << false;
    // The brigadier's failed test marks the units he influences (55e: within his span, he out of
    // his chief's), not himself.
    QTest::newRow("brigadier-fails-command") << u"{\"kind\":\"order\",\"order\":\"command-check\",\"unit\":"
                                                "\"55e\",\"answers\":[\"within-span\"]}"_qs
                                             << u"55e"_qs << u"half-move"_qs
                                             << u"{\"kind\":\"resolve\",\"test\":\"brigadier-command\","
                                                "\"actor\":\"brig-fabre\",\"faces\":[9]}"_qs
                                             << true;
}

void TestTurnSequence::endOfPhaseBookkeeping()
{
    QFETCH(QString, setup);
    QFETCH(QString, unit);
    QFETCH(QString, field);
    QFETCH(QString, test);
    QFETCH(bool, afterTest);
    auto b = demo(u"brigade"_qs);
    if (!setup.isEmpty())
        QCOMPARE(apply(*b, setup), QString());
    QCOMPARE(apply(*b, test), QString());
    QCOMPARE(::field(*b, unit, field).toBool(), afterTest);
    // Through the moving side's segments: the marker stays until its phase ends.
    const int phase = b->state().phase;
    while (b->state().phase == phase) {
        QCOMPARE(::field(*b, unit, field).toBool(), afterTest);
        QCOMPARE(apply(*b, u"{\"kind\":\"next\"}"_qs), QString());
    }
    // The marker lasts one phase (resetAtEndOfPhase): gone once the moving side's phase is over.
    QCOMPARE(::field(*b, unit, field).toBool(), false);
    replaysTheSame(*b);
}

void TestTurnSequence::activationCountsOffMissedTurns_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("missed");
    QTest::addColumn<int>("after");
    QTest::newRow("unit-misses-one-of-two") << u"14th-ld"_qs << u"unit"_qs << 2 << 1;
    QTest::newRow("unit-misses-its-last") << u"45e-1"_qs << u"unit"_qs << 1 << 0;
    QTest::newRow("commander-misses-one") << u"thornby"_qs << u"commander"_qs << 1 << 0;
    QTest::newRow("nothing-to-miss") << u"88th"_qs << u"unit"_qs << 0 << 0;
}

void TestTurnSequence::activationCountsOffMissedTurns()
{
    QFETCH(QString, unit);
    QFETCH(QString, card);
    QFETCH(int, missed);
    QFETCH(int, after);
    auto b = demo(u"kgcwo"_qs);
    QCOMPARE(apply(*b, set(unit, u"missed-turns"_qs, QString::number(missed))), QString());
    bring(*b, card, unit);
    QCOMPARE(apply(*b, u"{\"kind\":\"draw\"}"_qs), QString());
    QCOMPARE(::field(*b, unit, u"missed-turns"_qs).toInt(), after);
    QCOMPARE(notesSay(*b, u"misses this activation"_qs), missed > 0);
    replaysTheSame(*b);
}

void TestTurnSequence::fateWaitsForTheUnitItIsFor_data()
{
    QTest::addColumn<QString>("reading"); // the fate-reading option
    QTest::addColumn<QString>("faces"); // of the Fortune/Calamity draw
    QTest::addColumn<QString>("passedBy"); // a unit activated first that the fate is not for
    QTest::addColumn<QString>("unit"); // the unit it lands on
    QTest::addColumn<QString>("nextFaces"); // of that unit's draw (next-card: the units die)
    QTest::addColumn<QString>("field");
    QTest::addColumn<QVariant>("expected");

    // The D10 names it, the D66 gives it: 42 is fine horses, +2" for the rest of the game.
    QTest::newRow("horse-result-skips-a-commander")
        << u"d66"_qs << u"[3,4,2]"_qs << u"hale"_qs << u"14th-ld"_qs << QString() << u"move-bonus"_qs
        << QVariant(2);
    QTest::newRow("horse-result-skips-foot") << u"d66"_qs << u"[8,4,3]"_qs << u"52nd"_qs << u"5e-hussards"_qs
                                             << QString() << u"missed-turns"_qs << QVariant(1);
    QTest::newRow("inspired-colonel-acts-twice") << u"d66"_qs << u"[1,4,1]"_qs << u"ross"_qs << u"14th-ld"_qs
                                                 << QString() << u"activations"_qs << QVariant(2);
    QTest::newRow("foot-loses-a-fire-step") << u"d66"_qs << u"[9,3,4]"_qs << u"14th-ld"_qs << u"88th"_qs
                                            << QString() << u"fire"_qs << QVariant(u"D"_qs);
    QTest::newRow("guns-gain-a-morale-step") << u"d66"_qs << u"[2,5,5]"_qs << u"45e-1"_qs << u"lenoir"_qs
                                             << QString() << u"morale"_qs << QVariant(u"B"_qs);
    // A commander-in-chief hit (15), killed (6 on the D6): the D3 (2) turns until his replacement.
    // The first group is the commanders-in-chief's: it waits past a brigadier.
    QTest::newRow("commander-killed-misses-d3-turns")
        << u"d66"_qs << u"[6,1,5,6,2]"_qs << u"duval"_qs << u"marceau"_qs << QString() << u"missed-turns"_qs
        << QVariant(2);
    // The second group (25) is the other commanders': it waits past the commander-in-chief.
    QTest::newRow("commander-lightly-wounded") << u"d66"_qs << u"[6,2,5,3]"_qs << u"hale"_qs << u"thornby"_qs
                                               << QString() << u"missed-turns"_qs << QVariant(1);
    QTest::newRow("brigadier-killed-misses-d3-turns")
        << u"d66"_qs << u"[6,2,5,6,3]"_qs << u"marceau"_qs << u"duval"_qs << QString() << u"missed-turns"_qs
        << QVariant(3);
    QTest::newRow("chief-thrown-from-the-saddle") << u"d66"_qs << u"[7,1,4]"_qs << u"thornby"_qs << u"hale"_qs
                                                  << QString() << u"missed-turns"_qs << QVariant(1);
    // Next-card reading: the commander drawn gives the tens by the group he is in.
    QTest::newRow("next-card-chief-picks-ten") << u"next-card"_qs << u"[6]"_qs << QString() << u"hale"_qs
                                               << u"[4]"_qs << u"missed-turns"_qs << QVariant(1);
    QTest::newRow("next-card-brigadier-picks-twenty")
        << u"next-card"_qs << u"[6]"_qs << QString() << u"duval"_qs << u"[3]"_qs << u"missed-turns"_qs
        << QVariant(1);
    // The other reading: the next card's kind picks the tens, a D6 the units (rolled on that draw).
    QTest::newRow("next-card-horse-picks-forty") << u"next-card"_qs << u"[4]"_qs << QString() << u"14th-ld"_qs
                                                 << u"[2]"_qs << u"move-bonus"_qs << QVariant(2);
    QTest::newRow("next-card-foot-picks-thirty") << u"next-card"_qs << u"[7]"_qs << QString() << u"45e-2"_qs
                                                 << u"[2]"_qs << u"fire"_qs << QVariant(u"C"_qs);
}

void TestTurnSequence::fateWaitsForTheUnitItIsFor()
{
    QFETCH(QString, reading);
    QFETCH(QString, faces);
    QFETCH(QString, passedBy);
    QFETCH(QString, unit);
    QFETCH(QString, nextFaces);
    QFETCH(QString, field);
    QFETCH(QVariant, expected);
    auto b = demo(u"kgcwo"_qs, {{u"fate-reading"_qs, reading}});
    const QVariant before = ::field(*b, unit, field);
    bring(*b, u"fortune-calamity"_qs, QString());
    QCOMPARE(apply(*b, u"{\"kind\":\"draw\",\"fate\":"_qs + faces + u'}'), QString());
    QVERIFY(!b->state().fates.isEmpty() || !b->state().pendingTable.isEmpty());
    if (!passedBy.isEmpty()) {
        const QVariantHash untouched = b->state().units.value(passedBy).fields;
        bring(*b, b->scenario().unit(passedBy)->isCommander ? u"commander"_qs : u"unit"_qs, passedBy);
        QCOMPARE(apply(*b, u"{\"kind\":\"draw\"}"_qs), QString());
        QVERIFY2(!b->state().fates.isEmpty(), "the fate is not for this unit: it waits");
        QVERIFY(!notesSay(*b, u"Fate for"_qs));
        QVariantHash now = b->state().units.value(passedBy).fields;
        now.remove(u"activated"_qs);
        QVariantHash was = untouched;
        was.remove(u"activated"_qs);
        QCOMPARE(now, was);
    }
    bring(*b, b->scenario().unit(unit)->isCommander ? u"commander"_qs : u"unit"_qs, unit);
    QCOMPARE(apply(*b,
                   nextFaces.isEmpty() ? u"{\"kind\":\"draw\"}"_qs
                                       : u"{\"kind\":\"draw\",\"fate\":"_qs + nextFaces + u'}'),
             QString());
    QVERIFY2(notesSay(*b, u"Fate for "_qs + b->state().units.value(unit).name),
             qPrintable(b->state().notes.join(u'\n')));
    QVERIFY(b->state().pendingFate.isEmpty());
    QVERIFY(b->state().pendingRolls.isEmpty());
    QVERIFY(b->state().fates.isEmpty());
    QCOMPARE(::field(*b, unit, field), expected);
    QVERIFY(before != expected);
    replaysTheSame(*b);
}

void TestTurnSequence::actingTwiceGivesTwoCards()
{
    auto b = demo(u"kgcwo"_qs);
    QCOMPARE(apply(*b, set(u"14th-ld"_qs, u"activations"_qs, u"2"_qs)), QString());
    endTurn(*b);
    const QList<DeckCard> &pile = b->state().drawPile;
    QCOMPARE(std::count(pile.begin(), pile.end(), DeckCard{u"unit"_qs, u"14th-ld"_qs}), 2);
    QCOMPARE(std::count(pile.begin(), pile.end(), DeckCard{u"unit"_qs, u"88th"_qs}), 1);
    replaysTheSame(*b);
}

void TestTurnSequence::ordersApply_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QVariant>("expected");

    const QStringList fired{set(u"52nd"_qs, u"fired"_qs, u"true"_qs)};
    QTest::newRow("kgcwo-hold-sets-hold")
        << u"kgcwo"_qs << fired << u"{\"kind\":\"order\",\"order\":\"hold\",\"unit\":\"52nd\"}"_qs
        << u"52nd"_qs << u"hold"_qs << QVariant(true);
    QTest::newRow("kgcwo-hold-out-of-contact-clears-fired")
        << u"kgcwo"_qs << fired << u"{\"kind\":\"order\",\"order\":\"hold\",\"unit\":\"52nd\"}"_qs
        << u"52nd"_qs << u"fired"_qs << QVariant(false);
    QTest::newRow("kgcwo-hold-engaged-keeps-fired")
        << u"kgcwo"_qs << fired
        << u"{\"kind\":\"order\",\"order\":\"hold\",\"unit\":\"52nd\",\"answers\":[\"engaged\"]}"_qs
        << u"52nd"_qs << u"fired"_qs << QVariant(true);
    const QStringList wounded{setFigure(u"fusiliers"_qs, u"ranker-1"_qs, u"minor"_qs, u"2"_qs),
                              setFigure(u"fusiliers"_qs, u"ranker-1"_qs, u"fresh-minor"_qs, u"1"_qs)};
    QTest::newRow("chosen-men-heal-minor")
        << u"chosen-men"_qs << wounded << u"{\"kind\":\"order\",\"order\":\"heal\",\"unit\":\"fusiliers\"}"_qs
        << u"fusiliers"_qs << u"minor-wounds"_qs << QVariant(0);
    QTest::newRow("chosen-men-heal-is-its-action")
        << u"chosen-men"_qs << wounded << u"{\"kind\":\"order\",\"order\":\"heal\",\"unit\":\"fusiliers\"}"_qs
        << u"fusiliers"_qs << u"acted"_qs << QVariant(true);
    QTest::newRow("chosen-men-field-promotion")
        << u"chosen-men"_qs
        << QStringList{setFigure(u"redcoats"_qs, u"leader"_qs, u"down"_qs, u"true"_qs),
                       set(u"redcoats"_qs, u"status"_qs, u"\"leaderless\""_qs)}
        << u"{\"kind\":\"order\",\"order\":\"field-promotion\",\"unit\":\"redcoats\",\"answers\":[\"officer-near\"]}"_qs
        << u"redcoats"_qs << u"status"_qs << QVariant(u"steady"_qs);
    QTest::newRow("chosen-men-officer-activates-squad")
        << u"chosen-men"_qs << QStringList()
        << u"{\"kind\":\"order\",\"order\":\"officer-activation\",\"unit\":\"voltigeurs-1\",\"answers\":[\"within-six\"]}"_qs
        << u"voltigeurs-1"_qs << u"activated"_qs << QVariant(true);
    QTest::newRow("chosen-men-officer-treats-serious-first")
        << u"chosen-men"_qs
        << QStringList{setFigure(u"redcoats"_qs, u"ranker-1"_qs, u"serious"_qs, u"1"_qs),
                       setFigure(u"redcoats"_qs, u"ranker-2"_qs, u"minor"_qs, u"1"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"officer-treats\",\"unit\":\"capt-ward\",\"target\":\"redcoats\"}"_qs
        << u"redcoats"_qs << u"serious-wounds"_qs << QVariant(0);
    QTest::newRow("chosen-men-officer-spends-bonus")
        << u"chosen-men"_qs << QStringList{setFigure(u"redcoats"_qs, u"ranker-1"_qs, u"minor"_qs, u"1"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"officer-treats\",\"unit\":\"capt-ward\",\"target\":\"redcoats\"}"_qs
        << u"capt-ward"_qs << u"bonus-spent"_qs << QVariant(1);
    QTest::newRow("brigade-rally-from-disorder")
        << u"brigade"_qs << QStringList{set(u"55e"_qs, u"disordered"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"rally-from-disorder\",\"unit\":\"55e\"}"_qs << u"55e"_qs
        << u"disordered"_qs << QVariant(false);
    QTest::newRow("brigade-rally-takes-the-move")
        << u"brigade"_qs << QStringList{set(u"55e"_qs, u"disordered"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"rally-from-disorder\",\"unit\":\"55e\"}"_qs << u"55e"_qs
        << u"moved"_qs << QVariant(true);
}

void TestTurnSequence::ordersApply()
{
    QFETCH(QString, system);
    QFETCH(QStringList, setup);
    QFETCH(QString, order);
    QFETCH(QString, unit);
    QFETCH(QString, field);
    QFETCH(QVariant, expected);
    auto b = demo(system);
    for (const QString &s : setup)
        QCOMPARE(apply(*b, s), QString());
    QCOMPARE(apply(*b, order), QString());
    QCOMPARE(::field(*b, unit, field), expected);
    QCOMPARE(b->journal().last().summary.contains(
                 b->ruleset().order(std::get<action::Order>(act(order)).order)->doc.name),
             true);
    replaysTheSame(*b);
}

void TestTurnSequence::forbiddenIsRefusedWithTheReason_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("action"); // without "override"
    QTest::addColumn<QString>("reason"); // part of the refusal

    QTest::newRow("kgcwo-limbered-battery-fires")
        << u"kgcwo"_qs << QStringList{set(u"ross"_qs, u"formation"_qs, u"\"limbered\""_qs)}
        << u"{\"kind\":\"resolve\",\"test\":\"fire\",\"actor\":\"ross\",\"target\":\"45e-1\",\"distance\":20"_qs
        << u"limbered battery cannot fire"_qs;
    QTest::newRow("kgcwo-battery-forms-square")
        << u"kgcwo"_qs << QStringList()
        << u"{\"kind\":\"resolve\",\"test\":\"form-square\",\"actor\":\"ross\",\"faces\":[7]"_qs
        << u"Only foot can form square"_qs;
    QTest::newRow("kgcwo-commander-forms-square")
        << u"kgcwo"_qs << QStringList()
        << u"{\"kind\":\"resolve\",\"test\":\"form-square\",\"actor\":\"hale\",\"faces\":[7]"_qs
        << u"Only foot can form square"_qs;
    QTest::newRow("kgcwo-normal-unit-rallies")
        << u"kgcwo"_qs << QStringList()
        << u"{\"kind\":\"resolve\",\"test\":\"rally\",\"actor\":\"52nd\",\"faces\":[7]"_qs
        << u"Only a shaken or routed unit rallies"_qs;
    QTest::newRow("kgcwo-hold-twice")
        << u"kgcwo"_qs << QStringList{set(u"52nd"_qs, u"hold"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"hold\",\"unit\":\"52nd\""_qs << u"already on hold"_qs;
    QTest::newRow("chosen-men-unloaded-fires")
        << u"chosen-men"_qs << QStringList{set(u"redcoats"_qs, u"loaded"_qs, u"false"_qs)}
        << u"{\"kind\":\"resolve\",\"test\":\"fire\",\"actor\":\"redcoats\",\"distance\":20,\"target\":\"fusiliers\",\"inputs\":{\"firers\":1},\"distance\":20,\"faces\":[3]"_qs
        << u"Not loaded"_qs;
    QTest::newRow("chosen-men-heal-after-acting")
        << u"chosen-men"_qs
        << QStringList{setFigure(u"fusiliers"_qs, u"ranker-1"_qs, u"minor"_qs, u"1"_qs),
                       set(u"fusiliers"_qs, u"acted"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"heal\",\"unit\":\"fusiliers\""_qs << u"already acted"_qs;
    QTest::newRow("chosen-men-promotion-without-an-officer")
        << u"chosen-men"_qs << QStringList{setFigure(u"redcoats"_qs, u"leader"_qs, u"down"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"field-promotion\",\"unit\":\"redcoats\""_qs << u"within 2"_qs;
    QTest::newRow("chosen-men-officer-activates-an-activated-squad")
        << u"chosen-men"_qs << QStringList{set(u"voltigeurs-1"_qs, u"activated"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"officer-activation\",\"unit\":\"voltigeurs-1\",\"answers\":[\"within-six\"]"_qs
        << u"already been activated"_qs;
    QTest::newRow("chosen-men-officer-bonus-spent")
        << u"chosen-men"_qs
        << QStringList{set(u"capt-ward"_qs, u"bonus-spent"_qs, u"2"_qs),
                       setFigure(u"redcoats"_qs, u"ranker-1"_qs, u"minor"_qs, u"1"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"officer-treats\",\"unit\":\"capt-ward\",\"target\":\"redcoats\""_qs
        << u"bonus is spent"_qs;
    QTest::newRow("brigade-limbered-gun-fires")
        << u"brigade"_qs << QStringList{set(u"gun-1"_qs, u"formation"_qs, u"\"limbered\""_qs)}
        << u"{\"kind\":\"resolve\",\"test\":\"fire\",\"actor\":\"gun-1\",\"target\":\"55e\",\"distance\":5"_qs
        << u"cannot fire"_qs;
    QTest::newRow("brigade-rally-after-moving")
        << u"brigade"_qs
        << QStringList{set(u"55e"_qs, u"disordered"_qs, u"true"_qs), set(u"55e"_qs, u"moved"_qs, u"true"_qs)}
        << u"{\"kind\":\"order\",\"order\":\"rally-from-disorder\",\"unit\":\"55e\""_qs
        << u"already moved"_qs;
}

void TestTurnSequence::forbiddenIsRefusedWithTheReason()
{
    QFETCH(QString, system);
    QFETCH(QStringList, setup);
    QFETCH(QString, action);
    QFETCH(QString, reason);
    auto b = demo(system);
    for (const QString &s : setup)
        QCOMPARE(apply(*b, s), QString());
    const qsizetype entries = b->journal().size();
    const QString refused = apply(*b, action + u'}');
    QVERIFY2(refused.contains(reason), qPrintable(refused));
    QVERIFY(refused.contains(u"override"_qs));
    QCOMPARE(b->journal().size(), entries);
    // The umpire allows it: played, and the journal says so with his reason.
    QCOMPARE(apply(*b, action + u",\"override\":\"the scenario's special rule\"}"_qs), QString());
    QVERIFY2(b->journal().last().summary.contains(u"allowed by the umpire (the scenario's special rule)"_qs),
             qPrintable(b->journal().last().summary));
    replaysTheSame(*b);
}

void TestTurnSequence::lostSquadsLeaveTheDeck()
{
    auto b = demo(u"chosen-men"_qs);
    // Five of the six dragoons down; a fatal wound takes the last.
    for (int i = 1; i <= 5; ++i)
        QCOMPARE(apply(*b, setFigure(u"dragoons"_qs, u"ranker-%1"_qs.arg(i), u"down"_qs, u"true"_qs)),
                 QString());
    QCOMPARE(field(*b, u"dragoons"_qs, u"figures-lost"_qs).toInt(), 5);
    QCOMPARE(apply(*b, u"{\"kind\":\"resolve\",\"test\":\"wound\",\"actor\":\"dragoons\",\"faces\":[9]}"_qs),
             QString());
    QVERIFY(b->state().units.value(u"dragoons"_qs).removed);
    const auto hasCard = [&] {
        const QList<DeckCard> &pile = b->state().drawPile;
        return std::any_of(pile.begin(), pile.end(), [](const DeckCard &c) { return c.unit == u"dragoons"; });
    };
    QVERIFY(hasCard()); // this turn's deck is as it was shuffled
    endTurn(*b);
    QVERIFY(!hasCard());
    QCOMPARE(b->state().drawPile.size(), 8);
    replaysTheSame(*b);
}

QTEST_GUILESS_MAIN(TestTurnSequence)
#include "tst_turnsequence.moc"
