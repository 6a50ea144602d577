#pragma once

#include "scenario.h"

#include "rules/ruleset.h"
#include "json/fileerror.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace adjutant::battle {

// What reading an order of battle written as a list gave: the scenario (and its JSON, as a
// scenario file holds it) when every line could be read, otherwise one error per line that could
// not, and no scenario at all: nothing is ever half read.
struct ListReadResult {
    std::optional<Scenario> scenario;
    QJsonObject json; // the scenario file's contents; empty unless scenario is set
    QList<json::FileError> errors; // line = the line of the list
    // What was read otherwise than written, without stopping the list (text that was not UTF-8).
    QList<json::FileError> warnings;
    bool ok() const { return scenario.has_value(); }
    // "LINE: message", one per error, in the order of the lines.
    QStringList messages() const;
};

// Reads an order of battle as an umpire writes it by hand or saves it from a spreadsheet, against
// a ruleset: its unit types, fields, rating steps and choices are matched by id or by name (in the
// user's language or in English), whatever the case. resources/rulesets/LISTS.md describes both
// forms:
//
//   side: British, colour #b3261e, nationality british
//   army: Sir Arthur Hale, commander, leader-rating exceptional
//   brigade: Colonel Thornby, commander
//   1/52nd Foot, infantry, fire B, melee C, morale B, skirmish-capable
//
// and CSV whose first row names its columns (side, level, name, type, colour and any field).
// Once read, the scenario is checked by ScenarioLoader as a scenario file is, and its messages
// are given on the line that made the part concerned. Nothing written is dropped or changed
// without a word: a cell it cannot place is an error naming its line. Reading takes time in
// proportion to the list (a 200 KB cell, 32,000 units of one name: tests/bench/bench_orderlist).
class OrderOfBattleList
{
    Q_DECLARE_TR_FUNCTIONS(OrderOfBattleList)
public:
    static ListReadResult read(const QString &text, const QString &fileName, const rules::Ruleset &ruleset);
    // A list as a file holds it: its encoding found first (ListText::decode).
    static ListReadResult readFile(const QByteArray &bytes, const QString &fileName,
                                   const rules::Ruleset &ruleset);

    // Text people write, made comparable: lower case, hyphens and underscores read as spaces.
    static QString comparable(const QString &text);
    // The commander levels a list may name, from the highest: army, wing, corps, division...
    static QStringList levels();
};

} // namespace adjutant::battle
