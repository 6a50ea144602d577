#include "preferences.h"

#include "files/appfolders.h"
#include "report/entryevents.h"

#include <QTextToSpeech>

#include <algorithm>

namespace adjutant::ui {

namespace {
const QString kDarkTheme = QStringLiteral("appearance/darkTheme");
const QString kDiceByHand = QStringLiteral("dice/byHand");
const QString kConfirmEffects = QStringLiteral("tests/confirmEffects");
const QString kUmpireMode = QStringLiteral("battle/umpireMode");
const QString kSoundOn = QStringLiteral("sound/on");
const QString kSoundVolume = QStringLiteral("sound/volume");
const QString kMutedCues = QStringLiteral("sound/mutedCues");
const QString kSpeechOn = QStringLiteral("speech/on");
} // namespace

Preferences::Preferences(QObject *parent) : QObject(parent) { }

bool Preferences::store(const QString &key, const QVariant &value)
{
    if (m_settings.contains(key) && m_settings.value(key) == value)
        return false;
    m_settings.setValue(key, value);
    m_settings.sync(); // a tablet may sleep at any moment
    return true;
}

bool Preferences::darkTheme() const
{
    return m_settings.value(kDarkTheme, true).toBool();
}

void Preferences::setDarkTheme(bool dark)
{
    if (darkTheme() != dark && store(kDarkTheme, dark))
        Q_EMIT darkThemeChanged();
}

bool Preferences::diceByHand() const
{
    return m_settings.value(kDiceByHand, false).toBool();
}

void Preferences::setDiceByHand(bool byHand)
{
    if (diceByHand() != byHand && store(kDiceByHand, byHand))
        Q_EMIT diceByHandChanged();
}

bool Preferences::confirmEffects() const
{
    return m_settings.value(kConfirmEffects, true).toBool();
}

void Preferences::setConfirmEffects(bool confirm)
{
    if (confirmEffects() != confirm && store(kConfirmEffects, confirm))
        Q_EMIT confirmEffectsChanged();
}

bool Preferences::umpireMode() const
{
    return m_settings.value(kUmpireMode, false).toBool();
}

void Preferences::setUmpireMode(bool on)
{
    if (umpireMode() != on && store(kUmpireMode, on))
        Q_EMIT umpireModeChanged();
}

bool Preferences::soundOn() const
{
    return m_settings.value(kSoundOn, true).toBool();
}

void Preferences::setSoundOn(bool on)
{
    if (soundOn() != on && store(kSoundOn, on))
        Q_EMIT soundChanged();
}

double Preferences::soundVolume() const
{
    return std::clamp(m_settings.value(kSoundVolume, 0.7).toDouble(), 0.0, 1.0);
}

void Preferences::setSoundVolume(double volume)
{
    volume = std::clamp(volume, 0.0, 1.0);
    if (!qFuzzyCompare(soundVolume() + 1, volume + 1) && store(kSoundVolume, volume))
        Q_EMIT soundChanged();
}

QStringList Preferences::mutedCues() const
{
    return m_settings.value(kMutedCues).toStringList();
}

void Preferences::setCueOn(const QString &cue, bool on)
{
    QStringList muted = mutedCues();
    if (muted.contains(cue) != on)
        return;
    if (on)
        muted.removeAll(cue);
    else
        muted.append(cue);
    if (store(kMutedCues, muted))
        Q_EMIT soundChanged();
}

QVariantList Preferences::cues() const
{
    QVariantList out;
    for (const report::Cue c : report::allCues()) {
        QString name;
        switch (c) {
        case report::Cue::Card:
            name = tr("A card drawn");
            break;
        case report::Cue::Phase:
            name = tr("The next phase");
            break;
        case report::Cue::Dice:
            name = tr("Dice rolled by the app");
            break;
        case report::Cue::Volley:
            name = tr("A volley");
            break;
        case report::Cue::Cannon:
            name = tr("A cannon");
            break;
        case report::Cue::Charge:
            name = tr("A charge");
            break;
        case report::Cue::Break:
            name = tr("A unit breaks");
            break;
        case report::Cue::TurnEnd:
            name = tr("The end of the turn");
            break;
        }
        out.append(QVariantMap{{QStringLiteral("id"), report::cueId(c)}, {QStringLiteral("name"), name}});
    }
    return out;
}

bool Preferences::speechOn() const
{
    return m_settings.value(kSpeechOn, false).toBool();
}

void Preferences::setSpeechOn(bool on)
{
    if (speechOn() != on && store(kSpeechOn, on))
        Q_EMIT speechOnChanged();
}

bool Preferences::speechAvailable()
{
    static const bool available = !QTextToSpeech::availableEngines().isEmpty();
    return available;
}

QString Preferences::settingsNotice()
{
    return AppFolders::settingsNotice();
}

} // namespace adjutant::ui
