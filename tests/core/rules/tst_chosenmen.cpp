// Chosen Men, expanded (rule book 003) as encoded in chosen-men.json: roll-under morale, movement
// dice by mover and going, the weapons table, boats, snipers, and every test's odds against
// enumeration. Worked results with scripted dice (morale margins, how wounds add up, melee
// margins) are data: examples/chosen-men/, run by tst_examples.
#include "rulestesting.h"

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

class TestChosenMen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_rs = loadRuleset(u"chosen-men"_qs); }
    void choicesForOneTestCountLikeChoicesForAll();
    void baseMoraleByClass_data();
    void baseMoraleByClass();
    void moraleModifiers();
    void movementDice_data();
    void movementDice();
    void movementPenaltiesAndFloor();
    void weaponsTable_data();
    void weaponsTable();
    void hitsOnEightAndNaturalZero();
    void naturalZeroOptionNeedsEight();
    void cannonBallHitsRollSeveralWoundDice_data();
    void cannonBallHitsRollSeveralWoundDice();
    void meleeDrawGrenadiersAndLightTroops();
    void meleeTwoOrThreeAgainstOneShareTheDefendersDie_data();
    void meleeTwoOrThreeAgainstOneShareTheDefendersDie();
    void chargingCavalryIsBlown();
    void chargeSweepsCoverAndBlownHorseLosesIt_data();
    void chargeSweepsCoverAndBlownHorseLosesIt();
    void boatLanding_data();
    void boatLanding();
    void sniperNeedsTen();
    void everyTestsOddsMatchEnumeration_data();
    void everyTestsOddsMatchEnumeration();
    // Issue 34: what was wrong, and the squad as its figures.
    void formedSkirmishersAreInfantry_data();
    void formedSkirmishersAreInfantry();
    void formedBayonetsOnlyAgainstHorseInFront_data();
    void formedBayonetsOnlyAgainstHorseInFront();
    void leaderStruckByANaturalZero_data();
    void leaderStruckByANaturalZero();
    void officerStruckRollsHisWoundDie_data();
    void officerStruckRollsHisWoundDie();
    void sniperPicksOutTheLeaderAndReloads_data();
    void sniperPicksOutTheLeaderAndReloads();
    void tapLoadedRifleFiresAsAMusket_data();
    void tapLoadedRifleFiresAsAMusket();
    void gunShotStrikesAGunsCarriage_data();
    void gunShotStrikesAGunsCarriage();
    void figuresMadeFromTheSquadsCounts_data();
    void figuresMadeFromTheSquadsCounts();
    void namedFiguresAreStruckFirst();
    void figuresHurtAlikeWithoutEffectWords_data();
    void figuresHurtAlikeWithoutEffectWords();
    void picksAndDealingGoByWhatMenAreNotWhereTheyStand_data();
    void picksAndDealingGoByWhatMenAreNotWhereTheyStand();
    void aLoadedGunCannotMove_data();
    void aLoadedGunCannotMove();
    void rangeBandFromTheDistance_data();
    void rangeBandFromTheDistance();

private:
    // Two units as a battle makes them, with their figures (fields set on some of them).
    Situation pair(const QVariantHash &actor, const QVariantHash &target = {},
                   const QString &actorType = u"squad"_qs,
                   const QHash<QString, QVariantHash> &actorFigures = {},
                   const QHash<QString, QVariantHash> &targetFigures = {}) const
    {
        Situation s;
        s.units.insert(u"actor"_qs, unit(m_rs, u"actor"_qs, actorType, actor, actorFigures));
        s.units.insert(u"target"_qs, unit(m_rs, u"target"_qs, u"squad"_qs, target, targetFigures));
        s.inputs.insert(u"distance"_qs, 13); // a musket's effective range: the band adds nothing
        return s;
    }
    static bool active(const TestSetup &setup, const QString &id)
    {
        return std::any_of(setup.modifiers.begin(), setup.modifiers.end(),
                           [&](const AppliedModifier &m) { return m.id == id && m.active; });
    }
    int woundTests(const Resolution &r) const
    {
        int n = 0;
        for (const TestResult &t : r.steps)
            n += t.setup.test->id == u"wound" ? 1 : 0;
        return n;
    }
    Ruleset m_rs;
};

void TestChosenMen::baseMoraleByClass_data()
{
    QTest::addColumn<QString>("cls");
    QTest::addColumn<int>("base");
    QTest::newRow("tribes-and-mobs-5") << "tribes-and-mobs" << 5;
    QTest::newRow("raw-militia-6") << "raw-militia" << 6;
    QTest::newRow("green-7") << "green" << 7;
    QTest::newRow("regular-8") << "regular" << 8;
    QTest::newRow("veteran-9") << "veteran" << 9;
    QTest::newRow("crack-read-as-10") << "crack" << 10;
}

void TestChosenMen::baseMoraleByClass()
{
    QFETCH(QString, cls);
    QFETCH(int, base);
    const TestSetup s = Resolver(m_rs).setup(u"morale"_qs, pair({{"class", cls}}));
    QCOMPARE(s.dieTest.target, base);
    QCOMPARE(s.odds.first().probability, base / 10.0); // a d10 at or under the base
}

void TestChosenMen::moraleModifiers()
{
    // Its leader down, a ranker down, another seriously and a third freshly hurt; formed with ten
    // figures still standing.
    Situation s = pair({{"figures", 12}, {"formed", true}, {"with-colours", true}, {"colours-lost", true}},
                       {}, u"squad"_qs,
                       {{"leader", {{"down", true}}},
                        {"ranker-1", {{"down", true}}},
                        {"ranker-2", {{"serious", 1}}},
                        {"ranker-3", {{"minor", 1}, {"fresh-minor", 1}}}});
    s.inputs.insert(u"rallyBonus"_qs, 2);
    s.ticked.insert(u"hard-cover"_qs);
    // -4 casualties (two figures lost, a serious wound, a fresh minor one), -1 leader, +1 formed,
    // +2 officer, +1 colours, -2 colours lost, +2 hard cover
    QCOMPARE(Resolver(m_rs).setup(u"morale"_qs, s).total, -1);
    // Minor wounds count as casualties only in the turn they are taken: untreated ones from an
    // earlier turn no longer do.
    QCOMPARE(
        Resolver(m_rs).setup(u"morale"_qs, pair({}, {}, u"squad"_qs, {{"ranker-1", {{"minor", 2}}}})).total,
        0);
    QCOMPARE(Resolver(m_rs).setup(u"morale"_qs, pair({{"dismounted", true}})).total, -1);
    QCOMPARE(Resolver(m_rs).setup(u"morale"_qs, pair({{"afloat", true}, {"colours-captured", true}})).total,
             3);
}

