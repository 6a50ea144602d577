import QtQuick
import QtQuick.Controls
import Adjutant

// The battle's name over its rule system's, each on one line, cut short with an ellipsis.
Column {
    Accessible.role: Accessible.Heading
    Accessible.name: Phrase.fill(qsTr("%1, played with %2"), [BattleSession.title, BattleSession.rulesetName])

    Label {
        textFormat: Text.PlainText
        objectName: "battleTitle"
        Accessible.ignored: true // the column says both
        width: parent.width
        text: BattleSession.title
        color: Theme.text
        font.pixelSize: Theme.fontBody
        font.bold: true
        elide: Text.ElideRight
    }
    Label {
        textFormat: Text.PlainText
        width: parent.width
        text: BattleSession.rulesetName
        Accessible.ignored: true
        color: Theme.textMuted
        font.pixelSize: Theme.fontBody
        elide: Text.ElideRight
    }
}
