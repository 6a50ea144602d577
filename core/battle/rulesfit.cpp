#include "rulesfit.h"

#include "rules/situationjson.h"

#include <QJsonObject>
#include <QSet>

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

QString kindName(const Ruleset &rs)
{
    if (!rs.activation)
        return RulesFit::tr("no turn sequence");
    return rs.activation->kind == Activation::Kind::Deck ? RulesFit::tr("an activation deck")
                                                         : RulesFit::tr("phases");
}

} // namespace

RulesFit::Verdict RulesFit::judge(const BattleState &state, const Ruleset &from, const Ruleset &to,
                                  const QHash<QString, QString> &options)
{
    Verdict v;
    if (to.id != from.id) {
        v.misfits.append(tr("they are the rules of %1, not of %2").arg(to.id, from.id));
        return v;
    }
    judgeTurn(state, from, to, v.misfits);
    judgeUnits(state, to, v.misfits);
    judgeOwed(state, to, v.misfits);
    for (auto it = options.begin(); it != options.end(); ++it) {
        const Option *o = to.option(it.key());
        if (!o)
            v.misfits.append(tr("the battle reads the option \"%1\", which they do not have").arg(it.key()));
        else if (std::none_of(o->choices.begin(), o->choices.end(),
                              [&](const OptionChoice &c) { return c.id == it.value(); }))
            v.misfits.append(
                tr("the option \"%1\" is read as \"%2\", which they do not offer").arg(it.key(), it.value()));
    }
    if (v.misfits.size() > kMisfitsNamed) {
        const qsizetype more = v.misfits.size() - kMisfitsNamed;
        v.misfits.resize(kMisfitsNamed);
        v.misfits.append(tr("and %n more", nullptr, int(more)));
    }
    // What they bring: each new field or option at its default, for every unit.
    for (const Field &f : to.fields)
        if (!from.field(f.id))
            v.notes.append(tr("new: %1 (%2), for every unit at its default").arg(f.doc.name, f.id));
    for (const Option &o : to.options)
        if (!from.option(o.id) && !options.contains(o.id))
            v.notes.append(tr("new: the option %1 (%2), at its default").arg(o.doc.name, o.id));
    return v;
}

void RulesFit::judgeTurn(const BattleState &state, const Ruleset &from, const Ruleset &to,
                         QStringList &misfits)
{
    const auto kind = [](const Ruleset &rs) { return rs.activation ? int(rs.activation->kind) : -1; };
    if (kind(from) != kind(to)) {
        misfits.append(
            tr("the turn is played with %1 now and they have %2").arg(kindName(from), kindName(to)));
        return;
    }
    if (!to.activation)
        return;
    if (to.activation->kind == Activation::Kind::Deck) {
        QSet<QString> missing;
        for (const QList<DeckCard> &cards : {state.drawPile.toList(), state.drawn.toList(), state.lastDrawn})
            for (const DeckCard &c : cards)
                if (!to.card(c.card))
                    missing.insert(c.card);
        for (const QString &card : std::as_const(missing))
            misfits.append(tr("the deck holds the card \"%1\", which they do not have").arg(card));
        return;
    }
    const QList<Phase> &phases = to.activation->phases;
    if (state.phase >= phases.size()
        || (state.segment > 0 && state.segment >= phases.at(state.phase).segments.size()))
        misfits.append(tr("the turn stands at phase %1, step %2, which they do not have")
                           .arg(state.phase + 1)
                           .arg(state.segment + 1));
}

void RulesFit::judgeUnits(const BattleState &state, const Ruleset &to, QStringList &misfits)
{
    // Each unit as it stands, read as a situation under the new rules: its type, and every field
    // it holds with the value it holds.
    for (auto it = state.units.cbegin(); it != state.units.cend(); ++it) {
        QJsonObject probe = QJsonObject::fromVariantHash(it->fields);
        probe.insert(QStringLiteral("type"), it->type);
        QStringList errors;
        SituationJson::read(to, QJsonObject{{QStringLiteral("actor"), probe}}, &errors);
        for (QString &e : errors)
            misfits.append(e.replace(u"actor."_qs, it.key() + u'.'));
    }
}

void RulesFit::judgeOwed(const BattleState &state, const Ruleset &to, QStringList &misfits)
{
    for (const OwedTest &o : state.owed) {
        if (!to.test(o.test))
            misfits.append(tr("%1 owes the test \"%2\", which they do not have").arg(o.actor, o.test));
        if (!o.trigger.isEmpty()
            && std::none_of(to.triggers.begin(), to.triggers.end(),
                            [&](const Trigger &t) { return t.id == o.trigger; }))
            misfits.append(tr("a test is owed by the trigger \"%1\", which they do not have").arg(o.trigger));
    }
    for (const BattleState::PendingRoll &r : state.pendingRolls)
        if (!to.table(r.table))
            misfits.append(tr("a roll waits on the table \"%1\", which they do not have").arg(r.table));
    if (!state.pendingTable.isEmpty() && !to.table(state.pendingTable))
        misfits.append(
            tr("the table \"%1\" waits to be rolled, and they do not have it").arg(state.pendingTable));
}

} // namespace adjutant::battle
