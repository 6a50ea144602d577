// Activation: the card deck or the phases, and the end of the turn.

#include "loader.h"

#include "rules/docjson.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rules::detail {

ActingBy Loader::readActingBy(const Obj &o)
{
    const QString by = o.text("by", false);
    if (by == u"acting")
        return ActingBy::Acting;
    if (by == u"other")
        return ActingBy::Other;
    if (!by.isEmpty() && by != u"both")
        m_ctx.error(o.path("by"), RulesetLoader::tr("by is both, acting or other"));
    return ActingBy::Both;
}

QStringList Loader::readOffers(const Obj &o)
{
    QStringList offers = o.texts("offers");
    for (qsizetype i = 0; i < offers.size(); ++i)
        if (!m_testIds.contains(offers.at(i)) && !m_orderIds.contains(offers.at(i))
            && !m_rs.procedure(offers.at(i)))
            m_ctx.error(item(o.path("offers"), i),
                        RulesetLoader::tr("no test, order or procedure \"%1\" is defined").arg(offers.at(i)));
    return offers;
}

Phase Loader::readPhase(const Obj &p)
{
    Phase phase;
    phase.id = p.text("id");
    phase.doc = readDoc(p);
    phase.offers = readOffers(p);
    phase.by = readActingBy(p);
    phase.moves = p.flag("moves");
    const QString side = p.text("side", false);
    if (side == u"first")
        phase.side = Phase::Side::First;
    else if (side == u"second")
        phase.side = Phase::Side::Second;
    else if (!side.isEmpty() && side != u"none")
        m_ctx.error(p.path("side"), RulesetLoader::tr("side is first, second or none"));
    phase.atEnd = readEffects(p, "atEnd", nullptr);
    const QJsonArray segments = p.array("segments");
    QSet<QString> seen;
    for (qsizetype j = 0; j < segments.size(); ++j) {
        Segment segment;
        if (segments[j].isString()) {
            segment.id = segments[j].toString(); // named by its id in plain words
        } else {
            const Obj s(m_ctx, segments[j], item(p.path("segments"), j),
                        {"id", "name", "explain", "ref", "offers", "by", "atEnd", "moves"});
            if (!s.valid())
                continue;
            segment.id = s.text("id");
            segment.doc = readDoc(s, false);
            segment.offers = readOffers(s);
            segment.by = readActingBy(s);
            segment.atEnd = readEffects(s, "atEnd", nullptr);
            segment.moves = s.flag("moves");
        }
        if (seen.contains(segment.id))
            m_ctx.error(item(p.path("segments"), j),
                        RulesetLoader::tr("duplicate segment id \"%1\"").arg(segment.id));
        seen.insert(segment.id);
        phase.segments.append(segment);
    }
    if (p.has("initiative")) {
        const Obj in(m_ctx, p.value("initiative"), p.path("initiative"), {"test", "actorWins", "targetWins"});
        if (in.valid()) {
            phase.initiative = in.text("test", true);
            phase.actorWins = in.text("actorWins", true);
            phase.targetWins = in.text("targetWins", true);
            const Test *t = m_rs.test(phase.initiative);
            if (!phase.initiative.isEmpty() && (!t || t->kind != Test::Kind::Opposed)) {
                m_ctx.error(in.path("test"),
                            RulesetLoader::tr("the initiative is an opposed test; \"%1\" is none")
                                .arg(phase.initiative));
            } else if (t) {
                for (const char *key : {"actorWins", "targetWins"}) {
                    const QString band = in.text(key, false);
                    const bool known = std::any_of(t->outcomes.begin(), t->outcomes.end(),
                                                   [&](const Outcome &o) { return o.id == band; });
                    if (!band.isEmpty() && !known)
                        m_ctx.error(in.path(key),
                                    RulesetLoader::tr("test \"%1\" has no result \"%2\"").arg(t->id, band));
                }
            }
        }
    }
    return phase;
}

