#pragma once

#include "action.h"

#include <QByteArrayView>

#include <optional>

namespace adjutant::battle {

// An action's object as the journal holds it (ActionJson::write, written compact by QJsonDocument,
// keys in order), read straight from its bytes for the kinds a long battle is mostly made of: a
// card drawn, the next phase, the turn's end (either with the next turn's deck shuffled), a test
// resolved with its faces, a field the umpire set. Replay reads every entry of a battle, and Qt's
// parse of each action and ActionJson's reading of it cost more than all the rest of reading the
// journal. Any other kind, a key it does not take on, a value of another sort (a fraction, a
// sign, an object), a text with a \u escape, or a space gives nothing: the caller reads it with
// Qt as journaled (Journal::actionFrom). What it does give is what that reads from the same bytes
// (tst_journal, fuzz_journalentry).
class ActionLine
{
public:
    static std::optional<Action> read(QByteArrayView object);
};

} // namespace adjutant::battle
