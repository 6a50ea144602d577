#pragma once

#include "report/battlereport.h"

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

class BattleSession;

// The battle's report for the Report page: worked out from the session's journal whenever the
// page asks (during or after a battle), and written out as PDF or HTML.
class ReportView : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString title READ title NOTIFY reportChanged)
    Q_PROPERTY(QString subtitle READ subtitle NOTIFY reportChanged)
    // [{name, colour, losses, unitsLost, steady, shaken, routed}] as the battle stands.
    Q_PROPERTY(QVariantList sides READ sides NOTIFY reportChanged)
    // [{turn, title, text}], one per turn.
    Q_PROPERTY(QVariantList turns READ turns NOTIFY reportChanged)
    // [{side, lines: [text]}], a side's dice against the odds.
    Q_PROPERTY(QVariantList luck READ luck NOTIFY reportChanged)
    Q_PROPERTY(QString unlikeliest READ unlikeliest NOTIFY reportChanged)
    // Each unit's figures in words, a line each, where units are figures (Chosen Men); else empty.
    Q_PROPERTY(QString figures READ figures NOTIFY reportChanged)
    // What the last export did, in words ("Saved as …", or why not).
    Q_PROPERTY(QString exportMessage READ exportMessage NOTIFY exportMessageChanged)
    // Set when exportTo found a file there and asks first: "FILE already exists: replace it?".
    Q_PROPERTY(QString replaceQuestion READ replaceQuestion NOTIFY exportMessageChanged)

public:
    explicit ReportView(QObject *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString title() const { return m_report.title; }
    QString subtitle() const;
    QVariantList sides() const;
    QVariantList turns() const;
    QVariantList luck() const;
    QString figures() const { return m_report.figures.join(u'\n'); }
    QString unlikeliest() const { return m_report.unlikeliest ? m_report.unlikeliest->text : QString(); }
    QString exportMessage() const { return m_exportMessage; }
    QString replaceQuestion() const { return m_replaceQuestion; }
    const report::BattleReport &report() const { return m_report; }

    // Works the report out again from the journal as it stands.
    Q_INVOKABLE void refresh();
    // Writes it to a file (a path or file:// URL): PDF or HTML by the name's ending. Never over
    // a battle or one of its files; over another file only with `replace` (the user said yes to
    // replaceQuestion).
    Q_INVOKABLE bool exportTo(const QString &pathOrUrl, bool replace = false);
    // A name for the exported file, beside the battle's: "<battle>-report.pdf".
    Q_INVOKABLE QUrl suggestedUrl(const QString &suffix) const;

Q_SIGNALS:
    void sessionChanged();
    void reportChanged();
    void exportMessageChanged();

private:
    QPointer<BattleSession> m_session;
    report::BattleReport m_report;
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
