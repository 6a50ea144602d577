import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
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

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                id: title

                Layout.fillWidth: true
                color: Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                id: detail

                Layout.fillWidth: true
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

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
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
        Item {
            Layout.fillHeight: true
        }
    }
}
