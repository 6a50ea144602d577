#pragma once

#include "tableannouncer.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QTextToSpeech;

namespace adjutant::ui {

class BattleSession;
class Preferences;

// The app's TableAnnouncer: hears the battle session's cues and words, keeps those the settings
// want, and hands the cues to QML one after another (TableSounds.qml plays them with Qt
// Multimedia) and the words to the system's speech engine. Nothing waits for either: a cue is
// timed by its file's length, not by playback, and without a device or an engine all is silent.
class Announcer : public QObject, public TableAnnouncer
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(adjutant::ui::Preferences *preferences READ preferences WRITE setPreferences NOTIFY
                   preferencesChanged)
    // Whether there is anything to play on; the QML side says, from Qt Multimedia's devices.
    Q_PROPERTY(bool audioAvailable READ audioAvailable WRITE setAudioAvailable NOTIFY audioAvailableChanged)

public:
    explicit Announcer(QObject *parent = nullptr);
    ~Announcer() override;

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    Preferences *preferences() const { return m_preferences; }
    void setPreferences(Preferences *preferences);
    bool audioAvailable() const { return m_audioAvailable; }
    void setAudioAvailable(bool available);

    void cue(report::Cue cue) override;
    void say(const QString &text) override;

    // A cue's sound file, and how long it lasts (from its header: no decoding, no device).
    static QString soundUrl(const QString &cueId);
    static int lengthMs(const QString &cueId);

Q_SIGNALS:
    void sessionChanged();
    void preferencesChanged();
    void audioAvailableChanged();
    // Play this cue now, at this volume (0 to 1).
    void soundRequested(const QString &cue, double volume);

private:
    void playNext();
    void speakPending();

    QPointer<BattleSession> m_session;
    QPointer<Preferences> m_preferences;
    bool m_audioAvailable = false;
    QStringList m_queue; // cues waiting for the one before to finish
    bool m_playing = false;
    QStringList m_words; // said together, once the event has been told
    QTextToSpeech *m_speech = nullptr; // made when first needed
};

} // namespace adjutant::ui
