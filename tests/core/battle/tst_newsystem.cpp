// A fifth system with no C++ of its own: tests/core/battle/data/every-feature.json is a made-up
// ruleset that uses every part of the format (every section, test kind, effect, follow-up,
// condition, worked-out value and reference), and a battle with it is played through the engine
// as the four real systems are: its deck, its cards' effects, a chained test, the turn's end.

#include "everyfeature.h"

#include "battle/action.h"
#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/statejson.h"
#include "rules/procedure.h"
#include "rules/resolver.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

using everyfeature::act;

namespace {

// Every enum value of the format the file uses, by a name the test can list.
struct Features {
    QSet<QString> seen;

    void reference(const Reference &r)
    {
        seen.insert(u"reference:" + QString::number(int(r.source)));
        if (r.role == u"commander")
            seen.insert(u"reference-role:commander"_qs); // a condition reading the unit's commander
    }
    void value(const Value &v)
    {
        seen.insert(u"value:" + QString::number(int(v.kind)));
        if (v.kind == Value::Kind::Ref)
            reference(v.ref);
        for (const Value &a : v.args)
            value(a);
        for (const ValueChoice &c : v.choices) {
            condition(c.when);
            value(c.value);
        }
        for (const Value &o : v.otherwise)
            value(o);
    }
    void condition(const Condition &c)
    {
        seen.insert(u"condition:" + QString::number(int(c.kind)));
        if (c.kind == Condition::Kind::Compare) {
            seen.insert(u"op:" + QString::number(int(c.op)));
            if (c.computed)
                value(*c.computed);
            else
                reference(c.what);
        }
        for (const Condition &child : c.children)
            condition(child);
    }
    void effects(const QList<Effect> &list)
    {
        for (const Effect &e : list) {
            seen.insert(u"effect:" + QString::number(int(e.op)));
            seen.insert(u"effect-role:" + e.role);
            if (e.amountValue)
                value(*e.amountValue);
            if (e.when)
                condition(*e.when);
        }
    }
    void followUps(const QList<FollowUp> &list)
    {
        for (const FollowUp &f : list) {
            seen.insert(u"followUp:" + QString::number(int(f.moment)));
            if (f.when)
                condition(*f.when);
            if (f.times)
                value(*f.times);
        }
    }
    void test(const Test &t)
    {
        seen.insert(u"test:" + QString::number(int(t.kind)));
        if (t.pool)
            seen.insert(u"pool"_qs);
        if (t.dice.count)
            value(*t.dice.count);
        if (t.dice.expressionFrom)
            seen.insert(u"dice:from"_qs);
        if (!t.dice.byCondition.isEmpty())
            seen.insert(u"dice:choose"_qs);
        for (const auto &[when, expression] : t.dice.byCondition)
            condition(when);
        for (const auto *v : {&t.targetFrom, &t.base, &t.compareWith, &t.tableRow})
            if (*v)
                value(**v);
        for (const auto *c : {&t.naturalWhen, &t.halveWhen})
            if (*c)
                condition(**c);
        if (t.floor)
            seen.insert(u"floor"_qs);
        if (!t.targetDieFrom.isEmpty())
            seen.insert(u"targetDieFrom"_qs);
        if (!t.inputs.isEmpty())
            seen.insert(u"inputs"_qs);
        if (!t.cues.isEmpty())
            seen.insert(u"cue"_qs);
        for (const Modifier &m : t.modifiers) {
            seen.insert(u"modifier:" + QString::number(int(m.kind)));
            if (m.fromRating)
                reference(*m.fromRating);
            if (m.per)
                value(*m.per);
            if (m.when)
                condition(*m.when);
            if (!m.side.isEmpty())
                seen.insert(u"side:" + m.side);
        }
        effects(t.effects);
        followUps(t.followUps);
        for (const Outcome &o : t.outcomes) {
            seen.insert(u"outcome:" + QString::number(int(o.kind)));
            effects(o.effects);
            followUps(o.followUps);
        }
    }
};

// The pile with the card of `unit` (or the first `card` of no unit) on top, as a reorder action.
Action onTop(const BattleState &state, const QString &card, const QString &unit)
{
    QList<DeckCard> pile = state.drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(),
                                 [&](const DeckCard &c) { return c.card == card && c.unit == unit; });
    if (it == pile.end())
        qFatal("no %s card for %s in the pile", qPrintable(card), qPrintable(unit));
    const DeckCard top = *it;
    pile.erase(it);
    pile.prepend(top);
    const QJsonObject reorder{{u"kind"_qs, u"reorder"_qs}, {u"cards"_qs, StateJson::cardsToJson(pile)}};
    return *ActionJson::read(reorder, nullptr);
}

int cards(const QList<DeckCard> &pile, const QString &card)
{
    return int(std::count_if(pile.begin(), pile.end(), [&](const DeckCard &c) { return c.card == card; }));
}

} // namespace

