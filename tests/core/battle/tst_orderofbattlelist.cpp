// Orders of battle pasted as a list or a spreadsheet's CSV: every line that cannot be read has its
// own message, nothing is half read, and the documented example of every system reads whole.
#include "battle/idfromname.h"
#include "battle/orderofbattlelist.h"
#include "rules/rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QStringEncoder>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

const Ruleset &ruleset(const QString &id)
{
    static QHash<QString, Ruleset> loaded;
    if (!loaded.contains(id)) {
        RulesetLoadResult r = RulesetLibrary::load(id);
        if (!r.ok())
            qFatal("ruleset %s does not load", qPrintable(id));
        loaded.insert(id, *r.ruleset);
    }
    return loaded[id];
}

// Two sides of KGCWO around the line under test, which is line 4.
QString kgcwoAround(const QString &line)
{
    return QStringLiteral("side: British, colour #b3261e\n"
                          "army: Hale, commander\n"
                          "brigade: Thornby, commander, leader-rating good\n")
        + line
        + QStringLiteral("\nside: French\n"
                         "army: Marceau, commander\n"
                         "Ligne, infantry\n");
}

} // namespace

class TestOrderOfBattleList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goodLines_data();
    void goodLines();
    void badLines_data();
    void badLines();
    void wholeListsAndTheirMistakes_data();
    void wholeListsAndTheirMistakes();
    void examplesRead_data();
    void examplesRead();
    void hierarchyFollowsLevels();
    void idsAreMadeFromNames();
    void sidesTakeTheirPatterns_data();
    void sidesTakeTheirPatterns();
    void nothingIsDroppedWithoutAWord_data();
    void nothingIsDroppedWithoutAWord();
    void namesAndTitlesAreKeptAsWritten_data();
    void namesAndTitlesAreKeptAsWritten();
    void encodingsAreFoundOrRefused_data();
    void encodingsAreFoundOrRefused();
    void manyUnitsOfOneNameGetTheIdsTheyAlwaysGot();
};

void TestOrderOfBattleList::goodLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("fields");
    QTest::newRow("ids") << "1/52nd Foot, infantry, fire B, melee C, morale B"
                         << "infantry" << QVariantHash{{"fire", "B"}, {"melee", "C"}, {"morale", "B"}};
    QTest::newRow("names, any case") << "1/52nd Foot, INFANTRY REGIMENT, Fire rating b, MELEE RATING c"
                                     << "infantry" << QVariantHash{{"fire", "B"}, {"melee", "C"}};
    QTest::newRow("equals and colons") << "Lights, detached company, fire=A, morale: B"
                                       << "detached-company" << QVariantHash{{"fire", "A"}, {"morale", "B"}};
    QTest::newRow("a flag alone") << "52nd, infantry, skirmish-capable, lancers"
                                  << "infantry"
                                  << QVariantHash{{"skirmish-capable", true}, {"lancers", true}};
    QTest::newRow("a flag said no") << "52nd, infantry, smoothbore no"
                                    << "infantry" << QVariantHash{{"smoothbore", false}};
    QTest::newRow("a value only one field takes")
        << "52nd, infantry, attack column, shaken"
        << "infantry" << QVariantHash{{"formation", "attack-column"}, {"morale-state", "shaken"}};
    QTest::newRow("a number") << "Ross, light battery, casualties 1"
                              << "artillery-light" << QVariantHash{{"casualties", 1}};
    QTest::newRow("a name in quotes, with a comma") << "\"Ross's battery, RHA\", artillery-horse"
                                                    << "artillery-horse" << QVariantHash{};
    QTest::newRow("spaces everywhere") << "   52nd ,  infantry  ,   fire   B   "
                                       << "infantry" << QVariantHash{{"fire", "B"}};
}

