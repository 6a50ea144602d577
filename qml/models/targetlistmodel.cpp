#include "targetlistmodel.h"

namespace adjutant::ui {

TargetListModel::TargetListModel(QObject *parent) : QAbstractListModel(parent) { }

void TargetListModel::setTargets(QList<Target> targets)
{
    if (targets == m_all)
        return;
    m_all = std::move(targets);
    refilter();
}

bool TargetListModel::offers(const QString &unitId) const
{
    return std::any_of(m_all.begin(), m_all.end(), [&](const Target &t) { return t.unitId == unitId; });
}

void TargetListModel::setSearch(const QString &text)
{
    if (text == m_search)
        return;
    m_search = text;
    Q_EMIT searchChanged();
    refilter();
}

void TargetListModel::refilter()
{
    const QString wanted = m_search.trimmed();
    QList<qsizetype> shown;
    int matching = 0;
    for (qsizetype i = 0; i < m_all.size(); ++i) {
        const Target &t = m_all.at(i);
        if (!wanted.isEmpty() && !t.name.contains(wanted, Qt::CaseInsensitive)
            && !t.group.contains(wanted, Qt::CaseInsensitive))
            continue;
        ++matching;
        if (shown.size() < shownAtMost)
            shown.append(i);
    }
    beginResetModel();
    m_shown = std::move(shown);
    m_matching = matching;
    endResetModel();
    Q_EMIT countChanged();
}

int TargetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant TargetListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Target &t = m_all.at(m_shown.at(index.row()));
    switch (role) {
    case UnitIdRole:
        return t.unitId;
    case NameRole:
    case Qt::DisplayRole:
        return t.name;
    case GroupRole:
        return t.group;
    case ColourRole:
        return t.colour;
    case PatternRole:
        return t.pattern;
    case EnemyRole:
        return t.enemy;
    case HeadsRole:
        return index.row() == 0 || m_all.at(m_shown.at(index.row() - 1)).group != t.group;
    default:
        return {};
    }
}

QHash<int, QByteArray> TargetListModel::roleNames() const
{
    return {{UnitIdRole, "unitId"},   {NameRole, "name"},   {GroupRole, "group"}, {ColourRole, "colour"},
            {PatternRole, "pattern"}, {EnemyRole, "enemy"}, {HeadsRole, "heads"}};
}

} // namespace adjutant::ui
