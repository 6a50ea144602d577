#include "outputpath.h"

#include "io/boundedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <optional>

#include <sys/stat.h>
#include <unistd.h>

namespace adjutant {

namespace {

// Links followed at most this many times: more is a circle (the kernel's own limit is 40).
constexpr int kMaxLinks = 40;
// Enough of a file's start to tell a battle by its header, whatever comes first in it.
constexpr qint64 kStartBytes = qint64{1} << 20;

struct Resolved {
    QString path; // where the bytes would land
    bool throughLink = false; // the path named a link
    bool circle = false;
};

std::optional<struct stat> statNoFollow(const QString &path)
{
    struct stat info {
    };
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return info;
}

std::optional<struct stat> statOf(const QString &path)
{
    struct stat info {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return info;
}

// The folder made real (links and `..` resolved as the system resolves them, not by reading the
// text: "a/link/.." is the link's target's parent) as far as it exists, with the rest as written.
QString realFolder(const QString &folder)
{
    QString existing = folder;
    QStringList rest;
    while (!QFileInfo::exists(existing)) {
        const qsizetype slash = existing.lastIndexOf(u'/');
        if (slash <= 0)
            return QDir::cleanPath(folder);
        rest.prepend(existing.mid(slash + 1));
        existing.truncate(slash);
    }
    const QString real = QFileInfo(existing).canonicalFilePath();
    return rest.isEmpty() ? real : QDir::cleanPath(real + u'/' + rest.join(u'/'));
}

// Where a write to `path` lands: QSaveFile follows a link, even one whose target is not there.
Resolved resolve(const QString &path)
{
    Resolved r;
    QString current = QDir::isAbsolutePath(path) ? path : QDir::currentPath() + u'/' + path;
    for (int hops = 0;; ++hops) {
        const qsizetype slash = current.lastIndexOf(u'/');
        const QString name = current.mid(slash + 1);
        const QString folder = slash <= 0 ? QStringLiteral("/") : current.left(slash);
        if (name.isEmpty() || name == u"." || name == u"..") {
            r.path = realFolder(current); // a folder, refused as one
            return r;
        }
        const QString real = realFolder(folder);
        current = (real.endsWith(u'/') ? real : real + u'/') + name;
        const std::optional<struct stat> st = statNoFollow(current);
        if (!st || !S_ISLNK(st->st_mode)) {
            r.path = current;
            return r;
        }
        if (hops == kMaxLinks) {
            r.path = current;
            r.circle = true;
            return r;
        }
        r.throughLink = true;
        // The link's own text, read as the system reads it (not cleaned: "a/b/../c" is as it says).
        char text[4096];
        const ssize_t length = ::readlink(QFile::encodeName(current).constData(), text, sizeof text);
        if (length <= 0 || length == ssize_t(sizeof text)) {
            r.path = current;
            return r;
        }
        const QString target = QFile::decodeName(QByteArray(text, length));
        current = target.startsWith(u'/') ? target : current.left(current.lastIndexOf(u'/') + 1) + target;
    }
}

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

OutputPath::Check verdict(OutputPath::Verdict v, const QString &target, const QString &reason = QString())
{
    return {v, target, reason};
}

} // namespace

OutputPath::Kind OutputPath::kindOf(const QString &path)
{
    const io::BoundedRead start = io::BoundedFile::readStart(path, kStartBytes);
    if (!start.ok() || start.data.isEmpty())
        return Kind::Other;
    const QByteArray &d = start.data;
    // FILE.journal: "N HASH {...}" lines, or "CHECKSUM {...}" before the chain; a torn record
    // kept aside starts the same way.
    static const QRegularExpression journal(QStringLiteral("^(?:[0-9]{1,9} [0-9a-f]{16}|[0-9a-f]{12}) \\{"));
    const QString head = QString::fromUtf8(d.left(64));
    if (journal.match(head).hasMatch())
        return Kind::Journal;
    // QLockFile's: the process number, the program, the host, the machine's and the boot's ids.
    static const QRegularExpression lock(
        QStringLiteral("^[0-9]+\\n[^\\n]*\\n[^\\n]*\\n[0-9a-f]{0,64}\\n[0-9a-f-]{0,64}\\n?$"));
    if (d.size() < 4096 && lock.match(QString::fromUtf8(d)).hasMatch())
        return Kind::Lock;
    if (!d.trimmed().startsWith('{'))
        return Kind::Other;
    // A battle's header names its format and holds its scenario, with its checksums, seed,
    // snapshot or journal; a scenario or an army file has a format but no scenario inside.
    const QString text = QString::fromUtf8(d);
    const auto key = [&](const char *name) {
        return text.contains(QRegularExpression(u'"' + QLatin1String(name) + QStringLiteral("\"\\s*:")));
    };
    if ((key("format") && key("headerChecksum"))
        || (key("format") && key("scenario") && (key("journal") || key("snapshot") || key("seed"))))
        return Kind::Battle;
    // A test under way: the resolve action as the journal holds it.
    static const QRegularExpression pending(QStringLiteral("\"kind\"\\s*:\\s*\"resolve\""));
    if (pending.match(text).hasMatch())
        return Kind::Pending;
    return Kind::Other;
}

QString OutputPath::firstFree(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : u'.' + info.suffix();
    const QString base = info.dir().filePath(info.completeBaseName());
    QString name = path;
    const auto taken = [](const QString &candidate) {
        return statNoFollow(candidate) || statNoFollow(candidate + QStringLiteral(".journal"))
            || !OutputPath::battleOfSideFile(candidate).isEmpty();
    };
    for (int n = 2; taken(name); ++n)
        name = base + u'-' + QString::number(n) + suffix;
    return name;
}

QString OutputPath::battleOfSideFile(const QString &path)
{
    static const QRegularExpression side(
        QStringLiteral("^(.+)\\.(?:journal|lock|pending|journal\\.torn(?:-[0-9]+)?)$"));
    const QRegularExpressionMatch m = side.match(path);
    if (!m.hasMatch())
        return {};
    QString battle = m.captured(1);
    if (kindOf(battle) == Kind::Battle || kindOf(battle + QStringLiteral(".journal")) == Kind::Journal)
        return battle;
    return {};
}

OutputPath::Check OutputPath::check(const QString &path, Writes writes, const QStringList &inputs)
{
    if (path.trimmed().isEmpty())
        return verdict(Verdict::Refused, path, tr("no file was named to write"));
    const Resolved r = resolve(path);
    // The path as the user gave it, and where it leads when that is elsewhere.
    const QString named = r.throughLink ? tr("%1 (a link to %2)").arg(path, r.path) : path;
    if (r.circle)
        return verdict(Verdict::Refused, r.path, tr("%1 is a link that leads round in a circle").arg(path));

    const std::optional<struct stat> there = statNoFollow(r.path);
    for (const QString &input : inputs) {
        const std::optional<struct stat> read = statOf(input);
        if ((there && read && sameFile(*there, *read)) || (!there && resolve(input).path == r.path))
            return verdict(Verdict::Refused, r.path,
                           tr("%1 is %2, which is being read: choose another name").arg(named, input));
    }
    if (const QString battle = battleOfSideFile(r.path); !battle.isEmpty())
        return verdict(Verdict::Refused, r.path,
                       tr("%1 belongs to the battle %2 (its journal, lock or test under way), and nothing "
                          "else is ever written there: choose another name")
                           .arg(named, battle));
    if (there) {
        if (S_ISDIR(there->st_mode))
            return verdict(Verdict::Refused, r.path, tr("%1 is a folder").arg(named));
        if (!S_ISREG(there->st_mode))
            return verdict(Verdict::Refused, r.path,
                           tr("%1 is not a plain file (a device, a pipe or a socket)").arg(named));
        switch (kindOf(r.path)) {
        case Kind::Battle:
            return verdict(
                Verdict::Refused, r.path,
                tr("%1 is an Adjutant battle, which is never written over: choose another name").arg(named));
        case Kind::Journal:
            return verdict(Verdict::Refused, r.path,
                           tr("%1 is a battle's journal (or a record of one), which is never written over: "
                              "choose another name")
                               .arg(named));
        case Kind::Pending:
            return verdict(Verdict::Refused, r.path,
                           tr("%1 is a battle's test under way, which is never written over: choose another "
                              "name")
                               .arg(named));
        case Kind::Lock:
            return verdict(
                Verdict::Refused, r.path,
                tr("%1 is a battle's lock, which is never written over: choose another name").arg(named));
        case Kind::Other:
            break;
        }
    }
    // A battle is its journal as much as its file: one may be there without the other.
    const QString journal = r.path + QStringLiteral(".journal");
    if (writes == Writes::Battle) {
        for (const QString &beside : QStringList{journal, r.path + QStringLiteral(".pending")})
            if (statNoFollow(beside))
                return verdict(Verdict::Refused, r.path,
                               tr("%1 is already there beside %2, and would be taken for the new battle's: "
                                  "choose another name")
                                   .arg(beside, named));
    } else if (kindOf(journal) == Kind::Journal) {
        return verdict(
            Verdict::Refused, r.path,
            tr("%1 is the name of the battle whose journal is %2: choose another name").arg(named, journal));
    }
    if (there || r.throughLink)
        return verdict(Verdict::Replaces, r.path, tr("%1 already exists").arg(named));
    return verdict(Verdict::Free, r.path);
}

} // namespace adjutant