class TestNewSystem : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void usesEveryPartOfTheFormat_data();
    void usesEveryPartOfTheFormat();
    void itsDeckFollowsItsScale_data();
    void itsDeckFollowsItsScale();
    void aVolleyWithItsSavesAndShock();
    void theTurnEndsByItsOwnRules();
    void movesAsItsRulesSay_data();
    void movesAsItsRulesSay();
    void actsOnlyOnceActivated_data();
    void actsOnlyOnceActivated();
    void aMoveIsUndoneAndReplayedExactly();
    void theDistanceGivesTheRangeBand_data();
    void theDistanceGivesTheRangeBand();
    void derivedFactsCountWithoutTicks_data();
    void derivedFactsCountWithoutTicks();
    void aCloseVolleyLeavesItsMarkOnTheNerve();
    void aTestOwedForTheNextPhaseLapsesAfterIt();
    void aChargeNamesItsOtherRole_data();
    void aChargeNamesItsOtherRole();
    void aFallenCaptainLeavesPlayAndHisChainBreaks();

private:
    std::unique_ptr<Battle> battle(const QHash<QString, QString> &options = {}) const;
    Ruleset m_rs;
    Features m_features;
};

void TestNewSystem::initTestCase()
{
    const std::optional<Ruleset> rs = everyfeature::ruleset();
    QVERIFY(rs);
    m_rs = *rs;
    for (const Test &t : m_rs.tests)
        m_features.test(t);
    if (m_rs.formed)
        m_features.condition(*m_rs.formed);
    for (const AfterMove &a : m_rs.afterMove)
        m_features.effects(a.effects);
    for (const Card &c : m_rs.activation->cards) {
        m_features.effects(c.effects);
        if (c.when)
            m_features.condition(*c.when);
    }
    m_features.effects(m_rs.activation->endOfTurn);
    for (const Manoeuvre &m : m_rs.manoeuvres)
        for (const ManoeuvreRate &rate : m.rates)
            if (rate.when)
                m_features.condition(*rate.when);
    for (const ChargeRule &rule : m_rs.chargeRules)
        m_features.condition(rule.when);
    for (const Formation &f : m_rs.formations)
        if (f.requirement)
            m_features.condition(*f.requirement);
    // Moves as journal entries, and who may act.
    QVERIFY(m_rs.moving);
    for (const Requirement &req : m_rs.moving->requirements)
        m_features.condition(req.when);
    for (const MoveLimit &l : m_rs.moving->limits)
        m_features.condition(l.when);
    m_features.effects(m_rs.moving->effects);
    m_features.effects(m_rs.moving->disorder);
    m_features.seen.insert(u"moving"_qs);
    if (!m_rs.moving->spent.isEmpty())
        m_features.seen.insert(u"moving:spent"_qs);
    for (const Terrain &t : m_rs.terrain)
        if (!t.requirements.isEmpty())
            m_features.seen.insert(u"terrain:requires"_qs);
    for (const AfterMove &a : m_rs.afterMove) {
        if (!a.terrain.isEmpty())
            m_features.seen.insert(u"afterMove:terrain"_qs);
        if (a.formationChange)
            m_features.seen.insert(u"afterMove:formationChange"_qs);
    }
    if (m_rs.activation->acting)
        m_features.seen.insert(u"acting"_qs);
    for (const Card &c : m_rs.activation->cards)
        if (c.activatesCommanded)
            m_features.seen.insert(u"activatesCommanded"_qs);
    for (const Table &t : m_rs.tables)
        for (const TableRow &row : t.rows) {
            m_features.effects(row.effects);
            if (row.rearranges > 0)
                m_features.seen.insert(u"row:rearranges"_qs);
        }
    for (const Trigger &t : m_rs.triggers) {
        m_features.seen.insert(u"lapses:" + QString::number(int(t.lapses)));
        if (t.when)
            m_features.condition(*t.when);
    }
    if (m_rs.procedures)
        for (const Procedure &p : *m_rs.procedures) {
            for (const ProcedureInput &in : p.inputs)
                if (in.when) {
                    m_features.seen.insert(u"input-when"_qs);
                    m_features.condition(*in.when);
                }
            for (const ProcedureRole &role : p.roles) {
                m_features.seen.insert(u"procedure-role"_qs);
                for (const auto *c : {&role.when, &role.fits})
                    if (*c)
                        m_features.condition(**c);
            }
        }
    if (m_rs.formationChanges && m_rs.formationChanges->face)
        m_features.seen.insert(u"face"_qs);
}

