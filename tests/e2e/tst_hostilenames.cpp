// Issue 31: names are shown as typed, everywhere. A house ruleset and a scenario whose ruleset,
// test, scenario, side, commander and unit names look like HTML (an <img src> and an <a href> at a
// port this test listens on), or carry placeholders ("%1 %2 %n"), are played through the whole
// app's main screens, then shown and reported from the command line. On every screen each name
// shows as typed and no text is drawn as markup; the listener is never called (and a control
// image, drawn as markup on purpose at the end, shows that it would have been).
#include "appearance.h"
#include "battle/action.h"
#include "battle/battlefile.h"
#include "battlesession.h"
#include "quickitems.h"
#include "translationloader.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlExtensionPlugin>
#include <QQmlIncubationController>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QtQuickTest/quicktest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

// A helper's failed check ends the test function too.
#define CHECKED(call)                                                                                        \
    do {                                                                                                     \
        call;                                                                                                \
        if (QTest::currentTestFailed())                                                                      \
            return;                                                                                          \
    } while (false)

namespace {

// Every text shown under `root` (a Text or Label, a control's own, a field), as it is set.
void shownTexts(QQuickItem *root, QStringList *out)
{
    if (!root || !root->isVisible() || root->opacity() <= 0)
        return;
    if (root->inherits("QQuickText") || root->inherits("QQuickTextInput") || root->inherits("QQuickTextEdit"))
        out->append(root->property("text").toString());
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        shownTexts(child, out);
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

bool writeJson(const QString &path, const QJsonObject &o)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(o).toJson()) > 0;
}

// Each "name" in the scenario's sides, commanders and units, dressed.
QJsonArray dressedMembers(const QJsonArray &members, const std::function<QString(const QString &)> &dress)
{
    QJsonArray out;
    for (const QJsonValue &v : members) {
        QJsonObject o = v.toObject();
        o.insert(QStringLiteral("name"), dress(o.value(u"name").toString()));
        for (const char *list : {"commanders", "units"})
            if (o.contains(QLatin1String(list)))
                o.insert(QLatin1String(list), dressedMembers(o.value(QLatin1String(list)).toArray(), dress));
        out.append(o);
    }
    return out;
}

} // namespace

class TestHostileNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void namesShowAsTyped_data();
    void namesShowAsTyped();

private:
    QQuickItem *item(const QString &name)
    {
        return adjutant::testing::findVisibleItem(m_window->contentItem(), name);
    }
    adjutant::ui::BattleSession *session()
    {
        return m_engine->singletonInstance<adjutant::ui::BattleSession *>(
            qmlTypeId("Adjutant", 1, 0, "BattleSession"));
    }
    void settle();
    void tap(const QString &name);
    // One of the header's rarer actions: its button, or its entry in the ⋮ menu where a long
    // battle name has folded it away.
    void tapHeaderAction(const QString &button, const QString &menuItem);
    // The screen on show: each name shows as typed in `within` (a sheet, a drawer; else anywhere
    // in the window), and no text in the window is drawn as markup.
    void expectShown(const QString &screen, const QStringList &names, const QString &within = QString());
    // A house ruleset and a scenario of it with every name dressed; returns the scenario's file
    // name without .json (its tile is "scenario-" that).
    QString writeBattle(const QString &kind, const std::function<QString(const QString &)> &dress);
    // Waits until the listener has read a request for `path`; every request read so far.
    QStringList requestsUntil(const QString &path);
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    QTemporaryDir m_folders;
    QTcpServer m_listener;
    QStringList m_requests; // the first line of each request the listener read
    int m_connections = 0;
};

