// The order of battle being edited (ScenarioDocument): its mistakes are found as data, each on the
// side or body it concerns (the scenario loader's by their paths, the editor's own once), and its
// edits are undone.

#include "battle/scenariodocument.h"
#include "rules/rulesetlibrary.h"

#include <QTest>

using namespace adjutant;
using battle::ScenarioDocument;

class TestScenarioDocument : public QObject
{
    Q_OBJECT

    enum class Edit { None, UnitOnEachSide, OneSideLeft, NamelessUnit, NamelessSide };
    enum class Row { None, FirstSide, SecondSide, FirstUnit };

    static ScenarioDocument begun()
    {
        ScenarioDocument doc;
        rules::RulesetLoadResult r = rules::RulesetLibrary::load(QStringLiteral("kgcwo"));
        if (r.ok())
            doc.begin(std::move(*r.ruleset));
        return doc;
    }
    static QString footType(const ScenarioDocument &doc)
    {
        for (const rules::UnitType &t : doc.ruleset()->unitTypes)
            if (t.arm != u"commander" && t.arm != u"officer")
                return t.id;
        return {};
    }
    // The first commander of each side.
    static QStringList chiefs(const ScenarioDocument &doc)
    {
        QStringList out;
        for (const ScenarioDocument::Side &s : doc.sides())
            for (const ScenarioDocument::Body &b : doc.bodies())
                if (b.side == s.uid && b.commander) {
                    out.append(b.uid);
                    break;
                }
        return out;
    }

private Q_SLOTS:
    void problemsAreOnTheirRows_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<Row>("row");
        QTest::addColumn<QStringList>("onTheRow");
        QTest::addColumn<QStringList>("general");
        QTest::addColumn<int>("count");

        const QStringList noUnit{QStringLiteral("a side needs a unit under its commanders")};
        QTest::newRow("new-battle-has-no-units-yet")
            << Edit::None << Row::SecondSide << noUnit << QStringList() << 2;
        QTest::newRow("a-unit-on-each-side-is-ready")
            << Edit::UnitOnEachSide << Row::None << QStringList() << QStringList() << 0;
        // The loader's own word, once (the editor no longer adds its own and compares the two).
        QTest::newRow("one-side-left")
            << Edit::OneSideLeft << Row::None << QStringList()
            << QStringList{QStringLiteral("a battle needs at least two sides")} << 1;
        // The editor says a name is missing; the loader's word on that name is not said again.
        QTest::newRow("nameless-unit-said-once")
            << Edit::NamelessUnit << Row::FirstUnit << QStringList{QStringLiteral("a name is needed")}
            << QStringList() << 1;
        QTest::newRow("nameless-side-said-once")
            << Edit::NamelessSide << Row::FirstSide << QStringList{QStringLiteral("a side needs a name")}
            << QStringList() << 1;
    }

    void problemsAreOnTheirRows()
    {
        QFETCH(Edit, edit);
        QFETCH(Row, row);
        QFETCH(QStringList, onTheRow);
        QFETCH(QStringList, general);
        QFETCH(int, count);
        ScenarioDocument doc = begun();
        QVERIFY(doc.ruleset());
        QString firstUnit;
        if (edit != Edit::None)
            for (const QString &chief : chiefs(doc)) {
                const QStringList added = doc.addUnits(chief, footType(doc), 1);
                QCOMPARE(added.size(), 1);
                if (firstUnit.isEmpty())
                    firstUnit = added.first();
            }
        if (edit == Edit::OneSideLeft)
            QVERIFY(doc.remove(doc.sides().last().uid));
        if (edit == Edit::NamelessUnit)
            QVERIFY(doc.rename(firstUnit, QString()));
        if (edit == Edit::NamelessSide)
            QVERIFY(doc.rename(doc.sides().first().uid, QString()));
        const QString uid = row == Row::FirstSide ? doc.sides().first().uid
            : row == Row::SecondSide              ? doc.sides().last().uid
            : row == Row::FirstUnit               ? firstUnit
                                                  : QString();
        const ScenarioDocument::Problems found = doc.check();
        if (!uid.isEmpty())
            QCOMPARE(found.byUid.value(uid), onTheRow);
        QCOMPARE(found.general, general);
        QCOMPARE(found.count, qsizetype(count));
    }

    void anEditIsUndoneAsOne()
    {
        ScenarioDocument doc = begun();
        QVERIFY(doc.ruleset());
        const QJsonObject before = doc.scenarioJson();
        const quint64 revision = doc.revision();
        QCOMPARE(doc.addUnits(chiefs(doc).first(), footType(doc), 3).size(), 3);
        QVERIFY(doc.revision() != revision);
        QCOMPARE(doc.unitCount(), 3);
        QVERIFY(doc.canUndo());
        QVERIFY(doc.undo());
        QCOMPARE(doc.scenarioJson(), before);
        QVERIFY(!doc.canUndo());
    }

    void anEditThatChangesNothingIsNotRemembered()
    {
        ScenarioDocument doc = begun();
        QVERIFY(doc.ruleset());
        const quint64 revision = doc.revision();
        QVERIFY(doc.rename(doc.sides().first().uid, doc.sides().first().name));
        QCOMPARE(doc.revision(), revision);
        QVERIFY(!doc.canUndo());
    }
};

QTEST_GUILESS_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
