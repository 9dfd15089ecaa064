#!/usr/bin/env python3
"""`make bench-scale`: Switchyard at the size it is built for.

Generates an app of N features and P plugins (Benchmarks/Scripts/generate-scale-app.py) and, with the same
generator, a sample-sized app (13 features, 3 plugins: the sample's feature count and its plugins, coupons,
coupon wallet and tips); builds both; prints one line per figure with its baseline from the same run:

- compile time, debug, clean, JOBS cores, at both sizes: the app against its plain twin (no Switchyard), the
  compiler jobs of the app's own modules (from the compiler's statistics), the CPU outside them, the wall time
  before the first compile (manifest, planning, the route-table plugin), a no-op build;
- start() of the whole tree and its first screen, in process and above a bare process;
- heap per flow on the path and per attached plugin;
- an update at the deepest path and a flag flip with every plugin attached, against their floors and
  against the same in the sample-sized app (goal: within 10 %);
- verifyTree of every flow;
- `switchyard check` end to end, warm, against `grep -rh '^import ' | sort | uniq -c`;
- a FlowTester test of one feature inside the app.

Hot paths are reported as wall time (min and median over rounds) and as instructions counted by callgrind
inside `scaleProbe` (a synchronous main: valgrind 3.19 crashes on an async one). Goals are judged on
instructions where both exist.

Usage: bench-scale.py [--features 500] [--plugins 200] [--rounds 7] [--compile yes|no] [--jobs 2] [--together yes|no]
"""

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(ROOT, "Benchmarks", "Scripts")
BUILD_TIMEOUT = int(os.environ.get("SCALE_BUILD_TIMEOUT", "7200"))


def log(message):
    print("# " + message, file=sys.stderr, flush=True)


def run(command, cwd=ROOT, timeout=BUILD_TIMEOUT, quiet=True):
    """Runs `command`; on failure prints its output's tail and stops."""
    result = subprocess.run(command, cwd=cwd, timeout=timeout, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        sys.exit("error: `%s` in %s exited with %d" % (" ".join(command), cwd, result.returncode))
    return result


def build(package, configuration, jobs, *extra):
    """Builds `package` under nice; returns the folder its binaries are in."""
    run(["nice", "-n", "19", "swift", "build", "-c", configuration, "-j", str(jobs), *extra], cwd=package)
    return run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=package).stdout.strip()


def rounds_of(samples):
    samples = sorted(samples)
    return samples[0], samples[len(samples) // 2]


def time_command(command, cwd, rounds, warmup=1):
    """Wall seconds of `command` (min, median over `rounds`) and mean CPU seconds of its processes."""
    for _ in range(warmup):
        subprocess.run(command, cwd=cwd, shell=isinstance(command, str), capture_output=True, timeout=600)
    walls = []
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for _ in range(rounds):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, shell=isinstance(command, str), capture_output=True, timeout=600)
        walls.append(time.perf_counter() - start)
        if result.returncode not in (0,):
            sys.stderr.write(result.stdout.decode()[-2000:] + result.stderr.decode()[-2000:])
            sys.exit("error: `%s` exited with %d" % (command, result.returncode))
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (cpu_after.ru_utime - cpu_before.ru_utime + cpu_after.ru_stime - cpu_before.ru_stime) / rounds
    return rounds_of(walls), cpu


def measure(binary, rounds):
    """The in-process figures: key -> (min, median)."""
    output = run([binary, "measure", str(rounds)], timeout=1800).stdout
    figures = {}
    for line in output.splitlines():
        if line.startswith("# "):
            log(line[2:])
            continue
        key, minimum, median = line.split()
        figures[key] = (float(minimum), float(median))
    return figures


def callgrind(binary, *arguments, toggle=True):
    """Instructions callgrind counts while running `binary arguments`: inside `scaleProbe` only if `toggle`,
    else in the whole process and the processes it starts."""
    binary = without_debug_info(binary)
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    if toggle:
        command.append("--toggle-collect=*scaleProbe*")
    else:
        command.append("--trace-children=yes")
    result = run(command + [binary, *arguments], timeout=3600)
    counts = [int(count) for count in re.findall(r"Collected : (\d+)", result.stderr)]
    if not counts:
        sys.exit("error: callgrind printed no instruction count for %s %s" % (binary, arguments))
    return sum(counts)


