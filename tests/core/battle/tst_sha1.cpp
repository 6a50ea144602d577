#include "battle/sha1.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>

using namespace adjutant::battle;

// The state hash's SHA-1 (Sha1): OpenSSL's, where the build has it, must give Qt's digest for
// every input, however it is fed: whole, in pieces, with a result asked for on the way (the
// cards drawn this turn are digested a draw at a time), finished, and after a reset.
class TestSha1 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsQt_data();
    void sameAsQt();
    void manyInputsAgree();
    void engines();
};

namespace {

QByteArray bytes(qsizetype size, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = char(random.bounded(256));
    return out;
}

QList<Sha1::Engine> enginesBuiltIn()
{
    QList<Sha1::Engine> out{Sha1::Engine::Qt};
    if (Sha1::openSslBuiltIn())
        out.append(Sha1::Engine::OpenSsl);
    return out;
}

// The bytes fed in pieces of `piece` bytes, a result asked for after each piece: each result is
// the digest of the bytes so far.
void feedInPieces(Sha1::Engine engine, const QByteArray &data, qsizetype piece)
{
    Sha1 sha(engine);
    for (int round = 0; round < 2; ++round) { // the second after a reset
        for (qsizetype at = 0; at < data.size(); at += piece) {
            sha.addData(QByteArrayView(data).sliced(at, std::min(piece, data.size() - at)));
            const QByteArray sofar = data.first(std::min(at + piece, data.size()));
            QCOMPARE(sha.result(), QCryptographicHash::hash(sofar, QCryptographicHash::Sha1));
        }
        QCOMPARE(sha.result(), QCryptographicHash::hash(data, QCryptographicHash::Sha1));
        sha.reset();
    }
    QCOMPARE(sha.result(), QCryptographicHash::hash(QByteArray(), QCryptographicHash::Sha1));
    // Finished rather than asked for a result: the same digest, and after a reset it starts again.
    for (int round = 0; round < 2; ++round) {
        sha.reset();
        for (qsizetype at = 0; at < data.size(); at += piece)
            sha.addData(QByteArrayView(data).sliced(at, std::min(piece, data.size() - at)));
        QCOMPARE(sha.finish(), QCryptographicHash::hash(data, QCryptographicHash::Sha1));
    }
}

} // namespace

void TestSha1::sameAsQt_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<qsizetype>("piece"); // fed this many bytes at a time
    QTest::newRow("empty") << QByteArray() << qsizetype(1);
    QTest::newRow("abc") << QByteArray("abc") << qsizetype(1);
    // Around SHA-1's block of 64 bytes and the 56 bytes its padding leaves room for.
    for (const qsizetype size : {55, 56, 57, 63, 64, 65, 119, 120, 128, 1000})
        for (const qsizetype piece : {qsizetype(1), qsizetype(7), qsizetype(64), size})
            QTest::newRow(qPrintable(QStringLiteral("%1 bytes, %2 at a time").arg(size).arg(piece)))
                << bytes(size, quint32(size)) << piece;
    // A draw pile's text: cards in order, each "card\x1funit\x1e".
    QByteArray pile;
    for (int i = 0; i < 2000; ++i)
        pile += "unit\x1f" + QByteArray::number(i) + "-brigade\x1e";
    QTest::newRow("a draw pile's text") << pile << qsizetype(977);
}

void TestSha1::sameAsQt()
{
    QFETCH(const QByteArray, data);
    QFETCH(const qsizetype, piece);
    const QByteArray qt = QCryptographicHash::hash(data, QCryptographicHash::Sha1);
    for (const Sha1::Engine engine : enginesBuiltIn()) {
        QCOMPARE(Sha1::hash(data, engine), qt);
        feedInPieces(engine, data, piece);
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(Sha1::hash(data), qt);
}

// Random inputs of every length up to some blocks, each hashed whole and in two pieces.
void TestSha1::manyInputsAgree()
{
    int compared = 0;
    for (quint32 seed = 0; seed < 2000; ++seed) {
        const QByteArray data = bytes(qsizetype(seed % 700), seed);
        const QByteArray qt = QCryptographicHash::hash(data, QCryptographicHash::Sha1);
        const qsizetype cut = data.isEmpty() ? 0 : qsizetype(seed * 7919 % quint32(data.size()));
        for (const Sha1::Engine engine : enginesBuiltIn()) {
            Sha1 sha(engine);
            sha.addData(QByteArrayView(data).first(cut));
            sha.addData(QByteArrayView(data).sliced(cut));
            QCOMPARE(sha.result(), qt);
            QCOMPARE(Sha1::hash(data, engine), qt);
            ++compared;
        }
        // In hex, as Qt writes it: of the digest, and of any bytes (every value of a byte).
        QCOMPARE(Sha1::hex(qt), QString::fromLatin1(qt.toHex()));
        QCOMPARE(Sha1::hex(data), QString::fromLatin1(data.toHex()));
    }
    QCOMPARE(compared, 2000 * enginesBuiltIn().size());
}

// SHA-1 itself (FIPS 180's example), and OpenSSL's the fastest where it is built in.
void TestSha1::engines()
{
    for (const Sha1::Engine engine : enginesBuiltIn())
        QCOMPARE(Sha1::hash("abc", engine).toHex(), QByteArray("a9993e364706816aba3e25717850c26c9cd0d89d"));
    QCOMPARE(Sha1::fastest() == Sha1::Engine::OpenSsl, Sha1::openSslBuiltIn());
}

QTEST_GUILESS_MAIN(TestSha1)
#include "tst_sha1.moc"
