#pragma once

#include <QList>

#include <functional>
#include <optional>

namespace adjutant::dice {

class RandomSource;

// Gives the face of the next die of the given size, or nothing when no more are at hand.
using FaceSupplier = std::function<std::optional<int>(int sides)>;

// Faces at hand, handed out in order to the dice that ask for them: the one source of faces for
// the resolver, whether they were typed at the table, recorded in the journal or rolled by the
// app. Typed faces are read as a player means them (FaceReader::asFace: a d10's 0 is the ten);
// recorded faces are taken as they were kept. When the faces run out, the queue remembers the die
// that asked, so a screen can say which die comes next.
class FaceQueue
{
public:
    enum class Reading { AsRecorded, AsTyped };

    explicit FaceQueue(QList<int> faces = {}, Reading reading = Reading::AsRecorded)
        : m_faces(std::move(faces)), m_reading(reading)
    { }

    std::optional<int> next(int sides);
    // A supplier that takes from this queue, which must outlive it.
    FaceSupplier supplier();
    // A supplier that owns its queue of recorded faces.
    static FaceSupplier of(QList<int> faces);
    // A supplier that rolls every die asked for with `dice` and keeps each face in `rolled`, so
    // what the app rolled goes into the action as if it had been typed.
    static FaceSupplier rolling(RandomSource &dice, QList<int> *rolled);

    const QList<int> &faces() const { return m_faces; }
    qsizetype used() const { return m_next; }
    // The size of the die that found no face left, or 0 while faces have lasted.
    int wantedSides() const { return m_wantedSides; }

private:
    QList<int> m_faces;
    Reading m_reading;
    qsizetype m_next = 0;
    int m_wantedSides = 0;
};

} // namespace adjutant::dice
