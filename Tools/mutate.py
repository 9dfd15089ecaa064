#!/usr/bin/env python3
"""Mutation testing for Switchyard: one small change at a time, then the module's tests.

For every file given, the script finds each place an operator below applies (outside comments
and string literals), applies that one change, builds the tests with the same flags as `make test` (so the build
cache is reused), runs `swift test --skip-build --filter FILTER`, and restores the file.
A mutant is killed when a test fails ("killed"), or when it does not build ("killed (build)",
which includes a mutant that only adds a warning, since warnings are errors here); it
survives when every test passes. The
script prints each survivor with its file, line and change, and a score per file and in total.

    python3 Tools/mutate.py --filter ServiceLocatorTests Sources/ServiceLocator/TestContext/TestContextDetection.swift
    python3 Tools/mutate.py --filter FlowCoreTests --max 20 Sources/FlowCore/Navigation/Navigator+History.swift

Operators: `<` and `<=`, `>` and `>=`, `==` and `!=`, `+ 1` and `- 1`, `true` and `false`,
`&&` and `||`. The file is restored after every mutant and when the script is interrupted.
"""

import argparse
import re
import subprocess
import sys
import time

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


def run(command, timeout):
    try:
        return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        return 124


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--filter", required=True, help="the swift test --filter for the module's tests")
    parser.add_argument("--max", type=int, default=0, help="at most this many mutants per file, spread evenly")
    parser.add_argument("--timeout", type=int, default=600, help="seconds for one build or test run")
    arguments = parser.parse_args()

    build = ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"]
    test = ["swift", "test", "--skip-build", "--filter", arguments.filter]
    if run(build, arguments.timeout * 3) != 0 or run(test, arguments.timeout) != 0:
        sys.exit("mutate: the unmutated tests must build and pass first (" + " ".join(test) + ").")

    totals = [0, 0]
    survivors = []
    for path in arguments.files:
        original = open(path).read()
        found = mutants(original)
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
                built = run(build, arguments.timeout) == 0
                dead = not built or run(test, arguments.timeout) != 0
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

    run(build, arguments.timeout * 3)
    print("\nsurvivors:" if survivors else "\nno survivors")
    for survivor in survivors:
        print("  " + survivor)
    if totals[1]:
        print(f"total: {totals[0]}/{totals[1]} killed ({100 * totals[0] / totals[1]:.0f} %)")


if __name__ == "__main__":
    main()
