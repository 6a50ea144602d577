#pragma once

#include "rules/ruleset.h"
#include "rules/rulesetloader.h"
#include "rules/situation.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantHash>

#include <optional>

namespace adjutant::battle {

// One body on the table: a unit, or a commander (who also has a card, ratings and state).
struct ScenarioUnit {
    QString id;
    QString name;
    QString type;
    QString side;
    QString commander; // the commander this unit or commander answers to; empty at the top
    bool isCommander = false;
    QString level; // commanders: army, corps, division, brigade...
    QVariantHash fields; // starting values; the rest take the ruleset's defaults
    // Its figures as the order of battle lists them ("roster"), for a ruleset whose units have
    // them; empty: those its fields make (rules::Roster::derived).
    QList<rules::Figure> figures{};
};

struct ScenarioSide {
    QString id;
    QString name;
    QString colour;
    // How the side's colour is drawn, so that sides are told apart without colour: one of
    // sidePatterns(); a scenario that names none takes defaultSidePattern(its place).
    QString pattern;
    QVariantHash defaults; // field values every unit of the side starts with (its army)
};

// The patterns a side can be drawn in: solid, stripes, dots, checks.
const QStringList &sidePatterns();
// The pattern of the side at this place when its scenario names none: the first side solid, the
// second striped (as sides were drawn before they had patterns), then dots, checks, and round again.
QString defaultSidePattern(qsizetype sideIndex);

// An order of battle for one ruleset: sides, commanders in a hierarchy, units under them.
struct Scenario {
    QString id;
    rules::Doc doc;
    // The scenario's conditions of victory, in its author's words (rules such as 001 set none):
    // shown with the battle's report; empty when it states none.
    QString victory;
    QString rulesetId;
    QHash<QString, QString> settings; // ruleset options the scenario settles: option id -> choice id
    QList<ScenarioSide> sides;
    QList<ScenarioUnit> units; // commanders before the units they command
    QString source;
    QJsonObject raw; // the file as read, so a saved battle carries its own order of battle

    const ScenarioUnit *unit(const QString &id) const;
    const ScenarioSide *side(const QString &id) const;
    // The side's pattern, or its place's when it names none; empty for no such side.
    QString sidePattern(const QString &sideId) const;
};

struct ScenarioLoadResult {
    std::optional<Scenario> scenario;
    std::optional<rules::Ruleset> ruleset;
    QList<json::FileError> errors;
    bool ok() const { return scenario.has_value(); }
};

class ScenarioLoader
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioLoader)
public:
    // Reads the scenario, loads the ruleset it names (by id, or a path), checks it against it.
    static ScenarioLoadResult loadFile(const QString &path);
    static ScenarioLoadResult loadData(const QByteArray &data, const QString &fileName);
    // With the ruleset already at hand.
    static ScenarioLoadResult loadData(const QByteArray &data, const QString &fileName,
                                       const rules::Ruleset &ruleset);
    // A scenario already parsed (the copy a battle file carries): checked the same way, faster,
    // with paths but no line numbers in its messages.
    static ScenarioLoadResult loadObject(const QJsonObject &scenario, const QString &fileName,
                                         const rules::Ruleset &ruleset);
};

// Writes a scenario file whole or not at all (QSaveFile, then the folder synced): a failure leaves
// any file already there as it was. False with *error set.
bool saveScenarioFile(const QString &path, const QJsonObject &scenario, QString *error);

} // namespace adjutant::battle
