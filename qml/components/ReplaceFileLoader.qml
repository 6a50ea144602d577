import QtQuick
import Adjutant

// ReplaceFileDialog, made the first time a file dialog's choice finds a file there:
// ask("FILE already exists: replace it?", function () { ...write with replace... }).
PopupLoader {
    id: loader

    function ask(question: string, replace: var) {
        loader.properties = {"question": question, "replace": replace}
        if (loader.popup) {
            loader.popup.question = question
            loader.popup.replace = replace
        }
        loader.open()
    }

    file: Qt.resolvedUrl("ReplaceFileDialog.qml")
}
