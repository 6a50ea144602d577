#!/usr/bin/env python3
"""User text is never passed through a second arg(): fails on any message whose placeholders are
filled one arg() at a time after a text has gone in.

QString::arg() fills the lowest-numbered placeholders left, wherever they are, so in
tr("%1 — %2, turn %3").arg(name, rules).arg(turn) a battle named "Ridge %1 %2" has its own "%1"
filled with the turn. One arg() with every value fills them in one pass and leaves a name as
typed: .arg(name, rules, QString::number(turn)) (QString::arg takes several values only as
strings: numbers through QString::number or QLocale::toString).

C++: an arg() called on the result of an arg() that took a text (a QString, QStringView, QChar...)
is found by clang-query on the compile commands, in the files whose source shows a chain. An arg()
after one that took a number is fine: a number holds no "%". QML: its arg() takes one value, so
there any chain is refused; Phrase.fill(qsTr("%1 of %2"), [name, side]) fills them in one pass.

Usage: check_arg_chains.py --build BUILD_DIR [--clang-query PATH] FOLDER...
Prints FILE:LINE: problem; exits 1 if any. With --self-test instead of folders: the checks on
samples whose chains are known.
"""
import argparse
import json
import os
import re
import subprocess
import sys

# A member call of QString::arg on the result of a QString::arg whose first parameter is not a
# number (the integer, floating-point and char overloads take one).
QUERY = """set output diag
match cxxMemberCallExpr(
  callee(cxxMethodDecl(hasName("arg"), ofClass(hasName("QString")))),
  on(ignoringImplicit(cxxMemberCallExpr(
    callee(cxxMethodDecl(hasName("arg"), ofClass(hasName("QString")),
      unless(hasParameter(0, parmVarDecl(hasType(isInteger())))),
      unless(hasParameter(0, parmVarDecl(hasType(realFloatingPointType())))))))))).bind("chain")
"""


def chains(source):
    """Line numbers of each `.arg(...)` directly followed by another `.arg(`."""
    found = []
    for m in re.finditer(r"\.arg\(", source):
        depth, j, quote = 1, m.end(), None
        while j < len(source) and depth:
            c = source[j]
            if quote:
                if c == "\\":
                    j += 1
                elif c == quote:
                    quote = None
            elif c in "\"'":
                quote = c
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            j += 1
        k = j
        while k < len(source) and source[k] in " \t\r\n":
            k += 1
        if source.startswith(".arg(", k):
            found.append(source.count("\n", 0, m.start()) + 1)
    return found


def sources(folders, suffixes):
    for folder in folders:
        for root, _dirs, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(suffixes):
                    yield os.path.join(root, name)