void TestOrderOfBattleList::goodLines()
{
    QFETCH(QString, line);
    QFETCH(QString, type);
    QFETCH(QVariantHash, fields);
    const ListReadResult r
        = OrderOfBattleList::read(kgcwoAround(line), QStringLiteral("list.txt"), ruleset("kgcwo"));
    QVERIFY2(r.ok(), qPrintable(r.messages().join(u'\n')));
    const ScenarioUnit *thornby = r.scenario->unit(QStringLiteral("thornby"));
    QVERIFY(thornby);
    const ScenarioUnit *unit = nullptr;
    for (const ScenarioUnit &u : r.scenario->units)
        if (u.commander == thornby->id && !u.isCommander)
            unit = &u;
    QVERIFY(unit);
    QCOMPARE(unit->type, type);
    QCOMPARE(unit->side, QStringLiteral("british"));
    for (auto it = fields.begin(); it != fields.end(); ++it)
        QCOMPARE(unit->fields.value(it.key()), it.value());
}

void TestOrderOfBattleList::badLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("no type")
        << "1/52nd Foot"
        << "4: a unit's line is its name, then its type (one of infantry, detached-company, "
           "cavalry, artillery-light, artillery-horse, artillery-medium, artillery-heavy, "
           "howitzer, rockets, commander), then its ratings";
    QTest::newRow("unknown type")
        << "1/52nd Foot, line infantry"
        << "4: \"line infantry\" is not a unit type of King George Commands and We Obey; "
           "one of: infantry, detached-company, cavalry, artillery-light, artillery-horse, "
           "artillery-medium, artillery-heavy, howitzer, rockets, commander";
    QTest::newRow("rating off the ladder") << "52nd, infantry, fire F"
                                           << "4: Fire rating is one of A, B, C, D, E, not \"F\"";
    QTest::newRow("rating missing") << "52nd, infantry, fire"
                                    << "4: Fire rating needs a value after it";
    QTest::newRow("ambiguous value")
        << "52nd, infantry, B"
        << "4: \"B\" could be Fire rating, Melee rating, Morale rating: write the "
           "field before it (\"fire B\")";
    QTest::newRow("unknown word")
        << "52nd, infantry, valiant"
        << "4: \"valiant\" is neither a field of King George Commands and We Obey nor a "
           "value of one";
    QTest::newRow("unknown field before =")
        << "52nd, infantry, valour = 3"
        << "4: \"valour\" is not a field of King George Commands and We Obey";
    QTest::newRow("flag neither yes nor no") << "52nd, infantry, lancers maybe"
                                             << "4: Lancers is yes or no, not \"maybe\"";
    QTest::newRow("not a number") << "52nd, infantry, casualties two"
                                  << "4: Casualties is a whole number, not \"two\"";
    QTest::newRow("twice") << "52nd, infantry, fire B, fire C"
                           << "4: Fire rating is given twice";
    QTest::newRow("choice not offered") << "52nd, infantry, formation wedge"
                                        << "4: Formation is one of march-column, attack-column, line, "
                                           "skirmish, square, limbered, unlimbered, mounted, not \"wedge\"";
    // Checked by the scenario loader once the list is read, told on the line.
    QTest::newRow("too many casualties") << "52nd, infantry, casualties 9"
                                         << "4: Casualties takes a whole number from 0 to 3";
    QTest::newRow("level unnamed") << "brigade:, commander"
                                   << "4: a name is missing";
    QTest::newRow("bad colour")
        << "side: Spanish, colour #12345"
        << "4: \"colour #12345\" is neither a field of King George Commands and We Obey "
           "nor a value of one";
    QTest::newRow("bad pattern")
        << "side: Spanish, pattern tartan"
        << "4: a side's pattern is one of solid, stripes, dots, checks, not \"tartan\"";
    QTest::newRow("option unknown")
        << "option: weather fine"
        << "4: write an option as \"option: NAME CHOICE\"; the options of King George "
           "Commands and We Obey: morale-table-rating, formation-cost-rating, "
           "routed-counts-as-shaken, routed-fails-again, wounds-check, "
           "artillery-smoothbore, fate-reading, fate-lapse, end-of-turn-placement, cardScale, "
           "evaded-charger-shaken, shaken-horse-response, rally-order, staff-work-reach";
    QTest::newRow("option choice unknown") << "option: cardScale battalion"
                                           << "4: Scale of the game takes one of unit, commander, not "
                                              "\"battalion\"";
    QTest::newRow("another ruleset") << "ruleset: brigade"
                                     << "4: this list is for \"brigade\"; it is being read for King George "
                                        "Commands and We Obey";
}

