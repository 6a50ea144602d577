import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Adjutant

// Where to save the battle's report, as a path to read and edit: it starts beside the battle with
// the report's name, a folder typed into it is kept, Return saves, and "Choose folder…" picks the
// folder while keeping the name. (Qt 6.4's own save dialog, drawn by Qt Quick where the platform
// has none, drops a typed folder and ignores Return.)
PlainDialog {
    id: dialog

    required property ReportView report
    property string suffix: "pdf"
    // A file already there: the page asks before writing over it.
    signal replaceAsked(string path, string question)

    objectName: "exportReportDialog"
    title: suffix === "pdf" ? qsTr("Save the report as PDF") : qsTr("Save the report as HTML")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 600, 720)
    standardButtons: Dialog.NoButton
    onAboutToShow: {
        pathField.text = report.suggestedPath(suffix)
        problem.text = ""
        pathField.forceActiveFocus()
        pathField.cursorPosition = pathField.text.length
    }

    function save() {
        const path = pathField.text.trim()
        if (path.length === 0)
            return
        if (report.exportTo(path, false)) {
            dialog.close()
        } else if (report.replaceQuestion.length > 0) {
            dialog.close()
            dialog.replaceAsked(path, report.replaceQuestion)
        } else {
            problem.text = report.exportMessage
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("File")
            color: Theme.textMuted
        }
        TextField {
            id: pathField

            objectName: "reportPathField"
            Layout.fillWidth: true
            font.pixelSize: Theme.fontBody
            selectByMouse: true
            inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText
            onAccepted: dialog.save()
        }
        Label {
            id: problem

            objectName: "reportPathProblem"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text.length > 0
            color: Theme.failure
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                objectName: "chooseReportFolder"
                text: qsTr("Choose folder…")
                onClicked: folderDialog.open()
            }
            Item {
                Layout.fillWidth: true
            }
            ActionButton {
                objectName: "cancelReportSave"
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            ActionButton {
                objectName: "saveReportButton"
                primary: true
                text: qsTr("Save")
                onClicked: dialog.save()
            }
        }
    }

    FolderDialog {
        id: folderDialog

        currentFolder: dialog.report.folderOf(pathField.text)
        onAccepted: pathField.text = dialog.report.inFolder(selectedFolder, pathField.text)
    }
}
