// The QR code of a hosted battle's address: read back by a real reader (zbarimg, zbar-tools), with
// its three finder patterns where readers look for them, at any size it is drawn.

#include "qrcode.h"

#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using adjutant::render::QrCode;

class TestQrCode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsBack_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("moduleSize");
        QTest::newRow("a LAN address") << "http://192.168.1.20:8765/" << 8;
        QTest::newRow("small modules") << "http://10.0.0.7:8765/" << 3;
        QTest::newRow("an IPv6 address") << "http://[fe80::1c2b:3dff:fe4a:5b6c]:8765/" << 6;
    }
    void readsBack()
    {
        QFETCH(QString, text);
        QFETCH(int, moduleSize);
        const QString zbarimg = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
        QVERIFY2(!zbarimg.isEmpty(), "zbarimg (zbar-tools, which quickstart installs) reads the code back");
        const QImage image = QrCode::image(text, moduleSize);
        QVERIFY(!image.isNull());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("code.png"));
        QVERIFY(image.save(path));
        QProcess reader;
        reader.start(zbarimg, {QStringLiteral("--quiet"), QStringLiteral("--raw"), path});
        QVERIFY(reader.waitForFinished(60000));
        QCOMPARE(QString::fromUtf8(reader.readAllStandardOutput()).trimmed(), text);
    }

    // A module is dark where the finder patterns' rings are: the corners a reader looks at first.
    void finderPatternsInTheirCorners()
    {
        int width = 0;
        const QList<bool> dark = QrCode::modules(QStringLiteral("http://192.168.1.20:8765/"), &width);
        QVERIFY(width >= 21);
        const auto at = [&](int x, int y) { return dark.at(qsizetype(y) * width + x); };
        for (const QPoint corner : {QPoint(0, 0), QPoint(width - 7, 0), QPoint(0, width - 7)}) {
            for (int i = 0; i < 7; ++i) {
                QVERIFY(at(corner.x() + i, corner.y()) && at(corner.x() + i, corner.y() + 6));
                QVERIFY(at(corner.x(), corner.y() + i) && at(corner.x() + 6, corner.y() + i));
            }
            QVERIFY(!at(corner.x() + 1, corner.y() + 1)); // the light ring
            QVERIFY(at(corner.x() + 3, corner.y() + 3)); // the dark centre
        }
    }

    void tooLongIsRefused()
    {
        int width = -1;
        QVERIFY(QrCode::modules(QString(8000, u'x'), &width).isEmpty());
        QCOMPARE(width, 0);
        QVERIFY(QrCode::image(QString(8000, u'x')).isNull());
    }
};

QTEST_MAIN(TestQrCode)
#include "tst_qrcode.moc"
