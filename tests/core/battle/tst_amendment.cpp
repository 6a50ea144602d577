// The battle editor on a battle in play: each change the umpire makes to the order of battle is a
// journal entry (join, rename, transfer, set, withdraw), in an order that always applies; what
// cannot change in play is refused whole. Replayed alike, undone entry by entry.
#include "battle/amendment.h"
#include "battle/battle.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace adjutant::battle;

using Edit = std::function<void(QJsonObject &)>;
Q_DECLARE_METATYPE(Edit)

namespace {

std::unique_ptr<Battle> demo()
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/kgcwo-demo.json"_qs);
    Q_ASSERT(sc.ok());
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>{}, 7);
}

// The commander or unit with this id, wherever it is, changed in place by `change`; with `remove`
// taken out of its list instead.
bool edit(QJsonArray &list, const QString &id, const std::function<void(QJsonObject &)> &change,
          bool remove = false)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject o = list.at(i).toObject();
        if (o.value(u"id").toString() == id) {
            if (remove) {
                list.removeAt(i);
            } else {
                change(o);
                list[i] = o;
            }
            return true;
        }
        for (const char *key : {"commanders", "units"}) {
            QJsonArray inner = o.value(QLatin1String(key)).toArray();
            if (edit(inner, id, change, remove)) {
                o.insert(QLatin1String(key), inner);
                list[i] = o;
                return true;
            }
        }
    }
    return false;
}

void editBody(QJsonObject &root, const QString &id, const std::function<void(QJsonObject &)> &change,
              bool remove = false)
{
    QJsonArray sides = root.value(u"sides").toArray();
    for (qsizetype s = 0; s < sides.size(); ++s) {
        QJsonObject side = sides.at(s).toObject();
        QJsonArray commanders = side.value(u"commanders").toArray();
        if (edit(commanders, id, change, remove)) {
            side.insert(u"commanders"_qs, commanders);
            sides[s] = side;
            root.insert(u"sides"_qs, sides);
            return;
        }
    }
    qFatal("no %s", qPrintable(id));
}

QJsonObject takeOut(QJsonObject &root, const QString &id)
{
    QJsonObject taken;
    QJsonObject copy = root;
    editBody(copy, id, [&](QJsonObject &o) { taken = o; });
    editBody(root, id, {}, true);
    return taken;
}

void addUnder(QJsonObject &root, const QString &commander, const QString &key, const QJsonObject &body)
{
    editBody(root, commander, [&](QJsonObject &o) {
        QJsonArray list = o.value(key).toArray();
        list.append(body);
        o.insert(key, list);
    });
}

// Each body as "side/commander/id: name", in order: the shape of an order of battle.
QStringList shape(const QJsonObject &root)
{
    QStringList out;
    const std::function<void(const QJsonArray &, const QString &, const QString &)> walk
        = [&](const QJsonArray &list, const QString &side, const QString &commander) {
              for (const QJsonValue &v : list) {
                  const QJsonObject o = v.toObject();
                  const QString id = o.value(u"id").toString();
                  out.append(side + u'/' + commander + u'/' + id + u": " + o.value(u"name").toString());
                  walk(o.value(u"commanders").toArray(), side, id);
                  walk(o.value(u"units").toArray(), side, id);
              }
          };
    for (const QJsonValue &s : root.value(u"sides").toArray())
        walk(s.toObject().value(u"commanders").toArray(), s.toObject().value(u"id").toString(), QString());
    out.sort();
    return out;
}

} // namespace

class TestAmendment : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void changesBecomeEntries_data();
    void changesBecomeEntries();
};

