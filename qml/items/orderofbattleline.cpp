#include "orderofbattleline.h"

#include "stamp.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QMetaProperty>
#include <QPainter>
#include <QPolygonF>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::ui {

namespace {

constexpr qreal flowSpacing = 8; // between the pieces under the name, and between their lines
constexpr qreal nameGap = 2; // between the name and the line under it
constexpr qreal rightMargin = 8;
constexpr qreal ringWidth = 2; // of an open pip and of the morale ring

// The shape beside a morale state's word, so that it reads without its colour: steady a ring,
// shaken a half-filled ring, routed an arrow to the rear.
void paintMoraleMark(QPainter *painter, const QString &tone, const QColor &colour, qreal size)
{
    const QRectF square(0, 0, size, size);
    if (tone == u"routed") {
        const qreal mid = square.center().x();
        const qreal shaft = size * 0.18;
        const QPolygonF arrow{
            {mid - shaft, square.top() + 1},
            {mid + shaft, square.top() + 1},
            {mid + shaft, square.top() + size * 0.5},
            {square.right() - 1, square.top() + size * 0.5},
            {mid, square.bottom() - 1},
            {square.left() + 1, square.top() + size * 0.5},
            {mid - shaft, square.top() + size * 0.5},
        };
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPolygon(arrow);
        return;
    }
    const QRectF circle = square.adjusted(ringWidth / 2, ringWidth / 2, -ringWidth / 2, -ringWidth / 2);
    if (tone == u"shaken") {
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawChord(circle, 180 * 16, 180 * 16); // the lower half
    }
    painter->setPen(QPen(colour, ringWidth));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(circle);
}

// Draws one line of text in `rect` (left or centred, and centred from top to bottom) with every
// glyph on a whole pixel. Unhinted text otherwise lands between pixels, and each glyph is
// rasterised afresh for each quarter-pixel place it lands on: on the first frame, whole pixels
// rasterise a quarter fewer glyphs. No one can tell the difference at these sizes.
void drawTextOnPixels(QPainter *painter, const QRectF &rect, Qt::Alignment align, const QString &text)
{
    if (text.isEmpty())
        return;
    QTextLayout layout(text, painter->font());
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(std::numeric_limits<qreal>::max() / 4);
    layout.endLayout();
    const qreal width = line.naturalTextWidth();
    const qreal x = align & Qt::AlignHCenter ? rect.center().x() - width / 2 : rect.left();
    const qreal y = rect.center().y() - line.height() / 2;
    const QPointF origin(std::round(x), std::round(y));
    const QList<QGlyphRun> runs = layout.glyphRuns();
    for (QGlyphRun run : runs) {
        QList<QPointF> positions = run.positions();
        for (QPointF &position : positions)
            position = QPointF(std::round(position.x()), std::round(position.y()));
        run.setPositions(positions);
        painter->drawGlyphRun(origin, run);
    }
}

} // namespace

OrderOfBattleLine::OrderOfBattleLine(QQuickItem *parent) : ThemedPaintedItem(parent)
{
    setAntialiasing(true);
    // Every pixel is painted (a plain row in the page's background), so nothing under the row
    // needs drawing first, and its buffer is copied to the screen without blending.
    setOpaquePainting(true);
    connect(this, &OrderOfBattleLine::contentChanged, this, [this] { relayoutLater(); });
    connect(this, &OrderOfBattleLine::lookChanged, this, [this] { update(); });
}

QString OrderOfBattleLine::summary() const
{
    QStringList parts{m_name};
    if (m_kind == u"side") {
        parts.append(m_detail);
        return parts.join(QStringLiteral(", "));
    }
    if (m_removed)
        parts.append(tr("Removed"));
    else if (!m_formation.isEmpty())
        parts.append(m_formation);
    if (m_outOf > 0)
        parts.append(tr("%1 of %2 lost").arg(m_lost).arg(m_outOf));
    if (!m_stateName.isEmpty() && !m_removed)
        parts.append(m_stateName);
    parts.append(m_markers);
    return parts.join(QStringLiteral(", "));
}

