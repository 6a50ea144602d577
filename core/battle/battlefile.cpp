#include "battlefile.h"

#include "rules/rulesetlibrary.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace adjutant::battle {

namespace {

QByteArray checksum(const QByteArray &json)
{
    return QCryptographicHash::hash(json, QCryptographicHash::Sha1).toHex().left(12);
}

QByteArray logLine(const QByteArray &json)
{
    return checksum(json) + ' ' + json + '\n';
}

QByteArray logLine(const QJsonObject &record)
{
    return logLine(QJsonDocument(record).toJson(QJsonDocument::Compact));
}

// Makes what was written survive a power cut: the file's data, and the directory entry.
void syncToDisk(QFile &file)
{
    file.flush();
#ifdef Q_OS_UNIX
    ::fsync(file.handle());
#endif
}

void syncDirectory(const QString &path)
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

struct Parsed {
    QJsonObject battle;
    QList<JournalEntry> journal;
    QString error;
};

Parsed parseBattle(const QJsonObject &o)
{
    Parsed p;
    if (o.value(u"format").toInt() != 1 || !o.value(u"scenario").isObject()
        || !o.value(u"ruleset").isObject()) {
        p.error = BattleFile::tr("not an Adjutant battle (format 1 with a ruleset and a scenario)");
        return p;
    }
    p.battle = o;
    const QJsonArray journal = o.value(u"journal").toArray();
    for (qsizetype i = 0; i < journal.size(); ++i) {
        const auto e = Battle::entryFromJson(journal.at(i).toObject());
        if (!e) {
            p.error = BattleFile::tr("journal entry %1 is damaged").arg(i + 1);
            return p;
        }
        p.journal.append(*e);
    }
    return p;
}

// ---- the journal, one entry per line ----------------------------------------------------------
//
// A battle file is compact JSON whose journal comes last, one entry per line:
//   {"format":1,...,"journalChecksum":"...","journal":[
//   {"action":...,"seq":1,...},
//   ...
//   ]}
// Compact JSON has no line breaks of its own, so the first one in the file starts the journal
// and each entry can be found without parsing the rest. Opening reads the header in full and
// the entries only as play needs them; the checksum still catches damage anywhere in them.

const QByteArray kJournalOpen = QByteArrayLiteral("\"journal\":[");
const QByteArray kJournalClose = QByteArrayLiteral("\n]}");

QByteArray journalChecksum(QByteArrayView entries)
{
    return QCryptographicHash::hash(entries, QCryptographicHash::Blake2b_160).toHex();
}

// An entry as one line: as it was read, when its marks have not changed since.
QByteArray entryLine(const JournalEntry &e)
{
    if (!e.raw.isEmpty()) {
        const bool undone = e.raw.endsWith("\"undone\":true}");
        const bool superseded = e.raw.endsWith("\"superseded\":true,\"undone\":true}");
        if (undone == e.undone && superseded == e.superseded)
            return e.raw;
    }
    return QJsonDocument(Battle::entryToJson(e)).toJson(QJsonDocument::Compact);
}

// The marks and number of an entry line, read without parsing it. Keys come sorted (action,
// hash, seq, summary, superseded, undone) and text in JSON cannot hold a bare quote, so the last
// ',"seq":' is the entry's own and the marks, when set, close the line.
std::optional<JournalEntry> rawEntry(const QByteArray &line)
{
    const qsizetype at = line.lastIndexOf(",\"seq\":");
    if (!line.startsWith("{\"action\":{") || !line.endsWith('}') || at < 0)
        return std::nullopt;
    qsizetype end = at + 7;
    while (end < line.size() && line.at(end) >= '0' && line.at(end) <= '9')
        ++end;
    bool ok = false;
    JournalEntry e;
    e.seq = QByteArrayView(line).sliced(at + 7, end - at - 7).toInt(&ok);
    if (!ok || end >= line.size() || line.at(end) != ',')
        return std::nullopt;
    e.undone = line.endsWith("\"undone\":true}");
    e.superseded = line.endsWith("\"superseded\":true,\"undone\":true}");
    e.raw = line;
    return e;
}

// The fast way in: the header parsed, the entries split off raw. Nothing when the file is not
// laid out that way (written by hand, or by an older Adjutant), or its journal does not match
// its checksum: the caller then reads it the slow way, which says what is wrong.
std::optional<Parsed> parseLaidOut(const QByteArray &data, bool *checksumFailed)
{
    const qsizetype firstBreak = data.indexOf('\n');
    const qsizetype close = data.lastIndexOf(kJournalClose);
    if (firstBreak < kJournalOpen.size() || close < firstBreak
        || QByteArrayView(data).sliced(firstBreak - kJournalOpen.size(), kJournalOpen.size()) != kJournalOpen
        || !QByteArrayView(data).sliced(close + kJournalClose.size()).trimmed().isEmpty())
        return std::nullopt;
    QByteArray header = data.left(firstBreak - kJournalOpen.size());
    if (header.endsWith(','))
        header.chop(1);
    header += '}';
    const QJsonDocument doc = QJsonDocument::fromJson(header);
    if (!doc.isObject())
        return std::nullopt;
    const QByteArrayView entries = QByteArrayView(data).sliced(firstBreak + 1, close - firstBreak - 1);
    if (doc.object().value(u"journalChecksum").toString().toLatin1() != journalChecksum(entries)) {
        *checksumFailed = true;
        return std::nullopt;
    }
    Parsed p = parseBattle(doc.object());
    if (!p.error.isEmpty())
        return std::nullopt;
    p.journal.reserve(std::count(entries.begin(), entries.end(), '\n') + 1);
    for (qsizetype start = 0; start < entries.size();) {
        qsizetype end = entries.indexOf('\n', start);
        if (end < 0)
            end = entries.size();
        QByteArrayView line = entries.sliced(start, end - start);
        if (line.endsWith(','))
            line.chop(1);
        std::optional<JournalEntry> e = rawEntry(line.toByteArray());
        if (!e)
            return std::nullopt;
        p.journal.append(std::move(*e));
        start = end + 1;
    }
    return p;
}

} // namespace

