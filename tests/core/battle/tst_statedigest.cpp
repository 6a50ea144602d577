#include "battle/battlefile.h"
#include "battle/sha1.h"
#include "battle/statedigest.h"
#include "bigbattle.h"

#include "rules/rulesetloader.h"
#include "rules/situationjson.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace adjutant;
using namespace adjutant::battle;

// The hash the journal records after each entry. It is worked out incrementally, so the test
// that matters is that a digest kept across changes always equals one made afresh, and that every
// part of the state that replay must reproduce moves it.
class TestStateDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase_data();
    void initTestCase();
    void everyPartCounts_data();
    void everyPartCounts();
    void incrementalEqualsFresh();
    void unitsAsDefined_data();
    void unitsAsDefined();
    void pileChangesEqualFresh_data();
    void pileChangesEqualFresh();
    void pileSharedWithCopiesEqualsFresh_data();
    void pileSharedWithCopiesEqualsFresh();
    void unitsMetBeforeEqualFresh_data();
    void unitsMetBeforeEqualFresh();
    void unitOrderDoesNotCount();
    void tableRecordEqualsFresh_data();
    void tableRecordEqualsFresh();
    void replayedEqualsFresh_data();
    void replayedEqualsFresh();

private:
    void keptEqualsFreshThroughScript();

    std::optional<rules::Ruleset> m_rules;
};

namespace {

rules::UnitState unit(const QString &id)
{
    rules::UnitState u;
    u.id = id;
    u.name = id;
    u.type = QStringLiteral("foot");
    return u;
}

BattleState base()
{
    BattleState s;
    for (const char *id : {"a", "b", "c"})
        s.units.insert(QString::fromLatin1(id), unit(QString::fromLatin1(id)));
    s.drawPile = {{QStringLiteral("unit"), QStringLiteral("a")}, {QStringLiteral("end"), QString()}};
    return s;
}

using Change = std::function<void(BattleState &)>;

} // namespace

// Every test, for each way the draw pile goes into the hash (StateDigest::DrawPile): the text
// from the top that battles journaled before format 4 keep, and the chain from the bottom.
void TestStateDigest::initTestCase_data()
{
    QTest::addColumn<StateDigest::DrawPile>("drawPile");
    QTest::newRow("text from the top") << StateDigest::DrawPile::TextFromTop;
    QTest::newRow("chain from the bottom") << StateDigest::DrawPile::ChainFromBottom;
}

void TestStateDigest::initTestCase()
{
    const rules::RulesetLoadResult r
        = rules::RulesetLoader::loadFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(r.ok());
    m_rules = r.ruleset;
}

void TestStateDigest::everyPartCounts_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<bool>("moves"); // whether the hash changes

    QTest::newRow("nothing") << Change([](BattleState &) {}) << false;
    QTest::newRow("turn") << Change([](BattleState &s) { s.turn = 2; }) << true;
    QTest::newRow("phase") << Change([](BattleState &s) { s.phase = 1; }) << true;
    QTest::newRow("segment") << Change([](BattleState &s) { s.segment = 1; }) << true;
    QTest::newRow("pending-fate") << Change([](BattleState &s) { s.pendingFate = QStringLiteral("luck"); })
                                  << true;
    QTest::newRow("a-card-drawn") << Change([](BattleState &s) { s.drawn.append(s.drawPile.takeFirst()); })
                                  << true;
    QTest::newRow("pile-reordered") << Change([](BattleState &s) { s.drawPile.swapItemsAt(0, 1); }) << true;
    QTest::newRow("card-for-another-unit") << Change([](BattleState &s) {
        s.drawPile.replace(0, {QStringLiteral("unit"), QStringLiteral("b")});
    }) << true;
    QTest::newRow("a-hit") << Change([](BattleState &s) {
        s.units[QStringLiteral("b")].fields[QStringLiteral("hits")] = 1;
    }) << true;
    QTest::newRow("removed") << Change([](BattleState &s) { s.units[QStringLiteral("c")].removed = true; })
                             << true;
    QTest::newRow("renamed") << Change([](BattleState &s) {
        s.units[QStringLiteral("a")].name = QStringLiteral("A");
    }) << true;
    // A field set to its default is the same state as one left unset.
    QTest::newRow("default-spelled-out")
        << Change([](BattleState &s) { s.units[QStringLiteral("a")].fields[QStringLiteral("hits")] = 0; })
        << false;
    QTest::newRow("a-unit-joins") << Change([](BattleState &s) {
        ScenarioUnit su;
        su.id = QStringLiteral("d");
        su.side = QStringLiteral("red");
        s.joined.append(su);
        s.units.insert(su.id, unit(su.id));
    }) << true;
    QTest::newRow("joined-on-the-other-side") << Change([](BattleState &s) {
        ScenarioUnit su;
        su.id = QStringLiteral("a");
        su.side = QStringLiteral("blue");
        s.joined.append(su);
    }) << true;
    QTest::newRow("a-hit-on-another-unit")
        << Change([](BattleState &s) { s.units[QStringLiteral("a")].fields[QStringLiteral("hits")] = 1; })
        << true;
}

