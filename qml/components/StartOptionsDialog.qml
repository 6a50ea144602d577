pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Before a battle starts from a scenario: every reading of the rules players differ on, with what
// each means, set as the scenario settles it; the battle starts with the readings chosen, and its
// file keeps them.
PlainDialog {
    id: dialog

    // The scenario's file (a built-in demo's resource path, or one of the umpire's own).
    property string scenarioPath
    property string scenarioName
    // [{id, name, explain, choices: [{id, name, explain}], current}] as BattleSession gives them.
    property var options: []
    // The choices made so far, by option id.
    property var chosen: ({})

    function reset() {
        dialog.options = BattleSession.scenarioOptions(dialog.scenarioPath)
        const c = {}
        for (const o of dialog.options)
            c[o.id] = o.current
        dialog.chosen = c
    }

    objectName: "startOptionsDialog"
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 2 * Theme.margin : 600, 640)
    height: Math.min(Overlay.overlay ? Overlay.overlay.height - 2 * Theme.margin : 560, 640)
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("How %1 reads the rules").arg(dialog.scenarioName)
    onAboutToShow: dialog.reset()
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "startOptionsCancel"
            flat: true
            text: qsTr("Back")
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "startOptionsStart"
            primary: true
            text: qsTr("Start the battle")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: {
                if (BattleSession.startNew(dialog.scenarioPath, dialog.chosen))
                    dialog.accept()
            }
        }
    }

    Flickable {
        id: scroll

        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column

            width: scroll.width - Theme.spacing
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: dialog.options.length === 0
                text: qsTr("These rules leave nothing to choose.")
                wrapMode: Text.WordWrap
            }
            Repeater {
                objectName: "startOptionList"
                model: dialog.options

                delegate: ColumnLayout {
                    id: option

                    required property var modelData

                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: option.modelData.name
                        color: Theme.text
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Choices {
                        objectName: "startOption-" + option.modelData.id
                        Layout.fillWidth: true
                        model: option.modelData.choices
                        textRole: "name"
                        valueRole: "id"
                        currentIndex: option.modelData.choices.findIndex(c => c.id === dialog.chosen[option.modelData.id])
                        Accessible.name: Phrase.fill(qsTr("%1: %2"), [option.modelData.name, displayText])
                        onActivated: index => {
                            const c = Object.assign({}, dialog.chosen)
                            c[option.modelData.id] = option.modelData.choices[index].id
                            dialog.chosen = c
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: option.modelData.explain
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: text.length > 0
                text: BattleSession.error
                color: Theme.failure
                wrapMode: Text.WordWrap
            }
        }
    }
}
