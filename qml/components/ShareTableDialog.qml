pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Share at the table: the open battle hosted for the phones on the local network. The phones scan
// the code (or type the address) and enter the PIN; the umpire gives each a seat here. Plain HTTP:
// nothing is encrypted, so on a network the table trusts.
PlainDialog {
    id: dialog

    objectName: "shareTableDialog"
    background: Rectangle {
        color: Theme.surface
        radius: 4
        border.color: Theme.outline
    }
    anchors.centerIn: Overlay.overlay
    modal: true
    Overlay.modal: Scrim {}
    title: qsTr("Share at the table")
    contentWidth: 460
    onAboutToShow: share.start()

    TableShare {
        id: share

        session: BattleSession
    }

    footer: RowLayout {
        spacing: Theme.spacing

        Item {
            Layout.fillWidth: true
        }
        ActionButton {
            objectName: "shareStop"
            flat: true
            text: qsTr("Stop sharing")
            enabled: share.sharing
            Layout.bottomMargin: Theme.spacing
            onClicked: {
                share.stop()
                dialog.close()
            }
        }
        ActionButton {
            objectName: "shareClose"
            primary: true
            text: qsTr("Close")
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            onClicked: dialog.close()
        }
    }

    ColumnLayout {
        width: 460
        spacing: 8

        QrCodeItem {
            objectName: "shareCode"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 220
            Layout.preferredHeight: 220
            text: share.address
            visible: share.sharing
        }
        Label {
            objectName: "shareAddress"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: share.address
            textFormat: Text.PlainText
            color: Theme.text
            font.pixelSize: Theme.fontBody
        }
        Label {
            objectName: "sharePin"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            //: the PIN phones enter to join the shared battle
            text: share.sharing ? qsTr("PIN %1").arg(share.pin) : ""
            textFormat: Text.PlainText
            color: Theme.text
            font.pixelSize: Theme.fontHuge
        }
        Label {
            Layout.fillWidth: true
            text: share.error.length > 0 ? share.error : qsTr("Phones open the address (or scan the code) and enter the PIN; give each a seat below. Plain HTTP on this network: nothing is encrypted.")
            textFormat: Text.PlainText
            color: share.error.length > 0 ? Theme.failure : Theme.textMuted
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: share.devices

            delegate: ColumnLayout {
                id: joined

                required property string device
                required property string name
                required property string seat
                required property string seatName
                required property bool online

                Layout.fillWidth: true
                Label {
                    text: joined.name + " — " + joined.seatName
                    textFormat: Text.PlainText
                    color: joined.online ? Theme.text : Theme.textMuted
                    font.pixelSize: Theme.fontBody
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 4

                    Repeater {
                        model: share.seats

                        delegate: ActionButton {
                            id: seatButton

                            required property string seat
                            required property string name

                            text: seatButton.name
                            flat: seatButton.seat !== joined.seat
                            onClicked: share.seat(joined.device, seatButton.seat)
                        }
                    }
                }
            }
        }
    }
}
