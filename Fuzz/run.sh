#!/usr/bin/env bash
# Builds the DeepLinks libFuzzer target and runs it for a bounded time.
# Usage: Fuzz/run.sh [seconds]   (make fuzz FUZZ_SECONDS=60)
# Only DeepLinks' FlowCore-free sources are compiled, straight with swiftc, so that the fuzzer
# does not wait on the whole package. Crashing inputs are written to fuzz-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
build=".build-fuzz"
binary="$build/deeplinks-fuzz"
mkdir -p "$build/corpus" fuzz-artifacts

sources=()
for folder in Errors Parsing Patterns Matching Routes Redirects; do
    # The RoutingHub's own files (e.g. Errors/DeepLinkError+Hub.swift) need FlowCore; leave them out.
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/DeepLinks/$folder" -name '*.swift' ! -name '*Hub*' | sort)
done

if [[ -x "$binary" && -z "$(find "${sources[@]}" Fuzz/DeepLinksFuzz.swift Fuzz/run.sh -newer "$binary")" ]]; then
    echo "== $binary is up to date"
else
    echo "== building $binary (${#sources[@]} DeepLinks sources + Fuzz/DeepLinksFuzz.swift)"
    "${SWIFTC:-swiftc}" -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -wmo \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
        -module-name DeepLinksFuzz -use-ld=lld -o "$binary" "${sources[@]}" Fuzz/DeepLinksFuzz.swift
fi

echo "== fuzzing for ${seconds}s (seed corpus: Fuzz/corpus, new inputs: $build/corpus)"
"$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 -dict=Fuzz/deeplinks.dict \
    -print_final_stats=1 -artifact_prefix=fuzz-artifacts/ "$build/corpus" Fuzz/corpus
