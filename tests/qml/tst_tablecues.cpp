// The table's ears: through the TableAnnouncer seam the battle session asks for the right cue
// at each event of a turn in every demo battle, and reads the right words aloud; nothing plays.
#include "announcer.h"
#include "battlesession.h"
#include "preferences.h"
#include "tableannouncer.h"

#include "battle/action.h"
#include "files/appfolders.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant;
using namespace adjutant::ui;

namespace {

// Records what the session asks for, for the test to compare; plays and says nothing.
class RecordingAnnouncer : public TableAnnouncer
{
public:
    void cue(report::Cue cue) override { cues.append(report::cueId(cue)); }
    void say(const QString &text) override { words.append(text); }
    QStringList cues;
    QStringList words;
};

// An action as the journal and scripts write it, read strictly and played by the session.
bool play(BattleSession &session, const QJsonObject &json)
{
    QString error;
    const std::optional<battle::Action> action = battle::ActionJson::read(json, &error);
    if (!action) {
        qWarning() << error;
        return false;
    }
    return session.apply(*action);
}

QJsonObject turns()
{
    QFile f(QStringLiteral(TABLECUES_TEST_DATA "/turn-cues.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestTableCues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("ADJUTANT_SEED", "7");
        QDir(AppFolders::battles()).removeRecursively();
    }
    void eachEventOfATurnAsksForItsCue_data();
    void eachEventOfATurnAsksForItsCue();
    void aRollOnTheSheetIsHeardOnce();
    void wordsForTheCardThePhaseAndTheResult();
    void noAnnouncerNoHarm();
    void announcerPlaysWhatTheSettingsWant_data();
    void announcerPlaysWhatTheSettingsWant();
    void soundSettingsPersist();

private:
    // The sound and speech settings as a fresh install has them.
    static void resetSoundSettings()
    {
        QSettings settings;
        settings.remove(u"sound"_qs);
        settings.remove(u"speech"_qs);
    }
};

void TestTableCues::eachEventOfATurnAsksForItsCue_data()
{
    QTest::addColumn<QString>("demo");
    const QJsonObject all = turns();
    for (const char *demo : {"kgcwo", "nap-igougo", "brigade", "chosen-men"}) {
        QVERIFY2(all.value(QLatin1String(demo)).isArray(), demo);
        QTest::newRow(demo) << QString::fromLatin1(demo);
    }
}

void TestTableCues::eachEventOfATurnAsksForItsCue()
{
    QFETCH(QString, demo);
    BattleSession session;
    RecordingAnnouncer ears;
    session.setAnnouncer(&ears);
    QVERIFY(session.startNew(u":/scenarios/"_qs + demo + u"-demo.json"_qs));
    const QJsonArray steps = turns().value(demo).toArray();
    for (const QJsonValue &step : steps) {
        const QJsonObject action = step[u"action"].toObject();
        const QString what = QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact));
        ears.cues.clear();
        QVERIFY2(play(session, action), qPrintable(what + u": "_qs + session.error()));
        QStringList expected;
        for (const QJsonValue &c : step[u"cues"].toArray())
            expected.append(c.toString());
        QVERIFY2(ears.cues == expected,
                 qPrintable(what + u": asked for "_qs + ears.cues.join(u", ") + u", expected "_qs
                            + expected.join(u", ")));
    }
}

void TestTableCues::aRollOnTheSheetIsHeardOnce()
{
    BattleSession session;
    RecordingAnnouncer ears;
    session.setAnnouncer(&ears);
    QVERIFY(session.startNew(u":/scenarios/kgcwo-demo.json"_qs));
    // The sheet rolls: the dice are heard then; applying the roll later does not repeat them.
    session.announceRoll();
    QCOMPARE(ears.cues, QStringList{u"dice"_qs});
    QVERIFY(play(session,
                 QJsonObject{{u"kind"_qs, u"resolve"_qs},
                             {u"test"_qs, u"fire"_qs},
                             {u"actor"_qs, u"52nd"_qs},
                             {u"target"_qs, u"45e-1"_qs},
                             {u"distance"_qs, 3},
                             {u"faces"_qs, QJsonArray{8, 3, 3, 5}},
                             {u"source"_qs, u"app"_qs},
                             {u"override"_qs, u"the 52nd fires before its card, for the cue"_qs}}));
    QCOMPARE(ears.cues, (QStringList{u"dice"_qs, u"volley"_qs}));
}

