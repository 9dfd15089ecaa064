#!/usr/bin/env bash
# Clean debug build time of a generated scale app against its plain twin (Benchmarks/Scripts/generate-scale-app.py).
# The Switchyard libraries, the route-table generator and the switchyard tool are built first and timed apart: the app's time is what
# its own targets cost, as on a developer's machine where the framework is already built.
# The framework is built with the manifest cut down to one feature: SwiftPM runs the route-table build plugin for every
# target that uses it on every `swift build`, whatever is built (at 500 features that is minutes per build), and the
# framework's objects do not depend on the app's size. The app's build then finds them up to date.
# A no-op build of each package (nothing changed) is timed last: for the app it is mostly the route-table plugin step.
#
# Every build's output is logged with a timestamp per line (<package>/.build-<key>.log), and `phases` lines split the
# app's and the plain twin's builds: `plan` is the time before the first compile line of the package's own modules
# (manifest, planning, build-plugin invocations), `build` the rest.
# SCALE_STATS_DIR=<folder>: the compiler writes its statistics (-stats-output-dir) to <folder>/app (framework steps
# included: the same flags, so the app's build does not rebuild the framework) and <folder>/plain, for frontend-times.py.
# SCALE_TOGETHER=yes: the plain twin builds at the same time as the framework and the app (each with `jobs` jobs), which
# halves the wall time on a big size; judge on CPU then, since each build's wall time holds the other's.
# Prints `key wall_seconds cpu_seconds` lines: compile_framework, compile_app, compile_plain, compile_noop_app, compile_noop_plain,
# and `phases key plan_seconds build_seconds` lines.
# Usage: scale-compile-time.sh <generated>/switchyard <generated>/plain [jobs]
set -euo pipefail
app=$(cd "$1" && pwd)
plain=$(cd "$2" && pwd)
jobs=${3:-2}
limit=${SCALE_BUILD_TIMEOUT:-7200}
stamp='import sys, time
for line in sys.stdin:
    sys.stdout.write("%.3f %s" % (time.time(), line))
    sys.stdout.flush()'

app_flags=()
plain_flags=()
if [[ -n "${SCALE_STATS_DIR:-}" ]]; then
    mkdir -p "$SCALE_STATS_DIR/app" "$SCALE_STATS_DIR/plain"
    stats=$(cd "$SCALE_STATS_DIR" && pwd)
    app_flags=(-Xswiftc -stats-output-dir -Xswiftc "$stats/app")
    plain_flags=(-Xswiftc -stats-output-dir -Xswiftc "$stats/plain")
fi

# Runs a build under nice and timeout; prints `key wall cpu` (cpu = user + sys of the build's processes).
timed() {
    local key=$1 dir=$2
    shift 2
    local out
    out=$( { TIMEFORMAT='%R %U %S'; time (cd "$dir" && set -o pipefail && date +%s.%N >"$dir/.build-$key.start" &&
        nice -n 19 timeout "$limit" swift build -j "$jobs" "$@" 2>&1 | python3 -u -c "$stamp" >"$dir/.build-$key.log"); } 2>&1 ) || {
        echo "error: the $key build failed; see $dir/.build-$key.log" >&2
        tail -20 "$dir/.build-$key.log" >&2
        exit 1
    }
    read -r wall user sys <<<"$out"
    echo "$key $wall $(echo "$user + $sys" | bc)"
}

# `phases key plan build`: seconds before the first line compiling one of the package's own modules, and after.
phases() {
    local key=$1 dir=$2 own=$3
    python3 - "$dir/.build-$key.start" "$dir/.build-$key.log" "$key" "$own" <<'PY'
import re, sys
start = float(open(sys.argv[1]).read())
lines = [l.split(" ", 1) for l in open(sys.argv[2]) if " " in l]
end = float(lines[-1][0]) if lines else start
first = next((float(t) for t, text in lines if re.search(r"(Compiling|Emitting module) " + sys.argv[4], text)), end)
print("phases %s %.1f %.1f" % (sys.argv[3], first - start, end - first))
PY
}

rm -rf "$app/.build" "$plain/.build"
plain_pid=
if [[ "${SCALE_TOGETHER:-no}" == yes ]]; then
    timed plain "$plain" ${plain_flags[@]+"${plain_flags[@]}"} >"$plain/.compile-plain.out" &
    plain_pid=$!
fi
manifest="$app/Package.swift"
cp "$manifest" "$app/.Package.swift.full"
trap 'mv -f "$app/.Package.swift.full" "$manifest"' EXIT
sed -i -e 's/^let featureCount = .*/let featureCount = 1/' -e 's/^let pluginCount = .*/let pluginCount = 1/' "$manifest"
(cd "$app" && swift package resolve >/dev/null)
fw_lib=$(timed framework "$app" --target FlowPlugins ${app_flags[@]+"${app_flags[@]}"})
fw_tool=$(timed framework-tool "$app" --product route-table-generator ${app_flags[@]+"${app_flags[@]}"})
# `swift build` also builds the tool of the package's command plugin (switchyard and ModuleRules): framework too.
fw_cli=$(timed framework-cli "$app" --product switchyard ${app_flags[@]+"${app_flags[@]}"})
read -r _ w1 c1 <<<"$fw_lib"
read -r _ w2 c2 <<<"$fw_tool"
read -r _ w3 c3 <<<"$fw_cli"
echo "compile_framework $(echo "$w1 + $w2 + $w3" | bc) $(echo "$c1 + $c2 + $c3" | bc)"
mv -f "$app/.Package.swift.full" "$manifest"
trap - EXIT
read -r _ w c <<<"$(timed app "$app" ${app_flags[@]+"${app_flags[@]}"})"
echo "compile_app $w $c"
if [[ -n "$plain_pid" ]]; then
    wait "$plain_pid" || exit 1
    read -r _ w c <"$plain/.compile-plain.out"
else
    read -r _ w c <<<"$(timed plain "$plain" ${plain_flags[@]+"${plain_flags[@]}"})"
fi
echo "compile_plain $w $c"
phases app "$app" "(Feature|Extra|Scale)"
phases plain "$plain" "(Feature|Extra|Scale)"
read -r _ w c <<<"$(timed noop_app "$app" ${app_flags[@]+"${app_flags[@]}"})"
echo "compile_noop_app $w $c"
read -r _ w c <<<"$(timed noop_plain "$plain" ${plain_flags[@]+"${plain_flags[@]}"})"
echo "compile_noop_plain $w $c"
