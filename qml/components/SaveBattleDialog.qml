import QtQuick
import QtQuick.Dialogs
import Adjutant

// Qt's file dialog, to write the battle to a new file and play on there. A file already there is
// asked about by the app (replaceAsked), never replaced by the dialog's say alone: Qt 6.4's own
// dialog does not ask, and FileDialog.DontConfirmOverwrite is not known to its QML types, so a
// native dialog that asks is followed by the app's question too.
FileDialog {
    id: dialog

    signal replaceAsked(url file, string question)

    objectName: "saveDialog"
    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save") // Qt 6.4 labels it "Open" in every mode
    currentFolder: BattleSession.battlesFolderUrl
    defaultSuffix: "adjutant"
    nameFilters: [qsTr("Adjutant battles (*.adjutant)")]
    onAccepted: {
        if (!BattleSession.saveAs(selectedFile, false) && BattleSession.replaceQuestion.length > 0)
            dialog.replaceAsked(selectedFile, BattleSession.replaceQuestion)
    }
}
