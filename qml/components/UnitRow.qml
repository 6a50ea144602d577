pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// One row of the order of battle, to tap: the row opens the unit, the arrow folds a side or a
// commander. How it looks is UnitLine's job.
AbstractButton {
    id: row

    required property int index
    required property string kind
    required property string unitId
    required property string name
    required property string detail
    required property int depth
    required property string sideColour
    required property int sideIndex
    required property string sidePattern
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

    signal foldToggled
    signal unitChosen(string unitId)

    width: ListView.view ? ListView.view.width : implicitWidth
    implicitHeight: line.implicitHeight
    padding: 0
    objectName: "unitRow-" + unitId
    Accessible.role: Accessible.ListItem
    Accessible.name: line.summary
    background: null
    contentItem: null

    onClicked: row.kind === "side" ? row.foldToggled() : row.unitChosen(row.unitId)

    UnitLine {
        id: line

        anchors.fill: parent

        kind: row.kind
        name: row.name
        detail: row.detail
        depth: row.depth
        sideColour: row.sideColour
        sideIndex: row.sideIndex
        sidePattern: row.sidePattern
        lost: row.lost
        outOf: row.outOf
        stateName: row.stateName
        tone: row.tone
        formation: row.formation
        markers: row.markers
        removed: row.removed
        current: row.current
        foldable: row.foldable
        folded: row.folded
        selected: row.selected
        pressed: row.down

        // Folding is its own target, so a tap on a commander's name opens the commander.
        AbstractButton {
            objectName: "fold-" + row.unitId
            visible: row.foldable
            // Wider than the arrow's column, so that a finger has 48 px.
            x: line.foldX - 4
            width: line.foldWidth + 8
            height: line.height
            Accessible.name: row.folded ? qsTr("Show %1's units").arg(row.name) : qsTr("Hide %1's units").arg(row.name)
            onClicked: row.foldToggled()
        }
    }
}
