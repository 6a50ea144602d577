#include "battle/actionline.h"
#include "battle/entryline.h"
#include "battle/journal.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;

// The journal on its own: which entry an undo or a redo concerns, what a new action closes off,
// entries to and from JSON (raw ones read only when needed), and the checkpoints kept for undo.
class TestJournal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void undoAndRedoTargets_data();
    void undoAndRedoTargets();
    void entryJson_data();
    void entryJson();
    void entryJsonRejects_data();
    void entryJsonRejects();
    void rawEntriesAreReadWhenNeeded();
    void aLineAsWrittenIsSplitAsQtReadsIt_data();
    void aLineAsWrittenIsSplitAsQtReadsIt();
    void anActionAsJournaledIsReadAsQtReadsIt_data();
    void anActionAsJournaledIsReadAsQtReadsIt();
    void checkpointBefore_data();
    void checkpointBefore();
    void checkpointsKeepOnlyTheRecent();
    void markingDropsTheCheckpointsAfter();
};

namespace {

JournalEntry entry(int seq, Action action = action::Next{})
{
    JournalEntry e;
    e.seq = seq;
    e.action = std::move(action);
    e.summary = QStringLiteral("entry %1").arg(seq);
    return e;
}

// L live, U undone (open to redo), S superseded (undone and closed off)
QString marks(const Journal &journal)
{
    QString out;
    for (const JournalEntry &e : journal.entries())
        out += e.superseded ? u'S' : e.undone ? u'U' : u'L';
    return out;
}

BattleState stateOfTurn(int turn)
{
    BattleState s;
    s.turn = turn;
    return s;
}

} // namespace

void TestJournal::undoAndRedoTargets_data()
{
    QTest::addColumn<QString>("ops"); // a: a new action, u: undo, r: redo
    QTest::addColumn<QString>("marks");
    QTest::addColumn<int>("undo");
    QTest::addColumn<int>("redo");

    QTest::newRow("empty") << ""
                           << "" << -1 << -1;
    QTest::newRow("three-played") << "aaa"
                                  << "LLL" << 2 << -1;
    QTest::newRow("one-undone") << "aaau"
                                << "LLU" << 1 << 2;
    // Two undone: redo brings back the most recently undone, the earlier of the two.
    QTest::newRow("two-undone") << "aaauu"
                                << "LUU" << 0 << 1;
    QTest::newRow("undone-and-redone") << "aaauur"
                                       << "LLU" << 1 << 2;
    QTest::newRow("all-redone") << "aaauurr"
                                << "LLL" << 2 << -1;
    QTest::newRow("only-entry-undone") << "au"
                                       << "U" << -1 << 0;
    // A new action closes off what was undone.
    QTest::newRow("new-action-supersedes") << "aaauua"
                                           << "LSSL" << 3 << -1;
    QTest::newRow("superseded-stay-closed") << "aaauuau"
                                            << "LSSU" << 0 << 3;
    QTest::newRow("twice-superseded") << "aauuaau"
                                      << "SSLU" << 2 << 3;
    QTest::newRow("first-undone-then-played") << "aua"
                                              << "SL" << 1 << -1;
}

void TestJournal::undoAndRedoTargets()
{
    QFETCH(QString, ops);
    QFETCH(QString, marks);
    QFETCH(int, undo);
    QFETCH(int, redo);

    Journal journal;
    for (const QChar op : ops) {
        if (op == u'a') {
            const int seq = journal.nextSeq();
            journal.append(entry(seq));
            QCOMPARE(journal.at(journal.size() - 1).seq, seq);
        } else if (op == u'u') {
            QVERIFY(journal.canUndo());
            journal.mark(journal.undoTarget(), true);
        } else {
            QVERIFY(journal.canRedo());
            journal.mark(journal.redoTarget(), false);
        }
    }
    QCOMPARE(::marks(journal), marks);
    QCOMPARE(journal.undoTarget(), qsizetype(undo));
    QCOMPARE(journal.redoTarget(), qsizetype(redo));
    QCOMPARE(journal.canUndo(), undo >= 0);
    QCOMPARE(journal.canRedo(), redo >= 0);
    QCOMPARE(journal.nextSeq(), int(ops.count(u'a')) + 1);
}

