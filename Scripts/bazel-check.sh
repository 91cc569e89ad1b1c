#!/usr/bin/env bash
# Builds Bazel/Example (Core → Feature → App, one weaver action per module, see Bazel/weaver.bzl)
# with Debian's bazel-bootstrap (Bazel 4.2, offline) and the release weaver, and asserts
# (docs/build-systems.md):
#   1. the build passes under the sandbox: every weaver action ran sandboxed, with no
#      --spawn_strategy given (the example's .bazelrc sets none: the rule's default is checked);
#   2. a rebuild from a clean output base with the same --disk_cache runs no weaver action;
#   3. a body-only edit in Core re-runs Core's action only: Core's summary keeps its bytes, so
#      Feature's and App's actions are cut off;
#   4. and, to show that 3 is a cut-off and not a missing input, an edit that moves Core's
#      annotations changes its summary and re-runs Feature's action;
#   5. with --define=weaver_persistent_worker=1, the actions run in persistent weaver workers and
#      write the same bytes as the sandboxed actions (one worker, so that every request after the
#      first follows another module's);
#   6. with a remote cache server on loopback (nginx's WebDAV module takes Bazel's HTTP cache
#      protocol, GET and PUT under /ac/ and /cas/; it is a Debian package, so it installs and runs
#      offline here), a second checkout of the same sources at another path, with an output base
#      and no disk cache of its own, runs no weaver action: every one is a remote cache hit;
#   7. a project rules file given to every module (`rules = "//:rules.yaml"`, docs/rules.md) that
#      Feature breaks fails the build with weaver's error at Feature's annotation, naming the rule.
# It works on a copy of Bazel/ in a temporary folder, which also holds the output bases and the
# disk cache: the repository is left as it was. Without Bazel, installed when absent if run as
# root, it prints "skipped: …" and exits 0.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if ! command -v bazel >/dev/null 2>&1 && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "bazel-check: installing bazel-bootstrap"
    (apt-get update -qq && apt-get install -y -qq bazel-bootstrap >/dev/null) || true
fi
if ! command -v bazel >/dev/null 2>&1; then
    echo "bazel-check: skipped: bazel is not installed, and bazel-bootstrap can be installed only as root with apt-get"
    exit 0
fi
if ! command -v nginx >/dev/null 2>&1 && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "bazel-check: installing nginx (the remote cache server)"
    (apt-get update -qq && apt-get install -y -qq nginx >/dev/null) || true
fi

(cd "$root" && swift build -c release --product weaver)
weaver="$(cd "$root" && swift build -c release --show-bin-path)/weaver"

work="$(mktemp -d)"
example="$work/Bazel/Example"
# bazel_in OUTPUT_BASE COMMAND…: the same startup options every time, or Bazel restarts its server.
bazel_in() { local base="$1"; shift; (cd "$example" && bazel --output_base="$base" --max_idle_secs=300 "$@"); }
output_bases=()
finish() {
    for base in ${output_bases[@]+"${output_bases[@]}"}; do
        bazel_in "$base" shutdown >/dev/null 2>&1 || true
    done
    [ -f "$work/remote-cache/nginx.pid" ] && kill "$(cat "$work/remote-cache/nginx.pid")" 2>/dev/null || true
    rm -rf "$work"
}
trap finish EXIT

cp -R "$root/Bazel" "$work/Bazel"
# Links a build in the repository's copy may have left would lead `//...` into its output base.
rm -f "$example"/bazel-*
cp "$weaver" "$example/tools/weaver"

failures=0
pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

# build NAME OUTPUT_BASE [OPTION…]: builds every module; keeps Bazel's output in NAME.txt, the
# weaver actions it lists (label, tab, how they ran) in NAME.actions, and prints its process summary.
build() {
    local name="$1" base="$2"
    shift 2
    output_bases+=("$base")
    if ! bazel_in "$base" build //... --disk_cache="$work/disk-cache" --symlink_prefix=/ \
            --execution_log_json_file="$work/$name.json" "$@" >"$work/$name.txt" 2>&1; then
        cat "$work/$name.txt"
        fail "$name: the build failed"
        exit 1
    fi
    python3 "$root/Scripts/bazel-execution-log.py" "$work/$name.json" | LC_ALL=C sort >"$work/$name.actions"
    echo "$name: $(grep -m1 'INFO: [0-9]* process' "$work/$name.txt" || echo 'no process summary')"
}

