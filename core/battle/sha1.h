#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

class QCryptographicHash;

namespace adjutant::battle {

// SHA-1, as the state hash takes it (StateDigest): the battles of earlier builds carry their
// hashes, so the definition stays SHA-1, and in those the draw pile's text (some 40 KB in a
// 2,000-unit battle) is hashed afresh after every card drawn. OpenSSL's libcrypto, where the
// build found it, hashes with the processor's SHA instructions, about twice as fast as Qt's own
// SHA-1; without it, Qt's QCryptographicHash. Both give the same digest (tst_sha1).
class Sha1
{
public:
    enum class Engine { Qt, OpenSsl };
    // OpenSSL's when it was built in and gives SHA-1 here; otherwise Qt's.
    static Engine fastest();
    static bool openSslBuiltIn();

    explicit Sha1(Engine engine = fastest());
    ~Sha1();
    Sha1(const Sha1 &) = delete;
    Sha1 &operator=(const Sha1 &) = delete;

    void reset();
    void addData(QByteArrayView bytes);
    // The digest of the bytes added since the last reset; more may be added after it.
    QByteArray result() const;
    // The same, for a hash that takes no more: it is reset before it takes bytes again. Where the
    // hash is done with, this saves result()'s copy of the running state (per journal entry).
    QByteArray finish();

    static QByteArray hash(QByteArrayView bytes, Engine engine = fastest());
    // A digest in lower-case hex, as QByteArray::toHex writes it, written straight into the text
    // (a state's hash after every journal entry replayed).
    static QString hex(QByteArrayView digest);

private:
    struct OpenSsl; // libcrypto's context, when built in
    std::unique_ptr<QCryptographicHash> m_qt;
    std::unique_ptr<OpenSsl> m_openSsl;
};

} // namespace adjutant::battle
