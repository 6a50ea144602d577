// The resolver on a synthetic ruleset with one test of each kind: modifiers and their reasons,
// every kind's outcomes, effects, follow-up cascades, and odds checked against enumeration.
#include "rulestesting.h"

#include "rules/situationjson.h"

#include <QJsonDocument>

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

static const QString kKinds = QStringLiteral(RULES_TEST_DATA "/kinds.json");

class TestResolver : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_rs = loadRuleset(kKinds); }
    void oddsMatchEnumeration_data();
    void oddsMatchEnumeration();
    void modifiersOnTheScoreNeeded();
    void modifierReasonsAndToggles();
    void modifierSaysWhyInTheRulesetsWords_data();
    void modifierSaysWhyInTheRulesetsWords();
    void optionsSwitchModifiers();
    void rollUnderMarginBands_data();
    void rollUnderMarginBands();
    void bandsPickDiceByCondition();
    void bandsAgainstAnInput();
    void tableLookupDrivesEffects_data();
    void tableLookupDrivesEffects();
    void opposedWinnerAndLoser_data();
    void opposedWinnerAndLoser();
    void cascadeSavesUseStateFromBeforeTheAttack();
    void cascadeWaitsForDiceWithOdds();
    void resultsWithoutWordsOrOdds_data();
    void resultsWithoutWordsOrOdds();
    void removalAtTheTypesMaximum();
    void effectConditionsAreJudgedWhenTheyLand();
    void tableRollEffectConsumesFaces();
    void impossibleFaceIsAnError();
    void missingInputIsReported();
    void situationJsonIsChecked();

private:
    Situation pair(const QVariantHash &actor = {}, const QVariantHash &target = {}) const
    {
        Situation s;
        s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs, actor));
        s.units.insert(u"target"_qs, unit(u"b"_qs, u"foot"_qs, target));
        return s;
    }
    Ruleset m_rs;
};

void TestResolver::oddsMatchEnumeration_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QVariantHash>("actor");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<QVariantMap>("inputs");
    QTest::newRow("volley") << "volley" << QVariantHash{} << QStringList{} << QVariantMap{};
    QTest::newRow("volley-cover") << "volley" << QVariantHash{} << QStringList{"cover"} << QVariantMap{};
    QTest::newRow("save") << "save" << QVariantHash{{"hits", 2}} << QStringList{} << QVariantMap{};
    QTest::newRow("nerve-raw") << "nerve" << QVariantHash{{"grade", "raw"}, {"hits", 1}} << QStringList{}
                               << QVariantMap{};
    QTest::newRow("nerve-crack-formed")
        << "nerve" << QVariantHash{{"grade", "crack"}, {"formed", true}} << QStringList{} << QVariantMap{};
    QTest::newRow("rally-regular") << "rally" << QVariantHash{{"q", "C"}} << QStringList{} << QVariantMap{};
    QTest::newRow("rally-raw") << "rally" << QVariantHash{{"grade", "raw"}} << QStringList{} << QVariantMap{};
    QTest::newRow("range") << "range" << QVariantHash{{"q", "A"}} << QStringList{}
                           << QVariantMap{{"distance", 7}};
    QTest::newRow("musketry-row-1-5")
        << "musketry" << QVariantHash{} << QStringList{"column"} << QVariantMap{{"points", 4}};
    QTest::newRow("musketry-row-6-10")
        << "musketry" << QVariantHash{} << QStringList{} << QVariantMap{{"points", 8}};
    QTest::newRow("clash") << "clash" << QVariantHash{{"troop", "guard"}} << QStringList{"charging"}
                           << QVariantMap{};
    QTest::newRow("clash-even") << "clash" << QVariantHash{} << QStringList{"defending-cover"}
                                << QVariantMap{};
}

void TestResolver::oddsMatchEnumeration()
{
    QFETCH(QString, test);
    QFETCH(QVariantHash, actor);
    QFETCH(QStringList, ticked);
    QFETCH(QVariantMap, inputs);
    Situation s = pair(actor);
    for (const QString &t : ticked)
        s.ticked.insert(t);
    for (auto it = inputs.begin(); it != inputs.end(); ++it)
        s.inputs.insert(it.key(), it.value().toInt());
    QString why;
    QVERIFY2(adjutant::testing::oddsMatchEnumeration(m_rs, test, s, &why), qPrintable(why));
}

