#!/usr/bin/env python3
"""The texts people read in rulesets and scenarios, for Qt's translation tools.

Adjutant translates these texts as it loads a file (core/json/checkedjson.h, Obj::prose): each in
the file's own context, "ruleset:ID" or "scenario:ID", so "Fire" in one rule system may be
translated otherwise than in another. This script lists the same texts in the same contexts:

  ruleset_strings.py --cpp OUT.cpp FILE.json...
      a C++ file of QT_TRANSLATE_NOOP entries, with the JSON path of each as a translator's
      comment, for lupdate (the build makes it at configure time; `update_translations` then
      brings the texts into translations/*.ts, where they are translated in Linguist like any
      other message);
  ruleset_strings.py --ts LANG FILE.json
      a Linguist .ts file for an umpire's own ruleset or scenario: translate it in Linguist,
      `lrelease` it, and put FILE_LANG.qm beside FILE.json in Adjutant's rulesets (or scenarios)
      folder; the app loads it with its own catalogues.

Translated: every "name", "explain", "note", "thenExplain", "notOffered", "reason", "reasonOne",
"says", "resultWords" and "resultWordsOne" of a ruleset, and the names its
plain choices are shown by ("british" reads "British"); the name and
explanation and victory conditions of a scenario and the names of its sides; the name and explanation of a guided first
battle (resources/tutorials) and each step's title and text, in the context "tutorial:ID". Not translated: ids, and "ref", which
cites the rule book's own section headings as printed. The names of commanders and units are
proper names and stay as written.
"""
import json
import sys
from pathlib import Path
from xml.sax.saxutils import escape

RULESET_KEYS = ("name", "explain", "note", "thenExplain", "notOffered", "reason", "reasonOne", "says",
                "resultWords", "resultWordsOne")


def label(node, key):
    """A path segment: the id of a list item when it has one."""
    if isinstance(node, dict) and isinstance(node.get("id"), str):
        return node["id"]
    return str(key)


def ruleset_texts(data):
    out = []

    def walk(node, path):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in RULESET_KEYS and isinstance(value, str) and value.strip():
                    out.append((value, "/".join(path + [key])))
                elif isinstance(value, (dict, list)):
                    walk(value, path + [key])
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, path + [label(value, i)])

    walk(data, [])
    # A choice named by its id alone ("british") is shown as a name ("British"), as core's
    # Wording::choiceName makes it; that name is translated in the ruleset's context too.
    for field in data.get("fields", []):
        if isinstance(field, dict) and isinstance(field.get("choices"), list):
            for choice in field["choices"]:
                if isinstance(choice, str) and choice:
                    out.append((choice_name(choice), f"fields/{field.get('id', '?')}/choices/{choice}"))
    # A phase's segments are ids too, shown as words ("charge-moves" reads "charge moves", as
    # Wording::segmentName makes it).
    for phase in (data.get("activation") or {}).get("phases", []):
        if isinstance(phase, dict):
            for segment in phase.get("segments", []):
                if isinstance(segment, str) and segment:
                    out.append((plain_words(segment), f"activation/phases/{phase.get('id', '?')}/segments/{segment}"))
    return out


def choice_name(choice):
    """Wording::plainWords and capitalised: "knox-volley-gun" reads "Knox volley gun"."""
    words = plain_words(choice)
    return words[:1].upper() + words[1:]


def plain_words(choice):
    """Wording::plainWords: "charge-moves" reads "charge moves"."""
    words = ""
    for i, c in enumerate(choice):
        if c in "-_.":
            words += " "
        elif c.isupper() and i > 0 and choice[i - 1].islower():
            words += " " + c.lower()
        else:
            words += c
    return " ".join(words.split())


def scenario_texts(data):
    out = []
    for key in ("name", "explain", "victory"):
        if isinstance(data.get(key), str) and data[key].strip():
            out.append((data[key], key))
    for side in data.get("sides", []):
        if isinstance(side, dict) and isinstance(side.get("name"), str):
            out.append((side["name"], f"sides/{side.get('id', '?')}/name"))
    return out


def tutorial_texts(data):
    """A guided first battle's name and explanation, and each step's title and text."""
    out = []
    for key in ("name", "explain"):
        if isinstance(data.get(key), str) and data[key].strip():
            out.append((data[key], key))
    for step in data.get("steps", []):
        if isinstance(step, dict):
            for key in ("title", "text"):
                if isinstance(step.get(key), str) and step[key].strip():
                    out.append((step[key], f"steps/{step.get('id', '?')}/{key}"))
    return out


def texts_of(path: Path):
    """(context, [(text, where)]) of one ruleset, scenario or tutorial file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if "steps" in data:
        kind = "tutorial"
        found = tutorial_texts(data)
    else:
        kind = "scenario" if "sides" in data or "ruleset" in data else "ruleset"
        found = scenario_texts(data) if kind == "scenario" else ruleset_texts(data)
    # Each text once per context, at its first place, as lupdate would merge them.
    seen, unique = set(), []
    for text, where in found:
        if text not in seen:
            seen.add(text)
            unique.append((text, where))
    return f"{kind}:{data.get('id', path.stem)}", unique


def cpp_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write_cpp(out: Path, files):
    lines = ["// Generated by translations/ruleset_strings.py for lupdate; never compiled.",
             "#include <QtGlobal>", "", "static const char *const kRulesetStrings[] = {"]
    # A text listed by several files of one context (a ruleset and its earlier copies) is listed
    # once, at its place in the current file (earlier copies last): lupdate keeps no locations, so
    # the one comment is what translators see, and an earlier copy added changes no .ts file.
    listed = set()
    for f in sorted(files, key=lambda f: f.parent.name == "earlier"):
        context, texts = texts_of(f)
        for text, where in texts:
            if (context, text) in listed:
                continue
            listed.add((context, text))
            lines.append(f"    //: {f.name}: {where}")
            lines.append(f"    QT_TRANSLATE_NOOP({cpp_string(context)}, {cpp_string(text)}),")
    lines.append("};")
    content = "\n".join(lines) + "\n"
    # Rewritten only when it changes, so lupdate's inputs keep their time.
    if not out.exists() or out.read_text(encoding="utf-8") != content:
        out.write_text(content, encoding="utf-8")


def write_ts(language, f: Path):
    context, texts = texts_of(f)
    print('<?xml version="1.0" encoding="utf-8"?>')
    print("<!DOCTYPE TS>")
    print(f'<TS version="2.1" language="{escape(language)}" sourcelanguage="en">')
    print("<context>")
    print(f"    <name>{escape(context)}</name>")
    for text, where in texts:
        print("    <message>")
        print(f"        <source>{escape(text)}</source>")
        print(f"        <extracomment>{escape(where)}</extracomment>")
        print('        <translation type="unfinished"></translation>')
        print("    </message>")
    print("</context>")
    print("</TS>")


def main(argv):
    if len(argv) >= 3 and argv[0] == "--cpp":
        write_cpp(Path(argv[1]), [Path(a) for a in argv[2:]])
        return 0
    if len(argv) == 3 and argv[0] == "--ts":
        write_ts(argv[1], Path(argv[2]))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