void TestNewSystem::usesEveryPartOfTheFormat_data()
{
    QTest::addColumn<QString>("feature");
    const auto all = [](const char *what, int count) {
        for (int i = 0; i < count; ++i)
            QTest::addRow("%s-%d", what, i) << QStringLiteral("%1:%2").arg(QLatin1String(what)).arg(i);
    };
    all("test", 5); // Threshold, RollUnder, Bands, Table, Opposed
    all("effect", 7); // Add, Set, Step, Remove, ClearAll, Note, RollTable
    all("followUp", 6); // Always, PerSuccess, PerFailure, IfAnyFailed, IfAnySuccess, PerNaturalPass
    all("condition", 5); // Compare, All, Any, Not, Ticked
    all("op", 4); // Is, In, AtLeast, AtMost
    all("value", 8); // Constant, Ref, Result, Sum, Product, Quotient, Percent, Choose
    // Every source of a reference but Phasing and Step ("actor.phasing" and "turn.step" belong to
    // rules played in phases: tst_playerturn plays them), named rather than counted: a merge put
    // Phasing and Step before Commanders
    using Source = Reference::Source;
    for (const Source source :
         {Source::Field, Source::FieldStepAttribute, Source::TypeAttribute, Source::TypeId, Source::Arm,
          Source::Chief, Source::Input, Source::Option, Source::Commanders})
        QTest::addRow("reference-%d", int(source)) << QStringLiteral("reference:%1").arg(int(source));
    all("modifier", 3); // Automatic, Toggle, OneOf
    all("outcome", 3); // Band, Pass, Fail
    for (const char *f : {"pool",
                          "dice:from",
                          "dice:choose",
                          "floor",
                          "targetDieFrom",
                          "inputs",
                          "cue",
                          "side:actor",
                          "side:target",
                          "side:both",
                          "moving",
                          "moving:spent",
                          "terrain:requires",
                          "afterMove:terrain",
                          "afterMove:formationChange",
                          "acting",
                          "activatesCommanded",
                          "procedure-role",
                          "face",
                          "effect-role:commander",
                          "effect-role:chief",
                          "reference-role:commander",
                          "row:rearranges",
                          "lapses:3",
                          "input-when"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestNewSystem::usesEveryPartOfTheFormat()
{
    QFETCH(QString, feature);
    QVERIFY2(m_features.seen.contains(feature), qPrintable(feature + u" is used nowhere in the test system"));
}

std::unique_ptr<Battle> TestNewSystem::battle(const QHash<QString, QString> &options) const
{
    return everyfeature::battle(m_rs, options);
}

void TestNewSystem::itsDeckFollowsItsScale_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<int>("companyCards");
    QTest::addColumn<int>("deck");
    QTest::newRow("a-card-per-company") << "" << 4 << 9; // 4 companies, 2 captains, powder, omen, bell
    QTest::newRow("captains-only") << "captains" << 0 << 5;
}

void TestNewSystem::itsDeckFollowsItsScale()
{
    QFETCH(QString, scale);
    QFETCH(int, companyCards);
    QFETCH(int, deck);
    QHash<QString, QString> options;
    if (!scale.isEmpty())
        options.insert(u"scale"_qs, scale);
    const auto b = battle(options);
    QVERIFY(b);
    QCOMPARE(b->state().drawPile.size(), deck);
    QCOMPARE(cards(b->state().drawPile, u"company"_qs), companyCards);
    QCOMPARE(cards(b->state().drawPile, u"captain"_qs), 2);
}

void TestNewSystem::aVolleyWithItsSavesAndShock()
{
    const auto b = battle();
    QVERIFY(b);
    QVERIFY(b->apply(onTop(b->state(), u"company"_qs, u"n-foot"_qs)).entry);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry); // North Foot's card: it may act
    // Three dice at 7+: two hit; South Foot saves one (9) and not the other (3): one hit taken;
    // a failed save sets off its shock test, passed on an 8.
    const auto e = b->apply(act(
        R"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":5,"faces":[7,8,2,9,3,8]})"));
    QVERIFY2(e.entry, qPrintable(e.error));
    const UnitState foot = b->state().units.value(u"s-foot"_qs);
    QCOMPARE(foot.fields.value(u"hits"_qs).toInt(), 1);
    QVERIFY(foot.fields.value(u"state"_qs, u"steady"_qs).toString() == u"steady");
    const UnitState firer = b->state().units.value(u"n-foot"_qs);
    QCOMPARE(firer.fields.value(u"shot"_qs).toBool(), true);
    QCOMPARE(firer.fields.value(u"ammo"_qs).toInt(), 4);
}

void TestNewSystem::theTurnEndsByItsOwnRules()
{
    const auto b = battle();
    QVERIFY(b);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"s-foot","field":"waiting","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"n-foot","field":"waiting","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"n-foot","field":"shot","value":true})")).entry);
    // North Foot's card, Fresh powder, then the Bell.
    QList<DeckCard> pile = b->state().drawPile;
    QList<DeckCard> top;
    for (const auto &wanted : {std::pair{u"company"_qs, u"n-foot"_qs}, std::pair{u"powder"_qs, QString()},
                               std::pair{u"bell"_qs, QString()}}) {
        const auto it = std::find_if(pile.begin(), pile.end(), [&](const DeckCard &c) {
            return c.card == wanted.first && c.unit == wanted.second;
        });
        QVERIFY(it != pile.end());
        top.append(*it);
        pile.erase(it);
    }
    pile = top + pile;
    const QJsonObject reorder{{u"kind"_qs, u"reorder"_qs}, {u"cards"_qs, StateJson::cardsToJson(pile)}};
    QVERIFY(b->apply(*ActionJson::read(reorder, nullptr)).entry);

    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QVERIFY(b->state().units.value(u"n-foot"_qs).fields.value(u"acted"_qs).toBool());
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->state().units.value(u"n-foot"_qs).fields.value(u"shot"_qs).toBool(), false);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->state().turn, 2);
    // South Foot waited and never acted: its held card is lost, and the journal says so in the
    // ruleset's words. North Foot acted, so it keeps waiting; "acted" is gone with the turn.
    QCOMPARE(b->state().units.value(u"s-foot"_qs).fields.value(u"waiting"_qs).toBool(), false);
    QCOMPARE(b->state().units.value(u"n-foot"_qs).fields.value(u"waiting"_qs).toBool(), true);
    QVERIFY(!b->state().units.value(u"n-foot"_qs).fields.value(u"acted"_qs).toBool());
    const QStringList notes = b->state().notes;
    QVERIFY2(notes.contains(u"South Foot: waited all turn and never acted, so its held card is lost"_qs),
             qPrintable(notes.join(u"; ")));
}

