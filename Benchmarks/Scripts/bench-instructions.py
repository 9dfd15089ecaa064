#!/usr/bin/env python3
"""`make bench-instructions`: every pair `make bench` reports, counted in instructions by callgrind.

Wall times on a shared 2-core machine move twofold with the load; instruction counts do not. For each
suite named (default: router navigator locator deeplinks plugins modules), the script

1. lists the pairs the suite reports (`SWITCHYARD_BENCH_LIST=1`: no body runs, `report` prints
   `pair <ours> <baseline> <goal>` for each pair of timed bodies; budgets and memory figures are left out);
2. counts each body's instructions: the release binary (stripped of debug info, which valgrind 3.19
   cannot read) runs under `valgrind --tool=callgrind` with `SWITCHYARD_BENCH_COUNT=<name>`, which runs
   only that body, once to warm up and then N times; the suite's setup is the same for every N, so
   (count(N) - count(0)) / N is one call. N is picked from a first run with N = 1 so that the counted
   part is about 2 * 10^8 instructions. Children are traced (`--trace-children=yes`), so a baseline that
   runs a shell pipeline counts grep, sort and uniq too. Hashing is deterministic
   (`SWIFT_DETERMINISTIC_HASHING=1`), so two runs give the same counts;
3. prints each pair with its instructions per call and their ratio, and judges the goal on that ratio.

Usage: bench-instructions.py [suite ...]   (build first: make bench BENCH=<suite>)
"""

import os
import re
import subprocess
import sys

BENCHMARKS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(BENCHMARKS, ".build", "release", "SwitchyardBenchmarks")
STRIPPED = BINARY + ".valgrind"
DEFAULT_SUITES = ["router", "navigator", "locator", "deeplinks", "plugins", "modules"]
TARGET_INSTRUCTIONS = 2e8
COLLECTED = re.compile(r"Collected : (\d+)")


def environment(**extra):
    # A small iteration scale keeps the parts of a suite that are not counted (async measurements) short.
    return dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", SWITCHYARD_BENCH_SCALE="0.001", **extra)


def pairs(suite):
    """(ours, baseline, goal or None) for every pair of timed bodies the suite reports."""
    result = subprocess.run([BINARY, suite], env=environment(SWITCHYARD_BENCH_LIST="1"),
                            capture_output=True, text=True, timeout=1800)
    if result.returncode != 0:
        sys.exit("error: listing the pairs of suite '%s' failed:\n%s" % (suite, result.stderr[-2000:]))
    found = []
    for line in result.stdout.splitlines():
        fields = line.split("\t")
        if len(fields) == 4 and fields[0] == "pair":
            found.append((fields[1], fields[2], None if fields[3] == "-" else float(fields[3])))
    return found


def collected(suite, name, count):
    """Instructions of the whole run (every traced process) with body `name` run `count` times after a warm-up."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--trace-children=yes",
               STRIPPED, suite]
    result = subprocess.run(command, env=environment(SWITCHYARD_BENCH_COUNT=name, SWITCHYARD_BENCH_COUNT_N=str(count)),
                            capture_output=True, text=True, timeout=3600)
    counts = [int(value) for value in COLLECTED.findall(result.stderr)]
    if result.returncode != 0 or not counts:
        sys.exit("error: counting '%s' in suite '%s' failed:\n%s" % (name, suite, result.stderr[-2000:]))
    return sum(counts)


def per_call(suite, name):
    """Instructions of one call of body `name`, and the N it was counted over."""
    base = collected(suite, name, 0)
    first = max(1, collected(suite, name, 1) - base)
    count = int(max(1, min(10_000, TARGET_INSTRUCTIONS // first)))
    if count == 1:
        return first, 1
    return (collected(suite, name, count) - base) / count, count


def main():
    suites = sys.argv[1:] or DEFAULT_SUITES
    if not os.path.exists(BINARY):
        sys.exit("error: build %s first: make bench BENCH='%s'" % (BINARY, " ".join(suites)))
    subprocess.run(["strip", "--strip-debug", "-o", STRIPPED, BINARY], check=True)
    print("instructions per call, counted by callgrind (deterministic hashing); goals judged on the ratio", flush=True)
    for suite in suites:
        print("== %s" % suite, flush=True)
        counts = {}
        for ours, baseline, goal in pairs(suite):
            for name in (ours, baseline):
                if name not in counts:
                    counts[name] = per_call(suite, name)
            (mine, n_mine), (theirs, n_theirs) = counts[ours], counts[baseline]
            ratio = mine / theirs if theirs > 0 else float("inf")
            verdict = "(no goal)" if goal is None else "(goal <= %.2f) %s" % (goal, "ok" if ratio <= goal else "MISSED")
            print("%-44s %14.0f instr (N=%d) | %-36s %14.0f instr (N=%d) | ratio %6.3f %s" % (
                ours, mine, n_mine, baseline, theirs, n_theirs, ratio, verdict), flush=True)


if __name__ == "__main__":
    main()
