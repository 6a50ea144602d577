pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Choosing a battle to start: the demo of every system, then the umpire's own scenarios.
Page {
    id: page

    signal backRequested

    objectName: "newBattlePage"
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: qsTr("New battle")
        onBackRequested: page.backRequested()
    }
    Component.onCompleted: BattleSession.scenarios.reload()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            visible: BattleSession.error.length > 0
            text: BattleSession.error
            color: Theme.failure
            wrapMode: Text.WordWrap
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacing
            model: BattleSession.scenarios

            delegate: Tile {
                required property string name
                required property string explain
                required property string rulesetName
                required property string path

                objectName: "scenario-" + path.split("/").pop().replace(".json", "")
                width: ListView.view.width
                text: name
                description: qsTr("%1 — %2").arg(rulesetName).arg(explain)
                onClicked: BattleSession.startNew(path)
            }
        }
    }
}
