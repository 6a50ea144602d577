pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A melee: both sides side by side (dice, modifiers, total, what their blows did), then who
// won and by how much.
Rectangle {
    id: melee

    property var step

    objectName: "meleePanel"
    implicitHeight: meleeColumn.implicitHeight + 16
    radius: Theme.radius
    color: Theme.surface
    border.width: 1
    border.color: Theme.outline

    ColumnLayout {
        id: meleeColumn

        x: 8
        y: 8
        width: melee.width - 16
        spacing: 6

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: melee.step && melee.step.title ? melee.step.title : ""
            color: Theme.accent
            font.bold: true
            font.pixelSize: Theme.fontLarge
        }
        // Positioners, not layouts: texts that wrap and dice that flow in two columns of a
        // width set from outside never send the layout round in a loop.
        Row {
            id: sidesRow

            Layout.fillWidth: true
            spacing: 8

            Repeater {
                model: melee.step && melee.step.sides ? melee.step.sides : []

                Column {
                    id: side

                    required property var modelData
                    required property int index

                    objectName: "meleeSide-" + index
                    width: (sidesRow.width - sidesRow.spacing) / 2
                    spacing: 2

                    Label {
                        textFormat: Text.PlainText
                        width: side.width
                        text: side.modelData.name
                        color: Theme.text
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        width: side.width
                        visible: side.modelData.waiting
                        text: qsTr("Dice to come")
                        color: Theme.textMuted
                        font.italic: true
                    }
                    Flow {
                        width: side.width
                        visible: !side.modelData.waiting
                        spacing: 4

                        Repeater {
                            model: side.modelData.waiting ? [] : side.modelData.dice

                            DieFace {
                                required property var modelData

                                implicitWidth: 36
                                implicitHeight: 36
                                face: modelData.face
                                sides: modelData.sides
                                kept: modelData.kept
                                judged: modelData.judged
                                success: modelData.success
                                tone: modelData.tone
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        width: side.width
                        visible: !side.modelData.waiting
                        text: side.modelData.waiting ? "" : side.modelData.modifiers
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "meleeTotal-" + side.index
                        width: side.width
                        visible: !side.modelData.waiting
                        text: side.modelData.waiting ? "" : side.modelData.total
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: side.modelData.waiting ? [] : side.modelData.results

                        Label {
                            textFormat: Text.PlainText
                            required property string modelData

                            width: side.width
                            text: modelData
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "meleeVerdict"
            Layout.fillWidth: true
            visible: text.length > 0
            text: melee.step && melee.step.verdict ? melee.step.verdict : ""
            color: Theme.outcomeColour(melee.step && melee.step.tone ? melee.step.tone : "neutral")
            font.pixelSize: Theme.fontLarge
            font.bold: true
            wrapMode: Text.WordWrap
        }
        // Why, at arm's length: each side's short lines side by side (a column each where the
        // sheet is wide enough) under the verdict; the whole account behind More.
        WhyLines {
            objectName: "meleeWhy"
            Layout.fillWidth: true
            more: melee.step && melee.step.why ? melee.step.why : []

            GridLayout {
                objectName: "meleeWhySides"
                Layout.fillWidth: true
                columns: width >= Theme.touchTarget * 8 ? 2 : 1
                columnSpacing: Theme.spacing
                rowSpacing: 2

                Repeater {
                    model: melee.step && melee.step.whySides ? melee.step.whySides : []

                    ColumnLayout {
                        id: whySide

                        required property var modelData

                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.alignment: Qt.AlignTop
                        spacing: 2

                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: whySide.modelData.name
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Repeater {
                            model: whySide.modelData.lines

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
                    }
                }
            }
        }
        Repeater {
            model: melee.step && melee.step.effects ? melee.step.effects : []

            Label {
                textFormat: Text.PlainText
                required property string modelData

                Layout.fillWidth: true
                text: "\u2192 " + modelData
                color: Theme.text
                wrapMode: Text.WordWrap
            }
        }
    }
}
