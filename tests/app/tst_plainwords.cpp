// Words a player reads at arm's length: for every test of every built-in ruleset, in English,
// German and French, what the test sheet (each modifier and its reason), `resolve` (what is
// needed, the odds, the effects), Why? and the journal say carry no raw id, no "× 0", no brackets
// inside brackets, and in German and French no English fragment left untranslated.
#include "battle/journalwords.h"
#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "learn/rulesguide.h"
#include "learn/why.h"
#include "rules/figures.h"
#include "rules/resolver.h"
#include "rules/rulesetlibrary.h"
#include "rules/wording.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <utility>

using namespace adjutant;
using namespace adjutant::rules;

Q_DECLARE_METATYPE(QStringList)

namespace {

const QStringList kRulesets{QStringLiteral("kgcwo"), QStringLiteral("nap-igougo"), QStringLiteral("brigade"),
                            QStringLiteral("chosen-men")};
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};

// A unit of the first type of an arm, fresh (every field at its default: nothing to count) or
// worn (every count at one, every rating and state one step down its ladder), so that both the
// modifiers that count nothing and those that count something are read.
UnitState unitFor(const Ruleset &rs, const QString &id, const QString &name, const QString &arm, bool worn)
{
    UnitState u;
    u.id = id;
    u.name = name;
    for (const UnitType &t : rs.unitTypes)
        if (t.arm == arm || (u.type.isEmpty() && t.arm != u"commander")) {
            u.type = t.id;
            if (t.arm == arm)
                break;
        }
    for (const Field &f : rs.fields) {
        if (!worn)
            break;
        if (f.kind == FieldKind::Integer && f.minimum <= 1 && f.maximum.value_or(1) >= 1)
            u.fields.insert(f.id, 1);
        if (const Ladder *l = f.kind == FieldKind::Ladder ? rs.ladder(f.ladder) : nullptr) {
            const qsizetype at = l->indexOf(f.defaultValue.toString()) + 1;
            if (at > 0 && at < l->steps.size())
                u.fields.insert(f.id, l->steps.at(at).id);
        }
    }
    if (rs.figures) {
        Roster::ensure(rs, u);
        Roster::settle(rs, u);
    }
    return u;
}

// Ids a player must never read: those that are no plain word ("own-casualties", "maxCasualties").
QStringList rawIds(const Ruleset &rs)
{
    QStringList ids;
    const auto add = [&](const QString &id) {
        static const QRegularExpression notAWord(QStringLiteral("-|[a-z][A-Z]"));
        if (id.contains(notAWord))
            ids.append(id);
    };
    for (const Field &f : rs.fields)
        add(f.id);
    for (const UnitType &t : rs.unitTypes) {
        add(t.id);
        for (auto it = t.attributes.begin(); it != t.attributes.end(); ++it)
            add(it.key());
    }
    for (const Test &t : rs.tests) {
        add(t.id);
        for (const Modifier &m : t.modifiers) {
            add(m.id);
            for (const ModifierChoice &c : m.choices)
                add(c.id);
        }
        for (const TestInput &in : t.inputs)
            add(in.id);
        for (const Outcome &o : t.outcomes)
            add(o.id);
    }
    for (const Option &o : rs.options)
        add(o.id);
    ids.removeDuplicates();
    // An id that is also words of the ruleset's own texts ("point-blank" in "Attempting
    // point-blank fire", "the counter-charge does not start") is no raw id where they are read.
    QStringList names;
    for (const Field &f : rs.fields)
        names.append(f.doc.name); // "Rifle tap-loaded"
    for (const Test &t : rs.tests) {
        names << t.doc.name << t.doc.explain;
        for (const Modifier &m : t.modifiers)
            names.append(m.doc.name);
        for (const Outcome &o : t.outcomes)
            names << o.doc.name << o.doc.explain;
    }
    const QString allNames = names.join(u'\n');
    ids.removeIf([&](const QString &id) { return allNames.contains(id); });
    return ids;
}

