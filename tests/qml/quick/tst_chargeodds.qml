import QtQuick
import QtTest
import Adjutant

// Issue 38: odds the standard budget can only estimate show at once, saying so, and are worked
// out further off the GUI thread while the sheet stays live: the full squad of grenadiers holding
// their fire as the dragoons come in is estimated again from many more charges, the row's note
// saying how many once the work is done.
Item {
    id: root

    width: 420
    height: 760

    Component {
        id: chargeComponent

        ChargeFlowView {
            width: 420
            height: 760
            flow: ChargeFlow {
                session: BattleSession
                procedureId: "charge"
            }
        }
    }

    TestCase {
        name: "ChargeOdds"
        when: windowShown

        // "Estimated from 7,973 simulated charges, …": the number of charges the note names.
        function chargesIn(note) {
            const m = note.match(/from ([0-9,]+) simulated/)
            return m ? Number(m[1].replace(/,/g, "")) : 0
        }

        function test_estimatedOddsAreWorkedOutFurther() {
            verify(BattleSession.startNew(":/scenarios/chosen-men-demo.json"), BattleSession.error)
            verify(BattleSession.setField("redcoats", "hold-fire", true, "holding for the charge"))
            verify(BattleSession.setField("dragoons", "activated", true, "its card"))
            const view = createTemporaryObject(chargeComponent, root)
            const flow = view.flow
            flow.actorId = "dragoons"
            flow.targetId = "redcoats"
            flow.distance = 6
            view.typingDistance = false
            tryVerify(() => !flow.oddsBusy, 30000)
            const note = findChild(view, "responseOddsNote-fire")
            verify(note, "the fire row's note")
            tryVerify(() => note.visible)
            verify(note.text.indexOf("Still working") >= 0, note.text)
            const first = chargesIn(note.text)
            verify(first > 0, note.text)
            tryVerify(() => note.text.indexOf("Still working") < 0, 60000)
            verify(chargesIn(note.text) > 10 * first, note.text)
            verify(note.visible && note.height > 0)
        }
    }
}
