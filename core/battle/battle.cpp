#include "battle.h"

#include "rules/checkedjson.h"
#include "rules/situationjson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

QJsonArray cardsToJson(const QList<DeckCard> &cards)
{
    QJsonArray out;
    for (const DeckCard &c : cards)
        out.append(c.unit.isEmpty()
                       ? QJsonObject{{QStringLiteral("card"), c.card}}
                       : QJsonObject{{QStringLiteral("card"), c.card}, {QStringLiteral("unit"), c.unit}});
    return out;
}

QList<DeckCard> cardsFromJson(const QJsonArray &array)
{
    QList<DeckCard> out;
    for (const QJsonValue &v : array)
        out.append({v[u"card"].toString(), v[u"unit"].toString()});
    return out;
}

namespace {

QString unitName(const BattleState &s, const QString &id)
{
    const UnitState u = s.units.value(id);
    return u.name.isEmpty() ? id : u.name;
}

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

Battle::Battle(Scenario scenario, Ruleset ruleset, QHash<QString, QString> options, quint64 seed)
    : m_scenario(std::move(scenario)),
      m_ruleset(std::move(ruleset)),
      m_options(std::move(options)),
      m_seed(seed),
      m_random(std::make_unique<dice::SeededRandomSource>(seed))
{
    for (const ScenarioUnit &su : m_scenario.units) {
        UnitState u;
        u.id = su.id;
        u.name = su.name;
        u.type = su.type;
        u.fields = su.fields;
        m_initial.units.insert(u.id, u);
    }
    m_initial.drawPile = cardsFromJson(shuffledDeck(m_initial));
    m_state = m_initial;
}

// ---- the deck ----------------------------------------------------------------------------------

QList<DeckCard> Battle::freshDeck(const BattleState &state) const
{
    QList<DeckCard> cards;
    if (!m_ruleset.activation || m_ruleset.activation->kind != Activation::Kind::Deck)
        return cards;
    const bool commandersOnly
        = m_scenario.settings.value(QStringLiteral("cardScale")).toString() == u"commander";
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
                for (const ScenarioUnit &su : *list) {
                    const bool wanted = c.per == Card::Per::Commander ? su.isCommander
                                                                      : (!su.isCommander && !commandersOnly);
                    if (wanted && !state.units.value(su.id).removed)
                        cards.append({c.id, su.id});
                }
            break;
        }
    }
    return cards;
}

QJsonArray Battle::shuffledDeck(const BattleState &state)
{
    QList<DeckCard> cards = freshDeck(state);
    // Fisher-Yates with the battle's own dice, so a seed reproduces a battle's first deck.
    for (qsizetype i = cards.size() - 1; i > 0; --i)
        std::swap(cards[i], cards[m_random->roll(static_cast<int>(i + 1)) - 1]);
    return cardsToJson(cards);
}

double Battle::endOfTurnBefore(const QString &unitId) const
{
    const auto &pile = m_state.drawPile;
    const bool unitWaiting
        = std::any_of(pile.begin(), pile.end(), [&](const DeckCard &c) { return c.unit == unitId; });
    if (!unitWaiting || !m_ruleset.activation)
        return 0.0;
    int enders = 0;
    for (const DeckCard &c : pile)
        for (const Card &def : m_ruleset.activation->cards)
            if (def.id == c.card && def.endsTurn)
                ++enders;
    // Every order of the hidden pile is equally likely: of the unit's card and the k End of turn
    // cards, the unit's card comes first with chance 1/(k+1).
    return enders == 0 ? 0.0 : double(enders) / double(enders + 1);
}

void Battle::endTurn(BattleState &state, const QJsonArray &shuffled, QStringList &notes) const
{
    // Units on hold that never acted lose their action.
    for (auto it = state.units.begin(); it != state.units.end(); ++it) {
        if (it->fields.value(QStringLiteral("hold")).toBool()
            && !it->fields.value(QStringLiteral("activated")).toBool()) {
            notes.append(tr("%1 was on hold and did not act: the action is lost").arg(it->name));
            it->fields.insert(QStringLiteral("hold"), false);
        }
        for (const Field &f : m_ruleset.fields)
            if (f.resetAtEndOfTurn)
                it->fields.remove(f.id);
    }
    ++state.turn;
    state.drawn.clear();
    state.phase = 0;
    state.segment = 0;
    if (!shuffled.isEmpty())
        state.drawPile = cardsFromJson(shuffled);
    notes.append(tr("Turn %1 begins").arg(state.turn));
}

// ---- actions -----------------------------------------------------------------------------------

