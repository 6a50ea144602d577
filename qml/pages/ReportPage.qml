pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The battle's report, from the journal as it stands: how each side ended, the two charts, the
// turns told one by one, and each side's dice against the exact odds. Saved as PDF or HTML.
Page {
    id: page

    signal backRequested

    objectName: "reportPage"
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: qsTr("The battle's report")
        onBackRequested: page.backRequested()
    }

    ReportView {
        id: report

        objectName: "reportView"
        session: BattleSession
    }
    // A long battle's report takes a while: after a moment the page says so, with a Cancel (the
    // battle stays live meanwhile; the last report made stays shown).
    Timer {
        id: slowReport

        interval: 300
        running: report.busy
    }
    // Play goes on behind the page: the report follows it.
    Connections {
        target: BattleSession

        function onChanged() {
            report.refresh()
        }
    }

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: column.implicitHeight + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column

            x: Theme.margin
            y: Theme.margin
            width: Math.min(flick.width - 2 * Theme.margin, 1000)
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: report.title
                color: Theme.text
                font.pixelSize: Theme.fontHuge
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: report.subtitle
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
            }
            RowLayout {
                objectName: "reportProgress"
                Layout.fillWidth: true
                visible: report.busy && !slowReport.running
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Making the report… %1%").arg(Math.round(report.progress * 100))
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontBody
                }
                ProgressBar {
                    Layout.fillWidth: true
                    from: 0
                    to: 1
                    value: report.progress
                }
                ActionButton {
                    objectName: "cancelReportButton"
                    text: qsTr("Cancel")
                    onClicked: report.cancel()
                }
            }
            RowLayout {
                spacing: Theme.spacing

                ActionButton {
                    objectName: "exportPdfButton"
                    text: qsTr("Save as PDF…")
                    onClicked: {
                        exportDialog.suffix = "pdf"
                        exportDialog.open()
                    }
                }
                ActionButton {
                    objectName: "exportHtmlButton"
                    text: qsTr("Save as HTML…")
                    onClicked: {
                        exportDialog.suffix = "html"
                        exportDialog.open()
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: text.length > 0
                text: report.exportMessage
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }

            // How each side stands: words and numbers, the side's colour in its pattern as a bar beside it.
            Repeater {
                model: report.sides

                delegate: RowLayout {
                    id: sideRow

                    required property string name
                    required property color colour
                    required property string pattern
                    required property int losses
                    required property int unitsLost
                    required property int steady
                    required property int shaken
                    required property int routed

                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    SidePattern {
                        implicitWidth: 10
                        implicitHeight: sideText.implicitHeight
                        Layout.fillHeight: true
                        pattern: sideRow.pattern || "solid"
                        ink: Theme.sideInk(sideRow.colour)
                        cell: 5
                    }
                    Label {
                        id: sideText
                        textFormat: Text.PlainText

                        Layout.fillWidth: true
                        //: %1 the side, %2 its losses, %3 "%n unit(s) out of play", then how many stand steady, shaken, routed
                        text: Phrase.fill(qsTr("%1: %2 lost, %3; %4 steady, %5 shaken, %6 routed"),
                                          [sideRow.name, sideRow.losses,
                                           qsTr("%n unit(s) out of play", "", sideRow.unitsLost),
                                           sideRow.steady, sideRow.shaken,
                                           sideRow.routed])
                        color: Theme.text
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.WordWrap
                    }
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: page.width > 1100 ? 2 : 1
                columnSpacing: Theme.margin
                rowSpacing: Theme.spacing

                Repeater {
                    model: ["losses", "morale"]

                    delegate: ReportChart {
                        required property string modelData

                        objectName: modelData + "Chart"
                        Layout.fillWidth: true
                        Layout.preferredHeight: 300
                        view: report
                        chart: modelData
                        textColor: Theme.text
                        gridColor: Theme.outline
                        steadyColor: Theme.steady
                        shakenColor: Theme.shaken
                        routedColor: Theme.routed
                    }
                }
            }

            Label {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.margin
                text: qsTr("Turn by turn")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: report.turns.count === 0
                text: qsTr("Nothing has been played yet.")
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
            }
            Repeater {
                model: report.turns

                delegate: ColumnLayout {
                    id: turnBlock

                    required property string title
                    required property string text

                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        textFormat: Text.PlainText
                        text: turnBlock.title
                        color: Theme.text
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: turnBlock.text
                        color: Theme.text
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.WordWrap
                    }
                }
            }

            Label {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.margin
                visible: report.figures.length > 0
                text: qsTr("Figures")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: report.figures.length > 0
                text: report.figures
                color: Theme.text
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }

            Label {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.margin
                text: qsTr("Dice luck")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Each side's dice against what the exact odds expected at the moment of each roll.")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: report.luck

                delegate: ColumnLayout {
                    id: luckBlock

                    required property string side
                    required property var lines

                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        textFormat: Text.PlainText
                        text: luckBlock.side
                        color: Theme.text
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }
                    // Each line coloured for this side: better than the odds is good luck.
                    Repeater {
                        model: luckBlock.lines

                        Label {
                            required property var modelData

                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: modelData.text
                            color: Theme.outcomeColour(modelData.tone)
                            font.pixelSize: Theme.fontBody
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: report.unlikeliest.length > 0
                text: qsTr("The most unlikely roll: %1").arg(report.unlikeliest)
                color: Theme.text
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
        }
    }

    ExportReportDialog {
        id: exportDialog

        report: report
        onReplaceAsked: (path, question) => replaceDialog.ask(question, () => report.exportTo(path, true))
    }
    ReplaceFileLoader {
        id: replaceDialog
    }
}
