#include "rules/rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::rules;

// Where rulesets come from: the built-in ones, an umpire's own files (which win by id, and are
// passed over with word of it when broken), and the earlier versions battles were begun under.
class TestRulesetLibrary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void loadById_data();
    void loadById();
    void loadSavedBefore_data();
    void loadSavedBefore();
    void loadExactlyByContent_data();
    void loadExactlyByContent();
    void contentHashIgnoresLayout();
    void listsBuiltInAndOwn();

private:
    void writeOwn(const QString &file, const QByteArray &bytes);
    QByteArray minimalAs(const QString &id, const QString &name, bool broken = false,
                         const QString &version = {}) const;
    QByteArray m_minimal;
    std::unique_ptr<QTemporaryDir> m_own;
};

void TestRulesetLibrary::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    m_minimal = f.readAll();
}

void TestRulesetLibrary::init()
{
    m_own = std::make_unique<QTemporaryDir>();
    QVERIFY(m_own->isValid());
    qputenv("ADJUTANT_RULESETS_DIR", QFile::encodeName(m_own->path()));
}

void TestRulesetLibrary::writeOwn(const QString &file, const QByteArray &bytes)
{
    QFile f(m_own->filePath(file));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// minimal.json under another id and name; broken: its name is a number.
QByteArray TestRulesetLibrary::minimalAs(const QString &id, const QString &name, bool broken,
                                         const QString &version) const
{
    QJsonObject o = QJsonDocument::fromJson(m_minimal).object();
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("name"), name);
    if (!version.isEmpty())
        o.insert(QStringLiteral("version"), version);
    if (broken)
        o.insert(QStringLiteral("name"), 3);
    return QJsonDocument(o).toJson();
}

void TestRulesetLibrary::loadById_data()
{
    QTest::addColumn<QStringList>("own"); // FILE=ID:NAME, FILE=ID:NAME:broken or FILE=garbage
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("name"); // of the ruleset loaded; empty when none loads
    QTest::addColumn<QString>("from"); // "built-in", or the own file it came from
    QTest::addColumn<int>("passedOver");
    QTest::addColumn<QString>("error"); // the first error's start when none loads

    QTest::newRow("built-in") << QStringList{} << "kgcwo"
                              << "King George Commands and We Obey"
                              << "built-in" << 0 << "";
    QTest::newRow("own-file-wins") << QStringList{"house.json=kgcwo:House KGCWO"} << "kgcwo"
                                   << "House KGCWO"
                                   << "house.json" << 0 << "";
    // The id in the file counts, not its name.
    QTest::newRow("own-file-by-id-not-name") << QStringList{"kgcwo.json=mini:Mini"} << "kgcwo"
                                             << "King George Commands and We Obey"
                                             << "built-in" << 0 << "";
    QTest::newRow("broken-own-passed-over") << QStringList{"house.json=kgcwo:House:broken"} << "kgcwo"
                                            << "King George Commands and We Obey"
                                            << "built-in" << 1 << "";
    QTest::newRow("broken-then-good-own") << QStringList{"a.json=kgcwo:A:broken", "b.json=kgcwo:B"} << "kgcwo"
                                          << "B"
                                          << "b.json" << 1 << "";
    QTest::newRow("garbage-harms-nothing")
        << QStringList{"a.json=garbage", "b.json=brigade:Own brigade"} << "brigade"
        << "Own brigade"
        << "b.json" << 0 << "";
    QTest::newRow("own-only") << QStringList{"m.json=mini:Mini"} << "mini"
                              << "Mini"
                              << "m.json" << 0 << "";
    QTest::newRow("own-only-and-broken") << QStringList{"m.json=mini:Mini:broken"} << "mini"
                                         << ""
                                         << "" << 0 << "";
    QTest::newRow("no-such-id") << QStringList{"m.json=mini:Mini"} << "nothing"
                                << ""
                                << "" << 0 << "no ruleset \"nothing\"; 'adjutant-cli rulesets' lists them";
    QTest::newRow("by-path") << QStringList{"m.json=mini:By path"} << "PATH/m.json"
                             << "By path"
                             << "m.json" << 0 << "";
    QTest::newRow("by-missing-path") << QStringList{} << "PATH/none.json"
                                     << ""
                                     << "" << 0 << "";
}

