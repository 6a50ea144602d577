import QtQuick
import QtQuick.Controls
import Adjutant

// A large button drawn by us, so it looks the same in every style and renderer.
AbstractButton {
    id: control

    property bool primary: false
    property bool flat: false
    // Where height is short (a chip among many): smaller type, a finger's 48 px and no more.
    property bool compact: false

    implicitWidth: compact ? Math.max(48, contentItem.implicitWidth + 24)
                           : Math.max(Theme.touchTarget * 2, contentItem.implicitWidth + 32)
    // Taller with the system's larger text, never under a finger's size.
    implicitHeight: compact ? Math.max(48, contentItem.implicitHeight + 12)
                            : Math.max(Theme.touchTarget, contentItem.implicitHeight + 16)
    focusPolicy: Qt.StrongFocus
    font.pixelSize: compact ? Theme.fontSmall : Theme.fontBody
    Accessible.role: Accessible.Button
    Accessible.name: text

    background: Rectangle {
        radius: Theme.radius
        opacity: control.enabled ? 1 : 0.4
        color: control.flat ? (control.down ? Theme.surfacePressed : "transparent")
                            : control.primary ? (control.down ? Qt.darker(Theme.accent, 1.2) : Theme.accent)
                                              : (control.down ? Theme.surfacePressed : Theme.surface)
        border.width: control.visualFocus ? 3 : (control.flat || control.primary ? 0 : 1)
        border.color: control.visualFocus ? Theme.accent : Theme.outline
    }
    contentItem: Text {
        textFormat: Text.PlainText
        text: control.text
        font: control.font
        opacity: control.enabled ? 1 : 0.5
        color: control.primary && !control.flat ? Theme.onAccent : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
