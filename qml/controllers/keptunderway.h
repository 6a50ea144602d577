#pragma once

#include "battle/action.h"

#include <QString>
#include <functional>
#include <optional>

namespace adjutant::ui {

class BattleSession;

// What a sheet has under way (a test, a charge), kept beside the battle's file in FILE.pending so
// that closing the app or the tablet sleeping loses nothing, and read back when the battle opens.
// One per sheet: it remembers which file it wrote, so that it forgets only its own.
class KeptUnderWay
{
public:
    // Writes the action under way beside the session's file, or, with none, forgets what this
    // sheet kept there, both on the session's writing thread (SideFileWriter). A read-only battle
    // keeps nothing; a write that fails (a full disk, a link in FILE.pending's place) is warned of
    // once on the battle's banner, and the sheet goes on, it is just not kept.
    void keep(BattleSession *session, const std::optional<battle::action::Resolve> &underWay);
    // The session's file is now this sheet's own (an offer was taken from it).
    void adopt(BattleSession *session);
    // Another battle was opened: what was kept beside the old one stays there.
    void leave()
    {
        m_keptFor.clear();
        m_written.reset();
    }

    // What the session's file keeps under way, when `belongs` takes it (a test sheet takes
    // tests, the charge flow charges; another battle's, or a unit no longer in it, is not). One
    // that cannot be read (damaged, a pipe, a link) is left alone and said on the battle's banner.
    static std::optional<battle::action::Resolve>
    read(BattleSession *session, const std::function<bool(const battle::action::Resolve &)> &belongs);

private:
    QString m_keptFor; // the battle file the action under way is kept beside
    std::optional<battle::action::Resolve> m_written; // what it last asked to be written there
};

} // namespace adjutant::ui
