// King George Commands and We Obey, as encoded in resources/rulesets/kgcwo.json: every number of
// the rule book, its formation-change examples, the modifier tables, and the odds of every test
// against enumeration. Results with scripted dice (morale results by reason, whole cascades) are
// data: examples/kgcwo/, run by tst_examples.
#include "rulestesting.h"

#include "rules/orders.h"

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

class TestKgcwo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_rs = loadRuleset(u"kgcwo"_qs); }

    void qualityRatings_data();
    void qualityRatings();
    void leaderCommandRadius_data();
    void leaderCommandRadius();
    void unitTypeNumbers_data();
    void unitTypeNumbers();
    void weaponRanges_data();
    void weaponRanges();
    void movementTable_data();
    void movementTable();
    void formationChanges_data();
    void formationChanges();
    void chargeRestrictions_data();
    void chargeRestrictions();
    void fireModifiers_data();
    void fireModifiers();
    void meleeModifiers_data();
    void meleeModifiers();
    void moraleModifiers_data();
    void moraleModifiers();
    void naturalFacesDecide_data();
    void naturalFacesDecide();
    void fireCascade();
    void fireCasualtyOddsEqualEnumeration();
    void rocketDirectionDieByCrew_data();
    void rocketDirectionDieByCrew();
    void fateTables();
    void fortuneCardRollsThrough();
    void deckCards();
    void everyTestsOddsMatchEnumeration_data();
    void everyTestsOddsMatchEnumeration();

private:
    Situation situation(const QString &actorType, const QVariantHash &actor,
                        const QString &targetType = u"infantry"_qs, const QVariantHash &target = {}) const
    {
        Situation s;
        s.units.insert(u"actor"_qs, unit(u"actor"_qs, actorType, actor));
        s.units.insert(u"target"_qs, unit(u"target"_qs, targetType, target));
        return s;
    }
    const AppliedModifier *modifier(const TestSetup &s, const QString &id) const
    {
        for (const AppliedModifier &m : s.modifiers)
            if (m.id == id)
                return &m;
        return nullptr;
    }
    Ruleset m_rs;
};

// ---- the numbers -------------------------------------------------------------------------

void TestKgcwo::qualityRatings_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QString>("rocketDie");
    QTest::newRow("A") << "A" << 2 << "d4";
    QTest::newRow("B") << "B" << 1 << "d6";
    QTest::newRow("C") << "C" << 0 << "d8";
    QTest::newRow("D") << "D" << -1 << "d10";
    QTest::newRow("E") << "E" << -2 << "d12";
}

void TestKgcwo::qualityRatings()
{
    QFETCH(QString, step);
    QFETCH(int, modifier);
    QFETCH(QString, rocketDie);
    const LadderStep *s = m_rs.ladder(u"quality"_qs)->step(step);
    QVERIFY(s);
    QCOMPARE(s->value, modifier);
    QCOMPARE(s->attributes.value(u"rocketDirectionDie"_qs).toString(), rocketDie);
}

void TestKgcwo::leaderCommandRadius_data()
{
    QTest::addColumn<QString>("rating");
    QTest::addColumn<int>("radius");
    QTest::newRow("poor") << "poor" << 12;
    QTest::newRow("good") << "good" << 24;
    QTest::newRow("exceptional") << "exceptional" << 48;
}

void TestKgcwo::leaderCommandRadius()
{
    QFETCH(QString, rating);
    QFETCH(int, radius);
    QCOMPARE(m_rs.ladder(u"leader"_qs)->step(rating)->attributes.value(u"commandRadius"_qs).toInt(), radius);
}

void TestKgcwo::unitTypeNumbers_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("fireDice");
    QTest::addColumn<int>("meleeDice");
    QTest::addColumn<int>("maxCasualties");
    QTest::newRow("infantry") << "infantry" << 3 << 3 << 3;
    QTest::newRow("detached-skirmish-company") << "detached-company" << 1 << 1 << 1;
    QTest::newRow("cavalry") << "cavalry" << 3 << 3 << 3;
    QTest::newRow("artillery-light") << "artillery-light" << 2 << 2 << 2;
    QTest::newRow("artillery-horse") << "artillery-horse" << 2 << 2 << 2;
    QTest::newRow("artillery-medium") << "artillery-medium" << 3 << 2 << 2;
    QTest::newRow("artillery-heavy") << "artillery-heavy" << 4 << 2 << 2;
    QTest::newRow("howitzer") << "howitzer" << 4 << 2 << 2;
    QTest::newRow("rockets") << "rockets" << 0 << 0 << 2;
}

void TestKgcwo::unitTypeNumbers()
{
    QFETCH(QString, type);
    QFETCH(int, fireDice);
    QFETCH(int, meleeDice);
    QFETCH(int, maxCasualties);
    const UnitType *t = m_rs.unitType(type);
    QVERIFY(t);
    QCOMPARE(t->attributes.value(u"fireDice"_qs).toInt(), fireDice);
    QCOMPARE(t->attributes.value(u"meleeDice"_qs).toInt(), meleeDice);
    QCOMPARE(t->attributes.value(u"maxCasualties"_qs).toInt(), maxCasualties);
    // The fire test really rolls that many dice for it.
    Situation at = situation(type, {});
    at.inputs.insert(u"distance"_qs, 1);
    const TestSetup s = Resolver(m_rs).setup(u"fire"_qs, at);
    QCOMPARE(s.dieSides.size(), fireDice);
}

void TestKgcwo::weaponRanges_data()
{
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<QString>("band");
    QTest::addColumn<int>("inches");
    QTest::newRow("carbine-standard") << "carbine"
                                      << "standard" << 2;
    QTest::newRow("carbine-long") << "carbine"
                                  << "long" << 4;
    QTest::newRow("musket-standard") << "musket"
                                     << "standard" << 4;
    QTest::newRow("musket-long") << "musket"
                                 << "long" << 8;
    QTest::newRow("rifled-standard") << "rifled-musket"
                                     << "standard" << 8;
    QTest::newRow("rifled-long") << "rifled-musket"
                                 << "long" << 16;
    QTest::newRow("artillery-standard") << "artillery"
                                        << "standard" << 36;
    QTest::newRow("artillery-canister") << "artillery"
                                        << "canister" << 6;
    QTest::newRow("artillery-long") << "artillery"
                                    << "long" << 72;
    QTest::newRow("howitzer-standard") << "howitzer"
                                       << "standard" << 16;
    QTest::newRow("howitzer-long") << "howitzer"
                                   << "long" << 32;
    QTest::newRow("rockets-minimum") << "rockets"
                                     << "minimum" << 1;
    QTest::newRow("rockets-maximum") << "rockets"
                                     << "maximum" << 72;
}

