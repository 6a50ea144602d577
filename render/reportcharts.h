#pragma once

#include "report/battlereport.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QPainterPath>
#include <QRectF>

class QPainter;

namespace adjutant::render {

// Colours and type for a chart: the page's (PDF, HTML) or the app's theme.
struct ChartStyle {
    QColor background = Qt::white;
    QColor text = QColor(0x20, 0x20, 0x20);
    QColor grid = QColor(0xd0, 0xd0, 0xd0);
    QColor steady = QColor(0x8a, 0x94, 0x9e);
    QColor shaken = QColor(0xd9, 0x8c, 0x1a);
    QColor routed = QColor(0xb3, 0x26, 0x1e);
    QColor lost = QColor(0x3a, 0x3a, 0x3a);
    QFont font;
};

// The report's two charts, drawn with QPainter on anything: the screen, a PDF page, an SVG.
// Sides keep their scenario colour, their pattern (solid, stripes, dots or checks, as the side's
// cards and rows show it) and also a shape of their own (circle, square, ...) so that colour is
// never the only cue.
class ReportCharts
{
    Q_DECLARE_TR_FUNCTIONS(ReportCharts)
public:
    // Losses (solid) and units lost (dashed) per side, from the start to the end of each turn.
    static void paintLosses(QPainter &p, const QRectF &area, const report::BattleReport &report,
                            const ChartStyle &style);
    // How each side's units stood at the end of each turn: a stacked bar per side and turn.
    static void paintMorale(QPainter &p, const QRectF &area, const report::BattleReport &report,
                            const ChartStyle &style);
    // The side's colour: the scenario's, else blue for the first side and red for the second.
    static QColor sideColour(const report::BattleReport &report, qsizetype side);
    // The side's pattern: the scenario's, else the one its place gives (battle::defaultSidePattern).
    static QString sidePattern(const report::BattleReport &report, qsizetype side);
    // What of `area` a pattern inks, drawn as SidePattern.qml draws it on screen with `cell` its
    // grain: all of it (solid, and a pattern this build does not know); bands a cell wide slanting
    // down to the left, two cells apart (stripes); round dots on a grid two cells apart, centred
    // (dots); every other cell of a board (checks). Already cut to the area, so that it draws the
    // same on a screen, a PDF page or an SVG without clipping.
    static QPainterPath patternPath(const QRectF &area, const QString &pattern, qreal cell);
    // A side's swatch: its colour in its pattern, edged so that a pale colour still shows.
    static void paintSideSwatch(QPainter &p, const QRectF &area, const report::BattleReport &report,
                                qsizetype side, qreal cell, const QColor &edge);
};

} // namespace adjutant::render
