#include "reportcharts.h"

#include "battle/scenario.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace adjutant::render {

using report::BattleReport;
using report::SidePoint;

namespace {

// A side's marker: circle, square, triangle, diamond, then round again.
void drawMarker(QPainter &p, QPointF at, qreal r, qsizetype side, const QColor &fill, const QColor &edge)
{
    p.save();
    p.setPen(QPen(edge, std::max<qreal>(1.0, r / 4)));
    p.setBrush(fill);
    switch (side % 4) {
    case 0:
        p.drawEllipse(at, r, r);
        break;
    case 1:
        p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
        break;
    case 2: {
        QPainterPath path;
        path.moveTo(at.x(), at.y() - r * 1.2);
        path.lineTo(at.x() + r * 1.1, at.y() + r * 0.9);
        path.lineTo(at.x() - r * 1.1, at.y() + r * 0.9);
        path.closeSubpath();
        p.drawPath(path);
        break;
    }
    default: {
        QPainterPath path;
        path.moveTo(at.x(), at.y() - r * 1.3);
        path.lineTo(at.x() + r * 1.3, at.y());
        path.lineTo(at.x(), at.y() + r * 1.3);
        path.lineTo(at.x() - r * 1.3, at.y());
        path.closeSubpath();
        p.drawPath(path);
        break;
    }
    }
    p.restore();
}

// The grain of the side patterns in a chart: about a fifth of a line of text.
qreal patternCell(qreal unit)
{
    return std::max<qreal>(2.0, unit / 5);
}

// A step for about five gridlines up to `top`: 1, 2, 5, 10, 20...
int niceStep(int top)
{
    for (int step : {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000})
        if (top / step <= 5)
            return step;
    return std::max(1, top / 5);
}

struct Frame {
    QRectF plot;
    qreal unit; // a font's line height: sizes scale with it
};

// Title at the top, a legend row below it, then the plot with room for the axes' labels.
Frame frameFor(QPainter &p, const QRectF &area, const QString &title, const ChartStyle &style, int legendRows)
{
    QFont titleFont = style.font;
    titleFont.setBold(true);
    const QFontMetricsF fm(style.font, p.device());
    const qreal line = fm.height();
    p.setFont(titleFont);
    p.setPen(style.text);
    p.drawText(QRectF(area.left(), area.top(), area.width(), line * 1.3), Qt::AlignLeft | Qt::AlignVCenter,
               title);
    p.setFont(style.font);
    const qreal top = area.top() + line * (2.2 + 1.2 * legendRows); // room for the top label
    const qreal left = area.left() + fm.horizontalAdvance(QStringLiteral("0000")) + line * 0.4;
    return {QRectF(left, top, area.right() - left - line * 0.5, area.bottom() - top - line * 2.4), line};
}

void drawYAxis(QPainter &p, const Frame &f, int top, const ChartStyle &style)
{
    const int step = niceStep(top);
    p.setFont(style.font);
    for (int v = 0; v <= top; v += step) {
        const qreal y = f.plot.bottom() - f.plot.height() * v / top;
        p.setPen(QPen(style.grid, 1));
        p.drawLine(QPointF(f.plot.left(), y), QPointF(f.plot.right(), y));
        p.setPen(style.text);
        p.drawText(QRectF(f.plot.left() - f.unit * 3.4, y - f.unit / 2, f.unit * 3, f.unit),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
}

} // namespace

QColor ReportCharts::sideColour(const BattleReport &report, qsizetype side)
{
    const QColor named(side < report.sides.size() ? report.sides.at(side).colour : QString());
    if (named.isValid())
        return named;
    static const QColor defaults[] = {QColor(0x1f, 0x4e, 0x9c), QColor(0xb3, 0x26, 0x1e),
                                      QColor(0x2e, 0x6b, 0x3a), QColor(0x6a, 0x3d, 0x9a)};
    return defaults[side % 4];
}

QString ReportCharts::sidePattern(const BattleReport &report, qsizetype side)
{
    const QString named = side < report.sides.size() ? report.sides.at(side).pattern : QString();
    return named.isEmpty() ? battle::defaultSidePattern(side) : named;
}

QPainterPath ReportCharts::patternPath(const QRectF &area, const QString &pattern, qreal cell)
{
    QPainterPath ink;
    if (area.isEmpty())
        return ink;
    cell = std::max<qreal>(cell, 0.5);
    QPainterPath whole;
    whole.addRect(area);
    if (pattern == u"stripes") {
        // Band k covers the points where x + y, from the top-left corner, is 2kc to 2kc + c√2: a
        // band c wide turned 45° about its top-left corner, one every two cells along the top.
        const qreal origin = area.left() + area.top();
        const qreal reach = area.width() + area.height();
        for (qreal a = 0; a < reach; a += 2 * cell) {
            const qreal from = origin + a;
            const qreal to = from + cell * std::sqrt(2.0);
            ink.addPolygon(QPolygonF{
                QPointF(from - area.top(), area.top()), QPointF(to - area.top(), area.top()),
                QPointF(to - area.bottom(), area.bottom()), QPointF(from - area.bottom(), area.bottom())});
            ink.closeSubpath();
        }
        return ink.intersected(whole);
    }
    if (pattern == u"dots") {
        // Dots 1.5 cells across on a grid two cells apart, as many as fit, centred in the area.
        const qreal step = 2 * cell;
        const int across = std::max(1, int(std::floor(area.width() / step)));
        const int down = std::max(1, int(std::floor(area.height() / step)));
        const qreal size = std::min({cell * 1.5, area.width(), area.height()});
        const qreal left = area.left() + (area.width() - across * step) / 2;
        const qreal top = area.top() + (area.height() - down * step) / 2;
        for (int row = 0; row < down; ++row)
            for (int column = 0; column < across; ++column)
                ink.addEllipse(QPointF(left + (column + 0.5) * step, top + (row + 0.5) * step), size / 2,
                               size / 2);
        return ink; // inside the area already: no wider or taller than it, and centred
    }
    if (pattern == u"checks") {
        // A board of cells from the top-left corner, that one and every other one filled.
        const int columns = std::max(1, int(std::ceil(area.width() / cell)));
        const int rows = std::max(1, int(std::ceil(area.height() / cell)));
        for (int row = 0; row < rows; ++row)
            for (int column = row % 2; column < columns; column += 2)
                ink.addRect(QRectF(area.left() + column * cell, area.top() + row * cell, cell, cell) & area);
        return ink;
    }
    return whole; // solid, and any pattern this build does not know
}

void ReportCharts::paintSideSwatch(QPainter &p, const QRectF &area, const BattleReport &report,
                                   qsizetype side, qreal cell, const QColor &edge)
{
    p.save();
    p.setPen(Qt::NoPen);
    p.fillPath(patternPath(area, sidePattern(report, side), cell), sideColour(report, side));
    QColor line = edge;
    line.setAlphaF(0.6f);
    p.setPen(QPen(line, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(area);
    p.restore();
}

void ReportCharts::paintLosses(QPainter &p, const QRectF &area, const BattleReport &report,
                               const ChartStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qsizetype sides = report.sides.size();
    Frame f = frameFor(p, area, tr("Losses over the turns"), style, int(sides));
    // Room on the right for each side's tag: its colour in its pattern where its losses end.
    f.plot.setRight(f.plot.right() - f.unit * 1.1);

    // Points: the start, then the end of each turn.
    QList<QList<SidePoint>> points{report.start};
    QStringList labels{tr("Start")};
    for (const report::TurnReport &t : report.turns) {
        points.append(t.sides);
        labels.append(QString::number(t.turn));
    }
    int top = 1;
    for (const QList<SidePoint> &at : points)
        for (const SidePoint &sp : at)
            top = std::max({top, sp.losses, sp.unitsLost});
    top = int(std::ceil(double(top) / niceStep(top))) * niceStep(top);
    drawYAxis(p, f, top, style);

    const auto x = [&](qsizetype i) {
        return points.size() < 2 ? f.plot.center().x()
                                 : f.plot.left() + f.plot.width() * qreal(i) / qreal(points.size() - 1);
    };
    const auto y = [&](int v) { return f.plot.bottom() - f.plot.height() * v / top; };
    p.setPen(style.text);
    // Label every turn while they fit, else every second, fifth...
    // As wide as the widest label in the app's language ("Beginn", "Début"), and kept inside the
    // chart: the first one sits at its left edge.
    const QFontMetricsF metrics(style.font, p.device());
    qreal widest = 0;
    for (const QString &label : std::as_const(labels))
        widest = std::max(widest, metrics.horizontalAdvance(label));
    const qreal labelWidth = widest * 1.3;
    const qsizetype every = std::max<qsizetype>(
        1, qsizetype(std::ceil(labelWidth * qreal(points.size()) / std::max<qreal>(1, f.plot.width()))));
    for (qsizetype i = 0; i < points.size(); i += every) {
        const qreal left = std::clamp(x(i) - labelWidth / 2, area.left(),
                                      std::max(area.left(), area.right() - labelWidth));
        p.drawText(QRectF(left, f.plot.bottom() + f.unit * 0.2, labelWidth, f.unit),
                   Qt::AlignHCenter | Qt::AlignTop, labels.at(i));
    }
    p.drawText(QRectF(f.plot.left(), f.plot.bottom() + f.unit * 1.2, f.plot.width(), f.unit),
               Qt::AlignRight | Qt::AlignTop, tr("turn"));

    const qreal width = std::max<qreal>(1.5, f.unit / 7);
    const qreal marker = f.unit / 4;
    for (qsizetype s = 0; s < sides; ++s) {
        const QColor colour = sideColour(report, s);
        for (const bool unitsLost : {false, true}) {
            QPolygonF line;
            for (qsizetype i = 0; i < points.size(); ++i) {
                const SidePoint sp = points.at(i).value(s);
                line.append(QPointF(x(i), y(unitsLost ? sp.unitsLost : sp.losses)));
            }
            // A faint edge under the line keeps a pale side colour readable on white.
            p.setPen(QPen(style.text, width + 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setOpacity(0.25);
            p.drawPolyline(line);
            p.setOpacity(1);
            p.setPen(
                QPen(colour, width, unitsLost ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.drawPolyline(line);
            for (const QPointF &pt : std::as_const(line))
                drawMarker(p, pt, marker, s, unitsLost ? style.background : colour, colour.darker(140));
        }
    }

    // Each side's tag beside the end of its losses line, its colour in its pattern; tags that
    // would overlap are moved apart, in the order of their lines.
    const qreal cell = patternCell(f.unit);
    const qreal tag = f.unit * 0.8;
    QList<std::pair<qreal, qsizetype>> tags;
    for (qsizetype s = 0; s < sides; ++s)
        tags.append({y(points.last().value(s).losses), s});
    std::stable_sort(tags.begin(), tags.end());
    for (qsizetype i = 0; i < tags.size(); ++i) {
        qreal centre = std::max(tags[i].first, i > 0 ? tags[i - 1].first + tag * 1.15 : tags[i].first);
        tags[i].first = centre;
    }
    // Kept inside the chart: moved up together when the last would fall below it.
    const qreal overflow = tags.isEmpty() ? 0 : tags.last().first + tag / 2 - area.bottom();
    for (auto &[centre, s] : tags) {
        centre -= std::max<qreal>(0, overflow);
        paintSideSwatch(p, QRectF(f.plot.right() + f.unit * 0.25, centre - tag / 2, tag, tag), report, s,
                        cell, style.text);
    }

    // Legend: each side's pattern and its two lines, a row to a side.
    const QFontMetricsF fm(style.font, p.device());
    for (qsizetype s = 0; s < sides; ++s) {
        const qreal rowY = area.top() + f.unit * (1.5 + 1.2 * qreal(s)) + f.unit * 0.5;
        qreal at = area.left();
        const QColor colour = sideColour(report, s);
        paintSideSwatch(p, QRectF(at, rowY - tag / 2, f.unit * 1.2, tag), report, s, cell, style.text);
        at += f.unit * 1.6;
        for (const bool unitsLost : {false, true}) {
            p.setPen(QPen(colour, width, unitsLost ? Qt::DashLine : Qt::SolidLine));
            p.drawLine(QPointF(at, rowY), QPointF(at + f.unit * 1.4, rowY));
            drawMarker(p, QPointF(at + f.unit * 0.7, rowY), marker, s, unitsLost ? style.background : colour,
                       colour.darker(140));
            at += f.unit * 1.7;
            const QString text = unitsLost ? tr("units lost") : tr("%1 losses").arg(report.sides.at(s).name);
            p.setPen(style.text);
            p.drawText(QPointF(at, rowY + fm.ascent() / 2 - fm.descent() / 2), text);
            at += fm.horizontalAdvance(text) + f.unit;
        }
    }
    p.restore();
}

void ReportCharts::paintMorale(QPainter &p, const QRectF &area, const BattleReport &report,
                               const ChartStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qsizetype sides = report.sides.size();
    // The legend on one row, or the sides on a second when the chart is too narrow for both.
    const QFontMetricsF legendMetrics(style.font, p.device());
    const qreal line = legendMetrics.height();
    qreal standingsWidth = 0;
    for (const QString &name : {tr("steady"), tr("shaken"), tr("routed"), tr("lost")})
        standingsWidth += line * 1.8 + legendMetrics.horizontalAdvance(name);
    qreal sidesWidth = 0;
    for (const report::ReportSide &rs : report.sides)
        sidesWidth += line * 3.0 + legendMetrics.horizontalAdvance(rs.name);
    const bool sidesBelow = standingsWidth + sidesWidth > area.width();
    Frame f = frameFor(p, area, tr("How the units stood at the end of each turn"), style, sidesBelow ? 2 : 1);
    const qreal band = f.unit * 0.5; // a side's pattern atop its bar: two rows of checks, a row of dots
    f.plot.setTop(f.plot.top() + band);

    struct Band {
        QString name;
        QColor colour;
        Qt::BrushStyle pattern;
    };
    const Band bands[] = {{tr("steady"), style.steady, Qt::NoBrush},
                          {tr("shaken"), style.shaken, Qt::BDiagPattern},
                          {tr("routed"), style.routed, Qt::CrossPattern},
                          {tr("lost"), style.lost, Qt::NoBrush}};
    const auto counts = [](const SidePoint &sp) {
        return std::array<int, 4>{sp.steady, sp.shaken, sp.routed, sp.unitsLost};
    };

    int top = 1;
    for (const report::TurnReport &t : report.turns)
        for (const SidePoint &sp : t.sides)
            top = std::max(top, sp.steady + sp.shaken + sp.routed + sp.unitsLost);
    top = int(std::ceil(double(top) / niceStep(top))) * niceStep(top);
    drawYAxis(p, f, top, style);

    const qsizetype groups = std::max<qsizetype>(1, report.turns.size());
    const qreal groupWidth = f.plot.width() / qreal(groups);
    const qreal barWidth = std::min(groupWidth * 0.8 / qreal(std::max<qsizetype>(1, sides)), f.unit * 2.5);
    const qreal marker = std::min(f.unit / 4, barWidth / 3);
    const qreal cell = patternCell(f.unit);
    const qreal labelWidth
        = QFontMetricsF(style.font, p.device()).horizontalAdvance(QStringLiteral("00")) * 1.6;
    const qsizetype every = std::max<qsizetype>(1, qsizetype(std::ceil(labelWidth / groupWidth)));
    for (qsizetype g = 0; g < report.turns.size(); ++g) {
        const report::TurnReport &t = report.turns.at(g);
        const qreal centre = f.plot.left() + groupWidth * (qreal(g) + 0.5);
        const qreal left = centre - barWidth * qreal(sides) / 2;
        for (qsizetype s = 0; s < sides; ++s) {
            const auto c = counts(t.sides.value(s));
            qreal bottom = f.plot.bottom();
            const QRectF whole(left + barWidth * qreal(s), f.plot.top(), barWidth * 0.92, f.plot.height());
            for (int b = 0; b < 4; ++b) {
                if (c[std::size_t(b)] == 0)
                    continue;
                const qreal h = f.plot.height() * c[std::size_t(b)] / top;
                const QRectF r(whole.left(), bottom - h, whole.width(), h);
                p.fillRect(r, bands[b].colour);
                if (bands[b].pattern != Qt::NoBrush)
                    p.fillRect(r, QBrush(bands[b].colour.darker(160), bands[b].pattern));
                bottom -= h;
            }
            // The side: its colour in its pattern along the bar's top, and its marker above it.
            paintSideSwatch(p, QRectF(whole.left(), bottom - band, whole.width(), band), report, s, cell,
                            style.text);
            drawMarker(p, QPointF(whole.center().x(), bottom - band - f.unit * 0.3), marker, s,
                       sideColour(report, s), sideColour(report, s).darker(140));
        }
        if (g % every == 0) {
            p.setPen(style.text);
            p.drawText(QRectF(centre - labelWidth / 2, f.plot.bottom() + f.unit * 0.2, labelWidth, f.unit),
                       Qt::AlignHCenter | Qt::AlignTop, QString::number(t.turn));
        }
    }
    p.setPen(style.text);
    p.drawText(QRectF(f.plot.left(), f.plot.bottom() + f.unit * 1.2, f.plot.width(), f.unit),
               Qt::AlignRight | Qt::AlignTop, tr("turn"));

    // Legend: the four standings, then each side's marker.
    const QFontMetricsF fm(style.font, p.device());
    qreal rowY = area.top() + f.unit * 1.5 + f.unit * 0.5;
    qreal at = area.left();
    for (const Band &b : bands) {
        const QRectF swatch(at, rowY - f.unit * 0.35, f.unit * 0.7, f.unit * 0.7);
        p.fillRect(swatch, b.colour);
        if (b.pattern != Qt::NoBrush)
            p.fillRect(swatch, QBrush(b.colour.darker(160), b.pattern));
        at += f.unit;
        p.setPen(style.text);
        p.drawText(QPointF(at, rowY + fm.ascent() / 2 - fm.descent() / 2), b.name);
        at += fm.horizontalAdvance(b.name) + f.unit * 0.8;
    }
    if (sidesBelow) {
        rowY += f.unit * 1.2;
        at = area.left();
    }
    for (qsizetype s = 0; s < sides; ++s) {
        paintSideSwatch(p, QRectF(at, rowY - f.unit * 0.35, f.unit * 1.2, f.unit * 0.7), report, s, cell,
                        style.text);
        at += f.unit * 1.4;
        drawMarker(p, QPointF(at + marker, rowY), marker, s, sideColour(report, s),
                   sideColour(report, s).darker(140));
        at += f.unit * 0.8;
        p.setPen(style.text);
        p.drawText(QPointF(at, rowY + fm.ascent() / 2 - fm.descent() / 2), report.sides.at(s).name);
        at += fm.horizontalAdvance(report.sides.at(s).name) + f.unit * 0.8;
    }
    p.restore();
}

} // namespace adjutant::render
