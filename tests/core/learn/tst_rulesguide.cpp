// RulesGuide on its own: the rules as a newcomer reads them, made from a ruleset's data alone
// (the turn, each test with its dice, what it needs, its modifiers and results, each table), and
// searched word by word. On data/kinds.json with a turn added here; every expected line is
// worked out from that file.
#include "learn/rulesguide.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;
using namespace adjutant::learn;

class TestRulesGuide : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sectionsInOrder();
    void section_data();
    void section();
    void derivedAndTableModifiers_data();
    void derivedAndTableModifiers();
    void aDeckTurn();
    void search_data();
    void search();
    void anchors();

private:
    QList<GuideSection> m_guide;
    QByteArray m_kinds;
};

namespace {

std::optional<rules::Ruleset> load(const QByteArray &data)
{
    const rules::RulesetLoadResult r = rules::RulesetLoader::loadData(data, QStringLiteral("kinds.json"));
    for (const auto &e : r.errors)
        qWarning("%s", qPrintable(e.toString()));
    return r.ruleset;
}

QByteArray withActivation(const QByteArray &kinds, const QByteArray &activation)
{
    QJsonObject root = QJsonDocument::fromJson(kinds).object();
    root.insert(QStringLiteral("activation"), QJsonDocument::fromJson(activation).object());
    return QJsonDocument(root).toJson();
}

// An entry as "anchor | name | value".
QStringList entryLines(const GuideSection &s)
{
    QStringList out;
    for (const GuideEntry &e : s.entries)
        out.append(e.anchor + u" | " + e.name + u" | " + e.value);
    return out;
}

const GuideSection *find(const QList<GuideSection> &guide, const QString &anchor)
{
    for (const GuideSection &s : guide)
        if (s.anchor == anchor)
            return &s;
    return nullptr;
}

} // namespace

void TestRulesGuide::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    m_kinds = f.readAll();
    // A turn in two phases, the first in two segments.
    const std::optional<rules::Ruleset> rs = load(withActivation(m_kinds, R"({"kind": "phases", "phases": [
        {"id": "move", "name": "Movement", "explain": "Both sides move.", "segments": ["charges", "other-moves"]},
        {"id": "fire", "name": "Firing"}]})"));
    QVERIFY(rs);
    m_guide = RulesGuide::build(*rs);
}

void TestRulesGuide::sectionsInOrder()
{
    // The turn, the nine tests in the file's order, its two tables, then its one reading of the rules
    // (the file has no procedures, charge rules, triggers, orders or moves).
    QStringList anchors;
    QList<GuideSection::Kind> kinds;
    for (const GuideSection &s : std::as_const(m_guide)) {
        anchors.append(s.anchor);
        kinds.append(s.kind);
    }
    QCOMPARE(anchors,
             (QStringList{u"turn"_qs, u"test:volley"_qs, u"test:save"_qs, u"test:shock"_qs, u"test:nerve"_qs,
                          u"test:rally"_qs, u"test:range"_qs, u"test:musketry"_qs, u"test:clash"_qs,
                          u"test:omen"_qs, u"table:fire-combat"_qs, u"table:signs"_qs, u"readings"_qs}));
    using K = GuideSection::Kind;
    QCOMPARE(kinds,
             (QList<K>{K::Turn, K::Test, K::Test, K::Test, K::Test, K::Test, K::Test, K::Test, K::Test,
                       K::Test, K::Table, K::Table, K::Rules}));
    // Without a turn in the ruleset, no turn section.
    const std::optional<rules::Ruleset> plain = load(m_kinds);
    QVERIFY(plain);
    const QList<GuideSection> guide = RulesGuide::build(*plain);
    QCOMPARE(guide.size(), 12);
    QCOMPARE(guide.first().anchor, u"test:volley");
}

