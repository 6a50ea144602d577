#pragma once

#include "reportcharts.h"

#include "report/battlereport.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <functional>

class QTextDocument;

namespace adjutant::render {

// The battle's report as a document: a PDF (Qt's PDF writer) or one self-contained HTML file
// (the charts inline as SVG). Both need a QGuiApplication (fonts); the offscreen platform will do.
//
// The pages: the battle at a glance and the two charts; the turns, told one by one; the dice's
// luck. Each part starts on a page of its own.
class ReportDocument
{
    Q_DECLARE_TR_FUNCTIONS(ReportDocument)
public:
    enum class Chart { Losses, Morale };

    static bool writePdf(const report::BattleReport &report, const QString &path, QString *error);
    static bool writeHtml(const report::BattleReport &report, const QString &path, QString *error);

    // The report as HTML; each chart is what `chart` gives for it (inline SVG, or a placeholder).
    static QString html(const report::BattleReport &report, const std::function<QString(Chart)> &chart,
                        bool standalone);
    // A chart as an SVG document, `size` in pixels (it scales with its page).
    static QByteArray chartSvg(const report::BattleReport &report, Chart chart, QSize size);
    // The document the PDF is printed from: the HTML with the charts drawn as vector objects.
    static void fillDocument(QTextDocument &doc, const report::BattleReport &report);
};

} // namespace adjutant::render
