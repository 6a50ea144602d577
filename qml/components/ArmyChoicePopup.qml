pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A saved army of the ruleset chosen to come into the scenario as one more side.
Popup {
    id: armyPopup

    required property ScenarioEditorModel editor
    property var armies: []

    // What came of the choice, for the editor's status line.
    signal told(string message)

    objectName: "armyPopup"
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(Overlay.overlay.width - 2 * Theme.margin, 520)
    height: Math.min(Overlay.overlay.height - 2 * Theme.margin, armyColumn.implicitHeight + 2 * padding)
    background: Rectangle { color: Theme.surface; radius: 4; border.color: Theme.outline }
    Overlay.modal: Scrim {}
    onAboutToShow: armies = editor.armies()

    ColumnLayout {
        id: armyColumn

        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: armyPopup.armies.length > 0
                  ? qsTr("Your armies for %1: the one you choose comes in as one more side.").arg(armyPopup.editor.rulesetName)
                  : qsTr("No saved armies for %1 yet: select a side and choose Save as an army.").arg(armyPopup.editor.rulesetName)
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "armiesNotice"
            Layout.fillWidth: true
            visible: text.length > 0
            text: armyPopup.editor.armiesNotice
            textFormat: Text.PlainText
            color: Theme.textMuted
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: contentHeight
            clip: true
            spacing: 8
            model: armyPopup.armies

            delegate: ActionButton {
                required property var modelData
                required property int index

                objectName: "army-" + index
                width: ListView.view.width
                text: qsTr("%1 (%n unit(s) and commander(s))", "", modelData.units).arg(modelData.name)
                onClicked: {
                    armyPopup.told(armyPopup.editor.addArmy(modelData.path) ? qsTr("%1 added").arg(modelData.name)
                                                                            : armyPopup.editor.lastError)
                    armyPopup.close()
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true

            Item { Layout.fillWidth: true }
            ActionButton {
                objectName: "armyCancel"
                flat: true
                text: qsTr("Cancel")
                onClicked: armyPopup.close()
            }
        }
    }
}
