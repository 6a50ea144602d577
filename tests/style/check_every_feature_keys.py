#!/usr/bin/env python3
"""The made-up system that should use every part of the ruleset format uses every key the ruleset
loader accepts: a key the loader gains fails this check until the system uses it. The system is two
files, since a ruleset is played either by a deck or in phases: tests/core/battle/data/
every-feature.json (the deck) and every-feature-turns.json (phases, and units made of figures). The keys are read from the loader's sources (core/rules/rulesetloader.cpp,
core/rules/loader/*.cpp, core/rules/procedureloader.cpp): each list of allowed keys there is a
brace list of string literals. The keys the file does not use yet are listed below (NOT_YET) and
the list only shrinks: a key in it that the file now uses, or that the loader no longer accepts,
fails the check too. Run with the repository's root; --self-test checks the checker."""
import json
import re
import sys
from pathlib import Path

LOADER = ["core/rules/rulesetloader.cpp", "core/rules/procedureloader.cpp", "core/rules/loader/*.cpp"]
FILES = ["tests/core/battle/data/every-feature.json", "tests/core/battle/data/every-feature-turns.json"]
FILE = " and ".join(p.rsplit("/", 1)[1] for p in FILES)

# Keys the system does not use yet: none. A key the loader gains is used by the system, with a
# test that plays it, in the same change; never add one here.
NOT_YET = set()

LITERAL = r'"(?:[^"\\]|\\.)*"'
KEY_LIST = re.compile(r"\{\s*(" + LITERAL + r"(?:\s*,\s*" + LITERAL + r")*)\s*,?\s*\}")


def loader_keys(sources):
    """Every string in a brace list made only of string literals, comments left out."""
    keys = set()
    for text in sources:
        text = re.sub(r"//[^\n]*", "", text)
        for match in KEY_LIST.finditer(text):
            keys.update(k[1:-1] for k in re.findall(LITERAL, match.group(1)))
    return keys


def used_keys(value, out):
    if isinstance(value, dict):
        for key, inner in value.items():
            out.add(key)
            used_keys(inner, out)
    elif isinstance(value, list):
        for inner in value:
            used_keys(inner, out)
    return out


def problems(accepted, used, not_yet):
    found = [f"the loader accepts \"{k}\", which {FILE} does not use" for k in sorted(accepted - used - not_yet)]
    found += [f"\"{k}\" is used now: take it out of NOT_YET" for k in sorted(not_yet & used)]
    found += [f"the loader no longer accepts \"{k}\": take it out of NOT_YET" for k in sorted(not_yet - accepted)]
    return found


def self_test():
    source = 'Obj o(ctx, v, p, {"id", "name"}); // {"old"}\nfor (const char *k : {"a", "b"}) {}\nf({"x", 1});'
    assert loader_keys([source]) == {"id", "name", "a", "b"}, loader_keys([source])
    assert used_keys({"id": 1, "list": [{"name": 2}]}, set()) == {"id", "list", "name"}
    assert problems({"id", "name"}, {"id"}, set()) == [f"the loader accepts \"name\", which {FILE} does not use"]
    assert problems({"id", "name"}, {"id", "name"}, {"name"}) == ["\"name\" is used now: take it out of NOT_YET"]
    assert len(problems({"id"}, {"id"}, {"gone"})) == 1
    print("check_every_feature_keys: self-test passed")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 2:
        print("usage: check_every_feature_keys.py ROOT | --self-test", file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    sources = [p.read_text(encoding="utf-8") for pattern in LOADER for p in sorted(root.glob(pattern))]
    accepted = loader_keys(sources)
    # Fewer than this means the sources moved or the pattern stopped matching, not a tidy loader.
    if len(accepted) < 150:
        print(f"check_every_feature_keys: only {len(accepted)} keys found in {LOADER}", file=sys.stderr)
        return 1
    used = set()
    for file in FILES:
        used_keys(json.loads((root / file).read_text(encoding="utf-8")), used)
    found = problems(accepted, used, NOT_YET)
    for p in found:
        print(f"check_every_feature_keys: {p}", file=sys.stderr)
    if found:
        return 1
    print(f"check_every_feature_keys: {FILE} use {len(accepted) - len(NOT_YET)} of the loader's "
          f"{len(accepted)} keys; {len(NOT_YET)} not yet (see NOT_YET)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
