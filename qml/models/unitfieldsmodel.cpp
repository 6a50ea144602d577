#include "unitfieldsmodel.h"

#include "battle/seatview.h"
#include "battle/unitglance.h"

namespace adjutant::ui {

using battle::UnitView;
using rules::FieldKind;

UnitFieldsModel::UnitFieldsModel(QObject *parent) : QAbstractListModel(parent) { }

void UnitFieldsModel::clear()
{
    beginResetModel();
    m_ruleset = nullptr;
    m_unitId.clear();
    endResetModel();
    Q_EMIT countChanged();
}

void UnitFieldsModel::show(const rules::Ruleset *ruleset, const rules::UnitState &unit,
                           const rules::UnitState &start)
{
    // The rows are the ruleset's fields: only another ruleset makes them anew. Another unit of the
    // same rules changes what every row says, not the rows (a reset would make the sheet's rows
    // again, tens of milliseconds with the drop-downs of a unit's dozens of fields).
    if (ruleset != m_ruleset) {
        beginResetModel();
        m_ruleset = ruleset;
        m_unitId = unit.id;
        m_unit = unit;
        m_start = start;
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    const bool otherUnit = unit.id != m_unitId;
    m_unitId = unit.id;
    m_unit = unit;
    m_start = start;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1),
                           otherUnit ? QList<int>{}
                                     : QList<int>{ValueRole, ValueTextRole, ChangedRole, MaximumRole,
                                                  CountedRole, SecretRole});
}

int UnitFieldsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_ruleset ? 0 : int(m_ruleset->fields.size());
}

QVariant UnitFieldsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const rules::Field &f = m_ruleset->fields.at(index.row());
    switch (role) {
    case FieldIdRole:
        return f.id;
    case Qt::DisplayRole:
    case NameRole:
        return f.doc.name;
    case ExplainRole:
        return f.doc.ref.isEmpty() ? f.doc.explain : tr("%1 (%2)").arg(f.doc.explain, f.doc.ref);
    case KindRole:
        switch (f.kind) {
        case FieldKind::Ladder:
            return QStringLiteral("ladder");
        case FieldKind::Integer:
            return QStringLiteral("integer");
        case FieldKind::Flag:
            return QStringLiteral("flag");
        case FieldKind::Choice:
            return QStringLiteral("choice");
        }
        return {};
    case ValueRole:
        return UnitView::value(*m_ruleset, m_unit, f.id);
    case ValueTextRole:
        return UnitView::valueText(*m_ruleset, m_unit, f.id);
    case ChoicesRole: {
        QVariantList out;
        for (const auto &[id, name] : UnitView::choices(*m_ruleset, f))
            out.append(QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), name}});
        return out;
    }
    case MinimumRole:
        return f.minimum;
    case MaximumRole: {
        if (f.maximum)
            return *f.maximum;
        if (const rules::UnitType *t = m_ruleset->unitType(m_unit.type); t && !f.maximumFrom.isEmpty())
            return t->attributes.value(f.maximumFrom, 99).toInt();
        return 99;
    }
    case ChangedRole:
        return UnitView::value(*m_ruleset, m_unit, f.id) != UnitView::value(*m_ruleset, m_start, f.id);
    case CountedRole:
        return m_ruleset->figures && m_ruleset->figures->total(f.id) && !m_unit.figures.isEmpty();
    case SecretRole:
        return f.hidden.has_value() && battle::SeatView::secretFields(*m_ruleset, m_unit).contains(f.id);
    default:
        return {};
    }
}

QHash<int, QByteArray> UnitFieldsModel::roleNames() const
{
    return {{FieldIdRole, "fieldId"}, {NameRole, "name"},       {ExplainRole, "explain"},
            {KindRole, "kind"},       {ValueRole, "value"},     {ValueTextRole, "valueText"},
            {ChoicesRole, "choices"}, {MinimumRole, "minimum"}, {MaximumRole, "maximum"},
            {ChangedRole, "changed"}, {CountedRole, "counted"}, {SecretRole, "secret"}};
}

} // namespace adjutant::ui
