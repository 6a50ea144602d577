// Every file adjutant-cli writes at a path the user names (import -o, report -o, recover -o, new
// -o) is refused when it is, or leads to, a battle or one of its files, or a file the command
// reads; any other file already there is replaced only with --force (import, report). Issue 31:
// `import ... -o ridge.adjutant`, `report game.html -o game.html` and `report b -o link.pdf` (a
// link to the battle) each wrote over the battle, exit 0.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral(ADJUTANT_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1)
                                       : QByteArray("none");
}

const QStringList kKept{QStringLiteral("ridge.adjutant"), QStringLiteral("ridge.adjutant.journal"),
                        QStringLiteral("game.html"),      QStringLiteral("game.html.journal"),
                        QStringLiteral("list.txt"),       QStringLiteral("notes.txt")};

} // namespace

class TestOutputCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nothingIsWrittenOverByAccident_data();
    void nothingIsWrittenOverByAccident();
};

void TestOutputCli::nothingIsWrittenOverByAccident_data()
{
    QTest::addColumn<QStringList>("args"); // run in a folder holding the files of kKept and link.pdf
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said"); // part of what is said on stderr when refused
    QTest::addColumn<QString>("written"); // the one file of kKept that may change; empty: none

    const QString list = QStringLiteral("list.txt");
    QTest::newRow("import over a battle")
        << QStringList{"import", "kgcwo", list, "-o", "ridge.adjutant"} << 2 << "is an Adjutant battle"
        << "";
    QTest::newRow("import over a battle, forced")
        << QStringList{"import", "kgcwo", list, "-o", "ridge.adjutant", "--force"} << 2
        << "never written over"
        << "";
    QTest::newRow("import over its journal")
        << QStringList{"import", "kgcwo", list, "-o", "ridge.adjutant.journal", "--force"} << 2
        << "belongs to the battle"
        << "";
    QTest::newRow("import as its test under way")
        << QStringList{"import", "kgcwo", list, "-o", "ridge.adjutant.pending"} << 2
        << "belongs to the battle"
        << "";
    QTest::newRow("import through a link to a battle")
        << QStringList{"import", "kgcwo", list, "-o", "link.pdf", "--force"} << 2 << "(a link to "
        << "";
    QTest::newRow("import over a file") << QStringList{"import", "kgcwo", list, "-o", "notes.txt"} << 2
                                        << "notes.txt already exists; --force replaces it"
                                        << "";
    QTest::newRow("import over a file, forced")
        << QStringList{"import", "kgcwo", list, "-o", "notes.txt", "--force"} << 0 << ""
        << "notes.txt";
    QTest::newRow("import over its own list, forced")
        << QStringList{"import", "kgcwo", list, "-o", list, "--force"} << 2 << "which is being read"
        << "";
    QTest::newRow("report over itself")
        << QStringList{"report", "game.html", "-o", "game.html", "--force"} << 2 << "which is being read"
        << "";
    QTest::newRow("report through a link to the battle")
        << QStringList{"report", "ridge.adjutant", "-o", "link.pdf", "--force"} << 2 << "which is being read"
        << "";
    QTest::newRow("report over another battle")
        << QStringList{"report", "ridge.adjutant", "-o", "game.html", "--force"} << 2
        << "is an Adjutant battle"
        << "";
    QTest::newRow("report over a folder's dot-dot")
        << QStringList{"report", "game.html", "-o", "sub/../ridge.adjutant.html"} << 0 << ""
        << "";
    QTest::newRow("recover over a battle")
        << QStringList{"recover", "ridge.adjutant", "-o", "game.html"} << 2 << "is an Adjutant battle"
        << "";
    QTest::newRow("recover over a file") << QStringList{"recover", "ridge.adjutant", "-o", "notes.txt"} << 2
                                         << "recover never writes over a file"
                                         << "";
    QTest::newRow("new over a journal")
        << QStringList{"new", "kgcwo", "kgcwo-demo", "-o", "ridge.adjutant.journal"} << 2
        << "belongs to the battle"
        << "";
    QTest::newRow("new over a battle")
        << QStringList{"new", "kgcwo", "kgcwo-demo", "-o", "game.html"} << 2 << "is an Adjutant battle"
        << "";
}

void TestOutputCli::nothingIsWrittenOverByAccident()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    QFETCH(QString, written);
    QTemporaryDir dir;
    const QString d = dir.path();
    // Two battles (one named like a web page), a list, a note, and a link to the first battle.
    QCOMPARE(cli(d, {"new", "kgcwo", "kgcwo-demo", "-o", "ridge.adjutant", "--seed", "3"}).exitCode, 0);
    QCOMPARE(cli(d, {"play", "ridge.adjutant", R"({"kind":"draw"})"}).exitCode, 0);
    QCOMPARE(cli(d, {"new", "kgcwo", "kgcwo-demo", "-o", "game.html", "--seed", "4"}).exitCode, 0);
    QVERIFY(QFile::copy(QStringLiteral(LIST_EXAMPLES "/kgcwo-ridge.txt"), dir.filePath("list.txt")));
    QFile note(dir.filePath("notes.txt"));
    QVERIFY(note.open(QIODevice::WriteOnly));
    note.write("the umpire's notes\n");
    note.close();
    QVERIFY(QFile::link(dir.filePath("ridge.adjutant"), dir.filePath("link.pdf")));
    QVERIFY(QDir(d).mkdir("sub"));
    QHash<QString, QByteArray> before;
    for (const QString &name : kKept)
        before.insert(name, digest(dir.filePath(name)));

    const Run r = cli(d, args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    QVERIFY2(r.err.contains(said), qPrintable(r.err));
    if (exitCode == 2)
        QCOMPARE(r.err.count(u'\n'), 1); // one line
    for (const QString &name : kKept)
        if (name != written)
            QVERIFY2(digest(dir.filePath(name)) == before.value(name), qPrintable(name));
    QVERIFY(QFileInfo(dir.filePath("link.pdf")).isSymLink());
    // Both battles still open whole.
    for (const char *battle : {"ridge.adjutant", "game.html"}) {
        const Run shown = cli(d, {"show", battle});
        QVERIFY2(shown.exitCode == 0 && shown.err.isEmpty(), qPrintable(shown.err));
    }
}

QTEST_GUILESS_MAIN(TestOutputCli)
#include "tst_outputcli.moc"
