#include "statecatchup.h"

namespace adjutant::battle {

bool sharesUnit(const rules::UnitState &a, const rules::UnitState &b)
{
    return a.fields.isSharedWith(b.fields) && a.removed == b.removed && a.chief == b.chief
        && a.phasing == b.phasing && a.commanders == b.commanders && a.figures.isSharedWith(b.figures)
        && a.id.constData() == b.id.constData() && a.name.constData() == b.name.constData()
        && a.type.constData() == b.type.constData();
}

void catchUp(BattleState &before, const BattleState &after, const std::optional<QStringList> &written)
{
    if (written) {
        rules::UnitTable units = std::move(before.units);
        before = after;
        for (const QString &id : *written) {
            const auto now = after.units.constFind(id);
            if (now == after.units.cend())
                units.remove(id);
            else if (const auto was = units.constFind(id); was == units.cend() || !sharesUnit(*was, *now))
                units.insert(id, *now);
        }
        before.units = std::move(units);
        return;
    }
    QHash<QString, rules::UnitState> units = std::move(before.units.edit());
    before = after;
    bool alike = units.size() == after.units.size();
    if (alike) {
        auto was = units.begin();
        for (auto now = after.units.cbegin(); now != after.units.cend(); ++was, ++now) {
            if (was.key().constData() != now.key().constData() && was.key() != now.key()) {
                alike = false; // laid out otherwise (a unit joined): the table is shared whole
                break;
            }
            if (!sharesUnit(*was, *now))
                *was = *now;
        }
    }
    if (alike)
        before.units = std::move(units);
}

} // namespace adjutant::battle
