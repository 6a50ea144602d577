#include "army.h"

#include "scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace adjutant::battle {

namespace {

int bodies(const QJsonArray &commanders)
{
    int n = 0;
    for (const QJsonValue v : commanders) {
        const QJsonObject c = v.toObject();
        n += 1 + int(c.value(u"units").toArray().size()) + bodies(c.value(u"commanders").toArray());
    }
    return n;
}

} // namespace

QJsonObject Army::make(const QString &rulesetId, const QJsonObject &side)
{
    return QJsonObject{{QStringLiteral("format"), 1},
                       {QStringLiteral("kind"), QStringLiteral("army")},
                       {QStringLiteral("ruleset"), rulesetId},
                       {QStringLiteral("name"), side.value(u"name").toString()},
                       {QStringLiteral("side"), side}};
}

bool Army::save(const QString &path, const QJsonObject &army, QString *error)
{
    return saveScenarioFile(path, army, error);
}

std::optional<QJsonObject> Army::readSide(const QByteArray &data, const QString &rulesetId, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parse);
    const QJsonObject o = doc.object();
    if (parse.error != QJsonParseError::NoError) {
        *error = tr("not an army file: %1").arg(parse.errorString());
        return std::nullopt;
    }
    // Good JSON that is not an object (a list) is no army either, said as for any other file.
    if (!doc.isObject() || o.value(u"kind").toString() != u"army" || !o.value(u"side").isObject()) {
        *error = tr("not an army file (a scenario or a battle?)");
        return std::nullopt;
    }
    if (o.value(u"format").toInt() != 1) {
        *error = tr("an army file of format %1, which this Adjutant does not know")
                     .arg(o.value(u"format").toVariant().toString());
        return std::nullopt;
    }
    if (o.value(u"ruleset").toString() != rulesetId) {
        *error = tr("this army was built for the ruleset \"%1\", not \"%2\"")
                     .arg(o.value(u"ruleset").toString(), rulesetId);
        return std::nullopt;
    }
    const QJsonObject side = o.value(u"side").toObject();
    if (!side.value(u"commanders").isArray()) {
        *error = tr("the army has no commanders");
        return std::nullopt;
    }
    return side;
}

std::optional<Army::Heading> Army::heading(const QByteArray &data)
{
    const QJsonObject o = QJsonDocument::fromJson(data).object();
    if (o.value(u"kind").toString() != u"army" || !o.value(u"side").isObject())
        return std::nullopt;
    const QJsonObject side = o.value(u"side").toObject();
    return Heading{o.value(u"name").toString(side.value(u"name").toString()), o.value(u"ruleset").toString(),
                   bodies(side.value(u"commanders").toArray())};
}

} // namespace adjutant::battle
