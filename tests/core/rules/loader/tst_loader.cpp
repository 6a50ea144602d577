// The ruleset loader's shared state on its own (core/rules/loader/loader.h): the Loader run
// straight on a file's JSON with its Context, as RulesetLoader runs it, and what it leaves in the
// Ruleset and the Context. Each case is a small file written out line by line below, so every
// error's line and path is read off the text: lists with ids (duplicates named with the first's
// place, ids people cannot type, items that are not objects, keys no section has), references
// to what the file defines later (tests and tables, collected first), sections read in the order
// they depend on whatever order the file has them in, and follow-ups that would loop for ever.
#include "rules/loader/loader.h"

#include "json/sourcejson.h"

#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void errors_data();
    void errors();
    void carriesOnPastAMistake();
    void sectionsInAnyOrder();
};

namespace {

struct Loaded {
    Ruleset ruleset;
    QStringList errors; // "line: path: message"
};

Loaded load(const QByteArray &text)
{
    Loaded out;
    json::SourceJson src;
    json::SourceJsonError jsonError;
    if (!json::SourceJsonReader::read(text, &src, &jsonError)) {
        out.errors.append(QStringLiteral("not JSON: %1").arg(jsonError.message));
        return out;
    }
    json::checked::Context ctx(src, QStringLiteral("case.json"));
    detail::Loader(ctx, out.ruleset).load(src.root);
    for (const json::FileError &e : ctx.errors())
        out.errors.append(QStringLiteral("%1: %2: %3").arg(e.line).arg(e.path, e.message));
    return out;
}

} // namespace

void TestLoader::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("the-least-there-is")
        << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1"})") << QStringList{};
    QTest::newRow("another-format") << QByteArray(R"({
"format": 3, "id": "t", "name": "T", "version": "1"})")
                                    << QStringList{
                                           u"2: format: this Adjutant reads formats 1 to 2, not 3"_qs};
    QTest::newRow("ruleset-id") << QByteArray(R"({"format": 2,
"id": "my rules", "name": "T", "version": "1"})")
                                << QStringList{u"2: id: an id uses letters, digits and hyphens only"_qs};
    // A second definition with the same id: said at the second, naming the place of the first
    // (the first, not the one before it, however many there are).
    QTest::newRow("duplicate-id") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"ladders": [
  {"id": "grade", "name": "Grade", "steps": [{"id": "a"}]},
  {"id": "grade", "name": "Grade again", "steps": [{"id": "b"}]}
]})") << QStringList{u"4: ladders[1].id: duplicate ladder id \"grade\"; the first is at ladders[0]"_qs};
    QTest::newRow("duplicate-three-times")
        << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"formations": [
  {"id": "line", "name": "Line"},
  {"id": "line", "name": "Line 2"},
  {"id": "line", "name": "Line 3"}
]})")
        << QStringList{
               u"4: formations[1].id: duplicate formation id \"line\"; the first is at formations[0]"_qs,
               u"5: formations[2].id: duplicate formation id \"line\"; the first is at formations[0]"_qs};
    QTest::newRow("list-item-id") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"formations": [
  {"id": "in line", "name": "Line"}
]})") << QStringList{u"3: formations[0].id: an id uses letters, digits and hyphens only"_qs};
    // Letters of any script are letters.
    QTest::newRow("id-of-another-script")
        << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"formations": [
  {"id": "колонна", "name": "Column"}
]})") << QStringList{};
    QTest::newRow("item-not-an-object") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"formations": [
  {"id": "line", "name": "Line"},
  "column"
]})") << QStringList{u"4: formations[1]: expected an object, found text"_qs};
    QTest::newRow("key-no-section-has")
        << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"formations": [
  {"id": "line", "name": "Line",
   "speed": 4}
]})")
        << QStringList{
               u"4: formations[0].speed: unknown key; allowed here: arms, explain, id, name, ref, requires"_qs};
    // Tables refer to tables and tests to tests further down the file: the ids are collected first.
    QTest::newRow("tables-forward") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"tables": [
  {"id": "first", "name": "First", "dice": "d6", "rows": [{"min": 1, "max": 6, "name": "On", "thenTable": "second"}]},
  {"id": "second", "name": "Second", "dice": "d6", "rows": [{"min": 1, "max": 6, "name": "Done"}]}
]})") << QStringList{};
    QTest::newRow("table-nowhere") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"tables": [
  {"id": "first", "name": "First", "dice": "d6", "rows": [
    {"min": 1, "max": 6, "name": "On", "thenTable": "third"}]}
]})") << QStringList{u"4: tables[0].rows[0].thenTable: no table \"third\" is defined"_qs};
    QTest::newRow("tests-forward") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"tests": [
  {"id": "shoot", "name": "Shoot", "kind": "threshold", "dice": "d6", "atLeast": 4, "then": [{"test": "panic"}]},
  {"id": "panic", "name": "Panic", "kind": "threshold", "dice": "d6", "atLeast": 3}
]})") << QStringList{};
    QTest::newRow("test-nowhere") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"tests": [
  {"id": "shoot", "name": "Shoot", "kind": "threshold", "dice": "d6", "atLeast": 4,
   "then": [{"test": "rout"}]}
]})") << QStringList{u"4: tests[0].then[0].test: no test \"rout\" is defined"_qs};
    // A test that leads back to itself whatever the dice would be resolved for ever: said once,
    // at the follow-up that closes the loop.
    QTest::newRow("certain-loop") << QByteArray(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"tests": [
  {"id": "shoot", "name": "Shoot", "kind": "threshold", "dice": "d6", "atLeast": 4, "then": [{"test": "panic"}]},
  {"id": "panic", "name": "Panic", "kind": "threshold", "dice": "d6", "atLeast": 3,
   "then": [{"test": "shoot"}]}
]})")
                                  << QStringList{u"5: tests[1].then[0]: shoot \u2192 panic \u2192 shoot "
                                                 u"loops back: these follow-ups are taken whatever "
                                                 u"the dice, so the tests would never end"_qs};
}

