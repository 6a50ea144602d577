#include "translationloader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
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
    }
}

} // namespace adjutant
