pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Any roll the rules use: type the dice, read the exact odds, then roll or enter real dice.
Page {
    id: page

    property alias controller: dice

    signal backRequested

    objectName: "dicePage"
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: qsTr("Dice and odds")
        onBackRequested: page.backRequested()
    }

    DiceController {
        id: dice

        expression: "2d6"
    }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            x: Theme.margin
            y: Theme.margin
            width: parent.width - 2 * Theme.margin
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Dice")
                color: Theme.textMuted
            }
            TextField {
                id: expressionField

                objectName: "expressionField"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                text: dice.expression
                font.pixelSize: Theme.fontLarge
                inputMethodHints: Qt.ImhNoPredictiveText | Qt.ImhPreferLowercase
                placeholderText: qsTr("e.g. 2d6, 3d10>=5, 4d10kh3, d66")
                Accessible.name: qsTr("Dice expression")
                onTextEdited: dice.expression = text
                onAccepted: dice.roll()
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8

                Repeater {
                    model: ["d6", "2d6", "d10", "3d10>=5", "2d10-5", "3d10kh2", "2d5", "d66"]

                    ActionButton {
                        required property string modelData

                        text: modelData
                        onClicked: dice.expression = modelData
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "expressionError"
                Layout.fillWidth: true
                visible: !dice.valid
                text: dice.error
                color: Theme.failure
                wrapMode: Text.WordWrap
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                ActionButton {
                    objectName: "rollButton"
                    primary: true
                    enabled: dice.valid
                    text: qsTr("Roll")
                    onClicked: dice.roll()
                }
                TextField {
                    id: facesField

                    objectName: "facesField"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touchTarget
                    enabled: dice.valid
                    inputMethodHints: Qt.ImhDigitsOnly
                    placeholderText: qsTr("or type %n real die face(s)", "", dice.diceCount)
                    Accessible.name: qsTr("Faces of real dice")
                    onAccepted: if (dice.enterFaces(text)) text = ""
                }
                ActionButton {
                    objectName: "enterFacesButton"
                    enabled: dice.valid && facesField.text.length > 0
                    text: qsTr("Use faces")
                    onClicked: if (dice.enterFaces(facesField.text)) facesField.text = ""
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: dice.faceError.length > 0
                text: dice.faceError
                color: Theme.failure
                wrapMode: Text.WordWrap
            }

            Rectangle {
                objectName: "resultPanel"
                Layout.fillWidth: true
                Layout.preferredHeight: resultColumn.implicitHeight + 2 * Theme.spacing
                visible: dice.hasResult
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.outline

                ColumnLayout {
                    id: resultColumn

                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: Theme.spacing

                    Flow {
                        Layout.fillWidth: true
                        spacing: 8

                        Repeater {
                            model: dice.lastDice

                            DieFace {
                                // Each die's face, sides, kept and success are its row's.
                                required face
                                required sides
                                required kept
                                required success

                                judged: dice.pool
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "resultValue"
                        text: dice.pool ? qsTr("%n success(es)", "", dice.lastValue)
                                        : qsTr("Total %1").arg(dice.lastValue)
                        color: Theme.text
                        font.pixelSize: Theme.fontHuge
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: dice.lastSource
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }

            Label {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.spacing
                visible: dice.valid
                text: dice.pool ? qsTr("Chance of each number of successes (average %1)").arg(dice.meanText)
                                : qsTr("Chance of each total (average %1)").arg(dice.meanText)
                color: Theme.textMuted
            }
            Repeater {
                model: dice.odds

                OddsRow {
                    required property int value
                    required property double probability
                    required property string probabilityText
                    required property string atLeastText

                    Layout.fillWidth: true
                    label: value
                    share: dice.odds.peak > 0 ? probability / dice.odds.peak : 0
                    exactText: probabilityText
                    orMoreText: qsTr("%1 or more").arg(atLeastText)
                }
            }
        }
    }
}
