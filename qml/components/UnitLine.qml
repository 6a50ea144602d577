pragma ComponentBehavior: Bound
import QtQuick
import Adjutant

// How one row of the order of battle looks: a side, a commander or a unit with its state at a
// glance. Plain Qt Quick, with no controls, so that the first frame can show it (BattleGlance);
// UnitRow puts the taps on top. Texts that a row of its kind does not show are left empty, so
// that they cost no layout.
Rectangle {
    id: line

    required property string kind
    required property string name
    required property string detail
    required property int depth
    required property string sideColour
    required property int sideIndex
    required property int lost
    required property int outOf
    required property string stateName
    required property string tone
    required property string formation
    required property var markers
    required property bool removed
    required property bool current
    required property bool foldable
    required property bool folded
    property bool selected: false
    property bool pressed: false

    // Where the fold arrow is, so that UnitRow can lay its fold button over it.
    readonly property real foldX: 22 + depth * 18
    readonly property real foldWidth: 40

    implicitHeight: Math.max(Theme.touchTarget, column.implicitHeight + 12)
    color: current ? Theme.current : selected ? Theme.selected
                                              : pressed ? Theme.surfacePressed
                                                        : kind === "side" ? Theme.surface : "transparent"

    SideStripe {
        width: 6
        height: parent.height
        dashed: line.sideIndex % 2 === 1
        colour: line.sideColour.length ? line.sideColour : Theme.outline
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.outline
        opacity: 0.5
    }
    Text {
        visible: line.foldable
        x: line.foldX
        width: line.foldWidth
        height: line.height
        text: !line.foldable ? "" : line.folded ? "\u25b8" : "\u25be"
        color: Theme.textMuted
        font.pixelSize: Theme.fontLarge
        font.bold: true // the side names' face: one font fewer to load
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    Column {
        id: column

        x: line.foldX + (line.foldable ? line.foldWidth + 8 : 0)
        width: line.width - x - 8
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2

        Text {
            width: parent.width
            text: (line.kind === "commander" ? "\u2605 " : "") + line.name
            color: line.removed ? Theme.textMuted : Theme.text
            font.pixelSize: line.kind === "side" ? Theme.fontLarge : Theme.fontBody
            font.bold: line.kind !== "unit" || line.current
            font.strikeout: line.removed
            elide: Text.ElideRight
        }
        // Under the name: a side's head count, or a unit's formation and state.
        Flow {
            width: parent.width
            spacing: 8

            Text {
                id: formationLabel

                text: line.removed ? qsTr("Removed") : line.formation.length ? line.formation : line.detail
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            Pips {
                visible: line.outOf > 0
                height: Math.max(implicitHeight, formationLabel.height) // pips centred on the words
                lost: line.lost
                outOf: line.outOf
            }
            StateBadge {
                visible: line.stateName.length > 0 && !line.removed
                text: line.stateName
                tone: line.tone
            }
            Repeater {
                model: line.markers

                MarkerChip {
                    required property string modelData

                    text: modelData
                }
            }
        }
    }
}
