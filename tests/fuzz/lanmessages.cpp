// What phones send a hosted battle (lan::Table, on the kgcwo demo): the input is a conversation,
// a message a line, each "1 TEXT" or "2 TEXT" from the umpire's phone or a British player's (both
// joined and seated before it starts), "close N" / "open N" for a link dropped and made again.
// Checked besides not crashing or hanging: every text the host sends is one JSON object with a
// "type", so a phone can always read what it is told. (What a seat may see is tst_lanredaction's.)
#include "fuzzsupport.h"

#include "seatbook.h"
#include "table.h"

#include "battle/livebattle.h"
#include "battle/scenario.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace adjutant;

namespace {

const QString kPin = QStringLiteral("123456");
const QString kUmpireCode = QStringLiteral("9876543210");

QString pristinePath()
{
    return fuzz::scratch() + QStringLiteral("/pristine.adjutant");
}

QString battlePath()
{
    return fuzz::scratch() + QStringLiteral("/battle.adjutant");
}

// The battle's file and journal copied from the pristine ones, the seats beside it forgotten.
void freshBattle()
{
    for (const QString &suffix : {QString(), QStringLiteral(".journal")}) {
        QFile::remove(battlePath() + suffix);
        if (QFile::exists(pristinePath() + suffix)
            && !QFile::copy(pristinePath() + suffix, battlePath() + suffix))
            fuzz::broken("cannot copy the pristine battle");
    }
    QFile::remove(lan::SeatBook::pathFor(battlePath()));
}

QString fieldOf(const QByteArray &text, const char *key)
{
    return QJsonDocument::fromJson(text).object().value(QLatin1String(key)).toString();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    const battle::ScenarioLoadResult sc
        = battle::ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    if (!sc.ok())
        fuzz::broken("the kgcwo demo does not load");
    battle::LiveBattle::Opening made = battle::LiveBattle::create(
        std::make_unique<battle::Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), 7),
        pristinePath());
    if (!made.live)
        fuzz::broken("cannot make the demo battle", made.error);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    freshBattle();
    battle::LiveBattle::Opening opened = battle::LiveBattle::open(
        battlePath(), battle::LiveBattle::Access::Write, battle::LiveBattle::OnDamage::Refuse);
    if (!opened.live)
        fuzz::broken("cannot open the demo battle", opened.error);
    lan::SeatBook book;
    QString error;
    if (!book.load(lan::SeatBook::pathFor(battlePath()), &error))
        fuzz::broken("cannot read the seats", error);
    qint64 now = 0;
    lan::Table table(*opened.live, book, lan::Table::Options{kPin, kUmpireCode, [&now] { return now; }});
    QHash<int, QString> devices; // connection -> the device it joined as
    QObject::connect(&table, &lan::Table::send, [&devices](int connection, const QByteArray &text) {
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        if (!doc.isObject() || !doc.object().value(u"type").isString())
            fuzz::broken("the host sent something that is not a message", QString::fromUtf8(text.left(200)));
        if (doc.object().value(u"type").toString() == u"joined")
            devices.insert(connection, fieldOf(text, "device"));
    });

    // The umpire's phone and a player's join; the player is seated on the British side.
    table.opened(1, QStringLiteral("10.0.0.1"));
    table.received(1,
                   QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                                             {QStringLiteral("pin"), kPin},
                                             {QStringLiteral("umpireCode"), kUmpireCode},
                                             {QStringLiteral("name"), QStringLiteral("umpire")}})
                       .toJson(QJsonDocument::Compact));
    table.opened(2, QStringLiteral("10.0.0.2"));
    table.received(2,
                   QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                                             {QStringLiteral("pin"), kPin},
                                             {QStringLiteral("name"), QStringLiteral("player")}})
                       .toJson(QJsonDocument::Compact));
    if (devices.value(1).isEmpty() || devices.value(2).isEmpty())
        fuzz::broken("the phones did not join");
    lan::Seat british;
    british.role = lan::Seat::Role::Side;
    british.side = QStringLiteral("british");
    if (!table.seat(devices.value(2), british, &error))
        fuzz::broken("cannot seat the player", error);

    const QList<QByteArray> lines = fuzz::bytes(data, size).split('\n');
    for (const QByteArray &line : lines) {
        now += 1000; // a second of the PIN's clock a line, so its waits run out too
        if (line.startsWith("close ")) {
            table.closed(line.mid(6).toInt());
        } else if (line.startsWith("open ")) {
            const int connection = line.mid(5).toInt();
            table.opened(connection, QStringLiteral("10.0.0.%1").arg(connection & 0xff));
        } else {
            table.received(line.startsWith("2 ") ? 2 : 1,
                           line.startsWith("1 ") || line.startsWith("2 ") ? line.mid(2) : line);
        }
    }
    return 0;
}
