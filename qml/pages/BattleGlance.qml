import QtQuick
import Adjutant

// The battle as the first frame shows it: its title, the current card and the order of battle,
// where the battle page puts them, in plain Qt Quick items. The battle page, built with Qt Quick
// Controls, loads behind it and takes its place a moment later (see Main.qml). A tap meanwhile
// is not lost: a side folds at once, and a unit's sheet opens when the battle page arrives.
Rectangle {
    id: glance

    signal unitChosen(string unitId)

    readonly property bool wide: Theme.battleIsWide(width, height)
    readonly property real listWidth: wide ? Theme.orderOfBattleWidth(width) : width - 2 * Theme.spacing

    objectName: "battleGlance"
    color: Theme.background

    Rectangle {
        id: header

        width: parent.width
        height: Theme.headerHeight
        color: Theme.surface

        BattleTitle {
            // Past the battle page's Home button.
            x: 16 + (glance.width > 700 ? 2 * Theme.touchTarget : Theme.touchTarget)
            width: parent.width - x - 8
            anchors.verticalCenter: parent.verticalCenter
        }
    }
    CardFace {
        id: card

        x: glance.wide ? glance.listWidth + 1 + Theme.spacing : Theme.spacing
        y: header.height + Theme.spacing
        width: glance.wide ? glance.width - x - Theme.spacing : glance.listWidth
    }
    Rectangle {
        visible: glance.wide
        x: glance.listWidth
        y: header.height
        width: 1
        height: glance.height - y
        color: Theme.outline
    }
    OrderOfBattleGlance {
        id: list

        x: glance.wide ? 0 : Theme.spacing
        y: glance.wide ? header.height : card.y + card.height + Theme.spacing
        width: glance.listWidth
        height: glance.height - y - (glance.wide ? 0 : Theme.spacing)
        clip: true
        model: BattleSession.units
        theme: Theme

        TapHandler {
            onTapped: eventPoint => {
                const row = list.rowAt(eventPoint.position.y)
                if (row.kind === "side")
                    BattleSession.units.toggleFolded(row.row)
                else if (row.kind)
                    glance.unitChosen(row.unitId)
            }
        }
    }
}
