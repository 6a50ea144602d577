#include "translationloader.h"

#include "files/appfolders.h"
#include "io/boundedfile.h"
#include "io/translationfile.h"
#include "json/filetexts.h"
#include "json/sourcejson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QLibraryInfo>
#include <QLocale>
#include <QSet>
#include <QTranslator>

#include <functional>
#include <memory>

namespace adjutant {

// The id a ruleset or scenario file gives itself, read as the library lists it (without loading
// the rest); empty when the file cannot be read or has none.
static QString idOf(const QString &path)
{
    const io::BoundedRead read = io::BoundedFile::read(path, io::BoundedFile::kMaxRulesetBytes);
    if (!read.ok())
        return {};
    json::SourceJson src;
    json::SourceJsonError error;
    if (!json::SourceJsonReader::read(read.data, &src, &error))
        return {};
    return src.root.toObject().value(u"id").toString();
}

static void install(QCoreApplication &app, const std::function<bool(QTranslator &)> &load)
{
    auto *translator = new QTranslator(&app);
    if (load(*translator))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

int installOwnFileTranslations(const QList<OwnFilesFolder> &folders)
{
    const QLocale locale;
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return 0;
    int installed = 0;
    for (const OwnFilesFolder &folder : folders) {
        QSet<QString> seen;
        const QFileInfoList files
            = QDir(folder.path).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QFileInfo &file : files) {
            const QString base = file.completeBaseName();
            if (seen.contains(base))
                continue;
            seen.insert(base);
            auto catalogue = std::make_shared<QTranslator>();
            // Bounded: a pipe or a device named like a catalogue is never read.
            if (!io::loadTranslation(*catalogue, locale, base, folder.path))
                continue;
            // Its file's texts only: a file whose id cannot be read has no texts to translate.
            const QString id = idOf(file.filePath());
            if (id.isEmpty())
                continue;
            json::FileTexts::addCatalogue(folder.context + u':' + id, std::move(catalogue));
            ++installed;
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
    // Qt's own words (the command line's "Options:", the dialogs' buttons): "qt_LANG.qm" names
    // Qt's catalogues (qtbase, qtdeclarative, qtmultimedia), which qt6-translations-l10n
    // installs; without it they stay English.
    install(app, [&](QTranslator &t) {
        return t.load(locale, QStringLiteral("qt"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    if (locale.language() != QLocale::English && locale.language() != QLocale::C) {
        install(app, [&](QTranslator &t) {
            return t.load(locale, QStringLiteral("adjutant"), QStringLiteral("_"), ownDir);
        });
        // Never installed for the whole app: each translates its own file's texts (FileTexts).
        installOwnFileTranslations({{AppFolders::rulesets(), QStringLiteral("ruleset")},
                                    {AppFolders::scenarios(), QStringLiteral("scenario")}});
    }
}

} // namespace adjutant
