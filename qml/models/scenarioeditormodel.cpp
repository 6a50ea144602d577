#include "scenarioeditormodel.h"

#include "replacequestion.h"

#include "battle/army.h"
#include "battle/idfromname.h"
#include "battle/orderofbattlelist.h"
#include "battle/scenario.h"
#include "files/appfolders.h"
#include "files/outputpath.h"
#include "io/boundedfile.h"
#include "io/sidefile.h"
#include "rules/rulesetlibrary.h"
#include "rules/wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace adjutant::ui {

using namespace adjutant::rules;
using adjutant::battle::OrderOfBattleList;

namespace {

constexpr int kSide = 0;
constexpr int kCommander = 1;
constexpr int kUnit = 2;
constexpr qsizetype kUndoDepth = 200;

QString localPath(const QString &pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

QVariantMap docMap(const QString &id, const Doc &doc)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), doc.name.isEmpty() ? id : doc.name},
            {QStringLiteral("explain"), doc.explain}};
}

} // namespace

ScenarioEditorModel::ScenarioEditorModel(QObject *parent) : QAbstractListModel(parent) { }

int ScenarioEditorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QHash<int, QByteArray> ScenarioEditorModel::roleNames() const
{
    return {{KindRole, "kind"},       {UidRole, "uid"},           {NameRole, "name"},
            {TypeRole, "typeId"},     {TypeNameRole, "typeName"}, {LevelRole, "level"},
            {DepthRole, "depth"},     {SideRole, "sideUid"},      {ColourRole, "colour"},
            {PatternRole, "pattern"}, {SummaryRole, "summary"},   {ErrorsRole, "errors"}};
}

QVariant ScenarioEditorModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == KindRole)
        return row.kind == kSide     ? QStringLiteral("side")
            : row.kind == kCommander ? QStringLiteral("commander")
                                     : QStringLiteral("unit");
    if (role == UidRole)
        return row.uid;
    if (role == DepthRole)
        return row.depth;
    if (role == ErrorsRole)
        return m_rowErrors.value(row.uid).join(u'\n');
    if (row.kind == kSide) {
        const Side *s = side(row.uid);
        switch (role) {
        case NameRole:
            return s->name;
        case SideRole:
            return s->uid;
        case ColourRole:
            return s->colour;
        case PatternRole:
            return s->pattern;
        case SummaryRole: {
            Body fake;
            fake.fields = s->defaults;
            return summary(fake);
        }
        case TypeRole:
        case TypeNameRole:
        case LevelRole:
            return QString();
        default:
            return {};
        }
    }
    const Body *b = body(row.uid);
    switch (role) {
    case NameRole:
        return b->name;
    case TypeRole:
        return b->type;
    case TypeNameRole: {
        const UnitType *t = m_ruleset ? m_ruleset->unitType(b->type) : nullptr;
        return t ? t->doc.name : b->type;
    }
    case LevelRole:
        return b->level;
    case SideRole:
        return b->side;
    case ColourRole: {
        const Side *s = side(b->side);
        return s ? s->colour : QString();
    }
    case PatternRole: {
        const Side *s = side(b->side);
        return s ? s->pattern : QString();
    }
    case SummaryRole:
        return summary(*b);
    default:
        return {};
    }
}

