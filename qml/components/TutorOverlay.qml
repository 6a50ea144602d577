pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// The guided first battle's tutor, over everything else (popups and the journal included): the
// screen dimmed but for the control the step points at, ringed, and a large bubble beside it
// with what to do and why. Steps that only explain have Back and Next; steps done at the table
// go on by themselves when the newcomer has done the thing (see Tutor). The dimming takes no
// taps: the newcomer plays the real battle through it. "Turn off the tutor" keeps the place.
Item {
    id: overlay

    // Where the step's control is looked for: the window's content, then the popups' layer.
    property Item searchRoot: null
    property Item popupRoot: null
    // Whether the page the tutor speaks of is on show.
    property bool shown: true
    // What the page still needs before a step that only explains may go on (a test sheet's
    // missing number or target, in its own words): Next waits and the bubble says what to do.
    property var waitingFor: []
    readonly property bool held: Tutor.stepIsRead && waitingFor.length > 0
    // The control pointed at, and where it is in the overlay; null when it is not on show.
    property Item target: null
    property rect targetRect: Qt.rect(0, 0, 0, 0)
    readonly property bool hasTarget: target !== null && targetRect.width > 0 && targetRect.height > 0
    readonly property bool tutorShown: Tutor.active && shown
    // The control is so large that the bubble's words fit neither above nor below it: the bubble
    // goes beside it in the narrower room there, rather than scroll. Found as the tutor looks for
    // the control (see locate), and forgotten when the step changes.
    property bool squeezedBeside: false
    // Nor beside it (a control the screen's width): the bubble keeps to its words and buttons
    // (no progress line, no hint under the text), so that Next and the words stay in view.
    property bool tight: false
    // The page's header (Home, Undo, the journal): the bubble keeps off it.
    property real keepClearTop: 0
    // A step that points at nothing, with the journal open (the step after opening it): the
    // bubble goes beside the journal where there is room, not over the entries it speaks of.
    property rect openJournal: Qt.rect(0, 0, 0, 0)

    objectName: "tutorOverlay"
    visible: tutorShown
    z: 10000

    function findShown(root, name) {
        if (!root || root === overlay || !root.visible || root.opacity === 0)
            return null
        if (root.objectName === name)
            return root
        const kids = root.children
        for (let i = kids.length - 1; i >= 0; --i) {
            const found = findShown(kids[i], name)
            if (found)
                return found
        }
        return null
    }
    // Found afresh a few times a second: sheets and popups are made as they are wanted, and
    // layouts move with the size of the screen.
    // `fit`: and whether the bubble's words fit where it is (not while it is laid out anew).
    function locate(fit) {
        let found = null
        if (overlay.tutorShown && Tutor.stepTarget.length > 0)
            found = findShown(overlay.popupRoot, Tutor.stepTarget) ?? findShown(overlay.searchRoot, Tutor.stepTarget)
        overlay.target = found
        if (!found) {
            overlay.targetRect = Qt.rect(0, 0, 0, 0)
            const journal = overlay.tutorShown && Tutor.stepTarget.length === 0
                          ? findShown(overlay.popupRoot, "journalList") : null
            const j = journal ? journal.mapToItem(overlay, 0, 0) : null
            overlay.openJournal = j ? Qt.rect(j.x, j.y, journal.width, journal.height) : Qt.rect(0, 0, 0, 0)
            return
        }
        overlay.openJournal = Qt.rect(0, 0, 0, 0)
        overlay.measure()
        if (fit)
            overlay.fitBubble()
    }
    // Where the control found is in the overlay, as it is laid out now.
    function measure() {
        if (!overlay.target)
            return
        const found = overlay.target
        const p = found.mapToItem(overlay, 0, 0)
        const pad = 6
        // A scrolling sheet pointed at: what it holds, not the empty room under its last line
        // (on a tall screen, the bubble has that room).
        const shownHeight = found instanceof Flickable
                          ? Math.min(found.height, Math.max(0, found.contentHeight - found.contentY))
                          : found.height
        let left = Math.max(0, p.x - pad)
        let top = Math.max(0, p.y - pad)
        let right = Math.min(overlay.width, p.x + found.width + pad)
        let bottom = Math.min(overlay.height, p.y + shownHeight + pad)
        // Only what shows of it: a control in a scrolling sheet is cut at the sheet's edges.
        for (let a = found.parent; a; a = a.parent) {
            if (!a.clip)
                continue
            const c = a.mapToItem(overlay, 0, 0)
            left = Math.max(left, c.x)
            top = Math.max(top, c.y)
            right = Math.min(right, c.x + a.width)
            bottom = Math.min(bottom, c.y + a.height)
        }
        overlay.targetRect = right > left && bottom > top ? Qt.rect(left, top, right - left, bottom - top)
                                                          : Qt.rect(0, 0, 0, 0)
    }
    // Above or below the control, the bubble's words at its full width: beside it instead when
    // they would not fit there and there is a column of room for them.
    function fitBubble() {
        if (!overlay.hasTarget || bubble.beside || overlay.tight)
            return
        const needed = content.implicitHeight + 2 * bubble.room
        const side = Math.max(bubble.freeLeft, bubble.freeRight)
        if (Math.max(bubble.freeAbove, bubble.freeBelow) >= needed)
            return
        // Beside it, in the narrower room there, or above or below in fewer lines: the words
        // kept to what the step says either way.
        if (side >= 240 + 2 * bubble.room)
            overlay.squeezedBeside = true
        overlay.tight = true
    }

    Timer {
        interval: 200
        repeat: true
        running: overlay.tutorShown
        triggeredOnStart: true
        onTriggered: overlay.locate(true)
    }
    // And measured again as the control itself moves or takes its size: a sheet made a moment ago
    // is found before its layout has placed it (at its column's corner, with no size), and the
    // bubble stayed beside that corner, over the sheet's first numbers, until the next look: time
    // enough for a quick finger to tap the bubble instead of the + it meant. (Whether the words
    // fit is left to the next look: a layout passes through sizes it does not keep.)
    Connections {
        target: overlay.target

        function onXChanged() {
            overlay.measure()
        }
        function onYChanged() {
            overlay.measure()
        }
        function onWidthChanged() {
            overlay.measure()
        }
        function onHeightChanged() {
            overlay.measure()
        }
    }
    Connections {
        target: Tutor

        function onChanged() {
            overlay.squeezedBeside = false
            overlay.tight = false
            overlay.locate(false)
        }
    }

    // The dimming: four panes around the control (the whole screen when there is none).
    readonly property color dim: Qt.rgba(0, 0, 0, 0.6)
    Rectangle {
        objectName: "tutorDim"
        x: 0
        y: 0
        width: overlay.width
        height: overlay.hasTarget ? overlay.targetRect.y : overlay.height
        color: overlay.dim
    }
    Rectangle {
        visible: overlay.hasTarget
        x: 0
        y: overlay.targetRect.y
        width: overlay.targetRect.x
        height: overlay.targetRect.height
        color: overlay.dim
    }
    Rectangle {
        visible: overlay.hasTarget
        x: overlay.targetRect.x + overlay.targetRect.width
        y: overlay.targetRect.y
        width: overlay.width - x
        height: overlay.targetRect.height
        color: overlay.dim
    }
    Rectangle {
        visible: overlay.hasTarget
        x: 0
        y: overlay.targetRect.y + overlay.targetRect.height
        width: overlay.width
        height: overlay.height - y
        color: overlay.dim
    }
    Rectangle {
        objectName: "tutorRing"
        visible: overlay.hasTarget
        x: overlay.targetRect.x
        y: overlay.targetRect.y
        width: overlay.targetRect.width
        height: overlay.targetRect.height
        color: "transparent"
        radius: 8
        border.width: 3
        border.color: Theme.accent
    }

    // The bubble: on the side of the screen the control is not on (over the wider free part),
    // never wider than the screen allows, its text in large type. A popup of its own, above every
    // other: its buttons answer even while a modal popup (the journal) is open under it.
    Popup {
        id: bubble

        readonly property real room: overlay.tight ? 10 : 16
        readonly property real freeLeft: overlay.hasTarget ? overlay.targetRect.x : overlay.width
        readonly property real freeRight: overlay.hasTarget ? overlay.width - overlay.targetRect.x - overlay.targetRect.width : overlay.width
        readonly property real freeAbove: overlay.hasTarget ? overlay.targetRect.y - overlay.keepClearTop
                                                            : overlay.height - overlay.keepClearTop
        readonly property real freeBelow: overlay.hasTarget ? overlay.height - overlay.targetRect.y - overlay.targetRect.height : overlay.height
        // Beside the control when there is room for a readable bubble, else above or below it.
        readonly property bool beside: !overlay.hasTarget || Math.max(freeLeft, freeRight) >= 360 + 2 * room
                                       || overlay.squeezedBeside
        readonly property bool onRight: overlay.hasTarget && freeRight >= freeLeft
        // Beside the open journal (no control pointed at): the wider side of it, if wide enough.
        readonly property real besideJournalLeft: overlay.openJournal.x
        readonly property real besideJournalRight: overlay.width - overlay.openJournal.x - overlay.openJournal.width
        readonly property bool besideJournal: !overlay.hasTarget && overlay.openJournal.width > 0
                                              && Math.max(besideJournalLeft, besideJournalRight) >= 240 + 2 * room
        readonly property bool below: overlay.hasTarget && freeBelow >= freeAbove

        visible: overlay.tutorShown
        modal: false
        focus: false
        closePolicy: Popup.NoAutoClose
        z: 10000
        padding: room
        width: Math.min(520, overlay.width - 2 * room,
                        beside && overlay.hasTarget ? Math.max(freeLeft, freeRight) - 2 * room : Infinity,
                        besideJournal ? Math.max(besideJournalLeft, besideJournalRight) - 2 * room : Infinity)
        height: Math.min(content.implicitHeight + 2 * room,
                         beside ? overlay.height - overlay.keepClearTop - 2 * room
                                : Math.max(freeAbove, freeBelow) - 2 * room)
        x: besideJournal ? (besideJournalLeft >= besideJournalRight ? room : overlay.width - width - room)
           : !overlay.hasTarget ? (overlay.width - width) / 2
           : beside ? (onRight ? overlay.width - width - room : room)
           : Math.max(room, Math.min(overlay.width - width - room,
                                     overlay.targetRect.x + overlay.targetRect.width / 2 - width / 2))
        y: !overlay.hasTarget ? overlay.keepClearTop + (overlay.height - overlay.keepClearTop - height) / 2
           : beside ? Math.max(overlay.keepClearTop + room, Math.min(overlay.height - height - room,
                                              overlay.targetRect.y + overlay.targetRect.height / 2 - height / 2))
           : below ? overlay.targetRect.y + overlay.targetRect.height + room
           : overlay.targetRect.y - height - room
        // Placed where the numbers say, not nudged inside the window by the popup.
        margins: 0
        enter: null
        exit: null
        background: Rectangle {
            objectName: "tutorBubble"
            radius: 12
            color: Theme.surface
            border.width: 2
            border.color: Theme.accent
            Accessible.role: Accessible.Dialog
            Accessible.name: Tutor.stepTitle
        }

        Flickable {
            anchors.fill: parent
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: content

                width: parent.width
                spacing: Theme.spacing
                Label {
                    textFormat: Text.PlainText
                    objectName: "tutorProgress"
                    Layout.fillWidth: true
                    visible: !overlay.tight
                    text: Phrase.fill(qsTr("Guided first battle · step %1 of %2"), [Tutor.stepIndex + 1, Tutor.stepCount])
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "tutorTitle"
                    Layout.fillWidth: true
                    text: Tutor.stepTitle
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "tutorText"
                    Layout.fillWidth: true
                    text: Tutor.stepText
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                    lineHeight: 1.15
                    wrapMode: Text.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "tutorWaiting"
                    Layout.fillWidth: true
                    visible: !Tutor.stepIsRead && !overlay.tight
                    text: overlay.hasTarget ? qsTr("Do it on the lit control; the tutor goes on by itself.")
                                            : qsTr("The control for this step is not on the screen yet: go back a step, or carry on and it will appear.")
                    color: Theme.accent
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "tutorHeld"
                    Layout.fillWidth: true
                    visible: overlay.held
                    text: {
                        //: between the things still to fill in (French: "\u00a0; ")
                        const separator = qsTr("; ")
                        return qsTr("Before Next, fill in: %1").arg(overlay.waitingFor.join(separator))
                    }
                    textFormat: Text.PlainText
                    color: Theme.accent
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    ActionButton {
                        objectName: "tutorBack"
                        text: qsTr("Back")
                        enabled: Tutor.stepIndex > 0
                        onClicked: Tutor.back()
                    }
                    ActionButton {
                        objectName: "tutorNext"
                        visible: Tutor.stepIsRead
                        enabled: !overlay.held
                        primary: true
                        text: Tutor.lastStep ? qsTr("Finish") : qsTr("Next")
                        onClicked: Tutor.next()
                    }
                    ActionButton {
                        objectName: "tutorOff"
                        flat: true
                        text: qsTr("Turn off the tutor")
                        Accessible.description: qsTr("The tutor keeps your place: resume it from Learn the rules.")
                        onClicked: Tutor.turnOff()
                    }
                }
            }
        }
    }
}
