// Drills: thousands of seeded drills per rule system, each of whose expected answers must be the
// resolver's (its set-up and its resolution of real faces), each of whose situations must be one
// the ruleset and the order-of-battle checks accept; answers scored and explained; progress kept
// and leaned on.
#include "learn/drill.h"

#include "battle/scenario.h"
#include "dice/facequeue.h"
#include "rules/rulesetlibrary.h"
#include "rules/situationjson.h"
#include "rules/testroles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace adjutant;
using namespace adjutant::learn;
using namespace adjutant::rules;

namespace {

struct System {
    Ruleset ruleset;
    battle::Scenario scenario;
};

System load(const QString &id)
{
    QFile f(u":/scenarios/"_qs + id + u"-demo.json"_qs);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no demo %s", qPrintable(id));
    const RulesetLoadResult rs = RulesetLibrary::load(id);
    Q_ASSERT(rs.ok());
    battle::ScenarioLoadResult sc = battle::ScenarioLoader::loadData(f.readAll(), f.fileName(), *rs.ruleset);
    Q_ASSERT(sc.ok());
    return {*rs.ruleset, *sc.scenario};
}

// The order of battle with one unit's fields replaced, wherever it stands in the hierarchy.
// Another value the field could take than v: what the question must show if the answer changes.
QVariant anotherValue(const Ruleset &rs, const Field &f, const QVariant &v)
{
    switch (f.kind) {
    case FieldKind::Flag:
        return !v.toBool();
    case FieldKind::Integer:
        return v.toInt() > f.minimum ? f.minimum : f.minimum + 1;
    case FieldKind::Ladder:
        if (const Ladder *l = rs.ladder(f.ladder))
            for (const LadderStep &step : l->steps)
                if (step.id != v.toString())
                    return step.id;
        return v;
    case FieldKind::Choice: {
        QStringList choices = f.choices;
        if (f.choicesFrom == u"formations")
            for (const Formation &fm : rs.formations)
                choices.append(fm.id);
        for (const QString &c : std::as_const(choices))
            if (c != v.toString())
                return c;
        return v;
    }
    }
    return v;
}

// The unit's fields in the order of battle replaced with the drill's; where units are figures, its
// figures go in its roster and the totals they keep are left to them.
void replaceFields(QJsonObject &node, const rules::Ruleset &rs, const rules::UnitState &unit)
{
    if (node.value(u"id").toString() == unit.id && node.contains(u"type")) {
        QVariantHash fields = unit.fields;
        if (rs.figures && !unit.figures.isEmpty()) {
            for (const rules::FigureTotal &t : rs.figures->totals)
                fields.remove(t.field);
            node.insert(u"roster"_qs, rules::SituationJson::figuresToJson(rs, unit));
        }
        node.insert(u"fields"_qs, QJsonObject::fromVariantHash(fields));
    }
    for (const QString &key : {u"sides"_qs, u"commanders"_qs, u"units"_qs}) {
        if (!node.value(key).isArray())
            continue;
        QJsonArray list = node.value(key).toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            QJsonObject child = list.at(i).toObject();
            replaceFields(child, rs, unit);
            list.replace(i, child);
        }
        node.insert(key, list);
    }
}

// The product of the dice's faces, when small enough to roll every combination.
qint64 combinations(const QList<int> &sides)
{
    qint64 n = 1;
    for (int s : sides) {
        n *= s;
        if (n > 2000)
            return -1;
    }
    return n;
}

} // namespace

class TestDrill : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyAnswerIsTheResolvers_data();
    void everyAnswerIsTheResolvers();
    void sameSeedSameDrill();
    void wrongAnswersAreExplainedModifierByModifier_data();
    void wrongAnswersAreExplainedModifierByModifier();
    void likelihoodIsRough();
    void progressIsKeptAndRead();
    void damagedProgressIsKeptAsideAndSaid_data();
    void damagedProgressIsKeptAsideAndSaid();
    void aLinkOrAPipeIsLeftAlone_data();
    void aLinkOrAPipeIsLeftAlone();
    void drillsFavourWhatIsMissed();
    void kindsMissedComeMoreOften();
};

void TestDrill::everyAnswerIsTheResolvers_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("kind");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        for (int k = 0; k < kDrillKinds; ++k)
            QTest::newRow(qPrintable(id + u'-' + drillKindId(DrillKind(k)))) << id << k;
}

