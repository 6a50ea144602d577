#include "sidefile.h"
#include "text/punctuation.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adjutant::io {

bool SideFile::mayWrite(const QString &path, QString *error)
{
    struct stat info {
    };
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return true; // nothing there yet
    if (S_ISLNK(info.st_mode)) {
        *error = tr("%1 is a link to another file, which Adjutant never writes through: nothing was written "
                    "(remove the link to have it kept again)")
                     .arg(path);
        return false;
    }
    if (!S_ISREG(info.st_mode)) {
        *error
            = tr("%1 is not a plain file (a folder, a device, a pipe or a socket): nothing was written to it")
                  .arg(path);
        return false;
    }
    return true;
}

BoundedRead SideFile::read(const QString &path, qint64 maxBytes)
{
    return BoundedFile::read(path, maxBytes, QString(), BoundedFile::Links::Refuse);
}

OwnFile SideFile::readOwn(const QString &path, qint64 maxBytes,
                          const std::function<QString(const QByteArray &)> &problemOf,
                          BoundedFile::Links links)
{
    OwnFile own;
    const BoundedRead file = BoundedFile::read(path, maxBytes, QString(), links);
    QString problem;
    switch (file.status) {
    case BoundedRead::Status::Missing:
        return own;
    case BoundedRead::Status::Read:
        problem = problemOf(file.data);
        if (problem.isEmpty()) {
            own.state = OwnFile::State::Read;
            own.data = file.data;
            return own;
        }
        break;
    case BoundedRead::Status::TooLarge: // a plain file, but not one Adjutant wrote
        problem = file.error;
        break;
    case BoundedRead::Status::Folder:
    case BoundedRead::Status::NotPlain:
    case BoundedRead::Status::Link:
    case BoundedRead::Status::Unreadable:
        own.state = OwnFile::State::LeftAlone;
        own.why = file.error;
        return own;
    }
    own.why = problem;
    QString error;
    own.movedTo = moveAside(path, &error);
    own.state = own.movedTo.isEmpty() ? OwnFile::State::Stuck : OwnFile::State::MovedAside;
    if (own.movedTo.isEmpty())
        own.why = problem + text::Punctuation::semicolon() + error;
    return own;
}

QString SideFile::moveAside(const QString &path, QString *error, const QDateTime &when)
{
    const QString base
        = path + QStringLiteral(".damaged-") + when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = base;
    struct stat info {
    };
    for (int n = 2; ::lstat(QFile::encodeName(aside).constData(), &info) == 0; ++n)
        aside = base + u'-' + QString::number(n);
    // Unlike a plain rename, these never replace a file that came there meanwhile; link() and
    // unlink() where the file system cannot rename so.
    const QByteArray from = QFile::encodeName(path);
    const QByteArray to = QFile::encodeName(aside);
    const bool moved
        = ::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0
        || (errno == EINVAL && ::link(from.constData(), to.constData()) == 0
            && ::unlink(from.constData()) == 0);
    if (!moved) {
        *error = tr("%1 could not be moved aside to %2: %3")
                     .arg(path, aside, QString::fromLocal8Bit(std::strerror(errno)));
        return {};
    }
    return aside;
}

} // namespace adjutant::io