void TestHostileNames::initTestCase()
{
    qputenv("ADJUTANT_SEED", "20261122");
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    adjutant::installTranslations(*QCoreApplication::instance()); // as the app: "16 cards left"
    QVERIFY(m_folders.isValid());
    for (const char *folder : {"rulesets", "scenarios"})
        QVERIFY(QDir(m_folders.path()).mkpath(QLatin1String(folder)));
    qputenv("ADJUTANT_RULESETS_DIR", QFile::encodeName(m_folders.filePath(QStringLiteral("rulesets"))));
    qputenv("ADJUTANT_SCENARIOS_DIR", QFile::encodeName(m_folders.filePath(QStringLiteral("scenarios"))));
    // Whatever calls: its request line is kept.
    QVERIFY(m_listener.listen(QHostAddress::LocalHost));
    connect(&m_listener, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_listener.nextPendingConnection()) {
            ++m_connections;
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                while (socket->canReadLine()) {
                    const QString line = QString::fromLatin1(socket->readLine()).trimmed();
                    if (line.endsWith(u" HTTP/1.1") || line.endsWith(u" HTTP/1.0")) // not a header
                        m_requests.append(line);
                }
            });
        }
    });
    adjutant::ui::applyAppearance();
    QAccessible::setActive(true); // accessible names are checked as a screen reader hears them
    m_engine = new QQmlApplicationEngine;
    m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    m_engine->load(QUrl(QStringLiteral("qrc:/qt/qml/Adjutant/Main.qml")));
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
    QVERIFY(m_window);
    m_window->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->requestActivate(); // Esc and the other shortcuts go to the active window
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestHostileNames::cleanupTestCase()
{
    delete m_engine;
}

// Whatever a failed row left open, the next starts at home with no battle.
void TestHostileNames::cleanup()
{
    if (QTest::currentTestFailed()) // what it showed, for the one who reads the failure
        m_window->grabWindow().save(QStringLiteral(SCREENSHOT_DIR "/hostile-names-failed-%1.png")
                                        .arg(QString::fromLatin1(QTest::currentDataTag())));
    for (int i = 0; i < 6 && !item(QStringLiteral("homePage")); ++i) {
        if (QQuickItem *drop = item(QStringLiteral("dropTest"))) // a test under way asks first
            QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier,
                              drop->mapToScene(QPointF(drop->width() / 2, drop->height() / 2)).toPoint());
        else
            QTest::keyClick(m_window, Qt::Key_Escape);
        if (QTest::qWaitFor([this] { return item(QStringLiteral("homePage")) != nullptr; }, 1000))
            break;
    }
    session()->close();
    // The next row lists its own battle only.
    for (const char *folder : {"rulesets", "scenarios"}) {
        QDir files(m_folders.filePath(QLatin1String(folder)));
        for (const QString &name : files.entryList(QDir::Files))
            QVERIFY(files.remove(name));
    }
    m_requests.clear();
    m_connections = 0;
}

void TestHostileNames::settle()
{
    QTRY_COMPARE(m_window->contentItem()->size(), QSizeF(m_window->size()));
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    QVERIFY(stack);
    QTRY_VERIFY(!stack->property("busy").toBool());
    QTRY_COMPARE(m_engine->incubationController()->incubatingObjectCount(), 0);
    QVERIFY(QQuickTest::qWaitForPolish(m_window));
}

void TestHostileNames::tap(const QString &name)
{
    settle();
    QQuickItem *target = nullptr;
    QTRY_VERIFY2_WITH_TIMEOUT((target = item(name)) != nullptr, qPrintable(u"nothing to tap: " + name),
                              10000);
    // Brought into view when it sits in a flickable sheet.
    for (QQuickItem *p = target->parentItem(); p; p = p->parentItem()) {
        if (p->inherits("QQuickFlickable")) {
            const QPointF inFlick = target->mapToItem(p, QPointF(0, target->height() / 2));
            if (inFlick.y() < 0 || inFlick.y() > p->height()) {
                const qreal maxY = std::max<qreal>(0, p->property("contentHeight").toReal() - p->height());
                p->setProperty(
                    "contentY",
                    std::clamp(p->property("contentY").toReal() + inFlick.y() - p->height() / 2, 0.0, maxY));
            }
            break;
        }
    }
    const auto centre
        = [target] { return target->mapToScene(QPointF(target->width() / 2, target->height() / 2)); };
    QTRY_VERIFY2(QRectF(QPointF(0, 0), m_window->size()).contains(centre()), qPrintable(name));
    // Still, not sliding in with its sheet: a tap on a moving control lands beside it.
    QPointF last(-1, -1);
    const auto still = [&] {
        const QPointF now = centre();
        return std::exchange(last, now) == now;
    };
    QTRY_VERIFY2(still(), qPrintable(name + u" keeps moving"));
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre().toPoint());
}

