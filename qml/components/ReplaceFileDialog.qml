import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// "FILE already exists: replace it?", asked by the app itself after a file dialog (whose own
// question some platform themes leave out). A battle or one of its files is never offered here:
// those are refused with the reason.
PlainDialog {
    id: dialog

    // The question, as the controller put it.
    property string question
    // Called when the user says Replace.
    property var replace: function () {}

    objectName: "replaceFileDialog"
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("Replace the file?")
    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "replaceNo"
            flat: true
            text: qsTr("Keep it")
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.reject()
        }
        ActionButton {
            objectName: "replaceYes"
            primary: true
            text: qsTr("Replace")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.accept()
        }
    }
    contentWidth: 400
    onAccepted: dialog.replace.call(dialog)

    Label {
        width: 400
        text: dialog.question
        textFormat: Text.PlainText
        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
    }
}
