import QtQuick
import QtQuick.Controls
import Adjutant

// A menu entry whose text is plain text (the style's own shows it as rich text; see
// tests/style/check_plain_text.py), with room for the check mark of a checkable one.
MenuItem {
    id: control

    contentItem: Label {
        readonly property real indicatorPadding: control.checkable && control.indicator
                                                 ? control.indicator.width + control.spacing : 0

        leftPadding: control.mirrored ? 0 : indicatorPadding
        rightPadding: control.mirrored ? indicatorPadding : 0
        text: control.text
        textFormat: Text.PlainText
        font: control.font
        color: control.enabled ? Theme.text : Theme.textMuted
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
    }
}