void TestRulesetLibrary::loadById()
{
    QFETCH(QStringList, own);
    QFETCH(QString, asked);
    QFETCH(QString, name);
    QFETCH(QString, from);
    QFETCH(int, passedOver);
    QFETCH(QString, error);

    for (const QString &spec : own) {
        const QString file = spec.section(u'=', 0, 0);
        const QStringList parts = spec.section(u'=', 1).split(u':');
        writeOwn(file,
                 parts.first() == u"garbage" ? QByteArray("{\"id\": ")
                                             : minimalAs(parts.at(0), parts.at(1), parts.size() > 2));
    }
    asked.replace(QStringLiteral("PATH"), m_own->path());
    const RulesetLoadResult r = RulesetLibrary::load(asked);
    QCOMPARE(r.ok(), !name.isEmpty());
    QCOMPARE(r.passedOver.size(), passedOver);
    for (const RulesetError &e : r.passedOver)
        QVERIFY2(e.message.startsWith(QStringLiteral("passed over for its mistakes; the first: ")),
                 qPrintable(e.message));
    if (r.ok()) {
        QCOMPARE(r.ruleset->doc.name, name);
        if (from == u"built-in")
            QVERIFY2(r.ruleset->source.startsWith(u"rulesets/"), qPrintable(r.ruleset->source));
        else
            QCOMPARE(QFileInfo(r.ruleset->source).fileName(), from);
        QVERIFY(r.errors.isEmpty());
    } else {
        QVERIFY(!r.errors.isEmpty()); // never loaded in part, never silent
        if (!error.isEmpty())
            QVERIFY2(r.errors.first().message.startsWith(error), qPrintable(r.errors.first().message));
    }
}

void TestRulesetLibrary::loadSavedBefore_data()
{
    // A battle saved before battles kept their rules names an id and a version: Adjutant's own
    // copy of that version, else the user's file of that version, else nothing at all (never
    // another version, which would replay the battle under other rules).
    QTest::addColumn<QStringList>("own"); // FILE=VERSION
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("source"); // empty: refused
    QTest::addColumn<QString>("warning"); // a part of the one warning; empty: none

    QTest::newRow("current") << QStringList{} << "brigade"
                             << "1.5.0"
                             << "rulesets/brigade.json"
                             << "";
    QTest::newRow("last-before-pinning") << QStringList{} << "brigade"
                                         << "1.4.0"
                                         << "rulesets/earlier/brigade-1.4.0.json"
                                         << "";
    QTest::newRow("earlier-kept") << QStringList{} << "brigade"
                                  << "1.0.0"
                                  << "rulesets/earlier/brigade-1.0.0.json"
                                  << "";
    QTest::newRow("earlier-kept-second") << QStringList{} << "brigade"
                                         << "1.1.0"
                                         << "rulesets/earlier/brigade-1.1.0.json"
                                         << "";
    QTest::newRow("earlier-kept-third") << QStringList{} << "brigade"
                                        << "1.2.0"
                                        << "rulesets/earlier/brigade-1.2.0.json"
                                        << "";
    QTest::newRow("earlier-kept-fourth") << QStringList{} << "brigade"
                                         << "1.3.0"
                                         << "rulesets/earlier/brigade-1.3.0.json"
                                         << "";
    QTest::newRow("earlier-chosen-men") << QStringList{} << "chosen-men"
                                        << "1.3.0"
                                        << "rulesets/earlier/chosen-men-1.3.0.json"
                                        << "";
    QTest::newRow("earlier-kgcwo") << QStringList{} << "kgcwo"
                                   << "1.2.0"
                                   << "rulesets/earlier/kgcwo-1.2.0.json"
                                   << "";
    QTest::newRow("earlier-of-another") << QStringList{} << "nap-igougo"
                                        << "1.0.0"
                                        << "rulesets/earlier/nap-igougo-1.0.0.json"
                                        << "";
    QTest::newRow("no-such-version") << QStringList{} << "kgcwo"
                                     << "0.9"
                                     << ""
                                     << "";
    QTest::newRow("a-later-version") << QStringList{} << "brigade"
                                     << "7.0"
                                     << ""
                                     << "";
    // A version is never a way out of the folder of earlier copies.
    QTest::newRow("version-with-a-path") << QStringList{} << "brigade"
                                         << "../brigade"
                                         << ""
                                         << "";
    QTest::newRow("empty-version") << QStringList{} << "brigade"
                                   << ""
                                   << ""
                                   << "";
    // House rules of that version, begun under when Adjutant has no such version of its own.
    QTest::newRow("house-rules-of-that-version") << QStringList{"h.json=3.1"} << "brigade"
                                                 << "3.1"
                                                 << "OWN/h.json"
                                                 << "";
    QTest::newRow("house-rules-of-another-version") << QStringList{"h.json=3.1"} << "brigade"
                                                    << "1.0.0"
                                                    << "rulesets/earlier/brigade-1.0.0.json"
                                                    << "";
    // A club's copy of a built-in ruleset, one number changed, the id and version kept: the
    // battle opens under Adjutant's own, and the user is told.
    QTest::newRow("house-rules-beside-adjutants") << QStringList{"h.json=1.2.0"} << "brigade"
                                                  << "1.2.0"
                                                  << "rulesets/earlier/brigade-1.2.0.json"
                                                  << "has the id and version of Adjutant's own brigade 1.2.0";
}

