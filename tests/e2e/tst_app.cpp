// Drives the app as a player would: taps real controls in the real window, offscreen, and
// saves what it shows. Screenshots go to build/tests/e2e/screenshots/.
#include "appearance.h"
#include "battle/battlefile.h"
#include "battle/returns.h"
#include "battlesession.h"
#include "files/appfolders.h"
#include "gadgetlistmodel.h"
#include "incubation.h"
#include "learn/why.h"
#include "learncontroller.h"
#include "pixels.h"
#include "quickitems.h"
#include "testsheet.h"
#include "theme.h"
#include "translationloader.h"
#include "tutor.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QAccessibleInterface>
#include <QClipboard>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLockFile>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlExtensionPlugin>
#include <QQmlIncubationController>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQuickTest/quicktest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

using adjutant::testing::anyLoaderLoading;
using adjutant::testing::anyPopupMoving;

namespace {

QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    return adjutant::testing::findVisibleItem(root, name);
}

void collectItems(QQuickItem *root, const QString &prefix, QList<QQuickItem *> *out)
{
    if (!root || !root->isVisible())
        return;
    if (root->objectName().startsWith(prefix))
        out->append(root);
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        collectItems(child, prefix, out);
}

// An image that is one flat colour means nothing was drawn.
bool hasContent(const QImage &image)
{
    if (image.isNull())
        return false;
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            if (image.pixel(x, y) != first)
                return true;
    return false;
}

} // namespace

class TestApp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void homeToDiceRollAndBack();
    void settingsSwitchesTheTheme();
    void layoutsAtTableSizes_data();
    void layoutsAtTableSizes();
    void battleScreenAtTableSizes_data();
    void battleScreenAtTableSizes();
    void layoutHoldsAtEverySizeAndStep_data();
    void layoutHoldsAtEverySizeAndStep();
    void keyboardDrivesTheBattle();
    void owedTestsAreQueuedTakenAndPassedOver();
    void anOwedSaveIsJudgedAsTheVolleyFoundTheUnit();
    void umpireAddsAUnit();
    void aCardOfAPatternedSide_data();
    void aCardOfAPatternedSide();
    void ordersAndTheUmpiresOverride_data();
    void ordersAndTheUmpiresOverride();
    void umpireChangesTheOrderOfBattleInPlay_data();
    void umpireChangesTheOrderOfBattleInPlay();
    void brokenScenarioIsListedToBeMended();
    void umpireEditsTheOrderOfBattleInPlay_data();
    void umpireEditsTheOrderOfBattleInPlay();
    void umpireBuildsABattleInTheEditor();
    void umpirePastesAList();
    void playOneTurnOfEachDemo_data();
    void playOneTurnOfEachDemo();
    void demoStartsWithTheOptionsChosen_data();
    void demoStartsWithTheOptionsChosen();
    void playTwoTurnsThroughThePhases_data();
    void playTwoTurnsThroughThePhases();
    void playTwoTurnsOfTheCardDemosGivingOrders_data();
    void playTwoTurnsOfTheCardDemosGivingOrders();
    void playAChargeInEachDemo_data();
    void playAChargeInEachDemo();
    void realBinaryStartsAtHome();
    void realBinaryOpensOnTheDemoBattle();
    void realBinaryOpensABattleFileItIsGiven();
    void realBinaryStartsOnEachDemoFullyNamed_data();
    void realBinaryStartsOnEachDemoFullyNamed();
    void realBinaryTextFollowsTheDesktop_data();
    void realBinaryTextFollowsTheDesktop();
    void realBinarySaysWhyABattleWouldNotOpen();
    void realBinarySaysWhatItFoundInABattle_data();
    void realBinarySaysWhatItFoundInABattle();
    void realBinaryArguments_data();
    void realBinaryArguments();
    void realBinaryExplainsAMissingDisplay();
    void pageLeftWhileItsSheetIsBeingMade();
    void savesAndOpensThroughTheFileDialogs();
    void reportPageTellsTheBattle();
    void learnPageDrillsAndRules_data();
    void learnPageDrillsAndRules();
    void guidedFirstBattleInEachSystem_data();
    void guidedFirstBattleInEachSystem();

private:
    adjutant::ui::Tutor *tutor();
    QQuickItem *item(const QString &name);
    QList<QQuickItem *> items(const QString &prefix);
    void settle();
    // Nothing moving or being made (what settle() waits for), as a condition to wait on.
    bool still();
    // The same picture in two grabs a poll apart: an animation that is not a popup's or a page's
    // (a switch's knob, colours changing with the theme) has run its course.
    void waitForStillFrames();
    void tap(const QString &name);
    // A unit's row not among those the order of battle has made: scrolled to, as a player would
    // (the list makes only the rows in view and a few beyond, how many depending on the time it
    // had).
    void scrollOrderOfBattleTo(const QString &row);
    void tapItem(QQuickItem *target);
    QQuickItem *orderOfBattleList();
    // The numbers the open test sheet asks for, by the name of their stepper (its −, + and box
    // are named after it: "input-distance-more").
    QStringList numberInputs();
    // A distance as a player enters it: a tap on the stepper's box, the inches typed on the
    // keypad, Enter (one tap; the keys are typed as the dice's faces are).
    void typeDistance(const QString &input, int inches);
    // Each number the sheet asks for entered: a distance typed, any other number three taps
    // on its + (figures firing).
    void enterNumbers(int inches);
    // One of the header's rarer actions: its button where the header has room for it, else its
    // entry in the ⋮ menu.
    void tapHeaderAction(const QString &button, const QString &menuItem);
    void resolveATest(const QString &testId, bool *done);
    // From the unit's sheet by taps: the order (its question answered yes), Apply, one entry that
    // names it and sets the field as the ruleset says; the sheet closed again.
    void giveOrderByTaps(const QString &unit, const QString &order, const QString &answer,
                         const QString &field, const QString &value, const QString &shot);
    adjutant::ui::BattleSession *session();
    int m_taps = 0; // taps on controls other than die faces, since the count was last reset
    int m_scrolls = 0; // times a control had to be scrolled into view, likewise
    QSize m_size{1280, 800}; // the size a turn is played at
    // Every control and row shown in the window (pages, sheets, drawers, dialogs) has a name a
    // screen reader says and is at least 48 px each way; no text shows a plural marker ("(s)"),
    // and none is drawn as markup.
    void checkControls(const QString &where);
    // The test sheet's total, need, odds and faces so far are where the eye is.
    void checkSheetReadings(const QString &where);
    void shoot(const QString &name);
    void checkBattleLayout(const QString &where);
    // Just after a turn has ended: every field the ruleset clears at the end of the turn is back
    // to its default, and no end-of-turn (or end-of-phase) change it declares is left undone on
    // any unit in play (a held action still held, a blown unit that rested still blown...).
    void checkEndOfTurnBookkeeping(const QString &where);
    void typeInto(const QString &name, const QString &text);
    void chooseInBox(const QString &name, int steps);
    void openEditor(const QString &rulesetId);
    void startAndPlayATurn(const QString &optionBox, const QString &option, const QString &choice);
    QHash<QString, QRectF> battlePanes();
    adjutant::ui::Theme *theme();
    // Issue 31: the app and `adjutant-cli show` agree on the returns after every journal entry
    // the walks make. After each, the battle's files are copied aside with the app's order of
    // battle as it then stood; after each test function the command line reads every copy.
    struct ReturnsSeen {
        QString test; // the test function and row that played it
        QString kind; // what the entry was (BattleSession::actionPlayed)
        QString copy; // the battle file, copied with its journal
        QJsonArray app; // the app's order of battle then (battle::Returns::toJson)
    };
    void keepReturns(const QString &kind);
    void checkReturnsAgree();
    QList<ReturnsSeen> m_returnsSeen;
    QTemporaryDir m_returnsCopies;
    int m_returnsChecked = 0;
    // As the app makes them (see main.cpp).
    QQmlApplicationEngine *m_engine = nullptr;
    std::unique_ptr<adjutant::ui::FrameSlicedIncubation> m_incubation; // ended before the engine
    QQuickWindow *m_window = nullptr;
};

void TestApp::initTestCase()
{
    qputenv("ADJUTANT_SEED", "20261122"); // the same shuffles and rolls every run
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationVersion(QStringLiteral("0.0.0-test"));
    // In English, as the app on an English system: with its plural forms ("5 units").
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    adjutant::installTranslations(*QCoreApplication::instance());
    QDir().mkpath(QStringLiteral(SCREENSHOT_DIR));
    adjutant::ui::applyAppearance();
    // The app started at home.
    QAccessible::setActive(true); // as when a screen reader runs: names are checked as it hears them
    m_engine = new QQmlApplicationEngine;
    m_incubation = std::make_unique<adjutant::ui::FrameSlicedIncubation>(*m_engine);
    m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    m_engine->load(QUrl(QStringLiteral("qrc:/qt/qml/Adjutant/Main.qml")));
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
    QVERIFY2(m_window, "Main.qml makes the window");
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QCOMPARE(m_window->title(), u"Adjutant");
    // A run that stopped half way may have left the light theme on.
    QObject *prefs = m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"));
    QVERIFY(prefs);
    prefs->setProperty("darkTheme", true);
    // Text with no size of its own takes the body size (see appearance.h).
    QQmlComponent probe(m_engine);
    probe.setData("import QtQml\nimport Adjutant\nQtObject { property int body: Theme.fontBody }", QUrl());
    std::unique_ptr<QObject> body(probe.create());
    QVERIFY2(body, qPrintable(probe.errorString()));
    QCOMPARE(body->property("body").toInt(), adjutant::ui::Theme::fontBody());
    QCOMPARE(QGuiApplication::font().pixelSize(), adjutant::ui::Theme::fontBody());
    QVERIFY(adjutant::ui::Theme::fontBody() >= adjutant::ui::defaultFontPixelSize);
    QVERIFY(m_returnsCopies.isValid());
    connect(session(), &adjutant::ui::BattleSession::actionPlayed, this, &TestApp::keepReturns);
}

void TestApp::keepReturns(const QString &kind)
{
    const QString path = session()->filePath();
    const QString folder = m_returnsCopies.filePath(QString::number(m_returnsSeen.size()));
    QVERIFY(QDir().mkpath(folder));
    const QString copy = folder + u'/' + QFileInfo(path).fileName();
    QVERIFY2(QFile::copy(path, copy), qPrintable(path));
    const QString journal = adjutant::battle::BattleFile::logPath(path);
    if (QFileInfo::exists(journal))
        QVERIFY(QFile::copy(journal, adjutant::battle::BattleFile::logPath(copy)));
    m_returnsSeen.append({QString::fromLatin1(QTest::currentTestFunction()) + u' '
                              + QString::fromLatin1(QTest::currentDataTag()),
                          kind, copy, adjutant::battle::Returns::toJson(session()->units()->returns())});
}

void TestApp::checkReturnsAgree()
{
    const QList<ReturnsSeen> seen = std::exchange(m_returnsSeen, {});
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en")); // the names the app showed
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("ADJUTANT_RULESETS_DIR"), adjutant::AppFolders::rulesets());
    env.insert(QStringLiteral("ADJUTANT_SCENARIOS_DIR"), adjutant::AppFolders::scenarios());
    for (const ReturnsSeen &s : seen) {
        QProcess cli;
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(ADJUTANT_CLI_PATH),
                  {QStringLiteral("show"), s.copy, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        const QString where = QStringLiteral("%1, after a %2 entry (%3)").arg(s.test, s.kind, s.copy);
        QVERIFY2(cli.exitCode() == 0,
                 qPrintable(where + u": " + QString::fromUtf8(cli.readAllStandardError())));
        const QJsonArray shown
            = QJsonDocument::fromJson(cli.readAllStandardOutput()).object()[u"returns"].toArray();
        for (qsizetype i = 0; i < std::max(shown.size(), s.app.size()); ++i) {
            const QJsonObject app = s.app.at(i).toObject();
            const QJsonObject cliRow = shown.at(i).toObject();
            QVERIFY2(app == cliRow,
                     qPrintable(
                         QStringLiteral("%1: row %2 in the app %3, in show --json %4")
                             .arg(where, QString::number(i),
                                  QString::fromUtf8(QJsonDocument(app).toJson(QJsonDocument::Compact)),
                                  QString::fromUtf8(QJsonDocument(cliRow).toJson(QJsonDocument::Compact)))));
        }
        ++m_returnsChecked;
    }
}

void TestApp::cleanupTestCase()
{
    checkReturnsAgree();
    qInfo("the returns agreed with adjutant-cli show after %d entries", m_returnsChecked);
    m_incubation.reset();
    delete m_engine; // and the window with it
}

// Whatever a failed test left open or set, the next one starts at home, in the dark theme.
void TestApp::cleanup()
{
    checkReturnsAgree(); // before the battle editor's scenarios folder is forgotten
    qunsetenv("ADJUTANT_SCENARIOS_DIR"); // the battle editor's tests save their scenarios aside
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", true);
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("umpireMode", false);
    // A test with a window of its own leaves none active, and shortcuts need the active one.
    m_window->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    for (int i = 0; i < 5 && !item(QStringLiteral("homePage")); ++i) {
        // A test left under way asks before it is dropped: drop it.
        if (QQuickItem *drop = item(QStringLiteral("dropTest")))
            QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier,
                              drop->mapToScene(QPointF(drop->width() / 2, drop->height() / 2)).toPoint());
        else
            QTest::keyClick(m_window, Qt::Key_Escape);
        // Whatever the tap or the key set moving (a popup closing, a page sliding) comes to rest.
        QVERIFY(QTest::qWaitFor([this] { return still(); }));
    }
}

QQuickItem *TestApp::item(const QString &name)
{
    return findItem(m_window->contentItem(), name);
}

QList<QQuickItem *> TestApp::items(const QString &prefix)
{
    QList<QQuickItem *> out;
    collectItems(m_window->contentItem(), prefix, &out);
    return out;
}

adjutant::ui::Theme *TestApp::theme()
{
    return m_engine->singletonInstance<adjutant::ui::Theme *>(qmlTypeId("Adjutant", 1, 0, "Theme"));
}

// A unit of a card-driven battle acts once its card has come up: the umpire's correction says it
// has (journaled), so a test of the screens does not depend on the shuffle.
static bool activated(adjutant::ui::BattleSession *session, const QString &unit)
{
    const auto &rs = session->battle()->ruleset();
    return !rs.activation || !rs.activation->acting
        || session->setField(unit, QStringLiteral("activated"), true, QStringLiteral("its card came up"));
}

// The unit may take the test, charge or order as the rules have it: in a deck whose ruleset makes
// it the unit's own action, its card come up (activated above); in player turns, Next until a step
// offers it where the unit's side acts.
static bool readyFor(adjutant::ui::BattleSession *session, const QString &unit, const QString &what)
{
    adjutant::battle::Battle *b = session->battle();
    const auto &rs = b->ruleset();
    if (!rs.activation)
        return true;
    if (!b->turns().usesPhases()) {
        const auto &acting = rs.activation->acting;
        const bool own = acting
            && (acting->tests.contains(what) || acting->procedures.contains(what)
                || acting->orders.contains(what));
        return !own || activated(session, unit);
    }
    for (int i = 0; i < 60; ++i) {
        const std::optional<adjutant::battle::ScenarioUnit> placed = b->placed(unit);
        if (b->turns().offers(b->state()).contains(what) && placed
            && b->turns().mayAct(b->state(), placed->side))
            return true;
        if (!session->next())
            return false;
    }
    return false;
}

adjutant::ui::BattleSession *TestApp::session()
{
    return m_engine->singletonInstance<adjutant::ui::BattleSession *>(
        qmlTypeId("Adjutant", 1, 0, "BattleSession"));
}

void TestApp::tapItem(QQuickItem *target)
{
    QVERIFY(target);
    QVERIFY2(target->isEnabled(), qPrintable(target->objectName()));
    // Bring it into view when it sits in a flickable sheet, then wait until it is in place (a
    // sliding drawer, a layout still settling). The rows of a sheet may still be arriving when the
    // control is first found, and they push it down: each poll scrolls it back into view.
    const auto centreOf
        = [target] { return target->mapToScene(QPointF(target->width() / 2, target->height() / 2)); };
    const auto broughtIntoView = [&] {
        for (QQuickItem *p = target->parentItem(); p; p = p->parentItem()) {
            if (p->inherits("QQuickFlickable")) {
                const QPointF inFlick = target->mapToItem(p, QPointF(0, target->height() / 2));
                if (inFlick.y() < 0 || inFlick.y() > p->height()) {
                    const qreal contentY = p->property("contentY").toReal();
                    const qreal maxY
                        = std::max<qreal>(0, p->property("contentHeight").toReal() - p->height());
                    p->setProperty("contentY",
                                   std::clamp(contentY + inFlick.y() - p->height() / 2, 0.0, maxY));
                    ++m_scrolls;
                    // the list fills the rows scrolled into view
                    if (!QQuickTest::qWaitForPolish(m_window))
                        return false;
                }
                break;
            }
        }
        return QRectF(QPointF(0, 0), m_window->size()).contains(centreOf());
    };
    QTRY_VERIFY2(broughtIntoView(), qPrintable(target->objectName()));
    // Nothing over it that would take the tap: a popup still where the layout before the last
    // change put it (the tutor's bubble, until it has followed its control) moves off first. A tap
    // on the stepper's + went to the bubble on a loaded CI machine, and the number was never
    // entered.
    QTRY_VERIFY2(adjutant::testing::popupOver(target, centreOf()).isEmpty(),
                 qPrintable(target->objectName() + u" is under "_qs
                            + adjutant::testing::popupOver(target, centreOf())));
    const QPointF centre = centreOf();
    if (!target->objectName().startsWith(u"face-"))
        ++m_taps;
    // The tap may rebuild the control (a list that changes with it): do not touch it afterwards.
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

// Waits until the screen is still: no page sliding in (a StackView ignores input then, and a
// player's tap would be lost too) and nothing still being made in the background (a sheet or a
// popup is made the first time it is wanted, its rows a few frames after the sheet itself).
bool TestApp::still()
{
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    return stack && !stack->property("busy").toBool() && !anyLoaderLoading(m_window->contentItem())
        && m_engine->incubationController()->incubatingObjectCount() == 0 && !anyPopupMoving(m_window);
}

void TestApp::waitForStillFrames()
{
    settle();
    QImage last;
    QTRY_VERIFY([&] {
        const QImage now = m_window->grabWindow();
        const bool same = now == last;
        last = now;
        return same;
    }());
}

void TestApp::settle()
{
    QTRY_COMPARE(m_window->contentItem()->size(), QSizeF(m_window->size())); // a resize has arrived
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    QVERIFY(stack);
    QTRY_VERIFY(!stack->property("busy").toBool());
    QTRY_VERIFY(!anyLoaderLoading(m_window->contentItem()));
    QTRY_COMPARE(m_engine->incubationController()->incubatingObjectCount(), 0);
    // No popup or drawer sliding in or out: while one closes, its scrim still takes the taps.
    QTRY_VERIFY(!anyPopupMoving(m_window));
    QVERIFY(QQuickTest::qWaitForPolish(m_window)); // and laid out: a tap goes where the eye sees
}

// The order of battle as the player reaches it: on the page, or (while a sheet has the width)
// in the drawer that the card's strip opens.
QQuickItem *TestApp::orderOfBattleList()
{
    settle();
    QQuickItem *page = item(QStringLiteral("battlePage"));
    if (page && page->property("folded").toBool()) {
        QObject *drawer = m_window->findChild<QObject *>(QStringLiteral("orderOfBattleDrawer"));
        if (!drawer || !drawer->property("opened").toBool()) {
            tap(QStringLiteral("orderOfBattleButton"));
            const bool opened = QTest::qWaitFor(
                [&] {
                    drawer = m_window->findChild<QObject *>(QStringLiteral("orderOfBattleDrawer"));
                    return drawer && drawer->property("opened").toBool();
                },
                10000);
            if (!opened)
                return nullptr;
            settle();
        }
    }
    return item(QStringLiteral("orderOfBattle"));
}

void TestApp::tap(const QString &name)
{
    settle();
    // While a sheet has the width, the player opens the order of battle's drawer for a unit's
    // row or its search and filters, and unfolds the card for what it says below its name.
    static const QStringList inTheDrawer{u"unitRow-"_qs,        u"unitSearch"_qs,   u"unitFilters"_qs,
                                         u"filterSide-"_qs,     u"filterState-"_qs, u"filterWaiting"_qs,
                                         u"filterCommander"_qs, u"clearFilters"_qs};
    static const QStringList inTheCard{u"initiativeButton"_qs, u"openCurrentUnit"_qs, u"cardNotes"_qs};
    const auto among = [&name](const QStringList &prefixes) {
        return std::any_of(prefixes.begin(), prefixes.end(),
                           [&name](const QString &p) { return name.startsWith(p); });
    };
    QQuickItem *page = item(QStringLiteral("battlePage"));
    if (page && page->property("folded").toBool() && !item(name)) {
        if (among(inTheDrawer))
            orderOfBattleList();
        else if (among(inTheCard) && item(QStringLiteral("cardStrip")))
            tapItem(item(QStringLiteral("cardStrip")));
        settle();
    }
    if (name.startsWith(u"unitRow-") && !item(name))
        scrollOrderOfBattleTo(name);
    QQuickItem *target = nullptr;
    // Generous: a loaded CI machine can take seconds to lay out a page.
    QTRY_VERIFY2_WITH_TIMEOUT((target = item(name)) != nullptr, qPrintable(u"nothing to tap: " + name),
                              10000);
    // Found the moment it was made (a sheet made in the background, after settle() above saw
    // nothing being made yet): laid out first, as a player sees it only once it is drawn. Tapped
    // unlaid, the Fire button's centre was under the "Other test…" box, not yet moved off it.
    settle();
    QVERIFY2((target = item(name)) != nullptr, qPrintable(u"gone before the tap: " + name));
    tapItem(target);
}

void TestApp::scrollOrderOfBattleTo(const QString &row)
{
    QQuickItem *list = orderOfBattleList();
    if (!list)
        return;
    settle();
    if (item(row))
        return;
    // A page at a time from the top, as a player flicks through it.
    const auto scrollTo = [&](qreal y) {
        if (qFuzzyCompare(list->property("contentY").toReal() + 1, y + 1))
            return;
        list->setProperty("contentY", y);
        ++m_scrolls;
        QQuickTest::qWaitForPolish(m_window); // the list makes the rows scrolled into view
    };
    const qreal top = list->property("originY").toReal() - list->property("topMargin").toReal();
    scrollTo(top);
    for (int page = 0; page < 200 && !item(row); ++page) {
        const qreal bottom = list->property("originY").toReal() + list->property("contentHeight").toReal()
            + list->property("bottomMargin").toReal() - list->height();
        const qreal y = list->property("contentY").toReal();
        if (y >= bottom)
            break;
        scrollTo(std::min(bottom, y + list->height() * 0.8));
    }
}

QStringList TestApp::numberInputs()
{
    QStringList names;
    for (QQuickItem *input : items(QStringLiteral("input-")))
        if (input->property("entered").isValid()) // the stepper, not its buttons or box
            names.append(input->objectName());
    return names;
}

void TestApp::typeDistance(const QString &input, int inches)
{
    tap(input + u"-typed");
    QQuickItem *box = nullptr;
    QTRY_VERIFY((box = item(input + u"-typed")) != nullptr && box->hasActiveFocus());
    for (const QChar digit : QString::number(inches))
        QTest::keyClick(m_window, digit.toLatin1());
    QTest::keyClick(m_window, Qt::Key_Return);
    settle();
    QQuickItem *stepper = item(input);
    QVERIFY(stepper);
    QTRY_VERIFY2(stepper->property("entered").toBool(), qPrintable(input));
    QCOMPARE(stepper->property("value").toInt(), inches);
}

void TestApp::enterNumbers(int inches)
{
    const QStringList inputs = numberInputs();
    for (const QString &name : inputs) {
        QQuickItem *input = item(name);
        QVERIFY(input);
        if (input->property("inches").toBool()) {
            typeDistance(name, inches);
        } else {
            for (int i = 0; i < 3; ++i) // the stepper's + (made anew as it changes: found by name)
                tap(name + u"-more");
        }
        if (QTest::currentTestFailed())
            return;
    }
}

void TestApp::tapHeaderAction(const QString &button, const QString &menuItem)
{
    settle();
    if (item(button)) {
        tap(button);
        return;
    }
    tap(QStringLiteral("moreButton"));
    QTRY_VERIFY(item(menuItem));
    tap(menuItem);
}

void TestApp::shoot(const QString &name)
{
    settle();
    const QImage image = m_window->grabWindow();
    QVERIFY2(hasContent(image), qPrintable(name));
    QVERIFY(adjutant::testing::saveScreenshot(image, QStringLiteral(SCREENSHOT_DIR "/%1.png").arg(name)));
}

void TestApp::checkControls(const QString &where)
{
    settle();
    const QStringList problems = adjutant::testing::controlProblems(m_window->contentItem());
    QVERIFY2(problems.isEmpty(), qPrintable(where + u": " + problems.join(u"; ")));
    // And every count in words with its plural: "1 success", "2 successes".
    const QStringList raw = adjutant::testing::unpluralisedText(m_window->contentItem());
    QVERIFY2(raw.isEmpty(), qPrintable(where + u": no plural forms for: " + raw.join(u" | ")));
    // And no text drawn as markup: text from files is plain text.
    const QStringList markup = adjutant::testing::markupShown(m_window->contentItem());
    QVERIFY2(markup.isEmpty(), qPrintable(where + u": shown as markup: " + markup.join(u" | ")));
}

void TestApp::checkSheetReadings(const QString &where)
{
    const QRectF window(QPointF(0, 0), m_window->size());
    const auto inView = [&](const QString &name) {
        QQuickItem *i = item(name);
        return i && window.contains(i->mapRectToScene(QRectF(0, 0, i->width(), i->height())).center());
    };
    QVERIFY2(inView(QStringLiteral("totalLabel")), qPrintable(where + u": the total is out of view"));
    const QString total = item(QStringLiteral("totalLabel"))->property("text").toString();
    QVERIFY2(total.contains(u"needs") || total.contains(u"against") || total.contains(u"roll "),
             qPrintable(where + u": the need is not said"));
    QVERIFY2(inView(QStringLiteral("oddsRows")), qPrintable(where + u": the odds are out of view"));
    QVERIFY2(inView(QStringLiteral("facesSoFar")), qPrintable(where + u": the faces so far are out of view"));
    // The pad's keys a finger's size and more, at every size (at 1024x600 they shrank to 45 px).
    if (QQuickItem *face = item(QStringLiteral("face-1")))
        QVERIFY2(face->width() >= 56 && face->height() >= 56,
                 qPrintable(where + u": pad keys of "_qs + QString::number(face->height()) + u" px"_qs));
}

void TestApp::homeToDiceRollAndBack()
{
    QVERIFY(item(QStringLiteral("homePage")));
    shoot(QStringLiteral("home"));
    checkControls(QStringLiteral("home"));
    tap(QStringLiteral("diceTile"));
    QTRY_VERIFY(item(QStringLiteral("dicePage")));
    QTRY_VERIFY(!item(QStringLiteral("homePage")));

    tap(QStringLiteral("rollButton"));
    QQuickItem *value = nullptr;
    QTRY_VERIFY((value = item(QStringLiteral("resultValue"))) != nullptr);
    const QString total = value->property("text").toString();
    QVERIFY2(total.startsWith(u"Total "), qPrintable(total));
    const int rolled = total.mid(6).toInt();
    QVERIFY(rolled >= 2 && rolled <= 12);
    shoot(QStringLiteral("dice-rolled"));
    checkControls(QStringLiteral("dice and odds"));

    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
}

void TestApp::settingsSwitchesTheTheme()
{
    tap(QStringLiteral("settingsTile"));
    QTRY_VERIFY(item(QStringLiteral("settingsPage")));
    const QColor darkBackground = m_window->color();
    tap(QStringLiteral("darkThemeSwitch"));
    QTRY_VERIFY(m_window->color() != darkBackground);
    QVERIFY(m_window->color().lightness() > darkBackground.lightness());
    waitForStillFrames(); // the switch's knob slides over
    shoot(QStringLiteral("settings-light"));
    checkControls(QStringLiteral("settings"));
    tap(QStringLiteral("darkThemeSwitch"));
    QTRY_COMPARE(m_window->color(), darkBackground);
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
}

void TestApp::layoutsAtTableSizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("tablet-landscape-1024x600") << QSize(1024, 600);
    QTest::newRow("tablet-portrait-600x1024") << QSize(600, 1024);
    QTest::newRow("laptop-1920x1080") << QSize(1920, 1080);
}

