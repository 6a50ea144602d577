import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// "End turn 3 now?", before the cards not yet drawn go back into the deck.
PlainDialog {
    id: dialog

    objectName: "endTurnDialog"
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("End turn %1 now?").arg(BattleSession.turn)
    // Our own buttons: as large as every other, each with a name a screen reader says.
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "endTurnNo"
            flat: true
            text: qsTr("Not yet")
            Layout.bottomMargin: Theme.spacing // level with the button beside it
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "endTurnYes"
            primary: true
            text: qsTr("End the turn")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.accept()
        }
    }
    contentWidth: 400 // fixed, so the wrapped text cannot feed back into the width
    onAccepted: BattleSession.endTurn()

    Label {
        textFormat: Text.PlainText
        width: 400
        text: qsTr("Cards not yet drawn are returned and the deck is shuffled.")
        wrapMode: Text.WordWrap
    }
}