void TestKgcwo::weaponRanges()
{
    QFETCH(QString, weapon);
    QFETCH(QString, band);
    QFETCH(int, inches);
    QVERIFY(m_rs.weapon(weapon));
    QCOMPARE(m_rs.weapon(weapon)->ranges.value(band, -1), inches);
}

void TestKgcwo::movementTable_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("formation");
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("rough"); // -1: not allowed ("NA")
    QTest::addColumn<int>("road");
    QTest::addColumn<int>("charge");
    QTest::newRow("infantry-skirmish") << "infantry"
                                       << "skirmish" << 8 << 6 << -1 << 8;
    QTest::newRow("infantry-line") << "infantry"
                                   << "line" << 4 << 2 << -1 << 4;
    QTest::newRow("infantry-attack-column") << "infantry"
                                            << "attack-column" << 6 << 3 << -1 << 6;
    QTest::newRow("infantry-march-column") << "infantry"
                                           << "march-column" << 8 << -1 << 12 << -1;
    QTest::newRow("infantry-square-cannot-move") << "infantry"
                                                 << "square" << 0 << -1 << -1 << -1;
    QTest::newRow("cavalry-line") << "cavalry"
                                  << "line" << 8 << 4 << -1 << 12;
    QTest::newRow("cavalry-march-column") << "cavalry"
                                          << "march-column" << 12 << -1 << 18 << -1;
    QTest::newRow("limbered-foot-guns") << "artillery-medium"
                                        << "limbered" << 4 << -1 << 6 << -1;
    QTest::newRow("limbered-horse-guns") << "artillery-horse"
                                         << "limbered" << 4 << -1 << 8 << -1;
    QTest::newRow("unlimbered-pivot-only") << "artillery-heavy"
                                           << "unlimbered" << 1 << -1 << -1 << -1;
    QTest::newRow("commander") << "commander"
                               << "mounted" << 12 << 8 << -1 << -1;
}

void TestKgcwo::movementTable()
{
    QFETCH(QString, type);
    QFETCH(QString, formation);
    QFETCH(int, move);
    QFETCH(int, rough);
    QFETCH(int, road);
    QFETCH(int, charge);
    const MovementAllowance m = Orders::movement(m_rs, unit(u"u"_qs, type, {{u"formation"_qs, formation}}));
    QVERIFY(m.found);
    QCOMPARE(m.inches.value(u"move"_qs, -1), move);
    QCOMPARE(m.inches.value(u"rough"_qs, -1), rough);
    QCOMPARE(m.inches.value(u"road"_qs, -1), road);
    QCOMPARE(m.inches.value(u"charge"_qs, -1), charge);
}

// The rule book's three worked examples, and the readings around them.
void TestKgcwo::formationChanges_data()
{
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("cost");
    QTest::addColumn<QString>("costText");
    QTest::addColumn<int>("tests");

    QTest::newRow("example-british-C-march-column-to-line-half-move")
        << QVariantHash{{"nationality", "british"}, {"morale", "C"}, {"formation", "march-column"}} << "line"
        << QStringList{} << true << 1 << 0.5 << "½ move" << 0;
    QTest::newRow("example-british-A-march-column-to-line-quarter-move")
        << QVariantHash{{"nationality", "british"}, {"morale", "A"}, {"formation", "march-column"}} << "line"
        << QStringList{} << true << 1 << 0.25 << "¼ move" << 0;
    QTest::newRow("example-french-light-A-march-column-to-skirmish-three-quarters")
        << QVariantHash{{"nationality", "french"},
                        {"morale", "A"},
                        {"formation", "march-column"},
                        {"skirmish-capable", true}}
        << "skirmish" << QStringList{} << true << 3 << 0.75 << "¾ move" << 0;
    QTest::newRow("british-skip-attack-column: march-column-to-skirmish-is-two-steps")
        << QVariantHash{{"nationality", "portuguese"},
                        {"morale", "B"},
                        {"formation", "march-column"},
                        {"skirmish-capable", true}}
        << "skirmish" << QStringList{} << true << 2 << 1.0 << "1 move" << 0;
    QTest::newRow("british-have-no-attack-column")
        << QVariantHash{{"nationality", "british"}, {"formation", "line"}} << "attack-column" << QStringList{}
        << false << 0 << 0.0 << "" << 0;
    QTest::newRow("only-skirmish-capable-units-skirmish")
        << QVariantHash{{"nationality", "french"}, {"formation", "line"}} << "skirmish" << QStringList{}
        << false << 0 << 0.0 << "" << 0;
    QTest::newRow("quality-E-pays-a-full-move-and-tests-each-step")
        << QVariantHash{{"nationality", "french"}, {"morale", "E"}, {"formation", "line"}} << "march-column"
        << QStringList{} << true << 2 << 2.0 << "2 moves" << 2;
    QTest::newRow("E-march-column-to-skirmish-takes-three-moves")
        << QVariantHash{{"nationality", "austrian"},
                        {"morale", "E"},
                        {"formation", "march-column"},
                        {"skirmish-capable", true}}
        << "skirmish" << QStringList{} << true << 3 << 3.0 << "3 moves" << 3;
    QTest::newRow("shaken-pays-the-same-and-tests-each-step")
        << QVariantHash{{"nationality", "french"},
                        {"morale", "C"},
                        {"morale-state", "shaken"},
                        {"formation", "line"}}
        << "attack-column" << QStringList{} << true << 1 << 0.5 << "½ move" << 1;
    QTest::newRow("option-cost-by-melee-rating")
        << QVariantHash{{"nationality", "british"},
                        {"morale", "C"},
                        {"melee", "A"},
                        {"formation", "march-column"}}
        << "line" << QStringList{"formation-cost-rating=melee"} << true << 1 << 0.25 << "¼ move" << 0;
    QTest::newRow("square-is-one-step-from-line")
        << QVariantHash{{"nationality", "british"}, {"morale", "C"}, {"formation", "line"}} << "square"
        << QStringList{} << true << 1 << 0.5 << "½ move" << 0;
}