void TestOrderOfBattleList::badLines()
{
    QFETCH(QString, line);
    QFETCH(QString, message);
    const ListReadResult r
        = OrderOfBattleList::read(kgcwoAround(line), QStringLiteral("list.txt"), ruleset("kgcwo"));
    QVERIFY(!r.ok());
    QVERIFY(r.json.isEmpty()); // nothing half read
    QCOMPARE(r.messages(), QStringList{message});
}

void TestOrderOfBattleList::wholeListsAndTheirMistakes_data()
{
    QTest::addColumn<QString>("rulesetId");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("messages");
    QTest::newRow("one side") << "kgcwo"
                              << "side: British\narmy: Hale, commander\n52nd, infantry\n"
                              << QStringList{
                                     "3: a battle needs at least two sides (\"side: NAME\" lines); sides "
                                     "in this list: 1"};
    QTest::newRow("a unit before any side")
        << "kgcwo"
        << "52nd, infantry\nside: A\narmy: X, commander\nside: B\narmy: Y, "
           "commander\n"
        << QStringList{"1: the first side's line comes first (\"side: NAME\")"};
    QTest::newRow("a unit before any commander")
        << "kgcwo"
        << "side: A\n52nd, infantry\narmy: X, commander\nside: B\narmy: Y, commander\n"
        << QStringList{
               "2: a unit comes under a commander: put a commander's line above it (\"brigade: NAME\")"};
    QTest::newRow("a side with no commander") << "kgcwo"
                                              << "side: A\narmy: X, commander\nside: B\n"
                                              << QStringList{"3: the side B has no commander"};
    QTest::newRow("every bad line, each once")
        << "kgcwo"
        << "side: A\narmy: X, commander\n52nd, infantry, fire Z\n# a comment\n88th, infantry\n95th, guards\n"
           "side: B\narmy: Y, commander\n"
        << QStringList{
               "3: Fire rating is one of A, B, C, D, E, not \"Z\"",
               "6: \"guards\" is not a unit type of King George Commands and We Obey; one of: infantry, "
               "detached-company, cavalry, artillery-light, artillery-horse, artillery-medium, "
               "artillery-heavy, howitzer, rockets, commander"};
    QTest::newRow("commander's type cannot be guessed")
        << "nap-igougo"
        << "side: A\nregiment: X\n"
        << QStringList{
               "2: name the commander's type after the name (one of infantry, light-cavalry, cavalry, "
               "foot-artillery-light, foot-artillery-6, foot-artillery-8, foot-artillery-12, "
               "foot-artillery-heavy, horse-artillery, cavalry-brigade-commander, division-commander, "
               "corps-commander, army-commander)"};
    QTest::newRow("a commander's line with a mistake, once: its units are still under it")
        << "kgcwo"
        << "side: A\narmy: X, general\n52nd, infantry\n88th, infantry\nside: B\narmy: Y, commander, fire Q\n"
           "45e, infantry\n"
        << QStringList{
               "2: \"general\" is neither a field of King George Commands and We Obey nor a value of one",
               "6: Fire rating is one of A, B, C, D, E, not \"Q\""};
    QTest::newRow("csv: an unknown column")
        << "kgcwo"
        << "side,level,name,type,valour\nA,army,X,commander,3\n"
        << QStringList{"1: the column \"valour\" is not a field of King George "
                       "Commands and We Obey"};
    QTest::newRow("csv: bad cells, each on its row")
        << "kgcwo"
        << "side,level,name,type,fire\nA,army,X,commander,\nA,,52nd,infantry,Q\nA,,88th,,B\nB,army,Y,"
           "commander,\n"
           "B,general,Z,commander,\n"
        << QStringList{
               "3: Fire rating is one of A, B, C, D, E, not \"Q\"",
               "4: the type is missing (one of infantry, detached-company, cavalry, artillery-light, "
               "artillery-horse, artillery-medium, artillery-heavy, howitzer, rockets, commander)",
               "6: \"general\" is not a level; one of army, wing, corps, division, brigade, regiment, "
               "battalion, company, section"};
}

