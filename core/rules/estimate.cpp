#include "estimate.h"

#include <QCryptographicHash>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace adjutant::rules {

namespace {

// The odds of a test and of each test in its cascade: exact within 3e7 dice::oddsWork steps (about
// 6 ms: a hundred d20 keeping the best 48, some 99 million steps, take 20 ms; bench_procedure's
// testOdds), then estimates of at most 2,000 runs each, within 600,000 dice rolled for the whole
// set-up or resolution (a run of a hundred d20 takes about 5 us: some 27 ms in all). The four rule
// systems never come near: their costliest test asks for a few thousand steps.
constexpr qint64 kTestExactWork = 30'000'000;
constexpr qint64 kTestSimulationWork = 600'000;
constexpr int kTestRuns = 2'000;

} // namespace

OddsBudget OddsBudget::forTests()
{
    return {kTestExactWork, kTestSimulationWork, kTestRuns};
}

QString canonicalText(const Situation &sit)
{
    const auto sortedSet = [](const QSet<QString> &set) -> QString {
        QStringList l(set.begin(), set.end());
        l.sort();
        return l.join(u'\x1f') + u'\x1e';
    };
    const auto sortedHash = [](const auto &hash, const auto &text) -> QString {
        QStringList l;
        for (auto it = hash.begin(); it != hash.end(); ++it)
            l.append(it.key() + u'=' + text(it.value()));
        l.sort();
        return l.join(u'\x1f') + u'\x1e';
    };
    const auto same = [](const QString &v) -> QString { return v; };
    QString k = sortedHash(sit.units, [](const UnitState &u) -> QString {
        QStringList fields;
        for (auto f = u.fields.begin(); f != u.fields.end(); ++f)
            fields.append(f.key() + u':' + QString::number(f.value().typeId()) + u':' + f.value().toString());
        fields.sort();
        return u.id + u'\x1d' + u.type + u'\x1d' + (u.removed ? u"removed"_qs : QString()) + u'\x1d'
            + fields.join(u'\x1d');
    });
    k += sortedSet(sit.ticked) + sortedHash(sit.chosen, same);
    k += sortedHash(sit.tickedByTest, [&](const QSet<QString> &s) -> QString { return sortedSet(s); });
    k += sortedHash(sit.chosenByTest,
                    [&](const QHash<QString, QString> &h) -> QString { return sortedHash(h, same); });
    k += sortedHash(sit.inputs, [](int v) -> QString { return QString::number(v); });
    k += sortedHash(sit.options, same) + sortedSet(sit.skippedFollowUps);
    return k;
}

quint64 estimateSeed(const QString &question)
{
    const QByteArray digest = QCryptographicHash::hash(question.toUtf8(), QCryptographicHash::Sha256);
    quint64 seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | quint8(digest.at(i));
    return seed;
}

std::pair<double, double> wilsonInterval(int k, int n)
{
    constexpr double z = 1.959964;
    const double p = double(k) / n;
    const double z2n = z * z / n;
    const double centre = (p + z2n / 2) / (1 + z2n);
    const double half = z / (1 + z2n) * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace adjutant::rules
