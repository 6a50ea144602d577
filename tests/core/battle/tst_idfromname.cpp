// idFromName on its own: the one rule by which a name people typed becomes an id, for a unit that
// joins a battle, the scenario editor's sides and bodies, a list read in, a scenario or army file.
#include "battle/idfromname.h"

#include <QTest>

using namespace adjutant::battle;

class TestIdFromName : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void idFromName_data();
    void idFromName();
    void uniqueAgainstASet_data();
    void uniqueAgainstASet();
    void uniqueAgainstAQuestion();
};

void TestIdFromName::idFromName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");

    QTest::newRow("plain") << u"Thornby"_qs << u"thornby"_qs;
    // Anything but a letter or a digit is a hyphen between words, one however many there are.
    QTest::newRow("slash-and-space") << u"1/52nd Foot"_qs << u"1-52nd-foot"_qs;
    QTest::newRow("runs-of-punctuation") << u"Hale's  --  Brigade"_qs << u"hale-s-brigade"_qs;
    QTest::newRow("spaces-round") << u"  Light Bob  "_qs << u"light-bob"_qs;
    QTest::newRow("hyphens-round") << u"-- rear guard --"_qs << u"rear-guard"_qs;
    // Accents dropped, the letter kept: the editor and a unit that joins make the same id.
    QTest::newRow("accents") << u"9e Léger"_qs << u"9e-leger"_qs;
    QTest::newRow("several-accents") << u"Général Éblé"_qs << u"general-eble"_qs;
    QTest::newRow("cedilla-and-umlaut") << u"Garçons Müller"_qs << u"garcons-muller"_qs;
    QTest::newRow("decomposed-already") << u"Le\u0301ger"_qs << u"leger"_qs;
    // Compatibility forms: a ligature and a superscript read as the letters and digit they are.
    QTest::newRow("ligature") << u"\uFB01fth"_qs << u"fifth"_qs;
    QTest::newRow("superscript") << u"2\u00B2"_qs << u"22"_qs;
    // Letters of other scripts are letters (an id may hold any letter, as the loaders check).
    QTest::newRow("cyrillic") << u"Бородино полк"_qs << u"бородино-полк"_qs;
    QTest::newRow("eszett") << u"Straße"_qs << u"straße"_qs;
    // Nothing left: "unit".
    QTest::newRow("punctuation-only") << u"!!!"_qs << u"unit"_qs;
    QTest::newRow("empty") << QString() << u"unit"_qs;
    QTest::newRow("accent-only") << u"\u0301"_qs << u"unit"_qs;
}

void TestIdFromName::idFromName()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(adjutant::battle::idFromName(name), expected);
}

void TestIdFromName::uniqueAgainstASet_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("one") << QStringList{u"1/52nd Foot"_qs} << QStringList{u"1-52nd-foot"_qs};
    QTest::newRow("the-same-twice") << QStringList{u"1/52nd Foot"_qs, u"1/52nd Foot"_qs}
                                    << QStringList{u"1-52nd-foot"_qs, u"1-52nd-foot-2"_qs};
    // Names that differ only in their accents or punctuation make the same id: numbered.
    QTest::newRow("same-but-accents") << QStringList{u"9e Léger"_qs, u"9e Leger"_qs, u"9E  LÉGER"_qs}
                                      << QStringList{u"9e-leger"_qs, u"9e-leger-2"_qs, u"9e-leger-3"_qs};
    QTest::newRow("nothing-left-twice")
        << QStringList{u"!!!"_qs, u"???"_qs} << QStringList{u"unit"_qs, u"unit-2"_qs};
    // A name that looks like a numbered id already taken is numbered on from its own id.
    QTest::newRow("numbered-name-first") << QStringList{u"Foot 2"_qs, u"Foot"_qs, u"Foot"_qs}
                                         << QStringList{u"foot-2"_qs, u"foot"_qs, u"foot-3"_qs};
}

void TestIdFromName::uniqueAgainstASet()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, expected);
    QSet<QString> taken;
    QStringList made;
    for (const QString &name : std::as_const(names))
        made.append(uniqueIdFromName(name, &taken));
    QCOMPARE(made, expected);
    // Each id made is added to the set.
    QCOMPARE(taken, QSet<QString>(expected.begin(), expected.end()));
}

void TestIdFromName::uniqueAgainstAQuestion()
{
    // The battle asks its state whether an id is taken (those taken out of the battle included);
    // the question is asked for each candidate in turn and nothing is added anywhere.
    const QSet<QString> inTheBattle{u"9e-leger"_qs, u"9e-leger-2"_qs, u"9e-leger-4"_qs};
    QStringList asked;
    const QString id = uniqueIdFromName(u"9e Léger"_qs, [&](const QString &candidate) {
        asked.append(candidate);
        return inTheBattle.contains(candidate);
    });
    QCOMPARE(id, u"9e-leger-3"_qs);
    QCOMPARE(asked, (QStringList{u"9e-leger"_qs, u"9e-leger-2"_qs, u"9e-leger-3"_qs}));
    QCOMPARE(uniqueIdFromName(u"Thornby"_qs, [](const QString &) { return false; }), u"thornby"_qs);
}

QTEST_GUILESS_MAIN(TestIdFromName)
#include "tst_idfromname.moc"
