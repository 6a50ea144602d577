// The German and French catalogues are complete: every message finished, with the placeholders
// of its source; every text of the built-in rulesets and scenarios among them, in the context the
// loaders translate it in; and the rulesets load in the language of the app.
#include "battle/scenario.h"
#include "learn/tutorial.h"
#include "rules/procedure.h"
#include "rules/rulesetlibrary.h"
#include "translationloader.h"
#include "tscatalogue.h"
#include "json/filetexts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <memory>

namespace {

using Message = adjutant::test::CatalogueMessage;
using adjutant::test::readCatalogue;

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(L?n|L?[1-9][0-9]?)"));
    QSet<QString> out;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(1));
    return out;
}

QString sorted(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list.join(u' ');
}

// The texts translations/ruleset_strings.py lists, found here on their own: what a ruleset or a
// scenario says to people.
void collectTexts(const QJsonValue &v, QStringList *out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const bool prose = it.key() == u"name" || it.key() == u"explain" || it.key() == u"note"
                || it.key() == u"thenExplain";
            if (prose && it->isString() && !it->toString().trimmed().isEmpty())
                out->append(it->toString());
            else
                collectTexts(*it, out);
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (const QJsonValue &item : a)
            collectTexts(item, out);
    }
}

QString catalogue(const QString &language)
{
    return QStringLiteral(TRANSLATIONS_DIR "/adjutant_%1.ts").arg(language);
}

struct Translated {
    QString context;
    QString source;
    QString translation;
};

// A German catalogue of the messages given, written as Linguist writes one and compiled with
// lrelease beside it (`path` ends in .ts; the .qm takes its name).
bool writeCatalogue(const QString &path, const QList<Translated> &messages)
{
    QFile ts(path);
    if (!ts.open(QIODevice::WriteOnly))
        return false;
    QXmlStreamWriter xml(&ts);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE TS>"));
    xml.writeStartElement(QStringLiteral("TS"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
    xml.writeAttribute(QStringLiteral("language"), QStringLiteral("de_DE"));
    xml.writeAttribute(QStringLiteral("sourcelanguage"), QStringLiteral("en"));
    for (const Translated &m : messages) {
        xml.writeStartElement(QStringLiteral("context"));
        xml.writeTextElement(QStringLiteral("name"), m.context);
        xml.writeStartElement(QStringLiteral("message"));
        xml.writeTextElement(QStringLiteral("source"), m.source);
        xml.writeTextElement(QStringLiteral("translation"), m.translation);
        xml.writeEndElement();
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    ts.close();
    return QProcess::execute(QStringLiteral(LRELEASE_PATH), {QStringLiteral("-silent"), path}) == 0;
}

} // namespace

class TestCatalogues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyMessageIsFinished_data();
    void everyMessageIsFinished();
    void placeholdersMatchTheSource_data();
    void placeholdersMatchTheSource();
    void rulesetTextsAreInTheCatalogue_data();
    void rulesetTextsAreInTheCatalogue();
    void rulesetsLoadInTheAppsLanguage_data();
    void rulesetsLoadInTheAppsLanguage();
    void anUmpiresOwnCatalogueIsLoaded();
    void anUmpiresCatalogueTranslatesItsOwnFileOnly_data();
    void anUmpiresCatalogueTranslatesItsOwnFileOnly();
    void tutorialsLoadInTheAppsLanguage_data();
    void tutorialsLoadInTheAppsLanguage();
    void earlierRulesetsLoadInTheAppsLanguage_data();
    void earlierRulesetsLoadInTheAppsLanguage();
    void sourcesAreInTheCatalogue_data();
    void sourcesAreInTheCatalogue();

private:
    void useLanguage(const QString &language);
    std::unique_ptr<QTranslator> m_translator;
};

void TestCatalogues::useLanguage(const QString &language)
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator = std::make_unique<QTranslator>();
    QVERIFY(m_translator->load(QStringLiteral(":/i18n/adjutant_%1.qm").arg(language)));
    QCoreApplication::installTranslator(m_translator.get());
}

void TestCatalogues::everyMessageIsFinished_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("French") << QStringLiteral("fr");
}

