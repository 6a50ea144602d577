pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A unit's sheet: who it is, what it may do now (tests, moves, formation changes with their
// cost), and its full returns, each open to the umpire's correction (journaled like the rest).
Flickable {
    id: view

    required property UnitSheet sheet

    signal testRequested(string testId)
    signal procedureRequested(string procedureId)
    signal closeRequested

    objectName: "unitSheetView"
    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true
    boundsBehavior: Flickable.StopAtBounds

    ColumnLayout {
        id: column

        x: Theme.spacing
        y: Theme.spacing
        width: view.width - 2 * Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true

            SidePattern { // the side's colour in its pattern
                objectName: "unitSheetSideMark"
                Layout.preferredWidth: 10
                Layout.fillHeight: true
                pattern: view.sheet.sidePattern
                ink: view.sheet.sideColour.length ? Theme.sideInk(view.sheet.sideColour) : Theme.outline
                cell: 5
            }
            ColumnLayout {
                Layout.fillWidth: true
                // The room beside the Close button, whatever the texts' unwrapped width (a longer
                // language pushed the button out of the sheet).
                Layout.preferredWidth: 0
                spacing: 2

                Label {
                    textFormat: Text.PlainText
                    objectName: "unitSheetName"
                    Layout.fillWidth: true
                    text: view.sheet.name
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    font.strikeout: view.sheet.removed
                    wrapMode: Text.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: view.sheet.commanderName.length
                          ? Phrase.fill(qsTr("%1 · %2 · under %3"), [view.sheet.sideName, view.sheet.typeName, view.sheet.commanderName])
                          : Phrase.fill(qsTr("%1 · %2"), [view.sheet.sideName, view.sheet.typeName])
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }
            ActionButton {
                objectName: "closeUnitSheet"
                text: qsTr("Close")
                flat: true
                onClicked: view.closeRequested()
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: view.sheet.removed
            text: qsTr("Removed from play; its record stays.")
            color: Theme.failure
            wrapMode: Text.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "endOfTurnOdds"
            Layout.fillWidth: true
            visible: view.sheet.endOfTurnText.length > 0
            text: view.sheet.endOfTurnText
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }

        // ---- its figures, each a tile to tap
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: view.sheet.figures.count > 0
            text: qsTr("Figures")
            color: Theme.accent
            font.bold: true
        }
        FigureRow {
            objectName: "figureRow"
            Layout.fillWidth: true
            sheet: view.sheet
        }

        // ---- what it may do
        Label {
            textFormat: Text.PlainText
            // A heading wraps rather than widening the sheet in a longer language.
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: !view.sheet.removed
            text: qsTr("Actions")
            color: Theme.accent
            font.bold: true
        }
        Label {
            textFormat: Text.PlainText
            objectName: "stepNote"
            Layout.fillWidth: true
            visible: !view.sheet.removed && text.length > 0
            text: view.sheet.stepNote
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Flow {
            objectName: "unitActions" // the guided first battle points here
            Layout.fillWidth: true
            visible: !view.sheet.removed
            spacing: 8

            Repeater {
                model: view.sheet.actions

                ActionButton {
                    required property string test
                    required property string name
                    required property string explain
                    required property bool allowed
                    required property string reason

                    objectName: "action-" + test
                    text: name
                    // Greyed when the rules forbid it here; the umpire may still open it.
                    enabled: allowed || Preferences.umpireMode
                    // Disabled, it is drawn greyed already; open to the umpire, greyed all the same.
                    opacity: !allowed && enabled ? 0.55 : 1
                    Accessible.description: allowed ? explain : reason
                    onClicked: view.testRequested(test)
                }
            }
            // A charge, from its declaration to the end of its melee (one journal entry).
            Repeater {
                model: view.sheet.procedures

                ActionButton {
                    required property string procedure
                    required property string name
                    required property string explain

                    objectName: "procedure-" + procedure
                    text: qsTr("%1…").arg(name)
                    Accessible.name: name
                    Accessible.description: explain
                    onClicked: view.procedureRequested(procedure)
                }
            }
            Choices {
                id: otherTest

                objectName: "otherTest"
                implicitHeight: Theme.touchTarget
                implicitWidth: 220
                model: view.sheet.otherTests
                textRole: "name"
                valueRole: "test"
                // What the rules forbid here greyed with their reason, as the tests offered above.
                allowedRole: "allowed"
                reasonRole: "reason"
                greyedPickable: Preferences.umpireMode
                displayText: qsTr("Other test…")
                Accessible.name: qsTr("Other tests")
                onActivated: index => view.testRequested(otherTest.valueAt(index))
            }
        }
        // Why a test offered above is greyed, in the rules' words.
        Repeater {
            model: view.sheet.removed ? [] : view.sheet.actions

            Label {
                textFormat: Text.PlainText
                required property string test
                required property string name
                required property bool allowed
                required property string reason

                objectName: "actionRefusal-" + test
                visible: !allowed
                Layout.fillWidth: true
                text: Phrase.fill(qsTr("%1: %2"), [name, reason])
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
        }

        // ---- orders: what the unit does without dice (hold, treat wounds), each a large button;
        // one opens in place with its questions and Apply.
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: !view.sheet.removed && view.sheet.orders.count > 0
            text: qsTr("Orders")
            color: Theme.accent
            font.bold: true
        }
        Repeater {
            model: view.sheet.removed ? [] : view.sheet.orders

            ColumnLayout {
                id: orderRow

                required property string order
                required property string name
                required property string explain
                required property bool allowed
                required property string reason

                Layout.fillWidth: true
                // While one is being given, the panel takes the list's place.
                visible: !orderPanel.visible
                spacing: 2

                ActionButton {
                    objectName: "order-" + orderRow.order
                    Layout.fillWidth: true
                    // Each opens in place, to be answered and applied.
                    text: qsTr("%1…").arg(orderRow.name)
                    // Greyed when the rules forbid it whatever the table answers; the umpire
                    // may still open it and allow it anyway.
                    enabled: (orderRow.allowed || Preferences.umpireMode) && !BattleSession.readOnly
                    opacity: !orderRow.allowed && enabled ? 0.55 : 1
                    Accessible.name: orderRow.name
                    Accessible.description: orderRow.allowed ? orderRow.explain : orderRow.reason
                    onClicked: {
                        orderPanel.open(orderRow.order)
                        showOrder.restart()
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "orderRefusal-" + orderRow.order
                    Layout.fillWidth: true
                    visible: !orderRow.allowed
                    text: orderRow.reason
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }
        }
        OrderPanel {
            id: orderPanel

            Layout.fillWidth: true
            sheet: view.sheet
            onAnswersChanged: showOrder.restart()
            onOverrideReasonChanged: showOrder.restart()

            // Once laid out, the order opened is brought into view, Apply with it.
            Timer {
                id: showOrder

                interval: 50
                onTriggered: view.showItem(orderPanel)
            }
        }

        Flow {
            Layout.fillWidth: true
            visible: view.sheet.movement.count > 0
            spacing: 8

            Repeater {
                model: view.sheet.movement

                Rectangle {
                    id: allowance

                    required property string name
                    required property string text

                    implicitWidth: moveLabel.implicitWidth + 20
                    implicitHeight: 40
                    radius: 8
                    color: Theme.surface
                    border.width: 1
                    border.color: Theme.outline

                    Label {
                        id: moveLabel
                        textFormat: Text.PlainText

                        anchors.centerIn: parent
                        text: Phrase.fill(qsTr("%1 %2"), [allowance.name, allowance.text])
                        color: Theme.text
                    }
                }
            }
        }

        // ---- a move planned at the table: a formation change first, the ground, how far it went;
        // what is left of the move, and what such a move brings about.
        Flow {
            id: movePlanner

            // Read again whenever the unit changes (its formation, its markers).
            readonly property var plan: {
                return view.sheet.revision >= 0
                       ? view.sheet.planMove(moveFormation.currentValue ?? "", moveGround.currentValue ?? "",
                                             moveInches.value)
                       : ({})
            }

            Layout.fillWidth: true
            visible: view.sheet.movement.count > 0 && !view.sheet.removed
            spacing: 8

            Choices {
                id: moveFormation

                objectName: "moveFormation"
                implicitHeight: Theme.touchTarget
                // As wide as its longest choice ("No formation change" was cut short at 200).
                implicitContentWidthPolicy: ComboBox.WidestText
                implicitWidth: Math.min(movePlanner.width, Math.max(200, implicitContentWidth + leftPadding + rightPadding))
                model: view.sheet.moveFormations
                textRole: "name"
                valueRole: "formation"
                Accessible.name: qsTr("Formation change before the move: %1").arg(displayText)

                // Choices changed (another unit, a formation taken): no change again, not
                // whichever formation came to stand where the one chosen was.
                Connections {
                    target: view.sheet.moveFormations

                    function onDataChanged() {
                        moveFormation.currentIndex = 0
                    }
                    function onRowsInserted() {
                        moveFormation.currentIndex = 0
                    }
                    function onRowsRemoved() {
                        moveFormation.currentIndex = 0
                    }
                }
            }
            Choices {
                id: moveGround

                objectName: "moveGround"
                visible: view.sheet.terrains.count > 1
                implicitHeight: Theme.touchTarget
                implicitContentWidthPolicy: ComboBox.WidestText
                implicitWidth: Math.min(movePlanner.width, Math.max(200, implicitContentWidth + leftPadding + rightPadding))
                model: view.sheet.terrains
                textRole: "name"
                valueRole: "terrain"
                Accessible.name: qsTr("Ground: %1").arg(displayText)
            }
            SpinBox {
                id: moveInches

                objectName: "moveInches"
                implicitHeight: Theme.touchTarget
                from: 0
                to: 60
                editable: true
                Accessible.name: qsTr("Inches moved")
            }
            ActionButton {
                objectName: "applyMove"
                enabled: (moveInches.value > 0 || (moveFormation.currentValue ?? "").length > 0)
                         && !BattleSession.readOnly
                         && ((movePlanner.plan.refusal ?? "").length === 0 || movePlanner.overrideReason.length > 0)
                text: qsTr("Moved %1\"").arg(moveInches.value)
                onClicked: {
                    if (view.sheet.applyMove(moveFormation.currentValue ?? "", moveGround.currentValue ?? "",
                                             moveInches.value, movePlanner.overrideReason)) {
                        moveInches.value = 0
                        movePlanner.overrideReason = ""
                    }
                }
            }

            // The umpire's reason for a move the rules forbid here, asked again for another move.
            property string overrideReason
            onPlanChanged: overrideReason = ""
        }
        OverrideBox {
            Layout.fillWidth: true
            namePrefix: "move"
            visible: movePlanner.visible && refusal.length > 0
            refusal: movePlanner.plan.refusal ?? ""
            allowedReason: movePlanner.overrideReason
            onAllowRequested: reason => movePlanner.overrideReason = reason
        }
        Label {
            textFormat: Text.PlainText
            objectName: "movePlan"
            Layout.fillWidth: true
            visible: movePlanner.visible && text.length > 0
            text: movePlanner.plan.summary ?? ""
            color: movePlanner.plan.mayMove === false || movePlanner.plan.withinMove === false ? Theme.failure
                                                                                              : Theme.text
            wrapMode: Text.WordWrap
        }
        ActionButton {
            objectName: "movedButton"
            visible: view.sheet.tracksMoves && !view.sheet.removed
            primary: view.sheet.moved
            text: view.sheet.moved ? qsTr("Moved ✓") : qsTr("Mark as moved")
            onClicked: view.sheet.setMoved(!view.sheet.moved)
        }
        Label {
            textFormat: Text.PlainText
            // A heading wraps rather than widening the sheet in a longer language.
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: view.sheet.formationChanges.count > 0
            text: qsTr("Change formation")
            color: Theme.accent
            font.bold: true
        }
        Repeater {
            model: view.sheet.formationChanges

            PlainDelegate {
                id: change

                required property string formation
                required property string name
                required property bool allowed
                required property string cost
                required property string reason
                required property int tests

                objectName: "formation-" + formation
                Layout.fillWidth: true
                implicitHeight: Math.max(Theme.touchTarget, contentItem.implicitHeight + 16)
                enabled: allowed
                Accessible.name: allowed ? Phrase.fill(qsTr("%1 — %2"), [name, cost])
                                         : Phrase.fill(qsTr("%1: %2"), [name, reason])
                onClicked: view.sheet.changeFormation(formation)
                contentItem: ColumnLayout {
                    spacing: 0

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: change.allowed ? Phrase.fill(qsTr("%1 — %2"), [change.name, change.cost]) : change.name
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: change.allowed ? (change.tests > 0 ? qsTr("%n morale test(s) on the way", "", change.tests) : "")
                                             : change.reason
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }

        // ---- the returns, open to correction
        Label {
            textFormat: Text.PlainText
            // A heading wraps rather than widening the sheet in a longer language.
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("State (changes are journaled)")
            color: Theme.accent
            font.bold: true
        }
        Repeater {
            model: view.sheet.fields

            RowLayout {
                id: field

                required property string fieldId
                required property string name
                required property string explain
                required property string kind
                required property var value
                required property string valueText
                required property var choices
                required property int minimum
                required property int maximum
                required property bool changed
                required property bool counted // kept by its figures: corrected on a figure
                required property bool secret

                Layout.fillWidth: true
                spacing: 8
                objectName: "field-" + fieldId

                Label {
                    id: fieldName

                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    //: a field of a unit kept from the other side until shown (an order written in secret)
                    text: field.secret ? qsTr("%1 (kept from the other side)").arg(field.name) : field.name
                    color: Theme.text
                    font.bold: field.changed
                    wrapMode: Text.WordWrap
                    MouseArea { // as tall as a finger, within the row; held, the field's explanation
                        anchors.centerIn: parent
                        width: parent.width
                        height: Math.max(parent.height, Theme.touchTarget)
                        onPressedChanged: {
                            if (pressed && field.explain.length > 0)
                                fieldTip.show(fieldName, field.explain)
                            else if (fieldTip.heldField === fieldName)
                                fieldTip.heldField = null
                        }
                    }
                }
                // Only the controls of the field's kind are made (a Repeater of one or none): a
                // unit has dozens of fields, and a drop-down, a switch and two steppers made hidden
                // for each of them cost opening its sheet tens of milliseconds.
                Repeater {
                    model: field.kind === "flag" && !field.counted ? 1 : 0

                    ToggleSwitch {
                        checked: field.value === true
                        Accessible.name: field.name
                        onToggled: view.sheet.setField(field.fieldId, checked)
                    }
                }
                Repeater { // a flag its figures keep, shown as it is
                    model: field.kind === "flag" && field.counted ? 1 : 0

                    Label {
                        textFormat: Text.PlainText
                        text: field.valueText
                        color: Theme.text
                        font.bold: true
                    }
                }
                Repeater {
                    model: field.kind === "integer" && !field.counted ? 1 : 0

                    ActionButton {
                        objectName: "decrease-" + field.fieldId
                        implicitWidth: Theme.touchTarget
                        text: "\u2212"
                        enabled: field.value > field.minimum
                        Accessible.name: qsTr("Decrease %1").arg(field.name)
                        onClicked: view.sheet.setField(field.fieldId, field.value - 1)
                    }
                }
                Repeater {
                    model: field.kind === "integer" ? 1 : 0

                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 36
                        horizontalAlignment: Text.AlignHCenter
                        text: field.valueText
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                }
                Repeater {
                    model: field.kind === "integer" && !field.counted ? 1 : 0

                    ActionButton {
                        objectName: "increase-" + field.fieldId
                        implicitWidth: Theme.touchTarget
                        text: "+"
                        enabled: field.value < field.maximum
                        Accessible.name: qsTr("Increase %1").arg(field.name)
                        onClicked: view.sheet.setField(field.fieldId, field.value + 1)
                    }
                }
                Repeater {
                    model: field.kind === "ladder" || field.kind === "choice" ? 1 : 0

                    Choices {
                        Accessible.name: Phrase.fill(qsTr("%1: %2"), [field.name, field.valueText])
                        implicitHeight: Theme.touchTarget
                        Layout.preferredWidth: 200
                        model: field.choices
                        textRole: "name"
                        valueRole: "id"
                        currentIndex: field.choices.findIndex(c => c.id === field.value)
                        displayText: field.valueText
                        onActivated: index => view.sheet.setField(field.fieldId, field.choices[index].id)
                    }
                }
            }
        }

        // ---- its place in the order of battle, the umpire's to change (each change journaled)
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Order of battle (changes are journaled)")
            color: Theme.accent
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8

            ActionButton {
                objectName: "renameUnitButton"
                text: qsTr("Rename…")
                enabled: !BattleSession.readOnly
                onClicked: renameDialog.open()
            }
            ActionButton {
                objectName: "moveUnitButton"
                text: qsTr("Move under…")
                enabled: !BattleSession.readOnly && view.sheet.moveTargets.count > 0
                Accessible.description: qsTr("Put it under another commander of its side")
                onClicked: moveDialog.open()
            }
            ActionButton {
                objectName: "withdrawUnitButton"
                text: qsTr("Take out of the battle…")
                enabled: !BattleSession.readOnly
                Accessible.description: qsTr("For a unit entered by mistake or that never came; not a loss")
                onClicked: withdrawDialog.open()
            }
        }
    }

    // Scrolls the sheet so that the whole of an item (an order opened, with its Apply) is in view.
    function showItem(item: Item) {
        if (!item || !item.visible)
            return
        const top = item.mapToItem(view.contentItem, 0, 0).y
        const bottom = top + item.height + Theme.spacing
        const maxY = Math.max(0, view.contentHeight - view.height)
        if (bottom > view.contentY + view.height)
            view.contentY = Math.min(maxY, Math.min(top - Theme.spacing, bottom - view.height))
        else if (top < view.contentY)
            view.contentY = Math.max(0, top - Theme.spacing)
    }

    // The explanation of the field held down, over its name: one tip for the sheet, rather than a
    // hidden one made for each of its dozens of fields.
    PlainToolTip {
        id: fieldTip

        property Item heldField: null

        objectName: "fieldExplanation"

        function show(nameLabel: Item, explanation: string) {
            text = explanation
            heldField = nameLabel
        }

        parent: heldField ?? view.contentItem
        visible: heldField !== null
    }
    PopupLoader {
        id: renameDialog

        file: Qt.resolvedUrl("UnitOrderDialog.qml")
        properties: ({ sheet: view.sheet, mode: "rename" })
    }
    PopupLoader {
        id: moveDialog

        file: Qt.resolvedUrl("UnitOrderDialog.qml")
        properties: ({ sheet: view.sheet, mode: "move" })
    }
    PopupLoader {
        id: withdrawDialog

        file: Qt.resolvedUrl("UnitOrderDialog.qml")
        properties: ({ sheet: view.sheet, mode: "withdraw" })
    }
    // A unit taken out of the battle (or whose joining was undone) has no sheet to show.
    Connections {
        target: view.sheet

        function onChanged() {
            if (!view.sheet.valid && view.sheet.unitId.length > 0)
                view.closeRequested()
        }
        // Another unit's sheet: an order half given to this one is dropped.
        function onUnitIdChanged() {
            orderPanel.orderId = ""
        }
    }
}
