#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <utility>

namespace adjutant::lan {

// The answers the host gave to the phones' actions, by device and action id, so that an action
// sent again (its answer lost with a dropped link) gets the first answer and is not played
// twice. The most recent are kept beside the battle too (FILE.answers, written whole through
// QSaveFile, never through a link, never over a file of the user's; one that does not read is
// moved aside), so a host started again on the same battle still knows them: a phone re-sends
// what it had in flight when the host went away. Each answer is appended to the file as a line
// of JSON and synced before the phone is sent it (one short write an action, not the whole book);
// past twice kKeptOnDisk lines the file is written anew through QSaveFile with the most recent.
// Before an action is played its id is written there too, with where the journal stood: a host
// that stopped after the journal took the entry and before the answer was kept finds, started
// again, that the journal moved on from there, and answers a retry as accepted rather than
// playing it twice (settle()).
class AnswerBook
{
    Q_DECLARE_TR_FUNCTIONS(AnswerBook)
public:
    // Where the journal stood: its entries, and how many of them are undone (an undo or a redo
    // changes that, not the count).
    struct Mark {
        qsizetype entries = 0;
        qsizetype undone = 0;
        friend bool operator==(const Mark &, const Mark &) = default;
    };
    // An action whose id was written before it was played, and no answer after it.
    struct Unanswered {
        QString device;
        QString id;
        Mark before;
    };
    static constexpr int kKept = 4096; // in memory
    static constexpr int kKeptOnDisk = 256; // the actions a table could have in flight, and more
    static QString pathFor(const QString &battlePath) { return battlePath + QStringLiteral(".answers"); }

    // Reads the answers kept at `path` (none there: none). False with *error when the file could
    // not be read (left alone, or moved aside): the host goes on with none.
    bool load(const QString &path, QString *error);
    const QJsonObject *find(const QString &device, const QString &id) const;
    // Keeps the answer, and writes the most recent to the disk; false with *error when they could
    // not be written (the answer stands, but a host started again would not know it).
    bool keep(const QString &device, const QString &id, const QJsonObject &answer, QString *error);
    // The action is about to be played on the journal as it stands: written and synced first.
    bool expect(const QString &device, const QString &id, const Mark &before, QString *error);
    // The actions load() found written before they were played and never answered (the host
    // stopped between the two); taken once.
    QList<Unanswered> takeUnanswered() { return std::exchange(m_unanswered, {}); }

private:
    bool append(const QString &key, QString *error);
    bool appendLine(const QByteArray &line, QString *error);
    bool rewrite(QString *error); // the most recent kKeptOnDisk, whole, through QSaveFile
    QString m_path;
    bool m_writable = false;
    QFile m_file; // open for appending once the first answer is kept
    int m_linesOnDisk = 0;
    QHash<QString, QJsonObject> m_answers; // by "device id"
    QStringList m_order; // oldest first
    QList<Unanswered> m_unanswered;
};

} // namespace adjutant::lan
