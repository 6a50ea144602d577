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

    // A unit's row with nothing on it; each test adds what it looks at.
    Component {
        id: lineComponent

        UnitLine {
            width: 420
            kind: "unit"
            name: "88th Foot"
            detail: ""
            depth: 1
            sideColour: "#ff0000"
            sideIndex: 0
            lost: 0
            outOf: 0
            stateName: ""
            tone: OrderOfBattleModel.Steady
            formation: ""
            markers: []
            removed: false
            current: false
            foldable: false
            folded: false
        }
    }

    // Two sides' rows as the order of battle's model gives them (a ListModel has the same roles).
    ListModel {
        id: battleRows

        ListElement { kind: "side"; unitId: "british"; name: "British"; detail: "2 units"; depth: 0; sideColour: "#ff0000"; sideIndex: 0; sidePattern: "solid"; lost: 0; outOf: 0; stateName: ""; tone: OrderOfBattleModel.Steady; formation: ""; removed: false; current: false; foldable: true; folded: false }
        ListElement { kind: "unit"; unitId: "88th"; name: "88th Foot"; detail: "Line infantry"; depth: 1; sideColour: "#ff0000"; sideIndex: 0; sidePattern: "solid"; lost: 1; outOf: 4; stateName: "Shaken"; tone: OrderOfBattleModel.Shaken; formation: "Line"; removed: false; current: true; foldable: false; folded: false }
        ListElement { kind: "unit"; unitId: "52nd"; name: "52nd Foot"; detail: "Line infantry"; depth: 1; sideColour: "#ff0000"; sideIndex: 0; sidePattern: "solid"; lost: 0; outOf: 4; stateName: "Steady"; tone: OrderOfBattleModel.Steady; formation: "Column"; removed: false; current: false; foldable: false; folded: false }
        ListElement { kind: "side"; unitId: "french"; name: "French"; detail: "1 unit"; depth: 0; sideColour: "#0000ff"; sideIndex: 1; sidePattern: "dots"; lost: 0; outOf: 0; stateName: ""; tone: OrderOfBattleModel.Steady; formation: ""; removed: false; current: false; foldable: true; folded: false }
        ListElement { kind: "unit"; unitId: "45e"; name: "1/45e Ligne"; detail: "Line infantry"; depth: 1; sideColour: "#0000ff"; sideIndex: 1; sidePattern: "dots"; lost: 0; outOf: 3; stateName: "Steady"; tone: OrderOfBattleModel.Steady; formation: "Attack column"; removed: false; current: false; foldable: false; folded: false }
    }
    Component {
        id: cardComponent

        CurrentCard {
            width: 600
        }
    }
    Component {
        id: titleComponent

        BattleTitle {
            width: 600
        }
    }

    Component {
        id: padComponent

        DicePad {
            availableWidth: 400
        }
    }

    Component {
        id: journalComponent

        JournalView {
            width: 480
            height: 1600
        }
    }

    TestCase {
        name: "Components"
        when: windowShown

        // A pad that keeps room for a d10: its top (where Roll the rest sits, over it) stays put
        // whatever die is asked for, and its last face sits at its foot.
        function test_padKeepsItsPlace_data() {
            return [{ tag: "d6 then d10", first: 6, then: 10 },
                    { tag: "d10 then d6", first: 10, then: 6 },
                    { tag: "d6 then d8", first: 6, then: 8 },
                    { tag: "d4 then d6", first: 4, then: 6 }];
        }
        function test_padKeepsItsPlace(data) {
            const pad = createTemporaryObject(padComponent, root, { sides: data.first, reserveSides: 10 });
            verify(pad);
            waitForRendering(pad);
            const height = pad.implicitHeight;
            const foot = findChild(pad, "face-" + data.first).mapToItem(pad, 0, 0).y;
            pad.sides = data.then;
            waitForRendering(pad);
            compare(pad.implicitHeight, height);
            compare(findChild(pad, "face-" + data.then).mapToItem(pad, 0, 0).y, foot);
        }

        function test_dieShowsFaceAndState() {
            const die = createTemporaryObject(dieComponent, root, { face: 7, sides: 10 });
            verify(die);
            compare(die.opacity, 1);
            verify(die.width >= 48 && die.height >= 48, "a die is a touch-sized target");
            die.kept = false;
            // Dropped dice stand apart by their plain face, not by fading below what reads.
            compare(die.opacity, 1);
            verify(Qt.colorEqual(die.color, Theme.surface), "a dropped die is a plain face");
            die.kept = true;
            die.judged = true;
            die.success = true;
            compare(die.border.color, Theme.success);
            die.success = false;
            compare(die.border.color, Theme.failure);
            verify(die.Accessible.name.indexOf("failure") >= 0);
            // Coloured by what it means for the side taking the test: a target's failed save is
            // good news for the firer, and a die that is only added up is neither.
            die.tone = "good";
            compare(die.border.color, Theme.success);
            die.tone = "neutral";
            compare(die.border.color, Theme.outline);
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

        // The rows of `image` in column x whose pixel has the colour, top to bottom.
        function rowsOf(image, x, height, colour) {
            const found = [];
            for (let y = 0; y < height; ++y) {
                if (Qt.colorEqual(image.pixel(x, y), colour))
                    found.push(y);
            }
            return found;
        }

        function test_lineSaysItAllInWords() {
            const line = createTemporaryObject(lineComponent, root,
                                               { formation: "Line", lost: 2, outOf: 4, stateName: "Shaken",
                                                 tone: OrderOfBattleModel.Shaken, markers: ["Fired", "Disordered"] });
            verify(line);
            compare(line.summary, "88th Foot, Line, 2 of 4 lost, Shaken, Fired, Disordered");
            verify(line.height >= Theme.touchTarget, "a row is a touch-sized target");
            line.removed = true;
            compare(line.summary, "88th Foot, Removed, 2 of 4 lost, Fired, Disordered");
            const side = createTemporaryObject(lineComponent, root,
                                               { kind: "side", name: "British", detail: "12 units" });
            compare(side.summary, "British, 12 units");
        }

        function test_pipsFillTheLostOnes() {
            // Nothing before the pips: they start where the text does.
            const line = createTemporaryObject(lineComponent, root, { lost: 2, outOf: 4 });
            waitForRendering(line);
            const image = grabImage(line);
            const x = line.foldX;
            verify(rowsOf(image, x + 7, line.height, Theme.routed).length > 8, "the first pip is filled");
            verify(rowsOf(image, x + 18 + 7, line.height, Theme.routed).length > 8, "so is the second");
            compare(rowsOf(image, x + 2 * 18 + 7, line.height, Theme.routed).length, 0, "the third is open");
            const ring = rowsOf(image, x + 3 * 18 + 7, line.height, Theme.textMuted);
            verify(ring.length >= 2 && ring[ring.length - 1] - ring[0] >= 10, "an open pip is a ring");
            compare(rowsOf(image, x + 4 * 18 + 7, line.height, Theme.textMuted).length, 0, "four pips, no more");
        }

        function test_pipsPastTwelveShowTheCount() {
            const line = createTemporaryObject(lineComponent, root, { lost: 3, outOf: 16 });
            waitForRendering(line);
            const image = grabImage(line);
            const afterPips = line.foldX + 12 * 18;
            let ink = 0;
            for (let x = afterPips; x < afterPips + 30; ++x)
                ink += rowsOf(image, x, line.height, Theme.text).length;
            verify(ink > 0, "the count \"3/16\" follows the twelfth pip");
        }

        function test_moraleMarkShapes() {
            const line = createTemporaryObject(lineComponent, root, { stateName: "Shaken", tone: OrderOfBattleModel.Shaken });
            waitForRendering(line);
            // The mark comes first under the name, a markSize (18 px) square.
            const x = line.foldX + 9;
            let image = grabImage(line);
            let marked = rowsOf(image, x, line.height, Theme.shaken);
            verify(marked.length > 0, "a shaken mark is drawn");
            const top = marked[0];
            const mid = top + 9;
            verify(Qt.colorEqual(image.pixel(x, mid + 4), Theme.shaken), "shaken: the lower half is filled");
            verify(!Qt.colorEqual(image.pixel(x, mid - 4), Theme.shaken), "but not the upper");
            line.tone = OrderOfBattleModel.Steady;
            waitForRendering(line);
            image = grabImage(line);
            verify(Qt.colorEqual(image.pixel(x, top), Theme.steady), "steady: a ring, its top edge drawn");
            verify(!Qt.colorEqual(image.pixel(x, mid + 4), Theme.steady), "open inside");
            line.tone = OrderOfBattleModel.Routed;
            waitForRendering(line);
            image = grabImage(line);
            verify(Qt.colorEqual(image.pixel(x, mid), Theme.routed), "routed: an arrow down the middle");
            verify(!Qt.colorEqual(image.pixel(x - 7, mid - 6), Theme.routed), "beside its shaft is clear");
        }

        function test_markersAreChips() {
            const line = createTemporaryObject(lineComponent, root, { markers: ["Fired"] });
            waitForRendering(line);
            const image = grabImage(line);
            verify(rowsOf(image, line.foldX + 4, line.height, Theme.surfacePressed).length > 10,
                   "a chip is filled");
            verify(rowsOf(image, line.foldX + 20, line.height, Theme.outline).length >= 2, "and outlined");
        }

        // The side's mark down the row's edge in each of the patterns: solid all the way down,
        // the others broken up, and no two alike, so sides are told apart without colour.
        function test_sideMarkPatterns() {
            const line = createTemporaryObject(lineComponent, root);
            waitForRendering(line);
            let image = grabImage(line);
            const ink = line.sideInk
            const h = line.height - 1 // the rule under the row is not the mark's
            compare(rowsOf(image, 3, h, ink).length, h, "solid by default for the first side");
            compare(line.sidePattern, "solid");
            line.sideIndex = 1;
            compare(line.sidePattern, "stripes", "the second side's default, as its dashes were");
            const signatures = {};
            for (const pattern of ["solid", "stripes", "dots", "checks"]) {
                line.sidePattern = pattern;
                waitForRendering(line);
                image = grabImage(line);
                let signature = "";
                let inked = 0;
                for (let y = 0; y < h; ++y) {
                    for (const x of [1, 3, 6]) {
                        const on = Qt.colorEqual(image.pixel(x, y), ink);
                        signature += on ? "1" : "0";
                        inked += on ? 1 : 0;
                    }
                }
                if (pattern === "solid")
                    compare(inked, 3 * h, "solid fills the bar");
                else
                    verify(inked > 0.1 * 3 * h && inked < 0.8 * 3 * h, pattern + " is broken up: " + inked + " of " + 3 * h);
                for (const other in signatures)
                    verify(signatures[other] !== signature, pattern + " looks unlike " + other);
                signatures[pattern] = signature;
            }
            // Dots: round, so a dot's middle is inked and its corner is not; checks: a board.
            line.sidePattern = "checks"; // as the loop left it: a frame asked for, or none would come
            line.Window.window.update();
            waitForRendering(line);
            image = grabImage(line);
            verify(Qt.colorEqual(image.pixel(1, 1), ink) && Qt.colorEqual(image.pixel(5, 5), ink), "checks: filled cells");
            verify(!Qt.colorEqual(image.pixel(5, 1), ink) && !Qt.colorEqual(image.pixel(1, 5), ink), "checks: empty cells");
            line.sidePattern = "dots";
            waitForRendering(line);
            image = grabImage(line);
            const down = Math.floor(h / 8);
            const centre = (h - down * 8) / 2 + 4;
            verify(Qt.colorEqual(image.pixel(4, Math.floor(centre)), ink), "a dot's middle");
            verify(!Qt.colorEqual(image.pixel(4, Math.floor(centre) + 4), ink), "between two dots");
            verify(!Qt.colorEqual(image.pixel(0, 0), ink), "round, not square");
        }

        function test_lineWrapsAndMakesRoomForTheFoldArrow() {
            const line = createTemporaryObject(lineComponent, root,
                                               { formation: "Line", lost: 1, outOf: 6, stateName: "Steady",
                                                 markers: ["Fired", "Disordered", "Hold"] });
            const oneLine = line.implicitHeight;
            line.width = 200;
            tryVerify(() => line.implicitHeight > oneLine, 1000, "the pieces wrap onto more lines");
            const x = line.foldX;
            line.foldable = true;
            verify(line.foldX === x, "the arrow sits where the text began");
        }

        function test_foldArrowPointsDownOrAcross() {
            const line = createTemporaryObject(lineComponent, root, { kind: "side", name: "British", detail: "5 units",
                                                                     foldable: true });
            waitForRendering(line);
            const cx = line.foldX + line.foldWidth / 2;
            const cy = Math.round(line.height / 2);
            let image = grabImage(line);
            verify(Qt.colorEqual(image.pixel(cx, cy), Theme.textMuted), "an arrow at the fold");
            verify(Qt.colorEqual(image.pixel(cx - 5, cy - 3), Theme.textMuted), "open: wide at the top, pointing down");
            verify(!Qt.colorEqual(image.pixel(cx, cy + 8), Theme.textMuted), "and nothing below its point");
            line.folded = true;
            waitForRendering(line);
            image = grabImage(line);
            verify(!Qt.colorEqual(image.pixel(cx - 5, cy - 3), Theme.textMuted), "folded: pointing across instead");
            verify(Qt.colorEqual(image.pixel(cx - 3, cy), Theme.textMuted), "its base at the left");
        }

        function test_lineFollowsTheTheme() {
            const side = createTemporaryObject(lineComponent, root,
                                               { kind: "side", name: "British", detail: "12 units" });
            waitForRendering(side);
            const was = Preferences.darkTheme;
            compare(Theme.dark, was, "the theme follows the setting");
            const before = grabImage(side).pixel(side.width - 2, 2);
            verify(Qt.colorEqual(before, Theme.surface), "a side's row is a surface");
            Preferences.darkTheme = !was;
            compare(Theme.dark, !was);
            waitForRendering(side);
            const after = grabImage(side).pixel(side.width - 2, 2);
            Preferences.darkTheme = was;
            verify(!Qt.colorEqual(after, before), "the row repaints");
            verify(Qt.colorEqual(after, was ? "#ffffff" : "#1c2330"), "in the other theme's surface");
        }

        // The rows of `image` between y0 and y1 with a pixel of `colour` in them.
        function inkedRows(image, colour, x0, x1, y0, y1) {
            let rows = 0
            for (let y = y0; y < y1; ++y) {
                for (let x = x0; x < x1; x += 1) {
                    if (Qt.colorEqual(image.pixel(x, y), colour)) {
                        ++rows
                        break
                    }
                }
            }
            return rows
        }

        function test_cardSaysWhoseGoItIs() {
            // End of turn at the bottom of the deck: shuffled in, it could be the first card
            // drawn, which ends the turn and leaves no card up to show.
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json",
                                          {"end-of-turn-placement": "bottom"}), BattleSession.error)
            const card = createTemporaryObject(cardComponent, root)
            waitForRendering(card)
            const title = findChild(card, "currentTitle")
            compare(title.text, BattleSession.currentTitle)
            const turn = findChild(card, "turnLabel")
            verify(turn.text.startsWith("Turn 1"), turn.text)
            // The buttons that move the turn on sit under the words, inside the card.
            const draw = findChild(card, "drawButton")
            verify(draw.visible && draw.enabled)
            const drawY = draw.mapToItem(card, 0, 0).y
            verify(drawY >= title.mapToItem(card, 0, 0).y + title.height, "under the title")
            verify(drawY + draw.height <= card.height - Theme.margin + 1, "inside the card")
            // The title is the largest type on screen: its ink, in the text colour, spans more
            // rows than body text could.
            let image = grabImage(card)
            const titleTop = title.mapToItem(card, 0, 0).y
            const titleRows = inkedRows(image, Theme.text, Theme.margin, card.width - Theme.margin,
                                        titleTop, titleTop + title.height)
            verify(titleRows > Theme.fontBody, "the title's ink spans " + titleRows + " rows")
            // The border is the outline until a card names its side's colour.
            verify(Qt.colorEqual(image.pixel(1, card.height / 2), Theme.outline))
            // A card drawn shows at once; on a narrow card its words wrap and the card grows.
            const before = title.text
            verify(BattleSession.draw(), BattleSession.error)
            compare(title.text, BattleSession.currentTitle)
            verify(title.text !== before, "the title after the draw: " + title.text)
            const wideHeight = card.height
            card.width = 160
            waitForRendering(card)
            verify(card.height > wideHeight, "wrapped: " + card.height + " against " + wideHeight)
            BattleSession.close()
        }

        function test_battleTitleNamesBattleAndRules() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            const title = createTemporaryObject(titleComponent, root)
            waitForRendering(title)
            compare(title.Accessible.name, BattleSession.title + ", played with " + BattleSession.rulesetName)
            verify(title.height >= 2 * Theme.fontBody)
            // The name in the text colour over the rules in the muted one, each cut to the width.
            let image = grabImage(title)
            verify(inkedRows(image, Theme.text, 0, title.width, 0, title.height / 2) > 5)
            compare(inkedRows(image, Theme.text, 0, title.width, title.height / 2, title.height), 0)
            verify(inkedRows(image, Theme.textMuted, 0, title.width, title.height / 2, title.height) > 5)
            title.width = 60
            waitForRendering(title)
            image = grabImage(title)
            verify(inkedRows(image, Theme.text, 0, 60, 0, title.height / 2) > 5, "elided, not blank")
            BattleSession.close()
        }

        // Every entry's words start in one column, whether its number has one digit or two.
        function test_journalWordsStartInOneColumn() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            for (let i = 0; i < 12; ++i)
                verify(BattleSession.addNote("note " + i), BattleSession.error)
            const view = createTemporaryObject(journalComponent, root)
            waitForRendering(view)
            const list = findChild(view, "journalList")
            const starts = {}
            const rows = list.contentItem.children
            for (let i = 0; i < rows.length; ++i) {
                const row = rows[i]
                if (!row.visible || row.seq === undefined)
                    continue
                const line = findChild(row, "journalLine")
                starts[row.seq] = line.mapToItem(view, 0, 0).x
            }
            verify(starts[9] !== undefined && starts[10] !== undefined, JSON.stringify(starts))
            for (const seq in starts)
                compare(starts[seq], starts[10], "entry " + seq + " starts at " + starts[seq])
            BattleSession.close()
        }

        Component {
            id: signalSpyComponent

            SignalSpy {}
        }
    }
}
