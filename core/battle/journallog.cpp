#include "journallog.h"

#include <QCryptographicHash>
#include <QHash>

#include <algorithm>
#include <optional>

namespace adjutant::battle {

namespace {

constexpr qsizetype kHashLength = 16; // hex digits: 64 bits, plenty against accidental damage

QByteArray chainHash(QByteArrayView previousHash, int number, QByteArrayView json)
{
    QCryptographicHash h(QCryptographicHash::Blake2b_160);
    h.addData(previousHash);
    h.addData(" ");
    h.addData(QByteArray::number(number));
    h.addData(" ");
    h.addData(json);
    return h.result().toHex().left(kHashLength);
}

bool isHex(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// One line of the file: where it is and whether its newline made it to the disk.
struct Line {
    qsizetype start = 0;
    qsizetype end = 0; // after the newline, if any
    bool terminated = false;
    QByteArrayView text; // without the newline
};

QList<Line> splitLines(QByteArrayView data)
{
    QList<Line> lines;
    for (qsizetype start = 0; start < data.size();) {
        const qsizetype newline = data.indexOf('\n', start);
        Line l;
        l.start = start;
        l.terminated = newline >= 0;
        l.end = l.terminated ? newline + 1 : data.size();
        l.text = data.sliced(start, (l.terminated ? newline : data.size()) - start);
        lines.append(l);
        start = l.end;
    }
    return lines;
}

// "N HASH JSON", or nothing when the line is not framed that way.
struct Framed {
    int number = 0;
    QByteArrayView hash;
    QByteArrayView json;
};

std::optional<Framed> frame(QByteArrayView text)
{
    const qsizetype space = text.indexOf(' ');
    if (space <= 0 || space > 9 || text.size() < space + 1 + kHashLength + 2)
        return std::nullopt;
    bool ok = false;
    Framed f;
    f.number = text.first(space).toInt(&ok);
    f.hash = text.sliced(space + 1, kHashLength);
    if (!ok || f.number <= 0 || text.at(space + 1 + kHashLength) != ' ' || !isHex(f.hash))
        return std::nullopt;
    f.json = text.sliced(space + 2 + kHashLength);
    return f;
}

QByteArray legacyChecksum(QByteArrayView json)
{
    return QCryptographicHash::hash(json, QCryptographicHash::Sha1).toHex().left(12);
}

// A record whose number is not the one expected: named as repeated, moved, missing or damaged.
void describeMisplaced(const QList<Line> &lines, qsizetype i, JournalLog::Problem *problem)
{
    // Where each record number first stands, to tell a record moved from one lost.
    QHash<int, qsizetype> firstLineOf;
    for (qsizetype k = 0; k < lines.size(); ++k)
        if (const std::optional<Framed> f = frame(lines.at(k).text); f && !firstLineOf.contains(f->number))
            firstLineOf.insert(f->number, k);
    const int expected = int(i) + 1;
    const Framed f = *frame(lines.at(i).text);
    // Moved or repeated if it still chains to its own predecessor; else its number was damaged.
    // A record whose predecessor is gone cannot be checked: one is missing.
    const qsizetype before = f.number == 1 ? -1 : firstLineOf.value(f.number - 1, -1);
    const bool checkable = f.number == 1 || before >= 0;
    const bool intact = checkable
        && chainHash(before >= 0 ? frame(lines.at(before).text)->hash : QByteArrayView(), f.number, f.json)
            == f.hash;
    if (checkable && !intact) {
        *problem = {JournalLog::Problem::Kind::Damaged, expected, int(i) + 1,
                    JournalLog::tr("record %1 (line %2) is damaged").arg(expected).arg(i + 1)};
    } else if (f.number < expected) {
        *problem = {JournalLog::Problem::Kind::Repeated, expected, int(i) + 1,
                    JournalLog::tr("record %1 appears a second time at line %2").arg(f.number).arg(i + 1)};
    } else if (firstLineOf.value(expected, -1) > i) {
        *problem = {JournalLog::Problem::Kind::OutOfOrder, expected, int(i) + 1,
                    JournalLog::tr("the records are out of order: record %1 comes before record %2 (line %3)")
                        .arg(f.number)
                        .arg(expected)
                        .arg(i + 1)};
    } else if (expected == 1) {
        *problem = {JournalLog::Problem::Kind::Missing, expected, int(i) + 1,
                    JournalLog::tr("record 1 is missing: the journal starts at record %1").arg(f.number)};
    } else {
        *problem = {JournalLog::Problem::Kind::Missing, expected, int(i) + 1,
                    JournalLog::tr("record %1 is missing: record %2 follows record %3 (line %4)")
                        .arg(expected)
                        .arg(f.number)
                        .arg(expected - 1)
                        .arg(i + 1)};
    }
}

} // namespace

QByteArray JournalLog::line(int number, QByteArrayView previousHash, QByteArrayView json, QByteArray *hash)
{
    *hash = chainHash(previousHash, number, json);
    return QByteArray::number(number) + ' ' + *hash + ' ' + json + '\n';
}

JournalLog::Scan JournalLog::scan(const QByteArray &data)
{
    Scan scan;
    scan.text = data;
    const QList<Line> lines = splitLines(scan.text);
    if (lines.isEmpty())
        return scan;
    // A log from before the chain starts "CHECKSUM {"; a chained one "1 HASH {".
    if (!lines.first().text.startsWith("1 ") && lines.first().text.indexOf(' ') == 12)
        return scanLegacy(data);

    const auto stop = [&](qsizetype i, Problem::Kind kind, const QString &text) {
        scan.problem = {kind, int(i) + 1, int(i) + 1, text};
        scan.linesNotKept = int(lines.size() - i);
    };
    scan.records.reserve(lines.size());
    QByteArrayView previous;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int expected = int(i) + 1;
        const Line &l = lines.at(i);
        if (!l.terminated) {
            stop(i, Problem::Kind::TornTail,
                 tr("the last record (%1) was cut off while it was being written").arg(expected));
            break;
        }
        const std::optional<Framed> f = frame(l.text);
        if (!f || (f->number == expected && chainHash(previous, f->number, f->json) != f->hash)) {
            stop(i, Problem::Kind::Damaged, tr("record %1 (line %2) is damaged").arg(expected).arg(i + 1));
            break;
        }
        if (f->number != expected) {
            stop(i, Problem::Kind::Damaged, QString());
            describeMisplaced(lines, i, &scan.problem);
            break;
        }
        previous = f->hash;
        scan.records.append({f->number, f->hash, f->json});
        scan.intactBytes = l.end;
    }
    return scan;
}

JournalLog::Scan JournalLog::scanLegacy(const QByteArray &data)
{
    Scan scan;
    scan.text = data;
    scan.legacy = true;
    const QList<Line> lines = splitLines(scan.text);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const Line &l = lines.at(i);
        const qsizetype space = l.text.indexOf(' ');
        const QByteArrayView json = space < 0 ? QByteArrayView() : l.text.sliced(space + 1);
        if (!l.terminated || space != 12 || legacyChecksum(json) != l.text.first(space)) {
            scan.problem = {
                l.terminated ? Problem::Kind::Damaged : Problem::Kind::TornTail, int(i) + 1, int(i) + 1,
                l.terminated ? tr("record %1 (line %1) is damaged").arg(i + 1)
                             : tr("the last record (%1) was cut off while it was being written").arg(i + 1)};
            scan.linesNotKept = int(lines.size() - i);
            break;
        }
        scan.records.append({int(i) + 1, l.text.first(space), json});
        scan.intactBytes = l.end;
    }
    return scan;
}

} // namespace adjutant::battle