void TestChosenMen::movementDice_data()
{
    QTest::addColumn<QString>("mover");
    QTest::addColumn<QString>("going");
    QTest::addColumn<QString>("dice");
    QTest::newRow("infantry") << "infantry"
                              << ""
                              << "2d10";
    QTest::newRow("infantry-road") << "infantry"
                                   << "road"
                                   << "3d10kh2";
    QTest::newRow("infantry-hills") << "infantry"
                                    << "rough"
                                    << "3d10kl2";
    QTest::newRow("skirmishers") << "skirmishers"
                                 << ""
                                 << "2d10+2";
    QTest::newRow("skirmishers-road") << "skirmishers"
                                      << "road"
                                      << "3d10kh2+2";
    QTest::newRow("skirmishers-ignore-hills") << "skirmishers"
                                              << "rough"
                                              << "2d10+2";
    QTest::newRow("cavalry") << "mounted"
                             << ""
                             << "3d10";
    QTest::newRow("cavalry-road") << "mounted"
                                  << "road"
                                  << "4d10kh3";
    QTest::newRow("cavalry-hills") << "mounted"
                                   << "rough"
                                   << "4d10kl3";
    QTest::newRow("guns-cross-country") << "artillery"
                                        << ""
                                        << "2d10-5";
    QTest::newRow("guns-road") << "artillery"
                               << "road"
                               << "3d10kl2";
    QTest::newRow("guns-hills") << "artillery"
                                << "rough"
                                << "d10-2";
    QTest::newRow("boat") << "boat"
                          << ""
                          << "2d10";
}

void TestChosenMen::movementDice()
{
    QFETCH(QString, mover);
    QFETCH(QString, going);
    QFETCH(QString, dice);
    Situation s = pair({{"mover", mover}});
    if (!going.isEmpty())
        s.chosen.insert(u"going"_qs, going);
    QCOMPARE(Resolver(m_rs).setup(u"move"_qs, s).expression->toString(), dice);
}

void TestChosenMen::movementPenaltiesAndFloor()
{
    // 2D10 = 7 + 6 = 13, halved in woods to 6, a fence -2, a serious wound -2: 2"
    Situation s = pair({}, {}, u"squad"_qs, {{"ranker-1", {{"serious", 1}}}});
    s.ticked.insert(u"halved"_qs);
    s.inputs.insert(u"obstacles"_qs, 1);
    const Resolution r = Resolver(m_rs).resolve(u"move"_qs, s, FaceQueue::of({7, 6}));
    QCOMPARE(r.steps.first().value, 2);
    // guns cross country: 2d10-5 never below 0
    const Resolution guns
        = Resolver(m_rs).resolve(u"move"_qs, pair({{"mover", "artillery"}}), FaceQueue::of({1, 2}));
    QCOMPARE(guns.steps.first().value, 0);
    const TestSetup setup = Resolver(m_rs).setup(u"move"_qs, pair({{"mover", "artillery"}}));
    QCOMPARE(setup.odds.first().id, u"0"); // the odds fold every negative total into 0
    QVERIFY(std::abs(setup.odds.first().probability - 0.10) < 1e-12); // 2d10 <= 5: 10 of 100
    // extra hands on a gun: +1" each
    Situation crew = pair({{"mover", "artillery"}});
    crew.inputs.insert(u"extraCrew"_qs, 3);
    QCOMPARE(Resolver(m_rs).resolve(u"move"_qs, crew, FaceQueue::of({5, 5})).steps.first().value, 8);
}

void TestChosenMen::weaponsTable_data()
{
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<int>("diceEach");
    QTest::addColumn<int>("reload");
    QTest::newRow("pistol") << QVariantHash{{"weapon", "pistol"}} << 1 << 1;
    QTest::newRow("blunderbuss") << QVariantHash{{"weapon", "blunderbuss"}} << 3 << 2;
    QTest::newRow("musket") << QVariantHash{{"weapon", "musket"}} << 1 << 2;
    QTest::newRow("musket-veteran") << QVariantHash{{"weapon", "musket"}, {"class", "veteran"}} << 1 << 1;
    QTest::newRow("musket-british-regulars")
        << QVariantHash{{"weapon", "musket"}, {"british-regulars", true}} << 1 << 1;
    QTest::newRow("knox-volley-gun") << QVariantHash{{"weapon", "knox-volley-gun"}} << 4 << 3;
    QTest::newRow("rifle") << QVariantHash{{"weapon", "rifle"}} << 1 << 2;
    QTest::newRow("cannon-ball") << QVariantHash{{"weapon", "cannon"}} << 1 << 5;
    QTest::newRow("cannon-grape") << QVariantHash{{"weapon", "cannon"}, {"ammunition", "grape"}} << 10 << 5;
    QTest::newRow("small-cannon-ball") << QVariantHash{{"weapon", "small-cannon"}} << 1 << 4;
    // A gun's crew are figures: each gunner lost adds two turns, each seriously wounded one.
    QTest::newRow("small-cannon-grape-2-crew-lost")
        << QVariantHash{{"weapon", "small-cannon"}, {"ammunition", "grape"}} << 5 << 8;
    QTest::newRow("large-gun-a-man-wounded") << QVariantHash{{"weapon", "cannon"}} << 1 << 6;
}

void TestChosenMen::weaponsTable()
{
    QFETCH(QVariantHash, unit);
    QFETCH(int, diceEach);
    QFETCH(int, reload);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const bool gun = unit.value(u"weapon"_qs).toString().contains(u"cannon");
    // Guns fire from a gun's crew (the demo's guns: a leader and gunners); two lost, or one hurt.
    QHash<QString, QVariantHash> crew;
    if (tag.contains(u"2-crew-lost"))
        crew = {{"gunner-1", {{"down", true}}}, {"gunner-2", {{"down", true}}}};
    if (tag.contains(u"a-man-wounded"))
        crew = {{"gunner-1", {{"serious", 1}}}};
    const QString type = !gun                              ? u"squad"_qs
        : unit.value(u"weapon"_qs).toString() == u"cannon" ? u"gun-large"_qs
                                                           : u"gun-small"_qs;
    if (gun)
        unit.insert(u"mover"_qs, u"artillery"_qs);
    Situation s = pair(unit, {}, type, crew);
    // Two firers each roll their weapon's dice. A gun rolls its own once, whatever its crew (the
    // book's dice are per weapon): the firers entered only say that a gunner stands to fire it.
    s.inputs.insert(u"firers"_qs, gun && tag.contains(u"2-crew-lost") ? 1 : 2);
    s.inputs.insert(u"distance"_qs, 3); // within every weapon's close range
    const Resolver r(m_rs);
    const int firing = gun ? 1 : s.inputs.value(u"firers"_qs);
    const TestSetup setup = r.setup(u"fire"_qs, s);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QCOMPARE(setup.dieSides.size(), firing * diceEach);
    const Resolution res
        = r.resolve(u"fire"_qs, s, FaceQueue::of(QList<int>(firing * diceEach, 2))); // all miss
    QCOMPARE(res.units.value(u"actor"_qs).fields.value(u"reload-turns"_qs).toInt(), reload);
    QCOMPARE(res.units.value(u"actor"_qs).fields.value(u"loaded"_qs).toBool(), false);
}

