#pragma once

#include "diceexpression.h"

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace adjutant::dice {

// The probability of every value of a random integer, held as a dense range min..max.
// P is the number type: double in the app, an exact rational (GMP's mpq_class) in the tests,
// which run the very same code and compare it with brute-force enumeration.
template<typename P>
class Distribution
{
public:
    Distribution() : m_p{P(1)} { } // certainly 0

    static Distribution point(int value)
    {
        Distribution d;
        d.m_min = value;
        return d;
    }

    // Every value lo..hi equally likely.
    static Distribution uniform(int lo, int hi)
    {
        Q_ASSERT(lo <= hi);
        Distribution d;
        d.m_min = lo;
        const int faces = hi - lo + 1;
        d.m_p.assign(static_cast<std::size_t>(faces), P(1) / P(faces));
        return d;
    }

    // From explicit probabilities for min, min+1, ...
    static Distribution fromProbabilities(int min, std::vector<P> probabilities)
    {
        Distribution d;
        d.m_min = min;
        d.m_p = std::move(probabilities);
        return d;
    }

    int minimum() const { return m_min; }
    int maximum() const { return m_min + static_cast<int>(m_p.size()) - 1; }
    const std::vector<P> &probabilities() const { return m_p; }

    P probability(int value) const
    {
        if (value < minimum() || value > maximum())
            return P(0);
        return m_p[index(value)];
    }
    P atLeast(int value) const
    {
        P sum(0);
        for (int v = std::max(value, minimum()); v <= maximum(); ++v)
            sum += m_p[index(v)];
        return sum;
    }
    P atMost(int value) const
    {
        P sum(0);
        for (int v = minimum(); v <= std::min(value, maximum()); ++v)
            sum += m_p[index(v)];
        return sum;
    }
    P total() const { return atLeast(minimum()); }
    P mean() const
    {
        P sum(0);
        for (int v = minimum(); v <= maximum(); ++v)
            sum += m_p[index(v)] * P(v);
        return sum;
    }

    // The distribution of the sum of two independent values.
    Distribution operator+(const Distribution &other) const
    {
        Distribution d;
        d.m_min = m_min + other.m_min;
        d.m_p.assign(m_p.size() + other.m_p.size() - 1, P(0));
        for (std::size_t i = 0; i < m_p.size(); ++i)
            for (std::size_t j = 0; j < other.m_p.size(); ++j)
                d.m_p[i + j] += m_p[i] * other.m_p[j];
        return d;
    }

    Distribution negated() const
    {
        Distribution d;
        d.m_min = -maximum();
        d.m_p.assign(m_p.rbegin(), m_p.rend());
        return d;
    }

    Distribution shifted(int by) const
    {
        Distribution d = *this;
        d.m_min += by;
        return d;
    }

    // Values above cap count as cap: "casualties beyond removal do not matter".
    Distribution capped(int cap) const
    {
        if (cap >= maximum())
            return *this;
        if (cap < minimum())
            return point(cap);
        Distribution d;
        d.m_min = m_min;
        d.m_p.assign(m_p.begin(), m_p.begin() + static_cast<std::ptrdiff_t>(index(cap)) + 1);
        d.m_p.back() = atLeast(cap);
        return d;
    }

private:
    std::size_t index(int value) const { return static_cast<std::size_t>(value - m_min); }

    int m_min = 0;
    std::vector<P> m_p;
};

// ---- Building blocks -------------------------------------------------------------------------

// Number of successes among n independent trials that each succeed with probability p.
template<typename P>
Distribution<P> binomial(int n, const P &p)
{
    Q_ASSERT(n >= 0);
    const P q = P(1) - p;
    std::vector<P> pPow(static_cast<std::size_t>(n) + 1, P(1));
    std::vector<P> qPow(static_cast<std::size_t>(n) + 1, P(1));
    for (std::size_t k = 1; k <= static_cast<std::size_t>(n); ++k) {
        pPow[k] = pPow[k - 1] * p;
        qPow[k] = qPow[k - 1] * q;
    }
    std::vector<P> pmf(static_cast<std::size_t>(n) + 1);
    P choose(1); // C(n, k), built up exactly
    for (int k = 0; k <= n; ++k) {
        const auto uk = static_cast<std::size_t>(k);
        pmf[uk] = choose * pPow[uk] * qPow[static_cast<std::size_t>(n - k)];
        choose = choose * P(n - k) / P(k + 1);
    }
    return Distribution<P>::fromProbabilities(0, std::move(pmf));
}

// Sum of `count` dice of `sides` faces, keeping only the highest or lowest `keep` of them.
// Walks the faces from the favoured end, choosing how many dice show each face; the first
// `keep` dice placed are the kept ones. Exact, and polynomial where enumeration is exponential.
template<typename P>
Distribution<P> keptSum(int count, int sides, Keep mode, int keep)
{
    if (mode == Keep::All) {
        Distribution<P> sum = Distribution<P>::point(0);
        const auto die = Distribution<P>::uniform(1, sides);
        for (int i = 0; i < count; ++i)
            sum = sum + die;
        return sum;
    }
    const auto n = static_cast<std::size_t>(count);
    const auto maxSum = static_cast<std::size_t>(keep) * static_cast<std::size_t>(sides);
    // Binomial coefficients and powers of 1/sides, in P.
    std::vector<std::vector<P>> choose(n + 1, std::vector<P>(n + 1, P(0)));
    for (std::size_t i = 0; i <= n; ++i) {
        choose[i][0] = P(1);
        for (std::size_t j = 1; j <= i; ++j)
            choose[i][j] = choose[i - 1][j - 1] + (j <= i - 1 ? choose[i - 1][j] : P(0));
    }
    std::vector<P> facePow(n + 1, P(1));
    for (std::size_t j = 1; j <= n; ++j)
        facePow[j] = facePow[j - 1] / P(sides);

    // ways[placed][keptSum]
    std::vector<std::vector<P>> ways(n + 1, std::vector<P>(maxSum + 1, P(0)));
    ways[0][0] = P(1);
    for (int step = 0; step < sides; ++step) {
        const int face = mode == Keep::Highest ? sides - step : step + 1;
        std::vector<std::vector<P>> next(n + 1, std::vector<P>(maxSum + 1, P(0)));
        for (std::size_t placed = 0; placed <= n; ++placed) {
            for (std::size_t s = 0; s <= maxSum; ++s) {
                if (ways[placed][s] == P(0))
                    continue;
                for (std::size_t j = 0; placed + j <= n; ++j) {
                    const auto stillKept = static_cast<std::size_t>(keep) > placed
                        ? std::min(j, static_cast<std::size_t>(keep) - placed)
                        : std::size_t(0);
                    const std::size_t s2 = s + stillKept * static_cast<std::size_t>(face);
                    next[placed + j][s2] += ways[placed][s] * choose[n - placed][j] * facePow[j];
                }
            }
        }
        ways = std::move(next);
    }
    // Only complete placements count; trim to keep..keep*sides.
    std::vector<P> pmf(ways[n].begin() + keep, ways[n].end());
    return Distribution<P>::fromProbabilities(keep, std::move(pmf));
}

// d66: the first d6 is the tens, the second the units (11..66, with gaps).
template<typename P>
Distribution<P> d66()
{
    std::vector<P> pmf(56, P(0));
    for (int tens = 1; tens <= 6; ++tens)
        for (int units = 1; units <= 6; ++units)
            pmf[static_cast<std::size_t>(tens * 10 + units - 11)] += P(1) / P(36);
    return Distribution<P>::fromProbabilities(11, std::move(pmf));
}

template<typename P>
Distribution<P> termDistribution(const Term &term)
{
    Distribution<P> d;
    switch (term.kind) {
    case Term::Kind::Constant:
        d = Distribution<P>::point(term.constant);
        break;
    case Term::Kind::D66:
        d = d66<P>();
        break;
    case Term::Kind::Dice:
        d = keptSum<P>(term.count, term.sides, term.keep, term.keepCount);
        break;
    }
    return term.sign < 0 ? d.negated() : d;
}

// The exact distribution of an expression's value: its total, or a pool's number of successes.
template<typename P>
Distribution<P> distributionOf(const DiceExpression &expression)
{
    if (expression.pool) {
        const Term &t = expression.terms.first();
        int passing = 0;
        for (int face = 1; face <= t.sides; ++face)
            passing += expression.pool->passes(face) ? 1 : 0;
        return binomial<P>(t.count, P(passing) / P(t.sides));
    }
    Distribution<P> sum = Distribution<P>::point(0);
    for (const Term &t : expression.terms)
        sum = sum + termDistribution<P>(t);
    return sum;
}

// ---- What working out the odds costs ---------------------------------------------------------

// About how many steps distributionOf takes for an expression (multiplications of two
// probabilities, with the work around each): the sum of dice grows one die at a time over the
// range reached so far, and a group that keeps some of its dice walks every face, every number
// placed and every kept sum, trying every count of dice on the next face.
inline double oddsWork(const DiceExpression &expression)
{
    if (expression.pool)
        return double(expression.diceCount()) + 1; // a binomial
    double work = 0;
    double range = 1; // values the sum so far can take
    for (const Term &t : expression.terms) {
        double termRange = 1;
        switch (t.kind) {
        case Term::Kind::Constant:
            continue;
        case Term::Kind::D66:
            termRange = 56;
            break;
        case Term::Kind::Dice:
            if (t.keep == Keep::All) {
                for (int i = 0; i < t.count; ++i) {
                    work += termRange * t.sides;
                    termRange += t.sides - 1;
                }
            } else {
                const double n = t.count;
                work += t.sides * (n + 1) * (n + 2) / 2 * (double(t.keepCount) * t.sides + 1);
                termRange = double(t.keepCount) * (t.sides - 1) + 1;
            }
            break;
        }
        work += range * termRange;
        range += termRange - 1;
    }
    return work;
}

// The most work the app agrees to: the exact odds of any expression it accepts come within
// 100 ms, with room to spare for a busy or slower machine (bench_dice measures the costliest:
// keeping 48 of 100 d20 takes about 30 ms of CPU time; keeping 99 of them would take twice the
// limit and is refused). The four rule systems ask for a few thousand steps at most (4d10kh3,
// 3d10kl2, 2d6); 200 d20 summed take seven million.
inline constexpr double kMaxOddsWork = 1e8;

} // namespace adjutant::dice
