import QtQuick
import QtTest
import Adjutant

// Issue 18, by taps: the officer's re-roll offered on the test sheet right after the result; a
// charge the charge rules refuse, allowed by the umpire with a reason the journal keeps; a test
// the rules forbid greyed with the reason in the "Other test…" list too. And the unit's fields
// open to correction: a field's name held down says what the field is.
Item {
    id: root

    width: 420
    height: 700

    Component {
        id: testSheetComponent

        TestSheetView {
            width: 420
            height: 700
            sheet: TestSheet {
                session: BattleSession
                confirmEffects: true
            }
        }
    }

    Component {
        id: chargeComponent

        ChargeFlowView {
            width: 420
            height: 700
            flow: ChargeFlow {
                session: BattleSession
                procedureId: "charge"
            }
        }
    }

    Component {
        id: unitSheetComponent

        UnitSheetView {
            width: 420
            height: 700
            sheet: UnitSheet {
                session: BattleSession
            }
        }
    }

    TestCase {
        name: "Umpire"
        when: windowShown

        function typeReason(view, prefix, reason) {
            mouseClick(findChild(view, prefix + "AllowAnyway"))
            const reasonField = findChild(view, prefix + "OverrideReason")
            tryVerify(() => reasonField.visible)
            reasonField.forceActiveFocus()
            for (const ch of reason)
                keyClick(ch === " " ? Qt.Key_Space : ch)
            compare(reasonField.text, reason)
            mouseClick(findChild(view, prefix + "OverrideOk"))
        }

        function cleanupTestCase() {
            Preferences.umpireMode = false
        }

        function test_theOfficersRerollRightAfterTheResult() {
            verify(BattleSession.startNew(":/scenarios/chosen-men-demo.json"), BattleSession.error)
            const view = createTemporaryObject(testSheetComponent, root)
            const sheet = view.sheet
            sheet.testId = "morale"
            sheet.actorId = "redcoats"
            waitForRendering(view)
            verify(sheet.enterFace(10))
            verify(sheet.apply(), sheet.error)
            const entries = BattleSession.journal.count
            const offer = findChild(view, "rerollOffer-0")
            tryVerify(() => offer && offer.visible)
            verify(offer.enabled)
            verify(offer.text.indexOf("Captain Ward") >= 0, offer.text)
            mouseClick(offer)
            tryVerify(() => !sheet.applied)
            const underWay = findChild(view, "rerollUnderWay")
            tryVerify(() => underWay.visible)
            verify(underWay.text.indexOf("Captain Ward") >= 0, underWay.text)
            tryVerify(() => findChild(view, "dicePad").visible)
            verify(sheet.enterFace(2))
            mouseClick(findChild(view, "applyButton"))
            tryVerify(() => sheet.applied)
            verify(BattleSession.undoText.indexOf("Rolled again") >= 0, BattleSession.undoText)
            verify(BattleSession.journal.count > entries) // the first roll kept, undone
            // The new roll stands: no re-roll offered for it.
            tryVerify(() => findChild(view, "rerollOffer-0") === null)
            verify(BattleSession.undo())
        }

        function test_aSpentBonusIsGreyedWithTheReason() {
            verify(BattleSession.startNew(":/scenarios/chosen-men-demo.json"), BattleSession.error)
            verify(BattleSession.setField("capt-ward", "bonus-spent", 2, "spent earlier"))
            const view = createTemporaryObject(testSheetComponent, root)
            const sheet = view.sheet
            sheet.testId = "morale"
            sheet.actorId = "riflemen-1"
            verify(sheet.enterFace(10))
            verify(sheet.apply(), sheet.error)
            const offer = findChild(view, "rerollOffer-0")
            tryVerify(() => offer && offer.visible)
            verify(!offer.enabled)
            const reason = findChild(view, "rerollRefused-0")
            verify(reason.visible)
            verify(reason.text.indexOf("spent") >= 0, reason.text)
        }

        function test_aRefusedChargeIsAllowedAnyway() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            Preferences.umpireMode = false
            const view = createTemporaryObject(chargeComponent, root)
            const flow = view.flow
            flow.actorId = "52nd"
            flow.targetId = "45e-1"
            flow.distance = 40
            view.typingDistance = false
            waitForRendering(view)
            const refusal = findChild(view, "chargeRefusal")
            tryVerify(() => refusal.visible)
            verify(refusal.text.indexOf("may not charge steady foot") >= 0, refusal.text)
            verify(!findChild(view, "chargeAllowAnyway").visible, "only in umpire mode")
            Preferences.umpireMode = true
            tryVerify(() => findChild(view, "chargeAllowAnyway").visible)
            typeReason(view, "charge", "they wavered")
            compare(flow.overrideReason, "they wavered")
            tryVerify(() => findChild(view, "chargeAllowed").visible)
            verify(flow.allowed)
            verify(flow.responses.count > 0)
            flow.response = flow.responses.value(0, "responseId")
            flow.roll()
            verify(flow.complete)
            const entries = BattleSession.journal.count
            verify(flow.apply(), flow.error)
            compare(BattleSession.journal.count, entries + 1)
            verify(BattleSession.undoText.indexOf("allowed by the umpire (they wavered)") >= 0, BattleSession.undoText)
            verify(BattleSession.undo())
            Preferences.umpireMode = false
        }

        // The sheet has one tip for its fields' explanations (not one made for each field): held
        // down, a field's name shows its own; let go, the tip goes.
        function test_aFieldHeldDownSaysWhatItIs() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            const view = createTemporaryObject(unitSheetComponent, root)
            view.sheet.unitId = "88th"
            let row = null
            tryVerify(() => (row = findChild(view, "field-leader-rating")) !== null)
            const tip = findChild(view, "fieldExplanation")
            verify(tip, "the sheet's tip")
            verify(!tip.visible)
            waitForItemPolished(row.parent)
            view.contentY = Math.max(0, Math.min(row.mapToItem(view.contentItem, 0, 0).y - 100,
                                                 view.contentHeight - view.height))
            waitForRendering(view)
            mousePress(row, 20, row.height / 2)
            tryVerify(() => tip.visible)
            compare(tip.text, "For commanders: sets the command radius.")
            mouseRelease(row, 20, row.height / 2)
            tryVerify(() => !tip.visible)
        }

        function test_otherTestsAreGreyedWithTheReason() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            Preferences.umpireMode = false
            const view = createTemporaryObject(unitSheetComponent, root)
            view.sheet.unitId = "88th"
            waitForRendering(view)
            const list = findChild(view, "otherTest")
            verify(list)
            const tests = view.sheet.otherTests
            let rally = -1
            let allowed = -1
            for (let i = 0; i < tests.count; ++i) {
                if (tests.value(i, "test") === "rally")
                    rally = i
                else if (tests.value(i, "allowed") && allowed < 0)
                    allowed = i
            }
            verify(rally >= 0, "rally among the other tests")
            verify(allowed >= 0, "a test the rules allow among them")
            list.popup.open()
            tryVerify(() => list.popup.opened)
            const rows = list.popup.contentItem
            rows.positionViewAtIndex(rally, ListView.Contain)
            let row = null
            tryVerify(() => (row = rows.itemAtIndex(rally)) !== null)
            verify(!row.enabled, "greyed: the rules forbid it")
            const reason = findChild(row, "choiceReason")
            verify(reason.visible)
            verify(reason.text.indexOf("nothing to recover") >= 0, reason.text)
            rows.positionViewAtIndex(allowed, ListView.Contain)
            let other = null
            tryVerify(() => (other = rows.itemAtIndex(allowed)) !== null)
            verify(other.enabled)
            verify(!findChild(other, "choiceReason").visible)
            list.popup.close()
            // The umpire may still pick it; the test sheet then asks for his reason.
            Preferences.umpireMode = true
            list.popup.open()
            tryVerify(() => list.popup.opened)
            rows.positionViewAtIndex(rally, ListView.Contain)
            tryVerify(() => (row = rows.itemAtIndex(rally)) !== null)
            tryVerify(() => row.enabled)
            verify(row.opacity < 1, "still greyed")
            list.popup.close()
            Preferences.umpireMode = false
        }
    }
}