# ran NAME: the labels of the weaver actions that ran (not cache hits), on one line.
ran() { { grep -v $'\tcache hit$' "$work/$1.actions" || true; } | cut -f1 | paste -sd' '; }
core_summary() { cat "$(bazel_in "$1" info bazel-bin 2>/dev/null)/Core/Core.weaversummary"; }

modules="//App:App //Core:Core //Feature:Feature"

build sandboxed "$work/output-base"
sandboxed="$(grep -c -E $'\t(linux-sandbox|processwrapper-sandbox)$' "$work/sandboxed.actions" || true)"
if [ "$(ran sandboxed)" = "$modules" ] && [ "$sandboxed" = "3" ]; then
    pass "the build passes under the sandbox: 3 weaver actions ran, each $(cut -f2 "$work/sandboxed.actions" | sort -u | paste -sd/)"
else
    fail "the build passes under the sandbox: expected $modules sandboxed, got:"; cat "$work/sandboxed.actions"
fi

# App is split_output = True: Weaver.swift, WeaverResolvers.swift and 64 files of containers, every one weaver's.
app_bin="$(bazel_in "$work/output-base" info bazel-bin 2>/dev/null)/App/App"
app_files="$(cd "$app_bin" && ls -- *.swift | sort | paste -sd' ')"
headers="$(head -qn1 "$app_bin"/*.swift | grep -c '^// This file is generated by weaver' || true)"
expected_files="$( (echo Weaver.swift; echo WeaverResolvers.swift; for n in $(seq 1 64); do echo "WeaverContainers$n.swift"; done) | sort | paste -sd' ')"
if [ "$app_files" = "$expected_files" ] \
    && [ "$headers" = "66" ] && grep -q 'final class AppDependencyContainer' "$app_bin"/WeaverContainers*.swift; then
    pass "split_output = True: App's container is in one of 64 files beside Weaver.swift and WeaverResolvers.swift"
else
    fail "split_output = True: App/App holds '$app_files', $headers with weaver's header"
fi

build clean-rebuild "$work/clean-output-base"
hits="$(grep -c $'\tcache hit$' "$work/clean-rebuild.actions" || true)"
if [ -z "$(ran clean-rebuild)" ] && [ "$hits" = "3" ]; then
    pass "a rebuild from a clean output base with --disk_cache runs no weaver action: 3 cache hits"
else
    fail "a rebuild from a clean output base runs no weaver action: ran '$(ran clean-rebuild)', $hits cache hits"
fi

summary_before="$(core_summary "$work/clean-output-base")"
body="$example/Core/APIClient.swift"
cp "$body" "$work/APIClient.swift.before"
sed -i 's/"GET \\(path)"/"GET: \\(path)"/' "$body"
if cmp -s "$body" "$work/APIClient.swift.before"; then fail "the body-only edit found nothing to change in Core/APIClient.swift"; exit 1; fi
build body-edit "$work/clean-output-base"
if [ "$(ran body-edit)" = "//Core:Core" ] && [ "$(core_summary "$work/clean-output-base")" = "$summary_before" ]; then
    pass "a body-only edit in Core re-runs Core's action only; its summary is unchanged, Feature and App are cut off"
else
    fail "a body-only edit in Core re-runs Core's action only: ran '$(ran body-edit)'"
fi

sed -i '1i // An added line moves every annotation below it.' "$body"
build moved-annotations "$work/clean-output-base"
if [[ " $(ran moved-annotations) " == *" //Core:Core "* && " $(ran moved-annotations) " == *" //Feature:Feature "* ]] \
    && [ "$(core_summary "$work/clean-output-base")" != "$summary_before" ]; then
    pass "an edit that changes Core's summary re-runs its dependents: ran $(ran moved-annotations)"
else
    fail "an edit that changes Core's summary re-runs its dependents: ran '$(ran moved-annotations)'"
fi

# A fresh output base without the disk cache, so that every action runs, each in a worker.
build worker "$work/worker-output-base" --define=weaver_persistent_worker=1 --disk_cache= --worker_max_instances=Weaver=1
workers="$(grep -c $'\tworker$' "$work/worker.actions" || true)"
# The last sandboxed build of these sources (the edits above included).
sandboxed_bin="$(bazel_in "$work/clean-output-base" info bazel-bin 2>/dev/null)"
worker_bin="$(bazel_in "$work/worker-output-base" info bazel-bin 2>/dev/null)"
differing=""
for file in Core/Core.weaversummary Core/Core/Weaver.swift Feature/Feature.weaversummary Feature/Feature/Weaver.swift App/App/Weaver.swift \
    App/App/WeaverContainers{1,2,3,4,5,6,7,8}.swift; do
    cmp -s "$sandboxed_bin/$file" "$worker_bin/$file" || differing="$differing $file"