void TestOrderOfBattleList::wholeListsAndTheirMistakes()
{
    QFETCH(QString, rulesetId);
    QFETCH(QString, text);
    QFETCH(QStringList, messages);
    const ListReadResult r = OrderOfBattleList::read(text, QStringLiteral("list.txt"), ruleset(rulesetId));
    QVERIFY(!r.ok());
    QCOMPARE(r.messages(), messages);
}

void TestOrderOfBattleList::examplesRead_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("rulesetId");
    QTest::addColumn<int>("units");
    QTest::newRow("kgcwo") << "kgcwo-ridge.txt"
                           << "kgcwo" << 10;
    QTest::newRow("nap-igougo") << "nap-igougo-danube.txt"
                                << "nap-igougo" << 10;
    QTest::newRow("chosen-men") << "chosen-men-farm.csv"
                                << "chosen-men" << 7;
    QTest::newRow("brigade") << "brigade-village.txt"
                             << "brigade" << 8;
}

void TestOrderOfBattleList::examplesRead()
{
    QFETCH(QString, file);
    QFETCH(QString, rulesetId);
    QFETCH(int, units);
    QFile f(QStringLiteral(LIST_EXAMPLES "/") + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const ListReadResult r
        = OrderOfBattleList::read(QString::fromUtf8(f.readAll()), file, ruleset(rulesetId));
    QVERIFY2(r.ok(), qPrintable(r.messages().join(u'\n')));
    QCOMPARE(r.scenario->sides.size(), 2);
    int count = 0;
    for (const ScenarioUnit &u : r.scenario->units)
        count += u.isCommander ? 0 : 1;
    QCOMPARE(count, units);
    // What a scenario file holds: it loads again as one.
    const ScenarioLoadResult again = ScenarioLoader::loadObject(r.json, file, ruleset(rulesetId));
    QVERIFY(again.ok());
    QCOMPARE(again.scenario->units.size(), r.scenario->units.size());
}

void TestOrderOfBattleList::hierarchyFollowsLevels()
{
    const ListReadResult r = OrderOfBattleList::read(
        QStringLiteral(
            "option: cardScale = commander\nside: A\narmy: Arm, commander\ndivision: Div, commander\n"
            "brigade: B1, commander\nu1, infantry\nbrigade: B2, commander\nu2, infantry\n"
            "division: Div2, commander\nu3, infantry\nside: B\nbrigade: Solo, commander\nu4, cavalry\n"),
        QStringLiteral("list.txt"), ruleset("kgcwo"));
    QVERIFY2(r.ok(), qPrintable(r.messages().join(u'\n')));
    const Scenario &sc = *r.scenario;
    QCOMPARE(sc.settings.value(QStringLiteral("cardScale")), QStringLiteral("commander"));
    QCOMPARE(sc.unit(QStringLiteral("div"))->commander, QStringLiteral("arm"));
    QCOMPARE(sc.unit(QStringLiteral("b1"))->commander, QStringLiteral("div"));
    QCOMPARE(sc.unit(QStringLiteral("b2"))->commander, QStringLiteral("div")); // not under B1
    QCOMPARE(sc.unit(QStringLiteral("div2"))->commander, QStringLiteral("arm"));
    QCOMPARE(sc.unit(QStringLiteral("u3"))->commander, QStringLiteral("div2"));
    QCOMPARE(sc.unit(QStringLiteral("solo"))->commander, QString());
    QCOMPARE(sc.unit(QStringLiteral("u4"))->side, QStringLiteral("b"));
}

void TestOrderOfBattleList::idsAreMadeFromNames()
{
    QSet<QString> taken;
    QCOMPARE(uniqueIdFromName(QStringLiteral("1/52nd Foot"), &taken), QStringLiteral("1-52nd-foot"));
    QCOMPARE(uniqueIdFromName(QStringLiteral("1/52nd Foot"), &taken), QStringLiteral("1-52nd-foot-2"));
    QCOMPARE(uniqueIdFromName(QStringLiteral("9e Léger"), &taken), QStringLiteral("9e-leger"));
    QCOMPARE(uniqueIdFromName(QStringLiteral("!!!"), &taken), QStringLiteral("unit"));
}

void TestOrderOfBattleList::sidesTakeTheirPatterns_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("patterns"); // as written in the scenario; empty: by its place
    QTest::newRow("none named") << kgcwoAround(QStringLiteral("52nd, infantry")) << QStringList{"", ""};
    QTest::newRow("pattern word") << QStringLiteral(
        "side: British, colour #b3261e, pattern dots\narmy: Hale, commander\n52nd, infantry\n"
        "side: French, Pattern: Checks\narmy: Marceau, commander\nLigne, infantry\n")
                                  << QStringList{"dots", "checks"};
    QTest::newRow("csv column") << QStringLiteral("side,level,name,type,pattern\n"
                                                  "British,army,Hale,commander,stripes\n"
                                                  "British,,52nd,infantry,\n"
                                                  "French,army,Marceau,commander,solid\n"
                                                  "French,,Ligne,infantry,\n")
                                << QStringList{"stripes", "solid"};
}

