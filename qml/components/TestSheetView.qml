pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The test sheet in two parts. What the players choose scrolls: the target, the numbers, the
// modifiers (the ones to tick first), and the results die by die with their follow-ups. What they
// read and tap while rolling stays put: the total, what is needed and the odds, the faces so far
// and the die that comes next, and the dice pad, pinned to the bottom (or to the right on a wide
// sheet) so that it never moves while faces are entered. It shows what the TestSheet controller
// works out.
Item {
    id: view

    required property TestSheet sheet
    property bool diceByHand: Preferences.diceByHand
    // Side by side when there is room for both the choices and the pad and the height is short.
    // Tall (a tablet upright, a large screen), the pad pinned under the choices leaves no empty
    // area above it, as the pad's column would.
    readonly property bool twoColumns: width >= 640 && height < 760
    // The test shown: a new one opens at its top.
    readonly property string shownTest: sheet.testId + "/" + sheet.actorId
    property bool choosingTarget: false
    property bool showDetails: false // every modifier with its reasons
    readonly property bool shortOfHeight: height < 700
    // Tall (a tablet upright): what the test is, in full from the start.
    readonly property bool roomy: height >= 860
    // More targets than this: a search over them (a name, or a side or commander's).
    property int targetSearchFrom: 12
    readonly property bool searchesTargets: sheet.targetModel.total > targetSearchFrom

    signal closeRequested
    // A modifier's place on the Learn page ("test:fire/modifier:enfilade").
    signal rulesRequested(string anchor)

    objectName: "testSheetView"
    Accessible.role: Accessible.Pane
    Accessible.name: sheet.testName.length ? qsTr("Test sheet: %1").arg(sheet.testName) : qsTr("Test sheet")

    onShownTestChanged: {
        scroll.contentY = 0
        choosingTarget = false
        showDetails = false
    }

    Flickable {
        id: scroll

        objectName: "testSheetScroll"
        x: 0
        y: 0
        width: view.twoColumns ? view.width - panel.width - 1 : view.width
        height: view.twoColumns ? view.height : Math.max(0, view.height - panel.height - 1)
        contentHeight: column.implicitHeight + 2 * Theme.spacing
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        // The latest result in view as the dice go in; before that, the choices from the top.
        onContentHeightChanged: {
            if (view.sheet.started)
                contentY = Math.max(0, contentHeight - height)
        }

        ColumnLayout {
            id: column

            x: Theme.spacing
            y: Theme.spacing
            width: scroll.width - 2 * Theme.spacing
            spacing: 8

            RowLayout {
                Layout.fillWidth: true

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        textFormat: Text.PlainText
                        objectName: "testTitle"
                        Layout.fillWidth: true
                        text: view.sheet.testName
                        TapHandler { // around the title too, for a finger
                            margin: Math.max(0, (Theme.touchTarget - parent.height) / 2)
                            onTapped: explain.open = !explain.open
                        }
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "testWho"
                        Layout.fillWidth: true
                        text: view.sheet.targetName.length ? Phrase.fill(qsTr("%1 against %2"), [view.sheet.actorName, view.sheet.targetName])
                                                           : view.sheet.actorName
                        color: Theme.textMuted
                        elide: Text.ElideRight
                    }
                    // Taken as a test the rules owe: why it is owed.
                    Label {
                        textFormat: Text.PlainText
                        objectName: "testOwedWhy"
                        Layout.fillWidth: true
                        visible: view.sheet.owedWhy.length > 0
                        text: qsTr("Owed: %1").arg(view.sheet.owedWhy)
                        color: Theme.accent
                        wrapMode: Text.WordWrap
                    }
                    // Judged as if rolled when it was owed: what has changed since.
                    Label {
                        textFormat: Text.PlainText
                        objectName: "testOwedAsWas"
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: view.sheet.owedAsWas.length > 0 ? qsTr("Judged on %1").arg(view.sheet.owedAsWas) : ""
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }
                }
                ActionButton {
                    objectName: "changeTarget"
                    flat: true
                    visible: view.sheet.needsTarget && view.sheet.targetId.length > 0 && !view.choosingTarget
                             && !view.sheet.started
                    text: qsTr("Target…")
                    Accessible.name: qsTr("Change the target")
                    onClicked: view.choosingTarget = true
                }
                ActionButton {
                    objectName: "closeTestSheet"
                    text: view.sheet.applied ? qsTr("Done") : qsTr("Cancel")
                    primary: view.sheet.applied
                    Accessible.description: view.sheet.underWay ? qsTr("Drops the test under way") : ""
                    onClicked: view.closeRequested()
                }
            }
            // What the test is: one line, all of it on a tap.
            Label {
                id: explain
                textFormat: Text.PlainText

                property bool open: false

                objectName: "testExplain"
                Layout.fillWidth: true
                // Where height is short it waits for a tap on the title.
                visible: view.sheet.testExplain.length > 0 && (!view.shortOfHeight || open)
                text: view.sheet.testExplain
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: open || view.roomy ? Text.WordWrap : Text.NoWrap
                elide: open || view.roomy ? Text.ElideNone : Text.ElideRight
                Accessible.role: Accessible.StaticText
                Accessible.name: text

                TapHandler { // around the line too, for a finger
                    margin: Math.max(0, (Theme.touchTarget - parent.height) / 2)
                    onTapped: explain.open = !explain.open
                }
            }

            // What the sheet needs before its dice: the target and the numbers measured. One block,
            // so that the tutor can light it alone (the whole sheet left a tall screen no room for
            // its words).
            ColumnLayout {
                objectName: "testSheetAim"
                Layout.fillWidth: true
                Layout.fillHeight: false // as tall as what it holds: the tutor lights no more
                spacing: column.spacing

                // ---- the target: chips while choosing; once chosen, named in the heading
                TestTargetChooser {
                    Layout.fillWidth: true
                    visible: view.sheet.needsTarget && !view.sheet.started
                             && (view.sheet.targetId.length === 0 || view.choosingTarget)
                    sheet: view.sheet
                    searches: view.searchesTargets
                    spacing: column.spacing
                    onChosen: view.choosingTarget = false
                }

                // ---- numbers the players enter: the name beside its box, what the number means under
                // both at the sheet's full width (beside the box it took twice the lines on a short
                // screen and pushed the ticks below the fold).
                // A new value changes its row in place: the stepper under the finger that holds its
                // + down is not made anew.
                Repeater {
                    model: view.sheet.inputs

                    ColumnLayout {
                        id: inputRow

                        required property string inputId
                        required property string name
                        required property string explain
                        required property int value
                        required property int minimum
                        required property int maximum
                        required property bool hasValue
                        required property bool entered
                        required property bool inches
                        required property bool ranged
                        required property string band

                        Layout.fillWidth: true
                        spacing: 2

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: inputRow.name
                                color: Theme.text
                                wrapMode: Text.WordWrap
                            }
                            NumberStepper {
                                objectName: "input-" + inputRow.inputId
                                from: inputRow.minimum
                                to: inputRow.maximum
                                value: inputRow.value
                                entered: inputRow.hasValue
                                inches: inputRow.inches
                                locked: view.sheet.started
                                name: inputRow.name
                                Accessible.description: inputRow.explain
                                onValueModified: value => view.sheet.setInput(inputRow.inputId, value)
                            }
                        }
                        // The range band a distance gives ("Long range −1"), or why none does; its
                        // line is kept while the distance is being entered, so nothing under it moves.
                        Label {
                            objectName: "inputBand-" + inputRow.inputId
                            Layout.fillWidth: true
                            visible: inputRow.inches && inputRow.ranged
                            text: inputRow.band || " "
                            textFormat: Text.PlainText
                            color: Theme.text
                            font.bold: true
                            wrapMode: Text.WordWrap
                        }
                        // What the number means, for a newcomer ("0: rolled now"). On a short screen
                        // it gives way to the ticks once a number is entered (the box keeps it for a
                        // screen reader); a distance's, from the start, so that entering one moves
                        // nothing (its band says what it gave).
                        Label {
                            textFormat: Text.PlainText
                            objectName: "inputExplain-" + inputRow.inputId
                            Layout.fillWidth: true
                            visible: text.length > 0
                                     && !(view.shortOfHeight && (inputRow.entered || inputRow.inches))
                            text: inputRow.explain
                            color: Theme.textMuted
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }

            // ---- modifiers: what the players tick or choose, as chips; what counts by itself in
            // one line; every modifier with its reasons on request.
            ActionButton {
                objectName: "fewerWords"
                flat: true
                visible: view.showDetails && !view.sheet.started
                text: qsTr("Fewer words")
                onClicked: view.showDetails = false
            }
            // What the app cannot work out from the battle: the chips below are for the table's
            // eyes alone (cover, a flank, the ground).
            Label {
                objectName: "tableOnly"
                Layout.fillWidth: true
                visible: !view.showDetails && !view.sheet.started && view.sheet.modifiers.chipCount > 0
                text: qsTr("Only the table can tell:")
                textFormat: Text.PlainText
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            Flow {
                objectName: "modifierChips"
                Layout.fillWidth: true
                visible: !view.showDetails && !view.sheet.started
                spacing: view.shortOfHeight ? 6 : 8

                // The toggles first: the situational ones a player ticks on most tests, near the
                // top where a short screen shows them; then each group of choices on its own line.
                Repeater {
                    model: view.sheet.modifiers

                    ModifierChips {
                        sheet: view.sheet
                        pass: "toggle"
                        lineWidth: column.width
                        compact: view.shortOfHeight
                    }
                }
                Repeater {
                    model: view.sheet.modifiers

                    ModifierChips {
                        sheet: view.sheet
                        pass: "oneOf"
                        lineWidth: column.width
                        compact: view.shortOfHeight
                    }
                }
                ActionButton {
                    objectName: "modifierDetails"
                    flat: true
                    compact: view.shortOfHeight
                    visible: view.sheet.modifiers.count > 0
                    text: qsTr("Why these numbers?")
                    onClicked: view.showDetails = true
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "automaticModifiers"
                Layout.fillWidth: true
                visible: !view.showDetails && !view.sheet.started && text.length > 0
                text: qsTr("Counted: %1").arg(view.sheet.automaticText)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            // Every modifier with why it counts (or would), made only when asked for.
            Repeater {
                model: view.showDetails && !view.sheet.started ? view.sheet.modifiers : null

                ModifierRow {
                    Layout.fillWidth: true
                    locked: view.sheet.started
                    onToggled: id => view.sheet.toggle(id)
                    onChose: (id, choice) => view.sheet.choose(id, choice)
                    onRulesRequested: id => view.rulesRequested(view.sheet.rulesAnchor(id))
                }
            }
            // Once the dice are in, the modifiers are settled: one line says which counted.
            Label {
                textFormat: Text.PlainText
                objectName: "settledModifiers"
                Layout.fillWidth: true
                visible: view.sheet.started && text.length > 0
                text: view.sheet.started ? view.sheet.promptModifiers.length && view.sheet.results.count === 0
                                           ? view.sheet.promptModifiers : "" : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: view.sheet.problems

                Label {
                    textFormat: Text.PlainText
                    required property string modelData

                    Layout.fillWidth: true
                    text: modelData
                    color: Theme.failure
                    wrapMode: Text.WordWrap
                }
            }

            // ---- results so far, die by die
            Repeater {
                model: view.sheet.results

                ColumnLayout {
                    id: result

                    required property int index
                    required property string title
                    required property int depth
                    required property string outcome
                    required property string tone
                    required property string explain
                    // ResultDie each: face, sides, kept, judged, success, tone.
                    required property var dice
                    required property var effects // strings
                    required property var why // a sentence each

                    objectName: "result-" + index
                    Layout.fillWidth: true
                    Layout.leftMargin: depth * 16
                    spacing: 4

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: result.title
                        color: Theme.text
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 6

                        Repeater {
                            model: result.dice

                            DieFace {
                                required property var modelData

                                implicitWidth: 48
                                implicitHeight: 48
                                face: modelData.face
                                sides: modelData.sides
                                kept: modelData.kept
                                judged: modelData.judged
                                success: modelData.success
                                tone: modelData.tone
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            objectName: "outcome-" + result.index
                            height: 48
                            verticalAlignment: Text.AlignVCenter
                            text: result.outcome
                            color: Theme.outcomeColour(result.tone)
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: result.explain
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }
                    // Why: a plain sentence per die and one for the outcome, a line each.
                    WhyLines {
                        objectName: "why-" + result.index
                        Layout.fillWidth: true
                        lines: result.why
                    }
                    Repeater {
                        model: result.effects

                        Label {
                            textFormat: Text.PlainText
                            required property string modelData

                            Layout.fillWidth: true
                            text: "\u2192 " + modelData
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "appliedLabel"
                Layout.fillWidth: true
                visible: view.sheet.applied
                text: qsTr("Applied and written to the journal.")
                color: Theme.success
                font.bold: true
                wrapMode: Text.WordWrap
            }
        }
    }
    Rectangle { // the rule between the two parts
        x: view.twoColumns ? scroll.width : 0
        y: view.twoColumns ? 0 : scroll.height
        width: view.twoColumns ? 1 : view.width
        height: view.twoColumns ? view.height : 1
        color: Theme.outline
    }

    // ---- what stays in view: total, need, odds, the faces, the pad
    Item {
        id: panel

        objectName: "testSheetPanel"
        x: view.twoColumns ? view.width - width : 0
        y: view.twoColumns ? 0 : view.height - height
        width: view.twoColumns ? Math.min(420, Math.round(view.width * 0.5)) : view.width
        height: view.twoColumns ? view.height
                                : Math.min(view.height, readings.implicitHeight + 6 + panelColumn.implicitHeight + 2 * 8)
        visible: view.sheet.testName.length > 0

        // The readings (total, need, odds) at the top of the panel; the rest laid from the
        // bottom up, so that the pad's place depends on nothing above it. One column: the readings
        // sit just above the rest. Two: they keep to the top of the column, the pad to its foot,
        // unless the two do not fit between them.
        ColumnLayout {
            id: readings

            x: Theme.spacing
            y: view.twoColumns ? Math.min(8, panelColumn.y - 6 - height) : panelColumn.y - 6 - height
            width: panel.width - 2 * Theme.spacing
            spacing: 6

            Label {
                textFormat: Text.PlainText
                objectName: "totalLabel"
                Layout.fillWidth: true
                text: Phrase.fill(qsTr("Total %1 · %2"), [view.sheet.totalText, view.sheet.needText])
                color: Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            // The odds, each row named and coloured by what it means for the side taking the test.
            Flow {
                id: oddsFlow

                objectName: "oddsRows"
                Layout.fillWidth: true
                spacing: 4
                // Not before the test can be rolled: odds of "0 dice" read like a value.
                visible: oddsRepeater.count > 0 && (view.sheet.ready || view.sheet.started)

                Label {
                    textFormat: Text.PlainText
                    text: view.sheet.oddsLabel + ":"
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    rightPadding: 4
                }
                Repeater {
                    id: oddsRepeater

                    model: view.sheet.odds

                    Label {
                        textFormat: Text.PlainText
                        required property string oddsText
                        required property string tone
                        required property int index

                        objectName: "odds-" + index
                        // A long outcome's name ("Rout if charged, else halt disordered") wraps
                        // within the sheet rather than running out of it.
                        width: Math.min(implicitWidth, oddsFlow.width)
                        // "about" each chance when the odds were estimated
                        text: oddsText + (index < oddsRepeater.count - 1 ? " ·" : "")
                        color: Theme.outcomeColour(tone)
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: oddsText
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "summaryOdds"
                    visible: text.length > 0
                    text: view.sheet.summaryOdds
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    leftPadding: 4
                }
            }
        }
        ColumnLayout {
            id: panelColumn

            x: Theme.spacing
            width: panel.width - 2 * Theme.spacing
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 8
            spacing: 6

            // A follow-up waiting for its dice: which, and its odds.
            Label {
                textFormat: Text.PlainText
                objectName: "promptTitle"
                Layout.fillWidth: true
                visible: view.sheet.waiting && view.sheet.results.count > 0
                text: view.sheet.promptTitle
                color: Theme.accent
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                textFormat: Text.PlainText
                objectName: "promptDetail"
                Layout.fillWidth: true
                visible: view.sheet.waiting && view.sheet.started && text.length > 0
                // The test itself: its count only (its need and odds are just above).
                text: view.sheet.results.count > 0 ? view.sheet.promptSummary : view.sheet.promptCount
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }

            // The faces so far and the die that comes next; a face refused says why, here.
            RowLayout {
                Layout.fillWidth: true
                visible: view.sheet.ready || view.sheet.started
                spacing: 6

                // The newest faces kept in view: the row slides left as it fills.
                Item {
                    id: facesSoFar

                    objectName: "facesSoFar"
                    Layout.fillWidth: true
                    Layout.preferredHeight: view.shortOfHeight ? 48 : Theme.touchTarget
                    clip: true
                    Accessible.role: Accessible.List
                    Accessible.name: view.sheet.facesText.length ? qsTr("Faces so far: %1").arg(view.sheet.facesText)
                                                                 : qsTr("No faces yet")

                    Row {
                        x: Math.min(0, facesSoFar.width - width)
                        height: parent.height
                        spacing: 4

                        Repeater {
                            model: view.sheet.faceList // a face entered adds a die: the others stay

                            DieFace {
                                required face

                                implicitWidth: 40
                                implicitHeight: 40
                                y: (facesSoFar.height - height) / 2
                                sides: view.sheet.dieSides > 0 ? view.sheet.dieSides : 10
                            }
                        }
                        // The die asked for next.
                        Rectangle {
                            visible: view.sheet.waiting
                            width: nextLabel.implicitWidth + 20
                            height: 40
                            y: (facesSoFar.height - height) / 2
                            radius: 8
                            color: "transparent"
                            border.width: 2
                            border.color: Theme.accent

                            Label {
                                id: nextLabel
                                textFormat: Text.PlainText

                                objectName: "nextDie"
                                anchors.centerIn: parent
                                text: qsTr("d%1?").arg(view.sheet.dieSides)
                                Accessible.name: qsTr("Next: a d%1").arg(view.sheet.dieSides)
                                color: Theme.text
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                    }
                }
                ActionButton {
                    objectName: "takeBackFace"
                    visible: view.sheet.started && !view.sheet.applied
                    implicitWidth: Theme.touchTarget
                    compact: view.shortOfHeight
                    flat: true
                    text: "\u232b"
                    Accessible.name: qsTr("Take back the last face")
                    onClicked: view.sheet.removeLastFace()
                }
                ActionButton {
                    objectName: "rollButton"
                    visible: view.sheet.waiting && view.sheet.ready
                    compact: view.shortOfHeight
                    primary: !view.diceByHand
                    text: view.sheet.started ? qsTr("Roll the rest") : qsTr("Roll")
                    onClicked: view.sheet.roll()
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "faceError"
                Layout.fillWidth: true
                visible: view.sheet.error.length > 0
                text: view.sheet.error
                color: Theme.failure
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            // What the rules forbid here (a limbered battery firing): said, and in umpire mode
            // allowed anyway with a reason that the journal keeps.
            OverrideBox {
                Layout.fillWidth: true
                namePrefix: "test"
                visible: refusal.length > 0 && !view.sheet.applied
                refusal: view.sheet.refusal
                allowedReason: view.sheet.overrideReason
                onAllowRequested: reason => view.sheet.allowAnyway(reason)
            }
            // The test's own dice are in: apply it now, and its follow-ups wait in the tests owed.
            ActionButton {
                objectName: "oweRestButton"
                Layout.fillWidth: true
                visible: view.sheet.canOweRest
                text: qsTr("Apply now, owe the rest")
                Accessible.description: qsTr("The follow-up tests not yet rolled join the tests owed")
                onClicked: view.sheet.applyOwingRest()
            }
            DicePad {
                objectName: "dicePad"
                Layout.fillWidth: true
                visible: view.sheet.waiting && view.sheet.ready
                availableWidth: panelColumn.width
                // Short of height: 56 px, a finger's and more, so that the choices above keep their room.
                faceSize: view.shortOfHeight ? 56 : Theme.dieSize + 8
                sides: view.sheet.dieSides
                canTakeBack: false // beside the faces, above
                onFaceEntered: face => view.sheet.enterFace(face)
            }
            RowLayout {
                Layout.fillWidth: true
                visible: view.sheet.complete && !view.sheet.applied
                spacing: Theme.spacing

                ActionButton {
                    objectName: "applyButton"
                    Layout.fillWidth: true
                    primary: true
                    text: qsTr("Apply")
                    onClicked: view.sheet.apply()
                }
                ActionButton {
                    objectName: "rerollButton"
                    text: qsTr("Start over")
                    onClicked: view.sheet.clearDice()
                }
            }
            // Rolling again under a re-roll the rules offer: the dice entered now replace the first.
            Label {
                textFormat: Text.PlainText
                objectName: "rerollUnderWay"
                Layout.fillWidth: true
                visible: text.length > 0 && !view.sheet.applied
                text: view.sheet.rerollText
                color: Theme.text
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // Applied: a re-roll the rules offer for it (an officer's bonus), right here; one the
            // rules refuse now is greyed with their reason.
            Repeater {
                // Empty until applied. The list itself, not a new one at each die: a new one made it anew.
                model: view.sheet.rerolls

                ColumnLayout {
                    id: rerollOffer

                    required property string order
                    required property string by
                    required property string name
                    required property string explain
                    required property bool allowed
                    required property string reason
                    required property int index

                    Layout.fillWidth: true
                    spacing: 2

                    ActionButton {
                        objectName: "rerollOffer-" + rerollOffer.index
                        Layout.fillWidth: true
                        enabled: rerollOffer.allowed && !BattleSession.readOnly
                        text: rerollOffer.name // "Officer's re-roll (Captain Ward)"
                        Accessible.description: rerollOffer.allowed ? rerollOffer.explain : rerollOffer.reason
                        onClicked: view.sheet.reroll(rerollOffer.order, rerollOffer.by)
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "rerollRefused-" + rerollOffer.index
                        Layout.fillWidth: true
                        visible: !rerollOffer.allowed
                        text: rerollOffer.reason
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
