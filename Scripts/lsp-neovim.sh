#!/usr/bin/env bash
# Smoke test of `weaver lsp` with headless Neovim (0.7 or later) and its built-in LSP client.
#
#   Scripts/lsp-neovim.sh
#
# Builds weaver (swift build --product weaver), copies Fixtures/Sample/Sources to a temporary
# project with a .weaver.yaml, and runs Tests/Editors/nvim/smoke.lua in `nvim --headless`: open
# HomeController.swift, start `weaver lsp` for it with the Neovim snippet of docs/editors.md (read
# from that file, WEAVER_SNIPPET_FILE), break a reference and wait for the type-mismatch
# diagnostic, undo and wait for it to go away, go to definition and check the line, stop the
# server. Then prints the transcript of the JSON-RPC messages (from the client's debug log,
# checked against the raw streams recorded with tee). Exits with the smoke test's status.
#
# Without Neovim it installs Debian's `neovim` package when running as root with apt-get, and
# otherwise (or when nvim is older than 0.7) prints `lsp-neovim: skipped: …` and exits 0.
#
# Environment: WEAVER_SMOKE_TIMEOUT (seconds per step, default 15); LSP_NEOVIM_KEEP=1 keeps the
# temporary folder (project, client log, raw streams) and prints its path.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

skip() {
    echo "lsp-neovim: skipped: $1"
    exit 0
}

if ! command -v nvim >/dev/null 2>&1 && [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "lsp-neovim: installing neovim with apt-get"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null; } ||
        echo "lsp-neovim: apt-get could not install neovim" >&2
fi
command -v nvim >/dev/null 2>&1 ||
    skip "neovim is not installed, and it can be installed only as root with apt-get"

nvim_version="$(nvim --version 2>/dev/null | sed -n '1s/^NVIM v\{0,1\}\([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p')"
nvim_major="${nvim_version%%.*}"
nvim_minor="${nvim_version#*.}"
if [[ -z "$nvim_version" ]] || ! [[ "$nvim_major" -gt 0 || "$nvim_minor" -ge 7 ]]; then
    skip "neovim ${nvim_version:-of an unknown version} is installed, 0.7 or later is needed"
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/lsp-neovim.XXXXXX")"
cleanup() {
    if [[ "${LSP_NEOVIM_KEEP:-0}" == 1 ]]; then
        echo "lsp-neovim: kept $tmp"
    else
        rm -rf "$tmp"
    fi
}
trap cleanup EXIT

cd "$root"
# shellcheck source=build-debug-weaver.sh
source "$root/Scripts/build-debug-weaver.sh"
build_debug_weaver lsp-neovim

project="$tmp/project"
mkdir -p "$project" "$tmp/transcript"
cp -R "$root/Fixtures/Sample/Sources" "$project/Sources"
cat >"$project/.weaver.yaml" <<'YAML'
input_paths:
  - Sources
main_output_path: Generated/Weaver.swift
YAML

# A SwiftPM package with the plugin and no configuration, depending on this checkout.
package="$tmp/package"
cp -R "$root/Fixtures/ModuleGraph" "$package"
sed -i.orig "s#path: \"\.\./\.\.\"#path: \"$root\"#" "$package/Package.swift" && rm -f "$package/Package.swift.orig"

# `weaver` on PATH, as the Neovim snippet of docs/editors.md runs it: the built executable behind tee, recording
# both directions and the exit status of the n-th server started.
mkdir -p "$tmp/bin"
cat >"$tmp/bin/weaver" <<'WRAPPER'
#!/usr/bin/env bash
dir="$WEAVER_TRANSCRIPT_DIR"
n=$(( $(cat "$dir/started" 2>/dev/null || echo 0) + 1 ))
echo "$n" >"$dir/started"
"$WEAVER" "$@" < <(exec tee "$dir/client-to-server.$n.raw") > >(exec tee "$dir/server-to-client.$n.raw") 2>"$dir/server-stderr.$n.txt"
status=$?
echo "$status" >"$dir/exit.$n"
exit "$status"
WRAPPER
chmod +x "$tmp/bin/weaver"

echo "lsp-neovim: nvim $nvim_version, project $project, package $package"
status=0
# XDG_*: a private, empty Neovim setup whose LSP log (stdpath('cache')/lsp.log) is the transcript's
# source. `timeout` backs up the test's own time limits (15 s a step, 45 s in all).
env XDG_CACHE_HOME="$tmp/cache" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
    XDG_STATE_HOME="$tmp/state" WEAVER="$WEAVER" WEAVER_PROJECT="$project" \
    WEAVER_TRANSCRIPT_DIR="$tmp/transcript" WEAVER_SNIPPET_FILE="$root/docs/editors.md" WEAVER_PACKAGE="$package" \
    PATH="$tmp/bin:$PATH" WEAVER_VERIFY_INCREMENTAL=1 \
    bash -c 'cd "$1" && exec timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile smoke.lua"' \
    lsp-neovim "$root/Tests/Editors/nvim" </dev/null || status=$?

echo
if [[ -f "$tmp/transcript/transcript.txt" ]]; then
    cat "$tmp/transcript/transcript.txt"
else
    echo "lsp-neovim: no transcript was written"
fi
if [[ "$status" == 124 ]]; then
    echo "lsp-neovim: FAILED: nvim did not finish within 120 seconds" >&2
elif [[ "$status" != 0 ]]; then
    echo "lsp-neovim: FAILED (nvim exited with status $status)" >&2
else
    echo "lsp-neovim: passed"
fi
exit "$status"
