#include "battlefile.h"
#include "text/punctuation.h"

#include "journallog.h"
#include "statejson.h"

#include "battlerules.h"

#include "io/boundedfile.h"
#include "io/hugepages.h"
#include "io/sharedslice.h"
#include "rules/rulesetcopy.h"
#include "json/compactjson.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace adjutant::battle {

namespace {

using Damage = BattleFile::Opened::Damage;

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray digest(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Blake2b_160).toHex();
}

// ---- the battle file's layout -------------------------------------------------------------------
//
// A battle file is compact JSON whose journal comes last, one entry per line:
//   {"format":4,...,"headerChecksum":"...","journalChecksum":"...","journal":[
//   {"action":...,"seq":1,...},
//   ...
//   ]}
// Compact JSON has no line breaks of its own, so the first one in the file starts the journal
// and each entry can be found without parsing the rest. Opening reads the header in full and
// the entries only as play needs them; the checksums still catch damage anywhere.
//
// Both checksums are taken over Qt's compact form (sorted keys): the header's over everything
// but the journal and the checksums, the journal's over its entries joined by ",\n". A file
// re-indented by hand still proves itself; a changed value does not.

// 1: before the header checksum and the chained log; 2: before the battle kept its rules (their
// hash in "ruleset" and their copy in "rulesetCopy", see BattleRules); 3: before the state hashes
// took the draw pile as a chain from the bottom (StateDigest::DrawPile). A battle journaled with
// the hashes of format 3 keeps them, and that format, when it is saved again: a build that reads
// up to format 3 still opens it.
constexpr int kFormat = 4;
constexpr int kLastFormatWithDrawPileText = 3;

// How the hashes of a battle of `format` take its draw pile, and the format a battle is saved in.
StateDigest::DrawPile drawPileOf(int format)
{
    return format <= kLastFormatWithDrawPileText ? StateDigest::DrawPile::TextFromTop
                                                 : StateDigest::DrawPile::ChainFromBottom;
}

int formatOf(const Battle &battle)
{
    return drawPileOf(kFormat) == battle.drawPileDigest() ? kFormat : kLastFormatWithDrawPileText;
}
const QByteArray kJournalOpen = QByteArrayLiteral("\"journal\":[");
const QByteArray kJournalClose = QByteArrayLiteral("\n]}");
const QByteArray kEntrySeparator = QByteArrayLiteral(",\n");

QByteArray headerChecksum(QJsonObject head)
{
    for (const char *key : {"headerChecksum", "journalChecksum", "journal"})
        head.remove(QLatin1String(key));
    return digest(compact(head));
}

// The header as its checksum covers it, taken from its bytes as written (all but the closing
// brace) rather than written afresh: compact JSON less the two checksums, which the writer puts
// among the other keys. Empty when they are not found as it writes them; the header is then
// written afresh to be checked.
QByteArray headerAsChecksummed(QByteArrayView written, const QJsonObject &head)
{
    QByteArray bytes = written.toByteArray() + '}';
    for (const char *key : {"headerChecksum", "journalChecksum"}) {
        const QJsonValue value = head.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        const QByteArray member = ",\"" + QByteArray(key) + "\":\"" + value.toString().toLatin1() + '"';
        const qsizetype at = bytes.indexOf(member);
        if (at < 0)
            return {};
        bytes.remove(at, member.size());
    }
    return bytes;
}

// An entry as one line, added to `out`: as it was read, when its marks have not changed since.
void appendEntryLine(QByteArray &out, const JournalEntry &e)
{
    if (!e.raw.isEmpty()) {
        const QByteArrayView raw = e.raw.view();
        const bool undone = raw.endsWith("\"undone\":true}");
        const bool superseded = raw.endsWith("\"superseded\":true,\"undone\":true}");
        if (undone == e.undone && superseded == e.superseded) {
            out.append(raw);
            return;
        }
    }
    out.append(compact(Journal::toJson(e)));
}

// What rawMarks reads of an entry line.
struct RawMarks {
    int seq = 0;
    bool undone = false;
    bool superseded = false;
};

// The last ',"seq":' of a line, found by its 'q': a search for one byte back through an entry's
// summary, which has few, rather than for the whole key at every byte (that cost a seventh of
// opening a 100,000-entry battle).
qsizetype lastSeqKey(QByteArrayView line)
{
    constexpr QByteArrayView key(",\"seq\":");
    constexpr qsizetype qAt = 4; // the 'q' in it
    for (qsizetype q = line.lastIndexOf('q'); q >= qAt; q = line.first(q).lastIndexOf('q'))
        if (line.sliced(q - qAt).startsWith(key))
            return q - qAt;
    return -1;
}

