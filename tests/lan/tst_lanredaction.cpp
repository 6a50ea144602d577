// Hidden information never leaves the host for a seat that may not see it. The 001 rules (the
// nap-igougo ruleset) keep each unit's written order from the other side until it is shown; here
// every value that order may take, but the default, is renamed to a canary string, and one side
// writes and rolls for orders (and the umpire corrects them) through random sequences of actions,
// undos, Why? questions, test sheets and dropped links, while the other side's phone and a
// spectator's play along. No byte either of them is sent may contain a canary; the umpire's and
// the writing side's bytes must (else the test proved nothing). Orders are never shown here:
// showing one ends its secret.

#include "lanfixture.h"

#include "rules/rulesetloader.h"

#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtTest>

using namespace lantest;
using namespace adjutant;

namespace {

const QStringList kSecretValues{QStringLiteral("issued"), QStringLiteral("pending"),
                                QStringLiteral("in-force")};

QString canary(const QString &value)
{
    return value + QStringLiteral("-zq7canary");
}

QJsonValue planted(const QJsonValue &value)
{
    if (value.isString() && kSecretValues.contains(value.toString()))
        return canary(value.toString());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(planted(v));
        return out;
    }
    return value;
}

bool namesTheOrder(const QJsonValue &path)
{
    static const QRegularExpression order(QStringLiteral("^[a-z]+\\.order$"));
    return order.match(path.toString()).hasMatch();
}

// Every place the ruleset compares or sets a unit's order gets the canary values.
QJsonValue withCanaries(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(withCanaries(v));
        return out;
    }
    if (!value.isObject())
        return value;
    QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        it.value() = withCanaries(it.value());
    if (namesTheOrder(o.value(u"field")))
        for (const char *key : {"is", "in"})
            if (o.contains(QLatin1String(key)))
                o.insert(QLatin1String(key), planted(o.value(QLatin1String(key))));
    if (namesTheOrder(o.value(u"set")))
        o.insert(QStringLiteral("to"), planted(o.value(u"to")));
    if (o.value(u"id").toString() == u"order" && o.value(u"kind").toString() == u"choice")
        o.insert(QStringLiteral("choices"), planted(o.value(u"choices")));
    return o;
}

std::unique_ptr<battle::Battle> battleWithCanaries()
{
    QFile rulesFile(QStringLiteral(":/rulesets/nap-igougo.json"));
    QFile scenarioFile(QStringLiteral(":/scenarios/nap-igougo-demo.json"));
    if (!rulesFile.open(QIODevice::ReadOnly) || !scenarioFile.open(QIODevice::ReadOnly))
        return nullptr;
    const QJsonValue rules = withCanaries(QJsonDocument::fromJson(rulesFile.readAll()).object());
    const QByteArray text = QJsonDocument(rules.toObject()).toJson();
    const rules::RulesetLoadResult loaded
        = rules::RulesetLoader::loadData(text, QStringLiteral("nap-igougo.json"));
    if (!loaded.ruleset)
        return nullptr;
    const battle::ScenarioLoadResult sc = battle::ScenarioLoader::loadData(
        scenarioFile.readAll(), QStringLiteral("demo.json"), *loaded.ruleset);
    if (!sc.ok())
        return nullptr;
    return std::make_unique<battle::Battle>(*sc.scenario, *loaded.ruleset, QHash<QString, QString>(), 11);
}

bool hasCanary(const QByteArray &bytes)
{
    return bytes.contains("zq7canary");
}

} // namespace

class TestLanRedaction : public QObject
{
    Q_OBJECT

    struct Table {
        std::unique_ptr<HostedBattle> host;
        std::unique_ptr<Phone> umpire;
        std::unique_ptr<Phone> writer; // the side that writes orders
        std::unique_ptr<Phone> other; // the side they are kept from
        std::unique_ptr<Phone> spectator;
        QString writerSide;
        QString otherSide;
    };

    static void seat(Table &t, Phone &phone, const QString &role, const QString &side)
    {
        QVERIFY(phone.join(t.host->pin));
        const qsizetype from = phone.got.size();
        t.umpire->send({{QStringLiteral("type"), QStringLiteral("seat")},
                        {QStringLiteral("id"), QStringLiteral("seat")},
                        {QStringLiteral("device"), phone.device},
                        {QStringLiteral("role"), role},
                        {QStringLiteral("side"), side}});
        QVERIFY(!phone.await(QStringLiteral("snapshot"), from).isEmpty());
    }

