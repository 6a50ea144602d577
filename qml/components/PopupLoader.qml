pragma ComponentBehavior: Bound
import QtQuick

// A popup in a file of its own (a dialog, a drawer, one of Qt's file dialogs), made the first
// time it is opened, in the background, and kept. A page builds nothing it does not show, and
// what a popup needs (Qt's file dialogs) loads only when it is first wanted. By file, not by
// type: Qt 6.4's Loader cannot make a component declared in a file whose components are bound.
Loader {
    id: loader

    // The popup's file (Qt.resolvedUrl), and the properties it is made with.
    required property url file
    property var properties: ({})
    // What was loaded: a Popup or one of Qt's file dialogs, which share only open().
    readonly property var popup: item
    property bool openWhenLoaded: false

    function open() {
        if (loader.popup) {
            loader.popup.open()
        } else if (!loader.openWhenLoaded) {
            loader.openWhenLoaded = true
            loader.setSource(loader.file, loader.properties)
        }
    }

    asynchronous: true
    onLoaded: {
        if (loader.openWhenLoaded) {
            loader.openWhenLoaded = false
            loader.popup.open()
        }
    }
}
