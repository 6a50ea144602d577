// Rulesets written for an earlier format of the file keep loading (core/rules/loader/migrations.h):
// real files from the history of the built-in rulesets (data/earlier-formats/, see its README),
// each rewritten into the current format with a note of what changed, and the rewriting compared
// with what the project did by hand when the schema changed. A file of a newer format is refused
// with word to update Adjutant; a file already in the current shape is left alone.
#include "rules/loader/migrations.h"
#include "rules/orders.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::rules;
using adjutant::rules::detail::FormatMigrations;

class TestFormatMigrations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void earlierFilesLoadWithNotes_data();
    void earlierFilesLoadWithNotes();
    void movementAsRewrittenByHand_data();
    void movementAsRewrittenByHand();
    void endOfPhaseAsRewrittenByHand();
    void currentShapeIsLeftAlone_data();
    void currentShapeIsLeftAlone();
    void newerFormatIsRefused();
    void contentHashIsOfTheFileAsWritten();
};

namespace {

const QString kEarlier = QStringLiteral(RULES_TEST_DATA "/earlier-formats");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject readObject(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

} // namespace

void TestFormatMigrations::earlierFilesLoadWithNotes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count"); // notes
    QTest::addColumn<QStringList>("parts"); // of what they say

    // The first published KGCWO (the first commit with a ruleset): columns as keys.
    QTest::newRow("kgcwo-first-published")
        << "kgcwo-536de98.json" << 1
        << QStringList{u"movement: 11 row"_qs, u"gave their columns as keys of their own"_qs,
                       u"(move, rough, road, charge added)"_qs};
    QTest::newRow("kgcwo-before-movement-columns")
        << "kgcwo-6e51da6.json" << 1 << QStringList{u"(move, rough, road, charge added)"_qs};
    QTest::newRow("nap-igougo-before-movement-columns")
        << "nap-igougo-6e51da6.json" << 1 << QStringList{u"(move, charge added)"_qs};
    QTest::newRow("brigade-before-movement-columns")
        << "brigade-6e51da6.json" << 1
        << QStringList{u"(move, charge, pursuit, counterCharge, rout added)"_qs};
    QTest::newRow("brigade-end-of-phase")
        << "brigade-bba02eb.json" << 1
        << QStringList{
               u"activation.endOfPhase: its effects now end each phase as part of each phase's \"atEnd\""_qs};
}

void TestFormatMigrations::earlierFilesLoadWithNotes()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QStringList, parts);
    const RulesetLoadResult r = RulesetLoader::loadFile(kEarlier + u'/' + file);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.ruleset->format, 1);
    QCOMPARE(r.ruleset->migrated.size(), count);
    const QString said = r.ruleset->migrated.join(u'\n');
    for (const QString &part : parts)
        QVERIFY2(said.contains(part), qPrintable(said));
}

void TestFormatMigrations::movementAsRewrittenByHand_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("system");
    QTest::newRow("kgcwo") << "kgcwo-6e51da6.json"
                           << "kgcwo";
    // 001's charge is its move plus 1D6: chargeBonus with no charge of its own, the move its base.
    QTest::newRow("nap-igougo") << "nap-igougo-6e51da6.json"
                                << "nap-igougo";
    QTest::newRow("brigade") << "brigade-6e51da6.json"
                             << "brigade";
}

void TestFormatMigrations::movementAsRewrittenByHand()
{
    // Commit 5b94da1 rewrote the built-in rulesets' movement by hand when the columns became the
    // ruleset's; the migration of the files just before it gives the same rows and columns.
    QFETCH(QString, file);
    QFETCH(QString, system);
    QJsonObject root = readObject(kEarlier + u'/' + file);
    QVERIFY(!root.isEmpty());
    FormatMigrations::migrate(root, 1);
    const QJsonObject byHand
        = readObject(kEarlier + u"/movement-as-rewritten-by-hand.json").value(system).toObject();
    QCOMPARE(root.value(u"movement"), byHand.value(u"movement"));
    QJsonArray columns; // ids and bases: the names and explanations were written by hand
    for (const QJsonValue c : root.value(u"movementColumns").toArray()) {
        QJsonObject o = c.toObject();
        o.remove(u"name"_qs);
        columns.append(o);
    }
    QCOMPARE(QJsonValue(columns), byHand.value(u"movementColumns"));
    QCOMPARE(root.value(u"format").toInt(), RulesetLoader::kFormatVersion);
}

