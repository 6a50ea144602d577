import QtQuick
import QtQuick.Controls
import Adjutant

// An on/off switch large enough for a finger, drawn by us so it shows in every renderer.
Switch {
    id: control

    implicitWidth: 88
    implicitHeight: Theme.touchTarget
    padding: 0

    indicator: Rectangle {
        implicitWidth: 72
        implicitHeight: 40
        x: control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: height / 2
        color: control.checked ? Theme.accent : Theme.surfacePressed
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? Theme.text : Theme.outline

        Rectangle {
            width: 32
            height: 32
            radius: 16
            y: 4
            x: control.checked ? parent.width - width - 4 : 4
            color: control.checked ? Theme.onAccent : Theme.textMuted

            Behavior on x {
                NumberAnimation {
                    duration: 120
                }
            }
        }
    }
    contentItem: Item {}
}
