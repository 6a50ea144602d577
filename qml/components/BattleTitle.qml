import QtQuick
import Adjutant

// The battle's name over its rule system's, as the battle page's header shows them.
Column {
    Text {
        width: parent.width
        text: BattleSession.title
        color: Theme.text
        font.pixelSize: Theme.fontBody
        font.bold: true
        elide: Text.ElideRight
    }
    Text {
        width: parent.width
        text: BattleSession.rulesetName
        color: Theme.textMuted
        font.pixelSize: Theme.fontBody // the type the rows use: no font more for the first frame
        elide: Text.ElideRight
    }
}
