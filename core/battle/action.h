#pragma once

#include "battlestate.h"

#include "rules/rulesetcopy.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace adjutant::battle {

// Where a test's dice came from: typed in from real dice, or rolled by the app.
enum class FaceSource { Typed, App };

// What the players ticked and chose for a test: toggles by modifier id, and one-of modifiers'
// choices (modifier id → choice id).
struct TestChoices {
    QStringList ticked;
    QMap<QString, QString> chosen;
    bool isEmpty() const { return ticked.isEmpty() && chosen.isEmpty(); }
    friend bool operator==(const TestChoices &, const TestChoices &) = default;
};

// The things done at the table, one struct each. What chance decides (faces, shuffles) is filled
// in when the action is played, so that the journal can replay it without rolling again.
namespace action {

// The next card or cards of the activation deck.
struct Draw {
    std::optional<QList<DeckCard>> shuffle; // the next turn's deck, when this draw ends the turn
    QList<int> fate; // the faces of a table the drawn card rolls on (Fortune or Calamity)
    // Who rolled them: typed from the table's dice, or rolled by the app (TurnSequence::complete);
    // none in a journal from before it was kept, whose fates the app had always rolled.
    std::optional<FaceSource> fateSource;
    friend bool operator==(const Draw &, const Draw &) = default;
};

// The next segment or phase of a player-turn system.
struct Next {
    friend bool operator==(const Next &, const Next &) = default;
};

// The turn ends now (the umpire's call, or the deck's End of turn card).
struct EndTurn {
    std::optional<QList<DeckCard>> shuffle;
    friend bool operator==(const EndTurn &, const EndTurn &) = default;
};

// A test taken by a unit (the actor), maybe against another (the target), with its follow-ups.
// A test's dice rolled again by someone whose rules allow it (Chosen Men's officer spending his
// bonus): the entry rolled again (undone just before) and the order that pays for it.
struct Reroll {
    int of = 0; // the seq of the entry whose dice are rolled again
    QString order; // the ruleset's order that allows and pays for the re-roll
    QString by; // the unit that gives it (the officer)
    friend bool operator==(const Reroll &, const Reroll &) = default;
};

struct Resolve {
    QString test;
    // A ruleset procedure (a charge and its melee) taken as one entry, in place of one test: the
    // actor is the charger, the target the unit charged, the distance among the inputs.
    QString procedure;
    QString response; // the target's response
    QStringList skipped; // triggered tests the umpire passed over, by step path
    QString actor;
    QString target;
    // A procedure's other units, by its role ("gun": the gun the unit charged supports).
    QMap<QString, QString> roles;
    TestChoices choices; // for every test of the chain
    QMap<QString, TestChoices> byTest; // for one test of the chain only, by test id
    QMap<QString, int> inputs; // numbers the players entered, by input id
    std::optional<QList<int>> faces; // none: the app rolls them when the action is played
    QList<FaceSource> sources; // where each face came from; a face with none was typed
    // The umpire's reason for allowing a test the rules forbid here (a limbered battery firing);
    // empty: the rules are kept.
    QString override;
    std::optional<Reroll> reroll; // a re-roll of an entry undone just before, not a fresh test
    // The number of the owed test this takes (see OwedTest); 0: none. It is taken off the queue.
    int owed = 0;
    // Applied before its follow-ups are rolled: those still to roll join the queue of owed tests
    // instead of waiting for dice.
    bool owe = false;
    // Units made of figures: the figures the players named as struck by this test's hits, by unit
    // id, in order (the rest fall as the rules pick them), and those in contact in a melee (all
    // its standing figures when a unit has none named).
    QMap<QString, QStringList> struck{};
    QMap<QString, QStringList> inContact{};
    FaceSource sourceOf(qsizetype face) const { return sources.value(face, FaceSource::Typed); }
    void setFaces(const QList<int> &given, FaceSource source)
    {
        faces = given;
        sources = QList<FaceSource>(given.size(), source);
    }
    friend bool operator==(const Resolve &, const Resolve &) = default;
};

// The umpire's correction of one of a unit's fields (or its removal from play), or of a field or
// the role of one of its figures.
struct SetField {
    QString unit;
    QString field;
    QJsonValue value;
    QString reason;
    QString figure{}; // empty: the unit's own field
    friend bool operator==(const SetField &, const SetField &) = default;
};

// The next cards of the pile, rearranged (the same cards as the top of the pile).
struct Reorder {
    QList<DeckCard> cards;
    friend bool operator==(const Reorder &, const Reorder &) = default;
};

// A unit or commander arrives mid-battle (a reinforcement).
struct Join {
    QString id;
    QString name;
    QString type;
    QString side;
    QString commander;
    bool isCommander = false;
    QString level;
    QJsonObject fields;
    QString reason;
    friend bool operator==(const Join &, const Join &) = default;
};

// An order that rolls no dice (hold, load, treat wounds): the ruleset's effects on the unit.
struct Order {
    QString order;
    QString unit;
    QString target; // the unit it is given to, for an order that takes one
    QStringList answers; // the questions of the order answered yes
    QString override; // the umpire's reason for allowing an order the rules forbid here
    friend bool operator==(const Order &, const Order &) = default;
};
// The umpire's changes to the order of battle in play: a unit or commander renamed, moved under
// another commander of its side, or taken out of the battle altogether (entered by mistake, never
// came, left the field: not a loss, which is the "removed" field's). Each is one entry, undone
// like any other.
struct Rename {
    QString unit;
    QString name;
    QString reason;
    friend bool operator==(const Rename &, const Rename &) = default;
};
struct Transfer {
    QString unit;
    QString commander; // the commander it answers to from now on
    QString reason;
    friend bool operator==(const Transfer &, const Transfer &) = default;
};
struct Withdraw {
    QString unit;
    QString reason;
    friend bool operator==(const Withdraw &, const Withdraw &) = default;
};

// Takes back the last live entry, or brings back the one undone most recently. In the journal the
// marker names the entry's number; asked for, it needs none.
struct Undo {
    int seq = 0;
    friend bool operator==(const Undo &, const Undo &) = default;
};
struct Redo {
    int seq = 0;
    friend bool operator==(const Redo &, const Redo &) = default;
};

// The umpire passes over a test the rules owe (see OwedTest): never taken, journaled with why.
struct SkipOwed {
    int owed = 0;
    QString reason;
    friend bool operator==(const SkipOwed &, const SkipOwed &) = default;
};

// A unit's move as the table made it: a change of formation first, then so many inches through a
// kind of ground, straight ahead or by a manoeuvre. The ruleset says what it costs and brings about
// (a disorder, a test owed) and what forbids it (a loaded gun, a marker that holds the unit back).
struct Move {
    QString unit;
    double inches = 0; // how far it went after any change of formation
    QString to; // the formation it changes to first (empty: none)
    QString terrain; // the ground it moved through (empty: open ground)
    QString manoeuvre; // a wheel, an incline... (empty: straight ahead)
    QString override; // the umpire's reason for allowing a move the rules forbid
    bool face = false; // a change of face first (to a flank or about), where the rules cost one
    friend bool operator==(const Move &, const Move &) = default;
};

// The umpire moves the battle onto other rules of the same ruleset (a newer version, or house
// rules changed since): play goes on from the state as it stands, under them. Asked for, it names
// nothing and takes the library's rules of the battle's id (LiveBattle fills it in); journaled, it
// names the rules it moves from and onto and keeps a copy of the new ones, so that it replays
// the same wherever the files around it have gone. Undone like any entry, back to the rules before.
struct UpdateRules {
    rules::RulesetPin from;
    rules::RulesetPin to;
    QString copy; // the new rules (RulesetCopy)
    bool isAsked() const { return to.isEmpty() && copy.isEmpty(); }
    friend bool operator==(const UpdateRules &, const UpdateRules &) = default;
};

// The umpire's note in the journal: what the rules leave to him (a random event, a judgement of
// victory, a ruling), in his words. It changes nothing else.
struct Note {
    QString text;
    friend bool operator==(const Note &, const Note &) = default;
};

} // namespace action

