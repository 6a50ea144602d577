#pragma once

#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// Every field of one unit's returns, in the ruleset's order, with what it means and the values
// an umpire may set it to.
class UnitFieldsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("UnitFieldsModel comes from UnitSheet")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        FieldIdRole = Qt::UserRole + 1,
        NameRole,
        ExplainRole,
        KindRole, // "ladder", "integer", "flag" or "choice"
        ValueRole, // as the battle keeps it: a step or choice id, a number, a flag
        ValueTextRole,
        ChoicesRole, // [{id, name}] for ladders and choices
        MinimumRole,
        MaximumRole,
        ChangedRole, // differs from the start of the battle
        CountedRole, // kept by the unit's figures (a total): corrected on a figure, not here
        SecretRole, // kept from the other sides now (an order written in secret, until shown)
    };
    Q_ENUM(Role)

    explicit UnitFieldsModel(QObject *parent = nullptr);

    // Shows the unit; rows are reset only when the ruleset changes, else updated (every role for
    // another unit).
    void show(const rules::Ruleset *ruleset, const rules::UnitState &unit, const rules::UnitState &start);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    const rules::Ruleset *m_ruleset = nullptr;
    QString m_unitId;
    rules::UnitState m_unit;
    rules::UnitState m_start;
};

} // namespace adjutant::ui
