#pragma once

#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The figures of one unit (a skirmish squad's leader, rankers and specialists; a gun's crew and
// carriage), in the squad's order, each with its role and wounds in words, for a compact row of
// tiles on the unit's sheet; and, for the figure tapped, its fields open to the umpire's correction.
class UnitFiguresModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("UnitFiguresModel comes from UnitSheet")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        FigureIdRole = Qt::UserRole + 1,
        NameRole, // its own name, else its role's and its number ("Ranker 3")
        RoleIdRole,
        RoleNameRole,
        MarkRole, // one or two letters for its tile, from its role's name ("SL", "R")
        DownRole, // "fallen" to QML: a tile (a button) has a "down" of its own
        MinorRole,
        SeriousRole,
        WoundsTextRole, // "unhurt", "1 minor wound", "down"... in words
        FieldsRole, // [{id, name, explain, kind, value, valueText, minimum, maximum}]: its fields
    };
    Q_ENUM(Role)

    explicit UnitFiguresModel(QObject *parent = nullptr);

    // Shows the unit's figures; rows are reset only when the unit or its number of figures
    // changes, else updated in place (a tile never moves while the umpire taps it).
    void show(const rules::Ruleset *ruleset, const rules::UnitState &unit);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The roles a figure may be given, [{id, name}], for the umpire's correction.
    Q_INVOKABLE QVariantList roles() const;

Q_SIGNALS:
    void countChanged();

private:
    QVariantList fieldsOf(const rules::Figure &figure) const;
    QString woundsText(const rules::Figure &figure) const;
    const rules::Ruleset *m_ruleset = nullptr;
    rules::UnitState m_unit;
};

} // namespace adjutant::ui
