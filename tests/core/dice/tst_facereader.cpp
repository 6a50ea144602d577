#include "dice/facereader.h"

#include <QTest>

using namespace adjutant::dice;

class TestFaceReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsTypedFaces_data();
    void readsTypedFaces();
    void checksNumericFaces_data();
    void checksNumericFaces();
};

void TestFaceReader::readsTypedFaces_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("sides");
    QTest::addColumn<QList<int>>("faces"); // empty when an error is expected
    QTest::addColumn<QString>("error");

    const QList<int> three10{10, 10, 10};
    QTest::newRow("spaces-and-d10-zero") << "3 0 7" << three10 << QList<int>{3, 10, 7} << "";
    QTest::newRow("compact") << "307" << three10 << QList<int>{3, 10, 7} << "";
    QTest::newRow("commas-and-ten") << "3,10,7" << three10 << QList<int>{3, 10, 7} << "";
    QTest::newRow("semicolons-and-padding") << " 3; 4 ;5 " << three10 << QList<int>{3, 4, 5} << "";
    QTest::newRow("d12-and-d20") << "12 20" << QList<int>{12, 20} << QList<int>{12, 20} << "";
    QTest::newRow("d66-compact") << "35" << QList<int>{6, 6} << QList<int>{3, 5} << "";
    QTest::newRow("single-d10-zero") << "0" << QList<int>{10} << QList<int>{10} << "";
    QTest::newRow("single-d10-ten") << "10" << QList<int>{10} << QList<int>{10} << "";
    QTest::newRow("d6-has-no-zero") << "0" << QList<int>{6} << QList<int>{}
                                    << "die 1 is a d6, which has no face 0";
    QTest::newRow("d6-has-no-seven") << "4 7" << QList<int>{6, 6} << QList<int>{}
                                     << "die 2 is a d6, which has no face 7";
    QTest::newRow("d10-eleven") << "11" << QList<int>{10} << QList<int>{}
                                << "no face 11 (faces 1 to 10; type 0 or 10";
    QTest::newRow("d20-zero-is-not-twenty") << "0" << QList<int>{20} << QList<int>{} << "no face 0";
    QTest::newRow("too-few") << "3 4" << QList<int>{6, 6, 6} << QList<int>{} << "expected 3 face";
    QTest::newRow("too-many") << "1 2 3" << QList<int>{6, 6} << QList<int>{} << "but got 3";
    QTest::newRow("nothing-typed") << "" << QList<int>{6} << QList<int>{} << "but got 0";
    QTest::newRow("not-a-number") << "x 4" << QList<int>{6, 6} << QList<int>{}
                                  << "face 1, 'x', is not a number";
    QTest::newRow("compact-with-letter") << "3a" << QList<int>{6, 6} << QList<int>{} << "'a' at position 2";
    QTest::newRow("negative") << "-3" << QList<int>{6} << QList<int>{} << "no face -3";
}

void TestFaceReader::readsTypedFaces()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, sides);
    QFETCH(QList<int>, faces);
    QFETCH(QString, error);

    const FaceReadResult r = FaceReader::read(text, sides);
    if (error.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.faces, faces);
    } else {
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(error), qPrintable(r.error));
        QVERIFY(r.faces.isEmpty());
    }
}

void TestFaceReader::checksNumericFaces_data()
{
    QTest::addColumn<QList<int>>("input");
    QTest::addColumn<QList<int>>("sides");
    QTest::addColumn<QList<int>>("faces");

    QTest::newRow("d10-zero-becomes-ten") << QList<int>{0, 5} << QList<int>{10, 10} << QList<int>{10, 5};
    QTest::newRow("d3-top") << QList<int>{3} << QList<int>{3} << QList<int>{3};
    QTest::newRow("d3-over") << QList<int>{4} << QList<int>{3} << QList<int>{};
    QTest::newRow("d5-over") << QList<int>{6} << QList<int>{5} << QList<int>{};
    QTest::newRow("d8-zero") << QList<int>{0} << QList<int>{8} << QList<int>{};
}

void TestFaceReader::checksNumericFaces()
{
    QFETCH(QList<int>, input);
    QFETCH(QList<int>, sides);
    QFETCH(QList<int>, faces);
    const FaceReadResult r = FaceReader::check(input, sides);
    QCOMPARE(r.ok(), !faces.isEmpty());
    QCOMPARE(r.faces, faces);
}

QTEST_GUILESS_MAIN(TestFaceReader)
#include "tst_facereader.moc"
