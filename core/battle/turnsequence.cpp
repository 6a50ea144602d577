#include "turnsequence.h"
#include "text/punctuation.h"

#include "waitingfates.h"

#include "rules/resolver.h"
#include "rules/wording.h"

#include <QLocale>

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

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
                    if (dealtTo(c, su, state)) {
                        // A unit that may act twice (fate) has as many cards as its field says.
                        const int n = c.countFrom.isEmpty()
                            ? 1
                            : std::clamp(Evaluator(m_ruleset, optionsOnly())
                                             .fieldValue(state.units.value(su.id), c.countFrom)
                                             .toInt(),
                                         1, 6);
                        for (int k = 0; k < n; ++k)
                            cards.append({c.id, su.id});
                    }
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

QList<DeckCard> TurnSequence::dealt(const BattleState &state, dice::RandomSource &dice) const
{
    QList<DeckCard> cards = shuffled(freshDeck(state), dice);
    QList<DeckCard> last;
    const Situation options = optionsOnly();
    const Evaluator judge(m_ruleset, options);
    cards.removeIf([&](const DeckCard &c) {
        const Card *def = card(c.card);
        if (!def || !def->lastWhen || !judge.holds(*def->lastWhen))
            return false;
        last.append(c);
        return true;
    });
    return cards + last;
}

bool TurnSequence::drawEndsTurn(const BattleState &state) const
{
    const int want = m_ruleset.activation->draw;
    // Played to the last card: only a draw that finds the pile used up ends the turn.
    if (m_ruleset.activation->endTurnAfterLastCard ? state.drawPile.isEmpty() : state.drawPile.size() < want)
        return true;
    // Played to the last card, a draw may find fewer cards than it takes: it looks at those.
    for (qsizetype i = 0; i < std::min<qsizetype>(want, state.drawPile.size()); ++i)
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
        draw.shuffle = dealt(state, dice);
    // What the draw rolls (a Fortune or Calamity card's table, the unit a fate strikes): the draw
    // is played on a copy with the app's dice, and every face it asks for is kept, in order.
    if (!draw.fate.isEmpty()) {
        if (!draw.fateSource)
            draw.fateSource = FaceSource::Typed;
        return;
    }
    BattleState scratch = state;
    QStringList notes;
    QString summary;
    QString error;
    play(draw, dice::FaceQueue::rolling(dice, &draw.fate), scratch, notes, &summary, &error);
    if (!draw.fate.isEmpty()) // kept only with faces, as the journal writes it
        draw.fateSource = FaceSource::App;
}

void TurnSequence::complete(action::EndTurn &end, const BattleState &state, dice::RandomSource &dice) const
{
    if (!end.shuffle && usesDeck())
        end.shuffle = dealt(state, dice);
}

bool TurnSequence::draw(const action::Draw &draw, BattleState &state, QStringList &notes, QString *summary,
                        QString *error) const
{
    dice::FaceQueue fateFaces(draw.fate); // across all the tables this draw rolls on
    state.rearrangeOffered = 0; // a fate's offer to put the cards in order lapses with the next draw
    if (!play(draw, fateFaces.supplier(), state, notes, summary, error))
        return false;
    if (fateFaces.used() != draw.fate.size()) {
        *error = tr("%n fate die face(s) recorded but %1 used", nullptr, int(draw.fate.size()))
                     .arg(fateFaces.used());
        return false;
    }
    if (!draw.fate.isEmpty()) {
        // Whose dice they were, with their faces, as a test's are said: typed from the table's
        // dice, or the app's (TurnSequence::complete rolls them; a journal from before this was
        // kept names no source, and then the app had rolled them).
        QStringList faces;
        for (const int face : draw.fate)
            faces.append(QLocale().toString(face));
        *summary += draw.fateSource == FaceSource::Typed
            ? tr(" (dice rolled at the table: %1)").arg(faces.join(u' '))
            : tr(" (dice rolled by the app: %1)").arg(faces.join(u' '));
    }
    return true;
}