void TestJournal::entryJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("seq");
    QTest::addColumn<bool>("undone");
    QTest::addColumn<bool>("superseded");
    QTest::addColumn<QString>("kind");

    QTest::newRow("live") << QByteArray(
        R"({"seq":1,"action":{"kind":"next"},"hash":"ab","summary":"Next phase"})")
                          << 1 << false << false << "next";
    QTest::newRow("undone") << QByteArray(
        R"({"seq":7,"action":{"kind":"draw"},"hash":"","summary":"","undone":true})")
                            << 7 << true << false << "draw";
    QTest::newRow("superseded") << QByteArray(
        R"({"seq":9,"action":{"kind":"end-turn"},"hash":"x","summary":"s","undone":true,"superseded":true})")
                                << 9 << true << true << "end-turn";
}

void TestJournal::entryJson()
{
    QFETCH(QByteArray, json);
    QFETCH(int, seq);
    QFETCH(bool, undone);
    QFETCH(bool, superseded);
    QFETCH(QString, kind);

    const QJsonObject written = QJsonDocument::fromJson(json).object();
    const std::optional<JournalEntry> e = Journal::fromJson(written);
    QVERIFY(e);
    QCOMPARE(e->seq, seq);
    QCOMPARE(e->undone, undone);
    QCOMPARE(e->superseded, superseded);
    QCOMPARE(ActionJson::kind(e->action), kind);
    QCOMPARE(e->stateHash, written.value(u"hash").toString());
    QCOMPARE(e->summary, written.value(u"summary").toString());
    // Written back as it was: the marks only when set.
    QCOMPARE(Journal::toJson(*e), written);
}

void TestJournal::entryJsonRejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("empty") << QByteArray("{}");
    QTest::newRow("no-seq") << QByteArray(R"({"action":{"kind":"next"}})");
    QTest::newRow("seq-as-text") << QByteArray(R"({"seq":"1","action":{"kind":"next"}})");
    QTest::newRow("no-action") << QByteArray(R"({"seq":1})");
    QTest::newRow("action-as-text") << QByteArray(R"({"seq":1,"action":"next"})");
    QTest::newRow("unknown-kind") << QByteArray(R"({"seq":1,"action":{"kind":"teleport"}})");
    QTest::newRow("resolve-without-test")
        << QByteArray(R"({"seq":1,"action":{"kind":"resolve","actor":"a"}})");
}

void TestJournal::entryJsonRejects()
{
    QFETCH(QByteArray, json);
    QVERIFY(!Journal::fromJson(QJsonDocument::fromJson(json).object()));
}

void TestJournal::rawEntriesAreReadWhenNeeded()
{
    // As a battle file leaves them: lines of one block of bytes, which they share.
    const QByteArray second = R"({"seq":2,"action":{"kind":"draw"},"hash":"h2","summary":"drew"})";
    const QByteArray third = "{not json";
    const QByteArray block = "[\n" + second + ",\n" + third + "\n]";
    auto raw = [&block](int seq, const QByteArray &text, bool undone) {
        JournalEntry e;
        e.seq = seq;
        e.raw = adjutant::io::SharedSlice(block, block.indexOf(text), text.size());
        e.read = false;
        e.undone = undone;
        return e;
    };
    // The second entry was written live, but its mark as it stands now (undone) wins.
    Journal journal;
    journal.reset({entry(1), raw(2, second, true), raw(3, third, false)});
    QCOMPARE(journal.at(1).raw.view(), QByteArrayView(second));
    QCOMPARE(journal.at(2).raw.toByteArray(), third);
    QVERIFY(journal.at(1).isRaw());

    const JournalEntry read = Journal::parsed(journal.at(1));
    QVERIFY(!read.isRaw());
    QCOMPARE(ActionJson::kind(read.action), QStringLiteral("draw"));
    QCOMPARE(read.summary, QStringLiteral("drew"));
    QCOMPARE(read.stateHash, QStringLiteral("h2"));
    QVERIFY(read.undone);
    QCOMPARE(read.raw.view(), QByteArrayView(second)); // kept, to be written again as it was
    QCOMPARE(Journal::toJson(journal.at(1)).value(u"undone").toBool(), true);

    // A damaged raw entry stays unread and says so.
    const JournalEntry damaged = Journal::parsed(journal.at(2));
    QVERIFY(damaged.isRaw());
    QCOMPARE(damaged.summary, QStringLiteral("(entry 3 cannot be read)"));

    journal.readFrom(1);
    QVERIFY(!journal.at(1).isRaw());
    QVERIFY(journal.at(2).isRaw());
    QCOMPARE(journal.at(0).summary, QStringLiteral("entry 1"));
}