void TestStateDigest::everyPartCounts()
{
    QFETCH(Change, change);
    QFETCH(bool, moves);
    const BattleState before = base();
    BattleState after = before;
    change(after);

    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    StateDigest fresh1(drawPile), fresh2(drawPile), kept(drawPile);
    const QString h1 = fresh1.hash(*m_rules, before);
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{40}$")).match(h1).hasMatch(), qPrintable(h1));
    const QString h2 = fresh2.hash(*m_rules, after);
    QCOMPARE(h1 != h2, moves);
    // Kept across the change, the digest agrees with the fresh one both ways.
    QCOMPARE(kept.hash(*m_rules, before), h1);
    QCOMPARE(kept.hash(*m_rules, after), h2);
    QCOMPARE(kept.hash(*m_rules, before), h1);
}

// A long run of small changes, each checked against a digest made from nothing.
void TestStateDigest::incrementalEqualsFresh()
{
    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    StateDigest kept(drawPile);
    BattleState s = base();
    QSet<QString> seen;
    for (int step = 0; step < 60; ++step) {
        const QString id = QString::fromLatin1(step % 3 == 0 ? "a" : step % 3 == 1 ? "b" : "c");
        switch (step % 5) {
        case 0:
            s.units[id].fields[QStringLiteral("hits")] = step % 2;
            break;
        case 1:
            s.units[id].fields[QStringLiteral("st")]
                = step % 2 ? QStringLiteral("bad") : QStringLiteral("ok");
            break;
        case 2:
            s.drawPile.append({QStringLiteral("unit"), id});
            break;
        case 3:
            if (!s.drawPile.isEmpty())
                s.drawn.append(s.drawPile.takeFirst());
            break;
        case 4:
            s.units[id].removed = !s.units[id].removed;
            break;
        }
        const QString incremental = kept.hash(*m_rules, s);
        StateDigest fresh(drawPile);
        QCOMPARE(incremental, fresh.hash(*m_rules, s));
        seen.insert(incremental);
    }
    QVERIFY(seen.size() > 30); // the changes really moved the hash
}

// The units' part as the hash defines it, worked out here from the definition: the XOR of each
// unit's SHA-1 of its id in UTF-8, a newline and its JSON as QJsonDocument writes it (the digest
// writes both its own way). With nothing else in the state: turn 1, no phase, segment or fate,
// and two empty piles, each the SHA-1 of no text. Checked as made and after every unit changed.
void TestStateDigest::unitsAsDefined_data()
{
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("no unit") << QStringList();
    QTest::newRow("ascii ids") << QStringList{u"a"_qs, u"1/52nd-foot"_qs};
    QTest::newRow("ids beyond ascii")
        << QStringList{QString::fromUtf8("Gé"), QString::fromUtf8("1/45e 😀"), u"b"_qs};
}

