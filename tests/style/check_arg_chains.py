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
    found, errors = parsed_chains(clang_query, build, files)
    if errors:
        raise RuntimeError("\n".join(errors))
    return found


def parsed_chains(clang_query, build, files, extra=()):
    """The chains clang-query finds in the files, and what kept a file from parsing (its error
    lines, or what it said if it failed without them and found nothing)."""
    query = os.path.join(build, "arg-chains.query")
    with open(query, "w", encoding="utf-8") as f:
        f.write(QUERY)
    found, problems = set(), []
    for file in sorted(files):
        run = subprocess.run([clang_query, "-p", build, "-f", query, *extra, file],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        in_file = set()
        for line in run.stdout.splitlines():
            m = re.match(r"(.*?):(\d+):\d+: note: \"chain\" binds here", line)
            if m:
                in_file.add((m.group(1), int(m.group(2))))
        errors = [line for line in run.stdout.splitlines() if re.search(r": (fatal )?error: ", line)]
        if errors or (run.returncode != 0 and not in_file):
            problems.append("\n".join(errors) or run.stdout or f"clang-query exited {run.returncode} on {file}")
        found |= in_file
    return found, problems


def compile_flags(command, unit):
    """A compile command less the file it compiles and where the object goes: the same flags for
    two units say that one unit may include the sources of both."""
    return re.sub(r"(^|\s)-c(?=\s|$)", " ", re.sub(r"-o \S+", "", command.replace(unit, "")))


def together(clang_query, build, sources_by_unit):
    """(file, line) of each chain in the sources, each source parsed with its unit's flags.

    Parsing dominates, and most of a unit's parse is the headers (Qt's and the project's), so the
    sources of every unit with the same flags are parsed as one unit that includes them all (a
    unity batch as the build makes them, but of only the sources that show a chain): 28 files of
    core in one parse instead of 13 batches. Two sources may clash in one unit (a file-local name
    in both, which the build never puts in one batch): the files the errors are in are parsed
    apart, and a source that parses in no such unit is parsed in its own unit as the build does,
    where an error is the file's, as before. Raises RuntimeError on that."""
    import tempfile
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        commands = {os.path.realpath(os.path.join(c["directory"], c["file"])): c for c in json.load(f)}
    groups = {}
    for unit, srcs in sorted(sources_by_unit.items()):
        c = commands[unit]
        command = c.get("command") or " ".join(c["arguments"])
        groups.setdefault((c["directory"], compile_flags(command, c["file"])), []).append((unit, sorted(srcs)))
    found, alone = set(), set()
    with tempfile.TemporaryDirectory() as scratch:
        pending = [(key, sorted({s for _unit, srcs in members for s in srcs}), dict(
            (s, unit) for unit, srcs in members for s in srcs)) for key, members in sorted(groups.items())]
        while pending:
            (directory, flags), srcs, unit_of = pending.pop()
            combined = os.path.join(scratch, f"together_{len(pending)}_{len(srcs)}.cxx")
            with open(combined, "w", encoding="utf-8") as f:
                f.writelines(f'#include "{s}"\n' for s in srcs)
            with open(os.path.join(scratch, "compile_commands.json"), "w", encoding="utf-8") as f:
                json.dump([{"directory": directory, "command": f"{flags} -c {combined}", "file": combined}], f)
            # The first error ends the parse: the sources after it are parsed again anyway.
            in_group, errors = parsed_chains(clang_query, scratch, [combined], ["--extra-arg=-Wfatal-errors"])
            if not errors:
                found |= in_group
                continue
            if len(srcs) == 1:
                alone.add(unit_of[srcs[0]])
                continue
            # The sources an error is in are parsed apart from the others; if that says nothing
            # (an error in a header, or in every source), each half apart.
            said = "\n".join(errors)
            failing = [s for s in srcs if s + ":" in said]
            if not failing or len(failing) == len(srcs):
                failing = srcs[len(srcs) // 2:]
            rest = [s for s in srcs if s not in failing]
            pending.append(((directory, flags), failing, unit_of))
            pending.append(((directory, flags), rest, unit_of))
    return found | (clang_chains(clang_query, build, alone) if alone else set())


SELF_TEST = """#include <QChar>
#include <QString>
QString numberFirst(const QString &name, int n) { return QStringLiteral("%1 %2").arg(n).arg(name); }
QString onePass(const QString &a, const QString &b, int n) { return QStringLiteral("%1 %2 %3").arg(a, b, QString::number(n)); }
QString nameFirst(const QString &name, int n) { return QStringLiteral("%1 %2").arg(name).arg(n); }
QString twoNamesFirst(const QString &a, const QString &b, int n) { return QStringLiteral("%1 %2 %3").arg(a, b).arg(n); }
QString charFirst(QChar c, const QString &b) { return QStringLiteral("%1 %2").arg(c).arg(b); }
"""
SELF_TEST_QML = 'Label { text: qsTr("%1 %2").arg(a).arg(b) }\nLabel { text: qsTr("%1").arg(a) }\n'
# Samples parsed together as the check parses the project's sources: a second source whose
# file-local name clashes with the first's and that shows a header's chain, and a third that
# parses only after the source before it in its unity batch (it uses that source's type).
SELF_TEST_OTHER = """#include "sample.h"
namespace { struct Clash { int n = 2; }; }
QString other(const QString &name, int n) { return QStringLiteral("%1 %2").arg(name).arg(n); }
"""
SELF_TEST_HEADER = """#include <QString>
inline QString inHeader(const QString &name, int n) { return QStringLiteral("%1 %2").arg(name).arg(n); }
"""
SELF_TEST_FIRST = """#include <QString>
struct Provided { QString name; };
"""
SELF_TEST_THIRD = """QString third(const Provided &p, int n) { return QStringLiteral("%1 %2").arg(p.name).arg(n); }
"""
# Of SELF_TEST: the chains after a text (lines 5, 6, 7), not those after a number or one arg().
SELF_TEST_TOGETHER = {("sample.cpp", 5), ("sample.cpp", 6), ("sample.cpp", 7), ("other.cpp", 3),
                      ("sample.h", 2), ("third.cpp", 1)}


def self_test(build, clang_query):
    """The checks on samples whose chains are known: C++ compiled as a file of core is, one unit
    and several together, and QML."""
    import tempfile
    wrong = []
    if chains(SELF_TEST_QML) != [1]:
        wrong.append(f"QML: found chains on lines {chains(SELF_TEST_QML)}, expected [1]")
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        like = next(c for c in json.load(f)
                    if "adjutant_core.dir" in (c.get("command") or " ".join(c["arguments"])))
    with tempfile.TemporaryDirectory() as scratch:
        files = {"sample.cpp": SELF_TEST + "namespace { struct Clash { int n = 1; }; }\n",
                 "other.cpp": SELF_TEST_OTHER, "sample.h": SELF_TEST_HEADER, "first.cpp": SELF_TEST_FIRST,
                 "third.cpp": SELF_TEST_THIRD, "batch.cxx": '#include "first.cpp"\n#include "third.cpp"\n'}
        for name, text in files.items():
            with open(os.path.join(scratch, name), "w", encoding="utf-8") as f:
                f.write(text)
        path = {name: os.path.realpath(os.path.join(scratch, name)) for name in files}
        entries = []
        for unit in ("sample.cpp", "other.cpp", "batch.cxx"):
            command = like.get("command") or " ".join(like["arguments"])
            command = command.replace(like["file"], path[unit])
            command = re.sub(r"-o \S+", "-o " + path[unit] + ".o", command)
            entries.append({"directory": like["directory"], "command": command, "file": path[unit]})
        with open(os.path.join(scratch, "compile_commands.json"), "w", encoding="utf-8") as f:
            json.dump(entries, f)
        found = {(os.path.basename(file), line) for file, line in together(clang_query, scratch, {
            path["sample.cpp"]: {path["sample.cpp"]}, path["other.cpp"]: {path["other.cpp"]},
            path["batch.cxx"]: {path["third.cpp"]}})}
        if found != SELF_TEST_TOGETHER:
            wrong.append(f"C++ together: found chains at {sorted(found)}, expected {sorted(SELF_TEST_TOGETHER)}")
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
    # parsed through a unit that includes it, with every source of that unit.
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
    to_parse = {}  # unit: the sources of it to parse
    for suspect in suspects:
        if suspect.endswith(".cpp"):
            if suspect not in compiled_by:
                problems.append(f"{os.path.relpath(suspect)}: shows an arg() chain but no compile command "
                                "builds it, so it cannot be checked")
                continue
            to_parse.setdefault(compiled_by[suspect], set()).add(suspect)
            continue
        header = os.path.basename(suspect)
        for source, unit in sorted(compiled_by.items()):
            with open(source, encoding="utf-8", errors="replace") as f:
                if re.search(r'#include\s+"([^"]*/)?' + re.escape(header) + '"', f.read()):
                    to_parse.setdefault(unit, set()).update(s for s, u in compiled_by.items() if u == unit)
                    break
    if to_parse:
        try:
            found = together(args.clang_query, args.build, to_parse)
        except RuntimeError as e:
            print(e, file=sys.stderr)
            return 2
        for file, line in sorted(found):
            problems.append(f"{os.path.relpath(file)}:{line}: arg() after an arg() that took a text: fill "
                            "every placeholder in one arg()")
    for p in problems:
        print(p)
    parsed = sum(map(len, to_parse.values()))
    print(f"{len(problems)} chained arg() call(s); {parsed} C++ file(s) parsed", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
