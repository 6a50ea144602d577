import QtQuick
import Adjutant

// The morale state by word, colour and shape: steady a plain ring, shaken a half-filled
// marker, routed an arrow pointing to the rear.
Row {
    id: badge

    property string text
    property string tone: "steady"

    spacing: 6
    Accessible.role: Accessible.StaticText
    Accessible.name: text

    Item {
        width: 18
        height: 18
        anchors.verticalCenter: parent.verticalCenter

        Rectangle {
            visible: badge.tone !== "routed"
            anchors.fill: parent
            radius: width / 2
            color: "transparent"
            border.width: 2
            border.color: Theme.toneColour(badge.tone)
            clip: true

            Rectangle {
                visible: badge.tone === "shaken"
                width: parent.width
                height: parent.height / 2
                anchors.bottom: parent.bottom
                color: Theme.shaken
            }
        }
        Text {
            visible: badge.tone === "routed"
            anchors.centerIn: parent
            text: "\u2b07" // an arrow to the rear
            color: Theme.routed
            font.pixelSize: 18
            font.bold: true
        }
    }
    Text {
        text: badge.text
        color: badge.tone === "steady" ? Theme.text : Theme.toneColour(badge.tone)
        font.pixelSize: Theme.fontSmall
        font.bold: badge.tone !== "steady"
    }
}