// The marks and number of an entry line, read without parsing it. Keys come sorted (action,
// hash, seq, summary, superseded, undone) and text in JSON cannot hold a bare quote, so the last
// ',"seq":' is the entry's own and the marks, when set, close the line.
std::optional<RawMarks> rawMarks(QByteArrayView line)
{
    if (!line.startsWith("{\"action\":{") || !line.endsWith('}'))
        return std::nullopt;
    const qsizetype at = lastSeqKey(line);
    if (at < 0)
        return std::nullopt;
    qsizetype end = at + 7;
    while (end < line.size() && line.at(end) >= '0' && line.at(end) <= '9')
        ++end;
    bool ok = false;
    RawMarks marks;
    marks.seq = line.sliced(at + 7, end - at - 7).toInt(&ok);
    if (!ok || end >= line.size() || line.at(end) != ',')
        return std::nullopt;
    marks.undone = line.endsWith("\"undone\":true}");
    marks.superseded = line.endsWith("\"superseded\":true,\"undone\":true}");
    return marks;
}

// An entry kept as its line, to be read when needed (JournalEntry::raw), made in place at the end
// of `entries`: an entry is a large object, and a 100,000-entry battle has as many.
void appendRaw(QList<JournalEntry> &entries, const RawMarks &marks, const io::SharedSlice &line)
{
    JournalEntry &e = entries.emplaceBack();
    e.seq = marks.seq;
    e.undone = marks.undone;
    e.superseded = marks.superseded;
    e.raw = line;
    e.read = false;
}

