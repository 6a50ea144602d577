// The line-tracking JSON reader every ruleset and scenario goes through (core/rules/sourcejson).
// Besides not crashing: when Qt's reader accepts the same text, both must read the same value,
// and every line the reader names must be a line of the text.
#include "fuzzsupport.h"

#include "json/sourcejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace adjutant;
using adjutant::json::SourceJsonReader;

namespace {

// Paths of the values in a document, as the reader names them ("tests[3].name"), up to a limit.
void collectPaths(const QJsonValue &value, const QString &path, QStringList &paths)
{
    if (paths.size() >= 200)
        return;
    paths.append(path);
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectPaths(it.value(), SourceJsonReader::childPath(path, it.key()), paths);
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectPaths(a.at(i), SourceJsonReader::indexPath(path, i), paths);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QByteArray text = fuzz::bytes(data, size);
    json::SourceJson json;
    json::SourceJsonError error;
    const int lines = int(text.count('\n')) + 1;
    if (!SourceJsonReader::read(text, &json, &error)) {
        if (error.line < 1 || error.line > lines || error.message.isEmpty())
            fuzz::broken("an error on no line of the text, or without a message",
                         QStringLiteral("line %1 of %2: %3").arg(error.line).arg(lines).arg(error.message));
        return 0;
    }
    QJsonParseError qtError;
    const QJsonDocument qt = QJsonDocument::fromJson(text, &qtError);
    if (qtError.error == QJsonParseError::NoError) {
        const QJsonValue qtRoot = qt.isObject() ? QJsonValue(qt.object()) : QJsonValue(qt.array());
        if (qtRoot != json.root)
            fuzz::broken("the reader and QJsonDocument read the same text differently");
    }
    QStringList paths;
    collectPaths(json.root, QString(), paths);
    for (const QString &path : std::as_const(paths)) {
        const int line = json.lineOf(path);
        const int keyLine = json.keyLineOf(path);
        if (line < 1 || line > lines || keyLine < 1 || keyLine > lines)
            fuzz::broken("a line outside the text", path);
    }
    return 0;
}