void TestCatalogues::everyMessageIsFinished()
{
    QFETCH(QString, language);
    QString error;
    const QList<Message> messages = readCatalogue(catalogue(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(messages.size() > 2000, qPrintable(QString::number(messages.size())));
    QStringList unfinished;
    for (const Message &m : messages) {
        const bool empty = m.forms.isEmpty()
            || std::any_of(m.forms.begin(), m.forms.end(), [](const QString &f) { return f.isEmpty(); });
        if (!m.finished || empty || (m.numerus && m.forms.size() != 2))
            unfinished.append(m.context + u": " + m.source);
    }
    QVERIFY2(
        unfinished.isEmpty(),
        qPrintable(
            QStringLiteral("%1 unfinished, the first: %2").arg(unfinished.size()).arg(unfinished.value(0))));
}

void TestCatalogues::placeholdersMatchTheSource_data()
{
    everyMessageIsFinished_data();
}

// Each %1.. of the source in every form of the translation, and none added; %n in every plural
// form but the singular, which may say "one" in words ("la prochaine carte").
void TestCatalogues::placeholdersMatchTheSource()
{
    QFETCH(QString, language);
    QString error;
    const QList<Message> messages = readCatalogue(catalogue(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList wrong;
    for (const Message &m : messages) {
        const QSet<QString> wanted = placeholders(m.source);
        for (qsizetype i = 0; i < m.forms.size(); ++i) {
            QSet<QString> found = placeholders(m.forms[i]);
            for (const QString &count : {QStringLiteral("n"), QStringLiteral("Ln")})
                if (m.numerus && i == 0 && wanted.contains(count) && !found.contains(count))
                    found.insert(count);
            if (found != wanted)
                wrong.append(QStringLiteral("%1: \"%2\" has %3, its translation \"%4\" %5")
                                 .arg(m.context, m.source, sorted(wanted), m.forms[i], sorted(found)));
        }
    }
    QVERIFY2(wrong.isEmpty(),
             qPrintable(QStringLiteral("%1 wrong, the first: %2").arg(wrong.size()).arg(wrong.value(0))));
}

void TestCatalogues::rulesetTextsAreInTheCatalogue_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("fr")}) {
        // The earlier copies of the rulesets too: a battle begun under one plays on in them.
        for (const QString &folder : {QStringLiteral("rulesets"), QStringLiteral("rulesets/earlier"),
                                      QStringLiteral("scenarios"), QStringLiteral("tutorials")}) {
            const QFileInfoList files
                = QDir(QStringLiteral(RESOURCES_DIR "/") + folder)
                      .entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
            for (const QFileInfo &f : files)
                QTest::addRow("%s %s", qPrintable(language), qPrintable(f.fileName()))
                    << language << f.filePath();
        }
    }
}

// A ruleset edited without `update_translations` (or a text left untranslated) fails here.
void TestCatalogues::rulesetTextsAreInTheCatalogue()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    // A guided first battle (resources/tutorials) has steps; its battle is a scenario.
    const bool tutorial = root.contains(u"steps");
    const bool scenario = !tutorial && root.contains(u"ruleset");
    const QString context = (tutorial       ? u"tutorial:"
                                 : scenario ? u"scenario:"
                                            : u"ruleset:")
        + root.value(u"id").toString();
    QStringList texts;
    if (tutorial) {
        texts << root.value(u"name").toString() << root.value(u"explain").toString();
        const QJsonArray steps = root.value(u"steps").toArray();
        for (const QJsonValue &step : steps)
            texts << step.toObject().value(u"title").toString() << step.toObject().value(u"text").toString();
    } else if (scenario) {
        texts << root.value(u"name").toString() << root.value(u"explain").toString();
        const QJsonArray sides = root.value(u"sides").toArray();
        for (const QJsonValue &side : sides)
            texts << side.toObject().value(u"name").toString();
    } else {
        collectTexts(root, &texts);
        // Plain choices are shown by their id as a name: "knox-volley-gun" reads "Knox volley gun".
        const QJsonArray fields = root.value(u"fields").toArray();
        for (const QJsonValue &field : fields) {
            const QJsonArray choices = field.toObject().value(u"choices").toArray();
            for (const QJsonValue &choice : choices) {
                QString name = choice.toString().replace(u'-', u' ');
                texts << name.left(1).toUpper() + name.mid(1);
            }
        }
        // And a phase's segments: "charge-moves" reads "charge moves".
        const QJsonArray phases = root.value(u"activation").toObject().value(u"phases").toArray();
        for (const QJsonValue &phase : phases) {
            const QJsonArray segments = phase.toObject().value(u"segments").toArray();
            for (const QJsonValue &segment : segments)
                if (segment.isString()) // a segment with a name of its own has it among the texts
                    texts << segment.toString().replace(u'-', u' ');
        }
    }
    QVERIFY(texts.size() >= 4);
    QString error;
    QHash<QString, Message> translated;
    const QList<Message> messages = readCatalogue(catalogue(language), &error);
    for (const Message &m : messages)
        if (m.context == context)
            translated.insert(m.source, m);
    QStringList missing;
    for (const QString &text : std::as_const(texts)) {
        const auto it = translated.constFind(text);
        if (it == translated.cend() || !it->finished || it->forms.value(0).isEmpty())
            missing.append(text);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 texts not translated in %3, the first: %4")
                            .arg(missing.size())
                            .arg(texts.size())
                            .arg(context, missing.value(0))));
}

