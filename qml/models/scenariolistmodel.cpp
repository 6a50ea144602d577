#include "scenariolistmodel.h"

#include "battle/battlefile.h"
#include "battle/scenario.h"
#include "files/appfolders.h"
#include "files/outputpath.h"
#include "io/sidefile.h"
#include "rules/rulesetlibrary.h"
#include "json/filetexts.h"
#include "json/sourcejson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace adjutant::ui {

// Empty until reload(): reading every ruleset costs time the first frame should not wait for.
ScenarioListModel::ScenarioListModel(QObject *parent) : QAbstractListModel(parent) { }

void ScenarioListModel::reload()
{
    QHash<QString, QString> rulesetNames;
    for (const auto &entry : rules::RulesetLibrary::list())
        if (entry.errors.isEmpty())
            rulesetNames.insert(entry.id, entry.name);
    // The umpire's own files are checked as starting them would check them, each ruleset read once.
    QHash<QString, rules::RulesetLoadResult> rulesets;
    const auto check = [&rulesets](const QByteArray &data, const QString &path, const QString &rulesetId) {
        auto it = rulesets.find(rulesetId);
        if (it == rulesets.end())
            it = rulesets.insert(rulesetId, rules::RulesetLibrary::load(rulesetId));
        const battle::ScenarioLoadResult loaded = it->ruleset
            ? battle::ScenarioLoader::loadData(data, path, *it->ruleset)
            : battle::ScenarioLoader::loadData(data, path);
        return loaded.errors.isEmpty() ? QString() : loaded.errors.first().toString();
    };
    beginResetModel();
    m_rows.clear();
    m_notice.clear();
    const auto scan = [&](const QString &folder, bool builtIn) {
        const QDir dir(folder);
        const QDir::Filters filters = QDir::Files | (builtIn ? QDir::Filters() : QDir::System);
        for (const QFileInfo &file : dir.entryInfoList({QStringLiteral("*.json")}, filters, QDir::Name)) {
            Row r;
            r.path = file.filePath();
            r.builtIn = builtIn;
            const std::optional<QByteArray> data
                = builtIn ? std::optional<QByteArray>(readBuiltIn(r.path)) : readOwn(r.path);
            if (!data) { // a file not read, or moved aside: listed all the same, or said in the notice
                if (QFileInfo::exists(r.path) || QFileInfo(r.path).isSymLink()) {
                    r.name = file.completeBaseName();
                    r.broken = true;
                    r.problem = m_unread;
                    r.explain = r.problem;
                    m_rows.append(r);
                }
                continue;
            }
            const QJsonObject o = QJsonDocument::fromJson(*data).object();
            // In the app's language, in the context the scenario loader translates them in.
            const QString context = u"scenario:" + o.value(u"id").toString();
            const auto translated
                = [&](const QString &text) { return json::FileTexts::translate(context, text); };
            r.name = translated(o.value(u"name").toString(file.completeBaseName()));
            r.explain = translated(o.value(u"explain").toString());
            const QString ruleset = o.value(u"ruleset").toString();
            r.ruleset = rulesetNames.value(ruleset, ruleset);
            if (!builtIn)
                r.problem = check(*data, r.path, ruleset);
            else if (o.isEmpty())
                r.problem = tr("This file cannot be read as a scenario.");
            r.broken = !r.problem.isEmpty();
            if (r.broken)
                r.explain = r.problem;
            m_rows.append(r);
        }
    };
    scan(QStringLiteral(":/scenarios"), true);
    scan(AppFolders::scenarios(), false);
    // Grouped by rule system (the list shows a heading per ruleset), demos before your own.
    std::stable_sort(m_rows.begin(), m_rows.end(),
                     [](const Row &a, const Row &b) { return a.ruleset < b.ruleset; });
    endResetModel();
    Q_EMIT countChanged();
}

QByteArray ScenarioListModel::readBuiltIn(const QString &path)
{
    return io::BoundedFile::read(path, io::BoundedFile::kMaxScenarioBytes).data;
}

std::optional<QByteArray> ScenarioListModel::readOwn(const QString &path)
{
    // A battle dropped into the folder is not a scenario to move: it is listed as one that does
    // not load (its journal beside it stays with it).
    if (OutputPath::kindOf(path) == OutputPath::Kind::Battle)
        return io::BoundedFile::read(path, battle::BattleFile::kMaxBytes).data;
    const io::OwnFile own = io::SideFile::readOwn(
        path, io::BoundedFile::kMaxScenarioBytes,
        [](const QByteArray &data) {
            // One that parses is listed with its first mistake, to be mended in the editor; one
            // that does not cannot even be opened there.
            json::SourceJson parsed;
            json::SourceJsonError error;
            if (!json::SourceJsonReader::read(data, &parsed, &error))
                return tr("line %1, column %2: %3").arg(error.line).arg(error.column).arg(error.message);
            return parsed.root.isObject() ? QString() : tr("it is not a JSON object");
        },
        io::BoundedFile::Links::Follow);
    switch (own.state) {
    case io::OwnFile::State::Missing:
        return std::nullopt;
    case io::OwnFile::State::Read:
        return own.data;
    case io::OwnFile::State::MovedAside:
        m_notice.append(tr("%1 could not be read as a scenario (%2); it was kept as %3.")
                            .arg(path, own.why, QFileInfo(own.movedTo).fileName()));
        return std::nullopt;
    case io::OwnFile::State::LeftAlone:
    case io::OwnFile::State::Stuck:
        m_unread = tr("%1: cannot be read: %2").arg(path, own.why);
        return std::nullopt;
    }
    return std::nullopt;
}

int ScenarioListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ScenarioListModel::brokenCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return r.broken; }));
}

int ScenarioListModel::firstBroken() const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).broken)
            return int(i);
    return -1;
}

QVariant ScenarioListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case ExplainRole:
        return r.explain;
    case RulesetRole:
        return r.ruleset;
    case PathRole:
        return r.path;
    case BuiltInRole:
        return r.builtIn;
    case BrokenRole:
        return r.broken;
    case ProblemRole:
        return r.problem;
    case FirstOfRulesetRole:
        return index.row() == 0 || m_rows.at(index.row() - 1).ruleset != r.ruleset;
    default:
        return {};
    }
}

QHash<int, QByteArray> ScenarioListModel::roleNames() const
{
    return {{NameRole, "name"},     {ExplainRole, "explain"}, {RulesetRole, "rulesetName"},
            {PathRole, "path"},     {BuiltInRole, "builtIn"}, {FirstOfRulesetRole, "firstOfRuleset"},
            {BrokenRole, "broken"}, {ProblemRole, "problem"}};
}

} // namespace adjutant::ui
