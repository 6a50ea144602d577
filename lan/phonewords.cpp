#include "phonewords.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QTranslator>

#include <algorithm>
#include <memory>

namespace adjutant::lan {

namespace {

// The app's catalogues are compiled in under :/i18n (app/CMakeLists.txt). One translator a
// language, loaded on first use and kept: they are never installed for the whole program.
const QTranslator *catalogue(const QString &language)
{
    static QHash<QString, std::shared_ptr<QTranslator>> loaded;
    if (const auto it = loaded.constFind(language); it != loaded.cend())
        return it->get();
    auto translator = std::make_shared<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/adjutant_%1.qm").arg(language)))
        translator.reset();
    loaded.insert(language, translator);
    return translator.get();
}

} // namespace

QString Reason::in(const QString &language) const
{
    QString text = PhoneWords::say(language, words);
    for (const QString &arg : args)
        text = text.arg(arg);
    return text;
}

QString PhoneWords::languageOf(const QString &accepted)
{
    // Taken in the order given: browsers list the languages by preference (their q= agrees).
    for (const QString &part : accepted.split(u',', Qt::SkipEmptyParts)) {
        const QString tag = part.section(u';', 0, 0).trimmed().toLower();
        QString language = tag.section(u'-', 0, 0).section(u'_', 0, 0);
        if (language == u"en")
            return language;
        if (language.size() >= 2 && language.size() <= 3
            && std::all_of(language.begin(), language.end(), [](QChar c) { return c >= u'a' && c <= u'z'; })
            && catalogue(language))
            return language;
    }
    return QStringLiteral("en");
}

QString PhoneWords::say(const QString &language, const Words &words, const char *context)
{
    if (const QTranslator *t = language == u"en" ? nullptr : catalogue(language)) {
        QString translated = t->translate(context, words.source, words.comment);
        if (!translated.isEmpty())
            return translated;
    }
    return QString::fromUtf8(words.source);
}

} // namespace adjutant::lan