// Replay splits a line laid out as Adjutant writes it (EntryLine) rather than parsing it whole:
// what it reads must be what Qt reads from the whole line, and a line laid out otherwise is left
// to Qt. fuzz_journalentry checks the same on every line the fuzzer makes.
void TestJournal::aLineAsWrittenIsSplitAsQtReadsIt_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("split");
    const auto written = [](const QString &summary, bool undone, bool superseded) {
        JournalEntry e = entry(12);
        e.action = action::Note{QStringLiteral("a \"quoted\" note")};
        e.summary = summary;
        e.stateHash = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
        e.undone = undone;
        e.superseded = superseded;
        return QJsonDocument(Journal::toJson(e)).toJson(QJsonDocument::Compact);
    };
    QTest::newRow("as written") << written(u"Next phase"_qs, false, false) << true;
    QTest::newRow("undone") << written(u"Drew"_qs, true, false) << true;
    QTest::newRow("superseded") << written(u"Drew"_qs, true, true) << true;
    QTest::newRow("words beyond ASCII")
        << written(QString::fromUtf8("Unit 1/1 \u2014 «été» 😀"), false, false) << true;
    QTest::newRow("escaped") << written(u"a \"b\"\\ c\n\t/"_qs, false, false) << true;
    QTest::newRow("a control character, written by Qt as \\u")
        << written(u"bell "_qs + QChar(7), false, false) << false;
    QTest::newRow("an escape of /") << QByteArray(
        R"({"action":{"kind":"next"},"hash":"h","seq":1,"summary":"a\/b"})")
                                    << true;
    QTest::newRow("a control character as it stands")
        << QByteArray("{\"action\":{\"kind\":\"next\"},\"hash\":\"h\",\"seq\":1,\"summary\":\"a\tb\"}")
        << false;
    QTest::newRow("\\u written by hand")
        << QByteArray(R"({"action":{"kind":"next"},"hash":"h","seq":1,"summary":"\u00e9"})") << false;
    QTest::newRow("bytes that are not UTF-8")
        << QByteArray("{\"action\":{\"kind\":\"next\"},\"hash\":\"h\",\"seq\":1,\"summary\":\"\xc0\xaf\"}")
        << false;
    QTest::newRow("keys in another order")
        << QByteArray(R"({"seq":1,"action":{"kind":"next"},"hash":"h","summary":"s"})") << false;
    QTest::newRow("a space") << QByteArray(R"({"action":{"kind":"next"}, "hash":"h","seq":1,"summary":"s"})")
                             << false;
    QTest::newRow("a number with a leading zero")
        << QByteArray(R"({"action":{"kind":"next"},"hash":"h","seq":01,"summary":"s"})") << false;
    QTest::newRow("a number beyond nine digits")
        << QByteArray(R"({"action":{"kind":"next"},"hash":"h","seq":1234567890,"summary":"s"})") << false;
    QTest::newRow("undone false") << QByteArray(
        R"({"action":{"kind":"next"},"hash":"h","seq":1,"summary":"s","undone":false})")
                                  << false;
    QTest::newRow("an action that is not JSON: neither reads it")
        << QByteArray(R"({"action":{"kind":"next",},"hash":"h","seq":1,"summary":"s"})") << true;
    QTest::newRow("an action of no kind: neither reads it")
        << QByteArray(R"({"action":{"kind":"teleport"},"hash":"h","seq":1,"summary":"s"})") << true;
    QTest::newRow("a brace in a text of the action")
        << QByteArray(R"({"action":{"kind":"note","text":"}{\"]"},"hash":"h","seq":1,"summary":"s"})")
        << true;
}

