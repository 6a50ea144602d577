#include "outcomelistmodel.h"

#include "dice/probabilitytext.h"
#include "rules/wording.h"

#include <QCoreApplication>

namespace adjutant::ui {

OutcomeListModel::OutcomeListModel(QObject *parent) : QAbstractListModel(parent) { }

QString OutcomeListModel::text(const rules::OutcomeOdds &o)
{
    // The charge sheet's words for a chance, translated there.
    return o.estimated() ? QCoreApplication::translate("adjutant::ui::ChargeFlow", "%1 about %2")
                               .arg(o.name, dice::percentText(o.probability))
                         : QCoreApplication::translate("adjutant::ui::ChargeFlow", "%1 %2")
                               .arg(o.name, dice::percentText(o.probability));
}

void OutcomeListModel::show(const QList<rules::OutcomeOdds> &odds, const QList<rules::Tone> &tones)
{
    if (odds.size() == m_rows.size()) {
        m_rows = odds;
        m_tones = tones;
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1));
        return;
    }
    beginResetModel();
    m_rows = odds;
    m_tones = tones;
    endResetModel();
    Q_EMIT countChanged();
}

int OutcomeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant OutcomeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const rules::OutcomeOdds &o = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return o.name;
    case ProbabilityRole:
        return o.probability;
    case ProbabilityTextRole:
        return dice::percentText(o.probability);
    case TextRole:
        return text(o);
    case ToneRole:
        return rules::Wording::toneId(m_tones.value(index.row(), rules::Tone::Neutral));
    default:
        return {};
    }
}

QHash<int, QByteArray> OutcomeListModel::roleNames() const
{
    return {{NameRole, "name"},
            {ProbabilityRole, "probability"},
            {ProbabilityTextRole, "probabilityText"},
            {ToneRole, "tone"},
            {TextRole, "oddsText"}};
}

} // namespace adjutant::ui
