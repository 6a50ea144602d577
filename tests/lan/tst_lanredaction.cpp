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
        switch (random.bounded(4)) {
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
        t.host = std::make_unique<HostedBattle>(std::move(made), 0);
        t.umpire = std::make_unique<Phone>(t.host->url());
        QVERIFY(t.umpire->join(t.host->pin, t.host->umpireCode));
        t.writer = std::make_unique<Phone>(t.host->url());
        t.other = std::make_unique<Phone>(t.host->url());
        t.spectator = std::make_unique<Phone>(t.host->url());
        seat(t, *t.writer, QStringLiteral("side"), writerSide);
        seat(t, *t.other, QStringLiteral("side"), otherSide);
        seat(t, *t.spectator, QStringLiteral("spectator"), QString());
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
            QVERIFY(
                QTest::qWaitFor([&] { return phone->lastRevision() == t.host->revision(); }, kPatienceMs));
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
};

QTEST_GUILESS_MAIN(TestLanRedaction)
#include "tst_lanredaction.moc"