void TestOrderOfBattleList::sidesTakeTheirPatterns()
{
    QFETCH(QString, text);
    QFETCH(QStringList, patterns);
    const ListReadResult r = OrderOfBattleList::read(text, QStringLiteral("list.txt"), ruleset("kgcwo"));
    QVERIFY2(r.ok(), qPrintable(r.messages().join(u'\n')));
    const QJsonArray sides = r.json.value(u"sides").toArray();
    QCOMPARE(sides.size(), patterns.size());
    for (qsizetype i = 0; i < sides.size(); ++i)
        QCOMPARE(sides.at(i).toObject().value(u"pattern").toString(), patterns.at(i));
}

void TestOrderOfBattleList::nothingIsDroppedWithoutAWord_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("messages");
    // Each was read with exit 0 and something lost or changed: a cell dropped, a row dropped, a
    // third side made.
    QTest::newRow("csv: a cell beyond the header")
        << "side,level,name,type\nA,army,X,commander\nA,,52nd,infantry,fire B\nB,army,Y,commander\n"
        << QStringList{
               "3: cell 5 (\"fire B\") is beyond the header's 4 columns: name its column in the first "
               "row, or take it out"};
    QTest::newRow("csv: a cell under a column with no name")
        << "side,level,name,type,\nA,army,X,commander,\nA,,52nd,infantry,B\nB,army,Y,commander,\n"
        << QStringList{"3: cell 5 (\"B\") is under a column the header does not name: name it in the first "
                       "row, or take it out"};
    QTest::newRow("csv: ratings but no name or type")
        << "side,level,name,type,fire\nA,army,X,commander,\nA,,,,B\nB,army,Y,commander,\n"
        << QStringList{"3: this row has values but no name and no type: whose are they?"};
    QTest::newRow("csv: sides not in one block")
        << "side,level,name,type\nA,army,X,commander\nB,army,Y,commander\nA,,52nd,infantry\n"
        << QStringList{"4: the side A began on line 2, and another side came between: keep each side's rows "
                       "together (sort the list by side)"};
    QTest::newRow("a side given twice")
        << "side: A\narmy: X, commander\nside: B\narmy: Y, commander\nside: a\narmy: Z, commander\n"
        << QStringList{
               "5: the side a is already on line 1: a side's lines come together, under one \"side:\" "
               "line"};
    QTest::newRow("a quote never closed")
        << "side: A\narmy: X, commander\n\"52nd, infantry, fire B\nside: B\narmy: Y, commander\n"
        << QStringList{
               "3: a double quote opened on this line is never closed: the rest of the line would be "
               "one cell",
               "3: a unit's line is its name, then its type (one of infantry, detached-company, cavalry, "
               "artillery-light, artillery-horse, artillery-medium, artillery-heavy, howitzer, rockets, "
               "commander), then its ratings"};
}