Situation Battle::situationFor(const QJsonObject &a, const BattleState &state) const
{
    QJsonObject json;
    if (!a.value(u"actor").toString().isEmpty())
        json.insert(QStringLiteral("actor"),
                    SituationJson::unitToJson(m_ruleset, state.units.value(a.value(u"actor").toString())));
    if (!a.value(u"target").toString().isEmpty())
        json.insert(QStringLiteral("target"),
                    SituationJson::unitToJson(m_ruleset, state.units.value(a.value(u"target").toString())));
    for (const char *key : {"ticked", "chosen", "inputs", "tests"})
        if (a.contains(QLatin1String(key)))
            json.insert(QLatin1String(key), a.value(QLatin1String(key)));
    // unitToJson writes the "removed" flag, which is state rather than a field: take it out.
    for (const char *role : {"actor", "target"}) {
        QJsonObject u = json.value(QLatin1String(role)).toObject();
        u.remove(QStringLiteral("removed"));
        if (!u.isEmpty())
            json.insert(QLatin1String(role), u);
    }
    QStringList errors;
    Situation s = SituationJson::read(m_ruleset, json, &errors);
    for (auto it = m_options.begin(); it != m_options.end(); ++it)
        s.options.insert(it.key(), it.value());
    for (const char *role : {"actor", "target"})
        if (s.units.contains(QLatin1String(role)))
            s.units[QLatin1String(role)].removed
                = state.units.value(s.units.value(QLatin1String(role)).id).removed;
    return s;
}

bool Battle::complete(QJsonObject &a, QString *error)
{
    const QString kind = a.value(u"kind").toString();
    if (kind == u"resolve") {
        const Situation s = situationFor(a, m_state);
        if (a.contains(u"faces")) {
            if (a.value(u"source").toString() != u"app")
                a.insert(QStringLiteral("source"), QStringLiteral("typed"));
            return true;
        }
        QJsonArray faces;
        const FaceSupplier roll = [this, &faces](int sides) -> std::optional<int> {
            const int face = m_random->roll(sides);
            faces.append(face);
            return face;
        };
        Resolver(m_ruleset).resolve(a.value(u"test").toString(), s, roll);
        a.insert(QStringLiteral("faces"), faces);
        a.insert(QStringLiteral("source"), QStringLiteral("app"));
        return true;
    }
    if (kind == u"end-turn") {
        a.insert(QStringLiteral("shuffle"), shuffledDeck(m_state));
        return true;
    }
    if (kind == u"draw") {
        if (!m_ruleset.activation || m_ruleset.activation->kind != Activation::Kind::Deck) {
            *error = tr("%1 has no activation deck; use \"next\" to step through the turn")
                         .arg(m_ruleset.doc.name);
            return false;
        }
        // A draw that ends the turn needs the next turn's shuffle: work it out now, once.
        const int want = m_ruleset.activation->draw;
        bool ends = m_state.drawPile.size() < want;
        for (qsizetype i = 0; i < std::min<qsizetype>(want, m_state.drawPile.size()); ++i)
            for (const Card &def : m_ruleset.activation->cards)
                if (def.id == m_state.drawPile.at(i).card && def.endsTurn)
                    ends = true;
        if (ends)
            a.insert(QStringLiteral("shuffle"), shuffledDeck(m_state));
        // A card that rolls on a table (Fortune/Calamity): roll now and keep the faces.
        for (qsizetype i = 0; i < std::min<qsizetype>(want, m_state.drawPile.size()); ++i)
            for (const Card &def : m_ruleset.activation->cards)
                if (def.id == m_state.drawPile.at(i).card && !def.rollTable.isEmpty()) {
                    QJsonArray faces;
                    Resolver(m_ruleset).rollOnTable(def.rollTable,
                                                    [this, &faces](int sides) -> std::optional<int> {
                                                        const int face = m_random->roll(sides);
                                                        faces.append(face);
                                                        return face;
                                                    });
                    a.insert(QStringLiteral("fate"), faces);
                }
        return true;
    }
    return true;
}

