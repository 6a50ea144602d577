#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <QQuickItem>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "theme.h"

namespace adjutant::ui {

class OrderOfBattleLine;

// The order of battle as the first frame shows it (BattleGlance): the rows that fit, from the
// top, each an OrderOfBattleLine made here. A ListView makes each row through QML (a delegate
// with a dozen required properties), which cost the first frame a third of what the rows cost in
// all; the glance neither scrolls nor stays up long enough to need one. The battle page's list,
// which does, shows the same lines.
class OrderOfBattleGlance : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel *model READ model WRITE setModel NOTIFY modelChanged)
    // The Theme singleton, handed to every line.
    Q_PROPERTY(adjutant::ui::Theme *theme READ theme WRITE setTheme NOTIFY themeChanged)

public:
    explicit OrderOfBattleGlance(QQuickItem *parent = nullptr);

    QAbstractItemModel *model() const { return m_model; }
    void setModel(QAbstractItemModel *model);
    Theme *theme() const { return m_theme; }
    void setTheme(Theme *theme);

    // The row shown at y, as {row, kind, unitId}; empty below the last row.
    Q_INVOKABLE QVariantMap rowAt(qreal y) const;

Q_SIGNALS:
    void modelChanged();
    void themeChanged();

protected:
    void updatePolish() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    QPointer<QAbstractItemModel> m_model;
    QPointer<Theme> m_theme;
    QList<OrderOfBattleLine *> m_lines; // kept across rebuilds; those past the last row hidden
    QList<QString> m_unitIds; // of each line shown
    int m_shown = 0;
};

} // namespace adjutant::ui