using Action = std::variant<action::Draw, action::Next, action::EndTurn, action::Resolve, action::SetField,
                            action::Reorder, action::Join, action::Order, action::Rename, action::Transfer,
                            action::Withdraw, action::Undo, action::Redo, action::SkipOwed,
                            action::UpdateRules, action::Move, action::Note>;

// Actions as JSON, at the edges only: the journal on disk, `adjutant-cli play`, scripts.
//   {"kind": "draw"}, {"kind": "next"}, {"kind": "end-turn"}
//   {"kind": "resolve", "test": ID, "actor": UNIT, "target": UNIT, "ticked": [...], "chosen": {...},
//    "tests": {TEST: {"ticked": [...], "chosen": {...}}}, "inputs": {...}, "faces": [...],
//    "source": "typed"|"app"} (every face from one source), or "sources": ["typed", "app", ...]
//    (one a face, when some were typed and some rolled)
//   {"kind": "resolve", "procedure": ID, "response": ID, "skip": [STEP...], "actor", "target",
//    "inputs": {"distance": N}, ... as above}: a whole charge, one entry (adjutant-cli help charge)
//   {"kind": "set", "unit": UNIT, "field": ID, "value": V, "reason": TEXT}, or with "figure": FIGURE
//    a field (or "role") of one of its figures
//   "struck": {UNIT: [FIGURE...]} and "inContact": {UNIT: [FIGURE...]} on a resolve: the figures hit
//    first, and those fighting in a melee
//   {"kind": "reorder", "cards": [{"card": .., "unit": ..}, ...]}
//   {"kind": "join", "unit": {"id", "name", "type", "side", "commander", "isCommander", "level",
//    "fields"}, "reason": TEXT}
//   {"kind": "order", "order": ID, "unit": UNIT, "target": UNIT, "answers": [QUESTION...], "override":
//   REASON}
//   {"kind": "rename", "unit": UNIT, "name": TEXT, "reason": TEXT}
//   {"kind": "transfer", "unit": UNIT, "commander": UNIT, "reason": TEXT}
//   {"kind": "withdraw", "unit": UNIT, "reason": TEXT}
//   {"kind": "resolve", ..., "owed": N}: takes the owed test number N (test, actor and target may
//    then be left out: they are the owed test's); "owe": true applies a test whose follow-ups are
//    not rolled yet, and they are owed
//   {"kind": "skip", "owed": N, "reason": TEXT}: the umpire passes over owed test N
//   {"kind": "move", "unit": UNIT, "inches": N, "to": FORMATION, "terrain": ID, "manoeuvre": ID,
//    "face": true, "override": REASON}: a move (inches may be fractional: 2.5; face: a change of
//    face first)
//   {"kind": "note", "text": TEXT}: the umpire's note (a random event, victory), journaled
//   {"kind": "undo"}, {"kind": "redo"}
//   {"kind": "update-rules"}: onto the library's rules of the battle's id; journaled as
//    {"kind": "update-rules", "from": PIN, "to": PIN, "copy": RULES} (PIN: {"id", "version", "sha256"})
// What chance decided is written too ("shuffle", "fate", "faces"), so replay never rolls.
class ActionJson
{
    Q_DECLARE_TR_FUNCTIONS(ActionJson)
public:
    enum class Keys {
        Strict, // an unknown key is a mistake (a misspelt one would be silently ignored)
        AsJournaled, // entries journaled by earlier versions may carry keys no longer read
    };
    static std::optional<Action> read(const QJsonObject &json, QString *error, Keys keys = Keys::Strict);
    static QJsonObject write(const Action &action);
    // "draw", "resolve"... as in the JSON.
    static QString kind(const Action &action);
    // Every kind, for messages and help.
    static QStringList kinds();
    // The umpire's reason given with an action the rules forbid (a test, an order, a move); empty
    // for none or for a kind that takes none.
    static QString overrideOf(const Action &action);
};

} // namespace adjutant::battle
