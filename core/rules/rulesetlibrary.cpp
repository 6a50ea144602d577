#include "rulesetlibrary.h"

#include "files/appfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace adjutant::rules {

QList<RulesetLibrary::Entry> RulesetLibrary::list()
{
    QList<Entry> entries;
    const auto scan = [&entries](const QString &folder, bool builtIn) {
        const QDir dir(folder);
        const auto files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QFileInfo &file : files) {
            const RulesetLoadResult r = RulesetLoader::loadFile(file.filePath());
            Entry e;
            e.path = file.filePath();
            e.builtIn = builtIn;
            if (r.ok()) {
                e.id = r.ruleset->id;
                e.name = r.ruleset->doc.name;
                e.version = r.ruleset->version;
            } else {
                e.id = file.completeBaseName();
                e.errors = r.errors;
            }
            entries.append(e);
        }
    };
    scan(builtInFolder(), true);
    scan(AppFolders::rulesets(), false);
    return entries;
}

RulesetLoadResult RulesetLibrary::load(const QString &idOrPath)
{
    if (idOrPath.endsWith(u".json") || idOrPath.contains(u'/'))
        return RulesetLoader::loadFile(idOrPath);
    // The user's own rulesets win over built-in ones with the same id, whatever their file name.
    const QDir user(AppFolders::rulesets());
    for (const QFileInfo &file : user.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        RulesetLoadResult r = RulesetLoader::loadFile(file.filePath());
        if (r.ok() && r.ruleset->id == idOrPath)
            return r;
    }
    // Built-in files are named after their id: read that one rather than every ruleset.
    const QString builtIn = builtInFolder() + u'/' + idOrPath + u".json";
    if (QFile::exists(builtIn)) {
        RulesetLoadResult r = RulesetLoader::loadFile(builtIn);
        if (!r.ok() || r.ruleset->id == idOrPath)
            return r;
    }
    const QList<Entry> entries = list();
    // User files come last in the list, so the last match is the one that wins.
    for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        if (it->id == idOrPath)
            return RulesetLoader::loadFile(it->path);
    RulesetLoadResult none;
    none.errors.append(
        {QString(), 0, QString(),
         RulesetLoader::tr("no ruleset \"%1\"; 'adjutant-cli rulesets' lists them").arg(idOrPath)});
    return none;
}

} // namespace adjutant::rules
