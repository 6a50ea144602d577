#pragma once

#include "rulesetplay.h"

// The ruleset model's activation (a deck or phases), options, dice readings, display and figures.
// Part of the model ruleset.h gathers.
namespace adjutant::rules {

// ---- Activation --------------------------------------------------------------------------

struct Card {
    QString id;
    Doc doc;
    enum class Per { Once, Unit, Commander } per = Per::Once;
    // A card per unit or commander goes in the deck only for those this holds for (judged with the
    // unit as actor and the battle's options, e.g. the scale of the game).
    std::optional<Condition> when;
    int count = 1;
    QString countFrom; // per unit: an integer field giving its number of cards (fate: acts twice)
    bool endsTurn = false;
    // After each shuffle the card goes to the bottom of the deck while this holds (judged with the
    // battle's options alone): End of turn placed last, so that every card comes up first.
    std::optional<Condition> lastWhen;
    QList<Effect> effects; // land on the unit drawn as actor; clearAll on every unit
    QString rollTable;
    // "tensFromNextCard": while `nextCardWhen` holds (an option), the roll on `rollTable` stops
    // before this table; the next card drawn picks its tens (the group of the first row whose
    // "for" holds for the unit; a die for a card of no unit) and a die its units.
    QString nextCardTable;
    std::optional<Condition> nextCardWhen;
    // While this holds (judged with the battle's options, on each unit he commands as actor and on
    // him as commander), the card lets every unit its commander commands act too (KGCWO's brigade
    // scale; a commander who no longer heeds a poor superior, fate 24).
    std::optional<Condition> activatesCommanded;
};
// Who acts in a phase or a segment: both sides, only the side whose phase it is (the phasing
// side), or only the other.
enum class ActingBy { Both, Acting, Other };

// A step of a player-turn phase: its name and what happens in it, and the tests and procedures
// (charges) a unit may take in it, in the order the unit's sheet offers them.
struct Segment {
    QString id;
    Doc doc; // a name of its own, else the id in plain words (Wording::segmentName)
    QStringList offers; // test and procedure ids; empty: the sheet offers what it always does
    ActingBy by = ActingBy::Both;
    QList<Effect> atEnd; // as a phase's atEnd, when Next leaves the segment
    bool moves = false; // units move in it (by the sides that act in it)
};
struct Phase {
    QString id;
    Doc doc;
    QList<Segment> segments;
    // The phase's own offers and who acts in it, when it has no segments (an initiative roll).
    QStringList offers;
    ActingBy by = ActingBy::Both;
    bool moves = false; // units move in it (a phase without segments)
    // Whose phase it is: the side that goes first this turn (by initiative, else the scenario's
    // first side), the one that goes second, or nobody in particular.
    enum class Side { None, First, Second } side = Side::None;
    // The opposed test that decides who goes first this turn, taken in this phase by the two
    // sides' commanders: its result bands give the winner (actorWins / targetWins).
    QString initiative;
    QString actorWins;
    QString targetWins;
    // What the phase's end does to each unit of the phase's side still in play (every unit's, in
    // a phase that is nobody's), as actor, each with its when: a disordered unit that gave up
    // its move rallies.
    QList<Effect> atEnd;
    QStringList segmentIds() const
    {
        QStringList ids;
        for (const Segment &s : segments)
            ids.append(s.id);
        return ids;
    }
};
// A deck's Fortune/Calamity results kept waiting, each until the unit it is for is activated
// ("waitingFates"; a ruleset without it keeps one fate at a time, as rulesets before it did).
// Every fate rolled waits in the order rolled; a unit activated takes every fate waiting that is
// for it; a fate for no unit left in play lapses, said in the journal.
struct WaitingFates {
    Doc doc;
    // While this holds (an option), a fate not taken by the end of the turn lapses with it.
    std::optional<Condition> lapseAtEndOfTurnWhen;
    // While this holds (the scale of the game), a commander's card also activates the units
    // directly under him: their onActivation effects and the card's effects land on each, and a
    // fate waiting for a kind of unit lands on one of those it is for, drawn at random.
    std::optional<Condition> commanderActivatesUnitsWhen;
};

struct Activation {
    enum class Kind { Deck, Phases } kind = Kind::Deck;
    int draw = 1;
    QList<Card> cards;
    QList<Phase> phases;
    // What the turn's end does to each unit still in play (as actor), in order, before the fields
    // that reset at the end of the turn are cleared: e.g. a held activation that was never used.
    QList<Effect> endOfTurn;
    // What happens to a unit when a card activates it, before the card's own effects: a turn it
    // must miss counted off.
    QList<Effect> onActivation;
    // A deck whose turn ends only once every card drawn has been played: the draw that finds the
    // pile used up ends the turn, then deals the next turn's first cards. Without it (rulesets
    // written before) the draw that takes the last card ends the turn at once, before that card's
    // unit has acted.
    bool endTurnAfterLastCard = false;
    // A deck's rule that a unit acts only once it is activated: the tests, procedures and orders
    // (and moves) that are its own action, and what marks a unit activated besides its own card
    // drawn this turn (an officer's order). None: any unit may act at any time.
    struct Acting {
        Doc doc; // explain: why a unit not activated is refused
        std::optional<Condition> when; // activated (judged on the unit as actor)
        QStringList tests, procedures, orders;
        bool moves = false;
    };
    std::optional<Acting> acting;
    std::optional<WaitingFates> waitingFates; // a deck's fates kept waiting (see WaitingFates)
    Doc doc;
};

// ---- Options -----------------------------------------------------------------------------

// A reading of the rules that players could take otherwise, with our default.
struct OptionChoice {
    QString id;
    Doc doc;
};
// A die the rules name but players read off another (a d5 off a d10): each face of the die in
// hand stands for one face of the die the rules name, the same number of times each, so the odds
// are the rule's own. The journal keeps the face read, as a die of the rules' size.
struct DiceReading {
    enum class Way {
        HalveUp, // half the face, rounded up: a d10's 1-2 read as 1 ... 9-10 as 5
        Wrap, // the faces over the size count again from 1: a d10's 6-10 read as 1-5
    };
    int sides = 0; // the die the rules name
    int rolledOn = 0; // the die in hand; a whole multiple of `sides`
    Way way = Way::HalveUp;
    std::optional<Condition> when; // in force while this holds (an option)
    Doc doc;
    // The face it stands for, of a face of the die in hand (1..rolledOn).
    int read(int face) const
    {
        const int per = rolledOn / sides;
        return way == Way::HalveUp ? (face + per - 1) / per : (face - 1) % sides + 1;
    }
};

struct Option {
    QString id;
    Doc doc;
    QList<OptionChoice> choices;
    QString defaultChoice;
};

// ---- Display -----------------------------------------------------------------------------

// How the order of battle shows a unit at a glance; the rest of its state is on its sheet.
struct Display {
    using Tone = morale::Tone;
    QString lossesField; // an integer field drawn as pips ...
    QString lossesOutOf; // ... out of a unit type attribute ("type.maxCasualties") or a field
    bool lossesCountLeft = false; // the field counts what is left (bases), not what was lost
    QString stateField; // a ladder or choice field shown by word, colour and shape
    QHash<QString, Tone> tones; // state step id -> tone; steps not named are steady
    QString formationField; // "formation" when the ruleset does not say
    const QString &formation() const
    {
        static const QString fallback = QStringLiteral("formation");
        return formationField.isEmpty() ? fallback : formationField;
    }
    QStringList markers; // flag fields shown as chips while set
    QString moved; // a flag field the sheet's "moved" button sets (player-turn systems)
    QStringList actions; // tests a unit's sheet offers first, in this order
    QHash<QString, std::shared_ptr<Condition>> actionWhen; // ... some only while this holds for it
};

// ---- Figures -------------------------------------------------------------------------------

// What a figure of a unit may be: the squad leader, a ranker, a musician, a gunner...
struct FigureRole {
    QString id;
    Doc doc;
    bool fights = true; // takes part in a melee (a gun's carriage does not)
};
// Figures a unit whose order of battle lists none is given, rule by rule in order: `count` of the
// role, or as many as bring the unit's figures so far `upTo` a number; only where `when` holds
// (the unit as actor).
struct FigureRule {
    QString role;
    std::optional<Value> count;
    std::optional<Value> upTo;
    std::optional<Condition> when;
};
// A unit field its figures keep: worked out again whenever they change, never set by hand.
struct FigureTotal {
    QString field;
    std::optional<Value> value; // an integer field
    std::optional<Condition> holds; // a flag
    QSet<QString>
        reads; // the figure fields it reads ("role" for the role): worked out again when they change
};
// A ruleset whose units are made of figures (a skirmish game): each figure has a role and its own
// fields (its wounds); tests fall on one figure at a time, and some unit fields are totals of them.
struct Figures {
    Doc doc;
    QList<FigureRole> roles;
    QList<Field> fields; // integer and flag fields of one figure
    std::optional<Condition> standing; // a figure still in the fight (actor.figure...)
    std::optional<Value> hurt; // how hurt a figure is: picks take the least hurt first
    // Ties between men of a role (the man a hit falls on, the order a melee deals them out) go
    // by the men themselves, not by their places in the unit's list (Roster::contentOrder).
    bool tiesByMen = false;
    QList<FigureRule> derive;
    QList<FigureTotal> totals;
    const FigureRole *role(const QString &id) const
    {
        for (const FigureRole &r : roles)
            if (r.id == id)
                return &r;
        return nullptr;
    }
    const Field *field(const QString &id) const
    {
        for (const Field &f : fields)
            if (f.id == id)
                return &f;
        return nullptr;
    }
    const FigureTotal *total(const QString &field) const
    {
        for (const FigureTotal &t : totals)
            if (t.field == field)
                return &t;
        return nullptr;
    }
};

} // namespace adjutant::rules