void TestNewSystem::movesAsItsRulesSay_data()
{
    QTest::addColumn<QStringList>("before"); // the umpire's corrections first
    QTest::addColumn<QByteArray>("move");
    QTest::addColumn<QString>("refused"); // part of the refusal; empty: the move is played
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QVariantMap>("after"); // fields of the unit once moved
    const QString nFoot = u"n-foot"_qs;
    const QString actedFoot = uR"({"kind":"set","unit":"n-foot","field":"acted","value":true})"_qs;
    // North Foot is in line (walk 4"), North Horse mounted (walk 9").
    QTest::newRow("within-its-move") << QStringList{actedFoot}
                                     << QByteArray(R"({"kind":"move","unit":"n-foot","inches":4})")
                                     << QString() << nFoot
                                     << QVariantMap{{u"moved"_qs, true}, {u"acted"_qs, true}};
    QTest::newRow("more-than-its-move")
        << QStringList{actedFoot} << QByteArray(R"({"kind":"move","unit":"n-foot","inches":4.5})")
        << u"4½\" is more than the 4\" it has"_qs << nFoot << QVariantMap();
    QTest::newRow("waiting-moves-half")
        << QStringList{actedFoot, uR"({"kind":"set","unit":"n-foot","field":"waiting","value":true})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":3})")
        << u"3\" is more than the 2\" it has"_qs << nFoot << QVariantMap();
    QTest::newRow("broken-does-not-move")
        << QStringList{actedFoot, uR"({"kind":"set","unit":"n-foot","field":"state","value":"broken"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1})")
        << u"A broken company does not move of its own will."_qs << nFoot << QVariantMap();
    QTest::newRow("its-captain-broken-it-does-not-move") // the moving rules read the unit's commander
        << QStringList{actedFoot, uR"({"kind":"set","unit":"ada","field":"state","value":"broken"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1})")
        << u"A company whose captain is broken waits for a new one"_qs << nFoot << QVariantMap();
    QTest::newRow("the-other-side-s-captain-broken-it-moves")
        << QStringList{actedFoot, uR"({"kind":"set","unit":"bo","field":"state","value":"broken"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1})") << QString() << nFoot
        << QVariantMap{{u"moved"_qs, true}};
    QTest::newRow("hedgehog-up-a-bank")
        << QStringList{actedFoot,
                       uR"({"kind":"set","unit":"n-foot","field":"formation","value":"hedgehog"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1,"terrain":"bank"})")
        << u"A hedgehog cannot climb a bank"_qs << nFoot << QVariantMap();
    QTest::newRow("column-up-a-bank") // formed into column first, then up the bank: 6" − 1" − ½ move
        << QStringList{actedFoot,
                       uR"({"kind":"set","unit":"n-foot","field":"formation","value":"hedgehog"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1,"to":"column","terrain":"bank"})")
        << QString() << nFoot << QVariantMap{{u"formation"_qs, u"column"_qs}};
    QTest::newRow("horse-over-a-fence")
        << QStringList{uR"({"kind":"set","unit":"n-horse","field":"acted","value":true})"_qs,
                       uR"({"kind":"set","unit":"n-horse","field":"formed","value":true})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-horse","inches":6,"terrain":"fence"})") << QString()
        << u"n-horse"_qs << QVariantMap{{u"formed"_qs, false}, {u"moved"_qs, true}};
    QTest::newRow("changing-formation-at-a-fence")
        << QStringList{actedFoot, uR"({"kind":"set","unit":"n-foot","field":"formed","value":true})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1,"to":"column","terrain":"fence"})")
        << QString() << nFoot << QVariantMap{{u"formed"_qs, false}, {u"formation"_qs, u"column"_qs}};
    // A thicket is forbidden to formed units: the ruleset's "formed" is any formation but loose.
    QTest::newRow("formed-foot-kept-out-of-a-thicket")
        << QStringList{actedFoot}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1,"terrain":"thicket"})")
        << u"may not enter Thicket"_qs << nFoot << QVariantMap();
    QTest::newRow("loose-horse-through-a-thicket")
        << QStringList{uR"({"kind":"set","unit":"n-horse","field":"acted","value":true})"_qs,
                       uR"({"kind":"set","unit":"n-horse","field":"formation","value":"loose"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-horse","inches":1,"terrain":"thicket"})") << QString()
        << u"n-horse"_qs << QVariantMap{{u"moved"_qs, true}};
    QTest::newRow("a-wheel-at-half-speed")
        << QStringList{actedFoot}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":3,"manoeuvre":"wheel"})")
        << u"3\" is more than the 2\" it has"_qs << nFoot << QVariantMap();
    // The move may be split: each part takes what the earlier ones left (moving.spent).
    const QString walk3 = uR"({"kind":"move","unit":"n-foot","inches":3})"_qs;
    QTest::newRow("a-split-move-within-its-allowance")
        << QStringList{actedFoot, walk3} << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1})")
        << QString() << nFoot << QVariantMap{{u"walked"_qs, 4}};
    QTest::newRow("a-split-move-past-its-allowance")
        << QStringList{actedFoot, walk3} << QByteArray(R"({"kind":"move","unit":"n-foot","inches":2})")
        << u"2\" is more than the 1\" it has (3\" of its move used already)"_qs << nFoot << QVariantMap();
    QTest::newRow("a-wheel-uses-its-move-at-its-rate") // 1" wheeled at half speed uses 2"
        << QStringList{actedFoot, uR"({"kind":"move","unit":"n-foot","inches":1,"manoeuvre":"wheel"})"_qs}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":2})") << QString() << nFoot
        << QVariantMap{{u"walked"_qs, 4}};
    QTest::newRow("a-manoeuvre-it-does-not-have")
        << QStringList{actedFoot}
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":1,"manoeuvre":"caracole"})")
        << u"has no manoeuvre \"caracole\"; its manoeuvres: wheel, rally-round"_qs << nFoot << QVariantMap();
}

