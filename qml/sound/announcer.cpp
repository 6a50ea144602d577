#include "announcer.h"

#include "battlesession.h"
#include "preferences.h"

#include <QFile>
#include <QLocale>
#include <QTextToSpeech>
#include <QTimer>
#include <QtEndian>

namespace adjutant::ui {

namespace {
constexpr int kGapMs = 60; // between two cues of one event
} // namespace

Announcer::Announcer(QObject *parent) : QObject(parent) { }

Announcer::~Announcer()
{
    if (m_session && m_session->announcer() == this)
        m_session->setAnnouncer(nullptr);
}

void Announcer::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_session && m_session->announcer() == this)
        m_session->setAnnouncer(nullptr);
    m_session = session;
    if (m_session)
        m_session->setAnnouncer(this);
    Q_EMIT sessionChanged();
}

void Announcer::setPreferences(Preferences *preferences)
{
    if (m_preferences == preferences)
        return;
    m_preferences = preferences;
    Q_EMIT preferencesChanged();
}

void Announcer::setAudioAvailable(bool available)
{
    if (m_audioAvailable == available)
        return;
    m_audioAvailable = available;
    Q_EMIT audioAvailableChanged();
}

QString Announcer::soundUrl(const QString &cueId)
{
    return QStringLiteral("qrc:/sounds/%1.wav").arg(cueId);
}

int Announcer::lengthMs(const QString &cueId)
{
    QFile wav(QStringLiteral(":/sounds/%1.wav").arg(cueId));
    if (!wav.open(QIODevice::ReadOnly))
        return 0;
    // The canonical 44-byte header: the byte rate at 28, the data's size at 40.
    const QByteArray header = wav.read(44);
    if (header.size() < 44 || !header.startsWith("RIFF"))
        return 0;
    const quint32 byteRate = qFromLittleEndian<quint32>(header.constData() + 28);
    const quint32 bytes = qFromLittleEndian<quint32>(header.constData() + 40);
    return byteRate ? int(quint64(bytes) * 1000 / byteRate) : 0;
}

void Announcer::cue(report::Cue cue)
{
    const QString id = report::cueId(cue);
    if (!m_audioAvailable || !m_preferences || !m_preferences->soundOn() || !m_preferences->cueOn(id))
        return;
    m_queue.append(id);
    if (!m_playing)
        playNext();
}

void Announcer::playNext()
{
    if (m_queue.isEmpty()) {
        m_playing = false;
        return;
    }
    m_playing = true;
    const QString id = m_queue.takeFirst();
    Q_EMIT soundRequested(id, m_preferences ? m_preferences->soundVolume() : 0.7);
    // The next cue when this one is over, by the clock: playback is never waited on.
    QTimer::singleShot(lengthMs(id) + kGapMs, this, &Announcer::playNext);
}

void Announcer::say(const QString &text)
{
    if (!m_preferences || !m_preferences->speechOn() || !Preferences::speechAvailable() || text.isEmpty())
        return;
    if (m_words.isEmpty())
        QTimer::singleShot(0, this, &Announcer::speakPending);
    m_words.append(text);
}

void Announcer::speakPending()
{
    const QString text = m_words.join(QStringLiteral(". "));
    m_words.clear();
    if (!m_speech) {
        m_speech = new QTextToSpeech(this);
        // The app's language, when the engine has a voice for it.
        const QLocale language;
        for (const QLocale &l : m_speech->availableLocales())
            if (l.language() == language.language()) {
                m_speech->setLocale(l);
                break;
            }
    }
    if (m_preferences)
        m_speech->setVolume(m_preferences->soundVolume());
    m_speech->say(text);
}

} // namespace adjutant::ui
