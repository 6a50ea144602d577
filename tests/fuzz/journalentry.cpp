// One journal entry's line, as replay reads it (core/battle/entryline, journal): a line laid out
// as Adjutant writes it is split without parsing it whole. Checked besides not crashing: what the
// split reads is what Qt reads from the same line parsed whole (Journal::fromJson), the action,
// its number, hash, summary and marks alike, and a line it passes over is one Qt could read too.
// The action itself, when it is one of the plain kinds, is read from its bytes (ActionLine): what
// that reads is what Qt's parse of the action alone and ActionJson read (Journal::actionFrom).
#include "fuzzsupport.h"

#include "battle/actionline.h"
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

QString described(const std::optional<Action> &a)
{
    if (!a)
        return QStringLiteral("(not read)");
    return QString::fromUtf8(QJsonDocument(ActionJson::write(*a)).toJson(QJsonDocument::Compact));
}

// Alike as play takes them: a field set to 1 and to 1.0 is one JSON value, not one variant.
bool sameAction(const Action &a, const Action &b)
{
    const auto *setA = std::get_if<action::SetField>(&a);
    const auto *setB = std::get_if<action::SetField>(&b);
    return a == b && ActionJson::write(a) == ActionJson::write(b)
        && (!setA || setA->value.toVariant().typeId() == setB->value.toVariant().typeId());
}

bool same(const JournalEntry &a, const JournalEntry &b)
{
    return a.seq == b.seq && a.undone == b.undone && a.superseded == b.superseded
        && a.stateHash == b.stateHash && a.summary == b.summary && sameAction(a.action, b.action);
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
    if (const std::optional<Action> fast = ActionLine::read(split->action)) {
        const QJsonDocument action = QJsonDocument::fromJson(split->action.toByteArray());
        const std::optional<Action> qt
            = action.isObject() ? Journal::actionFrom(action.object()) : std::nullopt;
        if (!qt || !sameAction(*fast, *qt))
            fuzz::broken("the action read from its bytes reads otherwise than Qt's",
                         described(fast) + QStringLiteral(" / Qt: ") + described(qt));
    }
    const std::optional<JournalEntry> ours = Journal::fromLine(*split);
    const std::optional<JournalEntry> qt = Journal::fromJson(QJsonDocument::fromJson(line).object());
    if (ours.has_value() != qt.has_value() || (ours && !same(*ours, *qt)))
        fuzz::broken("the split line reads otherwise than the whole",
                     described(ours) + QStringLiteral(" / Qt: ") + described(qt));
    return 0;
}
