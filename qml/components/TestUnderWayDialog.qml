import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A test under way is never dropped unasked: "Go on with it" brings it back as it was, "Drop it"
// forgets it. Asked when a battle reopens with a test left under way, and before another test or
// unit would take its place.
PlainDialog {
    id: dialog

    // What the players are asked about: "Fire: 52nd Foot against 2/45e Ligne (dice so far: 7 2)".
    property string testText
    property bool reopened: false // offered on reopening, rather than about to be replaced
    property bool charge: false // a charge under way rather than a test

    signal goOn
    signal drop

    objectName: "testUnderWayDialog"
    // Material's own background is a shader effect, which software rendering leaves out.
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    closePolicy: Popup.CloseOnEscape // Esc keeps the test: nothing is lost by a stray key
    Overlay.modal: Scrim {}
    title: charge ? (reopened ? qsTr("A charge was under way") : qsTr("A charge is under way"))
                  : (reopened ? qsTr("A test was under way") : qsTr("A test is under way"))
    contentWidth: 400 // fixed, so the wrapped text cannot feed back into the width
    onRejected: if (!reopened) goOn()

    ColumnLayout {
        width: dialog.contentWidth
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            objectName: "testUnderWayText"
            Layout.fillWidth: true
            text: dialog.testText
            color: Theme.text
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: dialog.reopened ? qsTr("Go on with it where it was left, or drop it?")
                                  : qsTr("Go back to it, or drop it and go on?")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                objectName: "goOnWithTest"
                Layout.fillWidth: true
                primary: true
                text: dialog.reopened ? qsTr("Go on with it") : dialog.charge ? qsTr("Back to the charge") : qsTr("Back to the test")
                onClicked: {
                    dialog.close()
                    dialog.goOn()
                }
            }
            ActionButton {
                objectName: "dropTest"
                text: qsTr("Drop it")
                onClicked: {
                    dialog.close()
                    dialog.drop()
                }
            }
        }
    }
}
