#include "translationloader.h"

#include "files/appfolders.h"
#include "io/translationfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSet>
#include <QTranslator>

#include <functional>

namespace adjutant {

static void install(QCoreApplication &app, const std::function<bool(QTranslator &)> &load)
{
    auto *translator = new QTranslator(&app);
    if (load(*translator))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

int installOwnFileTranslations(QCoreApplication &app, const QStringList &folders)
{
    const QLocale locale;
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return 0;
    int installed = 0;
    for (const QString &folder : folders) {
        QSet<QString> seen;
        const QFileInfoList files
            = QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QFileInfo &file : files) {
            const QString base = file.completeBaseName();
            if (seen.contains(base))
                continue;
            seen.insert(base);
            install(app, [&](QTranslator &t) {
                const bool ok = io::loadTranslation(t, locale, base, folder); // bounded: no pipe, no device
                installed += ok ? 1 : 0;
                return ok;
            });
        }
    }
    return installed;
}

void installTranslations(QCoreApplication &app)
{
    const QLocale locale;
    const QString ownDir = QStringLiteral(":/i18n");
    // English plural forms first, so they show under any locale whose catalogue lacks a string;
    // translators installed later are searched first.
    install(app, [&](QTranslator &t) { return t.load(QStringLiteral("adjutant_en"), ownDir); });
    install(app, [&](QTranslator &t) {
        return t.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    if (locale.language() != QLocale::English && locale.language() != QLocale::C) {
        install(app, [&](QTranslator &t) {
            return t.load(locale, QStringLiteral("adjutant"), QStringLiteral("_"), ownDir);
        });
        // Searched before Adjutant's own: an umpire's catalogue may translate a built-in
        // ruleset's texts otherwise, as well as those of the umpire's own rulesets.
        installOwnFileTranslations(app, {AppFolders::rulesets(), AppFolders::scenarios()});
    }
}

} // namespace adjutant