// Each id as a whole word (hyphens join words), compiled once for all the texts it is sought in:
// made anew for every text, compiling them took nine tenths of the test's time.
QList<std::pair<QString, QRegularExpression>> wholeWords(const QStringList &ids)
{
    QList<std::pair<QString, QRegularExpression>> patterns;
    for (const QString &id : ids)
        patterns.append(
            {id, QRegularExpression(u"(?<![\\w-])"_qs + QRegularExpression::escape(id) + u"(?![\\w-])"_qs)});
    return patterns;
}

// What each screen shows of one test: the sheet's modifiers, resolve's need and odds and effects,
// Why? and the journal, each text led by where it is shown.
QStringList textsOf(const Ruleset &rs, const QString &testId, bool worn)
{
    const UnitState actor = unitFor(rs, QStringLiteral("grenadiers"), QStringLiteral("Grenadiers"),
                                    QStringLiteral("infantry"), worn);
    const UnitState target = unitFor(rs, QStringLiteral("voltigeurs"), QStringLiteral("Voltigeurs"),
                                     QStringLiteral("infantry"), worn);
    Situation s;
    s.units.insert(QStringLiteral("actor"), actor);
    s.units.insert(QStringLiteral("target"), target);
    if (const Test *t = rs.test(testId))
        for (const TestInput &in : t->inputs)
            s.inputs.insert(in.id, std::clamp(1, in.minimum, in.maximum));
    QStringList out;
    const Resolver resolver(rs);
    const TestSetup setup = resolver.setup(testId, s);
    for (const AppliedModifier &m : setup.modifiers)
        if (m.applicable)
            out.append(
                QStringLiteral("sheet: %1 %2: %3").arg(Wording::signedNumber(m.value), m.doc.name, m.detail));
    if (!setup.problems.isEmpty())
        return out; // a test this unit cannot take here: its modifiers are all it shows
    out.append(QStringLiteral("resolve: ") + setup.needText);
    for (const OutcomeOdds &o : setup.odds)
        out.append(QStringLiteral("odds: ") + o.name);
    dice::SeededRandomSource dice(7);
    QList<int> rolled;
    const Resolution r = resolver.resolve(testId, s, dice::FaceQueue::rolling(dice, &rolled));
    for (const TestResult &t : r.steps)
        for (const EffectRecord &e : t.effects)
            if (!e.bookkeeping)
                out.append(QStringLiteral("effect: ") + e.text);
    const auto names = [&](const QString &id) {
        return id == actor.id ? actor.name : id == target.id ? target.name : id;
    };
    for (const QString &line : learn::Why::forResolution(r, names))
        out.append(QStringLiteral("why: ") + line);
    battle::BattleState before;
    before.units.insert(actor.id, actor);
    before.units.insert(target.id, target);
    battle::BattleState after = before;
    for (auto it = r.units.begin(); it != r.units.end(); ++it)
        after.units.insert(it.key(), it.value());
    const battle::JournalWords journal(rs, before.units.hash(), after);
    for (qsizetype i = 0; i < r.steps.size(); ++i)
        out.append(QStringLiteral("journal: ")
                   + (i == 0 ? journal.lead(r.steps.at(i)) : journal.followUp(r.steps.at(i))));
    for (const QString &line : journal.changes({actor.id, target.id}))
        out.append(QStringLiteral("journal: ") + line);
    return out;
}

} // namespace

class TestPlainWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readAloud_data();
    void readAloud();
    void rulesGuideReadAloud_data();
    void rulesGuideReadAloud();
    void cleanup();

private:
    void useLanguage(const QString &language);
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

void TestPlainWords::useLanguage(const QString &language)
{
    cleanup();
    // The English catalogue (the source's plural forms) first, so that it is searched last, then
    // the language's own: Qt asks the translator installed last first.
    for (const QString &lang : {QStringLiteral("en"), language}) {
        auto t = std::make_unique<QTranslator>();
        QVERIFY(t->load(QStringLiteral(":/i18n/adjutant_%1.qm").arg(lang)));
        QCoreApplication::installTranslator(t.get());
        m_translators.push_back(std::move(t));
        if (language == u"en")
            break;
    }
    QLocale::setDefault(QLocale(language));
}

