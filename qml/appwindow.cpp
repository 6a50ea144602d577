#include "appwindow.h"

#include "battleglance.h"
#include "theme.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlFileSelector>
#include <QQmlIncubator>

namespace adjutant::ui {

// Makes the screens a piece at a time and sets them in the window before their bindings first
// run, so that they fill it from the start.
class AppWindow::ScreensIncubator : public QQmlIncubator
{
public:
    ScreensIncubator(AppWindow *window, IncubationMode mode) : QQmlIncubator(mode), m_window(window) { }

protected:
    void setInitialState(QObject *object) override
    {
        if (auto *item = qobject_cast<QQuickItem *>(object)) {
            item->setParentItem(m_window->contentItem());
            item->setSize(m_window->contentItem()->size());
        }
    }
    void statusChanged(Status status) override
    {
        if (status == Ready)
            m_window->adoptScreens(object());
        else if (status == Error)
            Q_EMIT m_window->failed(errorsText(errors()));
    }

private:
    static QString errorsText(const QList<QQmlError> &errors)
    {
        QStringList lines;
        for (const QQmlError &error : errors)
            lines.append(error.toString());
        return lines.join(u'\n');
    }
    AppWindow *m_window;
};

AppWindow::AppWindow(Theme *theme, QWindow *parent) : QQuickWindow(parent), m_theme(theme)
{
    setTitle(tr("Adjutant"));
    resize(1280, 800);
    setMinimumSize(QSize(480, 480));
    setColor(theme->background());
    connect(theme, &Theme::darkChanged, this, [this] { setColor(m_theme->background()); });
    // The screens and the glance fill the window, whatever its size.
    const auto fill = [this] {
        for (QQuickItem *item : {static_cast<QQuickItem *>(m_glance), static_cast<QQuickItem *>(m_screens)})
            if (item)
                item->setSize(contentItem()->size());
    };
    connect(contentItem(), &QQuickItem::widthChanged, this, fill);
    connect(contentItem(), &QQuickItem::heightChanged, this, fill);
}

AppWindow::~AppWindow()
{
    if (m_incubator)
        m_incubator->clear(); // a half-made object must not outlive its window
    delete m_screens;
}

void AppWindow::showGlance(BattleSession *session)
{
    m_glance = new BattleGlance(session, m_theme, contentItem());
    m_glance->setSize(contentItem()->size());
    connect(m_glance, &BattleGlance::unitChosen, this, [this](const QString &unitId) {
        m_chosenUnit = unitId;
        Q_EMIT chosenUnitChanged();
    });
    show();
}

void AppWindow::loadScreens(QQmlEngine *engine, bool startOnBattle)
{
    m_engine = engine;
    // Qt's own dialogs come in a version per style, picked by a file selector. An application
    // engine makes one only when it loads a file itself, and without it the dialogs came light
    // on a dark screen.
    if (!engine->findChild<QQmlFileSelector *>(QString(), Qt::FindDirectChildrenOnly))
        new QQmlFileSelector(engine, engine);
    // The screens are made between frames, as a Loader would make them.
    if (!engine->incubationController())
        engine->setIncubationController(incubationController());
    m_component = new QQmlComponent(engine, QUrl(QStringLiteral("qrc:/qt/qml/Adjutant/Screens.qml")),
                                    QQmlComponent::Asynchronous, this);
    const auto whenLoaded = [this, startOnBattle] {
        if (m_component->isReady())
            makeScreens(startOnBattle);
        else if (m_component->isError())
            Q_EMIT failed(m_component->errorString());
    };
    if (m_component->isLoading())
        connect(m_component, &QQmlComponent::statusChanged, this, whenLoaded);
    else
        whenLoaded();
}

void AppWindow::makeScreens(bool startOnBattle)
{
    // With nothing on screen yet, no frame would come to make them piecemeal in.
    m_incubator = std::make_unique<ScreensIncubator>(
        this, isVisible() ? QQmlIncubator::Asynchronous : QQmlIncubator::Synchronous);
    m_incubator->setInitialProperties({{QStringLiteral("startOnBattle"), startOnBattle}});
    m_component->create(*m_incubator);
}

void AppWindow::adoptScreens(QObject *screens)
{
    m_screens = qobject_cast<QQuickItem *>(screens);
    if (!m_screens) {
        delete screens;
        Q_EMIT failed(tr("The screens are not a Qt Quick item."));
        return;
    }
    m_screens->setParent(this); // found among the window's children, and gone with it
    if (!m_chosenUnit.isEmpty())
        m_screens->setProperty("unitToOpen", m_chosenUnit);
    m_screens->forceActiveFocus();
    if (m_glance)
        m_glance->deleteLater();
    Q_EMIT readyChanged();
    show();
}

} // namespace adjutant::ui