QString ScenarioEditorModel::summary(const Body &b) const
{
    if (!m_ruleset)
        return {};
    QStringList parts;
    for (const Field &f : m_ruleset->fields) {
        if (!b.fields.contains(f.id))
            continue;
        const QVariant v = b.fields.value(f.id);
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

// ---- the ruleset and its choices ---------------------------------------------------------------

QVariantList ScenarioEditorModel::rulesets() const
{
    QVariantList out;
    for (const RulesetLibrary::Entry &e : RulesetLibrary::list()) {
        if (!e.errors.isEmpty())
            continue;
        const RulesetLoadResult r = RulesetLibrary::load(e.id);
        QString explain = r.ok() ? r.ruleset->doc.explain : QString();
        // An umpire's file written for an earlier format loads, rewritten: said, so it is brought
        // up to date one day.
        if (r.ok() && !r.ruleset->migrated.isEmpty())
            explain += u'\n'
                + tr("Written for an earlier format of the ruleset file (%1) and read as format %2: "
                     "%n change(s) made on reading; 'adjutant-cli check %3' lists them",
                     nullptr, int(r.ruleset->migrated.size()))
                      .arg(r.ruleset->format)
                      .arg(RulesetLoader::kFormatVersion)
                      .arg(r.ruleset->source);
        out.append(QVariantMap{{QStringLiteral("id"), e.id},
                               {QStringLiteral("name"), r.ok() ? r.ruleset->doc.name : e.name},
                               {QStringLiteral("explain"), explain}});
    }
    return out;
}

bool ScenarioEditorModel::newBattle(const QString &rulesetId)
{
    RulesetLoadResult r = RulesetLibrary::load(rulesetId);
    if (!r.ok()) {
        setLastError(r.errors.isEmpty() ? tr("The ruleset %1 cannot be loaded").arg(rulesetId)
                                        : r.errors.first().toString());
        return false;
    }
    m_ruleset = std::move(r.ruleset);
    m_undo.clear();
    m_inPlay = false;
    m_ownFile.clear();
    m_state = State();
    m_state.title = tr("A new battle");
    const QStringList names{tr("First side"), tr("Second side")};
    const QStringList colours{QStringLiteral("#1f4e9c"), QStringLiteral("#b3261e")};
    for (qsizetype i = 0; i < 2; ++i) {
        Side s{newUid(), QString(), names.at(i), colours.at(i), battle::defaultSidePattern(i), {}};
        m_state.sides.append(s);
        Body c;
        c.uid = newUid();
        c.side = s.uid;
        c.commander = true;
        c.name = tr("Commander-in-chief");
        c.level = QStringLiteral("army");
        c.type = commanderType(c.level);
        m_state.bodies.append(c);
    }
    Q_EMIT rulesetChanged();
    commit();
    return true;
}

QVariantList ScenarioEditorModel::unitTypes(bool commanders) const
{
    QVariantList out;
    if (!m_ruleset)
        return out;
    for (const UnitType &t : m_ruleset->unitTypes) {
        const bool leads = t.arm == u"commander" || t.arm == u"officer";
        if (leads != commanders)
            continue;
        QVariantMap m = docMap(t.id, t.doc);
        m.insert(QStringLiteral("arm"), t.arm);
        out.append(m);
    }
    return out;
}

QStringList ScenarioEditorModel::levels() const
{
    return OrderOfBattleList::levels();
}

QStringList ScenarioEditorModel::levelNames() const
{
    QStringList out;
    for (const QString &level : OrderOfBattleList::levels())
        out.append(levelName(level));
    return out;
}

QString ScenarioEditorModel::levelName(const QString &level) const
{
    static const QHash<QString, const char *> names{{QStringLiteral("army"), QT_TR_NOOP("Army")},
                                                    {QStringLiteral("wing"), QT_TR_NOOP("Wing")},
                                                    {QStringLiteral("corps"), QT_TR_NOOP("Corps")},
                                                    {QStringLiteral("division"), QT_TR_NOOP("Division")},
                                                    {QStringLiteral("brigade"), QT_TR_NOOP("Brigade")},
                                                    {QStringLiteral("regiment"), QT_TR_NOOP("Regiment")},
                                                    {QStringLiteral("battalion"), QT_TR_NOOP("Battalion")},
                                                    {QStringLiteral("company"), QT_TR_NOOP("Company")},
                                                    {QStringLiteral("section"), QT_TR_NOOP("Section")}};
    const char *name = names.value(level);
    return name ? tr(name) : level; // a level the file names that we do not know: as written
}

QVariantList ScenarioEditorModel::fieldsFor(const QString &uid) const
{
    QVariantList out;
    if (!m_ruleset)
        return out;
    const Body *b = body(uid);
    const Side *s = b ? side(b->side) : side(uid);
    if (!b && !s)
        return out;
    const QVariantHash &own = b ? b->fields : s->defaults;
    const UnitType *type = b ? m_ruleset->unitType(b->type) : nullptr;
    for (const Field &f : m_ruleset->fields) {
        QVariantMap m = docMap(f.id, f.doc);
        QVariantList choices;
        QVariant value = f.defaultValue;
        if (b && s && s->defaults.contains(f.id))
            value = s->defaults.value(f.id);
        if (own.contains(f.id))
            value = own.value(f.id);
        switch (f.kind) {
        case FieldKind::Ladder: {
            m.insert(QStringLiteral("kind"), QStringLiteral("ladder"));
            const Ladder *l = m_ruleset->ladder(f.ladder);
            for (const LadderStep &step : l->steps)
                choices.append(docMap(step.id, step.doc));
            if (!value.isValid() && !l->steps.isEmpty())
                value = l->steps.constFirst().id;
            break;
        }
        case FieldKind::Choice:
            m.insert(QStringLiteral("kind"), QStringLiteral("choice"));
            for (const QString &c : f.choices) {
                const Formation *fm = f.choicesFrom == u"formations" ? m_ruleset->formation(c) : nullptr;
                // A unit type that may take only some formations is offered only those.
                if (fm && type && !type->formations.isEmpty() && !type->formations.contains(c))
                    continue;
                if (fm && type && type->formations.isEmpty() && !fm->arms.isEmpty()
                    && !fm->arms.contains(type->arm))
                    continue;
                choices.append(
                    fm ? docMap(c, fm->doc)
                       : QVariantMap{{QStringLiteral("id"), c},
                                     {QStringLiteral("name"), Wording::choiceName(*m_ruleset, f, c)},
                                     {QStringLiteral("explain"), QString()}});
            }
            if (!value.isValid() && !f.choices.isEmpty())
                value = f.choices.constFirst();
            break;
        case FieldKind::Flag:
            m.insert(QStringLiteral("kind"), QStringLiteral("flag"));
            value = value.toBool();
            break;
        case FieldKind::Integer: {
            m.insert(QStringLiteral("kind"), QStringLiteral("integer"));
            int max = f.maximum.value_or(1000);
            if (type && !f.maximumFrom.isEmpty() && type->attributes.contains(f.maximumFrom))
                max = type->attributes.value(f.maximumFrom).toInt();
            m.insert(QStringLiteral("minimum"), f.minimum);
            m.insert(QStringLiteral("maximum"), max);
            value = value.toInt();
            break;
        }
        }
        m.insert(QStringLiteral("choices"), choices);
        m.insert(QStringLiteral("value"), value);
        m.insert(QStringLiteral("given"), own.contains(f.id));
        out.append(m);
    }
    return out;
}

QVariantList ScenarioEditorModel::options() const
{
    QVariantList out;
    if (!m_ruleset)
        return out;
    for (const Option &o : m_ruleset->options) {
        QVariantMap m = docMap(o.id, o.doc);
        QVariantList choices;
        for (const OptionChoice &c : o.choices)
            choices.append(docMap(c.id, c.doc));
        m.insert(QStringLiteral("choices"), choices);
        m.insert(QStringLiteral("current"), m_state.settings.value(o.id, o.defaultChoice));
        m.insert(QStringLiteral("defaultChoice"), o.defaultChoice);
        out.append(m);
    }
    return out;
}

QVariantList ScenarioEditorModel::commanders() const
{
    QVariantList out;
    for (const Row &r : m_rows)
        if (r.kind == kCommander) {
            const Body *b = body(r.uid);
            out.append(QVariantMap{{QStringLiteral("uid"), b->uid},
                                   {QStringLiteral("name"), b->name},
                                   {QStringLiteral("side"), sideName(b->side)},
                                   {QStringLiteral("label"), tr("%1 (%2)").arg(b->name, sideName(b->side))},
                                   {QStringLiteral("depth"), r.depth}});
        }
    return out;
}

QString ScenarioEditorModel::nameOf(const QString &uid) const
{
    if (const Body *b = body(uid))
        return b->name;
    return sideName(uid);
}

int ScenarioEditorModel::unitCount() const
{
    return static_cast<int>(std::count_if(m_state.bodies.begin(), m_state.bodies.end(),
                                          [](const Body &b) { return !b.commander; }));
}

QString ScenarioEditorModel::uidAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).uid : QString();
}

