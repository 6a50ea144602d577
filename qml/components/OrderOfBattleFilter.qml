pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Above the order of battle: a search by name or type, and on request filters by side,
// commander, morale state and units not yet activated this turn. Any filter shows every match,
// whatever is folded, with the sides and commanders above it.
ColumnLayout {
    id: bar

    required property OrderOfBattleModel model
    property bool open: false // the filters shown

    objectName: "orderOfBattleFilter"
    spacing: 6

    RowLayout {
        Layout.fillWidth: true
        spacing: 6

        TextField {
            id: search

            objectName: "unitSearch"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touchTarget
            placeholderText: qsTr("Find a unit")
            text: bar.model.search
            inputMethodHints: Qt.ImhNoPredictiveText
            Accessible.name: qsTr("Find a unit by name or type")
            onTextEdited: bar.model.search = text
        }
        ActionButton {
            objectName: "unitFilters"
            implicitWidth: Math.max(Theme.touchTarget, contentItem.implicitWidth + 24)
            flat: !bar.model.filtering
            primary: bar.model.filtering && !bar.open
            text: bar.open ? qsTr("Hide") : qsTr("Filter")
            Accessible.name: bar.open ? qsTr("Hide the filters") : qsTr("Filter the order of battle")
            onClicked: bar.open = !bar.open
        }
    }
    Flow {
        Layout.fillWidth: true
        visible: bar.open
        spacing: 6

        Repeater {
            model: bar.model.sides

            ActionButton {
                required property string choiceId
                required property string name

                objectName: "filterSide-" + choiceId
                primary: bar.model.sideFilter === choiceId
                text: name
                Accessible.name: qsTr("Only %1").arg(name)
                onClicked: bar.model.sideFilter = primary ? "" : choiceId
            }
        }
        Repeater {
            model: [{ id: "shaken", name: qsTr("Shaken") }, { id: "routed", name: qsTr("Routed") },
                    { id: "removed", name: qsTr("Removed") }]

            ActionButton {
                required property var modelData

                objectName: "filterState-" + modelData.id
                primary: bar.model.stateFilter === modelData.id
                text: modelData.name
                Accessible.name: qsTr("Only units %1").arg(modelData.name.toLowerCase())
                onClicked: bar.model.stateFilter = primary ? "" : modelData.id
            }
        }
        ActionButton {
            objectName: "filterWaiting"
            primary: bar.model.waitingOnly
            text: qsTr("Not yet activated")
            onClicked: bar.model.waitingOnly = !bar.model.waitingOnly
        }
        Choices {
            id: commander

            objectName: "filterCommander"
            implicitHeight: Theme.touchTarget
            implicitWidth: Math.min(bar.width, 260)
            model: bar.model.commanders
            textRole: "name"
            valueRole: "choiceId"
            Accessible.name: qsTr("Under commander")
            onActivated: bar.model.commanderFilter = currentValue
            Component.onCompleted: currentIndex = Math.max(0, indexOfValue(bar.model.commanderFilter))
        }
        ActionButton {
            objectName: "clearFilters"
            flat: true
            visible: bar.model.filtering
            text: qsTr("Show all")
            onClicked: {
                bar.model.clearFilters()
                commander.currentIndex = 0
            }
        }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "filterMatches"
        Layout.fillWidth: true
        visible: bar.model.filtering
        text: qsTr("%1 found").arg(bar.model.matches)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
}