def without_debug_info(binary):
    """A copy of `binary` without DWARF (symbols kept): valgrind 3.19 cannot read the DWARF 5 Swift 6 emits."""
    if not binary.startswith("/") or not os.path.isfile(binary) or binary.startswith("/bin/"):
        return binary
    copy = binary + ".valgrind"
    if not os.path.exists(copy) or os.path.getmtime(copy) < os.path.getmtime(binary):
        run(["strip", "--strip-debug", "-o", copy, binary])
    return copy


def instructions_per_call(binary, probe, count):
    return callgrind(binary, "probe", probe, str(count)) / count


class App:
    """One generated app, built and measured."""

    def __init__(self, output, features, plugins):
        self.features, self.plugins = features, plugins
        self.folder = os.path.join(output, "N%d-P%d" % (features, plugins))
        self.package = os.path.join(self.folder, "switchyard")
        self.plain = os.path.join(self.folder, "plain")
        self.stats = os.path.join(self.folder, "stats")

    def generate(self):
        result = run([sys.executable, os.path.join(SCRIPTS, "generate-scale-app.py"), "--features", str(self.features),
                      "--plugins", str(self.plugins), "--switchyard", ROOT, "--output", self.folder])
        log(result.stdout.strip())

    def label(self):
        return "%d features, %d plugins" % (self.features, self.plugins)