void TestFormatMigrations::endOfPhaseAsRewrittenByHand()
{
    // Brigade 1.1.0 was kept in earlier/ with its endOfPhase rewritten by hand as each phase's
    // atEnd; the migration of the file as it was gives that very copy.
    QJsonObject root = readObject(kEarlier + u"/brigade-bba02eb.json");
    QVERIFY(root.value(u"activation").toObject().contains(u"endOfPhase"));
    const QStringList notes = FormatMigrations::migrate(root, 1);
    QCOMPARE(notes.size(), 1);
    QJsonObject byHand = readObject(QStringLiteral(":/rulesets/earlier/brigade-1.1.0.json"));
    QCOMPARE(byHand.value(u"format").toInt(), 1);
    byHand.insert(QStringLiteral("format"), RulesetLoader::kFormatVersion);
    QCOMPARE(root, byHand);
}

void TestFormatMigrations::currentShapeIsLeftAlone_data()
{
    QTest::addColumn<QString>("path");
    // Every ruleset Adjutant ships: the current ones (format 2) and the earlier copies kept for
    // battles saved before battles kept their rules (format 1, already in the current shape).
    const QStringList lines = RulesetLibrary::lockLines();
    QVERIFY(lines.size() >= 8);
    for (const QString &line : lines) {
        const QString file = line.section(u' ', 0, 0);
        QTest::newRow(qPrintable(file)) << QStringLiteral(":/rulesets/") + file;
    }
}

void TestFormatMigrations::currentShapeIsLeftAlone()
{
    QFETCH(QString, path);
    const RulesetLoadResult r = RulesetLoader::loadFile(path);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QVERIFY2(r.ruleset->migrated.isEmpty(), qPrintable(r.ruleset->migrated.join(u'\n')));
    if (!path.contains(u"/earlier/"))
        QCOMPARE(r.ruleset->format, RulesetLoader::kFormatVersion);
}

void TestFormatMigrations::newerFormatIsRefused()
{
    QByteArray text = readFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    text.replace("\"format\": 2,", "\"format\": 3,\n  \"somethingNew\": {\"a\": 1},");
    const RulesetLoadResult r = RulesetLoader::loadData(text, QStringLiteral("new.json"));
    QVERIFY(!r.ok());
    // One message, at the format, not one for each key this Adjutant does not know.
    QCOMPARE(r.errors.size(), 1);
    QCOMPARE(
        r.errors.first().toString(),
        u"new.json:2: format: written for a newer Adjutant (ruleset format 3; this one reads formats 1 to "
        u"2): update Adjutant to use it"_qs);
}

void TestFormatMigrations::contentHashIsOfTheFileAsWritten()
{
    // A battle is pinned to what the umpire's file says, not to what this Adjutant made of it:
    // a file of format 1 and the same rules written in format 2 are different files.
    const RulesetLoadResult old = RulesetLoader::loadFile(kEarlier + u"/kgcwo-6e51da6.json");
    QJsonObject root = readObject(kEarlier + u"/kgcwo-6e51da6.json");
    FormatMigrations::migrate(root, 1);
    const RulesetLoadResult rewritten = RulesetLoader::loadData(QJsonDocument(root).toJson(), u"x.json"_qs);
    QVERIFY(old.ok() && rewritten.ok());
    QVERIFY(rewritten.ruleset->migrated.isEmpty());
    QVERIFY(old.ruleset->sha256 != rewritten.ruleset->sha256);
    QCOMPARE(QJsonDocument::fromJson(old.ruleset->canonical).object(),
             readObject(kEarlier + u"/kgcwo-6e51da6.json"));
}

QTEST_GUILESS_MAIN(TestFormatMigrations)
#include "tst_formatmigrations.moc"