void OrderOfBattleLine::takeRow(const QAbstractItemModel &model, int row)
{
    const QModelIndex index = model.index(row, 0);
    const QHash<int, QByteArray> roles = model.roleNames();
    const QMetaObject *meta = metaObject();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        if (const int property = meta->indexOfProperty(it.value().constData()); property >= 0)
            meta->property(property).write(this, model.data(index, it.key()));
    relayout();
}

QFont OrderOfBattleLine::detailFont(bool bold) const
{
    // The body size, set apart from the name by its colour: the first frame has one font fewer
    // to set up, and the state reads better from across the table.
    return appFont(Theme::fontBody, bold);
}

QFont OrderOfBattleLine::nameFont() const
{
    QFont f = appFont(Theme::fontBody, m_kind != u"unit" || m_current);
    f.setStrikeOut(m_removed);
    return f;
}

QString OrderOfBattleLine::pipCountText() const
{
    const QLocale locale;
    return locale.toString(m_lost) + u'/' + locale.toString(m_outOf);
}

QColor OrderOfBattleLine::backgroundColour() const
{
    const Theme &c = colours();
    if (m_current)
        return c.current();
    if (m_selected)
        return c.selected();
    if (m_pressed)
        return c.surfacePressed();
    return m_kind == u"side" ? c.surface() : c.background();
}

void OrderOfBattleLine::componentComplete()
{
    QQuickPaintedItem::componentComplete();
    relayout(); // now, not at the next polish: a list places its rows by their height
}

void OrderOfBattleLine::relayoutLater()
{
    m_layoutDirty = true;
    if (isComponentComplete())
        polish();
}

void OrderOfBattleLine::updatePolish()
{
    if (m_layoutDirty) // not if laid out since it was asked for (takeRow)
        relayout();
}

void OrderOfBattleLine::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.width() != oldGeometry.width())
        relayoutLater(); // the name elides and the pieces wrap to the width
}

void OrderOfBattleLine::relayout()
{
    m_layoutDirty = false;
    const qreal columnWidth = std::max<qreal>(0, width() - textX() - rightMargin);
    const QFontMetricsF nameMetrics(nameFont());
    const QString name = m_kind == u"commander" ? u"\u2605 " + m_name : m_name;
    // Eliding lays the text out in full; most names fit, and measuring them costs far less.
    m_shownName = nameMetrics.horizontalAdvance(name) <= columnWidth
        ? name
        : nameMetrics.elidedText(name, Qt::ElideRight, columnWidth);
    m_nameHeight = std::ceil(nameMetrics.height()); // whole pixels, so the pieces below are crisp

    // Under the name: a side's head count, or a unit's formation, losses, state and markers.
    m_pieces.clear();
    const QFontMetricsF detail(detailFont(false));
    const qreal detailHeight = std::ceil(detail.height());
    const QString words = m_removed ? tr("Removed") : m_formation.isEmpty() ? m_detail : m_formation;
    if (!words.isEmpty())
        m_pieces.append(
            {Piece::Words, words, {0, 0, std::ceil(detail.horizontalAdvance(words)), detailHeight}});
    if (m_outOf > 0) {
        const int pips = std::min(m_outOf, maxPips);
        qreal w = pips * pipSize + (pips - 1) * pipSpacing;
        if (m_outOf > maxPips)
            w += pipSpacing + detail.horizontalAdvance(pipCountText());
        m_pieces.append({Piece::Pips, {}, {0, 0, std::ceil(w), std::max(pipSize, detailHeight)}});
    }
    const QFontMetricsF detailBold(detailFont(true));
    if (!m_stateName.isEmpty() && !m_removed) {
        const QFontMetricsF &metrics = m_tone == u"steady" ? detail : detailBold;
        m_pieces.append({Piece::Badge,
                         m_stateName,
                         {0, 0, std::ceil(markSize + 6 + metrics.horizontalAdvance(m_stateName)),
                          std::max(markSize, std::ceil(metrics.height()))}});
    }
    for (const QString &marker : std::as_const(m_markers))
        m_pieces.append(
            {Piece::Chip, marker, {0, 0, std::ceil(detailBold.horizontalAdvance(marker)) + 16, chipHeight}});

    // Wrapped like a Flow, each line's pieces centred on it.
    qreal x = 0;
    qreal y = 0;
    qreal lineHeight = 0;
    qsizetype lineStart = 0;
    const auto endLine = [&](qsizetype end) {
        for (qsizetype i = lineStart; i < end; ++i) {
            QRectF &r = m_pieces[i].rect;
            r.moveTop(y + std::round((lineHeight - r.height()) / 2));
        }
    };
    for (qsizetype i = 0; i < m_pieces.size(); ++i) {
        QRectF &r = m_pieces[i].rect;
        if (x > 0 && x + r.width() > columnWidth) {
            endLine(i);
            y += lineHeight + flowSpacing;
            x = 0;
            lineHeight = 0;
            lineStart = i;
        }
        r.moveLeft(x);
        x += r.width() + flowSpacing;
        lineHeight = std::max(lineHeight, r.height());
    }
    endLine(m_pieces.size());
    m_columnHeight = m_nameHeight + (m_pieces.isEmpty() ? 0 : nameGap + y + lineHeight);
    setImplicitHeight(std::max<qreal>(Theme::touchTarget, std::ceil(m_columnHeight) + 12));
    update();
}

