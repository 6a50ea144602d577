import QtQuick
import QtTest
import Adjutant

Item {
    id: root

    width: 1024
    height: 768

    Component {
        id: homeComponent

        HomePage {
            anchors.fill: parent
        }
    }
    Component {
        id: settingsComponent

        SettingsPage {
            anchors.fill: parent
        }
    }
    Component {
        id: learnComponent

        LearnPage {
            anchors.fill: parent
            systemId: "kgcwo"
        }
    }
    Component {
        id: spyComponent

        SignalSpy {}
    }

    TestCase {
        name: "Pages"
        when: windowShown

        function test_homeTilesNavigate() {
            const home = createTemporaryObject(homeComponent, root);
            waitForRendering(home);
            const dice = createTemporaryObject(spyComponent, root, { target: home, signalName: "diceRequested" });
            const settings = createTemporaryObject(spyComponent, root, { target: home, signalName: "settingsRequested" });
            mouseClick(findChild(home, "diceTile"));
            compare(dice.count, 1);
            mouseClick(findChild(home, "settingsTile"));
            compare(settings.count, 1);
        }

        function test_homeLearnTile() {
            const home = createTemporaryObject(homeComponent, root);
            waitForRendering(home);
            const learn = createTemporaryObject(spyComponent, root, { target: home, signalName: "learnRequested" });
            mouseClick(findChild(home, "learnTile"));
            compare(learn.count, 1);
        }

        // A drill of each kind answered through its controls, then the rules searched.
        function test_learnPageDrillsAndRules() {
            const page = createTemporaryObject(learnComponent, root);
            waitForRendering(page);
            const learn = page.controller;
            compare(learn.systemId, "kgcwo");
            verify(learn.hasDrill);
            const kinds = ["total", "need", "apply", "odds"];
            for (const kind of kinds) {
                // (The kind buttons are tapped in tst_app; here the kind is chosen directly.)
                learn.kind = kind;
                verify(learn.nextDrill());
                compare(learn.drillKind, kind);
                waitForRendering(page);
                verify(learn.question.length > 0);
                compare(learn.answered, false);
                if (kind === "total") {
                    mouseClick(findChild(page, "totalPlus"));
                    compare(findChild(page, "totalValue").text, "+1");
                    mouseClick(findChild(page, "totalAnswerButton"));
                } else if (kind === "need") {
                    waitForRendering(page);
                    mouseClick(findChild(page, "face-2"));
                } else if (kind === "apply") {
                    const first = findChild(page, "modifier-0");
                    // Ticking a chip moves no chip: the next tap lands where the eye aimed it.
                    const chips = [];
                    for (let i = 0; findChild(page, "modifier-" + i); ++i)
                        chips.push(findChild(page, "modifier-" + i));
                    verify(chips.length > 1);
                    const before = chips.map(c => c.mapToItem(page, 0, 0).x + "," + c.mapToItem(page, 0, 0).y + "," + c.width);
                    mouseClick(first);
                    verify(first.primary);
                    waitForRendering(page);
                    compare(chips.map(c => c.mapToItem(page, 0, 0).x + "," + c.mapToItem(page, 0, 0).y + "," + c.width), before);
                    mouseClick(findChild(page, "applyAnswerButton"));
                } else {
                    mouseClick(findChild(page, "band-3"));
                }
                compare(learn.answered, true);
                verify(findChild(page, "drillHeadline").visible);
                verify(learn.explanation.length > 0);
            }
            mouseClick(findChild(page, "rulesTab"));
            compare(page.view, "rules");
            const all = learn.sections.count;
            verify(all > 5);
            learn.search = "cover";
            verify(learn.sections.count > 0 && learn.sections.count < all);
            learn.search = "";
            compare(learn.sections.count, all);
        }

        function test_themeSwitchChangesTheTheme() {
            const page = createTemporaryObject(settingsComponent, root);
            waitForRendering(page);
            const wasDark = Preferences.darkTheme;
            const toggle = findChild(page, "darkThemeSwitch");
            compare(toggle.checked, wasDark);
            mouseClick(toggle);
            compare(Preferences.darkTheme, !wasDark);
            compare(Theme.dark, !wasDark);
            mouseClick(toggle);
            compare(Preferences.darkTheme, wasDark);
        }

        function test_diceByHandSwitch() {
            const page = createTemporaryObject(settingsComponent, root);
            waitForRendering(page);
            const before = Preferences.diceByHand;
            mouseClick(findChild(page, "diceByHandSwitch"));
            compare(Preferences.diceByHand, !before);
            mouseClick(findChild(page, "diceByHandSwitch"));
            compare(Preferences.diceByHand, before);
        }
    }
}
