#include "reportview.h"

#include "battlesession.h"
#include "replacequestion.h"
#include "reportcharts.h"
#include "reportdocument.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"
#include "rules/wording.h"

#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QPromise>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

namespace adjutant::ui {

ReportView::ReportView(QObject *parent)
    : QObject(parent),
      m_sides(GadgetListModel::of<ReportSideRow>(this)),
      m_turns(GadgetListModel::of<ReportTurnRow>(this)),
      m_luck(GadgetListModel::of<LuckRow>(this))
{
    connect(this, &ReportView::reportChanged, this, &ReportView::showRows);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ReportView::finished);
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this, [this](int permille) {
        m_progress = permille / 1000.0;
        Q_EMIT progressChanged();
    });
}

ReportView::~ReportView()
{
    // The worker reads its own copy of the battle: it is told to stop and left to finish.
    m_watcher.future().cancel();
}

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
    if (!m_session || !m_session->battle()) {
        cancel();
        m_report = report::BattleReport();
        m_madeFrom = -1;
        Q_EMIT reportChanged();
        return;
    }
    if (m_busy) {
        m_again = true; // made from a journal that has moved on: made again once it is done
        return;
    }
    start();
}

namespace {

// What the worker reads, copied on the GUI thread (the battle goes on being played meanwhile):
// the battle is made again from these, as `adjutant-cli report` opens a file, and replayed from
// its start there. The journal is the live battle's, every entry of it applied already, so it is
// kept unplayed (no snapshot is made or restored: the report replays it all anyway).
struct ReportInput {
    battle::Scenario scenario;
    rules::Ruleset rules;
    QHash<QString, QString> options;
    quint64 seed = 0;
    QList<battle::DeckCard> deck;
    QList<battle::JournalEntry> journal;
};

void makeReport(QPromise<report::BattleReport> &promise, const ReportInput &in)
{
    promise.setProgressRange(0, 1000);
    battle::Battle battle(in.scenario, in.rules, in.options, in.seed, in.deck);
    battle.keepJournalUnplayed(in.journal);
    const report::BattleReport made
        = report::ReportBuilder::build(battle, [&promise](qsizetype read, qsizetype of) {
              promise.setProgressValue(of > 0 ? int(1000 * read / of) : 1000);
              return !promise.isCanceled();
          });
    if (!promise.isCanceled())
        promise.addResult(made);
}

} // namespace

void ReportView::start()
{
    const battle::Battle &b = *m_session->battle();
    ReportInput in{b.scenario(), b.rulesBegunUnder(), b.options(), b.seed(), b.initialDeck(), b.journal()};
    m_again = false;
    m_madeFrom = b.journal().size();
    m_progress = 0;
    m_busy = true;
    m_watcher.setFuture(QtConcurrent::run(&makeReport, std::move(in)));
    Q_EMIT progressChanged();
    Q_EMIT busyChanged();
}

void ReportView::finished()
{
    const QFuture<report::BattleReport> done = m_watcher.future();
    if (!m_busy || done.isCanceled())
        return; // given up: its end is not waited for
    if (done.resultCount() > 0) {
        m_report = done.result();
        Q_EMIT reportChanged();
    }
    m_busy = false;
    Q_EMIT busyChanged();
    if (m_again && m_session && m_session->battle())
        start();
}

void ReportView::cancel()
{
    m_again = false;
    if (!m_busy)
        return;
    m_watcher.future().cancel();
    m_busy = false;
    m_madeFrom = -1; // what is shown may be behind the battle
    Q_EMIT busyChanged();
}

QString ReportView::subtitle() const
{
    if (m_report.title.isEmpty())
        return {};
    return tr("%1 · %n turn(s)", nullptr, int(m_report.turns.size())).arg(m_report.rulesetName);
}

void ReportView::showRows()
{
    m_sides->setRows(sideRows());
    m_turns->setRows(turnRows());
    m_luck->setRows(luckRows());
}

QList<ReportSideRow> ReportView::sideRows() const
{
    const QList<report::SidePoint> last
        = m_report.turns.isEmpty() ? m_report.start : m_report.turns.last().sides;
    QList<ReportSideRow> out;
    for (qsizetype i = 0; i < m_report.sides.size(); ++i) {
        const report::SidePoint p = last.value(i);
        out.append({m_report.sides.at(i).name, render::ReportCharts::sideColour(m_report, i),
                    m_report.sides.at(i).pattern, p.losses, p.unitsLost, p.steady, p.shaken, p.routed});
    }
    return out;
}

QList<ReportTurnRow> ReportView::turnRows() const
{
    QList<ReportTurnRow> out;
    for (const report::TurnReport &t : m_report.turns)
        out.append({t.turn, tr("Turn %1").arg(t.turn), t.narrative.join(u' ')});
    return out;
}

QList<LuckRow> ReportView::luckRows() const
{
    QList<LuckRow> out;
    for (const report::ReportSide &s : m_report.sides) {
        QList<LuckLineRow> lines;
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
            lines.append({l.text, rules::Wording::toneId(tone)});
        }
        if (!lines.isEmpty())
            out.append({s.name, lines});
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

QString ReportView::suggestedPath(const QString &suffix) const
{
    const QUrl beside = suggestedUrl(suffix);
    return beside.isLocalFile()
        ? QDir::toNativeSeparators(beside.toLocalFile())
        : QDir::toNativeSeparators(QDir(AppFolders::battles()).filePath(tr("report") + u'.' + suffix));
}

QUrl ReportView::folderOf(const QString &path) const
{
    return QUrl::fromLocalFile(QFileInfo(QDir::fromNativeSeparators(path)).absolutePath());
}

QString ReportView::inFolder(const QUrl &folder, const QString &path) const
{
    const QString name = QFileInfo(QDir::fromNativeSeparators(path)).fileName();
    return QDir::toNativeSeparators(QDir(folder.toLocalFile()).filePath(name));
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
    // The report shown, when it is the battle's as it stands; else made now, as it is written.
    if (m_busy || !m_session || !m_session->battle() || m_madeFrom != m_session->battle()->journal().size()) {
        cancel();
        m_report = m_session && m_session->battle() ? report::ReportBuilder::build(*m_session->battle())
                                                    : report::BattleReport();
        m_madeFrom = m_session && m_session->battle() ? m_session->battle()->journal().size() : -1;
        Q_EMIT reportChanged();
    }
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
