// Qt Quick Test runner for the QML components and pages in quick/.
#include "appearance.h"

#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QStandardPaths>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

class Setup : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        adjutant::ui::applyAppearance();
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml")); // see qml/CMakeLists.txt
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_quick, Setup)
#include "tst_quick.moc"
