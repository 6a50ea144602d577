pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// Whose go it is, in the largest type on screen: the turn, the card just drawn (or the phase and
// segment), what it means and what the table must do about it; then the buttons that move the
// turn on.
Rectangle {
    id: card

    // The most the card may take: what the last action did (its notes) scrolls within what is
    // left, so the card and its buttons stay whole on a short screen.
    property real maximumHeight: Infinity
    // Short of height: a note on one line each (the journal and the sheet have them in full).
    property bool compact: false

    signal unitRequested(string unitId)
    // Player-turn rules: the initiative test, taken by the two sides' commanders.
    signal initiativeRequested()

    objectName: "currentCard"
    implicitHeight: column.implicitHeight + 2 * Theme.margin
    radius: Theme.radius + 4
    color: Theme.surface
    border.width: 3
    border.color: BattleSession.currentColour.length ? Theme.sideInk(BattleSession.currentColour) : Theme.outline
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Current card")

    // Whose card it is, without its colour too: the side's pattern down the card's left edge.
    SidePattern {
        objectName: "currentSideMark"
        visible: BattleSession.currentColour.length > 0
        x: 8
        y: Theme.margin
        width: 10
        height: card.height - 2 * Theme.margin
        pattern: BattleSession.currentPattern
        ink: Theme.sideInk(BattleSession.currentColour)
        cell: 5
    }
    Column {
        id: column

        x: Theme.margin
        y: Theme.margin
        width: card.width - 2 * Theme.margin
        spacing: Theme.spacing

        Label {
            id: turnLabel
            textFormat: Text.PlainText

            objectName: "turnLabel"
            width: column.width
            text: BattleSession.usesDeck ? qsTr("Turn %1 · %n card(s) left", "", BattleSession.cardsLeft).arg(BattleSession.turn)
                                         : qsTr("Turn %1").arg(BattleSession.turn)
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        FontMetrics {
            id: titleMetrics

            font.family: titleLabel.font.family
            font.pixelSize: Theme.fontCard
            font.bold: true
        }
        Label {
            id: titleLabel
            textFormat: Text.PlainText

            // The widest word of the title at the card's size: a word too wide for a narrow card
            // ("Commandement") makes the type just small enough for it rather than being cut.
            readonly property real widestWord: {
                let widest = 0;
                for (const word of text.split(/\s+/))
                    widest = Math.max(widest, titleMetrics.advanceWidth(word));
                return widest;
            }

            objectName: "currentTitle"
            width: column.width
            text: BattleSession.currentTitle
            color: Theme.text
            font.pixelSize: widestWord > width && width > 0
                            ? Math.max(Theme.fontBody, Math.floor(Theme.fontCard * width / widestWord))
                            : Theme.fontCard
            font.bold: true
            wrapMode: Text.Wrap // a word still too wide breaks rather than being cut
            // Two units' names, or a side and a step, stay within four lines on a narrow card;
            // the sheets name them in full.
            maximumLineCount: 4
            elide: Text.ElideRight
            Accessible.role: Accessible.Heading
        }
        Label {
            id: detailLabel
            textFormat: Text.PlainText

            width: column.width
            visible: text.length > 0
            text: BattleSession.currentDetail
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            // A card's meaning, or what happens in a step, in full: the notes below give way.
        }
        Label {
            id: offersLabel
            textFormat: Text.PlainText

            objectName: "stepOffers"
            width: column.width
            visible: text.length > 0
            text: {
                const names = [];
                for (let i = 0; i < BattleSession.stepOffers.length; ++i)
                    names.push(BattleSession.stepOffers[i].name);
                return names.length ? qsTr("In this step: %1").arg(names.join(" · ")) : "";
            }
            color: Theme.text
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        Column {
            id: fatesBox

            objectName: "waitingFates"
            width: column.width
            visible: BattleSession.waitingFates.length > 0
            spacing: 2

            Label {
                width: fatesBox.width
                text: qsTr("Fates waiting for their units:")
                color: Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: BattleSession.waitingFates

                Label {
                    required property string modelData

                    width: fatesBox.width
                    text: modelData
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.WordWrap
                    maximumLineCount: card.compact ? 1 : 4
                    elide: Text.ElideRight
                }
            }
        }
        Flickable {
            id: notesBox

            // What the rest of the card leaves (none of it depends on the notes).
            readonly property real room: card.maximumHeight - 2 * Theme.margin - turnLabel.height - titleLabel.height
                                         - (detailLabel.visible ? detailLabel.height + column.spacing : 0)
                                         - (offersLabel.visible ? offersLabel.height + column.spacing : 0)
                                         - (fatesBox.visible ? fatesBox.height + column.spacing : 0)
                                         - buttons.height - 3 * column.spacing

            objectName: "cardNotes"
            width: column.width
            height: Math.max(0, Math.min(notesColumn.implicitHeight, room))
            visible: BattleSession.notes.length > 0 && height > 0
            contentHeight: notesColumn.implicitHeight
            clip: true
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            Column {
                id: notesColumn

                width: notesBox.width
                spacing: card.compact ? 4 : Theme.spacing

                Repeater {
                    model: BattleSession.notes

                    Label {
                        textFormat: Text.PlainText
                        required property string modelData

                        width: notesColumn.width
                        text: "\u2192 " + modelData
                        color: Theme.accent
                        font.pixelSize: card.compact ? Theme.fontSmall : Theme.fontBody
                        wrapMode: Text.WordWrap
                        maximumLineCount: card.compact ? 1 : 1000
                        elide: Text.ElideRight
                    }
                }
            }
        }
        Flow {
            id: buttons

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
                objectName: "initiativeButton"
                visible: BattleSession.initiativeTest.length > 0 && BattleSession.initiativeTakers.length === 2
                         && BattleSession.initiativeSideName.length === 0
                enabled: !BattleSession.readOnly
                text: qsTr("Roll for the initiative")
                onClicked: card.initiativeRequested()
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
