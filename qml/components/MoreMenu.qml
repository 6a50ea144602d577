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
    signal noteRequested
    signal shareRequested

    // The rarer actions are in the menu only when the header has no room for them; the umpire's
    // switch is always here.
    property bool folded: true
    // Report and Save as… fold first, for a title read whole.
    property bool filesFolded: true

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
    PlainMenuItem {
        objectName: "joinUnitItem"
        text: qsTr("Add unit…")
        visible: menu.folded
        height: visible ? implicitHeight : 0
        Accessible.name: text
        onTriggered: menu.joinRequested()
    }
    PlainMenuItem {
        objectName: "editOrderItem"
        text: qsTr("Order of battle…")
        visible: menu.folded
        height: visible ? implicitHeight : 0
        Accessible.name: text
        enabled: !BattleSession.readOnly
        onTriggered: menu.orderOfBattleRequested()
    }
    PlainMenuItem {
        objectName: "saveAsItem"
        text: qsTr("Save as…")
        visible: menu.filesFolded
        height: visible ? implicitHeight : 0
        Accessible.name: text
        onTriggered: menu.saveRequested()
    }
    PlainMenuItem {
        objectName: "reportItem"
        text: qsTr("Report")
        visible: menu.filesFolded
        height: visible ? implicitHeight : 0
        Accessible.name: text
        onTriggered: menu.reportRequested()
    }
    PlainMenuItem {
        objectName: "umpireNoteItem"
        text: qsTr("Umpire's note…")
        Accessible.name: text
        enabled: !BattleSession.readOnly
        onTriggered: menu.noteRequested()
    }
    PlainMenuItem {
        objectName: "shareTableItem"
        text: qsTr("Share at the table…")
        Accessible.name: text
        enabled: !BattleSession.readOnly
        onTriggered: menu.shareRequested()
    }
    PlainMenuItem {
        objectName: "umpireModeItem"
        text: qsTr("Umpire mode")
        checkable: true
        checked: Preferences.umpireMode
        Accessible.name: text
        Accessible.description: qsTr("What the rules forbid may be allowed anyway, with a reason in the journal")
        onToggled: {
            Preferences.umpireMode = checked
            checked = Qt.binding(() => Preferences.umpireMode)
        }
    }
}
