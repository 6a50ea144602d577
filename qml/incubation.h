#pragma once

#include <QObject>
#include <QQmlIncubationController>
#include <QTimer>

class QQmlEngine;

namespace adjutant::ui {

// What is made in the background (a Loader's `asynchronous: true`, and the delegates of what it
// makes) is made a third of a frame at a time, the event loop let in between to draw and to
// answer taps. Qt's own controller, where the scene is drawn on the GUI thread (the software renderer,
// the basic render loop, the offscreen platform of the tests and benchmarks), makes two thirds of
// a frame at a time; the tap that opened a sheet came on top of it, and the frame was lost.
// A slice also gives way to what the thread did since the last one: a tap's work (a tick, a die
// on the test sheet) and a slice did not both fit in one frame while a sheet was still being made.
// Where the system tells no thread's CPU time, slices are whole, as before.
// Made with the engine, before anything is loaded, and ended before it: the app, its whole-app
// walks and bench_gui share it, so that what they measure is what players see.
class FrameSlicedIncubation : public QObject, public QQmlIncubationController
{
public:
    explicit FrameSlicedIncubation(QQmlEngine &engine);

    // How long the next slice makes objects, in ms, when the thread has spent `otherWorkMs` of
    // its own time (its CPU time, not the clock's: a thread asleep or waiting for its turn does
    // no work) since the last slice ended: that work is taken off the slice; none is made when
    // nothing is left, but never twice running (the sheet is made in the end, however busy the
    // thread).
    static int sliceAfter(int sliceMs, double otherWorkMs, bool skippedLast);

protected:
    void incubatingObjectCountChanged(int count) override;

private:
    void waitForNextSlice();

    int m_sliceMs = 5; // a third of the screen's frame
    QTimer m_nextSlice;
    double m_cpuAtWait = 0; // the thread's CPU time (ms) when the wait for the next slice began
    bool m_skippedLast = false;
};

} // namespace adjutant::ui
