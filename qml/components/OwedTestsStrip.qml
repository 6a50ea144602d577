pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The tests the rules owe and nobody has taken yet, in the order they are taken: "2 tests owed"
// and a large button for each ("55e Ligne: Morale"), which opens that unit's test sheet at that
// test; the umpire alone passes one over, with a reason (OwedSkipDialog).
// On a short screen it keeps to one finger-high line, "2 tests owed ▸" and the next test to
// take; a tap on the count opens the whole strip, and choosing a test folds it again. While a test
// or charge sheet is open there, the strip steps aside so that the sheet keeps its room above the
// dice pad (a sheet taking an owed test says why it is owed); it is back when the sheet closes.
Rectangle {
    id: strip

    signal owedChosen(var owed)
    signal skipRequested

    // Set by the page: too little height to spare a full strip, and a sheet with a dice pad open.
    property bool shortScreen: false
    property bool sheetWithPad: false
    property bool expanded: false
    readonly property bool compact: shortScreen && !expanded

    objectName: "owedTestsStrip"
    visible: BattleSession.owed.length > 0 && !(shortScreen && sheetWithPad)
    implicitHeight: !visible ? 0 : compact ? 48 + 1 : Theme.touchTarget + 12
    color: Theme.surface
    Accessible.role: Accessible.Grouping
    Accessible.name: BattleSession.owedSummary

    onVisibleChanged: if (!visible) expanded = false

    Rectangle { // the rule under it
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.outline
    }
    RowLayout {
        x: Theme.spacing
        y: strip.compact ? 0 : 6
        width: parent.width - 2 * Theme.spacing
        height: strip.compact ? 48 : Theme.touchTarget
        spacing: 8

        Label {
            textFormat: Text.PlainText
            objectName: "owedCount"
            visible: !strip.shortScreen
            text: qsTr("%n test(s) owed:", "", BattleSession.owed.length)
            color: Theme.accent
            font.bold: true
        }
        ActionButton {
            objectName: "owedToggle"
            visible: strip.shortScreen
            flat: true
            compact: true
            Layout.preferredHeight: 48
            font.bold: true
            text: strip.expanded ? qsTr("%n test(s) owed ▾", "", BattleSession.owed.length)
                                 : qsTr("%n test(s) owed ▸", "", BattleSession.owed.length)
            Accessible.description: strip.expanded ? qsTr("Folds the tests owed into one line")
                                                   : qsTr("Shows every test owed")
            onClicked: strip.expanded = !strip.expanded
        }
        ListView {
            id: owedList

            objectName: "owedList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            orientation: ListView.Horizontal
            spacing: 8
            clip: true
            model: BattleSession.owed
            boundsBehavior: Flickable.StopAtBounds
            Accessible.role: Accessible.List
            Accessible.name: BattleSession.owedSummary

            delegate: ActionButton {
                required property var modelData
                required property int index

                objectName: "owedItem" + index
                // Folded: only the next test to take.
                visible: !strip.compact || index === 0
                width: visible ? implicitWidth : 0
                height: owedList.height
                compact: strip.compact
                text: Phrase.fill(qsTr("%1: %2"), [modelData.unitName, modelData.testName])
                Accessible.description: modelData.lapse.length ? Phrase.fill(qsTr("%1; %2"), [modelData.why, modelData.lapse])
                                                               : modelData.why
                onClicked: {
                    strip.expanded = false
                    strip.owedChosen(modelData)
                }
            }
        }
        ActionButton {
            objectName: "owedSkipButton"
            visible: !strip.compact
            flat: true
            text: qsTr("Pass over…")
            enabled: !BattleSession.readOnly
            Accessible.description: qsTr("The umpire passes over an owed test, giving the reason")
            onClicked: strip.skipRequested()
        }
    }
}