void TestOrderOfBattleList::nothingIsDroppedWithoutAWord()
{
    QFETCH(QString, text);
    QFETCH(QStringList, messages);
    const ListReadResult r = OrderOfBattleList::read(text, QStringLiteral("list.txt"), ruleset("kgcwo"));
    QVERIFY(!r.ok());
    QVERIFY(r.json.isEmpty());
    QCOMPARE(r.messages(), messages);
}

void TestOrderOfBattleList::namesAndTitlesAreKeptAsWritten_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("names"); // the units', in order
    const QString french = QStringLiteral("side: B\narmy: Y, commander\nLigne, infantry\n");
    QTest::newRow("a name starting #1") << "side: A\narmy: X, commander\n#1 Company, infantry\n" + french
                                        << QString() << QStringList{"#1 Company", "Ligne"};
    QTest::newRow("# inside a name, and comments")
        << "# a comment\n#---\nside: A\narmy: X, commander\nBattery #2, artillery-light\n#A Troop, cavalry\n"
            + french
        << QString() << QStringList{"Battery #2", "#A Troop", "Ligne"};
    QTest::newRow("csv: a name starting #") << "side,level,name,type\nA,army,X,commander\nA,,#1 "
                                               "Company,infantry\nB,army,Y,commander\nB,,Ligne,infantry\n"
                                            << QString() << QStringList{"#1 Company", "Ligne"};
    QTest::newRow("a title with commas and semicolons")
        << "title: The ridge; at dawn, in fog\nside: A\narmy: X, commander\n52nd, infantry\n" + french
        << "The ridge; at dawn, in fog" << QStringList{"52nd", "Ligne"};
    QTest::newRow("a title in quotes") << "title: \"The ridge, at dawn\"\nside: A\narmy: X, commander\n52nd, "
                                          "infantry\n"
            + french << "The ridge, at dawn"
                                       << QStringList{"52nd", "Ligne"};
    QTest::newRow("lines ended by a carriage return alone")
        << QStringLiteral("side: A\rarmy: X, commander\r52nd, infantry\rside: B\rarmy: Y, commander\rLigne, "
                          "infantry\r")
        << QString() << QStringList{"52nd", "Ligne"};
    QTest::newRow("csv: empty cells beyond the header are no loss")
        << "side,level,name,type\nA,army,X,commander,,\nA,,52nd,infantry,\nB,army,Y,commander\nB,,Ligne,"
           "infantry\n"
        << QString() << QStringList{"52nd", "Ligne"};
    QTest::newRow("csv: a side written in another case is the same side")
        << "side,level,name,type\nBritish,army,X,commander\nbritish,,52nd,infantry\nB,army,Y,commander\nB,,"
           "Ligne,"
           "infantry\n"
        << QString() << QStringList{"52nd", "Ligne"};
}

void TestOrderOfBattleList::namesAndTitlesAreKeptAsWritten()
{
    QFETCH(QString, text);
    QFETCH(QString, title);
    QFETCH(QStringList, names);
    const ListReadResult r = OrderOfBattleList::read(text, QStringLiteral("list.txt"), ruleset("kgcwo"));
    QVERIFY2(r.ok(), qPrintable(r.messages().join(u'\n')));
    QVERIFY(r.warnings.isEmpty());
    QCOMPARE(r.scenario->sides.size(), 2);
    if (!title.isEmpty())
        QCOMPARE(r.json.value(u"name").toString(), title);
    QStringList read;
    for (const ScenarioUnit &u : r.scenario->units)
        if (!u.isCommander)
            read.append(u.name);
    QCOMPARE(read, names);
}

