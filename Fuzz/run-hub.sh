#!/usr/bin/env bash
# Builds the RoutingHub libFuzzer target and runs it for a bounded time.
# Usage: Fuzz/run-hub.sh [seconds]   (make fuzz runs it after Fuzz/run.sh)
# FlowCore and DeepLinks are compiled straight with swiftc as modules, then the hub fuzzer
# against them, so that it does not wait on the whole package. Crashing inputs go to fuzz-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
build=".build-fuzz/hub"
binary="$build/routinghub-fuzz"
mkdir -p "$build/corpus" fuzz-artifacts
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -wmo -package-name Switchyard
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility -I "$build")

module() {
    local name="$1"
    shift
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$name" -name '*.swift' | sort)
    echo "== building $name (${#sources[@]} sources)"
    "${SWIFTC:-swiftc}" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$build/$name.swiftmodule" \
        -emit-library -static -o "$build/lib$name.a" "$@" "${sources[@]}"
}
if [[ -x "$binary" && -z "$(find Sources/FlowCore Sources/DeepLinks Fuzz/Hub Fuzz/run-hub.sh -newer "$binary")" ]]; then
    echo "== $binary is up to date"
else
    module FlowCore
    module DeepLinks
    echo "== building $binary"
    "${SWIFTC:-swiftc}" "${flags[@]}" -module-name RoutingHubFuzz -use-ld=lld -o "$binary" \
        Fuzz/Hub/RoutingHubFuzz.swift "$build/libDeepLinks.a" "$build/libFlowCore.a"
fi

echo "== fuzzing the routing hub for ${seconds}s (seed corpora: Fuzz/Hub/corpus and Fuzz/corpus, new inputs: $build/corpus)"
# Leak detection is off here: FlowCore's stores hold weak references, and Swift keeps a weak
# reference's side table behind a tagged pointer LeakSanitizer cannot follow, so the hub the run
# keeps alive reads as leaked. Fuzz/run.sh (no weak references) keeps leak detection on.
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
    "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 -dict=Fuzz/deeplinks.dict \
    -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix=fuzz-artifacts/hub- "$build/corpus" Fuzz/Hub/corpus Fuzz/corpus
