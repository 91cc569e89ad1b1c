#!/usr/bin/env bash
# End-to-end tests of `weaver lsp` with pytest-lsp (Tests/Editors/pytest).
#
#   Scripts/lsp-pytest.sh [pytest arguments…]
#
# Builds weaver (swift build --product weaver) and runs Tests/Editors/pytest with WEAVER set to the
# built executable. Each test starts its own server over stdio on a fresh copy of Fixtures/Sample in
# pytest's temporary folder: diagnostics after an edit and their quick fixes, definition, hover,
# references, inlay hints and the launch-cost lens, a project rule broken and fixed as one types, unknown and malformed messages, files created, saved and closed, a broken
# configuration, a file that is not Swift, two workspace folders.
#
# Without pytest-lsp it tries `python3 -m pip install -q pytest-lsp`; when that fails too it prints
# `lsp-pytest: skipped: …` and exits 0. Otherwise it exits with pytest's status.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

skip() {
    echo "lsp-pytest: skipped: $1"
    exit 0
}

command -v python3 >/dev/null 2>&1 || skip "pytest-lsp cannot be installed (python3 is not installed)"

# The last line of what a failed command printed, as the reason of a skip.
last_line() {
    printf '%s\n' "$1" | sed '/^[[:space:]]*$/d' | tail -n 1
}

if ! python3 -c "import pytest_lsp" >/dev/null 2>&1; then
    echo "lsp-pytest: installing pytest-lsp with pip"
    if ! pip_output="$(python3 -m pip install -q pytest-lsp 2>&1)"; then
        skip "pytest-lsp cannot be installed ($(last_line "$pip_output"))"
    fi
    if ! import_output="$(python3 -c "import pytest_lsp" 2>&1)"; then
        skip "pytest-lsp cannot be installed ($(last_line "$import_output"))"
    fi
fi

cd "$root"
# shellcheck source=build-debug-weaver.sh
source "$root/Scripts/build-debug-weaver.sh"
build_debug_weaver lsp-pytest

echo "lsp-pytest: python3 -m pytest Tests/Editors/pytest (WEAVER=$WEAVER)"
# No bytecode next to the tests; pytest.ini there turns off the cache. WEAVER_VERIFY_INCREMENTAL:
# the server compares each analysis with a fresh one and stops on a difference.
WEAVER_VERIFY_INCREMENTAL=1 PYTHONDONTWRITEBYTECODE=1 python3 -m pytest Tests/Editors/pytest -q "$@"