    // An action the writing side (or the umpire) might try now, picked at random.
    static QJsonObject someAction(const battle::Battle &b, const QString &side, bool umpire,
                                  QRandomGenerator &random)
    {
        QStringList own;
        QString commander;
        for (const battle::ScenarioUnit &u : b.scenario().units)
            if (u.side == side) {
                own.append(u.id);
                if (u.type == u"army-commander")
                    commander = u.id;
            }
        QList<QJsonObject> choices{jsonOf(R"({"kind":"next"})"), jsonOf(R"({"kind":"undo"})"),
                                   jsonOf(R"({"kind":"redo"})")};
        const QString target = own.at(int(random.bounded(qsizetype(own.size()))));
        for (int i = 0; i < 3; ++i)
            choices.append({{QStringLiteral("kind"), QStringLiteral("order")},
                            {QStringLiteral("order"), QStringLiteral("give-order")},
                            {QStringLiteral("unit"), commander},
                            {QStringLiteral("target"), target}});
        if (umpire) // his correction of a written order
            choices.append({{QStringLiteral("kind"), QStringLiteral("set")},
                            {QStringLiteral("unit"), target},
                            {QStringLiteral("field"), QStringLiteral("order")},
                            {QStringLiteral("value"), canary(kSecretValues.at(int(random.bounded(3))))},
                            {QStringLiteral("reason"), QStringLiteral("misheard")}});
        for (const battle::OwedTest &o : b.state().owed)
            choices.append(
                {{QStringLiteral("kind"), QStringLiteral("resolve")}, {QStringLiteral("owed"), o.id}});
        return choices.at(int(random.bounded(qsizetype(choices.size()))));
    }

    // The other side's phone meanwhile: a Why? of any entry, a sheet of its own unit, a refused
    // try at the writers' units, or a dropped link and a reconnect with its last revision.
    static void otherSidePlays(Table &t, QRandomGenerator &random, std::unique_ptr<Phone> &reconnected)
    {
        Phone &other = reconnected ? *reconnected : *t.other;
        const battle::Battle &b = t.host->live->battle();
        switch (random.bounded(6)) {
        case 0:
            if (!b.journal().isEmpty())
                other.send({{QStringLiteral("type"), QStringLiteral("why")},
                            {QStringLiteral("id"), QStringLiteral("w")},
                            {QStringLiteral("seq"), b.journal().at(random.bounded(b.journal().size())).seq}});
            break;
        case 1:
            other.send(
                {{QStringLiteral("type"), QStringLiteral("sheet")},
                 {QStringLiteral("id"), QStringLiteral("s")},
                 {QStringLiteral("action"), jsonOf(R"({"kind":"resolve","test":"morale","actor":"24e"})")}});
            break;
        case 2:
            other.act(
                jsonOf(R"({"kind":"resolve","test":"order-activation","actor":"kessler","target":"ir-12"})"));
            break;
        case 3: // what one of its units may do, and (refused) one of the writers'
            for (const battle::ScenarioUnit &u : b.scenario().units)
                if (random.bounded(4) == 0)
                    other.send({{QStringLiteral("type"), QStringLiteral("unit")},
                                {QStringLiteral("id"), QStringLiteral("u")},
                                {QStringLiteral("unit"), u.id}});
            break;
        case 4: { // a charge at one of the writers' units (they see it declared, and answer it)
            const QStringList chargers = unitsOf(b, otherSideOf(t)), charged = unitsOf(b, writerSideOf(t));
            other.send(
                {{QStringLiteral("type"), QStringLiteral("charge")},
                 {QStringLiteral("id"), QStringLiteral("c%1").arg(random.generate())},
                 {QStringLiteral("action"),
                  QJsonObject{{QStringLiteral("kind"), QStringLiteral("resolve")},
                              {QStringLiteral("procedure"), QStringLiteral("charge")},
                              {QStringLiteral("actor"), chargers.at(int(random.bounded(chargers.size())))},
                              {QStringLiteral("target"), charged.at(int(random.bounded(charged.size())))},
                              {QStringLiteral("inputs"), QJsonObject{{QStringLiteral("distance"), 4}}}}}});
            break;
        }
        default: {
            const QString secret = t.other->secret;
            const int seen = other.lastRevision();
            reconnected = std::make_unique<Phone>(t.host->url());
            reconnected->secret = secret;
            reconnected->send({{QStringLiteral("type"), QStringLiteral("hello")},
                               {QStringLiteral("secret"), secret},
                               {QStringLiteral("revision"), seen}});
            reconnected->await(QStringLiteral("welcome"));
        }
        }
    }

