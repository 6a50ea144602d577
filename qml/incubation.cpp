#include "incubation.h"

#include <QGuiApplication>
#include <QQmlEngine>
#include <QScreen>

#include <algorithm>
#include <ctime>
#ifdef Q_OS_UNIX
#include <unistd.h> // _POSIX_THREAD_CPUTIME
#endif

namespace adjutant::ui {

namespace {

// The GUI thread's own CPU time in ms; 0 where the system does not tell it (no slice is cut).
double threadCpuMs()
{
#if defined(_POSIX_THREAD_CPUTIME) && _POSIX_THREAD_CPUTIME >= 0
    timespec t{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0)
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
#endif
    return 0;
}

} // namespace

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
        const int slice = sliceAfter(m_sliceMs, threadCpuMs() - m_cpuAtWait, m_skippedLast);
        m_skippedLast = slice == 0;
        if (slice > 0)
            incubateFor(slice);
        if (incubatingObjectCount() > 0)
            waitForNextSlice();
    });
    engine.setIncubationController(this);
}

int FrameSlicedIncubation::sliceAfter(int sliceMs, double otherWorkMs, bool skippedLast)
{
    const double left = sliceMs - std::max(0.0, otherWorkMs);
    if (left >= 1)
        return int(left);
    return skippedLast ? 1 : 0;
}

void FrameSlicedIncubation::waitForNextSlice()
{
    m_cpuAtWait = threadCpuMs();
    m_nextSlice.start();
}

void FrameSlicedIncubation::incubatingObjectCountChanged(int count)
{
    if (count > 0 && !m_nextSlice.isActive())
        waitForNextSlice();
}

} // namespace adjutant::ui
