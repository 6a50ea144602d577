#pragma once

#include "battlestate.h"

#include "rules/ruleset.h"
#include "rules/unitjsontext.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace adjutant::battle {

// The hash of a battle state that the journal records after every entry, for replay checks.
// Worked out incrementally: an action touches a unit or two and seldom the deck, so it keeps
// what it digested last time and re-digests only what changed, instead of serializing a
// 2,000-unit army after every action. The units changed are those the unit table's record names
// as written since the table digested last (rules::UnitTable); a table without that record (a
// copy of another state, one written whole) is looked at unit by unit. Either way the hash is
// the one a digest made afresh gives.
class StateDigest
{
public:
    QString hash(const rules::Ruleset &ruleset, const BattleState &state);

private:
    void digestUnits(const rules::Ruleset &ruleset, const BattleState &state);
    // One unit digested again, or taken out when `now` is null (it left the table).
    void digestUnit(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState *now);
    // Every unit of the table, those unchanged since digested kept as they are.
    void digestEveryUnit(const rules::Ruleset &ruleset, const rules::UnitTable &units);
    QByteArray unitDigest(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState &unit);
    QByteArray digestOf(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState &unit);

    // The units last digested by id, each with its digest, and the XOR of their digests. Each
    // unit is kept as a copy of its own (sharing its texts and fields with the state) rather than
    // the table: a kept table would be shared with the state, and the next action's write would
    // copy all 2,000 units.
    struct KeptUnit {
        rules::UnitState unit;
        QByteArray digest;
    };
    const rules::Ruleset *m_ruleset = nullptr; // the rules they were digested by
    std::optional<rules::UnitJsonText> m_json; // each unit's text, under m_ruleset
    QHash<QString, KeptUnit> m_units;
    QByteArray m_combined;
    quint64 m_record = 0; // the record begun on the unit table digested last
    // Digests of units met before, by their content in short (contentKey), under m_ruleset;
    // emptied when it holds kKnownAtMost.
    static constexpr qsizetype kKnownAtMost = 100000;
    QHash<QString, QByteArray> m_known;
    // A pile's digest covers its cards' text in order. The pile digested last is kept (a share
    // of its cards, CardPile) with the text of its cards and of those taken from its top since,
    // and each card's place in it: a pile that is the one kept with cards taken from the top or
    // put at the end (told at once, CardPile::droppedFrom) is digested from those bytes, with no
    // card converted again, and one that only grew at its end carries its digest on from the
    // bytes added (the cards drawn this turn, a draw at a time).
    struct CardsDigest {
        CardPile kept;
        QByteArray text;
        std::vector<qsizetype> starts; // where each card's text begins in it, and its end
        qsizetype taken = 0; // the cards of the text taken from the top since: kept's first is next
        qsizetype digestedFrom = -1; // the card of the text `running` began with
        qsizetype digestedTo = 0; // and the bytes of the text it has taken
        QCryptographicHash running{QCryptographicHash::Sha1};
        QByteArray digest; // of kept's cards
        QByteArray of(const CardPile &pile);
        void add(const DeckCard &card);
    };
    CardsDigest m_drawPile;
    CardsDigest m_drawn;
};

} // namespace adjutant::battle