void TestDrill::everyAnswerIsTheResolvers()
{
    QFETCH(QString, system);
    QFETCH(int, kind);
    const System sys = load(system);
    const DrillMaker maker(sys.ruleset, sys.scenario);
    const Resolver resolver(sys.ruleset);
    constexpr int kDrills = 500;
    int made = 0;
    int enumerated = 0;
    int scenarioChecked = 0;
    QSet<QString> testsSeen;
    for (quint64 seed = 1; seed <= kDrills; ++seed) {
        const std::optional<Drill> d = maker.make(DrillKind(kind), seed * 7919 + quint64(kind));
        if (!d)
            continue;
        ++made;
        testsSeen.insert(d->testId);
        const QString where = u"seed %1 test %2"_qs.arg(seed).arg(d->testId);
        // Only what could happen at a table: a target only for a test with another side, phrased
        // as the test it is, which the rules let this unit take as it stands ...
        const Test *test = sys.ruleset.test(d->testId);
        const bool againstATarget = testUsesRole(sys.ruleset, *test, u"target"_qs);
        const QStringList roles
            = againstATarget ? QStringList{u"actor"_qs, u"target"_qs} : QStringList{u"actor"_qs};
        QCOMPARE(d->situation.units.contains(u"target"_qs), againstATarget);
        QVERIFY2(d->question.startsWith(test->doc.name + u" by " + d->actorName), qPrintable(d->question));
        QVERIFY2(resolver.refusals(test->requirements, d->situation).isEmpty(), qPrintable(where));
        // ... each unit as the ruleset allows it ...
        for (const QString &role : roles) {
            QString why;
            QVERIFY2(maker.legal(d->situation.units.value(role), &why), qPrintable(where + u": "_qs + why));
        }
        // ... and as the order-of-battle reader accepts it (every 20th drill: it reads the whole file).
        if (seed % 20 == 0) {
            QJsonObject raw = sys.scenario.raw;
            for (const QString &role : roles) {
                replaceFields(raw, sys.ruleset, d->situation.units.value(role));
            }
            const battle::ScenarioLoadResult back
                = battle::ScenarioLoader::loadObject(raw, u"drill"_qs, sys.ruleset);
            QVERIFY2(back.ok(),
                     qPrintable(where + u": "_qs
                                + (back.errors.isEmpty() ? QString() : back.errors.first().message)));
            ++scenarioChecked;
        }
        // The expected answers are the resolver's set-up of the same situation.
        const TestSetup setup = resolver.setup(d->testId, d->situation);
        QVERIFY2(setup.problems.isEmpty(), qPrintable(where));
        QCOMPARE(d->total, setup.total);
        QSet<QString> active;
        for (const AppliedModifier &m : setup.modifiers)
            if (m.active && m.side != u"target")
                active.insert(m.choice.isEmpty() ? m.id : m.id + u':' + m.choice);
        QCOMPARE(d->counting(), active);
        switch (DrillKind(kind)) {
        case DrillKind::ModifierTotal:
        case DrillKind::WhichApply:
            break;
        case DrillKind::ScoreNeeded: {
            // Rolled for real: a die on the face needed passes and one below fails, unless a
            // natural face decides (the answer is about the score).
            const int lower = d->rollUnder ? d->neededFace + 1 : d->neededFace - 1;
            for (const int face : {d->neededFace, lower}) {
                QList<int> faces(setup.dieSides.size(), face);
                const Resolution r = resolver.resolve(d->testId, d->situation, dice::FaceQueue::of(faces));
                QVERIFY2(!r.steps.isEmpty(), qPrintable(where));
                const bool passed = r.steps.first().dice.first().success;
                if (setup.dieTest.naturalPass.contains(face) || setup.dieTest.naturalFail.contains(face))
                    continue;
                QVERIFY2(passed == (face == d->neededFace), qPrintable(where + u" face %1"_qs.arg(face)));
            }
            break;
        }
        case DrillKind::Likelihood: {
            bool found = false;
            for (const OutcomeOdds &o : setup.odds)
                if (o.id == d->outcomeId) {
                    QCOMPARE(d->probability, o.probability);
                    found = true;
                }
            QVERIFY2(found, qPrintable(where));
            // Where every combination of faces can be rolled, the resolver's results agree.
            const qint64 n = combinations(setup.dieSides);
            if (n > 0 && enumerated < 12) {
                qint64 hits = 0;
                QList<int> faces(setup.dieSides.size(), 1);
                for (qint64 i = 0; i < n; ++i) {
                    qint64 rest = i;
                    for (qsizetype k = 0; k < faces.size(); ++k) {
                        faces[k] = 1 + int(rest % setup.dieSides.at(k));
                        rest /= setup.dieSides.at(k);
                    }
                    const Resolution r
                        = resolver.resolve(d->testId, d->situation, dice::FaceQueue::of(faces));
                    QVERIFY2(!r.steps.isEmpty(), qPrintable(where));
                    const TestResult &first = r.steps.first();
                    const QString got
                        = first.outcomeId.isEmpty() ? QString::number(first.value) : first.outcomeId;
                    hits += got == d->outcomeId ? 1 : 0;
                }
                QVERIFY2(std::abs(double(hits) / double(n) - d->probability) < 1e-9, qPrintable(where));
                ++enumerated;
            }
            break;
        }
        }
        // The expected answer scores right; its own explanation is never empty.
        DrillAnswer a;
        a.number = DrillKind(kind) == DrillKind::ScoreNeeded ? d->neededFace : d->total;
        a.chosen = d->counting();
        a.band = likelihoodBand(d->probability);
        const DrillVerdict v = checkDrill(*d, a);
        QVERIFY2(v.right, qPrintable(where + u": "_qs + v.headline));
        QVERIFY2(!v.explanation.isEmpty(), qPrintable(where));
        // The face a die needs is explained from where the modifiers start.
        if (DrillKind(kind) == DrillKind::ScoreNeeded)
            QVERIFY2(v.explanation.first().startsWith(u"Before modifiers a die "),
                     qPrintable(v.explanation.first()));
        QVERIFY(!d->question.isEmpty());
        QVERIFY(!d->actorShows.isEmpty());
        // The question shows a unit's fields that the test reads, and only those: a field it
        // leaves out changes nothing in the answer, whatever its value (every 5th drill).
        if (seed % 5 == 0)
            for (const QString &role : roles) {
                const QStringList shows = role == u"actor" ? d->actorShows : d->targetShows;
                QVERIFY2(shows.size() < sys.ruleset.fields.size() / 2 + 2,
                         qPrintable(where + u": "_qs + shows.join(u" · ")));
                for (const Field &f : sys.ruleset.fields) {
                    const bool shown = std::any_of(shows.begin(), shows.end(), [&f](const QString &line) {
                        return line == f.doc.name || line.startsWith(f.doc.name + u": ")
                            || line.endsWith(u' ' + f.doc.name);
                    });
                    if (shown)
                        continue;
                    Situation changed = d->situation;
                    UnitState &u = changed.units[role];
                    const Evaluator ev(sys.ruleset, changed);
                    u.fields.insert(f.id, anotherValue(sys.ruleset, f, ev.fieldValue(u, f.id)));
                    const TestSetup again = resolver.setup(d->testId, changed);
                    if (!again.problems.isEmpty())
                        continue; // a value this test cannot be taken with: nothing to compare
                    QSet<QString> activeAgain;
                    for (const AppliedModifier &m : again.modifiers)
                        if (m.active && m.side != u"target")
                            activeAgain.insert(m.choice.isEmpty() ? m.id : m.id + u':' + m.choice);
                    QVERIFY2(again.total == setup.total && activeAgain == active,
                             qPrintable(where + u": "_qs + role + u"'s "_qs + f.id + u" is not shown"_qs));
                }
            }
    }
    qInfo("%s %s: %d drills of %d, %d tests, %d read back as orders of battle, %d enumerated",
          qPrintable(system), qPrintable(drillKindId(DrillKind(kind))), made, kDrills, int(testsSeen.size()),
          scenarioChecked, enumerated);
    QVERIFY2(made > kDrills * 9 / 10, qPrintable(QString::number(made)));
    QVERIFY(testsSeen.size() >= 2);
}

