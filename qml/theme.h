#pragma once

#include <QColor>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace adjutant::ui {

class Preferences;

// Colours and sizes in one place (`Theme.text` in QML). High contrast in both themes; sizes for a
// tablet at arm's length.
// The colours follow the player's dark-theme setting (Preferences.darkTheme).
class Theme : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool dark READ dark NOTIFY darkChanged)

    Q_PROPERTY(QColor background READ background NOTIFY darkChanged)
    Q_PROPERTY(QColor surface READ surface NOTIFY darkChanged)
    Q_PROPERTY(QColor surfacePressed READ surfacePressed NOTIFY darkChanged)
    Q_PROPERTY(QColor outline READ outline NOTIFY darkChanged)
    Q_PROPERTY(QColor text READ text NOTIFY darkChanged)
    Q_PROPERTY(QColor textMuted READ textMuted NOTIFY darkChanged)
    Q_PROPERTY(QColor accent READ accent NOTIFY darkChanged)
    Q_PROPERTY(QColor onAccent READ onAccent NOTIFY darkChanged)
    Q_PROPERTY(QColor success READ success NOTIFY darkChanged)
    Q_PROPERTY(QColor failure READ failure NOTIFY darkChanged)
    Q_PROPERTY(QColor dieFace READ dieFace NOTIFY darkChanged)
    Q_PROPERTY(QColor dieInk READ dieInk CONSTANT)
    // Morale tones: never shown by colour alone (each has a word and a shape too).
    Q_PROPERTY(QColor steady READ steady NOTIFY darkChanged)
    Q_PROPERTY(QColor shaken READ shaken NOTIFY darkChanged)
    Q_PROPERTY(QColor routed READ routed NOTIFY darkChanged)
    Q_PROPERTY(QColor current READ current NOTIFY darkChanged) // the unit whose card is up
    Q_PROPERTY(QColor selected READ selected NOTIFY darkChanged)
    // Over the page behind a modal sheet or dialog: darker in both themes, never a light wash
    // across a dark screen.
    Q_PROPERTY(QColor scrim READ scrim NOTIFY darkChanged)

    Q_PROPERTY(int touchTarget MEMBER touchTarget CONSTANT) // at least 48 px for fingers
    Q_PROPERTY(int dieSize MEMBER dieSize CONSTANT)
    // Few sizes and weights: each pairing is one more font to set up, and one more face to learn
    // when reading the screen. They follow the system's text size (see appearance.h): never
    // smaller than these, larger when the player has asked the system for larger text.
    Q_PROPERTY(qreal fontScale READ fontScale CONSTANT)
    Q_PROPERTY(int fontSmall READ fontSmall CONSTANT)
    Q_PROPERTY(int fontBody READ fontBody CONSTANT)
    Q_PROPERTY(int fontLarge READ fontLarge CONSTANT)
    Q_PROPERTY(int fontHuge READ fontHuge CONSTANT)
    // The current card: at least 20 px, read from across the table, and the largest on screen.
    Q_PROPERTY(int fontCard READ fontCard CONSTANT)
    Q_PROPERTY(int spacing MEMBER spacing CONSTANT)
    Q_PROPERTY(int margin MEMBER margin CONSTANT)
    Q_PROPERTY(int radius MEMBER radius CONSTANT)
    Q_PROPERTY(int headerHeight MEMBER headerHeight CONSTANT)

public:
    static constexpr int touchTarget = 56;
    static constexpr int dieSize = 64;
    // The type sizes at the system's usual text size, in pixels.
    static constexpr int baseFontSmall = 16;
    static constexpr int baseFontBody = 18;
    static constexpr int baseFontLarge = 24;
    static constexpr int baseFontHuge = 40;
    static constexpr int baseFontCard = 32;
    static constexpr int spacing = 12;
    static constexpr int margin = 24;
    static constexpr int radius = 12;
    static constexpr int headerHeight = touchTarget + 16;

    // Follows `preferences`' dark-theme setting; dark when there is none.
    explicit Theme(Preferences *preferences, QObject *parent = nullptr);
    // QML's: follows the engine's own Preferences singleton.
    static Theme *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    bool dark() const;

    static qreal fontScale();
    static int fontSmall() { return scaled(baseFontSmall); }
    static int fontBody() { return scaled(baseFontBody); }
    static int fontLarge() { return scaled(baseFontLarge); }
    static int fontHuge() { return scaled(baseFontHuge); }
    static int fontCard() { return scaled(baseFontCard); }

    QColor background() const { return pick(0x11151c, 0xf4f1ea); }
    QColor surface() const { return pick(0x1c2330, 0xffffff); }
    QColor surfacePressed() const { return pick(0x2a3447, 0xe6dfcf); }
    QColor outline() const { return pick(0x3b475a, 0xb9b09b); }
    QColor text() const { return pick(0xeef1f5, 0x1b1f27); }
    QColor textMuted() const { return pick(0xaab4c3, 0x4f5766); }
    QColor accent() const { return pick(0xe3b65c, 0x7a4f00); }
    QColor onAccent() const { return pick(0x1b1f27, 0xffffff); }
    QColor success() const { return pick(0x81d98f, 0x1d6e2f); }
    QColor failure() const { return pick(0xff8f85, 0xa8231b); }
    QColor dieFace() const { return pick(0xf2ead8, 0xfffdf7); }
    static QColor dieInk() { return QColor::fromRgb(0x1b1f27); }
    QColor steady() const { return textMuted(); }
    QColor shaken() const { return pick(0xf0b43c, 0x845600); }
    QColor routed() const { return pick(0xff7a6e, 0xb3261e); }
    QColor current() const { return pick(0x2f3a22, 0xefe3bf); }
    QColor selected() const { return pick(0x263247, 0xe2e8f2); }
    QColor scrim() const { return QColor(0, 0, 0, dark() ? 160 : 100); }

    // A morale tone's colour (OrderOfBattleModel.Steady, .Shaken, .Routed).
    Q_INVOKABLE QColor toneColour(int tone) const;
    // An outcome's colour by what it means for the side taking the test (rules::Tone's id):
    // "good", "bad", anything else plain text.
    Q_INVOKABLE QColor outcomeColour(const QString &tone) const;
    // A side's colour (scenario data) as this theme paints it: lighter on the dark theme, darker on
    // the light one, until it stands out at least 3:1 from the background and the surface.
    Q_INVOKABLE QColor sideInk(const QString &colour) const;
    // WCAG 2 contrast ratio of two colours, 1 to 21.
    static double contrast(const QColor &a, const QColor &b);

Q_SIGNALS:
    void darkChanged();

private:
    static int scaled(int pixels);
    QColor pick(QRgb dark, QRgb light) const { return QColor::fromRgb(this->dark() ? dark : light); }

    bool m_dark = true; // the setting, kept: QML reads a colour many times over
};

} // namespace adjutant::ui
