#include "migrations.h"

#include "rules/rulesetloader.h"

#include <QJsonArray>
#include <QSet>

namespace adjutant::rules::detail {

namespace {

// The columns format 1 knew, in the order its unit sheet showed them, with the names it gave them.
struct OldColumn {
    const char *id;
    const char *name;
};
constexpr OldColumn kOldColumns[] = {
    {"move", QT_TRANSLATE_NOOP("FormatMigrations", "Move")},
    {"rough", QT_TRANSLATE_NOOP("FormatMigrations", "Rough ground")},
    {"road", QT_TRANSLATE_NOOP("FormatMigrations", "Road")},
    {"charge", QT_TRANSLATE_NOOP("FormatMigrations", "Charge")},
    {"pursuit", QT_TRANSLATE_NOOP("FormatMigrations", "Pursuit")},
    {"counterCharge", QT_TRANSLATE_NOOP("FormatMigrations", "Counter-charge")},
    {"rout", QT_TRANSLATE_NOOP("FormatMigrations", "Rout")},
};

} // namespace

QStringList FormatMigrations::migrate(QJsonObject &root, int format)
{
    QStringList notes;
    if (format < 2) {
        movementColumnsDeclared(root, notes);
        endOfPhaseIntoEachPhase(root, notes);
    }
    root.insert(QStringLiteral("format"), RulesetLoader::kFormatVersion);
    return notes;
}

void FormatMigrations::movementColumnsDeclared(QJsonObject &root, QStringList &notes)
{
    if (!root.value(u"movement").isArray())
        return;
    QJsonArray movement = root.value(u"movement").toArray();
    QSet<QString> used;
    int rewritten = 0; // rows
    // Format 1 said chargeBonus is added on a charge: a row with the bonus and no charge of its
    // own charges its move plus the bonus, which the charge column says by its base.
    bool chargeOnTheMove = false;
    for (qsizetype i = 0; i < movement.size(); ++i) {
        QJsonObject row = movement.at(i).toObject();
        if (!movement.at(i).isObject() || row.contains(u"inches") || row.contains(u"bonus"))
            continue; // the current shape, or not a row at all (the loader says so)
        QJsonObject inches;
        for (const OldColumn &c : kOldColumns)
            if (row.contains(QLatin1String(c.id))) {
                inches.insert(QLatin1String(c.id), row.take(QLatin1String(c.id)));
                used.insert(QLatin1String(c.id));
            }
        QJsonObject bonus;
        if (row.contains(u"chargeBonus")) {
            bonus.insert(QStringLiteral("charge"), row.take(u"chargeBonus"));
            used.insert(QStringLiteral("charge"));
            chargeOnTheMove = chargeOnTheMove || !inches.contains(u"charge");
        }
        if (inches.isEmpty() && bonus.isEmpty())
            continue;
        row.insert(QStringLiteral("inches"), inches);
        if (!bonus.isEmpty())
            row.insert(QStringLiteral("bonus"), bonus);
        movement[i] = row;
        ++rewritten;
    }
    if (rewritten == 0)
        return;
    root.insert(QStringLiteral("movement"), movement);
    // The columns the rows use, declared as format 1 named and ordered them, after any the file
    // declares itself.
    QJsonArray columns = root.value(u"movementColumns").toArray();
    QSet<QString> declared;
    for (const QJsonValue c : std::as_const(columns))
        declared.insert(c.toObject().value(u"id").toString());
    QStringList added;
    for (const OldColumn &c : kOldColumns) {
        const QString id = QLatin1String(c.id);
        if (!used.contains(id) || declared.contains(id))
            continue;
        QJsonObject column{{QStringLiteral("id"), id}, {QStringLiteral("name"), tr(c.name)}};
        if (id == u"charge" && chargeOnTheMove)
            column.insert(QStringLiteral("base"), QStringLiteral("move"));
        columns.append(column);
        added.append(id);
    }
    if (root.value(u"movementColumns").isArray() || !root.contains(u"movementColumns"))
        root.insert(QStringLiteral("movementColumns"), columns);
    notes.append(
        tr("movement: %n row(s) gave their columns as keys of their own (move, rough, chargeBonus...); "
           "they are given by \"inches\" and \"bonus\" now, each column declared in movementColumns "
           "(%1 added)",
           nullptr, rewritten)
            .arg(added.isEmpty() ? tr("none") : added.join(QStringLiteral(", "))));
}

void FormatMigrations::endOfPhaseIntoEachPhase(QJsonObject &root, QStringList &notes)
{
    QJsonObject activation = root.value(u"activation").toObject();
    if (!activation.contains(u"endOfPhase") || !activation.value(u"phases").isArray())
        return; // none, or on a deck, which the loader refuses as ever
    const QJsonArray effects = activation.take(u"endOfPhase").toArray();
    QJsonArray phases = activation.value(u"phases").toArray();
    for (qsizetype i = 0; i < phases.size(); ++i) {
        if (!phases.at(i).isObject())
            continue;
        QJsonObject phase = phases.at(i).toObject();
        QJsonArray atEnd = phase.value(u"atEnd").toArray();
        for (const QJsonValue e : effects)
            atEnd.append(e);
        phase.insert(QStringLiteral("atEnd"), atEnd);
        phases[i] = phase;
    }
    activation.insert(QStringLiteral("phases"), phases);
    root.insert(QStringLiteral("activation"), activation);
    notes.append(
        tr("activation.endOfPhase: its effects now end each phase as part of each phase's \"atEnd\"; "
           "in a phase led by one side they reach that side's units only"));
}

} // namespace adjutant::rules::detail