void TestCatalogues::rulesetsLoadInTheAppsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("passName");
    QTest::newRow("German, KGCWO's save") << "de"
                                          << "kgcwo"
                                          << "save-hit"
                                          << "Einen Treffer retten"
                                          << "Gerettet";
    QTest::newRow("French, KGCWO's save") << "fr"
                                          << "kgcwo"
                                          << "save-hit"
                                          << "Sauvegarder une touche"
                                          << "Sauvegardée";
    QTest::newRow("German, the charge test") << "de"
                                             << "nap-igougo"
                                             << "charge-test"
                                             << "Angriffstest"
                                             << "Der Angriff geht hinein";
    QTest::newRow("French, the sniper") << "fr"
                                        << "chosen-men"
                                        << "snipe"
                                        << "Tir du tireur d’élite"
                                        << "Chef touché";
}

// Through the loader the app uses: the names of tests and outcomes read in the language.
void TestCatalogues::rulesetsLoadInTheAppsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, ruleset);
    QFETCH(QString, test);
    QFETCH(QString, name);
    QFETCH(QString, passName);
    useLanguage(language);
    const adjutant::rules::RulesetLoadResult r = adjutant::rules::RulesetLibrary::load(ruleset);
    QVERIFY(r.ok());
    const adjutant::rules::Test *t = r.ruleset->test(test);
    QVERIFY(t);
    QCOMPARE(t->doc.name, name);
    const auto pass = std::find_if(t->outcomes.begin(), t->outcomes.end(), [](const auto &o) {
        return o.kind == adjutant::rules::Outcome::Kind::Pass;
    });
    QVERIFY(pass != t->outcomes.end());
    QCOMPARE(pass->doc.name, passName);
    // The ids stay as written: battles and journals name things by id, in any language.
    QCOMPARE(t->id, test);
    QCoreApplication::removeTranslator(m_translator.get());
    m_translator.reset();
}

// An umpire's catalogue beside the ruleset, made with ruleset_strings.py --ts, Linguist and
// lrelease: a .qm whose texts are in the ruleset's context.
void TestCatalogues::anUmpiresOwnCatalogueIsLoaded()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(QStringLiteral(RESOURCES_DIR "/rulesets/kgcwo.json"),
                        dir.filePath(QStringLiteral("house.json"))));
    QVERIFY(writeCatalogue(dir.filePath(QStringLiteral("house_de.ts")),
                           {{u"ruleset:kgcwo"_qs, u"Save a hit"_qs, u"Treffer abwehren"_qs}}));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(adjutant::installOwnFileTranslations({{dir.path(), u"ruleset"_qs}}), 1);
    const adjutant::rules::RulesetLoadResult r
        = adjutant::rules::RulesetLibrary::load(dir.filePath(QStringLiteral("house.json")));
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->test(QStringLiteral("save-hit"))->doc.name, u"Treffer abwehren");
    adjutant::json::FileTexts::clearCatalogues();
    QLocale::setDefault(QLocale::c());
}

