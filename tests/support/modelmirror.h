#pragma once

// What a view holds of a list model when it reads only what the model's signals tell it: every
// role of every row, read in full at a reset, and afterwards only the rows inserted and the rows
// and roles said to have changed. A model that updates in place (a row, a role, the tail) is
// checked by comparing its mirror with a plain read of the whole model: a change it forgot to
// signal shows as a difference.
#include <QAbstractItemModel>
#include <QList>
#include <QVariant>

#include <algorithm>

namespace adjutant::testing {

class ModelMirror
{
public:
    using Rows = QList<QList<QVariant>>; // a row each, a value per role in the order of roles()

    explicit ModelMirror(QAbstractItemModel *model) : m_model(model)
    {
        m_roles = model->roleNames().keys();
        std::sort(m_roles.begin(), m_roles.end());
        m_rows = read(model);
        QObject::connect(model, &QAbstractItemModel::modelReset, model, [this] {
            ++m_resets;
            m_rows = read(m_model);
        });
        QObject::connect(model, &QAbstractItemModel::rowsInserted, model,
                         [this](const QModelIndex &, int first, int last) {
                             ++m_inserts;
                             for (int row = first; row <= last; ++row)
                                 m_rows.insert(row, rowOf(m_model, row));
                         });
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, model,
                         [this](const QModelIndex &, int first, int last) {
                             ++m_removals;
                             m_rows.remove(first, last - first + 1);
                         });
        QObject::connect(model, &QAbstractItemModel::dataChanged, model,
                         [this](const QModelIndex &from, const QModelIndex &to, const QList<int> &roles) {
                             for (int row = from.row(); row <= to.row(); ++row)
                                 for (qsizetype r = 0; r < m_roles.size(); ++r) {
                                     // No roles named: all of them may have changed.
                                     if (!roles.isEmpty() && !roles.contains(m_roles.at(r)))
                                         continue;
                                     m_rows[row][r] = m_model->data(m_model->index(row, 0), m_roles.at(r));
                                     ++m_valuesTold;
                                 }
                         });
    }

    // The whole model, read now.
    Rows read(const QAbstractItemModel *model) const
    {
        Rows out;
        for (int row = 0; row < model->rowCount(); ++row)
            out.append(rowOf(model, row));
        return out;
    }
    const Rows &rows() const { return m_rows; }
    int resets() const { return m_resets; }
    int inserts() const { return m_inserts; }
    int removals() const { return m_removals; }
    // The values re-read because a dataChanged named them (a role of a row each).
    int valuesTold() const { return m_valuesTold; }

private:
    QList<QVariant> rowOf(const QAbstractItemModel *model, int row) const
    {
        QList<QVariant> out;
        for (int role : m_roles)
            out.append(model->data(model->index(row, 0), role));
        return out;
    }

    QAbstractItemModel *m_model;
    QList<int> m_roles;
    Rows m_rows;
    int m_resets = 0;
    int m_inserts = 0;
    int m_removals = 0;
    int m_valuesTold = 0;
};

} // namespace adjutant::testing
