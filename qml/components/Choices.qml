pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// A drop-down list whose rows a finger and a screen reader find: each row at least a finger
// tall and named by what it says (Qt's own rows have no name a screen reader says).
ComboBox {
    id: box

    implicitHeight: Theme.touchTarget

    delegate: MenuItem {
        required property var model
        required property int index

        width: ListView.view ? ListView.view.width : implicitWidth
        implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
        text: box.textRole ? (Array.isArray(box.model) ? model.modelData[box.textRole] : model[box.textRole])
                           : model.modelData
        Accessible.name: text.trim()
        highlighted: box.highlightedIndex === index
        hoverEnabled: box.hoverEnabled
    }
}
