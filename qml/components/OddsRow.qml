import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// One outcome in an odds table: the value, a bar for its chance, and the numbers.
RowLayout {
    id: row

    property string label
    property real share: 0 // bar length, 0..1 of the widest bar
    property string exactText
    property string orMoreText

    spacing: Theme.spacing

    Label {
        textFormat: Text.PlainText
        Layout.preferredWidth: 56
        horizontalAlignment: Text.AlignRight
        text: row.label
        color: Theme.text
        font.bold: true
    }
    Item {
        Layout.fillWidth: true
        Layout.preferredHeight: 28

        Rectangle {
            width: Math.max(2, parent.width * row.share)
            height: parent.height
            radius: 4
            color: Theme.accent
            opacity: 0.8
        }
    }
    Label {
        textFormat: Text.PlainText
        Layout.preferredWidth: 72
        horizontalAlignment: Text.AlignRight
        text: row.exactText
        color: Theme.text
    }
    Label {
        id: orMore
        textFormat: Text.PlainText

        // As wide as this text with the widest number, so the column lines up from row to row
        // in every language ("100,0 % oder mehr" is longer than "100.0% or more").
        Layout.preferredWidth: Math.max(150, Math.ceil(widestOrMore.advanceWidth) + 2)
        horizontalAlignment: Text.AlignRight
        text: row.orMoreText
        color: Theme.textMuted

        TextMetrics {
            id: widestOrMore

            font: orMore.font
            text: row.orMoreText.replace(/\d+([.,]\d+)?/, "100" + Qt.locale().decimalPoint + "0")
        }
    }
}
