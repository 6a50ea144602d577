#pragma once

#include <QMetaType>

namespace adjutant::ui {

// One die of a roll as the dice page shows it (a GadgetListModel's rows): its face, its sides,
// whether it is kept (the best two of three...) and, in a pool, whether it scored.
struct DieRow {
    Q_GADGET
    Q_PROPERTY(int face MEMBER face)
    Q_PROPERTY(int sides MEMBER sides)
    Q_PROPERTY(bool kept MEMBER kept)
    Q_PROPERTY(bool success MEMBER success)

public:
    int face = 0;
    int sides = 0;
    bool kept = true;
    bool success = false;

    friend bool operator==(const DieRow &, const DieRow &) = default;
};

} // namespace adjutant::ui
