pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire passes over a test the rules owe: which one, and why (journaled with it). Nothing is
// passed over without a reason.
PlainDialog {
    id: dialog

    property int chosen: 0

    objectName: "owedSkipDialog"
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("Pass over an owed test")
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "owedSkipCancel"
            flat: true
            text: qsTr("Cancel")
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "owedSkipConfirm"
            primary: true
            text: qsTr("Pass over")
            enabled: dialog.chosen > 0 && reason.text.trim().length > 0
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.accept()
        }
    }
    contentWidth: 420
    onAboutToShow: {
        chosen = BattleSession.owed.owedIdAt(0)
        reason.text = ""
    }
    onAccepted: BattleSession.skipOwed(chosen, reason.text)

    ColumnLayout {
        width: 420
        spacing: 8

        Repeater {
            model: BattleSession.owed

            delegate: ActionButton {
                required property int owedId
                required property string owedText

                Layout.fillWidth: true
                flat: dialog.chosen !== owedId
                primary: dialog.chosen === owedId
                checkable: true
                checked: dialog.chosen === owedId
                text: owedText
                Accessible.role: Accessible.RadioButton
                onClicked: dialog.chosen = owedId
            }
        }
        TextField {
            id: reason

            objectName: "owedSkipReason"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            placeholderText: qsTr("The umpire's reason")
            Accessible.name: qsTr("The umpire's reason")
        }
    }
}
