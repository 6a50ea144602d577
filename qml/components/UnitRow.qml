pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// One row of the order of battle: a side, a commander or a unit with its state at a glance.
ItemDelegate {
    id: row

    required property int index
    required property string kind
    required property string unitId
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

    signal foldToggled
    signal unitChosen(string unitId)

    width: ListView.view ? ListView.view.width : implicitWidth
    implicitHeight: Math.max(Theme.touchTarget, contentItem.implicitHeight + 12)
    padding: 0
    objectName: "unitRow-" + unitId
    Accessible.name: kind === "side" ? name : qsTr("%1, %2").arg(name).arg(stateName)

    background: Rectangle {
        color: row.current ? Theme.current : row.selected ? Theme.selected
                                                          : row.down ? Theme.surfacePressed
                                                                     : row.kind === "side" ? Theme.surface : "transparent"
        // The side's stripe: solid for the first side, dashed for the second, so that players who
        // cannot tell the colours apart still can.
        Column {
            width: 6
            height: parent.height
            clip: true
            spacing: row.sideIndex % 2 ? 4 : 0

            Repeater {
                model: row.sideIndex % 2 ? Math.ceil(row.height / 10) : 1

                Rectangle {
                    width: 6
                    height: row.sideIndex % 2 ? 6 : row.height
                    color: row.sideColour.length ? row.sideColour : Theme.outline
                }
            }
        }
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.outline
            opacity: 0.5
        }
    }

    onClicked: row.kind === "side" ? row.foldToggled() : row.unitChosen(row.unitId)

    contentItem: RowLayout {
        spacing: 8

        Item {
            Layout.preferredWidth: 14 + row.depth * 18
        }
        // Folding is its own target, so a tap on a commander's name opens the commander.
        AbstractButton {
            objectName: "fold-" + row.unitId
            visible: row.foldable
            Layout.preferredWidth: 40
            Layout.preferredHeight: Theme.touchTarget
            Accessible.name: row.folded ? qsTr("Show %1's units").arg(row.name) : qsTr("Hide %1's units").arg(row.name)
            onClicked: row.foldToggled()
            contentItem: Text {
                text: row.folded ? "\u25b8" : "\u25be"
                color: Theme.textMuted
                font.pixelSize: Theme.fontLarge
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
        ColumnLayout {
            spacing: 2
            Layout.fillWidth: true
            Layout.topMargin: 6
            Layout.bottomMargin: 6

            Label {
                Layout.fillWidth: true
                text: (row.kind === "commander" ? "\u2605 " : "") + row.name
                color: row.removed ? Theme.textMuted : Theme.text
                font.pixelSize: row.kind === "side" ? Theme.fontLarge : Theme.fontBody
                font.bold: row.kind !== "unit" || row.current
                font.strikeout: row.removed
                elide: Text.ElideRight
            }
            Flow {
                Layout.fillWidth: true
                visible: row.kind !== "side"
                spacing: 8

                Label {
                    text: row.removed ? qsTr("Removed") : row.formation.length ? row.formation : row.detail
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
                Pips {
                    visible: row.outOf > 0
                    lost: row.lost
                    outOf: row.outOf
                }
                StateBadge {
                    visible: row.stateName.length > 0 && !row.removed
                    text: row.stateName
                    tone: row.tone
                }
                Repeater {
                    model: row.markers

                    MarkerChip {
                        required property string modelData

                        text: modelData
                    }
                }
            }
            Label {
                visible: row.kind === "side"
                text: row.detail
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}
