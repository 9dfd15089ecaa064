#!/usr/bin/env bash
# Clean debug build time of a generated scale app against its plain twin (Benchmarks/Scripts/generate-scale-app.py).
# The Switchyard libraries, the route-table generator and the switchyard tool are built first and timed apart: the app's time is what
# its own targets cost, as on a developer's machine where the framework is already built.
# The framework is built with the manifest cut down to one feature: SwiftPM runs the route-table build plugin for every
# target that uses it on every `swift build`, whatever is built (at 500 features that is minutes per build), and the
# framework's objects do not depend on the app's size. The app's build then finds them up to date.
# A no-op build of each package (nothing changed) is timed last: for the app it is mostly the route-table plugin step.
# Prints `key wall_seconds cpu_seconds` lines: framework, app, plain, noop_app, noop_plain.
# Usage: scale-compile-time.sh <generated>/switchyard <generated>/plain [jobs]
set -euo pipefail
app=$(cd "$1" && pwd)
plain=$(cd "$2" && pwd)
jobs=${3:-2}
limit=${SCALE_BUILD_TIMEOUT:-7200}

# Runs a build under nice and timeout; prints `key wall cpu` (cpu = user + sys of the build's processes).
timed() {
    local key=$1 dir=$2
    shift 2
    local out
    out=$( { TIMEFORMAT='%R %U %S'; time (cd "$dir" && nice -n 19 timeout "$limit" swift build -j "$jobs" "$@" >"$dir/.build-$key.log" 2>&1); } 2>&1 ) || {
        echo "error: the $key build failed; see $dir/.build-$key.log" >&2
        tail -20 "$dir/.build-$key.log" >&2
        exit 1
    }
    read -r wall user sys <<<"$out"
    echo "$key $wall $(echo "$user + $sys" | bc)"
}

rm -rf "$app/.build" "$plain/.build"
manifest="$app/Package.swift"
cp "$manifest" "$app/.Package.swift.full"
trap 'mv -f "$app/.Package.swift.full" "$manifest"' EXIT
sed -i -e 's/^let featureCount = .*/let featureCount = 1/' -e 's/^let pluginCount = .*/let pluginCount = 1/' "$manifest"
(cd "$app" && swift package resolve >/dev/null)
fw_lib=$(timed framework "$app" --target FlowPlugins)
fw_tool=$(timed framework-tool "$app" --product route-table-generator)
# `swift build` also builds the tool of the package's command plugin (switchyard and ModuleRules): framework too.
fw_cli=$(timed framework-cli "$app" --product switchyard)
read -r _ w1 c1 <<<"$fw_lib"
read -r _ w2 c2 <<<"$fw_tool"
read -r _ w3 c3 <<<"$fw_cli"
echo "compile_framework $(echo "$w1 + $w2 + $w3" | bc) $(echo "$c1 + $c2 + $c3" | bc)"
mv -f "$app/.Package.swift.full" "$manifest"
trap - EXIT
read -r _ w c <<<"$(timed app "$app")"
echo "compile_app $w $c"
read -r _ w c <<<"$(timed plain "$plain")"
echo "compile_plain $w $c"
read -r _ w c <<<"$(timed noop_app "$app")"
echo "compile_noop_app $w $c"
read -r _ w c <<<"$(timed noop_plain "$plain")"
echo "compile_noop_plain $w $c"