void TestNewSystem::movesAsItsRulesSay()
{
    QFETCH(QStringList, before);
    QFETCH(QByteArray, move);
    QFETCH(QString, refused);
    QFETCH(QString, unit);
    QFETCH(QVariantMap, after);
    const auto b = battle();
    QVERIFY(b);
    for (const QString &json : before)
        QVERIFY(b->apply(act(json.toUtf8())).entry);
    const qsizetype entries = b->journal().size();
    const Battle::Applied moved = b->apply(act(move));
    if (!refused.isEmpty()) {
        QVERIFY(!moved.entry);
        QVERIFY2(moved.error.contains(refused), qPrintable(moved.error));
        QCOMPARE(b->journal().size(), entries); // nothing journaled
        return;
    }
    QVERIFY2(moved.entry, qPrintable(moved.error));
    QVERIFY2(moved.entry->summary.startsWith(u"Move: "), qPrintable(moved.entry->summary));
    const UnitState u = b->state().units.value(unit);
    for (auto it = after.begin(); it != after.end(); ++it)
        QCOMPARE(u.fields.value(it.key()), it.value());
}

void TestNewSystem::actsOnlyOnceActivated_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<QString>("card"); // drawn first: a company's or a captain's
    QTest::addColumn<QString>("cardUnit");
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("refused");
    const QByteArray volley(
        R"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":5,"faces":[1,1,1]})");
    const QByteArray move(R"({"kind":"move","unit":"n-foot","inches":2})");
    const QString notYet = u"North Foot has not been activated this turn"_qs;
    QTest::newRow("no-card-no-volley") << QString() << QString() << QString() << volley << notYet;
    QTest::newRow("no-card-no-move") << QString() << QString() << QString() << move << notYet;
    QTest::newRow("another-company-s-card") << QString() << u"company"_qs << u"s-foot"_qs << volley << notYet;
    QTest::newRow("its-own-card") << QString() << u"company"_qs << u"n-foot"_qs << volley << QString();
    QTest::newRow("its-captain-at-captains-scale")
        << u"captains"_qs << u"captain"_qs << u"ada"_qs << move << QString();
    QTest::newRow("another-captain") << u"captains"_qs << u"captain"_qs << u"bo"_qs << move << notYet;
    QTest::newRow("the-umpire-allows-it")
        << QString() << QString() << QString()
        << QByteArray(R"({"kind":"move","unit":"n-foot","inches":2,"override":"scenario rule"})")
        << QString();
}

