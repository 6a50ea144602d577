pragma ComponentBehavior: Bound
import QtQuick
import Adjutant

// A side's mark: its colour drawn in its pattern (battle::sidePatterns(): solid, stripes, dots or
// checks), so that sides are told apart without their colours (colour-blind players, a grey-scale
// screen). Fills its own size, a bar beside a row or a band across a card; `cell` is the grain.
Item {
    id: mark

    property string pattern: "solid"
    property color ink: Theme.outline
    property real cell: 4

    readonly property int columns: Math.max(1, Math.ceil(width / cell))
    readonly property int rows: Math.max(1, Math.ceil(height / cell))

    clip: true

    // Solid, and any pattern this build does not know.
    Rectangle {
        anchors.fill: parent
        visible: mark.pattern !== "stripes" && mark.pattern !== "dots" && mark.pattern !== "checks"
        color: mark.ink
    }
    // Stripes: bands a cell wide, slanting down to the left, a cell apart.
    Repeater {
        // Never below none: a mark laid out with no room yet can have a negative width.
        model: mark.pattern === "stripes" ? Math.max(0, Math.ceil((mark.width + mark.height) / (2 * mark.cell)) + 1) : 0

        Rectangle {
            required property int index

            x: index * 2 * mark.cell
            width: mark.cell
            height: (mark.height + mark.cell) * 1.5
            transformOrigin: Item.TopLeft
            rotation: 45
            antialiasing: true
            color: mark.ink
        }
    }
    // Dots: round dots on a grid two cells apart, centred in the mark.
    Repeater {
        id: dots

        readonly property real step: 2 * mark.cell
        readonly property int across: Math.max(1, Math.floor(mark.width / step))
        readonly property int down: Math.max(1, Math.floor(mark.height / step))

        model: mark.pattern === "dots" ? across * down : 0

        Rectangle {
            required property int index

            readonly property real size: Math.min(mark.cell * 1.5, mark.width, mark.height)

            x: (mark.width - dots.across * dots.step) / 2 + (index % dots.across + 0.5) * dots.step - size / 2
            y: (mark.height - dots.down * dots.step) / 2 + (Math.floor(index / dots.across) + 0.5) * dots.step - size / 2
            width: size
            height: size
            radius: size / 2
            color: mark.ink
        }
    }
    // Checks: a board of cells, every other one filled.
    Repeater {
        model: mark.pattern === "checks" ? mark.columns * mark.rows : 0

        Rectangle {
            required property int index

            readonly property int column: index % mark.columns
            readonly property int row: Math.floor(index / mark.columns)

            visible: (column + row) % 2 === 0
            x: column * mark.cell
            y: row * mark.cell
            width: mark.cell
            height: mark.cell
            color: mark.ink
        }
    }
}
