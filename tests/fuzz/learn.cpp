// The learn files (core/learn): the input is learn/progress.json (fuzz_learnprogress) or
// learn/tutor.json (fuzz_learntutor), read as the app reads them when it starts.
// Checked besides not crashing: a file that does not read is moved aside byte for byte
// (NAME.damaged-DATE), said in a notice, and a fresh one can then be written in its place; one
// that reads is written again and reads back the same progress.
#include "fuzzsupport.h"

#include "learn/drill.h"
#include "learn/tutorial.h"

#include <QDir>
#include <QFile>

using namespace adjutant;
using namespace adjutant::learn;

namespace {

QString folder()
{
    return fuzz::scratch() + QStringLiteral("/learn");
}

QByteArray readBack(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What a file's progress is, as JSON to compare.
#ifdef FUZZ_TUTOR
using Loaded = TutorProgressFile::Loaded;
const char *kName = "tutor.json";
Loaded load(const QString &path)
{
    return TutorProgressFile::load(path);
}
bool save(const QString &path, const Loaded &l, QString *error)
{
    return TutorProgressFile::save(path, l.progress, error);
}
bool same(const Loaded &a, const Loaded &b)
{
    return a.progress == b.progress;
}
#else
using Loaded = DrillProgressFile::Loaded;
const char *kName = "progress.json";
Loaded load(const QString &path)
{
    return DrillProgressFile::load(path);
}
bool save(const QString &path, const Loaded &l, QString *error)
{
    return DrillProgressFile::save(path, l.progress, error);
}
bool same(const Loaded &a, const Loaded &b)
{
    if (a.progress.keys() != b.progress.keys())
        return false;
    for (auto it = a.progress.begin(); it != a.progress.end(); ++it)
        if (it.value().toJson() != b.progress.value(it.key()).toJson())
            return false;
    return true;
}
#endif

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    QDir(folder()).removeRecursively();
    QDir().mkpath(folder());
    const QString path = folder() + u'/' + QLatin1String(kName);
    const QByteArray input = fuzz::bytes(data, size);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(input) != input.size())
            fuzz::broken("cannot write the scratch file", path);
    }
    const Loaded loaded = load(path);
    if (!loaded.writable)
        fuzz::broken("a plain file left alone", loaded.notice);
    QString error;
    if (!loaded.notice.isEmpty()) {
        // Moved aside whole, and said.
        const QStringList aside
            = QDir(folder()).entryList({QLatin1String(kName) + QStringLiteral(".damaged-*")});
        if (aside.size() != 1 || QFile::exists(path))
            fuzz::broken("a file that does not read was not moved aside", loaded.notice);
        if (readBack(folder() + u'/' + aside.first()) != input)
            fuzz::broken("a file moved aside is not the same bytes");
        if (!loaded.notice.contains(aside.first()))
            fuzz::broken("the notice does not name where the file was kept", loaded.notice);
        if (!loaded.progress.isEmpty())
            fuzz::broken("a file that does not read gave progress");
    } else if (readBack(path) != input) {
        fuzz::broken("a file that reads was changed by reading it");
    }
    // Written again, it reads back the same, with nothing to say.
    if (!save(path, loaded, &error))
        fuzz::broken("progress cannot be written again", error);
    const Loaded again = load(path);
    if (!again.notice.isEmpty() || !same(loaded, again))
        fuzz::broken("progress written does not read back the same", again.notice);
    return 0;
}
