import QtQuick
import QtTest
import Adjutant

// The brigade rules' charge by taps: the gun the unit charged supports is offered while the charge
// is declared; tapped, the hits it takes are asked for, and "None" takes them away again.
Item {
    id: root

    width: 420
    height: 700

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

    TestCase {
        name: "BrigadeCharge"
        when: windowShown

        // Scrolls the sheet so that `item` is in view, then taps it.
        function tap(view, item) {
            const scroll = findChild(view, "chargeFlowScroll")
            const y = item.mapToItem(scroll.contentItem, 0, 0).y
            scroll.contentY = Math.max(0, Math.min(y - 40, scroll.contentHeight - scroll.height))
            waitForRendering(view)
            mouseClick(item)
        }

        // Steps the battle on to where `sideName` declares charges, as tests/support/readytoact.h
        // does for the C++ tests: a charge is refused in any other step of the turn.
        function stepToCharges(sideName) {
            for (let i = 0; i < 60; ++i) {
                if (BattleSession.actingSideName === sideName
                        && BattleSession.stepOffers.some(o => o.offer === "charge"))
                    return true
                if (!BattleSession.next())
                    return false
            }
            return false
        }

        function test_theSupportedGunIsNamedByATap() {
            verify(BattleSession.startNew(":/scenarios/brigade-demo.json"), BattleSession.error)
            verify(stepToCharges("French"), BattleSession.error)
            const view = createTemporaryObject(chargeComponent, root)
            const flow = view.flow
            flow.actorId = "55e"
            flow.targetId = "30th"
            flow.distance = 6
            waitForRendering(view)
            verify(view.declaring)
            let gun = null
            tryVerify(() => (gun = findChild(view, "role-gun-gun-1")) !== null)
            verify(gun.visible)
            verify(findChild(view, "inputValue-gunHits") === null, "asked for once a gun is named")
            tap(view, gun)
            compare(flow.roles.value(0, "chosen"), "gun-1")
            let hits = null
            tryVerify(() => (hits = findChild(view, "increase-gunHits")) !== null)
            tap(view, hits)
            tryVerify(() => findChild(view, "inputValue-gunHits").text === "1")
            tap(view, findChild(view, "role-gun-none"))
            compare(flow.roles.value(0, "chosen"), "")
            tryVerify(() => findChild(view, "inputValue-gunHits") === null)
            verify(flow.allowed, flow.refusal)
            compare(flow.problems.length, 0, flow.problems.join("; "))
        }
    }
}