// 004-style: hits on 7, cover makes it 8, close range 6.
void TestResolver::modifiersOnTheScoreNeeded()
{
    Situation s = pair();
    const Resolver r(m_rs);
    QCOMPARE(r.setup(u"volley"_qs, s).dieTest.target, 7);
    s.ticked.insert(u"cover"_qs);
    TestSetup cover = r.setup(u"volley"_qs, s);
    QCOMPARE(cover.dieTest.target, 8);
    QCOMPARE(cover.dieTest.modifier, 0);
    QVERIFY(cover.needText.startsWith(u"needs 8+ on a d10"));
    s.ticked = {u"close"_qs};
    QCOMPARE(r.setup(u"volley"_qs, s).dieTest.target, 6);
    QCOMPARE(r.setup(u"volley"_qs, s).dieSides, (QList<int>{10, 10, 10})); // dice from the unit type
}

void TestResolver::modifierReasonsAndToggles()
{
    const TestSetup s = Resolver(m_rs).setup(u"save"_qs, pair({{"q", "A"}, {"hits", 2}}));
    QCOMPARE(s.modifiers.size(), 2);
    QCOMPARE(s.modifiers[0].value, 1);
    QVERIFY(s.modifiers[0].active);
    QCOMPARE(s.modifiers[0].detail, u"rating A");
    QCOMPARE(s.modifiers[1].value, -2);
    // No reason in the file: the count is spelled out, never "−1 × 2 (...)".
    QCOMPARE(s.modifiers[1].detail, u"the unit's Hits: 2");
    QCOMPARE(s.total, -1);
    QCOMPARE(s.odds.size(), 2);
    QCOMPARE(s.odds[0].id, u"pass");
    QCOMPARE(s.odds[0].probability, 0.5); // 6+ on a d10, natural 10 passes anyway
}

void TestResolver::optionsSwitchModifiers()
{
    Situation s = pair();
    const Resolver r(m_rs);
    const auto harsh = [&] {
        for (const AppliedModifier &m : r.setup(u"volley"_qs, s).modifiers)
            if (m.id == u"harsh")
                return m;
        return AppliedModifier();
    };
    QVERIFY(!harsh().active);
    QVERIFY(!harsh().applicable);
    s.options.insert(u"harsh"_qs, u"yes"_qs);
    QVERIFY(harsh().active);
    QCOMPARE(r.setup(u"volley"_qs, s).dieTest.target, 8);
}

void TestResolver::rollUnderMarginBands_data()
{
    QTest::addColumn<QString>("grade");
    QTest::addColumn<int>("hits");
    QTest::addColumn<QString>("cover");
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<int>("margin");
    QTest::newRow("regular-8-under") << "regular" << 0 << "" << 8 << "steady" << 0;
    QTest::newRow("regular-9-one-over") << "regular" << 0 << "" << 9 << "falls-back" << 1;
    QTest::newRow("regular-with-2-hits-9-three-over") << "regular" << 2 << "" << 9 << "flees" << 3;
    QTest::newRow("raw-in-hard-cover-8") << "raw" << 0 << "hard" << 8 << "steady" << 0;
    QTest::newRow("crack-10") << "crack" << 0 << "" << 10 << "steady" << 0;
    QTest::newRow("raw-10-four-over") << "raw" << 0 << "" << 10 << "flees" << 4;
}

void TestResolver::rollUnderMarginBands()
{
    QFETCH(QString, grade);
    QFETCH(int, hits);
    QFETCH(QString, cover);
    QFETCH(int, face);
    QFETCH(QString, outcome);
    QFETCH(int, margin);
    Situation s = pair({{"grade", grade}, {"hits", hits}});
    if (!cover.isEmpty())
        s.chosen.insert(u"cover"_qs, cover);
    const Resolution r = Resolver(m_rs).resolve(u"nerve"_qs, s, FaceQueue::of({face}));
    QVERIFY(r.complete());
    QCOMPARE(r.steps.first().outcomeId, outcome);
    QCOMPARE(r.steps.first().value, margin);
    QCOMPARE(r.units.value(u"a"_qs).fields.value(u"state"_qs).toString() == u"broken", outcome == u"flees");
}

