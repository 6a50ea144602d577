pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire's form for a unit that arrives mid-battle: its name, type, side and commander. Its
// card joins the deck at the next reshuffle.
PlainDialog {
    id: dialog

    objectName: "joinUnitDialog"
    modal: true
    title: qsTr("A unit joins the battle")
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    Overlay.modal: Scrim {}
    // Our own buttons: as large as every other, each with a name a screen reader says.
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "joinCancel"
            flat: true
            text: qsTr("Cancel")
            Layout.bottomMargin: Theme.spacing // level with the button beside it
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "joinOk"
            primary: true
            text: qsTr("Add the unit")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.accept()
        }
    }
    contentWidth: 420
    anchors.centerIn: Overlay.overlay

    onAboutToShow: {
        nameField.text = ""
        typeBox.model = BattleSession.unitTypes()
        sideBox.model = BattleSession.sides()
    }
    onAccepted: BattleSession.joinUnit(nameField.text, typeBox.currentValue, sideBox.currentValue,
                                       commanderBox.currentValue === undefined ? "" : commanderBox.currentValue)

    ColumnLayout {
        width: 420
        spacing: Theme.spacing

        TextField {
            id: nameField

            objectName: "joinName"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            placeholderText: qsTr("Name, e.g. 1/43rd Foot")
            Accessible.name: qsTr("The unit's name")
        }
        Choices {
            id: typeBox

            objectName: "joinType"
            Accessible.name: qsTr("Its type: %1").arg(displayText)
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            textRole: "name"
            valueRole: "id"
        }
        Choices {
            id: sideBox

            objectName: "joinSide"
            Accessible.name: qsTr("Its side: %1").arg(displayText)
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            textRole: "name"
            valueRole: "id"
            onCurrentValueChanged: commanderBox.model = BattleSession.commanders(currentValue)
        }
        Choices {
            id: commanderBox

            objectName: "joinCommander"
            Accessible.name: displayText.length ? qsTr("Its commander: %1").arg(displayText) : qsTr("Its commander: none")
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            textRole: "name"
            valueRole: "id"
        }
    }
}
