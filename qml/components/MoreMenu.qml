import QtQuick
import QtQuick.Controls
import Adjutant

// The battle's rarer actions, folded into a menu on a narrow screen.
Menu {
    id: menu

    signal joinRequested
    signal saveRequested
    signal reportRequested
    signal orderOfBattleRequested

    objectName: "moreMenu"
    // As wide as its longest entry in the app's language ("Einheit hinzufügen…").
    width: {
        let widest = 200
        for (let i = 0; i < count; ++i) {
            const entry = itemAt(i)
            if (entry)
                widest = Math.max(widest, entry.implicitWidth)
        }
        return widest + leftPadding + rightPadding
    }
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        implicitWidth: 200
        color: Theme.surface
        border.color: Theme.outline
    }
    MenuItem {
        text: qsTr("Add unit…")
        Accessible.name: text
        onTriggered: menu.joinRequested()
    }
    MenuItem {
        objectName: "editOrderItem"
        text: qsTr("Order of battle…")
        Accessible.name: text
        enabled: !BattleSession.readOnly
        onTriggered: menu.orderOfBattleRequested()
    }
    MenuItem {
        text: qsTr("Save as…")
        Accessible.name: text
        onTriggered: menu.saveRequested()
    }
    MenuItem {
        text: qsTr("Report")
        Accessible.name: text
        onTriggered: menu.reportRequested()
    }
}
