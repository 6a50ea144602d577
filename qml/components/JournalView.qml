pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The journal in words, newest at the bottom; undone entries struck through, and undo and redo
// at the top where a thumb finds them.
ColumnLayout {
    id: view

    spacing: 0

    RowLayout {
        Layout.fillWidth: true
        Layout.margins: Theme.spacing
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Journal")
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
        ActionButton {
            objectName: "journalUndo"
            text: qsTr("Undo")
            enabled: BattleSession.canUndo
            onClicked: BattleSession.undo()
        }
        ActionButton {
            objectName: "journalRedo"
            text: qsTr("Redo")
            enabled: BattleSession.canRedo
            onClicked: BattleSession.redo()
        }
    }
    ListView {
        id: list

        objectName: "journalList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: BattleSession.journal
        reuseItems: true
        ScrollBar.vertical: ScrollBar {}
        onCountChanged: positionViewAtEnd()
        Component.onCompleted: positionViewAtEnd()

        delegate: PlainDelegate {
            id: entry

            required property int seq
            required property string summary
            required property bool undone
            required property bool superseded
            required property string kind
            // "Why?" on a tap: for a test its dice, for any other entry what the rules did (none
            // for an undone entry or the umpire's corrections).
            property var why: []
            // The entry in words, undone or not.
            readonly property string line: undone ? (superseded ? qsTr("%1 (undone)").arg(summary)
                                                                : qsTr("%1 (undone; can be redone)").arg(summary))
                                                  : summary

            width: ListView.view.width
            implicitHeight: Math.max(Theme.touchTarget, contentItem.implicitHeight + 16)
            Accessible.name: Phrase.fill(qsTr("%1. %2"), [entry.seq, entry.line])
            onClicked: entry.why = entry.why.length > 0 ? [] : BattleSession.whyOf(entry.seq)
            ListView.onReused: entry.why = []

            // The width of the journal's longest number, in the numbers' type.
            TextMetrics {
                id: seqDigits

                font.family: entry.font.family
                font.pixelSize: Theme.fontSmall
                text: "0".repeat(Math.max(2, String(Math.max(list.count, entry.seq)).length))
            }
            contentItem: RowLayout {
                spacing: Theme.spacing

                Label {
                    objectName: "journalSeq"
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    // As wide as the journal's longest number, so that every entry's words start
                    // in one column, from the first entry to the ten-thousandth.
                    Layout.preferredWidth: seqDigits.advanceWidth
                    horizontalAlignment: Text.AlignRight
                    text: entry.seq
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        objectName: "journalLine"
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: entry.line
                        color: entry.undone ? Theme.textMuted : Theme.text
                        font.strikeout: entry.undone
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: entry.why.length > 0
                        text: qsTr("Why? %1").arg(entry.why.join(" "))
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
