pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The tests the rules owe and nobody has taken yet, in the order they are taken: "2 tests owed"
// and a large button for each ("55e Ligne: Morale"), which opens that unit's test sheet at that
// test; the umpire alone passes one over, with a reason (OwedSkipDialog).
Rectangle {
    id: strip

    signal owedChosen(var owed)
    signal skipRequested

    objectName: "owedTestsStrip"
    visible: BattleSession.owed.length > 0
    implicitHeight: visible ? Theme.touchTarget + 12 : 0
    color: Theme.surface
    Accessible.role: Accessible.Grouping
    Accessible.name: BattleSession.owedSummary

    Rectangle { // the rule under it
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.outline
    }
    RowLayout {
        x: Theme.spacing
        y: 6
        width: parent.width - 2 * Theme.spacing
        height: Theme.touchTarget
        spacing: 8

        Label {
            objectName: "owedCount"
            text: qsTr("%n test(s) owed:", "", BattleSession.owed.length)
            color: Theme.accent
            font.bold: true
        }
        ListView {
            id: owedList

            objectName: "owedList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            orientation: ListView.Horizontal
            spacing: 8
            clip: true
            model: BattleSession.owed
            boundsBehavior: Flickable.StopAtBounds
            Accessible.role: Accessible.List
            Accessible.name: BattleSession.owedSummary

            delegate: ActionButton {
                required property var modelData
                required property int index

                objectName: "owedItem" + index
                height: owedList.height
                text: qsTr("%1: %2").arg(modelData.unitName).arg(modelData.testName)
                Accessible.description: modelData.lapse.length ? qsTr("%1; %2").arg(modelData.why).arg(modelData.lapse)
                                                               : modelData.why
                onClicked: strip.owedChosen(modelData)
            }
        }
        ActionButton {
            objectName: "owedSkipButton"
            flat: true
            text: qsTr("Pass over…")
            enabled: !BattleSession.readOnly
            Accessible.description: qsTr("The umpire passes over an owed test, giving the reason")
            onClicked: strip.skipRequested()
        }
    }
}
