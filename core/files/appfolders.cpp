#include "appfolders.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace adjutant {

namespace {
const QString kName = QStringLiteral("Adjutant");

QString dataHome()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
}

QString overridable(const char *variable, const QString &folder)
{
    const QString overridden = qEnvironmentVariable(variable);
    return overridden.isEmpty() ? folder : overridden;
}
} // namespace

void AppFolders::nameApplication()
{
    QCoreApplication::setOrganizationName(kName);
    QCoreApplication::setApplicationName(kName);
}

// Not AppDataLocation: on Linux that is $XDG_DATA_HOME/ORGANISATION/APPLICATION, the doubled
// Adjutant/Adjutant of version 0.1. The organisation's name stays, for the settings file's sake.
QString AppFolders::root()
{
    return dataHome() + u'/' + kName;
}

QString AppFolders::battles()
{
    return root() + QStringLiteral("/battles");
}

QString AppFolders::rulesets()
{
    return overridable("ADJUTANT_RULESETS_DIR", root() + QStringLiteral("/rulesets"));
}

QString AppFolders::scenarios()
{
    return overridable("ADJUTANT_SCENARIOS_DIR", root() + QStringLiteral("/scenarios"));
}

QString AppFolders::armies()
{
    return overridable("ADJUTANT_ARMIES_DIR", root() + QStringLiteral("/armies"));
}

QString AppFolders::oldBattles()
{
    return root() + u'/' + kName + QStringLiteral("/battles");
}

} // namespace adjutant
