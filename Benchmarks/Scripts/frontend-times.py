#!/usr/bin/env python3
"""Where a build's compiler time goes, from `swift build -Xswiftc -stats-output-dir -Xswiftc <folder>`.

Sums each swift-frontend job's user + sys seconds by kind of module (`Feature*Flow` for Feature0001Flow …
Feature0500Flow, `Extra*Plugin`, or the module's name) and, for the first folder, by compiler phase.
Several folders print side by side (e.g. the Switchyard app and its plain twin). Modules named with
--skip (the framework: FlowCore, DeepLinks, …), or not matching --own, are left out of the `app` total,
so that a framework rebuilt inside the app's build does not count as the app's cost. The total is also
split by job: `emit-module` jobs (one per module, writing its .swiftmodule) and `compile` jobs (objects).

Usage: frontend-times.py [--skip FlowCore,DeepLinks,FlowPlugins] [--own 'Feature|Extra|Scale'] <stats folder> …
Prints a table, then `frontend_total <folder> <seconds>`, `frontend_jobs <folder> <jobs>`,
`frontend_emit_module <folder> <seconds>` lines per folder.
"""

import argparse
import collections
import json
import os
import re

PHASES = [
    ("Import resolution", "imports"),
    ("Type checking and Semantic analysis", "sema"),
    ("SILGen", "SILGen"),
    ("SIL optimization", "SILopt"),
    ("IRGen", "IRGen"),
    ("LLVM pipeline", "LLVM"),
]


def kind(module):
    """`Feature*Flow` for `Feature0042Flow`; other modules are their own kind."""
    match = re.match(r"(Feature|Extra)\d+(\w*)$", module)
    return match.group(1) + "*" + match.group(2) if match else module


def load(folder):
    """kind -> Counter of seconds (`total`, each phase) and `jobs`."""
    table = collections.defaultdict(collections.Counter)
    for name in os.listdir(folder):
        match = re.match(r"stats-\d+-swift-frontend-(\w+?)-.*\.json$", name)
        if not match:
            continue
        with open(os.path.join(folder, name)) as file:
            data = json.load(file)
        row = table[kind(match.group(1))]
        row["jobs"] += 1
        emits_module = "-swiftmodule-" in name
        for key, value in data.items():
            if key.startswith("time.swift-frontend.") and key.endswith((".user", ".sys")):
                row["total"] += value
                if emits_module:
                    row["emit-module"] += value
            for phase, _ in PHASES:
                if key in ("time.swift.%s.user" % phase, "time.swift.%s.sys" % phase):
                    row[phase] += value
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--skip", default="", help="modules left out of the totals, comma-separated")
    parser.add_argument("--own", default="", help="a regular expression: only modules it matches count in the totals")
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    skip = set(filter(None, arguments.skip.split(",")))
    own = re.compile(arguments.own) if arguments.own else None
    tables = [load(folder) for folder in arguments.folders]
    kinds = sorted(set().union(*tables), key=lambda k: -max(t[k]["total"] for t in tables))
    names = [os.path.basename(os.path.normpath(folder)) for folder in arguments.folders]
    print("%-20s" % "module kind" + "".join("%16s" % name for name in names) + "   phases in %s" % names[0])
    totals = [0.0] * len(tables)
    jobs = [0] * len(tables)
    emits = [0.0] * len(tables)
    for module_kind in kinds:
        values = [table[module_kind]["total"] for table in tables]
        first = tables[0][module_kind]
        phases = ", ".join("%s %.1f" % (short, first[phase]) for phase, short in PHASES if first[phase] >= 0.05)
        skipped = module_kind in skip or (own is not None and not own.match(module_kind))
        if not skipped:
            totals = [total + value for total, value in zip(totals, values)]
            jobs = [count + table[module_kind]["jobs"] for count, table in zip(jobs, tables)]
            emits = [emit + table[module_kind]["emit-module"] for emit, table in zip(emits, tables)]
        print("%-20s" % (module_kind + (" (skipped)" if skipped else ""))
              + "".join("%16.1f" % value for value in values) + "   " + phases)
    print("%-20s" % "total" + "".join("%16.1f" % total for total in totals))
    print("%-20s" % "  of it emit-module" + "".join("%16.1f" % emit for emit in emits))
    print("%-20s" % "  jobs" + "".join("%16d" % count for count in jobs))
    for name, total, count, emit in zip(arguments.folders, totals, jobs, emits):
        print("frontend_total %s %.2f" % (name, total))
        print("frontend_jobs %s %d" % (name, count))
        print("frontend_emit_module %s %.2f" % (name, emit))


if __name__ == "__main__":
    main()
