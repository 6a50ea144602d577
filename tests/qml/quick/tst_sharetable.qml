import QtQuick
import QtTest
import Adjutant

// Share at the table…: the dialog hosts the open battle and shows its address as a QR code and
// its PIN; Stop sharing ends it.
Item {
    id: root

    width: 600
    height: 900

    Component {
        id: dialogComponent

        ShareTableDialog {}
    }

    TestCase {
        name: "ShareTable"
        when: windowShown

        function test_theDialogSharesTheOpenBattle() {
            verify(BattleSession.startNew(":/scenarios/kgcwo-demo.json"), BattleSession.error)
            const dialog = createTemporaryObject(dialogComponent, root)
            dialog.open()
            const pin = findChild(dialog, "sharePin")
            tryVerify(() => pin && /^PIN [0-9]{6}$/.test(pin.text), 5000, pin ? pin.text : "no PIN")
            const address = findChild(dialog, "shareAddress")
            verify(address.text.indexOf("http://") === 0, address.text)
            const code = findChild(dialog, "shareCode")
            verify(code.visible)
            compare(code.text, address.text)
            mouseClick(findChild(dialog, "shareStop"))
            tryVerify(() => pin.text === "")
        }
    }
}
