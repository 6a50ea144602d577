pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// What happened to a battle the player asked for, whenever it was not simply opened: it could
// not be read, another Adjutant is writing it, or it was damaged and what could be kept is now
// being played in a copy. Never a silent no-op: the player reads what was found and what was
// kept, and where the battle is open elsewhere may still look at it read-only.
PlainDialog {
    id: dialog

    objectName: "battleProblemDialog"
    modal: true
    title: BattleSession.problemTitle
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    Overlay.modal: Scrim {}
    anchors.centerIn: Overlay.overlay
    width: Math.min(640, Overlay.overlay ? Overlay.overlay.width - 2 * Theme.spacing : 640)
    closePolicy: Popup.CloseOnEscape

    onClosed: if (BattleSession.problemTitle.length > 0) BattleSession.dismissProblem()
    // A problem found before this dialog was made (the battle named on the command line) shows too.
    Component.onCompleted: if (BattleSession.problemTitle.length > 0) open()

    Connections {
        target: BattleSession

        // Shown while there is something to say; "Open read-only" answers it and closes it.
        function onProblemChanged() {
            if (BattleSession.problemTitle.length > 0)
                dialog.open()
            else
                dialog.close()
        }
    }

    Label {
        textFormat: Text.PlainText
        objectName: "battleProblemText"
        width: dialog.availableWidth
        text: BattleSession.problemText
        wrapMode: Text.Wrap
        color: Theme.text
        Accessible.name: text
    }

    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton { // ours: named for a screen reader, as large as every other button
            objectName: "openReadOnlyButton"
            visible: BattleSession.canOpenReadOnly
            flat: true
            text: qsTr("Open read-only")
            Layout.bottomMargin: Theme.spacing // level with the button beside it
            onClicked: BattleSession.openReadOnly()
        }
        ActionButton {
            objectName: "problemOkButton"
            flat: true
            text: qsTr("OK")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.close()
        }
    }
}
