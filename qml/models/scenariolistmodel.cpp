#include "scenariolistmodel.h"

#include "files/appfolders.h"
#include "rules/rulesetlibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace adjutant::ui {

// Empty until reload(): reading every ruleset costs time the first frame should not wait for.
ScenarioListModel::ScenarioListModel(QObject *parent) : QAbstractListModel(parent) { }

void ScenarioListModel::reload()
{
    QHash<QString, QString> rulesetNames;
    for (const auto &entry : rules::RulesetLibrary::list())
        if (entry.errors.isEmpty())
            rulesetNames.insert(entry.id, entry.name);
    beginResetModel();
    m_rows.clear();
    const auto scan = [&](const QString &folder, bool builtIn) {
        const QDir dir(folder);
        for (const QFileInfo &file : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile f(file.filePath());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
            Row r;
            r.path = file.filePath();
            r.builtIn = builtIn;
            // In the app's language, in the context the scenario loader translates them in.
            const QByteArray context = "scenario:" + o.value(u"id").toString().toUtf8();
            const auto translated = [&](const QString &text) {
                return text.isEmpty()
                    ? text
                    : QCoreApplication::translate(context.constData(), text.toUtf8().constData());
            };
            r.name = translated(o.value(u"name").toString(file.completeBaseName()));
            r.explain = translated(o.value(u"explain").toString());
            const QString ruleset = o.value(u"ruleset").toString();
            r.ruleset = rulesetNames.value(ruleset, ruleset);
            if (o.isEmpty())
                r.explain = tr("This file cannot be read as a scenario; starting it shows why.");
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

int ScenarioListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
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
    case FirstOfRulesetRole:
        return index.row() == 0 || m_rows.at(index.row() - 1).ruleset != r.ruleset;
    default:
        return {};
    }
}

QHash<int, QByteArray> ScenarioListModel::roleNames() const
{
    return {{NameRole, "name"}, {ExplainRole, "explain"}, {RulesetRole, "rulesetName"},
            {PathRole, "path"}, {BuiltInRole, "builtIn"}, {FirstOfRulesetRole, "firstOfRuleset"}};
}

} // namespace adjutant::ui
