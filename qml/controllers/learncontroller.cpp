#include "learncontroller.h"

#include "battle/scenario.h"
#include "files/appfolders.h"
#include "rules/rulesetlibrary.h"

#include <QFile>
#include <QRandomGenerator>

namespace adjutant::ui {

using namespace adjutant::learn;

struct LearnController::System {
    rules::Ruleset ruleset;
    battle::Scenario scenario;
    QList<GuideSection> guide;
    std::unique_ptr<DrillMaker> maker;
};

namespace {

QString demoPath(const QString &rulesetId)
{
    return u":/scenarios/" + rulesetId + u"-demo.json";
}

QString kindWord(GuideSection::Kind k)
{
    switch (k) {
    case GuideSection::Kind::Turn:
        return QStringLiteral("turn");
    case GuideSection::Kind::Test:
        return QStringLiteral("test");
    case GuideSection::Kind::Table:
        return QStringLiteral("table");
    case GuideSection::Kind::Procedure:
        return QStringLiteral("procedure");
    case GuideSection::Kind::Rules:
        return QStringLiteral("rules");
    }
    return QString();
}

quint64 mix(quint64 x)
{
    // splitmix64: the next seed from the last, the same on every machine
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

LearnController::LearnController(QObject *parent)
    : QObject(parent),
      m_systems(GadgetListModel::of<LearnSystem>(this)),
      m_sections(GadgetListModel::of<GuideSectionRow>(this)),
      m_modifierChoices(GadgetListModel::of<DrillChoice>(this))
{
    bool fixed = false;
    const quint64 given = qEnvironmentVariable("ADJUTANT_SEED").toULongLong(&fixed);
    m_seed = fixed ? given : QRandomGenerator::global()->generate64();
    const DrillProgressFile::Loaded loaded = DrillProgressFile::load(progressPath());
    m_progress = loaded.progress;
    m_fileNotice = loaded.notice;
    m_progressWritable = loaded.writable;
}

LearnController::~LearnController() = default;

QString LearnController::progressPath()
{
    return AppFolders::root() + QStringLiteral("/learn/progress.json");
}

GadgetListModel *LearnController::systems() const
{
    if (!m_systemsListed) {
        m_systemsListed = true;
        QList<LearnSystem> out;
        for (const rules::RulesetLibrary::Entry &e : rules::RulesetLibrary::list())
            if (e.builtIn && e.errors.isEmpty() && QFile::exists(demoPath(e.id)))
                out.append({e.id, e.name});
        m_systems->setRows(out);
    }
    return m_systems;
}

void LearnController::setSystemId(const QString &id)
{
    if (id == m_systemId)
        return;
    m_system.reset();
    m_systemId.clear();
    m_drill.reset();
    m_verdict.reset();
    const rules::RulesetLoadResult rs = rules::RulesetLibrary::load(id);
    QFile f(demoPath(id));
    if (rs.ok() && f.open(QIODevice::ReadOnly)) {
        battle::ScenarioLoadResult sc
            = battle::ScenarioLoader::loadData(f.readAll(), f.fileName(), *rs.ruleset);
        if (sc.ok()) {
            m_system = std::make_unique<System>();
            m_system->ruleset = *rs.ruleset;
            m_system->scenario = *sc.scenario;
            m_system->guide = RulesGuide::build(m_system->ruleset);
            m_system->maker = std::make_unique<DrillMaker>(m_system->ruleset, m_system->scenario);
            m_systemId = id;
        }
    }
    showSections();
    showDrillChoices();
    Q_EMIT systemChanged();
    Q_EMIT sectionsChanged();
    Q_EMIT drillChanged();
    Q_EMIT answerChanged();
}

QString LearnController::systemName() const
{
    return m_system ? m_system->ruleset.doc.name : QString();
}

void LearnController::setSearch(const QString &text)
{
    if (text == m_search)
        return;
    m_search = text;
    showSections();
    Q_EMIT sectionsChanged();
}

void LearnController::showSections()
{
    m_shown = m_system ? RulesGuide::search(m_system->guide, m_search) : QList<GuideSection>();
    QList<GuideSectionRow> rows;
    rows.reserve(m_shown.size());
    for (const GuideSection &s : std::as_const(m_shown)) {
        QList<GuideEntryRow> entries;
        for (const GuideEntry &e : s.entries)
            entries.append({e.anchor, e.name, e.value, e.explain, e.ref});
        rows.append({s.anchor, kindWord(s.kind), s.title, s.explain, s.ref, s.facts, entries});
    }
    m_sections->setRows(rows);
}

int LearnController::sectionOf(const QString &anchor) const
{
    for (qsizetype i = 0; i < m_shown.size(); ++i) {
        if (m_shown.at(i).anchor == anchor)
            return int(i);
        for (const GuideEntry &e : m_shown.at(i).entries)
            if (e.anchor == anchor)
                return int(i);
    }
    return -1;
}

void LearnController::setKind(const QString &kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    Q_EMIT kindChanged();
}

void LearnController::setSeed(quint64 seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    Q_EMIT kindChanged();
}

bool LearnController::nextDrill()
{
    m_verdict.reset();
    m_drill.reset();
    if (m_system) {
        const DrillProgress p = progress();
        m_seed = mix(m_seed);
        const DrillKind kind = drillKindFromId(m_kind).value_or(DrillMaker::nextKind(m_seed, &p));
        m_drill = m_system->maker->make(kind, m_seed, &p);
    }
    showDrillChoices();
    Q_EMIT drillChanged();
    Q_EMIT answerChanged();
    return m_drill.has_value();
}

QString LearnController::drillKind() const
{
    return m_drill ? drillKindId(m_drill->kind) : QString();
}
QString LearnController::question() const
{
    return m_drill ? m_drill->question : QString();
}
QString LearnController::testName() const
{
    return m_drill ? m_drill->testName : QString();
}
QString LearnController::testAnchor() const
{
    return m_drill ? RulesGuide::testAnchor(m_drill->testId) : QString();
}
QString LearnController::actorName() const
{
    return m_drill ? m_drill->actorName : QString();
}
QStringList LearnController::actorShows() const
{
    return m_drill ? m_drill->actorShows : QStringList();
}
QString LearnController::targetName() const
{
    return m_drill ? m_drill->targetName : QString();
}
QStringList LearnController::targetShows() const
{
    return m_drill ? m_drill->targetShows : QStringList();
}
QStringList LearnController::tableShows() const
{
    return m_drill ? m_drill->tableShows : QStringList();
}
int LearnController::dieSides() const
{
    return m_drill ? m_drill->dieSides : 0;
}
bool LearnController::rollUnder() const
{
    return m_drill && m_drill->rollUnder;
}

void LearnController::showDrillChoices()
{
    QList<DrillChoice> out;
    if (m_drill)
        for (const DrillModifier &m : m_drill->modifiers)
            out.append({m.key, m.name});
    m_modifierChoices->setRows(out);
}

QStringList LearnController::bandNames() const
{
    QStringList out;
    for (int b = 0; b < kLikelihoodBands; ++b)
        out.append(likelihoodBandName(b));
    return out;
}

QString LearnController::progressText() const
{
    const DrillProgress p = progress();
    if (p.asked == 0)
        return tr("No drills yet in this system.");
    return tr("%1 of %n right · streak %2 · best %3", nullptr, p.asked)
        .arg(p.right)
        .arg(p.streak)
        .arg(p.bestStreak);
}

int LearnController::streak() const
{
    return progress().streak;
}

QStringList LearnController::mostMissed() const
{
    return progress().mostMissed(3);
}

void LearnController::answer(const DrillAnswer &a)
{
    if (!m_drill || m_verdict)
        return;
    m_verdict = checkDrill(*m_drill, a);
    m_progress[m_systemId].record(*m_drill, *m_verdict);
    saveProgress();
    Q_EMIT answerChanged();
}

void LearnController::answerNumber(int number)
{
    DrillAnswer a;
    a.number = number;
    answer(a);
}

void LearnController::answerChosen(const QStringList &keys)
{
    DrillAnswer a;
    a.chosen = QSet<QString>(keys.begin(), keys.end());
    answer(a);
}

void LearnController::answerBand(int band)
{
    DrillAnswer a;
    a.band = band;
    answer(a);
}

void LearnController::resetProgress()
{
    m_progress.remove(m_systemId);
    saveProgress();
    Q_EMIT answerChanged();
}

void LearnController::saveProgress()
{
    if (!m_progressWritable)
        return; // left as it was found: never written over
    // Progress is a comfort, never a reason to stop a drill: a failure is said, and drills go on.
    QString error;
    if (!DrillProgressFile::save(progressPath(), m_progress, &error) && m_fileNotice != error) {
        m_fileNotice = error;
        Q_EMIT answerChanged();
    }
}

} // namespace adjutant::ui
