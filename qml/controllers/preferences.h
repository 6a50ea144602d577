#pragma once

#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The player's settings, kept across sessions. One instance per QML engine.
class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Dark suits dim club halls; it is the default.
    Q_PROPERTY(bool darkTheme READ darkTheme WRITE setDarkTheme NOTIFY darkThemeChanged)
    // Whether tests default to typing faces from real dice rather than rolling in the app.
    Q_PROPERTY(bool diceByHand READ diceByHand WRITE setDiceByHand NOTIFY diceByHandChanged)
    // Whether a test's effects wait for a tap before they are applied.
    Q_PROPERTY(bool confirmEffects READ confirmEffects WRITE setConfirmEffects NOTIFY confirmEffectsChanged)
    // The umpire at the table: a test or order the rules forbid offers "Allow anyway…", which
    // journals it with the umpire's reason. Off, what the rules forbid is only explained.
    Q_PROPERTY(bool umpireMode READ umpireMode WRITE setUmpireMode NOTIFY umpireModeChanged)

    // Sound cues at the table (a card drawn, a volley...): on or off, how loud, and which.
    Q_PROPERTY(bool soundOn READ soundOn WRITE setSoundOn NOTIFY soundChanged)
    Q_PROPERTY(double soundVolume READ soundVolume WRITE setSoundVolume NOTIFY soundChanged)
    Q_PROPERTY(QStringList mutedCues READ mutedCues NOTIFY soundChanged)
    // The card drawn, the phase and a test's result read aloud, in the app's language.
    Q_PROPERTY(bool speechOn READ speechOn WRITE setSpeechOn NOTIFY speechOnChanged)
    // Whether the system has a speech engine at all (Debian: qt6-speech-flite-plugin).
    Q_PROPERTY(bool speechAvailable READ speechAvailable CONSTANT)
    // Why the settings are not kept this session (a link or a pipe in the settings file's place,
    // see AppFolders::guardSettings); empty when all is well.
    Q_PROPERTY(QString settingsNotice READ settingsNotice CONSTANT)

public:
    explicit Preferences(QObject *parent = nullptr);

    bool darkTheme() const;
    void setDarkTheme(bool dark);
    bool diceByHand() const;
    void setDiceByHand(bool byHand);
    bool confirmEffects() const;
    void setConfirmEffects(bool confirm);
    bool umpireMode() const;
    void setUmpireMode(bool on);
    bool soundOn() const;
    void setSoundOn(bool on);
    double soundVolume() const;
    void setSoundVolume(double volume);
    QStringList mutedCues() const;
    // A cue by its id ("card", "volley"...): whether it plays.
    Q_INVOKABLE bool cueOn(const QString &cue) const { return !mutedCues().contains(cue); }
    Q_INVOKABLE void setCueOn(const QString &cue, bool on);
    // The cues a player can turn on and off, as [{id, name}], in the order of play.
    Q_INVOKABLE QVariantList cues() const;
    bool speechOn() const;
    void setSpeechOn(bool on);
    static bool speechAvailable();
    static QString settingsNotice();

Q_SIGNALS:
    void darkThemeChanged();
    void diceByHandChanged();
    void confirmEffectsChanged();
    void umpireModeChanged();
    void soundChanged();
    void speechOnChanged();

private:
    bool store(const QString &key, const QVariant &value); // true when it changed
    QSettings m_settings;
};

} // namespace adjutant::ui
