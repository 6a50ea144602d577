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
// Made with the engine, before anything is loaded, and ended before it: the app, its whole-app
// walks and bench_gui share it, so that what they measure is what players see.
class FrameSlicedIncubation : public QObject, public QQmlIncubationController
{
public:
    explicit FrameSlicedIncubation(QQmlEngine &engine);

protected:
    void incubatingObjectCountChanged(int count) override;

private:
    int m_sliceMs = 5; // a third of the screen's frame
    QTimer m_nextSlice;
};

} // namespace adjutant::ui
