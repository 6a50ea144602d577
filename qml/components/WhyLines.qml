import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// "Why?" read at arm's length: one line per die and one for the outcome, in the sheet's own type
// rather than a small paragraph. With `more`, the whole account waits behind More (a melee shows
// each side's short lines first, given as content; its saves and checks are the details).
ColumnLayout {
    id: why

    property var lines: []
    property var more: []
    property bool expanded: false
    // What shows under the heading while collapsed, before the lines (a melee's two sides).
    default property alias content: shortForm.data

    spacing: 2
    visible: lines.length > 0 || more.length > 0

    Label {
        textFormat: Text.PlainText
        text: qsTr("Why?")
        color: Theme.textMuted
        font.pixelSize: Theme.fontBody
        font.bold: true
        Accessible.role: Accessible.Heading
    }
    ColumnLayout {
        id: shortForm

        Layout.fillWidth: true
        visible: !why.expanded && children.length > 0
    }
    Repeater {
        model: why.expanded ? why.more : why.lines

        Label {
            required property string modelData

            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: modelData
            color: Theme.text
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
    }
    ActionButton {
        objectName: why.objectName.length > 0 ? why.objectName + "-more" : ""
        visible: why.more.length > 0
        flat: true
        compact: true
        text: why.expanded ? qsTr("Less") : qsTr("More")
        onClicked: why.expanded = !why.expanded
    }
}
