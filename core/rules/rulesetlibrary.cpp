#include "rulesetlibrary.h"

#include "rulesetloader.h"

#include "json/checkedjson.h"
#include "json/sourcejson.h"

#include "files/appfolders.h"
#include "io/boundedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <optional>

namespace adjutant::rules {

using json::SourceJson;
using json::SourceJsonError;
using json::SourceJsonReader;

namespace {

QFileInfoList rulesetFiles(const QString &folder)
{
    return QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// A ruleset file read and its id found, without loading the rest: a file broken anywhere past its
// id (or broken in a way the loader has not yet met) harms no lookup of another id.
struct Peek {
    QByteArray data;
    QString id; // empty when the file cannot be read or is not a JSON object with an id
    QString version;
    QJsonObject root;
    SourceJson src; // as read: loaded from this, the file is not read again (RulesetLoader::loadRead)
    // Of its content (Ruleset::sha256), worked out only when asked.
    QString sha256() const { return RulesetLoader::pinOf(root).sha256; }
};

Peek peek(const QString &path)
{
    Peek p;
    io::BoundedRead read = io::BoundedFile::read(path, io::BoundedFile::kMaxRulesetBytes);
    if (!read.ok())
        return p;
    SourceJson src;
    SourceJsonError error;
    if (!SourceJsonReader::read(read.data, &src, &error))
        return p;
    p.root = src.root.toObject();
    p.id = p.root.value(u"id").toString();
    p.version = p.root.value(u"version").toString();
    p.data = std::move(read.data);
    p.src = std::move(src);
    return p;
}

QString displayName(const QString &path)
{
    // Built-in rulesets are named by their resource path without the ":/".
    return path.startsWith(u":/") ? path.mid(2) : path;
}

} // namespace

QList<RulesetLibrary::Entry> RulesetLibrary::list()
{
    QList<Entry> entries;
    const auto scan = [&entries](const QString &folder, bool builtIn) {
        for (const QFileInfo &file : rulesetFiles(folder)) {
            const RulesetLoadResult r = RulesetLoader::loadFile(file.filePath());
            Entry e;
            e.path = file.filePath();
            e.builtIn = builtIn;
            if (r.ok()) {
                e.id = r.ruleset->id;
                e.name = r.ruleset->doc.name;
                e.version = r.ruleset->version;
                e.format = r.ruleset->format;
                e.migrated = r.ruleset->migrated;
                e.sha256 = r.ruleset->sha256;
            } else {
                // Listed by the id it claims, if that much can be read; else by its file name.
                const QString claimed = peek(file.filePath()).id;
                e.id = claimed.isEmpty() ? file.completeBaseName() : claimed;
                e.errors = r.errors;
            }
            entries.append(e);
        }
    };
    scan(builtInFolder(), true);
    scan(AppFolders::rulesets(), false);
    return entries;
}

RulesetLoadResult RulesetLibrary::load(const QString &idOrPath)
{
    if (idOrPath.endsWith(u".json") || idOrPath.contains(u'/'))
        return RulesetLoader::loadFile(idOrPath);
    // The user's own rulesets win over built-in ones with the same id, whatever their file name.
    // Each file is only peeked at for its id: only the one asked for is loaded whole. One that
    // claims the id but is broken is passed over, with word of it, so that a typo in house rules
    // never stops the built-in ruleset or any other from loading.
    QList<RulesetError> passedOver;
    std::optional<RulesetLoadResult> firstBroken; // what to say if nothing else has the id
    for (const QFileInfo &file : rulesetFiles(AppFolders::rulesets())) {
        Peek p = peek(file.filePath());
        if (p.id != idOrPath)
            continue;
        RulesetLoadResult r = RulesetLoader::loadData(p.data, file.filePath());
        if (r.ok()) {
            r.passedOver = passedOver;
            return r;
        }
        RulesetError first = r.errors.value(0);
        first.message = RulesetLoader::tr("passed over for its mistakes; the first: %1").arg(first.message);
        passedOver.append(first);
        if (!firstBroken)
            firstBroken = std::move(r);
    }
    // Built-in files are named after their id: read that one rather than every ruleset.
    const QString builtIn = builtInFolder() + u'/' + idOrPath + u".json";
    if (QFile::exists(builtIn)) {
        RulesetLoadResult r = RulesetLoader::loadFile(builtIn);
        if (!r.ok() || r.ruleset->id == idOrPath) {
            r.passedOver = passedOver;
            return r;
        }
    }
    for (const QFileInfo &file : rulesetFiles(builtInFolder())) {
        Peek p = peek(file.filePath());
        if (p.id == idOrPath) {
            RulesetLoadResult r = RulesetLoader::loadData(p.data, displayName(file.filePath()));
            r.passedOver = passedOver;
            return r;
        }
    }
    if (firstBroken)
        return *firstBroken; // the only ruleset of that id is the user's, and it is broken
    RulesetLoadResult none;
    none.errors.append(
        {QString(), 0, QString(),
         RulesetLoader::tr("no ruleset \"%1\"; 'adjutant-cli rulesets' lists them").arg(idOrPath)});
    return none;
}

std::optional<Ruleset> RulesetLibrary::loadExactly(const QString &id, const QString &sha256, bool earlierToo)
{
    // The user's own first, then the built-in file named after the id before the others (each file
    // is read to be hashed: the likely one first).
    QFileInfoList candidates = rulesetFiles(AppFolders::rulesets());
    const QFileInfo named(builtInFolder() + u'/' + id + u".json");
    if (json::checked::isId(id) && named.exists())
        candidates.append(named);
    for (const QFileInfo &builtIn : rulesetFiles(builtInFolder()))
        if (builtIn != named)
            candidates.append(builtIn);
    for (const QFileInfo &earlier : rulesetFiles(earlierFolder()))
        if (earlierToo && earlier.fileName().startsWith(id + u'-'))
            candidates.append(earlier);
    for (const QFileInfo &file : std::as_const(candidates)) {
        Peek p = peek(file.filePath());
        if (p.id != id)
            continue;
        // Its content hashed once, for the pin and for the ruleset loaded, and read once.
        RulesetLoader::Pin pin = RulesetLoader::pinOf(p.root);
        if (pin.sha256 != sha256)
            continue;
        RulesetLoadResult r = RulesetLoader::loadRead(std::move(p.src), displayName(file.filePath()), pin);
        if (r.ok())
            return std::move(r.ruleset);
    }
    return std::nullopt;
}

RulesetLoadResult RulesetLibrary::loadSavedBefore(const QString &id, const QString &version,
                                                  QStringList *warnings)
{
    // A version is digits, letters and dots: never a way out of the folder of earlier copies.
    static const QRegularExpression plainVersion(QStringLiteral("^[0-9A-Za-z][0-9A-Za-z.+-]*$"));
    std::optional<RulesetLoadResult> found;
    if (plainVersion.match(version).hasMatch() && json::checked::isId(id)) {
        const QString earlier = earlierFolder() + u'/' + id + u'-' + version + u".json";
        const QString current = builtInFolder() + u'/' + id + u".json";
        for (const QString &file : {earlier, current}) {
            if (!QFile::exists(file))
                continue;
            RulesetLoadResult r = RulesetLoader::loadFile(file);
            if (r.ok() && r.ruleset->id == id && r.ruleset->version == version) {
                found = std::move(r);
                break;
            }
        }
    }
    // The user's own of that id and version: house rules the battle may have been begun under.
    for (const QFileInfo &file : rulesetFiles(AppFolders::rulesets())) {
        const Peek p = peek(file.filePath());
        if (p.id != id || p.version != version)
            continue;
        if (found) {
            if (p.sha256() != found->ruleset->sha256)
                warnings->append(
                    RulesetLoader::tr("%1 has the id and version of Adjutant's own %2 %3 with other "
                                      "content; a battle saved before battles kept their rules is "
                                      "opened under Adjutant's own")
                        .arg(file.filePath(), id, version));
            continue;
        }
        RulesetLoadResult r = RulesetLoader::loadData(p.data, file.filePath());
        if (r.ok())
            return r;
    }
    if (found)
        return std::move(*found);
    RulesetLoadResult none;
    none.errors.append({QString(), 0, QString(),
                        RulesetLoader::tr("it was begun under %1 %2, which neither it nor Adjutant has any "
                                          "more: it cannot be replayed as it was played")
                            .arg(id, version)});
    return none;
}

QStringList RulesetLibrary::lockLines()
{
    QStringList lines;
    QFileInfoList files = rulesetFiles(builtInFolder());
    files += rulesetFiles(earlierFolder());
    for (const QFileInfo &file : std::as_const(files)) {
        const Peek p = peek(file.filePath());
        lines.append(QStringLiteral("%1 %2 %3 %4")
                         .arg(file.filePath().mid(builtInFolder().size() + 1), p.id, p.version, p.sha256()));
    }
    return lines;
}

} // namespace adjutant::rules