// Reads a whole file, refusing what cannot be a battle's: a folder, a device, or more than the
// most a battle holds. *missing says whether there was no file at all.
std::optional<QByteArray> readBounded(const QString &path, QString *error, bool *missing)
{
    const QFileInfo info(path);
    *missing = !info.exists();
    if (*missing) {
        *error = BattleFile::tr("there is no file %1").arg(path);
        return std::nullopt;
    }
    if (!info.isFile()) {
        *error = BattleFile::tr("%1 is not a file").arg(path);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = BattleFile::tr("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // In pieces, up to one byte past the limit (a file that grows while it is read is caught
    // too): asked for whole, Qt would set aside the limit's 256 MB for every file opened.
    io::BoundedRead read = io::BoundedFile::read(file, BattleFile::kMaxBytes);
    if (read.status == io::BoundedRead::Status::TooLarge) {
        *error = BattleFile::tr("%1 is larger than %2 MB, far more than any battle: is it the right file?")
                     .arg(path, QString::number(BattleFile::kMaxBytes >> 20));
        return std::nullopt;
    }
    if (!read.ok()) {
        *error = BattleFile::tr("cannot read %1: %2").arg(path, read.error);
        return std::nullopt;
    }
    return std::move(read.data);
}

// ---- one copy of the battle -------------------------------------------------------------------

// The battle as one file holds it: the battle file, or the log's first record.
struct Copy {
    QJsonObject head; // all but the journal; empty if nothing could be read
    QList<JournalEntry> journal; // the entries that hold, in order
    QString error; // why nothing could be read
    QStringList problems; // why it cannot be trusted whole, in words
    bool headerTrusted = false; // its header proved itself (or predates checksums)
    bool journalComplete = false; // every entry proved itself
    QByteArray headerBytes; // as written, up to the journal: two copies of one save share it
    bool headerAsWritten = false; // its bytes match the header's checksum
    bool snapshotLeftOut = false; // `head` has no snapshot, for a reader that replays from the start
    int lastSeq() const { return journal.isEmpty() ? 0 : journal.last().seq; }
};

// The entries one by one when they cannot be taken as a whole: the ones before the first that is
// damaged, missing, repeated or out of place. Entry numbers run 1, 2, 3... with no gaps.
void readEntriesOneByOne(const QList<io::SharedSlice> &texts, Copy &copy, const QString &where)
{
    QList<int> numbers;
    for (const io::SharedSlice &t : texts)
        numbers.append(rawMarks(t.view()).value_or(RawMarks{-1}).seq);
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const int expected = int(i) + 1;
        const std::optional<JournalEntry> e
            = Journal::fromJson(QJsonDocument::fromJson(texts.at(i).toByteArray()).object());
        QString problem;
        if (!e)
            problem = BattleFile::tr("%1: journal entry %2 is damaged").arg(where, QString::number(expected));
        else if (e->seq < expected)
            problem = BattleFile::tr("%1: journal entry %2 appears a second time")
                          .arg(where, QString::number(e->seq));
        else if (e->seq > expected)
            problem = numbers.indexOf(expected, i + 1) > 0
                ? BattleFile::tr("%1: the journal's entries are out of order: entry %2 comes before entry %3")
                      .arg(where, QString::number(e->seq), QString::number(expected))
                : BattleFile::tr("%1: journal entry %2 is missing").arg(where, QString::number(expected));
        if (!problem.isEmpty()) {
            copy.problems.append(problem);
            const qsizetype lost = texts.size() - i;
            copy.problems.append(
                BattleFile::tr("%n journal entr(y/ies) from there on could not be kept", nullptr, int(lost)));
            return;
        }
        copy.journal.append(*e);
    }
}

void checkHead(Copy &copy, const QString &where)
{
    const QJsonObject &o = copy.head;
    const int format = o.value(u"format").toInt();
    if (format > kFormat) {
        copy.head = {};
        copy.error
            = BattleFile::tr("%1 was saved by a newer Adjutant (battle format %2; this one reads up to %3): "
                             "update Adjutant to open it")
                  .arg(where, QString::number(format), QString::number(kFormat));
        return;
    }
    if (format < 1 || !o.value(u"scenario").isObject() || !o.value(u"ruleset").isObject()) {
        copy.head = {};
        copy.error
            = BattleFile::tr("%1 is not an Adjutant battle (no format, ruleset and scenario)").arg(where);
        return;
    }
    // Format 1 was written before the header had a checksum: it is taken as it is. The bytes as
    // written are checked first, which spares writing a header of thousands of units again.
    const QByteArray stored = o.value(u"headerChecksum").toString().toLatin1();
    const QByteArray asWritten
        = copy.headerBytes.isEmpty() ? QByteArray() : headerAsChecksummed(copy.headerBytes, o);
    copy.headerAsWritten = format != 1 && !asWritten.isEmpty() && digest(asWritten) == stored;
    copy.headerTrusted = format == 1 || copy.headerAsWritten || stored == headerChecksum(o);
    if (!copy.headerTrusted)
        copy.problems.append(
            BattleFile::tr("%1: its header (order of battle, options, deck, seed) does not match "
                           "its checksum: it was changed after it was saved")
                .arg(where));
}

// The journal's entries, checked against the journal's checksum: taken whole (raw, read later)
// when they match, one by one when they do not.
void takeEntries(const QList<io::SharedSlice> &texts, QByteArrayView joined, Copy &copy, const QString &where)
{
    const qsizetype problemsBefore = copy.problems.size();
    const QJsonValue stored = copy.head.value(u"journalChecksum");
    const bool matches = stored.isUndefined()
        ? copy.head.value(u"format").toInt() == 1 // single-line format 1
        : stored.toString().toLatin1() == digest(joined);
    if (matches) {
        QList<JournalEntry> entries;
        entries.reserve(texts.size());
        io::adviseHugePages(entries.data(), entries.capacity() * qsizetype(sizeof(JournalEntry)));
        bool allRaw = true;
        for (const io::SharedSlice &t : texts) {
            const std::optional<RawMarks> marks = rawMarks(t.view());
            if (!marks || marks->seq != int(entries.size()) + 1) {
                allRaw = false;
                break;
            }
            appendRaw(entries, *marks, t);
        }
        if (allRaw) {
            copy.journal = std::move(entries);
            copy.journalComplete = true;
            return;
        }
    } else {
        copy.problems.append(BattleFile::tr("%1: its journal does not match its checksum").arg(where));
    }
    readEntriesOneByOne(texts, copy, where);
    copy.journalComplete = copy.problems.size() == problemsBefore;
}

// The header less its snapshot, for a reader that replays from the start and has no use for it:
// as written (keys in order), the snapshot is the header's last member the reader knows, and most
// of its bytes. Cut off where its name first appears, what is left parses only when that is the
// header's own member (not one deeper down; within a text a quote is escaped); a member after it
// would be one this build does not know and ignores anyway. Nothing when it is not found so.
std::optional<QJsonObject> headLessSnapshot(const QByteArray &header)
{
    const qsizetype at = header.indexOf(QByteArrayView(",\"snapshot\":{"));
    if (at < 0)
        return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(header.left(at) + '}');
    if (!doc.isObject())
        return std::nullopt;
    return doc.object();
}

// The fast way in, for a file laid out as written: the header parsed, the entries split off raw.
// Nothing when it is not laid out that way (written by hand, or by an older Adjutant). Its
// snapshot is left out for a reader that replays from the start, when the header's bytes are
// those its checksum covers: they are then the JSON written, and checked all the same.
std::optional<Copy> readLaidOut(const QByteArray &data, const QString &where, bool withSnapshot)
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
    Copy copy;
    if (const std::optional<QJsonObject> head = withSnapshot ? std::nullopt : headLessSnapshot(header)) {
        copy.head = *head;
        copy.snapshotLeftOut = true;
    } else {
        const QJsonDocument doc = QJsonDocument::fromJson(header + '}');
        if (!doc.isObject())
            return std::nullopt;
        copy.head = doc.object();
    }
    copy.headerBytes = header;
    checkHead(copy, where);
    if (copy.snapshotLeftOut && !copy.headerAsWritten)
        return readLaidOut(data, where, true); // read whole, to say what is wrong with it
    if (copy.head.isEmpty())
        return copy;
    // An empty journal is "[\n\n]}"; with its blank line gone, "[\n]}".
    const QByteArrayView entries = close == firstBreak
        ? QByteArrayView()
        : QByteArrayView(data).sliced(firstBreak + 1, close - firstBreak - 1);
    // Each entry's line stays in `data`, which the entries share.
    const qsizetype entriesAt = firstBreak + 1;
    QList<io::SharedSlice> texts;
    texts.reserve(std::count(entries.begin(), entries.end(), '\n') + 1);
    for (qsizetype start = 0; start < entries.size();) {
        qsizetype end = entries.indexOf('\n', start);
        if (end < 0)
            end = entries.size();
        const qsizetype size = end - start - (entries.sliced(start, end - start).endsWith(',') ? 1 : 0);
        texts.append(io::SharedSlice(data, entriesAt + start, size));
        start = end + 1;
    }
    takeEntries(texts, entries, copy, where);
    return copy;
}

