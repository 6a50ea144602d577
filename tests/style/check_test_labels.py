#!/usr/bin/env python3
"""Every ctest test has exactly one label, and it is one of those tests/CMakeLists.txt lists
(ADJUTANT_TEST_LABELS: unit gui e2e lint fuzz lan), so that `ctest -L KIND` picks a kind of test
and no test is left out of every kind. Reads what ctest itself would run (ctest --show-only),
the tests each function of a whole-app program became included.

    check_test_labels.py --ctest CTEST --build BUILD_DIR --labels unit,gui,...
    check_test_labels.py --self-test
"""
import argparse
import json
import subprocess
import sys


def problems(tests, allowed):
    """What is wrong with the labels of ctest's --show-only=json-v1 "tests" list."""
    found = []
    for test in tests:
        labels = []
        for prop in test.get("properties", []):
            if prop.get("name") == "LABELS":
                labels = prop.get("value", [])
        name = test.get("name", "?")
        if len(labels) != 1:
            found.append(f"{name}: labels {labels}, wants exactly one of {allowed}")
        elif labels[0] not in allowed:
            found.append(f"{name}: label {labels[0]!r} is not one of {allowed}")
    return found


def self_test():
    allowed = ["unit", "lint"]
    good = [{"name": "a", "properties": [{"name": "LABELS", "value": ["unit"]}]}]
    none = [{"name": "b", "properties": [{"name": "TIMEOUT", "value": 5}]}]
    two = [{"name": "c", "properties": [{"name": "LABELS", "value": ["unit", "lint"]}]}]
    other = [{"name": "d", "properties": [{"name": "LABELS", "value": ["slow"]}]}]
    assert problems(good, allowed) == []
    assert problems(none, allowed) == ["b: labels [], wants exactly one of ['unit', 'lint']"]
    assert len(problems(two, allowed)) == 1
    assert problems(other, allowed) == ["d: label 'slow' is not one of ['unit', 'lint']"]
    print("check_test_labels: self-test passed")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ctest")
    parser.add_argument("--build")
    parser.add_argument("--labels")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if not (args.ctest and args.build and args.labels):
        parser.error("--ctest, --build and --labels are needed")
    allowed = [label for label in args.labels.split(",") if label]
    shown = subprocess.run([args.ctest, "--show-only=json-v1"], cwd=args.build, check=True,
                           capture_output=True, text=True).stdout
    tests = json.loads(shown).get("tests", [])
    if not tests:
        print(f"check_test_labels: ctest lists no test in {args.build}", file=sys.stderr)
        return 1
    found = problems(tests, allowed)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    print(f"check_test_labels: {len(tests)} tests, each with one label of {allowed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
