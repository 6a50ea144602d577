pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The test sheet, top to bottom: the target, the modifiers, the total and the odds; then the dice
// (rolled or entered face by face), each result die by die, and the follow-up tests in turn,
// until the whole chain can be applied. It shows what the TestSheet controller works out.
Flickable {
    id: view

    required property TestSheet sheet
    property bool diceByHand: Preferences.diceByHand

    signal closeRequested

    objectName: "testSheetView"
    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true
    boundsBehavior: Flickable.StopAtBounds

    ColumnLayout {
        id: column

        x: Theme.spacing
        y: Theme.spacing
        width: view.width - 2 * Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2

                Label {
                    objectName: "testTitle"
                    Layout.fillWidth: true
                    text: view.sheet.testName
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    text: view.sheet.targetName.length ? qsTr("%1 against %2").arg(view.sheet.actorName).arg(view.sheet.targetName)
                                                       : view.sheet.actorName
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }
            ActionButton {
                objectName: "closeTestSheet"
                text: view.sheet.applied ? qsTr("Done") : qsTr("Cancel")
                primary: view.sheet.applied
                onClicked: view.closeRequested()
            }
        }
        Label {
            Layout.fillWidth: true
            visible: view.sheet.testExplain.length > 0
            text: view.sheet.testExplain
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }

        // ---- the target
        Label {
            visible: view.sheet.needsTarget && !view.sheet.started
            text: view.sheet.targetId.length ? qsTr("Target") : qsTr("Choose the target")
            color: Theme.accent
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            visible: view.sheet.needsTarget && !view.sheet.started
            spacing: 8

            Repeater {
                model: view.sheet.targets

                ActionButton {
                    required property var modelData

                    objectName: "target-" + modelData.unitId
                    primary: view.sheet.targetId === modelData.unitId
                    text: modelData.name
                    Accessible.description: modelData.sideName
                    onClicked: view.sheet.targetId = modelData.unitId
                    Rectangle {
                        width: 6
                        height: parent.height - 12
                        anchors.verticalCenter: parent.verticalCenter
                        x: 4
                        radius: 3
                        color: parent.modelData.colour
                    }
                }
            }
            ActionButton {
                objectName: "ownSideTargets"
                flat: true
                text: view.sheet.ownSideTargets ? qsTr("Enemies only") : qsTr("Own side too…")
                onClicked: view.sheet.ownSideTargets = !view.sheet.ownSideTargets
            }
        }

        // ---- numbers the players enter
        Repeater {
            model: view.sheet.inputs

            RowLayout {
                id: inputRow

                required property var modelData

                Layout.fillWidth: true
                spacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        Layout.fillWidth: true
                        text: inputRow.modelData.name
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    // What the number means, for a newcomer ("0: rolled now").
                    Label {
                        objectName: "inputExplain-" + inputRow.modelData.id
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: inputRow.modelData.explain
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }
                }
                SpinBox {
                    objectName: "input-" + inputRow.modelData.id
                    Layout.preferredHeight: Theme.touchTarget
                    from: inputRow.modelData.minimum
                    to: inputRow.modelData.maximum
                    value: inputRow.modelData.value
                    editable: true
                    enabled: !view.sheet.started
                    onValueModified: view.sheet.setInput(inputRow.modelData.id, value)
                }
            }
        }

        // ---- modifiers
        Label {
            visible: modifierList.count > 0
            text: qsTr("Modifiers")
            color: Theme.accent
            font.bold: true
        }
        Repeater {
            id: modifierList

            model: view.sheet.modifiers

            ModifierRow {
                Layout.fillWidth: true
                locked: view.sheet.started
                onToggled: id => view.sheet.toggle(id)
                onChose: (id, choice) => view.sheet.choose(id, choice)
            }
        }

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: totalColumn.implicitHeight + 16
            radius: Theme.radius
            color: Theme.surface
            border.width: 1
            border.color: Theme.outline
            visible: view.sheet.testName.length > 0

            ColumnLayout {
                id: totalColumn

                x: 12
                y: 8
                width: parent.width - 24
                spacing: 4

                Label {
                    objectName: "totalLabel"
                    Layout.fillWidth: true
                    text: qsTr("Total %1 · %2").arg(view.sheet.totalText).arg(view.sheet.needText)
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: view.sheet.odds

                    RowLayout {
                        id: oddsRow

                        required property string name
                        required property double probability
                        required property string probabilityText

                        Layout.fillWidth: true
                        spacing: 8

                        Label {
                            Layout.preferredWidth: 140
                            text: oddsRow.name
                            color: Theme.text
                            elide: Text.ElideRight
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: 14
                            radius: 4
                            color: Theme.surfacePressed

                            Rectangle {
                                width: parent.width * oddsRow.probability
                                height: parent.height
                                radius: 4
                                color: Theme.accent
                            }
                        }
                        Label {
                            Layout.preferredWidth: 64
                            horizontalAlignment: Text.AlignRight
                            text: oddsRow.probabilityText
                            color: Theme.text
                            font.bold: true
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    visible: view.sheet.summaryOdds.length > 0
                    text: view.sheet.summaryOdds
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }
        }
        Repeater {
            model: view.sheet.problems

            Label {
                required property string modelData

                Layout.fillWidth: true
                text: modelData
                color: Theme.failure
                wrapMode: Text.WordWrap
            }
        }

        // ---- results so far, die by die
        Repeater {
            model: view.sheet.results

            ColumnLayout {
                id: result

                required property var modelData

                Layout.fillWidth: true
                Layout.leftMargin: modelData.depth * 16
                spacing: 4

                Label {
                    Layout.fillWidth: true
                    text: result.modelData.title
                    color: Theme.text
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6

                    Repeater {
                        model: result.modelData.dice

                        DieFace {
                            required property var modelData

                            implicitWidth: 44
                            implicitHeight: 44
                            face: modelData.face
                            sides: modelData.sides
                            kept: modelData.kept
                            judged: true
                            success: modelData.success
                        }
                    }
                    Label {
                        height: 44
                        verticalAlignment: Text.AlignVCenter
                        text: result.modelData.outcome
                        color: Theme.accent
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                }
                Repeater {
                    model: result.modelData.effects

                    Label {
                        required property string modelData

                        Layout.fillWidth: true
                        text: "\u2192 " + modelData
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }

        // ---- the dice still needed
        ColumnLayout {
            Layout.fillWidth: true
            visible: view.sheet.waiting && view.sheet.ready
            spacing: 8

            Label {
                objectName: "promptTitle"
                Layout.fillWidth: true
                text: view.sheet.promptTitle
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: view.sheet.promptCount.length ? qsTr("%1 · %2").arg(view.sheet.promptDetail).arg(view.sheet.promptCount)
                                                    : view.sheet.promptDetail
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "promptModifiers"
                Layout.fillWidth: true
                visible: view.sheet.started && text.length > 0
                text: view.sheet.promptModifiers
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: view.sheet.started && text.length > 0
                text: view.sheet.promptOdds
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            ActionButton {
                objectName: "rollButton"
                Layout.fillWidth: true
                primary: !view.diceByHand
                text: view.sheet.started ? qsTr("Roll the rest") : qsTr("Roll")
                onClicked: view.sheet.roll()
            }
            Label {
                text: qsTr("or enter the faces of real dice:")
                color: Theme.textMuted
            }
            DicePad {
                objectName: "dicePad"
                Layout.fillWidth: true
                availableWidth: column.width
                sides: view.sheet.dieSides
                canTakeBack: view.sheet.started
                onFaceEntered: face => view.sheet.enterFace(face)
                onTakeBackRequested: view.sheet.removeLastFace()
            }
        }
        Label {
            Layout.fillWidth: true
            visible: view.sheet.error.length > 0
            text: view.sheet.error
            color: Theme.failure
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            visible: view.sheet.complete && !view.sheet.applied
            spacing: Theme.spacing

            ActionButton {
                objectName: "applyButton"
                Layout.fillWidth: true
                primary: true
                text: qsTr("Apply")
                onClicked: view.sheet.apply()
            }
            ActionButton {
                objectName: "rerollButton"
                text: qsTr("Start over")
                onClicked: view.sheet.clearDice()
            }
        }
        Label {
            objectName: "appliedLabel"
            Layout.fillWidth: true
            visible: view.sheet.applied
            text: qsTr("Applied and written to the journal.")
            color: Theme.success
            font.bold: true
            wrapMode: Text.WordWrap
        }
    }
}