// One card of the deck: whom it activates and when, how many there are, and what it does.
Card Loader::readCard(const Obj &c)
{
    Card card;
    card.id = c.text("id");
    card.doc = readDoc(c);
    const QString per = c.text("per", false);
    if (per == u"unit")
        card.per = Card::Per::Unit;
    else if (per == u"commander")
        card.per = Card::Per::Commander;
    else if (!per.isEmpty() && per != u"once")
        m_ctx.error(c.path("per"), RulesetLoader::tr("per is unit, commander or once"));
    if (c.has("when")) {
        if (card.per == Card::Per::Once)
            m_ctx.error(c.path("when"),
                        RulesetLoader::tr("only a card per unit or per commander has a when"));
        card.when = condition(c.value("when"), c.path("when"), nullptr);
    }
    if (c.has("last"))
        card.lastWhen = condition(c.value("last"), c.path("last"), nullptr);
    if (c.has("activatesCommanded")) {
        if (card.per != Card::Per::Commander)
            m_ctx.error(c.path("activatesCommanded"),
                        RulesetLoader::tr("only a commander's card activates those he commands"));
        card.activatesCommanded
            = condition(c.value("activatesCommanded"), c.path("activatesCommanded"), nullptr);
    }
    card.count = c.integer("count").value_or(1);
    card.countFrom = c.text("countFrom", false);
    if (!card.countFrom.isEmpty()) {
        if (card.per == Card::Per::Once)
            m_ctx.error(c.path("countFrom"),
                        RulesetLoader::tr("only a card per unit or per commander has a countFrom"));
        if (!kindFits(m_rs.field(card.countFrom), FieldKind::Integer))
            m_ctx.error(c.path("countFrom"), RulesetLoader::tr("countFrom names an integer field"));
    }
    card.endsTurn = c.flag("endsTurn");
    card.effects = readEffects(c, "effects", nullptr);
    card.rollTable = c.text("roll", false);
    if (!card.rollTable.isEmpty() && !m_tableIds.contains(card.rollTable))
        m_ctx.error(c.path("roll"), RulesetLoader::tr("no table \"%1\" is defined").arg(card.rollTable));
    if (c.has("tensFromNextCard")) {
        // {"table": "fate", "when": {"option": "fate-reading", "is": "next-card"}}
        const Obj n(m_ctx, c.value("tensFromNextCard"), c.path("tensFromNextCard"), {"table", "when"});
        card.nextCardTable = n.text("table", true);
        if (!card.nextCardTable.isEmpty() && !m_tableIds.contains(card.nextCardTable))
            m_ctx.error(n.path("table"),
                        RulesetLoader::tr("no table \"%1\" is defined").arg(card.nextCardTable));
        if (card.rollTable.isEmpty())
            m_ctx.error(n.path(),
                        RulesetLoader::tr("only a card that rolls on a table has tensFromNextCard"));
        if (n.has("when"))
            card.nextCardWhen = condition(n.value("when"), n.path("when"), nullptr);
    }
    return card;
}

void Loader::readActivation(const Obj &o)
{
    if (!o.valid())
        return;
    Activation a;
    a.doc = {QString(), o.prose("explain"), o.text("ref", false)};
    const QString kind = o.text("kind");
    if (kind == u"deck") {
        a.kind = Activation::Kind::Deck;
        a.draw = o.integer("draw").value_or(1);
        if (a.draw < 1 || a.draw > 6)
            m_ctx.error(o.path("draw"), RulesetLoader::tr("draw 1 to 6 cards at a time"));
        const QJsonArray cards = o.array("cards", true);
        QSet<QString> seen;
        for (qsizetype i = 0; i < cards.size(); ++i) {
            const Obj c(m_ctx, cards[i], item(o.path("cards"), i),
                        {"id", "name", "explain", "ref", "per", "when", "count", "endsTurn", "effects",
                         "roll", "last", "tensFromNextCard", "countFrom", "activatesCommanded"});
            if (!c.valid())
                continue;
            const Card card = readCard(c);
            if (seen.contains(card.id))
                m_ctx.error(c.path("id"), RulesetLoader::tr("duplicate card id \"%1\"").arg(card.id));
            seen.insert(card.id);
            a.cards.append(card);
        }
    } else if (kind == u"phases") {
        a.kind = Activation::Kind::Phases;
        const QJsonArray phases = o.array("phases", true);
        for (qsizetype i = 0; i < phases.size(); ++i) {
            const Obj p(m_ctx, phases[i], item(o.path("phases"), i),
                        {"id", "name", "explain", "ref", "segments", "offers", "by", "side", "initiative",
                         "atEnd", "moves"});
            if (p.valid())
                a.phases.append(readPhase(p));
        }
    } else if (!kind.isEmpty()) {
        m_ctx.error(o.path("kind"), RulesetLoader::tr("activation kind is deck or phases"));
    }
    a.endTurnAfterLastCard = o.flag("endTurnAfterLastCard");
    if (a.endTurnAfterLastCard && a.kind != Activation::Kind::Deck)
        m_ctx.error(o.path("endTurnAfterLastCard"),
                    RulesetLoader::tr("endTurnAfterLastCard belongs to a deck"));
    a.endOfTurn = readEffects(o, "endOfTurn", nullptr);
    a.onActivation = readEffects(o, "onActivation", nullptr);
    if (o.has("acting")) {
        if (a.kind != Activation::Kind::Deck)
            m_ctx.error(o.path("acting"),
                        RulesetLoader::tr("acting belongs to a deck: a phase's steps say who acts in them"));
        readActing(Obj(m_ctx, o.value("acting"), o.path("acting"),
                       {"explain", "ref", "when", "tests", "procedures", "orders", "moves"}),
                   a);
    }
    if (o.has("waitingFates")) {
        const Obj w(m_ctx, o.value("waitingFates"), o.path("waitingFates"),
                    {"name", "explain", "ref", "lapseAtEndOfTurn", "commanderActivatesUnits"});
        if (w.valid()) {
            WaitingFates fates;
            fates.doc = readDoc(w, false);
            if (w.has("lapseAtEndOfTurn"))
                fates.lapseAtEndOfTurnWhen
                    = condition(w.value("lapseAtEndOfTurn"), w.path("lapseAtEndOfTurn"), nullptr);
            if (w.has("commanderActivatesUnits"))
                fates.commanderActivatesUnitsWhen = condition(w.value("commanderActivatesUnits"),
                                                              w.path("commanderActivatesUnits"), nullptr);
            a.waitingFates = fates;
        }
        if (a.kind != Activation::Kind::Deck)
            m_ctx.error(
                o.path("waitingFates"),
                RulesetLoader::tr("waitingFates belongs to a deck: fates land on the units cards activate"));
    }
    if (a.kind != Activation::Kind::Deck && o.has("onActivation"))
        m_ctx.error(
            o.path("onActivation"),
            RulesetLoader::tr("onActivation belongs to a deck: it lands on the unit a card activates"));
    m_rs.activation = a;
}

