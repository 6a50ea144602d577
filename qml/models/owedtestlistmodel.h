#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::battle {
class Battle;
}

namespace adjutant::ui {

// The tests the rules owe and nobody has taken yet, in the order they are taken, one row each:
// the strip over the card, its drop-down when folded, and the umpire's pass-over dialog list them.
class OwedTestListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OwedTestListModel comes from BattleSession.owed")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        OwedIdRole = Qt::UserRole + 1, // its number in the queue (what BattleScreen.openOwed takes)
        TestRole, // test id
        UnitRole, // the unit that takes it
        TargetRole, // empty when the players name one
        TestNameRole,
        UnitNameRole, // as the umpire last named it
        TextRole, // the whole of it in words
        WhyRole, // what owes it
        LapseRole, // when it lapses, in words; empty when it does not
    };
    Q_ENUM(Role)

    explicit OwedTestListModel(QObject *parent = nullptr);

    // The battle's queue as it stands now; none without a battle.
    void show(const battle::Battle *battle);

    int count() const { return static_cast<int>(m_rows.size()); }
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The number of the owed test at a row, 0 for none (the pass-over dialog's first choice).
    Q_INVOKABLE int owedIdAt(int row) const;

Q_SIGNALS:
    void countChanged();

private:
    struct Row {
        int owedId = 0;
        QString test, unit, target, testName, unitName, text, why, lapse;
    };
    QList<Row> m_rows;
};

} // namespace adjutant::ui
