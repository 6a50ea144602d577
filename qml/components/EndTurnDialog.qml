import QtQuick
import QtQuick.Controls
import Adjutant

// "End turn 3 now?", before the cards not yet drawn go back into the deck.
Dialog {
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
    footer: DialogButtonBox {
        background: null
        spacing: Theme.spacing

        ActionButton {
            objectName: "endTurnYes"
            primary: true
            text: qsTr("End the turn")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        ActionButton {
            objectName: "endTurnNo"
            flat: true
            text: qsTr("Not yet")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    contentWidth: 400 // fixed, so the wrapped text cannot feed back into the width
    onAccepted: BattleSession.endTurn()

    Label {
        width: 400
        text: qsTr("Cards not yet drawn are returned and the deck is shuffled.")
        wrapMode: Text.WordWrap
    }
}
