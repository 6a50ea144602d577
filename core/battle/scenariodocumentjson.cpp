// The document as a scenario file holds it, read and written, and checked as the scenario loader
// checks a file. See scenariodocument.h.

#include "scenariodocument.h"

#include "idfromname.h"
#include "orderofbattlelist.h"
#include "scenario.h"

#include "rules/wording.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace adjutant::battle {

using namespace adjutant::rules;

// ---- read --------------------------------------------------------------------------------------

void ScenarioDocument::loadJson(const QJsonObject &root)
{
    m_state = State();
    m_state.title = root.value(u"name").toString();
    m_state.id = root.value(u"id").toString();
    m_state.explain = root.value(u"explain").toString();
    m_state.victory = root.value(u"victory").toString();
    const QJsonObject settings = root.value(u"settings").toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        m_state.settings.insert(it.key(), it.value().toString());
    for (const QJsonValue v : root.value(u"sides").toArray())
        appendSide(v.toObject());
}

void ScenarioDocument::appendSide(const QJsonObject &side)
{
    const auto readBodies = [&](const auto &self, const QJsonArray &list, const QString &sideUid,
                                const QString &parent, bool commanders) -> void {
        for (const QJsonValue v : list) {
            const QJsonObject o = v.toObject();
            Body b;
            b.uid = newUid();
            b.id = o.value(u"id").toString();
            b.side = sideUid;
            b.parent = parent;
            b.commander = commanders;
            b.name = o.value(u"name").toString();
            b.type = o.value(u"type").toString();
            b.level = o.value(u"level").toString();
            b.fields = o.value(u"fields").toObject().toVariantHash();
            m_state.bodies.append(b);
            if (commanders) {
                self(self, o.value(u"commanders").toArray(), sideUid, b.uid, true);
                self(self, o.value(u"units").toArray(), sideUid, b.uid, false);
            }
        }
    };
    // A side that names no pattern takes its place's, as the scenario loader gives it; a wrong
    // one is kept as written, for its row to say what is wrong with it.
    const QJsonValue pattern = side.value(u"pattern");
    Side s{newUid(),
           side.value(u"id").toString(),
           side.value(u"name").toString(),
           side.value(u"colour").toString(),
           pattern.isString() ? pattern.toString() : defaultSidePattern(m_state.sides.size()),
           side.value(u"defaults").toObject().toVariantHash()};
    m_state.sides.append(s);
    readBodies(readBodies, side.value(u"commanders").toArray(), s.uid, QString(), true);
}

// ---- written -----------------------------------------------------------------------------------

QJsonObject ScenarioDocument::scenarioJson() const
{
    QHash<QString, QString> pathToUid;
    return written(&pathToUid);
}

QJsonObject ScenarioDocument::sideJson(const QString &sideUid) const
{
    const qsizetype index = sideIndex(sideUid);
    return index < 0 ? QJsonObject() : scenarioJson().value(u"sides").toArray().at(index).toObject();
}

