#pragma once

#include <QPointer>
#include <QQuickWindow>

#include <memory>

class QQmlComponent;
class QQmlEngine;

namespace adjutant::ui {

class BattleGlance;
class BattleSession;
class Theme;

// The app's one window. It is made in C++, not QML: started on a battle, its first frame is the
// battle at a glance (BattleGlance), which needs no QML engine at all, and the screens (Screens.qml,
// in Qt Quick Controls, several times the cost of an empty window) load behind it and take its
// place. Started at home, the window shows when the screens are made.
class AppWindow : public QQuickWindow
{
    Q_OBJECT
    // The screens are up and take input.
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)
    // A unit tapped on the glance, whose sheet the battle page opens when it arrives.
    Q_PROPERTY(QString chosenUnit READ chosenUnit NOTIFY chosenUnitChanged)

public:
    explicit AppWindow(Theme *theme, QWindow *parent = nullptr);
    ~AppWindow() override;

    // Shows the window with the battle at a glance.
    void showGlance(BattleSession *session);
    // Loads the screens with `engine`, whose singletons must be the objects the glance shows
    // (FirstFrameObjects): compiled on the engine's loader thread, then made a piece at a time
    // between frames while the glance is up, or all at once if nothing is shown yet.
    void loadScreens(QQmlEngine *engine, bool startOnBattle);

    bool ready() const { return m_screens != nullptr; }
    QString chosenUnit() const { return m_chosenUnit; }
    QQuickItem *screens() const { return m_screens; }

Q_SIGNALS:
    void readyChanged();
    void chosenUnitChanged();
    // The screens could not be loaded; the errors, one per line.
    void failed(const QString &errors);

private:
    class ScreensIncubator;
    void makeScreens(bool startOnBattle);
    void adoptScreens(QObject *screens);

    QPointer<Theme> m_theme;
    QPointer<BattleGlance> m_glance;
    QPointer<QQmlEngine> m_engine;
    QQmlComponent *m_component = nullptr;
    std::unique_ptr<ScreensIncubator> m_incubator;
    QPointer<QQuickItem> m_screens;
    QString m_chosenUnit;
};

} // namespace adjutant::ui