bool TurnSequence::rollCardTable(const Card &drawn, const dice::FaceSupplier &faces,
                                 const WaitingFates &fates, BattleState &state, QStringList &notes,
                                 QStringList &rolledTexts, QString *error) const
{
    const bool waiting = WaitingFates::kept(m_ruleset);
    Resolver r(m_ruleset);
    const bool nextCard = readsNextCard(drawn);
    if (nextCard)
        r.setStopBeforeTable(drawn.nextCardTable);
    QString impossible;
    const auto rolls = r.rollOnTable(drawn.rollTable, faces, &impossible);
    if (!rolls) {
        *error = impossible.isEmpty() ? tr("the fate roll is missing its dice") : impossible;
        return false;
    }
    const QString rolled = WaitingFates::rollsText(*rolls);
    rolledTexts.append(tr("%1 rolled %2").arg(drawn.doc.name, rolled));
    if (nextCard) {
        state.pendingRolls.clear();
        state.pendingFate = rolled;
        state.pendingTable = drawn.nextCardTable;
        notes.append(tr("%1: %2; the next card drawn chooses the fate").arg(drawn.doc.name, rolled));
    } else if (waiting) {
        fates.settle(*rolls, rolled, drawn.doc.name, state, notes);
    } else {
        state.pendingRolls.clear();
        state.pendingFate = rolled;
        settleFate(*rolls, drawn.doc.name, state, notes);
    }
    return true;
}

bool TurnSequence::play(const action::Draw &draw, const dice::FaceSupplier &faces, BattleState &state,
                        QStringList &notes, QString *summary, QString *error) const
{
    if (!usesDeck()) {
        *error
            = tr("%1 has no activation deck; use \"next\" to step through the turn").arg(m_ruleset.doc.name);
        return false;
    }
    if (!shuffleFits(draw.shuffle, state, error))
        return false;
    const int want = m_ruleset.activation->draw;
    const bool waiting = WaitingFates::kept(m_ruleset);
    const WaitingFates fates(m_scenario, m_ruleset, m_options);
    state.lastDrawn.clear();
    QStringList names;
    QStringList rolledTexts; // the journal tells what a Fortune or Calamity card rolled
    const QString missing = tr("the fate roll is missing its dice");
    const bool afterLast = m_ruleset.activation->endTurnAfterLastCard;
    bool shuffledIn = false; // the recorded shuffle became the pile
    for (int i = 0; i < want; ++i) {
        if (state.drawPile.isEmpty()) {
            // The last cards of the turn came up fewer than a draw: they act before the turn ends,
            // which the next draw brings, dealing that turn's first cards too.
            if (afterLast && i > 0)
                break;
            notes.append(tr("The deck is used up"));
            endTurn(draw.shuffle, state, notes);
            shuffledIn = true;
            if (!afterLast || state.drawPile.isEmpty())
                break;
        }
        const DeckCard drawn = state.drawPile.first();
        if (i == 0 && !state.pendingTable.isEmpty()) {
            // The fate whose tens this card picks (fate-reading next-card).
            QString impossible;
            const auto rolls = rollPendingTable(state, drawn, faces, &impossible);
            if (!rolls) {
                *error = impossible.isEmpty() ? missing : impossible;
                return false;
            }
            const QString rolled = WaitingFates::rollsText(*rolls);
            state.pendingTable.clear();
            rolledTexts.append(tr("the fate this card chose: %1").arg(rolled));
            const QString whole = state.pendingFate.isEmpty() ? rolled : state.pendingFate + u" → " + rolled;
            if (waiting) {
                state.pendingFate.clear();
                fates.settle(*rolls, whole, tr("Fate"), state, notes);
            } else {
                state.pendingFate = whole;
                settleFate(*rolls, tr("Fate"), state, notes);
            }
        }
        state.drawPile.removeFirst();
        state.drawn.append(drawn);
        state.lastDrawn.append(drawn);
        const Card *def = card(drawn.card);
        names.append(drawn.unit.isEmpty() ? (def ? def->doc.name : drawn.card) : unitName(state, drawn.unit));
        // Where cards go to commanders, his card brings the units under him (judged on him as he
        // was when it came up: a commander who misses his turn brings none).
        const bool bringsUnits = waiting && def && def->per == Card::Per::Commander
            && fates.commanderActivatesUnits(state, drawn.unit);
        if (!drawn.unit.isEmpty() && !activate(drawn.unit, state, faces, notes)) {
            *error = missing;
            return false;
        }
        if (!def)
            continue;
        // The card's own text tells the table what it did; its effects are bookkeeping.
        Resolver(m_ruleset).applyEffects(def->effects, {{QStringLiteral("actor"), drawn.unit}}, optionsOnly(),
                                         state.units);
        if (bringsUnits && !activateUnitsUnder(*def, drawn.unit, state, faces, notes)) {
            *error = missing;
            return false;
        }
        if (!def->rollTable.isEmpty() && !rollCardTable(*def, faces, fates, state, notes, rolledTexts, error))
            return false;
        if (def->endsTurn) {
            endTurn(draw.shuffle, state, notes);
            shuffledIn = true;
            break;
        }
    }
    if (waiting)
        fates.lapse(state, false, notes);
    if (draw.shuffle && (afterLast ? !shuffledIn : !sameCardsInAnyOrder(*draw.shuffle, state.drawPile))) {
        *error = tr("the recorded shuffle is not a shuffle of this deck");
        return false;
    }
    *summary = tr("Drew %1").arg(names.join(QStringLiteral(", ")));
    if (!rolledTexts.isEmpty()) {
        // A roll's text may end a sentence of its own: the next follows it, never after ".;".
        QString texts;
        for (const QString &t : rolledTexts)
            texts += (texts.isEmpty()            ? QString()
                          : texts.endsWith(u'.') ? QStringLiteral(" ")
                                                 : text::Punctuation::semicolon())
                + t;
        *summary += text::Punctuation::colon() + texts;
    }
    return true;
}

