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

private:
    Situation pair(const QVariantHash &actor, const QVariantHash &target = {},
                   const QString &actorType = u"squad"_qs) const
    {
        Situation s;
        s.units.insert(u"actor"_qs, unit(u"actor"_qs, actorType, actor));
        s.units.insert(u"target"_qs, unit(u"target"_qs, u"squad"_qs, target));
        s.inputs.insert(u"distance"_qs, 13); // a musket's effective range: the band adds nothing
        return s;
    }
    int woundTests(const Resolution &r) const
    {
        int n = 0;
        for (const TestResult &t : r.steps)
            n += t.setup.test->id == u"wound" || t.setup.test->id == u"melee-wound" ? 1 : 0;
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
    Situation s = pair({{"figures-lost", 1},
                        {"serious-wounds", 1},
                        {"fresh-minor-wounds", 1},
                        {"squad-leader-lost", true},
                        {"formed", true},
                        {"with-colours", true},
                        {"colours-lost", true}});
    s.inputs.insert(u"rallyBonus"_qs, 2);
    s.ticked.insert(u"hard-cover"_qs);
    // -3 casualties, -1 leader, +1 formed, +2 officer, +1 colours, -2 colours lost, +2 hard cover
    QCOMPARE(Resolver(m_rs).setup(u"morale"_qs, s).total, 0);
    // Minor wounds count as casualties only in the turn they are taken: untreated ones from an
    // earlier turn no longer do.
    QCOMPARE(Resolver(m_rs).setup(u"morale"_qs, pair({{"minor-wounds", 2}})).total, 0);
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
    Situation s = pair({{"serious-wounds", 1}});
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
    QTest::newRow("small-cannon-grape-2-crew-lost")
        << QVariantHash{{"weapon", "small-cannon"}, {"ammunition", "grape"}, {"crew-lost", 2}} << 5 << 8;
    QTest::newRow("large-gun-a-man-wounded")
        << QVariantHash{{"weapon", "cannon"}, {"crew-wounded", 1}} << 1 << 6;
}

void TestChosenMen::weaponsTable()
{
    QFETCH(QVariantHash, unit);
    QFETCH(int, diceEach);
    QFETCH(int, reload);
    Situation s = pair(unit);
    s.inputs.insert(u"firers"_qs, 2);
    s.inputs.insert(u"distance"_qs, 3); // within every weapon's close range
    const Resolver r(m_rs);
    QCOMPARE(r.setup(u"fire"_qs, s).dieSides.size(), 2 * diceEach);
    const Resolution res = r.resolve(u"fire"_qs, s, FaceQueue::of(QList<int>(2 * diceEach, 2))); // all miss
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
    Situation s = pair({{"class", "green"}, {"figures-lost", 1}}, {{"figures", 12}});
    for (const TestInput &in : m_rs.test(test)->inputs)
        s.inputs.insert(in.id, 2);
    s.chosen.insert(u"going"_qs, u"road"_qs);
    QString why;
    QVERIFY2(oddsMatchEnumeration(m_rs, test, s, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestChosenMen)
#include "tst_chosenmen.moc"
