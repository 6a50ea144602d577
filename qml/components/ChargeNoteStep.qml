import QtQuick
import QtQuick.Controls
import Adjutant

// A step of a charge that rolls nothing (one of ChargeFlow.steps): a line that says what happened.
Label {
    property var step

    textFormat: Text.PlainText
    text: step && step.title ? "\u2022 " + step.title : ""
    color: Theme.textMuted
    wrapMode: Text.WordWrap
}