bool Battle::applyComplete(const QJsonObject &a, BattleState &state, QString *summary, QString *error) const
{
    const QString kind = a.value(u"kind").toString();
    QStringList notes;
    if (kind == u"draw") {
        const int want = m_ruleset.activation ? m_ruleset.activation->draw : 1;
        state.lastDrawn.clear();
        QStringList names;
        for (int i = 0; i < want; ++i) {
            if (state.drawPile.isEmpty()) {
                notes.append(tr("The deck is used up"));
                endTurn(state, a.value(u"shuffle").toArray(), notes);
                break;
            }
            const DeckCard card = state.drawPile.takeFirst();
            state.drawn.append(card);
            state.lastDrawn.append(card);
            const Card *def = nullptr;
            for (const Card &c : m_ruleset.activation->cards)
                if (c.id == card.card)
                    def = &c;
            names.append(card.unit.isEmpty() ? (def ? def->doc.name : card.card)
                                             : unitName(state, card.unit));
            if (!card.unit.isEmpty() && m_ruleset.field(QStringLiteral("activated")))
                state.units[card.unit].fields.insert(QStringLiteral("activated"), true);
            if (!card.unit.isEmpty() && !state.pendingFate.isEmpty()) {
                notes.append(tr("Fate for %1: %2").arg(unitName(state, card.unit), state.pendingFate));
                state.pendingFate.clear();
            }
            if (!def)
                continue;
            for (const Effect &e : def->effects)
                if (e.op == Effect::Op::ClearAll)
                    for (auto it = state.units.begin(); it != state.units.end(); ++it)
                        it->fields.insert(e.field, false);
            if (!def->rollTable.isEmpty()) {
                QList<int> faces;
                for (const QJsonValue &f : a.value(u"fate").toArray())
                    faces.append(f.toInt());
                const auto rolls
                    = Resolver(m_ruleset).rollOnTable(def->rollTable, Resolver::facesFrom(faces));
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
                notes.append(tr("%1: %2; it applies to the next unit or commander activated")
                                 .arg(def->doc.name, state.pendingFate));
            }
            if (def->endsTurn) {
                endTurn(state, a.value(u"shuffle").toArray(), notes);
                break;
            }
        }
        if (a.contains(u"shuffle")
            && !sameCards(cardsFromJson(a.value(u"shuffle").toArray()), state.drawPile)) {
            *error = tr("the recorded shuffle is not a shuffle of this deck");
            return false;
        }
        *summary = tr("Drew %1").arg(names.join(QStringLiteral(", ")));
    } else if (kind == u"end-turn") {
        endTurn(state, a.value(u"shuffle").toArray(), notes);
        *summary = tr("Ended turn %1").arg(state.turn - 1);
    } else if (kind == u"next") {
        if (!m_ruleset.activation || m_ruleset.activation->kind != Activation::Kind::Phases) {
            *error = tr("%1 uses an activation deck; use \"draw\"").arg(m_ruleset.doc.name);
            return false;
        }
        const QList<Phase> &phases = m_ruleset.activation->phases;
        if (++state.segment >= std::max<qsizetype>(1, phases.at(state.phase).segments.size())) {
            state.segment = 0;
            if (++state.phase >= phases.size()) {
                endTurn(state, {}, notes);
            }
        }
        const Phase &p = phases.at(state.phase);
        *summary
            = tr("Now: %1%2")
                  .arg(p.doc.name, p.segments.isEmpty() ? QString() : u", " + p.segments.at(state.segment));
    } else if (kind == u"resolve") {
        const QString testId = a.value(u"test").toString();
        if (!m_ruleset.test(testId)) {
            *error = tr("%1 has no test \"%2\"").arg(m_ruleset.id, testId);
            return false;
        }
        for (const char *role : {"actor", "target"}) {
            const QString id = a.value(QLatin1String(role)).toString();
            if (!id.isEmpty() && !state.units.contains(id)) {
                *error = tr("no unit \"%1\" in this battle").arg(id);
                return false;
            }
        }
        if (a.value(u"actor").toString().isEmpty()) {
            *error = tr("say which unit takes the test (actor)");
            return false;
        }
        QList<int> faces;
        for (const QJsonValue &f : a.value(u"faces").toArray())
            faces.append(f.toInt());
        const Resolution r
            = Resolver(m_ruleset).resolve(testId, situationFor(a, state), Resolver::facesFrom(faces));
        if (!r.errors.isEmpty()) {
            *error = r.errors.join(QStringLiteral("; "));
            return false;
        }
        if (!r.pending.isEmpty()) {
            *error = tr("more dice are needed: %1 × %2 (%3)")
                         .arg(r.pending.first().setup.test->doc.name)
                         .arg(r.pending.first().count)
                         .arg(r.pending.first().setup.needText);
            return false;
        }
        if (r.facesUsed != faces.size()) {
            *error = tr("%n die face(s) given but %1 used", nullptr, int(faces.size())).arg(r.facesUsed);
            return false;
        }
        for (auto it = r.units.begin(); it != r.units.end(); ++it) {
            UnitState &u = state.units[it.key()];
            u.fields = it->fields;
            u.removed = it->removed;
        }
        QStringList parts;
        for (const TestResult &t : r.steps) {
            QStringList faceText;
            for (const dice::RolledDie &d : t.dice)
                faceText.append(QString::number(d.face));
            parts.append(tr("%1 %2 [%3]%4")
                             .arg(t.setup.test->doc.name, unitName(state, t.setup.actorId),
                                  faceText.join(u' '),
                                  t.outcomeName.isEmpty() ? QString() : u": " + t.outcomeName));
            for (const EffectRecord &e : t.effects)
                notes.append(e.text);
        }
        *summary = parts.join(QStringLiteral("; "))
            + (a.value(u"source").toString() == u"typed" ? tr(" (dice typed)") : QString());
    } else if (kind == u"set") {
        const QString unitId = a.value(u"unit").toString();
        const QString fieldId = a.value(u"field").toString();
        if (!state.units.contains(unitId)) {
            *error = tr("no unit \"%1\" in this battle").arg(unitId);
            return false;
        }
        if (fieldId == u"removed") {
            state.units[unitId].removed = a.value(u"value").toBool();
        } else {
            QStringList errors;
            const UnitState &u = state.units[unitId];
            const QJsonObject probe{
                {QStringLiteral("actor"),
                 QJsonObject{{QStringLiteral("type"), u.type}, {fieldId, a.value(u"value")}}}};
            SituationJson::read(m_ruleset, probe, &errors);
            if (!errors.isEmpty()) {
                *error = errors.join(QStringLiteral("; ")).replace(u"actor."_qs, unitId + u'.');
                return false;
            }
            state.units[unitId].fields.insert(fieldId, a.value(u"value").toVariant());
        }
        *summary = tr("Umpire: %1 %2 set to %3%4")
                       .arg(unitName(state, unitId), fieldId, a.value(u"value").toVariant().toString(),
                            a.value(u"reason").toString().isEmpty()
                                ? QString()
                                : u" (" + a.value(u"reason").toString() + u')');
    } else if (kind == u"join") {
        if (!join(a, state, summary, notes, error))
            return false;
    } else if (kind == u"reorder") {
        const QList<DeckCard> cards = cardsFromJson(a.value(u"cards").toArray());
        if (cards.isEmpty() || cards.size() > state.drawPile.size()
            || !sameCards(cards, state.drawPile.mid(0, cards.size()))) {
            *error = tr("reorder the next cards only: give the same cards as the top %n of the pile", nullptr,
                        int(cards.size()));
            return false;
        }
        for (qsizetype i = 0; i < cards.size(); ++i)
            state.drawPile[i] = cards.at(i);
        *summary = tr("The next %n card(s) were rearranged", nullptr, int(cards.size()));
    } else {
        *error
            = tr("unknown action \"%1\"; actions: draw, next, end-turn, resolve, set, reorder, join, undo, "
                 "redo")
                  .arg(kind);
        return false;
    }
    state.notes = notes;
    return true;
}

