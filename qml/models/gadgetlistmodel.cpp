#include "gadgetlistmodel.h"

#include <QMetaProperty>

#include <algorithm>

namespace adjutant::ui {

namespace {

constexpr int firstRole = Qt::UserRole + 1; // the gadget's first property; the next ones follow

} // namespace

GadgetListModel::GadgetListModel(const QMetaObject &gadget, QMetaType type, QObject *parent)
    : QAbstractListModel(parent), m_gadget(gadget), m_type(type)
{ }

int GadgetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant GadgetListModel::data(const QModelIndex &index, int role) const
{
    const int property = role - firstRole;
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || property < 0
        || property >= m_gadget.propertyCount())
        return {};
    return m_gadget.property(property).readOnGadget(m_rows.at(index.row()).constData());
}

QVariant GadgetListModel::value(int row, const QString &property) const
{
    return data(index(row), firstRole + m_gadget.indexOfProperty(property.toLatin1().constData()));
}

QHash<int, QByteArray> GadgetListModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int i = 0; i < m_gadget.propertyCount(); ++i)
        names.insert(firstRole + i, m_gadget.property(i).name());
    return names;
}

void GadgetListModel::setValues(QVariantList rows)
{
    // The rows both lists have change in place; those past the shorter one are removed or added
    // at the end: a result added below the others leaves them as they were, not made anew.
    const qsizetype before = m_rows.size();
    const qsizetype common = std::min(before, rows.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (rows.at(i) == m_rows.at(i))
            continue;
        m_rows[i] = rows.at(i);
        Q_EMIT dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)));
    }
    if (rows.size() < before) {
        beginRemoveRows({}, static_cast<int>(common), static_cast<int>(before - 1));
        m_rows.resize(common);
        endRemoveRows();
    } else if (rows.size() > before) {
        beginInsertRows({}, static_cast<int>(before), static_cast<int>(rows.size() - 1));
        m_rows.append(rows.mid(before));
        endInsertRows();
    }
    if (rows.size() != before)
        Q_EMIT countChanged();
}

} // namespace adjutant::ui