// The slow way in: any JSON object with a format, a ruleset, a scenario and a journal.
Copy readWhole(const QJsonObject &o, const QString &where)
{
    Copy copy;
    copy.head = o;
    copy.head.remove(QStringLiteral("journal"));
    checkHead(copy, where);
    if (copy.head.isEmpty())
        return copy;
    QList<io::SharedSlice> texts;
    QByteArrayList joined;
    const QJsonArray journal = o.value(u"journal").toArray();
    for (const QJsonValue v : journal) {
        joined.append(v.isObject() ? compact(v.toObject()) : QByteArray());
        texts.append(io::SharedSlice(joined.last()));
    }
    takeEntries(texts, joined.join(kEntrySeparator), copy, where);
    return copy;
}

Copy readCopy(const QByteArray &data, const QString &where, bool withSnapshot = true)
{
    if (std::optional<Copy> laidOut = readLaidOut(data, where, withSnapshot))
        return std::move(*laidOut);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (!doc.isObject()) {
        Copy copy;
        copy.error = doc.isNull()
            ? BattleFile::tr("%1 is damaged (%2 at byte %3)")
                  .arg(where, parseError.errorString(), QString::number(parseError.offset))
            : BattleFile::tr("%1 is not an Adjutant battle").arg(where);
        return copy;
    }
    return readWhole(doc.object(), where);
}

// What the log's records after the first add to a copy: entries newer than it holds, and undo
// and redo marks. Entries must follow on from the copy's last one: past a gap (an entry the log
// never had, or a copy that could not be read) nothing can be placed, so the rest is not added
// and the gap is named.
struct Added {
    int records = 0;
    int missingSeq = 0; // the first entry that should have come next, when there is a gap
    int notKept = 0; // records from the gap on
};

Added addRecords(QList<JournalEntry> &journal, const QList<JournalLog::Record> &records)
{
    Added added;
    // The entries undone since the last entry added, which the next one supersedes: kept aside
    // rather than found by walking the whole journal for each entry (a battle played entry by
    // entry has a record for each of its 20,000).
    QList<qsizetype> undone;
    for (qsizetype i = 0; i < journal.size(); ++i)
        if (journal.at(i).undone)
            undone.append(i);
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QJsonObject r = QJsonDocument::fromJson(records.at(i).json.toByteArray()).object();
        if (r.contains(u"entry")) {
            const auto e = Journal::fromJson(r.value(u"entry").toObject());
            const int last = journal.isEmpty() ? 0 : journal.last().seq;
            if (!e || e->seq <= last)
                continue; // the copy holds it already
            if (e->seq != last + 1) {
                added.missingSeq = last + 1;
                added.notKept = int(records.size() - i);
                break;
            }
            for (const qsizetype at : std::as_const(undone)) // as when played: a new action supersedes
                if (journal.at(at).undone)
                    journal[at].superseded = true;
            undone.clear();
            journal.append(*e);
            ++added.records;
            continue;
        }
        for (const char *kind : {"undo", "redo"}) {
            if (!r.contains(QLatin1String(kind)))
                continue;
            const int seq = r.value(QLatin1String(kind)).toInt();
            for (qsizetype at = 0; at < journal.size(); ++at)
                if (journal.at(at).seq == seq) { // the log restarts at each save: every marker is newer
                    journal[at].undone = QByteArrayView(kind) == "undo";
                    if (journal.at(at).undone)
                        undone.append(at);
                }
            ++added.records;
        }
    }
    return added;
}

QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

} // namespace

