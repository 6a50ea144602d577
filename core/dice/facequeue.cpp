#include "facequeue.h"

#include "facereader.h"
#include "randomsource.h"

#include <memory>

namespace adjutant::dice {

std::optional<int> FaceQueue::next(int sides)
{
    if (m_next >= m_faces.size()) {
        if (!m_wantedSides)
            m_wantedSides = sides;
        return std::nullopt;
    }
    const int face = m_faces.at(m_next++);
    return m_reading == Reading::AsTyped ? FaceReader::asFace(face, sides) : face;
}

FaceSupplier FaceQueue::supplier()
{
    return [this](int sides) { return next(sides); };
}

FaceSupplier FaceQueue::of(QList<int> faces)
{
    auto queue = std::make_shared<FaceQueue>(std::move(faces));
    return [queue](int sides) { return queue->next(sides); };
}

FaceSupplier FaceQueue::rolling(RandomSource &dice, QList<int> *rolled)
{
    return [&dice, rolled](int sides) {
        rolled->append(dice.roll(sides));
        return std::optional<int>(rolled->last());
    };
}

} // namespace adjutant::dice
