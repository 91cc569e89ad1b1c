#!/usr/bin/env python3
"""Bazel on the Metro-shaped workspace (`metro_workload.py --bazel`): every module's weaver action
cold in the sandbox, cold in persistent workers, and from a second checkout at another path
sharing a remote cache server (nginx's WebDAV module on loopback, Bazel's HTTP cache protocol).

  python3 Benchmarks/Scripts/metro_bazel.py --weaver .build-static/release/weaver --modules 500

Needs `bazel` (Debian's bazel-bootstrap, 4.2) and `nginx` (Scripts/bazel-check.sh installs both
as root). Each build has a fresh output base and no disk cache. Loading and analysis are timed
apart (`bazel build --nobuild`, then the build on the same server), so that the weaver actions'
own time is seen. The workers' outputs must be the sandboxed build's byte for byte; the second
checkout's weaver actions must all be remote cache hits. The sum of the same runs' CPU, one
process per module in build order (`metro_tool_runs.py`'s `summaries` style), is the yardstick
of the workers' build (target: at most 2×).
"""
import argparse
import filecmp
import json
import os
import shutil
import socket
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "../.."))
sys.path.insert(0, HERE)
import metro_workload  # noqa: E402
import metro_tool_runs  # noqa: E402


def say(text):
    print(text, file=sys.stderr, flush=True)


def bazel(workspace, output_base, arguments, log):
    started = time.monotonic()
    with open(log, "a") as out:
        out.write("\n$ bazel %s\n" % " ".join(arguments))
        out.flush()
        status = subprocess.call(["bazel", "--output_base=" + output_base] + arguments, cwd=workspace, stdout=out, stderr=subprocess.STDOUT)
    if status != 0:
        raise SystemExit("bazel %s failed in %s (see %s)" % (" ".join(arguments[:2]), workspace, log))
    return time.monotonic() - started