void TestResolver::bandsPickDiceByCondition()
{
    const Resolver r(m_rs);
    QCOMPARE(r.setup(u"rally"_qs, pair({{"grade", "raw"}})).expression->toString(), u"2d6");
    QCOMPARE(r.setup(u"rally"_qs, pair({{"grade", "crack"}})).expression->toString(), u"2d5");
    const Resolution res = r.resolve(u"rally"_qs, pair({{"state", "shaken"}}), FaceQueue::of({3, 2}));
    QCOMPARE(res.steps.first().value, 5);
    QCOMPARE(res.steps.first().outcomeId, u"ok");
    QCOMPARE(res.units.value(u"a"_qs).fields.value(u"state"_qs).toString(), u"steady");
}

void TestResolver::bandsAgainstAnInput()
{
    Situation s = pair({{"q", "A"}});
    s.inputs.insert(u"distance"_qs, 9);
    const Resolution reaches = Resolver(m_rs).resolve(u"range"_qs, s, FaceQueue::of({4, 4}));
    QCOMPARE(reaches.steps.first().value, 0); // 4 + 4 + 1 - 9
    QCOMPARE(reaches.steps.first().outcomeId, u"reaches");
    const Resolution shortOf = Resolver(m_rs).resolve(u"range"_qs, s, FaceQueue::of({4, 3}));
    QCOMPARE(shortOf.steps.first().outcomeId, u"short");
}

void TestResolver::tableLookupDrivesEffects_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("column");
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("hits");
    QTest::newRow("row-1-5-roll-8") << 3 << false << 8 << 0;
    QTest::newRow("row-1-5-roll-9") << 3 << false << 9 << 1;
    QTest::newRow("row-1-5-roll-10-plus-1-off-the-table") << 3 << true << 10 << 2;
    QTest::newRow("row-6-10-roll-5") << 6 << false << 5 << 0;
    QTest::newRow("row-6-10-roll-6") << 10 << false << 6 << 1;
    QTest::newRow("row-6-10-roll-10") << 10 << false << 10 << 2;
    QTest::newRow("row-6-10-roll-10-plus-1") << 10 << true << 10 << 3;
}

void TestResolver::tableLookupDrivesEffects()
{
    QFETCH(int, points);
    QFETCH(bool, column);
    QFETCH(int, face);
    QFETCH(int, hits);
    Situation s = pair();
    s.inputs.insert(u"points"_qs, points);
    if (column)
        s.ticked.insert(u"column"_qs);
    const Resolution r = Resolver(m_rs).resolve(u"musketry"_qs, s, FaceQueue::of({face}));
    QVERIFY(r.complete());
    QCOMPARE(r.steps.first().value, hits);
    QCOMPARE(r.units.value(u"b"_qs).fields.value(u"hits"_qs, 0).toInt(), hits);
}

void TestResolver::opposedWinnerAndLoser_data()
{
    QTest::addColumn<QString>("actorTroop");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<int>("actorFace");
    QTest::addColumn<int>("targetFace");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<int>("actorHits");
    QTest::addColumn<int>("targetHits");
    // good 13 vs good 13
    QTest::newRow("draw") << "good" << QStringList{} << 5 << 4 << "draw" << 1 << 1;
    QTest::newRow("charging-actor-pushes")
        << "good" << QStringList{"charging"} << 5 << 4 << "pushed" << 0 << 2;
    QTest::newRow("cover-defender-pushes")
        << "good" << QStringList{"defending-cover"} << 5 << 4 << "pushed" << 2 << 0;
    QTest::newRow("guard-breaks-them") << "guard" << QStringList{} << 5 << 4 << "broken" << 0 << 3;
    QTest::newRow("poor-is-broken") << "poor" << QStringList{} << 1 << 10 << "broken" << 3 << 0;
}

