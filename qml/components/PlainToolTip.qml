import QtQuick
import QtQuick.Controls

// A tool tip whose text is plain text: the shared one (ToolTip.text) shows it as rich text, and
// a tip may carry a ruleset's explanation (see tests/style/check_plain_text.py).
ToolTip {
    id: control

    contentItem: Label {
        text: control.text
        textFormat: Text.PlainText
        font: control.font
        wrapMode: Text.Wrap
    }
}
