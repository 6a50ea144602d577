#pragma once

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::learn {

// One line of a section: a phase or card of the turn, a modifier, an outcome, a row of a table.
struct GuideEntry {
    QString anchor; // "test:fire/modifier:enfilade": where a "?" in play leads
    QString name;
    QString value; // "+2", "−1 per casualty", "6+", "11–16"
    QString explain; // in our words, from the ruleset
    QString ref; // the rule section
};

// A page of the rules as a newcomer reads them: the turn in order, each test with its dice, what
// it needs and every modifier with its reason, each table, each procedure (a charge), and the rules
// of play around them (who may charge whom, the tests owed, orders, moving, the readings). Made from
// the ruleset's data and its explanations alone.
struct GuideSection {
    enum class Kind { Turn, Test, Table, Procedure, Rules };
    Kind kind = Kind::Test;
    QString anchor; // "turn", "test:fire", "table:fate", "orders"
    QString title;
    QString explain;
    QString ref;
    QStringList facts; // "Dice: a d10 per fire die of the unit", "Needs 5+ on each die", ...
    QList<GuideEntry> entries;
};

class RulesGuide
{
    Q_DECLARE_TR_FUNCTIONS(RulesGuide)
public:
    static QList<GuideSection> build(const rules::Ruleset &ruleset);
    // The sections and lines where every word of the query appears (any case); a section whose
    // own words match keeps all its lines.
    static QList<GuideSection> search(const QList<GuideSection> &sections, const QString &query);
    static QString testAnchor(const QString &testId);
    static QString modifierAnchor(const QString &testId, const QString &modifierId);

private:
    // A random table's row in words: its own explanation, then whom it waits for, whom it strikes,
    // what it owes and whether the commander leaves.
    static QString rowExplain(const rules::Ruleset &ruleset, const rules::TableRow &row);
    // The procedures and the rules of play around them, after the tests and tables
    // (rulesguideplay.cpp).
    static void addPlaySections(const rules::Ruleset &ruleset, QList<GuideSection> &out);
};

} // namespace adjutant::learn
