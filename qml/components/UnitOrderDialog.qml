pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire's change to a unit's place in the order of battle during play: a new name, another
// commander of its side, or out of the battle altogether. Each is one journal entry, undone like
// any other; a mistake is said here and the dialog stays open.
PlainDialog {
    id: dialog

    required property UnitSheet sheet
    // "rename", "move" or "withdraw"
    required property string mode

    objectName: "unitOrderDialog-" + mode
    modal: true
    title: mode === "rename" ? qsTr("Rename %1").arg(sheet.name)
                             : mode === "move" ? qsTr("Move %1 under another commander").arg(sheet.name)
                                               : qsTr("Take %1 out of the battle").arg(sheet.name)
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    Overlay.modal: Scrim {}
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "unitOrderCancel"
            flat: true
            text: qsTr("Cancel")
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "unitOrderOk"
            primary: true
            text: dialog.mode === "rename" ? qsTr("Rename") : dialog.mode === "move" ? qsTr("Move") : qsTr("Take out")
            enabled: dialog.mode !== "move" || commanderBox.currentIndex >= 0
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: {
                if (dialog.apply())
                    dialog.close()
            }
        }
    }
    contentWidth: Math.min(420, (Overlay.overlay ? Overlay.overlay.width : 480) - 60)
    anchors.centerIn: Overlay.overlay

    // Journals the change; false (and the dialog stays open, saying why) if core refused it.
    function apply(): bool {
        BattleSession.clearError()
        if (dialog.mode === "rename")
            return dialog.sheet.rename(nameField.text, reasonField.text)
        if (dialog.mode === "move")
            return commanderBox.currentIndex >= 0
                   && dialog.sheet.moveUnder(commanderBox.currentValue, reasonField.text)
        return dialog.sheet.withdraw(reasonField.text)
    }

    onAboutToShow: {
        BattleSession.clearError()
        nameField.text = dialog.sheet.name
        reasonField.text = ""
        commanderBox.currentIndex = dialog.sheet.moveTargets.count > 0 ? 0 : -1
        if (dialog.mode === "rename")
            nameField.forceActiveFocus()
    }

    ColumnLayout {
        width: dialog.contentWidth
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: dialog.mode === "rename"
                  ? qsTr("The new name shows everywhere at once; the journal keeps the old one.")
                  : dialog.mode === "move"
                    ? (dialog.sheet.commanderName.length
                       ? qsTr("Now under %1. It answers to the commander you choose from now on.").arg(dialog.sheet.commanderName)
                       : qsTr("It answers to the commander you choose from now on."))
                    : qsTr("For a unit entered by mistake or that never came: it leaves the order of battle and its card leaves the deck. It is not counted as lost (for a unit lost in the fight, set Removed in its state). Undo brings it back.")
        }
        TextField {
            id: nameField

            objectName: "unitOrderName"
            visible: dialog.mode === "rename"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            placeholderText: qsTr("Name, e.g. 1/43rd Foot")
            Accessible.name: qsTr("The unit's new name")
            onAccepted: {
                if (dialog.apply())
                    dialog.close()
            }
        }
        Choices {
            id: commanderBox

            objectName: "unitOrderCommander"
            visible: dialog.mode === "move"
            Accessible.name: qsTr("Its new commander: %1").arg(displayText)
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            model: dialog.sheet.moveTargets
            textRole: "name"
            valueRole: "unitId"
        }
        TextField {
            id: reasonField

            objectName: "unitOrderReason"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            placeholderText: qsTr("Why (optional, for the journal)")
            Accessible.name: qsTr("Why, for the journal")
        }
        Label {
            textFormat: Text.PlainText
            objectName: "unitOrderError"
            Layout.fillWidth: true
            visible: BattleSession.error.length > 0
            text: BattleSession.error
            color: Theme.failure
            wrapMode: Text.WordWrap
        }
    }
}