void TestNewSystem::actsOnlyOnceActivated()
{
    QFETCH(QString, scale);
    QFETCH(QString, card);
    QFETCH(QString, cardUnit);
    QFETCH(QByteArray, action);
    QFETCH(QString, refused);
    QHash<QString, QString> options;
    if (!scale.isEmpty())
        options.insert(u"scale"_qs, scale);
    const auto b = battle(options);
    QVERIFY(b);
    if (!card.isEmpty()) {
        QVERIFY(b->apply(onTop(b->state(), card, cardUnit)).entry);
        QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    }
    const Battle::Applied done = b->apply(act(action));
    if (!refused.isEmpty()) {
        QVERIFY(!done.entry);
        QVERIFY2(done.error.contains(refused), qPrintable(done.error));
        QVERIFY2(done.error.contains(u"giving a reason as \"override\""), qPrintable(done.error));
        return;
    }
    QVERIFY2(done.entry, qPrintable(done.error));
    const bool overridden = action.contains("override");
    QCOMPARE(done.entry->summary.contains(u"allowed by the umpire (scenario rule), though the rules say: "
                                          + u"North Foot has not been activated this turn"_qs),
             overridden);
}

void TestNewSystem::aMoveIsUndoneAndReplayedExactly()
{
    const auto b = battle();
    QVERIFY(b);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"n-horse","field":"acted","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"n-horse","field":"formed","value":true})")).entry);
    const QString before = b->stateHash();
    QVERIFY(b->apply(act(R"({"kind":"move","unit":"n-horse","inches":6,"terrain":"fence"})")).entry);
    const QString after = b->stateHash();
    QVERIFY(after != before);
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(b->stateHash(), before);
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->stateHash(), after);
    const Battle::ReplayCheck replayed = b->replayFromStart();
    QVERIFY2(replayed.mismatches.isEmpty(), qPrintable(replayed.mismatches.join(u'\n')));
    QCOMPARE(replayed.hash, after);
    // The entry is journaled as it was asked, and reads back the same.
    const JournalEntry &last = b->journal().last();
    QCOMPARE(
        ActionJson::write(last.action),
        QJsonDocument::fromJson(R"({"kind":"move","unit":"n-horse","inches":6,"terrain":"fence"})").object());
}

// The volley takes the distance measured: the arquebus reaches 3" at close range (-1 to the score
// needed) and 9" at long range; the horse's pistols 1" and 3". Nobody chooses the band, and a
// target past the longest range is refused with the reason.
void TestNewSystem::theDistanceGivesTheRangeBand_data()
{
    QTest::addColumn<QString>("firer");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("band"); // empty: out of range
    QTest::addColumn<QString>("needs");
    QTest::addColumn<QString>("refusal");
    QTest::newRow("arquebus-close-at-3") << "n-foot" << 3 << "close"
                                         << "6"
                                         << "";
    QTest::newRow("arquebus-close-at-0") << "n-foot" << 0 << "close"
                                         << "6"
                                         << "";
    QTest::newRow("arquebus-long-at-4") << "n-foot" << 4 << "long"
                                        << "7"
                                        << "";
    QTest::newRow("arquebus-long-at-9") << "n-foot" << 9 << "long"
                                        << "7"
                                        << "";
    QTest::newRow("arquebus-beyond-at-10") << "n-foot" << 10 << ""
                                           << ""
                                           << "out of range: 10\" is beyond the 9\" of the Arquebus";
    QTest::newRow("pistols-close-at-1") << "n-horse" << 1 << "close"
                                        << "6"
                                        << "";
    QTest::newRow("pistols-long-at-3") << "n-horse" << 3 << "long"
                                       << "7"
                                       << "";
    QTest::newRow("pistols-beyond-at-4") << "n-horse" << 4 << ""
                                         << ""
                                         << "out of range: 4\" is beyond the 3\" of the Pistols";
}

