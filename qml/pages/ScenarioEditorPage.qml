pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Adjutant

// The umpire builds a battle: the rule system first, then sides, commanders and units, each row
// showing its own mistakes as they are made; a list can be pasted, the scenario saved, exported
// or imported, and the battle started with the ruleset's options.
Page {
    id: page

    signal backRequested

    // A scenario file to open for editing (the umpire's own, from New battle); empty for a new one.
    property string openPath: ""
    // Opened from a battle in play: its order of battle as it stands, and what the umpire changes
    // becomes journal entries when applied (never a rewrite of the scenario).
    property bool inPlay: false
    // The row being edited, by its uid; and a count of the editor's changes, so that what is
    // read from it by function (the fields of a row, the options) is read again after each. Use it
    // inside the expression ("page.revision >= 0 ? … : …"): a bare "page.revision" statement is
    // dropped by the QML compiler as dead code, and the dependency with it.
    property string selected: ""
    property int revision: 0
    // The options shown in place of the row being edited, before the battle starts.
    property bool choosingOptions: false
    // In play: what Apply would journal ({changes, joins, withdrawals, transfers, renames,
    // corrections, problems}), worked out again after each change.
    readonly property var applyPreview: {
        const none = { changes: 0, joins: 0, withdrawals: 0, transfers: 0, renames: 0, corrections: 0, problems: [] }
        return page.revision >= 0 && page.inPlay && editor.errorCount === 0
               ? BattleSession.amendmentPreview(editor.scenarioJson()) : none
    }
    readonly property string applySummary: {
        if (editor.errorCount > 0)
            return qsTr("⚠ %n mistake(s) to mend before the changes can be applied", "", editor.errorCount)
                   + (editor.generalErrors.length ? "\n" + editor.generalErrors : "")
        const p = page.applyPreview
        //: between the problems found (French: "\u00a0; ")
        const separator = qsTr("; ")
        if (p.problems.length > 0)
            return qsTr("⚠ Not possible during a battle: %1").arg(p.problems.join(separator))
        if (p.changes === 0)
            return qsTr("No changes yet: Apply has nothing to do")
        const parts = []
        if (p.joins > 0)
            parts.push(qsTr("%n joining the battle", "", p.joins))
        if (p.withdrawals > 0)
            parts.push(qsTr("%n taken out of the battle", "", p.withdrawals))
        if (p.transfers > 0)
            parts.push(qsTr("%n moved to another commander", "", p.transfers))
        if (p.renames > 0)
            parts.push(qsTr("%n renamed", "", p.renames))
        if (p.corrections > 0)
            parts.push(qsTr("%n value(s) corrected", "", p.corrections))
        return qsTr("%n change(s) to apply: %1", "", p.changes).arg(parts.join(", "))
    }
    readonly property ScenarioEditorModel editorModel: editor
    readonly property string selectedKind: {
        const row = page.revision >= 0 ? editor.rowOf(page.selected) : -1
        return row < 0 ? "" : editor.data(editor.index(row, 0), ScenarioEditorModel.KindRole)
    }

    objectName: "scenarioEditorPage"
    Component.onCompleted: {
        if (page.inPlay && !editor.openJson(BattleSession.orderOfBattleJson()))
            status.text = editor.lastError
        else if (page.openPath.length && !editor.importFile(page.openPath))
            status.text = editor.lastError
    }
    background: Rectangle { color: Theme.background }
    header: PageHeader {
        title: page.inPlay ? qsTr("Order of battle in play: %1").arg(BattleSession.title)
                           : editor.rulesetId.length ? qsTr("Build a battle: %1").arg(editor.rulesetName) : qsTr("Build a battle")
        onBackRequested: page.backRequested()
    }

    ScenarioEditorModel {
        id: editor

        onChanged: {
            page.revision++
            if (editor.rowOf(page.selected) < 0)
                page.selected = ""
        }
    }

    // ---- first: the rule system ----------------------------------------------------------------
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        visible: editor.rulesetId.length === 0
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Which rule system is the battle fought under?")
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.WordWrap
        }
        ListView {
            objectName: "editorRulesets"
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing
            clip: true
            model: editor.rulesets()
            delegate: Tile {
                required property var modelData

                objectName: "editorRuleset-" + modelData.id
                width: ListView.view.width
                text: modelData.name
                description: modelData.explain
                onClicked: editor.newBattle(modelData.id)
            }
        }
    }

    // ---- then the order of battle --------------------------------------------------------------
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        visible: editor.rulesetId.length > 0
        spacing: Theme.spacing

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            TextField {
                objectName: "editorTitle"
                width: 200
                height: Theme.touchTarget
                text: editor.title
                placeholderText: qsTr("The battle's name")
                Accessible.name: qsTr("The battle's name")
                onEditingFinished: editor.title = text
            }
            ActionButton {
                objectName: "editorUndo"
                compact: true
                text: qsTr("Undo")
                enabled: editor.canUndo
                Accessible.description: editor.undoText
                onClicked: editor.undo()
            }
            ActionButton {
                objectName: "editorAddSide"
                visible: !page.inPlay
                compact: true
                text: qsTr("Add a side")
                onClicked: page.selected = editor.addSide()
            }
            ActionButton {
                objectName: "editorAddArmy"
                visible: !page.inPlay
                compact: true
                text: qsTr("Add a saved army…")
                enabled: editor.rulesetId.length > 0
                Accessible.description: qsTr("A side you saved before, as one more side")
                onClicked: armyPopup.open()
            }
            ActionButton {
                objectName: "editorPaste"
                visible: !page.inPlay
                compact: true
                text: qsTr("Paste a list")
                onClicked: pastePopup.open()
            }
            ActionButton {
                objectName: "editorImport"
                visible: !page.inPlay
                compact: true
                text: qsTr("Import…")
                onClicked: importDialog.open()
            }
            ActionButton {
                objectName: "editorExport"
                compact: true
                text: qsTr("Export…")
                onClicked: exportDialog.open()
            }
            ActionButton {
                objectName: "editorSave"
                compact: true
                text: qsTr("Save")
                onClicked: {
                    const path = editor.saveToFolder()
                    status.text = path.length ? qsTr("Saved in your scenarios: %1").arg(path.split("/").pop())
                                              : editor.lastError
                }
            }
            ActionButton {
                objectName: "editorApply"
                compact: true
                primary: true
                visible: page.inPlay
                text: qsTr("Apply to the battle")
                enabled: editor.canStart && !BattleSession.readOnly && page.applyPreview.changes > 0
                         && page.applyPreview.problems.length === 0
                Accessible.description: qsTr("Each change becomes a journal entry, undone like any other")
                onClicked: {
                    if (BattleSession.amendOrderOfBattle(editor.scenarioJson()))
                        page.backRequested()
                    else
                        status.text = BattleSession.error
                }
            }
            ActionButton {
                objectName: "editorStart"
                visible: !page.inPlay
                compact: true
                primary: true
                text: qsTr("Start…")
                enabled: editor.canStart
                onClicked: page.choosingOptions = true
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "editorInPlayNote"
            Layout.fillWidth: true
            visible: page.inPlay
            text: qsTr("In play: a unit added joins the battle, one deleted is taken out of it, and renames, moves and changed values are journaled one by one when you apply them. Sides and unit types stay as they began.")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        Label {
            id: status
            textFormat: Text.PlainText

            objectName: "editorStatus"
            Layout.fillWidth: true
            visible: text.length > 0
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
        Label {
            textFormat: Text.PlainText
            objectName: "editorSummary"
            Layout.fillWidth: true
            visible: !page.inPlay
            text: (editor.errorCount > 0
                   ? qsTr("⚠ Mistakes: %1. The battle can be saved as a draft, not started.").arg(editor.errorCount)
                   : qsTr("Ready to start")) + " · " + qsTr("Units: %1").arg(editor.unitCount)
                  + (editor.generalErrors.length ? "\n" + editor.generalErrors : "")
            color: editor.errorCount > 0 ? Theme.failure : Theme.success
            wrapMode: Text.WordWrap
        }
        // In play, what Apply will do, or what stops it, in words.
        Label {
            textFormat: Text.PlainText
            objectName: "editorApplySummary"
            Layout.fillWidth: true
            visible: page.inPlay
            text: page.applySummary
            color: editor.errorCount > 0 || page.applyPreview.problems.length > 0 ? Theme.failure
                 : page.applyPreview.changes > 0 ? Theme.success : Theme.textMuted
            wrapMode: Text.WordWrap
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            ListView {
                id: rows

                objectName: "editorRows"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 5
                clip: true
                spacing: 2
                model: editor
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: row

                    required property int index
                    required property string kind
                    required property string uid
                    required property string name
                    required property string typeName
                    required property string level
                    required property int depth
                    required property string colour
                    required property string pattern
                    required property string summary
                    required property string errors

                    objectName: "editorRow-" + index
                    width: ListView.view.width
                    implicitHeight: Math.max(Theme.touchTarget, content.implicitHeight + 12)
                    color: page.selected === uid ? Theme.selected : (kind === "side" ? Theme.surfacePressed : Theme.surface)
                    radius: 4
                    Accessible.role: Accessible.Button
                    Accessible.name: name + (errors.length ? ", " + errors : "")

                    SidePattern {
                        width: 8
                        height: parent.height
                        pattern: row.pattern
                        ink: row.colour.length ? Theme.sideInk(row.colour) : Theme.outline
                    }
                    ColumnLayout {
                        id: content

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: 14 + row.depth * 20
                        anchors.rightMargin: row.kind === "side" ? 8 : Theme.touchTarget + 4 // the grip's room
                        spacing: 0

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: row.name.length ? row.name : qsTr("(no name)")
                                color: Theme.text
                                font.pixelSize: row.kind === "side" ? Theme.fontLarge : Theme.fontBody
                                font.bold: row.kind !== "unit"
                                elide: Text.ElideRight
                            }
                            Label {
                                textFormat: Text.PlainText
                                text: row.kind === "commander" ? Phrase.fill(qsTr("%1 · %2"), [editor.levelName(row.level), row.typeName]) : row.typeName
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                                elide: Text.ElideRight
                                Layout.maximumWidth: row.width * 0.4
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            visible: row.summary.length > 0
                            text: row.summary
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            elide: Text.ElideRight
                        }
                        Label {
                            textFormat: Text.PlainText
                            objectName: "editorRowErrors"
                            Layout.fillWidth: true
                            visible: row.errors.length > 0
                            text: "⚠ " + row.errors
                            color: Theme.failure
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                    }
                    TapHandler {
                        onTapped: {
                            page.selected = row.uid
                            page.choosingOptions = false
                        }
                    }
                    // Drag and drop: a row's grip carried onto a commander puts it under him, onto
                    // a unit puts it just before that unit. ("Move under" does the same without a
                    // pointer.)
                    z: gripDrag.active ? 10 : 0
                    Item {
                        id: gripSlot

                        visible: row.kind !== "side"
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        width: Theme.touchTarget
                        height: Theme.touchTarget

                        Rectangle {
                            id: grip

                            readonly property string uid: row.uid

                            objectName: "editorGrip-" + row.index
                            width: gripSlot.width
                            height: gripSlot.height
                            radius: 4
                            color: gripDrag.active ? Theme.selected : "transparent"
                            border.color: gripDrag.active ? Theme.accent : "transparent"
                            Accessible.role: Accessible.Grip
                            Accessible.name: qsTr("Drag %1 onto a commander or a unit").arg(row.name)
                            Drag.active: gripDrag.active
                            Drag.source: grip
                            Drag.keys: ["editor-row"]
                            Drag.hotSpot: Qt.point(width / 2, height / 2)

                            Label {
                                textFormat: Text.PlainText
                                anchors.centerIn: parent
                                text: "\u2261"
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontLarge
                            }
                            DragHandler {
                                id: gripDrag

                                onActiveChanged: {
                                    if (active)
                                        return
                                    grip.Drag.drop()
                                    grip.x = 0 // back in its slot (the row may be rebuilt anyway)
                                    grip.y = 0
                                }
                            }
                        }
                    }
                    DropArea {
                        anchors.fill: parent
                        keys: ["editor-row"]
                        onDropped: drop => {
                            const uid = drop.source.uid
                            if (uid !== row.uid && editor.dropOn(uid, row.uid)) {
                                page.selected = uid
                                drop.accept(Qt.MoveAction)
                            }
                        }

                        Rectangle { // where it will land
                            anchors.fill: parent
                            visible: parent.containsDrag
                            color: "transparent"
                            border.color: Theme.accent
                            border.width: 3
                            radius: 4
                        }
                    }
                }
            }

            // The row chosen, to edit.
            Rectangle {
                objectName: "editorDetail"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 4
                color: Theme.surface
                radius: 4
                border.color: Theme.outline

                Label {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    width: parent.width - 2 * Theme.margin
                    visible: page.selected.length === 0 && !page.choosingOptions
                    text: qsTr("Tap a side, commander or unit to edit it.")
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                }
                // Before the start: the ruleset's options, each with what it means.
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    visible: page.choosingOptions
                    spacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("How this battle reads the rules where players differ")
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Flickable {
                        id: optionsScroll

                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        contentWidth: width
                        contentHeight: optionsColumn.implicitHeight
                        boundsBehavior: Flickable.StopAtBounds
                        clip: true
                        ScrollBar.vertical: ScrollBar {}

                        ColumnLayout {
                            id: optionsColumn

                            width: optionsScroll.width
                            spacing: Theme.spacing

                            Repeater {
                                objectName: "startOptions"
                                model: {
                                    return page.revision >= 0 && page.choosingOptions ? editor.options() : []
                                }
                                delegate: ColumnLayout {
                                    id: option

                                    required property var modelData

                                    Layout.fillWidth: true
                                    spacing: 2

                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: option.modelData.name
                                        color: Theme.text
                                        font.bold: true
                                        wrapMode: Text.WordWrap
                                    }
                                    Choices {
                                        objectName: "option-" + option.modelData.id
                                        Layout.fillWidth: true
                                        model: option.modelData.choices
                                        textRole: "name"
                                        valueRole: "id"
                                        currentIndex: option.modelData.choices.findIndex(c => c.id === option.modelData.current)
                                        Accessible.name: Phrase.fill(qsTr("%1: %2"), [option.modelData.name, displayText])
                                        onActivated: index => editor.setOption(option.modelData.id, option.modelData.choices[index].id)
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: {
                                            const c = option.modelData.choices.find(x => x.id === option.modelData.current)
                                            return option.modelData.explain + (c && c.explain ? "\n" + c.explain : "")
                                        }
                                        color: Theme.textMuted
                                        font.pixelSize: Theme.fontSmall
                                        wrapMode: Text.WordWrap
                                    }
                                }
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: BattleSession.error
                        color: Theme.failure
                        wrapMode: Text.WordWrap
                    }
                    RowLayout {
                        Layout.fillWidth: true

                        Item { Layout.fillWidth: true }
                        ActionButton {
                            compact: true
                            flat: true
                            text: qsTr("Back to the list")
                            onClicked: page.choosingOptions = false
                        }
                        ActionButton {
                            objectName: "startBattle"
                            compact: true
                            primary: true
                            text: qsTr("Start the battle")
                            enabled: editor.canStart
                            onClicked: {
                                const path = editor.saveToFolder()
                                if (path.length)
                                    BattleSession.startNew(path)
                            }
                        }
                    }
                }
                Flickable {
                    id: detailScroll

                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    visible: page.selected.length > 0 && !page.choosingOptions
                    contentWidth: width
                    contentHeight: detailColumn.implicitHeight
                    boundsBehavior: Flickable.StopAtBounds
                    clip: true
                    ScrollBar.vertical: ScrollBar {}

                    ColumnLayout {
                        id: detailColumn

                        width: detailScroll.width - 12
                        spacing: Theme.spacing

                        Label {
                            textFormat: Text.PlainText
                            objectName: "editorRowErrors"
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: {
                                const r = page.revision >= 0 ? editor.rowOf(page.selected) : -1
                                return r < 0 ? "" : editor.data(editor.index(r, 0), ScenarioEditorModel.ErrorsRole)
                            }
                            color: Theme.failure
                            wrapMode: Text.WordWrap
                        }
                        TextField {
                            objectName: "editorName"
                            Layout.fillWidth: true
                            Layout.preferredHeight: Theme.touchTarget
                            text: {
                                return page.revision >= 0 ? editor.nameOf(page.selected) : ""
                            }
                            placeholderText: qsTr("Name")
                            Accessible.name: qsTr("Name")
                            onEditingFinished: editor.rename(page.selected, text)
                        }
                        SideLookChooser {
                            readonly property int selectedRow: page.revision >= 0 ? editor.rowOf(page.selected) : -1

                            Layout.fillWidth: true
                            visible: page.selectedKind === "side"
                            enabled: !page.inPlay
                            // Read again on each change (page.revision): the row stays the same
                            // when only its colour or pattern changes. Each binding here uses
                            // page.revision in its expression: a bare "page.revision" statement is
                            // dropped by the QML compiler as dead code, and its dependency with it.
                            colour: page.revision >= 0 && selectedRow >= 0
                                    ? editor.data(editor.index(selectedRow, 0), ScenarioEditorModel.ColourRole) : ""
                            pattern: page.revision >= 0 && selectedRow >= 0
                                     ? editor.data(editor.index(selectedRow, 0), ScenarioEditorModel.PatternRole) : ""
                            onColourChosen: colour => editor.setSideColour(page.selected, colour)
                            onPatternChosen: pattern => editor.setSidePattern(page.selected, pattern)
                        }
                        Choices {
                            objectName: "editorLevel"
                            Layout.fillWidth: true
                            visible: page.selectedKind === "commander"
                            // In words; the file keeps the ids.
                            model: editor.levelNames()
                            currentIndex: {
                                const r = page.revision >= 0 ? editor.rowOf(page.selected) : -1
                                return r < 0 ? -1 : editor.levels().indexOf(editor.data(editor.index(r, 0), ScenarioEditorModel.LevelRole))
                            }
                            Accessible.name: qsTr("Level: %1").arg(displayText)
                            onActivated: index => editor.setLevel(page.selected, editor.levels()[index])
                        }
                        Choices {
                            id: typeBox

                            objectName: "editorType"
                            Layout.fillWidth: true
                            visible: page.selectedKind === "unit" || page.selectedKind === "commander"
                            model: page.selectedKind.length ? editor.unitTypes(page.selectedKind === "commander") : []
                            textRole: "name"
                            valueRole: "id"
                            currentIndex: {
                                const r = page.revision >= 0 ? editor.rowOf(page.selected) : -1
                                if (r < 0 || !Array.isArray(model))
                                    return -1
                                const id = editor.data(editor.index(r, 0), ScenarioEditorModel.TypeRole)
                                return model.findIndex(t => t.id === id)
                            }
                            Accessible.name: qsTr("Type: %1").arg(displayText)
                            onActivated: index => editor.setType(page.selected, model[index].id)
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            ActionButton {
                                compact: true
                                text: qsTr("▲ Up")
                                Accessible.name: qsTr("Move up")
                                onClicked: editor.moveUp(page.selected)
                            }
                            ActionButton {
                                compact: true
                                text: qsTr("▼ Down")
                                Accessible.name: qsTr("Move down")
                                onClicked: editor.moveDown(page.selected)
                            }
                            ActionButton {
                                objectName: "editorDuplicate"
                                compact: true
                                visible: page.selectedKind !== "side"
                                text: page.selectedKind === "commander" ? qsTr("Duplicate with his units") : qsTr("Duplicate")
                                onClicked: page.selected = editor.duplicate(page.selected)
                            }
                            ActionButton {
                                objectName: "editorAddCommander"
                                compact: true
                                visible: page.selectedKind !== "unit"
                                text: qsTr("Add a commander under")
                                onClicked: page.selected = editor.addCommander(page.selected)
                            }
                            ActionButton {
                                objectName: "editorSaveArmy"
                                compact: true
                                visible: page.selectedKind === "side"
                                text: qsTr("Save as an army")
                                Accessible.description: qsTr("Keep this side to bring into later battles")
                                onClicked: {
                                    const path = editor.saveSideAsArmy(page.selected)
                                    status.text = path.length ? qsTr("Saved in your armies: %1").arg(path.split("/").pop())
                                                              : editor.lastError
                                }
                            }
                            ActionButton {
                                objectName: "editorDelete"
                                compact: true
                                text: qsTr("Delete")
                                onClicked: editor.remove(page.selected)
                            }
                        }
                        // Units under a commander: N of a type at once.
                        RowLayout {
                            Layout.fillWidth: true
                            visible: page.selectedKind === "commander"
                            spacing: Theme.spacing

                            SpinBox {
                                id: howMany

                                objectName: "editorAddCount"
                                from: 1
                                to: 100
                                value: 1
                                editable: true
                                Layout.preferredHeight: Theme.touchTarget
                                Accessible.name: qsTr("How many")
                            }
                            Choices {
                                id: addType

                                objectName: "editorAddType"
                                Layout.fillWidth: true
                                model: editor.rulesetId.length ? editor.unitTypes(false) : []
                                textRole: "name"
                                valueRole: "id"
                                Accessible.name: qsTr("Of type: %1").arg(displayText)
                            }
                            ActionButton {
                                objectName: "editorAddUnits"
                                compact: true
                                primary: true
                                text: qsTr("Add")
                                Accessible.name: Phrase.fill(qsTr("Add %1 %2"), [howMany.value, addType.displayText])
                                onClicked: editor.addUnits(page.selected, addType.currentValue, howMany.value)
                            }
                        }
                        // Under another commander.
                        RowLayout {
                            Layout.fillWidth: true
                            visible: page.selectedKind === "unit" || page.selectedKind === "commander"
                            spacing: Theme.spacing

                            Choices {
                                id: moveTarget

                                objectName: "editorMoveTarget"
                                Layout.fillWidth: true
                                model: {
                                    return page.revision >= 0 ? editor.commanders() : []
                                }
                                textRole: "label"
                                valueRole: "uid"
                                Accessible.name: qsTr("Commander to move under: %1").arg(displayText)
                            }
                            ActionButton {
                                objectName: "editorMove"
                                compact: true
                                text: qsTr("Move under")
                                onClicked: editor.moveTo(page.selected, moveTarget.currentValue)
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            Layout.topMargin: Theme.spacing
                            text: page.selectedKind === "side" ? qsTr("Every unit of the side starts with")
                                                                : qsTr("Ratings and starting state")
                            color: Theme.accent
                            font.bold: true
                        }
                        Repeater {
                            objectName: "editorFields"
                            model: {
                                return page.revision >= 0 && page.selected.length ? editor.fieldsFor(page.selected) : []
                            }
                            delegate: ColumnLayout {
                                id: fieldRow

                                required property var modelData

                                Layout.fillWidth: true
                                spacing: 0

                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: Theme.spacing

                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: fieldRow.modelData.name + (fieldRow.modelData.given ? "" : qsTr(" (default)"))
                                        color: fieldRow.modelData.given ? Theme.text : Theme.textMuted
                                        elide: Text.ElideRight
                                    }
                                    Choices {
                                        objectName: "editorField-" + fieldRow.modelData.id
                                        visible: fieldRow.modelData.kind === "ladder" || fieldRow.modelData.kind === "choice"
                                        Layout.preferredWidth: 180
                                        model: fieldRow.modelData.choices
                                        textRole: "name"
                                        valueRole: "id"
                                        currentIndex: fieldRow.modelData.choices.findIndex(c => c.id === fieldRow.modelData.value)
                                        Accessible.name: Phrase.fill(qsTr("%1: %2"), [fieldRow.modelData.name, displayText])
                                        onActivated: index => editor.setField(page.selected, fieldRow.modelData.id, fieldRow.modelData.choices[index].id)
                                    }
                                    ToggleSwitch {
                                        objectName: "editorField-" + fieldRow.modelData.id
                                        visible: fieldRow.modelData.kind === "flag"
                                        checked: fieldRow.modelData.value === true
                                        Accessible.name: fieldRow.modelData.name
                                        onToggled: editor.setField(page.selected, fieldRow.modelData.id, checked)
                                    }
                                    SpinBox {
                                        objectName: "editorField-" + fieldRow.modelData.id
                                        visible: fieldRow.modelData.kind === "integer"
                                        Layout.preferredHeight: Theme.touchTarget
                                        from: fieldRow.modelData.minimum === undefined ? 0 : fieldRow.modelData.minimum
                                        to: fieldRow.modelData.maximum === undefined ? 0 : fieldRow.modelData.maximum
                                        value: fieldRow.modelData.kind === "integer" ? fieldRow.modelData.value : 0
                                        editable: true
                                        Accessible.name: fieldRow.modelData.name
                                        onValueModified: editor.setField(page.selected, fieldRow.modelData.id, value)
                                    }
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    visible: text.length > 0
                                    text: fieldRow.modelData.explain
                                    color: Theme.textMuted
                                    font.pixelSize: Theme.fontSmall
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    ListPastePopup {
        id: pastePopup

        editor: page.editorModel
    }
    ArmyChoicePopup {
        id: armyPopup

        editor: page.editorModel
        onTold: message => status.text = message
    }

    FileDialog {
        id: exportDialog

        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Export")
        defaultSuffix: "json"
        nameFilters: [qsTr("Scenarios (*.json)")]
        onAccepted: {
            const file = selectedFile
            if (editor.exportFile(file, false))
                status.text = qsTr("Exported")
            else if (editor.replaceQuestion.length > 0)
                replaceDialog.ask(editor.replaceQuestion, () => {
                    status.text = editor.exportFile(file, true) ? qsTr("Exported") : editor.lastError
                })
            else
                status.text = editor.lastError
        }
    }
    ReplaceFileLoader {
        id: replaceDialog
    }
    FileDialog {
        id: importDialog

        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Scenarios (*.json)")]
        onAccepted: status.text = editor.importFile(selectedFile) ? "" : editor.lastError
    }
}
