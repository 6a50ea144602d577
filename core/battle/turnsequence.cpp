#include "turnsequence.h"

#include "rules/resolver.h"
#include "rules/wording.h"

#include <QLocale>

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

// Same cards, whatever the order: a recorded shuffle must be a shuffle of the deck.
bool sameCards(QList<DeckCard> a, QList<DeckCard> b)
{
    const auto less = [](const DeckCard &x, const DeckCard &y) {
        return std::tie(x.card, x.unit) < std::tie(y.card, y.unit);
    };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    return a == b;
}

} // namespace

QString unitName(const BattleState &state, const QString &id)
{
    const auto it = state.units.constFind(id);
    return it == state.units.cend() || it->name.isEmpty() ? id : it->name;
}

bool TurnSequence::usesDeck() const
{
    return m_ruleset.activation && m_ruleset.activation->kind == Activation::Kind::Deck;
}

bool TurnSequence::usesPhases() const
{
    return m_ruleset.activation && m_ruleset.activation->kind == Activation::Kind::Phases;
}

const Card *TurnSequence::card(const QString &id) const
{
    if (!m_ruleset.activation)
        return nullptr;
    for (const Card &c : m_ruleset.activation->cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

Situation TurnSequence::optionsOnly() const
{
    Situation s;
    s.options = m_options;
    return s;
}

bool TurnSequence::dealtTo(const Card &c, const ScenarioUnit &su, const BattleState &state) const
{
    if ((c.per == Card::Per::Commander) != su.isCommander)
        return false;
    const auto it = state.units.constFind(su.id);
    if (it == state.units.cend() || it->removed || state.withdrawn.contains(su.id))
        return false;
    if (!c.when)
        return true;
    Situation s = optionsOnly();
    s.units.insert(QStringLiteral("actor"), *it);
    return Evaluator(m_ruleset, s).holds(*c.when);
}

QList<DeckCard> TurnSequence::freshDeck(const BattleState &state) const
{
    QList<DeckCard> cards;
    if (!usesDeck())
        return cards;
    for (const Card &c : m_ruleset.activation->cards) {
        switch (c.per) {
        case Card::Per::Once:
            for (int i = 0; i < c.count; ++i)
                cards.append({c.id, QString()});
            break;
        case Card::Per::Unit:
        case Card::Per::Commander:
            // In scenario order, then those who joined since, leaving out whoever has left play.
            for (const QList<ScenarioUnit> *list : {&m_scenario.units, &state.joined})
                for (const ScenarioUnit &su : *list)
                    if (dealtTo(c, su, state))
                        cards.append({c.id, su.id});
            break;
        }
    }
    return cards;
}

QList<DeckCard> TurnSequence::shuffled(QList<DeckCard> cards, dice::RandomSource &dice)
{
    for (qsizetype i = cards.size() - 1; i > 0; --i)
        std::swap(cards[i], cards[dice.roll(static_cast<int>(i + 1)) - 1]);
    return cards;
}

bool TurnSequence::drawEndsTurn(const BattleState &state) const
{
    const int want = m_ruleset.activation->draw;
    if (state.drawPile.size() < want)
        return true;
    for (qsizetype i = 0; i < want; ++i)
        if (const Card *def = card(state.drawPile.at(i).card); def && def->endsTurn)
            return true;
    return false;
}

void TurnSequence::complete(action::Draw &draw, const BattleState &state, dice::RandomSource &dice) const
{
    if (!usesDeck())
        return;
    // A draw that ends the turn needs the next turn's shuffle: worked out now, once.
    if (!draw.shuffle && drawEndsTurn(state))
        draw.shuffle = shuffled(freshDeck(state), dice);
    // A card that rolls on a table (Fortune/Calamity): rolled now, and the faces kept.
    if (!draw.fate.isEmpty())
        return;
    const qsizetype drawn = std::min<qsizetype>(m_ruleset.activation->draw, state.drawPile.size());
    for (qsizetype i = 0; i < drawn; ++i)
        if (const Card *def = card(state.drawPile.at(i).card); def && !def->rollTable.isEmpty())
            Resolver(m_ruleset).rollOnTable(def->rollTable, dice::FaceQueue::rolling(dice, &draw.fate));
}

void TurnSequence::complete(action::EndTurn &end, const BattleState &state, dice::RandomSource &dice) const
{
    if (!end.shuffle && usesDeck())
        end.shuffle = shuffled(freshDeck(state), dice);
}

bool TurnSequence::draw(const action::Draw &draw, BattleState &state, QStringList &notes, QString *summary,
                        QString *error) const
{
    if (!usesDeck()) {
        *error
            = tr("%1 has no activation deck; use \"next\" to step through the turn").arg(m_ruleset.doc.name);
        return false;
    }
    const int want = m_ruleset.activation->draw;
    state.lastDrawn.clear();
    QStringList names;
    QStringList fates; // the journal tells what a Fortune or Calamity card rolled
    dice::FaceQueue fateFaces(draw.fate); // across all the tables this draw rolls on
    for (int i = 0; i < want; ++i) {
        if (state.drawPile.isEmpty()) {
            notes.append(tr("The deck is used up"));
            endTurn(draw.shuffle, state, notes);
            break;
        }
        const DeckCard drawn = state.drawPile.takeFirst();
        state.drawn.append(drawn);
        state.lastDrawn.append(drawn);
        const Card *def = card(drawn.card);
        names.append(drawn.unit.isEmpty() ? (def ? def->doc.name : drawn.card) : unitName(state, drawn.unit));
        if (!drawn.unit.isEmpty() && !state.pendingFate.isEmpty()) {
            notes.append(tr("Fate for %1: %2").arg(unitName(state, drawn.unit), state.pendingFate));
            state.pendingFate.clear();
        }
        if (!def)
            continue;
        // The card's own text tells the table what it did; its effects are bookkeeping.
        Resolver(m_ruleset).applyEffects(def->effects, {{QStringLiteral("actor"), drawn.unit}}, optionsOnly(),
                                         state.units);
        if (!def->rollTable.isEmpty()) {
            const auto rolls = Resolver(m_ruleset).rollOnTable(def->rollTable, fateFaces.supplier());
            if (!rolls) {
                *error = tr("the fate roll is missing its dice");
                return false;
            }
            QStringList parts;
            for (const TableRoll &r : *rolls)
                parts.append(QStringLiteral("%1 %2 %3").arg(r.value).arg(r.rowName, r.rowExplain)
                             + (r.thenFaces.isEmpty()
                                    ? QString()
                                    : QStringLiteral(" (%1: %2)").arg(r.thenExplain).arg(r.thenValue)));
            state.pendingFate = parts.join(QStringLiteral(" → "));
            fates.append(tr("%1 rolled %2").arg(def->doc.name, state.pendingFate));
            notes.append(tr("%1: %2; it applies to the next unit or commander activated")
                             .arg(def->doc.name, state.pendingFate));
        }
        if (def->endsTurn) {
            endTurn(draw.shuffle, state, notes);
            break;
        }
    }
    if (draw.shuffle && !sameCards(*draw.shuffle, state.drawPile)) {
        *error = tr("the recorded shuffle is not a shuffle of this deck");
        return false;
    }
    *summary = tr("Drew %1").arg(names.join(QStringLiteral(", ")));
    if (!fates.isEmpty()) {
        // The fate's dice are always the app's (TurnSequence::complete rolls them): said, with
        // their faces, as a test's dice are.
        QStringList faces;
        for (const int face : draw.fate)
            faces.append(QLocale().toString(face));
        *summary += u": " + fates.join(QStringLiteral("; "))
            + tr(" (dice rolled by the app: %1)").arg(faces.join(u' '));
    }
    return true;
}

bool TurnSequence::next(BattleState &state, QStringList &notes, QString *summary, QString *error) const
{
    if (!usesPhases()) {
        *error = tr("%1 uses an activation deck; use \"draw\"").arg(m_ruleset.doc.name);
        return false;
    }
    const QList<Phase> &phases = m_ruleset.activation->phases;
    if (++state.segment >= std::max<qsizetype>(1, phases.at(state.phase).segments.size())) {
        state.segment = 0;
        if (++state.phase >= phases.size())
            endTurn(std::nullopt, state, notes);
    }
    const Phase &p = phases.at(state.phase);
    *summary = tr("Now: %1%2")
                   .arg(p.doc.name,
                        p.segments.isEmpty()
                            ? QString()
                            : u", " + rules::Wording::segmentName(m_ruleset, p.segments.at(state.segment)));
    return true;
}

void TurnSequence::endTurn(const std::optional<QList<DeckCard>> &shuffle, BattleState &state,
                           QStringList &notes) const
{
    // The ruleset's end-of-turn effects on each unit in play, each told in its own words.
    if (m_ruleset.activation) {
        const Resolver resolver(m_ruleset);
        const Situation base = optionsOnly();
        QStringList ids; // in scenario order, then those who joined: the order of the deck
        for (const QList<ScenarioUnit> *list : {&m_scenario.units, &std::as_const(state.joined)})
            for (const ScenarioUnit &su : *list)
                ids.append(su.id);
        for (const QString &id : std::as_const(ids)) {
            if (!state.units.contains(id) || state.units.value(id).removed || state.withdrawn.contains(id))
                continue;
            for (const Effect &e : m_ruleset.activation->endOfTurn) {
                const QList<EffectRecord> changed
                    = resolver.applyEffects({e}, {{QStringLiteral("actor"), id}}, base, state.units);
                if (changed.isEmpty())
                    continue;
                if (!e.doc.explain.isEmpty())
                    notes.append(tr("%1: %2").arg(unitName(state, id), e.doc.explain));
                else
                    for (const EffectRecord &r : changed)
                        notes.append(r.text);
            }
        }
    }
    for (auto it = state.units.begin(); it != state.units.end(); ++it)
        for (const Field &f : m_ruleset.fields)
            if (f.resetAtEndOfTurn)
                it->fields.remove(f.id);
    ++state.turn;
    state.drawn.clear();
    state.phase = 0;
    state.segment = 0;
    if (shuffle && !shuffle->isEmpty())
        state.drawPile = *shuffle;
    notes.append(tr("Turn %1 begins").arg(state.turn));
}

bool TurnSequence::reorder(const action::Reorder &reorder, BattleState &state, QString *summary,
                           QString *error) const
{
    const QList<DeckCard> &cards = reorder.cards;
    if (cards.isEmpty() || cards.size() > state.drawPile.size()
        || !sameCards(cards, state.drawPile.mid(0, cards.size()))) {
        *error = tr("reorder the next cards only: give the same cards as the top %n of the pile", nullptr,
                    int(cards.size()));
        return false;
    }
    for (qsizetype i = 0; i < cards.size(); ++i)
        state.drawPile[i] = cards.at(i);
    *summary = tr("The next %n card(s) were rearranged", nullptr, int(cards.size()));
    return true;
}

double TurnSequence::endOfTurnBefore(const BattleState &state, const QString &unitId) const
{
    const auto &pile = state.drawPile;
    const bool unitWaiting
        = std::any_of(pile.begin(), pile.end(), [&](const DeckCard &c) { return c.unit == unitId; });
    if (!unitWaiting || !m_ruleset.activation)
        return 0.0;
    int enders = 0;
    for (const DeckCard &c : pile)
        if (const Card *def = card(c.card); def && def->endsTurn)
            ++enders;
    // Every order of the hidden pile is equally likely: of the unit's card and the k End of turn
    // cards, the unit's card comes first with chance 1/(k+1).
    return enders == 0 ? 0.0 : double(enders) / double(enders + 1);
}

} // namespace adjutant::battle
