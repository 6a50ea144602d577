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
        incubateFor(m_sliceMs);
        if (incubatingObjectCount() > 0)
            m_nextSlice.start();
    });
    engine.setIncubationController(this);
}

void FrameSlicedIncubation::incubatingObjectCountChanged(int count)
{
    if (count > 0 && !m_nextSlice.isActive())
        m_nextSlice.start();
}

} // namespace adjutant::ui
