// adjutant-cli report: a scripted battle's report as text, JSON, a PDF of the expected pages
// (rendered with poppler's pdftoppm and read back) and one self-contained HTML file.
#include "pixels.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

Run cli(const QStringList &args)
{
    return run(QStringLiteral(ADJUTANT_CLI_PATH), args);
}

using adjutant::testing::pixelsNear;

} // namespace

class TestReportCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void printsTheReport();
    void pdfHasItsPages();
    void htmlIsOneSelfContainedFile();
    void refusesOtherFormats();

private:
    QTemporaryDir m_dir;
    QString m_battle;
};

void TestReportCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The golden battle was scripted before a unit had to wait for its card; the report is what is
    // tested here, so it is played under house rules that let anyone act at any time: the
    // built-in KGCWO without its "acting" rule, in a rulesets folder of the test's own.
    QFile builtIn(QStringLiteral(REPORT_TEST_DATA "/../../../../resources/rulesets/kgcwo.json"));
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QJsonObject kgcwo = QJsonDocument::fromJson(builtIn.readAll()).object();
    QJsonObject activation = kgcwo[u"activation"].toObject();
    activation.remove(u"acting");
    kgcwo[u"activation"] = activation;
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("rulesets"))));
    QFile house(m_dir.filePath(QStringLiteral("rulesets/kgcwo.json")));
    QVERIFY(house.open(QIODevice::WriteOnly));
    house.write(QJsonDocument(kgcwo).toJson());
    house.close();
    qputenv("ADJUTANT_RULESETS_DIR", QFile::encodeName(m_dir.filePath(QStringLiteral("rulesets"))));
    // The golden report's scripted battle, played through the command line.
    QFile script(QStringLiteral(REPORT_TEST_DATA "/kgcwo-evening.battle.json"));
    QVERIFY(script.open(QIODevice::ReadOnly));
    const QJsonObject s = QJsonDocument::fromJson(script.readAll()).object();
    m_battle = m_dir.filePath(QStringLiteral("evening.json"));
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", m_battle, "--seed", QString::number(s["seed"].toInt())})
                 .exitCode,
             0);
    for (const QJsonValue &a : s["actions"].toArray()) {
        const Run r = cli({"play", m_battle, QString::fromUtf8(QJsonDocument(a.toObject()).toJson())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
}

void TestReportCli::printsTheReport()
{
    const Run text = cli({"report", m_battle});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("Turn 2")));
    QVERIFY(text.out.contains(QStringLiteral("1/52nd Foot fired at 1/45e Ligne: 1 hit.")));
    QVERIFY(text.out.contains(QStringLiteral("Dice luck")));
    const Run json = cli({"report", m_battle, "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o["turns"].toArray().size(), 3);
    QCOMPARE(o["entries"].toInt(), 12);
    QVERIFY(o["unlikeliest"].isObject());
}

void TestReportCli::pdfHasItsPages()
{
    const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
    const Run r = cli({"report", m_battle, "-o", pdf});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftoppm.isEmpty() || pdftotext.isEmpty())
        QSKIP("poppler-utils is not installed (packaging/quickstart installs it)");
    // Three pages: the battle at a glance with its charts, the turns, the dice.
    QCOMPARE(run(pdftoppm, {"-r", "40", "-png", pdf, m_dir.filePath(QStringLiteral("page"))}).exitCode, 0);
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("page-3.png"))));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("page-4.png"))));
    const QImage first(m_dir.filePath(QStringLiteral("page-1.png")));
    QVERIFY(!first.isNull());
    // The charts are drawn: the French line and bars in the side's blue, the British in red.
    QVERIFY(pixelsNear(first, QColor(0x1f, 0x4e, 0x9c)) > 30);
    QVERIFY(pixelsNear(first, QColor(0xb3, 0x26, 0x1e)) > 10);
    const auto pageText = [&](int page) {
        return run(pdftotext, {"-f", QString::number(page), "-l", QString::number(page), pdf, "-"}).out;
    };
    QVERIFY(pageText(1).contains(QStringLiteral("The ridge at San Marcial")));
    QVERIFY(pageText(1).contains(QStringLiteral("Losses over the turns")));
    QVERIFY(pageText(2).contains(QStringLiteral("Turn by turn")));
    QVERIFY(pageText(2).contains(QStringLiteral("14th Light Dragoons charged 2/45e Ligne")));
    QVERIFY(pageText(3).contains(QStringLiteral("Dice luck")));
    QVERIFY(pageText(3).contains(QStringLiteral("The most unlikely roll")));
}

void TestReportCli::htmlIsOneSelfContainedFile()
{
    const QString path = m_dir.filePath(QStringLiteral("report.html"));
    const Run r = cli({"report", m_battle, "-o", path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QCOMPARE(html.count(QStringLiteral("<svg")), 2);
    // Nothing fetched from elsewhere: no linked files, scripts or images.
    QVERIFY(!html.contains(QStringLiteral("<link")));
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("src=")));
    QVERIFY(html.contains(QStringLiteral("<li>Save a hit: ")));
    QVERIFY(html.contains(QStringLiteral("The most unlikely roll")));
}

void TestReportCli::refusesOtherFormats()
{
    const Run r = cli({"report", m_battle, "-o", m_dir.filePath(QStringLiteral("report.docx"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral(".pdf or .html")));
    QCOMPARE(cli({"report", m_dir.filePath(QStringLiteral("missing.json"))}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