void TestJournal::aLineAsWrittenIsSplitAsQtReadsIt()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, split);
    const std::optional<EntryLine> parts = EntryLine::split(line);
    QCOMPARE(parts.has_value(), split);
    QCOMPARE(EntryLine::split(line, EntryLine::Summary::PassOver).has_value(), split);
    if (!parts)
        return;
    const std::optional<JournalEntry> ours = Journal::fromLine(*parts);
    const std::optional<JournalEntry> qt = Journal::fromJson(QJsonDocument::fromJson(line).object());
    QCOMPARE(ours.has_value(), qt.has_value());
    if (!ours)
        return;
    QCOMPARE(ours->seq, qt->seq);
    QCOMPARE(ours->undone, qt->undone);
    QCOMPARE(ours->superseded, qt->superseded);
    QCOMPARE(ours->stateHash, qt->stateHash);
    QCOMPARE(ours->summary, qt->summary);
    QCOMPARE(ActionJson::write(ours->action), ActionJson::write(qt->action));

    // A reader that passes the words over splits the same lines into the same parts, but for them.
    const std::optional<EntryLine> without = EntryLine::split(line, EntryLine::Summary::PassOver);
    QVERIFY(without);
    QCOMPARE(without->action, parts->action);
    QCOMPARE(without->hash, parts->hash);
    QCOMPARE(without->seq, parts->seq);
    QCOMPARE(without->summary, QString());
    QCOMPARE(without->superseded, parts->superseded);
    QCOMPARE(without->undone, parts->undone);
}

namespace {

// The action as the journal writes it: compact, its keys in the object's order.
QByteArray journaled(const Action &action)
{
    return QJsonDocument(ActionJson::write(action)).toJson(QJsonDocument::Compact);
}

action::Resolve resolved(const QString &target, std::optional<QList<int>> faces, QList<FaceSource> sources)
{
    action::Resolve a;
    a.test = QStringLiteral("receive-charge");
    a.actor = QStringLiteral("french-1-1");
    a.target = target;
    a.faces = std::move(faces);
    a.sources = std::move(sources);
    return a;
}

action::SetField setTo(const QJsonValue &value, const QString &reason = {}, const QString &figure = {})
{
    return action::SetField{QStringLiteral("british-2-2"), QStringLiteral("fired"), value, reason, figure};
}

// What a field the umpire set holds, as play takes it: 1 and 1.0 are one JSON value, not one
// variant.
int valueType(const Action &action)
{
    const auto *set = std::get_if<action::SetField>(&action);
    return set ? set->value.toVariant().typeId() : -1;
}

} // namespace