void TestRulesetLibrary::loadSavedBefore()
{
    QFETCH(QStringList, own);
    QFETCH(QString, id);
    QFETCH(QString, version);
    QFETCH(QString, source);
    QFETCH(QString, warning);
    for (const QString &file : own)
        writeOwn(file.section(u'=', 0, 0),
                 minimalAs(id, QStringLiteral("House"), false, file.section(u'=', 1)));
    source.replace(QStringLiteral("OWN"), m_own->path());
    QStringList warnings;
    const RulesetLoadResult r = RulesetLibrary::loadSavedBefore(id, version, &warnings);
    if (source.isEmpty()) {
        QVERIFY(!r.ok());
        QVERIFY2(r.errors.value(0).message.contains(u"cannot be replayed as it was played"),
                 qPrintable(r.errors.value(0).message));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.ruleset->id, id);
    QCOMPARE(r.ruleset->version, version);
    QCOMPARE(r.ruleset->source, source);
    QCOMPARE(warnings.size(), warning.isEmpty() ? 0 : 1);
    if (!warning.isEmpty())
        QVERIFY2(warnings.first().contains(warning), qPrintable(warnings.first()));
}

void TestRulesetLibrary::loadExactlyByContent_data()
{
    QTest::addColumn<QStringList>("own"); // FILE=NAME, each a copy of the built-in kgcwo
    QTest::addColumn<bool>("pinnedToBuiltIn"); // else to the first own file
    QTest::addColumn<bool>("earlierToo");
    QTest::addColumn<QString>("source"); // empty: none

    QTest::newRow("built-in") << QStringList{} << true << false << "rulesets/kgcwo.json";
    // Laid out otherwise, its content the same: the same rules.
    QTest::newRow("built-in-reindented") << QStringList{"a.json=="} << true << false << "OWN/a.json";
    // A club's copy with the same id and version, one word changed: not the rules pinned.
    QTest::newRow("house-rules-changed")
        << QStringList{"a.json=Club"} << true << false << "rulesets/kgcwo.json";
    QTest::newRow("house-rules-pinned") << QStringList{"a.json=Club"} << false << false << "OWN/a.json";
    QTest::newRow("house-rules-gone") << QStringList{} << false << false << "";
}