done
if [ "$(ran worker)" = "$modules" ] && [ "$workers" = "3" ] && [ -z "$differing" ]; then
    pass "with --define=weaver_persistent_worker=1, 3 weaver actions ran in persistent workers and wrote what the sandboxed actions wrote"
else
    fail "with --define=weaver_persistent_worker=1: ran '$(ran worker)', $workers in workers, differing:${differing:- none}"
    cat "$work/worker.actions"
fi

# 6. The remote cache: nginx on a free loopback port, storing what Bazel PUTs under a folder.
if ! command -v nginx >/dev/null 2>&1; then
    fail "a remote cache: nginx is not installed, and can be installed only as root with apt-get"
else
    cache="$work/remote-cache"
    mkdir -p "$cache/store" "$cache/temp"
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    {
        [ "$(id -u)" = "0" ] && echo "user root;"
        cat <<NGINX
worker_processes 1;
pid $cache/nginx.pid;
error_log $cache/error.log;
events { worker_connections 256; }
http {
    access_log $cache/access.log;
    client_body_temp_path $cache/temp/body;
    proxy_temp_path $cache/temp/proxy;
    fastcgi_temp_path $cache/temp/fastcgi;
    uwsgi_temp_path $cache/temp/uwsgi;
    scgi_temp_path $cache/temp/scgi;
    client_max_body_size 0;
    server {
        listen 127.0.0.1:$port;
        root $cache/store;
        dav_methods PUT;
        create_full_put_path on;
        dav_access user:rw group:r all:r;
    }
}
NGINX
    } >"$cache/nginx.conf"
    nginx -c "$cache/nginx.conf" -p "$cache" -e "$cache/error.log"
    remote="--remote_cache=http://127.0.0.1:$port"
    build remote-first "$work/remote-first-output-base" "$remote" --disk_cache=
    uploaded="$(find "$cache/store/ac" -type f 2>/dev/null | wc -l)"
    # The same sources (the edits above included) and the same tool, at another path.
    second="$work/another/checkout"
    mkdir -p "$second"
    cp -R "$work/Bazel" "$second/Bazel"
    rm -f "$second/Bazel/Example"/bazel-*
    example="$second/Bazel/Example"
    build remote-second "$work/remote-second-output-base" "$remote" --disk_cache=
    example="$work/Bazel/Example"
    hits="$(grep -c $'\tcache hit$' "$work/remote-second.actions" || true)"
    if [ -z "$(ran remote-second)" ] && [ "$hits" = "3" ] && [ "$uploaded" -gt 0 ]; then
        pass "a second checkout at another path, sharing a remote cache server ($uploaded action results uploaded), runs no weaver action: 3 remote cache hits"
    else
        fail "a second checkout sharing a remote cache runs no weaver action: ran '$(ran remote-second)', $hits hits, $uploaded action results uploaded"
        cat "$work/remote-second.actions"; tail -5 "$cache/error.log" 2>/dev/null || true
    fi
fi

# 7. Project rules: one file for every module; Feature's `title <= String` breaks it.
printf 'exports_files(["rules.yaml"])\n' >"$example/BUILD"
printf 'rules:\n  - id: no-bare-strings\n    kind: forbidden-types\n    types: [String]\n    unless_named: ["*URL"]\n' >"$example/rules.yaml"
for module in Core Feature App; do
    sed -i 's|^weaver_module($|weaver_module(\n    rules = "//:rules.yaml",|' "$example/$module/BUILD"
done
if bazel_in "$work/clean-output-base" build //... --disk_cache="$work/disk-cache" --symlink_prefix=/ >"$work/rules.txt" 2>&1; then
    fail "a broken project rule fails the build: it passed"; cat "$work/rules.txt"
elif grep -q "Feature/HomeScreen.swift:5:5: error: HomeScreen.title has the type 'String'; a name matching '\*URL' is allowed \[rule no-bare-strings\]" "$work/rules.txt"; then
    pass "a project rule that Feature breaks fails the build at Feature/HomeScreen.swift:5:5, naming the rule"
else
    fail "a project rule that Feature breaks: no error at Feature/HomeScreen.swift:5:5"; cat "$work/rules.txt"
fi

[ "$failures" = "0" ] || { echo "bazel-check: $failures assertion(s) failed"; exit 1; }
echo "bazel-check: all assertions passed"
