#pragma once

#include <QList>
#include <QtGlobal>

#include <random>

namespace adjutant::dice {

// Where the app's dice come from. Injected everywhere a roll happens, never a global, so a
// battle can record the seed and tests can script the faces.
class RandomSource
{
public:
    virtual ~RandomSource() = default;
    // A face from 1 to sides, every face equally likely.
    virtual int roll(int sides) = 0;
};

// The production source: mt19937_64, whose output sequence the C++ standard fixes, bounded by
// rejection (not std::uniform_int_distribution, which differs between standard libraries), so
// the same seed gives the same faces on every build.
class SeededRandomSource final : public RandomSource
{
public:
    explicit SeededRandomSource(quint64 seed);
    // A seed from the operating system's entropy, for when the user gives none.
    static quint64 freshSeed();

    int roll(int sides) override;
    quint64 seed() const { return m_seed; }
    // How many faces have been drawn: with the seed, the source's whole state.
    quint64 drawCount() const { return m_draws; }

private:
    quint64 m_seed;
    quint64 m_draws = 0;
    std::mt19937_64 m_engine;
};

// Hands out the faces it was given, in order: for tests and for replaying recorded dice.
// Asking for more faces than were scripted, or for a face too large for the die, is a bug in
// the caller; it asserts in debug builds and wraps the face into range otherwise.
class ScriptedRandomSource final : public RandomSource
{
public:
    explicit ScriptedRandomSource(QList<int> faces) : m_faces(std::move(faces)) { }
    int roll(int sides) override;
    qsizetype remaining() const { return m_faces.size() - m_next; }

private:
    QList<int> m_faces;
    qsizetype m_next = 0;
};

} // namespace adjutant::dice
