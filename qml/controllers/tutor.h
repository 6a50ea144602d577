#pragma once

#include "gadgetlistmodel.h"

#include "learn/tutorial.h"

#include <QHash>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace adjutant::ui {

// A built-in system's guided first battle as the Learn page lists it (Tutor::tutorials' rows).
struct TutorialChoice {
    Q_GADGET
    Q_PROPERTY(QString systemId MEMBER systemId)
    Q_PROPERTY(QString system MEMBER system)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(QString progressState MEMBER progressState)
    Q_PROPERTY(QString progressText MEMBER progressText)

public:
    QString systemId; // the ruleset's id, which names its tutorial
    QString system; // the ruleset's name
    QString name;
    QString explain;
    QString progressState; // "new", "under-way", "off" or "finished"
    QString progressText; // "Left at step 3 of 12"; empty for a new one

    friend bool operator==(const TutorialChoice &, const TutorialChoice &) = default;
};

// The guided first battle: which system's tutorial is under way, its step, and the newcomer's
// place in each system's tutorial, kept in the data folder (learn/tutor.json) at every step so
// that closing the app (or a tablet going to sleep) and coming back goes on at the same step.
// The tutor is on while the battle on show is the tutorial's own battle and it was not turned
// off. It never plays: the screens tell it what the newcomer did (notify), and the step moves on
// when that is what the step asked for.
class Tutor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The battle file on show (BattleSession.filePath, bound in Main.qml).
    Q_PROPERTY(QString battlePath READ battlePath WRITE setBattlePath NOTIFY changed)
    // Every built-in system with a tutorial, a TutorialChoice each: filled when first read (it
    // loads every built-in ruleset), then kept up to date as the tutor moves on.
    Q_PROPERTY(adjutant::ui::GadgetListModel *tutorials READ tutorials CONSTANT)
    // A first-timer, to whom Home offers the guided first battle: nobody has begun a tutorial
    // here, there is no battle of their own in the battles folder, and the offer was not put off
    // ("Not now", remembered in the settings).
    Q_PROPERTY(bool firstTimer READ firstTimer NOTIFY changed)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString systemId READ systemId NOTIFY changed)
    Q_PROPERTY(QString tutorialName READ tutorialName NOTIFY changed)
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY changed)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY changed)
    Q_PROPERTY(QString stepId READ stepId NOTIFY changed)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY changed)
    Q_PROPERTY(QString stepText READ stepText NOTIFY changed)
    Q_PROPERTY(QString stepTarget READ stepTarget NOTIFY changed)
    Q_PROPERTY(QString stepUntil READ stepUntil NOTIFY changed)
    // The phase or segment a step done with Next waits for (see learn::TutorStep::at); empty: any.
    Q_PROPERTY(QString stepAt READ stepAt NOTIFY changed)
    Q_PROPERTY(bool stepIsRead READ stepIsRead NOTIFY changed)
    // While a step only explains, the turn stays where it is (Draw, Next and End the turn are
    // off): one tap too many would step the battle past what the next steps show.
    Q_PROPERTY(bool holdsTheTurn READ holdsTheTurn NOTIFY changed)
    Q_PROPERTY(bool lastStep READ lastStep NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // What happened to the tutor's file when it could not be read (kept aside, left alone), for
    // the user; empty when all is well.
    Q_PROPERTY(QString fileNotice READ fileNotice CONSTANT)

public:
    explicit Tutor(QObject *parent = nullptr);
    ~Tutor() override;

    static QString progressPath();

    QString battlePath() const { return m_battlePath; }
    void setBattlePath(const QString &path);
    GadgetListModel *tutorials() const;
    bool firstTimer() const;
    bool active() const { return m_tutorial.has_value(); }
    QString systemId() const { return m_systemId; }
    QString tutorialName() const { return m_tutorial ? m_tutorial->name : QString(); }
    int stepIndex() const { return m_step; }
    int stepCount() const { return m_tutorial ? int(m_tutorial->steps.size()) : 0; }
    QString stepId() const { return step() ? step()->id : QString(); }
    QString stepTitle() const { return step() ? step()->title : QString(); }
    QString stepText() const { return step() ? step()->text : QString(); }
    QString stepTarget() const { return step() ? step()->target : QString(); }
    QString stepUntil() const;
    QString stepAt() const { return step() ? step()->at : QString(); }
    bool stepIsRead() const { return step() && step()->until == learn::TutorEvent::Read; }
    bool holdsTheTurn() const { return active() && stepIsRead(); }
    bool lastStep() const { return m_tutorial && m_step == stepCount() - 1; }
    QString error() const { return m_error; }
    QString fileNotice() const { return m_fileNotice; }

    // The scenario a system's guided battle is played in; empty if it has no tutorial.
    Q_INVOKABLE QString scenarioPath(const QString &systemId) const;
    // The battle a system's tutorial was left in, if its file is still there; else empty (a new
    // one is to be started).
    Q_INVOKABLE QString battleToResume(const QString &systemId) const;
    // The tutorial begins (or resumes, the tutor on again) in this battle: from the step it was
    // left at when the battle is the one it was left in, else from the first.
    Q_INVOKABLE bool begin(const QString &systemId, const QString &battlePath);
    // What the newcomer did ("card-drawn", "test-chosen", ...; see learn::TutorEvent): the step
    // that asked for it is done.
    Q_INVOKABLE void notify(const QString &event, const QStringList &at = {});
    // The battle just did this (BattleSession.played): a draw, a step, a test applied, an end
    // of turn, as the tutor's events; `at` is where the turn now is (BattleSession.stepIds), for
    // a step that waits for Next to reach a phase or segment.
    Q_INVOKABLE void battlePlayed(const QString &kind, const QStringList &at = {});
    // Next on a step to read (Finish on the last); Back to the step before.
    Q_INVOKABLE void next();
    Q_INVOKABLE void back();
    // The tutor is turned off; the place is kept for "Resume" on the Learn page.
    Q_INVOKABLE void turnOff();
    // Forget a system's tutorial progress, to play it again from the start.
    Q_INVOKABLE void restart(const QString &systemId);
    // "Not now" on Home's offer of a guided first battle: not offered again (the Learn page keeps
    // every tutorial).
    Q_INVOKABLE void dismissOffer();
    // The settings key that remembers it.
    static QString offerDismissedKey();

Q_SIGNALS:
    void changed();

private:
    const learn::TutorStep *step() const
    {
        return m_tutorial && m_step >= 0 && m_step < m_tutorial->steps.size() ? &m_tutorial->steps[m_step]
                                                                              : nullptr;
    }
    void attach(); // shows the tutorial of the battle on show, if any, and on
    void goTo(int step);
    void save();

    // The built-in systems' tutorials, read once: they are resources, the same for the whole run,
    // and `tutorials` is worked out again whenever the tutor moves on.
    struct Offered {
        QString id;
        QString system;
        learn::Tutorial tutorial;
    };
    const QList<Offered> &offered() const;
    QList<TutorialChoice> tutorialChoices() const;

    GadgetListModel *m_tutorials; // empty until first read
    mutable bool m_tutorialsRead = false;

    mutable std::optional<QList<Offered>> m_offered;
    QString m_battlePath;
    QHash<QString, learn::TutorProgress> m_progress;
    QString m_systemId;
    std::optional<learn::Tutorial> m_tutorial;
    int m_step = 0;
    QString m_error;
    QString m_fileNotice;
    bool m_writable = true; // false: the file was left alone, and is not written over
};

} // namespace adjutant::ui