QJsonObject ScenarioDocument::written(QHash<QString, QString> *pathToUid) const
{
    QSet<QString> ids, sideIds;
    QJsonObject root;
    root.insert(QStringLiteral("format"), 1);
    root.insert(QStringLiteral("id"), m_state.id.isEmpty() ? idFromName(m_state.title) : m_state.id);
    root.insert(QStringLiteral("name"), m_state.title);
    if (!m_state.explain.isEmpty())
        root.insert(QStringLiteral("explain"), m_state.explain);
    if (!m_state.victory.isEmpty())
        root.insert(QStringLiteral("victory"), m_state.victory);
    root.insert(QStringLiteral("ruleset"), rulesetId());
    if (!m_state.settings.isEmpty()) {
        QJsonObject settings;
        for (auto it = m_state.settings.begin(); it != m_state.settings.end(); ++it)
            settings.insert(it.key(), it.value());
        root.insert(QStringLiteral("settings"), settings);
    }
    QJsonArray sides;
    for (const Side &s : m_state.sides) {
        const QString path = QStringLiteral("sides[%1]").arg(sides.size());
        pathToUid->insert(path, s.uid);
        QString id = s.id;
        if (id.isEmpty() || sideIds.contains(id))
            id = uniqueIdFromName(s.name, &sideIds);
        else
            sideIds.insert(id);
        QJsonObject o{{QStringLiteral("id"), id}, {QStringLiteral("name"), s.name}};
        if (!s.colour.isEmpty())
            o.insert(QStringLiteral("colour"), s.colour);
        if (!s.pattern.isEmpty())
            o.insert(QStringLiteral("pattern"), s.pattern);
        if (!s.defaults.isEmpty())
            o.insert(QStringLiteral("defaults"), QJsonObject::fromVariantHash(s.defaults));
        QJsonArray commanders;
        for (const Body &b : m_state.bodies)
            if (b.side == s.uid && b.parent.isEmpty() && b.commander)
                commanders.append(bodyJson(b, path + QStringLiteral(".commanders[%1]").arg(commanders.size()),
                                           pathToUid, &ids));
        o.insert(QStringLiteral("commanders"), commanders);
        sides.append(o);
    }
    root.insert(QStringLiteral("sides"), sides);
    return root;
}

QJsonObject ScenarioDocument::bodyJson(const Body &b, const QString &path, QHash<QString, QString> *pathToUid,
                                       QSet<QString> *ids) const
{
    pathToUid->insert(path, b.uid);
    QString id = b.id;
    if (id.isEmpty() || ids->contains(id))
        id = uniqueIdFromName(b.name, ids);
    else
        ids->insert(id);
    QJsonObject o{
        {QStringLiteral("id"), id}, {QStringLiteral("name"), b.name}, {QStringLiteral("type"), b.type}};
    if (b.commander && !b.level.isEmpty())
        o.insert(QStringLiteral("level"), b.level);
    if (!b.fields.isEmpty())
        o.insert(QStringLiteral("fields"), QJsonObject::fromVariantHash(b.fields));
    if (!b.commander)
        return o;
    QJsonArray commanders, units;
    for (const Body &x : m_state.bodies) {
        if (x.parent != b.uid)
            continue;
        if (x.commander)
            commanders.append(
                bodyJson(x, path + QStringLiteral(".commanders[%1]").arg(commanders.size()), pathToUid, ids));
        else
            units.append(bodyJson(x, path + QStringLiteral(".units[%1]").arg(units.size()), pathToUid, ids));
    }
    if (!commanders.isEmpty())
        o.insert(QStringLiteral("commanders"), commanders);
    if (!units.isEmpty())
        o.insert(QStringLiteral("units"), units);
    return o;
}

// ---- checked -----------------------------------------------------------------------------------

ScenarioDocument::Problems ScenarioDocument::check() const
{
    Problems found;
    if (!m_ruleset)
        return found;
    QSet<QString> nameless; // said here, so the loader's word on it is not said again
    for (const Side &s : m_state.sides)
        if (s.name.isEmpty()) {
            found.byUid[s.uid].append(tr("a side needs a name"));
            nameless.insert(s.uid);
        }
    for (const Body &b : m_state.bodies)
        if (b.name.isEmpty()) {
            found.byUid[b.uid].append(tr("a name is needed"));
            nameless.insert(b.uid);
        }
    if (!m_inPlay)
        for (const Side &s : m_state.sides)
            if (std::none_of(m_state.bodies.cbegin(), m_state.bodies.cend(),
                             [&s](const Body &b) { return b.side == s.uid && !b.commander; }))
                found.byUid[s.uid].append(tr("a side needs a unit under its commanders"));
    // The scenario loader's own checks, each on the side or body its path is in (the longest
    // path that holds it), the rest on the battle.
    QHash<QString, QString> pathToUid;
    const ScenarioLoadResult r
        = ScenarioLoader::loadObject(written(&pathToUid), tr("the battle"), *m_ruleset);
    for (const json::FileError &e : r.errors) {
        QString best;
        QString uid;
        for (auto it = pathToUid.begin(); it != pathToUid.end(); ++it)
            if ((e.path == it.key() || e.path.startsWith(it.key() + u'.')
                 || e.path.startsWith(it.key() + u'['))
                && it.key().size() > best.size()) {
                best = it.key();
                uid = it.value();
            }
        if (nameless.contains(uid) && e.path == best + QStringLiteral(".name"))
            continue; // its name is missing: already said
        if (uid.isEmpty())
            found.general.append(e.message);
        else
            found.byUid[uid].append(e.message);
    }
    found.general.removeDuplicates();
    found.count = found.general.size();
    for (const QStringList &l : std::as_const(found.byUid))
        found.count += l.size();
    return found;
}

