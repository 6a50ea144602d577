pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// Whose go it is, in the largest type on screen: the turn, the card just drawn (or the phase and
// segment), what it means and what the table must do about it; then the buttons that move the
// turn on.
Rectangle {
    id: card

    signal unitRequested(string unitId)

    objectName: "currentCard"
    implicitHeight: column.implicitHeight + 2 * Theme.margin
    radius: Theme.radius + 4
    color: Theme.surface
    border.width: 3
    border.color: BattleSession.currentColour.length ? Theme.sideInk(BattleSession.currentColour) : Theme.outline
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Current card")

    Column {
        id: column

        x: Theme.margin
        y: Theme.margin
        width: card.width - 2 * Theme.margin
        spacing: Theme.spacing

        Label {
            objectName: "turnLabel"
            width: column.width
            text: BattleSession.usesDeck ? qsTr("Turn %1 · %n card(s) left", "", BattleSession.cardsLeft).arg(BattleSession.turn)
                                         : qsTr("Turn %1").arg(BattleSession.turn)
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "currentTitle"
            width: column.width
            text: BattleSession.currentTitle
            color: Theme.text
            font.pixelSize: Theme.fontCard
            font.bold: true
            wrapMode: Text.WordWrap
            // Two units' names on a narrow card stay within two lines; the sheets name them.
            maximumLineCount: 2
            elide: Text.ElideRight
            Accessible.role: Accessible.Heading
        }
        Label {
            width: column.width
            visible: text.length > 0
            text: BattleSession.currentDetail
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
        Repeater {
            model: BattleSession.notes

            Label {
                required property string modelData

                width: column.width
                text: "\u2192 " + modelData
                color: Theme.accent
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
        }
        Flow {
            width: column.width
            spacing: Theme.spacing

            ActionButton {
                objectName: BattleSession.usesDeck ? "drawButton" : "nextButton"
                primary: true
                enabled: !BattleSession.readOnly // another program is the battle's writer
                text: BattleSession.usesDeck ? qsTr("Draw") : qsTr("Next")
                Accessible.description: BattleSession.usesDeck ? qsTr("Draw the next card (D)") : qsTr("Go to the next phase or segment (N)")
                onClicked: BattleSession.usesDeck ? BattleSession.draw() : BattleSession.next()
            }
            ActionButton {
                objectName: "openCurrentUnit"
                visible: BattleSession.currentUnits.length === 1
                text: qsTr("Its sheet")
                Accessible.name: qsTr("Sheet of %1").arg(BattleSession.currentTitle)
                onClicked: card.unitRequested(BattleSession.currentUnit)
            }
            // A draw that brings up two units (Chosen Men): a sheet button for each.
            Repeater {
                model: BattleSession.currentUnits.length > 1 ? BattleSession.currentUnits : []

                ActionButton {
                    required property var modelData
                    required property int index

                    objectName: "openCurrentUnit-" + index
                    text: modelData.name
                    Accessible.name: qsTr("Sheet of %1").arg(modelData.name)
                    onClicked: card.unitRequested(modelData.unitId)
                }
            }
            ActionButton {
                objectName: "endTurnButton"
                flat: true
                enabled: !BattleSession.readOnly
                text: qsTr("End the turn")
                onClicked: confirmEnd.open()
            }
        }
    }
    PopupLoader {
        id: confirmEnd

        file: Qt.resolvedUrl("EndTurnDialog.qml")
    }
}