void TestRulesGuide::section_data()
{
    QTest::addColumn<QString>("anchor");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("facts");
    QTest::addColumn<QStringList>("entries");

    // The phases in order, numbered, with their segments in plain words.
    QTest::newRow("turn") << "turn"
                          << "The turn" << QStringList{}
                          << QStringList{u"phase:move | 1. Movement | charges, other moves"_qs,
                                         u"phase:fire | 2. Firing | "_qs};
    // A pool whose modifiers move the score; a save per hit and a shock check follow it.
    QTest::newRow("volley")
        << "test:volley"
        << "Volley"
        << QStringList{u"Each die is judged on its own; the successes are counted."_qs,
                       u"Dice: a d10 for each of the unit's dice"_qs,
                       u"Needs 7 or more; the modifiers change the score needed, not the roll."_qs,
                       u"Then: Save."_qs, u"Then: Shock."_qs}
        << QStringList{
               u"test:volley/modifier:cover | Target in cover | +1; tick it when the table shows it"_qs,
               u"test:volley/modifier:close | Close range | \u22121; tick it when the table shows it"_qs,
               u"test:volley/modifier:harsh | Harsh | +1; counted by the app when the option \"Harsh\" is Yes"_qs};
    // One die with its natural faces; a rating and a penalty per hit; a pass and a fail.
    QTest::newRow("save")
        << "test:save"
        << "Save"
        << QStringList{u"One die against a score to reach."_qs, u"Dice: d10"_qs,
                       u"Needs 5 or more after the modifiers."_qs,
                       u"A natural 10 always passes, whatever the modifiers."_qs,
                       u"A natural 1 always fails, whatever the modifiers."_qs}
        << QStringList{u"test:save/modifier:quality | Quality | the unit's Quality"_qs,
                       u"test:save/modifier:hurt | Hits taken | \u22121 for each of the unit's Hits"_qs,
                       u"test:save/outcome:pass | Saved | on a pass"_qs,
                       u"test:save/outcome:fail | Hit | on a fail"_qs};
    // Roll-under: the score from a field; a one-of modifier lists its choices; bands with ranges.
    QTest::newRow("nerve")
        << "test:nerve"
        << "Nerve"
        << QStringList{u"One die that must come at or under a score."_qs, u"Dice: d10"_qs,
                       u"Needs the unit's Base morale or less; the modifiers raise or lower that score."_qs}
        << QStringList{
               u"test:nerve/modifier:hurt | Hits taken | \u22121 for each of the unit's Hits"_qs,
               u"test:nerve/modifier:formed | Formed | +1; counted by the app when the unit is Formed"_qs,
               u"test:nerve/modifier:cover | Cover | Soft +1, Hard +2; choose the one the table shows"_qs,
               u"test:nerve/outcome:steady | Steady (0 or less) | "_qs,
               u"test:nerve/outcome:falls-back | Falls back (1 to 2) | "_qs,
               u"test:nerve/outcome:flees | Flees (3+) | "_qs};
    // Dice that depend on the unit.
    QTest::newRow("rally")
        << "test:rally"
        << "Rally"
        << QStringList{u"The dice are added up with the modifiers; the total falls in one of the results below."_qs,
                       u"Dice: 2d5 when the unit's Base morale is Regular or Crack; 2d6 when the unit's Base morale is Raw"_qs}
        << QStringList{u"test:rally/modifier:quality | Quality | the unit's Quality"_qs,
                       u"test:rally/outcome:ok | Rallies (5+) | "_qs,
                       u"test:rally/outcome:halt | Halts (3 to 4) | "_qs,
                       u"test:rally/outcome:rout | Routs (2 or less) | "_qs};
    // A number the players enter, taken off the total.
    QTest::newRow("range")
        << "test:range"
        << "Range"
        << QStringList{u"The dice are added up with the modifiers; the total falls in one of the results below."_qs,
                       u"Dice: 2d6"_qs, u"Takes the distance entered off the total."_qs,
                       u"The players enter Distance (0 to 30)."_qs}
        << QStringList{u"test:range/modifier:quality | Quality | the unit's Quality"_qs,
                       u"test:range/outcome:short | Falls short (\u22121 or less) | "_qs,
                       u"test:range/outcome:reaches | Reaches (0+) | "_qs};
    QTest::newRow("musketry")
        << "test:musketry"
        << "Musketry"
        << QStringList{u"The roll with its modifiers is read on a table."_qs, u"Dice: d10"_qs,
                       u"The row is the fire points entered."_qs,
                       u"The players enter Fire points (1 to 10)."_qs}
        << QStringList{
               u"test:musketry/modifier:column | Target in column | +1; tick it when the table shows it"_qs};
    // Opposed: a base value, and a modifier for the other side.
    QTest::newRow("clash")
        << "test:clash"
        << "Clash"
        << QStringList{u"Both sides roll and add their modifiers; the difference decides."_qs,
                       u"Dice: d10"_qs, u"Adds the unit's Troop value to the roll."_qs}
        << QStringList{
               u"test:clash/modifier:charging | Charging | +2; tick it when the table shows it"_qs,
               u"test:clash/modifier:defending-cover | Defender in cover | +4; tick it when the table shows it; for the other side"_qs,
               u"test:clash/outcome:draw | Draw (2 or less) | "_qs,
               u"test:clash/outcome:pushed | Pushed back (3 to 5) | "_qs,
               u"test:clash/outcome:broken | Broken (6+) | "_qs};
    // A lookup table: a line per row, its columns in words.
    QTest::newRow("fire-combat")
        << "table:fire-combat"
        << "Fire combat" << QStringList{}
        << QStringList{u" | Row 1 to 5 | 8 or less gives 0, 9 to 10 gives 1, 11+ gives 2"_qs,
                       u" | Row 6 to 10 | 5 or less gives 0, 6 to 9 gives 1, 10 gives 2, 11+ gives 3"_qs};
    // A random table: its dice, and its rows by range.
    QTest::newRow("signs") << "table:signs"
                           << "Signs" << QStringList{u"Roll d6 and read the row."_qs}
                           << QStringList{u"table:signs/row:nothing | Nothing | 1 to 5"_qs,
                                          u"table:signs/row:doom | Doom | 6"_qs};
}

