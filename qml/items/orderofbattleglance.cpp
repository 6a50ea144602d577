#include "orderofbattleglance.h"

#include "orderofbattleline.h"

namespace adjutant::ui {

OrderOfBattleGlance::OrderOfBattleGlance(QQuickItem *parent) : QQuickItem(parent) { }

void OrderOfBattleGlance::setModel(QAbstractItemModel *model)
{
    if (m_model == model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (model) {
        // Any change may move every row below it: the rows that fit are few, so all are redone.
        const auto redo = [this] { polish(); };
        connect(model, &QAbstractItemModel::modelReset, this, redo);
        connect(model, &QAbstractItemModel::rowsInserted, this, redo);
        connect(model, &QAbstractItemModel::rowsRemoved, this, redo);
        connect(model, &QAbstractItemModel::rowsMoved, this, redo);
        connect(model, &QAbstractItemModel::dataChanged, this, redo);
        connect(model, &QAbstractItemModel::layoutChanged, this, redo);
    }
    polish();
    Q_EMIT modelChanged();
}

void OrderOfBattleGlance::setTheme(Theme *theme)
{
    if (m_theme == theme)
        return;
    m_theme = theme;
    polish();
    Q_EMIT themeChanged();
}

QVariantMap OrderOfBattleGlance::rowAt(qreal y) const
{
    for (int i = 0; i < m_shown; ++i) {
        const OrderOfBattleLine *line = m_lines.at(i);
        if (y >= line->y() && y < line->y() + line->height())
            return {{QStringLiteral("row"), i},
                    {QStringLiteral("kind"), line->property("kind")},
                    {QStringLiteral("unitId"), m_unitIds.at(i)}};
    }
    return {};
}

void OrderOfBattleGlance::updatePolish()
{
    m_shown = 0;
    m_unitIds.clear();
    const QByteArray unitIdRole = "unitId";
    const int unitIdKey = m_model ? m_model->roleNames().key(unitIdRole, -1) : -1;
    qreal y = 0;
    for (int row = 0; m_model && row < m_model->rowCount() && y < height(); ++row) {
        if (m_shown == m_lines.size())
            m_lines.append(new OrderOfBattleLine(this));
        OrderOfBattleLine *line = m_lines.at(m_shown++);
        line->setTheme(m_theme);
        line->setWidth(width());
        line->takeRow(*m_model, row);
        line->setY(y);
        line->setHeight(line->implicitHeight());
        line->setVisible(true);
        const QString unitId = m_model->data(m_model->index(row, 0), unitIdKey).toString();
        line->setObjectName(u"glanceRow-" + unitId);
        m_unitIds.append(unitId);
        y += line->height();
    }
    for (qsizetype i = m_shown; i < m_lines.size(); ++i)
        m_lines.at(i)->setVisible(false);
}

void OrderOfBattleGlance::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        polish();
}

} // namespace adjutant::ui
