#include "tutor.h"

#include "files/appfolders.h"
#include "rules/rulesetlibrary.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QSettings>

namespace adjutant::ui {

using namespace adjutant::learn;

Tutor::Tutor(QObject *parent) : QObject(parent), m_tutorials(GadgetListModel::of<TutorialChoice>(this))
{
    connect(this, &Tutor::changed, this, [this] {
        if (m_tutorialsRead)
            m_tutorials->setRows(tutorialChoices());
    });
    const TutorProgressFile::Loaded loaded = TutorProgressFile::load(progressPath());
    m_progress = loaded.progress;
    m_fileNotice = loaded.notice;
    m_writable = loaded.writable;
}

Tutor::~Tutor() = default;

QString Tutor::progressPath()
{
    return AppFolders::root() + QStringLiteral("/learn/tutor.json");
}

void Tutor::setBattlePath(const QString &path)
{
    if (path == m_battlePath)
        return;
    m_battlePath = path;
    attach();
}

const QList<Tutor::Offered> &Tutor::offered() const
{
    if (!m_offered) {
        m_offered.emplace();
        for (const rules::RulesetLibrary::Entry &e : rules::RulesetLibrary::list()) {
            if (!e.builtIn || !e.errors.isEmpty())
                continue;
            TutorialLoadResult t = TutorialLoader::loadBuiltIn(e.id);
            if (t.ok())
                m_offered->append({e.id, e.name, std::move(*t.tutorial)});
        }
    }
    return *m_offered;
}

GadgetListModel *Tutor::tutorials() const
{
    if (!m_tutorialsRead) {
        m_tutorialsRead = true;
        m_tutorials->setRows(tutorialChoices());
    }
    return m_tutorials;
}

QList<TutorialChoice> Tutor::tutorialChoices() const
{
    QList<TutorialChoice> out;
    for (const Offered &o : offered()) {
        const auto p = m_progress.constFind(o.id);
        QString state = QStringLiteral("new");
        QString progressText;
        if (p != m_progress.cend()) {
            const int at = std::max(0, o.tutorial.indexOf(p->stepId));
            state = p->finished ? QStringLiteral("finished")
                : p->off        ? QStringLiteral("off")
                                : QStringLiteral("under-way");
            progressText = p->finished ? tr("Played to the end")
                                       : tr("Left at step %1 of %2").arg(at + 1).arg(o.tutorial.steps.size());
        }
        out.append({o.id, o.system, o.tutorial.name, o.tutorial.explain, state, progressText});
    }
    return out;
}

bool Tutor::firstTimer() const
{
    if (!m_progress.isEmpty() || QSettings().value(offerDismissedKey()).toBool())
        return false;
    // A battle of their own: any battle file (with no tutorial begun, none is a tutorial's).
    return !QDirIterator(AppFolders::battles(), {QStringLiteral("*.adjutant")}, QDir::Files).hasNext();
}

QString Tutor::offerDismissedKey()
{
    return QStringLiteral("learn/guidedOfferDismissed");
}

void Tutor::dismissOffer()
{
    QSettings().setValue(offerDismissedKey(), true);
    Q_EMIT changed();
}

QString Tutor::stepUntil() const
{
    return step() ? TutorialLoader::eventName(step()->until) : QString();
}

QString Tutor::scenarioPath(const QString &systemId) const
{
    const TutorialLoadResult t = TutorialLoader::loadBuiltIn(systemId);
    return t.ok() ? t.tutorial->scenarioPath : QString();
}

QString Tutor::battleToResume(const QString &systemId) const
{
    const TutorProgress p = m_progress.value(systemId);
    return !p.finished && !p.battlePath.isEmpty() && QFileInfo::exists(p.battlePath) ? p.battlePath
                                                                                     : QString();
}

bool Tutor::begin(const QString &systemId, const QString &battlePath)
{
    const TutorialLoadResult t = TutorialLoader::loadBuiltIn(systemId);
    if (!t.ok()) {
        m_error = t.errors.isEmpty() ? QString() : t.errors.first().toString();
        Q_EMIT changed();
        return false;
    }
    TutorProgress &p = m_progress[systemId];
    if (p.battlePath != battlePath || p.finished)
        p = TutorProgress{t.tutorial->steps.first().id, false, false, battlePath};
    p.off = false;
    save();
    // Shown at once if this is the battle on show, else when it is.
    m_battlePath.clear();
    setBattlePath(battlePath);
    return true;
}

void Tutor::attach()
{
    m_tutorial.reset();
    m_systemId.clear();
    m_step = 0;
    if (!m_battlePath.isEmpty()) {
        for (auto it = m_progress.cbegin(); it != m_progress.cend(); ++it) {
            if (it->battlePath != m_battlePath || it->off || it->finished)
                continue;
            TutorialLoadResult t = TutorialLoader::loadBuiltIn(it.key());
            if (!t.ok())
                continue;
            m_systemId = it.key();
            m_step = std::max(0, t.tutorial->indexOf(it->stepId));
            m_tutorial = std::move(t.tutorial);
            break;
        }
    }
    Q_EMIT changed();
}

void Tutor::goTo(int index)
{
    if (!m_tutorial)
        return;
    m_step = std::clamp(index, 0, stepCount() - 1);
    m_progress[m_systemId].stepId = m_tutorial->steps[m_step].id;
    save();
    Q_EMIT changed();
}

void Tutor::notify(const QString &event, const QStringList &at)
{
    const std::optional<TutorEvent> e = TutorialLoader::event(event);
    if (!step() || !e || *e == TutorEvent::Read || step()->until != *e)
        return;
    if (!step()->at.isEmpty() && !at.contains(step()->at))
        return; // not there yet: Next again
    goTo(m_step + 1);
}

void Tutor::battlePlayed(const QString &kind, const QStringList &at)
{
    if (kind == u"draw")
        notify(QStringLiteral("card-drawn"));
    else if (kind == u"next")
        notify(QStringLiteral("phase-advanced"), at);
    else if (kind == u"end-turn")
        notify(QStringLiteral("turn-ended"));
    else if (kind == u"resolve")
        notify(QStringLiteral("result-applied"));
}

void Tutor::next()
{
    if (!step() || step()->until != TutorEvent::Read)
        return;
    if (lastStep()) {
        TutorProgress &p = m_progress[m_systemId];
        p.finished = true;
        save();
        m_tutorial.reset();
        m_systemId.clear();
        Q_EMIT changed();
        return;
    }
    goTo(m_step + 1);
}

void Tutor::back()
{
    if (m_step > 0)
        goTo(m_step - 1);
}

void Tutor::turnOff()
{
    if (!m_tutorial)
        return;
    m_progress[m_systemId].off = true;
    save();
    m_tutorial.reset();
    m_systemId.clear();
    Q_EMIT changed();
}

void Tutor::restart(const QString &systemId)
{
    if (m_progress.remove(systemId) == 0)
        return;
    save();
    attach();
}

void Tutor::save()
{
    if (!m_writable)
        return; // left as it was found: never written over
    QString error;
    m_error = TutorProgressFile::save(progressPath(), m_progress, &error) ? QString() : error;
}

} // namespace adjutant::ui
