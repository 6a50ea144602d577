#pragma once

#include "gadgetlistmodel.h"

#include "report/battlereport.h"

#include <QColor>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

class BattleSession;

// How a side stands in the report: its losses and its units' morale.
struct ReportSideRow {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QColor colour MEMBER colour)
    Q_PROPERTY(QString pattern MEMBER pattern)
    Q_PROPERTY(int losses MEMBER losses)
    Q_PROPERTY(int unitsLost MEMBER unitsLost)
    Q_PROPERTY(int steady MEMBER steady)
    Q_PROPERTY(int shaken MEMBER shaken)
    Q_PROPERTY(int routed MEMBER routed)

public:
    QString name;
    QColor colour; // as the charts draw it
    QString pattern;
    int losses = 0;
    int unitsLost = 0;
    int steady = 0;
    int shaken = 0;
    int routed = 0;

    friend bool operator==(const ReportSideRow &, const ReportSideRow &) = default;
};

// A turn of the report in words.
struct ReportTurnRow {
    Q_GADGET
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString text MEMBER text)

public:
    int turn = 0;
    QString title; // "Turn 2"
    QString text;

    friend bool operator==(const ReportTurnRow &, const ReportTurnRow &) = default;
};

// A line of a side's dice against the odds, with its tone for that side ("good", "bad", "neutral").
struct LuckLineRow {
    Q_GADGET
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString tone MEMBER tone)

public:
    QString text;
    QString tone;

    friend bool operator==(const LuckLineRow &, const LuckLineRow &) = default;
};

// A side's dice against the odds.
struct LuckRow {
    Q_GADGET
    Q_PROPERTY(QString side MEMBER side)
    Q_PROPERTY(QList<adjutant::ui::LuckLineRow> lines MEMBER lines)

public:
    QString side; // its name
    QList<LuckLineRow> lines;

    friend bool operator==(const LuckRow &, const LuckRow &) = default;
};

// The battle's report for the Report page: worked out from the session's journal whenever the
// page asks (during or after a battle), and written out as PDF or HTML.
class ReportView : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString title READ title NOTIFY reportChanged)
    Q_PROPERTY(QString subtitle READ subtitle NOTIFY reportChanged)
    // The report shown, in rows (a ReportSideRow a side as the battle stands, a ReportTurnRow a
    // turn, a LuckRow a side whose dice were judged against the odds), set with reportChanged.
    Q_PROPERTY(adjutant::ui::GadgetListModel *sides READ sides CONSTANT)
    Q_PROPERTY(adjutant::ui::GadgetListModel *turns READ turns CONSTANT)
    Q_PROPERTY(adjutant::ui::GadgetListModel *luck READ luck CONSTANT)
    Q_PROPERTY(QString unlikeliest READ unlikeliest NOTIFY reportChanged)
    // Each unit's figures in words, a line each, where units are figures (Chosen Men); else empty.
    Q_PROPERTY(QString figures READ figures NOTIFY reportChanged)
    // What the last export did, in words ("Saved as …", or why not).
    Q_PROPERTY(QString exportMessage READ exportMessage NOTIFY exportMessageChanged)
    // Set when exportTo found a file there and asks first: "FILE already exists: replace it?".
    Q_PROPERTY(QString replaceQuestion READ replaceQuestion NOTIFY exportMessageChanged)
    // The report is being worked out on a worker thread (the battle stays live meanwhile); the
    // last one made is shown until the new one is ready. Progress from 0 to 1.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)