void OrderOfBattleLine::paint(QPainter *painter)
{
    const qreal w = width();
    const qreal h = height();
    painter->fillRect(QRectF(0, 0, w, h), backgroundColour());

    // Whose row it is: solid for the first side, dashed for the second, for players who cannot
    // tell the colours apart.
    const QColor side = m_sideColour.isEmpty() ? colours().outline() : QColor(m_sideColour);
    if (m_sideIndex % 2 == 0)
        painter->fillRect(QRectF(0, 0, stripeWidth, h), side);
    else
        for (qreal y = 0; y < h; y += dash + dashGap)
            painter->fillRect(QRectF(0, y, stripeWidth, std::min(dash, h - y)), side);
    QColor rule = colours().outline();
    rule.setAlphaF(0.5f);
    painter->fillRect(QRectF(0, h - 1, w, 1), rule);

    if (m_foldable)
        paintFoldArrow(painter, QRectF(foldX(), 0, foldWidth(), h));

    const qreal left = textX();
    const qreal top = std::round((h - m_columnHeight) / 2);
    painter->setFont(nameFont());
    painter->setPen(m_removed ? colours().textMuted() : colours().text());
    drawTextOnPixels(painter, QRectF(left, top, std::max<qreal>(0, w - left - rightMargin), m_nameHeight),
                     Qt::AlignLeft, m_shownName);

    const QPointF origin(left, top + m_nameHeight + nameGap);
    for (const Piece &piece : std::as_const(m_pieces)) {
        const QRectF rect = piece.rect.translated(origin);
        switch (piece.kind) {
        case Piece::Words:
            painter->setFont(detailFont(false));
            painter->setPen(colours().textMuted());
            drawTextOnPixels(painter, rect, Qt::AlignLeft, piece.text);
            break;
        case Piece::Pips:
            paintPips(painter, rect);
            break;
        case Piece::Badge:
            paintBadge(painter, rect, piece.text);
            break;
        case Piece::Chip:
            paintChip(painter, rect, piece.text);
            break;
        }
    }
}

