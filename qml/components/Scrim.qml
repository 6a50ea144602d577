import QtQuick
import Adjutant

// What a modal popup lays over the page behind it (Overlay.modal: Scrim {}). Material's own dims a
// dark page with a light wash where a popup picks the light theme up, as ours did.
Rectangle {
    color: Theme.scrim
}