QJsonObject BattleFile::toJson(const Battle &battle)
{
    QJsonArray journal;
    for (const JournalEntry &e : battle.journal())
        journal.append(Journal::toJson(e));
    QJsonObject o = toJsonHead(battle);
    o.insert(QStringLiteral("journal"), journal);
    return withChecksums(o);
}

QJsonObject BattleFile::withChecksums(QJsonObject o)
{
    o.insert(QStringLiteral("headerChecksum"), QString::fromLatin1(headerChecksum(o)));
    QByteArrayList lines;
    for (const QJsonValue e : o.value(u"journal").toArray())
        lines.append(compact(e.toObject()));
    o.insert(QStringLiteral("journalChecksum"), QString::fromLatin1(digest(lines.join(kEntrySeparator))));
    return o;
}

QJsonObject BattleFile::toJsonHead(const Battle &battle)
{
    QJsonObject options;
    for (auto it = battle.options().begin(); it != battle.options().end(); ++it)
        options.insert(it.key(), it.value());
    // The rules the battle was begun under, by their content, and a copy of them (BattleRules);
    // an update of the rules since is an entry of the journal, with its own copy.
    return QJsonObject{{QStringLiteral("format"), formatOf(battle)},
                       {QStringLiteral("ruleset"), rules::RulesetPin::of(battle.rulesBegunUnder()).toJson()},
                       {QStringLiteral("rulesetCopy"), battle.rulesBegunUnderCopy()},
                       {QStringLiteral("options"), options},
                       {QStringLiteral("seed"), QString::number(battle.seed())},
                       {QStringLiteral("scenario"), battle.scenario().raw},
                       {QStringLiteral("initialDeck"), StateJson::cardsToJson(battle.initialDeck())},
                       {QStringLiteral("snapshot"), battle.snapshotJson()}};
}

