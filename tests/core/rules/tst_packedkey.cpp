// PackedKey on its own: the key the exact odds know their states by, written as bytes instead of
// text. Two field values key alike exactly when their texts (QVariant::toString) are alike, as the
// text key it replaced had them; a field table keys alike whatever order it holds its entries in;
// and what is written in a different order or split differently keys differently.
#include "rules/packedkey.h"

#include <QTest>

#include <limits>

using namespace adjutant::rules;

class TestPackedKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valuesKeyAlikeAsTheirTexts_data();
    void valuesKeyAlikeAsTheirTexts();
    void fieldsKeyAlikeInAnyOrder();
    void partsAreToldApart_data();
    void partsAreToldApart();
};

namespace {

PackedKey keyOf(const QVariant &v)
{
    PackedKey k;
    k.value(v);
    return k;
}

} // namespace

// Every pair of these values: the keys equal exactly when the texts do (1, 1.0, "1" and 1u are
// one value; true and "true" one; "01", "-0", -0.0 and 1e6 each keep their own text).
void TestPackedKey::valuesKeyAlikeAsTheirTexts_data()
{
    QTest::addColumn<QVariant>("a");
    QTest::addColumn<QVariant>("b");
    const QVariantList values{
        QVariant(),
        QVariant(0),
        QVariant(1),
        QVariant(-1),
        QVariant(12),
        QVariant(999),
        QVariant(1000),
        QVariant(100000),
        QVariant(1000000),
        QVariant(qint64(999'999'999'999'999'999)),
        QVariant(qint64(1'000'000'000'000'000'000)),
        QVariant(std::numeric_limits<qint64>::min()),
        QVariant(1u),
        QVariant(quint64(std::numeric_limits<quint64>::max())),
        QVariant(0.0),
        QVariant(-0.0),
        QVariant(1.0),
        QVariant(-1.0),
        QVariant(12.0),
        QVariant(999.0),
        QVariant(1000.0),
        QVariant(100000.0),
        QVariant(1e6),
        QVariant(0.5),
        QVariant(1e-7),
        QVariant(true),
        QVariant(false),
        QVariant(QString()),
        QVariant(QStringLiteral("0")),
        QVariant(QStringLiteral("1")),
        QVariant(QStringLiteral("-1")),
        QVariant(QStringLiteral("01")),
        QVariant(QStringLiteral("-0")),
        QVariant(QStringLiteral("+1")),
        QVariant(QStringLiteral("1000")),
        QVariant(QStringLiteral("1e+06")),
        QVariant(QStringLiteral("999999999999999999")),
        QVariant(QStringLiteral("1000000000000000000")),
        QVariant(QStringLiteral("true")),
        QVariant(QStringLiteral("line")),
        QVariant(QStringLiteral("lin")),
        QVariant(QStringLiteral("1a")),
    };
    for (qsizetype i = 0; i < values.size(); ++i)
        for (qsizetype j = i; j < values.size(); ++j)
            QTest::addRow("%d %s | %d %s", int(i), qPrintable(values.at(i).toString()), int(j),
                          qPrintable(values.at(j).toString()))
                << values.at(i) << values.at(j);
}

void TestPackedKey::valuesKeyAlikeAsTheirTexts()
{
    QFETCH(QVariant, a);
    QFETCH(QVariant, b);
    QCOMPARE(keyOf(a) == keyOf(b), a.toString() == b.toString());
    QCOMPARE(qHash(keyOf(a)), qHash(keyOf(a)));
}

void TestPackedKey::fieldsKeyAlikeInAnyOrder()
{
    QVariantHash one;
    QVariantHash other;
    const QStringList ids{u"wounds"_qs, u"formation"_qs, u"down"_qs, u"losses"_qs, u"a"_qs, u"b"_qs};
    for (qsizetype i = 0; i < ids.size(); ++i) {
        one.insert(ids.at(i), int(i));
        other.insert(ids.at(ids.size() - 1 - i), double(ids.size() - 1 - i));
    }
    other.reserve(64); // another layout of its buckets
    PackedKey a;
    PackedKey b;
    a.fields(one);
    b.fields(other);
    QCOMPARE(a, b);
    other.insert(u"down"_qs, 7);
    PackedKey c;
    c.fields(other);
    QVERIFY(!(a == c));
}

// What differs only in how it is split or ordered keys differently.
void TestPackedKey::partsAreToldApart_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::newRow("split") << QStringList{u"ab"_qs, u"c"_qs} << QStringList{u"a"_qs, u"bc"_qs};
    QTest::newRow("joined") << QStringList{u"ab"_qs, u""_qs} << QStringList{u"ab"_qs};
    QTest::newRow("order") << QStringList{u"a"_qs, u"b"_qs} << QStringList{u"b"_qs, u"a"_qs};
    QTest::newRow("numbers") << QStringList{u"1"_qs, u"23"_qs} << QStringList{u"12"_qs, u"3"_qs};
    QTest::newRow("a number and its text") << QStringList{u"1"_qs} << QStringList{u"1.0"_qs};
}

void TestPackedKey::partsAreToldApart()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    PackedKey ka;
    PackedKey kb;
    for (const QString &s : std::as_const(a))
        ka.text(s);
    for (const QString &s : std::as_const(b))
        kb.text(s);
    QVERIFY(!(ka == kb));
    PackedKey again;
    for (const QString &s : std::as_const(a))
        again.text(s);
    QCOMPARE(ka, again);
}

QTEST_GUILESS_MAIN(TestPackedKey)
#include "tst_packedkey.moc"