void TestApp::layoutsAtTableSizes()
{
    QFETCH(QSize, size);
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    QTRY_VERIFY(!stack->property("busy").toBool());
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    for (const QString &tile : {QStringLiteral("diceTile"), QStringLiteral("settingsTile")}) {
        QQuickItem *t = item(tile);
        QVERIFY(t);
        const auto fitsInWindow = [&] {
            const QPointF topLeft = t->mapToScene(QPointF(0, 0));
            return topLeft.x() >= 0 && topLeft.x() + t->width() <= size.width();
        };
        QTRY_VERIFY2(fitsInWindow(), qPrintable(tile)); // after the layout has caught up
        QVERIFY2(t->height() >= 48 && t->width() >= 48, "touch targets at least 48 px");
    }
    shoot(QStringLiteral("home-%1x%2").arg(size.width()).arg(size.height()));
    checkControls(QStringLiteral("home at %1x%2").arg(size.width()).arg(size.height()));
    tap(QStringLiteral("diceTile"));
    QTRY_VERIFY(item(QStringLiteral("dicePage")));
    tap(QStringLiteral("rollButton"));
    QTRY_VERIFY(item(QStringLiteral("resultValue")));
    shoot(QStringLiteral("dice-%1x%2").arg(size.width()).arg(size.height()));
    checkControls(QStringLiteral("dice at %1x%2").arg(size.width()).arg(size.height()));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
}

void TestApp::battleScreenAtTableSizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("dark");
    QTest::newRow("tablet-landscape-1024x600") << QSize(1024, 600) << true;
    QTest::newRow("tablet-portrait-600x1024") << QSize(600, 1024) << true;
    QTest::newRow("laptop-1920x1080") << QSize(1920, 1080) << true;
    QTest::newRow("daylight-1280x800") << QSize(1280, 800) << false;
}

void TestApp::battleScreenAtTableSizes()
{
    QFETCH(QSize, size);
    QFETCH(bool, dark);
    QObject *prefs = m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"));
    QVERIFY(prefs);
    prefs->setProperty("darkTheme", dark);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    const QString tag
        = QStringLiteral("%1x%2%3").arg(size.width()).arg(size.height()).arg(dark ? "" : "-light");
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));

    const auto onScreen = [&](const QString &name) {
        QQuickItem *i = item(name);
        if (!i)
            return false;
        const QRectF r = i->mapRectToScene(QRectF(0, 0, i->width(), i->height()));
        return r.left() >= 0 && r.top() >= 0 && r.right() <= size.width() + 0.5
            && r.bottom() <= size.height() + 0.5;
    };
    // Issue 18: with the ⋮ menu always there, the header still reads the battle's name whole
    // where a table's screen is wide (the rarer actions fold into the menu to make room).
    if (size.width() >= 1024) {
        QQuickItem *title = nullptr;
        QTRY_VERIFY((title = item(QStringLiteral("battleTitle"))) != nullptr);
        settle();
        QVERIFY2(!title->property("truncated").toBool(),
                 qPrintable(QStringLiteral("%1: the title is cut at %2 px")
                                .arg(title->property("text").toString())
                                .arg(title->width())));
    }
    for (const QString &control : {QStringLiteral("drawButton"), QStringLiteral("undoButton"),
                                   QStringLiteral("journalButton"), QStringLiteral("unitRow-88th")}) {
        QTRY_VERIFY2(onScreen(control), qPrintable(control));
        QVERIFY2(item(control)->height() >= 48, qPrintable(control + u": touch targets at least 48 px"));
    }
    QCOMPARE(item(QStringLiteral("currentTitle"))->property("text").toString(), session()->currentTitle());
    shoot(u"battle-" + tag);
    checkControls(u"battle at " + tag);
    // The order of battle's filters, and the commanders' list they open.
    tap(QStringLiteral("unitFilters"));
    QTRY_VERIFY(item(QStringLiteral("filterCommander")));
    shoot(u"filters-" + tag);
    checkControls(u"filters at " + tag);
    tap(QStringLiteral("filterCommander"));
    QObject *commanders = item(QStringLiteral("filterCommander"))->property("popup").value<QObject *>();
    QVERIFY(commanders);
    QTRY_VERIFY(commanders->property("opened").toBool());
    checkControls(u"commanders at " + tag);
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!commanders->property("visible").toBool());
    tap(QStringLiteral("unitFilters"));
    QTRY_VERIFY(!item(QStringLiteral("filterCommander")));
    // Where the header is short, its rarer actions are in a menu, named and within reach.
    if (item(QStringLiteral("moreButton"))) {
        tap(QStringLiteral("moreButton"));
        QObject *menu = nullptr;
        QTRY_VERIFY((menu = m_window->findChild<QObject *>(QStringLiteral("moreMenu"))) != nullptr);
        QTRY_VERIFY(menu->property("opened").toBool());
        checkControls(u"the header's menu at " + tag);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!menu->property("visible").toBool());
    }

    // A unit's sheet opens beside the card (landscape) or over it (portrait), within the window.
    QVERIFY(activated(session(), QStringLiteral("88th")));
    tap(QStringLiteral("unitRow-88th"));
    QTRY_VERIFY(onScreen(QStringLiteral("unitSheetView")));
    QTRY_VERIFY(onScreen(QStringLiteral("action-fire")));
    waitForStillFrames(); // a drawer slides in
    shoot(u"unit-sheet-" + tag);
    checkControls(u"unit sheet at " + tag);
    tap(QStringLiteral("action-fire"));
    QTRY_VERIFY(onScreen(QStringLiteral("testSheetView")));
    tap(QStringLiteral("target-45e-1"));
    // The pad comes once the distance measured is in (it gives the range).
    QVERIFY(!item(QStringLiteral("dicePad")));
    typeDistance(QStringLiteral("input-distance"), 3);
    QTRY_VERIFY(item(QStringLiteral("dicePad")));
    shoot(u"test-sheet-" + tag);
    checkControls(u"test sheet at " + tag);
    tap(QStringLiteral("closeTestSheet"));
    QTRY_VERIFY(!item(QStringLiteral("testSheetView")));
    prefs->setProperty("darkTheme", true);
}

// The battle page's panes: the header, the card, the order of battle and the open sheet, where
// they are in the window (those shown only).
QHash<QString, QRectF> TestApp::battlePanes()
{
    QHash<QString, QRectF> panes;
    QQuickItem *page = item(QStringLiteral("battlePage"));
    if (!page)
        return panes;
    const auto add = [&](const QString &name, QQuickItem *pane) {
        if (pane && pane->isVisible() && pane->width() > 0 && pane->height() > 0)
            panes.insert(name, pane->mapRectToScene(QRectF(0, 0, pane->width(), pane->height())));
    };
    add(QStringLiteral("header"), page->property("header").value<QQuickItem *>());
    for (const QString &name : {QStringLiteral("currentCard"), QStringLiteral("orderOfBattle"),
                                QStringLiteral("sheetPanel"), QStringLiteral("owedTestsStrip")})
        add(name, findItem(page, name));
    return panes;
}

// What any size, at any moment, must keep: every pane shown lies inside the window, no two
// overlap, the card is in view, the order of battle is there unless a sheet has its place, and an
// open sheet is shown with room to work in.
void TestApp::checkBattleLayout(const QString &where)
{
    settle();
    const QRectF window(QPointF(0, 0), m_window->size());
    const QHash<QString, QRectF> panes = battlePanes();
    const bool sheetOpen = item(QStringLiteral("battlePage"))->property("sheetOpen").toBool();
    const auto say = [&](const QString &what) { return qPrintable(where + u": " + what); };
    const bool folded = item(QStringLiteral("battlePage"))->property("folded").toBool();
    // The tray of tests owed lies over the foot of a one-column order of battle, whose last rows
    // scroll up above it.
    const auto mayLieOver = [](const QString &a, const QString &b) {
        return (a == u"owedTestsStrip" && b == u"orderOfBattle")
            || (a == u"orderOfBattle" && b == u"owedTestsStrip");
    };
    for (auto it = panes.cbegin(); it != panes.cend(); ++it) {
        const QRectF &r = it.value();
        QVERIFY2(r.left() >= -0.5 && r.top() >= -0.5 && r.right() <= window.right() + 0.5
                     && r.bottom() <= window.bottom() + 0.5,
                 say(it.key() + u" lies outside the window"));
        for (auto other = std::next(it); other != panes.cend(); ++other) {
            if (mayLieOver(it.key(), other.key()))
                continue;
            const QRectF overlap = r.intersected(other.value());
            QVERIFY2(overlap.width() < 1 || overlap.height() < 1,
                     say(it.key() + u" overlaps " + other.key()));
        }
    }
    QVERIFY2(panes.contains(QStringLiteral("header")), say(QStringLiteral("no header")));
    QVERIFY2(panes.contains(QStringLiteral("currentCard")), say(QStringLiteral("the card is hidden")));
    QVERIFY2(panes.value(QStringLiteral("currentCard")).width() >= 240,
             say(QStringLiteral("the card is squeezed")));
    if (sheetOpen) {
        QVERIFY2(panes.contains(QStringLiteral("sheetPanel")),
                 say(QStringLiteral("the open sheet is hidden")));
        const QRectF sheet = panes.value(QStringLiteral("sheetPanel"));
        QVERIFY2(sheet.width() >= 300 && sheet.height() >= 400, say(QStringLiteral("the sheet has no room")));
    } else {
        QVERIFY2(!panes.contains(QStringLiteral("sheetPanel")), say(QStringLiteral("a closed sheet shows")));
    }
    if (folded) {
        // At 1024 px or less, an open sheet has the width; the card is a strip over it and the
        // order of battle a tap away.
        QVERIFY2(sheetOpen, say(QStringLiteral("folded with no sheet open")));
        QVERIFY2(panes.value(QStringLiteral("sheetPanel")).width() >= window.width() - 0.5,
                 say(QStringLiteral("the folded sheet does not have the width")));
        QQuickItem *drawerButton = item(QStringLiteral("orderOfBattleButton"));
        QVERIFY2(drawerButton && drawerButton->height() >= adjutant::ui::Theme::touchTarget,
                 say(QStringLiteral("no way to the order of battle")));
    } else {
        QVERIFY2(panes.contains(QStringLiteral("orderOfBattle")),
                 say(QStringLiteral("the order of battle is gone")));
        QVERIFY2(panes.value(QStringLiteral("orderOfBattle")).height() >= adjutant::ui::Theme::touchTarget,
                 say(QStringLiteral("the order of battle has no room for a row")));
    }
    // The journal, when out, slides over the page within the window.
    if (QObject *drawer = m_window->findChild<QObject *>(QStringLiteral("journalDrawer"));
        drawer && drawer->property("opened").toBool()) {
        const QRectF r(drawer->property("x").toReal(), drawer->property("y").toReal(),
                       drawer->property("width").toReal(), drawer->property("height").toReal());
        QVERIFY2(r.left() >= -0.5 && r.right() <= window.right() + 0.5 && r.bottom() <= window.bottom() + 0.5
                     && r.height() >= window.height() - 0.5,
                 say(QStringLiteral("the journal lies outside the window")));
    }
}

void TestApp::layoutHoldsAtEverySizeAndStep_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("advance"); // the card's button: draw a card, or the next phase
    QTest::addColumn<QString>("unit"); // the unit whose sheet is opened
    QTest::addColumn<QString>("test"); // the test taken from it
    QTest::addColumn<QString>("target"); // the enemy tapped in the order of battle as its target
    QTest::addColumn<int>("advances"); // taps of the card's button until the step offers the test
    QTest::addColumn<bool>("dark");
    struct Demo {
        const char *scenario;
        const char *advance;
        const char *unit;
        const char *test;
        const char *target;
        int advances;
    };
    // The brigade rules' fire step is the seventh of the first side's move, and the side that
    // is not moving fires in it; 001's stationary fire, the fifth step of the turn, is both sides'.
    const Demo demos[] = {{"kgcwo-demo", "drawButton", "52nd", "fire", "45e-1", 1},
                          {"chosen-men-demo", "drawButton", "riflemen-1", "fire", "voltigeurs-1", 1},
                          {"nap-igougo-demo", "nextButton", "ir-12", "musketry", "24e", 5},
                          {"brigade-demo", "nextButton", "55e", "fire", "30th", 6}};
    for (const Demo &d : demos)
        for (const bool dark : {true, false})
            QTest::addRow("%s%s", d.scenario, dark ? "" : "-light")
                << QString::fromLatin1(d.scenario) << QString::fromLatin1(d.advance)
                << QString::fromLatin1(d.unit) << QString::fromLatin1(d.test) << QString::fromLatin1(d.target)
                << d.advances << dark;
}

// A turn of each demo played at 1280×800, and at every step the window turned and resized through tablet and
// laptop sizes, portrait and landscape: no pane hidden, offset or overlapping, a test under way
// kept as it was, and the same layout on coming back.
void TestApp::layoutHoldsAtEverySizeAndStep()
{
    QFETCH(QString, scenario);
    QFETCH(QString, advance);
    QFETCH(QString, unit);
    QFETCH(QString, test);
    QFETCH(QString, target);
    QFETCH(int, advances);
    QFETCH(bool, dark);
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", dark);
    const QSize home(1280, 800);
    const QList<QSize> sizes{QSize(800, 1280), QSize(1024, 600), QSize(1920, 1080),
                             QSize(600, 1024), QSize(1366, 768), home};
    m_window->resize(home);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(u"scenario-" + scenario);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));

    QObject *sheet = nullptr; // the test sheet's controller, once a test is under way
    const auto sweep = [&](const QString &step) {
        settle();
        const QHash<QString, QRectF> before = battlePanes();
        const QString aimedAt = sheet ? sheet->property("targetId").toString() : QString();
        const qsizetype faces = sheet ? sheet->property("faces").toList().size() : 0;
        for (const QSize &size : sizes) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            const QString where
                = QStringLiteral("%1 %2 at %3x%4").arg(scenario, step).arg(size.width()).arg(size.height());
            checkBattleLayout(where);
            if (QTest::currentTestFailed())
                return;
            checkControls(where);
            if (QTest::currentTestFailed())
                return;
            if (sheet) {
                QVERIFY2(sheet->property("targetId").toString() == aimedAt,
                         qPrintable(where + u": target lost"));
                QVERIFY2(sheet->property("faces").toList().size() == faces,
                         qPrintable(where + u": dice lost"));
            }
            if (size == home || size == QSize(800, 1280) || size == QSize(1024, 600))
                shoot(QStringLiteral("layout-%1-%2-%3x%4%5")
                          .arg(scenario, step)
                          .arg(size.width())
                          .arg(size.height())
                          .arg(dark ? "" : "-light"));
        }
        QCOMPARE(battlePanes(), before); // back where it began
    };

    sweep(QStringLiteral("1-battle"));
    if (QTest::currentTestFailed())
        return;
    for (int i = 0; i < advances; ++i)
        tap(advance);
    sweep(QStringLiteral("2-card-drawn"));
    if (QTest::currentTestFailed())
        return;
    QVERIFY(activated(session(), unit));
    tap(u"unitRow-" + unit);
    QTRY_VERIFY(item(QStringLiteral("unitSheetView")));
    sweep(QStringLiteral("3-unit-sheet"));
    if (QTest::currentTestFailed())
        return;
    tap(u"action-" + test);
    QTRY_VERIFY(item(QStringLiteral("testSheetView")));
    settle();
    sheet = item(QStringLiteral("testSheetView"))->property("sheet").value<QObject *>();
    QVERIFY(sheet);
    // While the target is being chosen, the enemy's row in the order of battle takes it.
    tap(u"unitRow-" + target);
    QTRY_COMPARE(sheet->property("targetId").toString(), target);
    QVERIFY(item(QStringLiteral("testSheetView"))); // and the test sheet stays
    // Numbers the players measure (the distance, figures firing).
    enterNumbers(3);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY2(sheet->property("ready").toBool(),
                 qPrintable(sheet->property("problems").toStringList().join(u"; ")));
    sweep(QStringLiteral("4-test-aimed"));
    if (QTest::currentTestFailed())
        return;
    const QString highest = u"face-" + sheet->property("dieSides").toString();
    tap(highest);
    QTRY_COMPARE(sheet->property("faces").toList().size(), 1);
    sweep(QStringLiteral("5-mid-test"));
    if (QTest::currentTestFailed())
        return;
    // Esc with a test under way asks first; the question and its buttons fit at every size.
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("goOnWithTest")));
    for (const QSize &size : sizes) {
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        const QString where = QStringLiteral("%1 asked about the test at %2x%3")
                                  .arg(scenario)
                                  .arg(size.width())
                                  .arg(size.height());
        checkControls(where);
        if (QTest::currentTestFailed())
            return;
        for (const QString &button : {QStringLiteral("goOnWithTest"), QStringLiteral("dropTest")}) {
            QQuickItem *b = item(button);
            QVERIFY2(b
                         && QRectF(QPointF(0, 0), m_window->size())
                                .contains(b->mapRectToScene(QRectF(0, 0, b->width(), b->height()))),
                     qPrintable(where + u": " + button + u" is out of the window"));
        }
        if (size == QSize(800, 1280))
            shoot(QStringLiteral("layout-%1-5-asked-800x1280%2").arg(scenario, dark ? "" : "-light"));
    }
    tap(QStringLiteral("goOnWithTest"));
    QTRY_VERIFY(!item(QStringLiteral("goOnWithTest")));
    QVERIFY(item(QStringLiteral("testSheetView")));
    QCOMPARE(sheet->property("faces").toList().size(), 1);
    // The rest of the dice, and the follow-ups', at their highest face.
    for (int i = 0; i < 40 && sheet->property("waiting").toBool(); ++i)
        tap(u"face-" + sheet->property("dieSides").toString());
    QTRY_VERIFY(sheet->property("complete").toBool());
    tap(QStringLiteral("applyButton"));
    QTRY_VERIFY2(sheet->property("applied").toBool(),
                 qPrintable(sheet->property("error").toString() + u" / " + session()->error()));
    sweep(QStringLiteral("6-applied"));
    if (QTest::currentTestFailed())
        return;
    sheet = nullptr;
    tap(QStringLiteral("journalButton"));
    QTRY_VERIFY(item(QStringLiteral("journalList")));
    waitForStillFrames(); // the drawer slides in
    sweep(QStringLiteral("7-journal"));
    if (QTest::currentTestFailed())
        return;
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, QPoint(20, 400)); // outside the drawer
    QTRY_VERIFY(!item(QStringLiteral("journalList")));
    tap(QStringLiteral("closeTestSheet"));
    tap(QStringLiteral("closeUnitSheet"));
    QTRY_VERIFY(!item(QStringLiteral("battlePage"))->property("sheetOpen").toBool());
    sweep(QStringLiteral("8-sheets-closed"));
    if (QTest::currentTestFailed())
        return;
}

