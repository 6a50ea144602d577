#include "randomsource.h"

#include <QRandomGenerator>

namespace adjutant::dice {

SeededRandomSource::SeededRandomSource(quint64 seed) : m_seed(seed), m_engine(seed) { }

quint64 SeededRandomSource::freshSeed()
{
    return QRandomGenerator::system()->generate64();
}

int SeededRandomSource::roll(int sides)
{
    Q_ASSERT(sides > 0);
    const auto n = static_cast<quint64>(sides);
    // Reject the top sliver of the range that would favour low faces.
    const quint64 limit = std::numeric_limits<quint64>::max() - (std::numeric_limits<quint64>::max() % n);
    quint64 x;
    do {
        x = m_engine();
    } while (x >= limit);
    ++m_draws;
    return static_cast<int>(x % n) + 1;
}

int ScriptedRandomSource::roll(int sides)
{
    Q_ASSERT_X(m_next < m_faces.size(), "ScriptedRandomSource", "ran out of scripted faces");
    if (m_next >= m_faces.size())
        return 1;
    const int face = m_faces.at(m_next++);
    Q_ASSERT_X(face >= 1 && face <= sides, "ScriptedRandomSource", "scripted face out of range");
    return ((face - 1) % sides + sides) % sides + 1;
}

} // namespace adjutant::dice
