#!/usr/bin/env python3
"""Where a running build's CPU goes, by kind of process: samples /proc until process PID exits.

Every INTERVAL seconds it reads the user + sys time of PID and of every process below it, keeping each
process's last value, and at the end prints the seconds per command name (swift-build itself: manifest,
planning and llbuild; swiftc: the driver of one module; swift-frontend: compiler jobs; clang/ld: linking;
the build plugin and the tools it runs). Processes that start and end between two samples are missed, so
the per-name figures are lower bounds; `missed` is the build's total (from its parent's rusage, when given
with --total) minus what was seen.

Usage: cpu-by-process.py [--interval 0.2] [--total SECONDS] PID
"""

import argparse
import collections
import os
import time

TICKS = os.sysconf("SC_CLK_TCK")


def read_stat(pid):
    """(comm, ppid, cpu seconds) of `pid`, or None if it is gone."""
    try:
        with open("/proc/%d/stat" % pid) as file:
            text = file.read()
    except OSError:
        return None
    comm = text[text.index("(") + 1:text.rindex(")")]
    fields = text[text.rindex(")") + 2:].split()
    return comm, int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--interval", type=float, default=0.2)
    parser.add_argument("--total", type=float)
    parser.add_argument("pid", type=int)
    arguments = parser.parse_args()
    seen = {}  # pid -> (comm, cpu)
    tree = {arguments.pid}
    while read_stat(arguments.pid) is not None:
        stats = {}
        for name in os.listdir("/proc"):
            if name.isdigit():
                stat = read_stat(int(name))
                if stat is not None:
                    stats[int(name)] = stat
        changed = True
        while changed:
            changed = False
            for pid, (_, ppid, _) in stats.items():
                if ppid in tree and pid not in tree:
                    tree.add(pid)
                    changed = True
        for pid in tree:
            if pid in stats:
                comm, _, cpu = stats[pid]
                seen[pid] = (comm, max(cpu, seen.get(pid, (comm, 0.0))[1]))
        tree = {pid for pid in tree if pid in stats} | {arguments.pid}
        time.sleep(arguments.interval)
    by_name = collections.Counter()
    count = collections.Counter()
    for comm, cpu in seen.values():
        by_name[comm] += cpu
        count[comm] += 1
    for comm, cpu in by_name.most_common():
        print("cpu_by_process %-24s %9.1f s %6d processes" % (comm, cpu, count[comm]))
    if arguments.total is not None:
        print("cpu_by_process %-24s %9.1f s" % ("missed", arguments.total - sum(by_name.values())))


if __name__ == "__main__":
    main()
