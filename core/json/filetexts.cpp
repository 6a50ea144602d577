#include "filetexts.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QReadWriteLock>
#include <QTranslator>

namespace adjutant::json {

namespace {

// Guarded, as QCoreApplication's own translators are: a loader may run on any thread.
struct Registry {
    QReadWriteLock lock;
    QHash<QString, QList<std::shared_ptr<const QTranslator>>> byContext;
};

Registry &registry()
{
    static Registry r;
    return r;
}

} // namespace

QString FileTexts::translate(const QString &context, const QString &text)
{
    if (text.isEmpty() || context.isEmpty())
        return text;
    const QByteArray contextUtf8 = context.toUtf8();
    const QByteArray textUtf8 = text.toUtf8();
    {
        Registry &r = registry();
        const QReadLocker locker(&r.lock);
        const auto it = r.byContext.constFind(context);
        if (it != r.byContext.cend())
            for (auto c = it->crbegin(); c != it->crend(); ++c) {
                QString found = (*c)->translate(contextUtf8.constData(), textUtf8.constData());
                if (!found.isEmpty())
                    return found;
            }
    }
    return QCoreApplication::translate(contextUtf8.constData(), textUtf8.constData());
}

void FileTexts::addCatalogue(const QString &context, std::shared_ptr<const QTranslator> catalogue)
{
    Registry &r = registry();
    const QWriteLocker locker(&r.lock);
    r.byContext[context].append(std::move(catalogue));
}

int FileTexts::catalogues(const QString &context)
{
    Registry &r = registry();
    const QReadLocker locker(&r.lock);
    return int(r.byContext.value(context).size());
}

void FileTexts::clearCatalogues()
{
    Registry &r = registry();
    const QWriteLocker locker(&r.lock);
    r.byContext.clear();
}

} // namespace adjutant::json