void TestNewSystem::theDistanceGivesTheRangeBand()
{
    QFETCH(QString, firer);
    QFETCH(int, distance);
    QFETCH(QString, band);
    QFETCH(QString, needs);
    QFETCH(QString, refusal);
    const auto b = battle();
    QVERIFY(b);
    action::Resolve a;
    a.test = u"volley"_qs;
    a.actor = firer;
    a.target = u"s-foot"_qs;
    a.inputs.insert(u"distance"_qs, distance);
    const TestSetup s = Resolver(b->ruleset()).setup(a.test, b->situation(a));
    if (band.isEmpty()) {
        QCOMPARE(s.problems, QStringList{refusal});
        // The firer's card has come up, so what the battle refuses is the range alone.
        QVERIFY(b->apply(onTop(b->state(), u"company"_qs, firer)).entry);
        QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
        const auto played = b->apply(
            act(QStringLiteral(
                    R"({"kind":"resolve","test":"volley","actor":"%1","target":"s-foot","distance":%2})")
                    .arg(firer)
                    .arg(distance)
                    .toUtf8()));
        QVERIFY(!played.entry);
        QVERIFY2(played.error.contains(refusal), qPrintable(played.error));
        return;
    }
    QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(u"; ")));
    const auto range = std::find_if(s.modifiers.begin(), s.modifiers.end(),
                                    [](const AppliedModifier &m) { return m.id == u"range"; });
    QVERIFY(range != s.modifiers.end());
    QVERIFY(range->derived);
    QCOMPARE(range->choice, band);
    QCOMPARE(QString::number(s.dieTest.target), needs);
    // Without the distance, the volley asks for it: a band is never chosen by hand.
    a.inputs.clear();
    const TestSetup unmeasured = Resolver(b->ruleset()).setup(a.test, b->situation(a));
    QCOMPARE(unmeasured.problems, QStringList{u"Enter distance"_qs});
    a.inputs.insert(u"distance"_qs, distance);
    a.choices.chosen.insert(u"range"_qs, band == u"close" ? u"long"_qs : u"close"_qs);
    const TestSetup chosen = Resolver(b->ruleset()).setup(a.test, b->situation(a));
    QCOMPARE(chosen.problems.size(), 1);
    QVERIFY2(chosen.problems.first().startsWith(u"Range comes from the distance"),
             qPrintable(chosen.problems.first()));
}

// What the battle holds counts by itself: a unit that moved fires at +1 to the score needed, a
// column charges at +2; neither is ticked, and neither counts where the state says otherwise.
void TestNewSystem::derivedFactsCountWithoutTicks_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("actor");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("modifier");
    QTest::addColumn<bool>("counts");
    QTest::newRow("moved-fires-after-moving") << "volley"
                                              << "n-foot"
                                              << "s-foot"
                                              << "moved"
                                              << "true"
                                              << "after-moving" << true;
    QTest::newRow("still-fires-unmoved") << "volley"
                                         << "n-foot"
                                         << "s-foot"
                                         << "moved"
                                         << "false"
                                         << "after-moving" << false;
    QTest::newRow("column-charges") << "clash"
                                    << "s-foot"
                                    << "n-foot"
                                    << "formation"
                                    << "\"column\""
                                    << "charging" << true;
    QTest::newRow("line-does-not") << "clash"
                                   << "n-foot"
                                   << "s-foot"
                                   << "formation"
                                   << "\"line\""
                                   << "charging" << false;
}

void TestNewSystem::derivedFactsCountWithoutTicks()
{
    QFETCH(QString, test);
    QFETCH(QString, actor);
    QFETCH(QString, target);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, modifier);
    QFETCH(bool, counts);
    const auto b = battle();
    QVERIFY(b);
    QVERIFY(
        b->apply(
             act(QStringLiteral(
                     R"({"kind":"set","unit":"%1","field":"%2","value":%3,"reason":"as the table stands"})")
                     .arg(actor, field, value)
                     .toUtf8()))
            .entry);
    action::Resolve a;
    a.test = test;
    a.actor = actor;
    a.target = target;
    a.inputs.insert(u"distance"_qs, 5);
    const TestSetup s = Resolver(b->ruleset()).setup(test, b->situation(a));
    QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(u"; ")));
    const auto m = std::find_if(s.modifiers.begin(), s.modifiers.end(),
                                [&](const AppliedModifier &x) { return x.id == modifier; });
    QVERIFY(m != s.modifiers.end());
    QCOMPARE(m->kind, Modifier::Kind::Automatic);
    QCOMPARE(m->active, counts);
}

// A volley at close range marks its target, as the ruleset's effect says from the band the
// distance gave, and the target's nerve test then counts -1 by itself; one at long range does not.
void TestNewSystem::aCloseVolleyLeavesItsMarkOnTheNerve()
{
    for (const int distance : {2, 6}) {
        const auto b = battle();
        QVERIFY(b);
        QVERIFY(b->apply(onTop(b->state(), u"company"_qs, u"n-foot"_qs)).entry);
        QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry); // North Foot's card: it may act
        const auto e = b->apply(act(
            QStringLiteral(
                R"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":%1,"faces":[1,1,1]})")
                .arg(distance)
                .toUtf8()));
        QVERIFY2(e.entry, qPrintable(e.error));
        const bool close = distance <= 3;
        QCOMPARE(b->state().units.value(u"s-foot"_qs).fields.value(u"under-close-fire"_qs).toBool(), close);
        action::Resolve nerve;
        nerve.test = u"nerve"_qs;
        nerve.actor = u"s-foot"_qs;
        const TestSetup s = Resolver(b->ruleset()).setup(nerve.test, b->situation(nerve));
        const auto m = std::find_if(s.modifiers.begin(), s.modifiers.end(),
                                    [](const AppliedModifier &x) { return x.id == u"close-fire"; });
        QVERIFY(m != s.modifiers.end());
        QCOMPARE(m->active, close);
    }
}

