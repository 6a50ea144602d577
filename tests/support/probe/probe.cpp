// A Qt generic plugin that watches an unmodified Qt Quick app from inside, for benchmarks and
// tests: the shipping binary carries no switches of its own for them. Qt loads it when started
// with QT_PLUGIN_PATH=<dir holding generic/> and QT_QPA_GENERIC_PLUGINS=adjutantprobe; it then
// reads what to do from the environment:
//
//   ADJUTANT_PROBE_READY=a,b,c  the frame that "takes input" is the first one swapped in which an
//                               item named a, b and c each is visible, enabled, not transparent
//                               and inside the window, and the StackView named "stack" (if any)
//                               is not moving; without it, the first frame
//   ADJUTANT_PROBE_SIZE=WxH     resize the window before its first frame
//   ADJUTANT_PROBE_TAP=name     then tap the item of that name, and with
//   ADJUTANT_PROBE_THEN=name    wait up to 10 s for an item of that name to show (exit status 3
//                               if it never does) before going on
//   ADJUTANT_PROBE_GRAB=FILE    save what that frame showed
//   ADJUTANT_PROBE_ACCESSIBLE=1 list what a screen reader finds in it (role and name), and
//                               every control shown without a name or under 48 px, and
//                               every text drawn as markup (see quickitems.h)
//   ADJUTANT_PROBE_FONTS=a,b    say the pixel size of the text of the items named a, b... in
//                               that frame:  probe font NAME PIXELS
//   ADJUTANT_PROBE_STAY=1       keep running afterwards (else the app quits)
//
// It prints, on stdout:  probe first-frame NS  and  probe ready NS CPU  (NS on
// std::chrono::steady_clock, which on Linux is CLOCK_MONOTONIC and so comparable with the
// launching process's clock; CPU the nanoseconds of processor time the whole process had used,
// which other programs on the machine do not inflate), then  probe accessible ROLE NAME  lines
// and  probe control-problem WHAT  lines.
#include "quickitems.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFont>
#include <QGenericPlugin>
#include <QMouseEvent>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace {

qint64 now()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

qint64 cpuUsed()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

void say(const QString &line)
{
    std::fputs(qPrintable(u"probe " + line + u'\n'), stdout);
    std::fflush(stdout);
}

QQuickItem *findShown(QQuickItem *item, const QString &name)
{
    if (!item || !item->isVisible() || item->opacity() <= 0)
        return nullptr;
    if (item->objectName() == name)
        return item;
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findShown(child, name))
            return found;
    return nullptr;
}

void listAccessible(QAccessibleInterface *node, int depth)
{
    if (!node || depth > 64)
        return;
    const QAccessible::State state = node->state();
    if (state.invisible || state.offscreen)
        return;
    const QString name = node->text(QAccessible::Name).simplified();
    if (!name.isEmpty())
        say(QStringLiteral("accessible %1 %2").arg(int(node->role())).arg(name));
    for (int i = 0; i < node->childCount(); ++i)
        listAccessible(node->child(i), depth + 1);
}

class Probe : public QObject
{
public:
    explicit Probe(QObject *parent) : QObject(parent)
    {
        const QString ready = qEnvironmentVariable("ADJUTANT_PROBE_READY");
        if (!ready.isEmpty())
            m_ready = ready.split(u',', Qt::SkipEmptyParts);
        if (qEnvironmentVariableIsSet("ADJUTANT_PROBE_ACCESSIBLE"))
            QAccessible::setActive(true); // as when a screen reader is running
        QCoreApplication::instance()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_window && (event->type() == QEvent::Show || event->type() == QEvent::Expose))
            if (auto *window = qobject_cast<QQuickWindow *>(watched))
                watch(window);
        return false;
    }