void Loader::readActing(const Obj &o, Activation &a)
{
    if (!o.valid())
        return;
    Activation::Acting acting;
    acting.doc = {QString(), o.prose("explain", true), o.text("ref", false)};
    if (o.has("when"))
        acting.when = condition(o.value("when"), o.path("when"), nullptr);
    acting.tests = o.texts("tests");
    acting.procedures = o.texts("procedures");
    acting.orders = o.texts("orders");
    acting.moves = o.flag("moves");
    const auto check = [&](const QStringList &ids, const char *key,
                           const std::function<bool(const QString &)> &known, const QString &what) {
        for (qsizetype i = 0; i < ids.size(); ++i)
            if (!known(ids.at(i)))
                m_ctx.error(item(o.path(key), i), what.arg(ids.at(i)));
    };
    check(
        acting.tests, "tests", [this](const QString &id) { return m_testIds.contains(id); },
        RulesetLoader::tr("no test \"%1\" is defined"));
    check(
        acting.procedures, "procedures", [this](const QString &id) { return m_rs.procedure(id) != nullptr; },
        RulesetLoader::tr("no procedure \"%1\" is defined"));
    check(
        acting.orders, "orders", [this](const QString &id) { return m_orderIds.contains(id); },
        RulesetLoader::tr("no order \"%1\" is defined"));
    a.acting = acting;
}

QList<Requirement> Loader::readRequirements(const Obj &o, const Test *t)
{
    QList<Requirement> out;
    const QJsonArray list = o.array("requires");
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Obj r(m_ctx, list[i], item(o.path("requires"), i), {"when", "explain", "ref"});
        if (!r.valid())
            continue;
        Requirement req;
        req.doc.explain = r.prose("explain", true);
        req.doc.ref = r.text("ref", false);
        if (!r.has("when")) {
            r.missing("when");
            continue;
        }
        if (auto c = condition(r.value("when"), r.path("when"), t))
            req.when = *c;
        out.append(req);
    }
    return out;
}

void Loader::readOrder(const Obj &o)
{
    Order order;
    order.id = o.text("id");
    order.doc = readDoc(o);
    if (o.has("when"))
        order.when = condition(o.value("when"), o.path("when"), nullptr);
    const QJsonArray asks = o.array("asks");
    QSet<QString> seen;
    for (qsizetype i = 0; i < asks.size(); ++i) {
        const Obj q(m_ctx, asks[i], item(o.path("asks"), i), {"id", "name", "explain"});
        if (!q.valid())
            continue;
        OrderQuestion question{q.text("id"), readDoc(q)};
        if (!question.id.isEmpty() && !isId(question.id))
            m_ctx.error(q.path("id"), RulesetLoader::tr("an id uses letters, digits and hyphens only"));
        if (seen.contains(question.id))
            m_ctx.error(q.path("id"), RulesetLoader::tr("duplicate question id \"%1\"").arg(question.id));
        seen.insert(question.id);
        order.questions.append(question);
    }
    order.takesTarget = o.flag("target");
    order.reroll = o.flag("reroll");
    if (order.reroll && order.takesTarget)
        m_ctx.error(o.path("reroll"),
                    RulesetLoader::tr("a re-roll is given by one unit: it takes no target"));
    order.requirements = readRequirements(o, nullptr);
    order.effects = readEffects(o, "effects", nullptr);
    if (o.has("figure"))
        order.figure = readPick(o.value("figure"), o.path("figure"), nullptr);
    if (order.figure && order.figure->of == u"target" && !order.takesTarget)
        m_ctx.error(o.path("figure"), RulesetLoader::tr("this order takes no target to pick a figure of"));
    if (order.effects.isEmpty())
        m_ctx.error(o.has("effects") ? o.path("effects") : o.path(),
                    RulesetLoader::tr("an order needs at least one effect"));
    m_rs.orders.append(order);
}

} // namespace adjutant::rules::detail
