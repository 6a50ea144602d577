#pragma once

#include "actionplay.h"

#include "battle/action.h"

#include <QCoreApplication>

namespace adjutant::battle {

// The umpire's own entries played onto the battle: a note, a correction of a field or a figure,
// a unit joining, a rename, a unit moved under another commander, a unit taken out. Each says
// why in the journal when the umpire gave a reason.
class UmpirePlay
{
    Q_DECLARE_TR_FUNCTIONS(Battle) // the journal's words are the battle's
public:
    explicit UmpirePlay(const ActionPlay &play) : m_play(play) { }

    // A note: plain text, not empty, at most Battle::kMaxNoteLength characters.
    bool operator()(const action::Note &a) const;
    bool operator()(const action::SetField &a) const;
    bool operator()(const action::Join &a) const;
    bool operator()(const action::Rename &a) const;
    bool operator()(const action::Transfer &a) const;
    bool operator()(const action::Withdraw &a) const;

private:
    // The correction of one figure: a field of its own, or its role.
    bool setFigure(const action::SetField &a) const;

    const ActionPlay &m_play;
};

} // namespace adjutant::battle