void TestRulesetLibrary::loadExactlyByContent()
{
    QFETCH(QStringList, own);
    QFETCH(bool, pinnedToBuiltIn);
    QFETCH(bool, earlierToo);
    QFETCH(QString, source);
    QFile builtIn(QStringLiteral(":/rulesets/kgcwo.json"));
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    const QByteArray text = builtIn.readAll();
    const RulesetLoadResult original = RulesetLoader::loadData(text, QStringLiteral("kgcwo.json"));
    QVERIFY(original.ok());
    QString pinned = original.ruleset->sha256;
    for (const QString &file : own) {
        QJsonObject o = QJsonDocument::fromJson(text).object();
        const QString name = file.section(u'=', 1);
        if (!name.isEmpty() && name != u"=")
            o.insert(QStringLiteral("name"), name);
        writeOwn(file.section(u'=', 0, 0), QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    if (!pinnedToBuiltIn) {
        QJsonObject o = QJsonDocument::fromJson(text).object();
        o.insert(QStringLiteral("name"), QStringLiteral("Club"));
        pinned = RulesetLoader::loadData(QJsonDocument(o).toJson(), QStringLiteral("x.json")).ruleset->sha256;
    }
    source.replace(QStringLiteral("OWN"), m_own->path());
    const std::optional<Ruleset> r = RulesetLibrary::loadExactly(QStringLiteral("kgcwo"), pinned, earlierToo);
    QCOMPARE(r.has_value(), !source.isEmpty());
    if (r) {
        QCOMPARE(r->source, source);
        QCOMPARE(r->sha256, pinned);
        // Loaded from the file as it was read to be hashed: the very ruleset its bytes load into.
        const RulesetLoadResult plain = RulesetLoader::loadFile(
            source.startsWith(u"rulesets/") ? QStringLiteral(":/") + source : source);
        QVERIFY(plain.ok());
        QCOMPARE(r->canonical, plain.ruleset->canonical);
        QCOMPARE(r->sha256, plain.ruleset->sha256);
        QCOMPARE(r->doc.name, plain.ruleset->doc.name);
        QCOMPARE(r->fields.size(), plain.ruleset->fields.size());
        QCOMPARE(r->tests.size(), plain.ruleset->tests.size());
        QCOMPARE(r->migrated, plain.ruleset->migrated);
    }
}

void TestRulesetLibrary::contentHashIgnoresLayout()
{
    // What a battle is pinned to is the content: spaces, line breaks and the order of keys do
    // not count, a changed number does.
    const QByteArray a = R"({"format": 2, "id": "t", "name": "T", "version": "1"})";
    const QByteArray b
        = "{\n  \"version\": \"1\",\n  \"name\": \"T\",\n  \"id\": \"t\",\n  \"format\": 2\n}\n";
    const QByteArray c = R"({"format": 2, "id": "t", "name": "T", "version": "2"})";
    const QString ha = RulesetLoader::loadData(a, QStringLiteral("a.json")).ruleset->sha256;
    QCOMPARE(RulesetLoader::loadData(b, QStringLiteral("b.json")).ruleset->sha256, ha);
    QVERIFY(RulesetLoader::loadData(c, QStringLiteral("c.json")).ruleset->sha256 != ha);
    QCOMPARE(ha.size(), 64);
}

void TestRulesetLibrary::listsBuiltInAndOwn()
{
    writeOwn(QStringLiteral("a-house.json"), minimalAs(QStringLiteral("kgcwo"), QStringLiteral("House")));
    writeOwn(QStringLiteral("b-broken.json"), minimalAs(QStringLiteral("mine"), QStringLiteral("M"), true));
    writeOwn(QStringLiteral("c-garbage.json"), "not json");
    writeOwn(QStringLiteral("d-notes.txt"), "not a ruleset");
    const QList<RulesetLibrary::Entry> entries = RulesetLibrary::list();

    QStringList builtIn, own;
    for (const RulesetLibrary::Entry &e : entries)
        (e.builtIn ? builtIn : own).append(e.id);
    QCOMPARE(builtIn, (QStringList{"brigade", "chosen-men", "kgcwo", "nap-igougo"}));
    // Own files in name order; a broken one by the id it claims, one that claims none by its name.
    QCOMPARE(own, (QStringList{"kgcwo", "mine", "c-garbage"}));
    for (const RulesetLibrary::Entry &e : entries) {
        const bool broken = e.id == u"mine" || e.id == u"c-garbage";
        QCOMPARE(e.errors.isEmpty(), !broken);
        if (e.builtIn)
            QVERIFY(e.path.startsWith(u":/rulesets/"));
        if (e.id == u"kgcwo" && !e.builtIn) {
            QCOMPARE(e.name, QStringLiteral("House"));
            QCOMPARE(e.version, QStringLiteral("1"));
            QCOMPARE(e.path, m_own->filePath(QStringLiteral("a-house.json")));
        }
    }
}

QTEST_GUILESS_MAIN(TestRulesetLibrary)
#include "tst_rulesetlibrary.moc"
