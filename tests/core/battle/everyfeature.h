#pragma once

// The made-up fifth system (data/every-feature.json) and its battle, for the tests that play it.

#include "battle/action.h"
#include "battle/battle.h"
#include "battle/scenario.h"
#include "rules/rulesetloader.h"

#include <QDebug>
#include <QFile>
#include <QJsonDocument>

#include <memory>

namespace everyfeature {

inline QString dataDir()
{
    return QStringLiteral(BATTLE_TEST_DATA);
}

// The ruleset, or nothing with its errors printed.
inline std::optional<adjutant::rules::Ruleset> ruleset()
{
    const adjutant::rules::RulesetLoadResult r
        = adjutant::rules::RulesetLoader::loadFile(dataDir() + u"/every-feature.json");
    for (const adjutant::rules::RulesetError &e : r.errors)
        qWarning().noquote() << e.toString();
    if (!r.ok())
        return std::nullopt;
    return *r.ruleset;
}

// The bridge at Nowhere: North Foot (quality A) and North Horse under Captain Ada, South Foot (in
// column) and South Horse under Captain Bo.
inline std::unique_ptr<adjutant::battle::Battle> battle(const adjutant::rules::Ruleset &rs,
                                                        const QHash<QString, QString> &options = {})
{
    QFile f(dataDir() + u"/every-feature-scenario.json");
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    const adjutant::battle::ScenarioLoadResult sc
        = adjutant::battle::ScenarioLoader::loadData(f.readAll(), f.fileName(), rs);
    for (const adjutant::rules::RulesetError &e : sc.errors)
        qWarning().noquote() << e.toString();
    if (!sc.ok())
        return nullptr;
    return std::make_unique<adjutant::battle::Battle>(*sc.scenario, rs, options, 11);
}

inline adjutant::battle::Action act(const QByteArray &json)
{
    QString error;
    std::optional<adjutant::battle::Action> a
        = adjutant::battle::ActionJson::read(QJsonDocument::fromJson(json).object(), &error);
    if (!a)
        qFatal("not an action: %s", qPrintable(error));
    return *a;
}

} // namespace everyfeature