void TestPlainWords::cleanup()
{
    for (const auto &t : m_translators)
        QCoreApplication::removeTranslator(t.get());
    m_translators.clear();
    QLocale::setDefault(QLocale::c());
}

void TestPlainWords::readAloud_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("language");
    for (const QString &id : kRulesets) {
        const RulesetLoadResult loaded = RulesetLibrary::load(id);
        QVERIFY(loaded.ok());
        for (const Test &t : loaded.ruleset->tests)
            for (const QString &language : kLanguages)
                QTest::addRow("%s/%s/%s", qPrintable(id), qPrintable(t.id), qPrintable(language))
                    << id << t.id << language;
    }
}

void TestPlainWords::readAloud()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, test);
    QFETCH(QString, language);
    useLanguage(language);
    const RulesetLoadResult loaded = RulesetLibrary::load(ruleset); // its texts in this language
    QVERIFY(loaded.ok());
    const Ruleset &rs = *loaded.ruleset;
    const QStringList texts = textsOf(rs, test, false) + textsOf(rs, test, true);
    QVERIFY(!texts.isEmpty());

    const QList<std::pair<QString, QRegularExpression>> words = wholeWords(rawIds(rs));
    static const QRegularExpression timesNought(QStringLiteral("×\\s*0(?![0-9])"));
    static const QRegularExpression nested(QStringLiteral("\\([^()]*\\("));
    // The English of the engine's own phrases, which a German or French reader must never meet.
    static const QRegularExpression english(
        QStringLiteral("\\b(because|only when|not now|the unit|the target|tick it|choose one|needs|for each|"
                       "either|both|and|is|the|of|against|hits?|result)\\b"));
    QStringList wrong;
    for (const QString &text : texts) {
        for (const auto &[id, word] : words)
            if (word.match(text).hasMatch())
                wrong.append(QStringLiteral("raw id \"%1\" in: %2").arg(id, text));
        if (timesNought.match(text).hasMatch())
            wrong.append(QStringLiteral("\"× 0\" in: ") + text);
        if (nested.match(text).hasMatch())
            wrong.append(QStringLiteral("brackets in brackets in: ") + text);
        if (language != u"en")
            if (const auto m = english.match(text); m.hasMatch())
                wrong.append(QStringLiteral("English \"%1\" in: %2").arg(m.captured(1), text));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u"\n")));
}

// The rules guide's facts and values (dice, needs, what each modifier counts and when) are read
// the same way: no raw id (an arm's either: "artillery" in German is "Artillerie"), no placeholder
// phrase where a count belongs.
void TestPlainWords::rulesGuideReadAloud_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("language");
    for (const QString &id : kRulesets)
        for (const QString &language : kLanguages)
            QTest::addRow("%s/%s", qPrintable(id), qPrintable(language)) << id << language;
}

void TestPlainWords::rulesGuideReadAloud()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, language);
    useLanguage(language);
    const RulesetLoadResult loaded = RulesetLibrary::load(ruleset);
    QVERIFY(loaded.ok());
    const Ruleset &rs = *loaded.ruleset;
    QStringList ids = rawIds(rs);
    if (language != u"en")
        for (const UnitType &t : rs.unitTypes)
            if (!ids.contains(t.arm))
                ids.append(t.arm); // an English word in a German or French sentence
    const QList<std::pair<QString, QRegularExpression>> words = wholeWords(ids);
    QStringList wrong;
    for (const learn::GuideSection &section : learn::RulesGuide::build(rs)) {
        QStringList texts = section.facts;
        for (const learn::GuideEntry &e : section.entries)
            texts.append(e.value);
        for (const QString &text : std::as_const(texts)) {
            for (const auto &[id, word] : words)
                if (word.match(text).hasMatch())
                    wrong.append(QStringLiteral("%1: raw id \"%2\" in: %3").arg(section.title, id, text));
            if (text.contains(u"the number its rule gives"))
                wrong.append(QStringLiteral("%1: a placeholder for a count in: %2").arg(section.title, text));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u"\n")));
}

QTEST_GUILESS_MAIN(TestPlainWords)
#include "tst_plainwords.moc"