// A deck's turn is its one phase: the nerve test owed by a unit hit waits through the next turn,
// and lapses when that one ends.
void TestNewSystem::aTestOwedForTheNextPhaseLapsesAfterIt()
{
    const auto b = battle();
    QVERIFY(b);
    QVERIFY(b->apply(onTop(b->state(), u"company"_qs, u"n-foot"_qs)).entry);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry); // North Foot's card: it may act
    const auto volley = b->apply(act(
        R"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":5,"faces":[7,8,2,9,3,8]})"));
    QVERIFY2(volley.entry, qPrintable(volley.error));
    QCOMPARE(b->state().owed.size(), 1);
    QCOMPARE(b->state().owed.first().lapse, OwedTest::Lapse::EndOfNextPhase);
    QVERIFY(b->apply(act(R"({"kind":"end-turn"})")).entry);
    QCOMPARE(b->state().turn, 2);
    QCOMPARE(b->state().owed.size(), 1);
    QCOMPARE(b->state().owed.first().lapse, OwedTest::Lapse::EndOfPhase);
    QVERIFY(b->apply(act(R"({"kind":"end-turn"})")).entry);
    QVERIFY(b->state().owed.isEmpty());
    QVERIFY2(!b->state().notes.filter(u"lapsed: Nerve for South Foot"_qs).isEmpty(),
             qPrintable(b->state().notes.join(u"; ")));
}

// The charge may name a troop of horse of the company's side as its support, which shares the blow;
// a unit of the other side, or one that is not horse, may not play it.
void TestNewSystem::aChargeNamesItsOtherRole_data()
{
    QTest::addColumn<QByteArray>("roles");
    QTest::addColumn<QString>("error"); // empty: played
    QTest::newRow("the company's horse") << QByteArray(R"({"support": "s-horse"})") << QString();
    QTest::newRow("none") << QByteArray("{}") << QString();
    QTest::newRow("the charger's own horse")
        << QByteArray(R"({"support": "n-horse"})") << u"must be another unit of the side of South Foot"_qs;
    QTest::newRow("not horse") << QByteArray(R"({"support": "bo"})")
                               << u"cannot be Supporting horse: that needs"_qs;
    QTest::newRow("no such role") << QByteArray(R"({"guns": "s-horse"})") << u"has no such role"_qs;
}

void TestNewSystem::aChargeNamesItsOtherRole()
{
    QFETCH(QByteArray, roles);
    QFETCH(QString, error);
    const auto b = battle();
    QVERIFY(b);
    const Battle::Applied a = b->apply(act(R"({"kind":"resolve","procedure":"charge","actor":"n-foot",)"
                                           R"("target":"s-foot","response":"stand","inputs":{"distance":4},)"
                                           R"("roles":)"
                                           + roles + "}"));
    if (!error.isEmpty()) {
        QVERIFY2(!a.entry && a.error.contains(error), qPrintable(a.error));
        return;
    }
    QVERIFY2(a.entry, qPrintable(a.error));
    QCOMPARE(b->state().units.value(u"s-foot"_qs).fields.value(u"hits"_qs).toInt(), 1);
    QCOMPARE(b->state().units.value(u"s-horse"_qs).fields.value(u"hits"_qs, 0).toInt(),
             roles.size() > 2 ? 1 : 0);
    // The action keeps the role as it was named, and replays the same.
    const Battle::ReplayCheck check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

// A company whose peril test fails loses its captain: he leaves play, the chief (he himself here)
// stops waiting, and the company has no commander over it any more, so the charge rule that needs
// one no longer lets it into a flank while shaken.
void TestNewSystem::aFallenCaptainLeavesPlayAndHisChainBreaks()
{
    const auto b = battle();
    QVERIFY(b);
    QCOMPARE(b->state().units.value(u"n-foot"_qs).commanders, 1);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"ada","field":"waiting","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"n-foot","field":"state","value":"shaken"})")).entry);
    const auto flankCharge
        = R"({"kind":"resolve","procedure":"charge","actor":"n-foot","target":"s-foot","response":"stand",)"
          R"("inputs":{"distance":4,"flank":1},"faces":[]})";
    QVERIFY2(b->apply(act(flankCharge)).entry, "led by its captain, it may charge a flank without the test");
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"resolve","test":"peril","actor":"n-foot","faces":[3]})")).entry);
    QVERIFY(b->state().units.value(u"ada"_qs).removed);
    QCOMPARE(b->state().units.value(u"ada"_qs).fields.value(u"waiting"_qs).toBool(), false);
    QCOMPARE(b->state().units.value(u"n-foot"_qs).commanders, 0);
    const Battle::Applied again = b->apply(act(flankCharge));
    QVERIFY2(!again.entry && again.error.contains(u"more dice"_qs),
             qPrintable(again.error)); // the shock test first
}

QTEST_GUILESS_MAIN(TestNewSystem)
#include "tst_newsystem.moc"
