#include "dicecontroller.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "dice/facereader.h"
#include "dice/roll.h"

#include <QLocale>
#include <QVariantMap>

namespace adjutant::ui {

DiceController::DiceController(QObject *parent)
    : QObject(parent),
      m_odds(new OddsModel(this)),
      m_source(std::make_unique<dice::SeededRandomSource>(dice::SeededRandomSource::freshSeed())),
      m_lastDice(GadgetListModel::of<DieRow>(this))
{ }

DiceController::~DiceController() = default;

void DiceController::setExpression(const QString &text)
{
    if (text == m_expressionText)
        return;
    m_expressionText = text;
    const dice::DiceParseResult parsed = dice::DiceParser::parse(text);
    m_expression = parsed.expression;
    if (parsed.ok()) {
        m_error.clear();
        const auto distribution = dice::distributionOf<double>(*m_expression);
        m_odds->setDistribution(distribution);
        m_meanText = QLocale().toString(distribution.mean(), 'f', 2);
    } else {
        m_error = parsed.error.toString();
        m_odds->clear();
        m_meanText.clear();
    }
    m_hasResult = false;
    m_lastDice->setRows(QList<DieRow>());
    setFaceError({});
    Q_EMIT expressionChanged();
    Q_EMIT rolled();
}

void DiceController::roll()
{
    if (!m_expression)
        return;
    QList<int> faces;
    for (int sides : m_expression->dieSides())
        faces.append(m_source->roll(sides));
    setFaceError({});
    showResult(faces, tr("rolled by the app"));
}

bool DiceController::enterFaces(const QString &text)
{
    if (!m_expression)
        return false;
    const dice::FaceReadResult read = dice::FaceReader::read(text, m_expression->dieSides());
    if (!read.ok()) {
        setFaceError(read.error);
        return false;
    }
    setFaceError({});
    showResult(read.faces, tr("typed from real dice"));
    return true;
}

void DiceController::reseed(const QString &seed)
{
    bool ok = false;
    const quint64 value = seed.toULongLong(&ok);
    if (ok)
        m_source = std::make_unique<dice::SeededRandomSource>(value);
}

void DiceController::showResult(const QList<int> &faces, const QString &source)
{
    const dice::RollResult result = dice::evaluate(*m_expression, faces);
    QList<DieRow> rows;
    for (const dice::RolledDie &d : result.dice)
        rows.append({d.face, d.sides, d.kept, d.success});
    m_lastDice->setRows(rows);
    m_lastValue = result.value;
    m_lastSource = source;
    m_hasResult = true;
    Q_EMIT rolled();
}

void DiceController::setFaceError(const QString &error)
{
    if (error == m_faceError)
        return;
    m_faceError = error;
    Q_EMIT faceErrorChanged();
}

} // namespace adjutant::ui
