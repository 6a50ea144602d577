import QtQuick
import QtQuick.Controls
import Adjutant

// One die as rolled: its face large; dropped dice faded; pool dice marked pass or fail.
Rectangle {
    id: die

    property int face: 1
    property int sides: 6
    property bool kept: true
    property bool judged: false // a pool die, judged on its own
    property bool success: false
    // What the die means for the side taking the test ("good", "bad", "neutral"); when set, it
    // colours the border instead of success alone: a save that holds is bad news for the firer.
    property string tone: ""

    implicitWidth: Theme.dieSize
    implicitHeight: Theme.dieSize
    radius: 10
    // A dropped die: a plain face in muted ink, never faded below what reads.
    color: kept ? Theme.dieFace : Theme.surface
    border.width: judged && tone !== "neutral" ? 4 : 1
    border.color: !judged || tone === "neutral" ? Theme.outline
                : tone.length ? Theme.outcomeColour(tone)
                : success ? Theme.success : Theme.failure
    Accessible.role: Accessible.StaticText
    Accessible.name: judged ? (success ? Phrase.fill(qsTr("d%1 showing %2, a success"), [sides, face])
                                       : Phrase.fill(qsTr("d%1 showing %2, a failure"), [sides, face]))
                            : kept ? Phrase.fill(qsTr("d%1 showing %2"), [sides, face])
                                   : Phrase.fill(qsTr("d%1 showing %2, dropped"), [sides, face])

    Label {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: die.face
        color: die.kept ? Theme.dieInk : Theme.textMuted
        font.pixelSize: Math.min(Theme.fontLarge + 4, Math.round(die.height * 0.45))
        font.bold: true
    }
    Label {
        textFormat: Text.PlainText
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 3
        text: "d" + die.sides
        color: die.kept ? Theme.dieInk : Theme.textMuted
        opacity: die.kept ? 0.75 : 1
        visible: die.height >= 44 // a small die in a row of faces is told by the row
        font.pixelSize: Math.round(11 * Theme.fontScale)
    }
}