void TestStateDigest::unitsAsDefined()
{
    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    QFETCH(QStringList, ids);
    BattleState s;
    for (const QString &id : ids)
        s.units.insert(id, unit(id));
    StateDigest kept(drawPile);
    for (int round = 0; round < 2; ++round) {
        QByteArray units(20, '\0');
        for (const rules::UnitState &u : s.units) {
            const QByteArray text = u.id.toUtf8() + '\n'
                + QJsonDocument(rules::SituationJson::unitToJson(*m_rules, u)).toJson(QJsonDocument::Compact);
            const QByteArray part = Sha1::hash(text);
            for (int i = 0; i < units.size(); ++i)
                units[i] = char(units.at(i) ^ part.at(i));
        }
        const QByteArray none = Sha1::hash({});
        const QByteArray bytes = QByteArray("1\x1f"
                                            "0\x1f"
                                            "0\x1f"
                                            "\x1f")
            + none + none + units;
        QCOMPARE(kept.hash(*m_rules, s), QString::fromLatin1(Sha1::hash(bytes).toHex()));
        for (const QString &id : ids)
            s.units[id].fields[QStringLiteral("hits")] = 2;
    }
}

// The piles are digested from the text of the pile digested last where they are what is left of
// it after draws, or it with cards put at its end: each way a pile changes must still give the
// digest of a pile met for the first time.
void TestStateDigest::pileChangesEqualFresh_data()
{
    QTest::addColumn<QList<QStringList>>("piles"); // the draw pile, step by step (unit ids)
    const QStringList deck{"a", "b", "c", "d", "e"};
    QTest::newRow("drawn from the top")
        << QList<QStringList>{deck, deck.mid(1), deck.mid(2), deck.mid(4), {}};
    QTest::newRow("cards put at the end")
        << QList<QStringList>{{"a"}, {"a", "b"}, {"a", "b", "c"}, {"a", "b", "c", "d", "e"}};
    QTest::newRow("put at the end of a pile dealt again") << QList<QStringList>{
        {"a", "b"}, {"a", "b", "c"}, {"d"}, {"d", "e"}, {"d", "e", "a"}, {"e", "a"}, {"e", "a", "b"}};
    QTest::newRow("the top reordered")
        << QList<QStringList>{deck, {"b", "a", "c", "d", "e"}, {"a", "c", "d", "e"}};
    QTest::newRow("reshuffled after draws")
        << QList<QStringList>{deck, deck.mid(2), {"e", "d", "c", "b", "a"}, {"d", "c", "b", "a"}};
    QTest::newRow("a draw undone") << QList<QStringList>{deck, deck.mid(1), deck, deck.mid(1), deck.mid(2)};
    QTest::newRow("emptied and dealt again") << QList<QStringList>{deck, {}, {"c"}, {"c", "a"}, {"a"}};
    QTest::newRow("same size, another card") << QList<QStringList>{deck, {"a", "b", "x", "d", "e"}};
}

void TestStateDigest::pileChangesEqualFresh()
{
    QFETCH(const QList<QStringList>, piles);
    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    StateDigest kept(drawPile);
    BattleState s = base();
    for (const QStringList &pile : piles) {
        s.drawPile.clear();
        s.drawn.clear();
        for (const QString &id : pile) {
            s.drawPile.append({QStringLiteral("unit"), id});
            s.drawn.append({QStringLiteral("unit"), id});
        }
        StateDigest fresh(drawPile);
        QCOMPARE(kept.hash(*m_rules, s), fresh.hash(*m_rules, s));
    }
}

