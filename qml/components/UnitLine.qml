import QtQuick
import Adjutant

// How one row of the order of battle looks: a side, a commander or a unit with its state at a
// glance, painted in one item (OrderOfBattleLine) in the theme's colours; UnitRow puts the taps
// on top.
OrderOfBattleLine {
    theme: Theme
}
