// The brigade rules' charge (rule book 004) from its declaration to the pursuit, as brigade.json's
// charge procedure plays it: the charger's morale test to charge and the target's on being charged,
// the answers (hold, evade, counter-charge) and which are offered, a charge into a flank or the
// rear, the entering-melee tests, and what the melee leaves: disorder from a column in melee, from
// a blow in the flank and from falling below half strength, and a winner that pursues or follows
// up. Scripted dice by the test that reads them ("morale@a: 3 3", see facesbytest.h), so a step
// added to the procedure touches only the rows whose tests it changes; the exact odds of each
// answer against a seeded simulation are tst_procedure's.

#include "rulestesting.h"

#include "facesbytest.h"

#include "dice/facequeue.h"
#include "rules/procedure.h"

using namespace adjutant;
using namespace adjutant::rules;
using adjutant::testing::loadRuleset;
using adjutant::testing::unit;

namespace {

// What a run did, step by step, for a failing comparison's message.
QString trace(const ProcedureRun &run)
{
    QStringList out;
    for (const ProcedureStepRecord &st : run.steps) {
        QString line = st.name + u" [" + st.actorId + u"]: " + st.note;
        for (const TestResult &r : st.resolution.steps) {
            QStringList faces;
            for (const dice::RolledDie &d : r.dice)
                faces.append(QString::number(d.face));
            line += u" {" + r.setup.test->id + u' ' + faces.join(u',') + u" = " + QString::number(r.value)
                + u' ' + r.outcomeId + u'}';
        }
        out.append(line);
    }
    return out.join(u'\n');
}

} // namespace

class TestBrigadeCharge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_rs = loadRuleset(u"brigade"_qs); }
    void chargeFromDeclarationToPursuit_data();
    void chargeFromDeclarationToPursuit();
    void scriptedFacesSayWhatIsMissingOrLeftOver_data();
    void scriptedFacesSayWhatIsMissingOrLeftOver();
    void answersOffered_data();
    void answersOffered();
    void aNumberNotAskedForIsRefused_data();
    void aNumberNotAskedForIsRefused();
    void aNumberNotAskedForKeepsItsDefault_data();
    void aNumberNotAskedForKeepsItsDefault();

private:
    // A charge by `charger` on `target` ("a" and "b"): 4" apart, two elements fighting a side,
    // unless the inputs say otherwise.
    ProcedureRequest request(const QString &response, const UnitState &charger, const UnitState &target,
                             const QVariantHash &inputs, const QVariantHash &options) const
    {
        ProcedureRequest r;
        r.procedure = u"charge"_qs;
        r.response = response;
        r.situation.units.insert(u"actor"_qs, charger);
        r.situation.units.insert(u"target"_qs, target);
        r.situation.inputs = {{u"distance"_qs, 4}, {u"chargerElements"_qs, 2}, {u"targetElements"_qs, 2}};
        for (auto it = inputs.begin(); it != inputs.end(); ++it)
            r.situation.inputs.insert(it.key(), it.value().toInt());
        for (auto it = options.begin(); it != options.end(); ++it)
            r.situation.options.insert(it.key(), it.value().toString());
        return r;
    }
    Ruleset m_rs;
};

