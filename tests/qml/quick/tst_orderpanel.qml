import QtQuick
import QtTest
import Adjutant

// Orders on the unit's sheet, by taps: an order opens in place with its question, Apply stays
// off while the rules forbid it with the answers given, one tap journals it; the umpire's
// "Allow anyway…" asks a reason and journals the order with it. Against the Chosen Men demo.
Item {
    id: root

    width: 420
    height: 600

    Component {
        id: sheetViewComponent

        UnitSheetView {
            width: 420
            height: 600
            sheet: UnitSheet {
                session: BattleSession
            }
        }
    }

    Component {
        id: testSheetComponent

        TestSheetView {
            width: 420
            height: 600
            sheet: TestSheet {
                session: BattleSession
                confirmEffects: true
            }
        }
    }

    TestCase {
        name: "OrderPanel"
        when: windowShown

        // Brings the control into the sheet's view, then taps it, as a finger would.
        function tap(view, name) {
            const item = findChild(view, name)
            verify(item, name)
            verify(item.visible, name + " is shown")
            verify(item.enabled, name + " is enabled")
            for (let p = item.parent; p; p = p.parent) {
                if (isPolishScheduled(p))
                    waitForItemPolished(p)
            }
            const y = item.mapToItem(view.contentItem, 0, 0).y
            if (y < view.contentY || y + item.height > view.contentY + view.height)
                view.contentY = Math.max(0, Math.min(y - 40, view.contentHeight - view.height))
            mouseClick(item)
        }
        function open(unitId) {
            const view = createTemporaryObject(sheetViewComponent, root)
            view.sheet.unitId = unitId
            waitForRendering(view)
            return view
        }

        function initTestCase() {
            Preferences.umpireMode = false
            verify(BattleSession.startNew(":/scenarios/chosen-men-demo.json"), BattleSession.error)
        }
        function cleanupTestCase() {
            Preferences.umpireMode = false
        }

        function test_anOrderWithAQuestionIsGivenInOneEntry() {
            verify(BattleSession.setFigureField("voltigeurs-2", "leader", "down", true, "lost in the volley"))
            const view = open("voltigeurs-2")
            const entries = BattleSession.journal.count
            tap(view, "order-field-promotion")
            const panel = findChild(view, "orderPanel")
            tryVerify(() => panel.visible)
            compare(findChild(view, "orderTitle").text, "Field promotion")
            // Answered no, the rules forbid it and say why; Apply waits.
            const apply = findChild(view, "applyOrder")
            verify(!apply.enabled)
            const refusal = findChild(view, "orderRefusal")
            verify(refusal.visible)
            verify(refusal.text.indexOf("officer within 2") >= 0, refusal.text)
            // Without umpire mode there is no way round it.
            verify(!findChild(view, "orderAllowAnyway").visible)
            // The panel is in view, Apply with it.
            const bottom = apply.mapToItem(view, 0, apply.height).y
            verify(bottom <= view.height, "Apply is in view: " + bottom)
            tap(view, "answer-officer-near")
            tryVerify(() => apply.enabled)
            verify(!refusal.visible)
            tap(view, "applyOrder")
            compare(BattleSession.journal.count, entries + 1)
            verify(BattleSession.undoText.indexOf("Field promotion") >= 0, BattleSession.undoText)
            tryVerify(() => !panel.visible)
            // Given, the order is no longer offered; undone, it is again.
            verify(!findChild(view, "order-field-promotion"))
            verify(BattleSession.undo())
            tryVerify(() => findChild(view, "order-field-promotion") !== null)
        }

        function test_aForbiddenOrderIsGreyedWithItsReason() {
            const view = open("riflemen-1")
            const button = findChild(view, "order-heal")
            verify(button)
            verify(!button.enabled)
            const reason = findChild(view, "orderRefusal-heal")
            verify(reason.visible)
            verify(reason.text.indexOf("no minor wounds") >= 0, reason.text)
        }

        function test_theUmpireAllowsItAnyway() {
            Preferences.umpireMode = true
            const view = open("riflemen-1")
            const entries = BattleSession.journal.count
            tap(view, "order-heal")
            verify(!findChild(view, "applyOrder").enabled)
            tap(view, "orderAllowAnyway")
            const reasonField = findChild(view, "orderOverrideReason")
            tryVerify(() => reasonField.visible)
            verify(!findChild(view, "orderOverrideOk").enabled) // a reason first
            reasonField.forceActiveFocus()
            for (const ch of "bandaged by the surgeon")
                keyClick(ch === " " ? Qt.Key_Space : ch)
            compare(reasonField.text, "bandaged by the surgeon")
            tap(view, "orderOverrideOk")
            const allowed = findChild(view, "orderAllowed")
            tryVerify(() => allowed.visible)
            verify(allowed.text.indexOf("bandaged by the surgeon") >= 0, allowed.text)
            tap(view, "applyOrder")
            compare(BattleSession.journal.count, entries + 1)
            verify(BattleSession.undoText.indexOf("allowed by the umpire (bandaged by the surgeon)") >= 0,
                   BattleSession.undoText)
            verify(BattleSession.undo())
            Preferences.umpireMode = false
        }

        function test_anOrderGivenToAnotherUnit() {
            verify(BattleSession.setFigureField("redcoats", "ranker-1", "minor", 1, "a graze"))
            // The officer treats a squad as his action: once his card has come up.
            verify(BattleSession.setField("capt-ward", "activated", true, "his card came up"))
            const view = open("capt-ward")
            const entries = BattleSession.journal.count
            tap(view, "order-officer-treats")
            const target = findChild(view, "orderTarget")
            verify(target.visible)
            // The first of his side's units is chosen; it has no wound, so the rules say no.
            compare(target.currentValue, "riflemen-1")
            verify(!findChild(view, "applyOrder").enabled)
            target.currentIndex = target.indexOfValue("redcoats")
            target.activated(target.currentIndex)
            tryVerify(() => findChild(view, "applyOrder").enabled)
            tap(view, "applyOrder")
            compare(BattleSession.journal.count, entries + 1)
            verify(BattleSession.undoText.indexOf("Grenadier section") >= 0, BattleSession.undoText)
            verify(BattleSession.undo())
            verify(BattleSession.undo()) // the graze
        }

        // A test the rules forbid (an unloaded squad firing): said on the sheet, no dice until the
        // umpire allows it with a reason; the journal keeps the reason.
        function test_aRefusedTestIsAllowedAnyway() {
            verify(BattleSession.setField("riflemen-2", "loaded", false, "fired last turn"))
            const view = createTemporaryObject(testSheetComponent, root)
            const sheet = view.sheet
            sheet.actorId = "riflemen-2"
            sheet.testId = "fire"
            sheet.targetId = "voltigeurs-1"
            sheet.setInput("firers", 8)
            sheet.setInput("distance", 20)
            waitForRendering(view)
            const refusal = findChild(view, "testRefusal")
            tryVerify(() => refusal.visible)
            verify(refusal.text.indexOf("Not loaded") >= 0, refusal.text)
            verify(!findChild(view, "dicePad").visible, "no dice for what the rules forbid")
            verify(!findChild(view, "testAllowAnyway").visible, "only in umpire mode")
            Preferences.umpireMode = true
            tryVerify(() => findChild(view, "testAllowAnyway").visible)
            mouseClick(findChild(view, "testAllowAnyway"))
            const reasonField = findChild(view, "testOverrideReason")
            tryVerify(() => reasonField.visible)
            reasonField.forceActiveFocus()
            for (const ch of "loaded in cover")
                keyClick(ch === " " ? Qt.Key_Space : ch)
            mouseClick(findChild(view, "testOverrideOk"))
            compare(sheet.overrideReason, "loaded in cover")
            tryVerify(() => findChild(view, "testAllowed").visible)
            tryVerify(() => findChild(view, "dicePad").visible)
            const entries = BattleSession.journal.count
            sheet.roll()
            verify(sheet.complete)
            verify(sheet.apply(), sheet.error)
            compare(BattleSession.journal.count, entries + 1)
            verify(BattleSession.undoText.indexOf("allowed by the umpire (loaded in cover)") >= 0, BattleSession.undoText)
            verify(BattleSession.undo())
            verify(BattleSession.undo()) // loaded again
            Preferences.umpireMode = false
        }

        function test_cancelLeavesTheJournalAlone() {
            const view = open("redcoats")
            const entries = BattleSession.journal.count
            tap(view, "order-officer-activation")
            verify(findChild(view, "orderPanel").visible)
            tap(view, "cancelOrder")
            tryVerify(() => !findChild(view, "orderPanel").visible)
            compare(BattleSession.journal.count, entries)
            verify(findChild(view, "order-officer-activation"))
        }
    }
}
