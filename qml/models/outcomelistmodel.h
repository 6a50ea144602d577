#pragma once

#include "rules/resolver.h"
#include "rules/wording.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The chance of each outcome of a test, as rows for the odds list.
class OutcomeListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OutcomeListModel comes from TestSheet")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, ProbabilityRole, ProbabilityTextRole, ToneRole, TextRole };
    Q_ENUM(Role)

    explicit OutcomeListModel(QObject *parent = nullptr);
    // "Pass 58 %", or "Pass about 58 %" when the odds were estimated (too costly to work out
    // exactly): the oddsText role, and the words the test sheet and the charge sheet give a chance.
    static QString text(const rules::OutcomeOdds &odds);
    // tones: what each outcome means for the side taking the test (rules::Wording::outcomeTone).
    void show(const QList<rules::OutcomeOdds> &odds, const QList<rules::Tone> &tones = {});
    void clear() { show({}); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    QList<rules::OutcomeOdds> m_rows;
    QList<rules::Tone> m_tones;
};

} // namespace adjutant::ui
