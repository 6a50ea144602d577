pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Adjutant

// Folded (the sheet has the width), the tests owed drop down from their count on the card's
// strip, over the sheet; one chosen closes them.
Popup {
    id: popup

    signal owedChosen(int owedId)
    signal skipRequested

    objectName: "owedTestsPopup"
    parent: Overlay.overlay
    x: Overlay.overlay ? Math.max(0, Overlay.overlay.width - width - Theme.spacing) : 0
    width: Overlay.overlay ? Math.min(560, Overlay.overlay.width - 2 * Theme.spacing) : 560
    height: owed.height
    padding: 0
    modal: true
    focus: true // Esc closes it
    Overlay.modal: Scrim {}
    background: null
    // Nothing owed any more: nothing to show.
    onAboutToShow: if (BattleSession.owed.count === 0) close()

    OwedTestsStrip {
        id: owed

        width: popup.width
        height: implicitHeight
        maximumHeight: popup.Overlay.overlay ? popup.Overlay.overlay.height * 0.6 : 400
        onOwedChosen: owedId => {
            popup.close()
            popup.owedChosen(owedId)
        }
        onSkipRequested: {
            popup.close()
            popup.skipRequested()
        }
    }
    Connections {
        target: BattleSession

        function onChanged() {
            if (BattleSession.owed.count === 0)
                popup.close()
        }
    }
}