bool TurnSequence::shuffleFits(const std::optional<QList<DeckCard>> &shuffle, const BattleState &before,
                               QString *error) const
{
    if (!shuffle || shuffle->isEmpty() || sameCardsInAnyOrder(*shuffle, freshDeck(before)))
        return true;
    *error = tr("the recorded shuffle is not a shuffle of this deck");
    return false;
}

bool TurnSequence::readsNextCard(const Card &c) const
{
    return !c.nextCardTable.isEmpty()
        && (!c.nextCardWhen || Evaluator(m_ruleset, optionsOnly()).holds(*c.nextCardWhen));
}

std::optional<QList<TableRoll>> TurnSequence::rollPendingTable(const BattleState &state,
                                                               const DeckCard &first,
                                                               const dice::FaceSupplier &faces,
                                                               QString *error) const
{
    const Table *tb = m_ruleset.table(state.pendingTable);
    if (!tb)
        return QList<TableRoll>();
    std::optional<int> tens;
    if (!first.unit.isEmpty() && state.units.contains(first.unit)) {
        Situation s = optionsOnly();
        s.units.insert(QStringLiteral("actor"), state.units.value(first.unit));
        const Evaluator ev(m_ruleset, s);
        for (const TableRow &row : tb->rows)
            if (row.forUnit && ev.holds(*row.forUnit)) {
                tens = row.minimum / 10;
                break;
            }
    }
    // The first die of the roll is the tens: the card's group when it has one, else rolled.
    auto given = std::make_shared<std::optional<int>>(tens);
    const dice::FaceSupplier picked = [given, faces](int sides) -> std::optional<int> {
        if (*given) {
            const int face = **given;
            given->reset();
            return face;
        }
        return faces(sides);
    };
    return Resolver(m_ruleset).rollOnTable(state.pendingTable, picked, error);
}

void TurnSequence::settleFate(const QList<TableRoll> &rolls, const QString &cardName, BattleState &state,
                              QStringList &notes) const
{
    const Resolver resolver(m_ruleset);
    qsizetype waiting = -1;
    bool anyFor = false;
    for (qsizetype i = 0; i < rolls.size(); ++i) {
        const TableRow *row = resolver.tableRow(rolls.at(i).table, rolls.at(i).value);
        if (row && row->forUnit && waiting < 0)
            waiting = i;
        if (const Table *tb = m_ruleset.table(rolls.at(i).table))
            for (const TableRow &r : tb->rows)
                anyFor = anyFor || r.forUnit.has_value();
    }
    state.pendingRolls.clear();
    for (qsizetype i = 0; i < (waiting < 0 ? rolls.size() : waiting); ++i)
        if (const TableRow *row = resolver.tableRow(rolls.at(i).table, rolls.at(i).value))
            WaitingFates::offerRearrange(*row, state, notes);
    if (waiting >= 0) {
        for (qsizetype i = waiting; i < rolls.size(); ++i) {
            const TableRoll &r = rolls.at(i);
            state.pendingRolls.append({r.table, r.value, r.thenFaces.isEmpty() ? r.value : r.thenValue});
        }
        const TableRow *row = resolver.tableRow(rolls.at(waiting).table, rolls.at(waiting).value);
        notes.append(tr("%1: %2; it applies to the next unit activated that it is for (%3)")
                         .arg(cardName, state.pendingFate,
                              Evaluator(m_ruleset, optionsOnly()).describe(*row->forUnit)));
        return;
    }
    if (anyFor) {
        // A result for no unit in particular (the battlefield): it holds at once.
        notes.append(tr("%1: %2; it applies at once").arg(cardName, state.pendingFate));
        state.pendingFate.clear();
        return;
    }
    notes.append(
        tr("%1: %2; it applies to the next unit or commander activated").arg(cardName, state.pendingFate));
}