Battle::Applied Battle::apply(const QJsonObject &action)
{
    QString error;
    std::optional<Proposal> proposal = propose(action, &error);
    if (!proposal)
        return {std::nullopt, error};
    JournalEntry entry = proposal->entry;
    accept(std::move(*proposal));
    return {std::move(entry), QString()};
}

std::optional<Battle::Proposal> Battle::propose(const QJsonObject &action, QString *error)
{
    const QString kind = action.value(u"kind").toString();
    Proposal p;
    if (kind == u"undo" || kind == u"redo") {
        const bool undo = kind == u"undo";
        if (undo) {
            for (qsizetype i = m_journal.size() - 1; i >= 0 && p.marked < 0; --i)
                if (!m_journal.at(i).undone)
                    p.marked = i;
        } else {
            // Undo always takes the last live entry and a new action supersedes everything
            // undone, so the entries open to redo are the undone ones after the last live entry;
            // the most recently undone is the earliest of them.
            for (qsizetype i = m_journal.size() - 1; i >= 0 && m_journal.at(i).undone; --i)
                if (!m_journal.at(i).superseded)
                    p.marked = i;
        }
        if (p.marked < 0) {
            *error = undo ? tr("nothing to undo") : tr("nothing to redo");
            return std::nullopt;
        }
        // The state with the mark changed: from the last checkpoint before the marked entry,
        // the journal replayed with that entry in or out.
        qsizetype from = 0;
        p.state = m_initial;
        auto it = m_checkpoints.upperBound(p.marked);
        if (it != m_checkpoints.begin()) {
            --it;
            from = it.key();
            p.state = it.value();
        }
        parseFrom(m_journal, from);
        for (qsizetype i = from; i < m_journal.size(); ++i) {
            const JournalEntry &e = m_journal.at(i);
            if (i == p.marked ? !undo : !e.undone) {
                QString summary, ignored;
                applyComplete(e.action, p.state, &summary, &ignored);
            }
            if ((i + 1) % kCheckpointEvery == 0)
                keepCheckpoint(p.checkpoints, i + 1, p.state);
        }
        p.state.notes.clear();
        const JournalEntry &target = m_journal.at(p.marked);
        p.entry.seq = target.seq;
        p.entry.action = QJsonObject{{QStringLiteral("kind"), kind}, {QStringLiteral("seq"), target.seq}};
        p.entry.summary = (undo ? tr("Undid: %1") : tr("Redid: %1")).arg(parsed(target).summary);
        p.entry.stateHash = m_digest.hash(m_ruleset, p.state);
        return p;
    }
    QJsonObject a = action;
    if (!complete(a, error))
        return std::nullopt;
    p.state = m_state;
    QString summary;
    if (!applyComplete(a, p.state, &summary, error))
        return std::nullopt;
    p.entry.seq = m_journal.isEmpty() ? 1 : m_journal.last().seq + 1;
    p.entry.action = a;
    p.entry.summary = summary;
    p.entry.stateHash = m_digest.hash(m_ruleset, p.state);
    return p;
}

