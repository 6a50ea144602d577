pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// A drop-down list whose rows a finger and a screen reader find: each row at least a finger
// tall and named by what it says (Qt's own rows have no name a screen reader says).
ComboBox {
    id: box

    // Rows whose `allowedRole` is false are greyed, their `reasonRole` said under the name (what
    // the rules forbid here); they are picked only while `greyedPickable` (the umpire's mode).
    property string allowedRole
    property string reasonRole
    property bool greyedPickable: false

    implicitHeight: Theme.touchTarget

    delegate: MenuItem {
        id: row

        required property var model
        required property int index
        readonly property var entry: Array.isArray(box.model) ? model.modelData : model
        // A row being taken down as its list changes has no entry left for a moment.
        readonly property bool gone: row.entry === null || row.entry === undefined
        readonly property bool greyed: box.allowedRole.length > 0 && !row.gone && row.entry[box.allowedRole] === false
        readonly property string reason: row.greyed && box.reasonRole.length > 0 ? row.entry[box.reasonRole] : ""

        width: ListView.view ? ListView.view.width : implicitWidth
        implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
        text: row.gone ? "" : box.textRole ? row.entry[box.textRole] : model.modelData
        enabled: !row.greyed || box.greyedPickable
        opacity: row.greyed && enabled ? 0.55 : 1
        Accessible.name: text.trim()
        Accessible.description: row.reason
        highlighted: box.highlightedIndex === index
        hoverEnabled: box.hoverEnabled
        contentItem: Column {
            spacing: 2

            Label {
                textFormat: Text.PlainText
                width: parent.width
                text: row.text
                color: row.enabled ? Theme.text : Theme.textMuted
                font: row.font
                elide: Text.ElideRight
            }
            Label {
                textFormat: Text.PlainText
                objectName: "choiceReason"
                width: parent.width
                visible: row.reason.length > 0
                text: row.reason
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
        }
    }
}