// A pile shares its cards with its copies (CardPile), and its digest is carried on from the pile
// kept when it is that one with cards taken from the top or put at the end: every way the piles of
// a state and of its copies move on must still give the digest made afresh.
// The row's script changes a state step by step and checks it at each step: the digest kept
// through the steps gives the hash of one made afresh, and the script checks at least twice.
void TestStateDigest::keptEqualsFreshThroughScript()
{
    QFETCH(std::function<void(const std::function<void(const BattleState &)> &)>, script);
    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    StateDigest kept(drawPile);
    int checked = 0;
    script([&](const BattleState &s) {
        StateDigest fresh(drawPile);
        QCOMPARE(kept.hash(*m_rules, s), fresh.hash(*m_rules, s));
        ++checked;
    });
    QVERIFY(checked >= 2);
}

void TestStateDigest::pileSharedWithCopiesEqualsFresh_data()
{
    using Check = std::function<void(const BattleState &)>;
    QTest::addColumn<std::function<void(const Check &)>>("script");
    const auto dealt = [] {
        BattleState s = base();
        QList<DeckCard> pile;
        for (int i = 0; i < 12; ++i)
            pile.append({QStringLiteral("unit"), QString::number(i)});
        s.drawPile = pile;
        return s;
    };
    const auto draw = [](BattleState &s) { s.drawn.append(s.drawPile.takeFirst()); };
    QTest::newRow("drawn a card at a time") << std::function([=](const Check &check) {
        BattleState s = dealt();
        for (int i = 0; i < 12; ++i) {
            check(s);
            draw(s);
        }
        check(s);
    });
    QTest::newRow("a copy kept one draw behind (the report's)") << std::function([=](const Check &check) {
        BattleState s = dealt();
        BattleState before = s;
        for (int i = 0; i < 12; ++i) {
            draw(s);
            check(s);
            check(before);
            before = s;
        }
    });
    QTest::newRow("a draw undone, then another") << std::function([=](const Check &check) {
        BattleState s = dealt();
        draw(s);
        check(s);
        const BattleState saved = s;
        draw(s);
        check(s);
        s = saved;
        check(s);
        s.drawn.append({QStringLiteral("fortune"), QString()});
        s.drawPile.removeFirst();
        check(s);
    });
    QTest::newRow("two copies drawing apart") << std::function([=](const Check &check) {
        BattleState s = dealt();
        draw(s);
        check(s);
        BattleState other = s;
        draw(s);
        other.drawPile.removeFirst();
        other.drawPile.removeFirst();
        other.drawn.append({QStringLiteral("end"), QString()});
        check(s);
        check(other);
        check(s);
        draw(other);
        check(other);
    });
    QTest::newRow("grown past the room of its store") << std::function([=](const Check &check) {
        BattleState s = dealt();
        for (int i = 0; i < 40; ++i) {
            s.drawn.append({QStringLiteral("unit"), QString::number(i % 3)});
            check(s);
        }
    });
    QTest::newRow("the top reordered") << std::function([=](const Check &check) {
        BattleState s = dealt();
        draw(s);
        check(s);
        s.drawPile.swapItemsAt(0, 1);
        check(s);
        draw(s);
        check(s);
    });
    QTest::newRow("the turn ends and the deck is dealt again") << std::function([=](const Check &check) {
        BattleState s = dealt();
        draw(s);
        draw(s);
        check(s);
        s.drawn.clear();
        s.drawPile = QList<DeckCard>{{QStringLiteral("unit"), QStringLiteral("1")},
                                     {QStringLiteral("unit"), QStringLiteral("0")}};
        check(s);
        draw(s);
        check(s);
    });
}

void TestStateDigest::pileSharedWithCopiesEqualsFresh()
{
    keptEqualsFreshThroughScript();
}