def compile_times(app, jobs, together):
    """Clean debug builds of `app` and its plain twin (scale-compile-time.sh), with the compiler's statistics:
    key -> (wall, cpu), `phases_app`/`phases_plain` -> (plan, build) seconds, `frontend_*` -> (app, plain)."""
    stats = app.stats
    shutil.rmtree(stats, ignore_errors=True)
    environment = dict(os.environ, SCALE_STATS_DIR=stats, SCALE_TOGETHER=together)
    result = subprocess.run([os.path.join(SCRIPTS, "scale-compile-time.sh"), app.package, app.plain, str(jobs)],
                            cwd=ROOT, env=environment, timeout=BUILD_TIMEOUT * 3, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        sys.exit("error: the compile-time builds of %s failed" % app.label())
    times = {}
    for text in result.stdout.splitlines():
        fields = text.split()
        if fields[0] == "phases":
            times["phases_" + fields[1]] = (float(fields[2]), float(fields[3]))
        else:
            times[fields[0]] = (float(fields[1]), float(fields[2]))
    frontend = run([sys.executable, os.path.join(SCRIPTS, "frontend-times.py"), "--own", "Feature|Extra|Scale",
                    os.path.join(stats, "app"), os.path.join(stats, "plain")]).stdout
    log("compiler time by module kind, %s:\n" % app.label() + frontend)
    for text in frontend.splitlines():
        fields = text.split()
        if fields and fields[0].startswith("frontend_"):
            times.setdefault(fields[0], []).append(float(fields[2]))
    return times


def line(figure, ours, baseline_name, baseline, ratio=None, goal=None, held=None):
    text = "%-44s %-26s | %-34s %-26s" % (figure, ours, baseline_name, baseline)
    if ratio is not None:
        text += " | ratio %7.3f" % ratio
    if goal is not None:
        text += " (goal %s) %s" % (goal, "ok" if held else "MISSED")
    print(text, flush=True)


def ns(pair):
    return "%s / %s" % (short_time(pair[0]), short_time(pair[1]))


def short_time(nanoseconds):
    if nanoseconds >= 1e9:
        return "%.2f s" % (nanoseconds / 1e9)
    if nanoseconds >= 1e6:
        return "%.2f ms" % (nanoseconds / 1e6)
    if nanoseconds >= 1e3:
        return "%.2f µs" % (nanoseconds / 1e3)
    return "%.0f ns" % nanoseconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--features", type=int, default=500)
    parser.add_argument("--plugins", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--compile", choices=["yes", "no"], default="yes")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--together", choices=["yes", "no"], default="no",
                        help="build the plain twin at the same time as the app (half the wall time; judge on CPU)")
    parser.add_argument("--output", default=os.path.join(ROOT, ".build", "scale"))
    arguments = parser.parse_args()
    rounds = max(3, arguments.rounds)
    for tool in ("swift", "valgrind", "strip", "grep", "bc"):
        if shutil.which(tool) is None:
            sys.exit("error: bench-scale needs `%s` on the PATH" % tool)

    big = App(arguments.output, arguments.features, arguments.plugins)
    sample = App(arguments.output, 13, 3)
    apps = [big] if (big.features, big.plugins) == (13, 3) else [big, sample]
    for app in apps:
        app.generate()
    print("== bench-scale: %s against a sample-sized app of %s (same generator), %d rounds, -j %d" % (
        big.label(), sample.label(), rounds, arguments.jobs), flush=True)
    print("   times are min / median over rounds; instructions are callgrind counts (stable under load)", flush=True)

    # 1. Compile time: clean debug builds of the app's targets and of its plain twin, at both sizes.
    if arguments.compile == "yes":
        compiled = {}
        for app in apps:
            log("clean debug builds of %s and its plain twin (this is the long part)" % app.label())
            compiled[app] = compile_times(app, arguments.jobs, arguments.together)
        print("-- compile, debug, clean, -j %d%s (CPU = user + sys of the whole build)" % (
            arguments.jobs, ", app and plain twin at the same time" if arguments.together == "yes" else ""), flush=True)
        for app in apps:
            c = compiled[app]
            (app_wall, app_cpu), (plain_wall, plain_cpu) = c["compile_app"], c["compile_plain"]
            ratio = app_cpu / plain_cpu
            line("compile, %s: app" % app.label(), "%.0f s (cpu %.0f s)" % (app_wall, app_cpu),
                 "plain twin (no Switchyard)", "%.0f s (cpu %.0f s)" % (plain_wall, plain_cpu), ratio,
                 "<= 1.3 on cpu", ratio <= 1.3)
            line("  overhead per feature, cpu", "%.0f ms" % ((app_cpu - plain_cpu) / app.features * 1000),
                 "plain cpu per feature", "%.0f ms" % (plain_cpu / app.features * 1000))
            if "frontend_total" in c:
                app_frontend, plain_frontend = c["frontend_total"]
                line("  compiler jobs of the app's own modules", "%.0f s (%d jobs)" % (app_frontend, c["frontend_jobs"][0]),
                     "plain twin's", "%.0f s (%d jobs)" % (plain_frontend, c["frontend_jobs"][1]),
                     app_frontend / plain_frontend)
                line("    of it emit-module jobs", "%.0f s" % c["frontend_emit_module"][0], "plain twin's",
                     "%.0f s" % c["frontend_emit_module"][1])
                # Drivers, swift-build (manifest, planning, the build plugin's input), the plugin, linking.
                line("  cpu outside those compiler jobs", "%.0f s" % (app_cpu - app_frontend), "plain twin's",
                     "%.0f s" % (plain_cpu - plain_frontend))
            (app_plan, app_rest), (plain_plan, plain_rest) = c["phases_app"], c["phases_plain"]
            # The manifest, the build plugin's invocations (one per Flow target) and planning.
            line("  wall before the first own compile", "%.0f s" % app_plan, "plain twin's", "%.0f s" % plain_plan)
            line("  no-op build (nothing changed)", "%.1f s (cpu %.1f s)" % c["compile_noop_app"],
                 "plain twin's", "%.1f s (cpu %.1f s)" % c["compile_noop_plain"])
            line("  Switchyard itself, built first", "%.0f s (cpu %.0f s)" % c["compile_framework"], "", "")
        if len(apps) == 2:
            per_feature = [(compiled[app]["compile_app"][1] - compiled[app]["compile_plain"][1]) / app.features
                           for app in apps]
            line("overhead per feature, %d against %d features" % (big.features, sample.features),
                 "%.0f ms cpu" % (per_feature[0] * 1000), "sample-sized app", "%.0f ms cpu" % (per_feature[1] * 1000))

    # Builds for the rest: debug (tests) and release (everything measured).
    binaries = {}
    for app in apps:
        log("debug build with tests, then release build, of %s" % app.label())
        # The compile step's debug build wrote compiler statistics; the same flags let this build reuse its objects
        # (other flags would rebuild every module) and add only the test targets.
        reuse = ["-Xswiftc", "-stats-output-dir", "-Xswiftc", os.path.join(app.stats, "app")] \
            if arguments.compile == "yes" else []
        build(app.package, "debug", arguments.jobs, "--build-tests", *reuse)
        binaries[app] = os.path.join(build(app.package, "release", arguments.jobs, "--product", "ScaleBenchApp"),
                                     "ScaleBenchApp")
    log("release build of the switchyard tool")
    switchyard = os.path.join(build(ROOT, "release", arguments.jobs, "--product", "switchyard"), "switchyard")

    figures = {}
    for app in apps:
        log("in-process figures of %s" % app.label())
        figures[app] = measure(binaries[app], rounds)
    small = sample if sample in figures else big
    fb, fs = figures[big], figures[small]

    # 2. start()
    print("-- start", flush=True)
    line("start() + first screen, in process", ns(fb["start_ns"]), "sample-sized app", ns(fs["start_ns"]),
         fb["start_ns"][0] / fs["start_ns"][0])
    instructions = {}
    for app in apps:
        instructions[app, "start"] = instructions_per_call(binaries[app], "start", 20)
    line("  instructions", "%.0f" % instructions[big, "start"], "sample-sized app", "%.0f" % instructions[small, "start"],
         instructions[big, "start"] / instructions[small, "start"])
    (bare_min, bare_median), _ = time_command([binaries[big], "bare"], ROOT, max(3 * rounds, 21))
    (start_min, start_median), _ = time_command([binaries[big], "start"], ROOT, max(3 * rounds, 21))
    above = start_min - bare_min
    line("process with start(), above a bare process", "%.2f ms (min - min)" % (above * 1e3),
         "bare process (ScaleBenchApp bare)", "%.2f / %.2f ms; start %.2f / %.2f ms" % (
             bare_min * 1e3, bare_median * 1e3, start_min * 1e3, start_median * 1e3),
         None, "<= 5 ms", above <= 0.005)
    bare_ir = callgrind(binaries[big], "bare", toggle=False)
    start_ir = callgrind(binaries[big], "start", toggle=False)
    line("  instructions above a bare process", "%d" % (start_ir - bare_ir), "bare process", "%d" % bare_ir,
         (start_ir - bare_ir) / bare_ir)

    # 3. Memory
    print("-- memory (heap bytes, mallinfo2)", flush=True)
    line("heap per flow on the path (%d flows)" % fb["path_flows"][0], "%.0f B" % fb["heap_per_flow_on_path"][0],
         "sample-sized app", "%.0f B" % fs["heap_per_flow_on_path"][0],
         fb["heap_per_flow_on_path"][0] / fs["heap_per_flow_on_path"][0])
    line("heap per attached plugin (%d attached)" % (big.plugins), "%.0f B" % fb["heap_per_attached_plugin"][0],
         "a feature flow without plugins", "%.0f B" % fb["heap_per_host_flow"][0],
         fb["heap_per_attached_plugin"][0] / fb["heap_per_host_flow"][0])
    line("  sample-sized app", "%.0f B per plugin" % fs["heap_per_attached_plugin"][0], "", "")

    # 4. Hot paths
    for path, floor, title, count in (("update", "update-floor", "update at the deepest path", 2000),
                                      ("flip", "flip-floor", "flag flip (on + off)", 200)):
        print("-- %s, %d plugins attached" % (title, fb["attached_plugins"][0]), flush=True)
        for app in apps:
            instructions[app, path] = instructions_per_call(binaries[app], path, count)
            instructions[app, floor] = instructions_per_call(binaries[app], floor, count)
        key = path.replace("-", "_")
        floor_key = floor.replace("-", "_")
        line(title, ns(fb[key + "_ns"]), floor + " (see README)", ns(fb[floor_key + "_ns"]),
             fb[key + "_ns"][0] / fb[floor_key + "_ns"][0])
        line("  instructions", "%.0f" % instructions[big, path], floor, "%.0f" % instructions[big, floor],
             instructions[big, path] / instructions[big, floor])
        ratio = instructions[big, path] / instructions[small, path]
        line("  instructions vs sample-sized app", "%.0f" % instructions[big, path], "sample-sized app (%d plugins)" % small.plugins,
             "%.0f" % instructions[small, path], ratio, "0.9 to 1.1", 0.9 <= ratio <= 1.1)
        line("  wall vs sample-sized app", ns(fb[key + "_ns"]), "sample-sized app", ns(fs[key + "_ns"]),
             fb[key + "_ns"][0] / fs[key + "_ns"][0])

    # 5. Verification
    print("-- verification", flush=True)
    per_flow_big = fb["verify_ns"][0] / fb["verified_flows"][0]
    per_flow_small = fs["verify_ns"][0] / fs["verified_flows"][0]
    line("verifyTree, %d flows" % fb["verified_flows"][0], ns(fb["verify_ns"]), "sample-sized app, %d flows" % fs["verified_flows"][0],
         ns(fs["verify_ns"]))
    line("  per flow", short_time(per_flow_big), "sample-sized app", short_time(per_flow_small),
         per_flow_big / per_flow_small)
    line("  unexpected findings", "%d" % fb["verify_unexpected_findings"][0], "", "", None, "0",
         fb["verify_unexpected_findings"][0] == 0)

    # 6. switchyard check, warm
    print("-- switchyard check, warm (manifest cache and page cache)", flush=True)
    check, check_cpu = time_command([switchyard, "check", "--package-path", big.package], big.package, rounds, warmup=2)
    grep_command = "grep -rh '^import ' Sources Tests | sort | uniq -c > /dev/null"
    grep, grep_cpu = time_command(grep_command, big.package, rounds, warmup=2)
    summary = run([switchyard, "check", "--package-path", big.package], cwd=big.package).stdout.strip().splitlines()[-1]
    line("switchyard check end to end, cpu", "%.0f ms" % (check_cpu * 1e3), "grep pipeline, cpu", "%.0f ms" % (grep_cpu * 1e3),
         check_cpu / grep_cpu, "<= 1.5 on cpu", check_cpu / grep_cpu <= 1.5)
    line("  wall", "%.0f / %.0f ms" % (check[0] * 1e3, check[1] * 1e3),
         "grep -rh '^import ' | sort | uniq -c", "%.0f / %.0f ms" % (grep[0] * 1e3, grep[1] * 1e3), check[0] / grep[0])
    check_ir = callgrind(switchyard, "check", "--package-path", big.package, toggle=False)
    grep_ir = callgrind("/bin/sh", "-c", "cd '%s' && %s" % (big.package, grep_command), toggle=False)
    line("  user-space instructions", "%d" % check_ir, "grep pipeline (sh, grep, sort, uniq)", "%d" % grep_ir,
         check_ir / grep_ir)
    print("   " + summary, flush=True)

    # 7. A FlowTester test of feature 1
    print("-- FlowTester test of Feature0001 inside the app (swift test --skip-build, debug)", flush=True)
    walls = {}
    for app in apps:
        walls[app], _ = time_command(["swift", "test", "--skip-build", "--filter", "Feature0001FlowTests"],
                                     app.package, rounds)
    line("swift test --filter Feature0001FlowTests", "%.0f / %.0f ms" % (walls[big][0] * 1e3, walls[big][1] * 1e3),
         "sample-sized app", "%.0f / %.0f ms" % (walls[small][0] * 1e3, walls[small][1] * 1e3),
         walls[big][0] / walls[small][0])


if __name__ == "__main__":
    main()
