#!/usr/bin/env python3
"""docs/ARCHITECTURE.md names only what exists: every path in backquotes or in a link is a file or
folder of the repository, every bare file name (`tests.cpp`) is the name of one, and every
`Class::member` appears in the sources (core/, qml/, app/, render/, lan/). Run with the repository's
root; --self-test checks the checker."""
import os
import re
import sys
from pathlib import Path

SOURCE_DIRS = ("core", "qml", "app", "render", "lan")
SOURCE_SUFFIXES = {".cpp", ".h"}
FILE_NAME = re.compile(r"^[\w.-]+\.(cpp|h|qml|json|py|md|lock|txt|cmake)$")
MEMBER = re.compile(r"^[A-Z]\w*::\w+$")
CODE = re.compile(r"`([^`]+)`")
LINK = re.compile(r"\]\(([^)#]+)(?:#[^)]*)?\)")


def names(text):
    """The paths, bare file names and members the text names, each a sorted list."""
    paths, files, members = set(), set(), set()
    for token in CODE.findall(text) + LINK.findall(text):
        token = token.strip()
        if " " in token or "://" in token:
            continue
        if "/" in token:
            paths.add(token)
        elif FILE_NAME.match(token):
            files.add(token)
        elif MEMBER.match(token):
            members.add(token)
    return sorted(paths), sorted(files), sorted(members)


def problems(root, text):
    paths, files, members = names(text)
    found = []
    for p in paths:
        if not (root / p.rstrip("/")).exists():
            found.append(f"no such path: {p}")
    basenames = set()
    for folder, subfolders, filenames in os.walk(root):
        # Not git's own files, nor the build folders (build/, build-fuzz/...) at the top.
        subfolders[:] = [d for d in subfolders
                         if d != ".git" and not (Path(folder) == root and d.startswith("build"))]
        basenames.update(filenames)
        basenames.update(subfolders)
    for f in files:
        if f not in basenames:
            found.append(f"no file named {f}")
    sources = []
    for d in SOURCE_DIRS:
        sources += [f.read_text(encoding="utf-8", errors="replace")
                    for f in (root / d).rglob("*") if f.suffix in SOURCE_SUFFIXES]
    for m in members:
        if not any(m in s for s in sources):
            found.append(f"{m} appears nowhere in {', '.join(SOURCE_DIRS)}")
    return found, len(paths) + len(files) + len(members)


def self_test():
    text = "See `core/x.cpp`, `y.h`, `A::b`, `adjutant-cli play FILE` and [z](docs/z.md#part)."
    assert names(text) == (["core/x.cpp", "docs/z.md"], ["y.h"], ["A::b"]), names(text)
    print("check_architecture: self-test passed")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 2:
        print("usage: check_architecture.py ROOT | --self-test", file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    doc = root / "docs" / "ARCHITECTURE.md"
    found, named = problems(root, doc.read_text(encoding="utf-8"))
    # A page that names almost nothing has lost its map (or the checker its patterns).
    if named < 20:
        found.append(f"only {named} paths and names found in {doc}")
    for p in found:
        print(f"docs/ARCHITECTURE.md: {p}", file=sys.stderr)
    if found:
        return 1
    print(f"check_architecture: the {named} paths and names docs/ARCHITECTURE.md gives all exist")
    return 0


if __name__ == "__main__":
    sys.exit(main())