// A unit's digest is kept by its content in short, for when it comes back to what it was: each
// value a unit takes in turn, alike in words but not in kind, must still digest as it does afresh.
void TestStateDigest::unitsMetBeforeEqualFresh_data()
{
    QTest::addColumn<QVariantList>("values"); // of the field "hits", in turn; invalid: none set
    QTest::newRow("set and cleared") << QVariantList{1, 0, 1, 0, QVariant()};
    QTest::newRow("a number, a flag, a text") << QVariantList{1, true, QStringLiteral("1"), 1.0, 1LL, 1};
    QTest::newRow("unset and its default") << QVariantList{QVariant(), 0, QVariant(), 0};
    QTest::newRow("texts that end alike")
        << QVariantList{QStringLiteral("1;"), QStringLiteral("1"), QStringLiteral("")};
    QTest::newRow("doubles near each other")
        << QVariantList{0.1, 0.1 + 1e-16, 0.30000000000000004, 0.3, -0.0, 0.0};
    QTest::newRow("numbers of every kind, alike in words")
        << QVariantList{QVariant(1u), 1LL, QVariant(4294967295u), 4294967295LL, -1, QVariant(0u), 0.0};
    QTest::newRow("texts that read as numbers' bytes") << QVariantList{
        QString(QChar(1)), QString(QChar(0)), QString(), QString(QString(QChar(1)) + QChar(0))};
    QTest::newRow("a list, not kept")
        << QVariantList{QVariantList{1, 2}, QVariantList{1}, QVariantList{1, 2}};
}

void TestStateDigest::unitsMetBeforeEqualFresh()
{
    QFETCH(const QVariantList, values);
    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    StateDigest kept(drawPile);
    BattleState s = base();
    for (int round = 0; round < 2; ++round)
        for (const QVariant &v : values) {
            if (v.isValid())
                s.units[QStringLiteral("a")].fields[QStringLiteral("hits")] = v;
            else
                s.units[QStringLiteral("a")].fields.remove(QStringLiteral("hits"));
            // The name moved between units ("ab" + "c" against "a" + "bc") digests otherwise.
            s.units[QStringLiteral("b")].name = round == 0 ? QStringLiteral("ab") : QStringLiteral("a");
            StateDigest fresh(drawPile);
            QCOMPARE(kept.hash(*m_rules, s), fresh.hash(*m_rules, s));
        }
}

void TestStateDigest::unitOrderDoesNotCount()
{
    BattleState forwards, backwards;
    const QStringList ids{"a", "b", "c", "d", "e", "f", "g", "h"};
    for (const QString &id : ids)
        forwards.units.insert(id, unit(id));
    for (auto it = ids.crbegin(); it != ids.crend(); ++it)
        backwards.units.insert(*it, unit(*it));
    QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
    StateDigest one(drawPile), two(drawPile);
    QCOMPARE(one.hash(*m_rules, forwards), two.hash(*m_rules, backwards));
    // Each unit's digest covers its id: the same hit on another unit is another state.
    BattleState swapped = forwards;
    swapped.units[QStringLiteral("a")].fields[QStringLiteral("hits")] = 1;
    BattleState other = forwards;
    other.units[QStringLiteral("b")].fields[QStringLiteral("hits")] = 1;
    StateDigest three(drawPile), four(drawPile);
    QVERIFY(three.hash(*m_rules, swapped) != four.hash(*m_rules, other));
}

