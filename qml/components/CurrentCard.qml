pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Whose go it is, in the largest type on screen: the turn, the card just drawn (or the phase and
// segment), the buttons that move the turn on, then what the card means and what the table must
// do about it. Draw (or Next) and End the turn keep their place whatever the card says: the title
// has a box of its own, two lines high, its type smaller for a longer one, and everything that
// grows comes below them.
// Folded (1024 px wide or less while a sheet is open), the card is a strip across the top: the
// order of battle's drawer, the card's name, the tests owed, Draw or Next and End the turn, each
// in a place of its own; a tap on the name shows the whole card over the sheet, another folds it.
Rectangle {
    id: card

    // The most the card may take: what the last action did (its notes) scrolls within what is
    // left, so the card and its buttons stay whole on a short screen.
    property real maximumHeight: Infinity
    // Short of height: a note on one line each (the journal and the sheet have them in full).
    property bool compact: false
    property bool folded: false
    // Folded, and the whole card shown under the strip (over the sheet).
    property bool unfolded: false
    // Folded, the tests owed are a button on the strip (elsewhere they have a tray of their own).
    readonly property int owedCount: BattleSession.owed.count
    readonly property real stripHeight: Theme.touchTarget + 12

    signal unitRequested(string unitId)
    // Player-turn rules: the initiative test, taken by the two sides' commanders.
    signal initiativeRequested()
    // Folded: the order of battle's drawer, and the tests owed.
    signal orderOfBattleRequested()
    signal owedRequested()

    objectName: "currentCard"
    implicitHeight: folded ? stripHeight + (unfolded ? foldedDetails.implicitHeight + Theme.spacing : 0)
                           : column.implicitHeight + 2 * Theme.margin
    radius: folded ? 0 : Theme.radius + 4
    color: Theme.surface
    border.width: folded ? 0 : 3
    border.color: BattleSession.currentColour.length ? Theme.sideInk(BattleSession.currentColour) : Theme.outline
    clip: folded
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Current card")

    onFoldedChanged: unfolded = false
    // A sheet asked for from the whole card: the card folds away from over it.
    onUnitRequested: unfolded = false
    onInitiativeRequested: unfolded = false

    // Whose card it is, without its colour too: the side's pattern down the card's left edge.
    SidePattern {
        objectName: "currentSideMark"
        visible: BattleSession.currentColour.length > 0
        x: card.folded ? 0 : 8
        y: card.folded ? 0 : Theme.margin
        width: card.folded ? 8 : 10
        height: card.folded ? card.stripHeight : card.height - 2 * Theme.margin
        pattern: BattleSession.currentPattern
        ink: Theme.sideInk(BattleSession.currentColour)
        cell: 5
    }

    // ---- the whole card
    Column {
        id: column

        visible: !card.folded
        x: Theme.margin
        y: Theme.margin
        width: card.width - 2 * Theme.margin
        spacing: Theme.spacing

        Label {
            id: turnLabel
            textFormat: Text.PlainText

            objectName: "turnLabel"
            width: column.width
            text: card.turnText
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            elide: Text.ElideRight
        }
        // Two lines of the card's type, whatever the title: one line sits at the foot of the box,
        // a longer one takes smaller type (and a word too wide for a narrow card, too).
        Label {
            id: titleLabel
            textFormat: Text.PlainText

            objectName: "currentTitle"
            width: column.width
            height: titleMetrics.height * 2
            text: BattleSession.currentTitle
            color: Theme.text
            font.pixelSize: Theme.fontCard
            font.bold: true
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.fontBody
            wrapMode: Text.Wrap
            elide: Text.ElideRight
            verticalAlignment: Text.AlignBottom
            Accessible.role: Accessible.Heading

            FontMetrics {
                id: titleMetrics

                font.pixelSize: Theme.fontCard
                font.bold: true
            }
        }
        // Draw (or Next) first, End the turn after it (under it on a card too narrow for both).
        Flow {
            id: turnButtons

            width: column.width
            spacing: Theme.spacing

            TurnButton {}
            EndTurnButton {}
        }
        CardDetails {
            width: column.width
            // What the rest of the card leaves.
            room: card.maximumHeight - 2 * Theme.margin - turnLabel.height - titleLabel.height
                  - turnButtons.height - 3 * column.spacing
        }
    }

    // ---- folded: a strip, and under it, on request, the rest of the card
    RowLayout {
        id: strip

        visible: card.folded
        x: 12
        width: card.width - 12 - Theme.spacing
        height: card.stripHeight
        spacing: 8

        ActionButton {
            objectName: "orderOfBattleButton"
            flat: true
            compact: true
            implicitWidth: Math.max(Theme.touchTarget, contentItem.implicitWidth + 20)
            Layout.preferredHeight: Theme.touchTarget
            text: qsTr("☰ Units")
            Accessible.name: qsTr("Order of battle")
            onClicked: card.orderOfBattleRequested()
        }
        // The card's name (and the turn over it): a tap shows the whole card.
        AbstractButton {
            id: stripTitle

            objectName: "cardStrip"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("%1: the whole card").arg(BattleSession.currentTitle)
            onClicked: card.unfolded = !card.unfolded

            background: Rectangle {
                color: stripTitle.down ? Theme.surfacePressed : "transparent"
                radius: Theme.radius
            }
            contentItem: Item {
                Column {
                    x: 4
                    anchors.verticalCenter: parent.verticalCenter

                    Label {
                        objectName: "turnLabel"
                        width: stripTitle.width - 8
                        text: card.unfolded ? qsTr("%1 ▴").arg(card.turnText) : qsTr("%1 ▾").arg(card.turnText)
                        textFormat: Text.PlainText
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                    Label {
                        objectName: "currentTitle"
                        width: stripTitle.width - 8
                        text: BattleSession.currentTitle.replace(/\n/g, " · ")
                        textFormat: Text.PlainText
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        elide: Text.ElideRight
                        maximumLineCount: 1
                    }
                }
            }
        }
        ActionButton {
            objectName: "owedButton"
            visible: card.owedCount > 0
            compact: true
            Layout.preferredHeight: Theme.touchTarget
            text: qsTr("%n owed", "", card.owedCount)
            Accessible.name: BattleSession.owedSummary
            onClicked: card.owedRequested()
        }
        TurnButton {
            Layout.preferredHeight: Theme.touchTarget
        }
        // Where the strip is too narrow for it too, it is in the whole card.
        EndTurnButton {
            visible: card.width >= 720
            Layout.preferredHeight: Theme.touchTarget
        }
    }
    Column {
        id: foldedDetails

        visible: card.folded && card.unfolded
        x: Theme.margin
        y: card.stripHeight
        width: card.width - 2 * Theme.margin
        spacing: Theme.spacing

        CardDetails {
            width: foldedDetails.width
            room: card.maximumHeight - card.stripHeight - Theme.spacing
                  - (foldedEndTurn.visible ? foldedEndTurn.height + foldedDetails.spacing : 0)
        }
        EndTurnButton {
            id: foldedEndTurn

            visible: card.width < 720
        }
    }
    Rectangle { // folded: the rule under the strip, and under the whole card
        visible: card.folded
        y: card.height - 1
        width: card.width
        height: 1
        color: Theme.outline
    }

    readonly property string turnText: BattleSession.usesDeck
                                        ? qsTr("Turn %1 · %n card(s) left", "", BattleSession.cardsLeft).arg(BattleSession.turn)
                                        : qsTr("Turn %1").arg(BattleSession.turn)

    PopupLoader {
        id: confirmEnd

        file: Qt.resolvedUrl("EndTurnDialog.qml")
    }

    component TurnButton: ActionButton {
        objectName: BattleSession.usesDeck ? "drawButton" : "nextButton"
        primary: true
        // Not while another program is the battle's writer, nor while the tutor explains.
        enabled: !BattleSession.readOnly && !Tutor.holdsTheTurn
        text: BattleSession.usesDeck ? qsTr("Draw") : qsTr("Next")
        Accessible.description: BattleSession.usesDeck ? qsTr("Draw the next card (D)") : qsTr("Go to the next phase or segment (N)")
        onClicked: BattleSession.usesDeck ? BattleSession.draw() : BattleSession.next()
    }
    component EndTurnButton: ActionButton {
        objectName: "endTurnButton"
        flat: true
        enabled: !BattleSession.readOnly && !Tutor.holdsTheTurn
        text: qsTr("End the turn")
        onClicked: confirmEnd.open()
    }
    // What the card means, what the step offers, what the last action did and the sheets it
    // brings up, within `room`: the notes scroll in what the rest leaves (none of which depends
    // on them).
    component CardDetails: Column {
        id: detailsColumn

        property real room: Infinity

        spacing: Theme.spacing

        Label {
            id: detailLabel
            textFormat: Text.PlainText

            width: detailsColumn.width
            visible: text.length > 0
            text: BattleSession.currentDetail
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        Label {
            id: offersLabel
            textFormat: Text.PlainText

            objectName: "stepOffers"
            width: detailsColumn.width
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
                textFormat: Text.PlainText
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
                    textFormat: Text.PlainText
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

            objectName: "cardNotes"
            width: detailsColumn.width
            height: Math.max(0, Math.min(notesColumn.implicitHeight,
                                         detailsColumn.room - (detailLabel.visible ? detailLabel.height + detailsColumn.spacing : 0)
                                         - (offersLabel.visible ? offersLabel.height + detailsColumn.spacing : 0)
                                         - (fatesBox.visible ? fatesBox.height + detailsColumn.spacing : 0)
                                         - (sheetButtons.visible ? sheetButtons.height + detailsColumn.spacing : 0)))
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
                    // Made only where they are seen: the card keeps these details twice (whole,
                    // and in the folded card's drop-down), and every entry changes them.
                    model: detailsColumn.visible ? BattleSession.notes : []

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
            id: sheetButtons

            width: detailsColumn.width
            spacing: Theme.spacing
            // (From the conditions, not from the buttons' `visible`: a button in a hidden row is
            // never visible, and the row would stay hidden for good.)
            readonly property bool offersInitiative: BattleSession.initiativeTest.length > 0
                                                     && BattleSession.initiativeTakers.length === 2
                                                     && BattleSession.initiativeSideName.length === 0

            visible: offersInitiative || BattleSession.currentUnits.length > 0

            ActionButton {
                objectName: "initiativeButton"
                visible: sheetButtons.offersInitiative
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
                    required property unitChoice modelData
                    required property int index

                    objectName: "openCurrentUnit-" + index
                    text: modelData.name
                    Accessible.name: qsTr("Sheet of %1").arg(modelData.name)
                    onClicked: card.unitRequested(modelData.unitId)
                }
            }
        }
    }
}
