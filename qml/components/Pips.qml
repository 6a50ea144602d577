pragma ComponentBehavior: Bound
import QtQuick
import Adjutant

// Losses as pips: `outOf` circles, the first `lost` of them filled.
Row {
    id: pips

    property int lost: 0
    property int outOf: 0

    spacing: 4
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1 of %2 lost").arg(lost).arg(outOf)

    Repeater {
        model: Math.min(pips.outOf, 12)

        Rectangle {
            required property int index

            width: 14
            height: 14
            radius: 7
            color: index < pips.lost ? Theme.routed : "transparent"
            border.width: 2
            border.color: index < pips.lost ? Theme.routed : Theme.textMuted
        }
    }
    Text {
        visible: pips.outOf > 12
        text: qsTr("%1/%2").arg(pips.lost).arg(pips.outOf)
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
}
