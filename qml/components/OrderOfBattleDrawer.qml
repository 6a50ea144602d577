pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// The order of battle, sliding in from the left over a sheet that has the screen's width (1024 px
// wide or less): its search and filters, then the rows. A unit chosen closes it.
Drawer {
    id: drawer

    // The unit whose sheet is open, marked in the list.
    property string selectedUnit
    readonly property ListView list: unitList

    signal unitChosen(string unitId)

    objectName: "orderOfBattleDrawer"
    edge: Qt.LeftEdge
    focus: true // Esc closes it
    Overlay.modal: Scrim {}
    width: Overlay.overlay ? Math.min(440, Overlay.overlay.width - Theme.touchTarget) : 440
    height: Overlay.overlay ? Overlay.overlay.height : 0
    background: Rectangle { color: Theme.background }

    OrderOfBattleFilter {
        id: filter

        model: BattleSession.units
        x: Theme.spacing / 2
        y: 6
        width: drawer.width - Theme.spacing
    }
    ListView {
        id: unitList

        objectName: "orderOfBattle"
        y: filter.y + filter.height + 6
        width: drawer.width
        height: Math.max(0, drawer.height - y)
        clip: true
        model: BattleSession.units
        reuseItems: true
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Order of battle")
        ScrollBar.vertical: ScrollBar {}

        delegate: UnitRow {
            selected: unitId === drawer.selectedUnit
            onFoldToggled: BattleSession.units.toggleFolded(index)
            onUnitChosen: unitId => {
                drawer.close()
                drawer.unitChosen(unitId)
            }
        }
    }
}
