#include "scenariodocument.h"

#include "orderofbattlelist.h"
#include "scenario.h"

#include "rules/wording.h"

#include <QRegularExpression>

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

constexpr qsizetype kUndoDepth = 200;

// The side or body of a list with this uid, as const as the list; nullptr if none.
template<typename List>
auto withUid(List &list, const QString &uid) -> decltype(&*list.begin())
{
    for (auto &x : list)
        if (x.uid == uid)
            return &x;
    return nullptr;
}

} // namespace

// ---- what is edited ----------------------------------------------------------------------------

void ScenarioDocument::begin(Ruleset ruleset)
{
    m_ruleset = std::move(ruleset);
    m_undo.clear();
    m_inPlay = false;
    m_state = State();
    m_state.title = tr("A new battle");
    const QStringList names{tr("First side"), tr("Second side")};
    const QStringList colours{QStringLiteral("#1f4e9c"), QStringLiteral("#b3261e")};
    for (qsizetype i = 0; i < 2; ++i) {
        const Side s{newUid(), QString(), names.at(i), colours.at(i), defaultSidePattern(i), {}};
        m_state.sides.append(s);
        m_state.bodies.append(commanderInChief(s.uid));
    }
    ++m_revision;
}

void ScenarioDocument::open(Ruleset ruleset, const QJsonObject &scenario, bool inPlay, const QString &what)
{
    if (!what.isEmpty() && m_ruleset && m_ruleset->id == ruleset.id)
        remember(what);
    else
        m_undo.clear();
    m_ruleset = std::move(ruleset);
    m_inPlay = inPlay;
    loadJson(scenario);
    ++m_revision;
}

void ScenarioDocument::replaceWith(const QJsonObject &scenario, const QString &what)
{
    remember(what);
    loadJson(scenario);
}

void ScenarioDocument::addSide(const QJsonObject &side, const QString &what)
{
    remember(what);
    appendSide(side); // ids that clash with those already here are made anew on saving
}

ScenarioDocument::Body ScenarioDocument::commanderInChief(const QString &sideUid)
{
    Body c;
    c.uid = newUid();
    c.side = sideUid;
    c.commander = true;
    c.name = tr("Commander-in-chief");
    c.level = QStringLiteral("army");
    c.type = commanderType(c.level);
    return c;
}

const ScenarioDocument::Body *ScenarioDocument::body(const QString &uid) const
{
    return withUid(m_state.bodies, uid);
}

ScenarioDocument::Body *ScenarioDocument::body(const QString &uid)
{
    return withUid(m_state.bodies, uid);
}

const ScenarioDocument::Side *ScenarioDocument::side(const QString &uid) const
{
    return withUid(m_state.sides, uid);
}

ScenarioDocument::Side *ScenarioDocument::side(const QString &uid)
{
    return withUid(m_state.sides, uid);
}

QString ScenarioDocument::sideName(const QString &uid) const
{
    const Side *s = side(uid);
    return s ? s->name : QString();
}

QString ScenarioDocument::nameOf(const QString &uid) const
{
    if (const Body *b = body(uid))
        return b->name;
    return sideName(uid);
}

int ScenarioDocument::unitCount() const
{
    return static_cast<int>(std::count_if(m_state.bodies.begin(), m_state.bodies.end(),
                                          [](const Body &b) { return !b.commander; }));
}

QStringList ScenarioDocument::levels()
{
    return OrderOfBattleList::levels();
}

QList<ScenarioDocument::Row> ScenarioDocument::rows() const
{
    QList<Row> rows;
    for (const Side &s : m_state.sides) {
        rows.append({Row::Kind::Side, s.uid, 0});
        appendRows(rows, s.uid, QString(), 1);
    }
    return rows;
}

void ScenarioDocument::appendRows(QList<Row> &rows, const QString &sideUid, const QString &parent,
                                  int depth) const
{
    for (const Body &b : m_state.bodies) {
        if (b.side != sideUid || b.parent != parent || !b.commander)
            continue;
        rows.append({Row::Kind::Commander, b.uid, depth});
        for (const Body &u : m_state.bodies)
            if (u.parent == b.uid && !u.commander)
                rows.append({Row::Kind::Unit, u.uid, depth + 1});
        appendRows(rows, sideUid, b.uid, depth + 1);
    }
}

QString ScenarioDocument::newUid()
{
    return QStringLiteral("r%1").arg(m_nextUid++);
}

// ---- edits -------------------------------------------------------------------------------------

