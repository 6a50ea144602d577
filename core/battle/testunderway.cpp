#include "testunderway.h"

#include "diskwriter.h"

#include "io/sidefile.h"

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
    // Never through a link or into a pipe: QSaveFile would follow the link and write over
    // whatever it leads to (the journal, the battle, a file elsewhere).
    if (!io::SideFile::mayWrite(path, error)) {
        *error = tr("the test under way is not kept: %1").arg(*error);
        return false;
    }
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
    // A plain file only, bounded, and never waited for: a pipe or /dev/zero in its place is
    // refused at once, and play goes on without it.
    const io::BoundedRead file = io::SideFile::read(path, kMaxPendingBytes);
    if (file.missing())
        return std::nullopt;
    if (!file.ok()) {
        *error = tr("the test under way in %1 cannot be read: %2").arg(path, file.error);
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.data, &parse);
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
