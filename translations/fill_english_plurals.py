#!/usr/bin/env python3
"""Fills the English plural forms that lupdate leaves empty.

English is the source language, so only "%n" messages need translating: "%n unit(s)" becomes
"%n unit" and "%n units". Run after `cmake --build build --target update_translations`.
"""
import re
import sys
from pathlib import Path

# Marker in the source text -> (singular, plural).
FORMS = [
    (re.compile(r"\((es)\)"), ("", "es")),
    (re.compile(r"\((s)\)"), ("", "s")),
    (re.compile(r"\(y/ies\)"), ("y", "ies")),
    (re.compile(r"\bdie/dice\b"), ("die", "dice")),
    (re.compile(r"\bwas/were\b"), ("was", "were")),
    (re.compile(r"\bis/are\b"), ("is", "are")),
]


def forms(source: str):
    one, many = source, source
    for pattern, (singular, plural) in FORMS:
        one = pattern.sub(singular, one)
        many = pattern.sub(plural, many)
    return one, many


def main(path: Path) -> int:
    text = path.read_text(encoding="utf-8")
    # One message at a time, so a pattern never reaches into the next one.
    parts = re.split(r"(<message[ >].*?</message>)", text, flags=re.S)
    count = 0
    for i, part in enumerate(parts):
        if not part.startswith('<message numerus="yes">') or 'type="unfinished"' not in part:
            continue
        source = re.search(r"<source>(.*?)</source>", part, re.S).group(1)
        one, many = forms(source)
        parts[i] = re.sub(r'<translation type="unfinished">.*?</translation>',
                          lambda _: ("<translation>\n            <numerusform>" + one +
                                     "</numerusform>\n            <numerusform>" + many +
                                     "</numerusform>\n        </translation>"),
                          part, flags=re.S)
        count += 1
    path.write_text("".join(parts), encoding="utf-8")
    print(f"{path}: {count} plural message(s) filled")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).with_name("adjutant_en.ts"))))
