#include "pinguard.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

namespace adjutant::lan {

namespace {

// Compares without stopping at the first difference, so the time taken says nothing.
bool sameText(const QString &a, const QString &b)
{
    const QByteArray x = a.toUtf8();
    const QByteArray y = b.toUtf8();
    if (x.size() != y.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < x.size(); ++i)
        diff |= static_cast<unsigned char>(x.at(i) ^ y.at(i));
    return diff == 0;
}

} // namespace

PinGuard::PinGuard(QString secret, Clock clock) : m_secret(std::move(secret)), m_clock(std::move(clock))
{
    if (!m_clock) {
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        m_clock = [timer] { return timer->elapsed(); };
    }
}

QString PinGuard::freshDigits(int digits)
{
    QString out;
    for (int i = 0; i < digits; ++i)
        out.append(QChar(u'0' + QRandomGenerator::system()->bounded(10)));
    return out;
}

PinGuard::Check PinGuard::check(const QString &who, const QString &given)
{
    Tries &tries = m_tries[who];
    const qint64 now = m_clock();
    if (now < tries.nextAllowedMs)
        return {Verdict::Wait, tries.nextAllowedMs - now};
    if (sameText(given, m_secret)) {
        m_tries.remove(who);
        return {Verdict::Right, 0};
    }
    ++tries.misses;
    qint64 wait = 0;
    if (tries.misses >= kFreeTries)
        wait = std::min(kLongestWaitMs, qint64(1000) << std::min(tries.misses - kFreeTries, 20));
    tries.nextAllowedMs = now + wait;
    return {Verdict::Wrong, wait};
}

} // namespace adjutant::lan
