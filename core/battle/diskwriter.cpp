#include "diskwriter.h"

#include <QFileInfo>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace adjutant::battle {

namespace {
// What the system said, when Qt's own words for it are no help.
QString why(const QFileDevice &file, int systemError)
{
    const QString qt = file.errorString();
    return systemError != 0 && (qt.isEmpty() || qt == u"Unknown error") ? qt_error_string(systemError) : qt;
}
} // namespace

bool DiskWriter::write(QFileDevice &file, QByteArrayView bytes, QString *error)
{
    errno = 0;
    const qint64 written = file.write(bytes.data(), bytes.size());
    if (written == bytes.size())
        return true;
    *error = tr("cannot write %1: %2").arg(file.fileName(), why(file, errno));
    return false;
}

bool DiskWriter::sync(QFileDevice &file, QString *error)
{
    errno = 0;
    bool ok = file.flush();
#ifdef Q_OS_UNIX
    ok = ok && ::fsync(file.handle()) == 0;
#endif
    if (!ok)
        *error = tr("cannot write %1 to the disk: %2").arg(file.fileName(), why(file, errno));
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
