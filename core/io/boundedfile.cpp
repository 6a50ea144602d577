#include "boundedfile.h"
#include "hugepages.h"
#include "text/punctuation.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adjutant::io {

namespace {

using Status = BoundedRead::Status;

constexpr qint64 kChunk = qint64{64} << 10;

QString tooLarge(qint64 maxBytes, const QString &typical)
{
    const QString cap = BoundedFile::tr("the file is larger than %1, the most Adjutant reads")
                            .arg(BoundedFile::sizeText(maxBytes));
    return typical.isEmpty() ? cap : cap + text::Punctuation::semicolon() + typical;
}

BoundedRead refused(Status status, const QString &error)
{
    BoundedRead r;
    r.status = status;
    r.error = error;
    return r;
}

QString cannotRead(int error)
{
    return BoundedFile::tr("cannot read the file: %1").arg(QString::fromLocal8Bit(std::strerror(error)));
}

QString notPlain()
{
    return BoundedFile::tr("this is not a plain file (a device, a pipe or a socket)");
}

// Closes a descriptor however the read ends.
struct Descriptor {
    int fd = -1;
    Descriptor() = default;
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// Takes at most `limit` bytes from fd, to its end, waiting for a pipe that pauses. *more says
// whether the end was not reached.
BoundedRead readUpTo(int fd, qint64 limit, bool *more)
{
    BoundedRead r;
    *more = true;
    while (r.data.size() < limit) {
        const qint64 want = std::min<qint64>(limit - r.data.size(), kChunk);
        const qsizetype had = r.data.size();
        r.data.resize(had + want);
        const ssize_t got = ::read(fd, r.data.data() + had, size_t(want));
        const int error = errno;
        r.data.resize(had + std::max<qsizetype>(got, 0));
        if (got > 0)
            continue;
        if (got == 0) {
            *more = false;
            return r;
        }
        if (error == EINTR)
            continue;
        if (error == EAGAIN || error == EWOULDBLOCK) {
            // A descriptor left non-blocking by whoever started us: wait for more, or its end.
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, -1) >= 0 || errno == EINTR)
                continue;
        }
        return refused(Status::Unreadable, cannotRead(error));
    }
    return r;
}

// Everything up to maxBytes, and one byte more to tell a file at the cap from one beyond it (a
// file may grow after its size was asked, /proc files say they are empty, and a pipe has no
// size at all).
BoundedRead readWhole(int fd, qint64 maxBytes, const QString &typical)
{
    bool more = false;
    BoundedRead r = readUpTo(fd, maxBytes + 1, &more);
    if (r.ok() && r.data.size() > maxBytes)
        return refused(Status::TooLarge, tooLarge(maxBytes, typical));
    return r;
}

BoundedRead readResource(const QString &path, qint64 maxBytes, const QString &typical)
{
    QFile file(path);
    if (!file.exists())
        return refused(Status::Missing, BoundedFile::tr("cannot read the file: no such file"));
    if (file.size() > maxBytes)
        return refused(Status::TooLarge, tooLarge(maxBytes, typical));
    if (!file.open(QIODevice::ReadOnly))
        return refused(Status::Unreadable,
                       BoundedFile::tr("cannot read the file: %1").arg(file.errorString()));
    return BoundedFile::read(file, maxBytes, typical);
}

