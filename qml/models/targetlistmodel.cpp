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
    QList<Target> rows;
    int matching = 0;
    for (const Target &t : std::as_const(m_all)) {
        if (!wanted.isEmpty() && !t.name.contains(wanted, Qt::CaseInsensitive)
            && !t.group.contains(wanted, Qt::CaseInsensitive))
            continue;
        ++matching;
        if (rows.size() < shownAtMost)
            rows.append(t);
    }
    m_matching = matching;
    showRows(rows);
    Q_EMIT countChanged();
}

// The rows shown become `rows`, the view told row by row where they are what was shown with some
// taken out (a target removed by the test just applied) and others put at the end (the next
// ones, up to shownAtMost): its other chips stay as they are, rather than all laid out again.
// Anything else is a new list.
void TargetListModel::showRows(const QList<Target> &rows)
{
    qsizetype kept = 0; // rows[0, kept) matched, in order, by rows still shown
    QList<qsizetype> gone;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (kept < rows.size() && m_rows.at(i) == rows.at(kept))
            ++kept;
        else
            gone.append(i);
    }
    if (kept == 0 && !m_rows.isEmpty()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    for (auto it = gone.crbegin(); it != gone.crend(); ++it) {
        const int row = int(*it);
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    }
    if (kept < rows.size()) {
        beginInsertRows({}, int(m_rows.size()), int(rows.size()) - 1);
        m_rows += rows.mid(kept);
        endInsertRows();
    }
    // A row that followed one taken out may now be the first of its group, with its heading.
    if (!gone.isEmpty() && !m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {HeadsRole});
}

int TargetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant TargetListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Target &t = m_rows.at(index.row());
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
        return index.row() == 0 || m_rows.at(index.row() - 1).group != t.group;
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
