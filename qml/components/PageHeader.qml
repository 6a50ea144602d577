import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A page's title bar, with a back button when the page can go back.
Rectangle {
    id: header

    property string title
    property bool showBack: true

    signal backRequested

    implicitHeight: Theme.headerHeight
    color: Theme.surface

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: Theme.margin
        spacing: Theme.spacing

        ActionButton {
            objectName: "backButton"
            visible: header.showBack
            text: qsTr("‹ Back")
            flat: true
            Accessible.name: qsTr("Back")
            onClicked: header.backRequested()
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: header.showBack ? 0 : Theme.margin
            text: header.title
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
            elide: Text.ElideRight
        }
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.outline
    }
}
