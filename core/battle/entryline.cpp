#include "entryline.h"

#include "json/compactjson.h"

namespace adjutant::battle {

namespace {

// Deeper than this, the action is left to Qt with the whole line: Qt's parser has a limit of its
// own, which the action read alone would meet one level later.
constexpr int kDeepestAction = 64;

} // namespace

std::optional<EntryLine> EntryLine::split(QByteArrayView line, Summary wanted)
{
    EntryLine entry;
    qsizetype at = 0;
    if (!json::compact::take(line, at, "{\"action\":") || at >= line.size() || line.at(at) != '{')
        return std::nullopt;
    const qsizetype actionEnd = json::compact::objectEnd(line, at, kDeepestAction);
    if (actionEnd < 0)
        return std::nullopt;
    entry.action = line.sliced(at, actionEnd - at);
    at = actionEnd;
    std::optional<QString> hash, summary;
    std::optional<int> seq;
    if (!json::compact::take(line, at, ",\"hash\":") || !(hash = json::compact::text(line, at))
        || !json::compact::take(line, at, ",\"seq\":") || !(seq = json::compact::whole(line, at))
        || !json::compact::take(line, at, ",\"summary\":"))
        return std::nullopt;
    if (wanted == Summary::Read ? !(summary = json::compact::text(line, at))
                                : !json::compact::skipText(line, at))
        return std::nullopt;
    entry.hash = std::move(*hash);
    entry.seq = *seq;
    if (summary)
        entry.summary = std::move(*summary);
    entry.superseded = json::compact::take(line, at, ",\"superseded\":true");
    entry.undone = json::compact::take(line, at, ",\"undone\":true");
    if (at != line.size() - 1 || line.at(at) != '}')
        return std::nullopt;
    return entry;
}

} // namespace adjutant::battle