void TestChosenMen::hitsOnEightAndNaturalZero()
{
    Situation s = pair({{"class", "green"}}, {}, u"squad"_qs);
    s.inputs.insert(u"firers"_qs, 1);
    s.chosen.insert(u"target-cover"_qs, u"hard"_qs); // -2, and green -1: only a natural 0 hits
    const TestSetup setup = Resolver(m_rs).setup(u"fire"_qs, s);
    QCOMPARE(setup.dieTest.neededFace(), 11);
    QCOMPARE(setup.odds.at(1).probability, 0.1); // only the natural 0 hits
    // The 0 that hits, and what follows: examples/chosen-men/fire-natural-zero-hits-and-wounds.json.
}

// A test sheet picks cover for the fire test only (chosenByTest), so that the follow-up tests do
// not inherit it; the setup must read it exactly as a choice made for every test.
void TestChosenMen::choicesForOneTestCountLikeChoicesForAll()
{
    Situation everywhere = pair({{"class", "green"}});
    everywhere.inputs.insert(u"firers"_qs, 1);
    Situation fireOnly = everywhere;
    everywhere.chosen.insert(u"target-cover"_qs, u"hard"_qs);
    fireOnly.chosenByTest[u"fire"_qs].insert(u"target-cover"_qs, u"hard"_qs);
    const TestSetup a = Resolver(m_rs).setup(u"fire"_qs, everywhere);
    const TestSetup b = Resolver(m_rs).setup(u"fire"_qs, fireOnly);
    QCOMPARE(b.total, a.total);
    QCOMPARE(b.dieTest.neededFace(), 11);
    QCOMPARE(b.odds.at(1).probability, a.odds.at(1).probability);
}

void TestChosenMen::naturalZeroOptionNeedsEight()
{
    Situation s = pair({{"class", "green"}});
    s.inputs.insert(u"firers"_qs, 1);
    s.chosen.insert(u"target-cover"_qs, u"hard"_qs);
    s.options.insert(u"natural-zero"_qs, u"needs-eight"_qs);
    QCOMPARE(Resolver(m_rs).setup(u"fire"_qs, s).odds.at(1).probability, 0.0);
}

void TestChosenMen::cannonBallHitsRollSeveralWoundDice_data()
{
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<QString>("ammunition");
    QTest::addColumn<int>("woundDice");
    QTest::newRow("small-cannon-ball-3") << "small-cannon"
                                         << "ball" << 3;
    QTest::newRow("large-gun-ball-6") << "cannon"
                                      << "ball" << 6;
    QTest::newRow("grape-1-per-hit") << "small-cannon"
                                     << "grape" << 1;
}

void TestChosenMen::cannonBallHitsRollSeveralWoundDice()
{
    QFETCH(QString, weapon);
    QFETCH(QString, ammunition);
    QFETCH(int, woundDice);
    Situation s = pair({{"weapon", weapon}, {"ammunition", ammunition}}, {{"figures", 12}});
    s.inputs.insert(u"firers"_qs, 1);
    const int fireDice = int(Resolver(m_rs).setup(u"fire"_qs, s).dieSides.size());
    QList<int> faces(fireDice, 2);
    faces[0] = 9; // one hit
    faces += QList<int>(woundDice, 1); // minor wounds, so nothing is removed early
    const Resolution r = Resolver(m_rs).resolve(u"fire"_qs, s, FaceQueue::of(faces));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(woundTests(r), woundDice);
}

void TestChosenMen::meleeDrawGrenadiersAndLightTroops()
{
    // What the draw did, leaving out that the attacker took its action.
    const auto drawEffects = [](const Resolution &r) {
        QList<EffectRecord> out;
        for (const EffectRecord &e : r.steps.first().effects)
            if (!e.text.contains(u"Took an action"))
                out.append(e);
        return out;
    };
    const Resolution grenadiers
        = Resolver(m_rs).resolve(u"melee"_qs, pair({{"grenadiers", true}}), FaceQueue::of({5, 5}));
    QCOMPARE(grenadiers.steps.first().outcomeId, u"draw");
    QCOMPARE(drawEffects(grenadiers).size(), 1);
    QVERIFY(drawEffects(grenadiers).first().text.contains(u"grenadiers win"));
    const Resolution light
        = Resolver(m_rs).resolve(u"melee"_qs, pair({}, {{"light-troops", true}}), FaceQueue::of({5, 5}));
    QVERIFY(drawEffects(light).first().text.contains(u"light troops lose"));
    const Resolution both = Resolver(m_rs).resolve(
        u"melee"_qs, pair({{"grenadiers", true}}, {{"light-troops", true}}), FaceQueue::of({5, 5}));
    QCOMPARE(drawEffects(both).size(), 1); // the grenadiers' win covers it
}

void TestChosenMen::meleeTwoOrThreeAgainstOneShareTheDefendersDie_data()
{
    QTest::addColumn<int>("attackerFace");
    QTest::addColumn<int>("defenderFace");
    QTest::addColumn<QString>("outcome");
    // two regulars with bayonets; the lone defender is outnumbered (-2)
    QTest::newRow("second-attacker-draws") << 3 << 5 << "draw";
    QTest::newRow("second-attacker-backs-him-off") << 4 << 5 << "backs-off";
    QTest::newRow("third-attacker-fells-him") << 9 << 5 << "casualty";
    QTest::newRow("defender-wins-on-a-ten") << 7 << 10 << "backs-off";
}

