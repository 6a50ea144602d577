#include "singletons.h"

#include <QQmlEngine>

namespace adjutant::ui {

FirstFrameObjects::FirstFrameObjects(QQmlEngine *engine) : QObject(engine) { }

void FirstFrameObjects::handTo(QQmlEngine *engine, Preferences *preferences, Theme *theme,
                               BattleSession *session)
{
    auto *objects = engine->findChild<FirstFrameObjects *>(QString(), Qt::FindDirectChildrenOnly);
    if (!objects)
        objects = new FirstFrameObjects(engine);
    objects->m_preferences = preferences;
    objects->m_theme = theme;
    objects->m_session = session;
    // Their maker keeps them: the engine must not delete them with itself.
    for (QObject *object : std::initializer_list<QObject *>{preferences, theme, session})
        QJSEngine::setObjectOwnership(object, QJSEngine::CppOwnership);
}

template<typename T>
T *FirstFrameObjects::handedTo(QQmlEngine *engine)
{
    const auto *objects = engine->findChild<FirstFrameObjects *>(QString(), Qt::FindDirectChildrenOnly);
    if (!objects)
        return nullptr;
    if constexpr (std::is_same_v<T, Preferences>)
        return objects->m_preferences;
    else if constexpr (std::is_same_v<T, Theme>)
        return objects->m_theme;
    else
        return objects->m_session;
}

Preferences *PreferencesSingleton::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    Preferences *handed = FirstFrameObjects::handedTo<Preferences>(qmlEngine);
    return handed ? handed : new Preferences;
}

Theme *ThemeSingleton::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    Theme *handed = FirstFrameObjects::handedTo<Theme>(qmlEngine);
    return handed
        ? handed
        : new Theme(qmlEngine->singletonInstance<Preferences *>(qmlTypeId("Adjutant", 1, 0, "Preferences")));
}

BattleSession *BattleSessionSingleton::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    BattleSession *handed = FirstFrameObjects::handedTo<BattleSession>(qmlEngine);
    return handed ? handed : new BattleSession;
}

} // namespace adjutant::ui
