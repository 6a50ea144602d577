#pragma once

#include "models/dierow.h"
#include "models/gadgetlistmodel.h"
#include "models/oddsmodel.h"

#include "dice/diceexpression.h"
#include "dice/randomsource.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace adjutant::ui {

// Backs the Dice page: parses what the player types, shows the exact odds of every outcome, and
// rolls (or takes faces read off real dice). All arithmetic is core's.
class DiceController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString expression READ expression WRITE setExpression NOTIFY expressionChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY expressionChanged)
    Q_PROPERTY(QString error READ error NOTIFY expressionChanged)
    Q_PROPERTY(bool pool READ pool NOTIFY expressionChanged)
    Q_PROPERTY(int diceCount READ diceCount NOTIFY expressionChanged)
    Q_PROPERTY(QString meanText READ meanText NOTIFY expressionChanged)
    // Fully qualified, so qmltyperegistrar can match it with the registered type.
    Q_PROPERTY(adjutant::ui::OddsModel *odds READ odds CONSTANT)
    // The last roll: each die as a DieRow (face, sides, kept, success), and its value.
    Q_PROPERTY(adjutant::ui::GadgetListModel *lastDice READ lastDice CONSTANT)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY rolled)
    Q_PROPERTY(int lastValue READ lastValue NOTIFY rolled)
    Q_PROPERTY(QString lastSource READ lastSource NOTIFY rolled)
    Q_PROPERTY(QString faceError READ faceError NOTIFY faceErrorChanged)

public:
    explicit DiceController(QObject *parent = nullptr);
    ~DiceController() override;

    QString expression() const { return m_expressionText; }
    void setExpression(const QString &text);
    bool valid() const { return m_expression.has_value(); }
    QString error() const { return m_error; }
    bool pool() const { return m_expression && m_expression->isPool(); }
    int diceCount() const { return m_expression ? m_expression->diceCount() : 0; }
    QString meanText() const { return m_meanText; }
    OddsModel *odds() const { return m_odds; }
    GadgetListModel *lastDice() const { return m_lastDice; }
    QList<DieRow> lastDiceRows() const { return m_lastDice->rows<DieRow>(); }
    bool hasResult() const { return m_hasResult; }
    int lastValue() const { return m_lastValue; }
    QString lastSource() const { return m_lastSource; }
    QString faceError() const { return m_faceError; }

    // Rolls with the app's seeded source.
    Q_INVOKABLE void roll();
    // Takes faces typed from real dice ("3 0 7"); false, with faceError set, if they do not fit.
    Q_INVOKABLE bool enterFaces(const QString &text);
    // Restarts the app's dice from a known seed (tests, and players who want to reproduce a roll).
    Q_INVOKABLE void reseed(const QString &seed);

Q_SIGNALS:
    void expressionChanged();
    void rolled();
    void faceErrorChanged();

private:
    void showResult(const QList<int> &faces, const QString &source);
    void setFaceError(const QString &error);

    QString m_expressionText;
    std::optional<dice::DiceExpression> m_expression;
    QString m_error;
    QString m_meanText;
    OddsModel *m_odds;
    std::unique_ptr<dice::SeededRandomSource> m_source;
    GadgetListModel *m_lastDice; // the dice of the last roll, a DieRow each
    bool m_hasResult = false;
    int m_lastValue = 0;
    QString m_lastSource;
    QString m_faceError;
};

} // namespace adjutant::ui
