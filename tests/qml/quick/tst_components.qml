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

    Component {
        id: pipsComponent

        Pips {}
    }
    Component {
        id: badgeComponent

        StateBadge {}
    }
    Component {
        id: stripeComponent

        SideStripe {
            width: 6
            height: 40
            colour: "#ff0000"
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

        function test_pipsFillTheLostOnes() {
            const pips = createTemporaryObject(pipsComponent, root, { lost: 2, outOf: 4 });
            verify(pips);
            compare(pips.implicitWidth, 4 * 14 + 3 * 4);
            compare(pips.implicitHeight, 14);
            compare(pips.Accessible.name, "2 of 4 lost");
            waitForRendering(pips);
            const image = grabImage(pips);
            verify(Qt.colorEqual(image.pixel(7, 7), Theme.routed), "the first pip is filled");
            verify(Qt.colorEqual(image.pixel(18 + 7, 7), Theme.routed), "so is the second");
            verify(!Qt.colorEqual(image.pixel(2 * 18 + 7, 7), Theme.routed), "the third is open");
            verify(Qt.colorEqual(image.pixel(3 * 18 + 7, 1), Theme.textMuted), "an open pip is a ring");
        }

        function test_pipsPastTwelveShowTheCount() {
            const pips = createTemporaryObject(pipsComponent, root, { lost: 3, outOf: 12 });
            const twelve = pips.implicitWidth;
            compare(twelve, 12 * 14 + 11 * 4);
            pips.outOf = 16;
            verify(pips.implicitWidth > twelve + 20, "the count \"3/16\" follows the pips");
            pips.outOf = 0;
            compare(pips.implicitWidth, 0);
        }

        function test_moraleMarkShapes() {
            const badge = createTemporaryObject(badgeComponent, root, { text: "Shaken", tone: "shaken" });
            verify(badge);
            compare(badge.colour, Theme.shaken);
            verify(badge.implicitWidth > badge.markSize + 6);
            compare(badge.Accessible.name, "Shaken");
            waitForRendering(badge);
            // The mark is a markSize square, centred on whole pixels.
            const top = Math.round((badge.height - badge.markSize) / 2);
            const mid = top + badge.markSize / 2;
            let image = grabImage(badge);
            verify(Qt.colorEqual(image.pixel(9, mid + 4), Theme.shaken), "shaken: the lower half is filled");
            verify(!Qt.colorEqual(image.pixel(9, mid - 4), Theme.shaken), "but not the upper");
            badge.tone = "steady";
            compare(badge.colour, Theme.steady);
            waitForRendering(badge);
            image = grabImage(badge);
            verify(!Qt.colorEqual(image.pixel(9, mid + 4), Theme.steady), "steady: a ring, open inside");
            verify(Qt.colorEqual(image.pixel(9, top + 1), Theme.steady), "its top edge drawn");
            badge.tone = "routed";
            waitForRendering(badge);
            image = grabImage(badge);
            verify(Qt.colorEqual(image.pixel(9, mid), Theme.routed), "routed: an arrow down the middle");
            verify(!Qt.colorEqual(image.pixel(2, mid - 6), Theme.routed), "beside its shaft is clear");
        }

        function test_sideStripeSolidOrDashed() {
            const stripe = createTemporaryObject(stripeComponent, root);
            waitForRendering(stripe);
            let image = grabImage(stripe);
            verify(Qt.colorEqual(image.pixel(3, 8), "#ff0000"), "solid for the first side");
            stripe.dashed = true;
            waitForRendering(stripe);
            image = grabImage(stripe);
            verify(Qt.colorEqual(image.pixel(3, 2), "#ff0000"), "a dash");
            verify(!Qt.colorEqual(image.pixel(3, 8), "#ff0000"), "then a gap");
            verify(Qt.colorEqual(image.pixel(3, 12), "#ff0000"), "then the next dash");
        }

        Component {
            id: signalSpyComponent

            SignalSpy {}
        }
    }
}
