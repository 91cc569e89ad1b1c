#!/usr/bin/env bash
# Fuzzes weaver's input readers with libFuzzer and AddressSanitizer (see Fuzz/README.md).
#
#   Scripts/fuzz.sh [seconds-per-target] [target…] [-- extra libFuzzer flags…]
#
# Targets: yaml, json, cache, syntax, source (default: all, 60 seconds each, one after another).
# Builds .build-fuzz/weaver-fuzzer from Sources/WeaverCore and Sources/WeaverKit plus Fuzz/Harness (one module, so the
# harness reaches internal API) and links .build-fuzz/fuzz-<target> to it. Each target's seeds
# (Fuzz/Corpus/<target>, Fuzz/Crashes/<target>-*, and for `source` every .swift file under
# Fixtures/ and Fuzz/; for `cache` and `syntax` also seeds made in the current format from
# Fixtures/) are copied to .build-fuzz/seeds/<target>; the growing corpus stays in
# .build-fuzz/corpus/<target>, outside the repository. A finding is written to
# .build-fuzz/artifacts/<target>/ and printed; the script then exits 1 (after the other targets).
# Reproduce one with: .build-fuzz/fuzz-<target> <file>
#
# Environment: SWIFTC (compiler, default swiftc); FUZZ_REBUILD=1 forces a rebuild;
# FUZZ_NO_BUILD=1 uses the existing binary even when sources are newer (while someone is
# mid-edit); FUZZ_KEEP_GOING=1 keeps fuzzing past crashes and timeouts (libFuzzer's fork mode
# with one job), saving each of them, instead of stopping a target at its first finding.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build-fuzz"
binary="$build/weaver-fuzzer"
swiftc="${SWIFTC:-swiftc}"
all_targets=(yaml json cache syntax source)

duration=60
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then duration="$1"; shift; fi
targets=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
    if [[ ! " ${all_targets[*]} " =~ " $1 " ]]; then
        echo "fuzz: unknown target '$1' (targets: ${all_targets[*]})" >&2
        exit 2
    fi
    targets+=("$1")
    shift
done
[[ $# -gt 0 ]] && shift
extra_flags=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all_targets[@]}")

max_len() {
    case "$1" in
        yaml | json) echo 4096 ;;
        syntax) echo 16384 ;;
        *) echo 65536 ;;
    esac
}

mkdir -p "$build"

# --- Build: one executable for every target, rebuilt when a library or harness file is newer.
# WeaverCore and WeaverKit are compiled as one module (their `import WeaverCore` lines dropped
# from the snapshot), with the harness.
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$root/Sources/WeaverCore" "$root/Sources/WeaverKit" -name '*.swift' | LC_ALL=C sort)
harness=()
while IFS= read -r file; do harness+=("$file"); done < <(find "$root/Fuzz/Harness" -name '*.swift' | LC_ALL=C sort)

needs_build=0
if [[ ! -x "$binary" || "${FUZZ_REBUILD:-0}" == 1 ]]; then
    needs_build=1
elif [[ "${FUZZ_NO_BUILD:-0}" != 1 && -n "$(find "$root/Sources/WeaverCore" "$root/Sources/WeaverKit" "$root/Fuzz/Harness" -name '*.swift' -newer "$binary" -print -quit)" ]]; then
    needs_build=1
