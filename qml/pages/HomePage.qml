import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The first screen: go on with the last battle, start or open one, dice and settings.
Page {
    id: page

    signal diceRequested
    signal settingsRequested
    signal newBattleRequested
    signal learnRequested
    // The guided first battles, on the Learn page.
    signal tutorRequested
    // The battle open already, shown again (Continue on the battle left for Home).
    signal battleRequested

    objectName: "homePage"
    background: Rectangle { color: Theme.background }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            x: Theme.margin
            y: Theme.margin
            width: parent.width - 2 * Theme.margin
            spacing: Theme.margin

            RowLayout {
                spacing: Theme.margin

                Image {
                    source: "qrc:/icons/adjutant.svg"
                    sourceSize.width: 96
                    sourceSize.height: 96
                    Layout.preferredWidth: 96
                    Layout.preferredHeight: 96
                    Accessible.ignored: true
                }
                ColumnLayout {
                    spacing: 4
                    Layout.fillWidth: true

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Adjutant")
                        color: Theme.text
                        font.pixelSize: Theme.fontHuge
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("Your staff officer for horse-and-musket wargames: unit returns, "
                                   + "tests and their odds, dice and the battle journal.")
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: Math.max(1, Math.floor(width / 360))
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                Tile {
                    objectName: "continueTile"
                    Layout.fillWidth: true
                    visible: BattleSession.canContinue
                    text: qsTr("Continue the battle")
                    description: BattleSession.continueTitle
                    // The battle left for Home is still open: Continue goes back to it.
                    onClicked: {
                        if (BattleSession.continueLast())
                            page.battleRequested()
                    }
                }
                // New here (no tutorial begun, no battle of one's own): a first battle with the
                // tutor beside you, before anything else; "Not now" puts the offer away for good
                // (the Learn page keeps the guided battles).
                ColumnLayout {
                    objectName: "tutorOffer"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    visible: Tutor.firstTimer
                    spacing: 4

                    Tile {
                        objectName: "tutorTile"
                        Layout.fillWidth: true
                        text: qsTr("Guided first battle")
                        description: qsTr("New to these rules? A small battle with a tutor who points at "
                                          + "each control and says what its numbers mean.")
                        onClicked: page.tutorRequested()
                    }
                    ActionButton {
                        objectName: "tutorNotNow"
                        Layout.alignment: Qt.AlignRight
                        flat: true
                        text: qsTr("Not now")
                        Accessible.name: qsTr("Not now: stop offering the guided first battle")
                        onClicked: Tutor.dismissOffer()
                    }
                }
                Tile {
                    objectName: "newBattleTile"
                    Layout.fillWidth: true
                    text: qsTr("New battle")
                    description: qsTr("Start a battle from a scenario: the demo battle of each "
                                      + "rule system, or your own.")
                    onClicked: page.newBattleRequested()
                }
                Tile {
                    objectName: "openTile"
                    Layout.fillWidth: true
                    text: qsTr("Open a battle…")
                    description: qsTr("A battle file saved earlier or sent by another umpire.")
                    onClicked: openDialog.open()
                }
                Tile {
                    objectName: "diceTile"
                    Layout.fillWidth: true
                    text: qsTr("Dice and odds")
                    description: qsTr("Roll any dice the rules use, or type in real dice, and see "
                                      + "the exact chance of every result.")
                    onClicked: page.diceRequested()
                }
                Tile {
                    objectName: "learnTile"
                    Layout.fillWidth: true
                    text: qsTr("Learn the rules")
                    description: qsTr("Drills on modifiers, scores and odds, explained step by step, "
                                      + "and each rule system to browse and search.")
                    onClicked: page.learnRequested()
                }
                Tile {
                    objectName: "settingsTile"
                    Layout.fillWidth: true
                    text: qsTr("Settings")
                    description: qsTr("Light or dark theme, dice rolled by the app or by hand.")
                    onClicked: page.settingsRequested()
                }
            }

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: BattleSession.error.length > 0 && !BattleSession.loaded
                text: BattleSession.error
                color: Theme.failure
                wrapMode: Text.WordWrap
            }
            // Files of Adjutant's own that could not be read: kept aside or left alone, and said.
            Label {
                objectName: "fileNotice"
                Layout.fillWidth: true
                visible: text.length > 0
                text: Preferences.settingsNotice
                      + (Preferences.settingsNotice.length > 0 && Tutor.fileNotice.length > 0 ? "\n" : "")
                      + Tutor.fileNotice
                textFormat: Text.PlainText
                color: Theme.text
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: Qt.application.version.length > 0
                text: qsTr("Version %1").arg(Qt.application.version)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    PopupLoader {
        id: openDialog

        file: Qt.resolvedUrl("../components/OpenBattleDialog.qml")
    }
}