void Battle::accept(Proposal p)
{
    if (p.marked >= 0) {
        m_journal[p.marked].undone = p.entry.action.value(u"kind").toString() == u"undo";
        // Checkpoints after the changed entry no longer hold; those found on the way do.
        m_checkpoints.erase(m_checkpoints.upperBound(p.marked), m_checkpoints.end());
        for (auto it = p.checkpoints.begin(); it != p.checkpoints.end(); ++it)
            if (it.key() > p.marked)
                m_checkpoints.insert(it.key(), it.value());
        while (m_checkpoints.size() > kCheckpointsKept)
            m_checkpoints.erase(m_checkpoints.begin());
        m_state = std::move(p.state);
        return;
    }
    // A new action closes the door on everything undone so far: the undone entries after the
    // last live one (those before it were superseded when it was played).
    for (auto it = m_journal.rbegin(); it != m_journal.rend() && it->undone; ++it)
        it->superseded = true;
    m_state = std::move(p.state);
    m_journal.append(std::move(p.entry));
    if (m_journal.size() % kCheckpointEvery == 0)
        keepCheckpoint(m_journal.size());
}

bool Battle::canUndo() const
{
    return std::any_of(m_journal.rbegin(), m_journal.rend(), [](const JournalEntry &e) { return !e.undone; });
}

bool Battle::canRedo() const
{
    for (auto it = m_journal.rbegin(); it != m_journal.rend() && it->undone; ++it)
        if (!it->superseded)
            return true;
    return false;
}

JournalEntry Battle::parsed(const JournalEntry &e)
{
    if (!e.isRaw())
        return e;
    std::optional<JournalEntry> full = entryFromJson(QJsonDocument::fromJson(e.raw).object());
    if (!full) {
        JournalEntry damaged = e;
        damaged.raw.clear();
        damaged.summary = tr("(entry %1 cannot be read)").arg(e.seq);
        return damaged;
    }
    full->undone = e.undone;
    full->superseded = e.superseded;
    full->raw = e.raw; // kept, so that saving it again costs nothing
    return *full;
}

void Battle::parseFrom(QList<JournalEntry> &journal, qsizetype from) const
{
    for (qsizetype i = std::max<qsizetype>(0, from); i < journal.size(); ++i)
        if (journal.at(i).isRaw())
            journal[i] = parsed(journal.at(i));
}

void Battle::replay()
{
    // From the last checkpoint at or before the end of the journal. The live entries are always
    // a prefix of play that applied in this order (undo takes the last one, redo the earliest
    // undone), so each applies straight onto the state: no copy of a big army per entry.
    qsizetype from = 0;
    m_state = m_initial;
    auto it = m_checkpoints.upperBound(m_journal.size());
    if (it != m_checkpoints.begin()) {
        --it;
        from = it.key();
        m_state = it.value();
    }
    parseFrom(m_journal, from);
    for (qsizetype i = from; i < m_journal.size(); ++i) {
        const JournalEntry &e = m_journal.at(i);
        if (!e.undone) {
            QString summary, error;
            applyComplete(e.action, m_state, &summary, &error);
        }
        if ((i + 1) % kCheckpointEvery == 0)
            keepCheckpoint(i + 1);
    }
}

void Battle::keepCheckpoint(QMap<qsizetype, BattleState> &checkpoints, qsizetype entries,
                            const BattleState &state) const
{
    checkpoints.insert(entries, state);
    while (checkpoints.size() > kCheckpointsKept)
        checkpoints.erase(checkpoints.begin());
}

void Battle::reseedAfter(qsizetype entries)
{
    m_random
        = std::make_unique<dice::SeededRandomSource>(m_seed ^ (0x9E3779B97F4A7C15ULL * quint64(entries + 1)));
}

qsizetype Battle::restoreWhatHolds(QList<JournalEntry> journal, QString *problem)
{
    m_checkpoints.clear();
    m_state = m_initial;
    m_journal.clear();
    m_journal.reserve(journal.size());
    for (const JournalEntry &entry : std::as_const(journal)) {
        const JournalEntry e = parsed(entry);
        if (e.action.isEmpty()) {
            *problem = tr("journal entry %1 cannot be read").arg(e.seq);
            break;
        }
        if (!e.undone) {
            BattleState next = m_state;
            QString summary, error;
            if (!applyComplete(e.action, next, &summary, &error)) {
                *problem = tr("journal entry %1 does not apply: %2").arg(e.seq).arg(error);
                break;
            }
            if (!e.stateHash.isEmpty() && m_digest.hash(m_ruleset, next) != e.stateHash) {
                *problem
                    = tr("journal entry %1 does not give the state it recorded: it was changed after it was "
                         "played")
                          .arg(e.seq);
                break;
            }
            m_state = std::move(next);
        }
        m_journal.append(e);
        if (m_journal.size() % kCheckpointEvery == 0)
            keepCheckpoint(m_journal.size());
    }
    reseedAfter(journal.size());
    return m_journal.size();
}

