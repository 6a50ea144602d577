#include "reportdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>

namespace adjutant::render {

using report::BattleReport;

namespace {

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartProperty = QTextFormat::UserProperty + 1;

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

ChartStyle pageStyle(qreal pointSize)
{
    ChartStyle style;
    style.font = QFont(QStringLiteral("DejaVu Sans"));
    style.font.setPointSizeF(pointSize);
    return style;
}

void paintChart(QPainter &p, const QRectF &r, const BattleReport &report, ReportDocument::Chart chart,
                const ChartStyle &style)
{
    if (chart == ReportDocument::Chart::Losses)
        ReportCharts::paintLosses(p, r, report, style);
    else
        ReportCharts::paintMorale(p, r, report, style);
}

// Draws the charts inside the PDF's text as vectors: the document holds an object character for
// each, and this handler paints it where the layout puts it.
class ChartObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit ChartObject(const BattleReport &report) : m_report(report) { }

    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &) override
    {
        const QTextFrameFormat root = doc->rootFrame()->frameFormat();
        const qreal width = doc->pageSize().width() - root.leftMargin() - root.rightMargin() - 4;
        return {width, width * 0.48};
    }

    void drawObject(QPainter *p, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        // Type in proportion to the chart, whatever the device's resolution.
        ChartStyle style = pageStyle(9);
        style.font.setPixelSize(std::max(6, int(rect.height() / 24)));
        paintChart(*p, rect, m_report, ReportDocument::Chart(format.intProperty(kChartProperty)), style);
    }

private:
    const BattleReport &m_report;
};

