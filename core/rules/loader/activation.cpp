// Activation: the card deck or the phases, and the end of the turn.

#include "loader.h"

#include "rules/docjson.h"

#include <QJsonArray>

namespace adjutant::rules::detail {

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
            const Obj c(
                m_ctx, cards[i], item(o.path("cards"), i),
                {"id", "name", "explain", "ref", "per", "when", "count", "endsTurn", "effects", "roll"});
            if (!c.valid())
                continue;
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
            card.count = c.integer("count").value_or(1);
            card.endsTurn = c.flag("endsTurn");
            card.effects = readEffects(c, "effects", nullptr);
            card.rollTable = c.text("roll", false);
            if (!card.rollTable.isEmpty() && !m_tableIds.contains(card.rollTable))
                m_ctx.error(c.path("roll"),
                            RulesetLoader::tr("no table \"%1\" is defined").arg(card.rollTable));
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
                        {"id", "name", "explain", "ref", "segments"});
            if (p.valid())
                a.phases.append({p.text("id"), readDoc(p), p.texts("segments")});
        }
    } else if (!kind.isEmpty()) {
        m_ctx.error(o.path("kind"), RulesetLoader::tr("activation kind is deck or phases"));
    }
    a.endOfTurn = readEffects(o, "endOfTurn", nullptr);
    m_rs.activation = a;
}

} // namespace adjutant::rules::detail
