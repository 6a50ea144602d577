#include "translationfile.h"

#include "boundedfile.h"

#include <QDir>
#include <QFileInfo>
#include <QVariant>

namespace adjutant::io {

namespace {

// The most a catalogue holds: Adjutant's own are a few hundred KB.
constexpr qint64 kMaxCatalogueBytes = qint64{8} << 20;

// The names QTranslator tries, most specific first: each of the locale's languages, cut back
// part by part ("de_DE", then "de"), then the base name alone.
QStringList candidates(const QLocale &locale, const QString &base)
{
    QStringList out;
    for (QString language : locale.uiLanguages()) {
        language.replace(u'-', u'_');
        for (;;) {
            for (const QString &name : QStringList{base + u'_' + language, base + u'_' + language.toLower()})
                if (!out.contains(name))
                    out.append(name);
            const qsizetype cut = language.lastIndexOf(u'_');
            if (cut <= 0)
                break;
            language.truncate(cut);
        }
    }
    out.append(base);
    return out;
}

} // namespace

bool loadTranslation(QTranslator &translator, const QLocale &locale, const QString &base,
                     const QString &folder)
{
    for (const QString &name : candidates(locale, base)) {
        const QString path = QDir(folder).filePath(name + QStringLiteral(".qm"));
        if (!QFileInfo(path).isSymLink() && !QFileInfo::exists(path))
            continue;
        const BoundedRead file = BoundedFile::read(path, kMaxCatalogueBytes);
        if (!file.ok()) {
            qWarning("%s: %s", qPrintable(path), qPrintable(file.error));
            continue;
        }
        // QTranslator keeps using the bytes it was given: they live as long as it does.
        translator.setProperty("adjutantCatalogue", QVariant(file.data));
        const QByteArray &kept = translator.property("adjutantCatalogue").toByteArray();
        if (translator.load(reinterpret_cast<const uchar *>(kept.constData()), int(kept.size()), folder))
            return true;
    }
    return false;
}

} // namespace adjutant::io