void Battle::keepCheckpoint(qsizetype entries)
{
    m_checkpoints.insert(entries, m_state);
    // Undo walks back from the end, so only the recent checkpoints earn their memory.
    while (m_checkpoints.size() > kCheckpointsKept)
        m_checkpoints.erase(m_checkpoints.begin());
}

bool Battle::restore(QList<JournalEntry> journal, QString *error, const QJsonObject &snapshot)
{
    m_checkpoints.clear();
    const qsizetype from = startFromSnapshot(journal, snapshot);
    if (from == 0)
        m_state = m_initial;
    // What is replayed is read now, and the recent past, which undo and the screen want first;
    // older history stays raw until asked for.
    parseFrom(journal, std::min(from, journal.size() - kCheckpointEvery));
    // What the snapshot covers moves in whole (a 100,000-entry history is not copied); the rest
    // is replayed onto it.
    const qsizetype total = journal.size();
    const QList<JournalEntry> tail = journal.sliced(from);
    journal.resize(from);
    m_journal = std::move(journal);
    m_journal.reserve(total);
    for (const JournalEntry &e : tail) {
        // Straight onto the state: if an entry fails the whole restore fails.
        QString summary;
        if (!e.undone && !applyComplete(e.action, m_state, &summary, error)) {
            *error = tr("entry %1 does not apply: %2").arg(e.seq).arg(*error);
            return false;
        }
        m_journal.append(e);
        if (m_journal.size() % kCheckpointEvery == 0)
            keepCheckpoint(m_journal.size());
    }
    // New rolls continue from a source that has not been used for this journal.
    reseedAfter(total);
    return true;
}

qsizetype Battle::startFromSnapshot(QList<JournalEntry> &journal, const QJsonObject &snapshot)
{
    const qsizetype entries = snapshot.value(u"entries").toInteger();
    if (entries <= 0 || entries > journal.size())
        return 0;
    const std::optional<BattleState> state = stateFromJson(snapshot.value(u"state").toObject());
    if (!state)
        return 0;
    // Trust it only if it is the state the journal recorded after its last live entry there.
    QString expected;
    for (qsizetype i = entries - 1; i >= 0 && expected.isEmpty(); --i)
        if (!journal.at(i).undone) {
            if (journal.at(i).isRaw())
                journal[i] = parsed(journal.at(i));
            expected = journal.at(i).stateHash;
        }
    if (expected.isEmpty())
        return 0;
    m_state = *state;
    if (stateHash() != expected)
        return 0;
    m_checkpoints.insert(entries, m_state);
    return entries;
}

Battle::ReplayCheck Battle::replayFromStart() const
{
    // A battle of its own from the same scenario and first deck, fed the live entries in order.
    Battle fresh(m_scenario, m_ruleset, m_options, m_seed);
    fresh.m_initial.drawPile = m_initial.drawPile;
    fresh.m_state = fresh.m_initial;
    ReplayCheck check;
    for (const JournalEntry &entry : m_journal) {
        if (entry.undone)
            continue;
        const JournalEntry e = parsed(entry);
        QString summary, error;
        if (!fresh.applyComplete(e.action, fresh.m_state, &summary, &error)) {
            check.mismatches.append(tr("entry %1 does not apply: %2").arg(e.seq).arg(error));
            break;
        }
        ++check.checked;
        const QString replayed = fresh.stateHash();
        if (replayed != e.stateHash)
            check.mismatches.append(
                tr("entry %1: state %2 recorded, %3 replayed").arg(e.seq).arg(e.stateHash, replayed));
    }
    check.hash = fresh.stateHash();
    return check;
}

QJsonObject Battle::snapshotJson() const
{
    if (m_checkpoints.isEmpty())
        return {};
    const auto last = std::prev(m_checkpoints.end());
    return QJsonObject{{QStringLiteral("entries"), last.key()},
                       {QStringLiteral("state"), stateToJson(last.value())}};
}

