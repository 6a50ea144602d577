import QtQuick
import QtQuick.Controls
import Adjutant

// A number the players enter (a distance measured in inches, figures firing): a large − and + on
// either side of the number, which may also be typed. Held down, − and + keep counting. Nothing in
// it changes size as the number changes, so nothing beside it moves under a finger.
Item {
    id: stepper

    property int from: 0
    property int to: 100
    property int value: 0
    // Not entered yet: the box shows a dash, and the first − or + starts from `value`.
    property bool entered: true
    // A distance: shown with the inch mark (14″).
    property bool inches: false
    property bool locked: false
    property string name

    signal valueModified(int value)

    implicitWidth: Theme.touchTarget * 2 + box.width + 2 * Theme.spacing
    implicitHeight: Theme.touchTarget
    Accessible.role: Accessible.SpinBox
    Accessible.name: name

    function setTo(v) {
        const clamped = Math.max(stepper.from, Math.min(stepper.to, v))
        if (!stepper.entered || clamped !== stepper.value)
            stepper.valueModified(clamped)
        box.text = Qt.binding(() => stepper.shown())
    }
    function shown() {
        if (!stepper.entered)
            return "–"
        //: A distance in inches on the test sheet, as the table writes it: 14″
        return stepper.inches ? qsTr("%1″").arg(stepper.value) : String(stepper.value)
    }

    Row {
        spacing: Theme.spacing

        ActionButton {
            objectName: stepper.objectName + "-less"
            width: Theme.touchTarget
            height: Theme.touchTarget
            enabled: !stepper.locked && (!stepper.entered || stepper.value > stepper.from)
            autoRepeat: true
            font.pixelSize: Theme.fontLarge
            text: "−"
            Accessible.name: qsTr("Fewer: %1").arg(stepper.name)
            onClicked: stepper.setTo(stepper.value - 1)
        }
        TextField {
            id: box

            objectName: stepper.objectName + "-typed"
            width: Math.round(Theme.touchTarget * 1.6)
            height: Theme.touchTarget
            enabled: !stepper.locked
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.fontLarge
            font.bold: true
            inputMethodHints: Qt.ImhDigitsOnly
            text: stepper.shown()
            Accessible.name: stepper.name
            // A tap empties it for typing; Enter, or leaving it, takes the number.
            onActiveFocusChanged: {
                if (activeFocus)
                    text = ""
                else if (!/^[0-9]+$/.test(text))
                    text = Qt.binding(() => stepper.shown())
            }
            onEditingFinished: {
                if (/^[0-9]+$/.test(text))
                    stepper.setTo(parseInt(text))
            }
            // Enter takes the number and lets the box go: the digits typed next are the dice's
            // faces (on a laptop they went on into the box).
            onAccepted: focus = false
        }
        ActionButton {
            objectName: stepper.objectName + "-more"
            width: Theme.touchTarget
            height: Theme.touchTarget
            enabled: !stepper.locked && (!stepper.entered || stepper.value < stepper.to)
            autoRepeat: true
            font.pixelSize: Theme.fontLarge
            text: "+"
            Accessible.name: qsTr("More: %1").arg(stepper.name)
            onClicked: stepper.setTo(stepper.value + 1)
        }
    }
}
