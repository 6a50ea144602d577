import QtQuick
import QtQuick.Dialogs
import Adjutant

// Qt's file dialog, to write the battle to a new file and play on there.
FileDialog {
    objectName: "saveDialog"
    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save") // Qt 6.4 labels it "Open" in every mode
    currentFolder: BattleSession.battlesFolderUrl
    defaultSuffix: "adjutant"
    nameFilters: [qsTr("Adjutant battles (*.adjutant)")]
    onAccepted: BattleSession.saveAs(selectedFile)
}
