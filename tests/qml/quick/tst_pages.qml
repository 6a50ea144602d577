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
