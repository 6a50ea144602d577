import QtQuick
import Adjutant

// Losses as pips: `outOf` circles, the first `lost` of them filled (PipDots paints them).
PipDots {
    lostColour: Theme.routed
    openColour: Theme.textMuted
    textColour: Theme.text
    font.pixelSize: Theme.fontSmall
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1 of %2 lost").arg(lost).arg(outOf)
}