void TestKgcwo::formationChanges()
{
    QFETCH(QVariantHash, unit);
    QFETCH(QString, to);
    QFETCH(QStringList, options);
    QFETCH(bool, allowed);
    QFETCH(int, steps);
    QFETCH(double, cost);
    QFETCH(QString, costText);
    QFETCH(int, tests);
    Situation s = situation(u"infantry"_qs, unit);
    for (const QString &o : options)
        s.options.insert(o.section(u'=', 0, 0), o.section(u'=', 1));
    const FormationChangePlan plan = Orders::formationChange(m_rs, s, to);
    QVERIFY2(plan.allowed == allowed, qPrintable(plan.reason));
    if (!allowed) {
        QVERIFY(!plan.reason.isEmpty());
        return;
    }
    QCOMPARE(plan.steps, steps);
    QCOMPARE(plan.totalCost, cost);
    QCOMPARE(plan.costText, costText);
    QCOMPARE(plan.testsRequired, tests);
    if (tests > 0)
        QCOMPARE(plan.test, u"formation-change-check");
}

void TestKgcwo::chargeRestrictions_data()
{
    QTest::addColumn<QString>("actorType");
    QTest::addColumn<QVariantHash>("actor");
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("target");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("verdict"); // allowed, forbidden, test

    QTest::newRow("shaken-cannot-charge") << "cavalry" << QVariantHash{{"morale-state", "shaken"}}
                                          << "infantry" << QVariantHash{} << "shaken-cannot-charge"
                                          << "forbidden";
    QTest::newRow("horse-vs-defended-obstacle")
        << "cavalry" << QVariantHash{} << "infantry" << QVariantHash{{"defending-obstacle", true}}
        << "horse-vs-obstacle"
        << "forbidden";
    QTest::newRow("horse-vs-steady-square-tests")
        << "cavalry" << QVariantHash{} << "infantry" << QVariantHash{{"formation", "square"}}
        << "horse-vs-steady-square"
        << "test";
    QTest::newRow("horse-vs-shaken-square-no-test")
        << "cavalry" << QVariantHash{} << "infantry"
        << QVariantHash{{"formation", "square"}, {"morale-state", "shaken"}} << "horse-otherwise"
        << "allowed";
    QTest::newRow("horse-vs-horse-tests")
        << "cavalry" << QVariantHash{} << "cavalry" << QVariantHash{} << "horse-vs-horse"
        << "test";
    QTest::newRow("horse-vs-line-no-test") << "cavalry" << QVariantHash{} << "infantry"
                                           << QVariantHash{{"formation", "line"}} << "horse-otherwise"
                                           << "allowed";
    QTest::newRow("skirmishers-vs-skirmishers")
        << "infantry" << QVariantHash{{"formation", "skirmish"}} << "infantry"
        << QVariantHash{{"formation", "skirmish"}} << "skirmishers-vs-skirmishers"
        << "allowed";
    QTest::newRow("skirmishers-vs-line") << "infantry" << QVariantHash{{"formation", "skirmish"}}
                                         << "infantry" << QVariantHash{} << "skirmishers-only-skirmishers"
                                         << "forbidden";
    QTest::newRow("line-vs-shaken-foot") << "infantry" << QVariantHash{} << "infantry"
                                         << QVariantHash{{"morale-state", "shaken"}} << "foot-vs-weak-foot"
                                         << "allowed";
    QTest::newRow("line-vs-march-column")
        << "infantry" << QVariantHash{} << "infantry" << QVariantHash{{"formation", "march-column"}}
        << "foot-vs-weak-foot"
        << "allowed";
    QTest::newRow("line-vs-foot-on-obstacle")
        << "infantry" << QVariantHash{} << "infantry" << QVariantHash{{"defending-obstacle", true}}
        << "foot-vs-weak-foot"
        << "allowed";
    QTest::newRow("attack-column-vs-steady-foot")
        << "infantry" << QVariantHash{{"formation", "attack-column"}} << "infantry" << QVariantHash{}
        << "attack-column-vs-foot"
        << "allowed";
    QTest::newRow("line-vs-steady-foot")
        << "infantry" << QVariantHash{} << "infantry" << QVariantHash{} << "foot-vs-steady-foot"
        << "forbidden";
    QTest::newRow("foot-vs-guns") << "infantry" << QVariantHash{} << "artillery-light" << QVariantHash{}
                                  << "anything-else"
                                  << "allowed";
}

void TestKgcwo::chargeRestrictions()
{
    QFETCH(QString, actorType);
    QFETCH(QVariantHash, actor);
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, target);
    QFETCH(QString, rule);
    QFETCH(QString, verdict);
    const ChargePermission p = Orders::charge(m_rs, situation(actorType, actor, targetType, target));
    QVERIFY(p.rule);
    QCOMPARE(p.rule->id, rule);
    QCOMPARE(p.allowed(), verdict != u"forbidden");
    QCOMPARE(p.needsTest(), verdict == u"test");
    if (p.needsTest())
        QCOMPARE(p.rule->test, u"charge-steady-target");
}

// ---- the modifier tables --------------------------------------------------------------------

struct ModifierCase {
    QString actorType;
    QVariantHash actor;
    QString targetType;
    QVariantHash target;
    QStringList ticked;
    QVariantHash chosen;
    QStringList options;
    // The distance measured, for the tests that take one: 3" is standard range for a musket.
    int distance = 3;
};
Q_DECLARE_METATYPE(ModifierCase)

static void addModifierColumns()
{
    QTest::addColumn<ModifierCase>("situation");
    QTest::addColumn<QString>("modifier");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("active");
}

static Situation build(const ModifierCase &c)
{
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"actor"_qs, c.actorType, c.actor));
    s.units.insert(u"target"_qs, unit(u"target"_qs, c.targetType, c.target));
    for (const QString &t : c.ticked)
        s.ticked.insert(t);
    for (auto it = c.chosen.begin(); it != c.chosen.end(); ++it)
        s.chosen.insert(it.key(), it.value().toString());
    for (const QString &o : c.options)
        s.options.insert(o.section(u'=', 0, 0), o.section(u'=', 1));
    s.inputs.insert(u"distance"_qs, c.distance);
    return s;
}