// Faces in the order the dice are read: the charger's morale test to charge (2D5 for trained and
// elite, 2D6 for raw and militia), the target's on being charged, then the answer's: its
// entering-melee D6s, the melee's D10s (the charger's a element, then the defender's) and the
// loser's D10.
void TestBrigadeCharge::chargeFromDeclarationToPursuit_data()
{
    QTest::addColumn<QString>("response");
    QTest::addColumn<QString>("chargerType");
    QTest::addColumn<QVariantHash>("chargerFields");
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("targetFields");
    QTest::addColumn<QVariantHash>("inputs");
    QTest::addColumn<QVariantHash>("options");
    QTest::addColumn<QString>("faces"); // by the test that reads them (facesByTest)
    QTest::addColumn<QString>("ending");
    QTest::addColumn<QVariantHash>("chargerAfter");
    QTest::addColumn<QVariantHash>("targetAfter");
    const QVariantHash none;
    const QString foot = u"line-infantry"_qs;
    const QString horse = u"cavalry"_qs;
    const QString skirmishers = u"skirmishers-musket"_qs;
    const QVariantHash skirmish{{"formation", "skirmish"}};
    const QVariantHash flank{{"flank", 1}};

    // Wishing to charge is a reason to test morale (the charge used to go in without one): only
    // 5 or more lets it be made. 2 + 2 = 4 halts it; 1 + 1 = 2 halts it disordered; militia's
    // 1 + 1 - 2 = 0 routs it.
    QTest::newRow("charger-halts-on-4")
        << "hold" << foot << none << foot << none << none << none << u"morale: 2 2"_qs << "balked"
        << QVariantHash{{"charged", false}, {"disordered", false}} << none;
    QTest::newRow("charger-halts-disordered-on-2")
        << "hold" << foot << none << foot << none << none << none << u"morale: 1 1"_qs << "balked"
        << QVariantHash{{"charged", false}, {"disordered", true}} << none;
    QTest::newRow("militia-charger-routs")
        << "hold" << foot << QVariantHash{{"grade", "militia"}} << foot << none << none << none
        << u"morale: 1 1"_qs << "charger-routed" << QVariantHash{{"control", "routed"}} << none;
    // Being charged is a reason to test: 1 + 1 routs the unit charged, which runs before the
    // chargers move; they meet no one and are disordered, unless the option keeps them in order.
    QTest::newRow("target-routs-on-being-charged")
        << "hold" << foot << none << foot << none << none << none << u"morale@a: 3 3; morale@b: 1 1"_qs
        << "defender-routed" << QVariantHash{{"disordered", true}}
        << QVariantHash{{"control", "routed"}, {"disordered", true}};
    QTest::newRow("target-routs-chargers-in-order-option")
        << "hold" << foot << none << foot << none << none << QVariantHash{{"charge-meets-no-one", "in-order"}}
        << u"morale@a: 3 3; morale@b: 1 1"_qs << "defender-routed" << QVariantHash{{"disordered", false}}
        << QVariantHash{{"control", "routed"}};
    // 2 + 1 = 3 halts a unit charged from the front, and it holds; from its flank within 12" the
    // enemy there takes a point off and it routs.
    QTest::newRow("front-3-halts-and-holds")
        << "hold" << foot << none << foot << none << none << none
        << u"morale@a: 3 3; morale@b: 2 1; entering-melee@a: 6; entering-melee@b: 6; melee@a: 1 1; melee@b: 1 1"_qs
        << "drawn" << none << QVariantHash{{"control", "controlled"}};
    QTest::newRow("flank-within-12-3-routs")
        << "hold" << foot << none << foot << none << flank << none << u"morale@a: 3 3; morale@b: 2 1"_qs
        << "defender-routed" << none << QVariantHash{{"control", "routed"}};
    QTest::newRow("flank-from-13-no-enemy-near-falls-short")
        << "hold" << foot << none << foot << none << QVariantHash{{"flank", 1}, {"distance", 13}} << none
        << u"morale@a: 3 3; morale@b: 2 1"_qs << "fell-short" << QVariantHash{{"disordered", true}}
        << QVariantHash{{"control", "controlled"}};

    // Skirmishers charged by close order evade at their charge speed (14"): from 4" the line's 8"
    // never reaches them, and the chargers meet no one.
    QTest::newRow("skirmishers-evade-close-order")
        << "evade" << foot << none << skirmishers << skirmish << none << none
        << u"morale@a: 3 3; morale@b: 3 3"_qs << "evaded"
        << QVariantHash{{"disordered", true}, {"charged", false}}
        << QVariantHash{{"disordered", false}, {"figures-killed", 0}};
    // Horse's 18" from 3" catches them (3 + 14 = 17): they fight without a test to stand, beaten
    // by charging horse they break, and the horse pursues, disordered.
    QTest::newRow("horse-catches-evading-skirmishers")
        << "evade" << horse << none << skirmishers << skirmish << QVariantHash{{"distance", 3}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee: 6; melee@a: 9 9; melee@b: 1 1"_qs << "charger-won"
        << QVariantHash{{"charged", true}, {"pursuing", true}, {"disordered", true}}
        << QVariantHash{{"control", "routed"}, {"figures-killed", 2}};

    // Horse counter-charges horse: both test to go in and both fight as chargers.
    QTest::newRow("counter-charge-both-go-in")
        << "counter-charge" << horse << none << horse << none << QVariantHash{{"distance", 12}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 6; entering-melee@b: 6; melee@a: 1 1; melee@b: 1 1"_qs
        << "drawn" << QVariantHash{{"charged", true}} << QVariantHash{{"charged", true}};
    // Raw and disordered counter-chargers fail (1 - 2): they halt disorganised and the charge
    // strikes them at the halt; beaten by three they fall back, and the winner follows up.
    QTest::newRow("counter-charger-fails-struck-at-the-halt")
        << "counter-charge" << horse << none << horse << QVariantHash{{"grade", "raw"}, {"disordered", true}}
        << QVariantHash{{"distance", 12}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 6; entering-melee@b: 1; melee@a: 9 9; melee@b: 1 1; melee-losers: 1"_qs
        << "charger-won" << QVariantHash{{"charged", true}, {"followed-up", true}, {"in-melee", true}}
        << QVariantHash{{"charged", false}, {"disordered", true}, {"in-melee", true}};
    // The charger fails, the counter-charge goes in against the halted chargers.
    QTest::newRow("charger-fails-counter-charge-strikes")
        << "counter-charge" << horse << QVariantHash{{"grade", "raw"}, {"disordered", true}} << horse << none
        << QVariantHash{{"distance", 12}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 1; entering-melee@b: 6; melee@a: 1 1; melee@b: 1 1"_qs
        << "drawn" << QVariantHash{{"charged", false}, {"disordered", true}}
        << QVariantHash{{"charged", true}};
    QTest::newRow("both-fail-neither-goes-in")
        << "counter-charge" << horse << QVariantHash{{"grade", "raw"}, {"disordered", true}} << horse
        << QVariantHash{{"grade", "raw"}, {"disordered", true}} << QVariantHash{{"distance", 12}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 1; entering-melee@b: 1"_qs << "halted"
        << QVariantHash{{"disordered", true}} << QVariantHash{{"disordered", true}};
    // 18" and 6" do not close 30": neither reaches, both disordered.
    QTest::newRow("counter-charge-never-meets")
        << "counter-charge" << horse << none << horse << none << QVariantHash{{"distance", 30}} << none
        << u"morale@a: 3 3; morale@b: 3 3"_qs << "fell-short" << QVariantHash{{"disordered", true}}
        << QVariantHash{{"disordered", true}};

    // Foot may charge horse in its flank (it could never charge horse at all): +2 for the exposed
    // flank takes its 1 to 3; the horse holding loses 3 for the flank and its 3 breaks it.
    QTest::newRow("foot-into-the-flank-of-horse")
        << "hold" << foot << none << horse << none << flank << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 1; entering-melee@b: 3"_qs << "defender-broke"
        << QVariantHash{{"charged", true}} << QVariantHash{{"control", "routed"}};
    // The blow in the flank disorders the unit that stood.
    QTest::newRow("holder-struck-in-the-flank-disordered")
        << "hold" << foot << none << foot << none << flank << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 1; entering-melee@b: 6; melee@a: 1 1; melee@b: 1 1"_qs
        << "drawn" << none << QVariantHash{{"disordered", true}};
    // Horse on the front of ordered foot loses 3 without anyone ticking it: its 3 halts it.
    QTest::newRow("horse-on-formed-foot-front-3-halts")
        << "hold" << horse << none << foot << none << QVariantHash{{"distance", 12}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee: 3"_qs << "halted"
        << QVariantHash{{"disordered", true}} << none;
    QTest::newRow("horse-on-formed-foot-flank-3-goes-in")
        << "hold" << horse << none << foot << none << QVariantHash{{"distance", 12}, {"flank", 1}} << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 3; entering-melee@b: 6; melee@a: 1 1; melee@b: 1 1"_qs
        << "drawn" << QVariantHash{{"charged", true}} << QVariantHash{{"disordered", true}};

    // A column that fights a melee is disordered by it (the line it fought is not).
    QTest::newRow("column-disordered-by-the-melee")
        << "hold" << foot << QVariantHash{{"formation", "column"}} << foot << none << none << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 6; entering-melee@b: 6; melee@a: 1 1; melee@b: 1 1"_qs
        << "drawn" << QVariantHash{{"disordered", true}} << QVariantHash{{"disordered", false}};
    // A winner that charged pursues a beaten unit that broke, disordered; one that fell back it
    // follows up, and the melee goes on; a defender that wins halts.
    QTest::newRow("winner-pursues-the-broken")
        << "hold" << foot << none << foot << none << none << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 6; entering-melee@b: 6; melee@a: 9 9; melee@b: 1 1; melee-losers: 5"_qs
        << "charger-won" << QVariantHash{{"pursuing", true}, {"disordered", true}, {"in-melee", false}}
        << QVariantHash{{"control", "routed"}, {"in-melee", false}};
    QTest::newRow("winner-follows-up-who-fell-back")
        << "hold" << foot << none << foot << none << none << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 6; entering-melee@b: 6; melee@a: 9 1; melee@b: 1 1; melee-losers: 1"_qs
        << "charger-won" << QVariantHash{{"pursuing", false}, {"followed-up", true}, {"in-melee", true}}
        << QVariantHash{{"disordered", true}, {"in-melee", true}};
    QTest::newRow("defender-that-wins-halts")
        << "hold" << foot << none << foot << none << none << none
        << u"morale@a: 3 3; morale@b: 3 3; entering-melee@a: 6; entering-melee@b: 6; melee@a: 1 1; melee@b: 9 9; melee-losers: 4"_qs
        << "defender-won" << QVariantHash{{"in-melee", false}}
        << QVariantHash{{"pursuing", false}, {"followed-up", false}, {"in-melee", false}};
    // Below half strength in bases disorders: a drawn melee (3 each) takes the holder from 6
    // figures of 12 lost (half its bases) to 9, three bases of four.
    QTest::newRow("below-half-strength-disordered")
        << "hold" << foot << none << foot << QVariantHash{{"figures-killed", 6}}
        << QVariantHash{{"chargerElements", 3}, {"targetElements", 3}} << none
        << u"morale@a: 3 3; morale@b: 5 5; entering-melee@a: 6; entering-melee@b: 6; melee@a: 9 9 9; melee@b: 9 9 9"_qs
        << "drawn" << QVariantHash{{"disordered", false}}
        << QVariantHash{{"figures-killed", 9}, {"disordered", true}};
}

void TestBrigadeCharge::chargeFromDeclarationToPursuit()
{
    QFETCH(QString, response);
    QFETCH(QString, chargerType);
    QFETCH(QVariantHash, chargerFields);
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, targetFields);
    QFETCH(QVariantHash, inputs);
    QFETCH(QVariantHash, options);
    QFETCH(QString, faces);
    QFETCH(QString, ending);
    QFETCH(QVariantHash, chargerAfter);
    QFETCH(QVariantHash, targetAfter);
    const ProcedureRunner runner(m_rs);
    const ProcedureRequest req = request(response, unit(u"a"_qs, chargerType, chargerFields),
                                         unit(u"b"_qs, targetType, targetFields), inputs, options);
    const testing::FacesByTest scripted = testing::facesByTest(runner, req, faces);
    QVERIFY2(scripted.error.isEmpty(), qPrintable(scripted.error));
    const ProcedureRun run = runner.run(req, dice::FaceQueue::of(scripted.faces));
    QVERIFY2(run.errors.isEmpty(), qPrintable(run.errors.join(u"; ") + u'\n' + trace(run)));
    QVERIFY2(run.ending == ending, qPrintable(run.ending + u'\n' + trace(run)));
    QCOMPARE(run.facesUsed, scripted.faces.size());
    QCOMPARE(testing::describeFacesByTest(runner, req, scripted.faces), faces);
    const Evaluator ev(m_rs, Situation());
    for (const auto &[id, expected] : {std::pair{u"a"_qs, chargerAfter}, std::pair{u"b"_qs, targetAfter}})
        for (auto it = expected.begin(); it != expected.end(); ++it)
            QVERIFY2(ev.fieldValue(run.units.value(id), it.key()) == it.value(),
                     qPrintable(u"%1.%2 is %3, not %4\n"_qs.arg(
                                    id, it.key(), ev.fieldValue(run.units.value(id), it.key()).toString(),
                                    it.value().toString())
                                + trace(run)));
    // The odds of the same charge come within the budget, exactly, and add up to one.
    QString error;
    double sum = 0;
    for (const EndingOdds &e : runner.odds(req, &error)) {
        QVERIFY2(!e.estimated(), qPrintable(e.ending));
        sum += e.probability;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(std::abs(sum - 1) < 1e-9);
}

// The scripted dice by test: a test that asks with no face left for it, or faces for a test the
// charge never took, are said plainly rather than read as other tests' dice.
void TestBrigadeCharge::scriptedFacesSayWhatIsMissingOrLeftOver_data()
{
    QTest::addColumn<QString>("faces");
    QTest::addColumn<QString>("error");
    QTest::newRow("all-given") << u"morale: 2 2"_qs << QString();
    QTest::newRow("one-short") << u"morale: 2"_qs << u"no face given for morale@a or morale"_qs;
    QTest::newRow("one-left-over") << u"morale: 2 2 5"_qs << u"faces for morale were never asked for"_qs;
    QTest::newRow("a-test-never-taken")
        << u"morale: 2 2; melee: 1"_qs << u"faces for melee were never asked for"_qs;
    QTest::newRow("malformed") << u"morale 2 2"_qs << u"malformed faces"_qs;
}

void TestBrigadeCharge::scriptedFacesSayWhatIsMissingOrLeftOver()
{
    QFETCH(QString, faces);
    QFETCH(QString, error);
    const ProcedureRunner runner(m_rs);
    const ProcedureRequest req = request(u"hold"_qs, unit(u"a"_qs, u"line-infantry"_qs, {}),
                                         unit(u"b"_qs, u"line-infantry"_qs, {}), {}, {});
    const testing::FacesByTest scripted = testing::facesByTest(runner, req, faces);
    if (error.isEmpty()) {
        QCOMPARE(scripted.error, QString());
        QCOMPARE(scripted.faces, (QList<int>{2, 2}));
        // Written back the other way, the faces read the same.
        QCOMPARE(testing::describeFacesByTest(runner, req, scripted.faces), faces);
    } else {
        QVERIFY2(scripted.error.startsWith(error), qPrintable(scripted.error));
    }
}

void TestBrigadeCharge::answersOffered_data()
{
    QTest::addColumn<QString>("chargerType");
    QTest::addColumn<QVariantHash>("chargerFields");
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("targetFields");
    QTest::addColumn<QVariantHash>("inputs");
    QTest::addColumn<QVariantHash>("options");
    QTest::addColumn<QStringList>("offered");
    const QVariantHash none;
    const QVariantHash skirmish{{"formation", "skirmish"}};
    const QString foot = u"line-infantry"_qs;
    const QString skirmishers = u"skirmishers-rifle"_qs;
    // Skirmishers charged by close order must evade (they were offered only Hold); charged by
    // skirmishers they may stand or evade.
    QTest::newRow("foot-on-skirmishers-evade-only")
        << foot << none << skirmishers << skirmish << none << none << QStringList{u"evade"_qs};
    QTest::newRow("skirmishers-on-skirmishers-hold-or-evade")
        << skirmishers << skirmish << skirmishers << skirmish << none << none
        << QStringList{u"hold"_qs, u"evade"_qs};
    QTest::newRow("foot-holds") << foot << none << foot << none << none << none << QStringList{u"hold"_qs};
    // Horse may counter-charge a charge from its front; in the flank it can only hold. Under the
    // other reading of who may evade, it may evade too.
    QTest::newRow("horse-front") << u"cavalry"_qs << none << u"cavalry"_qs << none << none << none
                                 << QStringList{u"hold"_qs, u"counter-charge"_qs};
    QTest::newRow("horse-flank") << u"cavalry"_qs << none << u"cavalry"_qs << none
                                 << QVariantHash{{"flank", 1}} << none << QStringList{u"hold"_qs};
    QTest::newRow("horse-may-evade-option") << u"cavalry"_qs << none << u"cavalry"_qs << none << none
                                            << QVariantHash{{"who-may-evade", "skirmishers-and-horse"}}
                                            << QStringList{u"hold"_qs, u"evade"_qs, u"counter-charge"_qs};
}

void TestBrigadeCharge::answersOffered()
{
    QFETCH(QString, chargerType);
    QFETCH(QVariantHash, chargerFields);
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, targetFields);
    QFETCH(QVariantHash, inputs);
    QFETCH(QVariantHash, options);
    QFETCH(QStringList, offered);
    const ProcedureRunner runner(m_rs);
    const ProcedureRun run = runner.run(request(QString(), unit(u"a"_qs, chargerType, chargerFields),
                                                unit(u"b"_qs, targetType, targetFields), inputs, options),
                                        dice::FaceQueue::of({}));
    QVERIFY2(run.errors.isEmpty(), qPrintable(run.errors.join(u"; ")));
    QStringList available;
    for (const ResponseChoice &c : run.responses) {
        if (c.available)
            available.append(c.id);
        else
            QVERIFY2(!c.reason.isEmpty(), qPrintable(c.id)); // each refusal says why, in words
    }
    QCOMPARE(available, offered);
    // An answer not offered is refused when asked for, with the reason.
    for (const ResponseChoice &c : run.responses)
        if (!c.available) {
            const ProcedureRun refused
                = runner.run(request(c.id, unit(u"a"_qs, chargerType, chargerFields),
                                     unit(u"b"_qs, targetType, targetFields), inputs, options),
                             dice::FaceQueue::of({}));
            QVERIFY(!refused.errors.isEmpty() && refused.errors.first().contains(c.reason));
        }
}

// The evade move, the counter-charge move and the hits taken on a supported gun are asked for only
// when the charge can use them; a number given for one anyway is refused with the reason (it used
// to be dropped unread), while its default says nothing and stands.
void TestBrigadeCharge::aNumberNotAskedForIsRefused_data()
{
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("targetFields");
    QTest::addColumn<QVariantHash>("inputs");
    QTest::addColumn<QString>("refusal"); // empty: accepted
    const QVariantHash none;
    const QString foot = u"line-infantry"_qs;
    QTest::newRow("hits-on-a-gun-with-no-gun-named")
        << foot << none << QVariantHash{{"gunHits", 2}}
        << u"Hits taken on the supported gun is asked for only when the Supported gun's arm is artillery"_qs;
    QTest::newRow("evade-move-of-formed-foot")
        << foot << none << QVariantHash{{"evadeMove", 6}} << u"Evade move is asked for only when"_qs;
    QTest::newRow("counter-charge-move-of-foot") << foot << none << QVariantHash{{"counterMove", 6}}
                                                 << u"Counter-charge move is asked for only when"_qs;
    QTest::newRow("a-default-says-nothing") << foot << none << QVariantHash{{"gunHits", 0}} << QString();
    QTest::newRow("evade-move-of-skirmishers")
        << u"skirmishers-rifle"_qs << QVariantHash{{"formation", "skirmish"}}
        << QVariantHash{{"evadeMove", 6}} << QString();
    QTest::newRow("counter-charge-move-of-horse")
        << u"cavalry"_qs << none << QVariantHash{{"counterMove", 12}} << QString();
}

void TestBrigadeCharge::aNumberNotAskedForIsRefused()
{
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, targetFields);
    QFETCH(QVariantHash, inputs);
    QFETCH(QString, refusal);
    const ProcedureRunner runner(m_rs);
    const ProcedureRun run = runner.run(request(QString(), unit(u"a"_qs, u"line-infantry"_qs, {}),
                                                unit(u"b"_qs, targetType, targetFields), inputs, {}),
                                        dice::FaceQueue::of({}));
    if (refusal.isEmpty())
        QVERIFY2(run.errors.isEmpty(), qPrintable(run.errors.join(u"; ")));
    else
        QVERIFY2(run.errors.size() == 1 && run.errors.first().contains(refusal),
                 qPrintable(run.errors.join(u"; ")));
}

// Not entered, a number the charge asks for comes from the movement table (skirmishers evade at
// their charge speed, horse counter-charges its charge bonus); one it does not ask for keeps its
// default (it used to take the table's too, so the declaration showed an evade move for a line).
void TestBrigadeCharge::aNumberNotAskedForKeepsItsDefault_data()
{
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("targetFields");
    QTest::addColumn<int>("evadeMove");
    QTest::addColumn<int>("counterMove");
    const QVariantHash none;
    QTest::newRow("line") << u"line-infantry"_qs << none << 0 << 0;
    QTest::newRow("skirmishers") << u"skirmishers-rifle"_qs << QVariantHash{{"formation", "skirmish"}} << 14
                                 << 0;
    QTest::newRow("horse") << u"cavalry"_qs << none << 0 << 6;
}

void TestBrigadeCharge::aNumberNotAskedForKeepsItsDefault()
{
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, targetFields);
    QFETCH(int, evadeMove);
    QFETCH(int, counterMove);
    const ProcedureRunner runner(m_rs);
    const ProcedureRun run = runner.run(request(QString(), unit(u"a"_qs, u"line-infantry"_qs, {}),
                                                unit(u"b"_qs, targetType, targetFields), {}, {}),
                                        dice::FaceQueue::of({}));
    QVERIFY2(run.errors.isEmpty(), qPrintable(run.errors.join(u"; ")));
    QCOMPARE(run.values.value(u"evadeMove"_qs), evadeMove);
    QCOMPARE(run.values.value(u"counterMove"_qs), counterMove);
}

QTEST_GUILESS_MAIN(TestBrigadeCharge)
#include "tst_brigadecharge.moc"
