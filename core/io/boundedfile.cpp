#include "boundedfile.h"

#include <QFile>
#include <QFileInfo>

namespace adjutant::io {

QString BoundedFile::sizeText(qint64 bytes)
{
    constexpr qint64 kMB = qint64{1} << 20;
    if (bytes >= kMB && bytes % kMB == 0)
        return tr("%1 MB").arg(bytes / kMB);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return tr("%1 KB").arg(bytes / 1024);
    return tr("%1 bytes").arg(bytes);
}

static QString tooLarge(qint64 maxBytes, const QString &typical)
{
    const QString cap = BoundedFile::tr("the file is larger than %1, the most Adjutant reads")
                            .arg(BoundedFile::sizeText(maxBytes));
    return typical.isEmpty() ? cap : cap + QStringLiteral("; ") + typical;
}

BoundedRead BoundedFile::read(const QString &path, qint64 maxBytes, const QString &typical)
{
    BoundedRead r;
    const QFileInfo info(path);
    if (!info.exists()) {
        r.error = tr("cannot read the file: no such file");
        return r;
    }
    if (info.isDir()) {
        r.error = tr("this is a folder, not a file");
        return r;
    }
    // Devices, pipes and sockets never end, or block: only plain files are read.
    if (!info.isFile()) {
        r.error = tr("this is not a plain file (a device, a pipe or a socket)");
        return r;
    }
    if (info.size() > maxBytes) {
        r.error = tooLarge(maxBytes, typical);
        return r;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = tr("cannot read the file: %1").arg(file.errorString());
        return r;
    }
    return read(file, maxBytes, typical);
}

BoundedRead BoundedFile::read(QIODevice &device, qint64 maxBytes, const QString &typical)
{
    BoundedRead r;
    // Taken in pieces, up to one byte more than allowed: that tells a file at the cap from one
    // beyond it (a file may grow after its size was asked, /proc files say they are empty, and
    // a pipe has no size at all).
    while (r.data.size() <= maxBytes) {
        const QByteArray chunk
            = device.read(std::min<qint64>(maxBytes + 1 - r.data.size(), qint64{64} << 10));
        if (chunk.isEmpty())
            break;
        r.data += chunk;
    }
    if (r.data.size() > maxBytes) {
        r.data.clear();
        r.error = tooLarge(maxBytes, typical);
        return r;
    }
    if (const auto *file = qobject_cast<QFileDevice *>(&device);
        file && file->error() != QFileDevice::NoError) {
        r.data.clear();
        r.error = tr("cannot read the file: %1").arg(file->errorString());
    }
    return r;
}

} // namespace adjutant::io
