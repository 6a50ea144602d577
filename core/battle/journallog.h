#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adjutant::battle {

// The framing of FILE.journal, the append-only log beside a battle file: one record a line,
//   N HASH JSON\n
// N counts the records from 1, and HASH chains each record to the one before it (a hash of the
// previous HASH, N and JSON), so a record that is missing, repeated, moved or altered is found
// and named, not skipped. A line without its newline at the very end is a torn tail: a write
// the app or the machine never finished, and so never acknowledged.
//
// Logs written before the chain (format 1) had "CHECKSUM JSON" lines; they are still read, each
// line checked on its own.
class JournalLog
{
    Q_DECLARE_TR_FUNCTIONS(JournalLog)
public:
    struct Record {
        int number = 0;
        QByteArrayView hash; // views into the scanned text, which the scan keeps
        QByteArrayView json;
    };

    struct Problem {
        enum class Kind {
            None,
            TornTail, // the last record was cut off mid-write: never acknowledged, nothing lost
            Damaged, // a record's bytes were changed
            Missing, // a record's number was skipped
            Repeated, // a record's number came again
            OutOfOrder, // a record came before one it should follow
            NotALog, // the file is not a journal at all
        };
        Kind kind = Kind::None;
        int record = 0; // the number of the first record that could not be kept
        int line = 0; // its line in the file
        QString text; // in words, for the warning
    };

    struct Scan {
        QByteArray text; // what was scanned (shared, not copied): the records point into it
        QList<Record> records; // every record before the first problem, each one verified
        Problem problem;
        qsizetype intactBytes = 0; // where the verified records end
        int linesNotKept = 0; // lines from the problem on
        bool legacy = false; // the format before the chain
        int lastNumber() const { return records.isEmpty() ? 0 : records.last().number; }
        QByteArray lastHash() const
        {
            return records.isEmpty() ? QByteArray() : records.last().hash.toByteArray();
        }
    };

    // Reads a log, verifying each record against the one before it.
    static Scan scan(const QByteArray &data);

    // The line for record `number` after the record whose hash was `previousHash` (empty before
    // the first); its own hash, which the next record chains to, goes to *hash.
    static QByteArray line(int number, QByteArrayView previousHash, QByteArrayView json, QByteArray *hash);

private:
    static Scan scanLegacy(const QByteArray &data);
};

} // namespace adjutant::battle
