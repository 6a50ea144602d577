#pragma once

#include "dice/distribution.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// One row per possible outcome of a roll, with its exact chance: what the odds table shows.
class OddsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OddsModel comes from a controller")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The largest single chance, so bars can be drawn relative to it.
    Q_PROPERTY(double peak READ peak NOTIFY countChanged)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1,
        ProbabilityRole, // exactly this value, 0..1
        AtLeastRole, // this value or more
        AtMostRole, // this value or less
        ProbabilityTextRole,
        AtLeastTextRole,
    };
    Q_ENUM(Role)

    explicit OddsModel(QObject *parent = nullptr);

    void setDistribution(const dice::Distribution<double> &distribution);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    double peak() const;

Q_SIGNALS:
    void countChanged();

private:
    struct Row {
        int value;
        double probability;
        double atLeast;
        double atMost;
    };
    QList<Row> m_rows;
};

} // namespace adjutant::ui
