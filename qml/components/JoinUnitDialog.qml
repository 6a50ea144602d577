pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The umpire's form for a unit that arrives mid-battle: its name, type, side and commander. Its
// card joins the deck at the next reshuffle.
Dialog {
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
    standardButtons: Dialog.Ok | Dialog.Cancel
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
        }
        ComboBox {
            id: typeBox

            objectName: "joinType"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            textRole: "name"
            valueRole: "id"
        }
        ComboBox {
            id: sideBox

            objectName: "joinSide"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            textRole: "name"
            valueRole: "id"
            onCurrentValueChanged: commanderBox.model = BattleSession.commanders(currentValue)
        }
        ComboBox {
            id: commanderBox

            objectName: "joinCommander"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            textRole: "name"
            valueRole: "id"
        }
    }
}
