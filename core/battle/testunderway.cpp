#include "testunderway.h"

#include "diskwriter.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace adjutant::battle {

namespace {

// A pending test is a few hundred bytes; anything much larger is not one.
constexpr qint64 kMaxPendingBytes = 1 << 20;

} // namespace

QString TestUnderWay::pathFor(const QString &battleFile)
{
    return battleFile + QStringLiteral(".pending");
}

bool TestUnderWay::write(const QString &battleFile, const action::Resolve &test, QString *error)
{
    const QString path = pathFor(battleFile);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot keep the test under way in %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = QJsonDocument(ActionJson::write(Action(test))).toJson(QJsonDocument::Compact);
    if (!DiskWriter::system().write(file, bytes, error) || !file.commit()) {
        if (error->isEmpty())
            *error = tr("cannot keep the test under way in %1: %2").arg(path, file.errorString());
        return false;
    }
    syncFolderOf(path);
    return true;
}

std::optional<action::Resolve> TestUnderWay::read(const QString &battleFile, QString *error)
{
    const QString path = pathFor(battleFile);
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxPendingBytes) {
        *error = tr("the test under way in %1 cannot be read").arg(path);
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!doc.isObject()) {
        *error = tr("the test under way in %1 is damaged: %2").arg(path, parse.errorString());
        return std::nullopt;
    }
    QString why;
    const std::optional<Action> a = ActionJson::read(doc.object(), &why);
    const action::Resolve *resolve = a ? std::get_if<action::Resolve>(&*a) : nullptr;
    if (!resolve) {
        *error
            = tr("the test under way in %1 is damaged: %2").arg(path, why.isEmpty() ? tr("not a test") : why);
        return std::nullopt;
    }
    return *resolve;
}

void TestUnderWay::forget(const QString &battleFile)
{
    QFile::remove(pathFor(battleFile));
}

} // namespace adjutant::battle
