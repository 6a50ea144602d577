pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Adjutant

// The window and the way between the pages; every screen is a page of its own.
ApplicationWindow {
    id: window

    // The page on show, by objectName ("battlePage", "homePage", ...).
    readonly property string currentPage: stack.currentItem ? stack.currentItem.objectName : ""

    width: 1280
    height: 800
    minimumWidth: 480
    minimumHeight: 480
    visible: true
    title: qsTr("Adjutant")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    Material.theme: Theme.dark ? Material.Dark : Material.Light
    Material.accent: Theme.accent
    Material.background: Theme.background
    Material.foreground: Theme.text

    // Material draws a popup's shadow with a shader effect, which the software renderer (no GPU)
    // cannot draw, and the popup's whole background vanishes with it: Qt's own file dialogs showed
    // through to the page. There, popups go without the shadow. (Our own dialogs and menus draw
    // a plain background anyway.)
    Connections {
        target: stack.GraphicsInfo.api === GraphicsInfo.Software ? stack.Overlay.overlay : null

        function onChildrenChanged() {
            const popupItems = stack.Overlay.overlay.children
            for (let i = 0; i < popupItems.length; ++i) {
                const background = popupItems[i].background
                if (background && background.layer.enabled)
                    background.layer.enabled = false
            }
        }
    }

    // Esc and the system's Back: on the battle page an open sheet closes first, so that a player
    // closing a sheet does not leave the battle.
    function stepBack() {
        if (window.currentPage === "battlePage") {
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
        else if (window.currentPage !== "homePage")
            stack.replace("pages/HomePage.qml")
    }

    // A battle that could not be opened, is open elsewhere, or was damaged: said, never silent.
    // The dialog is made when there is first something to say (by file: see PopupLoader).
    Loader {
        id: problemDialog

        function makeWhenNeeded() {
            if (BattleSession.problemTitle.length > 0 && problemDialog.status === Loader.Null)
                problemDialog.setSource("components/BattleProblemDialog.qml")
        }

        asynchronous: true
        Component.onCompleted: makeWhenNeeded()

        Connections {
            target: BattleSession

            function onProblemChanged() {
                problemDialog.makeWhenNeeded()
            }
        }
    }

    StackView {
        id: stack

        objectName: "stack"
        anchors.fill: parent
        // Started on a battle (adjutant FILE, --demo ID): its page first; home is one step back.
        initialItem: BattleSession.loaded ? battlePage : "pages/HomePage.qml"
    }

    // Whichever way a battle was opened (home, new battle, the command line), show it; home is
    // one step back.
    Connections {
        target: BattleSession

        function onLoadedChanged() {
            if (!BattleSession.loaded || window.currentPage === "battlePage")
                return
            stack.pop(null, StackView.Immediate)
            stack.push(battlePage, {}, StackView.Immediate)
        }
    }

    // What the page on show asks for. Pages are made from their files when first wanted, so
    // that the controls of those not shown need not load before the first page shows.
    Connections {
        target: stack.currentItem
        ignoreUnknownSignals: true

        function onBackRequested() {
            window.goBack()
        }
        function onNewBattleRequested() {
            stack.push("pages/NewBattlePage.qml")
        }
        function onEditorRequested(path) {
            stack.push("pages/ScenarioEditorPage.qml", { openPath: path })
        }
        function onDiceRequested() {
            stack.push("pages/DicePage.qml")
        }
        function onSettingsRequested() {
            stack.push("pages/SettingsPage.qml")
        }
        function onLearnRequested(systemId, anchor) {
            stack.push("pages/LearnPage.qml", { systemId: systemId ?? "", anchor: anchor ?? "" })
        }
        function onBattleRequested() {
            if (BattleSession.loaded && window.currentPage !== "battlePage") {
                stack.pop(null, StackView.Immediate)
                stack.push(battlePage, {}, StackView.Immediate)
            }
        }
        function onTutorRequested() {
            stack.push("pages/LearnPage.qml", { view: "tutor" })
        }
        function onTutorialRequested(systemId) {
            window.startTutorial(systemId)
        }
        function onReportRequested() {
            stack.push("pages/ReportPage.qml")
        }
        function onOrderOfBattleRequested() {
            stack.push("pages/ScenarioEditorPage.qml", { inPlay: true })
        }
    }
    Component {
        id: battlePage

        BattlePage {}
    }

    // The guided first battle: the tutor follows the battle on show and what is played in it,
    // and speaks over the battle page (over its popups too).
    Binding {
        target: Tutor
        property: "battlePath"
        value: BattleSession.loaded ? BattleSession.filePath : ""
    }
    Connections {
        target: BattleSession

        function onActionPlayed(kind) {
            Tutor.battlePlayed(kind, BattleSession.stepIds)
        }
    }
    TutorOverlay {
        parent: stack.Overlay.overlay
        anchors.fill: parent
        searchRoot: window.contentItem
        popupRoot: stack.Overlay.overlay
        shown: window.currentPage === "battlePage"
        waitingFor: window.currentPage === "battlePage" ? (stack.currentItem as BattlePage).tutorWaitsFor : []
        keepClearTop: window.currentPage === "battlePage" ? (stack.currentItem as BattlePage).header.height : 0
    }
    // A system's guided battle, from where it was left or from its start.
    function startTutorial(systemId) {
        const resume = Tutor.battleToResume(systemId)
        const opened = resume.length > 0 && BattleSession.filePath === resume && BattleSession.loaded
                       || (resume.length > 0 ? BattleSession.open(resume) : BattleSession.startNew(Tutor.scenarioPath(systemId)))
        if (!opened)
            return
        Tutor.begin(systemId, BattleSession.filePath)
        if (window.currentPage !== "battlePage") {
            stack.pop(null, StackView.Immediate)
            stack.push(battlePage, {}, StackView.Immediate)
        }
    }

    // The table's sounds, made once the first page is out: Qt Multimedia is not needed before
    // the battle can be played. By its file, as a bound component may not be made by a Loader
    // on Qt 6.4.
    Loader {
        id: tableSounds

        objectName: "tableSoundsLoader"
        active: false
        asynchronous: true
        source: "components/TableSounds.qml"
    }
    Connections {
        target: window
        enabled: !tableSounds.active

        function onFrameSwapped() {
            tableSounds.active = true
        }
    }

    Shortcut {
        sequences: ["Esc", "Back", "Alt+Left"]
        enabled: stack.depth > 1 || window.currentPage !== "homePage"
        onActivated: window.stepBack()
    }
}