public:
    explicit ReportView(QObject *parent = nullptr);
    ~ReportView() override;

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString title() const { return m_report.title; }
    QString subtitle() const;
    GadgetListModel *sides() const { return m_sides; }
    GadgetListModel *turns() const { return m_turns; }
    GadgetListModel *luck() const { return m_luck; }
    QString figures() const { return m_report.figures.join(u'\n'); }
    QString unlikeliest() const { return m_report.unlikeliest ? m_report.unlikeliest->text : QString(); }
    QString exportMessage() const { return m_exportMessage; }
    QString replaceQuestion() const { return m_replaceQuestion; }
    const report::BattleReport &report() const { return m_report; }

    bool busy() const { return m_busy; }
    double progress() const { return m_progress; }

    // Works the report out again from the journal as it stands, on a worker thread; a refresh
    // asked for while one is made follows it.
    Q_INVOKABLE void refresh();
    // Gives up the report being made: the one shown stays.
    Q_INVOKABLE void cancel();
    // Writes it to a file (a path or file:// URL): PDF or HTML by the name's ending. Never over
    // a battle or one of its files; over another file only with `replace` (the user said yes to
    // replaceQuestion).
    Q_INVOKABLE bool exportTo(const QString &pathOrUrl, bool replace = false);
    // A name for the exported file, beside the battle's: "<battle>-report.pdf".
    Q_INVOKABLE QUrl suggestedUrl(const QString &suffix) const;
    // The same as a path to show and edit (in the battles folder when the battle has no file).
    Q_INVOKABLE QString suggestedPath(const QString &suffix) const;
    // The folder of a path typed, as a URL for a folder dialog to start in.
    Q_INVOKABLE QUrl folderOf(const QString &path) const;
    // A folder chosen in a dialog, with the file name of `path` kept.
    Q_INVOKABLE QString inFolder(const QUrl &folder, const QString &path) const;

Q_SIGNALS:
    void sessionChanged();
    void reportChanged();
    void exportMessageChanged();
    void busyChanged();
    void progressChanged();

private:
    void start();
    void finished();
    void showRows(); // the models, from m_report
    QList<ReportSideRow> sideRows() const;
    QList<ReportTurnRow> turnRows() const;
    QList<LuckRow> luckRows() const;

    QPointer<BattleSession> m_session;
    report::BattleReport m_report;
    GadgetListModel *m_sides;
    GadgetListModel *m_turns;
    GadgetListModel *m_luck;
    QFutureWatcher<report::BattleReport> m_watcher;
    bool m_busy = false; // a report is being made (a given-up one may still run to its end)
    bool m_again = false; // a refresh came while a report was being made
    double m_progress = 0;
    qsizetype m_madeFrom = -1; // the journal's length the report shown was made from
    QString m_exportMessage;
    QString m_replaceQuestion;
};

// One of the report's charts, painted with the same code as the PDF's and HTML's, in the
// screen's theme.
class ReportChart : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::ReportView *view READ view WRITE setView NOTIFY viewChanged)
    // "losses" or "morale".
    Q_PROPERTY(QString chart READ chart WRITE setChart NOTIFY chartChanged)
    // The screen's colours, bound to the theme's.
    Q_PROPERTY(QColor textColor MEMBER m_text NOTIFY coloursChanged)
    Q_PROPERTY(QColor gridColor MEMBER m_grid NOTIFY coloursChanged)
    Q_PROPERTY(QColor steadyColor MEMBER m_steady NOTIFY coloursChanged)
    Q_PROPERTY(QColor shakenColor MEMBER m_shaken NOTIFY coloursChanged)
    Q_PROPERTY(QColor routedColor MEMBER m_routed NOTIFY coloursChanged)

public:
    explicit ReportChart(QQuickItem *parent = nullptr);

    ReportView *view() const { return m_view; }
    void setView(ReportView *view);
    QString chart() const { return m_chart; }
    void setChart(const QString &chart);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void viewChanged();
    void chartChanged();
    void coloursChanged();

private:
    QPointer<ReportView> m_view;
    QString m_chart = QStringLiteral("losses");
    QColor m_text = Qt::white;
    QColor m_grid = Qt::gray;
    QColor m_steady = Qt::gray;
    QColor m_shaken = QColor(0xd9, 0x8c, 0x1a);
    QColor m_routed = QColor(0xb3, 0x26, 0x1e);
};

} // namespace adjutant::ui