void TestKgcwo::fireModifiers_data()
{
    addModifierColumns();
    const QString inf = u"infantry"_qs;
    QTest::newRow("fire-rating-A") << ModifierCase{inf, {{"fire", "A"}}, inf, {}, {}, {}, {}} << "fire-rating"
                                   << 2 << true;
    QTest::newRow("fire-rating-E") << ModifierCase{inf, {{"fire", "E"}}, inf, {}, {}, {}, {}} << "fire-rating"
                                   << -2 << true;
    QTest::newRow("first-shot") << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "first-shot" << 1 << true;
    QTest::newRow("no-first-shot-after-firing")
        << ModifierCase{inf, {{"fired", true}}, inf, {}, {}, {}, {}} << "first-shot" << 1 << false;
    QTest::newRow("rested-weapon") << ModifierCase{inf, {}, inf, {}, {"rested"}, {}, {}} << "rested" << 1
                                   << true;
    QTest::newRow("rested-not-ticked")
        << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "rested" << 1 << false;
    // The range band is the distance's, never ticked (rangeBands has every band).
    QTest::newRow("canister-at-6") << ModifierCase{u"artillery-light"_qs, {}, inf, {}, {}, {}, {}, 6}
                                   << "range" << 2 << true;
    QTest::newRow("muskets-at-3-standard-range-no-canister")
        << ModifierCase{inf, {}, inf, {}, {}, {}, {}, 3} << "range" << 0 << true;
    QTest::newRow("enfilade") << ModifierCase{inf, {}, inf, {}, {"enfilade"}, {}, {}} << "enfilade" << 2
                              << true;
    QTest::newRow("shaken") << ModifierCase{inf, {{"morale-state", "shaken"}}, inf, {}, {}, {}, {}}
                            << "shaken" << -1 << true;
    QTest::newRow("routed-counts-as-shaken")
        << ModifierCase{inf, {{"morale-state", "routed"}}, inf, {}, {}, {}, {}} << "shaken" << -1 << true;
    QTest::newRow("routed-not-shaken-by-option")
        << ModifierCase{inf, {{"morale-state", "routed"}}, inf, {}, {}, {}, {"routed-counts-as-shaken=no"}}
        << "shaken" << -1 << false;
    QTest::newRow("per-casualty") << ModifierCase{inf, {{"casualties", 2}}, inf, {}, {}, {}, {}}
                                  << "own-casualties" << -2 << true;
    QTest::newRow("long-range-at-5") << ModifierCase{inf, {}, inf, {}, {}, {}, {}, 5} << "range" << -1
                                     << true;
    QTest::newRow("smoothbore-musket")
        << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "smoothbore" << -1 << true;
    QTest::newRow("rifles-are-not-smoothbore")
        << ModifierCase{inf, {{"smoothbore", false}}, inf, {}, {}, {}, {}} << "smoothbore" << -1 << false;
    QTest::newRow("guns-not-smoothbore-by-default")
        << ModifierCase{u"artillery-light"_qs, {}, inf, {}, {}, {}, {}} << "smoothbore" << -1 << false;
    QTest::newRow("guns-smoothbore-by-option")
        << ModifierCase{u"artillery-light"_qs, {}, inf, {}, {}, {}, {"artillery-smoothbore=yes"}}
        << "smoothbore" << -1 << true;
    QTest::newRow("target-skirmishers") << ModifierCase{inf, {}, inf, {{"formation", "skirmish"}}, {}, {}, {}}
                                        << "target-skirmishers-or-guns" << -1 << true;
    QTest::newRow("target-artillery") << ModifierCase{inf, {}, u"artillery-heavy"_qs, {}, {}, {}, {}}
                                      << "target-skirmishers-or-guns" << -1 << true;
    QTest::newRow("target-formed-foot")
        << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "target-skirmishers-or-guns" << -1 << false;
    QTest::newRow("target-soft-cover")
        << ModifierCase{inf, {}, inf, {}, {}, {{"target-cover", "soft"}}, {}} << "target-cover" << -1 << true;
    QTest::newRow("target-hard-cover")
        << ModifierCase{inf, {}, inf, {}, {}, {{"target-cover", "hard"}}, {}} << "target-cover" << -2 << true;
    QTest::newRow("cover-ignored-by-howitzers")
        << ModifierCase{u"howitzer"_qs, {}, inf, {}, {}, {{"target-cover", "hard"}}, {}} << "target-cover"
        << -2 << false;
    QTest::newRow("howitzer-vs-bua") << ModifierCase{u"howitzer"_qs, {}, inf, {}, {"target-in-bua"}, {}, {}}
                                     << "target-in-bua" << -2 << true;
    QTest::newRow("howitzer-indirect")
        << ModifierCase{u"howitzer"_qs, {}, inf, {}, {"howitzer-indirect"}, {}, {}} << "howitzer-indirect"
        << -2 << true;
    // Horse fires mounted unless the unit is marked dismounted: nobody ticks it.
    QTest::newRow("firing-mounted") << ModifierCase{u"cavalry"_qs, {}, inf, {}, {}, {}, {}}
                                    << "firing-mounted" << -2 << true;
    QTest::newRow("dismounted-fires-on-foot")
        << ModifierCase{u"cavalry"_qs, {{"dismounted", true}}, inf, {}, {}, {}, {}} << "firing-mounted" << -2
        << false;
    // A gun's bonus against cover follows the target's cover, chosen once for the target.
    QTest::newRow("medium-gun-at-soft-cover")
        << ModifierCase{u"artillery-medium"_qs, {}, inf, {}, {}, {{"target-cover", "soft"}}, {}}
        << "medium-gun-at-cover" << 1 << true;
    QTest::newRow("medium-gun-in-the-open") << ModifierCase{u"artillery-medium"_qs, {}, inf, {}, {}, {}, {}}
                                            << "medium-gun-at-cover" << 1 << false;
    QTest::newRow("heavy-gun-at-hard-cover")
        << ModifierCase{u"artillery-heavy"_qs, {}, inf, {}, {}, {{"target-cover", "hard"}}, {}}
        << "heavy-gun-at-cover" << 2 << true;
    QTest::newRow("howitzer-at-a-built-up-area")
        << ModifierCase{u"howitzer"_qs, {}, inf, {}, {"target-in-bua"}, {}, {}} << "heavy-gun-at-cover" << 2
        << true;
    // Fate 61: a heavy shower, one grade off every unit's fire until the end of the turn, never
    // below E.
    QTest::newRow("downpour") << ModifierCase{inf, {{"downpour", true}}, inf, {}, {}, {}, {}} << "downpour"
                              << -1 << true;
    QTest::newRow("downpour-never-below-E")
        << ModifierCase{inf, {{"downpour", true}, {"fire", "E"}}, inf, {}, {}, {}, {}} << "downpour" << -1
        << false;
    QTest::newRow("no-downpour") << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "downpour" << -1 << false;
    QTest::newRow("light-gun-gets-no-cover-bonus")
        << ModifierCase{u"artillery-light"_qs, {}, inf, {}, {}, {{"target-cover", "hard"}}, {}}
        << "heavy-gun-at-cover" << 2 << false;
}

