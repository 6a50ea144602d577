pragma ComponentBehavior: Bound
import QtQuick
import Adjutant

// Whose go it is, in the largest type on screen: the card just drawn (or the phase and segment)
// and what the table must do about it. Plain Qt Quick, so the first frame can show it; the
// controls that move the turn on go in its default slot (CurrentCard).
Rectangle {
    id: card

    default property alias actions: actionSlot.data

    implicitHeight: column.implicitHeight + 2 * Theme.margin
    radius: Theme.radius + 4
    color: Theme.surface
    border.width: 3
    border.color: BattleSession.currentColour.length ? BattleSession.currentColour : Theme.outline

    Column {
        id: column

        x: Theme.margin
        y: Theme.margin
        width: parent.width - 2 * Theme.margin
        spacing: Theme.spacing

        Text {
            objectName: "turnLabel"
            width: parent.width
            text: BattleSession.usesDeck ? qsTr("Turn %1 · %n card(s) left", "", BattleSession.cardsLeft).arg(BattleSession.turn)
                                         : qsTr("Turn %1").arg(BattleSession.turn)
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
        }
        Text {
            objectName: "currentTitle"
            width: parent.width
            text: BattleSession.currentTitle
            color: Theme.text
            font.pixelSize: Theme.fontCard
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            visible: text.length > 0
            text: BattleSession.currentDetail
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: BattleSession.notes

            Text {
                id: note

                required property string modelData

                width: column.width
                text: "\u2192 " + note.modelData
                color: Theme.accent
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
        }
        // Room for the buttons even before they are there, so nothing moves when they arrive.
        Item {
            id: actionSlot

            width: parent.width
            height: Math.max(Theme.touchTarget, actionSlot.childrenRect.height)
        }
    }
}
