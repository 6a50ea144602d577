#!/usr/bin/env python3
"""Merges two versions of a Qt Linguist catalogue (translations/*.ts) message by message.

Two branches that each add messages to a catalogue meet in the same places of the file, and a
line-by-line merge then conflicts where nothing really does. This takes every message of both
(by context, source text, comment and plural form), keeps a finished translation over an
unfinished one, and where both are finished and differ takes the side that changed it since BASE
(the common ancestor; without it, or where both changed it, OURS is kept and the message named on
standard error: a fix made on one branch must not be lost to the other's older text). Run `update_translations` afterwards: lupdate then drops what no source has any
more and puts the messages back in its own order.

  merge_catalogues.py OURS THEIRS OUT [BASE]
      as a script; OUT may be OURS
  git config merge.catalogue.driver 'translations/merge_catalogues.py %A %B %A %O'
      as git's merge driver (with `translations/*.ts merge=catalogue` in .git/info/attributes)
"""
import sys
import xml.etree.ElementTree as ET


def key(context_name, message):
    def text(tag):
        node = message.find(tag)
        return node.text if node is not None else None
    return (context_name, text("source"), text("comment"), message.get("numerus"))


def finished(message):
    t = message.find("translation")
    return t is not None and t.get("type") not in ("unfinished", "vanished", "obsolete")


def translations_of(path):
    """Each message's translation element as text, by key, for the base of a three-way merge."""
    out = {}
    for context in ET.parse(path).getroot().findall("context"):
        name = context.find("name").text
        for m in context.findall("message"):
            t = m.find("translation")
            out[key(name, m)] = ET.tostring(t) if t is not None else None
    return out


def merge(ours_path, theirs_path, out_path, base_path=None):
    ours = ET.parse(ours_path)
    theirs = ET.parse(theirs_path)
    base = translations_of(base_path) if base_path else {}
    contexts = {c.find("name").text: c for c in ours.getroot().findall("context")}
    index = {}
    for name, context in contexts.items():
        for m in context.findall("message"):
            index[key(name, m)] = (context, m)
    for context in theirs.getroot().findall("context"):
        name = context.find("name").text
        for m in context.findall("message"):
            k = key(name, m)
            if k not in index:
                if name not in contexts:
                    fresh = ET.SubElement(ours.getroot(), "context")
                    ET.SubElement(fresh, "name").text = name
                    contexts[name] = fresh
                contexts[name].append(m)
                index[k] = (contexts[name], m)
                continue
            holder, mine = index[k]
            if finished(m) and not finished(mine):
                holder.remove(mine)
                holder.append(m)
                index[k] = (holder, m)
            elif finished(m) and finished(mine):
                a = ET.tostring(mine.find("translation"))
                b = ET.tostring(m.find("translation"))
                if a != b and k in base and base[k] == a:
                    holder.remove(mine) # only theirs changed it since the base: theirs
                    holder.append(m)
                    index[k] = (holder, m)
                elif a != b and not (k in base and base[k] == b):
                    print(f"both translated, ours kept: {name}: {k[1]!r}", file=sys.stderr)
    ET.indent(ours, space="    ")
    with open(out_path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        ours.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")
    return 0


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(merge(*sys.argv[1:]))
