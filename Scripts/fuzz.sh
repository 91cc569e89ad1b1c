#!/usr/bin/env bash
# Fuzzes the scanner, the annotation and type parsers, and link/validate/generate with libFuzzer.
#
#   Scripts/fuzz.sh [seconds] [extra libFuzzer flags…]     (default: 60 seconds)
#
# Builds .build-fuzz/weaver-fuzzer from Sources/WeaverKit plus Fuzz/ParserFuzzer.swift (one
# module, address sanitizer), seeds it with every .swift file under Fixtures/ and Fuzz/ (hand-written
# seeds, and the saved crash and spurious-diagnostic reproducers as regression inputs),
# keeps the growing corpus in .build-fuzz/corpus between runs, and writes crashing inputs to
# .build-fuzz/artifacts/. Reproduce one with: .build-fuzz/weaver-fuzzer <file>.
# Quadratic slowness needs bigger inputs than the default: pass -max_len=65536 after the seconds.
# Environment: SWIFTC (compiler, default swiftc), FUZZ_REBUILD=1 (force a rebuild).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build-fuzz"
binary="$build/weaver-fuzzer"
duration="${1:-60}"
shift $(( $# > 0 ? 1 : 0 ))
swiftc="${SWIFTC:-swiftc}"

mkdir -p "$build/corpus" "$build/seeds" "$build/artifacts"

sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$root/Sources/WeaverKit" -name '*.swift' | LC_ALL=C sort)
harness="$root/Fuzz/ParserFuzzer.swift"

needs_build=0
if [[ ! -x "$binary" || "${FUZZ_REBUILD:-0}" == 1 ]]; then
    needs_build=1
elif [[ -n "$(find "$root/Sources/WeaverKit" "$harness" -name '*.swift' -newer "$binary" -print -quit)" ]]; then
    needs_build=1
fi
if [[ $needs_build == 1 ]]; then
    echo "fuzz: building $binary (${#sources[@]} WeaverKit sources)" >&2
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -module-name WeaverKit -swift-version 6 \
        "${sources[@]}" "$harness" -o "$binary" 2>&1 | { grep -v "Cannot export local symbol" || true; } >&2
fi

# Seeds are re-copied on every run so that edits to fixtures and hand-written seeds are picked up.
rm -f "$build/seeds/"*
find "$root/Fixtures" "$root/Fuzz/Seeds" "$root/Fuzz/Crashes" "$root/Fuzz/Spurious" -name '*.swift' -print0 | while IFS= read -r -d '' file; do
    relative="${file#"$root"/}"
    cp "$file" "$build/seeds/${relative//\//_}"
done

log="$build/last-run.log"
echo "fuzz: running for ${duration}s ($(ls "$build/seeds" | wc -l) seeds, $(ls "$build/corpus" | wc -l) corpus inputs)" >&2
status=0
started=$(date +%s)
# The Swift runtime's backtracer reads memory ASan has poisoned and buries the real report.
export SWIFT_BACKTRACE=enable=no
"$binary" "$build/corpus" "$build/seeds" \
    -dict="$root/Fuzz/swift.dict" -max_len=4096 -timeout=5 -max_total_time="$duration" \
    -artifact_prefix="$build/artifacts/" -print_final_stats=1 "$@" 2>&1 | tee "$log" || status=$?

elapsed=$(( $(date +%s) - started ))
executions="$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{ sum += $2 } END { print sum + 0 }')"
echo "$(date -u +%FT%TZ) seconds=$elapsed executions=$executions status=$status" >> "$build/runs.log"
echo "fuzz: executions: $executions in ${elapsed}s (status $status; history in $build/runs.log)"
exit "$status"
