pragma ComponentBehavior: Bound
import QtQuick
import Adjutant

// How one row of the order of battle looks: a side, a commander, or a unit with its state at a
// glance (name; formation; losses as pips; morale by word, colour and shape; markers as chips).
// UnitRow puts the taps on top.
Rectangle {
    id: line

    required property string kind
    required property string name
    required property string detail
    required property int depth
    required property string sideColour
    required property int sideIndex
    // The side's pattern (solid, stripes, dots, checks); by default the one of the side's place.
    property string sidePattern: ["solid", "stripes", "dots", "checks"][Math.max(0, sideIndex) % 4]
    required property int lost
    required property int outOf
    required property string stateName
    required property int tone // OrderOfBattleModel.Steady, .Shaken or .Routed
    required property string formation
    required property var markers
    required property bool removed
    required property bool current
    required property bool foldable
    required property bool folded
    property bool selected: false
    property bool pressed: false

    // Where the fold arrow is, so that a row to tap can lay its fold button over it.
    readonly property real foldX: 22 + depth * 18
    readonly property real foldWidth: 40
    // The row in words, for screen readers: "88th Foot, Line, 2 of 4 lost, Shaken, Fired".
    readonly property string summary: {
        if (kind === "side")
            return [name, detail].join(", ")
        const parts = [name]
        if (removed)
            parts.push(qsTr("Removed"))
        else if (formation.length > 0)
            parts.push(formation)
        if (outOf > 0)
            parts.push(Phrase.fill(qsTr("%1 of %2 lost"), [lost, outOf]))
        if (stateName.length > 0 && !removed)
            parts.push(stateName)
        return parts.concat(markers).join(", ")
    }

    readonly property int maxPips: 12 // past this, the count follows in figures
    readonly property color sideInk: sideColour.length > 0 ? Theme.sideInk(sideColour) : Theme.outline
    readonly property color toneInk: Theme.toneColour(tone)
    // Everything under the name is laid out on lines this tall, centred on them.
    readonly property real pieceHeight: markers.length > 0 ? 28 : nameText.implicitHeight

    implicitHeight: Math.max(Theme.touchTarget, Math.ceil(column.implicitHeight) + 12)
    color: current ? Theme.current : selected ? Theme.selected : pressed ? Theme.surfacePressed
                                                                         : kind === "side" ? Theme.surface : Theme.background

    // Whose row it is: the side's colour in the side's pattern, for players who cannot tell the
    // colours apart.
    SidePattern {
        objectName: "sideMark"
        width: 8
        height: line.height - 1
        pattern: line.sidePattern
        ink: line.sideInk
    }
    Rectangle {
        y: line.height - 1
        width: line.width
        height: 1
        color: Theme.outline
        opacity: 0.5
    }

    // The fold arrow: pointing down when open, across at what it hides when folded.
    Item {
        visible: line.foldable
        x: Math.round(line.foldX + (line.foldWidth - width) / 2)
        y: Math.round((line.height - height) / 2)
        width: 14
        height: 14
        rotation: line.folded ? -90 : 0

        Item {
            // The lower half of a square turned on its corner: a triangle pointing down.
            y: 3
            width: 14
            height: 10
            clip: true

            Rectangle {
                x: 2
                y: -7
                width: 10
                height: 10
                rotation: 45
                scale: 1.4
                color: Theme.textMuted
            }
        }
    }

    Column {
        id: column

        x: line.foldX + (line.foldable ? line.foldWidth + 8 : 0)
        y: Math.round((line.height - height) / 2)
        width: Math.max(0, line.width - x - 8)
        spacing: 2

        Text {
            id: nameText
            textFormat: Text.PlainText

            width: column.width
            text: line.kind === "commander" ? "\u2605 " + line.name : line.name
            color: line.removed ? Theme.textMuted : Theme.text
            font.bold: line.kind !== "unit" || line.current
            font.strikeout: line.removed
            elide: Text.ElideRight
        }
        Text {
            textFormat: Text.PlainText
            visible: line.kind === "side"
            width: column.width
            text: visible ? line.detail : "" // a text not shown is not laid out
            color: Theme.textMuted
            elide: Text.ElideRight
        }
        Flow {
            visible: line.kind !== "side"
            width: column.width
            spacing: 8

            Text {
                textFormat: Text.PlainText
                visible: text.length > 0
                height: line.pieceHeight
                verticalAlignment: Text.AlignVCenter
                text: line.removed ? qsTr("Removed") : line.formation.length ? line.formation : line.detail
                color: Theme.textMuted
            }
            // Losses as pips: the lost ones filled.
            Row {
                visible: line.outOf > 0
                height: line.pieceHeight
                spacing: 4

                Repeater {
                    model: Math.min(line.outOf, line.maxPips)

                    Rectangle {
                        required property int index

                        y: Math.round((line.pieceHeight - height) / 2)
                        width: 14
                        height: 14
                        radius: 7
                        color: index < line.lost ? Theme.routed : "transparent"
                        border.width: 2
                        border.color: index < line.lost ? Theme.routed : Theme.textMuted
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    visible: line.outOf > line.maxPips
                    height: line.pieceHeight
                    verticalAlignment: Text.AlignVCenter
                    text: visible ? Qt.locale().toString(line.lost) + "/" + Qt.locale().toString(line.outOf) : ""
                    color: Theme.text
                }
            }
            // The morale state by word, colour and shape: steady a ring, shaken a half-filled
            // ring, routed an arrow to the rear.
            Row {
                visible: line.stateName.length > 0 && !line.removed
                height: line.pieceHeight
                spacing: 6

                Item {
                    y: Math.round((line.pieceHeight - height) / 2)
                    width: 18
                    height: 18

                    Rectangle {
                        visible: line.tone !== OrderOfBattleModel.Routed
                        anchors.fill: parent
                        radius: 9
                        color: "transparent"
                        border.width: 2
                        border.color: line.toneInk
                    }
                    Item {
                        visible: line.tone === OrderOfBattleModel.Shaken
                        y: 9
                        width: 18
                        height: 9
                        clip: true

                        Rectangle {
                            y: -9
                            width: 18
                            height: 18
                            radius: 9
                            color: line.toneInk
                        }
                    }
                    Rectangle { // the arrow's shaft
                        visible: line.tone === OrderOfBattleModel.Routed
                        x: 6
                        y: 1
                        width: 6
                        height: 9
                        color: line.toneInk
                    }
                    Item { // and its head
                        visible: line.tone === OrderOfBattleModel.Routed
                        y: 9
                        width: 18
                        height: 9
                        clip: true

                        Rectangle {
                            x: 3
                            y: -6
                            width: 12
                            height: 12
                            rotation: 45
                            color: line.toneInk
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    height: line.pieceHeight
                    verticalAlignment: Text.AlignVCenter
                    text: line.stateName
                    color: line.tone === OrderOfBattleModel.Steady ? Theme.text : line.toneInk
                    font.bold: line.tone !== OrderOfBattleModel.Steady
                }
            }
            Repeater {
                model: line.markers

                Rectangle {
                    id: chip

                    required property string modelData

                    width: chipText.implicitWidth + 16
                    height: line.pieceHeight
                    radius: 14
                    color: Theme.surfacePressed
                    border.width: 1
                    border.color: Theme.outline

                    Text {
                        id: chipText
                        textFormat: Text.PlainText

                        anchors.centerIn: parent
                        text: chip.modelData
                        color: Theme.text
                        font.bold: true
                    }
                }
            }
        }
    }
}
