import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Controls.Material.impl
import Adjutant

// A row to tap (an ItemDelegate) whose hover and focus shade is the row's own rectangle.
// Material's ItemDelegate draws that shade as a circle as wide as the row's diagonal, clipped to
// the row: on screen the same, but Qt's software renderer (a machine without a GPU driver, the
// offscreen tests and benchmarks) paints the circle into a pixmap of its whole size whenever a
// row is made or resized: about a megabyte for a row 490 pixels wide, and on a machine where a
// page of fresh memory is slow to come by, a frame lost for every few rows. With a corner radius
// the shade is a rectangle, painted from its corners alone. The rest is Material's background.
// Its text, unless a row gives its own content, is plain text.
ItemDelegate {
    id: control

    contentItem: Label {
        text: control.text
        textFormat: Text.PlainText
        font: control.font
        color: control.enabled ? Theme.text : Theme.textMuted
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
    }

    background: Rectangle {
        implicitHeight: control.Material.delegateHeight
        color: control.highlighted ? control.Material.listHighlightColor : "transparent"

        Ripple {
            width: parent.width
            height: parent.height
            clipRadius: 1
            pressed: control.pressed
            anchor: control
            active: enabled && (control.down || control.visualFocus || control.hovered)
            color: control.Material.rippleColor
        }
    }
}