void TestDrill::sameSeedSameDrill()
{
    const System sys = load(u"kgcwo"_qs);
    const DrillMaker maker(sys.ruleset, sys.scenario);
    const Drill a = *maker.make(DrillKind::WhichApply, 42);
    const Drill b = *maker.make(DrillKind::WhichApply, 42);
    QCOMPARE(a.question, b.question);
    QCOMPARE(a.actorShows, b.actorShows);
    QCOMPARE(a.tableShows, b.tableShows);
    QCOMPARE(a.counting(), b.counting());
    int differ = 0;
    for (quint64 seed = 43; seed < 53; ++seed)
        differ += maker.make(DrillKind::WhichApply, seed)->question != a.question ? 1 : 0;
    QVERIFY(differ > 5);
}

void TestDrill::wrongAnswersAreExplainedModifierByModifier_data()
{
    QTest::addColumn<QString>("system");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        QTest::newRow(qPrintable(id)) << id;
}

void TestDrill::wrongAnswersAreExplainedModifierByModifier()
{
    QFETCH(QString, system);
    const System sys = load(system);
    const DrillMaker maker(sys.ruleset, sys.scenario);
    int leftOut = 0;
    for (quint64 seed = 1; seed <= 50; ++seed) {
        // A total one off: wrong, and every modifier that counts is named with its value; one
        // that counts for nothing here ("Casualties 0") is not spoken of.
        const Drill total = *maker.make(DrillKind::ModifierTotal, seed);
        DrillAnswer off;
        off.number = total.total + 1;
        const DrillVerdict v = checkDrill(total, off);
        QVERIFY(!v.right);
        for (const DrillModifier &m : total.modifiers)
            if (m.counts && m.value != 0)
                QVERIFY2(v.explanation.join(u'\n').contains(m.name), qPrintable(m.name));
            else if (m.counts)
                QVERIFY2(!v.explanation.join(u'\n').contains(u"Counts: " + m.name + u" 0"),
                         qPrintable(m.name));
        // A modifier that counts, left out: that one is named and missed.
        const Drill apply = *maker.make(DrillKind::WhichApply, seed);
        DrillAnswer partial;
        partial.chosen = apply.counting();
        if (partial.chosen.isEmpty())
            continue;
        const QString dropped = *partial.chosen.begin();
        partial.chosen.remove(dropped);
        const DrillVerdict w = checkDrill(apply, partial);
        QVERIFY(!w.right);
        QCOMPARE(w.missed, QStringList{dropped});
        QVERIFY(w.explanation.join(u'\n').contains(u"Left out"_qs));
        ++leftOut;
    }
    QVERIFY(leftOut > 10);
}

