pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// One modifier of a test: automatic ones marked as such, situational ones as a large toggle,
// an exclusive group as one row of choices. A tap on the name shows why and where in the rules.
Rectangle {
    id: row

    required property string modifierId
    required property string name
    required property string explain
    required property string kind
    required property int value
    required property string valueText
    required property string detail
    required property bool active
    required property var choices
    required property string chosen
    property bool locked: false

    signal toggled(string modifierId)
    signal chose(string modifierId, string choiceId)
    // The modifier's place in the rules (the Learn page).
    signal rulesRequested(string modifierId)

    width: ListView.view ? ListView.view.width : implicitWidth
    implicitHeight: column.implicitHeight + 16
    color: row.kind !== "automatic" && row.active ? Theme.selected : "transparent"
    radius: Theme.radius
    objectName: "modifier-" + modifierId

    ColumnLayout {
        id: column

        x: 8
        y: 8
        width: parent.width - 16
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ToggleSwitch {
                id: toggle

                objectName: "toggle-" + row.modifierId
                visible: row.kind === "toggle"
                enabled: !row.locked
                checked: row.active
                Accessible.name: row.name
                onToggled: row.toggled(row.modifierId)
            }
            Label {
                textFormat: Text.PlainText
                visible: row.kind === "automatic"
                text: qsTr("auto")
                color: Theme.textMuted
                font.pixelSize: Math.round(13 * Theme.fontScale)
                font.bold: true
                padding: 4
                background: Rectangle {
                    radius: 6
                    color: "transparent"
                    border.width: 1
                    border.color: Theme.outline
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: row.name
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    MouseArea { // as tall as a finger, within the row
                        anchors.centerIn: parent
                        width: parent.width
                        height: Math.max(parent.height, Theme.touchTarget)
                        enabled: row.kind !== "toggle"
                        onClicked: why.visible = !why.visible
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: row.detail.length > 0
                    text: row.detail
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }
            Label {
                textFormat: Text.PlainText
                text: row.kind === "oneOf" && !row.chosen.length ? "" : row.valueText
                // Not counted: dimmed by a colour that still reads (4.5:1), not by fading.
                color: !(row.active || row.kind === "automatic") ? Theme.textMuted
                     : row.value > 0 ? Theme.success : row.value < 0 ? Theme.failure : Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
            }
            AbstractButton {
                Layout.preferredWidth: Theme.touchTarget
                Layout.preferredHeight: Theme.touchTarget
                visible: row.explain.length > 0
                Accessible.name: qsTr("Why %1").arg(row.name)
                onClicked: why.visible = !why.visible
                contentItem: Text {
                    textFormat: Text.PlainText
                    text: "?"
                    color: Theme.accent
                    font.pixelSize: Theme.fontLarge
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            visible: row.kind === "oneOf"
            spacing: 8

            Repeater {
                model: row.kind === "oneOf" ? row.choices : []

                ActionButton {
                    required property var modelData

                    objectName: "choice-" + row.modifierId + "-" + modelData.id
                    enabled: !row.locked
                    primary: row.chosen === modelData.id
                    text: Phrase.fill(qsTr("%1 %2"), [modelData.name, modelData.valueText])
                    onClicked: row.chose(row.modifierId, modelData.id)
                }
            }
        }
        ColumnLayout {
            id: why

            Layout.fillWidth: true
            visible: false
            spacing: 4

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: row.explain
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            ActionButton {
                objectName: "rules-" + row.modifierId
                compact: true
                flat: true
                text: qsTr("In the rules…")
                Accessible.name: qsTr("%1 in the rules").arg(row.name)
                onClicked: row.rulesRequested(row.modifierId)
            }
        }
    }
}
