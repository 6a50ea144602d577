#include "owedtestlistmodel.h"

#include "battle/battle.h"
#include "battle/owedtests.h"

namespace adjutant::ui {

OwedTestListModel::OwedTestListModel(QObject *parent) : QAbstractListModel(parent) { }

void OwedTestListModel::show(const battle::Battle *b)
{
    QList<Row> rows;
    if (b) {
        const battle::OwedTests owed(b->ruleset(), b->options());
        for (const battle::OwedTest &o : b->state().owed) {
            const rules::Test *test = b->ruleset().test(o.test);
            rows.append({o.id, o.test, o.actor, o.target, test ? test->doc.name : o.test,
                         battle::unitName(b->state(), o.actor), owed.describe(b->state(), o), owed.why(o),
                         battle::OwedTests::lapseText(o.lapse)});
        }
    }
    const bool counted = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (counted)
        Q_EMIT countChanged();
}

int OwedTestListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QHash<int, QByteArray> OwedTestListModel::roleNames() const
{
    return {{OwedIdRole, "owedId"}, {TestRole, "test"},         {UnitRole, "unit"},
            {TargetRole, "target"}, {TestNameRole, "testName"}, {UnitNameRole, "unitName"},
            {TextRole, "owedText"}, {WhyRole, "why"},           {LapseRole, "lapse"}};
}

QVariant OwedTestListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case OwedIdRole:
        return r.owedId;
    case TestRole:
        return r.test;
    case UnitRole:
        return r.unit;
    case TargetRole:
        return r.target;
    case TestNameRole:
        return r.testName;
    case UnitNameRole:
        return r.unitName;
    case TextRole:
        return r.text;
    case WhyRole:
        return r.why;
    case LapseRole:
        return r.lapse;
    default:
        return {};
    }
}

int OwedTestListModel::owedIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).owedId : 0;
}

} // namespace adjutant::ui