const char *const kCss = R"(
body { font-family: 'DejaVu Sans', sans-serif; color: #202020; max-width: 46em; margin: 2em auto; line-height: 1.45; }
h1 { font-size: 20pt; margin-bottom: 0; }
h2 { font-size: 15pt; margin-top: 1.2em; border-bottom: 1px solid #c0c0c0; }
h3 { font-size: 12pt; margin-bottom: 0.2em; }
p.sub { color: #555555; margin-top: 0.2em; }
table.sides { border-collapse: collapse; }
table.sides td, table.sides th { padding: 3px 10px; border-bottom: 1px solid #d0d0d0; text-align: right; }
table.sides th.name, table.sides td.name { text-align: left; }
.chart { margin: 1em 0; }
.chart svg { width: 100%; height: auto; }
)";

} // namespace

QString ReportDocument::html(const BattleReport &report, const std::function<QString(Chart)> &chart,
                             bool standalone)
{
    QString h;
    const QString breakBefore = QStringLiteral(" style=\"page-break-before: always\"");
    // The language the report's words are in: the catalogue's own, so a language without one
    // says "en" (screen readers and hyphenation read it).
    //: the language code of this catalogue, as the report's HTML states it (de, fr)
    const QString language = tr("en", "HTML lang");
    if (standalone)
        h += QStringLiteral(
                 "<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\"><title>%2</title>"
                 "<style>%3</style></head><body>\n")
                 .arg(escaped(language), escaped(report.title), QString::fromLatin1(kCss));
    h += QStringLiteral("<h1>%1</h1>\n").arg(escaped(report.title));
    h += QStringLiteral("<p class=\"sub\">%1</p>\n")
             .arg(escaped(tr("%1 · %n turn(s)", nullptr, int(report.turns.size())).arg(report.rulesetName)));
    if (!report.victory.isEmpty())
        //: %1: the scenario's conditions of victory, in its author's words
        h += QStringLiteral("<p>%1</p>\n").arg(escaped(tr("Victory conditions: %1").arg(report.victory)));

    // The battle at a glance: how each side ended.
    const QList<report::SidePoint> last = report.turns.isEmpty() ? report.start : report.turns.last().sides;
    h += QStringLiteral("<h2>%1</h2>\n<table class=\"sides\" cellpadding=\"4\"><tr><th class=\"name\">%2</th>"
                        "<th>%3</th><th>%4</th><th>%5</th><th>%6</th><th>%7</th></tr>\n")
             .arg(escaped(tr("How it stands")), escaped(tr("Side")), escaped(tr("Losses")),
                  escaped(tr("Units lost")), escaped(tr("Steady")), escaped(tr("Shaken")),
                  escaped(tr("Routed")));
    for (qsizetype i = 0; i < report.sides.size(); ++i) {
        const report::SidePoint p = last.value(i);
        h += QStringLiteral(
                 "<tr><td class=\"name\">%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td>"
                 "</tr>\n")
                 .arg(escaped(report.sides.at(i).name), QString::number(p.losses),
                      QString::number(p.unitsLost), QString::number(p.steady), QString::number(p.shaken),
                      QString::number(p.routed));
    }
    h += QStringLiteral("</table>\n");
    h += QStringLiteral("<div class=\"chart\">%1</div>\n<div class=\"chart\">%2</div>\n")
             .arg(chart(Chart::Losses), chart(Chart::Morale));

    h += QStringLiteral("<h2%1>%2</h2>\n").arg(breakBefore, escaped(tr("Turn by turn")));
    if (report.turns.isEmpty())
        h += QStringLiteral("<p>%1</p>\n").arg(escaped(tr("Nothing has been played yet.")));
    for (const report::TurnReport &t : report.turns)
        h += QStringLiteral("<h3>%1</h3>\n<p>%2</p>\n")
                 .arg(escaped(tr("Turn %1").arg(t.turn)), escaped(t.narrative.join(u' ')));

    if (!report.figures.isEmpty()) {
        QString lines;
        for (const QString &line : report.figures)
            lines += QStringLiteral("<li>%1</li>\n").arg(escaped(line));
        h += QStringLiteral("<h2>%1</h2>\n<ul>\n%2</ul>\n").arg(escaped(tr("Figures")), lines);
    }
    h += QStringLiteral("<h2%1>%2</h2>\n<p>%3</p>\n")
             .arg(breakBefore, escaped(tr("Dice luck")),
                  escaped(
                      tr("Each side's dice against what the exact odds expected at the moment of each roll, "
                         "with every modifier that applied then.")));
    for (const report::ReportSide &s : report.sides) {
        QString lines;
        for (const report::LuckLine &l : report.luck)
            if (l.side == s.id)
                lines += QStringLiteral("<li>%1</li>\n").arg(escaped(l.text));
        if (!lines.isEmpty())
            h += QStringLiteral("<h3>%1</h3>\n<ul>\n%2</ul>\n").arg(escaped(s.name), lines);
    }
    if (report.luck.isEmpty())
        h += QStringLiteral("<p>%1</p>\n").arg(escaped(tr("No dice have been rolled yet.")));
    if (report.unlikeliest)
        h += QStringLiteral("<h3>%1</h3>\n<p>%2</p>\n")
                 .arg(escaped(tr("The most unlikely roll")), escaped(report.unlikeliest->text));
    if (standalone)
        h += QStringLiteral("</body></html>\n");
    return h;
}

QByteArray ReportDocument::chartSvg(const BattleReport &report, Chart chart, QSize size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(96);
    svg.setTitle(chart == Chart::Losses ? tr("Losses over the turns") : tr("How the units stood"));
    {
        QPainter p(&svg);
        ChartStyle style = pageStyle(9);
        style.font.setPixelSize(14);
        paintChart(p, QRectF(QPointF(0, 0), QSizeF(size)), report, chart, style);
    }
    QByteArray out = buffer.data();
    // Inline in HTML: without the XML declaration.
    const qsizetype svgStart = out.indexOf("<svg");
    return svgStart > 0 ? out.mid(svgStart) : out;
}

void ReportDocument::fillDocument(QTextDocument &doc, const BattleReport &report)
{
    doc.setDefaultFont(pageStyle(10).font);
    doc.setDefaultStyleSheet(QString::fromLatin1(kCss));
    // Each chart's place is an image of a name no text can make (every name is escaped), never
    // a word to find: a side named "[[chart-0]]" is a name, not a chart.
    const auto placeholder = [](Chart c) { return QStringLiteral("adjutant-chart:%1").arg(int(c)); };
    doc.setHtml(html(
        report, [&](Chart c) { return QStringLiteral("<img src=\"%1\">").arg(placeholder(c)); }, false));
    QList<std::pair<QTextCursor, Chart>> places;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            for (const Chart c : {Chart::Losses, Chart::Morale})
                if (format.isImageFormat() && format.toImageFormat().name() == placeholder(c)) {
                    QTextCursor at(&doc);
                    at.setPosition(it.fragment().position());
                    at.setPosition(it.fragment().position() + it.fragment().length(),
                                   QTextCursor::KeepAnchor);
                    places.append({at, c});
                }
        }
    for (auto &[at, c] : places) {
        QTextCharFormat object;
        object.setObjectType(kChartObject);
        object.setProperty(kChartProperty, int(c));
        at.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }
}

bool ReportDocument::writePdf(const BattleReport &report, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setTitle(report.title);
        pdf.setCreator(QStringLiteral("Adjutant"));
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        pdf.setResolution(300);
        QTextDocument doc;
        ChartObject charts(report);
        doc.documentLayout()->registerHandler(kChartObject, &charts);
        fillDocument(doc, report);
        // Laid out on the page as it is printed, so the chart objects are measured against it.
        doc.documentLayout()->setPaintDevice(&pdf);
        doc.setPageSize(QSizeF(pdf.width(), pdf.height()));
        doc.print(&pdf);
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool ReportDocument::writeHtml(const BattleReport &report, const QString &path, QString *error)
{
    const auto svg = [&report](Chart c) { return QString::fromUtf8(chartSvg(report, c, QSize(760, 360))); };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(html(report, svg, true).toUtf8());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace adjutant::render

#include "reportdocument.moc"