void TurnSequence::onActivation(const QString &unit, BattleState &state, QStringList &notes) const
{
    if (!m_ruleset.activation)
        return;
    const Resolver resolver(m_ruleset);
    const Situation base = optionsOnly();
    const QHash<QString, QString> roles{{QStringLiteral("actor"), unit}};
    for (const Effect &e : m_ruleset.activation->onActivation) {
        const QList<EffectRecord> changed = resolver.applyOneEffect(e, roles, base, state.units);
        if (changed.isEmpty())
            continue;
        if (!e.doc.explain.isEmpty())
            notes.append(tr("%1: %2").arg(unitName(state, unit), e.doc.explain));
        else
            for (const EffectRecord &r : changed)
                notes.append(r.text);
    }
}

bool TurnSequence::activate(const QString &unit, BattleState &state, const dice::FaceSupplier &faces,
                            QStringList &notes) const
{
    onActivation(unit, state, notes);
    if (WaitingFates::kept(m_ruleset))
        return WaitingFates(m_scenario, m_ruleset, m_options).land(unit, state, faces, notes);
    const Resolver resolver(m_ruleset);
    const Situation base = optionsOnly();
    const QHash<QString, QString> roles{{QStringLiteral("actor"), unit}};
    if (!state.pendingRolls.isEmpty()) {
        const TableRow *first
            = resolver.tableRow(state.pendingRolls.first().table, state.pendingRolls.first().value);
        Situation s = base;
        s.units.insert(QStringLiteral("actor"), state.units.value(unit));
        if (first && first->forUnit && !Evaluator(m_ruleset, s).holds(*first->forUnit))
            return true; // it waits for a unit it is for
        notes.append(tr("Fate for %1: %2").arg(unitName(state, unit), state.pendingFate));
        for (const BattleState::PendingRoll &p : std::as_const(state.pendingRolls))
            if (const TableRow *row = resolver.tableRow(p.table, p.value))
                for (const EffectRecord &r :
                     resolver.applyEffects(row->effects, roles, base, state.units, p.thenValue))
                    notes.append(r.text);
        state.pendingRolls.clear();
        state.pendingFate.clear();
        return true;
    }
    if (!state.pendingFate.isEmpty() && state.pendingTable.isEmpty()) {
        notes.append(tr("Fate for %1: %2").arg(unitName(state, unit), state.pendingFate));
        state.pendingFate.clear();
    }
    return true;
}

namespace {

// What a commander's card asks of a unit under him that does not hold, in the ruleset's words (the
// first unmet part of `activatesCommanded`, judged on the unit as actor and him as commander);
// empty when the card activates it.
QString unmetForCard(const Ruleset &rs, const Situation &options, const Card &card, const QString &unit,
                     const QString &commander, const BattleState &state)
{
    if (!card.activatesCommanded)
        return {};
    Situation s = options;
    s.units.insert(QStringLiteral("actor"), state.units.value(unit));
    s.superiors.insert(QStringLiteral("commander"), state.units.value(commander));
    const Evaluator ev(rs, s);
    const Condition *unmet = &*card.activatesCommanded;
    if (ev.holds(*unmet))
        return {};
    while (unmet->kind == Condition::Kind::All) {
        const auto failing = std::find_if(unmet->children.begin(), unmet->children.end(),
                                          [&ev](const Condition &c) { return !ev.holds(c); });
        if (failing == unmet->children.end())
            break;
        unmet = &*failing;
    }
    return ev.describe(*unmet);
}

} // namespace

