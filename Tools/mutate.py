#!/usr/bin/env python3
"""Mutation testing for Switchyard: one small change at a time, then the module's tests.

For every file given, the script finds each place an operator below applies (outside comments
and string literals), applies that one change, builds the module's tests, runs
`swift test --skip-build --filter FILTER`, and restores the file.
A mutant is killed when a test fails ("killed"), or when it does not build ("killed (build)",
which includes a mutant that only adds a warning, since warnings are errors here); it
survives when every test passes. The script prints each survivor with its file, line and change,
and a score per file and in total.

Only the module's test targets and what they depend on are built (SWITCHYARD_ONLY, read by
Package.swift), in a scratch path of their own (.build-mutate) without debug information, so a
mutant rebuilds one library, its test target and whatever between them depends on the library —
not the sample app and the tools. The test targets are the FILTER's `...Tests` names unless
--targets names them. A test run that outlives --timeout is ended with its whole process tree
(.ci/time-limit) and counts as killed.

    python3 Tools/mutate.py --filter ServiceLocatorTests Sources/ServiceLocator/TestContext/TestContextDetection.swift
    python3 Tools/mutate.py --filter FlowCoreTests --max 20 Sources/FlowCore/Navigation/Navigator+History.swift
    python3 Tools/mutate.py --filter FlowCoreTests --list Sources/FlowCore/Navigation/*.swift
    python3 Tools/mutate.py --filter FlowCoreTests --lines 62,98 Sources/FlowCore/Navigation/Navigator+History.swift

Operators: `<` and `<=`, `>` and `>=`, `==` and `!=`, `+ 1` and `- 1`, `true` and `false`,
`&&` and `||`. The file is restored after every mutant and when the script is interrupted.
"""

import argparse
import os
import re
import subprocess
import sys
import time

# The last build or test run's output, for a look at why a mutant died: the scratch path's name + ".log".
LOG = ".build-mutate.log"

# (pattern, replacement) pairs; each match of a pattern is one mutant.
OPERATORS = [
    (r"(?<![<=>!])<=(?!=)", "<"),
    (r"(?<![<=>!-])<(?![<=])", "<="),
    (r"(?<![<=>!-])>=(?!=)", ">"),
    (r"(?<![<=>!-])>(?![>=])", ">="),
    (r"(?<![=!<>])==(?!=)", "!="),
    (r"(?<![=!<>])!=(?!=)", "=="),
    (r"\+ 1\b", "- 1"),
    (r"- 1\b", "+ 1"),
    (r"\btrue\b", "false"),
    (r"\bfalse\b", "true"),
    (r"&&", "||"),
    (r"\|\|", "&&"),
]


def code_spans(line):
    """The parts of a line that are code: not a comment, not inside a string literal."""
    spans, start, in_string, i = [], 0, False, 0
    while i < len(line):
        if not in_string and line.startswith("//", i):
            break
        if line[i] == '"' and (i == 0 or line[i - 1] != "\\"):
            if not in_string:
                spans.append((start, i))
            else:
                start = i + 1
            in_string = not in_string
        i += 1
    if not in_string:
        spans.append((start, i))
    return spans


def skip_line(line):
    """Lines where a change means nothing: imports, comments, attributes and compiler directives."""
    return line.strip().startswith(("import ", "//", "@", "#"))


def mutants(text):
    """Every (line number, start, end, original, replacement) in the text."""
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        if skip_line(line):
            continue
        for start, end in code_spans(line):
            segment = line[start:end]
            for pattern, replacement in OPERATORS:
                for match in re.finditer(pattern, segment):
                    # `<` and `>` in generic parameter lists (Array<Int>, -> T) are not comparisons.
                    if match.group(0) in ("<", ">", "<=", ">=") and not re.search(
                        r"\s" + re.escape(match.group(0)) + r"\s", segment[max(0, match.start() - 1) : match.end() + 1]
                    ):
                        continue
                    found.append((number, start + match.start(), start + match.end(), match.group(0), replacement))
    return found


