import QtQuick
import QtQuick.Controls
import QtTest
import Adjutant

// The guided first battle's overlay over a stand-in screen at 1024×600: the control the step
// names is found and ringed, the rest dimmed (taps still reach the battle through the dimming),
// the bubble stays on the screen and off the control wherever the control is, Next and Back on
// steps to read, a step done at the table goes on by itself, and "Turn off the tutor" keeps the
// place to resume.
Item {
    id: root

    width: 1024
    height: 600

    property int tapsBehind: 0

    // The screen under the tutor: taps anywhere land here unless a control takes them.
    MouseArea {
        anchors.fill: parent
        onClicked: root.tapsBehind += 1
    }
    // The control the step points at, wherever a test puts it, named as the step asks.
    Rectangle {
        id: control

        objectName: Tutor.stepTarget.length > 0 ? Tutor.stepTarget : "nothing"
        x: 40
        y: 200
        width: 180
        height: 56
        color: "steelblue"
    }
    // A modal popup like the journal's drawer, open under the tutor at the last step.
    Popup {
        id: modalPopup

        x: 724
        width: 300
        height: 600
        modal: true
    }
    TutorOverlay {
        id: overlay

        anchors.fill: parent
        searchRoot: root
    }

    TestCase {
        name: "TutorOverlay"
        when: windowShown

        readonly property string battle: "/nonexistent/tutor-test.battle"

        // The bubble is a popup: its controls live in the window's popup layer.
        function find(name) {
            return findChild(overlay, name) ?? findChild(root.Overlay.overlay, name)
        }
        // The state of a system's tutorial as the Learn page lists it ("new", "off"...).
        function tutorialState(system) {
            const list = Tutor.tutorials
            for (let i = 0; i < list.count; ++i) {
                if (list.value(i, "systemId") === system)
                    return list.value(i, "progressState")
            }
            return ""
        }
        // A tap as a finger would give it: on the button where it is drawn, once laid out.
        function tapOn(name) {
            const button = find(name)
            verify(button && button.visible, name)
            waitForItemPolished(button.parent)
            overlay.Window.window.update() // a frame even when nothing changed since the last
            waitForRendering(overlay)
            mouseClick(button)
        }
        function rectOf(item) {
            const p = item.mapToItem(root, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function overlaps(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        function inside(a) {
            return a.x >= 0 && a.y >= 0 && a.x + a.width <= root.width + 0.5 && a.y + a.height <= root.height + 0.5
        }

        function init() {
            Tutor.restart("kgcwo")
            Tutor.battlePath = ""
            verify(Tutor.begin("kgcwo", battle))
            compare(Tutor.battlePath, battle)
            verify(Tutor.active)
            control.x = 40
            control.y = 200
            control.width = 180
            control.height = 56
            root.tapsBehind = 0
        }
        function cleanup() {
            Tutor.restart("kgcwo")
            Tutor.battlePath = ""
        }

        function test_readStepHasNextAndNoRing() {
            compare(Tutor.stepIndex, 0)
            verify(Tutor.stepIsRead)
            verify(overlay.visible)
            tryVerify(() => !find("tutorRing").visible)
            verify(find("tutorNext").visible)
            verify(!find("tutorBack").enabled)
            compare(find("tutorTitle").text, Tutor.stepTitle)
            verify(find("tutorText").text.length > 20)
            verify(inside(rectOf(find("tutorBubble"))))
            tapOn("tutorNext")
            compare(Tutor.stepIndex, 1)
            verify(find("tutorBack").enabled)
            tapOn("tutorBack")
            compare(Tutor.stepIndex, 0)
        }

        function test_tableStepRingsItsControlAndGoesOnByItself() {
            tapOn("tutorNext")
            compare(Tutor.stepUntil, "card-drawn")
            compare(control.objectName, "drawButton")
            tryVerify(() => overlay.hasTarget)
            const ring = rectOf(find("tutorRing"))
            const c = rectOf(control)
            verify(ring.x <= c.x && ring.y <= c.y && ring.x + ring.width >= c.x + c.width
                   && ring.y + ring.height >= c.y + c.height, "the ring goes round the control")
            verify(!find("tutorNext").visible, "done at the table, not by Next")
            verify(find("tutorWaiting").visible)
            // What the step does not ask for changes nothing; what it asks for moves it on.
            Tutor.notify("journal-opened")
            compare(Tutor.stepIndex, 1)
            Tutor.notify("no-such-event")
            compare(Tutor.stepIndex, 1)
            Tutor.battlePlayed("draw")
            compare(Tutor.stepIndex, 2)
        }

        function test_tapsReachTheBattleThroughTheDimming() {
            tapOn("tutorNext")
            tryVerify(() => overlay.hasTarget)
            const bubble = rectOf(find("tutorBubble"))
            // A point in the dimmed screen away from the bubble and the control.
            const x = bubble.x > root.width / 2 ? 20 : root.width - 20
            mouseClick(root, x, root.height - 20)
            compare(root.tapsBehind, 1)
            // The bubble's own taps stay in it.
            mouseClick(find("tutorTitle"))
            compare(root.tapsBehind, 1)
        }

        function test_bubbleFitsAndKeepsOffTheControl_data() {
            return [
                { tag: "control left", x: 40, y: 200, w: 180, h: 56 },
                { tag: "control right", x: 840, y: 480, w: 160, h: 56 },
                { tag: "sheet on the right", x: 500, y: 72, w: 520, h: 520 },
                { tag: "wide on top", x: 0, y: 0, w: 1024, h: 160 },
                { tag: "wide at the bottom", x: 0, y: 400, w: 1024, h: 200 },
            ]
        }
        function test_bubbleFitsAndKeepsOffTheControl(data) {
            control.x = data.x
            control.y = data.y
            control.width = data.w
            control.height = data.h
            // Every step of the tutorial in turn, the longest texts among them.
            for (let i = 0; i < Tutor.stepCount - 1; ++i) {
                if (Tutor.stepIsRead)
                    Tutor.next()
                else
                    Tutor.notify(Tutor.stepUntil)
                compare(Tutor.stepIndex, i + 1)
                if (Tutor.stepTarget.length === 0)
                    continue
                tryVerify(() => overlay.hasTarget, 1000, Tutor.stepId)
                waitForRendering(overlay)
                const bubble = rectOf(find("tutorBubble"))
                verify(inside(bubble), Tutor.stepId + ": the bubble is on the screen")
                verify(!overlaps(bubble, rectOf(control)), Tutor.stepId + ": the bubble hides the control")
                verify(bubble.width >= 300, Tutor.stepId + ": a readable width")
                // The text is all there to read, scrolled if need be, never cut.
                verify(find("tutorText").height >= find("tutorText").implicitHeight - 1)
            }
        }

        function test_turnedOffKeepsThePlace() {
            tapOn("tutorNext")
            Tutor.battlePlayed("draw")
            const at = Tutor.stepId
            tapOn("tutorOff")
            verify(!Tutor.active)
            verify(!overlay.visible)
            // The battle on show again later (the app reopened): the tutor stays off...
            Tutor.battlePath = ""
            Tutor.battlePath = battle
            verify(!Tutor.active)
            compare(tutorialState("kgcwo"), "off")
            // ...until resumed, at the same step.
            verify(Tutor.begin("kgcwo", battle))
            verify(Tutor.active)
            compare(Tutor.stepId, at)
        }

        function test_bubbleAnswersOverAModalPopup() {
            modalPopup.open()
            tryVerify(() => modalPopup.opened)
            tapOn("tutorNext")
            compare(Tutor.stepIndex, 1)
            verify(modalPopup.opened, "the journal stays open")
            modalPopup.close()
        }

        function test_finishEndsTheTutorial() {
            while (!Tutor.lastStep) {
                if (Tutor.stepIsRead)
                    Tutor.next()
                else
                    Tutor.notify(Tutor.stepUntil)
            }
            compare(find("tutorNext").text, "Finish")
            tapOn("tutorNext")
            verify(!Tutor.active)
            compare(tutorialState("kgcwo"), "finished")
        }
    }
}
