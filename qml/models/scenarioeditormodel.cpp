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

using Document = battle::ScenarioDocument;
using RowKind = battle::ScenarioDocument::Row::Kind;

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

template<typename Edit>
auto ScenarioEditorModel::edit(Edit &&change)
{
    const quint64 before = m_doc.revision();
    auto result = change();
    if (m_doc.revision() != before)
        commit();
    return result;
}

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
    const Document::Row &row = m_rows.at(index.row());
    if (role == KindRole)
        return row.kind == RowKind::Side     ? QStringLiteral("side")
            : row.kind == RowKind::Commander ? QStringLiteral("commander")
                                             : QStringLiteral("unit");
    if (role == UidRole)
        return row.uid;
    if (role == DepthRole)
        return row.depth;
    if (role == ErrorsRole)
        return m_problems.byUid.value(row.uid).join(u'\n');
    const Document::Body *b = m_doc.body(row.uid);
    const Document::Side *s = m_doc.side(b ? b->side : row.uid);
    switch (role) {
    case NameRole:
        return b ? b->name : s->name;
    case SideRole:
        return s ? s->uid : b->side;
    case ColourRole:
        return s ? s->colour : QString();
    case PatternRole:
        return s ? s->pattern : QString();
    case SummaryRole:
        return m_doc.summary(b ? b->fields : s->defaults);
    case TypeRole:
        return b ? b->type : QString();
    case TypeNameRole: {
        const UnitType *t = b && m_doc.ruleset() ? m_doc.ruleset()->unitType(b->type) : nullptr;
        return t ? t->doc.name : b ? b->type : QString();
    }
    case LevelRole:
        return b ? b->level : QString();
    default:
        return {};
    }
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
    m_doc.begin(std::move(*r.ruleset));
    m_ownFile.clear();
    Q_EMIT rulesetChanged();
    commit();
    return true;
}