// ---- helpers -----------------------------------------------------------------------------------

qsizetype ScenarioDocument::bodyIndex(const QString &uid) const
{
    for (qsizetype i = 0; i < m_state.bodies.size(); ++i)
        if (m_state.bodies.at(i).uid == uid)
            return i;
    return -1;
}

qsizetype ScenarioDocument::sideIndex(const QString &uid) const
{
    for (qsizetype i = 0; i < m_state.sides.size(); ++i)
        if (m_state.sides.at(i).uid == uid)
            return i;
    return -1;
}

QString ScenarioDocument::summary(const QVariantHash &fields) const
{
    if (!m_ruleset)
        return {};
    QStringList parts;
    for (const Field &f : m_ruleset->fields) {
        if (!fields.contains(f.id))
            continue;
        const QVariant v = fields.value(f.id);
        switch (f.kind) {
        case FieldKind::Ladder:
            parts.append(tr("%1 %2").arg(f.doc.name, Wording::choiceName(*m_ruleset, f, v.toString())));
            break;
        case FieldKind::Choice: {
            const Formation *fm
                = f.choicesFrom == u"formations" ? m_ruleset->formation(v.toString()) : nullptr;
            const QString name = Wording::choiceName(*m_ruleset, f, v.toString());
            parts.append(fm ? name : tr("%1 %2").arg(f.doc.name, name));
            break;
        }
        case FieldKind::Flag:
            parts.append(v.toBool() ? f.doc.name : tr("not %1").arg(f.doc.name));
            break;
        case FieldKind::Integer:
            parts.append(tr("%1 %2").arg(f.doc.name, QString::number(v.toInt())));
            break;
        }
    }
    return parts.join(QStringLiteral(" · "));
}

QString ScenarioDocument::commanderType(const QString &level) const
{
    if (!m_ruleset || m_ruleset->unitTypes.isEmpty())
        return {};
    QStringList leaders;
    for (const UnitType &t : m_ruleset->unitTypes) {
        if (t.arm != u"commander" && t.arm != u"officer")
            continue;
        if (OrderOfBattleList::comparable(t.id).contains(level))
            return t.id; // one named for the level (a division commander)
        leaders.append(t.id);
    }
    if (leaders.isEmpty())
        return m_ruleset->unitTypes.constFirst().id;
    // Otherwise the first for the army (the commander-in-chief), the last below it (a brigadier).
    return level == u"army" ? leaders.constFirst() : leaders.constLast();
}

QString ScenarioDocument::uniqueName(const QString &base) const
{
    QSet<QString> names;
    for (const Body &b : m_state.bodies)
        names.insert(b.name);
    for (const Side &s : m_state.sides)
        names.insert(s.name);
    // "Infantry regiment 3" after 1 and 2; a base already numbered counts on from its number.
    static const QRegularExpression numbered(QStringLiteral("^(.*\\S)\\s+(\\d+)$"));
    QString stem = base;
    int n = 1;
    if (const QRegularExpressionMatch m = numbered.match(base); m.hasMatch()) {
        stem = m.captured(1);
        n = m.captured(2).toInt();
    }
    if (!names.contains(base))
        return base;
    QString name = base;
    while (names.contains(name))
        name = QStringLiteral("%1 %2").arg(stem, QString::number(++n));
    return name;
}

} // namespace adjutant::battle
