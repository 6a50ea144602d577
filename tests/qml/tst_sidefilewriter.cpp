// The sheets' side file (FILE.pending) written off the GUI thread: whatever is asked, in whatever
// order, the disk ends as writing each in turn on the GUI thread would leave it, and a problem is
// told once.
#include "controllers/sidefilewriter.h"

#include "battle/testunderway.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using adjutant::battle::TestUnderWay;
using adjutant::battle::action::Resolve;
using adjutant::ui::SideFileWriter;

namespace {

// A test under way that `name`s it: "-" asks for the file to be forgotten.
std::optional<Resolve> underWay(const QString &name)
{
    if (name == u"-")
        return std::nullopt;
    Resolve r;
    r.test = u"fire"_qs;
    r.actor = name;
    r.faces = QList<int>{4, 2};
    return r;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(none)");
}

} // namespace

class TestSideFileWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void endsAsWritingInTurnWould_data()
    {
        QTest::addColumn<QStringList>("asked");
        QTest::newRow("one") << QStringList{u"52nd"_qs};
        QTest::newRow("the last of two") << QStringList{u"52nd"_qs, u"95th"_qs};
        QTest::newRow("written, then forgotten") << QStringList{u"52nd"_qs, u"-"_qs};
        QTest::newRow("forgotten, then written") << QStringList{u"-"_qs, u"52nd"_qs};
        QTest::newRow("many, a forgetting among them")
            << QStringList{u"52nd"_qs, u"95th"_qs, u"-"_qs, u"43rd"_qs, u"95th"_qs};
    }
    void endsAsWritingInTurnWould()
    {
        QFETCH(QStringList, asked);
        QTemporaryDir threaded, inTurn;
        const QString battle = threaded.filePath(u"b.adjutant"_qs);
        const QString plainBattle = inTurn.filePath(u"b.adjutant"_qs);
        SideFileWriter writer;
        QSignalSpy failed(&writer, &SideFileWriter::failed);
        for (const QString &name : asked) {
            QString error;
            if (const std::optional<Resolve> r = underWay(name)) {
                writer.write(battle, *r);
                QVERIFY2(TestUnderWay::write(plainBattle, *r, &error), qPrintable(error));
            } else {
                writer.forget(battle);
                TestUnderWay::forget(plainBattle);
            }
        }
        writer.settle();
        QCOMPARE(bytesOf(TestUnderWay::pathFor(battle)), bytesOf(TestUnderWay::pathFor(plainBattle)));
        QCOMPARE(failed.count(), 0);
    }

    // FILE.pending a link: nothing written through it, and the problem told once however often
    // the sheet keeps.
    void aProblemIsToldOnce()
    {
        QTemporaryDir dir;
        const QString battle = dir.filePath(u"b.adjutant"_qs);
        const QString target = dir.filePath(u"journal"_qs);
        QFile t(target);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write("the journal");
        t.close();
        QVERIFY(QFile::link(target, TestUnderWay::pathFor(battle)));
        SideFileWriter writer;
        QSignalSpy failed(&writer, &SideFileWriter::failed);
        writer.write(battle, *underWay(u"52nd"_qs));
        writer.write(battle, *underWay(u"95th"_qs));
        writer.forget(battle); // what it could not write is not its own to remove
        writer.settle();
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains(u"link"),
                 qPrintable(failed.first().first().toString()));
        QCOMPARE(bytesOf(target), QByteArray("the journal"));
        QVERIFY(QFileInfo(TestUnderWay::pathFor(battle)).isSymLink());
    }

    // Found beside the battle when it opened: removed only once taken up.
    void whatWasFoundIsForgottenOnceTakenUp()
    {
        QTemporaryDir dir;
        const QString battle = dir.filePath(u"b.adjutant"_qs);
        QString error;
        QVERIFY2(TestUnderWay::write(battle, *underWay(u"52nd"_qs), &error), qPrintable(error));
        SideFileWriter writer;
        writer.forget(battle);
        writer.settle();
        QVERIFY(QFile::exists(TestUnderWay::pathFor(battle)));
        writer.adopt(battle);
        writer.forget(battle);
        writer.settle();
        QVERIFY(!QFile::exists(TestUnderWay::pathFor(battle)));
    }
};

QTEST_GUILESS_MAIN(TestSideFileWriter)
#include "tst_sidefilewriter.moc"
