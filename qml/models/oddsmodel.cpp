#include "oddsmodel.h"

#include "dice/probabilitytext.h"

#include <algorithm>

namespace adjutant::ui {

OddsModel::OddsModel(QObject *parent) : QAbstractListModel(parent) { }

void OddsModel::setDistribution(const dice::Distribution<double> &distribution)
{
    beginResetModel();
    m_rows.clear();
    for (int v = distribution.minimum(); v <= distribution.maximum(); ++v) {
        const double p = distribution.probability(v);
        if (p == 0.0)
            continue; // d66 has gaps between its tens
        m_rows.append({v, p, distribution.atLeast(v), distribution.atMost(v)});
    }
    endResetModel();
    Q_EMIT countChanged();
}

void OddsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
    Q_EMIT countChanged();
}

int OddsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant OddsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case ValueRole:
        return row.value;
    case ProbabilityRole:
        return row.probability;
    case AtLeastRole:
        return row.atLeast;
    case AtMostRole:
        return row.atMost;
    case ProbabilityTextRole:
        return dice::percentText(row.probability);
    case AtLeastTextRole:
        return dice::percentText(row.atLeast);
    default:
        return {};
    }
}

QHash<int, QByteArray> OddsModel::roleNames() const
{
    return {
        {ValueRole, "value"},   {ProbabilityRole, "probability"},         {AtLeastRole, "atLeast"},
        {AtMostRole, "atMost"}, {ProbabilityTextRole, "probabilityText"}, {AtLeastTextRole, "atLeastText"}};
}

double OddsModel::peak() const
{
    double best = 0.0;
    for (const Row &r : m_rows)
        best = std::max(best, r.probability);
    return best;
}

} // namespace adjutant::ui
