import QtQuick
import QtTest
import Adjutant

Item {
    id: root

    width: 800
    height: 600

    Component {
        id: dieComponent

        DieFace {}
    }
    Component {
        id: oddsRowComponent

        OddsRow {
            width: 600
        }
    }
    Component {
        id: buttonComponent

        ActionButton {
            text: "Roll"
        }
    }

    TestCase {
        name: "Components"
        when: windowShown

        function test_dieShowsFaceAndState() {
            const die = createTemporaryObject(dieComponent, root, { face: 7, sides: 10 });
            verify(die);
            compare(die.opacity, 1);
            verify(die.width >= 48 && die.height >= 48, "a die is a touch-sized target");
            die.kept = false;
            verify(die.opacity < 0.5, "dropped dice are faded");
            die.kept = true;
            die.judged = true;
            die.success = true;
            compare(die.border.color, Theme.success);
            die.success = false;
            compare(die.border.color, Theme.failure);
            verify(die.Accessible.name.indexOf("failure") >= 0);
        }

        function test_oddsRowBarFollowsShare() {
            const row = createTemporaryObject(oddsRowComponent, root,
                                              { label: "7", share: 1, exactText: "16.7%", orMoreText: "58.3% or more" });
            verify(row);
            waitForRendering(row);
            const full = row.children[1].children[0].width;
            row.share = 0.5;
            fuzzyCompare(row.children[1].children[0].width, full / 2, 1);
        }

        function test_buttonIsLargeAndClicks() {
            const button = createTemporaryObject(buttonComponent, root);
            verify(button.height >= 48, "touch target at least 48 px");
            const spy = createTemporaryObject(signalSpyComponent, root, { target: button, signalName: "clicked" });
            mouseClick(button);
            compare(spy.count, 1);
            button.forceActiveFocus();
            keyClick(Qt.Key_Space);
            compare(spy.count, 2);
            button.enabled = false;
            mouseClick(button);
            compare(spy.count, 2);
        }

        Component {
            id: signalSpyComponent

            SignalSpy {}
        }
    }
}