void TestHostileNames::tapHeaderAction(const QString &button, const QString &menuItem)
{
    settle();
    if (item(button)) {
        tap(button);
        return;
    }
    tap(QStringLiteral("moreButton"));
    QObject *menu = nullptr;
    // Made the first time it is wanted: seconds on a loaded machine.
    QTRY_VERIFY_WITH_TIMEOUT((menu = m_window->findChild<QObject *>(QStringLiteral("moreMenu"))) != nullptr,
                             20000);
    QTRY_VERIFY(menu->property("opened").toBool());
    QTRY_VERIFY(item(menuItem));
    expectShown(QStringLiteral("the header's menu"), {});
    tap(menuItem);
}

void TestHostileNames::expectShown(const QString &screen, const QStringList &names, const QString &within)
{
    settle();
    // A sheet, drawer or dialog is made the first time it is wanted: seconds on a loaded machine.
    const auto rootNow = [&]() -> QQuickItem * {
        if (within.isEmpty())
            return m_window->contentItem();
        QObject *found = m_window->findChild<QObject *>(within);
        if (!found || !found->property("visible").toBool())
            return nullptr;
        // A popup (a drawer, a dialog) shows its own item, title and all.
        const QVariant content = found->property("contentItem");
        return content.isValid() && content.value<QQuickItem *>()
            ? content.value<QQuickItem *>()->parentItem()
            : qobject_cast<QQuickItem *>(found);
    };
    QQuickItem *root = nullptr;
    QTRY_VERIFY2_WITH_TIMEOUT((root = rootNow()) != nullptr, qPrintable(screen + u": no " + within), 20000);
    for (const QString &name : names) {
        const auto shown = [&] {
            QStringList texts;
            shownTexts(root, &texts);
            return std::any_of(texts.cbegin(), texts.cend(),
                               [&](const QString &t) { return t.contains(name); });
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            shown(), qPrintable(QStringLiteral("%1: \"%2\" is not shown as typed").arg(screen, name)), 20000);
    }
    const QStringList markup = adjutant::testing::markupShown(m_window->contentItem());
    QVERIFY2(markup.isEmpty(), qPrintable(screen + u": shown as markup: " + markup.join(u" | ")));
}

QString TestHostileNames::writeBattle(const QString &kind,
                                      const std::function<QString(const QString &)> &dress)
{
    const QString rulesetId = u"house-" + kind;
    QJsonObject ruleset = readJson(QStringLiteral(RESOURCES_DIR "/rulesets/kgcwo.json"));
    ruleset.insert(QStringLiteral("id"), rulesetId);
    ruleset.insert(QStringLiteral("name"), dress(ruleset.value(u"name").toString()));
    QJsonArray tests = ruleset.value(u"tests").toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QJsonObject t = tests.at(i).toObject();
        t.insert(QStringLiteral("name"), dress(t.value(u"name").toString()));
        tests[i] = t;
    }
    ruleset.insert(QStringLiteral("tests"), tests);
    const QString file = u"hostile-" + kind;
    QJsonObject scenario = readJson(QStringLiteral(RESOURCES_DIR "/scenarios/kgcwo-demo.json"));
    scenario.insert(QStringLiteral("id"), file);
    scenario.insert(QStringLiteral("ruleset"), rulesetId);
    for (const char *text : {"name", "explain"})
        scenario.insert(QLatin1String(text), dress(scenario.value(QLatin1String(text)).toString()));
    scenario.insert(QStringLiteral("sides"), dressedMembers(scenario.value(u"sides").toArray(), dress));
    if (!writeJson(m_folders.filePath(u"rulesets/" + rulesetId + u".json"), ruleset)
        || !writeJson(m_folders.filePath(u"scenarios/" + file + u".json"), scenario))
        return {};
    return file;
}

QStringList TestHostileNames::requestsUntil(const QString &path)
{
    const auto asked = [&] {
        return std::any_of(m_requests.cbegin(), m_requests.cend(),
                           [&](const QString &r) { return r.startsWith(u"GET " + path + u' '); });
    };
    if (!QTest::qWaitFor(asked, 20000))
        return {};
    // Every connection made before it has said what it wanted by now, or says it promptly (one
    // that never does is counted all the same: see m_connections).
    if (!QTest::qWaitFor([&] { return m_requests.size() >= m_connections; }, 5000))
        qWarning("%d connection(s), %d request(s) read", m_connections, int(m_requests.size()));
    return m_requests;
}

void TestHostileNames::namesShowAsTyped_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("html") << QStringLiteral("html"); // an image to fetch and a link, if it were markup
    QTest::newRow("placeholders") << QStringLiteral("placeholders"); // "%1 %2 %n" in every name
}

