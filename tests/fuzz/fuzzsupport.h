// What every fuzz target shares: one quiet QCoreApplication, a scratch folder, and no user files.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace adjutant::fuzz {

// A folder of the target's own, removed at exit: battle files are written and opened there. In
// memory (/dev/shm) where there is one, since saving a battle syncs it to the disk, which would
// make each run ten times slower; FUZZ_SCRATCH_DIR chooses another place (the campaign gives
// one, and removes it with what crashed runs leave behind).
inline QString scratchTemplate()
{
    const QString chosen = qEnvironmentVariable("FUZZ_SCRATCH_DIR");
    const QString base = !chosen.isEmpty()                   ? chosen
        : QFileInfo(QStringLiteral("/dev/shm")).isWritable() ? QStringLiteral("/dev/shm")
                                                             : QDir::tempPath();
    QDir().mkpath(base);
    return base + QStringLiteral("/adjutant-fuzz-XXXXXX");
}

inline QString scratch()
{
    static const QTemporaryDir dir(scratchTemplate());
    if (!dir.isValid())
        std::abort();
    return dir.path();
}

// Like adjutant-cli: a QCoreApplication (translations and resources as the tools have them),
// messages dropped so that a million warnings do not drown the fuzzer's output, and the user's
// ruleset folder pointed at an empty place so that only the built-in rulesets are found.
// FUZZ_VERBOSE=1 keeps the messages.
inline void startQt()
{
    static int argc = 1;
    static char name[] = "adjutant-fuzz";
    static char *argv[] = {name, nullptr};
    if (QCoreApplication::instance())
        return;
    qputenv("ADJUTANT_RULESETS_DIR", (scratch() + QStringLiteral("/no-user-rulesets")).toUtf8());
    if (!qEnvironmentVariableIsSet("FUZZ_VERBOSE"))
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
            if (type == QtFatalMsg) {
                std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
                std::abort();
            }
        });
    new QCoreApplication(argc, argv); // lives until exit, as in main()
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

// A broken promise of the code under test (not a bad input): report it and stop, so that the
// fuzzer keeps the input as a crash.
[[noreturn]] inline void broken(const char *what, const QString &detail = QString())
{
    std::fprintf(stderr, "fuzz: %s%s%s\n", what, detail.isEmpty() ? "" : ": ",
                 detail.toLocal8Bit().constData());
    std::abort();
}

// With FUZZ_TIME_INPUTS set, the slowest input of the run is printed at exit, named by its SHA-1
// (libFuzzer names corpus files so): the campaign's "slowest" column. Put one at the top of
// LLVMFuzzerTestOneInput.
class Timed
{
public:
    Timed(const uint8_t *data, size_t size) : m_data(data), m_size(size)
    {
        if (enabled())
            m_clock.start();
    }
    ~Timed()
    {
        if (!enabled())
            return;
        Slowest &s = slowest();
        const qint64 ns = m_clock.nsecsElapsed();
        if (ns <= s.ns)
            return;
        s.ns = ns;
        s.size = m_size;
        s.sha1 = QCryptographicHash::hash(bytes(m_data, m_size), QCryptographicHash::Sha1).toHex();
    }
    Timed(const Timed &) = delete;
    Timed &operator=(const Timed &) = delete;

private:
    struct Slowest {
        qint64 ns = -1;
        size_t size = 0;
        QByteArray sha1;
        ~Slowest()
        {
            if (ns >= 0)
                std::fprintf(stderr, "fuzz: slowest input %.1f ms, %zu bytes, %s\n", double(ns) / 1e6, size,
                             sha1.constData());
        }
    };
    static bool enabled()
    {
        static const bool on = qEnvironmentVariableIsSet("FUZZ_TIME_INPUTS");
        return on;
    }
    static Slowest &slowest()
    {
        static Slowest s;
        return s;
    }
    const uint8_t *m_data;
    size_t m_size;
    QElapsedTimer m_clock;
};

} // namespace adjutant::fuzz
