// Issue 19's figures for a 120-unit battle: how long a pasted list takes to read, and what each of
// the editor's steps costs with 120 units in it (each should stay well under a 16 ms frame).
// Every step is measured with its undo, so that each iteration starts from the same battle: the
// figure is an upper bound for the step alone.
#include "battle/orderofbattlelist.h"
#include "models/scenarioeditormodel.h"
#include "rules/rulesetlibrary.h"

#include <QTest>

#include <functional>

using namespace adjutant;

namespace {

// Two sides, each an army of three brigades of twenty regiments: 120 units, 8 commanders.
QString list120()
{
    QString text = QStringLiteral("title: A big battle\n");
    for (const char *side : {"British", "French"}) {
        text += QStringLiteral("side: %1\narmy: %1 army, commander, leader-rating good\n")
                    .arg(QLatin1String(side));
        for (int b = 1; b <= 3; ++b) {
            text += QStringLiteral("brigade: %1 brigade %2, commander\n").arg(QLatin1String(side)).arg(b);
            for (int u = 1; u <= 20; ++u)
                text += QStringLiteral(
                            "%1 %2/%3, infantry, fire B, melee C, morale %4, line, skirmish-capable\n")
                            .arg(QLatin1String(side))
                            .arg(b)
                            .arg(u)
                            .arg(QLatin1Char(u % 2 ? 'B' : 'C'));
        }
    }
    return text;
}

} // namespace

class BenchEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readAList();
    void pasteIntoTheEditor();
    void editingSteps_data();
    void editingSteps();
};

void BenchEditor::readAList()
{
    const rules::RulesetLoadResult rs = rules::RulesetLibrary::load(QStringLiteral("kgcwo"));
    QVERIFY(rs.ok());
    const QString text = list120();
    battle::ListReadResult r;
    QBENCHMARK
    {
        r = battle::OrderOfBattleList::read(text, QStringLiteral("list.txt"), *rs.ruleset);
    }
    QVERIFY(r.ok());
    QCOMPARE(r.scenario->units.size(), 128);
}

void BenchEditor::pasteIntoTheEditor()
{
    ui::ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    const QString text = list120();
    QBENCHMARK
    {
        QVERIFY(m.pasteList(text));
    }
    QCOMPARE(m.unitCount(), 120);
}

void BenchEditor::editingSteps_data()
{
    QTest::addColumn<QString>("step");
    for (const char *step : {"set a rating", "rename", "add 6 of a type", "duplicate a unit",
                             "duplicate a brigade", "move under another commander", "move up",
                             "delete a brigade", "fields of a unit", "build the scenario file"})
        QTest::newRow(step) << QString::fromLatin1(step);
}

void BenchEditor::editingSteps()
{
    QFETCH(QString, step);
    ui::ScenarioEditorModel m;
    QVERIFY(m.newBattle(QStringLiteral("kgcwo")));
    QVERIFY(m.pasteList(list120()));
    QCOMPARE(m.unitCount(), 120);
    // Rows: 0 British, 1 army, 2 brigade 1, 3.. its units; the French brigades further down.
    const QString brigade = m.uidAt(2);
    const QString unit = m.uidAt(10);
    const QString otherBrigade = m.uidAt(m.rowCount() - 21);
    const std::function<void()> act = [&]() -> std::function<void()> {
        if (step == u"set a rating")
            return [&] { m.setField(unit, QStringLiteral("fire"), QStringLiteral("A")); };
        if (step == u"rename")
            return [&] { m.rename(unit, QStringLiteral("The Buffs")); };
        if (step == u"add 6 of a type")
            return [&] { m.addUnits(brigade, QStringLiteral("cavalry"), 6); };
        if (step == u"duplicate a unit")
            return [&] { m.duplicate(unit); };
        if (step == u"duplicate a brigade")
            return [&] { m.duplicate(brigade); };
        if (step == u"move under another commander")
            return [&] { m.moveTo(unit, otherBrigade); };
        if (step == u"move up")
            return [&] { m.moveUp(unit); };
        if (step == u"delete a brigade")
            return [&] { m.remove(brigade); };
        return {};
    }();
    if (act) {
        QBENCHMARK
        {
            act();
            QVERIFY(m.undo());
        }
    } else if (step == u"fields of a unit") {
        QBENCHMARK
        {
            QVERIFY(!m.fieldsFor(unit).isEmpty());
        }
    } else {
        QBENCHMARK
        {
            QVERIFY(!m.scenarioJson().isEmpty());
        }
    }
    QCOMPARE(m.unitCount(), 120);
}

QTEST_GUILESS_MAIN(BenchEditor)
#include "bench_editor.moc"