void TestHostileNames::namesShowAsTyped()
{
    QFETCH(QString, kind);
    const QString at = QStringLiteral("http://127.0.0.1:%1/").arg(m_listener.serverPort());
    const std::function<QString(const QString &)> dress = kind == u"html"
        ? std::function<QString(const QString &)>([&](const QString &name) {
              return QStringLiteral("<img src=\"%1x.png\"><a href=\"%1\">%2</a>").arg(at, name);
          })
        : std::function<QString(const QString &)>([](const QString &name) { return name + u" %1 %2 %n"; });
    const QString file = writeBattle(kind, dress);
    QVERIFY(!file.isEmpty());
    const QString battle = dress(QStringLiteral("The ridge at San Marcial (demo)"));
    const QString rules = dress(QStringLiteral("King George Commands and We Obey"));
    const QString british = dress(QStringLiteral("British"));
    const QString french = dress(QStringLiteral("French"));
    const QString hale = dress(QStringLiteral("Sir Arthur Hale"));
    const QString thornby = dress(QStringLiteral("Colonel Thornby"));
    const QString foot52 = dress(QStringLiteral("1/52nd Foot"));
    const QString ligne45 = dress(QStringLiteral("1/45e Ligne"));
    const QString fire = dress(QStringLiteral("Fire"));

    // Home's lists: the new battle's, and the options it starts with.
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    CHECKED(tap(QStringLiteral("newBattleTile")));
    QTRY_VERIFY(item(u"scenario-" + file));
    CHECKED(expectShown(QStringLiteral("new battle"), {battle, rules}, QStringLiteral("newBattlePage")));
    CHECKED(tap(u"options-" + file));
    CHECKED(expectShown(QStringLiteral("start options"), {battle}, QStringLiteral("startOptionsDialog")));
    CHECKED(tap(QStringLiteral("startOptionsStart")));
    QTRY_VERIFY2(item(QStringLiteral("battlePage")), qPrintable(session()->error()));
    const QString path = session()->filePath();

    // The battle screen, a unit's sheet, a test's sheet, the umpire's dialog.
    CHECKED(tap(QStringLiteral("drawButton")));
    CHECKED(expectShown(QStringLiteral("battle"), {battle, rules, british, hale, thornby, foot52}));
    QAccessibleInterface *heading
        = QAccessible::queryAccessibleInterface(item(QStringLiteral("battleTitle"))->parentItem());
    QVERIFY(heading);
    QCOMPARE(heading->text(QAccessible::Name), QStringLiteral("%1, played with %2").arg(battle, rules));
    // The 52nd fires once its card has come up (the umpire's correction says it has).
    QVERIFY(session()->setField(u"52nd"_qs, u"activated"_qs, true, u"its card came up"_qs));
    CHECKED(tap(QStringLiteral("unitRow-52nd")));
    QTRY_VERIFY(item(QStringLiteral("action-fire")));
    CHECKED(expectShown(QStringLiteral("unit sheet"), {foot52, british, thornby, fire},
                        QStringLiteral("unitSheetView")));
    CHECKED(tap(QStringLiteral("renameUnitButton")));
    QTRY_VERIFY(item(QStringLiteral("unitOrderName")));
    CHECKED(expectShown(QStringLiteral("rename dialog"), {u"Rename " + foot52},
                        QStringLiteral("unitOrderDialog-rename")));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!item(QStringLiteral("unitOrderName")));
    CHECKED(tap(QStringLiteral("action-fire")));
    CHECKED(tap(QStringLiteral("target-45e-1")));
    QTRY_COMPARE(
        item(QStringLiteral("testSheetView"))->property("sheet").value<QObject *>()->property("targetId"),
        QVariant(u"45e-1"_qs));
    CHECKED(
        expectShown(QStringLiteral("test sheet"), {fire, foot52, ligne45}, QStringLiteral("testSheetView")));
    CHECKED(tap(QStringLiteral("closeTestSheet")));
    QTRY_VERIFY(!item(QStringLiteral("testSheetView")));

    // A test journaled; the journal, the report and the order of battle's editor.
    QString error;
    const std::optional<adjutant::battle::Action> volley
        = adjutant::battle::ActionJson::read(QJsonObject{{u"kind"_qs, u"resolve"_qs},
                                                         {u"test"_qs, u"fire"_qs},
                                                         {u"actor"_qs, u"52nd"_qs},
                                                         {u"target"_qs, u"45e-1"_qs},
                                                         {u"inputs"_qs, QJsonObject{{u"distance"_qs, 3}}}},
                                             &error);
    QVERIFY2(volley, qPrintable(error));
    QVERIFY2(session()->apply(*volley), qPrintable(session()->error()));
    CHECKED(tap(QStringLiteral("journalButton")));
    CHECKED(expectShown(QStringLiteral("journal"), {fire, foot52, ligne45}, QStringLiteral("journalDrawer")));
    // Closed by a tap beside it, as at the table.
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, QPoint(40, m_window->height() / 2));
    QObject *journal = m_window->findChild<QObject *>(QStringLiteral("journalDrawer"));
    QVERIFY(journal);
    QTRY_VERIFY(!journal->property("visible").toBool());
    CHECKED(tapHeaderAction(QStringLiteral("reportButton"), QStringLiteral("reportItem")));
    QTRY_VERIFY(item(QStringLiteral("reportPage")));
    CHECKED(expectShown(QStringLiteral("report"), {battle, british, french, foot52},
                        QStringLiteral("reportPage")));
    CHECKED(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    CHECKED(tapHeaderAction(QStringLiteral("editOrderButton"), QStringLiteral("editOrderItem")));
    QTRY_VERIFY(item(QStringLiteral("scenarioEditorPage")));
    CHECKED(expectShown(QStringLiteral("editor"), {battle, british, hale, foot52},
                        QStringLiteral("scenarioEditorPage")));
    CHECKED(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));

    // Home again: the battle to continue, by its file's name.
    CHECKED(tap(QStringLiteral("homeButton")));
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    CHECKED(expectShown(QStringLiteral("home"), {QFileInfo(path).completeBaseName()},
                        QStringLiteral("homePage")));
    session()->close();

    // The command line: the battle shown and its report written, each name as typed.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    QProcess cli;
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(ADJUTANT_CLI_PATH), {QStringLiteral("show"), path});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QString shown = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(shown.startsWith(QStringLiteral("%1 — %2, turn 1\n").arg(battle, rules)), qPrintable(shown));
    for (const QString &name : {british, french, hale, foot52, ligne45})
        QVERIFY2(shown.contains(name), qPrintable(name + u" in " + shown));
    QTemporaryDir out;
    const QString html = out.filePath(QStringLiteral("report.html"));
    cli.start(QStringLiteral(ADJUTANT_CLI_PATH),
              {QStringLiteral("report"), path, QStringLiteral("-o"), html});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QFile written(html);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString report = QString::fromUtf8(written.readAll());
    for (const QString &name : {battle, rules, british, french})
        QVERIFY2(report.contains(name.toHtmlEscaped()), qPrintable(name + u" in the HTML report"));
    QVERIFY2(!report.contains(u"<img src=\"" + at) && !report.contains(u"<a href=\"" + at),
             "the HTML report carries a name's markup");
    cli.start(QStringLiteral(ADJUTANT_CLI_PATH), {QStringLiteral("report"), path});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QString told = QString::fromUtf8(cli.readAllStandardOutput());
    for (const QString &name : {battle, british, foot52})
        QVERIFY2(told.contains(name), qPrintable(name + u" in " + told));

    // Nothing fetched: a text drawn as markup on purpose fetches its image, and by the time it has
    // the listener would have heard from any name drawn so.
    QQmlComponent control(m_engine);
    control.setData(QStringLiteral("import QtQuick\nText { textFormat: Text.StyledText; "
                                   "text: '<img src=\"%1control-%2.png\">' }")
                        .arg(at, kind)
                        .toUtf8(),
                    QUrl());
    std::unique_ptr<QQuickItem> drawn(qobject_cast<QQuickItem *>(control.create()));
    QVERIFY2(drawn, qPrintable(control.errorString()));
    drawn->setParentItem(m_window->contentItem());
    const QStringList requests = requestsUntil(u"/control-" + kind + u".png");
    QVERIFY2(!requests.isEmpty(), "the control image was never fetched: the listener cannot tell");
    QCOMPARE(requests, QStringList{u"GET /control-" + kind + u".png HTTP/1.1"});
    QCOMPARE(m_connections, 1);
    m_requests.clear();
    m_connections = 0;
}

QTEST_MAIN(TestHostileNames)
#include "tst_hostilenames.moc"
