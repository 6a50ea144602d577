#pragma once

#include "report/entryevents.h"

#include <QString>

namespace adjutant::ui {

// The seam between play and the table's ears: the battle session tells it the cue each journaled
// event asks for and what to read aloud, and never waits for either. The app's Announcer turns
// them into sound and speech as the settings say; tests record them.
class TableAnnouncer
{
public:
    virtual ~TableAnnouncer() = default;
    virtual void cue(report::Cue cue) = 0;
    virtual void say(const QString &text) = 0;
};

} // namespace adjutant::ui
