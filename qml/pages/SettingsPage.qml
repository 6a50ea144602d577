import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtMultimedia
import Adjutant

// The player's preferences; every change is kept at once.
Page {
    id: page

    signal backRequested

    objectName: "settingsPage"
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: qsTr("Settings")
        onBackRequested: page.backRequested()
    }

    component SettingRow: RowLayout {
        id: row

        property alias text: title.text
        property alias explanation: detail.text
        property alias checked: toggle.checked
        property alias toggleName: toggle.objectName

        signal toggled(bool on)

        Layout.fillWidth: true
        spacing: Theme.spacing

        // A plain Column: its labels wrap at the width the row gives it. (In a ColumnLayout they
        // kept the height of a first, narrow pass, many lines tall in German, and the rows and
        // their switches went out of step.)
        Column {
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            spacing: 2

            Label {
                id: title
                textFormat: Text.PlainText

                width: parent.width
                color: Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                id: detail
                textFormat: Text.PlainText

                width: parent.width
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
        }
        ToggleSwitch {
            id: toggle

            Accessible.name: title.text
            onToggled: row.toggled(checked)
        }
    }

    MediaDevices {
        id: devices
    }

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: settings.implicitHeight + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: settings

            x: Theme.margin
            y: Theme.margin
            width: flick.width - 2 * Theme.margin
            spacing: Theme.margin

            SettingRow {
                text: qsTr("Dark theme")
                explanation: qsTr("Easier on the eyes in a dim hall. Turn it off in daylight.")
                toggleName: "darkThemeSwitch"
                checked: Preferences.darkTheme
                onToggled: on => Preferences.darkTheme = on
            }
            SettingRow {
                text: qsTr("Roll dice by hand")
                explanation: qsTr("Tests start with the pad for typing the faces of real dice instead "
                                  + "of the Roll button.")
                toggleName: "diceByHandSwitch"
                checked: Preferences.diceByHand
                onToggled: on => Preferences.diceByHand = on
            }
            SettingRow {
                text: qsTr("Confirm before applying effects")
                explanation: qsTr("A test's casualties and morale changes wait for your tap.")
                toggleName: "confirmEffectsSwitch"
                checked: Preferences.confirmEffects
                onToggled: on => Preferences.confirmEffects = on
            }
            SettingRow {
                text: qsTr("Sounds at the table")
                explanation: devices.audioOutputs.length > 0
                             ? qsTr("Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…")
                             : qsTr("No sound device was found, so Adjutant stays silent.")
                toggleName: "soundSwitch"
                checked: Preferences.soundOn
                onToggled: on => Preferences.soundOn = on
            }
            RowLayout {
                Layout.fillWidth: true
                enabled: Preferences.soundOn
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Volume")
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                }
                Slider {
                    objectName: "volumeSlider"
                    Layout.fillWidth: true
                    implicitHeight: Theme.touchTarget
                    from: 0
                    to: 1
                    value: Preferences.soundVolume
                    Accessible.name: qsTr("Volume")
                    onMoved: Preferences.soundVolume = value
                }
            }
            Flow {
                Layout.fillWidth: true
                enabled: Preferences.soundOn
                spacing: Theme.spacing

                Repeater {
                    model: Preferences.cues()

                    delegate: CheckBox {
                        id: cueBox

                        required property var modelData

                        objectName: "cue-" + modelData.id
                        text: modelData.name
                        Accessible.name: qsTr("Sound for %1").arg(modelData.name.toLowerCase())
                        font.pixelSize: Theme.fontBody
                        implicitHeight: Theme.touchTarget
                        checked: Preferences.mutedCues.indexOf(modelData.id) < 0
                        onToggled: Preferences.setCueOn(modelData.id, checked)
                        // The style's own shows the text as rich text (tests/style/check_plain_text.py).
                        contentItem: Label {
                            leftPadding: cueBox.indicator && !cueBox.mirrored ? cueBox.indicator.width + cueBox.spacing : 0
                            rightPadding: cueBox.indicator && cueBox.mirrored ? cueBox.indicator.width + cueBox.spacing : 0
                            text: cueBox.text
                            textFormat: Text.PlainText
                            font: cueBox.font
                            color: cueBox.enabled ? Theme.text : Theme.textMuted
                            elide: Text.ElideRight
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                }
            }
            SettingRow {
                text: qsTr("Read aloud")
                explanation: Preferences.speechAvailable
                             ? qsTr("The card drawn, the phase and each test's result are spoken, in the app's language.")
                             : qsTr("This system has no speech engine (on Debian: qt6-speech-flite-plugin), so "
                                    + "nothing can be read aloud.")
                toggleName: "speechSwitch"
                enabled: Preferences.speechAvailable
                checked: Preferences.speechOn && Preferences.speechAvailable
                onToggled: on => Preferences.speechOn = on
            }
        }
    }
}
