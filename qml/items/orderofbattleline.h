#pragma once

#include <QAbstractItemModel>
#include <QColor>
#include <QFont>
#include <QList>
#include <QPointer>
#include <QRectF>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "themedpainteditem.h"

namespace adjutant::ui {

// One row of the order of battle as it looks: a side, a commander, or a unit with its state at a
// glance (name; formation; losses as pips; morale by word, colour and shape; markers as chips).
// The whole row is one painted item. As a dozen QML items it cost the first frame about as much
// as the rest of the window together, and every row scrolled into view paid the same again.
//
// The roles of OrderOfBattleModel are its required properties, so a delegate gets them from the
// model by name. Colours come from `theme` (the Theme singleton); the row repaints when the
// theme turns dark or light.
class OrderOfBattleLine
    : public adjutant::ui::ThemedPaintedItem // qualified: QML tools find a base by its full name
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString kind MEMBER m_kind NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QString name MEMBER m_name NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QString detail MEMBER m_detail NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(int depth MEMBER m_depth NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QString sideColour MEMBER m_sideColour NOTIFY lookChanged REQUIRED)
    Q_PROPERTY(int sideIndex MEMBER m_sideIndex NOTIFY lookChanged REQUIRED)
    Q_PROPERTY(int lost MEMBER m_lost NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(int outOf MEMBER m_outOf NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QString stateName MEMBER m_stateName NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QString tone MEMBER m_tone NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QString formation MEMBER m_formation NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(QStringList markers MEMBER m_markers NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(bool removed MEMBER m_removed NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(bool current MEMBER m_current NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(bool foldable MEMBER m_foldable NOTIFY contentChanged REQUIRED)
    Q_PROPERTY(bool folded MEMBER m_folded NOTIFY lookChanged REQUIRED)
    Q_PROPERTY(bool selected MEMBER m_selected NOTIFY lookChanged)
    Q_PROPERTY(bool pressed MEMBER m_pressed NOTIFY lookChanged)
    // Where the fold arrow is, so that a row to tap can lay its fold button over it.
    Q_PROPERTY(qreal foldX READ foldX NOTIFY contentChanged)
    Q_PROPERTY(qreal foldWidth READ foldWidth CONSTANT)
    // The row in words, for screen readers: "88th Foot, Line, 2 of 4 lost, Shaken, Fired".
    Q_PROPERTY(QString summary READ summary NOTIFY contentChanged)

public:
    static constexpr qreal stripeWidth = 6;
    static constexpr qreal dash = 6; // the second side's stripe is dashed
    static constexpr qreal dashGap = 4;
    static constexpr int maxPips = 12; // past this, the count follows in figures
    static constexpr qreal pipSize = 14;
    static constexpr qreal pipSpacing = 4;
    static constexpr qreal markSize = 18; // the morale mark
    static constexpr qreal chipHeight = 28;
    static constexpr qreal foldArrowSize = 14;

    explicit OrderOfBattleLine(QQuickItem *parent = nullptr);

    qreal foldX() const { return 22 + m_depth * 18; }
    static qreal foldWidth() { return 40; }
    QString summary() const;

    // Takes every role of the model's row that names one of its properties, as a delegate's
    // required properties do, and lays itself out at once: the glance stacks rows by height.
    void takeRow(const QAbstractItemModel &model, int row);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void contentChanged();
    void lookChanged();

protected:
    void componentComplete() override;
    void updatePolish() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    // What the line under the name holds, laid out left to right and wrapped like a Flow.
    struct Piece {
        enum Kind { Words, Pips, Badge, Chip } kind;
        QString text;
        QRectF rect; // in the text column
    };
    void relayout();
    void relayoutLater(); // at the next polish, once, however many properties change
    QFont nameFont() const;
    QFont detailFont(bool bold) const; // the line under the name
    QColor backgroundColour() const;
    QString pipCountText() const; // "14/16", after the twelfth pip
    qreal textX() const { return foldX() + (m_foldable ? foldWidth() + 8 : 0); }
    void paintFoldArrow(QPainter *painter, const QRectF &area) const;
    void paintPips(QPainter *painter, const QRectF &rect) const;
    void paintBadge(QPainter *painter, const QRectF &rect, const QString &word) const;
    void paintChip(QPainter *painter, const QRectF &rect, const QString &marker) const;

    QString m_kind;
    QString m_name;
    QString m_detail;
    int m_depth = 0;
    QString m_sideColour;
    int m_sideIndex = 0;
    int m_lost = 0;
    int m_outOf = 0;
    QString m_stateName;
    QString m_tone;
    QString m_formation;
    QStringList m_markers;
    bool m_removed = false;
    bool m_current = false;
    bool m_foldable = false;
    bool m_folded = false;
    bool m_selected = false;
    bool m_pressed = false;
    bool m_layoutDirty = true;

    // Worked out by relayout(), from the properties and the width.
    QString m_shownName; // elided to the width
    qreal m_nameHeight = 0;
    qreal m_columnHeight = 0;
    QList<Piece> m_pieces;
};

} // namespace adjutant::ui
