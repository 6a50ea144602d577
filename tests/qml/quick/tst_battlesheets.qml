import QtQuick
import QtTest
import Adjutant

// The dice pad, the modifier list and the test sheet, driven by taps as at the table, against the
// KGCWO demo battle.
Item {
    id: root

    width: 600
    height: 560

    Component {
        id: padComponent

        DicePad {
            width: 560
            availableWidth: 560
        }
    }
    Component {
        id: sheetViewComponent

        // The controller lives and dies with its view.
        TestSheetView {
            width: 600
            height: 560
            sheet: TestSheet {
                session: BattleSession
                confirmEffects: true
            }
        }
    }
    SignalSpy {
        id: faceSpy

        signalName: "faceEntered"
    }

    TestCase {
        name: "BattleSheets"
        when: windowShown

        // Scrolls the sheet to the control, then taps it, as a finger would.
        function tap(view, name) {
            const item = findChild(view, name)
            verify(item, name)
            // Layouts settle first, so positions are current.
            for (let p = item.parent; p; p = p.parent) {
                if (isPolishScheduled(p))
                    waitForItemPolished(p)
            }
            // In the part that scrolls, brought into view; the part that stays put needs none.
            for (let p = item.parent; p; p = p.parent) {
                if (p.objectName === "testSheetScroll") {
                    const y = item.mapToItem(p.contentItem, 0, 0).y
                    p.contentY = Math.max(0, Math.min(y - 100, p.contentHeight - p.height))
                    break
                }
            }
            mouseClick(item)
        }

        function initTestCase() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
        }

        function test_dicePadHasAButtonPerFace_data() {
            return [{ tag: "d6", sides: 6 }, { tag: "d10", sides: 10 }, { tag: "d12", sides: 12 }]
        }
        function test_dicePadHasAButtonPerFace(data) {
            const pad = createTemporaryObject(padComponent, root, { sides: data.sides })
            faceSpy.target = pad
            faceSpy.clear()
            waitForRendering(pad)
            for (let face = 1; face <= data.sides; ++face) {
                const button = findChild(pad, "face-" + face)
                verify(button, "face " + face)
                verify(button.width >= 64 && button.height >= 64, "die faces at least 64 px")
            }
            verify(!findChild(pad, "face-" + (data.sides + 1)))
            mouseClick(findChild(pad, "face-" + data.sides))
            compare(faceSpy.count, 1)
            compare(faceSpy.signalArguments[0][0], data.sides)
            // Quick taps on one face are as many dice, whatever the double-click interval.
            mouseClick(findChild(pad, "face-1"))
            mouseClick(findChild(pad, "face-1"))
            mouseClick(findChild(pad, "face-1"))
            compare(faceSpy.count, 4)
        }

        function test_dicePadTypesFacesOfBigDice() {
            const pad = createTemporaryObject(padComponent, root, { sides: 66 })
            waitForRendering(pad)
            verify(!findChild(pad, "face-1"), "no 66 buttons")
            verify(findChild(pad, "typedFace").visible)
        }

        function test_modifierListTogglesAndChooses() {
            const view = createTemporaryObject(sheetViewComponent, root)
            const sheet = view.sheet
            sheet.actorId = "88th"
            sheet.testId = "fire"
            sheet.targetId = "45e-1"
            waitForRendering(view)
            // What counts by itself is one line; asked why, each modifier shows its reasons, and
            // automatic ones have no switch.
            verify(findChild(view, "automaticModifiers").text.indexOf("First shot") >= 0)
            verify(!findChild(view, "modifier-first-shot"), "the reasons wait until asked for")
            tap(view, "modifierDetails")
            const firstShot = findChild(view, "modifier-first-shot")
            verify(firstShot)
            verify(!findChild(firstShot, "toggle-first-shot").visible)
            tap(view, "fewerWords")
            tryVerify(() => !findChild(view, "modifier-first-shot"))
            // A situational one is a switch; ticking it moves the total and the odds.
            const total = sheet.totalText
            const toggle = findChild(view, "toggle-enfilade")
            verify(toggle.visible)
            verify(toggle.height >= 48)
            tap(view, "toggle-enfilade")
            verify(sheet.totalText !== total, "the total follows the tick")
            tryCompare(findChild(view, "toggle-enfilade"), "checked", true)
            tap(view, "toggle-enfilade")
            compare(sheet.totalText, total)
            // An exclusive group is one row of choices; a second tap clears it.
            tap(view, "choice-target-cover-soft")
            verify(findChild(view, "choice-target-cover-soft").primary)
            tap(view, "choice-target-cover-hard")
            verify(!findChild(view, "choice-target-cover-soft").primary)
            verify(findChild(view, "choice-target-cover-hard").primary)
            tap(view, "choice-target-cover-hard")
            compare(sheet.totalText, total)
        }

        function test_inputsSayWhatTheNumberIs() {
            const view = createTemporaryObject(sheetViewComponent, root)
            const sheet = view.sheet
            sheet.actorId = "45e-1"
            sheet.testId = "stand-and-fire-range"
            sheet.targetId = "88th"
            waitForRendering(view)
            const spin = findChild(view, "input-chargeDistance")
            verify(spin, "a number to enter")
            verify(spin.height >= 48, "a touch target")
            const explain = findChild(view, "inputExplain-chargeDistance")
            verify(explain && explain.visible, "its meaning under its name")
            compare(explain.text, "Inches between the charger and the unit when the charge starts.")
        }

        // A long list of targets gets a search (here from 3, the demo being small): a name, or a
        // side or commander's, keeps the chips that have it, under their heading.
        function test_targetSearch_data() {
            return [{ tag: "a unit's name", typed: "2/45", shown: ["45e-2"], hidden: ["45e-1"] },
                    { tag: "a commander's", typed: "duval", shown: ["45e-1", "45e-2"], hidden: [] },
                    { tag: "nothing", typed: "zzz", shown: [], hidden: ["45e-1", "45e-2"] }];
        }
        function test_targetSearch(data) {
            verify(BattleSession.setField("52nd", "activated", true, "its card came up"))
            const view = createTemporaryObject(sheetViewComponent, root, { targetSearchFrom: 3 })
            const sheet = view.sheet
            sheet.actorId = "52nd"
            sheet.testId = "fire"
            waitForRendering(view)
            const search = findChild(view, "targetSearch")
            verify(search && search.visible, "a search over more targets than 3")
            search.text = data.typed
            waitForRendering(view)
            for (const id of data.shown)
                verify(findChild(view, "target-" + id), id + " shown")
            for (const id of data.hidden)
                verify(!findChild(view, "target-" + id), id + " left out")
            compare(findChild(view, "noTargetFound").visible, data.shown.length === 0)
        }

        function test_testSheetFromTargetToApply() {
            // A unit fires once its card has come up (the umpire's correction says so).
            verify(BattleSession.setField("52nd", "activated", true, "its card came up"))
            const view = createTemporaryObject(sheetViewComponent, root)
            const sheet = view.sheet
            sheet.actorId = "52nd"
            sheet.testId = "fire"
            waitForRendering(view)
            verify(!sheet.ready)
            verify(!findChild(view, "dicePad").visible, "no dice before a target")
            tap(view, "target-45e-2")
            compare(sheet.targetId, "45e-2")
            // The distance measured, with the stepper's large +: no dice until it is in, and
            // nothing below the stepper moves as it changes.
            verify(!findChild(view, "dicePad").visible, "no dice before the distance")
            const stepper = findChild(view, "input-distance")
            verify(stepper, "the distance to enter")
            verify(stepper.height >= 48, "a touch target")
            const chips = findChild(view, "modifierChips")
            // (measured from the stepper: tapping may scroll the sheet as a whole)
            const chipsAt = chips.mapToItem(stepper, 0, 0).y
            const more = findChild(view, "input-distance-more")
            verify(more.width >= 48 && more.height >= 48, "a finger's size")
            for (let i = 0; i < 3; ++i)
                tap(view, "input-distance-more")
            compare(stepper.value, 3)
            compare(findChild(view, "inputBand-distance").text, "Standard range")
            compare(chips.mapToItem(stepper, 0, 0).y, chipsAt, "the chips stay where they were")
            verify(findChild(view, "tableOnly").visible, "the chips are what only the table can tell")
            tryVerify(() => findChild(view, "dicePad").visible)
            compare(findChild(view, "totalLabel").text.indexOf("Total"), 0)
            // Every die by hand: natural 1s miss whatever the modifiers, so nothing follows.
            const journalBefore = BattleSession.journal.count
            for (let i = 0; i < 3; ++i)
                tap(view, "face-1")
            verify(sheet.complete, JSON.stringify(sheet.faces))
            verify(findChild(view, "applyButton").visible)
            compare(BattleSession.journal.count, journalBefore, "nothing journaled before Apply")
            tap(view, "applyButton")
            verify(sheet.applied)
            compare(BattleSession.journal.count, journalBefore + 1)
            verify(findChild(view, "appliedLabel").visible)
            compare(findChild(view, "closeTestSheet").text, "Done")
        }

        function test_testSheetRollsAndStartsOver() {
            verify(BattleSession.setField("ross", "activated", true, "its card came up"))
            const view = createTemporaryObject(sheetViewComponent, root)
            const sheet = view.sheet
            sheet.actorId = "ross"
            sheet.testId = "fire"
            sheet.targetId = "45e-2"
            sheet.setInput("distance", 20)
            waitForRendering(view)
            tap(view, "rollButton")
            verify(sheet.complete, sheet.problems.join("; ") + sheet.error)
            verify(sheet.results.count >= 1)
            tap(view, "rerollButton")
            verify(!sheet.started)
            verify(findChild(view, "dicePad").visible)
        }
    }
}
