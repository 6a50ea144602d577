import QtQuick
import QtQuick.Controls
import Adjutant

// A dialog whose title is plain text. The style's own title shows it as rich text, and a title
// may carry a unit's or a scenario's name ("Rename %1"): every dialog of the app is a PlainDialog
// (tests/style/check_plain_text.py).
Dialog {
    id: control

    header: Label {
        text: control.title
        textFormat: Text.PlainText
        visible: control.title.length > 0
        elide: Label.ElideRight
        padding: 24
        bottomPadding: 0
        font.bold: true
        font.pixelSize: 16
        color: Theme.text
    }
}