void TestKgcwo::fireModifiers()
{
    QFETCH(ModifierCase, situation);
    QFETCH(QString, modifier);
    QFETCH(int, value);
    QFETCH(bool, active);
    const TestSetup s = Resolver(m_rs).setup(u"fire"_qs, build(situation));
    const AppliedModifier *m = this->modifier(s, modifier);
    QVERIFY2(m, qPrintable(modifier));
    QCOMPARE(m->value, value);
    QCOMPARE(m->active, active);
    QVERIFY(!m->doc.ref.isEmpty()); // every number says where it comes from
}

void TestKgcwo::meleeModifiers_data()
{
    addModifierColumns();
    const QString inf = u"infantry"_qs;
    const QString cav = u"cavalry"_qs;
    QTest::newRow("melee-rating-B") << ModifierCase{inf, {{"melee", "B"}}, inf, {}, {}, {}, {}}
                                    << "melee-rating" << 1 << true;
    QTest::newRow("shaken") << ModifierCase{inf, {{"morale-state", "shaken"}}, inf, {}, {}, {}, {}}
                            << "shaken" << -1 << true;
    QTest::newRow("defending-soft-cover")
        << ModifierCase{inf, {}, inf, {}, {}, {{"defending-cover", "soft"}}, {}} << "defending-cover" << 1
        << true;
    QTest::newRow("defending-hard-cover")
        << ModifierCase{inf, {}, inf, {}, {}, {{"defending-cover", "hard"}}, {}} << "defending-cover" << 2
        << true;
    // The attacker is the unit that charged into the melee ("charging", set by the charge):
    // its formation and the target's order count by themselves; the ground and the face struck
    // are the table's, each offered to its own side only.
    const QVariantHash charged{{"charging", true}};
    QTest::newRow("flank-or-rear") << ModifierCase{inf, charged, inf, {}, {"flank-or-rear"}, {}, {}}
                                   << "flank-or-rear" << 2 << true;
    QTest::newRow("flank-or-rear-not-for-the-defender")
        << ModifierCase{inf, {}, inf, {}, {"flank-or-rear"}, {}, {}} << "flank-or-rear" << 2 << false;
    QTest::newRow("formed-vs-skirmishers")
        << ModifierCase{inf, charged, inf, {{"formation", "skirmish"}}, {}, {}, {}} << "formed-vs-loose" << 2
        << true;
    QTest::newRow("formed-vs-crew") << ModifierCase{cav, charged, u"artillery-light"_qs, {}, {}, {}, {}}
                                    << "formed-vs-loose" << 2 << true;
    QTest::newRow("formed-defender-vs-skirmishers-gets-none")
        << ModifierCase{inf, {}, inf, {{"formation", "skirmish"}}, {}, {}, {}} << "formed-vs-loose" << 2
        << false;
    QTest::newRow("skirmishers-are-not-formed")
        << ModifierCase{inf, {{"formation", "skirmish"}, {"charging", true}},
                        inf, {{"formation", "skirmish"}},
                        {},  {},
                        {}}
        << "formed-vs-loose" << 2 << false;
    QTest::newRow("defending-rough") << ModifierCase{inf, {}, inf, {}, {"defending-rough"}, {}, {}}
                                     << "defending-rough" << 1 << true;
    QTest::newRow("defending-rough-not-for-the-attacker")
        << ModifierCase{inf, charged, inf, {}, {"defending-rough"}, {}, {}} << "defending-rough" << 1
        << false;
    QTest::newRow("cavalry-vs-infantry")
        << ModifierCase{cav, {}, inf, {}, {}, {}, {}} << "cavalry-vs-infantry" << 1 << true;
    QTest::newRow("cavalry-vs-square") << ModifierCase{cav, {}, inf, {{"formation", "square"}}, {}, {}, {}}
                                       << "cavalry-vs-infantry" << 1 << false;
    QTest::newRow("attacker-march-column")
        << ModifierCase{inf, {{"formation", "march-column"}, {"charging", true}}, inf, {}, {}, {}, {}}
        << "attacking-in-march-column" << -1 << true;
    QTest::newRow("defender-in-march-column")
        << ModifierCase{inf, {{"formation", "march-column"}}, inf, {}, {}, {}, {}}
        << "attacking-in-march-column" << -1 << false;
    QTest::newRow("attacker-attack-column")
        << ModifierCase{inf, {{"formation", "attack-column"}, {"charging", true}}, inf, {}, {}, {}, {}}
        << "attacking-in-attack-column" << 2 << true;
    QTest::newRow("defender-in-attack-column")
        << ModifierCase{inf, {{"formation", "attack-column"}}, inf, {}, {}, {}, {}}
        << "attacking-in-attack-column" << 2 << false;
    QTest::newRow("attacker-in-line")
        << ModifierCase{inf, charged, inf, {}, {}, {}, {}} << "attacking-in-attack-column" << 2 << false;
    // Lancers: +1 in the first round of a melee they charged into, -1 from the second on.
    QTest::newRow("lancers-first-round")
        << ModifierCase{cav, {{"lancers", true}, {"charging", true}}, cav, {}, {}, {}, {}}
        << "lancers-charged" << 1 << true;
    QTest::newRow("lancers-second-round-no-charge-bonus")
        << ModifierCase{cav, {{"lancers", true}, {"charging", true}, {"melee-rounds", 1}}, cav, {}, {}, {},
                        {}}
        << "lancers-charged" << 1 << false;
    QTest::newRow("lancers-charged-not-first-round-penalty")
        << ModifierCase{cav, {{"lancers", true}, {"charging", true}}, cav, {}, {}, {}, {}}
        << "lancers-later-rounds" << -1 << false;
    QTest::newRow("lancers-later-rounds")
        << ModifierCase{cav, {{"lancers", true}, {"melee-rounds", 1}}, cav, {}, {}, {}, {}}
        << "lancers-later-rounds" << -1 << true;
    QTest::newRow("lancers-charged-at-not-first-round-bonus")
        << ModifierCase{cav, {{"lancers", true}}, cav, {}, {}, {}, {}} << "lancers-charged" << 1 << false;
    QTest::newRow("not-lancers") << ModifierCase{cav, {{"charging", true}}, cav, {}, {}, {}, {}}
                                 << "lancers-charged" << 1 << false;
    QTest::newRow("vs-armoured") << ModifierCase{cav, {}, cav, {{"armoured", true}}, {}, {}, {}}
                                 << "vs-armoured" << -1 << true;
}

