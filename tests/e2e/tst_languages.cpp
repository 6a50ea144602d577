// The whole app in one language (ADJUTANT_TEST_LANGUAGE: de, fr or en), at 1024×600, the
// smallest table screen: each main screen is visited through its real controls, and on each no
// text is cut off, runs out of its box or lies over another, and (in German and French) none is
// English. Screenshots land in build/tests/e2e/screenshots/22-LANG-SCREEN.png.
#include "appearance.h"
#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "pixels.h"
#include "quickitems.h"
#include "translationloader.h"
#include "tutor.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQmlIncubationController>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

namespace {

// Words of English that neither German nor French uses: one of them in a text on screen is a
// message left untranslated. (Words the languages share, such as "Journal", "Test", "Total" or
// "Formation", cannot tell.)
const QSet<QString> &englishWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> out;
        for (const char *w :
             {"the",     "and",        "of",     "with",  "to",    "is",      "are",    "for",      "from",
              "this",    "that",       "each",   "not",   "its",   "needs",   "turn",   "unit",     "units",
              "draw",    "next",       "roll",   "card",  "cards", "new",     "open",   "settings", "back",
              "home",    "save",       "undo",   "redo",  "more",  "battle",  "dice",   "odds",     "sheet",
              "close",   "apply",      "cancel", "done",  "fire",  "melee",   "morale", "hit",      "hits",
              "against", "left",       "or",     "order", "side",  "steady",  "shaken", "routed",   "removed",
              "report",  "casualties", "losses", "why",   "these", "numbers", "theme",  "dark",     "sounds",
              "read",    "aloud",      "rules",  "your",  "own",   "find",    "hide",   "show",     "all",
              "under",   "other",      "move",   "road",  "rough", "ground"})
            out.insert(QString::fromLatin1(w));
        return out;
    }();
    return words;
}

// Proper names stay as written in every language: the units and commanders of the demos, and
// the titles of published rule systems.
QStringList properNames()
{
    QStringList names{QStringLiteral("King George Commands and We Obey"), QStringLiteral("Chosen Men")};
    // The demos' and the guided first battles' (the tutorials' own files have no sides).
    QFileInfoList files = QDir(QStringLiteral(RESOURCES_DIR "/scenarios"))
                              .entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    files += QDir(QStringLiteral(RESOURCES_DIR "/tutorials"))
                 .entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    std::function<void(const QJsonValue &)> walk = [&](const QJsonValue &v) {
        if (v.isArray()) {
            for (const QJsonValue &item : v.toArray())
                walk(item);
            return;
        }
        if (!v.isObject())
            return;
        const QJsonObject o = v.toObject();
        if (o.contains(u"type") && o.value(u"name").isString())
            names.append(o.value(u"name").toString());
        walk(o.value(u"commanders"));
        walk(o.value(u"units"));
    };
    for (const QFileInfo &f : files) {
        QFile file(f.filePath());
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonArray sides
                = QJsonDocument::fromJson(file.readAll()).object().value(u"sides").toArray();
            for (const QJsonValue &side : sides)
                walk(side.toObject().value(u"commanders"));
        }
    }
    // Longest first, so "1/52nd Foot" goes before a shorter name inside it.
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return names;
}

struct Shown {
    QQuickItem *item;
    QString text;
    QRectF rect; // in the scene, within every clipping ancestor
    QRectF glyphs; // where its letters are, in the scene
    QRectF box; // the whole item, in the scene, unclipped
};

// Where a text's letters are: its content's size, placed in its box by its alignment.
QRectF glyphRect(QQuickItem *item)
{
    const qreal w = item->property("contentWidth").toReal();
    const qreal h = item->property("contentHeight").toReal();
    if (w <= 0 || h <= 0)
        return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    const QVariant effective = item->property("effectiveHorizontalAlignment");
    const int horizontal
        = effective.isValid() ? effective.toInt() : item->property("horizontalAlignment").toInt();
    const int vertical = item->property("verticalAlignment").toInt();
    const qreal left = item->property("leftPadding").toReal();
    const qreal right = item->property("rightPadding").toReal();
    const qreal top = item->property("topPadding").toReal();
    const qreal bottom = item->property("bottomPadding").toReal();
    qreal x = left;
    if (horizontal & Qt::AlignRight)
        x = item->width() - right - w;
    else if (horizontal & Qt::AlignHCenter)
        x = left + (item->width() - left - right - w) / 2;
    qreal y = top;
    if (vertical & Qt::AlignBottom)
        y = item->height() - bottom - h;
    else if (vertical & Qt::AlignVCenter)
        y = top + (item->height() - top - bottom - h) / 2;
    return item->mapRectToScene(QRectF(x, y, w, h));
}