QVariantList ScenarioEditorModel::unitTypes(bool commanders) const
{
    QVariantList out;
    if (!m_doc.ruleset())
        return out;
    for (const UnitType &t : m_doc.ruleset()->unitTypes) {
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
    return Document::levels();
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
    if (!m_doc.ruleset())
        return out;
    const Ruleset &rs = *m_doc.ruleset();
    const Document::Body *b = m_doc.body(uid);
    const Document::Side *s = m_doc.side(b ? b->side : uid);
    if (!b && !s)
        return out;
    const QVariantHash &own = b ? b->fields : s->defaults;
    const UnitType *type = b ? rs.unitType(b->type) : nullptr;
    for (const Field &f : rs.fields) {
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
            const Ladder *l = rs.ladder(f.ladder);
            for (const LadderStep &step : l->steps)
                choices.append(docMap(step.id, step.doc));
            if (!value.isValid() && !l->steps.isEmpty())
                value = l->steps.constFirst().id;
            break;
        }
        case FieldKind::Choice:
            m.insert(QStringLiteral("kind"), QStringLiteral("choice"));
            for (const QString &c : f.choices) {
                const Formation *fm = f.choicesFrom == u"formations" ? rs.formation(c) : nullptr;
                // A unit type that may take only some formations is offered only those.
                if (fm && type && !type->formations.isEmpty() && !type->formations.contains(c))
                    continue;
                if (fm && type && type->formations.isEmpty() && !fm->arms.isEmpty()
                    && !fm->arms.contains(type->arm))
                    continue;
                choices.append(fm ? docMap(c, fm->doc)
                                  : QVariantMap{{QStringLiteral("id"), c},
                                                {QStringLiteral("name"), Wording::choiceName(rs, f, c)},
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
    if (!m_doc.ruleset())
        return out;
    for (const Option &o : m_doc.ruleset()->options) {
        QVariantMap m = docMap(o.id, o.doc);
        QVariantList choices;
        for (const OptionChoice &c : o.choices)
            choices.append(docMap(c.id, c.doc));
        m.insert(QStringLiteral("choices"), choices);
        m.insert(QStringLiteral("current"), m_doc.settings().value(o.id, o.defaultChoice));
        m.insert(QStringLiteral("defaultChoice"), o.defaultChoice);
        out.append(m);
    }
    return out;
}

QVariantList ScenarioEditorModel::commanders() const
{
    QVariantList out;
    for (const Document::Row &r : m_rows)
        if (r.kind == RowKind::Commander) {
            const Document::Body *b = m_doc.body(r.uid);
            const QString side = m_doc.sideName(b->side);
            out.append(QVariantMap{{QStringLiteral("uid"), b->uid},
                                   {QStringLiteral("name"), b->name},
                                   {QStringLiteral("side"), side},
                                   {QStringLiteral("label"), tr("%1 (%2)").arg(b->name, side)},
                                   {QStringLiteral("depth"), r.depth}});
        }
    return out;
}

QString ScenarioEditorModel::nameOf(const QString &uid) const
{
    return m_doc.nameOf(uid);
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
    edit([&] { return m_doc.setTitle(title); });
}

bool ScenarioEditorModel::setOption(const QString &optionId, const QString &choiceId)
{
    return edit([&] { return m_doc.setOption(optionId, choiceId); });
}

bool ScenarioEditorModel::rename(const QString &uid, const QString &name)
{
    return edit([&] { return m_doc.rename(uid, name); });
}

bool ScenarioEditorModel::setSideColour(const QString &uid, const QString &colour)
{
    return edit([&] { return m_doc.setSideColour(uid, colour); });
}

bool ScenarioEditorModel::setSidePattern(const QString &uid, const QString &pattern)
{
    return edit([&] { return m_doc.setSidePattern(uid, pattern); });
}

bool ScenarioEditorModel::setType(const QString &uid, const QString &typeId)
{
    return edit([&] { return m_doc.setType(uid, typeId); });
}

bool ScenarioEditorModel::setLevel(const QString &uid, const QString &level)
{
    return edit([&] { return m_doc.setLevel(uid, level); });
}

bool ScenarioEditorModel::setField(const QString &uid, const QString &fieldId, const QVariant &value)
{
    return edit([&] { return m_doc.setField(uid, fieldId, value); });
}

bool ScenarioEditorModel::clearField(const QString &uid, const QString &fieldId)
{
    return edit([&] { return m_doc.clearField(uid, fieldId); });
}

QString ScenarioEditorModel::addSide()
{
    return edit([&] { return m_doc.addSide(); });
}

QString ScenarioEditorModel::addCommander(const QString &underUid)
{
    return edit([&] { return m_doc.addCommander(underUid); });
}

QStringList ScenarioEditorModel::addUnits(const QString &commanderUid, const QString &typeId, int count)
{
    return edit([&] { return m_doc.addUnits(commanderUid, typeId, count); });
}

QString ScenarioEditorModel::duplicate(const QString &uid)
{
    return edit([&] { return m_doc.duplicate(uid); });
}

bool ScenarioEditorModel::moveUp(const QString &uid)
{
    return edit([&] { return m_doc.moveUp(uid); });
}

bool ScenarioEditorModel::moveDown(const QString &uid)
{
    return edit([&] { return m_doc.moveDown(uid); });
}

bool ScenarioEditorModel::moveTo(const QString &uid, const QString &commanderUid)
{
    return edit([&] { return m_doc.moveTo(uid, commanderUid); });
}

bool ScenarioEditorModel::dropOn(const QString &uid, const QString &targetUid)
{
    return edit([&] { return m_doc.dropOn(uid, targetUid); });
}

bool ScenarioEditorModel::remove(const QString &uid)
{
    return edit([&] { return m_doc.remove(uid); });
}

bool ScenarioEditorModel::undo()
{
    return edit([&] { return m_doc.undo(); });
}

// ---- lists and files ---------------------------------------------------------------------------

bool ScenarioEditorModel::pasteList(const QString &text)
{
    if (!m_doc.ruleset())
        return false;
    const battle::ListReadResult r = OrderOfBattleList::read(text, tr("pasted list"), *m_doc.ruleset());
    m_pasteErrors = r.messages();
    Q_EMIT pasteErrorsChanged();
    if (!r.ok())
        return false;
    m_doc.replaceWith(r.json, tr("Paste a list"));
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
    // Under the same rules, importing is undone like any change; under others, it starts afresh.
    const bool sameRuleset = m_doc.rulesetId() == r.ruleset->id;
    m_doc.open(std::move(*r.ruleset), root, false, tr("Import %1").arg(QFileInfo(path).fileName()));
    m_ownFile = QFileInfo(path).absoluteFilePath(); // mended, it is saved back where it was
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
    m_doc.open(std::move(*r.ruleset), scenario, true, QString());
    m_ownFile.clear();
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
    if (!m_doc.ruleset())
        return {};
    const QString id = m_doc.id().isEmpty() ? battle::idFromName(m_doc.title()) : m_doc.id();
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

QString ScenarioEditorModel::saveSideAsArmy(const QString &sideUid)
{
    // The side as the scenario file would hold it: ids made, every value given.
    const QJsonObject side = m_doc.sideJson(sideUid);
    if (!m_doc.ruleset() || side.isEmpty()) {
        setLastError(tr("There is no such side."));
        return {};
    }
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
    if (!m_doc.ruleset())
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
    if (!m_doc.ruleset())
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
    m_doc.addSide(*side, tr("Add the army %1").arg(side->value(u"name").toString()));
    setLastError(QString());
    commit();
    return true;
}

QJsonObject ScenarioEditorModel::scenarioJson() const
{
    return m_doc.scenarioJson();
}

// ---- rows and checks ---------------------------------------------------------------------------

void ScenarioEditorModel::commit()
{
    rebuildRows();
    m_problems = m_doc.check();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
    Q_EMIT changed();
}

void ScenarioEditorModel::rebuildRows()
{
    const QList<Document::Row> before = m_rows;
    m_rows = m_doc.rows();
    const bool same = before.size() == m_rows.size()
        && std::equal(before.begin(), before.end(), m_rows.begin(),
                      [](const Document::Row &a, const Document::Row &b) { return a == b; });
    if (same)
        return;
    // The rows changed: views are told exactly where, so what stays does not move under a finger.
    const QList<Document::Row> after = m_rows;
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

// ---- helpers -----------------------------------------------------------------------------------

void ScenarioEditorModel::setLastError(const QString &error)
{
    m_lastError = error;
    Q_EMIT lastErrorChanged();
}

} // namespace adjutant::ui