def run(command, timeout, environment):
    """The command's exit status; 124 when it ran past the timeout (its process tree is then ended)."""
    limited = [os.path.join(os.path.dirname(__file__), "..", ".ci", "time-limit"), str(timeout), LOG] + command
    return subprocess.run(limited, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment).returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--filter", required=True, help="the swift test --filter for the module's tests")
    parser.add_argument("--max", type=int, default=0, help="at most this many mutants per file, spread evenly")
    parser.add_argument("--timeout", type=int, default=120, help="seconds for one build or test run")
    parser.add_argument(
        "--targets", help="comma-separated targets to build (SWITCHYARD_ONLY); default: the filter's ...Tests names"
    )
    parser.add_argument("--scratch-path", default=".build-mutate", help="the build directory for mutants")
    parser.add_argument("--list", action="store_true", help="print the mutants and build nothing")
    parser.add_argument(
        "--lines", help="comma-separated line numbers: only the mutants on these lines (to re-run survivors)"
    )
    arguments = parser.parse_args()
    global LOG
    LOG = arguments.scratch_path.rstrip("/") + ".log"

    if arguments.list:
        for path in arguments.files:
            found = mutants(open(path).read())
            if arguments.lines:
                wanted = {int(number) for number in arguments.lines.split(",")}
                found = [mutant for mutant in found if mutant[0] in wanted]
            for number, _, _, before, after in found:
                print(f"{path}:{number}: {before} -> {after}")
            print(f"{path}: {len(found)} mutants")
        return

    targets = arguments.targets or ",".join(sorted(set(re.findall(r"\w+Tests\b", arguments.filter))))
    if not targets:
        sys.exit("mutate: name the test targets with --targets (the filter names none ending in 'Tests').")
    environment = dict(os.environ, SWITCHYARD_ONLY=targets)
    scratch = ["--scratch-path", arguments.scratch_path]
    build = ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors", "-debug-info-format", "none"]
    build += scratch
    test = ["swift", "test", "--skip-build", "--filter", arguments.filter] + scratch
    if run(build, arguments.timeout * 3, environment) != 0 or run(test, arguments.timeout, environment) != 0:
        sys.exit(f"mutate: the unmutated tests must build and pass first (SWITCHYARD_ONLY={targets} {' '.join(test)}).")
    # A filter that matches nothing passes too, and would let every mutant survive.
    log = open(LOG, errors="replace").read()
    if not re.search(r"Test run with [1-9]\d* tests?|Executed [1-9]\d* tests?", log):
        sys.exit(f"mutate: '{arguments.filter}' ran no tests in the targets {targets}; see {LOG}.")

    totals = [0, 0]
    survivors = []
    for path in arguments.files:
        original = open(path).read()
        found = mutants(original)
        if arguments.lines:
            wanted = {int(number) for number in arguments.lines.split(",")}
            found = [mutant for mutant in found if mutant[0] in wanted]
        if arguments.max and len(found) > arguments.max:
            step = len(found) / arguments.max
            found = [found[int(index * step)] for index in range(arguments.max)]
        killed = 0
        try:
            for number, start, end, before, after in found:
                lines = original.split("\n")
                line = lines[number - 1]
                lines[number - 1] = line[:start] + after + line[end:]
                with open(path, "w") as file:
                    file.write("\n".join(lines))
                began = time.time()
                built = run(build, arguments.timeout, environment) == 0
                dead = not built or run(test, arguments.timeout, environment) != 0
                verdict = "SURVIVED" if not dead else "killed" if built else "killed (build)"
                print(f"{verdict:14} {path}:{number}: {before} -> {after}   ({time.time() - began:.0f} s)", flush=True)
                if dead:
                    killed += 1
                else:
                    survivors.append(f"{path}:{number}: {before} -> {after}   | {line.strip()}")
        finally:
            with open(path, "w") as file:
                file.write(original)
        score = 100 * killed / len(found) if found else 100
        print(f"score {path}: {killed}/{len(found)} killed ({score:.0f} %)", flush=True)
        totals[0] += killed
        totals[1] += len(found)

    run(build, arguments.timeout * 3, environment)
    print("\nsurvivors:" if survivors else "\nno survivors")
    for survivor in survivors:
        print("  " + survivor)
    if totals[1]:
        print(f"total: {totals[0]}/{totals[1]} killed ({100 * totals[0] / totals[1]:.0f} %)")


if __name__ == "__main__":
    main()
