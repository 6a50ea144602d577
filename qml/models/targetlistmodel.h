#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The units a test may be taken against, one row each, grouped by side and commander in the
// order of battle's order (enemy units, then enemy commanders, then on request the own side):
// the test sheet's target chips. Typed roles rather than a list of maps, so that a battle of two
// thousand units is neither copied into JavaScript nor laid out as two thousand chips: a search
// narrows the rows, and at most `shownAtMost` are shown at once.
class TargetListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TargetListModel comes from TestSheet.targetModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged) // rows shown
    Q_PROPERTY(int total READ total NOTIFY countChanged) // every target
    Q_PROPERTY(int matching READ matching NOTIFY countChanged) // those the search finds
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY searchChanged)

public:
    enum Role {
        UnitIdRole = Qt::UserRole + 1,
        NameRole,
        GroupRole, // "French · Colonel Duval", "British (own side)"
        ColourRole,
        PatternRole,
        EnemyRole,
        HeadsRole, // the first row of its group: a heading goes before it
    };
    Q_ENUM(Role)

    struct Target {
        QString unitId, name, group, colour, pattern;
        bool enemy = true;
        friend bool operator==(const Target &, const Target &) = default;
    };

    static constexpr int shownAtMost = 60;

    explicit TargetListModel(QObject *parent = nullptr);

    // Every target as things stand: the rows change (and the view is told) only when they differ.
    void setTargets(QList<Target> targets);
    const QList<Target> &targets() const { return m_all; }
    bool offers(const QString &unitId) const;

    QString search() const { return m_search; }
    void setSearch(const QString &text);

    int count() const { return static_cast<int>(m_rows.size()); }
    int total() const { return static_cast<int>(m_all.size()); }
    int matching() const { return m_matching; }
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();
    void searchChanged();

private:
    void refilter();
    void showRows(const QList<Target> &rows);

    QList<Target> m_all;
    QList<Target> m_rows; // those shown (at most shownAtMost), in order
    int m_matching = 0;
    QString m_search;
};

} // namespace adjutant::ui