void TestRulesGuide::section()
{
    QFETCH(QString, anchor);
    QFETCH(QString, title);
    QFETCH(QStringList, facts);
    QFETCH(QStringList, entries);
    const GuideSection *s = find(m_guide, anchor);
    QVERIFY(s);
    QCOMPARE(s->title, title);
    QCOMPARE(s->facts, facts);
    QCOMPARE(entryLines(*s), entries);
}

// The guide says which modifiers the app works out from the battle and which the table alone
// shows, in words: KGCWO's attack column counted by the app, its range from the distance
// measured, its cover ticked; the distance is measured in inches.
void TestRulesGuide::derivedAndTableModifiers_data()
{
    QTest::addColumn<QString>("anchor");
    QTest::addColumn<QString>("value");
    QTest::newRow("attack-column-counted-by-the-app") << "test:melee/modifier:attacking-in-attack-column"
                                                      << "+2; counted by the app when the unit is Charged "
                                                         "into this melee and the unit's Formation is Attack "
                                                         "column";
    QTest::newRow("range-from-the-distance") << "test:fire/modifier:range"
                                             << "Canister +2, Standard range 0, Long range \u22121; worked "
                                                "out by the app from the distance measured";
    QTest::newRow("enfilade-ticked") << "test:fire/modifier:enfilade"
                                     << "+2; tick it when the table shows it";
}

void TestRulesGuide::derivedAndTableModifiers()
{
    QFETCH(QString, anchor);
    QFETCH(QString, value);
    const rules::RulesetLoadResult r = rules::RulesetLibrary::load(u"kgcwo"_qs);
    QVERIFY(r.ok());
    const QList<GuideSection> guide = RulesGuide::build(*r.ruleset);
    QString found;
    QStringList facts;
    for (const GuideSection &s : guide)
        for (const GuideEntry &e : s.entries)
            if (e.anchor == anchor) {
                found = e.value;
                facts = s.facts;
            }
    QCOMPARE(found, value);
    if (anchor.startsWith(u"test:fire/"))
        QVERIFY2(facts.contains(u"The players measure Distance to the target in inches (0 to 120)."_qs),
                 qPrintable(facts.join(u'\n')));
}