void TestKgcwo::meleeModifiers()
{
    QFETCH(ModifierCase, situation);
    QFETCH(QString, modifier);
    QFETCH(int, value);
    QFETCH(bool, active);
    const TestSetup s = Resolver(m_rs).setup(u"melee"_qs, build(situation));
    const AppliedModifier *m = this->modifier(s, modifier);
    QVERIFY2(m, qPrintable(modifier));
    QCOMPARE(m->value, value);
    QCOMPARE(m->active, active);
}

void TestKgcwo::moraleModifiers_data()
{
    QTest::addColumn<QString>("test");
    addModifierColumns();
    const QString inf = u"infantry"_qs;
    QTest::newRow("morale-rating-D") << "receive-charge"
                                     << ModifierCase{inf, {{"morale", "D"}, {"melee", "A"}}, inf, {}, {}, {},
                                                     {}}
                                     << "morale-rating" << -1 << true;
    QTest::newRow("printed-melee-rating-by-option")
        << "receive-charge" << ModifierCase{inf, {{"morale", "D"}, {"melee", "A"}}, inf, {}, {},
                                            {},  {"morale-table-rating=melee"}}
        << "melee-rating-as-printed" << 2 << true;
    QTest::newRow("morale-rating-off-by-option")
        << "receive-charge"
        << ModifierCase{inf, {{"morale", "D"}}, inf, {}, {}, {}, {"morale-table-rating=melee"}}
        << "morale-rating" << -1 << false;
    QTest::newRow("shaken") << "received-wounds"
                            << ModifierCase{inf, {{"morale-state", "shaken"}}, inf, {}, {}, {}, {}}
                            << "shaken" << -1 << true;
    QTest::newRow("per-casualty") << "received-wounds"
                                  << ModifierCase{inf, {{"casualties", 2}}, inf, {}, {}, {}, {}}
                                  << "own-casualties" << -2 << true;
    QTest::newRow("rocket-flight-path")
        << "rocket-flight" << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "rocket-flight" << -1 << true;
    // Out of command from the distance to its commander last measured: more than 8", unless a
    // friend in command stands within 4" (the table's).
    QTest::newRow("out-of-command-at-9")
        << "save-hit" << ModifierCase{inf, {{"command-distance", 9}}, inf, {}, {}, {}, {}} << "out-of-command"
        << -2 << true;
    QTest::newRow("in-command-at-8") << "save-hit"
                                     << ModifierCase{inf, {{"command-distance", 8}}, inf, {}, {}, {}, {}}
                                     << "out-of-command" << -2 << false;
    QTest::newRow("in-command-by-a-friend")
        << "save-hit"
        << ModifierCase{inf, {{"command-distance", 12}}, inf, {}, {"near-friend-in-command"}, {}, {}}
        << "out-of-command" << -2 << false;
    // Fate 13: the commander-in-chief's staff keeps his units in command this turn, whatever the distance.
    QTest::newRow("in-command-by-staff-work-at-12")
        << "save-hit"
        << ModifierCase{inf, {{"command-distance", 12}, {"staff-work", true}}, inf, {}, {}, {}, {}}
        << "out-of-command" << -2 << false;
    QTest::newRow("near-friend-not-asked-within-8")
        << "received-wounds" << ModifierCase{inf, {{"command-distance", 4}}, inf, {}, {}, {}, {}}
        << "near-friend-in-command" << 0 << false;
    QTest::newRow("lost-melee") << "lost-melee" << ModifierCase{inf, {}, inf, {}, {}, {}, {}} << "lost-melee"
                                << -2 << true;
    QTest::newRow("exposed-flank") << "save-hit" << ModifierCase{inf, {}, inf, {}, {"exposed-flank"}, {}, {}}
                                   << "exposed-flank" << -2 << true;
    QTest::newRow("rocket-impact") << "rocket-impact" << ModifierCase{inf, {}, inf, {}, {}, {}, {}}
                                   << "rocket-impact" << -2 << true;
    // Fate 12: his speech makes his units one morale grade better until the turn ends, never above A.
    QTest::newRow("stirring-words") << "save-hit"
                                    << ModifierCase{inf, {{"stirred", true}}, inf, {}, {}, {}, {}}
                                    << "stirring-words" << 1 << true;
    QTest::newRow("stirring-words-never-above-A")
        << "received-wounds" << ModifierCase{inf, {{"stirred", true}, {"morale", "A"}}, inf, {}, {}, {}, {}}
        << "stirring-words" << 1 << false;
    QTest::newRow("stirring-words-by-the-printed-rating")
        << "received-wounds" << ModifierCase{inf,
                                             {{"stirred", true}, {"morale", "A"}, {"melee", "C"}},
                                             inf,
                                             {},
                                             {},
                                             {},
                                             {"morale-table-rating=melee"}}
        << "stirring-words" << 1 << true;
    QTest::newRow("soft-cover") << "save-hit" << ModifierCase{inf, {}, inf, {}, {}, {{"cover", "soft"}}, {}}
                                << "cover" << 1 << true;
    QTest::newRow("hard-cover") << "save-hit" << ModifierCase{inf, {}, inf, {}, {}, {{"cover", "hard"}}, {}}
                                << "cover" << 2 << true;
}

