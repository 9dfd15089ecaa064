#!/usr/bin/env bash
# Builds the ModuleRules import-lexer libFuzzer target (with AddressSanitizer) and runs it for a bounded time.
# Usage: Fuzz/run-imports.sh [seconds]   (make fuzz-imports FUZZ_SECONDS=60)
# Only the scanner's sources are compiled, straight with swiftc. Crashing inputs go to fuzz-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
build=".build-fuzz"
binary="$build/import-lexer-fuzz"
mkdir -p "$build/import-corpus" fuzz-artifacts

sources=(Sources/ModuleRules/Graph/FileLocation.swift)
for name in Byte ByteSearch SubstringSearch Keyword SourceImport ImportScanner ConditionClauses; do
    sources+=("Sources/ModuleRules/Imports/$name.swift")
done
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/ModuleRules/Imports -name 'ImportLexer*.swift' | sort)

if [[ -x "$binary" && -z "$(find "${sources[@]}" Fuzz/ImportLexer/ImportLexerFuzz.swift Fuzz/run-imports.sh -newer "$binary")" ]]; then
    echo "== $binary is up to date"
else
    echo "== building $binary (${#sources[@]} ModuleRules sources + Fuzz/ImportLexer/ImportLexerFuzz.swift)"
    "${SWIFTC:-swiftc}" -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -wmo \
        -module-name ImportLexerFuzz -package-name switchyard -use-ld=lld -o "$binary" "${sources[@]}" Fuzz/ImportLexer/ImportLexerFuzz.swift
fi

echo "== fuzzing for ${seconds}s (seed corpus: Fuzz/ImportLexer/corpus, new inputs: $build/import-corpus)"
# The Swift runtime's own backtracer would catch the crash first and trip ASan while reading memory.
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix=fuzz-artifacts/ "$build/import-corpus" Fuzz/ImportLexer/corpus