bool TurnSequence::activateUnitsUnder(const Card &card, const QString &commander, BattleState &state,
                                      const dice::FaceSupplier &faces, QStringList &notes) const
{
    const WaitingFates fates(m_scenario, m_ruleset, m_options);
    QStringList units;
    QStringList names;
    QStringList left; // under him, but what his card asks of them does not hold (KGCWO: out of his radius)
    for (const QString &id : fates.unitsUnder(state, commander)) {
        if (const ScenarioUnit *su = m_scenario.unit(id); su && su->isCommander)
            continue;
        if (const QString unmet = unmetForCard(m_ruleset, optionsOnly(), card, id, commander, state);
            !unmet.isEmpty()) {
            //: %1: a unit under the commander; %2: what the commander's card asks of it, unmet ("within
            //: his command radius")
            left.append(tr("%1 (the card asks: %2)").arg(unitName(state, id), unmet));
            continue;
        }
        units.append(id);
        names.append(unitName(state, id));
    }
    if (!left.isEmpty())
        //: %1: the commander; %2: the units under him his card leaves out, each with the reason
        notes.append(
            tr("%1 does not activate %2").arg(unitName(state, commander), left.join(QStringLiteral(", "))));
    if (units.isEmpty())
        return true;
    //: %1: the commander; %2: the units he activates, listed
    notes.append(tr("%1 activates %2").arg(unitName(state, commander), names.join(QStringLiteral(", "))));
    const Resolver resolver(m_ruleset);
    for (const QString &id : std::as_const(units)) {
        onActivation(id, state, notes);
        resolver.applyEffects(card.effects, {{QStringLiteral("actor"), id}}, optionsOnly(), state.units);
    }
    return fates.landOnOneOf(units, state, faces, notes);
}

bool TurnSequence::next(BattleState &state, QStringList &notes, QString *summary, QString *error) const
{
    if (!usesPhases()) {
        *error = tr("%1 uses an activation deck; use \"draw\"").arg(m_ruleset.doc.name);
        return false;
    }
    const QList<Phase> &phases = m_ruleset.activation->phases;
    // What the end of the segment does to the acting side's units (a rally by giving up a move).
    if (const Segment *ending = segment(state); ending && !ending->atEnd.isEmpty())
        applyToEach(ending->atEnd, actingUnits(state), state, notes);
    if (++state.segment >= std::max<qsizetype>(1, phases.at(state.phase).segments.size())) {
        state.segment = 0;
        if (!phases.at(state.phase).initiative.isEmpty() && state.firstSide.isEmpty()) {
            const QStringList order = sideOrder(state);
            if (!order.isEmpty())
                notes.append(
                    tr("No initiative was taken: %1 goes first, as the order of battle lists the sides")
                        .arg(sideName(order.first())));
        }
        if (state.phase + 1 >= phases.size()) {
            endTurn(std::nullopt, state, notes); // which ends the last phase first
        } else {
            endPhase(state, notes);
            ++state.phase;
        }
    }
    const QString side = actingSide(state);
    const Phase &p = phases.at(state.phase);
    const QString step = p.segments.isEmpty() ? p.doc.name : tr("%1, %2").arg(p.doc.name, stepName(state));
    *summary = side.isEmpty() ? tr("Now: %1").arg(step) : tr("Now: %1 (%2 acting)").arg(step, sideName(side));
    return true;
}

QString TurnSequence::sideName(const QString &sideId) const
{
    const ScenarioSide *s = m_scenario.side(sideId);
    return s && !s->name.isEmpty() ? s->name : sideId;
}

QStringList TurnSequence::unitsInPlay(const BattleState &state) const
{
    QStringList ids;
    for (const QList<ScenarioUnit> *list : {&m_scenario.units, &state.joined})
        for (const ScenarioUnit &su : *list)
            if (state.units.contains(su.id) && !state.units.value(su.id).removed
                && !state.withdrawn.contains(su.id))
                ids.append(su.id);
    return ids;
}

QStringList TurnSequence::actingUnits(const BattleState &state) const
{
    QStringList units = unitsInPlay(state);
    if (const QString side = actingSide(state); !side.isEmpty())
        units.removeIf([&](const QString &id) { return sideOf(state, id) != side; });
    return units;
}

