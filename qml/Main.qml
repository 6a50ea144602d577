import QtQuick
import Adjutant

// The window. Started on a battle, the first frame is a glance at it in plain Qt Quick items,
// and the screens (Qt Quick Controls, several times the cost of an empty window) load behind
// it; otherwise the screens load at once. Nothing here may import the controls.
Window {
    id: window

    // Set by the app before loading when it was started on a battle.
    property bool startOnBattle: false
    // The screens are up and take input.
    readonly property bool ready: screens.status === Loader.Ready
    // A unit tapped on the glance, whose sheet the battle page opens when it arrives.
    property string chosenUnit

    width: 1280
    height: 800
    minimumWidth: 480
    minimumHeight: 480
    visible: true
    title: qsTr("Adjutant")
    color: Theme.background

    Loader {
        id: glance

        anchors.fill: parent
        active: window.startOnBattle && !window.ready
        source: "pages/BattleGlance.qml"
    }
    Connections {
        target: glance.item
        ignoreUnknownSignals: true

        function onUnitChosen(unitId) {
            window.chosenUnit = unitId
        }
    }
    Loader {
        id: screens

        anchors.fill: parent
        // By URL, not by type, so that loading this file does not load the controls too.
        asynchronous: window.startOnBattle
        Component.onCompleted: {
            if (!window.startOnBattle)
                setSource("Screens.qml", { startOnBattle: false })
        }
    }
    // Hand the tapped unit over by property: a call would need the screens' type here, and with
    // it the controls.
    Binding {
        target: screens.item
        property: "unitToOpen"
        value: window.chosenUnit
        when: screens.status === Loader.Ready && window.chosenUnit.length > 0
    }
    // The screens start loading once the glance is out.
    Connections {
        target: window
        enabled: window.startOnBattle && screens.status === Loader.Null

        function onFrameSwapped() {
            screens.setSource("Screens.qml", { startOnBattle: true })
        }
    }
}
