#include "diskwriter.h"

#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace adjutant::battle {

bool DiskWriter::write(QFileDevice &file, QByteArrayView bytes, QString *error)
{
    const qint64 written = file.write(bytes.data(), bytes.size());
    if (written == bytes.size())
        return true;
    *error = tr("cannot write %1: %2").arg(file.fileName(), file.errorString());
    return false;
}

bool DiskWriter::sync(QFileDevice &file, QString *error)
{
    bool ok = file.flush();
#ifdef Q_OS_UNIX
    ok = ok && ::fsync(file.handle()) == 0;
#endif
    if (!ok)
        *error = tr("cannot write %1 to the disk: %2").arg(file.fileName(), file.errorString());
    return ok;
}

DiskWriter &DiskWriter::system()
{
    static DiskWriter disk;
    return disk;
}

void syncFolderOf(const QString &path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(path)
#endif
}

} // namespace adjutant::battle
