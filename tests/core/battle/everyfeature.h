#pragma once

// The made-up fifth system (data/every-feature.json) and its battle, for the tests that play it.

#include "battle/action.h"
#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/statejson.h"
#include "rules/rulesetloader.h"

#include <QDebug>
#include <QFile>
#include <QJsonDocument>

#include <memory>

namespace everyfeature {

inline QString dataDir()
{
    return QStringLiteral(BATTLE_TEST_DATA);
}

// The deck half (every-feature.json) and the player-turn half with figures (every-feature-turns.json).
inline const QString kDeck = QStringLiteral("every-feature");
inline const QString kTurns = QStringLiteral("every-feature-turns");

// The ruleset, or nothing with its errors printed.
inline std::optional<adjutant::rules::Ruleset> ruleset(const QString &name = kDeck)
{
    const adjutant::rules::RulesetLoadResult r
        = adjutant::rules::RulesetLoader::loadFile(dataDir() + u'/' + name + u".json");
    for (const adjutant::rules::RulesetError &e : r.errors)
        qWarning().noquote() << e.toString();
    if (!r.ok())
        return std::nullopt;
    return *r.ruleset;
}

// Its scenario's battle. The deck's, the bridge at Nowhere: North Foot (quality A) and North Horse
// under Captain Ada, South Foot (in column) and South Horse under Captain Bo. The turns', the ruins
// at Nowhere: North Band (with a standard) and North Scouts (poor) under Chief Ada (hard), South
// Band and South Scouts (two men named on its roster, the captain and Jem) under Chief Bo.
inline std::unique_ptr<adjutant::battle::Battle> battle(const adjutant::rules::Ruleset &rs,
                                                        const QHash<QString, QString> &options = {})
{
    QFile f(dataDir() + u'/' + rs.id + u"-scenario.json");
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    const adjutant::battle::ScenarioLoadResult sc
        = adjutant::battle::ScenarioLoader::loadData(f.readAll(), f.fileName(), rs);
    for (const adjutant::rules::RulesetError &e : sc.errors)
        qWarning().noquote() << e.toString();
    if (!sc.ok())
        return nullptr;
    return std::make_unique<adjutant::battle::Battle>(*sc.scenario, rs, options, 11);
}

inline adjutant::battle::Action act(const QByteArray &json)
{
    QString error;
    std::optional<adjutant::battle::Action> a
        = adjutant::battle::ActionJson::read(QJsonDocument::fromJson(json).object(), &error);
    if (!a)
        qFatal("not an action: %s", qPrintable(error));
    return *a;
}

using namespace adjutant::battle;
using namespace adjutant::rules;

using Options = QHash<QString, QString>;

// A unit's field as it stands ("unit.field"; "removed": out of play), or a figure's ("unit/figure.field"),
// its default where the battle keeps none.
inline QString fieldNow(const Battle &b, const QString &unitField)
{
    const QString who = unitField.section(u'.', 0, 0);
    const QString name = unitField.section(u'.', 1);
    const UnitState unit = b.state().units.value(who.section(u'/', 0, 0));
    QVariant value = name == u"removed" ? QVariant(unit.removed) : unit.fields.value(name);
    if (who.contains(u'/')) {
        const auto figure = std::find_if(unit.figures.begin(), unit.figures.end(),
                                         [&](const Figure &f) { return f.id == who.section(u'/', 1); });
        if (figure == unit.figures.end())
            return u"no such figure"_qs;
        value = name == u"role" ? QVariant(figure->role) : figure->fields.value(name);
        const Field *field = b.ruleset().figures ? b.ruleset().figures->field(name) : nullptr;
        if (!value.isValid() && field)
            value = field->kind == FieldKind::Flag ? QVariant(false) : QVariant(field->minimum);
        return value.toString();
    }
    const Field *field = b.ruleset().field(name);
    if (!value.isValid() && field)
        value = field->defaultValue;
    if (!value.isValid() && field && field->kind == FieldKind::Flag)
        value = false;
    if (!value.isValid() && field && field->kind == FieldKind::Ladder && b.ruleset().ladder(field->ladder))
        value = b.ruleset().ladder(field->ladder)->steps.constFirst().id;
    return value.toString();
}

// The pile with the first card of that kind (and unit) put on top, as the umpire's reorder.
inline std::optional<Action> onTop(const BattleState &state, const QString &card, const QString &unit)
{
    QList<DeckCard> pile = state.drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(), [&](const DeckCard &c) {
        return c.card == card && (unit.isEmpty() || c.unit == unit);
    });
    if (it == pile.end())
        return std::nullopt;
    const DeckCard top = *it;
    pile.erase(it);
    pile.prepend(top);
    return ActionJson::read(
        QJsonObject{{u"kind"_qs, u"reorder"_qs}, {u"cards"_qs, StateJson::cardsToJson(pile)}}, nullptr);
}

// One line of a script played on the battle: empty when it did as it says, else what went wrong.
inline QString play(Battle &b, const QString &line)
{
    const QString rest = line.section(u' ', 1);
    if (line.startsWith(u"top:")) {
        const std::optional<Action> reorder
            = onTop(b.state(), line.section(u':', 1, 1), line.section(u':', 2));
        if (!reorder)
            return u"no such card in the pile"_qs;
        const Battle::Applied a = b.apply(*reorder);
        return a.entry ? QString() : a.error;
    }
    if (line.startsWith(u"expect ")) {
        const QString want = rest.section(u'=', 1);
        const QString got = fieldNow(b, rest.section(u'=', 0, 0));
        return got == want ? QString() : u"is " + got;
    }
    if (line.startsWith(u"owed ")) {
        const qsizetype owed = b.state().owed.size();
        return owed == rest.toInt() ? QString() : u"owed " + QString::number(owed);
    }
    if (line.startsWith(u"cards ")) {
        const QString card = rest.section(u'=', 0, 0);
        const qsizetype n = std::count_if(b.state().drawPile.begin(), b.state().drawPile.end(),
                                          [&](const DeckCard &c) { return c.card + u':' + c.unit == card; });
        return n == rest.section(u'=', 1).toInt() ? QString() : QString::number(n);
    }
    if (line.startsWith(u"last ")) {
        const QString last = b.state().drawPile.isEmpty() ? QString() : b.state().drawPile.last().card;
        return last == rest ? QString() : last;
    }
    if (line.startsWith(u"said ")) {
        const QString words = b.journal().constLast().summary + u'\n' + b.state().notes.join(u'\n');
        return words.contains(rest) ? QString() : words;
    }
    const QString refusal = line.section(u" => "_qs, 1);
    const Battle::Applied a = b.apply(act(line.section(u" => "_qs, 0, 0).toUtf8()));
    if (refusal.isEmpty())
        return a.entry ? QString() : a.error;
    if (a.entry)
        return u"was allowed"_qs;
    return a.error.contains(refusal) ? QString() : a.error;
}

// A script played on the battle line by line (see play), then the journal replayed from the start:
// empty when every line did as it says and the replay gives the same states, else what went wrong.
inline QString playScript(Battle &b, const QStringList &script)
{
    for (const QString &line : script)
        if (const QString wrong = play(b, line); !wrong.isEmpty())
            return line + u"\n  → " + wrong;
    return b.replayFromStart().mismatches.join(u'\n');
}

} // namespace everyfeature