// At two or three to one the defender rolls once, and that die meets every attacker: for the
// second and third the players enter it, and only the attacker rolls.
void TestChosenMen::meleeTwoOrThreeAgainstOneShareTheDefendersDie()
{
    QFETCH(int, attackerFace);
    QFETCH(int, defenderFace);
    QFETCH(QString, outcome);
    const Resolver resolver(m_rs);
    Situation first = pair({}, {{"figures", 12}});
    first.ticked.insert(u"defender-outnumbered"_qs);
    Situation later = first;
    later.inputs.insert(u"defenderDie"_qs, defenderFace);
    QCOMPARE(resolver.setup(u"melee"_qs, first).dieSides.size(), 2);
    const TestSetup setup = resolver.setup(u"melee"_qs, later);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QCOMPARE(setup.dieSides, QList<int>{10}); // only the attacker rolls
    QCOMPARE(setup.givenTargetFace, defenderFace);

    const Resolution together
        = resolver.resolve(u"melee"_qs, first, FaceQueue::of({attackerFace, defenderFace}));
    const Resolution given = resolver.resolve(u"melee"_qs, later, FaceQueue::of({attackerFace}));
    QCOMPARE(given.steps.first().outcomeId, outcome);
    QCOMPARE(together.steps.first().outcomeId, outcome);
    QCOMPARE(given.steps.first().value, together.steps.first().value);
    QCOMPARE(given.steps.first().dice.size(), 2); // the defender's die is shown, as entered
    QCOMPARE(given.steps.first().dice.last().face, defenderFace);
    QCOMPARE(given.facesUsed, together.facesUsed - 1);

    // The odds: the attacker's die alone against that face.
    QHash<QString, double> expected;
    for (int face = 1; face <= 10; ++face)
        expected[resolver.resolve(u"melee"_qs, later, FaceQueue::of({face})).steps.first().outcomeId] += 0.1;
    double total = 0;
    for (const OutcomeOdds &o : setup.odds) {
        QVERIFY2(std::abs(o.probability - expected.value(o.id)) < 1e-9, qPrintable(o.id));
        total += o.probability;
    }
    QVERIFY(std::abs(total - 1) < 1e-9);

    // A face the die does not have is refused, not used.
    later.inputs.insert(u"defenderDie"_qs, 11);
    QVERIFY(!resolver.setup(u"melee"_qs, later).problems.isEmpty());
}

void TestChosenMen::chargingCavalryIsBlown()
{
    Situation s = pair({{"mounted", true}}, {{"figures", 12}}, u"cavalry-squad"_qs);
    s.ticked.insert(u"charging"_qs);
    const TestSetup setup = Resolver(m_rs).setup(u"melee"_qs, s);
    QCOMPARE(setup.total, 1 + 1 + 2); // charging, sabres, mounted
    const Resolution r = Resolver(m_rs).resolve(u"melee"_qs, s, FaceQueue::of({5, 6}));
    QCOMPARE(r.units.value(u"actor"_qs).fields.value(u"blown"_qs).toInt(), 2);
    // while blown, no mounted bonus
    Situation blown = pair({{"mounted", true}, {"blown", 2}}, {}, u"cavalry-squad"_qs);
    QCOMPARE(Resolver(m_rs).setup(u"melee"_qs, blown).total, 1);
}

// A charge over open ground cancels the defender's cover; blown horse gets no charge bonus.
void TestChosenMen::chargeSweepsCoverAndBlownHorseLosesIt_data()
{
    QTest::addColumn<QVariantHash>("attacker");
    QTest::addColumn<QString>("attackerType");
    QTest::addColumn<bool>("charging");
    QTest::addColumn<QString>("cover");
    QTest::addColumn<bool>("chargeCounts");
    QTest::addColumn<bool>("coverCounts");
    const QVariantHash foot;
    QTest::newRow("cover-counts-without-a-charge") << foot << "squad" << false << "hard" << false << true;
    QTest::newRow("charge-sweeps-hard-cover") << foot << "squad" << true << "hard" << true << false;
    QTest::newRow("charge-sweeps-soft-cover") << foot << "squad" << true << "soft" << true << false;
    QTest::newRow("fresh-horse-charges")
        << QVariantHash{{"mounted", true}} << "cavalry-squad" << true << "soft" << true << false;
    // Blown horse has no charge bonus, so its charge sweeps nothing aside either.
    QTest::newRow("blown-horse-no-charge-bonus") << QVariantHash{{"mounted", true}, {"blown", 1}}
                                                 << "cavalry-squad" << true << "soft" << false << true;
}

void TestChosenMen::chargeSweepsCoverAndBlownHorseLosesIt()
{
    QFETCH(QVariantHash, attacker);
    QFETCH(QString, attackerType);
    QFETCH(bool, charging);
    QFETCH(QString, cover);
    QFETCH(bool, chargeCounts);
    QFETCH(bool, coverCounts);
    Situation s = pair(attacker, {}, attackerType);
    if (charging)
        s.ticked.insert(u"charging"_qs);
    if (!cover.isEmpty())
        s.chosen.insert(u"defender-cover"_qs, cover);
    const TestSetup setup = Resolver(m_rs).setup(u"melee"_qs, s);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    const auto active = [&](const QString &id) {
        for (const AppliedModifier &m : setup.modifiers)
            if (m.id == id && m.active)
                return true;
        return false;
    };
    QCOMPARE(active(u"charging"_qs), chargeCounts);
    QCOMPARE(active(u"defender-cover"_qs), coverCounts);
}

void TestChosenMen::boatLanding_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("6-lands") << 6 << "lands";
    QTest::newRow("7-moves-off") << 7 << "move-off";
    QTest::newRow("9-moves-off") << 9 << "move-off";
    QTest::newRow("0-upends") << 10 << "upends";
}

void TestChosenMen::boatLanding()
{
    QFETCH(int, face);
    QFETCH(QString, outcome);
    const Resolution r = Resolver(m_rs).resolve(u"boat-landing"_qs, pair({}), FaceQueue::of({face}));
    QCOMPARE(r.steps.first().outcomeId, outcome);
    QCOMPARE(r.units.value(u"actor"_qs).fields.value(u"powder-wet"_qs, false).toBool(), outcome == u"upends");
}

void TestChosenMen::sniperNeedsTen()
{
    const TestSetup s = Resolver(m_rs).setup(u"snipe"_qs, pair({{"class", "veteran"}}));
    QCOMPARE(s.dieTest.target, 10);
    QCOMPARE(s.dieTest.neededFace(), 9); // veteran +1
}

void TestChosenMen::everyTestsOddsMatchEnumeration_data()
{
    QTest::addColumn<QString>("test");
    for (const Test &t : m_rs.tests)
        QTest::newRow(qPrintable(t.id)) << t.id;
}

void TestChosenMen::everyTestsOddsMatchEnumeration()
{
    QFETCH(QString, test);
    Situation s
        = pair({{"class", "green"}}, {{"figures", 12}}, u"squad"_qs, {{"ranker-1", {{"down", true}}}});
    for (const TestInput &in : m_rs.test(test)->inputs)
        s.inputs.insert(in.id, 2);
    // One side's die at most may have been rolled already.
    if (test == u"melee")
        s.inputs.insert(u"attackerDie"_qs, 0);
    s.chosen.insert(u"going"_qs, u"road"_qs);
    QString why;
    QVERIFY2(oddsMatchEnumeration(m_rs, test, s, &why), qPrintable(why));
}