fi
if [[ $needs_build == 1 ]]; then
    echo "fuzz: building $binary (${#sources[@]} library sources, ${#harness[@]} harness files)" >&2
    # Compiled from a snapshot, so that files edited meanwhile do not fail the build; the debug
    # info names the real files. Built aside and moved into place, so a fuzzer still running the
    # old binary is not disturbed.
    snapshot="$build/src"
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    cp -R "$root/Sources" "$root/Fuzz" "$snapshot/"
    find "$snapshot/Sources/WeaverKit" -name '*.swift' -exec sed -i '/^import WeaverCore$/d' {} +
    status=0
    (cd "$snapshot" && "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -module-name WeaverKit -package-name weaver -swift-version 6 \
        -debug-prefix-map "$snapshot=$root" "${sources[@]/#$root/$snapshot}" "${harness[@]/#$root/$snapshot}" -o "$binary.new") 2>&1 |
        { grep -v "Cannot export local symbol" || true; } >&2 || status=$?
    if [[ $status != 0 || ! -x "$binary.new" ]]; then
        echo "fuzz: the build failed (if Sources/ is being edited, retry in a minute)" >&2
        exit 2
    fi
    mv -f "$binary.new" "$binary"
fi
for target in "${all_targets[@]}"; do ln -sfn weaver-fuzzer "$build/fuzz-$target"; done

# The Swift runtime's backtracer reads memory ASan has poisoned and buries the real report.
export SWIFT_BACKTRACE=enable=no

# --- Seeds, re-copied on every run so that edits to fixtures and checked-in seeds are picked up.
copy_seed() { # file, folder
    local relative="${1#"$root"/}"
    cp "$1" "$2/${relative//\//_}"
}
make_seeds() { # target, folder
    local target="$1" folder="$2" file
    rm -rf "$folder"
    mkdir -p "$folder"
    find "$root/Fuzz/Corpus/$target" "$root/Fuzz/Crashes" -type f \( -path "*/Corpus/$target/*" -o -name "$target-[0-9]*" \) \
        ! -name README.md -print0 | while IFS= read -r -d '' file; do copy_seed "$file" "$folder"; done
    case "$target" in
        source)
            find "$root/Fixtures" "$root/Fuzz" -name '*.swift' ! -path '*/Fuzz/Harness/*' -print0 |
                while IFS= read -r -d '' file; do copy_seed "$file" "$folder"; done ;;
        cache | syntax)
            local made="$build/made-seeds/$target"
            rm -rf "$made"
            WEAVER_FUZZ_MAKE_SEEDS="$made" "$binary" "$root"/Fixtures/*/
            for file in "$made/$target"/*; do
                # Seeds longer than -max_len would only be cut.
                if [[ $(stat -c %s "$file") -le $(max_len "$target") ]]; then cp "$file" "$folder/made-$(basename "$file")"; fi
            done ;;
    esac
}

dictionary() {
    local file="$root/Fuzz/Dictionaries/$1.dict"
    [[ -f "$file" ]] && echo "-dict=$file"
}

# --- Run each target in turn. Leaks are findings, but for what a global's one-time initializer
# keeps for the whole process (Fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
overall=0
findings=()
for target in "${targets[@]}"; do
    seeds="$build/seeds/$target"
    corpus="$build/corpus/$target"
    artifacts="$build/artifacts/$target"
    log="$build/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$build/logs"
    make_seeds "$target" "$seeds"
    echo "fuzz: $target for ${duration}s ($(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) corpus inputs)" >&2
    status=0
    started=$(date +%s)
    stamp="$build/logs/$target.started"
    touch "$stamp"
    keep_going=()
    [[ "${FUZZ_KEEP_GOING:-0}" == 1 ]] && keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    # shellcheck disable=SC2046
    "$build/fuzz-$target" "$corpus" "$seeds" $(dictionary "$target") \
        -max_len="$(max_len "$target")" -timeout=10 -max_total_time="$duration" \
        -artifact_prefix="$artifacts/" -print_final_stats=1 ${keep_going[@]+"${keep_going[@]}"} \
        ${extra_flags[@]+"${extra_flags[@]}"} > "$log" 2>&1 || status=$?
    elapsed=$(( $(date +%s) - started ))
    # The last status line: `#N … cov: … exec/s: …` (in fork mode `#N: cov: …`).
    last="$(grep -E '^#[0-9]+' "$log" | tail -1 || true)"
    executions="$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{ sum += $2 } END { print sum + 0 }' || true)"
    [[ "$executions" == 0 ]] && executions="$(sed -E 's/^#([0-9]+).*/\1/' <<< "${last:-#0}")"
    echo "fuzz: $target: $executions executions in ${elapsed}s, status $status; last: ${last:-none}" >&2
    echo "$(date -u +%FT%TZ) target=$target seconds=$elapsed executions=$executions status=$status" >> "$build/runs.log"
    # Crashes, timeouts, out-of-memory and leaks all leave a file in the artifacts folder.
    found=()
    while IFS= read -r file; do found+=("$file"); done < <(find "$artifacts" -type f -newer "$stamp" | LC_ALL=C sort)
    if [[ $status != 0 || ${#found[@]} -gt 0 ]]; then
        overall=1
        grep -E '^(==[0-9]+== ?ERROR|SUMMARY|.*Fatal error:|ALARM)' "$log" | sort | uniq -c | head -10 >&2 || true
        echo "fuzz: $target FOUND A PROBLEM (log: $log)" >&2
        for file in "${found[@]}"; do
            echo "fuzz:   reproduce: $build/fuzz-$target $file" >&2
            known=""
            for saved in "$root/Fuzz/Crashes/$target"-[0-9]*; do
                if [[ -f "$saved" ]] && cmp -s "$file" "$saved"; then known=" (still failing: ${saved#"$root"/})"; fi
            done
            findings+=("$target: $file$known")
        done
        [[ ${#found[@]} -eq 0 ]] && findings+=("$target: no reproducer written, see $log")
    fi
done

if [[ $overall != 0 ]]; then
    echo "fuzz: findings:" >&2
    printf '  %s\n' "${findings[@]}" >&2
fi
exit "$overall"