def shutdown(workspace, output_base):
    subprocess.call(["bazel", "--output_base=" + output_base, "shutdown"], cwd=workspace, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def actions(execution_log):
    """The weaver actions of a JSON execution log: (outputs, remote cache hit)."""
    with open(execution_log) as f:
        text = f.read()
    decoder, index, found = json.JSONDecoder(), 0, []
    while index < len(text):
        while index < len(text) and text[index].isspace():
            index += 1
        if index >= len(text):
            break
        entry, index = decoder.raw_decode(text, index)
        if entry.get("mnemonic") == "Weaver":
            found.append((entry.get("actualOutputs", []), entry.get("remoteCacheHit", False), entry.get("runner", "")))
    return found


def build(name, workspace, output_base, flags, log, work):
    """Loading and analysis, then execution, on one fresh output base."""
    shutil.rmtree(output_base, ignore_errors=True)
    analysis = bazel(workspace, output_base, ["build", "--nobuild", "//..."] + flags, log)
    execution_log = os.path.join(work, name + ".json")
    execution = bazel(workspace, output_base, ["build", "//...", "--execution_log_json_file=" + execution_log] + flags, log)
    found = actions(execution_log)
    bin_folder = subprocess.check_output(["bazel", "--output_base=" + output_base, "info", "bazel-bin"] + flags, cwd=workspace,
                                         stderr=subprocess.DEVNULL, text=True).strip()
    shutdown(workspace, output_base)
    return {"analysis": analysis, "execution": execution, "actions": len(found),
            "hits": sum(1 for a in found if a[1]), "runners": sorted(set(a[2] for a in found)), "bin": bin_folder}


def outputs_differ(first, second, modules):
    differing = []
    for module in modules:
        folder = os.path.join("Sources", module)
        for root, _, files in os.walk(os.path.join(first, folder)):
            for name in files:
                path = os.path.join(root, name)
                relative = os.path.relpath(path, first)
                if name.endswith(".swift") or name.endswith(".weaversummary"):
                    other = os.path.join(second, relative)
                    if not os.path.exists(other) or not filecmp.cmp(path, other, shallow=False):
                        differing.append(relative)
    return differing


def start_cache(folder):
    os.makedirs(os.path.join(folder, "store"), exist_ok=True)
    os.makedirs(os.path.join(folder, "temp"), exist_ok=True)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = ("user root;\n" if os.getuid() == 0 else "") + """worker_processes 1;
pid {f}/nginx.pid;
error_log {f}/error.log;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {f}/temp/body;
    proxy_temp_path {f}/temp/proxy;
    fastcgi_temp_path {f}/temp/fastcgi;
    uwsgi_temp_path {f}/temp/uwsgi;
    scgi_temp_path {f}/temp/scgi;
    client_max_body_size 0;
    server {{
        listen 127.0.0.1:{p};
        root {f}/store;
        dav_methods PUT;
        create_full_put_path on;
        dav_access user:rw group:r all:r;
    }}
}}
""".format(f=folder, p=port)
    with open(os.path.join(folder, "nginx.conf"), "w") as f:
        f.write(config)
    subprocess.check_call(["nginx", "-c", os.path.join(folder, "nginx.conf"), "-p", folder, "-e", os.path.join(folder, "error.log")])
    return port


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver", default=os.path.join(REPO, ".build-static/release/weaver"))
    parser.add_argument("--modules", type=int, default=500)
    parser.add_argument("--feature-helpers", type=int, default=0)
    parser.add_argument("--work", default=os.path.join(REPO, "Benchmarks/.build-work/metro-bazel"))
    args = parser.parse_args()
    weaver = os.path.abspath(args.weaver)
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    log = os.path.join(work, "bazel.log")
    workspace = os.path.join(work, "first/checkout")
    manifest = metro_workload.generate(args.modules, 1, "weaver", workspace, REPO, None, args.feature_helpers, bazel=True)
    shutil.copy(weaver, os.path.join(workspace, "tools/weaver"))
    modules = [m["name"] for m in manifest["order"]]
    say("%d modules + Root, fingerprint %s" % (args.modules, manifest["fingerprint"][:16]))

    say("the runs one process at a time (summaries) ...")
    tool = os.path.join(work, "tool-runs")
    shutil.copytree(os.path.join(workspace, "Sources"), os.path.join(tool, "Sources"))
    runs = metro_tool_runs.run_all(metro_tool_runs.Workload(tool, manifest), weaver, "summaries")

    results = {}
    say("sandboxed ...")
    results["sandboxed"] = build("sandboxed", workspace, os.path.join(work, "ob-sandboxed"), ["--disk_cache="], log, work)
    say("persistent workers ...")
    results["workers"] = build("workers", workspace, os.path.join(work, "ob-workers"),
                               ["--disk_cache=", "--define=weaver_persistent_worker=1"], log, work)
    differing = outputs_differ(results["sandboxed"]["bin"], results["workers"]["bin"], modules)
    port = start_cache(os.path.join(work, "remote-cache"))
    try:
        remote = ["--disk_cache=", "--remote_cache=http://127.0.0.1:%d" % port]
        say("into the remote cache ...")
        results["remote-first"] = build("remote-first", workspace, os.path.join(work, "ob-remote-first"), remote, log, work)
        second = os.path.join(work, "another/place/checkout")
        shutil.copytree(workspace, second, symlinks=True)
        say("a second checkout at another path ...")
        results["remote-second"] = build("remote-second", second, os.path.join(work, "ob-remote-second"), remote, log, work)
    finally:
        with open(os.path.join(work, "remote-cache/nginx.pid")) as f:
            os.kill(int(f.read().strip()), 15)
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump({"fingerprint": manifest["fingerprint"], "runs": runs, "builds": results, "differing": differing}, f, indent=1)

    print("%d modules + Root (%d registrations, %d edges), fingerprint `%s`; Bazel %s; fresh output bases, no disk cache; wall seconds."
          % (args.modules, manifest["counts"]["registrations"], manifest["edges"], manifest["fingerprint"][:16],
             subprocess.check_output(["bazel", "--version"], text=True).strip()))
    print()
    print("| build | loading + analysis | weaver actions (execution) | actions | remote cache hits |")
    print("|---|---:|---:|---:|---:|")
    for name, r in results.items():
        print("| %s | %.1f s | %.1f s | %d | %d |" % (name, r["analysis"], r["execution"], r["actions"], r["hits"]))
    print()
    print("The same %d runs one process at a time: %.1f s of CPU (%.1f s wall). Workers' execution ÷ that CPU: %.2f× (target ≤ 2×)."
          % (runs["runs"], runs["cpu"], runs["wall"], results["workers"]["execution"] / runs["cpu"]))
    print("Workers' outputs against the sandboxed build's: %s." % ("identical" if not differing else "%d differ: %s" % (len(differing), differing[:5])))
    second = results["remote-second"]
    print("Second checkout: %d of %d weaver actions were remote cache hits." % (second["hits"], second["actions"]))
    return 0 if not differing and second["hits"] == second["actions"] else 1


if __name__ == "__main__":
    sys.exit(main())