// Opens a plain file to read without ever waiting, or says why not. Opening a pipe for reading
// would otherwise block until a writer came; and what was opened is judged, not what the path
// named a moment before.
BoundedRead openPlain(const QString &path, BoundedFile::Links links, Descriptor *file, qint64 *size)
{
    const bool followLinks = links == BoundedFile::Links::Follow;
    file->fd = ::open(QFile::encodeName(path).constData(),
                      O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW));
    if (file->fd < 0) {
        const int error = errno;
        if (error == ENOENT)
            return refused(Status::Missing, BoundedFile::tr("cannot read the file: no such file"));
        if (error == ELOOP && !followLinks)
            return refused(
                Status::Link,
                BoundedFile::tr("this is a link to another file, which Adjutant does not follow here"));
        if (error == ENXIO) // a socket
            return refused(Status::NotPlain, notPlain());
        return refused(Status::Unreadable, cannotRead(error));
    }
    struct stat info {
    };
    if (::fstat(file->fd, &info) != 0)
        return refused(Status::Unreadable, cannotRead(errno));
    if (S_ISDIR(info.st_mode))
        return refused(Status::Folder, BoundedFile::tr("this is a folder, not a file"));
    // Devices, pipes and sockets never end, or block: only plain files are read.
    if (!S_ISREG(info.st_mode))
        return refused(Status::NotPlain, notPlain());
    *size = info.st_size;
    return {};
}

} // namespace

QString BoundedFile::sizeText(qint64 bytes)
{
    constexpr qint64 kMB = qint64{1} << 20;
    if (bytes >= kMB && bytes % kMB == 0)
        return tr("%1 MB").arg(bytes / kMB);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return tr("%1 KB").arg(bytes / 1024);
    return tr("%1 bytes").arg(bytes);
}

BoundedRead BoundedFile::read(const QString &path, qint64 maxBytes, const QString &typical, Links links)
{
    if (path.startsWith(u":/"))
        return readResource(path, maxBytes, typical);
    Descriptor file;
    qint64 size = 0;
    if (BoundedRead opened = openPlain(path, links, &file, &size); !opened.ok())
        return opened;
    if (size > maxBytes)
        return refused(Status::TooLarge, tooLarge(maxBytes, typical));
    return readWhole(file.fd, maxBytes, typical);
}

BoundedRead BoundedFile::readStart(const QString &path, qint64 bytes, Links links)
{
    Descriptor file;
    qint64 size = 0;
    if (BoundedRead opened = openPlain(path, links, &file, &size); !opened.ok())
        return opened;
    bool more = false;
    return readUpTo(file.fd, bytes, &more);
}

BoundedRead BoundedFile::read(QIODevice &device, qint64 maxBytes, const QString &typical)
{
    BoundedRead r;
    // Room for what a file of known size holds, and for the read that finds its end, made at
    // once: grown a piece at a time, a battle of some megabytes was copied again at each growth.
    if (!device.isSequential()) {
        r.data.reserve(qsizetype(std::clamp<qint64>(device.size() - device.pos(), 0, maxBytes) + kChunk));
        adviseHugePages(r.data.data(), r.data.capacity());
    }
    // Read into it in pieces, up to one byte more than allowed (see readWhole); a file that grows
    // meanwhile is still read to its end.
    while (r.data.size() <= maxBytes) {
        const qsizetype had = r.data.size();
        const qint64 want = std::min<qint64>(maxBytes + 1 - had, kChunk);
        r.data.resize(had + qsizetype(want));
        const qint64 got = device.read(r.data.data() + had, want);
        r.data.resize(had + qsizetype(std::max<qint64>(got, 0)));
        if (got <= 0)
            break;
    }
    if (r.data.size() > maxBytes)
        return refused(Status::TooLarge, tooLarge(maxBytes, typical));
    if (const auto *file = qobject_cast<QFileDevice *>(&device);
        file && file->error() != QFileDevice::NoError)
        return refused(Status::Unreadable, tr("cannot read the file: %1").arg(file->errorString()));
    return r;
}

BoundedRead BoundedFile::readStandardInput(qint64 maxBytes, const QString &typical)
{
    BoundedRead r = readWhole(STDIN_FILENO, maxBytes, typical);
    if (r.status == Status::TooLarge)
        r.error = tr("standard input holds more than %1, the most Adjutant reads; none of it was taken")
                      .arg(sizeText(maxBytes))
            + (typical.isEmpty() ? QString() : text::Punctuation::semicolon() + typical);
    return r;
}

} // namespace adjutant::io