int ScenarioEditorModel::rowOf(const QString &uid) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).uid == uid)
            return static_cast<int>(i);
    return -1;
}

// ---- changes -----------------------------------------------------------------------------------

void ScenarioEditorModel::setTitle(const QString &title)
{
    if (title == m_state.title)
        return;
    remember(tr("Rename the battle"));
    m_state.title = title;
    commit();
}

bool ScenarioEditorModel::setOption(const QString &optionId, const QString &choiceId)
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
    commit();
    return true;
}

bool ScenarioEditorModel::rename(const QString &uid, const QString &name)
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
    commit();
    return true;
}

bool ScenarioEditorModel::setSideColour(const QString &uid, const QString &colour)
{
    static const QRegularExpression hex(QStringLiteral("^#[0-9A-Fa-f]{6}$"));
    Side *s = side(uid);
    if (!s || !hex.match(colour).hasMatch())
        return false;
    remember(tr("Colour of %1").arg(s->name));
    side(uid)->colour = colour;
    commit();
    return true;
}

bool ScenarioEditorModel::setSidePattern(const QString &uid, const QString &pattern)
{
    Side *s = side(uid);
    if (!s || !battle::sidePatterns().contains(pattern) || s->pattern == pattern)
        return false;
    remember(tr("Pattern of %1").arg(s->name));
    side(uid)->pattern = pattern;
    commit();
    return true;
}

