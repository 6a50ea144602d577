pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// One order being given, inside the unit's sheet: what it is, its yes/no questions, the unit it
// is given to when it takes one, and Apply (one journal entry, undone like any other). What the
// rules forbid with these answers is said in their words; the umpire may allow it anyway.
ColumnLayout {
    id: panel

    required property UnitSheet sheet
    // The order shown (an id of sheet.orders); empty: the panel is closed.
    property string orderId
    // The questions answered yes, and the unit it is given to.
    property var answers: []
    property string targetId
    property string overrideReason
    // The order as the sheet offers it now (its order empty when it is no longer offered), read
    // again whenever the unit changes (sheet.revision).
    readonly property var entry: panel.sheet.orderChoice(panel.sheet.revision >= 0 ? panel.orderId : "")
    // Read again whenever the unit changes or an answer or the target does.
    readonly property string refusal: {
        return panel.sheet.revision >= 0 && panel.orderId.length ? panel.sheet.orderRefusal(panel.orderId, panel.answers, panel.targetId) : ""
    }
    readonly property bool mayApply: panel.entry.order.length > 0 && !BattleSession.readOnly
                                     && (panel.refusal.length === 0 || panel.overrideReason.length > 0)

    // The order was journaled, or the panel closed without it.
    signal given
    signal closed

    // Opens on an order, every question answered no and the first unit it may be given to chosen.
    function open(id: string) {
        BattleSession.clearError()
        panel.answers = []
        panel.overrideReason = ""
        panel.orderId = id
        panel.targetId = panel.entry.takesTarget && panel.sheet.orderTargets.count > 0
                         ? panel.sheet.orderTargets.value(0, "unitId") : ""
    }
    function close() {
        panel.orderId = ""
        panel.closed()
    }
    function setAnswer(questionId: string, yes: bool) {
        const list = panel.answers.filter(a => a !== questionId)
        if (yes)
            list.push(questionId)
        panel.answers = list
        panel.overrideReason = "" // allowed for other answers, asked again
    }
    function apply(): bool {
        BattleSession.clearError()
        if (!panel.mayApply
                || !panel.sheet.giveOrder(panel.orderId, panel.answers, panel.targetId,
                                          panel.refusal.length ? panel.overrideReason : ""))
            return false
        panel.orderId = ""
        panel.given()
        return true
    }

    objectName: "orderPanel"
    visible: orderId.length > 0
    spacing: Theme.spacing

    Label {
        textFormat: Text.PlainText
        objectName: "orderTitle"
        Layout.fillWidth: true
        text: panel.entry.name
        color: Theme.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.entry.explain
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    // ---- its questions: each a yes or a no, no by default
    Repeater {
        model: panel.entry.questions

        RowLayout {
            id: question

            // An OrderQuestionChoice: question, name, explain.
            required property var modelData

            Layout.fillWidth: true
            spacing: 8

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: question.modelData.name
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            ToggleSwitch {
                objectName: "answer-" + question.modelData.question
                checked: panel.answers.indexOf(question.modelData.question) >= 0
                Accessible.name: question.modelData.name
                onToggled: panel.setAnswer(question.modelData.question, checked)
            }
        }
    }
    // ---- the unit it is given to
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.entry.takesTarget
        text: qsTr("Given to")
        color: Theme.textMuted
        wrapMode: Text.WordWrap
    }
    Choices {
        id: targetBox

        objectName: "orderTarget"
        Layout.fillWidth: true
        visible: panel.entry.takesTarget
        model: panel.sheet.orderTargets
        textRole: "name"
        valueRole: "unitId"
        currentIndex: panel.sheet.revision >= 0 ? targetBox.indexOfValue(panel.targetId) : -1
        displayText: currentIndex >= 0 ? currentText : qsTr("Choose a unit")
        Accessible.name: qsTr("Given to: %1").arg(displayText)
        onActivated: index => {
            panel.targetId = targetBox.valueAt(index)
            panel.overrideReason = ""
        }
    }
    OverrideBox {
        Layout.fillWidth: true
        namePrefix: "order"
        refusal: panel.refusal
        allowedReason: panel.overrideReason
        onAllowRequested: reason => panel.overrideReason = reason
    }
    Label {
        textFormat: Text.PlainText
        objectName: "orderError"
        Layout.fillWidth: true
        visible: panel.visible && BattleSession.error.length > 0
        text: BattleSession.error
        color: Theme.failure
        wrapMode: Text.WordWrap
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        ActionButton {
            objectName: "applyOrder"
            Layout.fillWidth: true
            primary: true
            enabled: panel.mayApply
            text: qsTr("Apply")
            Accessible.name: qsTr("Apply: %1").arg(panel.entry.name)
            onClicked: panel.apply()
        }
        ActionButton {
            objectName: "cancelOrder"
            flat: true
            text: qsTr("Cancel")
            onClicked: panel.close()
        }
    }
}