void OrderOfBattleLine::paintFoldArrow(QPainter *painter, const QRectF &area) const
{
    // A triangle, not a glyph: no font to set up for it, and its size is its own.
    const QColor colour = colours().textMuted();
    const QString key = (m_folded ? QStringLiteral("fold/closed/") : QStringLiteral("fold/open/"))
        + colour.name(QColor::HexArgb);
    const QImage arrow = stamp(key, {foldArrowSize, foldArrowSize}, painter->device()->devicePixelRatioF(),
                               [&](QPainter *p) {
                                   const qreal s = foldArrowSize;
                                   const QPolygonF shape = m_folded // pointing at what it hides, or down
                                       ? QPolygonF{{s * 0.2, 0}, {s * 0.95, s / 2}, {s * 0.2, s}}
                                       : QPolygonF{{0, s * 0.2}, {s, s * 0.2}, {s / 2, s * 0.95}};
                                   p->setPen(Qt::NoPen);
                                   p->setBrush(colour);
                                   p->drawPolygon(shape);
                               });
    painter->drawImage(QPointF(std::round(area.center().x() - foldArrowSize / 2),
                               std::round(area.center().y() - foldArrowSize / 2)),
                       arrow);
}

void OrderOfBattleLine::paintPips(QPainter *painter, const QRectF &rect) const
{
    const qreal dpr = painter->device()->devicePixelRatioF();
    // Each pip is painted once and copied: stroking a small antialiased circle on every row of a
    // long list costs many times what copying its pixels does.
    const auto pip = [dpr](const QColor &colour, bool filled) {
        const QString key
            = QStringLiteral("pip/") + colour.name(QColor::HexArgb) + (filled ? u"/filled" : u"/open");
        return stamp(key, {pipSize, pipSize}, dpr, [&](QPainter *p) {
            const qreal inset = ringWidth / 2; // the ring is drawn centred on the outline
            p->setPen(QPen(colour, ringWidth));
            p->setBrush(filled ? QBrush(colour) : Qt::NoBrush);
            p->drawEllipse(QRectF(inset, inset, pipSize - ringWidth, pipSize - ringWidth));
        });
    };
    const QImage lostPip = pip(colours().routed(), true);
    const QImage openPip = pip(colours().textMuted(), false);
    const int pips = std::min(m_outOf, maxPips);
    const qreal y = std::round(rect.center().y() - pipSize / 2); // whole pixels: crisp
    for (int i = 0; i < pips; ++i)
        painter->drawImage(QPointF(rect.left() + i * (pipSize + pipSpacing), y),
                           i < m_lost ? lostPip : openPip);
    if (m_outOf <= maxPips)
        return;
    const qreal x = rect.left() + pips * (pipSize + pipSpacing);
    painter->setFont(detailFont(false));
    painter->setPen(colours().text());
    drawTextOnPixels(painter, QRectF(x, rect.top(), rect.right() - x, rect.height()), Qt::AlignLeft,
                     pipCountText());
}

void OrderOfBattleLine::paintBadge(QPainter *painter, const QRectF &r, const QString &word) const
{
    const QColor colour = colours().toneColour(m_tone);
    const QString key = QStringLiteral("morale/") + m_tone + u'/' + colour.name(QColor::HexArgb);
    const QImage mark = stamp(key, {markSize, markSize}, painter->device()->devicePixelRatioF(),
                              [&](QPainter *p) { paintMoraleMark(p, m_tone, colour, markSize); });
    painter->drawImage(QPointF(r.left(), std::round(r.center().y() - markSize / 2)), mark);
    const bool steady = m_tone == u"steady";
    painter->setFont(detailFont(!steady));
    painter->setPen(steady ? colours().text() : colour);
    drawTextOnPixels(painter, r.adjusted(markSize + 6, 0, 0, 0), Qt::AlignLeft, word);
}

void OrderOfBattleLine::paintChip(QPainter *painter, const QRectF &rect, const QString &marker) const
{
    const QRectF r = rect.adjusted(0.5, 0.5, -0.5, -0.5); // a 1 px border on whole pixels
    painter->setPen(QPen(colours().outline(), 1));
    painter->setBrush(colours().surfacePressed());
    painter->drawRoundedRect(r, r.height() / 2, r.height() / 2);
    painter->setFont(detailFont(true));
    painter->setPen(colours().text());
    drawTextOnPixels(painter, rect, Qt::AlignHCenter, marker);
}

} // namespace adjutant::ui
