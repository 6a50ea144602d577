pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Choosing a battle to start: the demo of every system, then the umpire's own scenarios.
Page {
    id: page

    signal backRequested
    // The battle editor, on a new battle (path empty) or on one of the umpire's own scenarios.
    signal editorRequested(string path)

    objectName: "newBattlePage"
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: qsTr("New battle")
        onBackRequested: page.backRequested()
    }
    Component.onCompleted: BattleSession.scenarios.reload()
    // Back from the battle editor: a scenario saved there is in the list.
    StackView.onActivated: BattleSession.scenarios.reload()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: BattleSession.error.length > 0
            text: BattleSession.error
            color: Theme.failure
            wrapMode: Text.WordWrap
        }
        Tile {
            objectName: "buildBattle"
            Layout.fillWidth: true
            Layout.fillHeight: false // the list below takes the height
            text: qsTr("Build a battle")
            description: qsTr("Your own order of battle for any rule system: type it, paste a list, or open a scenario file.")
            onClicked: page.editorRequested("")
        }
        // Files that could not be read at all, kept aside under another name: said, once.
        Label {
            objectName: "movedAsideNotice"
            Layout.fillWidth: true
            visible: text.length > 0
            text: BattleSession.scenarios.notice
            textFormat: Text.PlainText
            color: Theme.text
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
        }
        // A file of the umpire's that does not load may be far down the list: said at the top,
        // with a way straight to it.
        Rectangle {
            objectName: "brokenNotice"
            Layout.fillWidth: true
            visible: BattleSession.scenarios.brokenCount > 0
            implicitHeight: Math.max(Theme.touchTarget, noticeRow.implicitHeight + Theme.spacing)
            radius: Theme.radius
            color: Theme.surface
            border.width: 2
            border.color: Theme.failure

            RowLayout {
                id: noticeRow

                anchors.fill: parent
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: 4
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("⚠ %n scenario file(s) in your folder cannot be started until mended.", "",
                               BattleSession.scenarios.brokenCount)
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    objectName: "showBroken"
                    compact: true
                    text: qsTr("Show")
                    Accessible.name: qsTr("Show the first file that needs mending")
                    onClicked: scenarioList.positionViewAtIndex(BattleSession.scenarios.firstBroken, ListView.Beginning)
                }
            }
        }
        PopupLoader {
            id: startOptions

            file: Qt.resolvedUrl("../components/StartOptionsDialog.qml")
        }
        ListView {
            id: scenarioList

            objectName: "scenarioList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacing
            model: BattleSession.scenarios
            // By rule system: a heading above the first scenario of each.
            delegate: ColumnLayout {
                id: entry

                required property string name
                required property string explain
                required property string rulesetName
                required property string path
                required property bool firstOfRuleset
                required property bool builtIn
                // A file of the umpire's that does not load: listed with its first mistake, and
                // opened in the editor to be mended rather than started.
                required property bool broken
                required property string problem

                width: ListView.view.width
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.spacing
                    visible: entry.firstOfRuleset
                    text: entry.rulesetName
                    color: Theme.accent
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    elide: Text.ElideRight
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Tile {
                        objectName: "scenario-" + entry.path.split("/").pop().replace(".json", "")
                        Layout.fillWidth: true
                        text: entry.broken ? qsTr("⚠ %1 (broken)").arg(entry.name) : entry.name
                        description: entry.broken ? qsTr("Cannot be started: %1").arg(entry.problem) : entry.explain
                        Accessible.name: entry.broken ? qsTr("%1, broken: open it to mend it").arg(entry.name) : entry.name
                        onClicked: entry.broken ? page.editorRequested(entry.path) : BattleSession.startNew(entry.path)
                    }
                    // How the battle reads the rules where players differ, chosen before it starts.
                    ActionButton {
                        objectName: "options-" + entry.path.split("/").pop().replace(".json", "")
                        text: qsTr("Options…")
                        Accessible.name: qsTr("Options for %1").arg(entry.name)
                        onClicked: {
                            BattleSession.clearError()
                            startOptions.properties = { scenarioPath: entry.path, scenarioName: entry.name }
                            if (startOptions.popup) {
                                startOptions.popup.scenarioPath = entry.path
                                startOptions.popup.scenarioName = entry.name
                            }
                            startOptions.open()
                        }
                    }
                    // The umpire's own: opened in the editor, to change or to mend.
                    ActionButton {
                        objectName: "edit-" + entry.path.split("/").pop().replace(".json", "")
                        visible: !entry.builtIn
                        text: entry.broken ? qsTr("Mend") : qsTr("Edit")
                        Accessible.name: entry.broken ? qsTr("Mend %1").arg(entry.name) : qsTr("Edit %1").arg(entry.name)
                        onClicked: page.editorRequested(entry.path)
                    }
                }
            }
        }
    }
}
