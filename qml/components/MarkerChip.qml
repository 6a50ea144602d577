import QtQuick
import Adjutant

// A marker on a unit (Fired, Hold, Disordered...) as a small labelled chip.
Rectangle {
    id: chip

    property alias text: label.text

    implicitWidth: label.implicitWidth + 16
    implicitHeight: 28
    radius: 14
    color: Theme.surfacePressed
    border.width: 1
    border.color: Theme.outline
    Accessible.role: Accessible.StaticText
    Accessible.name: text

    Text {
        id: label

        anchors.centerIn: parent
        color: Theme.text
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
}