bool BattleFile::save(const Battle &battle, const QString &path, QString *error, LogEnd *logEnd,
                      DiskWriter &disk)
{
    // The header, then the journal one entry per line (see above).
    QJsonObject head = toJsonHead(battle);
    head.insert(QStringLiteral("headerChecksum"), QString::fromLatin1(headerChecksum(head)));
    QByteArray entries;
    for (const JournalEntry &e : battle.journal()) {
        if (!entries.isEmpty())
            entries.append(kEntrySeparator);
        appendEntryLine(entries, e);
    }
    head.insert(QStringLiteral("journalChecksum"), QString::fromLatin1(digest(entries)));
    QByteArray header = compact(head);
    header.chop(1); // its closing brace: the journal follows
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    // QSaveFile writes beside the file and renames only when all of it reached the disk: on any
    // failure (a full disk) the old file stays as it was.
    if (!disk.write(file, QByteArray(header + ',' + kJournalOpen + '\n' + entries + kJournalClose + '\n'),
                    error))
        return false;
    if (!file.commit()) {
        *error = tr("cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    syncFolderOf(path);
    // A fresh log, whose first record is the whole battle again, on one line: compact JSON has no
    // line breaks of its own, so the entries' only ones are those between them.
    QByteArray hash;
    const QByteArray entriesOnOneLine = QByteArray(entries).replace(kEntrySeparator, ",");
    const QByteArray first = JournalLog::line(
        1, {}, QByteArray("{\"battle\":" + header + ',' + kJournalOpen + entriesOnOneLine + "]}}"), &hash);
    QSaveFile log(logPath(path));
    if (!log.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    if (!disk.write(log, first, error))
        return false;
    if (!log.commit()) {
        *error = tr("cannot save %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    syncFolderOf(path);
    if (logEnd)
        *logEnd = {1, hash, first.size()};
    return true;
}

bool BattleFile::append(const QString &path, LogEnd &logEnd, const JournalEntry &entry, QString *error,
                        DiskWriter &disk)
{
    QFile log(logPath(path));
    // Unbuffered, so that a write the disk refuses fails here and not later, unseen.
    if (!log.open(QIODevice::ReadWrite | QIODevice::Unbuffered)) {
        *error = tr("cannot write %1: %2").arg(logPath(path), log.errorString());
        return false;
    }
    if (log.size() != logEnd.bytes) {
        *error = tr("%1 was changed by another program while the battle was open; reopen the battle")
                     .arg(logPath(path));
        return false;
    }
    const bool marker = std::holds_alternative<action::Undo>(entry.action)
        || std::holds_alternative<action::Redo>(entry.action);
    const QJsonObject record = marker
        ? QJsonObject{{ActionJson::kind(entry.action), entry.seq}, {QStringLiteral("hash"), entry.stateHash}}
        : QJsonObject{{QStringLiteral("entry"), Journal::toJson(entry)}};
    QByteArray hash;
    const QByteArray line = JournalLog::line(logEnd.lastRecord + 1, logEnd.lastHash, compact(record), &hash);
    if (!log.seek(logEnd.bytes) || !disk.write(log, line, error) || !disk.sync(log, error)) {
        if (error->isEmpty())
            *error = tr("cannot write %1: %2").arg(logPath(path), log.errorString());
        // Take back whatever part of the record reached the file; if even that fails, the next
        // opening finds a torn last record and cuts it off.
        if (log.resize(logEnd.bytes)) {
            QString ignored;
            disk.sync(log, &ignored);
        }
        return false;
    }
    logEnd = {logEnd.lastRecord + 1, hash, logEnd.bytes + line.size()};
    return true;
}

namespace {

// One opening of a battle, stage by stage: both copies read (the battle file and the log), the one
// to trust chosen, what the log could not prove told, the battle made under its rules, and its
// journal restored.
class Opening
{
public:
    Opening(const QString &battlePath, BattleFile::For openedFor)
        : path(battlePath),
          purpose(openedFor),
          name(fileName(battlePath)),
          logName(fileName(BattleFile::logPath(battlePath))),
          trace(qEnvironmentVariableIsSet("ADJUTANT_TRACE_OPEN"))
    {
        clock.start();
    }

    BattleFile::Opened run()
    {
        readBoth();
        if (!chooseBase())
            return std::move(out);
        tellLogProblems();
        std::unique_ptr<Battle> battle = makeBattle();
        if (!battle)
            return std::move(out);
        restoreJournal(*battle);
        mark("journal restored");
        out.battle = std::move(battle);
        return std::move(out);
    }

private:
    // ADJUTANT_TRACE_OPEN=1 prints where the time goes.
    void mark(const char *what) const
    {
        if (trace)
            qInfo("open %-24s %7.1f ms", what, double(clock.nsecsElapsed()) / 1e6);
    }

    bool fileTrusted() const
    {
        return !fromFile.head.isEmpty() && fromFile.headerTrusted && fromFile.journalComplete;
    }
    bool logTrusted() const
    {
        return logBelongs || (!fromLog.head.isEmpty() && fromLog.headerTrusted && fromLog.journalComplete);
    }

    void readBoth()
    {
        // The battle file.
        const std::optional<QByteArray> fileData = readBounded(path, &fromFile.error, &fileMissing);
        if (fileData)
            fromFile = readCopy(*fileData, name, purpose == BattleFile::For::Play);
        mark("battle file read");

        // The log: every record that proves itself, up to the first that does not.
        QString logError;
        if (const std::optional<QByteArray> data
            = readBounded(BattleFile::logPath(path), &logError, &logMissing))
            scan = JournalLog::scan(*data);
        else if (!logMissing)
            out.warnings.append(logError);
        mark("log read");

        // The log's first record is a whole copy of the battle. When it starts with the very header
        // the battle file has, the two are copies of one save and it need not be read.
        const QByteArrayView firstRecord
            = scan.records.isEmpty() ? QByteArrayView() : scan.records.first().json;
        const QByteArray prefix = QByteArrayLiteral("{\"battle\":");
        logBelongs = fileTrusted() && !fromFile.headerBytes.isEmpty()
            && firstRecord.startsWith(QByteArray(prefix + fromFile.headerBytes + ','));
        if (!logBelongs && !firstRecord.isEmpty()) {
            // The two copies are compared whole.
            if (fromFile.snapshotLeftOut)
                fromFile = readCopy(*fileData, name);
            if (firstRecord.startsWith(prefix) && firstRecord.endsWith('}'))
                fromLog = readCopy(firstRecord.sliced(prefix.size()).chopped(1).toByteArray(), logName);
            else
                fromLog.error = BattleFile::tr("%1 does not start with a copy of the battle").arg(logName);
            mark("log's copy read");
        }
        logBelongs = logBelongs || (logTrusted() && fileTrusted() && fromFile.head == fromLog.head);
        later = scan.records.mid(1);
    }

    // The copy the battle is taken from; false when there is none (out.error says why).
    bool chooseBase()
    {
        if (fileTrusted() && (logBelongs || !logTrusted() || scan.legacy)) {
            base = std::move(fromFile);
            // A log left from an earlier save (the app stopped between writing the two files) adds
            // nothing the file lacks; one from before the chain adds what is newer, as it always did.
            if (!logBelongs && !scan.legacy)
                later.clear();
            out.logNeedsRewrite = !logBelongs;
        } else if (logTrusted()) {
            chooseOverDamagedFile();
        } else if (!fromFile.head.isEmpty()) {
            takeFileAsItHolds();
        } else {
            sayNothingCouldBeRead();
            return false;
        }
        return true;
    }

    // The log's copy stands in for a damaged battle file, or for one older than the log.
    void chooseOverDamagedFile()
    {
        QList<JournalEntry> logJournal = fromLog.journal;
        addRecords(logJournal, later);
        const bool fileNewer
            = fileTrusted() && fromFile.lastSeq() >= (logJournal.isEmpty() ? 0 : logJournal.last().seq);
        if (fileNewer) {
            base = std::move(fromFile);
            later.clear();
            out.logNeedsRewrite = true;
            return;
        }
        out.damage = Damage::Damaged;
        if (!fromFile.error.isEmpty())
            out.warnings.append(fromFile.error);
        out.warnings.append(fromFile.problems);
        out.warnings.append(
            fileTrusted()
                ? BattleFile::tr("%1 is older than the journal beside it; the battle was taken from %2")
                      .arg(name, logName)
                : BattleFile::tr("the battle was rebuilt from the copy in %1").arg(logName));
        base = std::move(fromLog);
        baseFromLog = true;
    }

    // Nothing better: the battle file as far as it holds, with every problem named.
    void takeFileAsItHolds()
    {
        if (!fromFile.problems.isEmpty()) {
            out.damage = Damage::Damaged;
            out.warnings.append(fromFile.problems);
            if (!fromFile.headerTrusted)
                out.warnings.append(
                    BattleFile::tr(
                        "%1 has no intact copy to compare with: the battle was read as it is; check "
                        "its order of battle")
                        .arg(logName));
        }
        if (!fromLog.error.isEmpty())
            out.warnings.append(fromLog.error);
        journalTrusted = fromFile.journalComplete;
        base = std::move(fromFile);
        out.logNeedsRewrite = true;
        if (!scan.records.isEmpty() && !scan.legacy)
            later.clear(); // they belong to a copy that cannot be read
    }

    void sayNothingCouldBeRead()
    {
        out.error = fileMissing
            ? BattleFile::tr("there is no battle file %1").arg(path)
            : (fromFile.error.isEmpty() ? fromFile.problems.join(text::Punctuation::semicolon())
                                        : fromFile.error);
        if (!fromLog.error.isEmpty() || !fromLog.problems.isEmpty())
            out.error += text::Punctuation::semicolon()
                + (fromLog.error.isEmpty() ? fromLog.problems.join(text::Punctuation::semicolon())
                                           : fromLog.error);
        else if (scan.records.isEmpty())
            out.error
                += text::Punctuation::semicolon() + BattleFile::tr("%1 holds no copy of it").arg(logName);
    }

    // What the log could not prove. Only a log in use can lose anything: one left from an
    // earlier save was set aside above.
    void tellLogProblems()
    {
        const bool lostSomething
            = scan.problem.record == 1 ? scan.linesNotKept > 1 : (logBelongs || baseFromLog || scan.legacy);
        if (scan.problem.kind == JournalLog::Problem::Kind::TornTail) {
            if (out.damage == Damage::None)
                out.damage = Damage::TornTail;
            out.warnings.append(BattleFile::tr("%1: %2; it was never acknowledged, so nothing is lost")
                                    .arg(logName, scan.problem.text));
        } else if (scan.problem.kind != JournalLog::Problem::Kind::None && lostSomething) {
            out.damage = Damage::Damaged;
            out.warnings.append(
                BattleFile::tr("%1: %2; the %n record(s) before it are kept", nullptr,
                               scan.problem.record - 1)
                    .arg(logName, scan.problem.text)
                + text::Punctuation::semicolon()
                + BattleFile::tr("%n record(s) from there on could not be kept", nullptr, scan.linesNotKept));
        } else if (scan.problem.kind != JournalLog::Problem::Kind::None) {
            // Only the log's copy of the battle is damaged, and the battle file holds all of it.
            out.warnings.append(
                BattleFile::tr("%1: %2; it will be written afresh").arg(logName, scan.problem.text));
        }
        if (logMissing && !baseFromLog && base.head.value(u"format").toInt() > 1)
            sayLogIsMissing();
        if (logMissing || scan.records.isEmpty() || scan.legacy)
            out.logNeedsRewrite = true;
        out.logEnd = {scan.lastNumber(), scan.lastHash(), scan.intactBytes};
    }

    // Since format 2 every save writes the log beside the file, and play goes on only into the log
    // until the next save. A file without one was copied or sent on its own: if that happened
    // mid-battle, the play since its last save is missing, and only the log's owner can tell.
    void sayLogIsMissing()
    {
        out.warnings.append(BattleFile::tr("there is no %1 beside %2: the battle opens with the %n "
                                           "journal entr(y/ies) %2 holds; what was played since it "
                                           "was last saved is only in %1, so if %2 was copied or "
                                           "sent alone, fetch %1 too",
                                           nullptr, int(base.journal.size()))
                                .arg(logName, name));
    }

    // The rules it was begun under, found by their content (BattleRules), and the scenario it
    // carries; null when either cannot be had (out.error says why).
    std::unique_ptr<Battle> makeBattle()
    {
        BattleRules::Found rules
            = BattleRules::find(base.head.value(u"ruleset").toObject(),
                                base.head.value(u"rulesetCopy").toString(), baseFromLog ? logName : name);
        out.warnings.append(rules.warnings);
        if (!rules.ruleset) {
            out.error = rules.error;
            return nullptr;
        }
        // Saved before battles kept their rules: written afresh by its next writer, pinned from then on.
        if (!rules.pinned)
            out.logNeedsRewrite = true;
        const ScenarioLoadResult scenario = ScenarioLoader::loadObject(
            base.head.value(u"scenario").toObject(), path + u"#scenario", *rules.ruleset);
        if (!scenario.ok()) {
            out.error = scenario.errors.isEmpty() ? BattleFile::tr("the battle's order of battle is damaged")
                                                  : scenario.errors.first().toString();
            return nullptr;
        }
        mark("ruleset and scenario");
        QHash<QString, QString> options;
        const QJsonObject opts = base.head.value(u"options").toObject();
        for (auto it = opts.begin(); it != opts.end(); ++it)
            options.insert(it.key(), it.value().toString());
        // Its first deck as dealt when it began, never dealt again.
        auto battle
            = std::make_unique<Battle>(*scenario.scenario, std::move(*rules.ruleset), options,
                                       base.head.value(u"seed").toString().toULongLong(),
                                       StateJson::cardsFromJson(base.head.value(u"initialDeck").toArray()));
        battle->setDrawPileDigest(drawPileOf(base.head.value(u"format").toInt()));
        return battle;
    }

    // The copy's journal, then whatever the log holds beyond it.
    void restoreJournal(Battle &battle)
    {
        QList<JournalEntry> journal = std::move(base.journal);
        const Added added = addRecords(journal, later);
        out.recoveredFromLog = added.records;
        if (added.missingSeq > 0) {
            out.damage = Damage::Damaged;
            out.warnings.append(
                BattleFile::tr(
                    "%1: journal entry %2 is missing; %n record(s) from there on could not be kept", nullptr,
                    added.notKept)
                    .arg(logName, QString::number(added.missingSeq)));
        }
        mark("battle made");
        const qsizetype total = journal.size();
        QString problem;
        if (journalTrusted && purpose == BattleFile::For::ReplayFromStart) {
            battle.keepJournalUnplayed(std::move(journal));
            return;
        }
        if (journalTrusted) {
            // Handed over whole, so that reading it in place copies nothing; handed back if it fails.
            QList<JournalEntry> givenBack;
            if (battle.restore(std::move(journal), &problem, base.head.value(u"snapshot").toObject(),
                               &givenBack)) {
                checkWherePlayLeftOff(battle);
                return;
            }
            journal = std::move(givenBack);
        }
        // Entry by entry, keeping those that apply and give the state they recorded.
        const qsizetype kept = battle.restoreWhatHolds(std::move(journal), &problem);
        if (kept < total) {
            out.damage = Damage::Damaged;
            out.warnings.append(problem);
            out.warnings.append(
                BattleFile::tr("the battle goes on from entry %1; %n later entr(y/ies) could not be kept",
                               nullptr, int(total - kept))
                    .arg(kept));
        }
    }

    // Replay must land where play left off: the state the last live entry recorded.
    void checkWherePlayLeftOff(const Battle &battle)
    {
        for (auto it = battle.journal().rbegin(); it != battle.journal().rend(); ++it) {
            if (it->undone)
                continue;
            const JournalEntry last = Journal::parsed(*it);
            if (!last.stateHash.isEmpty() && last.stateHash != battle.stateHash())
                out.warnings.append(
                    BattleFile::tr("replaying the journal does not give the state recorded at entry %1")
                        .arg(last.seq));
            return;
        }
    }

    const QString &path;
    const BattleFile::For purpose;
    const QString name;
    const QString logName;
    QElapsedTimer clock;
    const bool trace;
    BattleFile::Opened out;
    Copy fromFile;
    Copy fromLog;
    Copy base;
    bool fileMissing = false;
    bool logMissing = false;
    bool logBelongs = false;
    bool baseFromLog = false;
    bool journalTrusted = true;
    JournalLog::Scan scan;
    QList<JournalLog::Record> later;
};

} // namespace

BattleFile::Opened BattleFile::open(const QString &path, For purpose)
{
    // A battle read through a link is the battle it leads to, whose log is beside it, not beside
    // the link (where there is none, or one of another battle's).
    const QFileInfo info(path);
    return Opening(info.isSymLink() && info.exists() ? info.canonicalFilePath() : path, purpose).run();
}

} // namespace adjutant::battle
