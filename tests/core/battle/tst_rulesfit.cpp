// Whether a battle as it stands fits other rules of its ruleset (RulesFit), as an update of the
// rules asks: each thing of the state that the new rules would not know is named, and what they
// add is said. The battle is KGCWO's demo; the new rules are KGCWO with one thing changed.
#include "battle/battle.h"
#include "battle/rulesfit.h"
#include "battle/scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace adjutant::battle;
using namespace adjutant::rules;

class TestRulesFit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void judge_data();
    void judge();

private:
    std::unique_ptr<Battle> m_battle;
};

using Edit = std::function<void(QJsonObject &)>;
using Change = std::function<void(BattleState &, QHash<QString, QString> &)>;
Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(Change)

namespace {

QJsonObject builtIn(const QString &id)
{
    QFile f(u":/rulesets/"_qs + id + u".json"_qs);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

// The list `key` of the rules with each item the test keeps.
void keepOnly(QJsonObject &o, const QString &key, const std::function<bool(const QJsonObject &)> &keep)
{
    QJsonArray kept;
    for (const QJsonValue v : o.value(key).toArray())
        if (keep(v.toObject()))
            kept.append(v);
    o.insert(key, kept);
}

} // namespace

void TestRulesFit::initTestCase()
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/kgcwo-demo.json"_qs);
    QVERIFY(sc.ok());
    m_battle = std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), 7);
}

void TestRulesFit::judge_data()
{
    QTest::addColumn<Edit>("edit"); // of the new rules
    QTest::addColumn<Change>("change"); // of the state and the options in force
    QTest::addColumn<QString>("misfit"); // a part of one; empty: it fits
    QTest::addColumn<QString>("note"); // a part of a note; empty: none

    const Change asItStands = [](BattleState &, QHash<QString, QString> &) {};
    QTest::newRow("fits") << Edit([](QJsonObject &) {}) << asItStands << ""
                          << "";
    QTest::newRow("a-ladder-step-a-unit-holds") << Edit([](QJsonObject &o) {
        QJsonArray ladders = o.value(u"ladders").toArray();
        for (qsizetype i = 0; i < ladders.size(); ++i) {
            QJsonObject l = ladders.at(i).toObject();
            if (l.value(u"id").toString() == u"quality")
                keepOnly(l, u"steps"_qs,
                         [](const QJsonObject &s) { return s.value(u"id").toString() != u"D"; });
            ladders[i] = l;
        }
        o.insert(u"ladders"_qs, ladders);
    }) << asItStands << "45e-2.fire"
                                                << "";
    QTest::newRow("a-unit-type-of-a-unit")
        << Edit([](QJsonObject &) {}) << Change([](BattleState &s, QHash<QString, QString> &) {
               s.units[u"52nd"_qs].type = u"grenadiers"_qs;
           })
        << "52nd.type: \"grenadiers\" is not a unit type"
        << "";
    QTest::newRow("a-card-in-the-deck")
        << Edit([](QJsonObject &) {}) << Change([](BattleState &s, QHash<QString, QString> &) {
               s.drawPile.prepend({u"joker"_qs, QString()});
           })
        << "the deck holds the card \"joker\""
        << "";
    QTest::newRow("an-owed-test") << Edit([](QJsonObject &) {})
                                  << Change([](BattleState &s, QHash<QString, QString> &) {
                                         OwedTest o;
                                         o.id = 1;
                                         o.test = u"volley-of-doom"_qs;
                                         o.actor = u"52nd"_qs;
                                         s.owed.append(o);
                                     })
                                  << "52nd owes the test \"volley-of-doom\""
                                  << "";
    QTest::newRow("a-table-rolled-on")
        << Edit([](QJsonObject &) {})
        << Change([](BattleState &s, QHash<QString, QString> &) { s.pendingTable = u"omens"_qs; })
        << "the table \"omens\" waits to be rolled"
        << "";
    QTest::newRow("an-option-read") << Edit([](QJsonObject &) {})
                                    << Change([](BattleState &, QHash<QString, QString> &options) {
                                           options.insert(u"weather"_qs, u"rain"_qs);
                                       })
                                    << "the battle reads the option \"weather\""
                                    << "";
    QTest::newRow("no-turn-sequence")
        << Edit([](QJsonObject &o) { o.remove(u"activation"_qs); }) << asItStands
        << "the turn is played with an activation deck now and they have no turn "
           "sequence"
        << "";
    QTest::newRow("a-new-field") << Edit([](QJsonObject &o) {
        QJsonArray fields = o.value(u"fields").toArray();
        fields.append(QJsonObject{
            {u"id"_qs, u"ammunition"_qs}, {u"name"_qs, u"Ammunition"_qs}, {u"kind"_qs, u"integer"_qs}});
        o.insert(u"fields"_qs, fields);
    }) << asItStands << ""
                                 << "new: Ammunition (ammunition), for every unit at its default";
    QTest::newRow("another-ruleset") << Edit([](QJsonObject &o) { o = builtIn(u"brigade"_qs); }) << asItStands
                                     << "they are the rules of brigade, not of kgcwo"
                                     << "";
}

void TestRulesFit::judge()
{
    QFETCH(Edit, edit);
    QFETCH(Change, change);
    QFETCH(QString, misfit);
    QFETCH(QString, note);
    QJsonObject json = builtIn(u"kgcwo"_qs);
    json.insert(u"version"_qs, u"1.5.0"_qs);
    edit(json);
    const RulesetLoadResult to = RulesetLoader::loadData(QJsonDocument(json).toJson(), u"new.json"_qs);
    QVERIFY2(to.ok(), qPrintable(to.errors.value(0).toString()));
    BattleState state = m_battle->state();
    QHash<QString, QString> options = m_battle->optionsUsed();
    change(state, options);
    const RulesFit::Verdict v = RulesFit::judge(state, m_battle->ruleset(), *to.ruleset, options);
    QCOMPARE(v.fits(), misfit.isEmpty());
    if (!misfit.isEmpty())
        QVERIFY2(v.misfits.join(u'\n').contains(misfit), qPrintable(v.misfits.join(u'\n')));
    if (note.isEmpty())
        QVERIFY2(v.notes.isEmpty(), qPrintable(v.notes.join(u'\n')));
    else
        QVERIFY2(v.notes.join(u'\n').contains(note), qPrintable(v.notes.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestRulesFit)
#include "tst_rulesfit.moc"
