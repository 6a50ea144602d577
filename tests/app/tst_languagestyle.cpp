// German and French as players write them, checked over every message of the catalogues: French
// typography (a non-breaking space before : ; ! ? and %, inside « », one apostrophe), German
// addressing the reader as "Sie" only; and the desktop file, AppStream metainfo and MIME type
// saying in German and French what they say in English.
#include "tscatalogue.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

using adjutant::test::CatalogueMessage;

QList<CatalogueMessage> catalogue(const QString &language)
{
    QString error;
    const QList<CatalogueMessage> messages = adjutant::test::readCatalogue(
        QStringLiteral(PROJECT_DIR "/translations/adjutant_%1.ts").arg(language), &error);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return messages;
}

// Every translation (each plural form) where `fault` matches, as "context: source → translation".
QStringList faults(const QList<CatalogueMessage> &messages, const QRegularExpression &fault)
{
    QStringList out;
    for (const CatalogueMessage &m : messages)
        for (const QString &form : m.forms)
            if (fault.match(form).hasMatch())
                out.append(m.context + u": " + m.source + u" → " + form);
    return out;
}

QString firstOf(const QStringList &list)
{
    return QStringLiteral("%1 found, the first: %2").arg(list.size()).arg(list.value(0));
}

} // namespace

class TestLanguageStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void frenchTypography_data();
    void frenchTypography();
    void germanAddressesTheReaderAsSie_data();
    void germanAddressesTheReaderAsSie();
    void germanSaysWhoseItIsWithoutReadingAsYour();
    void desktopFilesSpeakGermanAndFrench_data();
    void desktopFilesSpeakGermanAndFrench();
};

void TestLanguageStyle::frenchTypography_data()
{
    QTest::addColumn<QString>("fault");
    // Before : a space is non-breaking (a colon with no space is a file:line or JSON, kept).
    QTest::newRow("ordinary space before a colon") << u"[ \\t]:"_qs;
    QTest::newRow("semicolon without a non-breaking space") << u"(?<![\\x{a0}\\x{202f}]);"_qs;
    QTest::newRow("exclamation mark without a non-breaking space") << u"(?<![\\x{a0}\\x{202f}])!"_qs;
    QTest::newRow("question mark without a non-breaking space") << u"(?<![\\x{a0}\\x{202f}])\\?"_qs;
    QTest::newRow("percent sign without a non-breaking space") << u"(?<![\\x{a0}\\x{202f}])%(?!L?[0-9n])"_qs;
    QTest::newRow("typewriter apostrophe") << u"\\p{L}'\\p{L}"_qs;
    QTest::newRow("opening guillemet without a non-breaking space") << u"«(?![\\x{a0}\\x{202f}])"_qs;
    QTest::newRow("closing guillemet without a non-breaking space") << u"(?<![\\x{a0}\\x{202f}])»"_qs;
}

void TestLanguageStyle::frenchTypography()
{
    QFETCH(QString, fault);
    const QList<CatalogueMessage> messages = catalogue(QStringLiteral("fr"));
    QVERIFY(messages.size() > 2000);
    const QStringList found = faults(messages, QRegularExpression(fault));
    QVERIFY2(found.isEmpty(), qPrintable(firstOf(found)));
}

void TestLanguageStyle::germanAddressesTheReaderAsSie_data()
{
    QTest::addColumn<QString>("fault");
    QTest::newRow("du, dich, dir, dein") << u"(?i)\\b(du|dich|dir|dein\\w*)\\b"_qs;
    QTest::newRow("euch, euer, eure") << u"(?i)\\b(euch|euer|eure\\w*)\\b"_qs;
    QTest::newRow("an imperative to a group (Wählt, nehmt)")
        << u"\\b(Wählt|Nehmt|nehmt|Gebt|gebt|Habt|habt|Seid|seid|Lest|lest|Tippt)\\b"_qs;
    QTest::newRow("an imperative to one (würfle, wähle, tippe)")
        << u"\\b(Tippe|Wähle|Würfle|Würfele|Nimm|Gib)\\b"_qs;
}

void TestLanguageStyle::germanAddressesTheReaderAsSie()
{
    QFETCH(QString, fault);
    const QList<CatalogueMessage> messages = catalogue(QStringLiteral("de"));
    QVERIFY(messages.size() > 2000);
    const QStringList found = faults(messages, QRegularExpression(fault));
    QVERIFY2(found.isEmpty(), qPrintable(firstOf(found)));
}

// "Ihr Blatt" at the head of a sentence reads "Your sheet": where the English says "its" or
// "their", the German names the unit ("Blatt der Einheit") instead.
void TestLanguageStyle::germanSaysWhoseItIsWithoutReadingAsYour()
{
    static const QRegularExpression sentenceOpensWithIhr(u"(^|[.:;!?]\\s+|\\n|„|\\()Ihr(e[mnrs]?)?\\b"_qs);
    static const QRegularExpression addressesTheReader(u"(?i)\\byou"_qs);
    QStringList found;
    for (const CatalogueMessage &m : catalogue(QStringLiteral("de")))
        for (const QString &form : m.forms)
            if (sentenceOpensWithIhr.match(form).hasMatch() && !addressesTheReader.match(m.source).hasMatch())
                found.append(m.context + u": " + m.source + u" → " + form);
    QVERIFY2(found.isEmpty(), qPrintable(firstOf(found)));
}

void TestLanguageStyle::desktopFilesSpeakGermanAndFrench_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    for (const QString &language : {u"de"_qs, u"fr"_qs}) {
        for (const QString &file :
             {u"org.adjutant.Adjutant.desktop"_qs, u"org.adjutant.Adjutant.metainfo.xml.in"_qs,
              u"org.adjutant.Adjutant.mime.xml"_qs})
            QTest::addRow("%s in %s", qPrintable(file), qPrintable(language)) << file << language;
    }
}

// Each text the English gives (a desktop key, a metainfo summary, paragraph or list item, the
// MIME type's comment) has its German and French beside it.
void TestLanguageStyle::desktopFilesSpeakGermanAndFrench()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFile f(QStringLiteral(PROJECT_DIR "/packaging/") + file);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.errorString()));
    QStringList english;
    QStringList translated;
    if (file.endsWith(u".desktop")) {
        static const QRegularExpression entry(
            u"^(GenericName|Comment|Keywords)(\\[([a-z_A-Z@]+)\\])?=(.+)$"_qs);
        for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n')) {
            const QRegularExpressionMatch m = entry.match(line);
            if (!m.hasMatch())
                continue;
            if (m.captured(3).isEmpty())
                english.append(m.captured(1));
            else if (m.captured(3) == language)
                translated.append(m.captured(1));
        }
    } else {
        // The component's own texts: its summary, and its description's paragraphs and items
        // (a release's notes are not translated).
        QXmlStreamReader xml(&f);
        int inRelease = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == u"releases")
                ++inRelease;
            if (xml.isEndElement() && xml.name() == u"releases")
                --inRelease;
            if (!xml.isStartElement() || inRelease > 0)
                continue;
            const QString name = xml.name().toString();
            if (name != u"summary" && name != u"p" && name != u"li" && name != u"comment")
                continue;
            const QString lang = xml.attributes().value(u"xml:lang"_qs).toString();
            if (lang.isEmpty())
                english.append(name);
            else if (lang == language)
                translated.append(name);
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    }
    QVERIFY(!english.isEmpty());
    QCOMPARE(translated, english);
}

QTEST_GUILESS_MAIN(TestLanguageStyle)
#include "tst_languagestyle.moc"
