pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// Faces read off real dice, one large button per face; pools are entered one die at a time.
// A d10's ten may be typed as 0 on a keyboard.
// Positioners, not layouts: the faces may be made while the sheet around the pad is still being
// made (asynchronously); a layout nested in the sheet's layout could then stay marked as changed
// and never be laid out in Qt 6.4 (the faces at their text's size, the pad of no height, below the
// window). A Grid and a Column place their children whenever they come.
Column {
    id: pad

    property int sides: 6
    // The room the pad has, from whoever places it: the pad's own width depends on its columns,
    // so the columns must not depend on it.
    property real availableWidth: 400
    property bool canTakeBack: false
    // A face button's side: a die's size, or a finger's (48 px at least) where height is short.
    property int faceSize: Theme.dieSize + 8
    // The pad keeps the height of one for a die of this many faces (the largest a flow of tests
    // asks for), its faces at the foot: what lies over it does not move when a d6 gives way to a
    // d10. 0: its own height.
    property int reserveSides: 0

    signal faceEntered(int face)
    signal takeBackRequested

    function columnsFor(faces) {
        return Math.max(1, Math.min(faces <= 6 ? 6 : 5, Math.floor(pad.availableWidth / (pad.faceSize + 8))))
    }
    function gridHeight(faces) {
        if (faces <= 0 || faces > 20)
            return 0
        const rows = Math.ceil(faces / pad.columnsFor(faces))
        return rows * pad.faceSize + (rows - 1) * 8
    }

    spacing: Theme.spacing

    Item { // the room kept for a larger die
        objectName: "padReserve"
        visible: pad.gridHeight(pad.reserveSides) > pad.gridHeight(pad.sides)
        width: 1
        // (less the spacing that comes with it)
        height: Math.max(0, pad.gridHeight(pad.reserveSides) - pad.gridHeight(pad.sides) - pad.spacing)
    }
    Grid {
        visible: pad.sides <= 20
        columns: pad.columnsFor(pad.sides)
        spacing: 8

        Repeater {
            model: pad.sides <= 20 ? pad.sides : 0

            AbstractButton {
                id: faceButton

                required property int index
                readonly property int face: index + 1

                objectName: "face-" + face
                width: pad.faceSize
                height: pad.faceSize
                focusPolicy: Qt.NoFocus
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Face %1").arg(face)
                onClicked: pad.faceEntered(face)
                // Three quick taps on the same face are three dice, not a double click and a tap.
                onDoubleClicked: pad.faceEntered(face)

                background: Rectangle {
                    radius: 10
                    color: faceButton.down ? Theme.accent : Theme.dieFace
                    border.width: 1
                    border.color: Theme.outline
                }
                contentItem: Text {
                    textFormat: Text.PlainText
                    text: faceButton.face
                    color: Theme.dieInk
                    font.pixelSize: Theme.fontLarge + 4
                    font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }
    // Dice with many faces (d66, d100) are typed.
    Row {
        visible: pad.sides > 20
        spacing: Theme.spacing

        TextField {
            id: typed

            objectName: "typedFace"
            width: 120
            height: Theme.touchTarget
            inputMethodHints: Qt.ImhDigitsOnly
            validator: IntValidator { bottom: 1; top: pad.sides }
            placeholderText: qsTr("1–%1").arg(pad.sides)
            font.pixelSize: Theme.fontLarge
            onAccepted: {
                pad.faceEntered(parseInt(text))
                text = ""
            }
        }
        ActionButton {
            text: qsTr("Enter")
            enabled: typed.acceptableInput
            onClicked: typed.accepted()
        }
    }
    ActionButton {
        objectName: "takeBackFace"
        visible: pad.canTakeBack
        flat: true
        text: qsTr("⌫ Take back the last face")
        onClicked: pad.takeBackRequested()
    }
}