void TestResolver::opposedWinnerAndLoser()
{
    QFETCH(QString, actorTroop);
    QFETCH(QStringList, ticked);
    QFETCH(int, actorFace);
    QFETCH(int, targetFace);
    QFETCH(QString, outcome);
    QFETCH(int, actorHits);
    QFETCH(int, targetHits);
    Situation s = pair({{"troop", actorTroop}});
    for (const QString &t : ticked)
        s.ticked.insert(t);
    const Resolution r = Resolver(m_rs).resolve(u"clash"_qs, s, FaceQueue::of({actorFace, targetFace}));
    QVERIFY(r.complete());
    QCOMPARE(r.steps.first().outcomeId, outcome);
    QCOMPARE(r.units.value(u"a"_qs).fields.value(u"hits"_qs, 0).toInt(), actorHits);
    QCOMPARE(r.units.value(u"b"_qs).fields.value(u"hits"_qs, 0).toInt(), targetHits);
}

// Three hits on a fresh target: every save counts 0 hits taken (not 0, 1, 2), then the shock
// test after the batch counts them all.
void TestResolver::cascadeSavesUseStateFromBeforeTheAttack()
{
    // volley 9 9 9 (three hits), saves 5 5 5 with B quality: each passes only on 5 with no
    // hits taken; they fail if the earlier saves' casualties were counted.
    const Resolution r = Resolver(m_rs).resolve(u"volley"_qs, pair(), FaceQueue::of({9, 9, 9, 4, 5, 4, 5}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.size(), 5); // volley, three saves, shock
    QCOMPARE(r.steps[1].setup.total, 0);
    QCOMPARE(r.steps[2].setup.total, 0);
    QCOMPARE(r.steps[3].setup.total, 0);
    QCOMPARE(r.steps[2].outcomeId, u"pass");
    QCOMPARE(r.units.value(u"b"_qs).fields.value(u"hits"_qs).toInt(), 2);
    QCOMPARE(r.steps[4].setup.test->id, u"shock");
    QCOMPARE(r.steps[4].setup.total, -2); // after the batch
    QCOMPARE(r.facesUsed, 7);
}

void TestResolver::cascadeWaitsForDiceWithOdds()
{
    const Resolution r = Resolver(m_rs).resolve(u"volley"_qs, pair(), FaceQueue::of({9, 9, 2, 3}));
    QVERIFY(!r.complete());
    QCOMPARE(r.steps.size(), 2); // the volley and the first save
    QCOMPARE(r.pending.size(), 1);
    QCOMPARE(r.pending.first().setup.test->id, u"save");
    QCOMPARE(r.pending.first().count, 1);
    QCOMPARE(r.pending.first().setup.odds.size(), 2);
}

// A resolution made without the modifiers' words, or without the odds too (a replay), or without
// the effects' words as well (a procedure's exact odds), comes to what the full one does: the same
// steps, totals, outcomes, effects (each unit's changes, unworded), units, and dice still owed.
void TestResolver::resultsWithoutWordsOrOdds_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QVariantHash>("actor");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<QList<int>>("faces");
    QTest::newRow("volley and its saves")
        << "volley" << QVariantHash{} << QStringList{} << QList<int>{9, 9, 9, 4, 5, 4, 5};
    QTest::newRow("saves still owed")
        << "volley" << QVariantHash{} << QStringList{"cover"} << QList<int>{9, 9, 2, 3};
    QTest::newRow("a clash") << "clash" << QVariantHash{{"troop", "guard"}} << QStringList{"charging"}
                             << QList<int>{5, 4};
    QTest::newRow("nerve") << "nerve" << QVariantHash{{"grade", "raw"}, {"hits", 1}} << QStringList{}
                           << QList<int>{3, 8};
}