void TestKgcwo::moraleModifiers()
{
    QFETCH(QString, test);
    QFETCH(ModifierCase, situation);
    QFETCH(QString, modifier);
    QFETCH(int, value);
    QFETCH(bool, active);
    const TestSetup s = Resolver(m_rs).setup(test, build(situation));
    const AppliedModifier *m = this->modifier(s, modifier);
    QVERIFY2(m, qPrintable(modifier));
    QCOMPARE(m->value, value);
    QCOMPARE(m->active, active);
}

// The rule book's two examples of natural faces (a 10 passes at -6, a 1 fails at +4), for every
// kind of D10 test: fire dice, melee dice and morale checks.
void TestKgcwo::naturalFacesDecide_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<ModifierCase>("situation");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("passes");
    const QString inf = u"infantry"_qs;
    // -6: E (-2), shaken (-1), a casualty (-1), out of command (-2)
    const ModifierCase minusSix{
        inf, {{"morale", "E"}, {"morale-state", "shaken"}, {"casualties", 1}, {"command-distance", 10}},
        inf, {},
        {},  {},
        {}};
    // +4: A (+2), hard cover (+2)
    const ModifierCase plusFour{inf, {{"morale", "A"}}, inf, {}, {}, {{"cover", "hard"}}, {}};
    QTest::newRow("morale-natural-10-with-minus-6") << "save-hit" << minusSix << -6 << 10 << true;
    QTest::newRow("morale-9-with-minus-6") << "save-hit" << minusSix << -6 << 9 << false;
    QTest::newRow("morale-natural-1-with-plus-4") << "save-hit" << plusFour << 4 << 1 << false;
    QTest::newRow("morale-2-with-plus-4") << "save-hit" << plusFour << 4 << 2 << true;
    // fire at -6: E fire (-2), fired (no first shot), 2 casualties (-2), smoothbore (-1), long range (-1)
    const ModifierCase fireMinusSix{
        inf, {{"fire", "E"}, {"fired", true}, {"casualties", 2}}, inf, {}, {}, {}, {}, 6};
    QTest::newRow("fire-natural-10-with-minus-6") << "fire" << fireMinusSix << -6 << 10 << true;
    // fire at +4: A (+2), first shot (+1), enfilade (+2), smoothbore (-1)
    const ModifierCase firePlusFour{inf, {{"fire", "A"}}, inf, {}, {"enfilade"}, {}, {}};
    QTest::newRow("fire-natural-1-with-plus-4") << "fire" << firePlusFour << 4 << 1 << false;
    QTest::newRow("melee-natural-1")
        << "melee"
        << ModifierCase{inf, {{"melee", "A"}, {"charging", true}}, inf, {}, {"flank-or-rear"}, {}, {}} << 4
        << 1 << false;
}

void TestKgcwo::naturalFacesDecide()
{
    QFETCH(QString, test);
    QFETCH(ModifierCase, situation);
    QFETCH(int, total);
    QFETCH(int, face);
    QFETCH(bool, passes);
    const TestSetup s = Resolver(m_rs).setup(test, build(situation));
    QCOMPARE(s.total, total);
    QCOMPARE(s.dieTest.passes(face), passes);
    // and through a real resolution of the first die
    const Resolution r = Resolver(m_rs).resolve(test, build(situation), FaceQueue::of({face, face, face}));
    QCOMPARE(r.steps.first().dice.first().success, passes);
}

// ---- whole cascades -------------------------------------------------------------------------

// ux.md's walk-through: three dice at +1 (C, first shot, one casualty, enfilade, soft cover; a
// rifled unit, so no smoothbore), and the odds of their hits.
void TestKgcwo::fireCascade()
{
    Situation s = situation(u"infantry"_qs, {{"fire", "C"}, {"casualties", 1}, {"smoothbore", false}});
    s.ticked.insert(u"enfilade"_qs);
    s.chosen.insert(u"target-cover"_qs, u"soft"_qs);
    s.inputs.insert(u"distance"_qs, 6); // within a rifle's 8"
    const Resolver resolver(m_rs);
    const TestSetup setup = resolver.setup(u"fire"_qs, s);
    QCOMPARE(setup.total, 1);
    QCOMPARE(setup.dieTest.neededFace(), 4);
    QCOMPARE(setup.odds.size(), 4);
    QCOMPARE(qRound(setup.odds[0].probability * 100), 3);
    QCOMPARE(qRound(setup.odds[1].probability * 100), 19);
    QCOMPARE(qRound(setup.odds[2].probability * 100), 44);
    QCOMPARE(qRound(setup.odds[3].probability * 100), 34);

    // The dice of the walk-through, and what they do: examples/kgcwo/fire-cascade-ux-walkthrough.json.
}

// The casualties the fire sheet predicts, against every hit and save face of a two-gun battery
// played through the resolver.
void TestKgcwo::fireCasualtyOddsEqualEnumeration()
{
    Situation s = situation(u"artillery-light"_qs, {{"fire", "B"}}, u"infantry"_qs,
                            {{"morale", "D"}, {"casualties", 1}});
    s.inputs.insert(u"distance"_qs, 20); // standard range
    const Resolver resolver(m_rs);
    const TestSetup setup = resolver.setup(u"fire"_qs, s);
    QVERIFY(setup.casualties.has_value());
    QHash<int, qint64> counts;
    qint64 total = 0;
    forEachFaces(QList<int>(4, 10), [&](const QList<int> &faces) {
        const Resolution r = resolver.resolve(u"fire"_qs, s, FaceQueue::of(faces));
        const int added = r.units.value(u"target"_qs).fields.value(u"casualties"_qs).toInt() - 1;
        ++counts[added];
        ++total;
    });
    for (int c = setup.casualties->minimum(); c <= setup.casualties->maximum(); ++c)
        QVERIFY2(std::abs(setup.casualties->probability(c) - double(counts.value(c)) / double(total)) < 1e-12,
                 qPrintable(QString::number(c)));
}

