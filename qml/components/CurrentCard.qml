import QtQuick
import QtQuick.Controls
import Adjutant

// The current card with the buttons that move the turn on.
CardFace {
    id: card

    signal unitRequested(string unitId)

    objectName: "cardFace"
    session: BattleSession
    theme: Theme
    actionsHeight: actions.height
    Accessible.role: Accessible.StaticText
    Accessible.name: card.summary

    Flow {
        id: actions

        x: Theme.margin
        y: card.actionsY
        width: card.width - 2 * Theme.margin
        spacing: Theme.spacing

        ActionButton {
            objectName: BattleSession.usesDeck ? "drawButton" : "nextButton"
            primary: true
            text: BattleSession.usesDeck ? qsTr("Draw") : qsTr("Next")
            Accessible.description: BattleSession.usesDeck ? qsTr("Draw the next card (D)") : qsTr("Go to the next phase or segment (N)")
            onClicked: BattleSession.usesDeck ? BattleSession.draw() : BattleSession.next()
        }
        ActionButton {
            objectName: "openCurrentUnit"
            visible: BattleSession.currentUnit.length > 0
            text: qsTr("Its sheet")
            onClicked: card.unitRequested(BattleSession.currentUnit)
        }
        ActionButton {
            objectName: "endTurnButton"
            flat: true
            text: qsTr("End the turn")
            onClicked: confirmEnd.open()
        }
    }
    Dialog {
        id: confirmEnd

        font.pixelSize: Theme.fontBody // popups do not inherit the screens' font
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
        standardButtons: Dialog.Yes | Dialog.No
        contentWidth: 400 // fixed, so the wrapped text cannot feed back into the width
        onAccepted: BattleSession.endTurn()
        Label {
            width: 400
            text: qsTr("Cards not yet drawn are returned and the deck is shuffled.")
            wrapMode: Text.WordWrap
        }
    }
}