// Issue 31: a .qm beside an umpire's ruleset was installed for the whole app and could reword
// any message ("FILE is damaged, so nothing was written to it" read "FILE was saved, all in
// order"). It translates its own file's texts, and nothing else.
void TestCatalogues::anUmpiresCatalogueTranslatesItsOwnFileOnly_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("own");
    QTest::newRow("its own ruleset's text") << u"ruleset:house"_qs << u"Save a hit"_qs << true;
    QTest::newRow("another umpire's ruleset's text") << u"ruleset:other"_qs << u"Save a hit"_qs << false;
    QTest::newRow("a built-in ruleset's text") << u"ruleset:kgcwo"_qs << u"Save a hit"_qs << false;
    QTest::newRow("a built-in scenario's name")
        << u"scenario:kgcwo-demo"_qs << u"Battle of the Ridge"_qs << false;
    QTest::newRow("an app message about damage")
        << u"LiveBattle"_qs << u"%1 is damaged, so nothing was written to it"_qs << false;
    QTest::newRow("an app message of the rules engine") << u"Wording"_qs << u"yes"_qs << false;
}

void TestCatalogues::anUmpiresCatalogueTranslatesItsOwnFileOnly()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(bool, own);
    useLanguage(u"de"_qs);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto lookUp = [&] {
        // A file's texts are looked up as the loaders do; the app's messages as tr() does.
        return context.contains(u':')
            ? adjutant::json::FileTexts::translate(context, source)
            : QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData());
    };
    const QString before = lookUp();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile house(dir.filePath(QStringLiteral("house.json")));
    QVERIFY(house.open(QIODevice::WriteOnly));
    house.write(R"({"id": "house", "name": "House rules"})");
    house.close();
    const QString reworded = u"REWORDED: %1 was saved, all in order"_qs;
    QVERIFY(writeCatalogue(dir.filePath(QStringLiteral("house_de.ts")), {{context, source, reworded}}));
    QCOMPARE(adjutant::installOwnFileTranslations({{dir.path(), u"ruleset"_qs}}), 1);
    const QString after = lookUp();
    adjutant::json::FileTexts::clearCatalogues();
    QLocale::setDefault(QLocale::c());
    QCoreApplication::removeTranslator(m_translator.get());
    m_translator.reset();
    if (own)
        QCOMPARE(after, reworded);
    else
        QCOMPARE(after, before);
    QVERIFY2(after == reworded || !after.startsWith(u"REWORDED"), qPrintable(after));
}

void TestCatalogues::sourcesAreInTheCatalogue_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("source"); // a source folder, from the top of the project
    // Every message lupdate finds in the sources is in each catalogue, finished: strings were once
    // left out when a sentence changed and nobody ran update_translations.
    for (const QString &language : {u"de"_qs, u"fr"_qs})
        for (const QString &folder : {u"core"_qs, u"qml"_qs, u"app"_qs})
            QTest::addRow("%s %s", qPrintable(language), qPrintable(folder)) << language << folder;
}

