#!/usr/bin/env python3
"""Text from files is plain text: fails on any QML that could show a name, an explanation or any
other text as rich text (Qt's AutoText takes "<img src=...>" in a unit's name as an image to fetch
and "<a href>" as a live link).

Every Text and Label states `textFormat: Text.PlainText`. TextEdit and TextArea are plain by
default in Qt 6 and must stay so. The controls whose style draws their text with a Text of its own
(buttons, delegates, menu items, check boxes, tool tips) give their own `contentItem`, a Dialog its
own `header` (its title), a GroupBox its own `label`; the shared tool tip (`ToolTip.text`) and a
Menu's `title` are not used. PlainDialog.qml and the other components in qml/components/ do this
once for everyone.

Usage: check_plain_text.py FOLDER...   (prints FILE:LINE: problem, exits 1 if any)
       check_plain_text.py --self-test  (the checker on snippets whose problems are known)
"""
import os
import re
import sys

PLAIN_TEXT = {"Text", "Label"}
PLAIN_BY_DEFAULT = {"TextEdit", "TextArea"}
PLAIN_VALUES = {"Text.PlainText", "Label.PlainText", "TextEdit.PlainText", "TextArea.PlainText"}
# Qt Quick Controls types whose style shows `text` in an AutoText item of its own.
STYLE_DRAWN = {"Button", "ToolButton", "RoundButton", "DelayButton", "TabButton", "ItemDelegate",
               "MenuItem", "CheckBox", "CheckDelegate", "RadioButton", "RadioDelegate", "Switch",
               "SwitchDelegate", "SwipeDelegate", "MenuBarItem", "ToolTip"}
# Types whose style shows a title in an AutoText item, and the property that replaces it.
TITLED = {"Dialog": "header", "GroupBox": "label"}

OBJECT = re.compile(r"(?<![\w.])((?:[A-Za-z_]\w*\.)*[A-Z]\w*)\s*\{")
MEMBER = re.compile(r"\s*([A-Za-z_][\w.]*)\s*:(?!:)\s*([^\n]*)")


def blanked(source):
    """The source with comments and string literals turned to spaces, newlines kept, so that
    braces and colons inside them count for nothing."""
    out = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", source[i:end]))
            i = end
        elif c in "\"'`":
            j = i + 1
            while j < n and source[j] != c:
                j += 2 if source[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + re.sub(r"[^\n]", " ", source[i + 1:j - 1]) + (c if j - 1 > i else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def objects(text):
    """Each object declaration: (type, line, {member: (value, line)}) with the members declared
    directly in it, not in objects nested inside."""
    found = []
    for m in OBJECT.finditer(text):
        open_at = m.end() - 1
        depth, i = 0, open_at
        while i < len(text):
            if text[i] == "{":
                depth += 1
            elif text[i] == "}":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        body = text[open_at + 1:i]
        first_line = text.count("\n", 0, open_at) + 1
        members = {}
        depth, line_no, start, start_line = 0, first_line, 0, first_line
        # Its own members: the statements at its top level, one a line or split by ";".
        for j, c in enumerate(body + "\n"):
            if depth == 0 and c in "\n;":
                member = MEMBER.match(body[start:j])
                if member:
                    members.setdefault(member.group(1), (member.group(2).strip(), start_line))
                start, start_line = j + 1, line_no + (c == "\n")
            depth += (c in "{([") - (c in "})]")
            line_no += c == "\n"
        found.append((m.group(1).split(".")[-1], first_line, members))
    return found


def problems_in(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    text = blanked(source)
    problems = []
    for kind, line, members in objects(text):
        fmt = members.get("textFormat")
        if kind in PLAIN_TEXT and (fmt is None or fmt[0] not in PLAIN_VALUES):
            problems.append((line, f"{kind} without textFormat: Text.PlainText"))
        if kind in PLAIN_BY_DEFAULT and fmt is not None and fmt[0] not in PLAIN_VALUES:
            problems.append((fmt[1], f"{kind} with textFormat {fmt[0]}: text from files is plain text"))
        if kind in STYLE_DRAWN and "contentItem" not in members:
            problems.append((line, f"{kind} without a contentItem of its own: its style shows the "
                                   "text as rich text (give it a Label with textFormat: Text.PlainText)"))
        if kind in TITLED and TITLED[kind] not in members:
            problems.append((line, f"{kind} without a {TITLED[kind]} of its own: its style shows the "
                                   f"title as rich text (use PlainDialog, or set {TITLED[kind]})"))
        if kind == "Menu" and "title" in members:
            problems.append((members["title"][1], "a Menu's title is shown as rich text"))
    for number, line in enumerate(text.split("\n"), start=1):
        if re.search(r"(?<![\w.])ToolTip\.text\s*:", line):
            problems.append((number, "ToolTip.text shows the text as rich text: use a ToolTip with a "
                                     "plain contentItem"))
    return problems


SELF_TEST = {
    # source: the problems expected, by the start of their message
    "Label { text: name }": ["Label without textFormat"],
    "Label { textFormat: Text.PlainText; text: name }": [],
    "Text {\n    textFormat: Text.StyledText\n    text: name\n}": ["Text without textFormat"],
    "Item {\n    Label {\n        // textFormat: Text.PlainText\n        text: name\n    }\n}":
        ["Label without textFormat"],
    "Label {\n    text: \"textFormat: Text.PlainText\"\n}": ["Label without textFormat"],
    "Column {\n    Label {\n        textFormat: Text.PlainText\n    }\n    Text { text: name }\n}":
        ["Text without textFormat"],
    "TextArea { text: name }": [],
    "TextArea { textFormat: TextEdit.RichText }": ["TextArea with textFormat"],
    "Button { text: name }": ["Button without a contentItem"],
    "Button {\n    text: name\n    contentItem: Label { textFormat: Text.PlainText; text: parent.text }\n}": [],
    "Dialog { title: name }": ["Dialog without a header"],
    "Label {\n    textFormat: Text.PlainText\n    ToolTip.text: name\n}": ["ToolTip.text shows"],
    "Menu { title: name }": ["a Menu's title"],
}


def self_test():
    """The checker on snippets whose problems are known; returns how many it got wrong."""
    import tempfile
    wrong = 0
    for source, expected in SELF_TEST.items():
        with tempfile.NamedTemporaryFile("w", suffix=".qml", delete=False, encoding="utf-8") as f:
            f.write("import QtQuick\nimport QtQuick.Controls\n" + source + "\n")
        found = [problem for _line, problem in problems_in(f.name)]
        os.unlink(f.name)
        if len(found) != len(expected) or not all(p.startswith(e) for p, e in zip(sorted(found), sorted(expected))):
            print(f"self-test: {source!r}: found {found}, expected {expected}")
            wrong += 1
    return wrong


def main(folders):
    count = 0
    for folder in folders:
        for root, _dirs, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".qml"):
                    continue
                path = os.path.join(root, name)
                for line, problem in sorted(problems_in(path)):
                    print(f"{path}:{line}: {problem}")
                    count += 1
    if count:
        print(f"{count} place(s) where text could show as rich text", file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(1 if self_test() else 0)
    sys.exit(main(sys.argv[1:]))
