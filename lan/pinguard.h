#pragma once

#include <QHash>
#include <QString>

#include <functional>

namespace adjutant::lan {

// The PIN a phone enters to join, and the limit on guessing it: each address (a phone on the
// LAN) has a few tries free, then waits before each next one, twice as long after each miss, up
// to ten minutes. A try made while it must wait is refused unread, so a guesser gets no answer.
// The clock is given, so tests move it on instead of waiting.
class PinGuard
{
public:
    using Clock = std::function<qint64()>; // milliseconds, never going back
    static constexpr int kFreeTries = 3;
    static constexpr qint64 kLongestWaitMs = 10 * 60 * 1000;

    explicit PinGuard(QString secret, Clock clock = {});

    // Six digits from the system's random source (the PIN), or `digits` of them.
    static QString freshDigits(int digits = 6);

    enum class Verdict { Right, Wrong, Wait };
    struct Check {
        Verdict verdict = Verdict::Wrong;
        qint64 waitMs = 0; // Wrong or Wait: how long before the next try is read
    };
    Check check(const QString &who, const QString &given);
    const QString &secret() const { return m_secret; }

private:
    struct Tries {
        int misses = 0;
        qint64 nextAllowedMs = 0;
    };
    QString m_secret;
    Clock m_clock;
    QHash<QString, Tries> m_tries;
};

} // namespace adjutant::lan
