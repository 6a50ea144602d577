// Actions come in as JSON only at the edges (the journal, adjutant-cli play): read strictly, so a
// misspelt key or an impossible number is a clear mistake, never silently ignored; and written
// back exactly.
#include "battle/action.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;

class TestAction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mistakesAreNamed_data();
    void mistakesAreNamed();
    void writtenAsRead_data();
    void writtenAsRead();
    void journalsKeepRetiredKeys();
};

void TestAction::mistakesAreNamed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("no-kind") << QByteArray(R"({"test":"fire"})")
                             << "say what is done: \"kind\" is one of draw, next";
    QTest::newRow("kind-not-text") << QByteArray(R"({"kind":3})") << "\"kind\" is one of";
    QTest::newRow("unknown-kind") << QByteArray(R"({"kind":"charge!"})") << "unknown action \"charge!\"";
    QTest::newRow("misspelt-key") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","facez":[1]})")
                                  << "unknown key \"facez\" in a resolve action; it takes kind, test, actor";
    QTest::newRow("key-with-a-newline")
        << QByteArray("{\"kind\":\"draw\",\"a\\nb\":1}") << "unknown key \"a\\u000ab\"";
    QTest::newRow("no-test") << QByteArray(R"({"kind":"resolve","actor":"52nd"})") << "test: missing";
    // Each was read, then written without the key (found by fuzzing FILE.pending).
    QTest::newRow("a-test-and-a-procedure") << QByteArray(
        R"({"kind":"resolve","test":"fire","procedure":"charge","response":"stand","actor":"52nd"})")
                                            << "give a test or a procedure, not both";
    QTest::newRow("a-response-without-a-procedure")
        << QByteArray(R"({"kind":"resolve","test":"fire","response":"stand","actor":"52nd"})")
        << "response: only with a procedure";
    QTest::newRow("face-not-whole") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","faces":[3,7.5]})")
                                    << "faces[1]: a whole number is needed, not 7.5";
    QTest::newRow("face-enormous") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","faces":[1e308]})")
                                   << "faces[0]: a whole number is needed, not 1e+308";
    QTest::newRow("face-as-text") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","faces":["7"]})")
                                  << "faces[0]: a whole number is needed, not \"7\"";
    QTest::newRow("faces-not-a-list")
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"a","faces":7})")
        << "faces: a list of numbers is needed";
    QTest::newRow("ticked-not-a-list")
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"a","ticked":"x"})")
        << "ticked: a list is needed";
    QTest::newRow("per-test-unknown-key")
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"a","tests":{"fire":{"tick":["x"]}}})")
        << "tests.fire: unknown key \"tick\"; it takes ticked, chosen";
    QTest::newRow("input-not-whole") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","inputs":{"n":1.5}})")
                                     << "inputs.n: a whole number is needed";
    QTest::newRow("bad-source") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","source":"dice"})")
                                << "source: \"typed\" or \"app\", not \"dice\"";
    QTest::newRow("sources-short") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","faces":[1,2],"sources":["app"]})")
                                   << "sources: one for each of the 2 face";
    QTest::newRow("sources-unknown") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"a","faces":[1],"sources":["me"]})")
                                     << "sources[0]: \"typed\" or \"app\", not \"me\"";
    QTest::newRow("set-without-value")
        << QByteArray(R"({"kind":"set","unit":"52nd","field":"fired"})") << "value: missing";
    QTest::newRow("join-without-unit")
        << QByteArray(R"({"kind":"join"})") << "unit: the unit that joins is needed";
    QTest::newRow("join-misspelt") << QByteArray(R"({"kind":"join","unit":{"id":"x","typ":"infantry"}})")
                                   << "unit.unknown key \"typ\"";
    QTest::newRow("rename-without-name")
        << QByteArray(R"({"kind":"rename","unit":"52nd"})") << "name: missing";
    QTest::newRow("transfer-without-commander")
        << QByteArray(R"({"kind":"transfer","unit":"52nd"})") << "commander: missing";
    QTest::newRow("withdraw-number") << QByteArray(R"({"kind":"withdraw","unit":52})")
                                     << "unit: text is needed";
    QTest::newRow("withdraw-misspelt")
        << QByteArray(R"({"kind":"withdraw","unit":"52nd","why":"x"})") << "unknown key \"why\"";
    QTest::newRow("card-without-card") << QByteArray(R"({"kind":"reorder","cards":[{"unit":"52nd"}]})")
                                       << "cards[0]: a card is {\"card\": ID, \"unit\": ID}";
    QTest::newRow("undo-with-rubbish")
        << QByteArray(R"({"kind":"undo","steps":2})") << "unknown key \"steps\"";
}

