#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QFileDevice>
#include <QString>

namespace adjutant::battle {

// Where a battle's bytes meet the disk. Every write and every sync is checked: a battle's
// action counts as done only once it is on the disk. Tests put a full or failing disk in its
// place; the app uses system().
class DiskWriter
{
    Q_DECLARE_TR_FUNCTIONS(DiskWriter)
public:
    virtual ~DiskWriter() = default;
    // All of `bytes` at the file's position, or false with *error saying why (a full disk...).
    virtual bool write(QFileDevice &file, QByteArrayView bytes, QString *error);
    // What was written, pushed through Qt's and the system's buffers to the disk itself.
    virtual bool sync(QFileDevice &file, QString *error);

    static DiskWriter &system();
};

// The folder's own entry for a file just renamed into place, so that the rename survives a
// power cut too.
void syncFolderOf(const QString &path);

} // namespace adjutant::battle