void TestKgcwo::rocketDirectionDieByCrew_data()
{
    QTest::addColumn<QString>("fire");
    QTest::addColumn<int>("sides");
    QTest::newRow("A-d4") << "A" << 4;
    QTest::newRow("B-d6") << "B" << 6;
    QTest::newRow("C-d8") << "C" << 8;
    QTest::newRow("D-d10") << "D" << 10;
    QTest::newRow("E-d12") << "E" << 12;
}

void TestKgcwo::rocketDirectionDieByCrew()
{
    QFETCH(QString, fire);
    QFETCH(int, sides);
    const Situation s = situation(u"rockets"_qs, {{"fire", fire}});
    QCOMPARE(Resolver(m_rs).setup(u"rocket-leg"_qs, s).dieSides, QList<int>{sides});
    const Resolution r = Resolver(m_rs).resolve(u"rocket-leg"_qs, s, FaceQueue::of({sides, 5}));
    QVERIFY(r.complete());
    QCOMPARE(r.steps.size(), 2);
    QCOMPARE(r.steps[1].value, 5); // the D6 distance of the leg
}

void TestKgcwo::fateTables()
{
    const Table *fate = m_rs.table(u"fate"_qs);
    QVERIFY(fate);
    QCOMPARE(fate->dice->toString(), u"d66");
    QCOMPARE(fate->rows.size(), 36);
    for (int tens = 1; tens <= 6; ++tens)
        for (int units = 1; units <= 6; ++units) {
            const int n = tens * 10 + units;
            QVERIFY2(std::count_if(fate->rows.begin(), fate->rows.end(),
                                   [n](const TableRow &r) { return r.minimum == n && r.maximum == n; })
                         == 1,
                     qPrintable(QString::number(n)));
        }
    const auto row = [&](int n) {
        return *std::find_if(fate->rows.begin(), fate->rows.end(),
                             [n](const TableRow &r) { return r.minimum == n; });
    };
    QCOMPARE(row(15).thenTable, u"commander-wound");
    QCOMPARE(row(25).thenTable, u"commander-wound");
    QCOMPARE(row(64).thenTable, u"irregulars-side");
    QCOMPARE(row(65).thenRoll->toString(), u"d6");
    QCOMPARE(row(66).thenRoll->toString(), u"d6");

    const Table *wound = m_rs.table(u"commander-wound"_qs);
    QCOMPARE(wound->rows.size(), 4);
    QCOMPARE(wound->rows[0].maximum, 1);
    QCOMPARE(wound->rows[1].minimum, 2);
    QCOMPARE(wound->rows[1].maximum, 3);
    QCOMPARE(wound->rows[2].minimum, 4);
    QCOMPARE(wound->rows[2].maximum, 5);
    QCOMPARE(wound->rows[3].minimum, 6);
    QCOMPARE(wound->rows[3].thenRoll->toString(), u"d3");
    const Table *side = m_rs.table(u"irregulars-side"_qs);
    QCOMPARE(side->rows[0].maximum, 3);
    QCOMPARE(side->rows[0].id, u"french");
    QCOMPARE(side->rows[1].id, u"british");
    QCOMPARE(side->rows[1].thenRoll->toString(), u"d3");
}

// D10 4 (Fortune), D66 1 5 (commander hit), D6 6 (killed), D3 2 (turns to a replacement).
void TestKgcwo::fortuneCardRollsThrough()
{
    const Resolution r = Resolver(m_rs).resolve(u"fortune-or-calamity"_qs, situation(u"commander"_qs, {}),
                                                FaceQueue::of({4, 1, 5, 6, 2}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.first().outcomeId, u"fortune");
    const QList<TableRoll> rolls = r.steps.first().tableRolls;
    QCOMPARE(rolls.size(), 2);
    QCOMPARE(rolls[0].table, u"fate");
    QCOMPARE(rolls[0].value, 15);
    QCOMPARE(rolls[1].table, u"commander-wound");
    QCOMPARE(rolls[1].rowId, u"killed");
    QCOMPARE(rolls[1].thenValue, 2);
    QCOMPARE(r.facesUsed, 5);
}

void TestKgcwo::deckCards()
{
    QVERIFY(m_rs.activation);
    QCOMPARE(int(m_rs.activation->kind), int(Activation::Kind::Deck));
    QCOMPARE(m_rs.activation->draw, 1);
    QHash<QString, const Card *> cards;
    for (const Card &c : m_rs.activation->cards)
        cards.insert(c.id, &c);
    QCOMPARE(cards.size(), 5);
    QCOMPARE(int(cards.value(u"unit"_qs)->per), int(Card::Per::Unit));
    QCOMPARE(int(cards.value(u"commander"_qs)->per), int(Card::Per::Commander));
    QCOMPARE(cards.value(u"reload"_qs)->effects.first().op, Effect::Op::ClearAll);
    QCOMPARE(cards.value(u"reload"_qs)->effects.first().field, u"fired");
    QCOMPARE(cards.value(u"fortune-calamity"_qs)->rollTable, u"fortune-or-calamity-card");
    QVERIFY(cards.value(u"end-of-turn"_qs)->endsTurn);
}

void TestKgcwo::everyTestsOddsMatchEnumeration_data()
{
    QTest::addColumn<QString>("test");
    for (const Test &t : m_rs.tests)
        QTest::newRow(qPrintable(t.id)) << t.id;
}

void TestKgcwo::everyTestsOddsMatchEnumeration()
{
    QFETCH(QString, test);
    const Test *t = m_rs.test(test);
    QString actorType = u"infantry"_qs;
    if (test.startsWith(u"rocket-leg"))
        actorType = u"rockets"_qs;
    Situation s = situation(actorType, {{"fire", "B"}, {"morale", "D"}, {"casualties", 1}});
    for (const TestInput &in : t->inputs)
        s.inputs.insert(in.id, 7);
    QString why;
    QVERIFY2(oddsMatchEnumeration(m_rs, test, s, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestKgcwo)
#include "tst_kgcwo.moc"