    static QStringList unitsOf(const battle::Battle &b, const QString &side)
    {
        QStringList out;
        for (const battle::ScenarioUnit &u : b.scenario().units)
            if (u.side == side && !u.isCommander)
                out.append(u.id);
        return out;
    }
    static QString otherSideOf(const Table &t) { return t.otherSide; }
    static QString writerSideOf(const Table &t) { return t.writerSide; }

private Q_SLOTS:
    void noCanaryReachesAnotherSeat_data()
    {
        QTest::addColumn<QString>("writerSide");
        QTest::addColumn<QString>("otherSide");
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {1u, 2u, 3u}) {
            QTest::addRow("austrian writes, seed %u", seed) << "austrian"
                                                            << "french" << seed;
            QTest::addRow("french writes, seed %u", seed) << "french"
                                                          << "austrian" << seed;
        }
    }
    void noCanaryReachesAnotherSeat()
    {
        QFETCH(QString, writerSide);
        QFETCH(QString, otherSide);
        QFETCH(quint32, seed);
        std::unique_ptr<battle::Battle> made = battleWithCanaries();
        QVERIFY2(made, "the ruleset with canaries loads");
        Table t;
        t.writerSide = writerSide;
        t.otherSide = otherSide;
        t.host = std::make_unique<HostedBattle>(std::move(made), 0);
        t.umpire = std::make_unique<Phone>(t.host->url());
        QVERIFY(t.umpire->join(t.host->pin, t.host->umpireCode));
        t.writer = std::make_unique<Phone>(t.host->url());
        t.other = std::make_unique<Phone>(t.host->url());
        t.spectator = std::make_unique<Phone>(t.host->url());
        seat(t, *t.writer, QStringLiteral("side"), writerSide);
        seat(t, *t.other, QStringLiteral("side"), otherSide);
        seat(t, *t.spectator, QStringLiteral("spectator"), QString());
        // The other side's phone speaks French: it is sent what the host's French copy of the
        // battle says, which must keep the same secrets.
        const qsizetype hello = t.other->got.size();
        t.other->send({{QStringLiteral("type"), QStringLiteral("hello")},
                       {QStringLiteral("secret"), t.other->secret},
                       {QStringLiteral("language"), QStringLiteral("fr")}});
        QVERIFY(!t.other->await(QStringLiteral("snapshot"), hello).isEmpty());
        QRandomGenerator random(seed);
        std::unique_ptr<Phone> reconnected;
        int accepted = 0;
        for (int step = 0; step < 80; ++step) {
            const bool umpire = random.bounded(4) == 0;
            Phone &by = umpire ? *t.umpire : *t.writer;
            const QString id = by.act(someAction(t.host->live->battle(), writerSide, umpire, random));
            accepted += by.answer(id).value(u"accepted").toBool() ? 1 : 0;
            otherSidePlays(t, random, reconnected);
        }
        // Everything sent has arrived: the last action's update reached every phone.
        for (Phone *phone : {t.umpire.get(), t.writer.get(), t.spectator.get()})
            QVERIFY(waitFor([&] { return phone->lastRevision() == t.host->revision(); }, kPatienceMs));
        QVERIFY2(accepted > 10, "the random play got somewhere");
        const auto anyCanary
            = [](const Phone &p) { return std::any_of(p.raw.begin(), p.raw.end(), hasCanary); };
        QVERIFY2(anyCanary(*t.umpire) && anyCanary(*t.writer),
                 "orders were written, and those who may see them did");
        for (const Phone *kept : {t.other.get(), reconnected.get(), t.spectator.get()}) {
            if (!kept)
                continue;
            for (const QByteArray &bytes : kept->raw)
                QVERIFY2(!hasCanary(bytes), bytes.constData());
        }
    }
    // An order written from a phone, as the phone writes it (its commander's offers asked, the
    // order given to a unit), then each way the other side's phone could come near it: none of
    // its bytes carries the order, while the writer's phone sees it.
    void orderWrittenFromAPhone_data()
    {
        QTest::addColumn<QString>("channel");
        QTest::newRow("the state and journal it is sent") << "state";
        QTest::newRow("what its own units may do") << "offers";
        QTest::newRow("a charge at the unit ordered") << "charge";
        QTest::newRow("the Why? of the order's entry") << "why";
        QTest::newRow("a reconnect without its revision") << "reconnect";
    }
    void orderWrittenFromAPhone()
    {
        QFETCH(QString, channel);
        std::unique_ptr<battle::Battle> made = battleWithCanaries();
        QVERIFY2(made, "the ruleset with canaries loads");
        Table t;
        t.writerSide = QStringLiteral("austrian");
        t.otherSide = QStringLiteral("french");
        t.host = std::make_unique<HostedBattle>(std::move(made), 0);
        t.umpire = std::make_unique<Phone>(t.host->url());
        QVERIFY(t.umpire->join(t.host->pin, t.host->umpireCode));
        t.writer = std::make_unique<Phone>(t.host->url());
        t.other = std::make_unique<Phone>(t.host->url());
        seat(t, *t.writer, QStringLiteral("side"), t.writerSide);
        seat(t, *t.other, QStringLiteral("side"), t.otherSide);
        // On to the Austrians' orders step: the initiative, then the random events.
        for (int i = 0; i < 2; ++i)
            QVERIFY(
                t.writer->answer(t.writer->act(jsonOf(R"({"kind":"next"})"))).value(u"accepted").toBool());
        t.writer->send({{QStringLiteral("type"), QStringLiteral("unit")},
                        {QStringLiteral("id"), QStringLiteral("k")},
                        {QStringLiteral("unit"), QStringLiteral("kessler")}});
        const QJsonArray orders = t.writer->await(QStringLiteral("unit")).value(u"orders").toArray();
        QVERIFY(std::any_of(orders.begin(), orders.end(), [](const QJsonValue &o) {
            return o.toObject().value(u"order").toString() == u"give-order";
        }));
        const QJsonObject given = t.writer->answer(t.writer->act(
            jsonOf(R"({"kind":"order","order":"give-order","unit":"kessler","target":"ir-12"})")));
        QVERIFY2(given.value(u"accepted").toBool(), qPrintable(given.value(u"reason").toString()));
        const int seq = given.value(u"seq").toInt();
        QVERIFY(waitFor([&] { return t.other->lastRevision() == t.host->revision(); }, kPatienceMs));
        Phone *watched = t.other.get();
        std::unique_ptr<Phone> back;
        if (channel == u"offers") {
            for (const QString &unit :
                 unitsOf(t.host->live->battle(), t.otherSide) + QStringList{"lacoste", "ir-12"})
                t.other->send({{QStringLiteral("type"), QStringLiteral("unit")},
                               {QStringLiteral("id"), unit},
                               {QStringLiteral("unit"), unit}});
            QVERIFY(!t.other
                         ->await(QStringLiteral("unit"), 0,
                                 [](const QJsonObject &o) { return o.value(u"id").toString() == u"ir-12"; })
                         .isEmpty());
        } else if (channel == u"charge") {
            t.other->send(
                {{QStringLiteral("type"), QStringLiteral("charge")},
                 {QStringLiteral("id"), QStringLiteral("c")},
                 {QStringLiteral("action"),
                  jsonOf(
                      R"({"kind":"resolve","procedure":"charge","actor":"24e","target":"ir-12","inputs":{"distance":4}})")}});
            QVERIFY(!t.other->answer(QStringLiteral("c")).isEmpty());
            t.other->send(
                {{QStringLiteral("type"), QStringLiteral("sheet")},
                 {QStringLiteral("id"), QStringLiteral("s")},
                 {QStringLiteral("action"),
                  jsonOf(
                      R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"24e","target":"ir-12","inputs":{"distance":4}})")}});
            QVERIFY(!t.other->await(QStringLiteral("sheet")).isEmpty());
        } else if (channel == u"why") {
            t.other->send({{QStringLiteral("type"), QStringLiteral("why")},
                           {QStringLiteral("id"), QStringLiteral("w")},
                           {QStringLiteral("seq"), seq}});
            QVERIFY(!t.other->await(QStringLiteral("why")).isEmpty());
        } else if (channel == u"reconnect") {
            back = std::make_unique<Phone>(t.host->url());
            back->send({{QStringLiteral("type"), QStringLiteral("hello")},
                        {QStringLiteral("secret"), t.other->secret}});
            QVERIFY(!back->await(QStringLiteral("snapshot")).isEmpty());
            watched = back.get();
        }
        QVERIFY2(std::any_of(t.writer->raw.begin(), t.writer->raw.end(), hasCanary),
                 "the writer sees his order");
        for (const QByteArray &bytes : watched->raw)
            QVERIFY2(!hasCanary(bytes), bytes.constData());
    }
};

QTEST_GUILESS_MAIN(TestLanRedaction)
#include "tst_lanredaction.moc"
