#pragma once

#include <QHash>
#include <QSet>
#include <QString>

#include <functional>

namespace adjutant::battle {

// The one rule for an id made from a name people typed (a unit that joins, a side, a commander or
// a unit of the scenario editor, a list read in, a scenario or an army file): lower case, accents
// dropped ("Légère" gives "legere"), letters and digits of any script kept, anything else one
// hyphen between words; "unit" when nothing is left. Ids already written in files are never made
// again: they stay as they are.
QString idFromName(const QString &name);

// idFromName, then "-2", "-3"... until it is not taken.
QString uniqueIdFromName(const QString &name, const std::function<bool(const QString &)> &taken);
// The same against a set of ids, to which the id made is added.
QString uniqueIdFromName(const QString &name, QSet<QString> *taken);

// The ids of many names, each made as uniqueIdFromName makes it, in time in proportion to their
// number however many share a name (32,000 units all "Battalion" in a list): it remembers the
// next number to try for each name's id.
class UniqueIds
{
public:
    QString take(const QString &name);

private:
    QSet<QString> m_taken;
    QHash<QString, int> m_next; // an id made from a name -> the next number to try after it
};

} // namespace adjutant::battle
