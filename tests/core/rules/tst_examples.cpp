// The rules' worked examples, as data: one folder per ruleset under examples/, one file per
// example, each a situation (as `adjutant-cli resolve --situation` reads it), the faces read off
// the dice, and what the resolution must show. What is expected is written with the names of the
// CLI's JSON (`adjutant-cli resolve --json`) and compared as a part of it: every key given must
// match, keys left out are not checked, and a list must have as many entries as given (or at
// least as many, when its last entry is "...").

#include "rulestesting.h"

#include "rules/situationjson.h"
#include "rules/wording.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;
using namespace adjutant::testing;

namespace {

// What a resolution shows, under the CLI's names, as far as the examples look at it.
QJsonObject resolutionJson(const Ruleset &rs, const Resolution &r)
{
    QJsonArray steps;
    for (const TestResult &t : r.steps) {
        QJsonArray dice;
        for (const dice::RolledDie &d : t.dice)
            dice.append(QJsonObject{{QStringLiteral("sides"), d.sides},
                                    {QStringLiteral("face"), d.face},
                                    {QStringLiteral("success"), d.success},
                                    {QStringLiteral("kept"), d.kept}});
        QJsonArray effects;
        for (const EffectRecord &e : t.effects)
            effects.append(QJsonObject{{QStringLiteral("unit"), e.unitId}, {QStringLiteral("text"), e.text}});
        QJsonArray rolls;
        for (const TableRoll &roll : t.tableRolls) {
            QJsonArray faces;
            for (int f : roll.faces)
                faces.append(f);
            rolls.append(QJsonObject{{QStringLiteral("table"), roll.table},
                                     {QStringLiteral("faces"), faces},
                                     {QStringLiteral("value"), roll.value},
                                     {QStringLiteral("row"), roll.rowId},
                                     {QStringLiteral("thenValue"), roll.thenValue}});
        }
        QJsonObject o{
            {QStringLiteral("test"), t.setup.test ? t.setup.test->id : QString()},
            {QStringLiteral("actor"), t.setup.actorId},
            {QStringLiteral("target"), t.setup.targetId},
            {QStringLiteral("total"), t.setup.total},
            {QStringLiteral("need"), t.setup.needText},
            {QStringLiteral("depth"), t.depth},
            {QStringLiteral("dice"), dice},
            {QStringLiteral("value"), t.value},
            {QStringLiteral("outcome"),
             QJsonObject{{QStringLiteral("id"), t.outcomeId}, {QStringLiteral("name"), t.outcomeName}}},
            {QStringLiteral("effects"), effects},
            {QStringLiteral("tableRolls"), rolls}};
        if (t.setup.test && t.setup.test->kind == Test::Kind::Opposed)
            o.insert(QStringLiteral("margin"), t.margin);
        if (!t.figures.isEmpty()) { // the figures it fell on, by role
            QJsonObject figures;
            for (auto it = t.figures.begin(); it != t.figures.end(); ++it)
                figures.insert(it.key(), it.value());
            o.insert(QStringLiteral("figures"), figures);
        }
        steps.append(o);
    }
    QJsonArray pending;
    for (const PendingTest &p : r.pending)
        pending.append(QJsonObject{{QStringLiteral("test"), p.setup.test ? p.setup.test->id : QString()},
                                   {QStringLiteral("count"), p.count}});
    QJsonObject units;
    for (auto it = r.units.begin(); it != r.units.end(); ++it)
        units.insert(it.key(), SituationJson::unitToJson(rs, it.value()));
    return QJsonObject{{QStringLiteral("steps"), steps},
                       {QStringLiteral("pending"), pending},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(r.errors)},
                       {QStringLiteral("complete"), r.complete()}};
}

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// Whether `actual` shows everything `expected` states; if not, where it differs and how.
bool shows(const QJsonValue &actual, const QJsonValue &expected, const QString &path, QString *why)
{
    if (expected.isObject()) {
        if (!actual.isObject()) {
            *why = QStringLiteral("%1: expected an object, found %2").arg(path, compact(actual));
            return false;
        }
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!a.contains(it.key())) {
                *why = QStringLiteral("%1.%2: missing; found %3").arg(path, it.key(), compact(a));
                return false;
            }
            if (!shows(a.value(it.key()), it.value(), path + u'.' + it.key(), why))
                return false;
        }
        return true;
    }
    if (expected.isArray()) {
        QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        // A list that ends with "..." states its first entries only.
        const bool atLeast = !e.isEmpty() && e.last() == QJsonValue(u"..."_qs);
        if (atLeast)
            e.removeLast();
        if (!actual.isArray() || (atLeast ? a.size() < e.size() : a.size() != e.size())) {
            *why = QStringLiteral("%1: expected %2%3 entries, found %4")
                       .arg(path, atLeast ? u"at least "_qs : QString())
                       .arg(e.size())
                       .arg(compact(actual));
            return false;
        }
        for (qsizetype i = 0; i < e.size(); ++i)
            if (!shows(a[i], e[i], QStringLiteral("%1[%2]").arg(path).arg(i), why))
                return false;
        return true;
    }
    if (expected.isDouble() && actual.isDouble() ? expected.toDouble() != actual.toDouble()
                                                 : expected != actual) {
        *why = QStringLiteral("%1: expected %2, found %3").arg(path, compact(expected), compact(actual));
        return false;
    }
    return true;
}

} // namespace

class TestExamples : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void examples_data();
    void examples();
};

void TestExamples::examples_data()
{
    QTest::addColumn<QString>("path");
    const QDir root(QStringLiteral(RULES_TEST_DATA "/../examples"));
    QStringList files;
    QDirIterator it(root.absolutePath(), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    QVERIFY2(files.size() >= 4, "the examples folder is missing");
    for (const QString &f : std::as_const(files))
        QTest::newRow(qPrintable(root.relativeFilePath(f))) << f;
}

void TestExamples::examples()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError parseError;
    const QJsonObject example = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
    const QStringList known{u"explain"_qs, u"test"_qs, u"situation"_qs, u"faces"_qs, u"expect"_qs};
    for (auto it = example.begin(); it != example.end(); ++it)
        QVERIFY2(known.contains(it.key()), qPrintable(u"unknown key " + it.key()));
    QVERIFY2(!example.value(u"explain").toString().isEmpty(), "say what the example shows");
    QVERIFY2(example.value(u"expect").isObject(), "nothing expected");

    // The folder names the ruleset.
    const QString rulesetId = QFileInfo(path).dir().dirName();
    const Ruleset rs = loadRuleset(rulesetId);
    QStringList errors;
    const Situation s = SituationJson::read(rs, example.value(u"situation").toObject(), &errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u"; ")));
    QList<int> faces;
    for (const QJsonValue f : example.value(u"faces").toArray())
        faces.append(f.toInt());

    const Resolution r
        = Resolver(rs).resolve(example.value(u"test").toString(), s, dice::FaceQueue::of(faces));
    QString why;
    QVERIFY2(shows(resolutionJson(rs, r), example.value(u"expect"), u"expect"_qs, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