bool ScenarioDocument::setTitle(const QString &title)
{
    if (title == m_state.title)
        return true;
    remember(tr("Rename the battle"));
    m_state.title = title;
    return true;
}

bool ScenarioDocument::setOption(const QString &optionId, const QString &choiceId)
{
    const Option *o = m_ruleset ? m_ruleset->option(optionId) : nullptr;
    if (!o || std::none_of(o->choices.begin(), o->choices.end(), [&](const OptionChoice &c) {
            return c.id == choiceId;
        }))
        return false;
    if (m_state.settings.value(optionId, o->defaultChoice) == choiceId)
        return true;
    remember(tr("Choose %1").arg(o->doc.name));
    m_state.settings.insert(optionId, choiceId);
    return true;
}

bool ScenarioDocument::rename(const QString &uid, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (Side *s = side(uid)) {
        if (s->name == trimmed)
            return true;
        remember(tr("Rename %1").arg(s->name));
        side(uid)->name = trimmed;
    } else if (Body *b = body(uid)) {
        if (b->name == trimmed)
            return true;
        remember(tr("Rename %1").arg(b->name));
        body(uid)->name = trimmed;
    } else {
        return false;
    }
    return true;
}

bool ScenarioDocument::setSideColour(const QString &uid, const QString &colour)
{
    static const QRegularExpression hex(QStringLiteral("^#[0-9A-Fa-f]{6}$"));
    Side *s = side(uid);
    if (!s || !hex.match(colour).hasMatch())
        return false;
    remember(tr("Colour of %1").arg(s->name));
    side(uid)->colour = colour;
    return true;
}

bool ScenarioDocument::setSidePattern(const QString &uid, const QString &pattern)
{
    Side *s = side(uid);
    if (!s || !battle::sidePatterns().contains(pattern) || s->pattern == pattern)
        return false;
    remember(tr("Pattern of %1").arg(s->name));
    side(uid)->pattern = pattern;
    return true;
}

bool ScenarioDocument::setType(const QString &uid, const QString &typeId)
{
    Body *b = body(uid);
    if (!b || !m_ruleset || !m_ruleset->unitType(typeId))
        return false;
    if (b->type == typeId)
        return true;
    remember(tr("Type of %1").arg(b->name));
    body(uid)->type = typeId;
    return true;
}

bool ScenarioDocument::setLevel(const QString &uid, const QString &level)
{
    Body *b = body(uid);
    if (!b || !b->commander || !levels().contains(level))
        return false;
    remember(tr("Level of %1").arg(b->name));
    body(uid)->level = level;
    return true;
}

bool ScenarioDocument::setField(const QString &uid, const QString &fieldId, const QVariant &value)
{
    const Field *f = m_ruleset ? m_ruleset->field(fieldId) : nullptr;
    if (!f)
        return false;
    QVariant v;
    switch (f->kind) {
    case FieldKind::Ladder: {
        const Ladder *l = m_ruleset->ladder(f->ladder);
        if (!l || !l->step(value.toString()))
            return false;
        v = value.toString();
        break;
    }
    case FieldKind::Choice:
        if (!f->choices.contains(value.toString()))
            return false;
        v = value.toString();
        break;
    case FieldKind::Flag:
        v = value.toBool();
        break;
    case FieldKind::Integer: {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok)
            return false;
        v = n; // its range is checked with the rest: an out-of-range number shows on its row
        break;
    }
    }
    QVariantHash *fields = nullptr;
    QString name;
    if (Body *b = body(uid)) {
        fields = &b->fields;
        name = b->name;
    } else if (Side *s = side(uid)) {
        fields = &s->defaults;
        name = s->name;
    } else {
        return false;
    }
    if (fields->value(fieldId) == v && fields->contains(fieldId))
        return true;
    remember(tr("%1 of %2").arg(f->doc.name, name));
    if (Body *b = body(uid))
        b->fields.insert(fieldId, v);
    else
        side(uid)->defaults.insert(fieldId, v);
    return true;
}

bool ScenarioDocument::clearField(const QString &uid, const QString &fieldId)
{
    Body *b = body(uid);
    Side *s = b ? nullptr : side(uid);
    QVariantHash *fields = b ? &b->fields : s ? &s->defaults : nullptr;
    if (!fields || !fields->contains(fieldId))
        return false;
    const Field *f = m_ruleset->field(fieldId);
    remember(tr("%1 of %2 back to its default").arg(f ? f->doc.name : fieldId, b ? b->name : s->name));
    if ((b = body(uid)))
        b->fields.remove(fieldId);
    else
        side(uid)->defaults.remove(fieldId);
    return true;
}