// Replay reads the plain kinds of action from their bytes (ActionLine) rather than through Qt's
// parser and ActionJson: what it reads must be what those read, and an action it does not take
// on is left to them. The actions as written must be taken, or replay would gain nothing.
// fuzz_journalentry checks the same on every action the fuzzer makes.
void TestJournal::anActionAsJournaledIsReadAsQtReadsIt_data()
{
    QTest::addColumn<QByteArray>("object");
    QTest::addColumn<bool>("read"); // by ActionLine; otherwise left to Qt
    const auto app = [](qsizetype n) { return QList<FaceSource>(n, FaceSource::App); };
    QTest::newRow("a draw") << journaled(action::Draw{}) << true;
    QTest::newRow("next") << journaled(action::Next{}) << true;
    QTest::newRow("the turn's end") << journaled(action::EndTurn{}) << true;
    QTest::newRow("a test, rolled by the app") << journaled(resolved({}, QList<int>{5}, app(1))) << true;
    QTest::newRow("a test on a target, typed") << journaled(
        resolved(u"british-3-3"_qs, QList<int>{1, 6, 0}, QList<FaceSource>(3, FaceSource::Typed)))
                                               << true;
    QTest::newRow("a test with no faces yet") << journaled(resolved({}, std::nullopt, {})) << true;
    QTest::newRow("a test with no dice at all") << journaled(resolved({}, QList<int>{}, {})) << true;
    QTest::newRow("a field set to a flag") << journaled(setTo(true)) << true;
    QTest::newRow("a field set to a number") << journaled(setTo(3)) << true;
    QTest::newRow("a field set to nought") << journaled(setTo(0)) << true;
    QTest::newRow("a field set to a text") << journaled(setTo(u"line"_qs)) << true;
    QTest::newRow("with a reason, of a figure")
        << journaled(setTo(false, u"a \"slip\" of the pen\n"_qs, u"f1"_qs)) << true;
    QTest::newRow("words beyond ASCII") << journaled(setTo(QString::fromUtf8("«été» 😀"))) << true;
    QTest::newRow("a source left empty")
        << QByteArray(R"({"actor":"a","faces":[2],"kind":"resolve","source":"","test":"t"})") << true;
    QTest::newRow("a text escaped by hand")
        << QByteArray(R"({"field":"f","kind":"set","unit":"a\/b","value":"\"\\\t"})") << true;
    const QList<DeckCard> deck{
        {u"unit"_qs, u"british-3-3"_qs}, {u"end"_qs, QString()}, {u"unit"_qs, u"a\"b"_qs}};
    QTest::newRow("a draw that ends the turn, its deck shuffled")
        << journaled(action::Draw{deck, {}, std::nullopt}) << true;
    QTest::newRow("a card shuffled in")
        << journaled(action::EndTurn{QList<DeckCard>{{u"unit"_qs, u"a"_qs}}}) << true;
    QTest::newRow("a deck shuffled empty") << journaled(action::EndTurn{QList<DeckCard>()}) << true;
    QTest::newRow("a card's unit written empty")
        << QByteArray(R"({"kind":"draw","shuffle":[{"card":"unit","unit":""}]})") << true;
    // Left to Qt: what ActionLine does not take on, and what neither reads.
    QTest::newRow("faces from both sources")
        << journaled(resolved({}, QList<int>{1, 2}, {FaceSource::App, FaceSource::Typed})) << false;
    QTest::newRow("a fraction") << journaled(setTo(2.5)) << false;
    QTest::newRow("a negative number") << journaled(setTo(-1)) << false;
    QTest::newRow("a number beyond nine digits") << journaled(setTo(1234567890)) << false;
    QTest::newRow("a number with a leading zero")
        << QByteArray(R"({"field":"f","kind":"set","unit":"a","value":01})") << false;
    QTest::newRow("a value that is an object")
        << QByteArray(R"({"field":"f","kind":"set","unit":"a","value":{}})") << false;
    QTest::newRow("a null value") << QByteArray(R"({"field":"f","kind":"set","unit":"a","value":null})")
                                  << false;
    QTest::newRow("a shuffle with a fate") << journaled(action::Draw{deck, {3}, FaceSource::App}) << false;
    QTest::newRow("a card with a key more")
        << QByteArray(R"({"kind":"draw","shuffle":[{"card":"unit","figure":"x","unit":"a"}]})") << false;
    QTest::newRow("a card's unit that is no text")
        << QByteArray(R"({"kind":"draw","shuffle":[{"card":"unit","unit":1}]})") << false;
    QTest::newRow("a card with no card")
        << QByteArray(R"({"kind":"draw","shuffle":[{"unit":"a"}]})") << false;
    QTest::newRow("a shuffle of numbers") << QByteArray(R"({"kind":"draw","shuffle":[1]})") << false;
    QTest::newRow("the next phase with a shuffle")
        << QByteArray(R"({"kind":"next","shuffle":[{"card":"unit"}]})") << false;
    QTest::newRow("a field set to cards")
        << QByteArray(R"({"field":"f","kind":"set","unit":"a","value":[{"card":"unit"}]})") << false;
    QTest::newRow("a test's faces that are cards")
        << QByteArray(R"({"actor":"a","faces":[{"card":"unit"}],"kind":"resolve","test":"t"})") << false;
    QTest::newRow("a fate rolled") << journaled(action::Draw{std::nullopt, {3}, FaceSource::App}) << false;
    QTest::newRow("a note") << journaled(action::Note{u"rain"_qs}) << false;
    QTest::newRow("another source") << QByteArray(
        R"({"actor":"a","faces":[2],"kind":"resolve","source":"x","test":"t"})")
                                    << false;
    QTest::newRow("a test unnamed") << QByteArray(R"({"actor":"a","faces":[2],"kind":"resolve"})") << false;
    QTest::newRow("a field unnamed") << QByteArray(R"({"kind":"set","unit":"a","value":1})") << false;
    QTest::newRow("a key more") << QByteArray(R"({"kind":"draw","x":1})") << false;
    QTest::newRow("a key twice") << QByteArray(R"({"kind":"draw","kind":"next"})") << false;
    QTest::newRow("keys in another order")
        << QByteArray(R"({"kind":"set","field":"f","unit":"a","value":1})") << false;
    QTest::newRow("a space") << QByteArray(R"({"kind": "draw"})") << false;
    QTest::newRow("a comma too many")
        << QByteArray(R"({"actor":"a","faces":[2,],"kind":"resolve","test":"t"})") << false;
    QTest::newRow("something after") << QByteArray(R"({"kind":"draw"}x)") << false;
    QTest::newRow("\\u written by hand") << QByteArray(R"({"kind":"dr\u0061w"})") << false;
    QTest::newRow("a kind that is no text") << QByteArray(R"({"kind":1})") << false;
    QTest::newRow("no kind") << QByteArray("{}") << false;
}

