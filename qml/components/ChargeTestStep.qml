pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// One test of a charge as the charge flow lists it: its title, its dice and outcome, what the
// outcome means, why, and its effects (one of ChargeFlow.steps).
ColumnLayout {
    id: test

    property var step

    spacing: 2

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: test.step && test.step.depth ? test.step.depth * 16 : 0
        text: test.step && test.step.title ? test.step.title : ""
        color: Theme.text
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        Layout.leftMargin: test.step && test.step.depth ? test.step.depth * 16 : 0
        spacing: 4

        Repeater {
            model: test.step && test.step.dice ? test.step.dice : []

            DieFace {
                required property var modelData

                implicitWidth: 40
                implicitHeight: 40
                face: modelData.face
                sides: modelData.sides
                kept: modelData.kept
                judged: modelData.judged
                success: modelData.success
                tone: modelData.tone
            }
        }
        Label {
            textFormat: Text.PlainText
            height: 40
            verticalAlignment: Text.AlignVCenter
            leftPadding: 4
            text: test.step && test.step.outcome ? test.step.outcome : ""
            color: Theme.outcomeColour(test.step && test.step.tone ? test.step.tone : "neutral")
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: test.step && test.step.depth ? test.step.depth * 16 : 0
        visible: text.length > 0
        text: test.step && test.step.explain ? test.step.explain : ""
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    // Why: a plain sentence per die and one for the outcome, a line each.
    WhyLines {
        objectName: "chargeWhy"
        Layout.fillWidth: true
        Layout.leftMargin: test.step && test.step.depth ? test.step.depth * 16 : 0
        lines: test.step && test.step.why ? test.step.why : []
    }
    Repeater {
        model: test.step && test.step.effects ? test.step.effects : []

        Label {
            textFormat: Text.PlainText
            required property string modelData

            Layout.fillWidth: true
            Layout.leftMargin: test.step && test.step.depth ? test.step.depth * 16 : 0
            text: "\u2192 " + modelData
            color: Theme.text
            wrapMode: Text.WordWrap
        }
    }
}