QJsonObject BattleFile::toJson(const Battle &battle)
{
    QJsonArray journal;
    for (const JournalEntry &e : battle.journal())
        journal.append(Battle::entryToJson(e));
    QJsonObject o = toJsonHead(battle);
    o.insert(QStringLiteral("journal"), journal);
    return o;
}

QJsonObject BattleFile::toJsonHead(const Battle &battle)
{
    QJsonObject options;
    for (auto it = battle.options().begin(); it != battle.options().end(); ++it)
        options.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("format"), 1},
                       {QStringLiteral("ruleset"),
                        QJsonObject{{QStringLiteral("id"), battle.ruleset().id},
                                    {QStringLiteral("version"), battle.ruleset().version}}},
                       {QStringLiteral("options"), options},
                       {QStringLiteral("seed"), QString::number(battle.seed())},
                       {QStringLiteral("scenario"), battle.scenario().raw},
                       {QStringLiteral("initialDeck"), cardsToJson(battle.initialDeck())},
                       {QStringLiteral("snapshot"), battle.snapshotJson()}};
}

bool BattleFile::save(const Battle &battle, const QString &path, QString *error)
{
    // The header, then the journal one entry per line (see above).
    QJsonObject head = toJsonHead(battle);
    QByteArrayList lines;
    lines.reserve(battle.journal().size());
    for (const JournalEntry &e : battle.journal())
        lines.append(entryLine(e));
    const QByteArray entries = lines.join(",\n");
    head.insert(QStringLiteral("journalChecksum"), QString::fromLatin1(journalChecksum(entries)));
    QByteArray header = QJsonDocument(head).toJson(QJsonDocument::Compact);
    header.chop(1); // its closing brace: the journal follows
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(header + ',' + kJournalOpen + '\n' + entries + kJournalClose + '\n');
    if (!file.commit()) { // the old file stays as it was if anything went wrong (a full disk)
        *error = tr("cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    syncDirectory(path);
    // A fresh log, starting with the whole battle.
    QSaveFile log(logPath(path));
    if (!log.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    // Its first record is the whole battle again, on one line.
    log.write(logLine("{\"battle\":" + header + ',' + kJournalOpen + lines.join(',') + "]}}"));
    if (!log.commit()) {
        *error = tr("cannot save %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    syncDirectory(path);
    return true;
}

bool BattleFile::append(const QString &path, const JournalEntry &entry, QString *error)
{
    QFile log(logPath(path));
    if (!log.open(QIODevice::WriteOnly | QIODevice::Append)) {
        *error = tr("cannot write %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    const QString kind = entry.action.value(u"kind").toString();
    const QJsonObject record = (kind == u"undo" || kind == u"redo")
        ? QJsonObject{{kind, entry.seq}, {QStringLiteral("hash"), entry.stateHash}}
        : QJsonObject{{QStringLiteral("entry"), Battle::entryToJson(entry)}};
    const QByteArray line = logLine(record);
    if (log.write(line) != line.size()) {
        *error = tr("cannot write %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    syncToDisk(log);
    return true;
}

BattleFile::Opened BattleFile::open(const QString &path)
{
    // ADJUTANT_TRACE_OPEN=1 prints where the time goes.
    QElapsedTimer clock;
    clock.start();
    const bool trace = qEnvironmentVariableIsSet("ADJUTANT_TRACE_OPEN");
    const auto mark = [&](const char *what) {
        if (trace)
            qInfo("open %-24s %7.1f ms", what, double(clock.nsecsElapsed()) / 1e6);
    };
    Opened out;
    Parsed fromFile;
    Parsed readAsItIs; // a file that parses but fails its checksum, if the log cannot stand in
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fromFile.error = tr("cannot read %1: %2").arg(path, file.errorString());
    } else {
        const QByteArray data = file.readAll();
        bool checksumFailed = false;
        if (std::optional<Parsed> laidOut = parseLaidOut(data, &checksumFailed)) {
            fromFile = std::move(*laidOut);
        } else {
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
            if (!doc.isObject())
                fromFile.error = tr("%1 is damaged (%2 at byte %3)")
                                     .arg(path, parseError.errorString())
                                     .arg(parseError.offset);
            else
                fromFile = parseBattle(doc.object());
            // It reads, but not as it was written: take the log's copy if there is one.
            if (checksumFailed && fromFile.error.isEmpty()) {
                readAsItIs = std::move(fromFile);
                fromFile = Parsed{};
                fromFile.error = tr("%1 is damaged (its journal does not match its checksum)").arg(path);
            }
        }
    }

    mark("battle file parsed");
    // The log: intact records up to the first damaged line.
    QList<QJsonObject> records;
    QByteArray logData;
    QByteArray firstRecord;
    QByteArray firstRecordChecksum;
    QFile log(logPath(path));
    if (log.open(QIODevice::ReadOnly)) {
        // Whole, then split: reading a long line piecemeal (the first record holds the whole
        // battle) costs more than the rest of opening.
        logData = log.readAll();
        const QByteArray &all = logData;
        int lineNo = 0;
        for (qsizetype start = 0; start < all.size();) {
            const qsizetype newline = all.indexOf('\n', start);
            const qsizetype end = newline < 0 ? all.size() : newline + 1;
            const QByteArrayView line(all.constData() + start, end - start);
            start = end;
            ++lineNo;
            const qsizetype space = line.indexOf(' ');
            const QByteArrayView json = space < 0 ? QByteArrayView() : line.sliced(space + 1).trimmed();
            // The first record, a whole copy of the battle, is checked only if it is needed.
            if (lineNo == 1 && space > 0 && line.endsWith('\n') && json.startsWith("{\"battle\":")) {
                firstRecord = QByteArray::fromRawData(json.data(), json.size()); // logData outlives it
                firstRecordChecksum = line.first(space).toByteArray();
                continue;
            }
            if (space <= 0 || !line.endsWith('\n') || checksum(json.toByteArray()) != line.first(space)) {
                out.warnings.append(
                    tr("%1 is damaged from line %2: the %n record(s) before it are kept", nullptr, lineNo - 1)
                        .arg(logPath(path))
                        .arg(lineNo));
                out.damaged = true;
                break;
            }
            records.append(QJsonDocument::fromJson(json.toByteArray()).object());
        }
    }

    mark("log read");
    const QString fileError = fromFile.error;
    Parsed base = std::move(fromFile);
    if (!fileError.isEmpty()) {
        out.damaged = true;
        const Parsed fromLog = firstRecord.isEmpty() || checksum(firstRecord) != firstRecordChecksum
            ? Parsed{}
            : parseBattle(QJsonDocument::fromJson(firstRecord).object().value(u"battle").toObject());
        if (!fromLog.error.isEmpty() || fromLog.battle.isEmpty()) {
            if (readAsItIs.battle.isEmpty()) {
                out.error = fileError;
                return out;
            }
            out.warnings.append(tr("%1; read as it is").arg(fileError));
            base = std::move(readAsItIs);
        } else {
            out.warnings.append(tr("%1; rebuilt from its journal").arg(fileError));
            base = fromLog;
        }
    }

    // The ruleset by id, and the scenario the battle carries.
    const QJsonObject rs = base.battle.value(u"ruleset").toObject();
    rules::RulesetLoadResult ruleset = rules::RulesetLibrary::load(rs.value(u"id").toString());
    if (!ruleset.ok()) {
        out.error = tr("the battle's ruleset \"%1\" cannot be loaded").arg(rs.value(u"id").toString());
        return out;
    }
    if (ruleset.ruleset->version != rs.value(u"version").toString())
        out.warnings.append(
            tr("saved with %1 version %2; this is version %3")
                .arg(ruleset.ruleset->doc.name, rs.value(u"version").toString(), ruleset.ruleset->version));
    const ScenarioLoadResult scenario = ScenarioLoader::loadObject(base.battle.value(u"scenario").toObject(),
                                                                   path + u"#scenario", *ruleset.ruleset);
    if (!scenario.ok()) {
        out.error = scenario.errors.isEmpty() ? tr("the battle's scenario is damaged")
                                              : scenario.errors.first().toString();
        return out;
    }
    mark("ruleset and scenario");
    QHash<QString, QString> options;
    const QJsonObject opts = base.battle.value(u"options").toObject();
    for (auto it = opts.begin(); it != opts.end(); ++it)
        options.insert(it.key(), it.value().toString());
    auto battle = std::make_unique<Battle>(*scenario.scenario, *ruleset.ruleset, options,
                                           base.battle.value(u"seed").toString().toULongLong());
    battle->setInitialDeck(cardsFromJson(base.battle.value(u"initialDeck").toArray()));

    // The file's journal, then whatever the log holds beyond it.
    QList<JournalEntry> journal = std::move(base.journal);
    const int known = journal.isEmpty() ? 0 : journal.last().seq;
    for (const QJsonObject &r : std::as_const(records)) {
        if (r.contains(u"entry")) {
            const auto e = Battle::entryFromJson(r.value(u"entry").toObject());
            if (e && e->seq > known && (journal.isEmpty() || e->seq > journal.last().seq)) {
                for (JournalEntry &old : journal) // as when it was played: a new action supersedes
                    if (old.undone)
                        old.superseded = true;
                journal.append(*e);
                ++out.recoveredFromLog;
            }
        } else {
            for (const char *kind : {"undo", "redo"}) {
                if (!r.contains(QLatin1String(kind)))
                    continue;
                const int seq = r.value(QLatin1String(kind)).toInt();
                for (JournalEntry &e : journal)
                    if (e.seq == seq) // the log restarts at each save: every marker is newer
                        e.undone = QByteArrayView(kind) == "undo";
                ++out.recoveredFromLog;
            }
        }
    }
    mark("battle made");
    QString error;
    if (!battle->restore(std::move(journal), &error, base.battle.value(u"snapshot").toObject())) {
        out.error = error;
        return out;
    }
    mark("journal restored");
    // Replay must land where play left off.
    for (auto it = journal.rbegin(); it != journal.rend(); ++it) {
        if (it->undone)
            continue;
        if (!it->stateHash.isEmpty() && it->stateHash != battle->stateHash())
            out.warnings.append(
                tr("replaying the journal does not give the state recorded at entry %1").arg(it->seq));
        break;
    }
    out.battle = std::move(battle);
    return out;
}

} // namespace adjutant::battle
