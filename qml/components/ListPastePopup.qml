pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire pastes an order of battle as a list (or CSV from a spreadsheet) into the editor:
// what cannot be read is shown line by line and nothing is read until it all can be.
Popup {
    id: pastePopup

    required property ScenarioEditorModel editor

    objectName: "pastePopup"
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(Overlay.overlay.width - 2 * Theme.margin, 820)
    height: Math.min(Overlay.overlay.height - 2 * Theme.margin, 560)
    background: Rectangle { color: Theme.surface; radius: 4; border.color: Theme.outline }
    Overlay.modal: Scrim {}

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("One unit a line under its commander's line; sides start with \"side: NAME\". "
                       + "CSV from a spreadsheet works too when its first row names the columns. "
                       + "What is in the editor is replaced; Undo brings it back.")
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Flickable {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            TextArea.flickable: TextArea {
                id: pasteArea

                objectName: "pasteArea"
                placeholderText: "side: British, colour #b3261e\narmy: Sir Arthur Hale, commander\nbrigade: Colonel Thornby, commander\n1/52nd Foot, infantry, fire B, melee C, morale B"
                color: Theme.text
                font.family: "monospace"
                wrapMode: TextEdit.NoWrap
                Accessible.name: qsTr("The list")
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "pasteErrors"
            Layout.fillWidth: true
            Layout.maximumHeight: 140
            visible: pastePopup.editor.pasteErrors.length > 0
            text: qsTr("Nothing was read; these lines need mending:") + "\n" + pastePopup.editor.pasteErrors
            color: Theme.failure
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
        }
        RowLayout {
            Layout.fillWidth: true

            Item { Layout.fillWidth: true }
            ActionButton {
                flat: true
                text: qsTr("Cancel")
                onClicked: pastePopup.close()
            }
            ActionButton {
                objectName: "pasteRead"
                primary: true
                text: qsTr("Read the list")
                onClicked: {
                    if (pastePopup.editor.pasteList(pasteArea.text)) {
                        pasteArea.text = ""
                        pastePopup.close()
                    }
                }
            }
        }
    }
}