bool effectivelyShown(QQuickItem *item)
{
    for (QQuickItem *i = item; i; i = i->parentItem())
        if (!i->isVisible() || i->opacity() <= 0.01)
            return false;
    return true;
}

// Every text on screen: Text, Label and the text of buttons and fields, where the eye can see it.
void collectTexts(QQuickItem *root, const QRectF &window, QList<Shown> *out)
{
    if (!root || !root->isVisible() || root->opacity() <= 0.01)
        return;
    if (root->inherits("QQuickText") || root->inherits("QQuickTextInput")
        || root->inherits("QQuickTextEdit")) {
        const QString text = root->property("text").toString().trimmed();
        QRectF r = root->mapRectToScene(QRectF(0, 0, root->width(), root->height())).intersected(window);
        for (QQuickItem *p = root->parentItem(); p && !r.isEmpty(); p = p->parentItem())
            if (p->clip())
                r = r.intersected(p->mapRectToScene(QRectF(0, 0, p->width(), p->height())));
        if (!text.isEmpty() && !r.isEmpty() && effectivelyShown(root))
            out->append({root, text, r, glyphRect(root).intersected(r),
                         root->mapRectToScene(QRectF(0, 0, root->width(), root->height()))});
    }
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        collectTexts(child, window, out);
}

// In a list or sheet that scrolls sideways, where a text may lie beyond the window's edge.
bool inFlickable(QQuickItem *item)
{
    for (QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (p->inherits("QQuickFlickable") && p->property("contentWidth").toReal() > p->width() + 1)
            return true;
    return false;
}

bool isAncestor(QQuickItem *a, QQuickItem *b)
{
    for (QQuickItem *p = b->parentItem(); p; p = p->parentItem())
        if (p == a)
            return true;
    return false;
}

// The child of the window's content item a text lies in: the page, or the overlay of popups.
QQuickItem *layerOf(QQuickItem *item, QQuickItem *content)
{
    QQuickItem *layer = item;
    while (layer->parentItem() && layer->parentItem() != content)
        layer = layer->parentItem();
    return layer;
}

} // namespace

class TestLanguages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void mainScreens();
    void tutorBubble_data();
    void tutorBubble();

private:
    QQuickItem *item(const QString &name)
    {
        return adjutant::testing::findVisibleItem(m_window->contentItem(), name);
    }
    void settle();
    void tap(const QString &name);
    void check(const QString &screen);
    QString m_language;
    QStringList m_properNames;
    QStringList m_names; // proper names, and the names of scenarios and rule systems as shown
    QStringList m_problems;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
};

