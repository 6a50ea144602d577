#include "idfromname.h"

namespace adjutant::battle {

QString idFromName(const QString &name)
{
    QString id;
    // Compatibility decomposition splits "é" into "e" and its accent, "ﬁ" into "fi", "²" into "2".
    const QString plain = name.normalized(QString::NormalizationForm_KD).toLower();
    for (const QChar c : plain) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue; // the accent of an é
        if (c.isLetterOrNumber())
            id.append(c);
        else if (!id.isEmpty() && !id.endsWith(u'-'))
            id.append(u'-');
    }
    while (id.endsWith(u'-'))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("unit") : id;
}

QString uniqueIdFromName(const QString &name, const std::function<bool(const QString &)> &taken)
{
    const QString base = idFromName(name);
    QString id = base;
    for (int n = 2; taken(id); ++n)
        id = base + u'-' + QString::number(n);
    return id;
}

QString uniqueIdFromName(const QString &name, QSet<QString> *taken)
{
    QString id
        = uniqueIdFromName(name, [taken](const QString &candidate) { return taken->contains(candidate); });
    taken->insert(id);
    return id;
}

QString UniqueIds::take(const QString &name)
{
    const QString base = idFromName(name);
    // Every number below the one remembered was taken when it was tried, and ids are never given
    // back: the first free one is where uniqueIdFromName would stop too.
    int n = m_next.value(base, 1);
    QString id = n == 1 ? base : base + u'-' + QString::number(n);
    while (m_taken.contains(id))
        id = base + u'-' + QString::number(++n);
    m_next.insert(base, n + 1);
    m_taken.insert(id);
    return id;
}

} // namespace adjutant::battle
