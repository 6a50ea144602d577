pragma Singleton
import QtQuick
import Adjutant

// Colours and sizes in one place. High contrast in both themes; sizes for a tablet at arm's length.
QtObject {
    readonly property bool dark: Preferences.darkTheme

    readonly property color background: dark ? "#11151c" : "#f4f1ea"
    readonly property color surface: dark ? "#1c2330" : "#ffffff"
    readonly property color surfacePressed: dark ? "#2a3447" : "#e6dfcf"
    readonly property color outline: dark ? "#3b475a" : "#b9b09b"
    readonly property color text: dark ? "#eef1f5" : "#1b1f27"
    readonly property color textMuted: dark ? "#aab4c3" : "#4f5766"
    readonly property color accent: dark ? "#e3b65c" : "#7a4f00"
    readonly property color onAccent: dark ? "#1b1f27" : "#ffffff"
    readonly property color success: dark ? "#81d98f" : "#1d6e2f"
    readonly property color failure: dark ? "#ff8f85" : "#a8231b"
    readonly property color dieFace: dark ? "#f2ead8" : "#fffdf7"
    readonly property color dieInk: "#1b1f27"
    // Morale tones: never shown by colour alone (each has a word and a shape too).
    readonly property color steady: textMuted
    readonly property color shaken: dark ? "#f0b43c" : "#8a5a00"
    readonly property color routed: dark ? "#ff6b5e" : "#b3261e"
    readonly property color current: dark ? "#2f3a22" : "#efe3bf" // the unit whose card is up
    readonly property color selected: dark ? "#263247" : "#e2e8f2"

    function toneColour(tone) {
        return tone === "routed" ? routed : tone === "shaken" ? shaken : steady
    }

    readonly property int touchTarget: 56 // at least 48 px for fingers
    readonly property int dieSize: 64
    // Few sizes and weights: each pairing is a font engine to set up before the first frame can
    // show it, and one more face to learn when reading the screen.
    readonly property int fontSmall: 16
    readonly property int fontBody: 18
    readonly property int fontLarge: 24
    readonly property int fontHuge: 40
    readonly property int fontCard: 32 // the current card: at least 20 px, read from across the table
    readonly property int spacing: 12
    readonly property int margin: 24
    readonly property int radius: 12
    readonly property int headerHeight: touchTarget + 16

    // The battle screen's layout, shared by the battle page and the glance the first frame shows,
    // so the two line up: three columns on a wide landscape screen, one column otherwise.
    function battleIsWide(width, height) {
        return width >= 900 && width > height
    }
    function orderOfBattleWidth(width) {
        return Math.min(420, width * 0.34)
    }
}