private:
    void watch(QQuickWindow *window)
    {
        m_window = window;
        QCoreApplication::instance()->removeEventFilter(this);
        const QStringList size = qEnvironmentVariable("ADJUTANT_PROBE_SIZE").split(u'x');
        if (size.size() == 2)
            window->resize(size.at(0).toInt(), size.at(1).toInt());
        // What a frame shows is read while it is synchronised (the GUI thread waits then), and
        // its time taken when it is swapped; either may come from a render thread.
        connect(
            window, &QQuickWindow::beforeSynchronizing, this,
            [this] {
                if (!m_readyInSync)
                    m_readyInSync = isReady();
            },
            Qt::DirectConnection);
        connect(
            window, &QQuickWindow::frameSwapped, this,
            [this] {
                const qint64 t = now();
                if (!m_firstSeen.exchange(true))
                    say(QStringLiteral("first-frame %1").arg(t));
                if (m_readyInSync && !m_readySeen.exchange(true)) {
                    say(QStringLiteral("ready %1 %2").arg(t).arg(cpuUsed()));
                    QMetaObject::invokeMethod(
                        this, [this] { finish(); }, Qt::QueuedConnection);
                }
            },
            Qt::DirectConnection);
    }

    bool isReady() const
    {
        QQuickItem *root = m_window->contentItem();
        const QRectF inside(QPointF(0, 0), m_window->size());
        for (const QString &name : m_ready) {
            QQuickItem *item = findShown(root, name);
            if (!item || !item->isEnabled()
                || !inside.contains(item->mapRectToScene(item->boundingRect()).center()))
                return false;
        }
        const QObject *stack = root->findChild<QObject *>(QStringLiteral("stack"));
        return !stack || !stack->property("busy").toBool();
    }

    void finish()
    {
        if (!m_window)
            return;
        const QString tap = qEnvironmentVariable("ADJUTANT_PROBE_TAP");
        if (QQuickItem *target = tap.isEmpty() ? nullptr : findShown(m_window->contentItem(), tap)) {
            const QPointF at = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
            for (const QEvent::Type type : {QEvent::MouseButtonPress, QEvent::MouseButtonRelease}) {
                QMouseEvent event(type, at, m_window->mapToGlobal(at), Qt::LeftButton,
                                  type == QEvent::MouseButtonPress ? Qt::LeftButton : Qt::NoButton,
                                  Qt::NoModifier);
                QCoreApplication::sendEvent(m_window, &event);
            }
        }
        const QString then = qEnvironmentVariable("ADJUTANT_PROBE_THEN");
        if (then.isEmpty()) {
            report();
            return;
        }
        m_waitingSince.start();
        connect(&m_poll, &QTimer::timeout, this, [this, then] {
            if (m_window && findShown(m_window->contentItem(), then)) {
                m_poll.stop();
                say(QStringLiteral("then %1").arg(then));
                report();
            } else if (m_waitingSince.elapsed() > 10000) {
                m_poll.stop();
                say(QStringLiteral("then-missing %1").arg(then));
                QCoreApplication::exit(3);
            }
        });
        m_poll.start(50);
    }

    // What the frame (or the screen after the tap) shows: saved, and heard as a screen reader would.
    void report()
    {
        const QString grab = qEnvironmentVariable("ADJUTANT_PROBE_GRAB");
        if (!grab.isEmpty() && !m_window->grabWindow().save(grab))
            say(QStringLiteral("grab-failed %1").arg(grab));
        const QStringList fonts
            = qEnvironmentVariable("ADJUTANT_PROBE_FONTS").split(u',', Qt::SkipEmptyParts);
        for (const QString &name : fonts)
            if (const QQuickItem *item = findShown(m_window->contentItem(), name))
                say(QStringLiteral("font %1 %2")
                        .arg(name)
                        .arg(item->property("font").value<QFont>().pixelSize()));
        if (qEnvironmentVariableIsSet("ADJUTANT_PROBE_ACCESSIBLE")) {
            listAccessible(QAccessible::queryAccessibleInterface(m_window), 0);
            const QStringList problems = adjutant::testing::controlProblems(m_window->contentItem());
            for (const QString &problem : problems)
                say(QStringLiteral("control-problem %1").arg(problem));
            for (const QString &markup : adjutant::testing::markupShown(m_window->contentItem()))
                say(QStringLiteral("control-problem shows markup: %1").arg(markup.simplified()));
        }
        say(QStringLiteral("done"));
        if (!qEnvironmentVariableIsSet("ADJUTANT_PROBE_STAY"))
            QCoreApplication::exit(0);
    }

    QPointer<QQuickWindow> m_window;
    QTimer m_poll; // for ADJUTANT_PROBE_THEN
    QElapsedTimer m_waitingSince;
    QStringList m_ready;
    bool m_readyInSync = false;
    std::atomic_bool m_firstSeen = false;
    std::atomic_bool m_readySeen = false;
};

class ProbePlugin : public QGenericPlugin
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID QGenericPluginFactoryInterface_iid FILE "probe.json")

public:
    QObject *create(const QString &key, const QString &) override
    {
        return key.compare(u"adjutantprobe", Qt::CaseInsensitive) == 0 ? new Probe(this) : nullptr;
    }
};

} // namespace

#include "probe.moc"
