import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// What the rules forbid here, in their own plain words. In umpire mode "Allow anyway…" asks for
// the umpire's reason, which goes into the journal with the test or the order; without it, the
// box says where that mode is.
ColumnLayout {
    id: box

    // Why the rules forbid it; the box shows only while there is a reason.
    property string refusal
    // The umpire's reason, once given.
    property string allowedReason
    // Prefix of the controls' object names ("order", "test"), so that two boxes stay apart.
    property string namePrefix: "override"
    property bool asking: false

    signal allowRequested(string reason)

    visible: refusal.length > 0
    spacing: 6

    onRefusalChanged: if (refusal.length === 0) asking = false

    Label {
        textFormat: Text.PlainText
        objectName: box.namePrefix + "Refusal"
        Layout.fillWidth: true
        visible: box.allowedReason.length === 0
        text: qsTr("The rules do not allow it: %1").arg(box.refusal)
        color: Theme.failure
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    Label {
        textFormat: Text.PlainText
        objectName: box.namePrefix + "Allowed"
        Layout.fillWidth: true
        visible: box.allowedReason.length > 0
        text: Phrase.fill(qsTr("Allowed by the umpire (%1), although the rules say: %2"), [box.allowedReason, box.refusal])
        color: Theme.text
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !Preferences.umpireMode && box.allowedReason.length === 0
        text: qsTr("Only the umpire may allow it (Umpire mode, in the battle's ⋮ menu).")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    ActionButton {
        objectName: box.namePrefix + "AllowAnyway"
        visible: Preferences.umpireMode && !box.asking && box.allowedReason.length === 0
        enabled: !BattleSession.readOnly
        text: qsTr("Allow anyway…")
        Accessible.description: qsTr("The umpire allows what the rules forbid here, giving a reason for the journal")
        onClicked: {
            box.asking = true
            reasonField.forceActiveFocus()
        }
    }
    TextField {
        id: reasonField

        objectName: box.namePrefix + "OverrideReason"
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        visible: box.asking
        placeholderText: qsTr("Why the umpire allows it")
        Accessible.name: qsTr("The umpire's reason")
        onAccepted: if (text.trim().length > 0) allowButton.clicked()
    }
    RowLayout {
        Layout.fillWidth: true
        visible: box.asking
        spacing: Theme.spacing

        ActionButton {
            id: allowButton

            objectName: box.namePrefix + "OverrideOk"
            primary: true
            enabled: reasonField.text.trim().length > 0
            text: qsTr("Allow")
            onClicked: {
                box.allowRequested(reasonField.text.trim())
                box.asking = false
                reasonField.text = ""
            }
        }
        ActionButton {
            objectName: box.namePrefix + "OverrideCancel"
            flat: true
            text: qsTr("Cancel")
            onClicked: {
                box.asking = false
                reasonField.text = ""
            }
        }
    }
}