// A laptop at the club: D draws, digits enter faces, Return applies, Ctrl+Z and Ctrl+Y undo and redo.
void TestApp::keyboardDrivesTheBattle()
{
    m_window->resize(1280, 800);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const int entries = int(session()->battle()->journal().size());
    QTest::keyClick(m_window, Qt::Key_D);
    QTRY_COMPARE(int(session()->battle()->journal().size()), entries + 1);
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(session()->battle()->journal().last().undone);
    QTest::keyClick(m_window, Qt::Key_Y, Qt::ControlModifier);
    QTRY_VERIFY(!session()->battle()->journal().last().undone);

    QVERIFY(activated(session(), QStringLiteral("52nd")));
    tap(QStringLiteral("unitRow-52nd"));
    tap(QStringLiteral("action-fire"));
    tap(QStringLiteral("target-45e-2"));
    QQuickItem *view = nullptr;
    QTRY_VERIFY((view = item(QStringLiteral("testSheetView"))) != nullptr);
    QObject *controller = view->property("sheet").value<QObject *>();
    QVERIFY(controller);
    // The distance clicked into and typed, Return taking it: the digits then go to the dice, not
    // on into the distance's box.
    typeDistance(QStringLiteral("input-distance"), 3);
    QTRY_VERIFY(controller->property("waiting").toBool());
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(m_window, Qt::Key_1); // natural 1s: three misses
    QTRY_VERIFY(controller->property("complete").toBool());
    QCOMPARE(controller->property("faces").toList().size(), 3);
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(controller->property("applied").toBool());
    QVERIFY(session()->battle()->journal().last().summary.startsWith(u"Fire"));
    tap(QStringLiteral("closeTestSheet"));
}

// Issue 18: an order given from the unit's sheet (its question answered, Apply: one entry, undone
// by Ctrl+Z), then the same order again, which the rules now forbid: greyed with the reason, and
// in umpire mode (the ⋮ menu) allowed anyway with a reason the journal shows.
void TestApp::ordersAndTheUmpiresOverride_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("answer"); // a question answered yes, or none
    QTest::addColumn<QString>("field"); // the flag the order sets
    QTest::addColumn<QString>("refusal"); // the second time, in the ruleset's words
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1024, 600), QSize(1280, 800)}) {
        const QString tag = QStringLiteral("-%1x%2").arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(u"kgcwo hold" + tag)) << "kgcwo-demo"
                                                       << "88th"
                                                       << "hold"
                                                       << ""
                                                       << "hold"
                                                       << "already on hold" << size;
        QTest::newRow(qPrintable(u"chosen men officer's activation" + tag))
            << "chosen-men-demo"
            << "redcoats"
            << "officer-activation"
            << "within-six"
            << "activated"
            << "already been activated" << size;
    }
}

void TestApp::ordersAndTheUmpiresOverride()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QString, order);
    QFETCH(QString, answer);
    QFETCH(QString, field);
    QFETCH(QString, refusal);
    QFETCH(QSize, size);
    const QString suffix = QStringLiteral("%1-%2x%3").arg(scenario).arg(size.width()).arg(size.height());
    QObject *prefs = m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"));
    prefs->setProperty("umpireMode", false);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(u"scenario-" + scenario);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const adjutant::battle::Battle &b = *session()->battle();
    const auto flag = [&] { return b.state().units.value(unit).fields.value(field).toBool(); };
    const auto lastSummary = [&] { return b.journal().last().summary; };
    const QRectF window(QPointF(0, 0), m_window->size());
    // The primary action in view, inside the sheet: nothing to scroll to find it.
    const auto applyInView = [&] {
        QQuickItem *apply = item(QStringLiteral("applyOrder"));
        QQuickItem *pane = item(QStringLiteral("sheetPanel"));
        if (!apply || !pane)
            return false;
        const QRectF r = apply->mapRectToScene(QRectF(0, 0, apply->width(), apply->height()));
        const QRectF p = pane->mapRectToScene(QRectF(0, 0, pane->width(), pane->height()));
        return window.contains(r) && p.contains(r);
    };
    // An order that is the unit's own action (KGCWO's hold) waits for its card.
    if (b.ruleset().activation && b.ruleset().activation->acting
        && b.ruleset().activation->acting->orders.contains(order))
        QVERIFY(activated(session(), unit));
    const qsizetype entries = b.journal().size();
    QVERIFY(!flag());

    // The order, from the sheet: a large button; its question and Apply open in place.
    tap(u"unitRow-" + unit);
    QTRY_VERIFY(item(u"order-" + order));
    QVERIFY(item(u"order-" + order)->height() >= adjutant::ui::Theme::touchTarget);
    tap(u"order-" + order);
    QTRY_VERIFY(item(QStringLiteral("orderPanel")));
    if (!answer.isEmpty()) {
        QVERIFY(!item(QStringLiteral("applyOrder"))->isEnabled()); // no: the rules forbid it
        tap(u"answer-" + answer);
        QTRY_VERIFY(item(QStringLiteral("applyOrder"))->isEnabled());
    }
    QTRY_VERIFY2(applyInView(), qPrintable(suffix + u": Apply is out of view"));
    shoot(u"order-" + suffix);
    checkControls(suffix + u", an order");
    checkBattleLayout(suffix + u", an order");
    tap(QStringLiteral("applyOrder"));
    QTRY_COMPARE(b.journal().size(), entries + 1);
    QVERIFY(flag());
    const QString given = lastSummary();
    QVERIFY2(given.contains(b.ruleset().order(order)->doc.name), qPrintable(given));
    QTRY_VERIFY(!item(QStringLiteral("orderPanel")));

    // Undone by Ctrl+Z, redone by Ctrl+Y: one entry.
    settle();
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(!flag());
    QTest::keyClick(m_window, Qt::Key_Y, Qt::ControlModifier);
    QTRY_VERIFY(flag());

    // Given again, the rules forbid it: greyed, with their reason, and no way round it for a player.
    QTRY_VERIFY(item(u"orderRefusal-" + order));
    const QString why = item(u"orderRefusal-" + order)->property("text").toString();
    QVERIFY2(why.contains(refusal), qPrintable(why));
    QVERIFY(!item(u"order-" + order)->isEnabled());
    shoot(u"order-refused-" + suffix);

    // The umpire's switch, in the battle's ⋮ menu, kept in the settings.
    tap(QStringLiteral("moreButton"));
    QTRY_VERIFY(item(QStringLiteral("umpireModeItem")));
    tap(QStringLiteral("umpireModeItem"));
    QTRY_VERIFY(prefs->property("umpireMode").toBool());
    QTRY_VERIFY(!item(QStringLiteral("umpireModeItem")));
    QTRY_VERIFY(item(u"order-" + order)->isEnabled());
    tap(u"order-" + order);
    QTRY_VERIFY(item(QStringLiteral("orderPanel")));
    if (!answer.isEmpty())
        tap(u"answer-" + answer);
    QTRY_VERIFY(item(QStringLiteral("orderRefusal")));
    QVERIFY(!item(QStringLiteral("applyOrder"))->isEnabled());
    tap(QStringLiteral("orderAllowAnyway"));
    QTRY_VERIFY(item(QStringLiteral("orderOverrideReason")));
    tap(QStringLiteral("orderOverrideReason"));
    for (const QChar c : u"as the umpire rules"_qs)
        QTest::keyClick(m_window, c.toLatin1());
    QTRY_COMPARE(item(QStringLiteral("orderOverrideReason"))->property("text").toString(),
                 u"as the umpire rules");
    QTRY_VERIFY2(applyInView() || item(QStringLiteral("orderOverrideOk")), qPrintable(suffix));
    shoot(u"override-reason-" + suffix);
    checkControls(suffix + u", the umpire's reason");
    tap(QStringLiteral("orderOverrideOk"));
    QTRY_VERIFY(item(QStringLiteral("orderAllowed")));
    QTRY_VERIFY(item(QStringLiteral("applyOrder"))->isEnabled());
    QTRY_VERIFY2(applyInView(), qPrintable(suffix + u": Apply is out of view"));
    shoot(u"override-" + suffix);
    tap(QStringLiteral("applyOrder"));
    QTRY_COMPARE(b.journal().size(), entries + 2);
    const QString allowed = lastSummary();
    QVERIFY2(allowed.contains(u"allowed by the umpire (as the umpire rules)"), qPrintable(allowed));
    QVERIFY2(allowed.contains(refusal), qPrintable(allowed));

    // The journal shows it, reason and all.
    tap(QStringLiteral("journalButton"));
    QTRY_VERIFY(item(QStringLiteral("journalList")));
    settle(); // the drawer slides out
    const auto journalShows = [&] {
        QQuickItem *list = item(QStringLiteral("journalList"));
        QQuickItem *content = list ? list->property("contentItem").value<QQuickItem *>() : nullptr;
        if (!content)
            return false;
        const auto rows = content->childItems();
        return std::any_of(rows.begin(), rows.end(), [&](QQuickItem *row) {
            return row->isVisible() && row->property("summary").toString() == allowed;
        });
    };
    QTRY_VERIFY(journalShows());
    shoot(u"override-journal-" + suffix);
    QTest::keyClick(m_window, Qt::Key_Escape);
    const auto check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    prefs->setProperty("umpireMode", false);
}

// Tests the rules owe, at the smallest table screen: two volleys that each cost a unit two
// figures or more owe each a morale test (brigade rules). While a sheet has the width, the card's
// strip counts them and a tap on the count lists them; with no sheet open, a tray at the foot of
// the card's column names them, over the page, moving nothing. A tap on one opens that unit's test
// sheet at that test, which takes it; the umpire passes the other over, with a reason, and the
// tests owed are gone.
void TestApp::owedTestsAreQueuedTakenAndPassedOver()
{
    const QSize size(1024, 600);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-brigade-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    // The turn stepped on to the first fire step: the British move, the French fire at them.
    for (int i = 0; i < 6; ++i) {
        tap(QStringLiteral("nextButton"));
        settle();
    }
    QVERIFY2(session()->currentTitle().contains(u"fires"), qPrintable(session()->currentTitle()));
    // Nothing owed: no tray and no count (only what is shown is found).
    QVERIFY(!item(QStringLiteral("owedTestsStrip")));
    QVERIFY(!item(QStringLiteral("owedButton")));
    // Where the card and its Next are with nothing owed: the tray will not move them.
    const auto sceneRect = [this](const QString &name) {
        QQuickItem *it = item(name);
        return it ? it->mapRectToScene(QRectF(0, 0, it->width(), it->height())) : QRectF();
    };
    const QRectF cardBefore = sceneRect(QStringLiteral("currentCard"));
    const QRectF nextBefore = sceneRect(QStringLiteral("nextButton"));
    QVERIFY(!cardBefore.isEmpty() && !nextBefore.isEmpty());
    const auto fire = [&](const QString &unit, const QString &target) {
        tap(u"unitRow-" + unit);
        tap(QStringLiteral("action-fire"));
        tap(u"target-" + target);
        QQuickItem *view = nullptr;
        QTRY_VERIFY((view = item(QStringLiteral("testSheetView"))) != nullptr);
        QObject *controller = view->property("sheet").value<QObject *>();
        QVERIFY(controller);
        enterNumbers(3);
        QTRY_VERIFY(controller->property("waiting").toBool());
        while (controller->property("waiting").toBool())
            QTest::keyClick(m_window, Qt::Key_9); // every die a hit
        QTRY_VERIFY(controller->property("complete").toBool());
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(controller->property("applied").toBool());
        tap(QStringLiteral("closeTestSheet"));
    };
    fire(QStringLiteral("55e"), QStringLiteral("30th"));
    if (QTest::currentTestFailed())
        return; // a failure inside the lambda only leaves the lambda
    // The unit's sheet is open and has the width: the count on the card's strip.
    QTRY_VERIFY(item(QStringLiteral("owedButton")));
    fire(QStringLiteral("58e"), QStringLiteral("44th"));
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(session()->battle()->state().owed.size(), 2);
    QTRY_COMPARE(item(QStringLiteral("owedButton"))->property("text").toString(), u"2 owed"_qs);
    QVERIFY(!item(QStringLiteral("owedTestsStrip")));
    QVERIFY(item(QStringLiteral("owedButton"))->height() >= adjutant::ui::Theme::touchTarget);
    checkControls(QStringLiteral("tests owed at 1024x600"));
    if (QTest::currentTestFailed())
        return;
    checkBattleLayout(QStringLiteral("tests owed at 1024x600"));
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("owed-brigade-1024x600"));
    // A tap on the count: every test owed, and the umpire's Pass over, over the sheet.
    tap(QStringLiteral("owedButton"));
    QTRY_VERIFY(item(QStringLiteral("owedItem1")));
    QCOMPARE(item(QStringLiteral("owedItem0"))->property("text").toString(), u"30th Foot: Morale"_qs);
    QCOMPARE(item(QStringLiteral("owedItem1"))->property("text").toString(), u"44th Foot: Morale"_qs);
    QCOMPARE(item(QStringLiteral("owedCount"))->property("text").toString(), u"2 tests owed:"_qs);
    QVERIFY(item(QStringLiteral("owedSkipButton")));
    checkControls(QStringLiteral("tests owed listed at 1024x600"));
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("owed-brigade-unfolded-1024x600"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!item(QStringLiteral("owedItem1")));
    // The sheet closed: the tray at the foot of the card's column, and the card and its Next
    // where they were with nothing owed.
    tap(QStringLiteral("closeUnitSheet"));
    QTRY_VERIFY(item(QStringLiteral("owedTestsStrip")));
    QVERIFY(item(QStringLiteral("owedItem1")));
    QCOMPARE(sceneRect(QStringLiteral("currentCard")).topLeft(), cardBefore.topLeft());
    QCOMPARE(sceneRect(QStringLiteral("nextButton")), nextBefore);
    checkBattleLayout(QStringLiteral("tests owed, no sheet, at 1024x600"));
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("owed-brigade-tray-1024x600"));
    // A taller screen: the same tray.
    m_window->resize(1280, 800);
    QTRY_COMPARE(m_window->size(), QSize(1280, 800));
    QTRY_VERIFY(item(QStringLiteral("owedCount")));
    QCOMPARE(item(QStringLiteral("owedCount"))->property("text").toString(), u"2 tests owed:"_qs);
    QVERIFY(item(QStringLiteral("owedItem1")));
    checkBattleLayout(QStringLiteral("tests owed at 1280x800"));
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("owed-brigade-1280x800"));
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);

    // A tap on the first: the 30th's sheet, at its morale test, saying why it is owed.
    tap(QStringLiteral("owedItem0"));
    QQuickItem *view = nullptr;
    QTRY_VERIFY((view = item(QStringLiteral("testSheetView"))) != nullptr && view->isVisible());
    QObject *controller = view->property("sheet").value<QObject *>();
    QTRY_COMPARE(controller->property("testId").toString(), u"morale"_qs);
    QCOMPARE(controller->property("actorId").toString(), u"30th"_qs);
    QCOMPARE(controller->property("owedId").toInt(), 1);
    QTRY_VERIFY(item(QStringLiteral("testOwedWhy")) && item(QStringLiteral("testOwedWhy"))->isVisible());
    // The sheet has the width; the tests owed are a count on the card's strip.
    QTRY_VERIFY(!item(QStringLiteral("owedTestsStrip")));
    QVERIFY(item(QStringLiteral("owedButton")));
    checkBattleLayout(QStringLiteral("owed test sheet at 1024x600"));
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("owed-brigade-sheet-1024x600"));
    QTRY_VERIFY(controller->property("waiting").toBool());
    while (controller->property("waiting").toBool())
        QTest::keyClick(m_window, Qt::Key_5);
    QTRY_VERIFY(controller->property("complete").toBool());
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(controller->property("applied").toBool());
    QVERIFY(session()->battle()->journal().last().summary.startsWith(u"owed test 1 taken"));
    QCOMPARE(session()->battle()->state().owed.size(), 1);
    tap(QStringLiteral("closeTestSheet"));
    QTRY_COMPARE(item(QStringLiteral("owedButton"))->property("text").toString(), u"1 owed"_qs);
    tap(QStringLiteral("owedButton"));

    // The umpire passes the other over: not without a reason.
    tap(QStringLiteral("owedSkipButton"));
    QTRY_VERIFY(item(QStringLiteral("owedSkipConfirm"))); // the dialog is a popup: its buttons are found
    settle();
    QVERIFY(!item(QStringLiteral("owedSkipConfirm"))->isEnabled());
    checkControls(QStringLiteral("passing over an owed test"));
    if (QTest::currentTestFailed())
        return;
    tap(QStringLiteral("owedSkipReason"));
    for (const QChar c : u"tested with the charge"_qs)
        QTest::keyClick(m_window, c.toLatin1());
    QTRY_COMPARE(item(QStringLiteral("owedSkipReason"))->property("text").toString(),
                 u"tested with the charge"_qs);
    tap(QStringLiteral("owedSkipConfirm"));
    QTRY_VERIFY(session()->battle()->state().owed.isEmpty());
    QCOMPARE(session()->battle()->journal().last().summary,
             u"Umpire: Morale for 44th Foot passed over (tested with the charge)"_qs);
    QTRY_VERIFY(!item(QStringLiteral("owedButton")));
    QVERIFY(!item(QStringLiteral("owedTestsStrip")));
    // Undone (the header's Undo, once the dialog has gone): owed again, and shown.
    QTRY_VERIFY(!item(QStringLiteral("owedSkipConfirm")));
    settle();
    tap(QStringLiteral("undoButton"));
    QTRY_COMPARE(session()->battle()->state().owed.size(), 1);
    QTRY_VERIFY(item(QStringLiteral("owedButton")));
}

// KGCWO: a volley applied before its saves are rolled ("Apply now, owe the rest"), the first save
// taken and failed; the second, opened from the strip, is judged on the 45e as the volley found it
// (no casualty yet), and its sheet says so in words.
void TestApp::anOwedSaveIsJudgedAsTheVolleyFoundTheUnit()
{
    const QSize size(1024, 600);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QVERIFY(activated(session(), QStringLiteral("52nd")));
    tap(QStringLiteral("unitRow-52nd"));
    tap(QStringLiteral("action-fire"));
    tap(QStringLiteral("target-45e-1"));
    QQuickItem *view = nullptr;
    QTRY_VERIFY((view = item(QStringLiteral("testSheetView"))) != nullptr);
    QObject *controller = view->property("sheet").value<QObject *>();
    QVERIFY(controller);
    typeDistance(QStringLiteral("input-distance"), 3);
    QTRY_VERIFY(controller->property("waiting").toBool());
    for (int die = 0; die < 3; ++die)
        QTest::keyClick(m_window, Qt::Key_9); // three hits: three saves to roll
    QTRY_VERIFY(controller->property("canOweRest").toBool());
    tap(QStringLiteral("oweRestButton"));
    QTRY_VERIFY(controller->property("applied").toBool());
    QCOMPARE(session()->battle()->state().owed.size(), 3);
    tap(QStringLiteral("closeTestSheet"));
    const auto takeFirstOwed = [&](Qt::Key face) {
        // The unit's sheet has the width: the tests owed are listed from the count on the strip.
        QTRY_VERIFY(item(QStringLiteral("owedButton")));
        tap(QStringLiteral("owedButton"));
        QTRY_VERIFY(item(QStringLiteral("owedItem0")));
        tap(QStringLiteral("owedItem0"));
        QTRY_COMPARE(controller->property("testId").toString(), u"save-hit"_qs);
        QTRY_VERIFY(controller->property("waiting").toBool());
        settle(); // the list of tests owed gone, as the eye sees it
        QTest::keyClick(m_window, face);
        QTRY_VERIFY(controller->property("complete").toBool());
    };
    takeFirstOwed(Qt::Key_1); // a natural 1: the save fails
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!item(QStringLiteral("testOwedAsWas"))); // nothing had changed yet
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(controller->property("applied").toBool());
    QTRY_COMPARE(session()->battle()->state().units.value(u"45e-1"_qs).fields.value(u"casualties"_qs).toInt(),
                 1);
    tap(QStringLiteral("closeTestSheet"));
    // The next save: a 5 passes on the 45e as it was, though it would not on the 45e as it is.
    takeFirstOwed(Qt::Key_5);
    if (QTest::currentTestFailed())
        return;
    QQuickItem *asWas = nullptr;
    QTRY_VERIFY((asWas = item(QStringLiteral("testOwedAsWas"))) != nullptr && asWas->isVisible());
    QCOMPARE(asWas->property("text").toString(),
             u"Judged on 1/45e Ligne as it was when this was owed: Casualties 0 (now 1)"_qs);
    checkBattleLayout(QStringLiteral("owed save at 1024x600"));
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("owed-save-as-was-1024x600"));
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(controller->property("applied").toBool());
    QVERIFY2(session()->battle()->journal().last().summary.contains(u"— Saved [5]"_qs),
             qPrintable(session()->battle()->journal().last().summary));
    QCOMPARE(session()->battle()->state().units.value(u"45e-1"_qs).fields.value(u"casualties"_qs).toInt(), 1);
}

// A reinforcement through the umpire's form: it is in the order of battle at once.
void TestApp::umpireAddsAUnit()
{
    m_window->resize(1280, 800);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    tapHeaderAction(QStringLiteral("joinUnitButton"), QStringLiteral("joinUnitItem"));
    QTRY_VERIFY(item(QStringLiteral("joinName")));
    tap(QStringLiteral("joinName"));
    for (const char c : QByteArrayLiteral("1/43rd Foot"))
        QTest::keyClick(m_window, c);
    QTRY_COMPARE(item(QStringLiteral("joinName"))->property("text").toString(), u"1/43rd Foot");
    shoot(QStringLiteral("join-unit"));
    checkControls(QStringLiteral("a unit joins"));
    tap(QStringLiteral("joinOk"));
    QTRY_VERIFY(session()->battle()->state().units.contains(QStringLiteral("1-43rd-foot")));
    QTRY_VERIFY(item(QStringLiteral("unitRow-1-43rd-foot")));
    QVERIFY(session()->battle()->journal().last().summary.contains(u"joins the battle"));
    QCOMPARE(session()->battle()->journal().size(), 1); // typing "d" in the name drew no card

    // "End the turn" asks first, with buttons a finger and a screen reader find; "Not yet" keeps it.
    const int turn = session()->turn();
    QTRY_VERIFY(!item(QStringLiteral("joinName"))); // the dialog gone, with its shade
    tap(QStringLiteral("endTurnButton"));
    QTRY_VERIFY(item(QStringLiteral("endTurnNo")));
    waitForStillFrames(); // the dialog fades in
    checkControls(QStringLiteral("end the turn?"));
    tap(QStringLiteral("endTurnNo"));
    QTRY_VERIFY(!item(QStringLiteral("endTurnNo")));
    QCOMPARE(session()->turn(), turn);
    tap(QStringLiteral("endTurnButton"));
    tap(QStringLiteral("endTurnYes"));
    QTRY_COMPARE(session()->turn(), turn + 1);
}

// Issue 19: a card of a side drawn in a pattern (the French of the KGCWO demo, striped as the
// second side is when its scenario names none): the current card's edge and the unit's row in the
// order of battle show the stripes, at a tablet's size and at the club's laptop.
void TestApp::aCardOfAPatternedSide_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x600") << QSize(1024, 600);
    QTest::newRow("1280x800") << QSize(1280, 800);
}