void TestLanguages::initTestCase()
{
    qputenv("ADJUTANT_SEED", "20261122");
    QStandardPaths::setTestModeEnabled(true);
    // A scratch data folder: no battle of an earlier run to continue.
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    m_language = qEnvironmentVariable("ADJUTANT_TEST_LANGUAGE", QStringLiteral("de"));
    QLocale::setDefault(QLocale(m_language));
    adjutant::installTranslations(*QCoreApplication::instance());
    m_properNames = properNames();
    m_names = m_properNames;
    for (const QString &folder :
         {QStringLiteral("rulesets"), QStringLiteral("scenarios"), QStringLiteral("tutorials")}) {
        const QFileInfoList files = QDir(QStringLiteral(RESOURCES_DIR "/") + folder)
                                        .entryInfoList({QStringLiteral("*.json")}, QDir::Files);
        for (const QFileInfo &f : files) {
            QFile file(f.filePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
            const QByteArray context = (o.contains(u"steps")         ? "tutorial:"
                                            : o.contains(u"ruleset") ? "scenario:"
                                                                     : "ruleset:")
                + o.value(u"id").toString().toUtf8();
            m_names.append(QCoreApplication::translate(context.constData(),
                                                       o.value(u"name").toString().toUtf8().constData()));
        }
    }
    QDir().mkpath(QStringLiteral(SCREENSHOT_DIR));
    adjutant::ui::applyAppearance();
    m_engine = new QQmlApplicationEngine;
    m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    m_engine->load(QUrl(QStringLiteral("qrc:/qt/qml/Adjutant/Main.qml")));
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
    QVERIFY(m_window);
    m_window->resize(1024, 600);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QTRY_COMPARE(m_window->size(), QSize(1024, 600));
}

void TestLanguages::cleanupTestCase()
{
    delete m_engine;
}

void TestLanguages::settle()
{
    QTRY_COMPARE(m_window->contentItem()->size(), QSizeF(m_window->size()));
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    QVERIFY(stack);
    QTRY_VERIFY(!stack->property("busy").toBool());
    QTRY_VERIFY(!adjutant::testing::anyLoaderLoading(m_window->contentItem()));
    QTRY_COMPARE(m_engine->incubationController()->incubatingObjectCount(), 0);
    // No drawer or popup sliding or fading in or out.
    QTRY_VERIFY(!adjutant::testing::anyPopupMoving(m_window));
    QVERIFY(QQuickTest::qWaitForPolish(m_window));
}

void TestLanguages::tap(const QString &name)
{
    settle();
    // A unit's row while a sheet has the width: in the order of battle's drawer, as a player
    // opens it from the card's strip.
    if (QQuickItem *page = item(QStringLiteral("battlePage"));
        page && page->property("folded").toBool() && name.startsWith(u"unitRow-") && !item(name)) {
        tap(QStringLiteral("orderOfBattleButton"));
        QObject *drawer = nullptr;
        QTRY_VERIFY((drawer = m_window->findChild<QObject *>(QStringLiteral("orderOfBattleDrawer")))
                    && drawer->property("opened").toBool());
        settle();
    }
    QQuickItem *target = nullptr;
    QTRY_VERIFY2_WITH_TIMEOUT((target = item(name)) != nullptr, qPrintable(name), 5000);
    for (QQuickItem *p = target->parentItem(); p; p = p->parentItem()) {
        if (p->inherits("QQuickFlickable")) {
            const QPointF inFlick = target->mapToItem(p, QPointF(0, target->height() / 2));
            if (inFlick.y() < 0 || inFlick.y() > p->height()) {
                const qreal maxY = std::max<qreal>(0, p->property("contentHeight").toReal() - p->height());
                p->setProperty(
                    "contentY",
                    std::clamp(p->property("contentY").toReal() + inFlick.y() - p->height() / 2, 0.0, maxY));
                QVERIFY(QQuickTest::qWaitForPolish(m_window)); // the list fills the rows scrolled into view
            }
            break;
        }
    }
    const QPointF centre = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

// What the screen shows now: saved, and every text on it checked.
void TestLanguages::check(const QString &screen)
{
    settle();
    const QImage image = m_window->grabWindow();
    QVERIFY(!image.isNull());
    QVERIFY(adjutant::testing::saveScreenshot(
        image, QStringLiteral(SCREENSHOT_DIR "/22-%1-%2.png").arg(m_language, screen)));

    const QRectF window(QPointF(0, 0), m_window->size());
    QList<Shown> texts;
    collectTexts(m_window->contentItem(), window, &texts);
    QVERIFY2(texts.size() >= 5, qPrintable(screen + u": hardly any text found"));
    const auto say
        = [&](const QString &what) { m_problems.append(QStringLiteral("%1: %2").arg(screen, what)); };
    for (const QString &markup : adjutant::testing::markupShown(m_window->contentItem()))
        say(u"shown as markup: " + markup);
    static const QRegularExpression word(QStringLiteral("\\p{L}+"));
    for (const Shown &s : std::as_const(texts)) {
        // Cut off: elided by the text itself, or wider than its box without wrapping.
        // A name (of a unit, a scenario, a rule system) can be any length, and may be elided
        // where it has little room; what Adjutant itself says must fit.
        const bool holdsAName = std::any_of(m_names.cbegin(), m_names.cend(),
                                            [&](const QString &name) { return s.text.contains(name); });
        if (s.item->property("truncated").toBool() && !holdsAName)
            say(QStringLiteral("\"%1\" is cut off").arg(s.text));
        if (!holdsAName && (s.box.right() > window.right() + 1 || s.box.left() < -1) && !inFlickable(s.item))
            say(QStringLiteral("\"%1\" runs off the screen").arg(s.text));
        const bool wraps = s.item->property("wrapMode").toInt() != 0;
        const qreal contentWidth = s.item->property("contentWidth").toReal();
        if (!wraps && s.item->inherits("QQuickText") && s.item->width() > 0
            && contentWidth > s.item->width() + 1.5)
            say(QStringLiteral("\"%1\" runs out of its box (%2 px in %3)")
                    .arg(s.text)
                    .arg(contentWidth)
                    .arg(s.item->width()));
        // In German or French, no English: proper names aside.
        if (m_language != u"en") {
            QString rest = s.text;
            for (const QString &name : std::as_const(m_properNames))
                rest.replace(name, QStringLiteral(" "));
            for (auto it = word.globalMatch(rest); it.hasNext();) {
                const QString w = it.next().captured().toLower();
                if (englishWords().contains(w)) {
                    say(QStringLiteral("\"%1\" reads English (\"%2\")").arg(s.text, w));
                    break;
                }
            }
        }
    }
    // Over one another: two texts of the same layer whose boxes overlap (their glyphs, not just
    // padding: a few pixels of slack).
    for (qsizetype i = 0; i < texts.size(); ++i) {
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            const Shown &a = texts[i];
            const Shown &b = texts[j];
            if (a.glyphs.width() < 4 || a.glyphs.height() < 4 || b.glyphs.width() < 4 || b.glyphs.height() < 4
                || isAncestor(a.item, b.item) || isAncestor(b.item, a.item)
                || layerOf(a.item, m_window->contentItem()) != layerOf(b.item, m_window->contentItem()))
                continue;
            const QRectF o = a.glyphs.adjusted(1, 2, -1, -2).intersected(b.glyphs.adjusted(1, 2, -1, -2));
            if (o.width() > 1 && o.height() > 1)
                say(QStringLiteral("\"%1\" overlaps \"%2\" (at %3,%4, %5×%6 px)")
                        .arg(a.text, b.text)
                        .arg(o.x())
                        .arg(o.y())
                        .arg(o.width())
                        .arg(o.height()));
        }
    }
}

void TestLanguages::mainScreens()
{
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    check(QStringLiteral("home"));

    tap(QStringLiteral("newBattleTile"));
    QTRY_VERIFY(item(QStringLiteral("scenario-kgcwo-demo")));
    check(QStringLiteral("new-battle"));
    tap(QStringLiteral("scenario-kgcwo-demo"));
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    tap(QStringLiteral("drawButton"));
    check(QStringLiteral("battle"));

    // The 88th fires once its card has come up (the umpire's correction says it has).
    auto *session = m_engine->singletonInstance<adjutant::ui::BattleSession *>(
        qmlTypeId("Adjutant", 1, 0, "BattleSession"));
    QVERIFY(session
            && session->setField(QStringLiteral("88th"), QStringLiteral("activated"), true,
                                 m_language == u"fr" ? QStringLiteral("sa carte est sortie")
                                                     : QStringLiteral("seine Karte kam")));
    tap(QStringLiteral("unitRow-88th"));
    QTRY_VERIFY(item(QStringLiteral("action-fire")));
    check(QStringLiteral("unit-sheet"));
    tap(QStringLiteral("action-fire"));
    tap(QStringLiteral("target-45e-1"));
    // The distance measured, typed into its box: the pad comes once it is in, and the range band
    // it gives is shown in the language too.
    tap(QStringLiteral("input-distance-typed"));
    QTRY_VERIFY(item(QStringLiteral("input-distance-typed"))->hasActiveFocus());
    QTest::keyClick(m_window, '6');
    QTest::keyClick(m_window, Qt::Key_Return);
    QTRY_VERIFY(item(QStringLiteral("dicePad")));
    QVERIFY(!item(QStringLiteral("inputBand-distance"))->property("text").toString().trimmed().isEmpty());
    check(QStringLiteral("test-sheet"));
    // The volley rolled by hand: its result, each die's and the outcome's Why? in the language,
    // then applied, for the journal to tell.
    QObject *sheet = item(QStringLiteral("testSheetView"))->property("sheet").value<QObject *>();
    QVERIFY(sheet);
    for (int i = 0; i < 12 && sheet->property("waiting").toBool(); ++i)
        tap(i % 2 ? QStringLiteral("face-2") : QStringLiteral("face-9"));
    QTRY_VERIFY(sheet->property("complete").toBool());
    QTRY_VERIFY(item(QStringLiteral("why-0")));
    check(QStringLiteral("test-result"));
    tap(QStringLiteral("applyButton"));
    QTRY_VERIFY(sheet->property("applied").toBool());
    tap(QStringLiteral("closeTestSheet"));
    QTRY_VERIFY(!item(QStringLiteral("testSheetView")));

    tap(QStringLiteral("journalButton"));
    check(QStringLiteral("journal"));
    QTest::keyClick(m_window, Qt::Key_Escape);

    // A horse charge: the responses with their odds, then rolled by hand to its end, the melee
    // and its Why? in the language.
    QVERIFY(session->setField(QStringLiteral("14th-ld"), QStringLiteral("activated"), true,
                              m_language == u"fr" ? QStringLiteral("sa carte est sortie")
                                                  : QStringLiteral("seine Karte kam")));
    tap(QStringLiteral("unitRow-14th-ld"));
    QTRY_VERIFY(item(QStringLiteral("procedure-charge")));
    tap(QStringLiteral("procedure-charge"));
    QTRY_VERIFY(item(QStringLiteral("chargeFlowView")));
    QObject *flow = item(QStringLiteral("chargeFlowView"))->property("flow").value<QObject *>();
    QVERIFY(flow);
    tap(QStringLiteral("chargeTarget-45e-2"));
    QTRY_COMPARE(flow->property("targetId").toString(), QStringLiteral("45e-2"));
    tap(QStringLiteral("distance-8"));
    tap(QStringLiteral("distanceOk"));
    QTRY_VERIFY2(flow->property("allowed").toBool(), qPrintable(flow->property("refusal").toString()));
    QString response;
    const auto *responses = flow->property("responses").value<adjutant::ui::GadgetListModel *>();
    QVERIFY(responses);
    for (int i = 0; i < responses->count() && response.isEmpty(); ++i)
        if (responses->value(i, QStringLiteral("available")).toBool())
            response = responses->value(i, QStringLiteral("responseId")).toString();
    QVERIFY(!response.isEmpty());
    QTRY_VERIFY(item(QStringLiteral("response-") + response));
    QTRY_VERIFY_WITH_TIMEOUT(!flow->property("oddsBusy").toBool(), 30'000);
    check(QStringLiteral("charge-responses"));
    tap(QStringLiteral("response-") + response);
    QTRY_VERIFY(flow->property("waiting").toBool());
    for (int i = 0; i < 60 && flow->property("waiting").toBool(); ++i) {
        const int sides = flow->property("dieSides").toInt();
        QQuickItem *face = nullptr;
        QTRY_VERIFY((face = item(QStringLiteral("face-%1").arg(i % 2 ? 2 : std::min(sides, 5)))) != nullptr);
        tap(face->objectName());
    }
    QTRY_VERIFY(flow->property("complete").toBool());
    check(QStringLiteral("charge-result"));
    tap(QStringLiteral("chargeApply"));
    QTRY_VERIFY(!item(QStringLiteral("chargeFlowView")) || flow->property("applied").toBool());
    if (item(QStringLiteral("closeChargeFlow")))
        tap(QStringLiteral("closeChargeFlow"));
    QTRY_VERIFY(!item(QStringLiteral("chargeFlowView")));

    if (item(QStringLiteral("reportButton"))) {
        tap(QStringLiteral("reportButton"));
    } else { // folded into the menu: a language's labels did not fit the header
        tap(QStringLiteral("moreButton"));
        check(QStringLiteral("more-menu"));
        QQuickItem *menu = nullptr;
        QTRY_VERIFY((menu = item(QStringLiteral("moreMenu"))) != nullptr
                    || m_window->findChild<QObject *>(QStringLiteral("moreMenu")));
        QQuickItem *entry = nullptr;
        std::function<void(QQuickItem *)> find = [&](QQuickItem *i) {
            if (i->inherits("QQuickMenuItem") && i->isVisible()
                && i->property("text").toString() == QCoreApplication::translate("MoreMenu", "Report"))
                entry = i;
            for (QQuickItem *c : i->childItems())
                find(c);
        };
        find(m_window->contentItem());
        QVERIFY(entry);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier,
                          entry->mapToScene(QPointF(entry->width() / 2, entry->height() / 2)).toPoint());
    }
    QTRY_VERIFY(item(QStringLiteral("reportPage")));
    check(QStringLiteral("report"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));

    tap(QStringLiteral("homeButton"));
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    tap(QStringLiteral("settingsTile"));
    QTRY_VERIFY(item(QStringLiteral("settingsPage")));
    check(QStringLiteral("settings"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));

    tap(QStringLiteral("diceTile"));
    tap(QStringLiteral("rollButton"));
    QTRY_VERIFY(item(QStringLiteral("resultValue")));
    check(QStringLiteral("dice"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));

    // A drill of King George's modifiers, answered wrong, to be told why in the language.
    tap(QStringLiteral("learnTile"));
    QTRY_VERIFY(item(QStringLiteral("learnPage")));
    QObject *learn = item(QStringLiteral("learnPage"))->property("controller").value<QObject *>();
    QVERIFY(learn);
    tap(QStringLiteral("system-kgcwo"));
    QTRY_COMPARE(learn->property("systemId").toString(), QStringLiteral("kgcwo"));
    tap(QStringLiteral("kind-total"));
    QTRY_COMPARE(learn->property("drillKind").toString(), QStringLiteral("total"));
    check(QStringLiteral("drill"));
    for (int i = 0; i < 9; ++i)
        tap(QStringLiteral("totalPlus"));
    tap(QStringLiteral("totalAnswerButton"));
    QTRY_VERIFY(learn->property("answered").toBool());
    check(QStringLiteral("drill-answered"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));

    // The other three rule systems: their battle screen and a unit's sheet.
    struct Demo {
        const char *scenario;
        const char *unit;
    };
    for (const Demo &d : {Demo{"chosen-men-demo", "unitRow-redcoats"},
                          Demo{"nap-igougo-demo", "unitRow-ir-12"}, Demo{"brigade-demo", "unitRow-30th"}}) {
        const QString scenario = QString::fromLatin1(d.scenario);
        tap(QStringLiteral("newBattleTile"));
        tap(u"scenario-" + scenario);
        QTRY_VERIFY(item(QStringLiteral("battlePage")));
        check(scenario + u"-battle");
        const QString unit = QString::fromLatin1(d.unit);
        tap(unit);
        QTRY_VERIFY(item(QStringLiteral("unitSheetView")));
        check(scenario + u"-unit-sheet");
        tap(QStringLiteral("homeButton"));
        QTRY_VERIFY(item(QStringLiteral("homePage")));
    }

    QVERIFY2(
        m_problems.isEmpty(),
        qPrintable(
            QStringLiteral("%1 problem(s):\n  %2").arg(m_problems.size()).arg(m_problems.join(u"\n  "))));
}

void TestLanguages::tutorBubble_data()
{
    QTest::addColumn<QString>("system");
    for (const char *id : {"kgcwo", "chosen-men", "nap-igougo", "brigade"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

// Each guided first battle, step by step, from the Learn page: the tutor's bubble on every step,
// its title and text in the language (no step left in English: each differs from the tutorial
// file's own words), the whole bubble on the screen and its words in it without scrolling, and
// the screen checked as the others are (nothing cut off, out of its box, over another text, or
// English). Steps that only explain go on with Next; a step done at the table is told done as
// the screens tell the tutor (the bubble is what is checked here, not the play: tst_app plays it).
void TestLanguages::tutorBubble()
{
    QFETCH(QString, system);
    m_problems.clear();
    auto *tutor = m_engine->singletonInstance<adjutant::ui::Tutor *>(qmlTypeId("Adjutant", 1, 0, "Tutor"));
    QVERIFY(tutor);
    tutor->restart(system); // from its first step, whatever an earlier run left
    QFile file(QStringLiteral(RESOURCES_DIR "/tutorials/%1.json").arg(system));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray source = QJsonDocument::fromJson(file.readAll()).object().value(u"steps").toArray();
    QVERIFY(!source.isEmpty());

    if (!item(QStringLiteral("homePage"))) {
        tap(QStringLiteral("homeButton"));
        QTRY_VERIFY(item(QStringLiteral("homePage")));
    }
    tap(QStringLiteral("learnTile"));
    tap(QStringLiteral("tutorTab"));
    tap(u"startTutorial-"_qs + system);
    QTRY_VERIFY(item(QStringLiteral("battlePage")));
    QTRY_VERIFY(tutor->active());
    QCOMPARE(tutor->stepCount(), int(source.size()));
    const QRectF window(QPointF(0, 0), m_window->size());
    for (int i = 0; i < source.size(); ++i) {
        QTRY_COMPARE(tutor->stepIndex(), i);
        const QJsonObject step = source.at(i).toObject();
        const QString where = system + u" step "_qs + step.value(u"id").toString();
        QQuickItem *title = nullptr;
        QTRY_VERIFY((title = item(QStringLiteral("tutorTitle"))) != nullptr);
        QQuickItem *text = item(QStringLiteral("tutorText"));
        QVERIFY(text);
        QTRY_COMPARE(text->property("text").toString(), tutor->stepText());
        if (m_language != u"en") {
            if (tutor->stepTitle() == step.value(u"title").toString())
                m_problems.append(where + u": the title is not translated"_qs);
            if (tutor->stepText() == step.value(u"text").toString())
                m_problems.append(where + u": the text is not translated"_qs);
        }
        check(u"tutor-"_qs + system + u'-' + QString::number(i + 1));
        // The bubble within the window, and all its words in it without scrolling.
        QQuickItem *flick = title->parentItem() ? title->parentItem()->parentItem() : nullptr;
        while (flick && !flick->inherits("QQuickFlickable"))
            flick = flick->parentItem();
        QVERIFY(flick);
        // The bubble sizes itself to the place it points at, which may still be settling: its
        // words are given until then to fit.
        const auto fits
            = [flick] { return flick->property("contentHeight").toReal() <= flick->height() + 1; };
        (void)QTest::qWaitFor(fits); // judged below
        const QRectF bubble = flick->mapRectToScene(QRectF(0, 0, flick->width(), flick->height()));
        if (!window.adjusted(-1, -1, 1, 1).contains(bubble))
            m_problems.append(where + u": the bubble runs off the screen"_qs);
        if (!fits())
            m_problems.append(QStringLiteral("%1: the bubble's words do not fit it (%2 px in %3)")
                                  .arg(where)
                                  .arg(flick->property("contentHeight").toReal())
                                  .arg(flick->height()));
        if (tutor->stepIsRead())
            tap(QStringLiteral("tutorNext"));
        else
            tutor->notify(tutor->stepUntil(), {tutor->stepAt()});
    }
    QTRY_VERIFY(!tutor->active()); // Finish on the last step
    tap(QStringLiteral("homeButton"));
    QTRY_VERIFY(item(QStringLiteral("homePage")));
    QVERIFY2(
        m_problems.isEmpty(),
        qPrintable(
            QStringLiteral("%1 problem(s):\n  %2").arg(m_problems.size()).arg(m_problems.join(u"\n  "))));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
