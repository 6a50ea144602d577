#pragma once

#include <QObject>
#include <QPointer>
#include <QtQml/qqml.h>

#include "battlesession.h"
#include "preferences.h"
#include "theme.h"

class QJSEngine;
class QQmlEngine;

namespace adjutant::ui {

// The objects behind QML's three singletons, made before there is an engine: the app builds its
// first frame from them in C++ (AppWindow), and only then makes the engine, so that no QML has to
// load first. Handed to an engine before it first uses them, they are its singletons; an engine
// with none handed to it makes its own. The one who made them keeps them.
class FirstFrameObjects : public QObject
{
    Q_OBJECT

public:
    static void handTo(QQmlEngine *engine, Preferences *preferences, Theme *theme, BattleSession *session);
    // The object handed to `engine` for type T, if any.
    template<typename T>
    static T *handedTo(QQmlEngine *engine);

private:
    explicit FirstFrameObjects(QQmlEngine *engine);
    QPointer<Preferences> m_preferences;
    QPointer<Theme> m_theme;
    QPointer<BattleSession> m_session;
};

// QML's names for them. Qt 6.4 makes a singleton with its class's default constructor when it has
// one, and only a foreign type's create() is asked first.
struct PreferencesSingleton {
    Q_GADGET
    QML_FOREIGN(adjutant::ui::Preferences)
    QML_NAMED_ELEMENT(Preferences)
    QML_SINGLETON

public:
    static Preferences *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
};

struct ThemeSingleton {
    Q_GADGET
    QML_FOREIGN(adjutant::ui::Theme)
    QML_NAMED_ELEMENT(Theme)
    QML_SINGLETON

public:
    // The engine's own theme follows the engine's Preferences.
    static Theme *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
};

struct BattleSessionSingleton {
    Q_GADGET
    QML_FOREIGN(adjutant::ui::BattleSession)
    QML_NAMED_ELEMENT(BattleSession)
    QML_SINGLETON

public:
    static BattleSession *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
};

} // namespace adjutant::ui
