#pragma once

#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The player's settings, kept across sessions. One instance per QML engine.
class Preferences : public QObject
{
    Q_OBJECT
    // QML knows it as a singleton of the same name: see singletons.h.
    // Dark suits dim club halls; it is the default.
    Q_PROPERTY(bool darkTheme READ darkTheme WRITE setDarkTheme NOTIFY darkThemeChanged)
    // Whether tests default to typing faces from real dice rather than rolling in the app.
    Q_PROPERTY(bool diceByHand READ diceByHand WRITE setDiceByHand NOTIFY diceByHandChanged)
    // Whether a test's effects wait for a tap before they are applied.
    Q_PROPERTY(bool confirmEffects READ confirmEffects WRITE setConfirmEffects NOTIFY confirmEffectsChanged)

public:
    explicit Preferences(QObject *parent = nullptr);

    bool darkTheme() const;
    void setDarkTheme(bool dark);
    bool diceByHand() const;
    void setDiceByHand(bool byHand);
    bool confirmEffects() const;
    void setConfirmEffects(bool confirm);

Q_SIGNALS:
    void darkThemeChanged();
    void diceByHandChanged();
    void confirmEffectsChanged();

private:
    bool store(const QString &key, bool value); // true when it changed
    QSettings m_settings;
};

} // namespace adjutant::ui
