pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Adjutant

// The battle at the table. Landscape: the order of battle on the left, the current card in the
// centre, the unit or test sheet on the right. Portrait or narrow: one column, the sheets slide
// in over it. The journal is a drawer either way.
Page {
    id: page

    property string selectedUnit
    property bool testOpen: false
    readonly property bool wide: Theme.battleIsWide(width, height)
    readonly property bool sheetOpen: testOpen || selectedUnit.length > 0

    signal backRequested
    signal reportRequested

    objectName: "battlePage"
    background: Rectangle { color: Theme.background }

    function openUnit(unitId) {
        selectedUnit = unitId
        testOpen = false
        const row = BattleSession.units.reveal(unitId)
        if (row >= 0)
            unitList.positionViewAtIndex(row, ListView.Contain)
    }
    function openTest(testId) {
        testSheet.targetId = ""
        testSheet.actorId = selectedUnit
        testSheet.testId = testId
        testSheet.clearDice()
        testOpen = true
    }
    function closeSheet() {
        if (testOpen)
            testOpen = false
        else
            selectedUnit = ""
    }

    UnitSheet {
        id: unitSheet

        session: BattleSession
        unitId: page.selectedUnit
    }
    TestSheet {
        id: testSheet

        session: BattleSession
        confirmEffects: Preferences.confirmEffects
    }
    property string shownCurrent // the current unit whose sheet was last opened for it
    Component.onCompleted: shownCurrent = BattleSession.currentUnit
    Connections {
        target: BattleSession

        // A drawn card opens its unit's sheet: the first thing the player wants.
        function onChanged() {
            if (BattleSession.currentUnit === page.shownCurrent)
                return
            page.shownCurrent = BattleSession.currentUnit
            if (page.shownCurrent.length)
                page.openUnit(page.shownCurrent)
        }
    }

    header: ToolBar {
        implicitHeight: Theme.headerHeight
        background: Rectangle { color: Theme.surface }

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 8
            anchors.rightMargin: 8
            spacing: 8

            ActionButton {
                objectName: "homeButton"
                text: page.width > 700 ? qsTr("‹ Home") : "‹"
                implicitWidth: page.width > 700 ? Math.max(Theme.touchTarget * 2, contentItem.implicitWidth + 32)
                                                : Theme.touchTarget
                flat: true
                Accessible.name: qsTr("Home")
                onClicked: page.backRequested()
            }
            BattleTitle {
                session: BattleSession
                theme: Theme
                Layout.fillWidth: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            ActionButton {
                objectName: "undoButton"
                text: qsTr("Undo")
                enabled: BattleSession.canUndo
                Accessible.description: BattleSession.undoText
                onClicked: BattleSession.undo()
            }
            ActionButton {
                objectName: "redoButton"
                visible: page.width > 700 // narrow: in the journal, and Ctrl+Y
                text: qsTr("Redo")
                enabled: BattleSession.canRedo
                onClicked: BattleSession.redo()
            }
            ActionButton {
                objectName: "journalButton"
                text: qsTr("Journal")
                onClicked: journal.open()
            }
            ActionButton {
                objectName: "joinUnitButton"
                text: qsTr("Add unit…")
                flat: true
                visible: page.width > 900
                Accessible.description: qsTr("A unit joins the battle (a reinforcement)")
                onClicked: joinDialog.open()
            }
            ActionButton {
                objectName: "reportButton"
                text: qsTr("Report")
                flat: true
                visible: page.width > 900
                onClicked: page.reportRequested()
            }
            ActionButton {
                objectName: "saveAsButton"
                text: qsTr("Save as…")
                flat: true
                visible: page.width > 900
                onClicked: saveDialog.open()
            }
            // On a narrow screen the rarer actions fold into a menu.
            ActionButton {
                objectName: "moreButton"
                text: "\u22ee"
                flat: true
                visible: page.width <= 900
                implicitWidth: Theme.touchTarget
                Accessible.name: qsTr("More")
                onClicked: moreMenu.popup()

                Menu {
                    id: moreMenu

                    font.pixelSize: Theme.fontBody // popups do not inherit the screens' font
                    // Material's own background is a shader effect, which software rendering leaves out.
                    background: Rectangle {
                        implicitWidth: 200
                        color: Theme.surface
                        border.color: Theme.outline
                    }
                    MenuItem {
                        text: qsTr("Add unit…")
                        onTriggered: joinDialog.open()
                    }
                    MenuItem {
                        text: qsTr("Save as…")
                        onTriggered: saveDialog.open()
                    }
                    MenuItem {
                        text: qsTr("Report")
                        onTriggered: page.reportRequested()
                    }
                }
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // Something went wrong: say so, in words, until dismissed.
        Rectangle {
            Layout.fillWidth: true
            visible: BattleSession.error.length > 0 || BattleSession.warnings.length > 0
            implicitHeight: bannerRow.implicitHeight + 16
            color: Theme.surfacePressed

            RowLayout {
                id: bannerRow

                x: Theme.spacing
                y: 8
                width: parent.width - 2 * Theme.spacing

                Label {
                    objectName: "errorBanner"
                    Layout.fillWidth: true
                    text: BattleSession.error.length ? BattleSession.error : BattleSession.warningText
                    color: BattleSession.error.length ? Theme.failure : Theme.text
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    text: qsTr("Dismiss")
                    flat: true
                    visible: BattleSession.error.length > 0
                    onClicked: BattleSession.clearError()
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            // Wide: the order of battle on the left. Narrow: below the card.
            Item {
                id: listSlot

                visible: page.wide
                Layout.preferredWidth: Theme.orderOfBattleWidth(page.width)
                Layout.fillHeight: true
            }
            Rectangle {
                visible: page.wide
                Layout.preferredWidth: 1
                Layout.fillHeight: true
                color: Theme.outline
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.margins: Theme.spacing
                spacing: Theme.spacing

                CurrentCard {
                    Layout.fillWidth: true
                    onUnitRequested: unitId => page.openUnit(unitId)
                }
                Item {
                    id: narrowListSlot

                    visible: !page.wide
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                }
                Item {
                    visible: page.wide
                    Layout.fillHeight: true
                }
            }
            Rectangle {
                visible: page.wide && page.sheetOpen
                Layout.preferredWidth: 1
                Layout.fillHeight: true
                color: Theme.outline
            }
            Item {
                id: sheetSlot

                visible: page.wide && page.sheetOpen
                Layout.preferredWidth: Math.min(520, page.width * 0.4)
                Layout.fillHeight: true
            }
        }
    }

    ListView {
        id: unitList

        objectName: "orderOfBattle"
        parent: page.wide ? listSlot : narrowListSlot
        anchors.fill: parent
        clip: true
        model: BattleSession.units
        reuseItems: true
        ScrollBar.vertical: ScrollBar {}

        delegate: UnitRow {
            selected: unitId === page.selectedUnit
            onFoldToggled: BattleSession.units.toggleFolded(index)
            onUnitChosen: unitId => page.openUnit(unitId)
        }
    }

    // The sheet on the right, or over everything on a narrow screen.
    Rectangle {
        id: sheetPanel

        parent: page.wide ? sheetSlot : narrowSheetSlot
        anchors.fill: parent
        color: Theme.background

        UnitSheetView {
            anchors.fill: parent
            visible: !page.testOpen && page.selectedUnit.length > 0
            sheet: unitSheet
            onTestRequested: testId => page.openTest(testId)
            onCloseRequested: page.selectedUnit = ""
        }
        TestSheetView {
            anchors.fill: parent
            visible: page.testOpen
            sheet: testSheet
            onCloseRequested: page.testOpen = false
        }
    }
    Drawer {
        id: narrowSheet

        font.pixelSize: Theme.fontBody // popups do not inherit the screens' font
        edge: Qt.RightEdge
        Overlay.modal: Scrim {}
        width: page.width
        height: page.height
        interactive: !page.wide
        visible: !page.wide && page.sheetOpen
        onClosed: if (!page.wide) {
            page.testOpen = false
            page.selectedUnit = ""
        }

        Item {
            id: narrowSheetSlot

            anchors.fill: parent
        }
    }

    Drawer {
        id: journal

        font.pixelSize: Theme.fontBody // popups do not inherit the screens' font
        objectName: "journalDrawer"
        edge: Qt.RightEdge
        Overlay.modal: Scrim {}
        width: Math.min(560, page.width)
        height: page.height
        background: Rectangle { color: Theme.surface }

        JournalView {
            anchors.fill: parent
        }
    }

    JoinUnitDialog {
        id: joinDialog
    }
    FileDialog {
        id: saveDialog

        objectName: "saveDialog"

        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save") // Qt 6.4 labels it "Open" in every mode
        currentFolder: BattleSession.battlesFolderUrl
        defaultSuffix: "adjutant"
        nameFilters: [qsTr("Adjutant battles (*.adjutant)")]
        onAccepted: BattleSession.saveAs(selectedFile)
    }

    // Keys for a laptop at the club.
    Shortcut {
        sequences: ["D", "N"]
        onActivated: BattleSession.usesDeck ? BattleSession.draw() : BattleSession.next()
    }
    Shortcut {
        sequences: ["Ctrl+Z"]
        onActivated: BattleSession.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        onActivated: BattleSession.redo()
    }
    Shortcut {
        sequence: "J"
        onActivated: journal.visible ? journal.close() : journal.open()
    }
    Shortcut {
        sequence: "R"
        enabled: page.testOpen && testSheet.waiting
        onActivated: testSheet.roll()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: page.testOpen && testSheet.complete && !testSheet.applied
        onActivated: testSheet.apply()
    }
    Shortcut {
        sequence: "Backspace"
        enabled: page.testOpen && testSheet.started && !testSheet.applied
        onActivated: testSheet.removeLastFace()
    }
    Instantiator {
        model: 10

        Shortcut {
            required property int index

            sequence: String(index)
            enabled: page.testOpen && testSheet.waiting
            onActivated: testSheet.enterFace(index)
        }
    }
}
