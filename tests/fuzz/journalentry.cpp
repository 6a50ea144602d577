// One journal entry's line, as replay reads it (core/battle/entryline, journal): a line laid out
// as Adjutant writes it is split without parsing it whole. Checked besides not crashing: what the
// split reads is what Qt reads from the same line parsed whole (Journal::fromJson), the action,
// its number, hash, summary and marks alike, and a line it passes over is one Qt could read too.
#include "fuzzsupport.h"

#include "battle/entryline.h"
#include "battle/journal.h"

#include <QJsonDocument>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

QString described(const std::optional<JournalEntry> &e)
{
    if (!e)
        return QStringLiteral("(not read)");
    return QString::fromUtf8(QJsonDocument(Journal::toJson(*e)).toJson(QJsonDocument::Compact));
}

bool same(const JournalEntry &a, const JournalEntry &b)
{
    return a.seq == b.seq && a.undone == b.undone && a.superseded == b.superseded
        && a.stateHash == b.stateHash && a.summary == b.summary
        && ActionJson::write(a.action) == ActionJson::write(b.action);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QByteArray line = fuzz::bytes(data, size);
    const std::optional<EntryLine> split = EntryLine::split(line);
    if (!split)
        return 0; // read whole by Qt, as before
    const std::optional<JournalEntry> ours = Journal::fromLine(*split);
    const std::optional<JournalEntry> qt = Journal::fromJson(QJsonDocument::fromJson(line).object());
    if (ours.has_value() != qt.has_value() || (ours && !same(*ours, *qt)))
        fuzz::broken("the split line reads otherwise than the whole",
                     described(ours) + QStringLiteral(" / Qt: ") + described(qt));
    return 0;
}
