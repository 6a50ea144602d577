#pragma once

#include "battle/action.h"

#include <QObject>
#include <QSet>
#include <QString>
#include <QThreadPool>

#include <optional>

namespace adjutant::ui {

// Writes what the sheets keep beside the battle's file (FILE.pending) on a thread of its own, one
// write after another in the order asked. Each write is synced to the disk, the file and then
// its folder, and that wait (on a tablet's flash, a frame or more) would otherwise fall on the
// GUI thread at every tick and every die entered. One per session, shared by its sheets, so that
// a sheet's forgetting never overtakes another's writing. Whoever reads FILE.pending, or must
// know it is on the disk, calls settle() first.
class SideFileWriter : public QObject
{
    Q_OBJECT
public:
    explicit SideFileWriter(QObject *parent = nullptr);
    ~SideFileWriter() override; // what was asked is written before it goes

    // Writes `underWay` beside `battleFile`; it is then this writer's to forget.
    void write(const QString &battleFile, const battle::action::Resolve &underWay);
    // What is kept beside `battleFile` (found there when the battle opened, and taken up) is this
    // writer's to forget.
    void adopt(const QString &battleFile);
    // Removes what is kept beside `battleFile` if it is this writer's: never what it could not
    // write (a link in FILE.pending's place is left as it was found).
    void forget(const QString &battleFile);
    // Returns when every write asked for so far is on the disk, or has failed and said so.
    void settle();

Q_SIGNALS:
    // A write failed (a full disk, a link in FILE.pending's place), in words; the same problem is
    // told once. Emitted on the writing thread: a receiver on the GUI thread has it queued.
    void failed(const QString &problem);

private:
    QThreadPool m_writes; // one thread, so writes are made in the order asked
    // Read and written on the writing thread only:
    QString m_told; // the last problem told
    QSet<QString> m_ours; // the battle files whose FILE.pending this writer wrote or took up
};

} // namespace adjutant::ui
