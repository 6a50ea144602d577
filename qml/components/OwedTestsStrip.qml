pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// The tests the rules owe and nobody has taken yet, in the order they are taken: "2 tests owed:"
// and a large button for each ("55e Ligne: Morale"), which opens that unit's test sheet at that
// test; the umpire alone passes one over, with a reason (OwedSkipDialog).
// It lies over the page (a tray at the foot of the card's column, or of the screen) and never
// pushes anything aside: whoever places it leaves room for it where that matters. More tests
// than fit its `maximumHeight` scroll within it.
Rectangle {
    id: strip

    signal owedChosen(int owedId)
    signal skipRequested

    property real maximumHeight: Infinity

    objectName: "owedTestsStrip"
    visible: BattleSession.owed.count > 0
    implicitHeight: visible ? Math.min(maximumHeight, flow.implicitHeight + 2 * 6 + 1) : 0
    color: Theme.surface
    border.width: 1
    border.color: Theme.outline
    radius: Theme.radius
    Accessible.role: Accessible.Grouping
    Accessible.name: BattleSession.owedSummary

    Flickable {
        x: Theme.spacing / 2
        y: 6
        width: strip.width - Theme.spacing
        height: strip.height - 12
        contentHeight: flow.implicitHeight
        clip: true
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Flow {
            id: flow

            width: parent.width
            spacing: 8

            Label {
                objectName: "owedCount"
                height: Theme.touchTarget
                verticalAlignment: Text.AlignVCenter
                text: qsTr("%n test(s) owed:", "", BattleSession.owed.count)
                textFormat: Text.PlainText
                color: Theme.accent
                font.bold: true
            }
            Repeater {
                model: BattleSession.owed

                ActionButton {
                    required property int owedId
                    required property string unitName
                    required property string testName
                    required property string why
                    required property string lapse
                    required property int index

                    objectName: "owedItem" + index
                    width: Math.min(implicitWidth, flow.width)
                    text: Phrase.fill(qsTr("%1: %2"), [unitName, testName])
                    Accessible.description: lapse.length ? Phrase.fill(qsTr("%1; %2"), [why, lapse]) : why
                    onClicked: strip.owedChosen(owedId)
                }
            }
            ActionButton {
                objectName: "owedSkipButton"
                flat: true
                text: qsTr("Pass over…")
                enabled: !BattleSession.readOnly
                Accessible.description: qsTr("The umpire passes over an owed test, giving the reason")
                onClicked: strip.skipRequested()
            }
        }
    }
}
