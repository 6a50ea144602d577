// A Linguist catalogue (translations/adjutant_LANG.ts) read as the tests check it: each message's
// context, source and translation (or plural forms), and whether it is finished.
#pragma once

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace adjutant::test {

struct CatalogueMessage {
    QString context;
    QString source;
    bool numerus = false;
    bool finished = true; // no type="unfinished", "vanished" or "obsolete"
    QStringList forms; // the translation, or its plural forms
};

inline QList<CatalogueMessage> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<CatalogueMessage> out;
    QXmlStreamReader xml(&file);
    QString context;
    CatalogueMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            m = CatalogueMessage{
                context, {}, xml.attributes().value(QStringLiteral("numerus")) == u"yes", true, {}};
        } else if (name == u"source") {
            m.source = xml.readElementText();
        } else if (name == u"translation") {
            m.finished = !xml.attributes().hasAttribute(QStringLiteral("type"));
            if (m.numerus) {
                while (xml.readNextStartElement())
                    m.forms.append(xml.readElementText());
            } else {
                m.forms.append(xml.readElementText());
            }
            out.append(m);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

} // namespace adjutant::test
