import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire's choice to move the battle onto the library's rules of its ruleset, asked first:
// what changes, that play goes on from the state as it stands, and that Undo moves it back.
PlainDialog {
    id: dialog

    objectName: "updateRulesDialog"
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("Update the rules?")
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "updateRulesNo"
            flat: true
            text: qsTr("Not now")
            Layout.bottomMargin: Theme.spacing // level with the button beside it
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "updateRulesYes"
            primary: true
            text: qsTr("Update the rules")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.accept()
        }
    }
    contentWidth: 400 // fixed, so the wrapped text cannot feed back into the width
    onAccepted: BattleSession.updateRules()

    Label {
        width: 400
        textFormat: Text.PlainText
        text: qsTr("This battle moves onto %1. Play goes on from the state as it stands; the journal records the change, and Undo moves the battle back onto the rules it was played under.").arg(BattleSession.rulesUpdate)
        wrapMode: Text.WordWrap
    }
}
