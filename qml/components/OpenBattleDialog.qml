import QtQuick
import QtQuick.Dialogs
import Adjutant

// Qt's file dialog, to open a battle saved earlier or sent by another umpire.
FileDialog {
    objectName: "openDialog"
    fileMode: FileDialog.OpenFile
    currentFolder: BattleSession.battlesFolderUrl
    nameFilters: [qsTr("Adjutant battles (*.adjutant)"), qsTr("All files (*)")]
    onAccepted: BattleSession.open(selectedFile)
}