void TestDrill::likelihoodIsRough()
{
    Drill d;
    d.kind = DrillKind::Likelihood;
    d.outcomeName = u"Hit"_qs;
    d.probability = 0.31; // just over the 30% border
    DrillAnswer a;
    for (int band = 0; band < kLikelihoodBands; ++band) {
        a.band = band;
        QCOMPARE(checkDrill(d, a).right, band == 1 || band == 2);
    }
    d.probability = 0.40;
    for (int band = 0; band < kLikelihoodBands; ++band) {
        a.band = band;
        QCOMPARE(checkDrill(d, a).right, band == 2);
    }
}

void TestDrill::progressIsKeptAndRead()
{
    const System sys = load(u"kgcwo"_qs);
    const DrillMaker maker(sys.ruleset, sys.scenario);
    DrillProgress p;
    const Drill d = *maker.make(DrillKind::ModifierTotal, 3);
    DrillAnswer a;
    a.number = d.total;
    p.record(d, checkDrill(d, a));
    p.record(d, checkDrill(d, a));
    a.number = d.total + 3;
    const DrillVerdict wrong = checkDrill(d, a);
    p.record(d, wrong);
    QCOMPARE(p.asked, 3);
    QCOMPARE(p.right, 2);
    QCOMPARE(p.streak, 0);
    QCOMPARE(p.bestStreak, 2);
    QCOMPARE(p.missedKinds.value(u"total"_qs), 1);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"learn/progress.json"_qs);
    QString error;
    QVERIFY(DrillProgressFile::save(path, {{u"kgcwo"_qs, p}}, &error));
    const DrillProgress back = DrillProgressFile::load(path).progress.value(u"kgcwo"_qs);
    QCOMPARE(back.asked, 3);
    QCOMPARE(back.bestStreak, 2);
    QCOMPARE(back.missed, p.missed);
    QCOMPARE(back.mostMissed(3), p.mostMissed(3));
    const DrillProgressFile::Loaded none = DrillProgressFile::load(dir.filePath(u"none.json"_qs));
    QVERIFY(none.progress.isEmpty());
    QVERIFY(none.notice.isEmpty());
    QVERIFY(none.writable);
}

void TestDrill::drillsFavourWhatIsMissed()
{
    const System sys = load(u"kgcwo"_qs);
    const DrillMaker maker(sys.ruleset, sys.scenario);
    // Which modifier is missed: one that counts now and then.
    QHash<QString, int> counts;
    for (quint64 seed = 1; seed <= 200; ++seed)
        for (const QString &key : maker.make(DrillKind::WhichApply, seed)->counting())
            counts[key.section(u':', 0, 0)] += 1;
    QString rare;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        if (it.value() >= 10 && it.value() <= 60 && (rare.isEmpty() || it.value() < counts.value(rare)))
            rare = it.key();
    QVERIFY(!rare.isEmpty());
    DrillProgress p;
    p.missed.insert(rare, 5);
    int with = 0;
    for (quint64 seed = 1; seed <= 200; ++seed) {
        const QSet<QString> c = maker.make(DrillKind::WhichApply, seed, &p)->counting();
        for (const QString &key : c)
            with += key.section(u':', 0, 0) == rare ? 1 : 0;
    }
    qInfo("%s counts in %d of 200 drills, %d of 200 once missed", qPrintable(rare), counts.value(rare), with);
    QVERIFY(with > 2 * counts.value(rare));
}