// Formed skirmishers move and are shot at as formed infantry; "formed" counts only with ten or
// more figures standing.
void TestChosenMen::formedSkirmishersAreInfantry_data()
{
    QTest::addColumn<int>("figures");
    QTest::addColumn<bool>("formed");
    QTest::addColumn<QString>("moveDice");
    QTest::addColumn<bool>("shotAsSkirmishers");
    QTest::addColumn<bool>("shotAsFormed");
    QTest::newRow("loose-skirmishers") << 8 << false << "2d10+2" << true << false;
    QTest::newRow("formed-ten-move-and-are-shot-as-infantry") << 10 << true << "2d10" << false << true;
    QTest::newRow("formed-marker-but-eight-standing") << 8 << true << "2d10+2" << true << false;
}

void TestChosenMen::formedSkirmishersAreInfantry()
{
    QFETCH(int, figures);
    QFETCH(bool, formed);
    QFETCH(QString, moveDice);
    QFETCH(bool, shotAsSkirmishers);
    QFETCH(bool, shotAsFormed);
    const QVariantHash skirmishers{
        {"mover", "skirmishers"}, {"skirmishers", true}, {"figures", figures}, {"formed", formed}};
    const Resolver r(m_rs);
    QCOMPARE(r.setup(u"move"_qs, pair(skirmishers, {}, u"skirmish-squad"_qs)).expression->toString(),
             moveDice);
    // As a target: the squad shooting at them is the actor.
    Situation fire;
    fire.units.insert(u"actor"_qs, unit(m_rs, u"actor"_qs, u"squad"_qs));
    fire.units.insert(u"target"_qs, unit(m_rs, u"target"_qs, u"skirmish-squad"_qs, skirmishers));
    fire.inputs.insert(u"firers"_qs, 1);
    fire.inputs.insert(u"distance"_qs, 13); // a musket's effective range: the band adds nothing
    const TestSetup setup = r.setup(u"fire"_qs, fire);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QCOMPARE(active(setup, u"target-skirmishers"_qs), shotAsSkirmishers);
    QCOMPARE(active(setup, u"target-formed-or-mounted"_qs), shotAsFormed);
}

// +5 for formed infantry with bayonets only against horse to their front; in the flank, +1.
void TestChosenMen::formedBayonetsOnlyAgainstHorseInFront_data()
{
    QTest::addColumn<bool>("flank");
    QTest::addColumn<bool>("bayonets");
    QTest::addColumn<bool>("formedOne");
    QTest::newRow("horse-charges-the-front") << false << true << false;
    QTest::newRow("horse-charges-a-flank") << true << false << true;
}

void TestChosenMen::formedBayonetsOnlyAgainstHorseInFront()
{
    QFETCH(bool, flank);
    QFETCH(bool, bayonets);
    QFETCH(bool, formedOne);
    Situation s;
    s.units.insert(u"actor"_qs,
                   unit(m_rs, u"horse"_qs, u"cavalry-squad"_qs, {{"mover", "mounted"}, {"mounted", true}}));
    s.units.insert(u"target"_qs, unit(m_rs, u"foot"_qs, u"squad"_qs, {{"figures", 12}, {"formed", true}}));
    if (flank)
        s.ticked.insert(u"flank"_qs);
    const TestSetup setup = Resolver(m_rs).setup(u"melee"_qs, s);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QCOMPARE(active(setup, u"formed-bayonets-receiving"_qs), bayonets);
    QCOMPARE(active(setup, u"formed-defender"_qs), formedOne);
    // +1 blades, and +5 or +1 as formed
    QCOMPARE(setup.targetTotal, 1 + (bayonets ? 5 : 1));
}

// A natural 0 that strikes the squad leader: his own wound die decides; only a killing one leaves
// the squad leaderless.
void TestChosenMen::leaderStruckByANaturalZero_data()
{
    QTest::addColumn<int>("woundFace");
    QTest::addColumn<int>("minor");
    QTest::addColumn<int>("serious");
    QTest::addColumn<bool>("lost");
    QTest::addColumn<QString>("status");
    QTest::newRow("minor-wound-he-leads-on") << 3 << 1 << 0 << false << "steady";
    QTest::newRow("serious-wound-he-leads-on") << 6 << 0 << 1 << false << "steady";
    QTest::newRow("fatal-leaderless") << 9 << 0 << 0 << true << "leaderless";
}

