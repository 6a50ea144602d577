#pragma once

#include "gadgetlistmodel.h"

#include "battle/battle.h"
#include "battle/returns.h"
#include "battle/unitglance.h"
#include "rules/moraletone.h"

#include <QAbstractListModel>
#include <QSet>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// A side or a commander the order of battle may be filtered by, for choosers.
struct FilterChoice {
    Q_GADGET
    Q_PROPERTY(QString choiceId MEMBER choiceId)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString choiceId; // the side's or commander's id; empty for "Any commander"
    QString name;

    friend bool operator==(const FilterChoice &, const FilterChoice &) = default;
};

// The order of battle as one list: each side, then its commanders and units in command order,
// indented by rank, each with its state at a glance. Sides and commanders fold away.
class OrderOfBattleModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OrderOfBattleModel comes from BattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Finding a unit in a big battle: by name or type, by side, under a commander, by morale state,
    // or among those not yet activated this turn. Any filter shows every match whatever is folded,
    // with the sides and commanders above it.
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)
    Q_PROPERTY(QString sideFilter READ sideFilter WRITE setSideFilter NOTIFY filterChanged) // side id
    Q_PROPERTY(QString commanderFilter READ commanderFilter WRITE setCommanderFilter NOTIFY filterChanged)
    // "steady", "shaken", "routed" (the tones) or "removed"; empty for any.
    Q_PROPERTY(QString stateFilter READ stateFilter WRITE setStateFilter NOTIFY filterChanged)
    Q_PROPERTY(bool waitingOnly READ waitingOnly WRITE setWaitingOnly NOTIFY filterChanged)
    Q_PROPERTY(bool filtering READ filtering NOTIFY filterChanged)
    Q_PROPERTY(int matches READ matches NOTIFY countChanged) // units shown while filtering
    // The sides, and the commanders of the side filtered (or all) after "Any commander" (id ""),
    // for choosers: a FilterChoice each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *sides READ sides CONSTANT)
    Q_PROPERTY(adjutant::ui::GadgetListModel *commanders READ commanders CONSTANT)

public:
    enum Role {
        KindRole = Qt::UserRole + 1, // "side", "commander" or "unit"
        UnitIdRole,
        NameRole,
        DetailRole, // its type, or a side's unit count
        DepthRole,
        SideRole,
        SideColourRole,
        SideIndexRole, // 0, 1...
        SidePatternRole, // the side's pattern (solid, stripes, dots, checks), so colour is never alone
        LostRole,
        OutOfRole,
        StateRole, // the morale state in words
        ToneRole, // a Tone: Steady, Shaken or Routed
        FormationRole,
        MarkersRole, // QStringList
        RemovedRole,
        CurrentRole, // its card is the one just drawn
        FoldableRole,
        FoldedRole,
        ActivatedRole, // its card has come up this turn (or it has moved, in player-turn rules)
    };
    Q_ENUM(Role)
    // The engine's morale tones (rules::morale::Tone) as QML names them: OrderOfBattleModel.Shaken.
    enum Tone {
        Steady = int(rules::morale::Tone::Steady),
        Shaken = int(rules::morale::Tone::Shaken),
        Routed = int(rules::morale::Tone::Routed),
    };
    Q_ENUM(Tone)

    explicit OrderOfBattleModel(QObject *parent = nullptr);

    // Rows for every side, commander and unit; those named in `folded` (see foldedKeys) start
    // folded.
    void load(const battle::Battle &battle, const QSet<QString> &folded = {});
    // Updates the rows whose state changed since the last call, and the current unit.
    void refresh(const battle::Battle &battle, const QString &currentUnit);
    void clear();
    // Every side, commander and unit the rows come from, folded or filtered away or not, as
    // they stand after the last load() and refresh(): what `adjutant-cli show` must agree with.
    QList<battle::ReturnsRow> returns() const;

    // Folds or unfolds a side or commander row.
    Q_INVOKABLE void toggleFolded(int row);
    // The row showing the unit, unfolding its commanders if they hide it; -1 if there is none.
    Q_INVOKABLE int reveal(const QString &unitId);
    Q_INVOKABLE void clearFilters();

    QString search() const { return m_search; }
    void setSearch(const QString &text);
    QString sideFilter() const { return m_sideFilter; }
    void setSideFilter(const QString &side);
    QString commanderFilter() const { return m_commanderFilter; }
    void setCommanderFilter(const QString &commander);
    QString stateFilter() const { return m_stateFilter; }
    void setStateFilter(const QString &state);
    bool waitingOnly() const { return m_waitingOnly; }
    void setWaitingOnly(bool on);
    bool filtering() const;
    int matches() const;
    GadgetListModel *sides() const { return m_sideChoices; }
    GadgetListModel *commanders() const { return m_commanderChoices; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();
    void filterChanged();

private:
    struct Entry {
        battle::ReturnsRow row; // where it stands and how, as core's returns give it
        QString detail; // its type's name, or a side's unit count
        QString sideName;
        QString colour;
        QString pattern;
        int sideIndex = 0;
        bool folded = false;
        bool current = false;
        bool activated = false;
    };
    QList<FilterChoice> sideChoices() const;
    QList<FilterChoice> commanderChoices() const;
    bool matches(int entry) const; // a unit or commander the filters let through
    bool under(int entry, int ancestor) const;
    void refilter(); // rows again from the filters, as one reset
    static QSet<QString> activatedIds(const battle::Battle &battle);
    bool hidden(int entry) const; // under a folded side or commander
    QSet<QString> foldedKeys() const; // which rows are folded, by kind and id, to keep across a reload
    static QString foldKey(battle::ReturnsRow::Kind kind, const QString &id);
    void rebuildVisible();
    int rowOfEntry(int entry) const; // -1 while folded away
    GadgetListModel *m_sideChoices; // as the rows stand: worked out again on countChanged
    GadgetListModel *m_commanderChoices; // and on filterChanged
    QList<Entry> m_entries; // sides, commanders and units, in order
    QList<int> m_visible; // entry index of each row
    QHash<QString, int> m_entryOf; // unit id -> entry index
    int m_joined = 0; // reinforcements shown
    QMap<QString, QString> m_transferred; // the umpire's moves and removals shown
    QStringList m_withdrawn;
    QString m_search;
    QString m_sideFilter;
    QString m_commanderFilter;
    QString m_stateFilter;
    bool m_waitingOnly = false;
};

} // namespace adjutant::ui
