#!/bin/sh
# Instructions per save + restore against a JSON round trip of the same states, counted by callgrind.
#
# Runs the `restoration-probe` suite of the release benchmark binary (build it with `make bench
# BENCH=restoration` first) with N = 0 and N = 1 or more calls of each body; the setup is the same
# for every N, so the difference divided by N is the cost of one call. valgrind 3.19 cannot read
# the DWARF 5 Swift 6 emits, so it runs a copy stripped of debug info.
#
# Usage: Benchmarks/Scripts/callgrind-restoration.sh [sizes in MB, default "1 10 50"; "" for none]
set -eu
cd "$(dirname "$0")/.."
binary=.build/release/SwitchyardBenchmarks
[ -x "$binary" ] || { echo "error: build $binary first (make bench BENCH=restoration)" >&2; exit 2; }
stripped=.build/release/SwitchyardBenchmarks.valgrind
strip --strip-debug -o "$stripped" "$binary"

instructions() {  # probe count
    SWITCHYARD_PROBE=$1 SWITCHYARD_PROBE_N=$2 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$stripped" restoration-probe 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_call() {  # probe count
    base=$(instructions "$1" 0)
    measured=$(instructions "$1" "$2")
    echo $(( (measured - base) / $2 ))
}

report() {  # name ours floor
    echo "$1: $2 instructions vs $3 for the JSON round trip: ratio $(echo "scale=2; $2 / $3" | bc)"
}

# What each figure counts: `depth4` saves the started navigator, encodes, decodes and restores into a
# new navigator, which is torn down at the end of the call; `start4` builds a new navigator of the same
# tree, starts it and tears it down the same way. (b) subtracts `start4`: what an app pays anyway
# (building the flows, the first routing, the teardown), leaving what it pays because it restores.
depth4=$(per_call depth4 100)
json4=$(per_call json4 100)
start4=$(per_call start4 100)
save4=$(per_call save4 100)
echo "depth-4 tree, instructions per call (callgrind, N = 100 minus N = 0):"
echo "  JSON round trip of the 4 states (JSONEncoder + JSONDecoder):       $json4"
echo "  save + encode + decode + restore into a new navigator, torn down:  $depth4"
echo "    of which save + encode:                                          $save4"
echo "  a new navigator + start() + teardown, no document:                 $start4"
echo "(a) save + restore / JSON round trip: $depth4 / $json4 = $(echo "scale=2; $depth4 / $json4" | bc)"
echo "(b) (save + restore - new navigator + start + teardown) / JSON round trip: $((depth4 - start4)) / $json4 = $(echo "scale=2; ($depth4 - $start4) / $json4" | bc) (goal <= 2)"
for size in ${1-1 10 50}; do
    report "save + restore, $size MB document" "$(per_call "large-$size" 1)" "$(per_call "json-$size" 1)"
done
