#!/usr/bin/env bash
# Runs the scanner and the file parser over every .swift file of real Swift code and reports
# files, MB, files/s and MB/s (scanner alone, single-threaded), crashes, files over 1 s, and
# lexical diagnostics, which on compiling code are spurious.
#
#   Scripts/corpus-check.sh [TREE]        (default: /opt/swift-packages)
#
# TREE is a folder of Swift code, or a folder of bare git repositories (owner/name.git): their
# HEAD working trees are then extracted (.swift files only, one copy per distinct tree) into
# $CORPUS_DIR (default /tmp/weaver-corpus), reused while it is complete.
# A crash is attributed to its file by re-running with --trace; the file is then excluded and
# the run repeated, so every crashing file is listed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build-corpus"
binary="$build/corpus-check"
tree="${1:-/opt/swift-packages}"
swiftc="${SWIFTC:-swiftc}"
mkdir -p "$build"

program="$root/Scripts/CorpusCheck/CorpusCheck.swift"
if [[ ! -x "$binary" || -n "$(find "$root/Sources/WeaverCore" "$root/Sources/WeaverKit" "$program" -name '*.swift' -newer "$binary" -print -quit)" ]]; then
    echo "corpus-check: building $binary" >&2
    # WeaverCore and WeaverKit as one module: a copy without WeaverKit's `import WeaverCore` lines.
    snapshot="$build/src"
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    cp -R "$root/Sources/WeaverCore" "$root/Sources/WeaverKit" "$snapshot/"
    find "$snapshot/WeaverKit" -name '*.swift' -exec sed -i '/^import WeaverCore$/d' {} +
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "$snapshot" -name '*.swift' | LC_ALL=C sort)
    "$swiftc" -O -wmo -parse-as-library -module-name WeaverKit -package-name weaver -swift-version 6 "${sources[@]}" "$program" -o "$binary"
fi

corpus="$tree"
if compgen -G "$tree/*/*.git/HEAD" > /dev/null || compgen -G "$tree/*.git/HEAD" > /dev/null; then
    corpus="${CORPUS_DIR:-/tmp/weaver-corpus}"
    if [[ ! -f "$corpus/.complete" ]]; then
        echo "corpus-check: extracting the repositories of $tree into $corpus" >&2
        rm -rf "$corpus"
        mkdir -p "$corpus"
        declare -A seen_trees=()
        while IFS= read -r gitdir; do
            head_tree="$(git --git-dir="$gitdir" rev-parse --verify --quiet 'HEAD^{tree}')" || continue
            [[ -n "${seen_trees[$head_tree]:-}" ]] && continue
            seen_trees[$head_tree]=1
            name="${gitdir#"$tree"/}"
            name="${name%.git}"
            mkdir -p "$corpus/$name"
            git --git-dir="$gitdir" archive HEAD | tar -x -C "$corpus/$name" --wildcards '*.swift' 2> /dev/null || true
        done < <(find "$tree" -maxdepth 2 -name '*.git' -type d | LC_ALL=C sort)
        touch "$corpus/.complete"
    fi
fi

excludes=()
crashes=()
while true; do
    status=0
    SWIFT_BACKTRACE=enable=no "$binary" "$corpus" "${excludes[@]}" > "$build/report.txt" 2> "$build/stderr.txt" || status=$?
    if [[ $status == 0 ]]; then break; fi
    if [[ $status == 3 ]]; then
        hung="$(sed -n 's/^hang: \(.*\) (more than .*/\1/p' "$build/stderr.txt" | tail -1)"
        crashes+=("hang: $hung")
        excludes+=(--exclude "$hung")
        continue
    fi
    echo "corpus-check: exit status $status; re-running with --trace to find the file" >&2
    SWIFT_BACKTRACE=enable=no "$binary" "$corpus" "${excludes[@]}" --trace > /dev/null 2> "$build/trace.txt" || true
    crashed="$(sed -n 's/^trace: [a-z]* //p' "$build/trace.txt" | tail -1)"
    if [[ -z "$crashed" ]]; then
        echo "corpus-check: could not attribute the crash; see $build/trace.txt" >&2
        exit 1
    fi
    crashes+=("crash (status $status): $crashed")
    excludes+=(--exclude "$crashed")
    if (( ${#crashes[@]} >= 20 )); then break; fi
done

cat "$build/report.txt"
echo "crashes and hangs: ${#crashes[@]}"
for crash in "${crashes[@]}"; do echo "  $crash"; done
