pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire's note in the journal: what the rules leave to him (a random event, his judgement of
// victory, a ruling), in his own words. It changes nothing else and is undone like any entry.
PlainDialog {
    id: dialog

    objectName: "umpireNoteDialog"
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("Umpire's note")
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "umpireNoteCancel"
            flat: true
            text: qsTr("Cancel")
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "umpireNoteConfirm"
            primary: true
            text: qsTr("Write in the journal")
            enabled: note.text.trim().length > 0 && note.text.length <= 2000
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.accept()
        }
    }
    contentWidth: 420
    onAboutToShow: note.text = ""
    onAccepted: BattleSession.addNote(note.text)

    ColumnLayout {
        width: 420
        spacing: 8

        Label {
            Layout.fillWidth: true
            text: qsTr("A random event, a ruling or who has won: what the rules leave to the umpire goes in the journal and the battle's report.")
            textFormat: Text.PlainText
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        TextArea {
            id: note

            objectName: "umpireNoteText"
            Layout.fillWidth: true
            Layout.preferredHeight: 4 * Theme.touchTarget
            wrapMode: TextEdit.Wrap
            placeholderText: qsTr("The umpire's note")
            Accessible.name: qsTr("The umpire's note")
        }
    }
}
