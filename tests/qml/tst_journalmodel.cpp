// JournalModel: the battle's entries, with undone ones marked.
#include "controllers/battlesession.h"
#include "controllers/dicecontroller.h"
#include "controllers/preferences.h"
#include "controllers/testsheet.h"
#include "controllers/unitsheet.h"
#include "models/oddsmodel.h"
#include "theme.h"

#include "dice/diceparser.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

class TestJournalModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void journalModelMarksUndoneEntries();
};

namespace {
const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");
} // namespace

void TestJournalModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestJournalModel::journalModelMarksUndoneEntries()
{
    BattleSession session;
    JournalModel *model = session.journal();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.draw());
    QVERIFY(session.draw());
    QCOMPARE(model->rowCount(), 2);
    QVERIFY(model->data(model->index(0), JournalModel::SummaryRole).toString().startsWith(u"Drew "));
    QCOMPARE(model->data(model->index(0), JournalModel::KindRole).toString(), u"draw");
    QVERIFY(session.undo());
    QCOMPARE(model->rowCount(), 2); // undone, still listed
    QVERIFY(model->data(model->index(1), JournalModel::UndoneRole).toBool());
    QVERIFY(!model->data(model->index(1), JournalModel::SupersededRole).toBool());
    QVERIFY(session.canRedo());
    QVERIFY(session.setField(QStringLiteral("88th"), QStringLiteral("fired"), true));
    QCOMPARE(model->rowCount(), 3);
    QVERIFY(model->data(model->index(1), JournalModel::SupersededRole).toBool());
    QVERIFY(!session.canRedo());
    QVERIFY(model->data(model->index(2), JournalModel::SummaryRole).toString().contains(u"Umpire"));
}

QTEST_GUILESS_MAIN(TestJournalModel)
#include "tst_journalmodel.moc"