bool ScenarioEditorModel::setType(const QString &uid, const QString &typeId)
{
    Body *b = body(uid);
    if (!b || !m_ruleset || !m_ruleset->unitType(typeId))
        return false;
    if (b->type == typeId)
        return true;
    remember(tr("Type of %1").arg(b->name));
    body(uid)->type = typeId;
    commit();
    return true;
}

bool ScenarioEditorModel::setLevel(const QString &uid, const QString &level)
{
    Body *b = body(uid);
    if (!b || !b->commander || !levels().contains(level))
        return false;
    remember(tr("Level of %1").arg(b->name));
    body(uid)->level = level;
    commit();
    return true;
}

bool ScenarioEditorModel::setField(const QString &uid, const QString &fieldId, const QVariant &value)
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
    commit();
    return true;
}

bool ScenarioEditorModel::clearField(const QString &uid, const QString &fieldId)
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
    commit();
    return true;
}

QString ScenarioEditorModel::addSide()
{
    if (!m_ruleset)
        return {};
    remember(tr("Add a side"));
    Side s{newUid(),
           QString(),
           uniqueName(tr("Side")),
           QStringLiteral("#6d6d6d"),
           battle::defaultSidePattern(m_state.sides.size()),
           {}};
    m_state.sides.append(s);
    Body c;
    c.uid = newUid();
    c.side = s.uid;
    c.commander = true;
    c.name = tr("Commander-in-chief");
    c.level = QStringLiteral("army");
    c.type = commanderType(c.level);
    m_state.bodies.append(c);
    commit();
    return s.uid;
}

QString ScenarioEditorModel::addCommander(const QString &underUid)
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
    commit();
    return c.uid;
}

QStringList ScenarioEditorModel::addUnits(const QString &commanderUid, const QString &typeId, int count)
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
    commit();
    return added;
}

QString ScenarioEditorModel::duplicate(const QString &uid)
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
    commit();
    return copies.first().uid;
}

bool ScenarioEditorModel::moveUp(const QString &uid)
{
    if (const qsizetype s = std::find_if(m_state.sides.begin(), m_state.sides.end(),
                                         [&](const Side &x) { return x.uid == uid; })
            - m_state.sides.begin();
        s < m_state.sides.size()) {
        if (s == 0)
            return false;
        remember(tr("Move %1 up").arg(m_state.sides.at(s).name));
        m_state.sides.swapItemsAt(s, s - 1);
        commit();
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
    commit();
    return true;
}

bool ScenarioEditorModel::moveDown(const QString &uid)
{
    if (const qsizetype s = std::find_if(m_state.sides.begin(), m_state.sides.end(),
                                         [&](const Side &x) { return x.uid == uid; })
            - m_state.sides.begin();
        s < m_state.sides.size()) {
        if (s + 1 >= m_state.sides.size())
            return false;
        remember(tr("Move %1 down").arg(m_state.sides.at(s).name));
        m_state.sides.swapItemsAt(s, s + 1);
        commit();
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
    commit();
    return true;
}

bool ScenarioEditorModel::moveTo(const QString &uid, const QString &commanderUid)
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
    commit();
    return true;
}

bool ScenarioEditorModel::dropOn(const QString &uid, const QString &targetUid)
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
    commit();
    return true;
}

