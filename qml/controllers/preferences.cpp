#include "preferences.h"

namespace adjutant::ui {

namespace {
const QString kDarkTheme = QStringLiteral("appearance/darkTheme");
const QString kDiceByHand = QStringLiteral("dice/byHand");
const QString kConfirmEffects = QStringLiteral("tests/confirmEffects");
} // namespace

Preferences::Preferences(QObject *parent) : QObject(parent) { }

bool Preferences::store(const QString &key, bool value)
{
    if (m_settings.contains(key) && m_settings.value(key).toBool() == value)
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

} // namespace adjutant::ui