QJsonObject Battle::stateToJson(const BattleState &state) const
{
    QJsonArray joined;
    for (const ScenarioUnit &su : state.joined)
        joined.append(QJsonObject{{QStringLiteral("id"), su.id},
                                  {QStringLiteral("name"), su.name},
                                  {QStringLiteral("type"), su.type},
                                  {QStringLiteral("side"), su.side},
                                  {QStringLiteral("commander"), su.commander},
                                  {QStringLiteral("isCommander"), su.isCommander},
                                  {QStringLiteral("level"), su.level},
                                  {QStringLiteral("fields"), QJsonObject::fromVariantHash(su.fields)}});
    QJsonObject units;
    for (auto it = state.units.begin(); it != state.units.end(); ++it) {
        const UnitState &u = it.value();
        units.insert(it.key(),
                     QJsonObject{{QStringLiteral("id"), u.id},
                                 {QStringLiteral("name"), u.name},
                                 {QStringLiteral("type"), u.type},
                                 {QStringLiteral("removed"), u.removed},
                                 {QStringLiteral("fields"), QJsonObject::fromVariantHash(u.fields)}});
    }
    return QJsonObject{{QStringLiteral("turn"), state.turn},
                       {QStringLiteral("phase"), state.phase},
                       {QStringLiteral("segment"), state.segment},
                       {QStringLiteral("pendingFate"), state.pendingFate},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(state.notes)},
                       {QStringLiteral("drawPile"), cardsToJson(state.drawPile)},
                       {QStringLiteral("drawn"), cardsToJson(state.drawn)},
                       {QStringLiteral("lastDrawn"), cardsToJson(state.lastDrawn)},
                       {QStringLiteral("joined"), joined},
                       {QStringLiteral("units"), units}};
}

std::optional<BattleState> Battle::stateFromJson(const QJsonObject &json) const
{
    BattleState s;
    s.turn = json.value(u"turn").toInt(-1);
    s.phase = json.value(u"phase").toInt(-1);
    s.segment = json.value(u"segment").toInt(-1);
    const bool phases = m_ruleset.activation && m_ruleset.activation->kind == Activation::Kind::Phases;
    if (s.turn < 1 || s.phase < 0 || s.segment < 0
        || (phases
            && (s.phase >= m_ruleset.activation->phases.size()
                || (s.segment > 0 && s.segment >= m_ruleset.activation->phases.at(s.phase).segments.size()))))
        return std::nullopt;
    s.pendingFate = json.value(u"pendingFate").toString();
    for (const QJsonValue &n : json.value(u"notes").toArray())
        s.notes.append(n.toString());
    s.drawPile = cardsFromJson(json.value(u"drawPile").toArray());
    s.drawn = cardsFromJson(json.value(u"drawn").toArray());
    s.lastDrawn = cardsFromJson(json.value(u"lastDrawn").toArray());
    QSet<QString> joinedIds;
    for (const QJsonValue &v : json.value(u"joined").toArray()) {
        const QJsonObject o = v.toObject();
        ScenarioUnit su;
        su.id = o.value(u"id").toString();
        su.name = o.value(u"name").toString();
        su.type = o.value(u"type").toString();
        su.side = o.value(u"side").toString();
        su.commander = o.value(u"commander").toString();
        su.isCommander = o.value(u"isCommander").toBool();
        su.level = o.value(u"level").toString();
        su.fields = o.value(u"fields").toObject().toVariantHash();
        if (su.id.isEmpty() || m_initial.units.contains(su.id) || joinedIds.contains(su.id))
            return std::nullopt;
        joinedIds.insert(su.id);
        s.joined.append(su);
    }
    const QJsonObject units = json.value(u"units").toObject();
    // The same units as the order of battle and those who joined, no more and no fewer.
    if (units.size() != m_initial.units.size() + joinedIds.size())
        return std::nullopt;
    for (auto it = units.begin(); it != units.end(); ++it) {
        if (!m_initial.units.contains(it.key()) && !joinedIds.contains(it.key()))
            return std::nullopt;
        const QJsonObject o = it.value().toObject();
        UnitState u;
        u.id = o.value(u"id").toString();
        u.name = o.value(u"name").toString();
        u.type = o.value(u"type").toString();
        u.removed = o.value(u"removed").toBool();
        const QJsonObject fields = o.value(u"fields").toObject();
        for (auto f = fields.begin(); f != fields.end(); ++f) {
            // JSON has one kind of number; the game keeps whole numbers as int.
            const QJsonValue v = f.value();
            u.fields.insert(f.key(),
                            v.isDouble() && v.toDouble() == double(v.toInt()) ? QVariant(v.toInt())
                                                                              : v.toVariant());
        }
        s.units.insert(it.key(), u);
    }
    return s;
}

const ScenarioUnit *Battle::member(const QString &id) const
{
    if (const ScenarioUnit *su = m_scenario.unit(id))
        return su;
    for (const ScenarioUnit &su : m_state.joined)
        if (su.id == id)
            return &su;
    return nullptr;
}

