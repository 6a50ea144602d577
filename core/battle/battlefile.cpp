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

QByteArray logLine(const QJsonObject &record)
{
    const QByteArray json = QJsonDocument(record).toJson(QJsonDocument::Compact);
    return checksum(json) + ' ' + json + '\n';
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

} // namespace

QJsonObject BattleFile::toJson(const Battle &battle)
{
    QJsonArray journal;
    for (const JournalEntry &e : battle.journal())
        journal.append(Battle::entryToJson(e));
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
                       {QStringLiteral("snapshot"), battle.snapshotJson()},
                       {QStringLiteral("journal"), journal}};
}

bool BattleFile::save(const Battle &battle, const QString &path, QString *error)
{
    const QJsonObject json = toJson(battle);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    // Compact: a long battle opens a third faster than with indentation (jq shows it readably).
    file.write(QJsonDocument(json).toJson(QJsonDocument::Compact));
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
    log.write(logLine(QJsonObject{{QStringLiteral("battle"), json}}));
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fromFile.error = tr("cannot read %1: %2").arg(path, file.errorString());
    } else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        if (!doc.isObject())
            fromFile.error = tr("%1 is damaged (%2 at byte %3)")
                                 .arg(path, parseError.errorString())
                                 .arg(parseError.offset);
        else
            fromFile = parseBattle(doc.object());
    }

    mark("battle file parsed");
    // The log: intact records up to the first damaged line.
    QList<QJsonObject> records;
    QByteArray firstRecord;
    QFile log(logPath(path));
    if (log.open(QIODevice::ReadOnly)) {
        // Whole, then split: reading a long line piecemeal (the first record holds the whole
        // battle) costs more than the rest of opening.
        const QByteArray all = log.readAll();
        int lineNo = 0;
        for (qsizetype start = 0; start < all.size();) {
            const qsizetype newline = all.indexOf('\n', start);
            const qsizetype end = newline < 0 ? all.size() : newline + 1;
            const QByteArray line = QByteArray::fromRawData(all.constData() + start, end - start);
            start = end;
            ++lineNo;
            const qsizetype space = line.indexOf(' ');
            const QByteArray json = line.mid(space + 1).trimmed();
            if (space <= 0 || !line.endsWith('\n') || checksum(json) != line.left(space)) {
                out.warnings.append(
                    tr("%1 is damaged from line %2: the %n record(s) before it are kept", nullptr, lineNo - 1)
                        .arg(logPath(path))
                        .arg(lineNo));
                out.damaged = true;
                break;
            }
            // The first record, a whole copy of the battle, is only read if the file is damaged.
            if (lineNo == 1 && json.startsWith("{\"battle\":"))
                firstRecord = QByteArray(json.constData(), json.size()); // own copy: the buffer goes
            else
                records.append(QJsonDocument::fromJson(json).object());
        }
    }

    mark("log read");
    Parsed base = fromFile;
    if (!fromFile.error.isEmpty()) {
        out.damaged = true;
        const Parsed fromLog = firstRecord.isEmpty()
            ? Parsed{}
            : parseBattle(QJsonDocument::fromJson(firstRecord).object().value(u"battle").toObject());
        if (!fromLog.error.isEmpty() || fromLog.battle.isEmpty()) {
            out.error = fromFile.error;
            return out;
        }
        out.warnings.append(tr("%1; rebuilt from its journal").arg(fromFile.error));
        base = fromLog;
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
    const ScenarioLoadResult scenario
        = ScenarioLoader::loadData(QJsonDocument(base.battle.value(u"scenario").toObject()).toJson(),
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
    QList<JournalEntry> journal = base.journal;
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
    if (!battle->restore(journal, &error, base.battle.value(u"snapshot").toObject())) {
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
