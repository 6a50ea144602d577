pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A unit's figures as a compact row of tiles, each as large as a finger: its role in a letter or
// two, its wounds as marks (a ring for each minor wound, a dot for each serious one), struck
// through when it is down. A tap opens the figure's card, with its wounds in words and each of its
// fields and its role open to the umpire's correction (journaled). The tiles never move:
// the card opens over the sheet.
ColumnLayout {
    id: row

    required property UnitSheet sheet

    spacing: 4
    visible: row.sheet.figures.count > 0

    Flow {
        objectName: "figureTiles"
        Layout.fillWidth: true
        spacing: 6

        Repeater {
            model: row.sheet.figures

            AbstractButton {
                id: tile

                required property string figureId
                required property string name
                required property string roleName
                required property string mark
                required property bool fallen // the model's "down": AbstractButton has a down of its own
                required property int minor
                required property int serious
                required property string woundsText
                required property var fields

                objectName: "figure-" + figureId
                implicitWidth: Theme.touchTarget
                implicitHeight: Theme.touchTarget
                Accessible.name: Phrase.fill(qsTr("%1: %2"), [tile.name, tile.woundsText])
                onClicked: card.showFigure(tile.figureId, tile.name, tile.roleName, tile.woundsText, tile.fields)

                background: Rectangle {
                    radius: Theme.radius
                    color: tile.fallen ? Theme.background : (tile.pressed ? Theme.surfacePressed : Theme.surface)
                    border.width: tile.visualFocus ? 3 : 1
                    border.color: tile.visualFocus ? Theme.text
                                 : tile.serious > 0 ? Theme.failure
                                 : tile.minor > 0 ? Theme.shaken : Theme.outline
                }
                contentItem: Item {
                    Label {
                        anchors.centerIn: parent
                        anchors.verticalCenterOffset: -6
                        text: tile.mark
                        textFormat: Text.PlainText
                        color: tile.fallen ? Theme.textMuted : Theme.text
                        font.bold: true
                        font.strikeout: tile.fallen
                    }
                    Row { // wounds: a ring for each minor, a dot for each serious
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 5
                        spacing: 2
                        visible: !tile.fallen

                        Repeater {
                            model: tile.serious

                            Rectangle {
                                width: 7
                                height: 7
                                radius: 3.5
                                color: Theme.failure
                            }
                        }
                        Repeater {
                            model: tile.minor

                            Rectangle {
                                width: 7
                                height: 7
                                radius: 3.5
                                color: "transparent"
                                border.width: 1.5
                                border.color: Theme.shaken
                            }
                        }
                    }
                    Label { // down: a cross, in words for a screen reader above
                        textFormat: Text.PlainText
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: 2
                        visible: tile.fallen
                        text: "\u2715"
                        color: Theme.failure
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }

    // The figure tapped: who, how hurt, and (for the umpire) its fields and role to correct.
    PlainDialog {
        id: card

        property string figureId
        property string figureName
        property string figureRole
        property string wounds
        property var figureFields: []

        function showFigure(id, name, role, woundsText, fieldList) {
            card.figureId = id
            card.figureName = name
            card.figureRole = role
            card.wounds = woundsText
            card.figureFields = fieldList
            card.open()
        }

        objectName: "figureCard"
        parent: Overlay.overlay
        anchors.centerIn: Overlay.overlay
        modal: true
        Overlay.modal: Scrim {}
        background: Rectangle {
            color: Theme.surface
            radius: 4
            border.color: Theme.outline
        }
        contentWidth: 360 // fixed, so the wrapped texts cannot feed back into the width
        footer: RowLayout {
            Item {
                Layout.fillWidth: true
            }
            ActionButton {
                objectName: "figureCardClose"
                text: qsTr("Close")
                flat: true
                Layout.rightMargin: Theme.spacing
                Layout.bottomMargin: Theme.spacing
                onClicked: card.close()
            }
        }

        ColumnLayout {
            width: 360
            spacing: Theme.spacing

            Label {
                objectName: "figureCardName"
                Layout.fillWidth: true
                text: card.figureName
                textFormat: Text.PlainText
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "figureCardWounds"
                Layout.fillWidth: true
                text: Phrase.fill(qsTr("%1 · %2"), [card.figureRole, card.wounds])
                textFormat: Text.PlainText
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Corrections (journaled)")
                color: Theme.accent
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: card.figureFields

                RowLayout {
                    id: fieldRow

                    required property var modelData

                    Layout.fillWidth: true
                    objectName: "figureField-" + modelData.id

                    Label {
                        Layout.fillWidth: true
                        text: fieldRow.modelData.name
                        textFormat: Text.PlainText
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    ToggleSwitch {
                        visible: fieldRow.modelData.kind === "flag"
                        checked: fieldRow.modelData.value === true
                        Accessible.name: fieldRow.modelData.name
                        onToggled: {
                            row.sheet.setFigureField(card.figureId, fieldRow.modelData.id, checked)
                            card.close()
                        }
                    }
                    ActionButton {
                        visible: fieldRow.modelData.kind === "integer"
                        implicitWidth: Theme.touchTarget
                        text: "\u2212"
                        enabled: fieldRow.modelData.value > fieldRow.modelData.minimum
                        Accessible.name: qsTr("Decrease %1").arg(fieldRow.modelData.name)
                        onClicked: {
                            row.sheet.setFigureField(card.figureId, fieldRow.modelData.id, fieldRow.modelData.value - 1)
                            card.close()
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        visible: fieldRow.modelData.kind === "integer"
                        Layout.preferredWidth: 36
                        horizontalAlignment: Text.AlignHCenter
                        text: fieldRow.modelData.valueText
                        color: Theme.text
                        font.bold: true
                    }
                    ActionButton {
                        visible: fieldRow.modelData.kind === "integer"
                        implicitWidth: Theme.touchTarget
                        text: "+"
                        enabled: fieldRow.modelData.value < fieldRow.modelData.maximum
                        Accessible.name: qsTr("Increase %1").arg(fieldRow.modelData.name)
                        onClicked: {
                            row.sheet.setFigureField(card.figureId, fieldRow.modelData.id, fieldRow.modelData.value + 1)
                            card.close()
                        }
                    }
                }
            }
            Choices {
                objectName: "figureRoleChoice"
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                model: row.sheet.figures.roles()
                textRole: "name"
                valueRole: "id"
                displayText: qsTr("Role: %1").arg(card.figureRole)
                Accessible.name: qsTr("Role of %1").arg(card.figureName)
                onActivated: index => {
                    row.sheet.setFigureField(card.figureId, "role", model[index].id)
                    card.close()
                }
            }
        }
    }
}
