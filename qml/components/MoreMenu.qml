import QtQuick
import QtQuick.Controls
import Adjutant

// The battle's rarer actions, folded into a menu on a narrow screen.
Menu {
    id: menu

    signal joinRequested
    signal saveRequested
    signal reportRequested

    objectName: "moreMenu"
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
