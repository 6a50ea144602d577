// Drives the app as a player would: taps real controls in the real Main.qml, offscreen, and
// saves what it shows. Screenshots go to build/tests/e2e/screenshots/.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

namespace {

QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (!root)
        return nullptr;
    if (root->objectName() == name && root->isVisible())
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findItem(child, name))
            return found;
    return nullptr;
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
    void homeToDiceRollAndBack();
    void settingsSwitchesTheTheme();
    void layoutsAtTableSizes_data();
    void layoutsAtTableSizes();
    void realBinaryRendersItsFirstFrame();
    void realBinaryExplainsAMissingDisplay();

private:
    QQuickItem *item(const QString &name);
    void tap(const QString &name);
    void shoot(const QString &name);
    QQuickWindow *m_window = nullptr;
    QQmlApplicationEngine *m_engine = nullptr;
};

void TestApp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationVersion(QStringLiteral("0.0.0-test"));
    QDir().mkpath(QStringLiteral(SCREENSHOT_DIR));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    m_engine = new QQmlApplicationEngine;
    m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    m_engine->load(QUrl(QStringLiteral("qrc:/qt/qml/Adjutant/Main.qml")));
    QCOMPARE(m_engine->rootObjects().size(), 1);
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().first());
    QVERIFY(m_window);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QCOMPARE(m_window->title(), u"Adjutant");
}

void TestApp::cleanupTestCase()
{
    delete m_engine;
}

QQuickItem *TestApp::item(const QString &name)
{
    return findItem(m_window->contentItem(), name);
}

void TestApp::tap(const QString &name)
{
    // A StackView ignores input while a page slides in; a player's tap then would be lost too.
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    QVERIFY(stack);
    QTRY_VERIFY(!stack->property("busy").toBool());
    QQuickItem *target = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((target = item(name)) != nullptr, 3000);
    QVERIFY2(target->isEnabled(), qPrintable(name));
    const QPointF centre = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

void TestApp::shoot(const QString &name)
{
    QObject *stack = m_window->findChild<QObject *>(QStringLiteral("stack"));
    QTRY_VERIFY(!stack->property("busy").toBool());
    const QImage image = m_window->grabWindow();
    QVERIFY2(hasContent(image), qPrintable(name));
    QVERIFY(image.save(QStringLiteral(SCREENSHOT_DIR "/%1.png").arg(name)));
}

void TestApp::homeToDiceRollAndBack()
{
    QVERIFY(item(QStringLiteral("homePage")));
    shoot(QStringLiteral("home"));
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
    QTest::qWait(200); // the switch's knob slides over
    shoot(QStringLiteral("settings-light"));
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
    tap(QStringLiteral("diceTile"));
    QTRY_VERIFY(item(QStringLiteral("dicePage")));
    tap(QStringLiteral("rollButton"));
    QTRY_VERIFY(item(QStringLiteral("resultValue")));
    shoot(QStringLiteral("dice-%1x%2").arg(size.width()).arg(size.height()));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(item(QStringLiteral("homePage")));
}

void TestApp::realBinaryRendersItsFirstFrame()
{
    const QString shot = QStringLiteral(SCREENSHOT_DIR "/first-frame.png");
    QFile::remove(shot);
    QProcess app;
    app.start(QStringLiteral(ADJUTANT_GUI_PATH), {QStringLiteral("--grab"), shot});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    const QImage image(shot);
    QVERIFY(hasContent(image));
    QVERIFY(image.width() >= 480);
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

QTEST_MAIN(TestApp)
#include "tst_app.moc"
