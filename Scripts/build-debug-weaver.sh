# Sourced by the editor checks (lsp-pytest.sh, lsp-neovim.sh): `build_debug_weaver LABEL` builds
# the debug weaver in the current folder (the repository root), printing the build's log only when
# it fails, and sets WEAVER to the executable.
build_debug_weaver() {
    local label="$1" log
    echo "$label: swift build --product weaver"
    log="$(mktemp "${TMPDIR:-/tmp}/$label-build.XXXXXX")"
    if ! swift build --product weaver >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "$label: FAILED: swift build --product weaver" >&2
        exit 1
    fi
    rm -f "$log"
    WEAVER="$(swift build --show-bin-path)/weaver"
    [[ -x "$WEAVER" ]] || { echo "$label: FAILED: no weaver executable at $WEAVER" >&2; exit 1; }
    export WEAVER
}
