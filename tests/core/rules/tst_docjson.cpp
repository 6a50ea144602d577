#include "rules/docjson.h"

#include <QTest>
#include <QTranslator>

using namespace adjutant;
using namespace adjutant::json::checked;
using namespace adjutant::rules;

// What a file says of one of its things: the name and explanation in the app's language (from
// the file's own translation context), the rule-book reference as printed.
class TestDocJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reads_data();
    void reads();
};

namespace {

// A catalogue that knows two texts, in the context of the file "ruleset:mini" only.
class FrenchMini : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        if (QByteArrayView(context) != "ruleset:mini")
            return {};
        if (QByteArrayView(source) == "Fire")
            return QStringLiteral("Feu");
        if (QByteArrayView(source) == "Each hit needs a save.")
            return QStringLiteral("Chaque touche demande une sauvegarde.");
        if (QByteArrayView(source) == "Rule 4.2")
            return QStringLiteral("Règle 4.2");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void TestDocJson::reads_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("nameRequired");
    QTest::addColumn<QString>("context"); // the file's text context; empty: none
    QTest::addColumn<QStringList>("doc"); // name, explain, ref
    QTest::addColumn<QStringList>("errors"); // "path: message"

    QTest::newRow("all-three") << QByteArray(
        R"({"name": "Fire", "explain": "Each hit needs a save.", "ref": "Rule 4.2"})")
                               << true << "" << QStringList{"Fire", "Each hit needs a save.", "Rule 4.2"}
                               << QStringList{};
    QTest::newRow("name-only") << QByteArray(R"({"name": "Fire"})") << true << ""
                               << QStringList{"Fire", "", ""} << QStringList{};
    QTest::newRow("name-missing") << QByteArray(R"({"explain": "x"})") << true << ""
                                  << QStringList{"", "x", ""}
                                  << QStringList{"name: the key \"name\" is required"};
    QTest::newRow("name-missing-allowed")
        << QByteArray(R"({"ref": "p. 3"})") << false << "" << QStringList{"", "", "p. 3"} << QStringList{};
    QTest::newRow("name-blank") << QByteArray(R"({"name": " "})") << true << "" << QStringList{" ", "", ""}
                                << QStringList{"name: must not be empty"};
    QTest::newRow("explain-not-text")
        << QByteArray(R"({"name": "Fire", "explain": ["a", "b"]})") << true << ""
        << QStringList{"Fire", "", ""} << QStringList{"explain: expected text, found a list"};
    QTest::newRow("ref-not-text") << QByteArray(R"({"name": "Fire", "ref": 42})") << true << ""
                                  << QStringList{"Fire", "", ""}
                                  << QStringList{"ref: expected text, found a number"};
    // Translated in the file's own context; the reference is cited as printed, never translated.
    QTest::newRow("translated") << QByteArray(
        R"({"name": "Fire", "explain": "Each hit needs a save.", "ref": "Rule 4.2"})")
                                << true << "ruleset:mini"
                                << QStringList{"Feu", "Chaque touche demande une sauvegarde.", "Rule 4.2"}
                                << QStringList{};
    QTest::newRow("other-context-untranslated")
        << QByteArray(R"({"name": "Fire"})") << true << "ruleset:other" << QStringList{"Fire", "", ""}
        << QStringList{};
    QTest::newRow("text-without-translation") << QByteArray(R"({"name": "Melee"})") << true << "ruleset:mini"
                                              << QStringList{"Melee", "", ""} << QStringList{};
}

void TestDocJson::reads()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, nameRequired);
    QFETCH(QString, context);
    QFETCH(QStringList, doc);
    QFETCH(QStringList, errors);

    FrenchMini french;
    QVERIFY(QCoreApplication::installTranslator(&french));
    json::SourceJson src;
    json::SourceJsonError parseError;
    QVERIFY(json::SourceJsonReader::read(json, &src, &parseError));
    Context ctx(src, QStringLiteral("mini.json"));
    if (!context.isEmpty())
        ctx.setTextContext(context);
    const Obj o(ctx, src.root, QString(), {"name", "explain", "ref"});
    const Doc d = readDoc(o, nameRequired);
    QCoreApplication::removeTranslator(&french);
    QCOMPARE((QStringList{d.name, d.explain, d.ref}), doc);
    QStringList said;
    for (const auto &e : ctx.errors())
        said.append(e.path + u": " + e.message);
    QCOMPARE(said, errors);
}

QTEST_GUILESS_MAIN(TestDocJson)
#include "tst_docjson.moc"