// The units digested again are those the unit table's record names as written since the table
// was digested last; a table that cannot say (a copy digested after the other, one moved from or
// written whole) is looked at unit by unit. Each way must give the digest made afresh.
void TestStateDigest::tableRecordEqualsFresh_data()
{
    using Check = std::function<void(const BattleState &)>;
    QTest::addColumn<std::function<void(const Check &)>>("script");
    const auto hit = [](BattleState &s, const char *id, int hits) {
        s.units[QString::fromLatin1(id)].fields[QStringLiteral("hits")] = hits;
    };
    QTest::newRow("a copy written after the other was digested") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        BattleState copy = s;
        hit(s, "a", 1);
        hit(copy, "b", 2);
        check(copy);
        check(s);
        check(copy);
    });
    QTest::newRow("a proposal digested and dropped") << std::function([=](const Check &check) {
        const BattleState live = [&] {
            BattleState s = base();
            check(s);
            return s;
        }();
        BattleState proposal = live;
        hit(proposal, "a", 1);
        check(proposal);
        BattleState next = live;
        hit(next, "c", 1);
        check(next);
    });
    QTest::newRow("a table moved from") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        BattleState moved = std::move(s);
        check(s);
        hit(moved, "a", 1);
        check(moved);
    });
    QTest::newRow("written whole") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        for (rules::UnitState &u : s.units.edit())
            u.removed = true;
        check(s);
    });
    QTest::newRow("a unit added and one taken out") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        s.units.insert(QStringLiteral("d"), unit(QStringLiteral("d")));
        s.units.remove(QStringLiteral("a"));
        check(s);
        s.units.insert(QStringLiteral("a"), unit(QStringLiteral("a")));
        check(s);
    });
    QTest::newRow("written through a unit found") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        s.units.find(QStringLiteral("c"))->fields[QStringLiteral("hits")] = 3;
        check(s);
    });
    QTest::newRow("more written than the record keeps") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        for (int i = 0; i < 5000; ++i)
            hit(s, i % 2 ? "a" : "b", i);
        check(s);
        hit(s, "c", 1);
        check(s);
    });
    QTest::newRow("written, then written back") << std::function([=](const Check &check) {
        BattleState s = base();
        check(s);
        hit(s, "a", 1);
        check(s);
        s.units[QStringLiteral("a")].fields.remove(QStringLiteral("hits"));
        check(s);
    });
}

void TestStateDigest::tableRecordEqualsFresh()
{
    keptEqualsFreshThroughScript();
}

// Every entry of the battles played by earlier builds, and of a battle of random play: the
// digest kept through the replay gives the hash the journal recorded, and so does a digest made
// afresh of the state after each entry; the state before each entry (the report's, brought up
// by the units written) gives the hash recorded for the entry before.
void TestStateDigest::replayedEqualsFresh_data()
{
    QTest::addColumn<QString>("path");
    const QDir data(QStringLiteral(BATTLE_TEST_DATA));
    const QDir earlier(data.filePath(QStringLiteral("earlier")));
    for (const QString &name : earlier.entryList({QStringLiteral("*.battle")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << data.filePath(QStringLiteral("earlier/") + name);
    QTest::newRow("random play") << QString();
}

void TestStateDigest::replayedEqualsFresh()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    if (path.isEmpty()) { // 300 entries of corrections, draws and tests on 160 units
        const ScenarioLoadResult sc
            = ScenarioLoader::loadData(adjutant::testing::bigScenario(2), QStringLiteral("big.json"));
        QVERIFY(sc.scenario && sc.ruleset);
        Battle battle(*sc.scenario, *sc.ruleset, {}, 1);
        QFETCH_GLOBAL(StateDigest::DrawPile, drawPile);
        battle.setDrawPileDigest(drawPile);
        adjutant::testing::playBigJournal(battle, 300, 2);
        path = dir.filePath(QStringLiteral("random.json"));
        QString error;
        QVERIFY2(BattleFile::save(battle, path, &error), qPrintable(error));
    }
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    const Battle &battle = *opened.battle;
    QString previous = StateDigest(battle.drawPileDigest())
                           .hash(battle.rulesetIn(battle.initialState()), battle.initialState());
    QStringList differ;
    const Battle::ReplayCheck check
        = battle.replayFromStart([&](const JournalEntry &e, const BattleState &before,
                                     const BattleState &after, const std::optional<QStringList> &) {
              if (StateDigest(battle.drawPileDigest()).hash(battle.rulesetIn(after), after) != e.stateHash)
                  differ.append(QStringLiteral("entry %1: after").arg(e.seq));
              if (StateDigest(battle.drawPileDigest()).hash(battle.rulesetIn(before), before) != previous)
                  differ.append(QStringLiteral("entry %1: before").arg(e.seq));
              previous = e.stateHash;
          });
    QCOMPARE(check.mismatches, QStringList());
    QCOMPARE(differ, QStringList());
    QVERIFY(check.checked > 0);
}

QTEST_GUILESS_MAIN(TestStateDigest)
#include "tst_statedigest.moc"
