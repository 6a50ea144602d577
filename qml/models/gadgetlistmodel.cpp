#include "gadgetlistmodel.h"

#include <QMetaProperty>

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
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows.at(i) == m_rows.at(i))
            continue;
        m_rows[i] = rows.at(i);
        Q_EMIT dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)));
    }
}

} // namespace adjutant::ui