bool Battle::join(const QJsonObject &a, BattleState &state, QString *summary, QStringList &notes,
                  QString *error) const
{
    const QJsonObject u = a.value(u"unit").toObject();
    ScenarioUnit su;
    su.id = u.value(u"id").toString();
    su.name = u.value(u"name").toString(su.id);
    su.type = u.value(u"type").toString();
    su.side = u.value(u"side").toString();
    su.commander = u.value(u"commander").toString();
    su.isCommander = u.value(u"isCommander").toBool();
    su.level = u.value(u"level").toString();
    const auto fail = [error](const QString &message) {
        *error = message;
        return false;
    };
    if (!rules::checked::isId(su.id))
        return fail(tr("a joining unit needs an id of letters, digits and hyphens"));
    if (state.units.contains(su.id))
        return fail(tr("there is already a unit \"%1\"").arg(su.id));
    if (!m_ruleset.unitType(su.type))
        return fail(tr("%1 has no unit type \"%2\"").arg(m_ruleset.id, su.type));
    const ScenarioSide *side = m_scenario.side(su.side);
    if (!side)
        return fail(tr("no side \"%1\" in this battle").arg(su.side));
    if (!su.commander.isEmpty()) {
        const ScenarioUnit *boss = m_scenario.unit(su.commander);
        for (const ScenarioUnit &j : state.joined)
            if (j.id == su.commander)
                boss = &j;
        if (!boss || !boss->isCommander || boss->side != su.side)
            return fail(tr("\"%1\" is not a commander of %2").arg(su.commander, side->name));
    }
    // The side's defaults (its army), then what the umpire gave, checked like a correction.
    su.fields = side->defaults;
    const QJsonObject fields = u.value(u"fields").toObject();
    QJsonObject probe = fields;
    probe.insert(QStringLiteral("type"), su.type);
    QStringList errors;
    SituationJson::read(m_ruleset, QJsonObject{{QStringLiteral("actor"), probe}}, &errors);
    if (!errors.isEmpty())
        return fail(errors.join(QStringLiteral("; ")).replace(u"actor."_qs, su.id + u'.'));
    for (auto it = fields.begin(); it != fields.end(); ++it)
        su.fields.insert(it.key(), it.value().toVariant());
    UnitState us;
    us.id = su.id;
    us.name = su.name;
    us.type = su.type;
    us.fields = su.fields;
    state.units.insert(su.id, us);
    state.joined.append(su);
    *summary
        = tr("%1 joins the battle (%2, %3)%4")
              .arg(su.name, m_ruleset.unitType(su.type)->doc.name, side->name,
                   a.value(u"reason").toString().isEmpty() ? QString()
                                                           : u" (" + a.value(u"reason").toString() + u')');
    if (m_ruleset.activation && m_ruleset.activation->kind == Activation::Kind::Deck)
        notes.append(tr("%1's card joins the deck when it is next shuffled").arg(su.name));
    return true;
}

// ---- state as JSON -------------------------------------------------------------------------------

QJsonObject Battle::stateJson() const
{
    QJsonObject units;
    for (auto it = m_state.units.begin(); it != m_state.units.end(); ++it)
        units.insert(it.key(), SituationJson::unitToJson(m_ruleset, it.value()));
    QJsonObject o{{QStringLiteral("turn"), m_state.turn},
                  {QStringLiteral("pendingFate"), m_state.pendingFate},
                  {QStringLiteral("units"), units},
                  {QStringLiteral("drawPile"), cardsToJson(m_state.drawPile)},
                  {QStringLiteral("drawn"), cardsToJson(m_state.drawn)}};
    if (m_ruleset.activation && m_ruleset.activation->kind == Activation::Kind::Phases) {
        o.insert(QStringLiteral("phase"), m_ruleset.activation->phases.at(m_state.phase).id);
        o.insert(QStringLiteral("segment"),
                 m_ruleset.activation->phases.at(m_state.phase).segments.value(m_state.segment));
    }
    return o;
}

QString Battle::stateHash() const
{
    return m_digest.hash(m_ruleset, m_state);
}

QJsonObject Battle::entryToJson(const JournalEntry &entry)
{
    const JournalEntry e = parsed(entry);
    QJsonObject o{{QStringLiteral("seq"), e.seq},
                  {QStringLiteral("action"), e.action},
                  {QStringLiteral("hash"), e.stateHash},
                  {QStringLiteral("summary"), e.summary}};
    if (e.undone)
        o.insert(QStringLiteral("undone"), true);
    if (e.superseded)
        o.insert(QStringLiteral("superseded"), true);
    return o;
}

std::optional<JournalEntry> Battle::entryFromJson(const QJsonObject &o)
{
    if (!o.value(u"seq").isDouble() || !o.value(u"action").isObject())
        return std::nullopt;
    JournalEntry e;
    e.seq = o.value(u"seq").toInt();
    e.action = o.value(u"action").toObject();
    e.undone = o.value(u"undone").toBool();
    e.superseded = o.value(u"superseded").toBool();
    e.stateHash = o.value(u"hash").toString();
    e.summary = o.value(u"summary").toString();
    return e;
}

} // namespace adjutant::battle
