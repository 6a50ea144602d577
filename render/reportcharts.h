#pragma once

#include "report/battlereport.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
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
// Sides keep their scenario colour and also a shape of their own (circle, square, ...) so that
// colour is never the only cue.
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
};

} // namespace adjutant::render
