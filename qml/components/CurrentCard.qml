import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Whose go it is, in the largest type on screen: the card just drawn (or the phase and
// segment), what the table must do about it, and the button that moves the turn on.
Rectangle {
    id: card

    signal unitRequested(string unitId)

    implicitHeight: column.implicitHeight + 2 * Theme.margin
    radius: Theme.radius + 4
    color: Theme.surface
    border.width: 3
    border.color: BattleSession.currentColour.length ? BattleSession.currentColour : Theme.outline

    ColumnLayout {
        id: column

        x: Theme.margin
        y: Theme.margin
        width: parent.width - 2 * Theme.margin
        spacing: Theme.spacing

        Label {
            objectName: "turnLabel"
            text: BattleSession.usesDeck ? qsTr("Turn %1 · %n card(s) left", "", BattleSession.cardsLeft).arg(BattleSession.turn)
                                         : qsTr("Turn %1").arg(BattleSession.turn)
            color: Theme.textMuted
        }
        Label {
            objectName: "currentTitle"
            Layout.fillWidth: true
            text: BattleSession.currentTitle
            color: Theme.text
            font.pixelSize: Theme.fontCard
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            visible: text.length > 0
            text: BattleSession.currentDetail
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: BattleSession.notes

            Label {
                required property string modelData

                Layout.fillWidth: true
                text: "\u2192 " + modelData
                color: Theme.accent
                wrapMode: Text.WordWrap
            }
        }
        Flow {
            Layout.fillWidth: true
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
    }
    Dialog {
        id: confirmEnd

        anchors.centerIn: Overlay.overlay
        modal: true
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
