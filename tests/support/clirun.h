#pragma once

// adjutant-cli run as a user runs it, for the command-line tests: its exit status and what it
// wrote, with text fed to its standard input and the environment it starts in (a user's
// language). The test target defines ADJUTANT_CLI_PATH.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace adjutant::testing {

struct CliRun {
    int exitCode = -1; // -1: it did not finish in time
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

inline CliRun runCli(const QStringList &args, const QByteArray &input = {},
                     const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ADJUTANT_CLI_PATH), args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    CliRun r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace adjutant::testing
