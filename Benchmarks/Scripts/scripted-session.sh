#!/usr/bin/env bash
# Times RideApp (release) running scripted sessions, as a person's session would drive it:
# start() of the whole sample tree, then N steps (open the profile, close it), each rendered to
# a pipe. Reports ns per step from the difference between a 1,000-step and a 0-step session,
# and the 0-step session against `RideApp --help` (process start without building the tree).
# Usage: Benchmarks/Scripts/scripted-session.sh [repeats]   (median of `repeats`, default 7)
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=${1:-7}
swift build -c release --product RideApp >/dev/null
app=$(swift build -c release --show-bin-path)/RideApp
scripts=$(mktemp -d)
trap 'rm -rf "$scripts"' EXIT
for steps in 0 1000; do
    for ((i = 0; i < steps / 2; i++)); do printf 'tap open-profile\ntap close\n'; done >"$scripts/$steps"
    echo 'expect path Root > Home > home' >>"$scripts/$steps"
done

# Median wall time in nanoseconds of running "$@" with standard input from $input.
median() {
    local input=$1
    shift
    local times=()
    for ((i = 0; i < repeats; i++)); do
        local start end
        start=$(date +%s%N)
        "$@" <"$input" >/dev/null
        end=$(date +%s%N)
        times+=($((end - start)))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((repeats + 1) / 2))p"
}

help=$(median /dev/null "$app" --help)
start=$(median "$scripts/0" "$app" --flag signed-in=on --script -)
session=$(median "$scripts/1000" "$app" --flag signed-in=on --script -)
echo "RideApp --help (process start):      $((help / 1000)) µs"
echo "RideApp start() + first screen:       $(((start - help) / 1000)) µs above process start"
echo "1,000-step scripted session:          $(((session - start) / 1000)) ns per step (median of $repeats)"
