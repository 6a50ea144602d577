#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace adjutant::battle {

// A side saved on its own, to bring into later battles (an umpire's club army). The file holds the
// side as a scenario file does, with the ruleset it was built for:
//   {"format": 1, "kind": "army", "ruleset": ID, "name": TEXT, "side": {"id", "name", "colour",
//    "pattern", "defaults", "commanders": [...]}}
// The side is checked like the rest of a scenario once it is in one (the editor shows each mistake
// on its row); reading an army checks only that it is one, and for which ruleset.
class Army
{
    Q_DECLARE_TR_FUNCTIONS(Army)
public:
    static QJsonObject make(const QString &rulesetId, const QJsonObject &side);
    // Written whole or not at all (see saveScenarioFile). False with *error set.
    static bool save(const QString &path, const QJsonObject &army, QString *error);
    // The army's side, if the data is an army for that ruleset; else none, with *error saying why.
    static std::optional<QJsonObject> readSide(const QByteArray &data, const QString &rulesetId,
                                               QString *error);
    // Its name and ruleset, read lightly for a list; empty if it is not an army.
    struct Heading {
        QString name;
        QString rulesetId;
        int units = 0; // units and commanders
    };
    static std::optional<Heading> heading(const QByteArray &data);
};

} // namespace adjutant::battle