void TestTableCues::wordsForTheCardThePhaseAndTheResult()
{
    BattleSession session;
    RecordingAnnouncer ears;
    session.setAnnouncer(&ears);
    QVERIFY(session.startNew(u":/scenarios/kgcwo-demo.json"_qs));
    QVERIFY(session.draw()); // End of turn, under seed 7
    QCOMPARE(ears.words, (QStringList{u"End of turn"_qs, u"Turn 2 begins"_qs}));
    ears.words.clear();
    QVERIFY(play(session,
                 QJsonObject{{u"kind"_qs, u"resolve"_qs},
                             {u"test"_qs, u"fire"_qs},
                             {u"actor"_qs, u"52nd"_qs},
                             {u"target"_qs, u"45e-1"_qs},
                             {u"distance"_qs, 3},
                             {u"faces"_qs, QJsonArray{8, 3, 3, 5}},
                             {u"override"_qs, u"the 52nd fires before its card, for the words"_qs}}));
    QCOMPARE(ears.words, QStringList{u"Fire, 1/52nd Foot: 1 hit(s)"_qs});

    BattleSession phases;
    phases.setAnnouncer(&ears);
    ears.words.clear();
    QVERIFY(phases.startNew(u":/scenarios/nap-igougo-demo.json"_qs));
    QVERIFY(phases.next());
    QCOMPARE(ears.words.size(), 1);
    QCOMPARE(ears.words.first(), phases.currentTitle());
}

void TestTableCues::noAnnouncerNoHarm()
{
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/kgcwo-demo.json"_qs));
    session.announceRoll();
    QVERIFY(session.draw());
    QCOMPARE(session.announcer(), nullptr);
}

// The app's announcer keeps what the settings want and hands the cues to QML one after another,
// timed by each file's length (no device is needed, and nothing plays here).
void TestTableCues::announcerPlaysWhatTheSettingsWant_data()
{
    QTest::addColumn<bool>("soundOn");
    QTest::addColumn<QStringList>("muted");
    QTest::addColumn<bool>("audioAvailable");
    QTest::addColumn<QStringList>("played");
    const QStringList heard{u"card"_qs, u"volley"_qs, u"turn-end"_qs};
    QTest::newRow("every-cue") << true << QStringList() << true << heard;
    QTest::newRow("one-cue-off") << true << QStringList{u"volley"_qs} << true
                                 << QStringList{u"card"_qs, u"turn-end"_qs};
    QTest::newRow("sound-off") << false << QStringList() << true << QStringList();
    QTest::newRow("no-device") << true << QStringList() << false << QStringList();
}

void TestTableCues::announcerPlaysWhatTheSettingsWant()
{
    QFETCH(bool, soundOn);
    QFETCH(QStringList, muted);
    QFETCH(bool, audioAvailable);
    QFETCH(QStringList, played);
    resetSoundSettings();
    Preferences preferences;
    preferences.setSoundOn(soundOn);
    preferences.setSoundVolume(0.4);
    for (const QString &cue : muted)
        preferences.setCueOn(cue, false);
    Announcer announcer;
    announcer.setPreferences(&preferences);
    announcer.setAudioAvailable(audioAvailable);
    QSignalSpy requested(&announcer, &Announcer::soundRequested);
    for (const report::Cue cue : {report::Cue::Card, report::Cue::Volley, report::Cue::TurnEnd})
        announcer.cue(cue);
    // The first at once; each next one once the one before has had its time.
    QCOMPARE(requested.count(), played.isEmpty() ? 0 : 1);
    QTRY_COMPARE_WITH_TIMEOUT(requested.count(), played.size(), 5000);
    QStringList ids;
    for (const QList<QVariant> &args : std::as_const(requested)) {
        ids.append(args.at(0).toString());
        QCOMPARE(args.at(1).toDouble(), 0.4);
    }
    QCOMPARE(ids, played);
    resetSoundSettings();
}

void TestTableCues::soundSettingsPersist()
{
    resetSoundSettings();
    {
        Preferences p;
        QVERIFY(p.soundOn()); // on by default, reading aloud off
        QVERIFY(!p.speechOn());
        QCOMPARE(p.soundVolume(), 0.7);
        QSignalSpy changed(&p, &Preferences::soundChanged);
        p.setCueOn(u"dice"_qs, false);
        p.setCueOn(u"dice"_qs, false);
        QCOMPARE(changed.count(), 1);
        p.setSoundVolume(3.0); // kept within 0 to 1
        QCOMPARE(p.soundVolume(), 1.0);
        p.setSpeechOn(true);
    }
    Preferences again;
    QVERIFY(!again.cueOn(u"dice"_qs));
    QVERIFY(again.cueOn(u"volley"_qs));
    QCOMPARE(again.soundVolume(), 1.0);
    QVERIFY(again.speechOn());
    // Every cue the settings offer has a sound of its own, a name, and a length.
    const QVariantList cues = again.cues();
    QCOMPARE(cues.size(), report::allCues().size());
    for (const QVariant &c : cues) {
        const QString id = c.toMap().value(u"id"_qs).toString();
        QVERIFY(!c.toMap().value(u"name"_qs).toString().isEmpty());
        QVERIFY2(Announcer::lengthMs(id) > 50, qPrintable(id));
    }
    resetSoundSettings();
}

QTEST_GUILESS_MAIN(TestTableCues)
#include "tst_tablecues.moc"