void TestResolver::resultsWithoutWordsOrOdds()
{
    QFETCH(QString, test);
    QFETCH(QVariantHash, actor);
    QFETCH(QStringList, ticked);
    QFETCH(QList<int>, faces);
    Situation s = pair(actor);
    for (const QString &t : ticked)
        s.ticked.insert(t);
    const Resolution full = Resolver(m_rs).resolve(test, s, FaceQueue::of(faces));
    QVERIFY(!full.steps.isEmpty());
    QVERIFY(!full.steps.first().setup.modifiers.isEmpty()); // the rows' tests have words to leave out
    for (const auto &[odds, effectWords] :
         {std::pair(true, true), std::pair(false, true), std::pair(false, false)}) {
        Resolver quiet(m_rs);
        quiet.setModifierWords(false);
        quiet.setWorkOutOdds(odds);
        quiet.setEffectWords(effectWords);
        const Resolution r = quiet.resolve(test, s, FaceQueue::of(faces));
        QCOMPARE(r.errors, full.errors);
        QCOMPARE(r.facesUsed, full.facesUsed);
        QCOMPARE(r.units.keys(), full.units.keys());
        for (const UnitState &u : full.units) {
            QCOMPARE(r.units.value(u.id).fields, u.fields);
            QCOMPARE(r.units.value(u.id).removed, u.removed);
        }
        QCOMPARE(r.steps.size(), full.steps.size());
        for (qsizetype i = 0; i < r.steps.size(); ++i) {
            const TestResult &a = r.steps.at(i);
            const TestResult &b = full.steps.at(i);
            QCOMPARE(a.setup.test, b.setup.test);
            QCOMPARE(a.setup.total, b.setup.total);
            QCOMPARE(a.setup.targetTotal, b.setup.targetTotal);
            QCOMPARE(a.setup.dieTest.target, b.setup.dieTest.target);
            QCOMPARE(a.value, b.value);
            QCOMPARE(a.outcomeId, b.outcomeId);
            QCOMPARE(a.effects.size(), b.effects.size());
            for (qsizetype e = 0; e < a.effects.size(); ++e) {
                QCOMPARE(a.effects.at(e).unitId, b.effects.at(e).unitId);
                QCOMPARE(a.effects.at(e).bookkeeping, b.effects.at(e).bookkeeping);
                QCOMPARE(a.effects.at(e).text, effectWords ? b.effects.at(e).text : QString());
            }
            QVERIFY(a.setup.modifiers.isEmpty());
            QCOMPARE(a.setup.odds.size(), odds ? b.setup.odds.size() : 0);
            QCOMPARE(a.setup.needText, odds ? b.setup.needText : QString());
        }
        QCOMPARE(r.pending.size(), full.pending.size());
        for (qsizetype i = 0; i < r.pending.size(); ++i) {
            QCOMPARE(r.pending.at(i).setup.test, full.pending.at(i).setup.test);
            QCOMPARE(r.pending.at(i).count, full.pending.at(i).count);
            QCOMPARE(r.pending.at(i).judgedOn.keys(), full.pending.at(i).judgedOn.keys());
        }
    }
}

void TestResolver::removalAtTheTypesMaximum()
{
    // The target is at 3 hits of its 4: the first failed save removes it, and no more saves are asked.
    const Resolution r
        = Resolver(m_rs).resolve(u"volley"_qs, pair({}, {{"hits", 3}}), FaceQueue::of({9, 9, 9, 2}));
    QVERIFY(r.units.value(u"b"_qs).removed);
    QCOMPARE(r.units.value(u"b"_qs).fields.value(u"hits"_qs).toInt(), 4);
    QCOMPARE(r.steps.size(), 2); // volley, one save; the removed unit takes no more tests
    QVERIFY(r.pending.isEmpty());
    QVERIFY(std::any_of(r.steps[1].effects.begin(), r.steps[1].effects.end(),
                        [](const EffectRecord &e) { return e.text.contains(u"removed"); }));
}

void TestResolver::effectConditionsAreJudgedWhenTheyLand()
{
    // shock fails: steady -> shaken (no note); shaken -> broken, then the note applies.
    const Resolution first = Resolver(m_rs).resolve(u"shock"_qs, pair(), FaceQueue::of({2}));
    QCOMPARE(first.steps.first().effects.size(), 1);
    const Resolution second
        = Resolver(m_rs).resolve(u"shock"_qs, pair({{"state", "shaken"}}), FaceQueue::of({2}));
    QCOMPARE(second.steps.first().effects.size(), 2);
    QCOMPARE(second.steps.first().effects.last().text, u"It reels back.");
}

void TestResolver::tableRollEffectConsumesFaces()
{
    const Resolution r = Resolver(m_rs).resolve(u"omen"_qs, pair(), FaceQueue::of({4, 6, 2}));
    QVERIFY(r.complete());
    QCOMPARE(r.facesUsed, 3);
    QCOMPARE(r.steps.first().tableRolls.size(), 1);
    const TableRoll &roll = r.steps.first().tableRolls.first();
    QCOMPARE(roll.rowId, u"doom");
    QCOMPARE(roll.thenValue, 2);
    const Resolution pending = Resolver(m_rs).resolve(u"omen"_qs, pair(), FaceQueue::of({4}));
    QVERIFY(!pending.complete());
}