void TestChosenMen::leaderStruckByANaturalZero()
{
    QFETCH(int, woundFace);
    QFETCH(int, minor);
    QFETCH(int, serious);
    QFETCH(bool, lost);
    QFETCH(QString, status);
    Situation s = pair({{"class", "green"}});
    s.inputs.insert(u"firers"_qs, 1);
    s.chosen.insert(u"target-cover"_qs, u"hard"_qs); // only the natural 0 hits
    const Resolution r = Resolver(m_rs).resolve(u"fire"_qs, s, FaceQueue::of({10, 7, woundFace}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.last().figures.value(u"actor"_qs), u"leader"_qs);
    const UnitState &target = r.units.value(u"target"_qs);
    const Figure *leader = Roster::find(target, u"leader"_qs);
    const Evaluator ev(m_rs, Situation());
    QCOMPARE(ev.figureValue(*leader, u"minor"_qs).toInt(), minor);
    QCOMPARE(ev.figureValue(*leader, u"serious"_qs).toInt(), serious);
    QCOMPARE(ev.fieldValue(target, u"squad-leader-lost"_qs).toBool(), lost);
    QCOMPARE(ev.fieldValue(target, u"status"_qs).toString(), status);
    QCOMPARE(ev.fieldValue(target, u"figures-lost"_qs).toInt(), lost ? 1 : 0);
}

// 9-0 after a natural 0: an officer nearby is struck, and his wound die is rolled.
void TestChosenMen::officerStruckRollsHisWoundDie_data()
{
    QTest::addColumn<int>("woundFace");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<bool>("officerLost");
    QTest::newRow("minor") << 2 << "minor" << false;
    QTest::newRow("fatal") << 10 << "fatal" << true;
}

void TestChosenMen::officerStruckRollsHisWoundDie()
{
    QFETCH(int, woundFace);
    QFETCH(QString, outcome);
    QFETCH(bool, officerLost);
    Situation s = pair({{"class", "green"}});
    s.inputs.insert(u"firers"_qs, 1);
    s.chosen.insert(u"target-cover"_qs, u"hard"_qs);
    const Resolution r = Resolver(m_rs).resolve(u"fire"_qs, s, FaceQueue::of({10, 9, woundFace}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.last().setup.test->id, u"officer-wound"_qs);
    QCOMPARE(r.steps.last().outcomeId, outcome);
    QCOMPARE(
        Evaluator(m_rs, Situation()).fieldValue(r.units.value(u"target"_qs), u"officer-lost"_qs).toBool(),
        officerLost);
}

// A sniper's hit falls on the squad leader (his wound die decides); he must reload before he
// fires again.
void TestChosenMen::sniperPicksOutTheLeaderAndReloads_data()
{
    QTest::addColumn<int>("woundFace");
    QTest::addColumn<bool>("leaderLost");
    QTest::newRow("minor-wound") << 1 << false;
    QTest::newRow("killed-leaderless") << 8 << true;
}

void TestChosenMen::sniperPicksOutTheLeaderAndReloads()
{
    QFETCH(int, woundFace);
    QFETCH(bool, leaderLost);
    const Situation s = pair({{"sniper", true}, {"weapon", "rifle"}});
    const Resolution r = Resolver(m_rs).resolve(u"snipe"_qs, s, FaceQueue::of({10, woundFace}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.last().figures.value(u"actor"_qs), u"leader"_qs);
    const Evaluator ev(m_rs, Situation());
    const UnitState &target = r.units.value(u"target"_qs);
    QCOMPARE(ev.fieldValue(target, u"squad-leader-lost"_qs).toBool(), leaderLost);
    QCOMPARE(ev.fieldValue(target, u"status"_qs).toString(), leaderLost ? u"leaderless"_qs : u"steady"_qs);
    for (const Figure &f : target.figures) // no ranker is booked for the leader
        if (f.role == u"ranker")
            QVERIFY(Roster::standing(m_rs, target, f));
    const UnitState &sniper = r.units.value(u"actor"_qs);
    QCOMPARE(ev.fieldValue(sniper, u"sniper-loaded"_qs).toBool(), false);
    QCOMPARE(ev.fieldValue(sniper, u"sniper-reload"_qs).toInt(), 2);
    // Unloaded, the rules refuse his next shot.
    Situation again = s;
    again.units.insert(u"actor"_qs, sniper);
    QVERIFY(!Resolver(m_rs).refusals(m_rs.test(u"snipe"_qs)->requirements, again).isEmpty());
}

// A tap-loaded rifle fires as a musket: no rifle's +1.
void TestChosenMen::tapLoadedRifleFiresAsAMusket_data()
{
    QTest::addColumn<bool>("tapLoaded");
    QTest::newRow("loaded-properly") << false;
    QTest::newRow("tap-loaded") << true;
}

void TestChosenMen::tapLoadedRifleFiresAsAMusket()
{
    QFETCH(bool, tapLoaded);
    Situation s = pair({{"weapon", "rifle"}, {"tap-loaded", tapLoaded}});
    s.inputs.insert(u"firers"_qs, 1);
    const TestSetup setup = Resolver(m_rs).setup(u"fire"_qs, s);
    QCOMPARE(active(setup, u"rifle"_qs), !tapLoaded);
    const Resolution r = Resolver(m_rs).resolve(u"fire"_qs, s, FaceQueue::of({2}));
    QCOMPARE(Evaluator(m_rs, Situation()).fieldValue(r.units.value(u"actor"_qs), u"tap-loaded"_qs).toBool(),
             false); // fired: loaded properly from now on
}

// A gun's shot at a gun falls on its carriage, which takes two serious wounds (a small gun's) and
// is destroyed; a musket's falls on its crew.
void TestChosenMen::gunShotStrikesAGunsCarriage_data()
{
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<bool>("destroyed");
    QTest::addColumn<int>("crewLost");
    // a small gun's ball: one hit, three wound dice, all on the carriage: serious, serious, minor
    QTest::newRow("ball-destroys-the-carriage") << "small-cannon" << QList<int>{9, 5, 6, 1} << true << 0;
    QTest::newRow("ball-a-serious-wound") << "small-cannon" << QList<int>{9, 5, 1, 1} << false << 0;
    // a musket's hit kills a gunner: a man of the crew lost
    QTest::newRow("musket-kills-a-gunner") << "musket" << QList<int>{9, 8} << false << 1;
}

void TestChosenMen::gunShotStrikesAGunsCarriage()
{
    QFETCH(QString, weapon);
    QFETCH(QList<int>, faces);
    QFETCH(bool, destroyed);
    QFETCH(int, crewLost);
    Situation s;
    const bool gun = weapon != u"musket";
    s.units.insert(u"actor"_qs,
                   unit(m_rs, u"actor"_qs, gun ? u"gun-small"_qs : u"squad"_qs,
                        {{"weapon", weapon}, {"mover", gun ? u"artillery"_qs : u"infantry"_qs}}));
    s.units.insert(
        u"target"_qs,
        unit(m_rs, u"target"_qs, u"gun-small"_qs, {{"weapon", "small-cannon"}, {"mover", "artillery"}}));
    s.inputs.insert(u"firers"_qs, 1);
    // Effective range for a musket and a small gun's ball: the band adds nothing.
    s.inputs.insert(u"distance"_qs, gun ? 40 : 13);
    const Resolution r = Resolver(m_rs).resolve(u"fire"_qs, s, FaceQueue::of(faces));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    const Evaluator ev(m_rs, Situation());
    const UnitState &target = r.units.value(u"target"_qs);
    QCOMPARE(ev.fieldValue(target, u"gun-destroyed"_qs).toBool(), destroyed);
    QCOMPARE(ev.fieldValue(target, u"crew-lost"_qs).toInt(), crewLost);
    // Destroyed, the gun may not fire.
    Situation next;
    next.units.insert(u"actor"_qs, target);
    next.units.insert(u"target"_qs, s.units.value(u"actor"_qs));
    next.inputs.insert(u"firers"_qs, 1);
    QCOMPARE(Resolver(m_rs).refusals(m_rs.test(u"fire"_qs)->requirements, next).isEmpty(), !destroyed);
}

// A squad with no figures listed is made of its leader, a musician or sniper where it has one,
// and rankers to its number; a gun of its crew and carriage; an officer of himself.
void TestChosenMen::figuresMadeFromTheSquadsCounts_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<QStringList>("roles");
    QTest::newRow("squad-of-five") << "squad" << QVariantHash{{"figures", 5}}
                                   << QStringList{"leader", "ranker", "ranker", "ranker", "ranker"};
    QTest::newRow("with-musician-and-sniper")
        << "squad" << QVariantHash{{"figures", 4}, {"musician", true}, {"sniper", true}}
        << QStringList{"leader", "musician", "sniper", "ranker"};
    QTest::newRow("small-gun") << "gun-small" << QVariantHash{{"mover", "artillery"}}
                               << QStringList{"leader", "gunner", "gunner", "carriage"};
    QTest::newRow("officer") << "officer" << QVariantHash{} << QStringList{"officer"};
}

void TestChosenMen::figuresMadeFromTheSquadsCounts()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, fields);
    QFETCH(QStringList, roles);
    const UnitState u = unit(m_rs, u"u"_qs, type, fields);
    QStringList made;
    for (const Figure &f : u.figures)
        made.append(f.role);
    QCOMPARE(made, roles);
    const int men = int(roles.size() - roles.count(u"carriage"_qs));
    const Evaluator ev(m_rs, Situation());
    QCOMPARE(ev.fieldValue(u, u"figures"_qs).toInt(), men);
    QCOMPARE(ev.fieldValue(u, u"figures-standing"_qs).toInt(), men);
}

