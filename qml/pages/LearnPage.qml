pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Adjutant

// Learn a rule system: drills drawn from it, scored and explained modifier by modifier, and its
// rules to browse and search. Everything said here comes from core (LearnController).
Page {
    id: page

    property alias controller: learn
    // Where to open the rules at ("test:fire/modifier:enfilade"); empty opens the drills.
    property string anchor
    property string systemId
    // "drills" or "rules"
    property string view: anchor.length > 0 ? "rules" : "drills"

    signal backRequested
    // A system's guided first battle, begun or resumed (Main opens its battle).
    signal tutorialRequested(string systemId)

    // A list of words in one line (qmllint knows no join on a QStringList).
    function joined(list, separator) {
        let out = ""
        for (let i = 0; i < list.length; ++i)
            out += (i > 0 ? separator : "") + list[i]
        return out
    }

    function showRules(where) {
        page.view = "rules"
        const i = learn.sectionOf(where)
        if (i >= 0)
            Qt.callLater(() => rulesList.positionViewAtIndex(i, ListView.Beginning))
    }

    objectName: "learnPage"
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: learn.systemName.length > 0 ? qsTr("Learn: %1").arg(learn.systemName) : qsTr("Learn")
        onBackRequested: page.backRequested()
    }

    LearnController {
        id: learn
    }

    Component.onCompleted: {
        learn.systemId = page.systemId.length > 0 ? page.systemId : (learn.systems.count > 0 ? learn.systems.value(0, "systemId") : "")
        if (page.anchor.length > 0)
            page.showRules(page.anchor)
        else
            learn.nextDrill()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        // The rule system, and drills or rules.
        Flow {
            Layout.fillWidth: true
            spacing: 6

            Repeater {
                model: learn.systems

                ActionButton {
                    required property string systemId
                    required property string name

                    objectName: "system-" + systemId
                    compact: true
                    primary: learn.systemId === systemId
                    text: name
                    onClicked: {
                        learn.systemId = systemId
                        learn.nextDrill()
                    }
                }
            }
            Item { width: Theme.spacing; height: 1 }
            ActionButton {
                objectName: "drillsTab"
                compact: true
                primary: page.view === "drills"
                text: qsTr("Drills")
                onClicked: page.view = "drills"
            }
            ActionButton {
                objectName: "rulesTab"
                compact: true
                primary: page.view === "rules"
                text: qsTr("The rules")
                onClicked: page.view = "rules"
            }
            ActionButton {
                objectName: "tutorTab"
                compact: true
                primary: page.view === "tutor"
                text: qsTr("Guided first battle")
                onClicked: page.view = "tutor"
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: page.view === "rules" ? 1 : page.view === "tutor" ? 2 : 0

            // ---- drills
            Flickable {
                id: drillFlick

                objectName: "drillView"
                clip: true
                contentHeight: drill.implicitHeight + Theme.margin
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}

                ColumnLayout {
                    id: drill

                    width: drillFlick.width - Theme.spacing
                    spacing: Theme.spacing

                    Flow {
                        Layout.fillWidth: true
                        spacing: 6

                        Repeater {
                            model: [
                                { id: "", name: qsTr("Any") },
                                { id: "total", name: qsTr("Modifier total") },
                                { id: "need", name: qsTr("Score needed") },
                                { id: "apply", name: qsTr("Which count") },
                                { id: "odds", name: qsTr("How likely") }
                            ]

                            ActionButton {
                                required property var modelData

                                objectName: "kind-" + (modelData.id.length > 0 ? modelData.id : "any")
                                compact: true
                                primary: learn.kind === modelData.id
                                text: modelData.name
                                onClicked: {
                                    learn.kind = modelData.id
                                    learn.nextDrill()
                                }
                            }
                        }
                    }
                    Label {
                        objectName: "learnFileNotice"
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: learn.fileNotice
                        textFormat: Text.PlainText
                        color: Theme.text
                        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                    }
                    Label {
                        objectName: "progressLabel"
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: learn.mostMissed.length > 0
                              ? Phrase.fill(qsTr("%1 · most missed: %2"), [learn.progressText, page.joined(learn.mostMissed, ", ")])
                              : learn.progressText
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: !learn.hasDrill
                        text: qsTr("No drill of this kind fits this rule system.")
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }

                    // The situation.
                    Rectangle {
                        Layout.fillWidth: true
                        visible: learn.hasDrill
                        implicitHeight: situation.implicitHeight + 2 * Theme.spacing
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: Theme.outline

                        ColumnLayout {
                            id: situation

                            x: Theme.spacing
                            y: Theme.spacing
                            width: parent.width - 2 * Theme.spacing
                            spacing: 4

                            Label {
                                textFormat: Text.PlainText
                                objectName: "drillQuestion"
                                Layout.fillWidth: true
                                text: learn.question
                                color: Theme.text
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: Phrase.fill(qsTr("%1: %2"), [learn.actorName, page.joined(learn.actorShows, " · ")])
                                color: Theme.text
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                // A test with no other side (a rally) has no target to show.
                                visible: learn.targetName.length > 0
                                text: Phrase.fill(qsTr("Target %1: %2"), [learn.targetName, page.joined(learn.targetShows, " · ")])
                                color: Theme.textMuted
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: learn.tableShows.length > 0 ? qsTr("The table shows: %1").arg(page.joined(learn.tableShows, " · "))
                                                                   : qsTr("The table shows nothing to tick.")
                                color: Theme.text
                                wrapMode: Text.WordWrap
                            }
                        }
                    }

                    // The answer: one way per kind of question.
                    RowLayout {
                        id: totalRow

                        property int value: 0

                        objectName: "totalAnswer"
                        visible: learn.hasDrill && learn.drillKind === "total" && !learn.answered
                        spacing: Theme.spacing

                        Connections {
                            target: learn
                            function onDrillChanged() { totalRow.value = 0 }
                        }

                        ActionButton {
                            objectName: "totalMinus"
                            text: "\u2212"
                            font.pixelSize: Theme.fontHuge
                            Accessible.name: qsTr("One less")
                            onClicked: totalRow.value -= 1
                        }
                        Label {
                            textFormat: Text.PlainText
                            objectName: "totalValue"
                            Layout.preferredWidth: 96
                            horizontalAlignment: Text.AlignHCenter
                            text: totalRow.value > 0 ? "+" + totalRow.value : (totalRow.value < 0 ? "\u2212" + (-totalRow.value) : "0")
                            color: Theme.text
                            font.pixelSize: Theme.fontHuge
                            font.bold: true
                        }
                        ActionButton {
                            objectName: "totalPlus"
                            text: "+"
                            font.pixelSize: Theme.fontHuge
                            Accessible.name: qsTr("One more")
                            onClicked: totalRow.value += 1
                        }
                        ActionButton {
                            objectName: "totalAnswerButton"
                            primary: true
                            text: qsTr("Answer")
                            onClicked: learn.answerNumber(totalRow.value)
                        }
                    }
                    Flow {
                        objectName: "needAnswer"
                        Layout.fillWidth: true
                        visible: learn.hasDrill && learn.drillKind === "need" && !learn.answered
                        spacing: 6

                        Repeater {
                            model: learn.dieSides

                            ActionButton {
                                required property int index

                                objectName: "face-" + (index + 1)
                                implicitWidth: 64
                                implicitHeight: 64
                                font.pixelSize: Theme.fontLarge
                                text: learn.rollUnder ? qsTr("%1 or less").arg(index + 1) : qsTr("%1+").arg(index + 1)
                                onClicked: learn.answerNumber(index + 1)
                            }
                        }
                    }
                    ColumnLayout {
                        id: applyAnswer

                        property var chosen: []

                        objectName: "applyAnswer"
                        Layout.fillWidth: true
                        visible: learn.hasDrill && learn.drillKind === "apply" && !learn.answered
                        spacing: Theme.spacing

                        Connections {
                            target: learn
                            function onDrillChanged() { applyAnswer.chosen = [] }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 6

                            Repeater {
                                model: learn.modifierChoices

                                ActionButton {
                                    id: chip

                                    required property string key
                                    required property string name
                                    required property int index

                                    objectName: "modifier-" + index
                                    compact: true
                                    // As wide ticked as not: a chip that widened pushed the next
                                    // one from under the finger, and the next tap chose another.
                                    implicitWidth: Math.max(48, tickedText.advanceWidth + 24)
                                    primary: applyAnswer.chosen.indexOf(chip.key) >= 0
                                    text: primary ? "\u2713 " + chip.name : chip.name
                                    Accessible.role: Accessible.CheckBox
                                    Accessible.checked: primary

                                    TextMetrics {
                                        id: tickedText

                                        font: chip.font
                                        text: "\u2713 " + chip.name
                                    }
                                    onClicked: {
                                        const list = applyAnswer.chosen.slice()
                                        const at = list.indexOf(chip.key)
                                        if (at >= 0)
                                            list.splice(at, 1)
                                        else
                                            list.push(chip.key)
                                        applyAnswer.chosen = list
                                    }
                                }
                            }
                        }
                        ActionButton {
                            objectName: "applyAnswerButton"
                            primary: true
                            text: qsTr("Answer")
                            onClicked: learn.answerChosen(applyAnswer.chosen)
                        }
                    }
                    Flow {
                        objectName: "oddsAnswer"
                        Layout.fillWidth: true
                        visible: learn.hasDrill && learn.drillKind === "odds" && !learn.answered
                        spacing: 6

                        Repeater {
                            model: learn.bandNames

                            ActionButton {
                                required property string modelData
                                required property int index

                                objectName: "band-" + index
                                compact: true
                                text: modelData
                                onClicked: learn.answerBand(index)
                            }
                        }
                    }

                    // The verdict, modifier by modifier.
                    Label {
                        textFormat: Text.PlainText
                        objectName: "drillHeadline"
                        Layout.fillWidth: true
                        visible: learn.answered
                        text: (learn.right ? "\u2713 " : "\u2717 ") + learn.headline
                        color: learn.right ? Theme.success : Theme.failure
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: learn.answered ? learn.explanation : []

                        Label {
                            textFormat: Text.PlainText
                            required property string modelData

                            Layout.fillWidth: true
                            text: "\u2022 " + modelData
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                    }
                    RowLayout {
                        visible: learn.answered
                        spacing: Theme.spacing

                        ActionButton {
                            objectName: "nextDrillButton"
                            primary: true
                            text: qsTr("Next drill")
                            onClicked: learn.nextDrill()
                        }
                        ActionButton {
                            objectName: "drillRulesButton"
                            text: qsTr("Read: %1").arg(learn.testName)
                            onClicked: page.showRules(learn.testAnchor)
                        }
                    }
                }
            }

            // ---- the rules
            ColumnLayout {
                spacing: Theme.spacing

                TextField {
                    objectName: "rulesSearch"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touchTarget
                    placeholderText: qsTr("Search the rules: a test, a modifier, a word")
                    text: learn.search
                    Accessible.name: qsTr("Search the rules")
                    onTextEdited: learn.search = text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: rulesList.count === 0
                    text: qsTr("Nothing in these rules matches the search.")
                    color: Theme.textMuted
                }
                ListView {
                    id: rulesList

                    objectName: "rulesList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.spacing
                    model: learn.sections
                    ScrollBar.vertical: ScrollBar {}

                    delegate: Rectangle {
                        id: section

                        required property string anchor
                        required property string title
                        required property string explain
                        required property string ref
                        required property var facts
                        required property var entries

                        width: ListView.view.width - Theme.spacing
                        implicitHeight: sectionColumn.implicitHeight + 2 * Theme.spacing
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: section.anchor === page.anchor ? Theme.accent : Theme.outline

                        ColumnLayout {
                            id: sectionColumn

                            x: Theme.spacing
                            y: Theme.spacing
                            width: parent.width - 2 * Theme.spacing
                            spacing: 4

                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: section.title
                                color: Theme.accent
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                visible: section.ref.length > 0
                                text: qsTr("Rule section: %1").arg(section.ref)
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                visible: text.length > 0
                                text: section.explain
                                color: Theme.text
                                wrapMode: Text.WordWrap
                            }
                            Repeater {
                                model: section.facts

                                Label {
                                    textFormat: Text.PlainText
                                    required property string modelData

                                    Layout.fillWidth: true
                                    text: "\u2022 " + modelData
                                    color: Theme.text
                                    wrapMode: Text.WordWrap
                                }
                            }
                            Repeater {
                                model: section.entries

                                ColumnLayout {
                                    id: entryItem

                                    required property var modelData

                                    Layout.fillWidth: true
                                    Layout.topMargin: 4
                                    spacing: 2

                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: entryItem.modelData.value.length > 0
                                              ? Phrase.fill(qsTr("%1 · %2"), [entryItem.modelData.name, entryItem.modelData.value])
                                              : entryItem.modelData.name
                                        color: entryItem.modelData.anchor === page.anchor && page.anchor.length > 0 ? Theme.accent : Theme.text
                                        font.bold: true
                                        wrapMode: Text.WordWrap
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        visible: text.length > 0
                                        text: entryItem.modelData.ref.length > 0
                                              ? Phrase.fill(qsTr("%1 (%2)"), [entryItem.modelData.explain, entryItem.modelData.ref])
                                              : entryItem.modelData.explain
                                        color: Theme.textMuted
                                        wrapMode: Text.WordWrap
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // ---- the guided first battle of each system
            Flickable {
                id: tutorFlick

                objectName: "tutorView"
                clip: true
                contentHeight: tutorColumn.implicitHeight + Theme.margin
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}

                ColumnLayout {
                    id: tutorColumn

                    width: tutorFlick.width - Theme.spacing
                    spacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("Play a small battle with a tutor beside you: it dims the screen but for the "
                                   + "control to use next, says what to do and why, and goes on when you have done "
                                   + "it. You play for real; the tutor never plays for you. Turn it off at any time: "
                                   + "it keeps your place.")
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: Tutor.tutorials

                        Rectangle {
                            id: tutorial

                            required property string systemId
                            required property string name
                            required property string explain
                            required property string progressState
                            required property string progressText

                            objectName: "tutorial-" + systemId
                            Layout.fillWidth: true
                            implicitHeight: tutorialColumn.implicitHeight + 2 * Theme.spacing
                            radius: Theme.radius
                            color: Theme.surface
                            border.color: tutorial.systemId === learn.systemId ? Theme.accent : Theme.outline

                            ColumnLayout {
                                id: tutorialColumn

                                x: Theme.spacing
                                y: Theme.spacing
                                width: parent.width - 2 * Theme.spacing
                                spacing: 6

                                Label {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    text: tutorial.name
                                    color: Theme.text
                                    font.pixelSize: Theme.fontLarge
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    text: tutorial.progressText.length > 0
                                          ? Phrase.fill(qsTr("%1 · %2"), [tutorial.explain, tutorial.progressText])
                                          : tutorial.explain
                                    color: Theme.textMuted
                                    wrapMode: Text.WordWrap
                                }
                                Flow {
                                    Layout.fillWidth: true
                                    spacing: Theme.spacing

                                    ActionButton {
                                        objectName: "startTutorial-" + tutorial.systemId
                                        primary: true
                                        text: tutorial.progressState === "new" || tutorial.progressState === "finished"
                                              ? qsTr("Start the guided battle") : qsTr("Resume where you left")
                                        onClicked: {
                                            if (tutorial.progressState === "finished")
                                                Tutor.restart(tutorial.systemId)
                                            page.tutorialRequested(tutorial.systemId)
                                        }
                                    }
                                    ActionButton {
                                        objectName: "restartTutorial-" + tutorial.systemId
                                        visible: tutorial.progressState === "under-way" || tutorial.progressState === "off"
                                        flat: true
                                        text: qsTr("Start again")
                                        onClicked: {
                                            Tutor.restart(tutorial.systemId)
                                            page.tutorialRequested(tutorial.systemId)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
