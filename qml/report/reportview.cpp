#include "reportview.h"

#include "battlesession.h"
#include "replacequestion.h"
#include "reportcharts.h"
#include "reportdocument.h"

#include "battle/battlefile.h"
#include "rules/wording.h"

#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QUrl>

namespace adjutant::ui {

ReportView::ReportView(QObject *parent) : QObject(parent) { }

void ReportView::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    m_session = session;
    Q_EMIT sessionChanged();
    refresh();
}

void ReportView::refresh()
{
    m_report = m_session && m_session->battle() ? report::ReportBuilder::build(*m_session->battle())
                                                : report::BattleReport();
    Q_EMIT reportChanged();
}

QString ReportView::subtitle() const
{
    if (m_report.title.isEmpty())
        return {};
    return tr("%1 · %n turn(s)", nullptr, int(m_report.turns.size())).arg(m_report.rulesetName);
}

QVariantList ReportView::sides() const
{
    const QList<report::SidePoint> last
        = m_report.turns.isEmpty() ? m_report.start : m_report.turns.last().sides;
    QVariantList out;
    for (qsizetype i = 0; i < m_report.sides.size(); ++i) {
        const report::SidePoint p = last.value(i);
        out.append(QVariantMap{{QStringLiteral("name"), m_report.sides.at(i).name},
                               {QStringLiteral("colour"), render::ReportCharts::sideColour(m_report, i)},
                               {QStringLiteral("pattern"), m_report.sides.at(i).pattern},
                               {QStringLiteral("losses"), p.losses},
                               {QStringLiteral("unitsLost"), p.unitsLost},
                               {QStringLiteral("steady"), p.steady},
                               {QStringLiteral("shaken"), p.shaken},
                               {QStringLiteral("routed"), p.routed}});
    }
    return out;
}

QVariantList ReportView::turns() const
{
    QVariantList out;
    for (const report::TurnReport &t : m_report.turns)
        out.append(QVariantMap{{QStringLiteral("turn"), t.turn},
                               {QStringLiteral("title"), tr("Turn %1").arg(t.turn)},
                               {QStringLiteral("text"), t.narrative.join(u' ')}});
    return out;
}

QVariantList ReportView::luck() const
{
    QVariantList out;
    for (const report::ReportSide &s : m_report.sides) {
        QVariantList lines;
        for (const report::LuckLine &l : m_report.luck) {
            if (l.side != s.id)
                continue;
            // Coloured for the side whose dice they are: more hits or passes than the odds expected
            // is good luck for it. A result read off a table or a dice total is neither in itself.
            const bool judged = l.measure == report::LuckLine::Measure::Successes
                || l.measure == report::LuckLine::Measure::Passes;
            const rules::Tone tone = !judged || l.actual == l.expected ? rules::Tone::Neutral
                : l.actual > l.expected                                ? rules::Tone::Good
                                                                       : rules::Tone::Bad;
            lines.append(QVariantMap{{QStringLiteral("text"), l.text},
                                     {QStringLiteral("tone"), rules::Wording::toneId(tone)}});
        }
        if (!lines.isEmpty())
            out.append(QVariantMap{{QStringLiteral("side"), s.name}, {QStringLiteral("lines"), lines}});
    }
    return out;
}

QUrl ReportView::suggestedUrl(const QString &suffix) const
{
    const QString battle = m_session ? m_session->filePath() : QString();
    if (battle.isEmpty())
        return {};
    const QFileInfo info(battle);
    return QUrl::fromLocalFile(
        info.dir().filePath(info.completeBaseName() + QStringLiteral("-report.") + suffix));
}

bool ReportView::exportTo(const QString &pathOrUrl, bool replace)
{
    const QUrl url(pathOrUrl);
    QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
    const QString suffix = QFileInfo(path).suffix().toLower();
    QString error;
    bool ok = false;
    // The battle reported (any name may be a battle's, game.html too) is never written over.
    const QString battle = m_session ? m_session->filePath() : QString();
    const ReplaceQuestion asked = ReplaceQuestion::ask(
        path, OutputPath::Writes::File,
        battle.isEmpty() ? QStringList() : QStringList{battle, battle::BattleFile::logPath(battle)}, replace);
    m_replaceQuestion = asked.question;
    if (!asked.write) {
        m_exportMessage = asked.error.isEmpty() ? QString() : tr("Not saved: %1").arg(asked.error);
        Q_EMIT exportMessageChanged();
        return false;
    }
    refresh();
    if (suffix == u"pdf")
        ok = render::ReportDocument::writePdf(m_report, path, &error);
    else if (suffix == u"html" || suffix == u"htm")
        ok = render::ReportDocument::writeHtml(m_report, path, &error);
    else
        error = tr("a report is saved as .pdf or .html");
    m_exportMessage = ok ? tr("Saved as %1").arg(path) : tr("Not saved: %1").arg(error);
    Q_EMIT exportMessageChanged();
    return ok;
}

ReportChart::ReportChart(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    connect(this, &ReportChart::coloursChanged, this, [this] { update(); });
}

void ReportChart::setView(ReportView *view)
{
    if (m_view == view)
        return;
    if (m_view)
        disconnect(m_view, nullptr, this, nullptr);
    m_view = view;
    if (m_view)
        connect(m_view, &ReportView::reportChanged, this, [this] { update(); });
    Q_EMIT viewChanged();
    update();
}

void ReportChart::setChart(const QString &chart)
{
    if (m_chart == chart)
        return;
    m_chart = chart;
    Q_EMIT chartChanged();
    update();
}

void ReportChart::paint(QPainter *painter)
{
    if (!m_view)
        return;
    render::ChartStyle style;
    style.background = Qt::transparent;
    style.text = m_text;
    style.grid = m_grid;
    style.steady = m_steady;
    style.shaken = m_shaken;
    style.routed = m_routed;
    style.lost = m_text.lightness() > 128 ? QColor(0x60, 0x60, 0x70) : QColor(0x3a, 0x3a, 0x3a);
    style.font.setPixelSize(16);
    const QRectF area = boundingRect().adjusted(4, 4, -4, -4);
    if (m_chart == u"morale")
        render::ReportCharts::paintMorale(*painter, area, m_view->report(), style);
    else
        render::ReportCharts::paintLosses(*painter, area, m_view->report(), style);
}

} // namespace adjutant::ui
