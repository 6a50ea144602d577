// adjutant-render-icon SVG SIZE PNG: the app's icon at one of the icon theme's fixed sizes, drawn
// by the same SVG renderer the app draws it with (Qt's, through its image plugin).
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>

#include <cstdio>
#include <cstdlib>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen"); // the icon's text needs fonts, not a display
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool sized = false;
    const int size = args.value(2).toInt(&sized);
    if (args.size() != 4 || !sized || size <= 0) {
        std::fputs("usage: adjutant-render-icon SVG SIZE PNG\n", stderr);
        return 2;
    }
    QImageReader reader(args[1]);
    reader.setScaledSize(QSize(size, size));
    const QImage image = reader.read();
    if (image.isNull()) {
        std::fprintf(stderr, "adjutant-render-icon: %s: %s\n", qPrintable(args[1]),
                     qPrintable(reader.errorString()));
        return EXIT_FAILURE;
    }
    if (!image.save(args[3], "PNG")) {
        std::fprintf(stderr, "adjutant-render-icon: cannot write %s\n", qPrintable(args[3]));
        return EXIT_FAILURE;
    }
    return EXIT_SUCCESS;
}
