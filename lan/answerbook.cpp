#include "answerbook.h"

#include "io/sidefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace adjutant::lan {

namespace {

constexpr qint64 kMaxBookBytes = 4 * 1024 * 1024;

QString keyOf(const QString &device, const QString &id)
{
    return device + u' ' + id;
}

// The kept answers, oldest first, as (key, answer); or why the bytes are not an answer book.
QString readAnswers(const QByteArray &data, QList<std::pair<QString, QJsonObject>> *out)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (!doc.isObject() || doc.object().value(u"format").toInt() != 1)
        return AnswerBook::tr("it is not the JSON of the answers given: %1").arg(parseError.errorString());
    for (const QJsonValue &v : doc.object().value(u"answers").toArray()) {
        const QJsonObject o = v.toObject();
        const QString device = o.value(u"device").toString();
        const QJsonObject answer = o.value(u"answer").toObject();
        const QString id = answer.value(u"id").toString();
        if (device.isEmpty() || id.isEmpty())
            return AnswerBook::tr("an answer names no device or action");
        out->append({keyOf(device, id), answer});
    }
    return {};
}

} // namespace

bool AnswerBook::load(const QString &path, QString *error)
{
    m_path = path;
    m_answers.clear();
    m_order.clear();
    QList<std::pair<QString, QJsonObject>> read;
    const io::OwnFile own = io::SideFile::readOwn(path, kMaxBookBytes, [](const QByteArray &data) {
        QList<std::pair<QString, QJsonObject>> probe;
        return readAnswers(data, &probe);
    });
    m_writable = own.writable();
    if (own.state == io::OwnFile::State::Read)
        readAnswers(own.data, &read);
    for (const auto &[key, answer] : std::as_const(read)) {
        m_answers.insert(key, answer);
        m_order.append(key);
    }
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
    return save(error);
}

bool AnswerBook::save(QString *error) const
{
    if (m_path.isEmpty())
        return true; // a table that keeps nothing on disk (no battle file)
    if (!m_writable) {
        *error = tr("the answers given are not kept: %1 cannot be written").arg(m_path);
        return false;
    }
    if (!io::SideFile::mayWrite(m_path, error))
        return false;
    QJsonArray answers;
    for (qsizetype i = std::max<qsizetype>(0, m_order.size() - kKeptOnDisk); i < m_order.size(); ++i) {
        const QString &key = m_order.at(i);
        answers.append(QJsonObject{{QStringLiteral("device"), key.section(u' ', 0, 0)},
                                   {QStringLiteral("answer"), m_answers.value(key)}});
    }
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("the answers given could not be written to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), 1}, {QStringLiteral("answers"), answers}})
                   .toJson(QJsonDocument::Compact));
    if (!file.commit()) {
        *error = tr("the answers given could not be written to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

} // namespace adjutant::lan
