import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// A large home-screen entry: a title and one line on what it is for.
AbstractButton {
    id: control

    property string description

    implicitWidth: 340
    Layout.fillHeight: true // tiles side by side are as tall as each other, their tops in line
    implicitHeight: Math.max(120, contentItem.implicitHeight + topPadding + bottomPadding)
    padding: 20
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.description: description

    background: Rectangle {
        radius: Theme.radius + 4
        color: control.down ? Theme.surfacePressed : Theme.surface
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? Theme.accent : Theme.outline
    }
    contentItem: ColumnLayout {
        spacing: 8

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: control.text
            color: Theme.accent
            font.pixelSize: Theme.fontLarge
            font.bold: true
            elide: Text.ElideRight
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: control.description
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
        Item {
            Layout.fillHeight: true // keep the text at the top when the row is taller
        }
    }
}