QString ScenarioDocument::addSide()
{
    if (!m_ruleset)
        return {};
    remember(tr("Add a side"));
    Side s{newUid(),
           QString(),
           uniqueName(tr("Side")),
           QStringLiteral("#6d6d6d"),
           defaultSidePattern(m_state.sides.size()),
           {}};
    m_state.sides.append(s);
    m_state.bodies.append(commanderInChief(s.uid));
    return s.uid;
}

QString ScenarioDocument::addCommander(const QString &underUid)
{
    const Body *parent = body(underUid);
    const Side *s = parent ? side(parent->side) : side(underUid);
    if (!m_ruleset || !s || (parent && !parent->commander))
        return {};
    Body c;
    c.uid = newUid();
    c.side = s->uid;
    c.commander = true;
    const QStringList all = levels();
    if (parent) {
        c.parent = parent->uid;
        c.level = all.value(std::min(all.indexOf(parent->level) + 1, all.size() - 1), all.last());
        if (parent->level.isEmpty())
            c.level = QStringLiteral("brigade");
    } else {
        c.level = all.constFirst();
    }
    c.type = commanderType(c.level);
    c.name = uniqueName(tr("%1 commander").arg(c.level.at(0).toUpper() + c.level.mid(1)));
    remember(tr("Add %1").arg(c.name));
    m_state.bodies.append(c);
    return c.uid;
}

QStringList ScenarioDocument::addUnits(const QString &commanderUid, const QString &typeId, int count)
{
    const Body *parent = body(commanderUid);
    const UnitType *type = m_ruleset ? m_ruleset->unitType(typeId) : nullptr;
    if (!parent || !parent->commander || !type || count < 1 || count > 100)
        return {};
    remember(count == 1 ? tr("Add a %1").arg(type->doc.name)
                        : tr("Add %1 × %2").arg(count).arg(type->doc.name));
    QStringList added;
    const QString side = parent->side;
    for (int i = 0; i < count; ++i) {
        Body u;
        u.uid = newUid();
        u.side = side;
        u.parent = commanderUid;
        u.type = typeId;
        u.name = uniqueName(type->doc.name);
        m_state.bodies.append(u);
        added.append(u.uid);
    }
    return added;
}

QString ScenarioDocument::duplicate(const QString &uid)
{
    const Body *original = body(uid);
    if (!original)
        return {};
    remember(tr("Duplicate %1").arg(original->name));
    // The body and everyone under him, in their order, each with a new uid.
    QHash<QString, QString> newUids;
    QList<Body> copies;
    QSet<QString> inSubtree{uid};
    for (const Body &b : std::as_const(m_state.bodies)) {
        if (b.uid != uid && !inSubtree.contains(b.parent))
            continue;
        inSubtree.insert(b.uid);
        Body c = b;
        c.id.clear();
        newUids.insert(b.uid, c.uid = newUid());
        copies.append(c);
    }
    for (Body &c : copies)
        if (newUids.contains(c.parent))
            c.parent = newUids.value(c.parent);
    // The copy's name: "1/52nd Foot" again becomes "1/52nd Foot 2".
    copies.first().name = uniqueName(copies.first().name);
    const qsizetype at = std::find_if(m_state.bodies.begin(), m_state.bodies.end(),
                                      [&](const Body &b) { return b.uid == uid; })
        - m_state.bodies.begin();
    m_state.bodies.insert(at + 1, copies.first());
    for (qsizetype i = 1; i < copies.size(); ++i)
        m_state.bodies.append(copies.at(i));
    return copies.first().uid;
}

bool ScenarioDocument::moveUp(const QString &uid)
{
    if (const qsizetype s = std::find_if(m_state.sides.begin(), m_state.sides.end(),
                                         [&](const Side &x) { return x.uid == uid; })
            - m_state.sides.begin();
        s < m_state.sides.size()) {
        if (s == 0)
            return false;
        remember(tr("Move %1 up").arg(m_state.sides.at(s).name));
        m_state.sides.swapItemsAt(s, s - 1);
        return true;
    }
    const Body *b = body(uid);
    if (!b)
        return false;
    qsizetype at = -1, before = -1;
    for (qsizetype i = 0; i < m_state.bodies.size(); ++i) {
        const Body &x = m_state.bodies.at(i);
        if (x.uid == uid) {
            at = i;
            break;
        }
        if (x.side == b->side && x.parent == b->parent && x.commander == b->commander)
            before = i;
    }
    if (before < 0)
        return false;
    remember(tr("Move %1 up").arg(b->name));
    m_state.bodies.move(at, before);
    return true;
}

