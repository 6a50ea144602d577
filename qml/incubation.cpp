#include "incubation.h"

#include <QGuiApplication>
#include <QQmlEngine>
#include <QScreen>

#include <algorithm>

namespace adjutant::ui {

FrameSlicedIncubation::FrameSlicedIncubation(QQmlEngine &engine)
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    const double hertz = screen && screen->refreshRate() > 1 ? screen->refreshRate() : 60.0;
    m_sliceMs = std::max(1, int(1000.0 / hertz / 3.0));
    // A slice, then half as long for the frame's drawing and input before the next: two thirds
    // of the thread's time, as Qt's own controller takes, in blocks half as long.
    m_nextSlice.setSingleShot(true);
    m_nextSlice.setInterval(std::max(1, m_sliceMs / 2));
    connect(&m_nextSlice, &QTimer::timeout, this, [this] {
        const int slice = sliceAfter(m_sliceMs, m_nextSlice.interval(), m_waited.elapsed(), m_skippedLast);
        m_skippedLast = slice == 0;
        if (slice > 0)
            incubateFor(slice);
        if (incubatingObjectCount() > 0)
            waitForNextSlice();
    });
    engine.setIncubationController(this);
}

int FrameSlicedIncubation::sliceAfter(int sliceMs, int intervalMs, qint64 waitedMs, bool skippedLast)
{
    const qint64 otherWork = std::max<qint64>(0, waitedMs - intervalMs);
    const qint64 left = sliceMs - otherWork;
    if (left >= 1)
        return int(left);
    return skippedLast ? 1 : 0;
}

void FrameSlicedIncubation::waitForNextSlice()
{
    m_waited.start();
    m_nextSlice.start();
}

void FrameSlicedIncubation::incubatingObjectCountChanged(int count)
{
    if (count > 0 && !m_nextSlice.isActive())
        waitForNextSlice();
}

} // namespace adjutant::ui
