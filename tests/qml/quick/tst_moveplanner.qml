import QtQuick
import QtTest
import Adjutant

// The move planner on a unit's sheet: its formation choice goes back to "No formation change"
// once the unit's choices change (a formation taken), rather than naming whichever formation came
// to stand where the one chosen was. Against the KGCWO demo.
Item {
    id: root

    width: 420
    height: 700

    Component {
        id: sheetViewComponent

        UnitSheetView {
            width: 420
            height: 700
            sheet: UnitSheet {
                session: BattleSession
            }
        }
    }

    TestCase {
        name: "MovePlanner"
        when: windowShown

        function test_theFormationChosenStartsAgainOnceTaken() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            verify(BattleSession.setField("88th", "activated", true, "its card"))
            const view = createTemporaryObject(sheetViewComponent, root)
            view.sheet.unitId = "88th"
            waitForRendering(view)
            const formation = findChild(view, "moveFormation")
            verify(formation)
            compare(formation.currentValue, "")
            verify(view.sheet.formationChanges.count > 0)
            const to = view.sheet.formationChanges.value(view.sheet.formationChanges.count - 1, "formation")
            formation.currentIndex = formation.indexOfValue(to)
            verify(formation.currentIndex > 0)
            compare(formation.currentValue, to)
            verify(view.sheet.changeFormation(to), BattleSession.error)
            compare(formation.currentIndex, 0)
            compare(formation.currentValue, "")
            verify(formation.displayText.length > 0)
            verify(BattleSession.undo())
            verify(BattleSession.undo())
        }
    }
}