bool ScenarioDocument::moveDown(const QString &uid)
{
    if (const qsizetype s = std::find_if(m_state.sides.begin(), m_state.sides.end(),
                                         [&](const Side &x) { return x.uid == uid; })
            - m_state.sides.begin();
        s < m_state.sides.size()) {
        if (s + 1 >= m_state.sides.size())
            return false;
        remember(tr("Move %1 down").arg(m_state.sides.at(s).name));
        m_state.sides.swapItemsAt(s, s + 1);
        return true;
    }
    const Body *b = body(uid);
    if (!b)
        return false;
    qsizetype at = -1, after = -1;
    for (qsizetype i = 0; i < m_state.bodies.size(); ++i) {
        const Body &x = m_state.bodies.at(i);
        if (x.uid == uid)
            at = i;
        else if (at >= 0 && x.side == b->side && x.parent == b->parent && x.commander == b->commander) {
            after = i;
            break;
        }
    }
    if (after < 0)
        return false;
    remember(tr("Move %1 down").arg(b->name));
    m_state.bodies.move(at, after);
    return true;
}

bool ScenarioDocument::moveTo(const QString &uid, const QString &commanderUid)
{
    const Body *b = body(uid);
    const Body *c = body(commanderUid);
    if (!b || !c || !c->commander || uid == commanderUid || b->parent == commanderUid)
        return false;
    // Never under himself or his own subordinates.
    for (const Body *up = c; up; up = body(up->parent))
        if (up->uid == uid)
            return false;
    remember(tr("Move %1 under %2").arg(b->name, c->name));
    const QString newSide = c->side;
    QSet<QString> subtree{uid};
    for (Body &x : m_state.bodies)
        if (x.uid == uid || subtree.contains(x.parent)) {
            subtree.insert(x.uid);
            x.side = newSide;
        }
    const qsizetype at = std::find_if(m_state.bodies.begin(), m_state.bodies.end(),
                                      [&](const Body &x) { return x.uid == uid; })
        - m_state.bodies.begin();
    Body moved = m_state.bodies.takeAt(at);
    moved.parent = commanderUid;
    m_state.bodies.append(moved); // last under his new commander
    return true;
}

bool ScenarioDocument::dropOn(const QString &uid, const QString &targetUid)
{
    const Body *b = body(uid);
    const Body *t = body(targetUid);
    if (!b || !t || uid == targetUid)
        return false;
    if (t->commander)
        return moveTo(uid, targetUid);
    if (b->commander)
        return moveTo(uid, t->parent);
    // A unit before a unit: under the target's commander, in the target's place.
    const QString parent = t->parent;
    const QString sideUid = t->side;
    remember(tr("Move %1 before %2").arg(b->name, t->name));
    const qsizetype from = std::find_if(m_state.bodies.cbegin(), m_state.bodies.cend(),
                                        [&](const Body &x) { return x.uid == uid; })
        - m_state.bodies.cbegin();
    Body moved = m_state.bodies.takeAt(from);
    moved.parent = parent;
    moved.side = sideUid;
    const qsizetype to = std::find_if(m_state.bodies.cbegin(), m_state.bodies.cend(),
                                      [&](const Body &x) { return x.uid == targetUid; })
        - m_state.bodies.cbegin();
    m_state.bodies.insert(to, moved);
    return true;
}

bool ScenarioDocument::remove(const QString &uid)
{
    if (const Side *s = side(uid)) {
        remember(tr("Delete %1").arg(s->name));
        m_state.bodies.removeIf([&](const Body &b) { return b.side == uid; });
        m_state.sides.removeIf([&](const Side &x) { return x.uid == uid; });
        return true;
    }
    const Body *b = body(uid);
    if (!b)
        return false;
    remember(tr("Delete %1").arg(b->name));
    QSet<QString> gone{uid};
    for (const Body &x : std::as_const(m_state.bodies)) // a commander comes before those under him
        if (gone.contains(x.parent))
            gone.insert(x.uid);
    m_state.bodies.removeIf([&](const Body &x) { return gone.contains(x.uid); });
    return true;
}

bool ScenarioDocument::undo()
{
    if (m_undo.isEmpty())
        return false;
    m_state = m_undo.takeLast().state;
    ++m_revision;
    return true;
}

void ScenarioDocument::remember(const QString &what)
{
    // Every change is remembered first: the view is told of it by the revision.
    ++m_revision;
    m_undo.append({m_state, what});
    if (m_undo.size() > kUndoDepth)
        m_undo.removeFirst();
}

} // namespace adjutant::battle
