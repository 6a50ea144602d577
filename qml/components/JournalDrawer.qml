import QtQuick
import QtQuick.Controls
import Adjutant

// The journal, sliding in from the right over the battle.
Drawer {
    objectName: "journalDrawer"
    edge: Qt.RightEdge
    Overlay.modal: Scrim {}
    width: Overlay.overlay ? Math.min(560, Overlay.overlay.width) : 560
    height: Overlay.overlay ? Overlay.overlay.height : 0
    background: Rectangle { color: Theme.surface }

    JournalView {
        anchors.fill: parent
    }
}
