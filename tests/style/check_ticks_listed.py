#!/usr/bin/env python3
"""resources/rulesets/TICKS.md lists every modifier the players still tick, and only those.

A modifier is a tick when it is `situational` and its band does not come from a distance
(`byRange`). Each ruleset's section of TICKS.md is the one whose heading names it (`kgcwo`); every
backquoted id in it must be such a modifier of that ruleset (or a field it names on purpose, listed
below), and every such modifier must be named there. Run with the repository's root."""
import json
import re
import sys
from pathlib import Path

# Ids TICKS.md names that are not ticks: a field the players type instead of a tick.
NOT_TICKS = {"kgcwo": {"command-distance"}}


def modifiers(ruleset, test):
    shared = ruleset.get("modifierSets", {})
    for m in test.get("modifiers", []):
        if "use" in m:
            used = shared[m["use"]]
            yield from used if isinstance(used, list) else used.get("modifiers", [])
        else:
            yield m


def main(root):
    rulesets = root / "resources" / "rulesets"
    text = (rulesets / "TICKS.md").read_text(encoding="utf-8")
    sections = {}
    for part in re.split(r"\n## ", text)[1:]:
        heading = part.split("\n", 1)[0]
        found = re.search(r"\(`([a-z0-9-]+)`\)", heading)
        if found:
            sections[found.group(1)] = set(re.findall(r"`([a-z0-9-]+)`", part.split("\n", 1)[1]))
    problems = []
    for path in sorted(rulesets.glob("*.json")):
        ruleset = json.loads(path.read_text(encoding="utf-8"))
        rid = ruleset["id"]
        ticks = {}
        for test in ruleset.get("tests", []):
            for m in modifiers(ruleset, test):
                if m.get("situational") and not m.get("byRange"):
                    ticks.setdefault(m["id"], []).append(test["id"])
        if rid not in sections:
            if ticks:
                problems.append(f"TICKS.md has no section for {rid}, which ticks {sorted(ticks)}")
            continue
        named = sections[rid] - NOT_TICKS.get(rid, set())
        for mid in sorted(set(ticks) - named):
            problems.append(f"TICKS.md: {rid}: `{mid}` (in {', '.join(ticks[mid])}) is ticked but not listed")
        for mid in sorted(named - set(ticks)):
            problems.append(f"TICKS.md: {rid}: `{mid}` is listed but is no tick of the ruleset")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ".")))
