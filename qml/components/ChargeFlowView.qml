pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A charge from the unit's sheet, in three steps on one sheet. Declare: the unit charged (chips,
// or a tap on its row) and the distance on a large pad. Respond: the defender's responses, each
// with the chance of every ending side by side, or the reason it is not offered. Dice: each test
// in turn, typed on the pad or rolled, each result in words, the melee with both sides together,
// and Apply (one journal entry). What the players read and tap while rolling stays pinned at the
// bottom; what happened scrolls above it. It shows what the ChargeFlow controller works out.
Item {
    id: view

    required property ChargeFlow flow
    property bool diceByHand: Preferences.diceByHand
    property bool choosingTarget: false
    // The pad is open until the distance is confirmed (a melee continued has none to type).
    property bool typingDistance: flow.needsDistance
    readonly property bool declaring: flow.targetId.length === 0 || choosingTarget || typingDistance
    readonly property bool pickingTarget: declaring && (flow.targetId.length === 0 || choosingTarget)
    readonly property bool responding: !declaring && flow.allowed && flow.response.length === 0
    readonly property bool rolling: !declaring && flow.ready || flow.applied
    readonly property bool shortOfHeight: height < 700
    readonly property string shown: flow.procedureId + "/" + flow.actorId

    signal closeRequested

    // "against 45e Ligne · 10" · Form square": what is declared so far.
    function whoText(): string {
        let text = flow.targetName.length ? Phrase.fill(qsTr("%1 against %2"), [flow.actorName, flow.targetName])
                                          : flow.actorName
        if (flow.distance >= 0 && !typingDistance)
            text += (text.length ? " · " : "") + qsTr("%1\"").arg(flow.distance)
        if (flow.responseName.length)
            text += (text.length ? " · " : "") + flow.responseName
        return text
    }

    objectName: "chargeFlowView"
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("%1 sheet").arg(flow.title)

    onShownChanged: {
        choosingTarget = false
        typingDistance = flow.needsDistance
        scroll.contentY = 0
    }

    Flickable {
        id: scroll

        objectName: "chargeFlowScroll"
        width: view.width
        height: Math.max(0, view.height - panel.height - (panel.visible ? 1 : 0))
        contentHeight: column.implicitHeight + 2 * Theme.spacing
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // Shown whenever there is more below (the last responses on a small screen), not only
        // while the sheet moves.
        ScrollBar.vertical: ScrollBar {
            policy: scroll.contentHeight > scroll.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        // The latest result in view as the dice go in.
        onContentHeightChanged: {
            if (view.flow.started)
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
                    Layout.preferredWidth: 0
                    spacing: 0

                    Label {
                        textFormat: Text.PlainText
                        objectName: "chargeTitle"
                        Layout.fillWidth: true
                        text: view.flow.title
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        elide: Text.ElideRight
                    }
                }
                ActionButton {
                    objectName: "chargeChange"
                    flat: true
                    visible: !view.declaring && !view.flow.started && !view.flow.applied
                    text: view.flow.response.length ? qsTr("Response…") : qsTr("Change…")
                    Accessible.name: view.flow.response.length ? qsTr("Choose another response")
                                                               : qsTr("Change the target or the distance")
                    onClicked: {
                        if (view.flow.response.length)
                            view.flow.response = ""
                        else if (view.flow.needsDistance)
                            view.typingDistance = true
                        else
                            view.choosingTarget = true
                    }
                }
                ActionButton {
                    objectName: "closeChargeFlow"
                    text: view.flow.applied ? qsTr("Done") : qsTr("Cancel")
                    primary: view.flow.applied
                    onClicked: view.closeRequested()
                }
            }
            // Who charges whom, at what distance and with what response: under the title, the
            // sheet's full width, every word of it (unit names can be long).
            Label {
                textFormat: Text.PlainText
                objectName: "chargeWho"
                Layout.fillWidth: true
                Layout.topMargin: -6
                visible: text.length > 0
                text: view.whoText()
                color: Theme.textMuted
                wrapMode: Text.Wrap
            }

            // ---- declare: the unit charged
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: view.pickingTarget
                text: view.flow.needsDistance ? qsTr("Charge which unit? (or tap it in the order of battle)")
                                              : qsTr("Fighting which unit? (or tap it in the order of battle)")
                color: Theme.accent
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // More enemies than a dozen: a search over them (a name, a side or a commander's), and
            // at most the model's share of chips at once.
            TextField {
                id: chargeTargetSearch

                objectName: "chargeTargetSearch"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                visible: view.flow.targetModel.total > 12 && view.pickingTarget
                placeholderText: qsTr("Find the unit charged: a name, a side or a commander")
                inputMethodHints: Qt.ImhNoPredictiveText
                Accessible.name: qsTr("Find the unit charged")
                onTextChanged: view.flow.targetModel.search = text
            }
            Flow {
                Layout.fillWidth: true
                visible: view.pickingTarget
                spacing: 8

                Repeater {
                    model: view.flow.targetModel

                    ActionButton {
                        id: chip

                        required property string unitId
                        required property string name
                        required property string group
                        required property string colour
                        required property string pattern

                        objectName: "chargeTarget-" + unitId
                        compact: view.shortOfHeight
                        primary: view.flow.targetId === unitId
                        text: name
                        Accessible.name: qsTr("Charge %1").arg(name)
                        Accessible.description: group
                        onClicked: {
                            view.flow.targetId = unitId
                            view.choosingTarget = false
                            chargeTargetSearch.clear()
                        }
                        SidePattern { // the side's colour in its pattern
                            width: 6
                            height: parent.height - 12
                            anchors.verticalCenter: parent.verticalCenter
                            x: 4
                            pattern: chip.pattern || "solid"
                            cell: 3
                            ink: Theme.sideInk(chip.colour)
                        }
                    }
                }
            }
            // Below the chips, not among them: a child of the Flow as wide as the Flow would make
            // the Flow's implicit width follow the width the layout gives it, a loop that can
            // keep the layout polishing frame after frame.
            Label {
                objectName: "moreChargeTargets"
                Layout.fillWidth: true
                visible: view.pickingTarget
                         && view.flow.targetModel.matching > view.flow.targetModel.count
                text: qsTr("%n more: type part of a name, a side or a commander to find them", "",
                           view.flow.targetModel.matching - view.flow.targetModel.count)
                textFormat: Text.PlainText
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.fillWidth: true
                visible: view.declaring && view.flow.targetId.length > 0 && !view.choosingTarget

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Charging %1").arg(view.flow.targetName)
                    color: Theme.text
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    objectName: "chargeOtherTarget"
                    flat: true
                    text: qsTr("Other unit…")
                    onClicked: view.choosingTarget = true
                }
            }

            // ---- declare: the procedure's other units (a gun the unit charged supports), or none; first,
            // as the numbers may depend on them (the hits the gun takes)
            Repeater {
                model: view.declaring ? view.flow.roles : []

                ColumnLayout {
                    id: roleBlock

                    required property string roleId
                    required property string name
                    required property string chosen
                    required property var units

                    Layout.fillWidth: true
                    spacing: 4

                    Label {
                        Layout.fillWidth: true
                        text: roleBlock.name
                        textFormat: Text.PlainText
                        color: Theme.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSmall
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8

                        ActionButton {
                            objectName: "role-" + roleBlock.roleId + "-none"
                            compact: true
                            primary: roleBlock.chosen.length === 0
                            text: qsTr("None")
                            Accessible.name: qsTr("No unit as %1").arg(roleBlock.name)
                            onClicked: view.flow.setRoleUnit(roleBlock.roleId, "")
                        }
                        Repeater {
                            model: roleBlock.units

                            ActionButton {
                                required property var modelData

                                objectName: "role-" + roleBlock.roleId + "-" + modelData.unitId
                                compact: true
                                primary: roleBlock.chosen === modelData.unitId
                                text: modelData.name
                                Accessible.name: Phrase.fill(qsTr("%1 as %2"), [modelData.name, roleBlock.name])
                                onClicked: view.flow.setRoleUnit(roleBlock.roleId, modelData.unitId)
                            }
                        }
                    }
                }
            }

            // ---- declare: the numbers (the distance on the pad below; the rest here)
            Repeater {
                model: view.declaring ? view.flow.inputs : []

                RowLayout {
                    id: inputRow

                    required property string inputId
                    required property string name
                    required property int value
                    required property int minimum
                    required property int maximum

                    Layout.fillWidth: true
                    spacing: 8

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: inputRow.name
                        color: Theme.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSmall
                    }
                    ActionButton {
                        objectName: "decrease-" + inputRow.inputId
                        implicitWidth: Theme.touchTarget
                        compact: true
                        text: "\u2212"
                        enabled: inputRow.value > inputRow.minimum
                        Accessible.name: qsTr("Fewer: %1").arg(inputRow.name)
                        onClicked: view.flow.setInput(inputRow.inputId, inputRow.value - 1)
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "inputValue-" + inputRow.inputId
                        Layout.preferredWidth: 40
                        horizontalAlignment: Text.AlignHCenter
                        text: String(inputRow.value)
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                    ActionButton {
                        objectName: "increase-" + inputRow.inputId
                        implicitWidth: Theme.touchTarget
                        compact: true
                        text: "+"
                        enabled: inputRow.value < inputRow.maximum
                        Accessible.name: qsTr("More: %1").arg(inputRow.name)
                        onClicked: view.flow.setInput(inputRow.inputId, inputRow.value + 1)
                    }
                }
            }

            // ---- refused: the reason; what the charge rules forbid, the umpire may allow anyway
            OverrideBox {
                Layout.fillWidth: true
                namePrefix: "charge"
                visible: refusal.length > 0 && !view.declaring && view.flow.declared && !view.flow.applied
                refusal: view.flow.refusal
                allowedReason: view.flow.overrideReason
                onAllowRequested: reason => view.flow.allowAnyway(reason)
            }
            Label {
                textFormat: Text.PlainText
                objectName: "chargeProblem"
                Layout.fillWidth: true
                visible: !view.declaring && view.flow.declared && !view.flow.allowed && view.flow.refusal.length === 0
                text: view.flow.problems.length ? view.flow.problems[0] : ""
                color: Theme.failure
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }

            // ---- respond: each response with the chance of every ending, or why it is not offered
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: view.responding
                text: view.flow.declarationText.length
                      ? Phrase.fill(qsTr("%1 responds (%2):"), [view.flow.targetName, view.flow.declarationText])
                      : qsTr("%1 responds:").arg(view.flow.targetName)
                color: Theme.accent
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: view.responding ? view.flow.responses : []

                AbstractButton {
                    id: responseRow

                    required property string responseId
                    required property string name
                    required property bool available
                    required property string reason
                    required property string oddsText
                    required property string oddsError
                    required property string oddsNote
                    required property bool oddsPending
                    // What is said of its odds: the odds, why none, or that they are on the way.
                    readonly property string oddsSaid: responseRow.oddsPending ? qsTr("Working out the odds…")
                                                       : responseRow.oddsError.length ? responseRow.oddsError
                                                       : responseRow.oddsText

                    objectName: "response-" + responseId
                    Layout.fillWidth: true
                    implicitHeight: Math.max(Theme.touchTarget, contentItem.implicitHeight + 12)
                    enabled: responseRow.available
                    Accessible.role: Accessible.Button
                    Accessible.name: responseRow.available ? (responseRow.oddsNote.length ? Phrase.fill(qsTr("%1: %2. %3"), [responseRow.name, responseRow.oddsSaid, responseRow.oddsNote])
                                                                          : Phrase.fill(qsTr("%1: %2"), [responseRow.name, responseRow.oddsSaid]))
                                                     : Phrase.fill(qsTr("%1, not offered: %2"), [responseRow.name, responseRow.reason])
                    onClicked: view.flow.response = responseRow.responseId

                    background: Rectangle {
                        radius: Theme.radius
                        color: responseRow.down ? Theme.surfacePressed : responseRow.available ? Theme.surface : "transparent"
                        border.width: 1
                        border.color: Theme.outline
                    }
                    contentItem: ColumnLayout {
                        spacing: 2

                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            leftPadding: 10
                            rightPadding: 10
                            // Not offered: its name and why in one wrapped sentence.
                            text: responseRow.available ? responseRow.name + " \u203a"
                                                        : Phrase.fill(qsTr("%1 — %2"), [responseRow.name, responseRow.reason])
                            color: responseRow.available ? Theme.text : Theme.textMuted
                            font.bold: responseRow.available
                            font.pixelSize: responseRow.available ? Theme.fontBody : Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            objectName: "responseOdds-" + responseRow.responseId
                            Layout.fillWidth: true
                            visible: responseRow.available
                            leftPadding: 10
                            rightPadding: 10
                            text: responseRow.available ? responseRow.oddsSaid : responseRow.reason
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        // Odds too costly to work out exactly: how they were estimated.
                        Label {
                            textFormat: Text.PlainText
                            objectName: "responseOddsNote-" + responseRow.responseId
                            Layout.fillWidth: true
                            visible: responseRow.available && !responseRow.oddsError.length
                                     && responseRow.oddsNote.length > 0
                            leftPadding: 10
                            rightPadding: 10
                            text: responseRow.available ? responseRow.oddsNote : ""
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            font.italic: true
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }

            // ---- the dice: what each step did
            Repeater {
                model: view.rolling ? view.flow.steps : []

                // Only the step's own kind is made, and in the background (a Loader made a slice
                // of a frame at a time, FrameSlicedIncubation): the dice rolled at once show every
                // step together, and making them all in the tap's frame cost it tens of
                // milliseconds with a large battle open.
                Loader {
                    id: stepItem

                    required property var model
                    required property int index

                    objectName: "chargeStep-" + index
                    Layout.fillWidth: true
                    asynchronous: true
                    // By its file, with the step given as it is made: a component of this file
                    // cannot be made in the Loader's own context (it is bound to this one).
                    Component.onCompleted: setSource(model.kind === "melee" ? "ChargeMeleeStep.qml"
                                                     : model.kind === "test" ? "ChargeTestStep.qml"
                                                     : "ChargeNoteStep.qml", {step: model})
                }
            }
        }
    }
    Rectangle { // the rule between the two parts
        visible: panel.visible
        y: scroll.height
        width: view.width
        height: 1
        color: Theme.outline
    }

    // ---- what stays in view: the distance pad while declaring; the prompt, the faces and the
    // dice pad while rolling; the ending and Apply at the end
    Item {
        id: panel

        objectName: "chargeFlowPanel"
        y: view.height - height
        width: view.width
        height: visible ? Math.min(view.height, panelColumn.implicitHeight + 16) : 0
        visible: view.declaring && view.flow.targetId.length > 0 && !view.choosingTarget || view.rolling

        ColumnLayout {
            id: panelColumn

            x: Theme.spacing
            width: panel.width - 2 * Theme.spacing
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 8
            spacing: 6

            // The distance, large, and its pad.
            RowLayout {
                Layout.fillWidth: true
                visible: view.declaring
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Distance")
                    color: Theme.accent
                    font.bold: true
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "distanceValue"
                    Layout.fillWidth: true
                    text: view.flow.distance >= 0 ? qsTr("%1\"").arg(view.flow.distance) : qsTr("– inches")
                    color: view.flow.distance >= 0 ? Theme.text : Theme.textMuted
                    font.pixelSize: Theme.fontHuge
                    font.bold: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Distance: %1").arg(text)
                }
            }
            GridLayout {
                Layout.fillWidth: true
                visible: view.declaring
                columns: 6
                columnSpacing: 6
                rowSpacing: 6

                Repeater {
                    model: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]

                    ActionButton {
                        required property int modelData

                        objectName: "distance-" + modelData
                        Layout.fillWidth: true
                        Layout.preferredHeight: view.shortOfHeight ? 48 : Theme.touchTarget + 8
                        implicitWidth: 48
                        text: String(modelData)
                        font.pixelSize: Theme.fontLarge
                        Accessible.name: qsTr("Distance digit %1").arg(modelData)
                        onClicked: view.flow.typeDistanceDigit(modelData)
                    }
                }
                ActionButton {
                    objectName: "distanceBack"
                    Layout.fillWidth: true
                    Layout.preferredHeight: view.shortOfHeight ? 48 : Theme.touchTarget + 8
                    implicitWidth: 48
                    text: "\u232b"
                    enabled: view.flow.distance >= 0
                    Accessible.name: qsTr("Take back the last digit")
                    onClicked: view.flow.typeDistanceDigit(-1)
                }
                ActionButton {
                    objectName: "distanceOk"
                    Layout.fillWidth: true
                    Layout.preferredHeight: view.shortOfHeight ? 48 : Theme.touchTarget + 8
                    implicitWidth: 48
                    primary: true
                    text: "\u2713"
                    enabled: view.flow.distance >= 0 && view.flow.targetId.length > 0
                    Accessible.name: qsTr("Declare the charge")
                    onClicked: view.typingDistance = false
                }
            }

            // The test waiting for dice: which, what it needs and its odds.
            Label {
                textFormat: Text.PlainText
                objectName: "chargePrompt"
                Layout.fillWidth: true
                visible: view.rolling && view.flow.waiting
                text: view.flow.promptTitle
                color: Theme.accent
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                textFormat: Text.PlainText
                objectName: "chargePromptDetail"
                Layout.fillWidth: true
                visible: view.rolling && view.flow.waiting && text.length > 0
                text: view.flow.promptDetail
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            // The ending, once the last die is in.
            Label {
                textFormat: Text.PlainText
                objectName: "chargeEnding"
                Layout.fillWidth: true
                visible: view.flow.complete
                text: view.flow.endingName
                color: Theme.outcomeColour(view.flow.endingTone)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Ending: %1").arg(text)
            }
            Label {
                textFormat: Text.PlainText
                objectName: "chargeApplied"
                Layout.fillWidth: true
                visible: view.flow.applied
                text: qsTr("Applied and written to the journal as one entry.")
                color: Theme.success
                font.bold: true
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.fillWidth: true
                visible: view.rolling && !view.flow.applied
                spacing: 6

                // The faces so far, the newest in view, and the die that comes next.
                Item {
                    id: facesSoFar

                    objectName: "chargeFaces"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 48
                    clip: true
                    Accessible.role: Accessible.List
                    Accessible.name: view.flow.facesText.length ? qsTr("Faces so far: %1").arg(view.flow.facesText)
                                                                : qsTr("No faces yet")

                    Row {
                        x: Math.min(0, facesSoFar.width - width)
                        height: parent.height
                        spacing: 4

                        Repeater {
                            model: view.flow.faceList // a face entered adds a die: the others stay

                            DieFace {
                                required face

                                implicitWidth: 40
                                implicitHeight: 40
                                y: 4
                                sides: view.flow.dieSides > 0 ? view.flow.dieSides : 10
                            }
                        }
                        Rectangle {
                            visible: view.flow.waiting
                            width: nextLabel.implicitWidth + 20
                            height: 40
                            y: 4
                            radius: 8
                            color: "transparent"
                            border.width: 2
                            border.color: Theme.accent

                            Label {
                                id: nextLabel
                                textFormat: Text.PlainText

                                objectName: "chargeNextDie"
                                anchors.centerIn: parent
                                text: qsTr("d%1?").arg(view.flow.dieSides)
                                color: Theme.text
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                    }
                }
                ActionButton {
                    objectName: "chargeTakeBack"
                    visible: view.flow.started
                    implicitWidth: Theme.touchTarget
                    compact: view.shortOfHeight
                    flat: true
                    text: "\u232b"
                    Accessible.name: qsTr("Take back the last face")
                    onClicked: view.flow.removeLastFace()
                }
                ActionButton {
                    objectName: "chargeSkip"
                    visible: view.flow.canSkip
                    compact: view.shortOfHeight
                    flat: true
                    text: qsTr("Skip")
                    Accessible.name: qsTr("Skip this test (umpire)")
                    onClicked: view.flow.skipPending()
                }
                ActionButton {
                    objectName: "chargeRoll"
                    visible: view.flow.waiting
                    compact: view.shortOfHeight
                    primary: !view.diceByHand
                    text: view.flow.started ? qsTr("Roll the rest") : qsTr("Roll")
                    onClicked: view.flow.roll()
                }
            }
            // The triggered tests still to roll owed, the rest applied now (see ChargeFlow::canOweRest).
            ActionButton {
                objectName: "chargeOweRest"
                Layout.alignment: Qt.AlignRight
                visible: view.flow.canOweRest && !BattleSession.readOnly
                compact: view.shortOfHeight
                flat: true
                text: qsTr("Apply now, owe the rest")
                Accessible.description: qsTr("Applies the charge as it stands; the tests it triggers that no die has reached yet join the tests owed")
                onClicked: view.flow.applyOwingRest()
            }
            Label {
                textFormat: Text.PlainText
                objectName: "chargeError"
                Layout.fillWidth: true
                visible: view.flow.error.length > 0
                text: view.flow.error
                color: Theme.failure
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            DicePad {
                objectName: "chargeDicePad"
                Layout.fillWidth: true
                visible: view.rolling && view.flow.waiting
                availableWidth: panelColumn.width
                faceSize: view.shortOfHeight ? 56 : Theme.dieSize + 8
                sides: view.flow.dieSides
                // A charge's tests roll d6 and d10 in turn: Roll the rest, over the pad, stays put.
                reserveSides: 10
                canTakeBack: false
                onFaceEntered: face => view.flow.enterFace(face)
            }
            RowLayout {
                Layout.fillWidth: true
                visible: view.flow.complete && !view.flow.applied
                spacing: Theme.spacing

                ActionButton {
                    objectName: "chargeApply"
                    Layout.fillWidth: true
                    primary: true
                    text: qsTr("Apply")
                    onClicked: view.flow.apply()
                }
                ActionButton {
                    objectName: "chargeStartOver"
                    text: qsTr("Start over")
                    onClicked: view.flow.clearDice()
                }
            }
        }
    }
}