void TestOrderOfBattleList::encodingsAreFoundOrRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("commander"); // the first side's, as read; empty when refused
    QTest::addColumn<QStringList>("messages"); // errors, or else warnings: "LINE: message"
    const QString list = QStringLiteral("side: A\narmy: Hal\u00e9 \u2019s, commander\n52nd, infantry\n"
                                        "side: B\narmy: Y, commander\nLigne, infantry\n");
    const auto encoded = [&](const char *codec) {
        QStringEncoder e(codec);
        return QByteArray(e.encode(list));
    };
    QTest::newRow("utf-8") << list.toUtf8() << u"Hal\u00e9 \u2019s"_qs << QStringList();
    QTest::newRow("utf-8 with its byte-order mark")
        << QByteArray("\xEF\xBB\xBF" + list.toUtf8()) << u"Hal\u00e9 \u2019s"_qs << QStringList();
    QTest::newRow("utf-16 little-endian with its mark")
        << QByteArray("\xFF\xFE") + encoded("UTF-16LE") << u"Hal\u00e9 \u2019s"_qs << QStringList();
    QTest::newRow("utf-16 big-endian with its mark")
        << QByteArray("\xFE\xFF") + encoded("UTF-16BE") << u"Hal\u00e9 \u2019s"_qs << QStringList();
    QByteArray windows = list.toLatin1();
    windows.replace("?", "\x92"); // the apostrophe, as Windows-1252 writes it
    QTest::newRow("windows-1252, read with a warning naming its line")
        << windows << u"Hal\u00e9 \u2019s"_qs
        << QStringList{
               "2: the list is not UTF-8, so it was read as Windows-1252 (Western European, Latin-1): "
               "check the letters of the names on 1 line(s): 2 (or save the list as UTF-8)"};
    QTest::newRow("utf-16 without its mark")
        << encoded("UTF-16LE") << QString()
        << QStringList{"1: the list holds NUL bytes (at byte 1): is it UTF-16 "
                       "without its byte-order mark, or not text at all? "
                       "Save it as UTF-8"};
    QTest::newRow("a mark, then bytes that are not utf-16")
        << QByteArray("\xFF\xFE"
                      "s\0i\0d",
                      7)
        << QString()
        << QStringList{
               "1: the list starts as UTF-16 text but is not UTF-16 all through: save it again as UTF-8"};
}

// Text that is not UTF-8 was turned into replacement characters without a word; UTF-16 (as some
// spreadsheets save "Unicode text") was refused with a message about its first line.
void TestOrderOfBattleList::encodingsAreFoundOrRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, commander);
    QFETCH(QStringList, messages);
    const ListReadResult r = OrderOfBattleList::readFile(bytes, QStringLiteral("list.txt"), ruleset("kgcwo"));
    if (commander.isEmpty()) {
        QVERIFY(!r.ok());
        QCOMPARE(r.messages(), messages);
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.messages().join(u'\n')));
    QCOMPARE(r.scenario->units.constFirst().name, commander);
    QStringList warnings;
    for (const adjutant::json::FileError &w : r.warnings)
        warnings.append(QStringLiteral("%1: %2").arg(w.line).arg(w.message));
    QCOMPARE(warnings, messages);
}

// Ids made in time in proportion to the units (32,000 of one name took 70 s), and the same ids
// as before: the next number, past any a unit's own name already took.
void TestOrderOfBattleList::manyUnitsOfOneNameGetTheIdsTheyAlwaysGot()
{
    const QStringList names{u"Battalion"_qs, u"Battalion 2"_qs,   u"battalion"_qs,  u"Battalion-3"_qs,
                            u"Battalion"_qs, u"Battalion 2"_qs,   u"!!!"_qs,        u"unit"_qs,
                            u"Battalion"_qs, u"Battalion 2 2"_qs, u"Battalion 2"_qs};
    QSet<QString> taken;
    UniqueIds ids;
    for (const QString &name : names)
        QCOMPARE(ids.take(name), uniqueIdFromName(name, &taken));
}

QTEST_GUILESS_MAIN(TestOrderOfBattleList)
#include "tst_orderofbattlelist.moc"