void TestApp::aCardOfAPatternedSide()
{
    QFETCH(QSize, size);
    m_window->resize(size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    // Cards drawn until one of a side that is not solid comes up.
    const int turn = session()->turn();
    for (int draws = 0; draws < 40 && session()->turn() == turn; ++draws) {
        if (!session()->currentUnit().isEmpty() && session()->currentPattern() != u"solid")
            break;
        tap(QStringLiteral("drawButton"));
    }
    const QString unitId = session()->currentUnit();
    QVERIFY2(!unitId.isEmpty() && session()->currentPattern() == u"stripes",
             qPrintable(QStringLiteral("drew %1 (%2)").arg(unitId, session()->currentPattern())));
    const adjutant::battle::ScenarioUnit *unit = session()->battle()->member(unitId);
    QVERIFY(unit);
    QCOMPARE(session()->battle()->scenario().sidePattern(unit->side), u"stripes");
    QQuickItem *mark = nullptr;
    QTRY_VERIFY((mark = item(QStringLiteral("currentSideMark"))) != nullptr && mark->isVisible());
    QCOMPARE(mark->property("pattern").toString(), u"stripes");
    checkControls(QStringLiteral("a striped side's card at %1x%2").arg(size.width()).arg(size.height()));
    const QString name = QStringLiteral("patterned-card-%1x%2").arg(size.width()).arg(size.height());
    shoot(name);
    // What the eye sees down the card's edge: stripes, the side's ink and the card between them,
    // each a good share of the mark (a solid mark would be all ink).
    const QImage image = m_window->grabWindow();
    const QRect area = mark->mapRectToScene(mark->boundingRect()).toRect() & image.rect();
    QVERIFY(area.width() >= 6 && area.height() >= 40);
    const QColor surface = item(QStringLiteral("currentCard"))->property("color").value<QColor>();
    int card = 0;
    int ink = 0;
    for (int y = area.top() + 1; y < area.bottom(); ++y)
        for (int x = area.left() + 1; x < area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const int fromCard = qAbs(c.red() - surface.red()) + qAbs(c.green() - surface.green())
                + qAbs(c.blue() - surface.blue());
            (fromCard < 24 ? card : ink) += 1;
        }
    const int all = card + ink;
    QVERIFY2(card > all / 5 && ink > all / 5,
             qPrintable(QStringLiteral("%1: %2 of %3 pixels the card's").arg(name).arg(card).arg(all)));
    // In the light theme too.
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", false);
    shoot(name + QStringLiteral("-light"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", true);
    // The rows of the order of battle carry each side's pattern beside them: at the end of the
    // list, the second side's rows, striped like the card.
    QQuickItem *list = orderOfBattleList();
    QVERIFY(list);
    QVERIFY(QMetaObject::invokeMethod(list, "positionViewAtEnd"));
    settle();
    int striped = 0;
    for (QQuickItem *row : items(QStringLiteral("unitRow-"))) {
        const auto *member = session()->battle()->member(row->objectName().mid(8));
        if (!row->isVisible() || !member || member->side != unit->side)
            continue;
        QQuickItem *sideMark = findItem(row, QStringLiteral("sideMark"));
        QVERIFY2(sideMark, qPrintable(row->objectName()));
        QCOMPARE(sideMark->property("pattern").toString(), u"stripes");
        ++striped;
    }
    QVERIFY(striped > 0);
}

// During a battle the umpire renames a unit, moves it under another commander and takes it out
// of the battle, each from its sheet with large buttons and a dialog, each one journal entry that
// Ctrl+Z takes back; at the club's laptop and at a tablet's size.
void TestApp::umpireChangesTheOrderOfBattleInPlay_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1024x600") << QSize(1024, 600);
}

void TestApp::umpireChangesTheOrderOfBattleInPlay()
{
    QFETCH(QSize, size);
    const QString suffix = u'-' + QString::number(size.width()) + u'x' + QString::number(size.height());
    m_window->resize(size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const qsizetype entries = session()->battle()->journal().size();
    const auto lastSummary = [this] { return session()->battle()->journal().last().summary; };

    // Rename: the dialog opens on the name as it is; Return applies.
    tap(QStringLiteral("unitRow-52nd"));
    tap(QStringLiteral("renameUnitButton"));
    QTRY_VERIFY(item(QStringLiteral("unitOrderName")));
    waitForStillFrames(); // the dialog fades in
    QCOMPARE(item(QStringLiteral("unitOrderName"))->property("text").toString(), u"1/52nd Foot");
    shoot(u"umpire-rename" + suffix);
    checkControls(QStringLiteral("rename a unit"));
    typeInto(QStringLiteral("unitOrderName"), QStringLiteral("1/52nd Oxfordshire"));
    QTRY_COMPARE(session()->battle()->journal().size(), entries + 1); // typing "d" drew no card
    QVERIFY2(lastSummary().contains(u"renamed 1/52nd Oxfordshire"), qPrintable(lastSummary()));
    QTRY_COMPARE(item(QStringLiteral("unitSheetName"))->property("text").toString(), u"1/52nd Oxfordshire");
    QTRY_VERIFY(!item(QStringLiteral("unitOrderName"))); // the dialog gone, with its shade

    // Move under another commander: the choices are core's, the first already chosen.
    tap(QStringLiteral("moveUnitButton"));
    QTRY_VERIFY(item(QStringLiteral("unitOrderCommander")));
    waitForStillFrames();
    QCOMPARE(item(QStringLiteral("unitOrderCommander"))->property("displayText").toString(),
             u"Sir Arthur Hale");
    shoot(u"umpire-move" + suffix);
    checkControls(QStringLiteral("move a unit"));
    tap(QStringLiteral("unitOrderOk"));
    QTRY_COMPARE(session()->battle()->journal().size(), entries + 2);
    QVERIFY2(lastSummary().contains(u"moved from Colonel Thornby to Sir Arthur Hale"),
             qPrintable(lastSummary()));
    QCOMPARE(session()->battle()->placed(QStringLiteral("52nd"))->commander, u"hale");
    QTRY_VERIFY(!item(QStringLiteral("unitOrderCommander")));
    shoot(u"umpire-moved" + suffix);

    // Out of the battle: its row and its sheet go; the journal says so.
    tap(QStringLiteral("withdrawUnitButton"));
    QTRY_VERIFY(item(QStringLiteral("unitOrderReason")));
    waitForStillFrames();
    shoot(u"umpire-withdraw" + suffix);
    checkControls(QStringLiteral("take a unit out"));
    tap(QStringLiteral("unitOrderOk"));
    QTRY_COMPARE(session()->battle()->journal().size(), entries + 3);
    QVERIFY2(lastSummary().contains(u"1/52nd Oxfordshire taken out of the battle"),
             qPrintable(lastSummary()));
    QTRY_VERIFY(!item(QStringLiteral("unitRow-52nd")));
    QTRY_VERIFY(!item(QStringLiteral("unitSheetName"))
                || !item(QStringLiteral("unitSheetName"))->isVisible());
    QVERIFY(std::none_of(session()->battle()->state().drawPile.begin(),
                         session()->battle()->state().drawPile.end(),
                         [](const adjutant::battle::DeckCard &c) { return c.unit == u"52nd"; }));

    // Undone like anything else: back in its row, under its new commander, with its new name.
    QTRY_VERIFY(!item(QStringLiteral("unitOrderReason"))); // the dialog gone, with its shade
    settle();
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY2(session()->battle()->placed(QStringLiteral("52nd")), qPrintable(lastSummary()));
    QTRY_VERIFY(item(QStringLiteral("unitRow-52nd")));
    QCOMPARE(session()->battle()->placed(QStringLiteral("52nd"))->name, u"1/52nd Oxfordshire");
    QCOMPARE(session()->battle()->placed(QStringLiteral("52nd"))->commander, u"hale");
    const auto check = session()->battle()->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

// The battle editor from a battle's own menu: the order of battle as it stands, and what the umpire
// changes there (a unit renamed, one deleted) journaled one entry a change when applied.
void TestApp::umpireEditsTheOrderOfBattleInPlay_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1024x600") << QSize(1024, 600);
}

void TestApp::umpireEditsTheOrderOfBattleInPlay()
{
    QFETCH(QSize, size);
    const QString suffix = u'-' + QString::number(size.width()) + u'x' + QString::number(size.height());
    m_window->resize(size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const qsizetype entries = session()->battle()->journal().size();
    settle();
    if (item(QStringLiteral("editOrderButton")) && item(QStringLiteral("editOrderButton"))->isVisible()) {
        tap(QStringLiteral("editOrderButton"));
    } else {
        tap(QStringLiteral("moreButton"));
        QTRY_VERIFY(item(QStringLiteral("editOrderItem")));
        tap(QStringLiteral("editOrderItem"));
    }
    QTRY_VERIFY(item(QStringLiteral("scenarioEditorPage")));
    QTRY_VERIFY(item(QStringLiteral("editorApply")) && item(QStringLiteral("editorApply"))->isVisible());
    QVERIFY(!item(QStringLiteral("editorStart")) || !item(QStringLiteral("editorStart"))->isVisible());
    auto *editor = qobject_cast<QAbstractItemModel *>(
        item(QStringLiteral("scenarioEditorPage"))->property("editorModel").value<QObject *>());
    QVERIFY(editor);
    const int nameRole = editor->roleNames().key("name");
    const auto rowNamed = [&](const QString &name) {
        for (int r = 0; r < editor->rowCount(); ++r)
            if (editor->data(editor->index(r, 0), nameRole).toString() == name)
                return r;
        return -1;
    };
    QVERIFY(rowNamed(QStringLiteral("2/88th Foot")) >= 0);
    // The sides keep their patterns in play, and say what Apply would do as the umpire goes.
    const int patternRole = editor->roleNames().key("pattern");
    QCOMPARE(editor->data(editor->index(0, 0), patternRole).toString(), u"solid");
    QCOMPARE(editor->data(editor->index(editor->rowCount() - 1, 0), patternRole).toString(), u"stripes");
    const auto applySays
        = [&] { return item(QStringLiteral("editorApplySummary"))->property("text").toString(); };
    QTRY_VERIFY(item(QStringLiteral("editorApplySummary")));
    QCOMPARE(applySays(), u"No changes yet: Apply has nothing to do");
    QVERIFY(!item(QStringLiteral("editorApply"))->isEnabled());
    tap(u"editorRow-" + QString::number(rowNamed(QStringLiteral("2/88th Foot"))));
    typeInto(QStringLiteral("editorName"), QString());
    QTRY_COMPARE(applySays(), u"⚠ 1 mistake to mend before the changes can be applied");
    QVERIFY(!item(QStringLiteral("editorApply"))->isEnabled());
    shoot(u"umpire-editor-in-play-mistake" + suffix);
    typeInto(QStringLiteral("editorName"), QStringLiteral("2/88th Rangers"));
    QTRY_COMPARE(applySays(), u"1 change to apply: 1 renamed");
    // A side's pattern is as the battle began: its buttons are there, not to be pressed.
    tap(QStringLiteral("editorRow-0"));
    QTRY_VERIFY(item(QStringLiteral("editorPattern-dots")));
    QVERIFY(!item(QStringLiteral("editorPattern-dots"))->isEnabled());
    tap(u"editorRow-" + QString::number(rowNamed(QStringLiteral("Light company, 52nd"))));
    tap(QStringLiteral("editorDelete"));
    QTRY_COMPARE(rowNamed(QStringLiteral("Light company, 52nd")), -1);
    // The battery dragged by its grip onto the army's commander: under him.
    settle();
    QQuickItem *grip = item(u"editorGrip-" + QString::number(rowNamed(QStringLiteral("Ross's battery"))));
    QQuickItem *onto = item(u"editorRow-" + QString::number(rowNamed(QStringLiteral("Sir Arthur Hale"))));
    QVERIFY(grip && onto);
    const QPoint from = grip->mapToScene(QPointF(grip->width() / 2, grip->height() / 2)).toPoint();
    const QPoint to = onto->mapToScene(QPointF(onto->width() / 3, onto->height() / 2)).toPoint();
    QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, from);
    for (int i = 1; i <= 12; ++i) {
        QTest::mouseMove(m_window, from + (to - from) * i / 12);
        QVERIFY(QQuickTest::qWaitForPolish(m_window)); // the rows make way as the grip passes
    }
    QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, to);
    const int depthRole = editor->roleNames().key("depth");
    QTRY_COMPARE(
        editor->data(editor->index(rowNamed(QStringLiteral("Ross's battery")), 0), depthRole).toInt(), 2);
    QTRY_COMPARE(applySays(),
                 u"3 changes to apply: 1 taken out of the battle, 1 moved to another commander, 1 renamed");
    QVERIFY(item(QStringLiteral("editorApply"))->isEnabled());
    shoot(u"umpire-editor-in-play" + suffix);
    checkControls(QStringLiteral("the battle editor in play"));
    tap(QStringLiteral("editorApply"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QTRY_COMPARE(session()->battle()->journal().size(), entries + 3);
    QVERIFY(session()->battle()->journal().at(entries).summary.contains(
        u"Ross's battery moved from Colonel Thornby to Sir Arthur Hale"));
    QVERIFY(session()->battle()->journal().at(entries + 1).summary.contains(u"renamed 2/88th Rangers"));
    QVERIFY(session()->battle()->journal().last().summary.contains(
        u"Light company, 52nd taken out of the battle"));
    QVERIFY(!session()->battle()->placed(QStringLiteral("52nd-lights")));
    QCOMPARE(session()->battle()->placed(QStringLiteral("88th"))->name, u"2/88th Rangers");
    QCOMPARE(session()->battle()->placed(QStringLiteral("ross"))->commander, u"hale");
    settle();
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(session()->battle()->placed(QStringLiteral("52nd-lights")));
}

// A scenario file of the umpire's that does not load is in the New battle list, said to be broken
// with its first mistake; tapping it opens it in the editor to be mended, and starts nothing.
void TestApp::brokenScenarioIsListedToBeMended()
{
    QTemporaryDir scenarios;
    qputenv("ADJUTANT_SCENARIOS_DIR", scenarios.path().toUtf8());
    QFile demo(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    QByteArray text = demo.readAll();
    text.replace("\"id\": \"kgcwo-demo\"", "\"id\": \"my-ridge\"");
    text.replace("\"type\": \"infantry\"", "\"type\": \"dragoons-of-the-moon\"");
    QFile broken(scenarios.filePath(QStringLiteral("my-ridge.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(text);
    broken.close();
    m_window->resize(1024, 600);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    QTRY_VERIFY(item(QStringLiteral("scenario-my-ridge")));
    const QString said = item(QStringLiteral("scenario-my-ridge"))->property("description").toString();
    QVERIFY2(said.contains(scenarios.filePath(QStringLiteral("my-ridge.json")) + u':')
                 && said.contains(u"dragoons-of-the-moon"),
             qPrintable(said));
    QVERIFY(item(QStringLiteral("scenario-my-ridge"))->property("text").toString().contains(u"broken"));
    // Below the demos, out of sight on a small screen: said at the top, and shown at a tap.
    QTRY_VERIFY(item(QStringLiteral("brokenNotice")));
    settle();
    QQuickItem *notice = item(QStringLiteral("brokenNotice"));
    QVERIFY(notice->mapToScene(QPointF(0, notice->height())).y() <= m_window->height());
    QVERIFY2(notice->property("visible").toBool(), "the notice is shown");
    QQuickItem *list = item(QStringLiteral("scenarioList"));
    QVERIFY(list);
    const auto inSight = [&] {
        QQuickItem *tile = item(QStringLiteral("scenario-my-ridge"));
        const QRectF seen(list->mapToScene(QPointF(0, 0)), list->size());
        return tile && seen.contains(tile->mapToScene(QPointF(tile->width() / 2, 0)))
            && seen.contains(tile->mapToScene(QPointF(tile->width() / 2, tile->height())));
    };
    QVERIFY2(!inSight(), "the list at 1024x600 puts it below the fold (else this test tells nothing)");
    shoot(QStringLiteral("new-battle-broken-notice-1024x600"));
    tap(QStringLiteral("showBroken"));
    QTRY_VERIFY(inSight());
    shoot(QStringLiteral("new-battle-broken-1024x600"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", false);
    shoot(QStringLiteral("new-battle-broken-1024x600-light"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", true);
    tap(QStringLiteral("scenario-my-ridge"));
    QTRY_VERIFY(item(QStringLiteral("scenarioEditorPage")));
    QVERIFY(!item(QStringLiteral("battlePage"))); // nothing started
    QTRY_VERIFY(item(QStringLiteral("editorRows")));
}

// Replaces what a text field holds, as a person does: tap, select all, type, Enter.
void TestApp::typeInto(const QString &name, const QString &text)
{
    tap(name);
    QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(m_window, Qt::Key_Backspace);
    for (const QChar c : text)
        QTest::keyClick(m_window, c.toLatin1());
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_COMPARE(item(name)->property("text").toString(), text);
}

// Opens a drop-down list and moves down it by steps, then takes that choice.
void TestApp::chooseInBox(const QString &name, int steps)
{
    tap(name);
    QTRY_VERIFY(item(name)->property("popup").value<QObject *>()->property("opened").toBool());
    for (int i = 0; i < steps; ++i)
        QTest::keyClick(m_window, Qt::Key_Down);
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(!item(name)->property("popup").value<QObject *>()->property("visible").toBool());
}

void TestApp::openEditor(const QString &rulesetId)
{
    // Scenarios saved here go to a folder of their own: the New battle list of the other tests
    // stays as it was. (Removed with the test's temporary folder.)
    static QTemporaryDir scenarios;
    qputenv("ADJUTANT_SCENARIOS_DIR", scenarios.path().toUtf8());
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("buildBattle"));
    QTRY_VERIFY(item(QStringLiteral("scenarioEditorPage")));
    tap(u"editorRuleset-" + rulesetId);
    QTRY_VERIFY(item(QStringLiteral("editorRows")));
    QTRY_COMPARE(item(QStringLiteral("editorRows"))->property("count").toInt(),
                 4); // two sides, two commanders
}

// The options, one changed from its default, then the battle starts and a turn is played to its end.
void TestApp::startAndPlayATurn(const QString &optionBox, const QString &option, const QString &choice)
{
    tap(QStringLiteral("editorStart"));
    QTRY_VERIFY(item(optionBox));
    shoot(QStringLiteral("umpire-start-") + option);
    chooseInBox(optionBox, 1);
    tap(QStringLiteral("startBattle"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QCOMPARE(session()->battle()->scenario().settings.value(option), choice);
    const int turn = session()->turn();
    tap(QStringLiteral("endTurnButton"));
    tap(QStringLiteral("endTurnYes"));
    QTRY_COMPARE(session()->turn(), turn + 1);
    qunsetenv("ADJUTANT_SCENARIOS_DIR");
}

// Issue 19: an umpire builds a two-side battle from nothing, by taps and typing only.
void TestApp::umpireBuildsABattleInTheEditor()
{
    m_window->resize(1280, 800);
    openEditor(QStringLiteral("kgcwo"));
    QQuickItem *rows = item(QStringLiteral("editorRows"));
    const auto count = [rows] { return rows->property("count").toInt(); };
    auto *editor = qobject_cast<QAbstractItemModel *>(
        item(QStringLiteral("scenarioEditorPage"))->property("editorModel").value<QObject *>());
    QVERIFY(editor);
    const auto editorPatterns = [editor] {
        QStringList out;
        for (int r = 0; r < editor->rowCount(); ++r)
            out.append(editor->data(editor->index(r, 0), editor->roleNames().key("pattern")).toString());
        return out;
    };
    typeInto(QStringLiteral("editorTitle"), QStringLiteral("Ridge at dawn"));
    // The first side named British; three regiments under its commander.
    tap(QStringLiteral("editorRow-0"));
    typeInto(QStringLiteral("editorName"), QStringLiteral("British"));
    // Its pattern: checks, to tell it apart without its colour.
    tap(QStringLiteral("editorPattern-checks"));
    QTRY_COMPARE(editorPatterns(), (QStringList{u"checks"_qs, u"checks"_qs, u"stripes"_qs, u"stripes"_qs}));
    // The chosen pattern and colour are the ones framed.
    QTRY_VERIFY(item(QStringLiteral("editorPattern-checks"))->property("chosen").toBool());
    QVERIFY(!item(QStringLiteral("editorPattern-solid"))->property("chosen").toBool());
    QVERIFY(item(QStringLiteral("editorColour-1f4e9c"))->property("chosen").toBool());
    tap(QStringLiteral("editorColour-2e6b3a"));
    QTRY_VERIFY(item(QStringLiteral("editorColour-2e6b3a"))->property("chosen").toBool());
    QVERIFY(!item(QStringLiteral("editorColour-1f4e9c"))->property("chosen").toBool());
    shoot(QStringLiteral("umpire-editor-patterns-1280x800"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", false);
    shoot(QStringLiteral("umpire-editor-patterns-1280x800-light"));
    m_window->resize(1024, 600);
    shoot(QStringLiteral("umpire-editor-patterns-1024x600-light"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", true);
    shoot(QStringLiteral("umpire-editor-patterns-1024x600"));
    m_window->resize(1280, 800);
    tap(QStringLiteral("editorRow-1"));
    item(QStringLiteral("editorAddCount"))->setProperty("value", 3);
    tap(QStringLiteral("editorAddUnits"));
    QTRY_COMPARE(count(), 7);
    // The first regiment: named, skirmish-capable, then duplicated, and the duplicate undone.
    tap(QStringLiteral("editorRow-2"));
    typeInto(QStringLiteral("editorName"), QStringLiteral("1/52nd Foot"));
    tap(QStringLiteral("editorField-skirmish-capable"));
    tap(QStringLiteral("editorDuplicate"));
    QTRY_COMPARE(count(), 8);
    tap(QStringLiteral("editorUndo"));
    QTRY_COMPARE(count(), 7);
    // The second side has no unit yet: not ready to start.
    QVERIFY(!item(QStringLiteral("editorStart"))->isEnabled());
    // The second side: two regiments under its commander (the last row).
    tap(u"editorRow-" + QString::number(count() - 1));
    item(QStringLiteral("editorAddCount"))->setProperty("value", 2);
    tap(QStringLiteral("editorAddUnits"));
    QTRY_COMPARE(count(), 9);
    // A mistake shows on its row as it is made, and blocks the start until mended.
    tap(QStringLiteral("editorRow-3"));
    typeInto(QStringLiteral("editorName"), QString());
    QTRY_VERIFY(!item(QStringLiteral("editorStart"))->isEnabled());
    // The row being edited says so too, as it is made and when it is mended.
    QTRY_VERIFY(
        item(QStringLiteral("editorRowErrors"))->property("text").toString().endsWith(u"a name is needed"));
    shoot(QStringLiteral("umpire-editor-mistake-1280x800"));
    typeInto(QStringLiteral("editorName"), QStringLiteral("2/88th Foot"));
    QTRY_VERIFY(item(QStringLiteral("editorStart"))->isEnabled());
    QTRY_VERIFY(!item(QStringLiteral("editorRowErrors"))
                || !item(QStringLiteral("editorRowErrors"))->isVisible());
    tap(QStringLiteral("editorRow-2"));
    shoot(QStringLiteral("umpire-editor-1280x800"));
    checkControls(QStringLiteral("the battle editor"));
    m_window->resize(1024, 600);
    shoot(QStringLiteral("umpire-editor-1024x600"));
    checkControls(QStringLiteral("the battle editor at 1024x600"));
    // Brigade scale: only commanders have cards.
    startAndPlayATurn(QStringLiteral("option-cardScale"), QStringLiteral("cardScale"),
                      QStringLiteral("commander"));
    const adjutant::battle::Scenario &sc = session()->battle()->scenario();
    QCOMPARE(sc.sides.size(), 2);
    QCOMPARE(sc.sides.first().name, QStringLiteral("British"));
    QCOMPARE(sc.sides.first().pattern, QStringLiteral("checks"));
    QCOMPARE(sc.sides.last().pattern, QStringLiteral("stripes"));
    QCOMPARE(sc.doc.name, QStringLiteral("Ridge at dawn"));
    // The patterns in the battle: the order of battle's rows, the card, the unit's sheet.
    QTRY_VERIFY(item(QStringLiteral("sideMark")));
    QTRY_VERIFY(!item(QStringLiteral("endTurnYes"))); // the end of turn's question gone
    shoot(QStringLiteral("sides-patterns-battle-1024x600"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", false);
    shoot(QStringLiteral("sides-patterns-battle-1024x600-light"));
    m_window->resize(1280, 800);
    shoot(QStringLiteral("sides-patterns-battle-1280x800-light"));
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", true);
    shoot(QStringLiteral("sides-patterns-battle-1280x800"));
    // A unit of the second side: its sheet's header in the side's stripes. Its row is tapped by
    // name, not found by where it lies (a row found by its place can move before the tap lands),
    // and the header is read once the sheet shows that unit.
    const auto lastOfSecondSide
        = std::find_if(sc.units.crbegin(), sc.units.crend(), [&sc](const adjutant::battle::ScenarioUnit &u) {
              return u.side == sc.sides.last().id && !u.isCommander;
          });
    QVERIFY(lastOfSecondSide != sc.units.crend());
    tap(u"unitRow-" + lastOfSecondSide->id);
    QTRY_VERIFY(item(QStringLiteral("unitSheetSideMark")));
    QTRY_COMPARE(item(QStringLiteral("unitSheetSideMark"))->property("pattern").toString(), u"stripes");
    shoot(QStringLiteral("sides-patterns-sheet-1280x800"));
}

// Issue 19: the same, by pasting a list; a list with a mistake is refused whole, with its line.
void TestApp::umpirePastesAList()
{
    m_window->resize(1024, 600);
    openEditor(QStringLiteral("brigade"));
    tap(QStringLiteral("editorPaste"));
    QTRY_VERIFY(item(QStringLiteral("pasteArea")));
    tap(QStringLiteral("pasteArea"));
    const QString good = QStringLiteral(
        "title: The crossroads\nside: British, colour #b3261e\narmy: Gray, commander-in-chief\n"
        "brigade: Lister, brigadier, ability 7\n30th Foot, line infantry, bases 4\n44th Foot, line infantry, "
        "elite\n"
        "side: French, colour #1f4e9c\narmy: Ravel, commander-in-chief\nbrigade: Fabre, brigadier\n"
        "55e Ligne, line infantry, column\n2e Hussards, cavalry, mounted\n");
    QString bad = good;
    bad.replace(QStringLiteral("elite"), QStringLiteral("heroic"));
    QGuiApplication::clipboard()->setText(bad);
    QTest::keyClick(m_window, Qt::Key_V, Qt::ControlModifier);
    QTRY_COMPARE(item(QStringLiteral("pasteArea"))->property("text").toString(), bad);
    tap(QStringLiteral("pasteRead"));
    QTRY_VERIFY(item(QStringLiteral("pasteErrors"))->isVisible());
    QVERIFY(item(QStringLiteral("pasteErrors"))->property("text").toString().contains(u"6: \"heroic\""));
    QCOMPARE(item(QStringLiteral("editorRows"))->property("count").toInt(), 4); // nothing half read
    shoot(QStringLiteral("umpire-paste-error-1024x600"));
    tap(QStringLiteral("pasteArea"));
    QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
    QGuiApplication::clipboard()->setText(good);
    QTest::keyClick(m_window, Qt::Key_V, Qt::ControlModifier);
    QTRY_COMPARE(item(QStringLiteral("pasteArea"))->property("text").toString(), good);
    tap(QStringLiteral("pasteRead"));
    QTRY_COMPARE(item(QStringLiteral("editorRows"))->property("count").toInt(), 10);
    QTRY_VERIFY(!item(QStringLiteral("pasteArea")) || !item(QStringLiteral("pasteArea"))->isVisible());
    tap(QStringLiteral("editorRow-4"));
    shoot(QStringLiteral("umpire-pasted-1024x600"));
    // Saved among the umpire's scenarios, it is in the New battle list, and opens again to edit.
    tap(QStringLiteral("editorSave"));
    QTRY_VERIFY(
        item(QStringLiteral("editorStatus"))->property("text").toString().contains(u"the-crossroads.json"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("newBattlePage")));
    tap(QStringLiteral("edit-the-crossroads"));
    QTRY_VERIFY(item(QStringLiteral("scenarioEditorPage")));
    QTRY_COMPARE(item(QStringLiteral("editorRows"))->property("count").toInt(), 10);
    tap(QStringLiteral("editorRow-4"));
    m_window->resize(1280, 800);
    shoot(QStringLiteral("umpire-pasted-1280x800"));
    startAndPlayATurn(QStringLiteral("option-disorder-rally"), QStringLiteral("disorder-rally"),
                      QStringLiteral("morale-test"));
    QCOMPARE(session()->battle()->scenario().units.size(), 8);
}

void TestApp::demoStartsWithTheOptionsChosen_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("option"); // set to its second choice
    QTest::addColumn<QString>("choice");
    QTest::newRow("kgcwo") << QStringLiteral("kgcwo-demo") << QStringLiteral("end-of-turn-placement")
                           << QStringLiteral("bottom");
    QTest::newRow("brigade") << QStringLiteral("brigade-demo") << QStringLiteral("disorder-rally")
                             << QStringLiteral("morale-test");
    QTest::newRow("nap-igougo") << QStringLiteral("nap-igougo-demo") << QStringLiteral("over-50-points")
                                << QStringLiteral("cap");
}

// Issue 18: a demo started from the New battle list shows every option of its rules, each with
// what it means, and the battle is played with the choice made (and its file keeps it).
void TestApp::demoStartsWithTheOptionsChosen()
{
    QFETCH(QString, scenario);
    QFETCH(QString, option);
    QFETCH(QString, choice);
    m_window->resize(1024, 600);
    QTRY_COMPARE(m_window->size(), QSize(1024, 600));
    const adjutant::battle::ScenarioLoadResult sc
        = adjutant::battle::ScenarioLoader::loadFile(u":/scenarios/"_qs + scenario + u".json"_qs);
    QVERIFY(sc.ok());
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    QTRY_VERIFY(item(QStringLiteral("newBattlePage")));
    tap(u"options-" + scenario);
    // A Dialog is a popup, not an item of the scene: found as an object.
    QObject *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QObject *>(QStringLiteral("startOptionsDialog"))) != nullptr
                && dialog->property("visible").toBool());
    for (const adjutant::rules::Option &o : sc.ruleset->options)
        QTRY_VERIFY2(item(u"startOption-" + o.id), qPrintable(o.id));
    waitForStillFrames(); // the dialog fades in
    shoot(u"start-options-" + scenario + u"-1024x600");
    checkControls(scenario + u", start options");
    chooseInBox(u"startOption-" + option, 1);
    tap(QStringLiteral("startOptionsStart"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QCOMPARE(session()->battle()->scenario().id, scenario);
    QCOMPARE(session()->battle()->options().value(option), choice);
    if (option == u"end-of-turn-placement") // every card comes up before End of turn
        QCOMPARE(session()->battle()->state().drawPile.last().card, u"end-of-turn");
}

void TestApp::playTwoTurnsThroughThePhases_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("mover"); // a unit of the first side marked as moved in its movement step
    // The order its side gives it in the step that offers it, the first turn (the ruleset's
    // orders; the Napoleonic IGOUGO rules have none): the question answered yes, what it sets.
    QTest::addColumn<QString>("orderStep");
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::newRow("nap-igougo") << QStringLiteral("nap-igougo-demo") << QStringLiteral("ir-12") << QString()
                                << QString() << QString() << QString() << QString();
    QTest::newRow("brigade") << QStringLiteral("brigade-demo") << QStringLiteral("30th")
                             << QStringLiteral("command") << QStringLiteral("command-check")
                             << QStringLiteral("within-span") << QStringLiteral("control")
                             << QStringLiteral("influenced");
}

// Issue 18: two whole turns of a player-turn demo, step by step at 1024×600. Each step is named
// on the card, led by the side whose phase it is (in its colour); the initiative is rolled on the
// test sheet with dice typed in, its winner journaled, and the turn's order follows it (the first
// turn the first side wins, the second turn the other); what lasts a phase is gone when it ends,
// and at each end of turn nothing of the turn is left.
void TestApp::playTwoTurnsThroughThePhases()
{
    using namespace adjutant;
    QFETCH(QString, scenario);
    QFETCH(QString, mover);
    QFETCH(QString, orderStep);
    QFETCH(QString, order);
    QFETCH(QString, answer);
    QFETCH(QString, field);
    QFETCH(QString, value);
    bool ordered = false;
    m_size = QSize(1024, 600);
    m_window->resize(m_size);
    QTRY_COMPARE(m_window->size(), m_size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    QTRY_VERIFY(item(QStringLiteral("newBattlePage")));
    tap(u"scenario-" + scenario);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const battle::Battle &b = *session()->battle();
    const rules::Activation &activation = *b.ruleset().activation;
    const QList<battle::ScenarioSide> &sides = b.scenario().sides;
    QCOMPARE(sides.size(), 2);
    const int firstTurn = session()->turn();
    int steps = 0;
    for (int turn = 0; turn < 2; ++turn) {
        // Who goes first this turn: the initiative's winner where the rules roll for it.
        int first = 0;
        if (!session()->initiativeTest().isEmpty()) {
            const QStringList takers = session()->initiativeTakers();
            QCOMPARE(takers.size(), 2);
            tap(QStringLiteral("initiativeButton"));
            QTRY_VERIFY(item(QStringLiteral("testSheetView")));
            QObject *sheet = item(QStringLiteral("testSheetView"))->property("sheet").value<QObject *>();
            QVERIFY(sheet);
            QTRY_COMPARE(sheet->property("actorId").toString(), takers.at(0));
            QTRY_COMPARE(sheet->property("targetId").toString(), takers.at(1));
            if (turn == 0)
                shoot(u"initiative-" + scenario + u"-1024x600");
            // A 10 against a 1 wins whatever the ratings (at most +4 between them): the first
            // side the first turn, the second side the next.
            first = turn;
            for (const int face : turn == 0 ? QList<int>{10, 1} : QList<int>{1, 10}) {
                QQuickItem *button = nullptr;
                QTRY_VERIFY((button = item(u"face-" + QString::number(face))) != nullptr);
                tapItem(button);
                settle();
            }
            QTRY_VERIFY2(sheet->property("complete").toBool(),
                         qPrintable(sheet->property("error").toString()));
            tap(QStringLiteral("applyButton"));
            QTRY_VERIFY(sheet->property("applied").toBool());
            tap(QStringLiteral("closeTestSheet"));
            QTRY_VERIFY(!item(QStringLiteral("testSheetView")));
            QCOMPARE(b.state().firstSide, sides.at(first).id);
            const QString summary = b.journal().last().summary;
            QVERIFY2(summary.contains(sides.at(first).name + u" has the initiative"), qPrintable(summary));
            QCOMPARE(session()->initiativeSideName(), sides.at(first).name);
            QTRY_VERIFY(!item(QStringLiteral("initiativeButton"))
                        || !item(QStringLiteral("initiativeButton"))->isVisible());
            QVERIFY(item(QStringLiteral("currentCard")));
        }
        const battle::ScenarioSide &firstSide = sides.at(first);
        const battle::ScenarioSide &secondSide = sides.at(1 - first);
        QStringList seen;
        // The order the step offers, given from the unit's sheet by its side (the turn may start
        // in that step).
        const auto giveOrderIfHere = [&] {
            const rules::Phase &here = activation.phases.at(b.state().phase);
            const rules::Segment *step
                = here.segments.isEmpty() ? nullptr : &here.segments.at(b.state().segment);
            const battle::ScenarioSide *by = here.side == rules::Phase::Side::First ? &firstSide
                : here.side == rules::Phase::Side::Second                           ? &secondSide
                                                                                    : nullptr;
            if (ordered || !step || step->id != orderStep || !by || by->id != b.scenario().unit(mover)->side)
                return;
            giveOrderByTaps(mover, order, answer, field, value, u"phase-order-" + scenario + u"-1024x600");
            ordered = true;
        };
        giveOrderIfHere();
        if (QTest::currentTestFailed())
            return;
        while (session()->turn() == firstTurn + turn && steps++ < 80) {
            tap(QStringLiteral("nextButton"));
            settle();
            if (session()->turn() != firstTurn + turn)
                break;
            const rules::Phase &phase = activation.phases.at(b.state().phase);
            const rules::Segment *segment
                = phase.segments.isEmpty() ? nullptr : &phase.segments.at(b.state().segment);
            // The step's own name on the card, led by the side whose phase it is, in its colour.
            const QString name = segment ? segment->doc.name : phase.doc.name;
            const QString title = item(QStringLiteral("currentTitle"))->property("text").toString();
            QVERIFY2(!name.isEmpty() && title.contains(name), qPrintable(title + u" / " + name));
            const battle::ScenarioSide *acting = phase.side == rules::Phase::Side::First ? &firstSide
                : phase.side == rules::Phase::Side::Second                               ? &secondSide
                                                                                         : nullptr;
            if (acting) {
                QVERIFY2(title.startsWith(acting->name), qPrintable(title));
                QCOMPARE(session()->currentColour(), acting->colour);
                const battle::ScenarioSide &other = acting == &firstSide ? secondSide : firstSide;
                QVERIFY2(!title.contains(other.name), qPrintable(title));
            } else {
                QVERIFY2(!title.startsWith(firstSide.name) && !title.startsWith(secondSide.name),
                         qPrintable(title));
            }
            // What the step offers is named on the card.
            const QList<adjutant::ui::StepOffer> offers = session()->stepOffers();
            if (!offers.isEmpty()) {
                // A sheet with the width: the whole card is a tap on its strip away.
                const bool folded = item(QStringLiteral("battlePage"))->property("folded").toBool();
                if (folded)
                    tap(QStringLiteral("cardStrip"));
                QQuickItem *offered = nullptr;
                QTRY_VERIFY((offered = item(QStringLiteral("stepOffers"))) != nullptr);
                QVERIFY(offered->property("text").toString().contains(offers.first().name));
                if (folded)
                    tap(QStringLiteral("cardStrip"));
            }
            // The first side's movement: the umpire marks a unit as moved; it lasts the phase.
            if (segment && acting == &firstSide && segment->id == u"movement") {
                QVERIFY(session()->setField(mover, QStringLiteral("moved"), true));
                shoot(u"phase-movement-" + scenario + u"-turn" + QString::number(turn + 1) + u"-1024x600");
            }
            giveOrderIfHere();
            if (QTest::currentTestFailed())
                return;
            if (segment && acting == &firstSide && segment->id == u"normal-moves") {
                QVERIFY(session()->setField(mover, QStringLiteral("moved"), true));
                shoot(u"phase-moves-" + scenario + u"-turn" + QString::number(turn + 1) + u"-1024x600");
            }
            if (acting == &secondSide && !seen.contains(u"second"_qs)) {
                // A new phase: the first side's "moved" went with its phase.
                QVERIFY(!b.state().units.value(mover).fields.value(u"moved"_qs).toBool());
                seen.append(u"second"_qs);
                shoot(u"phase-second-" + scenario + u"-turn" + QString::number(turn + 1) + u"-1024x600");
            }
            checkControls(scenario + u", " + title);
            if (QTest::currentTestFailed())
                return;
        }
        // The end of the turn: the next turn's initiative is still to be taken, and nothing of
        // the turn is left on the units.
        QCOMPARE(session()->turn(), firstTurn + turn + 1);
        QVERIFY(b.state().firstSide.isEmpty());
        for (const rules::UnitState &u : b.state().units)
            for (const rules::Field &f : b.ruleset().fields)
                if (f.resetAtEndOfTurn || f.resetAtEndOfPhase)
                    QVERIFY2(!u.fields.contains(f.id), qPrintable(u.id + u": " + f.id));
    }
    QCOMPARE(session()->turn(), firstTurn + 2);
    QCOMPARE(ordered, !order.isEmpty());
    shoot(u"phase-turn3-" + scenario + u"-1024x600");
}

void TestApp::giveOrderByTaps(const QString &unit, const QString &order, const QString &answer,
                              const QString &field, const QString &value, const QString &shot)
{
    const adjutant::battle::Battle &b = *session()->battle();
    const qsizetype entries = b.journal().size();
    // Found by its name, as an umpire finds one unit among many: the list shows it alone.
    const QString name = b.state().units.value(unit).name;
    typeInto(QStringLiteral("unitSearch"), name);
    tap(u"unitRow-" + unit);
    QTRY_VERIFY2(item(u"order-" + order), qPrintable(unit + u" is not offered " + order));
    QVERIFY2(item(u"order-" + order)->isEnabled(), qPrintable(order));
    tap(u"order-" + order);
    QTRY_VERIFY(item(QStringLiteral("orderPanel")));
    if (!answer.isEmpty())
        tap(u"answer-" + answer);
    QTRY_VERIFY(item(QStringLiteral("applyOrder"))->isEnabled());
    shoot(shot);
    checkControls(shot);
    if (QTest::currentTestFailed())
        return;
    tap(QStringLiteral("applyOrder"));
    QTRY_COMPARE(b.journal().size(), entries + 1);
    const QString summary = b.journal().last().summary;
    QVERIFY2(summary.contains(b.ruleset().order(order)->doc.name), qPrintable(summary));
    QCOMPARE(b.state().units.value(unit).fields.value(field).toString(), value);
    QTRY_VERIFY(!item(QStringLiteral("orderPanel")));
    tap(QStringLiteral("closeUnitSheet"));
    QTRY_VERIFY(!item(QStringLiteral("unitSheetView")));
    typeInto(QStringLiteral("unitSearch"), QString());
}

void TestApp::playTwoTurnsOfTheCardDemosGivingOrders_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("answer"); // its question answered yes, or none
    QTest::addColumn<QString>("field"); // what it sets, to this, until the turn ends
    QTest::addColumn<QString>("value");
    QTest::newRow("kgcwo hold") << QStringLiteral("kgcwo-demo") << QStringLiteral("88th")
                                << QStringLiteral("hold") << QString() << QStringLiteral("hold")
                                << QStringLiteral("true");
    QTest::newRow("chosen men officer's activation")
        << QStringLiteral("chosen-men-demo") << QStringLiteral("redcoats")
        << QStringLiteral("officer-activation") << QStringLiteral("within-six") << QStringLiteral("activated")
        << QStringLiteral("true");
}

// Issue 18: two whole turns of each card-driven demo at 1024x600, drawing every card, with an order
// given by taps from a unit's sheet each turn (the ruleset's orders: KGCWO's hold); at each end of turn the
// books are checked and what the order set is gone.
void TestApp::playTwoTurnsOfTheCardDemosGivingOrders()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QString, order);
    QFETCH(QString, answer);
    QFETCH(QString, field);
    QFETCH(QString, value);
    m_size = QSize(1024, 600);
    m_window->resize(m_size);
    QTRY_COMPARE(m_window->size(), m_size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    QTRY_VERIFY(item(QStringLiteral("newBattlePage")));
    tap(u"scenario-" + scenario);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QVERIFY(session()->usesDeck());
    const adjutant::battle::Battle &b = *session()->battle();
    const int firstTurn = session()->turn();
    int draws = 0;
    for (int turn = 0; turn < 2; ++turn) {
        const QString where = QStringLiteral("%1, turn %2").arg(scenario).arg(turn + 1);
        QVERIFY(
            readyFor(session(), unit, order)); // an order that is the unit's own action waits for its card
        giveOrderByTaps(unit, order, answer, field, value,
                        QStringLiteral("card-order-%1-turn%2-1024x600").arg(scenario).arg(turn + 1));
        if (QTest::currentTestFailed())
            return;
        while (session()->turn() == firstTurn + turn && draws++ < 120) {
            tap(QStringLiteral("drawButton"));
            settle();
        }
        QCOMPARE(session()->turn(), firstTurn + turn + 1);
        checkEndOfTurnBookkeeping(where);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(b.state().units.value(unit).fields.value(field).toString() != value,
                 qPrintable(where + u": " + field + u" outlasted the turn"));
    }
    QCOMPARE(session()->turn(), firstTurn + 2);
    const auto check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    shoot(u"card-turn3-" + scenario + u"-1024x600");
}

void TestApp::playOneTurnOfEachDemo_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("test"); // the test played from a unit's sheet
    QTest::addColumn<QString>("unit"); // phase systems: the unit tapped in the order of battle
    QTest::addColumn<QSize>("size"); // the window; turned on its side and back in mid-test
    QTest::addColumn<bool>("dark");
    struct Demo {
        const char *name;
        const char *scenario;
        const char *test;
        const char *unit;
    };
    const Demo demos[] = {{"kgcwo", "kgcwo-demo", "fire", ""},
                          {"chosen-men", "chosen-men-demo", "fire", ""},
                          {"nap-igougo", "nap-igougo-demo", "musketry", "ir-12"},
                          {"brigade", "brigade-demo", "fire", "30th"}};
    const QSize sizes[] = {QSize(1280, 800), QSize(1024, 600), QSize(800, 1280)};
    for (const Demo &d : demos)
        for (const QSize &size : sizes)
            for (const bool dark : {true, false})
                QTest::addRow("%s-%dx%d%s", d.name, size.width(), size.height(), dark ? "" : "-light")
                    << QString::fromLatin1(d.scenario) << QString::fromLatin1(d.test)
                    << QString::fromLatin1(d.unit) << size << dark;
}

// From the open sheet of a unit: the test, a target, two situational modifiers, every die by hand
// (hits on the attack, failures on the checks that follow), then Apply. On the way: a new test
// opens at its top, the total, need and odds stay in view while ticking, an impossible face says
// why, the pad stays put while faces go in, and turning the screen loses nothing.
void TestApp::resolveATest(const QString &testId, bool *done)
{
    using namespace adjutant;
    const int entriesBefore = int(session()->battle()->journal().size());
    const QString where = QStringLiteral("%1 %2 at %3x%4")
                              .arg(session()->battle()->ruleset().id, testId)
                              .arg(m_size.width())
                              .arg(m_size.height());
    const QString shot = QStringLiteral("%1-%2-%3x%4%5")
                             .arg(testId, session()->battle()->ruleset().id)
                             .arg(m_size.width())
                             .arg(m_size.height())
                             .arg(theme()->dark() ? "" : "-light");
    m_taps = 0;
    m_scrolls = 0;
    tap(u"action-" + testId);
    QTRY_VERIFY(item(QStringLiteral("testSheetView")));
    settle();
    auto *sheet = item(QStringLiteral("testSheetView"));
    QObject *controller = sheet->property("sheet").value<QObject *>();
    QVERIFY(controller);
    // The tests resolved so far, as the sheet lists them.
    const auto results = [controller] {
        return qobject_cast<adjutant::ui::TestSheet *>(controller)
            ->results()
            ->rows<adjutant::ui::ResultRow>();
    };
    QVERIFY(qobject_cast<adjutant::ui::TestSheet *>(controller));
    QTRY_COMPARE(item(QStringLiteral("testSheetScroll"))->property("contentY").toReal(), 0.0); // at its top
    QString target;
    if (controller->property("needsTarget").toBool()) {
        const QList<QQuickItem *> targets = items(QStringLiteral("target-"));
        QVERIFY2(!targets.isEmpty(), "an enemy to aim at");
        target = targets.first()->objectName().mid(7);
        tapItem(targets.first());
        QTRY_COMPARE(controller->property("targetId").toString(), target);
        settle();
    }
    // Numbers the players measure (the distance typed, figures firing and stands in range by
    // the stepper's +), each tap counted.
    enterNumbers(3);
    if (QTest::currentTestFailed())
        return;
    QStringList toggles;
    for (QQuickItem *t : items(QStringLiteral("toggle-")))
        toggles.append(t->objectName());
    for (qsizetype i = 0; i < std::min<qsizetype>(2, toggles.size()); ++i) {
        tap(toggles[i]);
        settle();
        checkSheetReadings(where + u" after a tick");
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY2(controller->property("ready").toBool(),
             qPrintable(controller->property("problems").toStringList().join(u"; ")));
    checkControls(where + u", aimed");
    if (QTest::currentTestFailed())
        return;
    {
        // The readings sit at the top of what stays in view, the pad under them: no empty area
        // above the total (a tall sheet in two columns left half the pad's column blank).
        QQuickItem *panel = item(QStringLiteral("testSheetPanel"));
        QQuickItem *total = item(QStringLiteral("totalLabel"));
        QVERIFY(panel && total);
        const qreal above = total->mapToItem(panel, QPointF(0, 0)).y();
        QVERIFY2(above >= 0 && above <= 12,
                 qPrintable(QStringLiteral("%1: %2 px empty above the total").arg(where).arg(above)));
    }
    shoot(u"test-sheet-" + shot);
    // A face the die does not have is refused, in words on the sheet.
    bool accepted = true;
    QVERIFY(QMetaObject::invokeMethod(controller, "enterFace", Q_RETURN_ARG(bool, accepted), Q_ARG(int, 99)));
    QVERIFY(!accepted);
    settle();
    QTRY_VERIFY2(item(QStringLiteral("faceError")), qPrintable(where + u": an impossible face says nothing"));
    QVERIFY(item(QStringLiteral("faceError"))->property("text").toString().contains(u"no face 99"));
    bool first = true;
    bool turned = false;
    int dice = 0;
    int padSides = 0;
    QPointF padAt; // where the pad's first face was for the die before
    while (controller->property("waiting").toBool() && dice < 100) {
        const int sides = controller->property("dieSides").toInt();
        // The attack's own dice all succeed; the checks that follow all fail.
        const bool attack = first && results().isEmpty();
        QQuickItem *face = nullptr;
        QTRY_VERIFY((face = item(u"face-" + QString::number(attack ? sides : 1))) != nullptr);
        settle();
        // The pad never moves while faces go in (a second tap at the same place is another face).
        const QPointF at = item(QStringLiteral("face-1"))->mapToScene(QPointF(0, 0));
        if (padSides == sides)
            QVERIFY2(at == padAt,
                     qPrintable(QStringLiteral("%1: the pad moved from %2,%3 to %4,%5")
                                    .arg(where)
                                    .arg(padAt.x())
                                    .arg(padAt.y())
                                    .arg(at.x())
                                    .arg(at.y())));
        padSides = sides;
        padAt = at;
        tapItem(face);
        ++dice;
        settle();
        QVERIFY2(!item(QStringLiteral("faceError")), qPrintable(where + u": a good face was refused"));
        if (controller->property("waiting").toBool()) {
            QVERIFY2(item(QStringLiteral("nextDie")), qPrintable(where + u": the next die is not shown"));
            checkSheetReadings(where + u" while entering faces");
            if (QTest::currentTestFailed())
                return;
            checkControls(where + u" while entering faces");
            if (QTest::currentTestFailed())
                return;
        }
        if (!turned) {
            // The screen turned on its side in mid-test, and back: the faces, the target and the
            // layout hold.
            turned = true;
            const qsizetype faces = controller->property("faces").toList().size();
            m_window->resize(m_size.height(), m_size.width());
            QTRY_COMPARE(m_window->size(), m_size.transposed());
            checkBattleLayout(where + u", turned");
            if (QTest::currentTestFailed())
                return;
            checkControls(where + u", turned");
            if (QTest::currentTestFailed())
                return;
            shoot(u"test-turned-" + shot);
            m_window->resize(m_size);
            QTRY_COMPARE(m_window->size(), m_size);
            checkBattleLayout(where + u", turned back");
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(controller->property("faces").toList().size(), faces);
            QCOMPARE(controller->property("targetId").toString(), target);
            padSides = 0; // the pad's place is the new size's
        }
        if (first && !results().isEmpty()) {
            first = false;
            if (controller->property("waiting").toBool()) // the follow-ups, each explained
                shoot(u"test-followup-" + shot);
        }
    }
    if (!controller->property("complete").toBool())
        shoot(u"failed-" + shot); // to see why
    QVERIFY2(controller->property("complete").toBool(),
             qPrintable(controller->property("error").toString() + u" / waiting "
                        + controller->property("promptTitle").toString()));
    // "Why?" after the result: a sentence per die and one for the outcome, on the sheet.
    const adjutant::ui::ResultRow firstResult = results().value(0);
    QVERIFY2(firstResult.why.size() >= 2, qPrintable(where));
    QVERIFY(item(QStringLiteral("why-0")));
    QCOMPARE(item(QStringLiteral("why-0"))->property("lines").toStringList(), // a line each
             firstResult.why);
    shoot(u"test-result-" + shot);
    checkControls(where + u", result");
    if (QTest::currentTestFailed())
        return;
    tap(QStringLiteral("applyButton"));
    QTRY_VERIFY(controller->property("applied").toBool());
    QCOMPARE(int(session()->battle()->journal().size()), entriesBefore + 1);
    const battle::JournalEntry last = session()->battle()->journal().last();
    QVERIFY2(last.summary.contains(session()->battle()->ruleset().test(testId)->doc.name),
             qPrintable(last.summary));
    QCOMPARE(adjutant::battle::ActionJson::write(last.action).value(u"source").toString(), u"typed");
    // And in the journal, the same sentences, worked out again from the entry.
    QCOMPARE(session()->whyOf(last.seq),
             adjutant::learn::Why::forJournalEntry(*session()->battle(), last.seq));
    QVERIFY2(session()->whyOf(last.seq).size() >= firstResult.why.size(), qPrintable(where));
    qInfo().noquote() << QStringLiteral("%1: %2 taps and %3 scrolls besides %4 die faces; %5")
                             .arg(where)
                             .arg(m_taps)
                             .arg(m_scrolls)
                             .arg(dice)
                             .arg(last.summary);
    // On a landscape table (1280×800, 1024×600) the common path needs no scrolling, in every demo.
    if (m_size.width() > m_size.height())
        QVERIFY2(m_scrolls == 0, qPrintable(where + u": " + QString::number(m_scrolls) + u" scrolls"));
    if (session()->battle()->ruleset().id == u"kgcwo") {
        // The acceptance figures: at most 6 taps besides the faces, and the casualties applied.
        QVERIFY2(m_taps <= 6, qPrintable(QString::number(m_taps)));
        QVERIFY(!target.isEmpty());
        const rules::UnitState hit = session()->battle()->state().units.value(target);
        QVERIFY2(hit.removed || hit.fields.value(QStringLiteral("casualties")).toInt() > 0,
                 qPrintable(last.summary));
    }
    // Undo from the header takes it all back, and the sheet no longer says it is applied; redo
    // brings it again, and the journal shows both.
    const QString hash = session()->battle()->stateHash();
    tap(QStringLiteral("undoButton"));
    QTRY_VERIFY(session()->battle()->journal().last().undone);
    QVERIFY(session()->battle()->stateHash() != hash);
    QTRY_VERIFY(!controller->property("applied").toBool());
    QTRY_VERIFY(!item(QStringLiteral("appliedLabel")));
    tap(QStringLiteral("redoButton"));
    QTRY_COMPARE(session()->battle()->stateHash(), hash);
    QTRY_VERIFY(item(QStringLiteral("appliedLabel")));
    tap(QStringLiteral("closeTestSheet"));
    QTRY_VERIFY(!item(QStringLiteral("testSheetView")));
    *done = true;
}

void TestApp::checkEndOfTurnBookkeeping(const QString &where)
{
    using namespace adjutant;
    const battle::Battle &b = *session()->battle();
    const rules::Ruleset &rs = b.ruleset();
    QVERIFY(rs.activation);
    // A deck whose turn ends at the next draw (Chosen Men) deals the new turn's first cards at
    // once: the units they bring are already at work in the new turn.
    QSet<QString> actingInTheNewTurn;
    for (const battle::DeckCard &c : b.state().drawn)
        actingInTheNewTurn.insert(c.unit);
    for (auto it = b.state().units.begin(); it != b.state().units.end(); ++it) {
        if (it->removed || actingInTheNewTurn.contains(it.key()))
            continue;
        for (const rules::Field &f : rs.fields)
            if (f.resetAtEndOfTurn)
                QVERIFY2(!it->fields.contains(f.id),
                         qPrintable(
                             QStringLiteral("%1: %2 still has %3 after the turn").arg(where, it->id, f.id)));
        rules::Situation s;
        s.options = b.options();
        s.units.insert(QStringLiteral("actor"), *it);
        const rules::Evaluator ev(rs, s);
        for (const rules::Effect &e : rs.activation->endOfTurn)
            if (e.op == rules::Effect::Op::Set && e.when)
                QVERIFY2(!ev.holds(*e.when) || ev.fieldValue(*it, e.field) == e.to,
                         qPrintable(QStringLiteral("%1: %2 still %3 after the turn")
                                        .arg(where, it->id, ev.describe(*e.when))));
    }
}

void TestApp::playOneTurnOfEachDemo()
{
    QFETCH(QString, scenario);
    QFETCH(QString, test);
    QFETCH(QString, unit);
    QFETCH(QSize, size);
    QFETCH(bool, dark);
    m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"))
        ->setProperty("darkTheme", dark);
    m_size = size;
    const QString suffix = QStringLiteral("%1-%2x%3%4")
                               .arg(scenario)
                               .arg(size.width())
                               .arg(size.height())
                               .arg(dark ? "" : "-light");
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    QTRY_VERIFY(item(QStringLiteral("newBattlePage")));
    shoot(QStringLiteral("new-battle"));
    checkControls(suffix + u", new battle");
    tap(u"scenario-" + scenario);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QVERIFY(session()->loaded());
    QCOMPARE(session()->battle()->scenario().id, scenario);
    shoot(u"battle-" + suffix);
    checkControls(suffix + u", opened");
    if (QTest::currentTestFailed())
        return;

    const int firstTurn = session()->turn();
    bool tested = false;
    int actions = 0;
    if (session()->usesDeck()) {
        // Where Draw is, the card folded into its strip or whole: the same after every card,
        // whatever the card says (it moved with the card's words, under the finger).
        QHash<bool, QRectF> drawAt;
        while (session()->turn() == firstTurn && actions++ < 80) {
            tap(QStringLiteral("drawButton"));
            checkControls(suffix + u", card drawn");
            if (QTest::currentTestFailed())
                return;
            if (QQuickItem *draw = item(QStringLiteral("drawButton"))) {
                const bool folded = item(QStringLiteral("battlePage"))->property("folded").toBool();
                const QRectF at = draw->mapRectToScene(QRectF(0, 0, draw->width(), draw->height()));
                QVERIFY2(!drawAt.contains(folded) || drawAt.value(folded) == at,
                         qPrintable(suffix + u": Draw moved with the card ("_qs + session()->currentTitle()
                                    + u')'));
                drawAt.insert(folded, at);
            }
            const QString current = session()->currentUnit();
            const auto *su = session()->battle()->scenario().unit(current);
            // A draw that brings up two units shows a sheet button for each.
            const QList<adjutant::ui::UnitChoice> drawnUnits = session()->currentUnits();
            if (drawnUnits.size() > 1) {
                settle();
                // A sheet with the width: the whole card is a tap on its strip away.
                if (item(QStringLiteral("battlePage"))->property("folded").toBool())
                    tap(QStringLiteral("cardStrip"));
                settle();
                for (int i = 0; i < drawnUnits.size(); ++i)
                    QVERIFY2(item(QStringLiteral("openCurrentUnit-%1").arg(i)),
                             qPrintable(QStringLiteral("%1: no sheet button for the drawn %2")
                                            .arg(suffix, drawnUnits.at(i).name)));
                shoot(u"two-card-draw-" + suffix);
                if (item(QStringLiteral("battlePage"))->property("folded").toBool())
                    tap(QStringLiteral("cardStrip")); // folded again, the sheet in view
            }
            if (!tested && su && !su->isCommander
                && !session()->battle()->state().units.value(current).removed) {
                const auto sheetShows = [&] {
                    QQuickItem *name = item(QStringLiteral("unitSheetName"));
                    return name && name->property("text").toString() == su->name;
                };
                QTRY_VERIFY(sheetShows());
                shoot(u"unit-sheet-" + suffix);
                resolveATest(test, &tested);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    } else {
        // The test belongs to a step of the turn: Next until the step offers it to the unit's side.
        const adjutant::battle::Battle &b = *session()->battle();
        const QString side = b.scenario().unit(unit)->side;
        while (actions++ < 40
               && !(b.turns().offers(b.state()).contains(test) && b.turns().mayAct(b.state(), side)))
            tap(QStringLiteral("nextButton"));
        QVERIFY2(b.turns().offers(b.state()).contains(test),
                 qPrintable(suffix + u": no step offers " + test));
        tap(u"unitRow-" + unit);
        QTRY_VERIFY(item(QStringLiteral("unitSheetView")));
        resolveATest(test, &tested);
        if (QTest::currentTestFailed())
            return;
        while (session()->turn() == firstTurn && actions++ < 40) {
            tap(QStringLiteral("nextButton"));
            checkControls(suffix + u", next phase");
            if (QTest::currentTestFailed())
                return;
        }
    }
    QVERIFY(tested);
    QCOMPARE(session()->turn(), firstTurn + 1);
    checkEndOfTurnBookkeeping(suffix);
    if (QTest::currentTestFailed())
        return;
    // The card shows the new turn.
    QTRY_VERIFY2(item(QStringLiteral("turnLabel"))
                     ->property("text")
                     .toString()
                     .startsWith(QStringLiteral("Turn %1").arg(firstTurn + 1)),
                 qPrintable(item(QStringLiteral("turnLabel"))->property("text").toString()));
    shoot(u"turn-2-" + suffix);

    tap(QStringLiteral("journalButton"));
    QQuickItem *list = nullptr;
    QTRY_VERIFY((list = item(QStringLiteral("journalList"))) != nullptr);
    QTRY_COMPARE(list->property("count").toInt(), int(session()->battle()->journal().size()));
    waitForStillFrames(); // the drawer slides in
    shoot(u"journal-" + suffix);
    checkControls(suffix + u", journal");
    if (dark) {
        // The page behind is dimmed darker, never washed light, in the dark theme.
        const QImage image = m_window->grabWindow();
        QVERIFY(image.pixelColor(2, 2).lightness() <= theme()->surface().lightness());
    }
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier,
                      QPoint(10, m_window->height() / 2)); // outside the drawer
    QTRY_VERIFY(!item(QStringLiteral("journalList")));

    // Esc closes the sheet the turn left open, not the battle; Home goes home, where the battle
    // waits to be continued.
    if (item(QStringLiteral("battlePage"))->property("sheetOpen").toBool()) {
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!item(QStringLiteral("battlePage"))->property("sheetOpen").toBool());
    }
    QVERIFY(item(QStringLiteral("battlePage")));
    tap(QStringLiteral("homeButton"));
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    QVERIFY(item(QStringLiteral("continueTile")));
}

void TestApp::playAChargeInEachDemo_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("charger");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("distance"); // the digits tapped on the pad
    QTest::addColumn<QString>("response");
    QTest::addColumn<QString>("faces"); // typed in turn; none: every die at its top face
    QTest::addColumn<QSize>("size");
    const auto row = [](const char *tag, const char *scenario, const char *charger, const char *target,
                        const char *distance, const char *response, QSize size, const char *faces = "") {
        QTest::newRow(tag) << QString::fromLatin1(scenario) << QString::fromLatin1(charger)
                           << QString::fromLatin1(target) << QString::fromLatin1(distance)
                           << QString::fromLatin1(response) << QString::fromLatin1(faces) << size;
    };
    // The smallest table screen in every demo; the laptop and the tablet upright in one.
    row("kgcwo-1024x600", "kgcwo-demo", "14th-ld", "45e-1", "10", "form-square", QSize(1024, 600));
    // The horse wins the melee (the faces of tst_chargeflow's table), by the keyboard's digits.
    row("kgcwo-1280x800", "kgcwo-demo", "14th-ld", "45e-1", "10", "stand", QSize(1280, 800),
        "6 1 3 1 4 0 3 3 1 9 5");
    row("kgcwo-800x1280", "kgcwo-demo", "14th-ld", "45e-1", "10", "stand-and-fire", QSize(800, 1280));
    row("chosen-men-1024x600", "chosen-men-demo", "redcoats", "fusiliers", "6", "", QSize(1024, 600));
    row("nap-igougo-1024x600", "nap-igougo-demo", "chevaulegers", "24e", "6", "stand", QSize(1024, 600));
    row("brigade-1024x600", "brigade-demo", "30th", "55e", "3", "hold", QSize(1024, 600));
}

// A charge from the charger's sheet to its last die, as at the table: the unit charged, the
// distance on the pad, the responses with the odds of each ending side by side, every die typed
// (top faces), the melee with both sides together, Apply as one journal entry, undone and redone
// as one. Landscape, it needs no scrolling; every control is named and a finger's size.
void TestApp::playAChargeInEachDemo()
{
    QFETCH(QString, scenario);
    QFETCH(QString, charger);
    QFETCH(QString, target);
    QFETCH(QString, distance);
    QFETCH(QString, response);
    QFETCH(QString, faces);
    QFETCH(QSize, size);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(u"scenario-" + scenario);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const auto &rs = session()->battle()->ruleset();
    QVERIFY2(rs.procedure(QStringLiteral("charge")), qPrintable(rs.id + u" has no charge procedure"));
    const QString where
        = QStringLiteral("%1 charge at %2x%3").arg(rs.id).arg(size.width()).arg(size.height());
    const QString shot = QStringLiteral("charge-%1-%2x%3").arg(rs.id).arg(size.width()).arg(size.height());
    QVERIFY(readyFor(session(), charger, QStringLiteral("charge"))); // its card, or the charge's step
    tap(u"unitRow-" + charger);
    QTRY_VERIFY(item(QStringLiteral("unitSheetView")));
    m_taps = 0; // from the charger's sheet
    m_scrolls = 0;
    tap(QStringLiteral("procedure-charge"));
    QTRY_VERIFY(item(QStringLiteral("chargeFlowView")));
    settle();
    QObject *flow = item(QStringLiteral("chargeFlowView"))->property("flow").value<QObject *>();
    QVERIFY(flow);
    checkControls(where + u", declaring");
    if (QTest::currentTestFailed())
        return;
    shoot(shot + u"-1-declare");
    tap(u"chargeTarget-" + target);
    QTRY_COMPARE(flow->property("targetId").toString(), target);
    for (const QChar digit : distance) {
        if (faces.isEmpty())
            tap(u"distance-" + digit);
        else // at the laptop, the keyboard's digits
            QTest::keyClick(m_window, digit.toLatin1());
    }
    QTRY_COMPARE(flow->property("distance").toInt(), distance.toInt());
    checkBattleLayout(where + u", distance");
    if (QTest::currentTestFailed())
        return;
    shoot(shot + u"-2-distance");
    tap(QStringLiteral("distanceOk"));
    QTRY_VERIFY2(flow->property("allowed").toBool(), qPrintable(flow->property("refusal").toString()));
    // A ruleset whose responses this test does not name yet: the first one offered.
    const auto *responses = flow->property("responses").value<adjutant::ui::GadgetListModel *>();
    QVERIFY(responses);
    for (int i = 0; i < responses->count() && response.isEmpty(); ++i)
        if (responses->value(i, u"available"_qs).toBool())
            response = responses->value(i, u"responseId"_qs).toString();
    QTRY_VERIFY(item(u"response-" + response));
    // Each response offered shows the chance of each ending beside the others, once worked out
    // (off the GUI thread; meanwhile the row says they are on the way).
    QTRY_VERIFY_WITH_TIMEOUT(!flow->property("oddsBusy").toBool(), 30'000);
    QQuickItem *odds = item(u"responseOdds-" + response);
    QVERIFY(odds);
    QVERIFY2(odds->property("text").toString().contains(u'%'), qPrintable(odds->property("text").toString()));
    checkControls(where + u", responses");
    if (QTest::currentTestFailed())
        return;
    checkBattleLayout(where + u", responses");
    if (QTest::currentTestFailed())
        return;
    shoot(shot + u"-3-responses");
    tap(u"response-" + response);
    QTRY_VERIFY(flow->property("waiting").toBool());
    bool meleeShot = false;
    int dice = 0;
    QStringList script = faces.split(u' ', Qt::SkipEmptyParts);
    while (flow->property("waiting").toBool() && dice < 100) {
        if (!script.isEmpty()) {
            // A laptop's digits (0 is a d10's ten), as the test sheet takes them.
            QTest::keyClick(m_window, script.takeFirst().at(0).toLatin1());
        } else {
            QQuickItem *face = nullptr;
            QTRY_VERIFY((face = item(u"face-" + flow->property("dieSides").toString())) != nullptr);
            settle();
            tapItem(face);
        }
        ++dice;
        settle();
        QVERIFY2(!item(QStringLiteral("chargeError")), qPrintable(where + u": a good face was refused"));
        if (dice == 1) {
            checkControls(where + u", rolling");
            if (QTest::currentTestFailed())
                return;
            shoot(shot + u"-4-rolling");
            // Esc on a charge under way asks, and going back keeps it as it was (it was dropped
            // unasked).
            const QVariant facesSoFar = flow->property("faces");
            QTest::keyClick(m_window, Qt::Key_Escape);
            QTRY_VERIFY(item(QStringLiteral("goOnWithTest")));
            QCOMPARE(item(QStringLiteral("goOnWithTest"))->property("text").toString(),
                     u"Back to the charge"_qs);
            shoot(shot + u"-4-asked");
            tap(QStringLiteral("goOnWithTest"));
            QTRY_VERIFY(!item(QStringLiteral("goOnWithTest")));
            settle();
            QVERIFY(item(QStringLiteral("chargeFlowView")));
            QCOMPARE(flow->property("faces"), facesSoFar);
        }
        if (!meleeShot && item(QStringLiteral("meleePanel")) && flow->property("waiting").toBool()) {
            meleeShot = true;
            shoot(shot + u"-5-melee-under-way");
        }
    }
    QTRY_VERIFY2(flow->property("complete").toBool(), qPrintable(flow->property("error").toString()));
    QVERIFY(item(QStringLiteral("chargeEnding")));
    if (!faces.isEmpty() && rs.id == u"kgcwo") {
        QCOMPARE(flow->property("ending").toString(), u"charger-won");
        QQuickItem *verdict = item(QStringLiteral("meleeVerdict"));
        QVERIFY(verdict);
        QVERIFY2(verdict->property("text").toString().contains(u"wins by"),
                 qPrintable(verdict->property("text").toString()));
    }
    checkControls(where + u", ended");
    if (QTest::currentTestFailed())
        return;
    checkBattleLayout(where + u", ended");
    if (QTest::currentTestFailed())
        return;
    shoot(shot + u"-6-ended");
    const int entries = int(session()->battle()->journal().size());
    const QString before = session()->battle()->stateHash();
    tap(QStringLiteral("chargeApply"));
    QTRY_VERIFY(flow->property("applied").toBool());
    QCOMPARE(int(session()->battle()->journal().size()), entries + 1);
    const adjutant::battle::JournalEntry last = session()->battle()->journal().last();
    QVERIFY2(last.summary.contains(flow->property("endingName").toString()), qPrintable(last.summary));
    shoot(shot + u"-7-applied");
    qInfo().noquote() << QStringLiteral("%1: %2 taps and %3 scrolls besides %4 die faces; %5")
                             .arg(where)
                             .arg(m_taps)
                             .arg(m_scrolls)
                             .arg(dice)
                             .arg(last.summary);
    if (size.width() > size.height())
        QVERIFY2(m_scrolls == 0, qPrintable(where + u": " + QString::number(m_scrolls) + u" scrolls"));
    // The whole charge is one entry: one undo takes it back, one redo brings it again.
    const QString after = session()->battle()->stateHash();
    tap(QStringLiteral("undoButton"));
    QTRY_COMPARE(session()->battle()->stateHash(), before);
    QTRY_VERIFY(!flow->property("applied").toBool());
    tap(QStringLiteral("redoButton"));
    QTRY_COMPARE(session()->battle()->stateHash(), after);
    QTRY_VERIFY(flow->property("applied").toBool());
    tap(QStringLiteral("closeChargeFlow"));
    QTRY_VERIFY(!item(QStringLiteral("chargeFlowView")));
}

namespace {

// What the real app did when launched with the probe watching it (tests/support/probe).
struct Launched {
    int exitCode = -1;
    QString out;
    QString err;
    bool tookInput = false; // the frame that takes input came
    QStringList accessible; // the names a screen reader found in that frame
    QStringList controlProblems; // controls in that frame without a name or under 48 px
    QHash<QString, int> fonts; // the text's pixel size of the items asked for (ADJUTANT_PROBE_FONTS)
};

// Launches the real app, in a home of its own, and waits until it quits. With `ready` (item
// names, see probe.cpp) it quits once the frame that takes input is out, with a screenshot of it
// saved as `shot` and what a screen reader finds in it listed.
// `wrapper` runs the app (xvfb-run and its arguments); a variable in `more` set to "-" is unset.
Launched launch(const QStringList &arguments, const QString &home, const QString &ready = {},
                const QString &shot = {}, const QHash<QString, QString> &more = {},
                const QStringList &wrapper = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = more.begin(); it != more.end(); ++it) {
        if (it.value() == u"-")
            env.remove(it.key());
        else
            env.insert(it.key(), it.value());
    }
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + u"/data");
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + u"/config");
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    if (!ready.isEmpty()) {
        env.insert(QStringLiteral("QT_PLUGIN_PATH"), QStringLiteral(ADJUTANT_PROBE_PLUGIN_PATH));
        env.insert(QStringLiteral("QT_QPA_GENERIC_PLUGINS"), QStringLiteral("adjutantprobe"));
        env.insert(QStringLiteral("ADJUTANT_PROBE_READY"), ready);
        env.insert(QStringLiteral("ADJUTANT_PROBE_ACCESSIBLE"), QStringLiteral("1"));
        if (!shot.isEmpty())
            env.insert(QStringLiteral("ADJUTANT_PROBE_GRAB"), shot);
    }
    QProcess app;
    app.setProcessEnvironment(env);
    if (wrapper.isEmpty())
        app.start(QStringLiteral(ADJUTANT_GUI_PATH), arguments);
    else
        app.start(wrapper.first(),
                  wrapper.mid(1) + QStringList{QStringLiteral(ADJUTANT_GUI_PATH)} + arguments);
    Launched result;
    if (!app.waitForFinished(60000)) {
        app.kill();
        app.waitForFinished();
    }
    result.exitCode = app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1;
    result.out = QString::fromUtf8(app.readAllStandardOutput());
    result.err = QString::fromUtf8(app.readAllStandardError());
    const QStringList lines = result.out.split(u'\n');
    for (const QString &line : lines) {
        if (line.startsWith(u"probe ready "))
            result.tookInput = true;
        else if (line.startsWith(u"probe accessible "))
            result.accessible.append(line.section(u' ', 3));
        else if (line.startsWith(u"probe control-problem "))
            result.controlProblems.append(line.section(u' ', 2));
        else if (line.startsWith(u"probe font "))
            result.fonts.insert(line.section(u' ', 2, 2), line.section(u' ', 3, 3).toInt());
    }
    return result;
}

int battleFilesIn(const QString &folder)
{
    int count = 0;
    QDirIterator battles(folder, {QStringLiteral("*.adjutant")}, QDir::Files, QDirIterator::Subdirectories);
    for (; battles.hasNext(); battles.next())
        ++count;
    return count;
}

const QString kBattleTakesInput
    = QStringLiteral("battlePage,drawButton,homeButton,journalButton,unitRow-british");

} // namespace

// Started with nothing to open, the app shows home.
void TestApp::realBinaryStartsAtHome()
{
    QTemporaryDir home;
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-home.png");
    QFile::remove(shot);
    const Launched app = launch({}, home.path(), QStringLiteral("homePage,newBattleTile"), shot);
    QCOMPARE(app.exitCode, 0);
    QVERIFY2(app.tookInput, qPrintable(app.out + app.err));
    const QImage image(shot);
    QVERIFY(hasContent(image));
    QCOMPARE(image.size(), QSize(1280, 800));
    QVERIFY2(app.accessible.contains(u"New battle"), qPrintable(app.accessible.join(u" | ")));
    QVERIFY2(app.controlProblems.isEmpty(), qPrintable(app.controlProblems.join(u"; ")));
}

// What packaging/quickstart run does: the app opens straight onto the demo battle, its page the
// first shown, and a screen reader finds the battle there: its title, the card, the controls and
// the order of battle.
void TestApp::realBinaryOpensOnTheDemoBattle()
{
    QTemporaryDir home;
    for (int run = 0; run < 2; ++run) { // the second time it goes on with the same battle
        const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-demo-%1.png").arg(run);
        QFile::remove(shot);
        const Launched app = launch({QStringLiteral("--demo"), QStringLiteral("kgcwo-demo")}, home.path(),
                                    kBattleTakesInput, shot);
        QCOMPARE(app.exitCode, 0);
        QVERIFY2(app.tookInput, qPrintable(app.out + app.err));
        QVERIFY(hasContent(QImage(shot)));
        const QString heard = app.accessible.join(u" | ");
        QVERIFY2(app.controlProblems.isEmpty(), qPrintable(app.controlProblems.join(u"; ")));
        for (const QString &expected :
             {QStringLiteral("The ridge at San Marcial (demo), played with King George Commands and We Obey"),
              QStringLiteral("Draw the first card"), QStringLiteral("Draw"), QStringLiteral("Undo"),
              QStringLiteral("Journal"), QStringLiteral("Home"), QStringLiteral("Order of battle"),
              QStringLiteral("1/52nd Foot, Line, 0 of 3 lost, Normal"),
              QStringLiteral("1/45e Ligne, Attack column")})
            QVERIFY2(std::any_of(app.accessible.begin(), app.accessible.end(),
                                 [&](const QString &name) { return name.startsWith(expected); }),
                     qPrintable(expected + u" not in: " + heard));
    }
    QCOMPARE(battleFilesIn(home.filePath(QStringLiteral("data"))), 1);
}

void TestApp::realBinaryStartsOnEachDemoFullyNamed_data()
{
    QTest::addColumn<QString>("demo");
    QTest::addColumn<QString>("size");
    for (const char *demo : {"kgcwo-demo", "chosen-men-demo", "nap-igougo-demo", "brigade-demo"})
        for (const char *size : {"1280x800", "800x1280", "1024x600"})
            QTest::addRow("%s-%s", demo, size) << QString::fromLatin1(demo) << QString::fromLatin1(size);
}

// Started straight onto a battle (adjutant --demo ID), at tablet sizes either way up: in the
// first frame that takes input, every control and row shown has a name a screen reader says
// and is at least 48 px each way.
void TestApp::realBinaryStartsOnEachDemoFullyNamed()
{
    QFETCH(QString, demo);
    QFETCH(QString, size);
    QTemporaryDir home;
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-%1-%2.png").arg(demo, size);
    const QString ready
        = QStringLiteral("battlePage,homeButton,journalButton,%1")
              .arg(demo == u"kgcwo-demo" || demo == u"chosen-men-demo" ? u"drawButton" : u"nextButton");
    const Launched app = launch({QStringLiteral("--demo"), demo}, home.path(), ready, shot,
                                {{QStringLiteral("ADJUTANT_PROBE_SIZE"), size}});
    QCOMPARE(app.exitCode, 0);
    QVERIFY2(app.tookInput, qPrintable(app.out + app.err));
    QVERIFY(hasContent(QImage(shot)));
    QCOMPARE(QImage(shot).size().width(), size.section(u'x', 0, 0).toInt());
    QVERIFY2(app.accessible.contains(u"Order of battle"), qPrintable(app.accessible.join(u" | ")));
    QVERIFY2(app.controlProblems.isEmpty(), qPrintable(app.controlProblems.join(u"; ")));
}

void TestApp::realBinaryTextFollowsTheDesktop_data()
{
    QTest::addColumn<int>("points"); // the desktop's text size
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("card"); // the current card's type, in pixels
    QTest::addColumn<int>("draw"); // the Draw button's
    QTest::newRow("usual-10pt-1280x800") << 10 << "1280x800" << 32 << 18;
    QTest::newRow("larger-16pt-1280x800") << 16 << "1280x800" << 48 << 27;
    QTest::newRow("larger-16pt-1024x600") << 16 << "1024x600" << 48 << 27;
    QTest::newRow("larger-16pt-800x1280") << 16 << "800x1280" << 48 << 27;
}

// A player who has asked the desktop for larger text gets larger text here too, and still every
// control named and within reach. The desktop is a KDE one on a virtual X server (its font is in
// kdeglobals, which Qt reads by itself), as the offscreen platform has no desktop font to set.
void TestApp::realBinaryTextFollowsTheDesktop()
{
    QFETCH(int, points);
    QFETCH(QString, size);
    QFETCH(int, card);
    QFETCH(int, draw);
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
    if (xvfb.isEmpty())
        QSKIP("xvfb-run is not installed (Debian: xvfb; packaging/quickstart installs it)");
    QTemporaryDir home;
    QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("config"))));
    QFile kde(home.filePath(QStringLiteral("config/kdeglobals")));
    QVERIFY(kde.open(QIODevice::WriteOnly));
    kde.write(QStringLiteral("[General]\nfont=DejaVu Sans,%1,-1,5,50,0,0,0,0,0\n").arg(points).toUtf8());
    kde.close();
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-text-%1pt-%2.png").arg(points).arg(size);
    const Launched app = launch(
        {QStringLiteral("--demo"), QStringLiteral("kgcwo-demo")}, home.path(),
        QStringLiteral("battlePage,drawButton,homeButton,journalButton"), shot,
        {{QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb")},
         {QStringLiteral("XDG_CURRENT_DESKTOP"), QStringLiteral("KDE")},
         {QStringLiteral("KDE_SESSION_VERSION"), QStringLiteral("5")},
         {QStringLiteral("QT_FONT_DPI"), QStringLiteral("-")},
         {QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("-")},
         {QStringLiteral("ADJUTANT_PROBE_SIZE"), size},
         {QStringLiteral("ADJUTANT_PROBE_FONTS"), QStringLiteral("currentTitle,drawButton")}},
        {xvfb, QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 1920x1280x24 -dpi 96")});
    QCOMPARE(app.exitCode, 0);
    QVERIFY2(app.tookInput, qPrintable(app.out + app.err));
    QCOMPARE(app.fonts.value(QStringLiteral("currentTitle")), card);
    QCOMPARE(app.fonts.value(QStringLiteral("drawButton")), draw);
    QVERIFY2(app.controlProblems.isEmpty(), qPrintable(app.controlProblems.join(u"; ")));
}

// As a file manager opens one: the battle file is the argument.
void TestApp::realBinaryOpensABattleFileItIsGiven()
{
    QTemporaryDir home;
    const QString phasesTakeInput = QStringLiteral("battlePage,nextButton,homeButton,journalButton");
    QVERIFY(launch({QStringLiteral("--demo"), QStringLiteral("brigade-demo")}, home.path(), phasesTakeInput)
                .tookInput);
    QDirIterator made(home.filePath(QStringLiteral("data")), {QStringLiteral("*.adjutant")}, QDir::Files,
                      QDirIterator::Subdirectories);
    QVERIFY(made.hasNext());
    const QString file = home.filePath(QStringLiteral("sent by the umpire.adjutant"));
    QVERIFY(QFile::copy(made.next(), file));
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-file.png");
    QFile::remove(shot);
    const Launched app = launch({file}, home.path(), phasesTakeInput, shot);
    QCOMPARE(app.exitCode, 0);
    QVERIFY2(app.tookInput, qPrintable(app.out + app.err));
    QVERIFY(hasContent(QImage(shot)));
    QVERIFY2(std::any_of(app.accessible.begin(), app.accessible.end(),
                         [](const QString &name) { return name.startsWith(u"The stream at Hollesbeck"); }),
             qPrintable(app.accessible.join(u" | ")));
}

// A file that is not a battle: the app opens at home and says why, on screen and on stderr.
void TestApp::realBinarySaysWhyABattleWouldNotOpen()
{
    QTemporaryDir home;
    const QString file = home.filePath(QStringLiteral("shopping list.adjutant"));
    QFile list(file);
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("eggs, flour\n");
    list.close();
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-not-a-battle.png");
    const Launched app = launch({file}, home.path(), QStringLiteral("homePage,newBattleTile"), shot);
    QCOMPARE(app.exitCode, 0);
    QVERIFY2(app.tookInput, qPrintable(app.out + app.err));
    QVERIFY2(app.err.startsWith(u"adjutant: "), qPrintable(app.err));
    const QString why = app.err.mid(10).section(u'\n', 0, 0).trimmed();
    QVERIFY(!why.isEmpty());
    QVERIFY2(app.accessible.contains(why), qPrintable(why + u" not in: " + app.accessible.join(u" | ")));
    QVERIFY2(app.controlProblems.isEmpty(), qPrintable(app.controlProblems.join(u"; ")));
}

// A battle whose files were damaged, or cut short mid-write, or that another Adjutant has open: the
// app says what it found and what it kept, in a dialog a screen reader hears, and plays on only
// where nothing can be lost (a copy of what could be kept; the same file after a torn record; a
// read-only look at a battle another writer holds).
void TestApp::realBinarySaysWhatItFoundInABattle_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QStringList>("says");
    QTest::newRow("record-missing") << "record-missing"
                                    << QStringList{QStringLiteral("The battle was damaged"),
                                                   QStringLiteral("record 3 is missing"),
                                                   QStringLiteral("What could be kept is in")};
    QTest::newRow("torn-last-record") << "torn"
                                      << QStringList{QStringLiteral("The last action was never finished"),
                                                     QStringLiteral("so nothing is lost")};
    // Heard after "Open read-only" was tapped in the dialog.
    QTest::newRow("open-elsewhere") << "locked"
                                    << QStringList{
                                           QStringLiteral("Open read-only: another Adjutant or program is "
                                                          "writing this battle"),
                                           QStringLiteral("The ridge at San Marcial")};
}

void TestApp::realBinarySaysWhatItFoundInABattle()
{
    QFETCH(QString, damage);
    QFETCH(QStringList, says);
    QTemporaryDir home;
    const QString file = home.filePath(QStringLiteral("ridge.adjutant"));
    const QString cli = QStringLiteral(ADJUTANT_CLI_PATH);
    QCOMPARE(QProcess::execute(cli,
                               {QStringLiteral("new"), QStringLiteral("kgcwo"), QStringLiteral("kgcwo-demo"),
                                QStringLiteral("-o"), file}),
             0);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(QProcess::execute(cli, {QStringLiteral("play"), file, QStringLiteral(R"({"kind":"draw"})")}),
                 0);
    QFile log(adjutant::battle::BattleFile::logPath(file));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QByteArray bytes = log.readAll();
    log.close();
    QLockFile heldHere(file + u".lock"_qs); // this test's process as the other Adjutant
    if (damage == u"record-missing") {
        QList<QByteArray> lines = bytes.split('\n');
        lines.removeAt(2);
        bytes = lines.join('\n');
    } else if (damage == u"torn") {
        bytes += "5 0123456789abcdef {\"entry\":{\"acti";
    } else {
        QVERIFY(heldHere.lock());
    }
    QVERIFY(log.open(QIODevice::WriteOnly | QIODevice::Truncate));
    log.write(bytes);
    log.close();
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/start-%1.png").arg(damage);
    // The dialog's first frame, and (open elsewhere) the battle looked at read-only.
    QHash<QString, QString> tap;
    if (damage == u"locked")
        tap = {{QStringLiteral("ADJUTANT_PROBE_TAP"), QStringLiteral("openReadOnlyButton")},
               {QStringLiteral("ADJUTANT_PROBE_THEN"), QStringLiteral("journalButton")}};
    const Launched app
        = launch({file}, home.path(), QStringLiteral("problemOkButton,battleProblemText"), shot, tap);
    QVERIFY2(app.exitCode == 0 && app.tookInput, qPrintable(app.out + app.err));
    const QString heard = app.accessible.join(u" | ");
    QVERIFY2(app.controlProblems.isEmpty(), qPrintable(app.controlProblems.join(u"; ")));
    for (const QString &words : says)
        QVERIFY2(heard.contains(words), qPrintable(words + u" not in: " + heard));
    QFile after(adjutant::battle::BattleFile::logPath(file));
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(QFile::exists(home.filePath(QStringLiteral("ridge-recovered.adjutant"))),
             damage == u"record-missing");
    if (damage == u"torn") {
        // Cut back and played on in the same file; the unfinished bytes kept beside it.
        QFile torn(adjutant::battle::BattleFile::logPath(file) + u".torn"_qs);
        QVERIFY(torn.open(QIODevice::ReadOnly));
        QCOMPARE(torn.readAll(), bytes.mid(bytes.lastIndexOf('\n') + 1));
        const auto reopened = adjutant::battle::BattleFile::open(file);
        QCOMPARE(reopened.damage, adjutant::battle::BattleFile::Opened::Damage::None);
        QCOMPARE(reopened.battle->journal().size(), 3);
    } else {
        QCOMPARE(after.readAll(), bytes); // damaged files, or another's, are never written to
    }
}

void TestApp::realBinaryArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says"); // on stdout when it exits 0, else on stderr
    QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << "--demo <id>";
    QTest::newRow("version") << QStringList{QStringLiteral("--version")} << 0 << "adjutant ";
    QTest::newRow("unknown-option") << QStringList{QStringLiteral("--grab"), QStringLiteral("x.png")} << 2
                                    << "Unknown option 'grab'";
    QTest::newRow("unknown-short-option") << QStringList{QStringLiteral("-q")} << 2 << "Unknown option 'q'";
    QTest::newRow("demo-without-id") << QStringList{QStringLiteral("--demo")} << 2
                                     << "Missing value after '--demo'";
    QTest::newRow("unknown-demo") << QStringList{QStringLiteral("--demo"), QStringLiteral("waterloo")} << 2
                                  << "no demo battle called waterloo";
    QTest::newRow("two-files") << QStringList{QStringLiteral("a.adjutant"), QStringLiteral("b.adjutant")} << 2
                               << "one battle at a time";
    QTest::newRow("file-and-demo") << QStringList{QStringLiteral("a.adjutant"), QStringLiteral("--demo"),
                                                  QStringLiteral("kgcwo-demo")}
                                   << 2 << "not both";
}

// Asked for help or its version it answers; anything it does not understand is an error, with
// the exit code the command-line tool uses for bad arguments, before any window opens.
void TestApp::realBinaryArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    QTemporaryDir home;
    const Launched app = launch(arguments, home.path());
    QCOMPARE(app.exitCode, exitCode);
    const QString text = exitCode == 0 ? app.out : app.err;
    QVERIFY2(text.contains(says), qPrintable(text));
    if (exitCode != 0)
        QVERIFY2(text.startsWith(u"adjutant: ") && text.contains(u"adjutant --help"), qPrintable(text));
}

void TestApp::realBinaryExplainsAMissingDisplay()
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *var : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(var));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(ADJUTANT_GUI_PATH), {});
    QVERIFY(app.waitForFinished(30000));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit); // no crash
    QCOMPARE(app.exitCode(), 1);
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QVERIFY2(err.contains(u"no display found") && err.contains(u"adjutant-cli --help"), qPrintable(err));
}

// Sheets are made the first time they are wanted, in the background. A player who leaves the
// page in that moment leaves the half-made sheet behind with it (the sanitizer build would
// report what did not go), and the battle as it was.
void TestApp::pageLeftWhileItsSheetIsBeingMade()
{
    m_window->resize(1280, 800);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    const QString path = session()->filePath();
    QVERIFY(QMetaObject::invokeMethod(item(QStringLiteral("battlePage")), "openUnit",
                                      Q_ARG(QVariant, QStringLiteral("88th"))));
    QVERIFY(!item(QStringLiteral("unitSheetView"))); // not made yet
    tap(QStringLiteral("homeButton"));
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    QTRY_VERIFY(!item(QStringLiteral("battlePage")));
    QVERIFY(session()->loaded());
    QCOMPARE(session()->filePath(), path);
}

// The file dialogs are Qt's own; what is ours is what happens when one is accepted. Each is
// opened with its button, shown, given a file as a player would pick one, and accepted.
void TestApp::savesAndOpensThroughTheFileDialogs()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ridge.adjutant"));
    // A dialog's insides, in whichever of the two dialogs is open.
    const auto shown = [this](const QString &name) -> QQuickItem * {
        for (QQuickItem *candidate : m_window->findChildren<QQuickItem *>(name))
            if (candidate->isVisible())
                return candidate;
        return nullptr;
    };
    m_window->resize(1280, 800);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    tap(QStringLiteral("drawButton"));
    QTRY_COMPARE(session()->battle()->journal().size(), 1);

    tapHeaderAction(QStringLiteral("saveAsButton"), QStringLiteral("saveAsItem"));
    QObject *save = nullptr;
    QTRY_VERIFY((save = m_window->findChild<QObject *>(QStringLiteral("saveDialog"))) != nullptr);
    QTRY_VERIFY(save->property("visible").toBool());
    waitForStillFrames(); // the dialog fades in
    shoot(QStringLiteral("save-dialog"));
    {
        // In the style of the screens: dark in the dark theme. (Qt picks a dialog's style by a
        // file selector; without it the dialog came up light.)
        QQuickItem *dialog = shown(QStringLiteral("fileNameTextField"));
        while (dialog && !dialog->inherits("QQuickPopupItem"))
            dialog = dialog->parentItem();
        QVERIFY(dialog);
        const QImage image = m_window->grabWindow();
        const QRect area = dialog->mapRectToScene(dialog->boundingRect()).toRect() & image.rect();
        qint64 lightness = 0;
        for (int y = area.top(); y <= area.bottom(); y += 4)
            for (int x = area.left(); x <= area.right(); x += 4)
                lightness += image.pixelColor(x, y).lightness();
        const qint64 samples = qint64((area.height() + 3) / 4) * ((area.width() + 3) / 4);
        QVERIFY2(lightness / samples < 96, qPrintable(QString::number(lightness / samples)));
    }
    // Its button says what it does (Qt 6.4's says "Open" unless told otherwise).
    const QList<QQuickItem *> items = m_window->findChildren<QQuickItem *>();
    QVERIFY(std::any_of(items.begin(), items.end(), [](const QQuickItem *i) {
        return i->isVisible() && i->property("text").toString() == u"Save";
    }));
    // Into the folder (as if walked there), then the name typed as a player would.
    save->setProperty("currentFolder", QUrl::fromLocalFile(dir.path()));
    QQuickItem *fileName = shown(QStringLiteral("fileNameTextField"));
    QVERIFY(fileName);
    tapItem(fileName);
    for (const char c : QByteArrayLiteral("ridge"))
        QTest::keyClick(m_window, c);
    QTRY_COMPARE(fileName->property("text").toString(), u"ridge");
    QVERIFY(QMetaObject::invokeMethod(save, "accept"));
    QTRY_VERIFY2(QFile::exists(path), qPrintable(save->property("selectedFile").toUrl().toString()));
    QCOMPARE(session()->filePath(), path);
    const adjutant::battle::BattleFile::Opened saved = adjutant::battle::BattleFile::open(path);
    QVERIFY2(saved.battle, qPrintable(saved.error));
    QCOMPARE(saved.battle->journal().size(), 1);

    // Saved as a file already there: the app asks before replacing it (Qt 6.4's dialog does not),
    // and plays on there once the user says Replace.
    const QString notes = dir.filePath(QStringLiteral("notes.adjutant"));
    {
        QFile f(notes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("the umpire's notes");
    }
    const auto saveAs = [&](const char *name) {
        tapHeaderAction(QStringLiteral("saveAsButton"), QStringLiteral("saveAsItem"));
        QTRY_VERIFY(save->property("visible").toBool());
        save->setProperty("currentFolder", QUrl::fromLocalFile(dir.path()));
        QQuickItem *field = shown(QStringLiteral("fileNameTextField"));
        QVERIFY(field);
        tapItem(field);
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        for (const char c : QByteArray(name))
            QTest::keyClick(m_window, c);
        QTRY_COMPARE(field->property("text").toString(), QString::fromLatin1(name));
        QVERIFY(QMetaObject::invokeMethod(save, "accept"));
    };
    saveAs("notes.adjutant");
    QObject *question = nullptr;
    QTRY_VERIFY((question = m_window->findChild<QObject *>(QStringLiteral("replaceFileDialog"))) != nullptr);
    QTRY_VERIFY(question->property("visible").toBool());
    QVERIFY(question->property("question").toString().contains(notes));
    QCOMPARE(session()->filePath(), path); // nothing written yet
    tap(QStringLiteral("replaceYes"));
    QTRY_COMPARE(session()->filePath(), notes);
    QTRY_VERIFY(!question->property("visible").toBool()); // closed, its scrim gone
    QVERIFY(adjutant::battle::BattleFile::open(notes).battle);
    // Saved as another battle: refused with the reason, Replace or not, and the battle left whole.
    saveAs("ridge.adjutant");
    QTRY_VERIFY2(session()->error().contains(u"is an Adjutant battle"), qPrintable(session()->error()));
    QCOMPARE(session()->filePath(), notes);
    QCOMPARE(adjutant::battle::BattleFile::open(path).battle->journal().size(), 1);
    session()->clearError();

    tap(QStringLiteral("homeButton"));
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    session()->close();
    tap(QStringLiteral("openTile"));
    QObject *open = nullptr;
    QTRY_VERIFY((open = m_window->findChild<QObject *>(QStringLiteral("openDialog"))) != nullptr);
    QTRY_VERIFY(open->property("visible").toBool());
    open->setProperty("currentFolder", QUrl::fromLocalFile(dir.path()));
    // The list refills as the folder is read, so its row is looked up afresh each time.
    const auto savedFileRow = [&]() -> QQuickItem * {
        QQuickItem *files = shown(QStringLiteral("fileDialogListView"));
        for (int i = 0; files && i < 4; ++i) // notes.adjutant, then ridge.adjutant
            if (QQuickItem *row = findItem(files, QStringLiteral("fileDialogDelegate%1").arg(i));
                row && row->property("file").toUrl() == QUrl::fromLocalFile(path))
                return row;
        return nullptr;
    };
    QTRY_VERIFY(savedFileRow());
    tapItem(savedFileRow());
    QVERIFY(QMetaObject::invokeMethod(open, "accept"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QCOMPARE(session()->filePath(), path);
    QCOMPARE(session()->battle()->journal().size(), 1);
}

// The battle's report from the battle screen: the turns told, the charts, the dice's luck;
// and the settings for the table's sounds and speech.
void TestApp::reportPageTellsTheBattle()
{
    m_window->resize(1280, 800);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("newBattleTile"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    // The app rolls: what happens matters less here than that there is something to tell, so the
    // units act out of their cards' order, with the umpire's leave.
    using namespace adjutant::battle;
    // A volley at the distance measured (in inches: it gives the range band); a melee needs none.
    const auto resolve = [](const QString &test, const QString &actor, const QString &target,
                            std::optional<int> distance = std::nullopt) {
        action::Resolve a;
        a.test = test;
        a.actor = actor;
        a.target = target;
        if (distance)
            a.inputs.insert(u"distance"_qs, *distance);
        a.override = u"a battle to report on"_qs;
        return Action(a);
    };
    for (const Action &a : {Action(action::Draw{}), resolve(u"fire"_qs, u"52nd"_qs, u"45e-1"_qs, 3),
                            resolve(u"fire"_qs, u"ross"_qs, u"45e-2"_qs, 24), Action(action::EndTurn{}),
                            resolve(u"melee"_qs, u"14th-ld"_qs, u"45e-2"_qs), Action(action::EndTurn{})})
        QVERIFY2(session()->apply(a), qPrintable(session()->error()));
    tapHeaderAction(QStringLiteral("reportButton"), QStringLiteral("reportItem"));
    QTRY_VERIFY(item(QStringLiteral("reportPage")));
    QTRY_VERIFY(item(QStringLiteral("lossesChart")));
    QVERIFY(item(QStringLiteral("moraleChart")));
    // Made on a worker thread: the turns are told once it is done.
    QObject *reportView = m_window->findChild<QObject *>(QStringLiteral("reportView"));
    QVERIFY(reportView);
    QTRY_VERIFY(!reportView->property("busy").toBool());
    const auto *turns = reportView->property("turns").value<adjutant::ui::GadgetListModel *>();
    QVERIFY(turns);
    QTRY_VERIFY(turns->count() > 0);
    waitForStillFrames(); // the page slides in
    shoot(QStringLiteral("report-dark"));
    checkControls(QStringLiteral("report"));
    QObject *prefs = m_engine->singletonInstance<QObject *>(qmlTypeId("Adjutant", 1, 0, "Preferences"));
    prefs->setProperty("darkTheme", false);
    waitForStillFrames();
    shoot(QStringLiteral("report-light"));
    prefs->setProperty("darkTheme", true);
    // Save as PDF: the path starts beside the battle with the report's name, a folder typed into
    // it is kept, and Return saves there.
    tap(QStringLiteral("exportPdfButton"));
    QQuickItem *pathField = nullptr;
    QTRY_VERIFY((pathField = item(QStringLiteral("reportPathField"))) != nullptr
                && pathField->hasActiveFocus());
    const QString suggested = pathField->property("text").toString();
    QVERIFY2(suggested.endsWith(u"-report.pdf"_qs)
                 && QFileInfo(suggested).absolutePath() == QFileInfo(session()->filePath()).absolutePath(),
             qPrintable(suggested));
    shoot(QStringLiteral("report-save-as-pdf"));
    QTemporaryDir elsewhere;
    const QString typed = QDir(elsewhere.path()).filePath(u"evening.pdf"_qs);
    pathField->setProperty("text", typed);
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(!item(QStringLiteral("reportPathField")));
    QTRY_VERIFY2(QFileInfo(typed).size() > 0, qPrintable(typed));
    // The table's sounds came with the screens, and found no device here: all silent.
    QQuickItem *sounds = item(QStringLiteral("tableSoundsLoader"));
    QVERIFY(sounds);
    QTRY_COMPARE(sounds->property("status").toInt(), 1); // Loader.Ready
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
}

adjutant::ui::Tutor *TestApp::tutor()
{
    return m_engine->singletonInstance<adjutant::ui::Tutor *>(qmlTypeId("Adjutant", 1, 0, "Tutor"));
}

void TestApp::guidedFirstBattleInEachSystem_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("unit"); // the unit the newcomer opens
    QTest::addColumn<QString>("test"); // and the test it takes
    QTest::addColumn<QSize>("size");
    struct Guided {
        const char *system;
        const char *unit;
        const char *test;
    };
    // The British move first: the French fire in their move.
    const Guided guided[] = {{"kgcwo", "52nd", "fire"},
                             {"chosen-men", "riflemen-1", "fire"},
                             {"nap-igougo", "ir-12", "musketry"},
                             {"brigade", "55e", "fire"}};
    for (const QSize size : {QSize(1024, 600), QSize(1280, 800), QSize(800, 1280)})
        for (const Guided &g : guided)
            QTest::addRow("%s-%dx%d", g.system, size.width(), size.height())
                << QString::fromLatin1(g.system) << QString::fromLatin1(g.unit) << QString::fromLatin1(g.test)
                << size;
}

// A newcomer at 1024x600, 1280x800 and 800x1280 plays each system's guided first battle through,
// as the tutor asks:
// from Home (offered to a first-timer) or the Learn page, every step doing the real thing on the
// control the tutor lights (draw or step, a unit's sheet, a test, a target, dice, apply, the
// journal), the bubble on the screen and off the control, the place on disk at every step, the
// battle left for Home and continued at the same step, and Finish at the end.
void TestApp::guidedFirstBattleInEachSystem()
{
    QFETCH(QString, system);
    QFETCH(QString, unit);
    QFETCH(QString, test);
    QFETCH(QSize, size);
    adjutant::ui::Tutor *tutor = this->tutor();
    QVERIFY(tutor);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    const QString suffix = QStringLiteral("-%1x%2").arg(size.width()).arg(size.height());
    if (system == u"kgcwo") // the first: nobody has begun a tutorial here
        for (const QString &id : {u"kgcwo"_qs, u"chosen-men"_qs, u"nap-igougo"_qs, u"brigade"_qs})
            tutor->restart(id);
    tutor->restart(system);
    settle();
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    if (tutor->firstTimer()) {
        QTRY_VERIFY(item(QStringLiteral("tutorTile")) && item(QStringLiteral("tutorTile"))->isVisible());
        tap(QStringLiteral("tutorTile"));
    } else {
        QVERIFY(!item(QStringLiteral("tutorTile")) || !item(QStringLiteral("tutorTile"))->isVisible());
        tap(QStringLiteral("learnTile"));
        tap(QStringLiteral("tutorTab"));
    }
    QTRY_VERIFY(item(QStringLiteral("tutorView")) && item(QStringLiteral("tutorView"))->isVisible());
    QTRY_VERIFY(item(u"startTutorial-"_qs + system));
    shoot(u"tutor-learn-"_qs + system + suffix);
    checkControls(system + u" learn page, guided battles"_qs);
    tap(u"startTutorial-"_qs + system);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QTRY_VERIFY(tutor->active());
    QCOMPARE(tutor->systemId(), system);
    QCOMPARE(tutor->stepIndex(), 0);
    QCOMPARE(session()->battle()->ruleset().id, system);
    QVERIFY(session()->battle()->scenario().units.size() <= 10); // a small battle
    QQuickItem *overlay = item(QStringLiteral("tutorOverlay"));
    QVERIFY(overlay);
    QTRY_VERIFY(overlay->isVisible());
    bool leftAndCameBack = false;
    int guard = 0;
    while (tutor->active() && ++guard < 60) {
        settle();
        const QString step = tutor->stepId();
        const QString until = tutor->stepUntil();
        const QString where = system + suffix + u" step "_qs + step;
        qInfo().noquote() << where << until;
        // Kept on disk at every step: the app closed now would come back here.
        QCOMPARE(adjutant::learn::TutorProgressFile::load(adjutant::ui::Tutor::progressPath())
                     .progress.value(system)
                     .stepId,
                 step);
        QTRY_VERIFY(item(QStringLiteral("tutorBubble")));
        shoot(QStringLiteral("tutor-%1-step-%2%3").arg(system, step, suffix));
        // The bubble on the screen; the control lit and not under the bubble.
        QQuickItem *bubble = item(QStringLiteral("tutorBubble"));
        QVERIFY(bubble);
        QTRY_VERIFY2(
            QRectF(QPointF(0, 0), m_window->size()).contains(bubble->mapRectToScene(bubble->boundingRect())),
            qPrintable(where));
        if (!tutor->stepTarget().isEmpty()) {
            QTRY_VERIFY2(overlay->property("hasTarget").toBool(),
                         qPrintable(where + u": the tutor cannot find "_qs + tutor->stepTarget()));
            QQuickItem *ring = item(QStringLiteral("tutorRing"));
            QVERIFY(ring && ring->isVisible());
            // The ring on the control as it is laid out now, not where it was when first found
            // (a sheet just made, at its column's corner with no size: a dot).
            QTRY_VERIFY2(
                [&] {
                    QQuickItem *control = item(tutor->stepTarget());
                    const QRectF lit = ring->mapRectToScene(ring->boundingRect());
                    return control && lit.width() > 12 && lit.height() > 12
                        && lit.intersects(control->mapRectToScene(control->boundingRect()));
                }(),
                qPrintable(where + u": the ring is not on "_qs + tutor->stepTarget()));
            const QRectF lit = ring->mapRectToScene(ring->boundingRect());
            const QRectF said = bubble->mapRectToScene(bubble->boundingRect());
            QVERIFY2(!lit.intersects(said.adjusted(4, 4, -4, -4)),
                     qPrintable(where + u": the bubble hides the control"_qs));
        }
        // A step that points at nothing, the journal open: the bubble beside the journal where
        // there is room, not over its entries.
        if (QQuickItem *journal = item(QStringLiteral("journalList"));
            journal && tutor->stepTarget().isEmpty()) {
            const QRectF j = journal->mapRectToScene(journal->boundingRect());
            if (std::max(j.left(), m_window->width() - j.right()) >= 272)
                QTRY_VERIFY2(
                    !j.intersects(bubble->mapRectToScene(bubble->boundingRect()).adjusted(4, 4, -4, -4)),
                    qPrintable(where + u": the bubble covers the journal"_qs));
        }
        // The bubble's words and its way on in view, not squeezed into a sliver beside a control
        // as large as the screen.
        for (const QString &name : {u"tutorText"_qs, u"tutorOff"_qs}) {
            QQuickItem *part = item(name);
            QVERIFY(part);
            QTRY_VERIFY2(bubble->mapRectToScene(bubble->boundingRect())
                             .contains(part->mapRectToScene(part->boundingRect())),
                         qPrintable(where + u": the bubble's "_qs + name + u" is out of sight"_qs));
        }
        checkControls(where);
        if (QTest::currentTestFailed())
            return;
        // While a step only explains, the turn stays put: one tap too many on the card's Draw or
        // Next stepped the brigade battle past its fire step.
        for (const QString &name : {u"drawButton"_qs, u"nextButton"_qs, u"endTurnButton"_qs})
            if (QQuickItem *turn = item(name))
                QVERIFY2(turn->isEnabled() == (until != u"read"),
                         qPrintable(where + u": "_qs + name + (until == u"read" ? u" live"_qs : u" off"_qs)));
        const int before = tutor->stepIndex();
        if (until == u"read") {
            if (tutor->lastStep())
                shoot(u"tutor-"_qs + system + u"-last"_qs + suffix);
            // The target is chosen on the sheet (the tutor says so, and Next once done).
            if (step == u"target") {
                QObject *sheet = item(QStringLiteral("testSheetView"))->property("sheet").value<QObject *>();
                QVERIFY(sheet);
                if (sheet->property("needsTarget").toBool()) {
                    const QList<QQuickItem *> targets = items(QStringLiteral("target-"));
                    QVERIFY2(!targets.isEmpty(), qPrintable(where));
                    tapItem(targets.first());
                    QTRY_VERIFY(!sheet->property("targetId").toString().isEmpty());
                }
                // Numbers the players measure (the distance, figures firing). None entered yet:
                // a dash, not a number that does not count, and the tutor's Next waits, saying
                // what is missing (a "1" shown there counted as no dice, and the dice step
                // had nothing to roll).
                const QStringList inputs = numberInputs();
                if (!inputs.isEmpty() && !sheet->property("ready").toBool()) {
                    QQuickItem *box = item(inputs.first() + u"-typed");
                    QVERIFY(box);
                    QCOMPARE(box->property("text").toString(), u"\u2013"_qs);
                    QTRY_VERIFY(item(QStringLiteral("tutorHeld")));
                    QVERIFY2(!item(QStringLiteral("tutorNext"))->isEnabled(), qPrintable(where));
                    shoot(u"tutor-"_qs + system + u"-held"_qs + suffix);
                }
                enterNumbers(3);
                if (QTest::currentTestFailed())
                    return;
                settle();
                QTRY_VERIFY2(sheet->property("ready").toBool(),
                             qPrintable(sheet->property("problems").toStringList().join(u"; ")));
            }
            // Halfway, the newcomer leaves for Home and comes back: the same step.
            if (step == u"card" && !leftAndCameBack) {
                leftAndCameBack = true;
                tap(QStringLiteral("homeButton"));
                QTRY_VERIFY(item(QStringLiteral("homePage")));
                QTRY_VERIFY(!overlay->isVisible());
                tap(QStringLiteral("continueTile"));
                QTRY_VERIFY(item(QStringLiteral("battlePage")));
                QTRY_VERIFY(overlay->isVisible());
                QCOMPARE(tutor->stepId(), step);
                continue;
            }
            tap(QStringLiteral("tutorNext"));
        } else if (until == u"card-drawn") {
            tap(QStringLiteral("drawButton"));
        } else if (until == u"phase-advanced") {
            // Next until the turn is where the step asks (the step may wait for a segment), the
            // tutor staying on the step until then.
            const QString at = tutor->stepAt();
            for (int taps = 0; tutor->stepIndex() == before && taps < 20; ++taps) {
                tap(QStringLiteral("nextButton"));
                settle();
                if (!at.isEmpty() && !session()->stepIds().contains(at))
                    QVERIFY2(tutor->stepIndex() == before, qPrintable(where + u": went on before "_qs + at));
            }
            if (!at.isEmpty())
                QVERIFY2(session()->stepIds().contains(at), qPrintable(where + u": not at "_qs + at));
        } else if (until == u"unit-sheet-opened") {
            // In a deck a unit acts once its card has come up: the newcomer opens that unit.
            QVERIFY(activated(session(), unit));
            tap(u"unitRow-"_qs + unit);
        } else if (until == u"test-chosen") {
            tap(u"action-"_qs + test);
        } else if (until == u"dice-rolled") {
            QObject *sheet = item(QStringLiteral("testSheetView"))->property("sheet").value<QObject *>();
            for (int dice = 0; sheet->property("waiting").toBool() && dice < 60; ++dice) {
                settle();
                QQuickItem *roll = item(QStringLiteral("rollButton"));
                if (roll && roll->isVisible() && roll->isEnabled())
                    tapItem(roll);
                else
                    tap(u"face-"_qs + QString::number(sheet->property("dieSides").toInt()));
                settle();
            }
            QVERIFY2(sheet->property("complete").toBool(), qPrintable(where));
        } else if (until == u"result-applied") {
            tap(QStringLiteral("applyButton"));
        } else if (until == u"journal-opened") {
            tap(QStringLiteral("journalButton"));
        } else {
            QFAIL(qPrintable(where + u": no way to do "_qs + until));
        }
        QTRY_VERIFY2(!tutor->active() || tutor->stepIndex() == before + 1,
                     qPrintable(where + u": the step did not go on after "_qs + until));
    }
    QVERIFY(leftAndCameBack);
    QVERIFY2(!tutor->active(), "played to the end");
    QVERIFY(adjutant::learn::TutorProgressFile::load(adjutant::ui::Tutor::progressPath())
                .progress.value(system)
                .finished);
    QTRY_VERIFY(!overlay->isVisible());
    // The journal has the test the newcomer played.
    QVERIFY(session()->battle()->journal().size() >= 2);
    QTest::keyClick(m_window, Qt::Key_Escape); // the journal
    settle();
}

QTEST_MAIN(TestApp)
#include "tst_app.moc"

void TestApp::learnPageDrillsAndRules_data()
{
    QTest::addColumn<QString>("system");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        QTest::newRow(qPrintable(id)) << id;
}

// Home -> Learn at 1024x600: one drill of each kind in each rule system, each answered (the first
// wrongly on purpose, to see the mistake explained), the progress kept, and the rules browsed and
// searched.
void TestApp::learnPageDrillsAndRules()
{
    QFETCH(QString, system);
    m_window->resize(1024, 600);
    QTRY_COMPARE(m_window->size(), QSize(1024, 600));
    tap(QStringLiteral("learnTile"));
    QTRY_VERIFY(item(QStringLiteral("learnPage")));
    QObject *learn = item(QStringLiteral("learnPage"))->property("controller").value<QObject *>();
    QVERIFY(learn);
    tap(u"system-"_qs + system);
    QTRY_COMPARE(learn->property("systemId").toString(), system);
    const QString shot = u"learn-"_qs + system;
    for (const QString &kind : {u"total"_qs, u"need"_qs, u"apply"_qs, u"odds"_qs}) {
        tap(u"kind-"_qs + kind);
        QTRY_COMPARE(learn->property("drillKind").toString(), kind);
        QVERIFY(!learn->property("question").toString().isEmpty());
        shoot(shot + u"-drill-"_qs + kind);
        checkControls(system + u" drill "_qs + kind);
        if (kind == u"total") {
            // A total far off, to be told modifier by modifier why it is wrong.
            for (int i = 0; i < 9; ++i)
                tap(QStringLiteral("totalPlus"));
            tap(QStringLiteral("totalAnswerButton"));
        } else if (kind == u"need") {
            tap(QStringLiteral("face-1"));
        } else if (kind == u"apply") {
            tap(QStringLiteral("modifier-0"));
            tap(QStringLiteral("applyAnswerButton"));
        } else {
            tap(QStringLiteral("band-0"));
        }
        QTRY_VERIFY(learn->property("answered").toBool());
        QVERIFY(!learn->property("headline").toString().isEmpty());
        QVERIFY(!learn->property("explanation").toStringList().isEmpty());
        if (kind == u"total")
            QVERIFY2(!learn->property("right").toBool(), "a total of +9 is not right here");
        shoot(shot + u"-drill-"_qs + kind
              + (learn->property("right").toBool() ? u"-right"_qs : u"-wrong"_qs));
        checkControls(system + u" drill "_qs + kind + u" answered"_qs);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(QFile::exists(adjutant::ui::LearnController::progressPath()));
    QVERIFY(learn->property("progressText").toString().contains(u"of 4 right"_qs)
            || learn->property("progressText").toString().contains(u" right"_qs));
    // From the drill to its test in the rules.
    tap(QStringLiteral("drillRulesButton"));
    QTRY_VERIFY(item(QStringLiteral("rulesList"))->isVisible());
    shoot(shot + u"-rules"_qs);
    checkControls(system + u" rules"_qs);
    const auto *sections = learn->property("sections").value<adjutant::ui::GadgetListModel *>();
    QVERIFY(sections && sections->count() >= 3);
    // A search keeps what matches.
    const int all = sections->count();
    const QString word = sections->value(all - 1, u"title"_qs).toString();
    typeInto(QStringLiteral("rulesSearch"), word.section(u' ', 0, 0));
    QTRY_VERIFY(sections->count() < all);
    QVERIFY(sections->count() > 0);
    shoot(shot + u"-rules-search"_qs);
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
}
