pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The test sheet's target while it is chosen: a chip for each unit the test may be taken against,
// a heading where the side or the commander changes, a search over them when there are many, and
// the own side on request. A tap names the target and says so (chosen).
ColumnLayout {
    id: chooser

    required property TestSheet sheet
    // More targets than a screen of chips: a search narrows them.
    property bool searches: false

    signal chosen

    spacing: 8

    Label {
        textFormat: Text.PlainText
        objectName: "chooseTargetLabel"
        text: qsTr("Choose the target (or tap it in the order of battle)")
        color: Theme.accent
        font.bold: true
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    TextField {
        id: targetSearch

        objectName: "targetSearch"
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.touchTarget
        visible: chooser.searches
        placeholderText: qsTr("Find a target: a unit, a side or a commander")
        inputMethodHints: Qt.ImhNoPredictiveText
        Accessible.name: qsTr("Find a target")
        onTextChanged: chooser.sheet.targetModel.search = chooser.searches ? text : ""
    }
    Label {
        objectName: "noTargetFound"
        Layout.fillWidth: true
        visible: targetSearch.visible && chooser.sheet.targetModel.matching === 0
        text: qsTr("No target's name, side or commander has \u201c%1\u201d").arg(targetSearch.text.trim())
        textFormat: Text.PlainText
        color: Theme.textMuted
        wrapMode: Text.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        spacing: 8

        // Made only while shown: once the target is chosen, chips still being made in the
        // background would take a slice of every frame while the dice go in.
        Repeater {
            model: chooser.visible ? chooser.sheet.targetModel : null

            // A heading where the side or the commander changes, then the unit's chip.
            Item {
                id: chip

                required property string unitId
                required property string name
                required property string group
                required property string colour
                required property string pattern
                required property bool heads

                implicitWidth: heads ? chipColumn.implicitWidth : button.implicitWidth
                implicitHeight: chipColumn.implicitHeight
                // A heading takes a line of its own.
                width: heads ? Math.max(implicitWidth, chooser.width) : implicitWidth
                height: implicitHeight

                Column {
                    id: chipColumn

                    spacing: 4

                    Repeater { // made only where the side or the commander changes: 60 chips, few headings
                        model: chip.heads ? 1 : 0

                        Label {
                            textFormat: Text.PlainText
                            text: chip.group
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            Accessible.role: Accessible.Heading
                            Accessible.name: text
                        }
                    }
                    ActionButton {
                        id: button

                        objectName: "target-" + chip.unitId
                        primary: chooser.sheet.targetId === chip.unitId
                        text: chip.name
                        Accessible.name: qsTr("Target %1").arg(chip.name)
                        Accessible.description: chip.group
                        onClicked: {
                            chooser.sheet.targetId = chip.unitId
                            chooser.chosen()
                            targetSearch.clear()
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
        }
        Label {
            objectName: "moreTargets"
            width: chooser.width
            visible: chooser.sheet.targetModel.matching > chooser.sheet.targetModel.count
            text: qsTr("%n more: type part of a name, a side or a commander to find them", "",
                       chooser.sheet.targetModel.matching - chooser.sheet.targetModel.count)
            textFormat: Text.PlainText
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        ActionButton {
            objectName: "ownSideTargets"
            flat: true
            text: chooser.sheet.ownSideTargets ? qsTr("Enemies only") : qsTr("Own side too…")
            onClicked: chooser.sheet.ownSideTargets = !chooser.sheet.ownSideTargets
        }
    }
}
