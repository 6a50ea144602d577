pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Adjutant

// Every screen and the way between them, in Qt Quick Controls. AppWindow loads it, behind the
// first frame when the app starts on a battle.
Control {
    id: screens

    // Started on a battle (adjutant --battle, --demo): its page first; home is on the way back.
    property bool startOnBattle: false
    // The page on show, by objectName ("battlePage", "homePage", ...).
    readonly property string currentPage: stack.currentItem ? stack.currentItem.objectName : ""

    font.pixelSize: Theme.fontBody
    Material.theme: Theme.dark ? Material.Dark : Material.Light
    Material.accent: Theme.accent
    Material.background: Theme.background
    Material.foreground: Theme.text

    // Popups (dialogs, drawers, menus) take their style from the window, not from this item.
    Component.onCompleted: {
        const w = Window.window
        w.Material.theme = Qt.binding(() => screens.Material.theme)
        w.Material.accent = Qt.binding(() => screens.Material.accent)
        w.Material.background = Qt.binding(() => screens.Material.background)
        w.Material.foreground = Qt.binding(() => screens.Material.foreground)
    }

    // A unit whose sheet the battle page opens: one tapped on the first-frame glance.
    property string unitToOpen

    // Material draws a popup's shadow with a shader effect, which the software renderer (no GPU)
    // cannot draw, and the popup's whole background vanishes with it: Qt's own file dialogs showed
    // through to the page. There, popups go without the shadow. (Our own dialogs and menus draw
    // a plain background anyway.)
    Connections {
        target: screens.GraphicsInfo.api === GraphicsInfo.Software ? screens.Overlay.overlay : null

        function onChildrenChanged() {
            const popupItems = screens.Overlay.overlay.children
            for (let i = 0; i < popupItems.length; ++i) {
                const background = popupItems[i].background
                if (background && background.layer.enabled)
                    background.layer.enabled = false
            }
        }
    }

    onUnitToOpenChanged: {
        if (unitToOpen.length > 0 && screens.currentPage === "battlePage")
            (stack.currentItem as BattlePage).openUnit(unitToOpen)
    }

    // Esc and the system's Back: on the battle page an open sheet closes first, so that a player
    // closing a sheet does not leave the battle.
    function stepBack() {
        if (screens.currentPage === "battlePage") {
            const page = stack.currentItem as BattlePage
            if (page.sheetOpen) {
                page.closeSheet()
                return
            }
        }
        goBack()
    }

    function goBack() {
        if (stack.depth > 1)
            stack.pop()
        else if (screens.currentPage !== "homePage")
            stack.replace(homePage)
    }

    // A battle that could not be opened, is open elsewhere, or was damaged: said, never silent.
    BattleProblemDialog {}

    StackView {
        id: stack

        objectName: "stack"
        anchors.fill: parent
        initialItem: screens.startOnBattle ? battlePage : homePage
    }

    // Whichever way a battle was opened (home, new battle, the command line), show it; home is
    // one step back.
    Connections {
        target: BattleSession

        function onLoadedChanged() {
            if (!BattleSession.loaded || screens.currentPage === "battlePage")
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
            onBackRequested: screens.goBack()
            onReportRequested: stack.push(reportPage)
        }
    }

    // The battle's report, from the battle page (during or after a battle).
    Component {
        id: reportPage

        ReportPage {
            onBackRequested: stack.pop()
        }
    }

    // The table's sounds, loaded after the screens: Qt Multimedia is not needed for the first
    // frames. By its file, as a bound component may not be made by an asynchronous Loader on Qt 6.4.
    Loader {
        objectName: "tableSoundsLoader"
        asynchronous: true
        source: "components/TableSounds.qml"
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
        enabled: stack.depth > 1 || screens.currentPage !== "homePage"
        onActivated: screens.stepBack()
    }
}