void TurnSequence::applyToEach(const QList<Effect> &effects, const QStringList &units, BattleState &state,
                               QStringList &notes) const
{
    const Resolver resolver(m_ruleset);
    const Situation base = optionsOnly();
    for (const QString &id : units) {
        const QHash<QString, QString> roles{{QStringLiteral("actor"), id}};
        for (const Effect &e : effects) {
            const QList<EffectRecord> changed = resolver.applyOneEffect(e, roles, base, state.units);
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

void TurnSequence::endPhase(BattleState &state, QStringList &notes) const
{
    // What the phase's end does to the units of its side, as the ruleset says.
    if (const Phase *p = phase(state); p && !p->atEnd.isEmpty())
        applyToEach(p->atEnd, actingUnits(state), state, notes);
    // What lasts one phase ("fired", in rules where each player's phase has its own fire).
    QStringList perPhase;
    for (const Field &f : m_ruleset.fields)
        if (f.resetAtEndOfPhase)
            perPhase.append(f.id);
    if (perPhase.isEmpty())
        return;
    clearFields(state, perPhase);
}

// Only the units that hold one of the fields are written: the rest keep sharing their fields
// with the state before, and stay out of the table's record of units written.
void TurnSequence::clearFields(BattleState &state, const QStringList &fields)
{
    QStringList holding;
    for (auto it = state.units.cbegin(); it != state.units.cend(); ++it)
        if (std::any_of(fields.cbegin(), fields.cend(),
                        [&](const QString &f) { return it->fields.contains(f); }))
            holding.append(it.key());
    for (const QString &id : std::as_const(holding)) {
        UnitState &u = state.units[id];
        for (const QString &f : fields)
            u.fields.remove(f);
    }
}

const Phase *TurnSequence::phase(const BattleState &state) const
{
    if (!usesPhases() || state.phase < 0 || state.phase >= m_ruleset.activation->phases.size())
        return nullptr;
    return &m_ruleset.activation->phases.at(state.phase);
}

const Segment *TurnSequence::segment(const BattleState &state) const
{
    const Phase *p = phase(state);
    if (!p || state.segment < 0 || state.segment >= p->segments.size())
        return nullptr;
    return &p->segments.at(state.segment);
}

QString TurnSequence::stepName(const BattleState &state) const
{
    if (const Segment *s = segment(state))
        return Wording::segmentName(m_ruleset, *s);
    const Phase *p = phase(state);
    return p ? p->doc.name : QString();
}

QString TurnSequence::stepId(const BattleState &state) const
{
    if (const Segment *s = segment(state))
        return s->id;
    const Phase *p = phase(state);
    return p ? p->id : QString();
}

QString TurnSequence::stepExplain(const BattleState &state) const
{
    if (const Segment *s = segment(state))
        return s->doc.explain;
    const Phase *p = phase(state);
    return p ? p->doc.explain : QString();
}

TurnSequence::TurnSequence(const Scenario &scenario, const rules::Ruleset &ruleset,
                           const QHash<QString, QString> &options)
    : m_scenario(scenario), m_ruleset(ruleset), m_options(options)
{
    for (const ScenarioUnit &su : m_scenario.units) {
        if (su.isCommander)
            m_chainUnits.insert(su.id);
        if (!su.commander.isEmpty())
            m_chainUnits.insert(su.commander);
    }
}

QStringList TurnSequence::sideOrder(const BattleState &state) const
{
    QStringList order;
    if (!state.firstSide.isEmpty() && m_scenario.side(state.firstSide))
        order.append(state.firstSide);
    for (const ScenarioSide &s : m_scenario.sides)
        if (!order.contains(s.id))
            order.append(s.id);
    return order;
}

QString TurnSequence::actingSide(const BattleState &state) const
{
    const Phase *p = phase(state);
    if (!p || p->side == Phase::Side::None)
        return {};
    return sideOrder(state).value(p->side == Phase::Side::First ? 0 : 1);
}

QStringList TurnSequence::offers(const BattleState &state) const
{
    if (const Segment *s = segment(state))
        return s->offers;
    const Phase *p = phase(state);
    return p ? p->offers : QStringList();
}

bool TurnSequence::mayAct(const BattleState &state, const QString &sideId) const
{
    const Phase *p = phase(state);
    if (!p)
        return true;
    const Segment *s = segment(state);
    const ActingBy by = s ? s->by : p->by;
    const QString acting = actingSide(state);
    if (by == ActingBy::Both || acting.isEmpty())
        return true;
    return (sideId == acting) == (by == ActingBy::Acting);
}

QString TurnSequence::sideOf(const BattleState &state, const QString &unitId) const
{
    if (const ScenarioUnit *su = m_scenario.unit(unitId))
        return su->side;
    for (const ScenarioUnit &su : state.joined)
        if (su.id == unitId)
            return su.side;
    return {};
}

QString TurnSequence::initiativeTest(const BattleState &state) const
{
    const Phase *p = phase(state);
    return p ? p->initiative : QString();
}

QStringList TurnSequence::initiativeTakers(const BattleState &state) const
{
    // Each side's commander-in-chief as things stand now: its first commander in play with nobody
    // in play above him (the umpire's transfers and withdrawals, and losses, taken into account).
    QStringList takers;
    QSet<QString> sidesDone;
    for (const QList<ScenarioUnit> *list : {&m_scenario.units, &state.joined})
        for (const ScenarioUnit &su : *list)
            if (!sidesDone.contains(su.side) && state.units.value(su.id).chief) {
                sidesDone.insert(su.side);
                takers.append(su.id);
            }
    // In the order the scenario lists the sides.
    QStringList ordered;
    for (const ScenarioSide &side : m_scenario.sides)
        for (const QString &id : std::as_const(takers))
            if (sideOf(state, id) == side.id)
                ordered.append(id);
    return ordered;
}

void TurnSequence::recordInitiative(const QString &test, const QList<TestResult> &steps, BattleState &state,
                                    QStringList &notes, QStringList &summary) const
{
    const Phase *p = phase(state);
    if (!p || p->initiative.isEmpty() || p->initiative != test)
        return;
    // The last roll decides (a tie is rolled again as a follow-up of the same test).
    for (qsizetype i = steps.size() - 1; i >= 0; --i) {
        const TestResult &t = steps.at(i);
        if (!t.setup.test || t.setup.test->id != test)
            continue;
        QString winner;
        if (t.outcomeId == p->actorWins)
            winner = sideOf(state, t.setup.actorId);
        else if (t.outcomeId == p->targetWins)
            winner = sideOf(state, t.setup.targetId);
        if (winner.isEmpty())
            return;
        state.firstSide = winner;
        summary.append(tr("%1 has the initiative and goes first").arg(sideName(winner)));
        notes.append(tr("%1 has the initiative: its phase comes first this turn").arg(sideName(winner)));
        return;
    }
}

void TurnSequence::endTurn(const std::optional<QList<DeckCard>> &shuffle, BattleState &state,
                           QStringList &notes) const
{
    // The phase under way ends with the turn (the last one, or any when the umpire ends the turn).
    if (phase(state))
        endPhase(state, notes);
    // The ruleset's end-of-turn effects on each unit in play, each told in its own words.
    if (m_ruleset.activation)
        applyToEach(m_ruleset.activation->endOfTurn, unitsInPlay(state), state, notes);
    QStringList perTurn;
    for (const Field &f : m_ruleset.fields)
        if (f.resetAtEndOfTurn)
            perTurn.append(f.id);
    clearFields(state, perTurn);
    if (WaitingFates::kept(m_ruleset))
        WaitingFates(m_scenario, m_ruleset, m_options).lapse(state, true, notes);
    ++state.turn;
    state.firstSide.clear(); // the initiative is taken again each turn
    state.drawn.clear();
    state.rearrangeOffered = 0; // the deck is dealt afresh
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
        || !sameCardsInAnyOrder(cards, state.drawPile.mid(0, cards.size()))) {
        *error = tr("reorder the next cards only: give the same cards as the top %n of the pile", nullptr,
                    int(cards.size()));
        return false;
    }
    // While a fate offers it (a spy's report), only as many cards as it lets be seen.
    if (state.rearrangeOffered > 0 && cards.size() > state.rearrangeOffered) {
        *error
            = tr("the fate lets only the next %n card(s) be put in order", nullptr, state.rearrangeOffered);
        return false;
    }
    state.rearrangeOffered = 0;
    QList<DeckCard> pile = state.drawPile.toList();
    std::copy(cards.cbegin(), cards.cend(), pile.begin());
    state.drawPile = pile;
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
    const Situation options = optionsOnly();
    const Evaluator judge(m_ruleset, options);
    for (const DeckCard &c : pile)
        if (const Card *def = card(c.card);
            def && def->endsTurn && !(def->lastWhen && judge.holds(*def->lastWhen)))
            ++enders; // one dealt last comes after every unit's card
    // Every order of the hidden pile is equally likely: of the unit's card and the k End of turn
    // cards, the unit's card comes first with chance 1/(k+1).
    return enders == 0 ? 0.0 : double(enders) / double(enders + 1);
}

} // namespace adjutant::battle