// The players may name the figures struck: they are taken first, in order, then the rest fall as
// the rules pick them (the least hurt first, never the squad leader).
void TestChosenMen::namedFiguresAreStruckFirst()
{
    Situation s = pair({}, {{"figures", 5}});
    s.inputs.insert(u"firers"_qs, 2);
    s.inputs.insert(u"distance"_qs, 3); // close range
    s.struck.insert(u"target"_qs, {u"ranker-3"_qs});
    const Resolution r = Resolver(m_rs).resolve(u"fire"_qs, s, FaceQueue::of({9, 9, 1, 1}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.at(1).figures.value(u"actor"_qs), u"ranker-3"_qs);
    QCOMPARE(r.steps.at(2).figures.value(u"actor"_qs), u"ranker-1"_qs);
}

// The procedures' exact odds resolve without the journal's words for what each test did
// (Resolver::setEffectWords): the men hurt, the squad's totals settled from them, a leader or
// an officer lost and each change recorded on its unit come out as they do with the words.
void TestChosenMen::figuresHurtAlikeWithoutEffectWords_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QList<int>>("faces");
    QTest::newRow("leader-fatal") << "fire" << QList<int>{10, 7, 9};
    QTest::newRow("leader-serious") << "fire" << QList<int>{10, 7, 6};
    QTest::newRow("officer-fatal") << "fire" << QList<int>{10, 9, 10};
    QTest::newRow("two-rankers") << "fire" << QList<int>{9, 9, 1, 1, 4, 8};
    QTest::newRow("sniper") << "snipe" << QList<int>{10, 9};
}

void TestChosenMen::figuresHurtAlikeWithoutEffectWords()
{
    QFETCH(QString, test);
    QFETCH(QList<int>, faces);
    Situation s = pair({{"class", "green"}}, {{"figures", 5}});
    s.inputs.insert(u"firers"_qs, 2);
    s.inputs.insert(u"distance"_qs, 3);
    const Resolution worded = Resolver(m_rs).resolve(test, s, FaceQueue::of(faces));
    Resolver quiet(m_rs);
    quiet.setEffectWords(false);
    const Resolution r = quiet.resolve(test, s, FaceQueue::of(faces));
    QCOMPARE(r.errors, worded.errors);
    QCOMPARE(r.facesUsed, worded.facesUsed);
    QCOMPARE(r.steps.size(), worded.steps.size());
    qsizetype changes = 0;
    for (qsizetype i = 0; i < r.steps.size(); ++i) {
        QCOMPARE(r.steps.at(i).outcomeId, worded.steps.at(i).outcomeId);
        QCOMPARE(r.steps.at(i).figures, worded.steps.at(i).figures);
        QVERIFY(r.steps.at(i).figureNames.isEmpty());
        QCOMPARE(r.steps.at(i).effects.size(), worded.steps.at(i).effects.size());
        for (qsizetype e = 0; e < r.steps.at(i).effects.size(); ++e) {
            QCOMPARE(r.steps.at(i).effects.at(e).unitId, worded.steps.at(i).effects.at(e).unitId);
            QVERIFY(r.steps.at(i).effects.at(e).text.isEmpty());
            QVERIFY(!worded.steps.at(i).effects.at(e).text.isEmpty());
        }
        changes += r.steps.at(i).effects.size();
    }
    QVERIFY(changes > 0); // each row hurts a man
    QCOMPARE(r.units.keys(), worded.units.keys());
    for (const UnitState &u : worded.units) {
        const UnitState &quietUnit = r.units.value(u.id);
        QCOMPARE(quietUnit.fields, u.fields);
        QCOMPARE(quietUnit.removed, u.removed);
        QCOMPARE(quietUnit.figures.size(), u.figures.size());
        for (qsizetype f = 0; f < u.figures.size(); ++f) {
            QCOMPARE(quietUnit.figures.at(f).role, u.figures.at(f).role);
            QCOMPARE(quietUnit.figures.at(f).fields, u.figures.at(f).fields);
        }
    }
}

// Which man a hit falls on and the order a melee deals men out in go by the men (role, hurt,
// wounds), never by where two men of one role stand in the squad's list: the same wounds in
// other places give the same men in the same order (what lets the odds take alike men as one).
// The least hurt come first; the leader, listed first, keeps his place.
void TestChosenMen::picksAndDealingGoByWhatMenAreNotWhereTheyStand_data()
{
    QTest::addColumn<QList<int>>("places"); // where each ranker's wounds below stand
    QTest::newRow("as-listed") << QList<int>{0, 1, 2, 3, 4};
    QTest::newRow("reversed") << QList<int>{4, 3, 2, 1, 0};
    QTest::newRow("shuffled") << QList<int>{2, 0, 4, 1, 3};
}