void TestRulesGuide::aDeckTurn()
{
    // Two cards drawn at a time: a card per unit, one per commander, and three that end the turn.
    const std::optional<rules::Ruleset> rs
        = load(withActivation(m_kinds, R"({"kind": "deck", "draw": 2, "cards": [
        {"id": "unit", "name": "Unit", "per": "unit"},
        {"id": "general", "name": "General", "per": "commander"},
        {"id": "end", "name": "End of turn", "per": "once", "count": 3, "endsTurn": true}]})"));
    QVERIFY(rs);
    const QList<GuideSection> guide = RulesGuide::build(*rs);
    QCOMPARE(guide.first().kind, GuideSection::Kind::Turn);
    QCOMPARE(guide.first().facts, QStringList{u"A deck of cards decides who acts: 2 card(s) at a time."_qs});
    QCOMPARE(
        entryLines(guide.first()),
        (QStringList{u"card:unit | Unit | one per unit"_qs, u"card:general | General | one per commander"_qs,
                     u"card:end | End of turn | 3 in the deck; ends the turn"_qs}));
}

void TestRulesGuide::search_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("found"); // "anchor: entries kept"

    // Nothing asked: everything.
    QTest::newRow("empty") << ""
                           << QStringList{
                                  u"turn: 2"_qs,       u"test:volley: 3"_qs,       u"test:save: 4"_qs,
                                  u"test:shock: 3"_qs, u"test:nerve: 6"_qs,        u"test:rally: 4"_qs,
                                  u"test:range: 3"_qs, u"test:musketry: 1"_qs,     u"test:clash: 5"_qs,
                                  u"test:omen: 1"_qs,  u"table:fire-combat: 2"_qs, u"table:signs: 2"_qs,
                                  u"readings: 1"_qs};
    QTest::newRow("spaces-only") << "   "
                                 << QStringList{
                                        u"turn: 2"_qs,       u"test:volley: 3"_qs,       u"test:save: 4"_qs,
                                        u"test:shock: 3"_qs, u"test:nerve: 6"_qs,        u"test:rally: 4"_qs,
                                        u"test:range: 3"_qs, u"test:musketry: 1"_qs,     u"test:clash: 5"_qs,
                                        u"test:omen: 1"_qs,  u"table:fire-combat: 2"_qs, u"table:signs: 2"_qs,
                                        u"readings: 1"_qs};
    // "cover" is in no section's own words, but in one modifier of the volley, one of nerve and
    // one of the clash: only those lines are kept.
    QTest::newRow("a-modifier") << "cover"
                                << QStringList{u"test:volley: 1"_qs, u"test:nerve: 1"_qs,
                                               u"test:clash: 1"_qs};
    // Any case; a section whose own words match keeps all its lines (the volley's explanation
    // says "hits"); elsewhere only the "Hits taken" lines ("Hit", a save's fail, is not "hits").
    QTest::newRow("section-words") << "HITS"
                                   << QStringList{u"test:volley: 3"_qs, u"test:save: 1"_qs,
                                                  u"test:shock: 1"_qs, u"test:nerve: 1"_qs};
    // Every word must appear: "hits" and "taken" together only in the "Hits taken" lines.
    QTest::newRow("two-words") << "taken hits"
                               << QStringList{u"test:save: 1"_qs, u"test:shock: 1"_qs, u"test:nerve: 1"_qs};
    QTest::newRow("nothing") << "cavalry charge" << QStringList{};
    // A word of the section's title keeps a line of it: "nerve" and "formed" together.
    QTest::newRow("title-and-line") << "nerve formed" << QStringList{u"test:nerve: 1"_qs};
}

void TestRulesGuide::search()
{
    QFETCH(QString, query);
    QFETCH(QStringList, found);
    QStringList got;
    for (const GuideSection &s : RulesGuide::search(m_guide, query))
        got.append(s.anchor + u": " + QString::number(s.entries.size()));
    QCOMPARE(got, found);
}

void TestRulesGuide::anchors()
{
    QCOMPARE(RulesGuide::testAnchor(u"fire"_qs), u"test:fire");
    QCOMPARE(RulesGuide::modifierAnchor(u"fire"_qs, u"enfilade"_qs), u"test:fire/modifier:enfilade");
}

QTEST_GUILESS_MAIN(TestRulesGuide)
#include "tst_rulesguide.moc"
