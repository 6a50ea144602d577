pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The battle at the table. Landscape: the order of battle on the left, the current card in the
// centre, the unit or test sheet on the right. Portrait or narrow: one column, the card on top
// and under it the order of battle. While a sheet is open on a screen 1024 px wide or less (or
// of one column), the sheet takes the width: the card folds into a strip across the top and the
// order of battle into a drawer. The journal is a drawer either way.
Page {
    id: page

    // What is open and what is under way is the screen's (BattleScreen); the page shows it.
    readonly property string selectedUnit: screen.selectedUnit
    readonly property bool testOpen: screen.testOpen
    // A charge (one of the ruleset's procedures) from the unit's sheet, in place of the test sheet.
    readonly property bool chargeOpen: screen.chargeOpen
    // Three columns on a wide landscape screen; one otherwise, the sheets over it.
    readonly property bool wide: width >= 900 && width > height
    // The header's rarer actions are spelled out where there is room for them beside the whole
    // title (more room needed with the system's larger text), else folded into the ⋮ menu: the
    // file's (Report, Save as…) first, then the order of battle's (Add unit…, Order of battle…).
    readonly property bool roomyHeader: width > 1100 * Theme.fontScale && headerBar.labelsFit
    readonly property bool roomiestHeader: roomyHeader && headerBar.allLabelsFit
    readonly property bool homeSpelledOut: width > 700 * Theme.fontScale
    readonly property bool sheetOpen: screen.sheetOpen
    // The sheet has the width, the card a strip over it, the order of battle a drawer.
    readonly property bool folded: sheetOpen && (!wide || width <= 1024)
    // What the test sheet still needs before its dice (a number to enter, a target), in the
    // sheet's words: the tutor does not go on past it, so that no newcomer reaches the dice step
    // with nothing to roll.
    readonly property var tutorWaitsFor: {
        if (!testOpen || testSheet.started || testSheet.ready)
            return []
        const missing = []
        if (testSheet.needsTarget && testSheet.targetId.length === 0)
            missing.push(qsTr("the target"))
        missing.push(...testSheet.unsetInputs)
        return missing.length ? missing : testSheet.problems
    }

    signal backRequested
    signal reportRequested
    // The battle editor on the order of battle in play: what the umpire changes there is journaled.
    signal orderOfBattleRequested
    // The Learn page of this battle's rule system, open at a place in its rules.
    signal learnRequested(string systemId, string anchor)

    objectName: "battlePage"
    background: Rectangle { color: Theme.background }

    // The taps that open and close the sheets, handed to the screen (Main.qml's Back and the
    // tests call these too).
    function openUnit(unitId) {
        screen.openUnit(unitId)
    }
    function openTest(testId) {
        screen.openTest(testId)
    }
    function openOwed(owedId) {
        screen.openOwed(owedId)
    }
    function openInitiative() {
        screen.openInitiative()
    }
    function openCharge(procedureId) {
        screen.openCharge(procedureId)
    }
    function closeSheet() {
        screen.closeSheet()
    }

    BattleScreen {
        id: screen

        session: BattleSession
        testSheet: testSheet
        chargeFlow: chargeFlow

        onQuestionAsked: underWayDialog.open()
        onTestChosen: Tutor.notify("test-chosen")
        onUnitOpened: unitId => {
            Tutor.notify("unit-sheet-opened")
            const row = BattleSession.units.reveal(unitId)
            if (row >= 0) {
                unitList.positionViewAtIndex(row, ListView.Contain)
                if (unitDrawer.popup)
                    unitDrawer.popup.list.positionViewAtIndex(row, ListView.Contain)
            }
        }
    }
    UnitSheet {
        id: unitSheet

        session: BattleSession
        unitId: page.selectedUnit
        // Under a test sheet or a charge, the battle's changes wait until it shows again.
        shown: unitSheetView.visible
    }
    TestSheet {
        id: testSheet

        session: BattleSession
        confirmEffects: Preferences.confirmEffects
    }
    ChargeFlow {
        id: chargeFlow

        session: BattleSession
        confirmEffects: Preferences.confirmEffects
    }
    // The guided first battle hears when every die of the test is in.
    Connections {
        target: testSheet

        function onDiceChanged() {
            if (testSheet.complete && !testSheet.applied)
                Tutor.notify("dice-rolled")
        }
    }
    Connections {
        target: journal.popup
        ignoreUnknownSignals: true // until it is made

        function onOpened() {
            Tutor.notify("journal-opened")
        }
    }
    Component.onCompleted: screen.start()
    PopupLoader {
        id: underWayDialog

        file: Qt.resolvedUrl("../components/TestUnderWayDialog.qml")
    }
    Binding {
        target: underWayDialog.popup
        when: underWayDialog.popup !== null
        property: "reopened"
        value: screen.askingReopened
    }
    Binding {
        target: underWayDialog.popup
        when: underWayDialog.popup !== null
        property: "charge"
        value: screen.askingCharge
    }
    Binding {
        target: underWayDialog.popup
        when: underWayDialog.popup !== null
        property: "testText"
        value: screen.askingReopened ? (screen.askingCharge ? chargeFlow.offerText : testSheet.offerText)
                                     : screen.askingCharge
                                       ? (chargeFlow.targetName.length
                                          ? Phrase.fill(qsTr("%1: %2 against %3"), [chargeFlow.title, chargeFlow.actorName, chargeFlow.targetName])
                                          : Phrase.fill(qsTr("%1: %2"), [chargeFlow.title, chargeFlow.actorName]))
                                     : testSheet.targetName.length
                                       ? Phrase.fill(qsTr("%1: %2 against %3"), [testSheet.testName, testSheet.actorName, testSheet.targetName])
                                       : Phrase.fill(qsTr("%1: %2"), [testSheet.testName, testSheet.actorName])
    }
    Connections {
        target: underWayDialog.popup
        ignoreUnknownSignals: true // until it is made

        function onGoOn() {
            screen.goOn()
        }
        function onDrop() {
            screen.drop()
        }
    }

    header: Rectangle {
        id: headerBar

        // What the title needs to be read whole (a very long one is cut all the same).
        readonly property real titleNeed: Math.min(420, Math.max(titleMetrics.advanceWidth,
                                                                 rulesetMetrics.advanceWidth) + 4)
        // What the header always shows: Home, Undo, Redo, Journal, ⋮, their spacing and margins.
        readonly property real alwaysShown: homeButton.implicitWidth + undoButton.implicitWidth
                                            + redoButton.implicitWidth + journalButton.implicitWidth
                                            + moreButton.implicitWidth + 5 * 8 + 16
        // Whether the rarer actions' labels fit beside them and the whole title, in the language
        // of the app (German and French labels are longer than English ones).
        readonly property bool labelsFit: width >= alwaysShown + joinUnitButton.implicitWidth
                                          + editOrderButton.implicitWidth + 2 * 8 + titleNeed
        readonly property bool allLabelsFit: width >= alwaysShown + joinUnitButton.implicitWidth
                                             + editOrderButton.implicitWidth + reportButton.implicitWidth
                                             + saveAsButton.implicitWidth + 4 * 8 + titleNeed

        implicitHeight: Theme.headerHeight
        color: Theme.surface
        Accessible.role: Accessible.ToolBar

        TextMetrics {
            id: titleMetrics

            font.pixelSize: Theme.fontBody
            font.bold: true
            text: BattleSession.title
        }
        TextMetrics {
            id: rulesetMetrics

            font.pixelSize: Theme.fontBody
            text: BattleSession.rulesetName
        }

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 8
            anchors.rightMargin: 8
            spacing: 8

            ActionButton {
                id: homeButton

                objectName: "homeButton"
                text: page.homeSpelledOut ? qsTr("‹ Home") : "‹"
                implicitWidth: page.homeSpelledOut ? Math.max(Theme.touchTarget * 2, contentItem.implicitWidth + 32)
                                                : Theme.touchTarget
                flat: true
                Accessible.name: qsTr("Home")
                onClicked: page.backRequested()
            }
            BattleTitle {
                Layout.fillWidth: true
            }
            ActionButton {
                id: undoButton

                objectName: "undoButton"
                text: qsTr("Undo")
                enabled: BattleSession.canUndo
                Accessible.description: BattleSession.undoText
                onClicked: BattleSession.undo()
            }
            ActionButton {
                id: redoButton

                objectName: "redoButton"
                visible: page.homeSpelledOut // narrow: in the journal, and Ctrl+Y
                text: qsTr("Redo")
                enabled: BattleSession.canRedo
                onClicked: BattleSession.redo()
            }
            ActionButton {
                id: journalButton

                objectName: "journalButton"
                text: qsTr("Journal")
                onClicked: journal.open()
            }
            ActionButton {
                id: joinUnitButton

                objectName: "joinUnitButton"
                text: qsTr("Add unit…")
                flat: true
                enabled: !BattleSession.readOnly
                visible: page.roomyHeader
                Accessible.description: qsTr("A unit joins the battle (a reinforcement)")
                onClicked: joinDialog.open()
            }
            ActionButton {
                id: editOrderButton

                objectName: "editOrderButton"
                text: qsTr("Order of battle…")
                flat: true
                enabled: !BattleSession.readOnly
                visible: page.roomyHeader
                Accessible.description: qsTr("Edit the order of battle in play; every change is journaled")
                onClicked: page.orderOfBattleRequested()
            }
            ActionButton {
                id: reportButton

                objectName: "reportButton"
                text: qsTr("Report")
                flat: true
                visible: page.roomiestHeader
                onClicked: page.reportRequested()
            }
            ActionButton {
                id: saveAsButton

                objectName: "saveAsButton"
                text: qsTr("Save as…")
                flat: true
                visible: page.roomiestHeader
                onClicked: saveDialog.open()
            }
            // On a narrow screen the rarer actions fold into a menu; the umpire's switch is always
            // in it.
            ActionButton {
                id: moreButton

                objectName: "moreButton"
                text: "\u22ee"
                flat: true
                implicitWidth: Theme.touchTarget
                Accessible.name: qsTr("More")
                onClicked: moreMenu.open()

                PopupLoader {
                    id: moreMenu

                    y: moreButton.height
                    file: Qt.resolvedUrl("../components/MoreMenu.qml")
                }
                Binding {
                    target: moreMenu.popup
                    property: "folded"
                    value: !page.roomyHeader
                    when: moreMenu.popup !== null
                }
                Binding {
                    target: moreMenu.popup
                    property: "filesFolded"
                    value: !page.roomiestHeader
                    when: moreMenu.popup !== null
                }
                Connections {
                    target: moreMenu.popup
                    ignoreUnknownSignals: true // until it is made

                    function onJoinRequested() {
                        joinDialog.open()
                    }
                    function onSaveRequested() {
                        saveDialog.open()
                    }
                    function onShareRequested() {
                        shareDialog.open()
                    }
                    function onReportRequested() {
                        page.reportRequested()
                    }
                    function onOrderOfBattleRequested() {
                        page.orderOfBattleRequested()
                    }
                    function onNoteRequested() {
                        noteDialog.open()
                    }
                }
            }
        }
    }

    // Below the header: a banner when something went wrong, then the columns. Every pane's
    // place is worked out from the page's size alone, so that no size or turn of the screen, at
    // any moment, can leave one hidden, offset or over another; the tests owed lie over the page
    // and move nothing.
    Item {
        id: body

        readonly property real columnsTop: banner.visible ? banner.height : 0
        // Wide: the order of battle on the left, the sheet (when open) on the right, the card
        // between them. Narrow: the card on top, and under it the order of battle. Folded: the
        // card a strip across the top and the sheet under it, the whole width.
        readonly property real listWidth: page.wide && !page.folded ? Math.round(Math.min(420, width * 0.3)) : 0
        // A test sheet takes what the card can spare: the card keeps 300 px.
        readonly property real sheetWidth: page.folded ? width
            : !page.wide || !page.sheetOpen ? 0
            : page.testOpen || page.chargeOpen ? Math.round(Math.max(Math.min(520, width * 0.4), Math.min(720, width - listWidth - 2 - 300 - 2 * Theme.spacing - 4)))
            : Math.round(Math.min(520, width * 0.4))
        readonly property real centreX: listWidth > 0 ? listWidth + 1 : 0
        readonly property real centreWidth: page.folded ? width : width - centreX - (sheetWidth > 0 ? sheetWidth + 1 : 0)
        readonly property real underCard: card.y + card.height + Theme.spacing
        // The tray of tests owed, where it lies: the foot of the card's column (wide), or of the
        // screen over the order of battle (narrow). Folded, they are a button on the strip.
        readonly property real owedRoom: owedStrip.visible ? owedStrip.height + Theme.spacing : 0

        anchors.fill: parent

        // Something went wrong: say so, in words, until dismissed.
        Rectangle {
            id: banner

            // Other rules of this battle's ruleset in the library: for the umpire only, who may
            // move the battle onto them (asked first, journaled, undone like any entry).
            readonly property bool rulesNotice: Preferences.umpireMode && !BattleSession.readOnly
                                                && BattleSession.rulesUpdate.length > 0
            readonly property bool trouble: BattleSession.error.length > 0 || BattleSession.warnings.length > 0

            width: body.width
            visible: trouble || rulesNotice
            implicitHeight: bannerRow.implicitHeight + 16
            height: implicitHeight
            color: Theme.surfacePressed

            RowLayout {
                id: bannerRow

                x: Theme.spacing
                y: 8
                width: parent.width - 2 * Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    objectName: "errorBanner"
                    Layout.fillWidth: true
                    visible: banner.trouble
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
                Label {
                    objectName: "rulesNotice"
                    Layout.fillWidth: true
                    visible: banner.rulesNotice && !banner.trouble
                    textFormat: Text.PlainText
                    // Asked only of the umpire's notice: the library is looked up when first asked.
                    text: banner.rulesNotice
                          ? qsTr("The library has other rules for this battle: %1").arg(BattleSession.rulesUpdate) : ""
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    objectName: "updateRulesButton"
                    text: qsTr("Update the rules…")
                    flat: true
                    visible: banner.rulesNotice && BattleSession.error.length === 0
                    onClicked: updateRulesDialog.open()
                }
            }
        }

        CurrentCard {
            id: card

            z: 2 // folded and shown whole, over the sheet
            folded: page.folded
            x: page.folded ? 0 : body.centreX + Theme.spacing
            y: page.folded ? body.columnsTop : body.columnsTop + Theme.spacing
            width: page.folded ? body.width : body.centreWidth - 2 * Theme.spacing
            height: Math.min(implicitHeight, maximumHeight)
            // Beside the other columns, the page's height less the tray of tests owed; on top of
            // one column, half of it; folded and shown whole, all the page has.
            maximumHeight: page.folded ? body.height - y
                         : page.wide ? body.height - y - Theme.spacing - body.owedRoom
                         : Math.max(300, (body.height - y) / 2)
            compact: body.height < 700
            onUnitRequested: unitId => page.openUnit(unitId)
            onInitiativeRequested: page.openInitiative()
            onOrderOfBattleRequested: unitDrawer.open()
            onOwedRequested: owedPopup.open()
        }

        OrderOfBattleFilter {
            id: unitFilter

            model: BattleSession.units
            visible: unitList.visible
            x: Theme.spacing / 2
            y: (page.wide ? body.columnsTop : body.underCard) + 6
            width: (page.wide ? body.listWidth : body.width) - Theme.spacing
        }
        ListView {
            id: unitList

            objectName: "orderOfBattle"
            visible: !page.folded
            x: 0
            y: unitFilter.y + unitFilter.height + 6
            width: page.wide ? body.listWidth : body.width
            height: Math.max(0, body.height - y)
            clip: true
            model: BattleSession.units
            reuseItems: true
            // Narrow, its last rows scroll up above the tray of tests owed.
            bottomMargin: page.wide ? 0 : body.owedRoom
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Order of battle")
            ScrollBar.vertical: ScrollBar {}

            delegate: UnitRow {
                selected: unitId === page.selectedUnit
                onFoldToggled: BattleSession.units.toggleFolded(index)
                onUnitChosen: unitId => page.openUnit(unitId)
            }
        }
        Rectangle {
            visible: page.wide && !page.folded
            x: body.listWidth
            y: body.columnsTop
            width: 1
            height: body.height - y
            color: Theme.outline
        }

        // The tests owed: a tray over the foot of the card's column, or of the screen.
        OwedTestsStrip {
            id: owedStrip

            z: 1
            visible: BattleSession.owed.count > 0 && !page.folded
            x: page.wide ? body.centreX + Theme.spacing : Theme.spacing
            width: page.wide ? body.centreWidth - 2 * Theme.spacing : body.width - 2 * Theme.spacing
            height: implicitHeight
            y: body.height - height - Theme.spacing
            maximumHeight: Math.max(Theme.touchTarget + 13, Math.min(3 * (Theme.touchTarget + 8) + 5, body.height * 0.3))
            onOwedChosen: owedId => page.openOwed(owedId)
            onSkipRequested: owedSkipDialog.open()
        }

        // The unit's or the test's sheet: the right column on a wide screen; folded, the whole
        // width under the card's strip.
        Rectangle {
            id: sheetPanel

            objectName: "sheetPanel"
            visible: page.sheetOpen
            x: page.folded ? 0 : body.width - body.sheetWidth - 1
            y: page.folded ? body.columnsTop + card.stripHeight : body.columnsTop
            width: page.folded ? body.width : body.sheetWidth + 1
            height: Math.max(0, body.height - y)
            color: Theme.background

            Rectangle { // the rule between it and the card
                width: page.folded ? parent.width : 1
                height: page.folded ? 1 : parent.height
                color: Theme.outline
            }
            // Each sheet is made the first time it is wanted, in the background. (By file: Qt
            // 6.4's Loader cannot make a component declared in a file whose components are bound.)
            Loader {
                id: unitSheetView

                x: page.folded ? 0 : 1
                y: page.folded ? 1 : 0
                width: parent.width - x
                height: parent.height - y
                visible: !page.testOpen && !page.chargeOpen && page.selectedUnit.length > 0
                asynchronous: true
                onVisibleChanged: {
                    if (visible && status === Loader.Null)
                        setSource(Qt.resolvedUrl("../components/UnitSheetView.qml"), { sheet: unitSheet })
                }
            }
            Connections {
                target: unitSheetView.item
                ignoreUnknownSignals: true // until it is made

                function onTestRequested(testId: string) {
                    page.openTest(testId)
                }
                function onProcedureRequested(procedureId: string) {
                    page.openCharge(procedureId)
                }
                function onCloseRequested() {
                    screen.closeUnit()
                }
            }
            Loader {
                id: testSheetView

                x: page.folded ? 0 : 1
                y: page.folded ? 1 : 0
                width: parent.width - x
                height: parent.height - y
                visible: page.testOpen
                asynchronous: true
                onVisibleChanged: {
                    if (visible && status === Loader.Null)
                        setSource(Qt.resolvedUrl("../components/TestSheetView.qml"), { sheet: testSheet })
                }
            }
            Connections {
                target: testSheetView.item
                ignoreUnknownSignals: true

                function onRulesRequested(anchor) {
                    page.learnRequested(testSheet.rulesetId(), anchor)
                }
                function onCloseRequested() {
                    screen.closeTest() // "Cancel" drops it; "Done" closes what is applied
                }
            }
            Loader {
                id: chargeFlowView

                x: page.folded ? 0 : 1
                y: page.folded ? 1 : 0
                width: parent.width - x
                height: parent.height - y
                visible: page.chargeOpen
                asynchronous: true
                onVisibleChanged: {
                    if (visible && status === Loader.Null)
                        setSource(Qt.resolvedUrl("../components/ChargeFlowView.qml"), { flow: chargeFlow })
                }
            }
            Connections {
                target: chargeFlowView.item
                ignoreUnknownSignals: true

                function onCloseRequested() {
                    screen.closeCharge() // "Cancel" drops it; "Done" closes what is applied
                }
            }
        }
    }

    // Folded: the order of battle, and the tests owed, over the sheet.
    PopupLoader {
        id: unitDrawer

        file: Qt.resolvedUrl("../components/OrderOfBattleDrawer.qml")
    }
    Binding {
        target: unitDrawer.popup
        when: unitDrawer.popup !== null
        property: "selectedUnit"
        value: page.selectedUnit
    }
    Connections {
        target: unitDrawer.popup
        ignoreUnknownSignals: true // until it is made

        function onUnitChosen(unitId) {
            page.openUnit(unitId)
        }
    }
    PopupLoader {
        id: owedPopup

        file: Qt.resolvedUrl("../components/OwedTestsPopup.qml")
    }
    Binding { // just under the card's strip
        target: owedPopup.popup
        when: owedPopup.popup !== null
        property: "y"
        value: headerBar.height + body.columnsTop + card.stripHeight
    }
    Connections {
        target: owedPopup.popup
        ignoreUnknownSignals: true

        function onOwedChosen(owedId: int) {
            page.openOwed(owedId)
        }
        function onSkipRequested() {
            owedSkipDialog.open()
        }
    }
    // Folded, the drawer and the tests owed go with the fold; no longer folded, they are on the page.
    onFoldedChanged: {
        if (!folded && unitDrawer.popup)
            unitDrawer.popup.close()
        if (!folded && owedPopup.popup)
            owedPopup.popup.close()
    }
    PopupLoader {
        id: journal

        file: Qt.resolvedUrl("../components/JournalDrawer.qml")
    }
    PopupLoader {
        id: joinDialog

        file: Qt.resolvedUrl("../components/JoinUnitDialog.qml")
    }
    PopupLoader {
        id: owedSkipDialog

        file: Qt.resolvedUrl("../components/OwedSkipDialog.qml")
    }
    PopupLoader {
        id: updateRulesDialog

        file: Qt.resolvedUrl("../components/UpdateRulesDialog.qml")
    }
    PopupLoader {
        id: noteDialog

        file: Qt.resolvedUrl("../components/UmpireNoteDialog.qml")
    }
    PopupLoader {
        id: shareDialog

        file: Qt.resolvedUrl("../components/ShareTableDialog.qml")
    }
    PopupLoader {
        id: saveDialog

        file: Qt.resolvedUrl("../components/SaveBattleDialog.qml")
    }
    Connections {
        target: saveDialog.popup
        ignoreUnknownSignals: true // until it is made

        function onReplaceAsked(file: url, question: string) {
            replaceDialog.ask(question, () => BattleSession.saveAs(file, true))
        }
    }
    ReplaceFileLoader {
        id: replaceDialog
    }

    // Keys for a laptop at the club.
    Shortcut {
        sequences: ["D", "N"]
        enabled: !BattleSession.readOnly && !Tutor.holdsTheTurn
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
        onActivated: journal.popup && journal.popup.visible ? journal.popup.close() : journal.open()
    }
    Shortcut {
        sequence: "R"
        enabled: page.testOpen && testSheet.waiting || page.chargeOpen && chargeFlow.waiting
        onActivated: page.chargeOpen ? chargeFlow.roll() : testSheet.roll()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: page.testOpen && testSheet.complete && !testSheet.applied
                 || page.chargeOpen && chargeFlow.complete && !chargeFlow.applied
        onActivated: page.chargeOpen ? chargeFlow.apply() : testSheet.apply()
    }
    Shortcut {
        sequence: "Backspace"
        enabled: page.testOpen && testSheet.started && !testSheet.applied
                 || page.chargeOpen && (chargeFlow.started && !chargeFlow.applied || page.typingDistance)
        onActivated: page.testOpen ? testSheet.removeLastFace()
                                   : page.typingDistance ? chargeFlow.typeDistanceDigit(-1)
                                                         : chargeFlow.removeLastFace()
    }
    // While a charge is declared, the digits type its distance.
    readonly property bool typingDistance: chargeOpen && chargeFlowView.item !== null
                                           && (chargeFlowView.item as ChargeFlowView).declaring
    Instantiator {
        model: 10

        Shortcut {
            required property int index

            sequence: String(index)
            enabled: page.testOpen && testSheet.waiting || page.chargeOpen && (chargeFlow.waiting || page.typingDistance)
            onActivated: page.testOpen ? testSheet.enterFace(index)
                                       : page.typingDistance ? chargeFlow.typeDistanceDigit(index)
                                                             : chargeFlow.enterFace(index)
        }
    }
}