void TestLoader::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, expected);
    const QStringList errors = load(text).errors;
    if (errors != expected)
        qWarning() << errors;
    QCOMPARE(errors, expected);
}

void TestLoader::carriesOnPastAMistake()
{
    // Every mistake is said in one run, and what could be read is read: the Loader fills the
    // ruleset as far as it can (RulesetLoader then keeps none of it).
    const Loaded l = load(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"formations": [
  {"id": "line", "name": "Line"},
  {"id": "line", "name": "Line again"},
  {"id": "column", "name": "Column"}
],
"tests": [
  {"id": "shoot", "name": "Shoot", "kind": "threshold", "dice": "d6", "atLeast": 4, "then": [{"test": "rout"}]},
  {"id": "rally", "name": "Rally", "kind": "threshold", "dice": "d6", "atLeast": 4}
]})");
    QCOMPARE(l.errors,
             (QStringList{
                 u"4: formations[1].id: duplicate formation id \"line\"; the first is at formations[0]"_qs,
                 u"8: tests[0].then[0].test: no test \"rout\" is defined"_qs}));
    QCOMPARE(l.ruleset.id, u"t"_qs);
    QCOMPARE(l.ruleset.formations.size(), 3);
    QCOMPARE(l.ruleset.formations.at(2).id, u"column"_qs);
    QCOMPARE(l.ruleset.tests.size(), 2);
    QVERIFY(l.ruleset.test(u"rally"_qs));
}

void TestLoader::sectionsInAnyOrder()
{
    // Unit types name formations and fields name ladders: the file may put them in any order,
    // the Loader reads each section after those it depends on, and keeps each list in the
    // file's order.
    const Loaded l = load(R"({"format": 2, "id": "t", "name": "T", "version": "1",
"fields": [{"id": "q", "name": "Quality", "kind": "ladder", "ladder": "quality"}],
"unitTypes": [
  {"id": "foot", "name": "Foot", "arm": "infantry", "formations": ["line", "column"]},
  {"id": "horse", "name": "Horse", "arm": "cavalry", "formations": ["line"]}
],
"formations": [{"id": "column", "name": "Column"}, {"id": "line", "name": "Line"}],
"ladders": [{"id": "quality", "name": "Quality", "steps": [{"id": "A", "value": 1}, {"id": "B", "value": 0}]}]
})");
    QCOMPARE(l.errors, QStringList{});
    QCOMPARE(l.ruleset.unitTypes.size(), 2);
    QCOMPARE(l.ruleset.unitTypes.at(0).id, u"foot"_qs);
    QCOMPARE(l.ruleset.unitTypes.at(1).id, u"horse"_qs);
    QCOMPARE(l.ruleset.formations.at(0).id, u"column"_qs);
    QVERIFY(l.ruleset.field(u"q"_qs));
    QCOMPARE(l.ruleset.field(u"q"_qs)->ladder, u"quality"_qs);
}

QTEST_GUILESS_MAIN(TestLoader)
#include "tst_loader.moc"
