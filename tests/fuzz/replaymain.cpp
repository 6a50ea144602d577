// A main for the fuzz targets without libFuzzer (the gcc builds): runs every file given, or every
// file under the folders given, through LLVMFuzzerTestOneInput once. ctest runs the corpus and
// the regression inputs of each target this way, so every crash ever found is replayed on each
// build. A crash, sanitizer report or abort fails the test; the last "replay:" line names the input.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    QStringList inputs;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QFile::decodeName(argv[i]);
        if (!QFileInfo(arg).isDir()) {
            inputs.append(arg);
            continue;
        }
        QStringList inFolder;
        QDirIterator it(arg, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            inFolder.append(it.next());
        inFolder.sort(); // the same order on every machine
        inputs += inFolder;
    }
    int failed = 0;
    for (const QString &path : std::as_const(inputs)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "replay: cannot read %s\n", qPrintable(path));
            ++failed;
            continue;
        }
        const QByteArray data = file.readAll();
        std::fprintf(stderr, "replay: %s (%lld bytes)\n", qPrintable(path),
                     static_cast<long long>(data.size()));
        std::fflush(stderr);
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
    }
    std::fprintf(stderr, "replay: %lld input(s) done\n", static_cast<long long>(inputs.size()));
    return failed == 0 && !inputs.isEmpty() ? 0 : 1;
}