def clang_chains(clang_query, build, files):
    """(file, line) of each chain clang-query finds in the files, with the compile commands in
    `build`; raises RuntimeError when a file does not parse (its chains would go unseen).

    One clang-query per file: given them all, it keeps every file's syntax tree until the end
    (6 GB for the 40 files of the project, beside the other tests), where one at a time takes
    300 MB and the same processor time."""
    query = os.path.join(build, "arg-chains.query")
    with open(query, "w", encoding="utf-8") as f:
        f.write(QUERY)
    found = set()
    for file in sorted(files):
        run = subprocess.run([clang_query, "-p", build, "-f", query, file],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        in_file = set()
        for line in run.stdout.splitlines():
            m = re.match(r"(.*?):(\d+):\d+: note: \"chain\" binds here", line)
            if m:
                in_file.add((m.group(1), int(m.group(2))))
        errors = [line for line in run.stdout.splitlines() if ": error: " in line]
        if errors or (run.returncode != 0 and not in_file):
            raise RuntimeError("\n".join(errors) or run.stdout or f"clang-query exited {run.returncode} on {file}")
        found |= in_file
    return found


SELF_TEST = """#include <QChar>
#include <QString>
QString numberFirst(const QString &name, int n) { return QStringLiteral("%1 %2").arg(n).arg(name); }
QString onePass(const QString &a, const QString &b, int n) { return QStringLiteral("%1 %2 %3").arg(a, b, QString::number(n)); }
QString nameFirst(const QString &name, int n) { return QStringLiteral("%1 %2").arg(name).arg(n); }
QString twoNamesFirst(const QString &a, const QString &b, int n) { return QStringLiteral("%1 %2 %3").arg(a, b).arg(n); }
QString charFirst(QChar c, const QString &b) { return QStringLiteral("%1 %2").arg(c).arg(b); }
"""
SELF_TEST_LINES = {5, 6, 7}
SELF_TEST_QML = 'Label { text: qsTr("%1 %2").arg(a).arg(b) }\nLabel { text: qsTr("%1").arg(a) }\n'


def self_test(build, clang_query):
    """The checks on samples whose chains are known: C++ compiled as a file of core is, and QML."""
    import tempfile
    wrong = []
    if chains(SELF_TEST_QML) != [1]:
        wrong.append(f"QML: found chains on lines {chains(SELF_TEST_QML)}, expected [1]")
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        like = next(c for c in json.load(f)
                    if "adjutant_core.dir" in (c.get("command") or " ".join(c["arguments"])))
    with tempfile.TemporaryDirectory() as scratch:
        sample = os.path.join(scratch, "sample.cpp")
        with open(sample, "w", encoding="utf-8") as f:
            f.write(SELF_TEST)
        command = like.get("command") or " ".join(like["arguments"])
        command = command.replace(like["file"], sample)
        command = re.sub(r"-o \S+", "-o " + os.path.join(scratch, "sample.o"), command)
        with open(os.path.join(scratch, "compile_commands.json"), "w", encoding="utf-8") as f:
            json.dump([{"directory": like["directory"], "command": command, "file": sample}], f)
        lines = {line for _file, line in clang_chains(clang_query, scratch, [sample])}
        if lines != SELF_TEST_LINES:
            wrong.append(f"C++: found chains on lines {sorted(lines)}, expected {sorted(SELF_TEST_LINES)}")
    for w in wrong:
        print("self-test: " + w)
    return 1 if wrong else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True)
    parser.add_argument("--clang-query", default="clang-query-14")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("folders", nargs="*")
    args = parser.parse_args()
    if args.self_test:
        return self_test(args.build, args.clang_query)
    problems = []

    for path in sources(args.folders, (".qml",)):
        with open(path, encoding="utf-8") as f:
            for line in chains(f.read()):
                problems.append(f"{path}:{line}: arg() chained in QML: use Phrase.fill(qsTr(...), [...])")

    # The C++ files that show a chain at all, and the translation unit that compiles each: the file
    # itself, or in a unity build (ADJUTANT_UNITY_BUILD) the batch that includes it. A header is
    # parsed through a unit that includes it.
    with open(os.path.join(args.build, "compile_commands.json"), encoding="utf-8") as f:
        units = sorted({os.path.realpath(os.path.join(c["directory"], c["file"])) for c in json.load(f)})
    # Ours, not what the build generates (moc, resources, qmlcachegen).
    roots = tuple(os.path.realpath(folder) + os.sep for folder in args.folders)
    compiled_by = {}
    for unit in units:
        if unit.startswith(roots):
            compiled_by[unit] = unit
        elif re.search(r"/Unity/unity_\d+_cxx\.cxx$", unit):
            with open(unit, encoding="utf-8") as f:
                for included in re.findall(r'^#include\s+"([^"]+)"', f.read(), re.MULTILINE):
                    if os.path.realpath(included).startswith(roots):
                        compiled_by[os.path.realpath(included)] = unit
    suspects = []
    for path in sources(args.folders, (".cpp", ".h")):
        with open(path, encoding="utf-8") as f:
            if chains(f.read()):
                suspects.append(os.path.realpath(path))
    to_parse = set()
    for suspect in suspects:
        if suspect.endswith(".cpp"):
            if suspect not in compiled_by:
                problems.append(f"{os.path.relpath(suspect)}: shows an arg() chain but no compile command "
                                "builds it, so it cannot be checked")
                continue
            to_parse.add(compiled_by[suspect])
            continue
        header = os.path.basename(suspect)
        for source, unit in sorted(compiled_by.items()):
            with open(source, encoding="utf-8", errors="replace") as f:
                if re.search(r'#include\s+"([^"]*/)?' + re.escape(header) + '"', f.read()):
                    to_parse.add(unit)
                    break
    if to_parse:
        try:
            found = clang_chains(args.clang_query, args.build, to_parse)
        except RuntimeError as e:
            print(e, file=sys.stderr)
            return 2
        for file, line in sorted(found):
            problems.append(f"{os.path.relpath(file)}:{line}: arg() after an arg() that took a text: fill "
                            "every placeholder in one arg()")
    for p in problems:
        print(p)
    print(f"{len(problems)} chained arg() call(s); {len(to_parse)} C++ file(s) parsed", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