void TestResolver::impossibleFaceIsAnError()
{
    const Resolution r = Resolver(m_rs).resolve(u"rally"_qs, pair(), FaceQueue::of({6, 1}));
    QVERIFY(!r.complete());
    QCOMPARE(r.errors, QStringList{u"a d5 has no face 6"_qs});
    QVERIFY(r.steps.isEmpty());
}

void TestResolver::missingInputIsReported()
{
    const TestSetup s = Resolver(m_rs).setup(u"range"_qs, pair());
    QVERIFY(!s.problems.isEmpty());
    QVERIFY(s.problems.first().contains(u"distance"));
}

void TestResolver::situationJsonIsChecked()
{
    QStringList errors;
    const auto doc
        = QJsonDocument::fromJson(R"({"actor": {"type": "foot", "q": "Z", "hits": 9, "colour": "red"},
        "target": {"type": "ship"}, "ticked": ["bold"], "chosen": {"cover": "deep"}, "options": {"harsh": "maybe"},
        "inputs": {"half": 7.5, "huge": 1e308, "word": "x", "fine": 3}})");
    const Situation s = SituationJson::read(m_rs, doc.object(), &errors);
    const QString all = errors.join(u'\n');
    for (const char *expected :
         {"actor.q", "actor.hits", "actor.colour", "target.type", "no modifier \"bold\"", "chosen.cover",
          "harsh", "inputs.half: a whole number is needed", "inputs.huge: a whole number",
          "inputs.word: a whole number"})
        QVERIFY2(all.contains(QLatin1String(expected)), qPrintable(all));
    QCOMPARE(errors.size(), 10);
    QCOMPARE(s.inputs, (QHash<QString, int>{{u"fine"_qs, 3}})); // none read as 0
}

// A modifier says why it counts in the ruleset's own words: a reason for a condition, the count in
// words for one that counts, nothing at all for a count of nought.
void TestResolver::modifierSaysWhyInTheRulesetsWords_data()
{
    QTest::addColumn<QString>("modifier");
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<bool>("shown");
    QTest::addColumn<QString>("detail");
    QTest::newRow("first shot") << u"first-shot"_qs << QVariantHash{} << true
                                << u"the unit has not fired yet"_qs;
    QTest::newRow("first shot gone") << u"first-shot"_qs << QVariantHash{{u"fired"_qs, true}} << false
                                     << u"not now: the unit has not fired yet"_qs;
    QTest::newRow("shaken") << u"shaken"_qs << QVariantHash{{u"morale-state"_qs, u"shaken"_qs}} << true
                            << u"the unit is shaken, or routed and counted as shaken"_qs;
    QTest::newRow("one casualty") << u"own-casualties"_qs << QVariantHash{{u"casualties"_qs, 1}} << true
                                  << u"one casualty"_qs;
    QTest::newRow("two casualties") << u"own-casualties"_qs << QVariantHash{{u"casualties"_qs, 2}} << true
                                    << u"2 casualties"_qs;
    QTest::newRow("no casualty") << u"own-casualties"_qs << QVariantHash{} << false << QString();
}

void TestResolver::modifierSaysWhyInTheRulesetsWords()
{
    QFETCH(QString, modifier);
    QFETCH(QVariantHash, fields);
    QFETCH(bool, shown);
    QFETCH(QString, detail);
    const Ruleset kgcwo = loadRuleset(u"kgcwo"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"52nd"_qs, u"infantry"_qs, fields));
    s.units.insert(u"target"_qs, unit(u"6e"_qs, u"infantry"_qs));
    s.inputs.insert(u"distance"_qs, 6);
    const TestSetup setup = Resolver(kgcwo).setup(u"fire"_qs, s);
    const auto m = std::find_if(setup.modifiers.begin(), setup.modifiers.end(),
                                [&](const AppliedModifier &a) { return a.id == modifier; });
    QVERIFY(m != setup.modifiers.end());
    QCOMPARE(m->applicable, shown);
    if (shown || !detail.isEmpty())
        QCOMPARE(m->detail, detail);
}

QTEST_GUILESS_MAIN(TestResolver)
#include "tst_resolver.moc"