void TestCatalogues::sourcesAreInTheCatalogue()
{
    QFETCH(QString, language);
    QFETCH(QString, source);
    const QString path = QStringLiteral(PROJECT_DIR "/") + source;
    QVERIFY2(QFile::exists(path), qPrintable(path));
    // What the source says to people, as lupdate reads it, in a catalogue of its own.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ts = dir.filePath(QStringLiteral("found.ts"));
    QCOMPARE(
        QProcess::execute(QStringLiteral(LUPDATE_PATH), {QStringLiteral("-silent"), path, u"-ts"_qs, ts}), 0);
    QString error;
    const QList<Message> found = readCatalogue(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!found.isEmpty(), qPrintable(source + u" has no translatable text"));
    const QList<Message> catalogued = readCatalogue(catalogue(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> finished;
    for (const Message &m : catalogued)
        if (m.finished)
            finished.insert(m.context + u'\x1f' + m.source);
    QStringList missing;
    for (const Message &m : found)
        if (!finished.contains(m.context + u'\x1f' + m.source))
            missing.append(m.context + u": " + m.source);
    QVERIFY2(missing.isEmpty(),
             qPrintable(
                 QStringLiteral("%1 not translated (run the update_translations target, then translate): %2")
                     .arg(missing.size())
                     .arg(missing.join(u"; "))));
}

void TestCatalogues::tutorialsLoadInTheAppsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("title");
    QTest::newRow("de kgcwo") << u"de"_qs << u"kgcwo"_qs << u"draw"_qs << u"Eine Karte ziehen"_qs;
    QTest::newRow("fr brigade") << u"fr"_qs << u"brigade"_qs << u"apply"_qs << u"L’appliquer"_qs;
}

// The guided first battle's steps are read in the language of the app, like a ruleset's texts.
void TestCatalogues::tutorialsLoadInTheAppsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, system);
    QFETCH(QString, step);
    QFETCH(QString, title);
    useLanguage(language);
    const adjutant::learn::TutorialLoadResult r = adjutant::learn::TutorialLoader::loadBuiltIn(system);
    QVERIFY(r.ok());
    const int at = r.tutorial->indexOf(step);
    QVERIFY(at >= 0);
    QCOMPARE(r.tutorial->steps[at].title, title);
    QVERIFY(!r.tutorial->steps[at].text.startsWith(u"Nothing changes"_qs));
    QVERIFY(!r.tutorial->name.startsWith(u"Guided"_qs));
}

void TestCatalogues::earlierRulesetsLoadInTheAppsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("procedure"); // the explanation of this procedure, or of
    QTest::addColumn<QString>("test"); // this test: a text only the earlier copy has
    QTest::addColumn<QString>("explain");
    QTest::newRow("de nap-igougo 1.0.0 charge")
        << u"de"_qs << u"nap-igougo"_qs << u"1.0.0"_qs << u"charge"_qs << QString()
        << u"Der Angreifer testet, ob er hineingeht; die angegriffene Einheit kann bleiben, wie sie ist, oder zuerst testen, ob sie Front oder Formation ändert; dann wird der Nahkampf Runde um Runde ausgefochten, bis eine Seite klar gewinnt."_qs;
    QTest::newRow("fr chosen-men 1.0.0 move")
        << u"fr"_qs << u"chosen-men"_qs << u"1.0.0"_qs << QString() << u"move"_qs
        << u"Pouces parcourus\u00a0: les dés gardés, divisés par deux en bois, dans l’eau et les bâtiments, moins 2\" par muret ou clôture, 4\" pour monter dans un bateau ou en descendre et 2\" par blessure grave dans l’unité, jamais sous 0."_qs;
    QTest::newRow("fr brigade 1.0.0 general killed")
        << u"fr"_qs << u"brigade"_qs << u"1.0.0"_qs << QString() << u"general-killed"_qs
        << u"Chaque fois qu’une unité avec un général attaché perd des figurines lors d’une phase de tir ou de mêlée, lancez un D10\u00a0: à hauteur des pertes subies dans cette phase ou moins, il est tué."_qs;
}

// A battle begun under an earlier version of a ruleset plays on in that version's copy: its texts
// read in the language of the app too, those the current version no longer has among them.
void TestCatalogues::earlierRulesetsLoadInTheAppsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, ruleset);
    QFETCH(QString, version);
    QFETCH(QString, procedure);
    QFETCH(QString, test);
    QFETCH(QString, explain);
    useLanguage(language);
    QStringList warnings;
    const adjutant::rules::RulesetLoadResult r
        = adjutant::rules::RulesetLibrary::loadSavedBefore(ruleset, version, &warnings);
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->version, version); // the earlier copy, not the current rules
    if (!procedure.isEmpty()) {
        const adjutant::rules::Procedure *p = r.ruleset->procedure(procedure);
        QVERIFY(p);
        QCOMPARE(p->doc.explain, explain);
    } else {
        const adjutant::rules::Test *t = r.ruleset->test(test);
        QVERIFY(t);
        QCOMPARE(t->doc.explain, explain);
    }
    QCoreApplication::removeTranslator(m_translator.get());
    m_translator.reset();
}

QTEST_GUILESS_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
