import QtQuick
import Adjutant

// The morale state by word, colour and shape (MoraleMark draws the shape).
MoraleMark {
    id: badge

    property alias text: label.text

    tone: "steady"
    colour: Theme.toneColour(tone)
    implicitWidth: markSize + 6 + label.implicitWidth
    implicitHeight: Math.max(markSize, label.implicitHeight)
    Accessible.role: Accessible.StaticText
    Accessible.name: text

    Text {
        id: label

        x: badge.markSize + 6
        anchors.verticalCenter: parent.verticalCenter
        color: badge.tone === "steady" ? Theme.text : badge.colour
        font.pixelSize: Theme.fontSmall
        font.bold: badge.tone !== "steady"
    }
}
