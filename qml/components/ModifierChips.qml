pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A modifier as chips: a toggle is one chip; a group of choices is its name, then a chip per
// choice, on a line of its own. Only the modifiers of one kind (`pass`) show.
Flow {
    id: chipRow

    required property string modifierId
    required property string name
    required property string explain
    required property string kind
    required property string valueText
    required property bool active
    required property var choices
    required property string chosen
    property TestSheet sheet
    property string pass
    property real lineWidth
    property bool compact: false

    width: kind === "oneOf" ? lineWidth : implicitWidth
    visible: kind === pass
    spacing: compact ? 6 : 8

    // What a pass does not show is not made: a sheet makes a row of these for each modifier in
    // each pass.
    Repeater {
        model: chipRow.kind === "toggle" && chipRow.pass === "toggle" ? 1 : 0

        ActionButton {
            objectName: "toggle-" + chipRow.modifierId
            compact: chipRow.compact
            checked: chipRow.active
            primary: chipRow.active
            text: Phrase.fill(qsTr("%1 %2"), [chipRow.name, chipRow.valueText])
            Accessible.role: Accessible.CheckBox
            Accessible.checkable: true
            Accessible.checked: chipRow.active
            Accessible.name: chipRow.name
            Accessible.description: chipRow.explain
            onClicked: chipRow.sheet.toggle(chipRow.modifierId)
        }
    }
    Repeater {
        model: chipRow.kind === "oneOf" && chipRow.pass === "oneOf" ? 1 : 0

        Label {
            textFormat: Text.PlainText
            height: chipRow.compact ? 48 : Theme.touchTarget
            verticalAlignment: Text.AlignVCenter
            text: chipRow.name
            color: Theme.text
            font.pixelSize: chipRow.compact ? Theme.fontSmall : Theme.fontBody
        }
    }
    Repeater {
        model: chipRow.kind === "oneOf" && chipRow.pass === "oneOf" ? chipRow.choices : []

        ActionButton {
            required property var modelData

            objectName: "choice-" + chipRow.modifierId + "-" + modelData.id
            compact: chipRow.compact
            primary: chipRow.chosen === modelData.id
            text: Phrase.fill(qsTr("%1 %2"), [modelData.name, modelData.valueText])
            Accessible.name: Phrase.fill(qsTr("%1: %2"), [chipRow.name, modelData.name])
            onClicked: chipRow.sheet.choose(chipRow.modifierId, modelData.id)
        }
    }
}
