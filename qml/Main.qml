pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Adjutant

// The window and navigation only; every screen is its own page.
ApplicationWindow {
    id: window

    width: 1280
    height: 800
    minimumWidth: 480
    minimumHeight: 480
    visible: true
    // Set by the app before loading when it was started on a battle.
    property bool startOnBattle: false

    title: qsTr("Adjutant")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    Material.theme: Theme.dark ? Material.Dark : Material.Light
    Material.accent: Theme.accent
    Material.background: Theme.background
    Material.foreground: Theme.text

    StackView {
        id: stack

        objectName: "stack"
        anchors.fill: parent
        // Started on a battle (adjutant --battle, --demo): its page first; home is on the way back.
        initialItem: window.startOnBattle ? battlePage : homePage
    }

    function goBack() {
        if (stack.depth > 1)
            stack.pop()
        else if (stack.currentItem && stack.currentItem.objectName !== "homePage")
            stack.replace(homePage)
    }

    // Whichever way a battle was opened (home, new battle, the command line), show it; home is
    // one step back.
    Connections {
        target: BattleSession

        function onLoadedChanged() {
            if (!BattleSession.loaded)
                return
            if (stack.currentItem && stack.currentItem.objectName === "battlePage")
                return
            stack.pop(null, StackView.Immediate)
            stack.push(battlePage, {}, StackView.Immediate)
        }
    }

    Component {
        id: homePage

        HomePage {
            onDiceRequested: stack.push(dicePage)
            onSettingsRequested: stack.push(settingsPage)
            onNewBattleRequested: stack.push(newBattlePage)
        }
    }

    Component {
        id: newBattlePage

        NewBattlePage {
            onBackRequested: stack.pop()
        }
    }

    Component {
        id: battlePage

        BattlePage {
            onBackRequested: window.goBack()
        }
    }

    Component {
        id: dicePage

        DicePage {
            onBackRequested: stack.pop()
        }
    }

    Component {
        id: settingsPage

        SettingsPage {
            onBackRequested: stack.pop()
        }
    }

    Shortcut {
        sequences: ["Esc", "Back", "Alt+Left"]
        enabled: stack.depth > 1 || (stack.currentItem && stack.currentItem.objectName !== "homePage")
        onActivated: window.goBack()
    }
}