bool ScenarioEditorModel::remove(const QString &uid)
{
    if (const Side *s = side(uid)) {
        remember(tr("Delete %1").arg(s->name));
        m_state.bodies.removeIf([&](const Body &b) { return b.side == uid; });
        m_state.sides.removeIf([&](const Side &x) { return x.uid == uid; });
        commit();
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
    commit();
    return true;
}

bool ScenarioEditorModel::undo()
{
    if (m_undo.isEmpty())
        return false;
    m_state = m_undo.takeLast().state;
    commit();
    return true;
}

void ScenarioEditorModel::remember(const QString &what)
{
    m_undo.append({m_state, what});
    if (m_undo.size() > kUndoDepth)
        m_undo.removeFirst();
}

// ---- lists and files ---------------------------------------------------------------------------

bool ScenarioEditorModel::pasteList(const QString &text)
{
    if (!m_ruleset)
        return false;
    const battle::ListReadResult r = OrderOfBattleList::read(text, tr("pasted list"), *m_ruleset);
    m_pasteErrors = r.messages();
    Q_EMIT pasteErrorsChanged();
    if (!r.ok())
        return false;
    remember(tr("Paste a list"));
    loadJson(r.json);
    commit();
    return true;
}

bool ScenarioEditorModel::importFile(const QString &pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    const io::BoundedRead file = io::BoundedFile::read(path, io::BoundedFile::kMaxScenarioBytes,
                                                       tr("a scenario is a few tens of KB"));
    if (!file.ok()) {
        setLastError(file.error);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.data, &parseError);
    if (!doc.isObject()) {
        setLastError(
            tr("%1 is not a scenario file: %2").arg(QFileInfo(path).fileName(), parseError.errorString()));
        return false;
    }
    const QJsonObject root = doc.object();
    const QString rulesetId = root.value(u"ruleset").toString();
    RulesetLoadResult r = RulesetLibrary::load(rulesetId);
    if (!r.ok()) {
        setLastError(tr("%1 is written for the ruleset \"%2\", which cannot be loaded")
                         .arg(QFileInfo(path).fileName(), rulesetId));
        return false;
    }
    const bool sameRuleset = m_ruleset && m_ruleset->id == r.ruleset->id;
    if (sameRuleset)
        remember(tr("Import %1").arg(QFileInfo(path).fileName()));
    else
        m_undo.clear();
    m_ruleset = std::move(r.ruleset);
    m_inPlay = false;
    m_ownFile = QFileInfo(path).absoluteFilePath(); // mended, it is saved back where it was
    loadJson(root);
    if (!sameRuleset)
        Q_EMIT rulesetChanged();
    commit();
    return true;
}

bool ScenarioEditorModel::openJson(const QJsonObject &scenario)
{
    const QString rulesetId = scenario.value(u"ruleset").toString();
    RulesetLoadResult r = RulesetLibrary::load(rulesetId);
    if (!r.ok()) {
        setLastError(tr("The ruleset \"%1\" cannot be loaded").arg(rulesetId));
        return false;
    }
    m_undo.clear();
    m_ruleset = std::move(r.ruleset);
    m_inPlay = true;
    m_ownFile.clear();
    loadJson(scenario);
    Q_EMIT rulesetChanged();
    commit();
    return true;
}

bool ScenarioEditorModel::exportFile(const QString &pathOrUrl, bool replace)
{
    QString path = localPath(pathOrUrl);
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    const ReplaceQuestion asked = ReplaceQuestion::ask(path, OutputPath::Writes::File, {}, replace);
    m_replaceQuestion = asked.question;
    if (!asked.write) {
        setLastError(asked.error);
        Q_EMIT lastErrorChanged();
        return false;
    }
    QString error;
    if (!battle::saveScenarioFile(path, scenarioJson(), &error)) {
        setLastError(error);
        return false;
    }
    return true;
}

QString ScenarioEditorModel::saveToFolder()
{
    if (!m_ruleset)
        return {};
    const QString id = m_state.id.isEmpty() ? battle::idFromName(m_state.title) : m_state.id;
    // Its own file, when it is the one of this name (or the NAME-2.json it took when that name
    // was taken); otherwise the name, or the next free one.
    const QString named = QDir(AppFolders::scenarios()).filePath(id);
    const QFileInfo own(m_ownFile);
    const bool ours = !m_ownFile.isEmpty() && own.isFile() && !own.isSymLink()
        && (m_ownFile == QFileInfo(named + QStringLiteral(".json")).absoluteFilePath()
            || QRegularExpression(QStringLiteral("^%1-[0-9]+\\.json$")
                                      .arg(QRegularExpression::escape(QFileInfo(named).absoluteFilePath())))
                   .match(m_ownFile)
                   .hasMatch());
    const QString path = ours ? m_ownFile : OutputPath::firstFree(named + QStringLiteral(".json"));
    if (!exportFile(path, ours))
        return {};
    m_ownFile = QFileInfo(path).absoluteFilePath();
    return path;
}

void ScenarioEditorModel::loadJson(const QJsonObject &root)
{
    m_state = State();
    m_state.title = root.value(u"name").toString();
    m_state.id = root.value(u"id").toString();
    m_state.explain = root.value(u"explain").toString();
    m_state.victory = root.value(u"victory").toString();
    const QJsonObject settings = root.value(u"settings").toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        m_state.settings.insert(it.key(), it.value().toString());
    for (const QJsonValue &v : root.value(u"sides").toArray())
        appendSide(v.toObject());
}

void ScenarioEditorModel::appendSide(const QJsonObject &side)
{
    const auto readBodies = [&](const auto &self, const QJsonArray &list, const QString &sideUid,
                                const QString &parent, bool commanders) -> void {
        for (const QJsonValue &v : list) {
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
           pattern.isString() ? pattern.toString() : battle::defaultSidePattern(m_state.sides.size()),
           side.value(u"defaults").toObject().toVariantHash()};
    m_state.sides.append(s);
    readBodies(readBodies, side.value(u"commanders").toArray(), s.uid, QString(), true);
}

QString ScenarioEditorModel::saveSideAsArmy(const QString &sideUid)
{
    const qsizetype index = std::find_if(m_state.sides.cbegin(), m_state.sides.cend(),
                                         [&](const Side &s) { return s.uid == sideUid; })
        - m_state.sides.cbegin();
    if (!m_ruleset || index >= m_state.sides.size()) {
        setLastError(tr("There is no such side."));
        return {};
    }
    // The side as the scenario file would hold it: ids made, every value given.
    const QJsonObject side = scenarioJson().value(u"sides").toArray().at(index).toObject();
    const QString name = side.value(u"name").toString();
    const QString path
        = OutputPath::firstFree(QDir(AppFolders::armies())
                                    .filePath(battle::idFromName(name.isEmpty() ? tr("army") : name) + u'-'
                                              + rulesetId() + QStringLiteral(".json")));
    QString error;
    if (!QDir().mkpath(AppFolders::armies())
        || !battle::Army::save(path, battle::Army::make(rulesetId(), side), &error)) {
        setLastError(
            tr("The army could not be saved: %1").arg(error.isEmpty() ? AppFolders::armies() : error));
        return {};
    }
    setLastError(QString());
    return path;
}

QVariantList ScenarioEditorModel::armies()
{
    QVariantList out;
    m_armiesNotice.clear();
    if (!m_ruleset)
        return out;
    const QDir dir(AppFolders::armies());
    for (const QFileInfo &file :
         dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::System, QDir::Name)) {
        if (OutputPath::kindOf(file.filePath()) == OutputPath::Kind::Battle)
            continue; // a battle dropped here: not an army, and not to be moved from its journal
        std::optional<battle::Army::Heading> h;
        const io::OwnFile own = io::SideFile::readOwn(
            file.filePath(), io::BoundedFile::kMaxScenarioBytes,
            [&](const QByteArray &data) {
                h = battle::Army::heading(data);
                return h ? QString() : tr("it is not an army file");
            },
            io::BoundedFile::Links::Follow);
        if (own.state == io::OwnFile::State::MovedAside)
            m_armiesNotice.append(tr("%1 could not be read as an army (%2); it was kept as %3.")
                                      .arg(file.filePath(), own.why, QFileInfo(own.movedTo).fileName()));
        else if (own.state != io::OwnFile::State::Read)
            m_armiesNotice.append(
                tr("%1 could not be read (%2); it was left as it is.").arg(file.filePath(), own.why));
        if (!h || h->rulesetId != rulesetId())
            continue;
        out.append(
            QVariantMap{{QStringLiteral("path"), file.filePath()},
                        {QStringLiteral("name"), h->name.isEmpty() ? file.completeBaseName() : h->name},
                        {QStringLiteral("units"), h->units}});
    }
    Q_EMIT lastErrorChanged(); // armiesNotice
    return out;
}

bool ScenarioEditorModel::addArmy(const QString &pathOrUrl)
{
    if (!m_ruleset)
        return false;
    const QString path = pathOrUrl.startsWith(u"file:") ? QUrl(pathOrUrl).toLocalFile() : pathOrUrl;
    const io::BoundedRead file = io::BoundedFile::read(path, io::BoundedFile::kMaxScenarioBytes);
    if (!file.ok()) {
        setLastError(tr("%1 cannot be read: %2").arg(path, file.error));
        return false;
    }
    QString error;
    const std::optional<QJsonObject> side = battle::Army::readSide(file.data, rulesetId(), &error);
    if (!side) {
        setLastError(tr("%1: %2").arg(path, error));
        return false;
    }
    remember(tr("Add the army %1").arg(side->value(u"name").toString()));
    appendSide(*side); // ids that clash with those already here are made anew on saving
    setLastError(QString());
    commit();
    return true;
}

QJsonObject ScenarioEditorModel::bodyJson(const Body &b, const QString &path,
                                          QHash<QString, QString> *pathToUid, QSet<QString> *ids) const
{
    pathToUid->insert(path, b.uid);
    QString id = b.id;
    if (id.isEmpty() || ids->contains(id))
        id = battle::uniqueIdFromName(b.name, ids);
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

QJsonObject ScenarioEditorModel::scenarioJson() const
{
    QHash<QString, QString> pathToUid;
    QSet<QString> ids, sideIds;
    QJsonObject root;
    root.insert(QStringLiteral("format"), 1);
    root.insert(QStringLiteral("id"), m_state.id.isEmpty() ? battle::idFromName(m_state.title) : m_state.id);
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
        QString id = s.id;
        if (id.isEmpty() || sideIds.contains(id))
            id = battle::uniqueIdFromName(s.name, &sideIds);
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
                commanders.append(bodyJson(
                    b, QStringLiteral("sides[%1].commanders[%2]").arg(sides.size()).arg(commanders.size()),
                    &pathToUid, &ids));
        o.insert(QStringLiteral("commanders"), commanders);
        sides.append(o);
    }
    root.insert(QStringLiteral("sides"), sides);
    return root;
}

// ---- rows and checks ---------------------------------------------------------------------------

void ScenarioEditorModel::commit()
{
    rebuildRows();
    check();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
    Q_EMIT changed();
}

void ScenarioEditorModel::appendRows(const QString &sideUid, const QString &parent, int depth)
{
    for (const Body &b : std::as_const(m_state.bodies)) {
        if (b.side != sideUid || b.parent != parent || !b.commander)
            continue;
        m_rows.append({kCommander, b.uid, depth});
        for (const Body &u : std::as_const(m_state.bodies))
            if (u.parent == b.uid && !u.commander)
                m_rows.append({kUnit, u.uid, depth + 1});
        appendRows(sideUid, b.uid, depth + 1);
    }
}

void ScenarioEditorModel::rebuildRows()
{
    const QList<Row> before = m_rows;
    m_rows.clear();
    for (const Side &s : std::as_const(m_state.sides)) {
        m_rows.append({kSide, s.uid, 0});
        appendRows(s.uid, QString(), 1);
    }
    const bool same = before.size() == m_rows.size()
        && std::equal(before.begin(), before.end(), m_rows.begin(),
                      [](const Row &a, const Row &b) { return a.uid == b.uid && a.depth == b.depth; });
    if (same)
        return;
    // The rows changed: views are told exactly where, so what stays does not move under a finger.
    const QList<Row> after = m_rows;
    m_rows = before;
    qsizetype first = 0;
    while (first < before.size() && first < after.size() && before.at(first).uid == after.at(first).uid
           && before.at(first).depth == after.at(first).depth)
        ++first;
    qsizetype tailBefore = before.size(), tailAfter = after.size();
    while (tailBefore > first && tailAfter > first
           && before.at(tailBefore - 1).uid == after.at(tailAfter - 1).uid
           && before.at(tailBefore - 1).depth == after.at(tailAfter - 1).depth) {
        --tailBefore;
        --tailAfter;
    }
    if (tailBefore > first) {
        beginRemoveRows({}, static_cast<int>(first), static_cast<int>(tailBefore - 1));
        m_rows.remove(first, tailBefore - first);
        endRemoveRows();
    }
    if (tailAfter > first) {
        beginInsertRows({}, static_cast<int>(first), static_cast<int>(tailAfter - 1));
        m_rows = after;
        endInsertRows();
    }
    m_rows = after;
}

void ScenarioEditorModel::check()
{
    m_rowErrors.clear();
    m_generalErrors.clear();
    m_errorCount = 0;
    if (!m_ruleset)
        return;
    for (const Side &s : std::as_const(m_state.sides))
        if (s.name.isEmpty())
            m_rowErrors[s.uid].append(tr("a side needs a name"));
    for (const Body &b : std::as_const(m_state.bodies))
        if (b.name.isEmpty())
            m_rowErrors[b.uid].append(tr("a name is needed"));
    if (!m_inPlay)
        for (const Side &s : std::as_const(m_state.sides))
            if (std::none_of(m_state.bodies.cbegin(), m_state.bodies.cend(),
                             [&s](const Body &b) { return b.side == s.uid && !b.commander; }))
                m_rowErrors[s.uid].append(tr("a side needs a unit under its commanders"));
    // The scenario loader's own checks, each on the row it is about.
    QHash<QString, QString> pathToUid;
    QJsonObject root = scenarioJson();
    {
        // The paths again, as scenarioJson made them.
        QSet<QString> ids;
        for (qsizetype s = 0; s < m_state.sides.size(); ++s) {
            pathToUid.insert(QStringLiteral("sides[%1]").arg(s), m_state.sides.at(s).uid);
            qsizetype top = 0;
            for (const Body &b : std::as_const(m_state.bodies))
                if (b.side == m_state.sides.at(s).uid && b.parent.isEmpty() && b.commander)
                    bodyJson(b, QStringLiteral("sides[%1].commanders[%2]").arg(s).arg(top++), &pathToUid,
                             &ids);
        }
    }
    const battle::ScenarioLoadResult r
        = battle::ScenarioLoader::loadObject(root, tr("the battle"), *m_ruleset);
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
        if (e.path.endsWith(u".name") && !m_rowErrors.value(uid).isEmpty())
            continue; // its name is missing: already said
        if (uid.isEmpty())
            m_generalErrors.append(e.message);
        else
            m_rowErrors[uid].append(e.message);
    }
    if (m_state.sides.size() < 2 && !m_generalErrors.contains(tr("a battle needs at least two sides")))
        m_generalErrors.append(tr("a battle needs at least two sides"));
    m_generalErrors.removeDuplicates();
    m_errorCount = m_generalErrors.size();
    for (const QStringList &l : std::as_const(m_rowErrors))
        m_errorCount += l.size();
}

// ---- helpers -----------------------------------------------------------------------------------

void ScenarioEditorModel::setLastError(const QString &error)
{
    m_lastError = error;
    Q_EMIT lastErrorChanged();
}

QString ScenarioEditorModel::newUid()
{
    return QStringLiteral("r%1").arg(m_nextUid++);
}

namespace {

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

ScenarioEditorModel::Body *ScenarioEditorModel::body(const QString &uid)
{
    return withUid(m_state.bodies, uid);
}

const ScenarioEditorModel::Body *ScenarioEditorModel::body(const QString &uid) const
{
    return withUid(m_state.bodies, uid);
}

ScenarioEditorModel::Side *ScenarioEditorModel::side(const QString &uid)
{
    return withUid(m_state.sides, uid);
}

const ScenarioEditorModel::Side *ScenarioEditorModel::side(const QString &uid) const
{
    return withUid(m_state.sides, uid);
}

QString ScenarioEditorModel::sideName(const QString &uid) const
{
    const Side *s = side(uid);
    return s ? s->name : QString();
}

QString ScenarioEditorModel::commanderType(const QString &level) const
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

QString ScenarioEditorModel::uniqueName(const QString &base) const
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

} // namespace adjutant::ui