void TestChosenMen::picksAndDealingGoByWhatMenAreNotWhereTheyStand()
{
    QFETCH(QList<int>, places);
    // Five rankers' wounds: two alike in how hurt they are (one minor) but not in when it was
    // taken, one seriously wounded, two unhurt.
    const QList<QVariantHash> wounds{
        {{"minor", 1}, {"fresh-minor", 0}}, {{"minor", 1}, {"fresh-minor", 1}}, {{"serious", 1}}, {}, {}};
    UnitState squad = unit(m_rs, u"b"_qs, u"squad"_qs, {{"figures", 6}});
    QStringList rankers;
    for (const Figure &f : std::as_const(squad.figures))
        if (f.role == u"ranker"_qs)
            rankers.append(f.id);
    QCOMPARE(rankers.size(), wounds.size());
    for (qsizetype w = 0; w < wounds.size(); ++w) {
        Figure &f = squad.figures[Roster::indexOf(squad, rankers.at(places.at(w)))];
        for (auto it = wounds.at(w).begin(); it != wounds.at(w).end(); ++it)
            f.fields.insert(it.key(), it.value());
    }
    Roster::settle(m_rs, squad);
    const auto woundsOf = [&](const QString &id) -> QString {
        const Figure *f = Roster::find(squad, id);
        if (!f)
            return u"none: "_qs + id;
        return f->role + u' ' + QString::number(f->fields.value(u"minor"_qs).toInt())
            + QString::number(f->fields.value(u"fresh-minor"_qs).toInt())
            + QString::number(f->fields.value(u"serious"_qs).toInt());
    };
    QStringList everyone;
    for (const Figure &f : std::as_const(squad.figures))
        everyone.append(f.id);
    QStringList dealt;
    for (const QString &id : Roster::dealingOrder(m_rs, squad, everyone))
        dealt.append(woundsOf(id));
    QCOMPARE(dealt.first(), u"leader 000"_qs);
    QCOMPARE(dealt.mid(1, 2), (QStringList{u"ranker 000"_qs, u"ranker 000"_qs}));
    QCOMPARE(dealt.last(), u"ranker 001"_qs);
    // The two men with one minor wound each, in the one order their wounds give.
    const QStringList minorFirst = dealt.mid(3, 2);
    QCOMPARE(QSet<QString>(minorFirst.begin(), minorFirst.end()),
             (QSet<QString>{u"ranker 100"_qs, u"ranker 110"_qs}));
    QCOMPARE(minorFirst, (QStringList{u"ranker 100"_qs, u"ranker 110"_qs}));

    // A hit falls on the least hurt of the men not yet struck: with the unhurt two struck
    // already, on the first of the two with one minor wound, wherever each stands.
    Situation s;
    s.units.insert(u"target"_qs, squad);
    FigurePick pick;
    pick.of = u"target"_qs;
    pick.roles = {u"ranker"_qs};
    QSet<QString> struck;
    for (const QString &id : std::as_const(rankers))
        if (woundsOf(id) == u"ranker 000"_qs)
            struck.insert(id);
    QCOMPARE(struck.size(), 2);
    QCOMPARE(woundsOf(Roster::pick(m_rs, pick, s, nullptr, struck)), u"ranker 100"_qs);

    // A ruleset that does not break ties by the men (written before tiesByMen) deals them out
    // and breaks a pick's ties in the squad's own order, as it always did.
    Ruleset listed = m_rs;
    listed.figures->tiesByMen = false;
    QCOMPARE(Roster::dealingOrder(listed, squad, everyone), everyone);
    for (const QString &id : std::as_const(rankers))
        if (woundsOf(id) == u"ranker 100"_qs || woundsOf(id) == u"ranker 110"_qs) {
            QCOMPARE(Roster::pick(listed, pick, s, nullptr, struck), id); // the first of the two listed
            break;
        }
}

// A gun is moved only unloaded (fire it first), unless it is aboard a boat; a squad's muskets do
// not hold it back.
void TestChosenMen::aLoadedGunCannotMove_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("loaded");
    QTest::addColumn<bool>("afloat");
    QTest::addColumn<bool>("moves");
    QTest::newRow("loaded-gun-stays") << "gun-small" << true << false << false;
    QTest::newRow("unloaded-gun-moves") << "gun-small" << false << false << true;
    QTest::newRow("loaded-gun-on-a-boat-moves") << "gun-large" << true << true << true;
    QTest::newRow("loaded-squad-moves") << "squad" << true << false << true;
}

void TestChosenMen::aLoadedGunCannotMove()
{
    QFETCH(QString, type);
    QFETCH(bool, loaded);
    QFETCH(bool, afloat);
    QFETCH(bool, moves);
    const bool gun = type != u"squad";
    Situation s;
    s.units.insert(
        u"actor"_qs,
        unit(m_rs, u"actor"_qs, type,
             {{"mover", gun ? u"artillery"_qs : u"infantry"_qs}, {"loaded", loaded}, {"afloat", afloat}}));
    const QStringList refused = Resolver(m_rs).refusals(m_rs.test(u"move"_qs)->requirements, s);
    QVERIFY2(refused.isEmpty() == moves, qPrintable(refused.join(u"; ")));
}

// The distance measured picks the range band from the firers' weapon (the book's table): close,
// effective or out of range; a tap-loaded rifle reaches only as far as a musket, a gun as far as
// its ammunition. 0 leaves the band to the players.
void TestChosenMen::rangeBandFromTheDistance_data()
{
    QTest::addColumn<QVariantHash>("firers");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("band"); // "out": out of range; empty: none chosen
    const QVariantHash musket{{"weapon", "musket"}};
    const QVariantHash rifle{{"weapon", "rifle"}};
    const QVariantHash tapLoaded{{"weapon", "rifle"}, {"tap-loaded", true}};
    QTest::newRow("musket-12-close") << musket << 12 << "close";
    QTest::newRow("musket-13-effective") << musket << 13 << "effective";
    QTest::newRow("musket-25-out-of-range") << musket << 25 << "out";
    QTest::newRow("rifle-15-close") << rifle << 15 << "close";
    QTest::newRow("tap-loaded-rifle-15-effective") << tapLoaded << 15 << "effective";
    QTest::newRow("pistol-4-effective") << QVariantHash{{"weapon", "pistol"}} << 4 << "effective";
    QTest::newRow("small-gun-grape-12-effective")
        << QVariantHash{{"weapon", "small-cannon"}, {"ammunition", "grape"}} << 12 << "effective";
    QTest::newRow("small-gun-ball-30-close")
        << QVariantHash{{"weapon", "small-cannon"}, {"ammunition", "ball"}} << 30 << "close";
    QTest::newRow("musket-0-touching-close") << musket << 0 << "close";
}

void TestChosenMen::rangeBandFromTheDistance()
{
    QFETCH(QVariantHash, firers);
    QFETCH(int, distance);
    QFETCH(QString, band);
    Situation s;
    const bool gun = firers.value(u"weapon"_qs).toString().contains(u"cannon");
    QVariantHash fields = firers;
    fields.insert(u"mover"_qs, gun ? u"artillery"_qs : u"infantry"_qs);
    s.units.insert(u"actor"_qs, unit(m_rs, u"actor"_qs, gun ? u"gun-small"_qs : u"squad"_qs, fields));
    s.units.insert(u"target"_qs, unit(m_rs, u"target"_qs, u"squad"_qs, {}));
    s.inputs.insert(u"firers"_qs, 1);
    s.inputs.insert(u"distance"_qs, distance);
    const TestSetup setup = Resolver(m_rs).setup(u"fire"_qs, s);
    if (band == u"out") {
        QVERIFY2(setup.problems.join(u' ').contains(u"out of range"), qPrintable(setup.problems.join(u"; ")));
        return;
    }
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QString chosen;
    for (const AppliedModifier &m : setup.modifiers)
        if (m.id == u"range" && m.active)
            chosen = m.choice;
    QCOMPARE(chosen, band);
}

QTEST_GUILESS_MAIN(TestChosenMen)
#include "tst_chosenmen.moc"