void TestAction::mistakesAreNamed()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!ActionJson::read(QJsonDocument::fromJson(json).object(), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
}

void TestAction::writtenAsRead_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("draw") << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("draw-ending-the-turn") << QByteArray(
        R"({"kind":"draw","shuffle":[{"card":"end-of-turn"},{"card":"unit","unit":"52nd"}],"fate":[3,6,1]})");
    QTest::newRow("next") << QByteArray(R"({"kind":"next"})");
    QTest::newRow("end-turn") << QByteArray(R"({"kind":"end-turn","shuffle":[]})");
    QTest::newRow("resolve-everything") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","ticked":["enfilade"],)"
        R"("chosen":{"cover":"soft"},"tests":{"fire":{"ticked":["a","b"]},"save":{"chosen":{"x":"y"}}},)"
        R"("inputs":{"figures":6},"faces":[7,2,10],"source":"app"})");
    QTest::newRow("resolve-some-typed-some-rolled") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","faces":[7,2,10],"sources":["typed","app","typed"]})");
    QTest::newRow("set") << QByteArray(
        R"({"kind":"set","unit":"88th","field":"casualties","value":2,"reason":"miscounted"})");
    QTest::newRow("reorder") << QByteArray(R"({"kind":"reorder","cards":[{"card":"reload"}]})");
    QTest::newRow("join") << QByteArray(
        R"({"kind":"join","unit":{"id":"43rd","name":"1/43rd","type":"infantry","side":"british",)"
        R"("commander":"thornby","fields":{"fire":"B"}},"reason":"arrives"})");
    QTest::newRow("rename") << QByteArray(
        R"({"kind":"rename","unit":"52nd","name":"1/52nd, Oxfordshire","reason":"the club's list"})");
    QTest::newRow("transfer") << QByteArray(R"({"kind":"transfer","unit":"52nd","commander":"hale"})");
    QTest::newRow("withdraw") << QByteArray(R"({"kind":"withdraw","unit":"52nd","reason":"never arrived"})");
    QTest::newRow("undo-marker") << QByteArray(R"({"kind":"undo","seq":12})");
    QTest::newRow("redo") << QByteArray(R"({"kind":"redo"})");
    // Every kind up to the last, so that a kind's name out of the variant's order is caught (a
    // move was once journaled as an update of the rules).
    QTest::newRow("skip") << QByteArray(R"({"kind":"skip","owed":3,"reason":"the umpire's call"})");
    QTest::newRow("update-rules-asked") << QByteArray(R"({"kind":"update-rules"})");
    QTest::newRow("move") << QByteArray(R"({"kind":"move","unit":"52nd","inches":2.5,"to":"line",)"
                                        R"("terrain":"light-woods","manoeuvre":"wheel","face":true,)"
                                        R"("override":"a scenario rule"})");
    QTest::newRow("note") << QByteArray(R"({"kind":"note","text":"a storm rolls in"})");
}

void TestAction::writtenAsRead()
{
    QFETCH(QByteArray, json);
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    QString error;
    const std::optional<Action> a = ActionJson::read(o, &error);
    QVERIFY2(a, qPrintable(error));
    QCOMPARE(ActionJson::write(*a), o);
    QCOMPARE(ActionJson::kind(*a), o.value(u"kind").toString());
}

// Entries an earlier Adjutant journaled with keys it ignored still read as they were played.
void TestAction::journalsKeepRetiredKeys()
{
    const QJsonObject o = QJsonDocument::fromJson(R"({"kind":"draw","note":"from 2025"})").object();
    QString error;
    QVERIFY(!ActionJson::read(o, &error));
    QVERIFY(ActionJson::read(o, &error, ActionJson::Keys::AsJournaled));
}

QTEST_GUILESS_MAIN(TestAction)
#include "tst_action.moc"
