import QtQuick
import QtQuick.Controls
import Adjutant

// One die as rolled: its face large; dropped dice faded; pool dice marked pass or fail.
Rectangle {
    id: die

    property int face: 1
    property int sides: 6
    property bool kept: true
    property bool judged: false // a pool die, judged on its own
    property bool success: false

    implicitWidth: Theme.dieSize
    implicitHeight: Theme.dieSize
    radius: 10
    color: Theme.dieFace
    opacity: kept ? 1 : 0.35
    border.width: judged ? 4 : 1
    border.color: judged ? (success ? Theme.success : Theme.failure) : Theme.outline
    Accessible.role: Accessible.StaticText
    Accessible.name: judged ? (success ? qsTr("d%1 showing %2, a success").arg(sides).arg(face)
                                       : qsTr("d%1 showing %2, a failure").arg(sides).arg(face))
                            : kept ? qsTr("d%1 showing %2").arg(sides).arg(face)
                                   : qsTr("d%1 showing %2, dropped").arg(sides).arg(face)

    Label {
        anchors.centerIn: parent
        text: die.face
        color: Theme.dieInk
        font.pixelSize: Theme.fontLarge + 4
        font.bold: true
    }
    Label {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 3
        text: "d" + die.sides
        color: Theme.dieInk
        opacity: 0.6
        font.pixelSize: 11
    }
}
