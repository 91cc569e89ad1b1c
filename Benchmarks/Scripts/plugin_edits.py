#!/usr/bin/env python3
"""The everyday edits of docs/commands.md ("Output as several files") through the SwiftPM build-tool plugin: `swift build` in a package.

The n-type graph of the peers' harness (`shared/peers/bench.py gen`) becomes a package whose one
executable target `App` uses weaver's plugin (the repository this script lives in, by path), as a
user's app does. Each edit of `edits.py` is made in turn and the package rebuilt with `swift build`
(debug); a figure is the wall time of that command, and the files compiled again are the target's
object files the build rewrote. The first build, which also compiles weaver itself, and a settling
no-op build are printed and not counted.

  PEERS=/tmp/peers python3 Benchmarks/Scripts/plugin_edits.py -n 500 -r 3

`--safedi` adds SafeDI's own plugin (`SafeDIGenerator`, built from source with its `sourceBuild`
trait, which compiles swift-syntax once) on the same graph, interleaved. Raw samples go to
$PEERS/results/plugin-edits<N>.json.
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import edits  # noqa: E402  (the edits, and through it the shared harness)

bench = edits.bench
REPO = os.path.normpath(os.path.join(HERE, "../.."))

WEAVER_PACKAGE = """// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PluginBench",
    dependencies: [.package(name: "weaver", path: "%s")],
    targets: [
        .executableTarget(name: "App", path: "Sources",
                          swiftSettings: [.define("DEBUG")],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
    ],
    swiftLanguageModes: [.v5]
)
"""

SAFEDI_PACKAGE = """// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PluginBench",
    dependencies: [.package(name: "SafeDI", path: "%s", traits: ["sourceBuild"])],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "SafeDI", package: "SafeDI")], path: "Sources",
                          swiftSettings: [.define("DEBUG")],
                          plugins: [.plugin(name: "SafeDIGenerator", package: "SafeDI")]),
    ],
    swiftLanguageModes: [.v5]
)
"""


def make_package(tool, n):
    """A package holding the n-type graph's sources and main.swift under Sources/."""
    source = bench.BENCH + ("/wv%d" % n if tool == "weaver" else "/sd%d" % n)
    d = os.path.join(bench.PEERS, "plugin", "%s%d" % (tool, n))
    if os.path.isdir(d + "/Sources"):
        shutil.rmtree(d + "/Sources")
    os.makedirs(d, exist_ok=True)
    shutil.copytree(source + "/Sources", d + "/Sources")
    shutil.copy(source + "/main.swift", d + "/Sources/main.swift")
    text = WEAVER_PACKAGE % REPO if tool == "weaver" else SAFEDI_PACKAGE % (bench.PEERS + "/src/SafeDI")
    open(d + "/Package.swift", "w").write(text)
    return d


def objects(d):
    """The App target's object files and their modification times."""
    found = glob.glob(d + "/.build/*/debug/App.build/**/*.o", recursive=True)
    return {os.path.basename(f): os.stat(f).st_mtime_ns for f in found}


def build(d):
    """`swift build`: (wall s, object files written again)."""
    before = objects(d)
    t0 = time.perf_counter()
    p = subprocess.run(["swift", "build", "--product", "App"], cwd=d, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        raise SystemExit("FAILED in %s:\n%s" % (d, (p.stdout + p.stderr)[-4000:]))
    after = objects(d)
    # App.swiftmodule.o wraps the module for the debugger: it is not a source compiled again.
    compiled = sorted(f[:-2] for f, m in after.items() if before.get(f) != m and f != "App.swiftmodule.o")
    return wall, compiled


def program_output(d):
    exe = glob.glob(d + "/.build/*/debug/App")[0]
    return subprocess.run([exe], capture_output=True, text=True).stdout.split()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=500)
    ap.add_argument("-r", "--runs", type=int, default=3)
    ap.add_argument("--safedi", action="store_true", help="also SafeDI through its plugin")
    args = ap.parse_args()
    tools = ["weaver"] + (["safedi"] if args.safedi else [])
    dirs = {t: make_package(t, args.n) for t in tools}
    data = {t: {e: [] for e in edits.EDITS} for t in tools}
    for t in tools:
        edits.snapshot(t, dirs[t])
        wall, compiled = build(dirs[t])
        print("first build %s (the tool included): %.1f s, %d App files; prints %s"
              % (t, wall, len(compiled), program_output(dirs[t])), flush=True)
    for run in range(args.runs):
        for t in tools:  # settle after the restore: not counted
            time.sleep(1.1)
            wall, compiled = build(dirs[t])
            print("  settle %s: %.2f s, %d files" % (t, wall, len(compiled)), flush=True)
        for edit in edits.EDITS:
            for t in tools:
                time.sleep(1.1)  # distinct modification times
                if edits.EDIT_FNS[edit](t, dirs[t], run) is False:
                    continue
                wall, compiled = build(dirs[t])
                data[t][edit].append({"wall": wall, "compiled": compiled})
                print("  run %d %-8s %-7s %6.2f s  %3d files: %s" % (
                    run, edit, t, wall, len(compiled), " ".join(compiled[:8]) + (" …" if len(compiled) > 8 else "")),
                    flush=True)
        for t in tools:
            print("  %s prints %s" % (t, program_output(dirs[t])), flush=True)
            edits.restore(t, dirs[t])
    edits.print_table("N=%d through the plugin, `swift build` wall s, medians of %d (files compiled again):" % (args.n, args.runs),
                      tools, data, lambda x: x["wall"])
    bench.save("plugin-edits%d" % args.n, data)


if __name__ == "__main__":
    main()