void TestAmendment::changesBecomeEntries_data()
{
    QTest::addColumn<Edit>("change");
    QTest::addColumn<QStringList>("kinds"); // the entries, in order
    QTest::addColumn<QString>("problem"); // instead of any entry
    QTest::newRow("nothing") << Edit([](QJsonObject &) {}) << QStringList() << QString();
    QTest::newRow("rename") << Edit([](QJsonObject &r) {
        editBody(r, u"88th"_qs, [](QJsonObject &o) { o.insert(u"name"_qs, u"2/88th Connaught Rangers"_qs); });
    }) << QStringList{"rename"}
                            << QString();
    QTest::newRow("move a unit up to the army")
        << Edit([](QJsonObject &r) { addUnder(r, u"hale"_qs, u"units"_qs, takeOut(r, u"14th-ld"_qs)); })
        << QStringList{"transfer"} << QString();
    QTest::newRow("delete a unit") << Edit([](QJsonObject &r) { takeOut(r, u"45e-2"_qs); })
                                   << QStringList{"withdraw"} << QString();
    QTest::newRow("delete a brigade, its units first")
        << Edit([](QJsonObject &r) { takeOut(r, u"duval"_qs); }) << QStringList(6, u"withdraw"_qs)
        << QString();
    QTest::newRow("a new commander and a unit under him") << Edit([](QJsonObject &r) {
        addUnder(r, u"hale"_qs, u"commanders"_qs,
                 QJsonObject{{"id", "crauford"},
                             {"name", "General Crauford"},
                             {"type", "commander"},
                             {"level", "brigade"},
                             {"units",
                              QJsonArray{QJsonObject{
                                  {"id", "95th"}, {"name", "1/95th Rifles"}, {"type", "infantry"}}}}});
    }) << QStringList{"join", "join"} << QString();
    QTest::newRow("a value changed") << Edit([](QJsonObject &r) {
        editBody(r, u"52nd"_qs, [](QJsonObject &o) {
            QJsonObject fields = o.value(u"fields").toObject();
            fields.insert(u"casualties"_qs, 1);
            o.insert(u"fields"_qs, fields);
        });
    }) << QStringList{"set"} << QString();
    QTest::newRow("all at once") << Edit([](QJsonObject &r) {
        editBody(r, u"88th"_qs, [](QJsonObject &o) { o.insert(u"name"_qs, u"Rangers"_qs); });
        addUnder(r, u"hale"_qs, u"units"_qs, takeOut(r, u"ross"_qs));
        takeOut(r, u"52nd-lights"_qs);
        addUnder(r, u"thornby"_qs, u"units"_qs,
                 QJsonObject{{"id", "43rd"}, {"name", "1/43rd Foot"}, {"type", "infantry"}});
    }) << QStringList{"join", "transfer", "rename", "withdraw"}
                                 << QString();
    QTest::newRow("a new side") << Edit([](QJsonObject &r) {
        QJsonArray sides = r.value(u"sides").toArray();
        sides.append(QJsonObject{{"id", "spanish"}, {"name", "Spanish"}, {"commanders", QJsonArray()}});
        r.insert(u"sides"_qs, sides);
    }) << QStringList() << "a side cannot be added";
    QTest::newRow("a side renamed") << Edit([](QJsonObject &r) {
        QJsonArray sides = r.value(u"sides").toArray();
        QJsonObject s = sides.at(0).toObject();
        s.insert(u"name"_qs, u"Anglo-Portuguese"_qs);
        sides[0] = s;
        r.insert(u"sides"_qs, sides);
    }) << QStringList() << "British: a side is as it began";
    QTest::newRow("a type changed, with a rename beside it") << Edit([](QJsonObject &r) {
        editBody(r, u"88th"_qs, [](QJsonObject &o) { o.insert(u"name"_qs, u"Rangers"_qs); });
        editBody(r, u"52nd"_qs, [](QJsonObject &o) { o.insert(u"type"_qs, u"cavalry"_qs); });
    }) << QStringList() << "1/52nd Foot: its type, side or rank cannot change";
}

void TestAmendment::changesBecomeEntries()
{
    QFETCH(Edit, change);
    QFETCH(QStringList, kinds);
    QFETCH(QString, problem);
    auto b = demo();
    QVERIFY(b->apply(action::Draw{}).entry);
    const QString before = b->stateHash();
    QJsonObject wanted = Amendment::orderOfBattleJson(*b);
    // What the editor opens is a scenario that loads, as it stands.
    const ScenarioLoadResult opens = ScenarioLoader::loadObject(wanted, u"in-play.json"_qs, b->ruleset());
    QVERIFY2(opens.ok(), qPrintable(opens.errors.value(0).toString()));
    change(wanted);
    const Amendment::Plan plan = Amendment::plan(*b, wanted);
    if (!problem.isEmpty()) {
        QVERIFY(plan.actions.isEmpty());
        QVERIFY2(plan.problems.join(u'\n').contains(problem), qPrintable(plan.problems.join(u'\n')));
        return;
    }
    QVERIFY2(plan.problems.isEmpty(), qPrintable(plan.problems.join(u'\n')));
    QStringList planned;
    for (const Action &a : plan.actions)
        planned.append(ActionJson::kind(a));
    QCOMPARE(planned, kinds);
    for (const Action &a : plan.actions) {
        const auto applied = b->apply(a);
        QVERIFY2(applied.entry, qPrintable(applied.error));
    }
    // The battle's order of battle is now the one wanted, and nothing more is planned.
    QCOMPARE(shape(Amendment::orderOfBattleJson(*b)), shape(wanted));
    QVERIFY(Amendment::plan(*b, Amendment::orderOfBattleJson(*b)).actions.isEmpty());
    const auto check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b->stateHash());
    // Each entry undoes on its own; all of them, and it is as it was.
    for (qsizetype i = 0; i < plan.actions.size(); ++i)
        QVERIFY(b->apply(action::Undo{}).entry);
    QCOMPARE(b->stateHash(), before);
}

QTEST_GUILESS_MAIN(TestAmendment)
#include "tst_amendment.moc"
