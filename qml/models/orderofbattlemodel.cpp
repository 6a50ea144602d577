#include "orderofbattlemodel.h"

#include <algorithm>

namespace adjutant::ui {

using namespace adjutant::battle;

namespace {
// The filter chips' ids for the tones (the removed have their own, "removed").
std::optional<rules::morale::Tone> toneFilter(const QString &id)
{
    static const QHash<QString, rules::morale::Tone> ids{
        {QStringLiteral("steady"), rules::morale::Tone::Steady},
        {QStringLiteral("shaken"), rules::morale::Tone::Shaken},
        {QStringLiteral("routed"), rules::morale::Tone::Routed}};
    const auto it = ids.constFind(id);
    return it == ids.cend() ? std::nullopt : std::optional(*it);
}
} // namespace

OrderOfBattleModel::OrderOfBattleModel(QObject *parent)
    : QAbstractListModel(parent),
      m_sideChoices(GadgetListModel::of<FilterChoice>(this)),
      m_commanderChoices(GadgetListModel::of<FilterChoice>(this))
{
    const auto refreshChoices = [this] {
        m_sideChoices->setRows(sideChoices());
        m_commanderChoices->setRows(commanderChoices());
    };
    connect(this, &OrderOfBattleModel::countChanged, this, refreshChoices);
    connect(this, &OrderOfBattleModel::filterChanged, this, refreshChoices);
    refreshChoices();
}

void OrderOfBattleModel::clear()
{
    beginResetModel();
    m_entries.clear();
    m_visible.clear();
    m_entryOf.clear();
    endResetModel();
    Q_EMIT countChanged();
}

void OrderOfBattleModel::load(const Battle &battle, const QSet<QString> &folded)
{
    beginResetModel();
    m_entries.clear();
    m_entryOf.clear();
    const Scenario &sc = battle.scenario();
    m_joined = int(battle.state().joined.size());
    m_transferred = battle.state().transferred;
    m_withdrawn = battle.state().withdrawn;
    const QSet<QString> activated = activatedIds(battle);
    // Where each stands and how, as core reads it for `adjutant-cli show` too.
    const QList<ReturnsRow> rows = Returns::of(battle);
    m_entries.reserve(rows.size());
    int sideEntry = -1;
    for (const ReturnsRow &row : rows) {
        Entry e;
        e.row = row;
        if (row.kind == ReturnsRow::Kind::Side) {
            sideEntry = int(m_entries.size());
            const qsizetype sideIndex
                = std::find_if(sc.sides.cbegin(), sc.sides.cend(),
                               [&row](const ScenarioSide &side) { return side.id == row.id; })
                - sc.sides.cbegin();
            const ScenarioSide &side = sc.sides.at(sideIndex);
            e.sideName = side.name;
            e.colour = side.colour;
            e.sideIndex = int(sideIndex);
            e.pattern = side.pattern.isEmpty() ? battle::defaultSidePattern(sideIndex) : side.pattern;
            int units = 0;
            for (int i = sideEntry + 1; i < row.end; ++i)
                units += rows.at(i).kind == ReturnsRow::Kind::Unit;
            e.detail = tr("%n unit(s)", nullptr, units);
        } else {
            const Entry &side = m_entries.at(sideEntry);
            e.sideName = side.sideName;
            e.colour = side.colour;
            e.pattern = side.pattern;
            e.sideIndex = side.sideIndex;
            e.detail = row.typeName;
            e.activated = activated.contains(row.id);
            m_entryOf.insert(row.id, int(m_entries.size()));
        }
        m_entries.append(e);
    }
    if (!folded.isEmpty())
        for (Entry &e : m_entries)
            e.folded = folded.contains(foldKey(e.row.kind, e.row.id));
    rebuildVisible();
    endResetModel();
    Q_EMIT countChanged();
}

QList<ReturnsRow> OrderOfBattleModel::returns() const
{
    QList<ReturnsRow> out;
    out.reserve(m_entries.size());
    for (const Entry &e : m_entries)
        out.append(e.row);
    return out;
}

QString OrderOfBattleModel::foldKey(ReturnsRow::Kind kind, const QString &id)
{
    return Returns::kindName(kind) + u'/' + id; // a side and a unit may share an id
}

QSet<QString> OrderOfBattleModel::foldedKeys() const
{
    QSet<QString> keys;
    for (const Entry &e : m_entries)
        if (e.folded)
            keys.insert(foldKey(e.row.kind, e.row.id));
    return keys;
}

bool OrderOfBattleModel::hidden(int entry) const
{
    for (int p = m_entries.at(entry).row.parent; p >= 0; p = m_entries.at(p).row.parent)
        if (m_entries.at(p).folded)
            return true;
    return false;
}

int OrderOfBattleModel::rowOfEntry(int entry) const
{
    // Rows keep the entries' order, so the row can be found by halving.
    const auto it = std::lower_bound(m_visible.begin(), m_visible.end(), entry);
    return it != m_visible.end() && *it == entry ? int(it - m_visible.begin()) : -1;
}

void OrderOfBattleModel::rebuildVisible()
{
    m_visible.clear();
    if (!filtering()) {
        for (int i = 0; i < m_entries.size(); ++i)
            if (!hidden(i))
                m_visible.append(i);
        return;
    }
    // Each match, and the side and commanders above it, once each, in order.
    QList<bool> shown(m_entries.size(), false);
    for (int i = 0; i < m_entries.size(); ++i) {
        if (!matches(i))
            continue;
        for (int p = i; p >= 0 && !shown.at(p); p = m_entries.at(p).row.parent)
            shown[p] = true;
    }
    for (int i = 0; i < m_entries.size(); ++i)
        if (shown.at(i))
            m_visible.append(i);
}

QSet<QString> OrderOfBattleModel::activatedIds(const Battle &battle)
{
    QSet<QString> ids;
    for (const DeckCard &c : battle.state().drawn)
        if (!c.unit.isEmpty())
            ids.insert(c.unit);
    // Player-turn rules: the flag the sheet's "moved" button sets.
    const QString moved = battle.ruleset().display.moved;
    if (!moved.isEmpty())
        for (auto it = battle.state().units.begin(); it != battle.state().units.end(); ++it)
            if (it->fields.value(moved).toBool())
                ids.insert(it.key());
    return ids;
}

bool OrderOfBattleModel::under(int entry, int ancestor) const
{
    for (int p = m_entries.at(entry).row.parent; p >= 0; p = m_entries.at(p).row.parent)
        if (p == ancestor)
            return true;
    return false;
}

bool OrderOfBattleModel::filtering() const
{
    return !m_search.trimmed().isEmpty() || !m_sideFilter.isEmpty() || !m_commanderFilter.isEmpty()
        || !m_stateFilter.isEmpty() || m_waitingOnly;
}

bool OrderOfBattleModel::matches(int entry) const
{
    const Entry &e = m_entries.at(entry);
    const ReturnsRow &r = e.row;
    if (r.kind == ReturnsRow::Kind::Side)
        return false; // shown above its matches only
    const QString text = m_search.trimmed();
    if (!text.isEmpty() && !r.name.contains(text, Qt::CaseInsensitive)
        && !e.detail.contains(text, Qt::CaseInsensitive))
        return false;
    if (!m_sideFilter.isEmpty() && r.side != m_sideFilter)
        return false;
    if (!m_commanderFilter.isEmpty()) {
        const auto it = m_entryOf.constFind(m_commanderFilter);
        if (it == m_entryOf.constEnd() || (entry != *it && !under(entry, *it)))
            return false;
    }
    if (!m_stateFilter.isEmpty()) {
        if (r.kind != ReturnsRow::Kind::Unit)
            return false;
        if (m_stateFilter == u"removed" ? !r.glance.removed
                                        : (r.glance.removed || toneFilter(m_stateFilter) != r.glance.tone))
            return false;
    }
    if (m_waitingOnly && (e.activated || r.glance.removed || r.kind != ReturnsRow::Kind::Unit))
        return false;
    return true;
}

int OrderOfBattleModel::matches() const
{
    if (!filtering())
        return 0;
    int n = 0;
    for (int entry : m_visible)
        n += matches(entry) ? 1 : 0;
    return n;
}

void OrderOfBattleModel::refilter()
{
    beginResetModel();
    rebuildVisible();
    endResetModel();
    Q_EMIT filterChanged();
    Q_EMIT countChanged();
}

void OrderOfBattleModel::setSearch(const QString &text)
{
    if (m_search == text)
        return;
    m_search = text;
    refilter();
}

void OrderOfBattleModel::setSideFilter(const QString &side)
{
    if (m_sideFilter == side)
        return;
    m_sideFilter = side;
    m_commanderFilter.clear(); // a commander of the other side would hide everything
    refilter();
}

void OrderOfBattleModel::setCommanderFilter(const QString &commander)
{
    if (m_commanderFilter == commander)
        return;
    m_commanderFilter = commander;
    refilter();
}

void OrderOfBattleModel::setStateFilter(const QString &state)
{
    if (m_stateFilter == state)
        return;
    m_stateFilter = state;
    refilter();
}

void OrderOfBattleModel::setWaitingOnly(bool on)
{
    if (m_waitingOnly == on)
        return;
    m_waitingOnly = on;
    refilter();
}

void OrderOfBattleModel::clearFilters()
{
    if (!filtering())
        return;
    m_search.clear();
    m_sideFilter.clear();
    m_commanderFilter.clear();
    m_stateFilter.clear();
    m_waitingOnly = false;
    refilter();
}

QList<FilterChoice> OrderOfBattleModel::sideChoices() const
{
    QList<FilterChoice> out;
    for (const Entry &e : m_entries)
        if (e.row.kind == ReturnsRow::Kind::Side)
            out.append({e.row.id, e.row.name});
    return out;
}

QList<FilterChoice> OrderOfBattleModel::commanderChoices() const
{
    QList<FilterChoice> out{{QString(), tr("Any commander")}};
    for (const Entry &e : m_entries)
        if (e.row.kind == ReturnsRow::Kind::Commander
            && (m_sideFilter.isEmpty() || e.row.side == m_sideFilter))
            out.append({e.row.id, QString(e.row.depth * 2 - 2, u' ') + e.row.name});
    return out;
}

void OrderOfBattleModel::refresh(const Battle &battle, const QString &currentUnit)
{
    // A unit joined, was moved or taken out (or that was undone): the rows again, and what the
    // umpire folded away stays folded.
    if (battle.state().joined.size() != m_joined || battle.state().transferred != m_transferred
        || battle.state().withdrawn != m_withdrawn) {
        load(battle, foldedKeys());
    }
    const auto &units = battle.state().units;
    const QSet<QString> activated = activatedIds(battle);
    QList<int> changed; // entry indices
    for (int i = 0; i < m_entries.size(); ++i) {
        Entry &e = m_entries[i];
        ReturnsRow &r = e.row;
        if (r.kind == ReturnsRow::Kind::Side)
            continue;
        const bool current = r.id == currentUnit;
        bool dirty = current != e.current;
        e.current = current;
        const auto it = units.constFind(r.id);
        if (it != units.constEnd() && !it->name.isEmpty() && it->name != r.name) { // renamed
            r.name = it->name;
            dirty = true;
        }
        if (it != units.constEnd() && (it->removed != r.state.removed || it->fields != r.state.fields)) {
            r.state = *it;
            const UnitGlance g = UnitView::glance(battle.ruleset(), r.state, r.start);
            dirty = dirty || !(g == r.glance);
            r.glance = g;
        }
        if (e.activated != activated.contains(r.id)) {
            e.activated = !e.activated;
            dirty = true;
        }
        if (dirty)
            changed.append(i);
    }
    if (filtering() && !changed.isEmpty()) {
        // A unit may have come into the filter or left it: the rows again, if they differ.
        const QList<int> before = m_visible;
        rebuildVisible();
        if (m_visible != before) {
            const QList<int> after = m_visible;
            m_visible = before;
            beginResetModel();
            m_visible = after;
            endResetModel();
            Q_EMIT countChanged();
            return;
        }
    }
    for (int entry : std::as_const(changed)) {
        const int row = rowOfEntry(entry);
        if (row >= 0)
            Q_EMIT dataChanged(index(row), index(row));
    }
}

void OrderOfBattleModel::toggleFolded(int row)
{
    if (row < 0 || row >= m_visible.size() || filtering()) // a filter shows every match, unfolded
        return;
    const int entry = m_visible.at(row);
    Entry &e = m_entries[entry];
    if (e.row.end <= entry + 1)
        return;
    if (!e.folded) {
        int last = row;
        while (last + 1 < m_visible.size() && m_visible.at(last + 1) < e.row.end)
            ++last;
        e.folded = true;
        if (last > row) {
            beginRemoveRows({}, row + 1, last);
            m_visible.remove(row + 1, last - row);
            endRemoveRows();
        }
    } else {
        e.folded = false;
        QList<int> shown;
        for (int i = entry + 1; i < e.row.end; ++i)
            if (!hidden(i))
                shown.append(i);
        if (!shown.isEmpty()) {
            beginInsertRows({}, row + 1, row + int(shown.size()));
            for (qsizetype k = 0; k < shown.size(); ++k)
                m_visible.insert(row + 1 + k, shown.at(k));
            endInsertRows();
        }
    }
    Q_EMIT dataChanged(index(row), index(row), {FoldedRole});
    Q_EMIT countChanged();
}

int OrderOfBattleModel::reveal(const QString &unitId)
{
    const auto it = m_entryOf.constFind(unitId);
    if (it == m_entryOf.constEnd())
        return -1;
    // Unfold from the top down, so each unfolded row is on screen when it opens.
    QList<int> chain;
    for (int p = m_entries.at(*it).row.parent; p >= 0; p = m_entries.at(p).row.parent)
        chain.prepend(p);
    for (int p : std::as_const(chain))
        if (m_entries.at(p).folded)
            toggleFolded(rowOfEntry(p));
    return rowOfEntry(*it);
}

int OrderOfBattleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

QVariant OrderOfBattleModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int entry = m_visible.at(index.row());
    const Entry &e = m_entries.at(entry);
    const ReturnsRow &r = e.row;
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case KindRole:
        return Returns::kindName(r.kind);
    case UnitIdRole:
        return r.id;
    case DetailRole:
        return e.detail;
    case DepthRole:
        return r.depth;
    case SideRole:
        return e.sideName;
    case SideColourRole:
        return e.colour;
    case SideIndexRole:
        return e.sideIndex;
    case SidePatternRole:
        return e.pattern;
    case LostRole:
        return r.glance.lost;
    case OutOfRole:
        return r.glance.outOf;
    case StateRole:
        return r.glance.stateName;
    case ToneRole:
        return int(r.glance.tone); // a Tone
    case FormationRole:
        return r.glance.formation;
    case MarkersRole:
        return r.glance.markers;
    case RemovedRole:
        return r.glance.removed;
    case CurrentRole:
        return e.current;
    case FoldableRole:
        return r.end > entry + 1;
    case FoldedRole:
        return e.folded;
    case ActivatedRole:
        return e.activated;
    default:
        return {};
    }
}

QHash<int, QByteArray> OrderOfBattleModel::roleNames() const
{
    return {{KindRole, "kind"},
            {UnitIdRole, "unitId"},
            {NameRole, "name"},
            {DetailRole, "detail"},
            {DepthRole, "depth"},
            {SideRole, "side"},
            {SideColourRole, "sideColour"},
            {SideIndexRole, "sideIndex"},
            {SidePatternRole, "sidePattern"},
            {LostRole, "lost"},
            {OutOfRole, "outOf"},
            {StateRole, "stateName"},
            {ToneRole, "tone"},
            {FormationRole, "formation"},
            {MarkersRole, "markers"},
            {RemovedRole, "removed"},
            {CurrentRole, "current"},
            {FoldableRole, "foldable"},
            {FoldedRole, "folded"},
            {ActivatedRole, "activated"}};
}

} // namespace adjutant::ui
