#include "appfolders.h"

#include "io/sidefile.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

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

namespace {
QString &noticeOfSettings()
{
    static QString notice;
    return notice;
}
} // namespace

QString AppFolders::guardSettings()
{
    noticeOfSettings().clear();
    // The files QSettings reads for the user: the application's, and the organisation's.
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    // Each with the lock QSettings takes (QLockFile, which reads a lock it finds) as it writes.
    const QString app = config + u'/' + kName + u'/' + kName + QStringLiteral(".conf");
    const QString organisation = config + u'/' + kName + QStringLiteral(".conf");
    for (const QString &file : QStringList{app, app + QStringLiteral(".lock"), organisation,
                                           organisation + QStringLiteral(".lock")}) {
        const io::BoundedRead read = io::SideFile::read(file, qint64{1} << 20);
        if (read.ok() || read.missing())
            continue;
        static QTemporaryDir scratch;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.path());
        noticeOfSettings() = QCoreApplication::translate(
                                 "AppFolders",
                                 "The settings file %1 could not be read (%2). It was left as it is, and "
                                 "settings chosen now are not kept after Adjutant closes.")
                                 .arg(file, read.error);
        break;
    }
    return noticeOfSettings();
}

QString AppFolders::settingsNotice()
{
    return noticeOfSettings();
}

QString AppFolders::oldBattles()
{
    return root() + u'/' + kName + QStringLiteral("/battles");
}

} // namespace adjutant