void TestJournal::anActionAsJournaledIsReadAsQtReadsIt()
{
    QFETCH(QByteArray, object);
    QFETCH(bool, read);
    const std::optional<Action> ours = ActionLine::read(object);
    QCOMPARE(ours.has_value(), read);
    if (!ours)
        return;
    const QJsonDocument parsed = QJsonDocument::fromJson(object);
    QVERIFY(parsed.isObject());
    const std::optional<Action> qt = Journal::actionFrom(parsed.object());
    QVERIFY(qt);
    QVERIFY(*ours == *qt);
    QCOMPARE(ActionJson::write(*ours), ActionJson::write(*qt));
    QCOMPARE(valueType(*ours), valueType(*qt));
}

void TestJournal::checkpointBefore_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("checkpoint"); // -1: none

    // Checkpoints after the first 64, 128 and 192 entries. The entry at index i is one of the
    // first N exactly when N > i, so the checkpoint at N is unaffected by it when N <= i.
    QTest::newRow("first-entry") << 0 << -1;
    QTest::newRow("last-before-the-first-checkpoint") << 63 << -1;
    QTest::newRow("just-after-the-first") << 64 << 64;
    QTest::newRow("between") << 100 << 64;
    QTest::newRow("at-the-second") << 128 << 128;
    QTest::newRow("past-the-last") << 500 << 192;
}

void TestJournal::checkpointBefore()
{
    QFETCH(int, index);
    QFETCH(int, checkpoint);
    Journal journal;
    for (const int n : {64, 128, 192})
        journal.keepCheckpoint(n, stateOfTurn(n));
    const auto found = journal.checkpointBefore(index);
    if (checkpoint < 0) {
        QVERIFY(!found);
    } else {
        QVERIFY(found);
        QCOMPARE(found->first, qsizetype(checkpoint));
        QCOMPARE(found->second.turn, checkpoint);
    }
}

void TestJournal::checkpointsKeepOnlyTheRecent()
{
    Journal::Checkpoints kept;
    const qsizetype made = Journal::kCheckpointsKept + 3;
    for (qsizetype i = 1; i <= made; ++i)
        Journal::keep(kept, i * Journal::kCheckpointEvery, stateOfTurn(int(i)));
    QCOMPARE(kept.size(), Journal::kCheckpointsKept);
    // The three oldest went.
    QCOMPARE(kept.firstKey(), 4 * Journal::kCheckpointEvery);
    QCOMPARE(kept.first().turn, 4);
    QCOMPARE(kept.lastKey(), made * Journal::kCheckpointEvery);
}

void TestJournal::markingDropsTheCheckpointsAfter()
{
    Journal journal;
    for (int seq = 1; seq <= 200; ++seq)
        journal.append(entry(seq));
    for (const int n : {64, 128, 192})
        journal.keepCheckpoint(n, stateOfTurn(n));
    // Undoing the entry at 150 leaves the states after 64 and 128 entries standing.
    journal.mark(150, true);
    QCOMPARE(journal.checkpoints().keys(), (QList<qsizetype>{64, 128}));
    // The entry at 128 is the 129th: the checkpoint after 128 entries still holds.
    journal.mark(128, true);
    QCOMPARE(journal.checkpoints().keys(), (QList<qsizetype>{64, 128}));
    journal.mark(127, true);
    QCOMPARE(journal.checkpoints().keys(), QList<qsizetype>{64});
    journal.dropCheckpointsAfter(0);
    QVERIFY(journal.checkpoints().isEmpty());
    journal.keepCheckpoint(64, stateOfTurn(1));
    journal.clearCheckpoints();
    QVERIFY(journal.checkpoints().isEmpty());
}

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