void TestDrill::kindsMissedComeMoreOften()
{
    DrillProgress p;
    p.missedKinds.insert(u"odds"_qs, 10);
    int plain = 0;
    int leaning = 0;
    for (quint64 seed = 1; seed <= 400; ++seed) {
        plain += DrillMaker::nextKind(seed) == DrillKind::Likelihood ? 1 : 0;
        leaning += DrillMaker::nextKind(seed, &p) == DrillKind::Likelihood ? 1 : 0;
    }
    QVERIFY2(leaning > 2 * plain, qPrintable(u"%1 %2"_qs.arg(plain).arg(leaning)));
}

namespace {

// A progress file of 800 answers, as the app writes it.
QByteArray eightHundredAnswers()
{
    DrillProgress p;
    p.asked = 800;
    p.right = 600;
    p.bestStreak = 40;
    QJsonObject root{{u"kgcwo"_qs, p.toJson()}};
    return QJsonDocument(root).toJson();
}

} // namespace

void TestDrill::damagedProgressIsKeptAsideAndSaid_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("a-stray-byte-after-800-answers") << eightHundredAnswers() + "x";
    QTest::newRow("cut-short") << eightHundredAnswers().left(100);
    QTest::newRow("a-list") << QByteArray("[1]");
    QTest::newRow("a-system-that-is-not-an-object") << QByteArray(R"({"kgcwo": 3})");
    QTest::newRow("too-large") << QByteArray((1 << 20) + 1, ' ');
}

// One stray byte after valid JSON read as "No drills yet" without a word, and the next drill
// wrote over 800 recorded answers: now the file is kept aside, and the user told where.
void TestDrill::damagedProgressIsKeptAsideAndSaid()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"progress.json"_qs);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const DrillProgressFile::Loaded loaded = DrillProgressFile::load(path);
    QVERIFY(loaded.progress.isEmpty());
    QVERIFY(loaded.writable);
    const QStringList aside = QDir(dir.path()).entryList({u"progress.json.damaged-*"_qs});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(loaded.notice.contains(dir.filePath(aside.first())), qPrintable(loaded.notice));
    QFile kept(dir.filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), content);
    // The next drill's save writes a fresh file; the kept one is not touched.
    QString error;
    QVERIFY2(DrillProgressFile::save(path, {{u"kgcwo"_qs, DrillProgress()}}, &error), qPrintable(error));
    kept.seek(0);
    QCOMPARE(kept.readAll(), content);
}

void TestDrill::aLinkOrAPipeIsLeftAlone_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a-link-to-a-file") << u"link"_qs;
    QTest::newRow("a-link-to-dev-zero") << u"zero"_qs; // read 1.9 GB, then bad_alloc
    QTest::newRow("a-pipe") << u"pipe"_qs; // blocked the app before its window appeared
}

void TestDrill::aLinkOrAPipeIsLeftAlone()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"progress.json"_qs);
    const QString other = dir.filePath(u"ridge.adjutant"_qs);
    QFile o(other);
    QVERIFY(o.open(QIODevice::WriteOnly));
    o.write(eightHundredAnswers());
    o.close();
    if (kind == u"pipe")
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    else
        QVERIFY(QFile::link(kind == u"zero" ? u"/dev/zero"_qs : other, path));
    const DrillProgressFile::Loaded loaded = DrillProgressFile::load(path);
    QVERIFY(loaded.progress.isEmpty());
    QVERIFY(!loaded.writable);
    QVERIFY2(loaded.notice.contains(u"left as it is"_qs), qPrintable(loaded.notice));
    QString error;
    QVERIFY(!DrillProgressFile::save(path, {{u"kgcwo"_qs, DrillProgress()}}, &error));
    QVERIFY(o.open(QIODevice::ReadOnly));
    QCOMPARE(o.readAll(), eightHundredAnswers());
}

QTEST_GUILESS_MAIN(TestDrill)
#include "tst_drill.moc"
