#include "answerbook.h"

#include "battle/diskwriter.h"
#include "io/sidefile.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace adjutant::lan {

namespace {

constexpr qint64 kMaxBookBytes = 4 * 1024 * 1024;

QString keyOf(const QString &device, const QString &id)
{
    return device + u' ' + id;
}

QByteArray lineOf(const QString &key, const QJsonObject &answer)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("device"), key.section(u' ', 0, 0)},
                                     {QStringLiteral("answer"), answer}})
               .toJson(QJsonDocument::Compact)
        + '\n';
}

// The kept answers, oldest first, as (key, answer), one line of JSON each; or why the bytes are
// not an answer book. A last line cut short (the host stopped mid-write) is left out: its
// action's answer was never sent.
QString readAnswers(const QByteArray &data, QList<std::pair<QString, QJsonObject>> *out, bool *torn = nullptr,
                    QList<AnswerBook::Unanswered> *unanswered = nullptr)
{
    const QList<QByteArray> lines = data.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonObject o = QJsonDocument::fromJson(lines.at(i), &parseError).object();
        const QString device = o.value(u"device").toString();
        if (const QJsonObject expected = o.value(u"expected").toObject();
            !device.isEmpty() && !expected.value(u"id").toString().isEmpty()) {
            if (unanswered)
                unanswered->append({device,
                                    expected.value(u"id").toString(),
                                    {qsizetype(expected.value(u"entries").toDouble()),
                                     qsizetype(expected.value(u"undone").toDouble())}});
            continue;
        }
        const QJsonObject answer = o.value(u"answer").toObject();
        const QString id = answer.value(u"id").toString();
        if (device.isEmpty() || id.isEmpty()) {
            if (i == lines.size() - 1) { // no newline after it: cut short
                if (torn)
                    *torn = true;
                break;
            }
            return AnswerBook::tr("line %1 is not an answer given: %2")
                .arg(i + 1)
                .arg(parseError.errorString());
        }
        out->append({keyOf(device, id), answer});
        if (unanswered)
            unanswered->removeIf(
                [&](const AnswerBook::Unanswered &u) { return u.device == device && u.id == id; });
    }
    return {};
}

} // namespace

bool AnswerBook::load(const QString &path, QString *error)
{
    m_path = path;
    m_answers.clear();
    m_order.clear();
    m_file.close();
    m_linesOnDisk = 0;
    m_unanswered.clear();
    QList<std::pair<QString, QJsonObject>> read;
    bool torn = false;
    const io::OwnFile own = io::SideFile::readOwn(path, kMaxBookBytes, [](const QByteArray &data) {
        QList<std::pair<QString, QJsonObject>> probe;
        return readAnswers(data, &probe);
    });
    m_writable = own.writable();
    if (own.state == io::OwnFile::State::Read)
        readAnswers(own.data, &read, &torn, &m_unanswered);
    for (const auto &[key, answer] : std::as_const(read)) {
        m_answers.insert(key, answer);
        m_order.append(key);
    }
    m_linesOnDisk = int(read.size());
    if (torn) // appended to, the cut line would spoil the next one: written anew without it
        return rewrite(error);
    if (own.state == io::OwnFile::State::Read || own.state == io::OwnFile::State::Missing)
        return true;
    *error = own.why;
    return false;
}

const QJsonObject *AnswerBook::find(const QString &device, const QString &id) const
{
    const auto it = m_answers.constFind(keyOf(device, id));
    return it == m_answers.cend() ? nullptr : &*it;
}

bool AnswerBook::keep(const QString &device, const QString &id, const QJsonObject &answer, QString *error)
{
    const QString key = keyOf(device, id);
    if (!m_answers.contains(key))
        m_order.append(key);
    m_answers.insert(key, answer);
    while (m_order.size() > kKept)
        m_answers.remove(m_order.takeFirst());
    if (m_path.isEmpty())
        return true; // a table that keeps nothing on disk (no battle file)
    if (!m_writable) {
        *error = tr("the answers given are not kept: %1 cannot be written").arg(m_path);
        return false;
    }
    return m_linesOnDisk >= 2 * kKeptOnDisk ? rewrite(error) : append(key, error);
}

bool AnswerBook::expect(const QString &device, const QString &id, const Mark &before, QString *error)
{
    if (m_path.isEmpty())
        return true;
    if (!m_writable) {
        *error = tr("the answers given are not kept: %1 cannot be written").arg(m_path);
        return false;
    }
    const QJsonObject expected{{QStringLiteral("id"), id},
                               {QStringLiteral("entries"), double(before.entries)},
                               {QStringLiteral("undone"), double(before.undone)}};
    return appendLine(
        QJsonDocument(QJsonObject{{QStringLiteral("device"), device}, {QStringLiteral("expected"), expected}})
                .toJson(QJsonDocument::Compact)
            + '\n',
        error);
}

bool AnswerBook::append(const QString &key, QString *error)
{
    return appendLine(lineOf(key, m_answers.value(key)), error);
}

bool AnswerBook::appendLine(const QByteArray &line, QString *error)
{
    if (!m_file.isOpen()) {
        if (!io::SideFile::mayWrite(m_path, error))
            return false;
        m_file.setFileName(m_path);
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            *error = tr("the answers given could not be written to %1: %2").arg(m_path, m_file.errorString());
            return false;
        }
    }
    battle::DiskWriter &disk = battle::DiskWriter::system();
    QString why;
    if (!disk.write(m_file, line, &why) || !disk.sync(m_file, &why)) {
        m_file.close();
        *error = tr("the answers given could not be written to %1: %2").arg(m_path, why);
        return false;
    }
    ++m_linesOnDisk;
    return true;
}

bool AnswerBook::rewrite(QString *error)
{
    m_file.close();
    if (!io::SideFile::mayWrite(m_path, error))
        return false;
    QByteArray bytes;
    const qsizetype from = std::max<qsizetype>(0, m_order.size() - kKeptOnDisk);
    for (qsizetype i = from; i < m_order.size(); ++i)
        bytes += lineOf(m_order.at(i), m_answers.value(m_order.at(i)));
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("the answers given could not be written to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    m_linesOnDisk = int(m_order.size() - from);
    return true;
}

} // namespace adjutant::lan
