pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A side's colour and its pattern, so that it is told apart without its colour: large swatches and
// buttons, each named and drawn in the side's colour, the chosen ones framed.
ColumnLayout {
    id: chooser

    property string colour // "#rrggbb"
    property string pattern // solid, stripes, dots or checks

    signal colourChosen(string colour)
    signal patternChosen(string pattern)

    spacing: Theme.spacing

    // A side's colour: large swatches, each named.
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            model: [
                { colour: "#1f4e9c", name: qsTr("Blue") },
                { colour: "#b3261e", name: qsTr("Red") },
                { colour: "#2e6b3a", name: qsTr("Green") },
                { colour: "#d8c27a", name: qsTr("Buff") },
                { colour: "#6d3a8c", name: qsTr("Purple") },
                { colour: "#6d6d6d", name: qsTr("Grey") }
            ]
            delegate: AbstractButton {
                id: swatch

                required property var modelData
                readonly property bool chosen: chooser.colour.toLowerCase() === modelData.colour

                objectName: "editorColour-" + modelData.colour.substring(1)
                width: Theme.touchTarget
                height: Theme.touchTarget
                Accessible.role: Accessible.RadioButton
                Accessible.name: modelData.name
                Accessible.checked: chosen
                background: Rectangle {
                    radius: 4
                    color: swatch.modelData.colour
                    border.width: swatch.chosen ? 4 : 2
                    border.color: swatch.chosen ? Theme.text : Theme.outline
                }
                onClicked: chooser.colourChosen(modelData.colour)
            }
        }
    }
    // A side's pattern, so that it is told apart without its colour: large
    // buttons, each drawn in the side's colour and named; the chosen one framed.
    Flow {
        objectName: "editorPatterns"
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            model: [
                { pattern: "solid", name: qsTr("Solid") },
                { pattern: "stripes", name: qsTr("Stripes") },
                { pattern: "dots", name: qsTr("Dots") },
                { pattern: "checks", name: qsTr("Checks") }
            ]
            delegate: AbstractButton {
                id: patternButton

                required property var modelData
                readonly property bool chosen: chooser.pattern === modelData.pattern

                objectName: "editorPattern-" + modelData.pattern
                width: Theme.touchTarget * 2.5
                height: Theme.touchTarget
                checkable: false
                checked: chosen
                Accessible.role: Accessible.RadioButton
                Accessible.name: qsTr("Pattern: %1").arg(modelData.name)
                Accessible.checked: chosen
                background: Rectangle {
                    radius: 4
                    color: patternButton.down ? Theme.surfacePressed : Theme.surface
                    border.width: patternButton.chosen ? 3 : 1
                    border.color: patternButton.chosen ? Theme.text : Theme.outline
                }
                contentItem: Item {
                    SidePattern {
                        x: 8
                        y: 8
                        width: Theme.touchTarget - 16
                        height: parent.height - 16
                        pattern: patternButton.modelData.pattern
                        ink: chooser.colour.length ? Theme.sideInk(chooser.colour) : Theme.outline
                        cell: 5
                    }
                    Label {
                        textFormat: Text.PlainText
                        x: Theme.touchTarget
                        width: parent.width - x - 4
                        height: parent.height
                        verticalAlignment: Text.AlignVCenter
                        text: patternButton.modelData.name
                        color: Theme.text
                        font.bold: patternButton.chosen
                        elide: Text.ElideRight
                    }
                }
                onClicked: chooser.patternChosen(modelData.pattern)
            }
        }
    }
}
