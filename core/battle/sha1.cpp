#include "sha1.h"

#include <QCryptographicHash>

#ifdef ADJUTANT_OPENSSL_SHA1
#include <openssl/evp.h>
#endif

namespace adjutant::battle {

#ifdef ADJUTANT_OPENSSL_SHA1

namespace {

// Fetched once: fetching by name for each digest would cost more than a unit's digest.
const EVP_MD *openSslSha1()
{
    static const EVP_MD *const md = EVP_MD_fetch(nullptr, "SHA1", nullptr);
    return md;
}

struct ContextFree {
    void operator()(EVP_MD_CTX *c) const { EVP_MD_CTX_free(c); }
};
using Context = std::unique_ptr<EVP_MD_CTX, ContextFree>;

} // namespace

struct Sha1::OpenSsl {
    Context running{EVP_MD_CTX_new()};
    Context finishing{EVP_MD_CTX_new()}; // a copy of the running one, finished for a result
};

bool Sha1::openSslBuiltIn()
{
    return true;
}

Sha1::Engine Sha1::fastest()
{
    return openSslSha1() ? Engine::OpenSsl : Engine::Qt;
}

Sha1::Sha1(Engine engine)
{
    if (engine == Engine::OpenSsl && openSslSha1()) {
        m_openSsl = std::make_unique<OpenSsl>();
        reset();
    } else {
        m_qt = std::make_unique<QCryptographicHash>(QCryptographicHash::Sha1);
    }
}

void Sha1::reset()
{
    if (m_qt)
        m_qt->reset();
    else
        EVP_DigestInit_ex(m_openSsl->running.get(), openSslSha1(), nullptr);
}

void Sha1::addData(QByteArrayView bytes)
{
    if (m_qt)
        m_qt->addData(bytes);
    else
        EVP_DigestUpdate(m_openSsl->running.get(), bytes.data(), std::size_t(bytes.size()));
}

QByteArray Sha1::result() const
{
    if (m_qt)
        return m_qt->result();
    QByteArray digest(EVP_MAX_MD_SIZE, Qt::Uninitialized);
    unsigned int size = 0;
    EVP_MD_CTX_copy_ex(m_openSsl->finishing.get(), m_openSsl->running.get());
    EVP_DigestFinal_ex(m_openSsl->finishing.get(), reinterpret_cast<unsigned char *>(digest.data()), &size);
    digest.truncate(qsizetype(size));
    return digest;
}

QByteArray Sha1::finish()
{
    if (m_qt)
        return m_qt->result();
    QByteArray digest(EVP_MAX_MD_SIZE, Qt::Uninitialized);
    unsigned int size = 0;
    EVP_DigestFinal_ex(m_openSsl->running.get(), reinterpret_cast<unsigned char *>(digest.data()), &size);
    digest.truncate(qsizetype(size));
    return digest;
}

QByteArray Sha1::hash(QByteArrayView bytes, Engine engine)
{
    if (engine == Engine::Qt || !openSslSha1())
        return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
    QByteArray digest(EVP_MAX_MD_SIZE, Qt::Uninitialized);
    unsigned int size = 0;
    EVP_Digest(bytes.data(), std::size_t(bytes.size()), reinterpret_cast<unsigned char *>(digest.data()),
               &size, openSslSha1(), nullptr);
    digest.truncate(qsizetype(size));
    return digest;
}

#else // Qt's SHA-1 alone

struct Sha1::OpenSsl {
};

bool Sha1::openSslBuiltIn()
{
    return false;
}

Sha1::Engine Sha1::fastest()
{
    return Engine::Qt;
}

Sha1::Sha1(Engine) : m_qt(std::make_unique<QCryptographicHash>(QCryptographicHash::Sha1)) { }

void Sha1::reset()
{
    m_qt->reset();
}

void Sha1::addData(QByteArrayView bytes)
{
    m_qt->addData(bytes);
}

QByteArray Sha1::result() const
{
    return m_qt->result();
}

QByteArray Sha1::finish()
{
    return m_qt->result();
}

QByteArray Sha1::hash(QByteArrayView bytes, Engine)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

#endif

Sha1::~Sha1() = default;

QString Sha1::hex(QByteArrayView digest)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    QString text(digest.size() * 2, Qt::Uninitialized);
    QChar *to = text.data();
    for (const char c : digest) {
        const auto b = static_cast<unsigned char>(c);
        *to++ = QLatin1Char(kDigits[b >> 4]);
        *to++ = QLatin1Char(kDigits[b & 0xf]);
    }
    return text;
}

} // namespace adjutant::battle
