#!/usr/bin/env python3
"""How a cold `weaver swift` run grows with the elements of one collection (docs/contributions.md).

For each size, a project of one consumer reading `launchTasks <- [LaunchTask]` and that many
contributing types (100 per file; priorities spread over 0…6; every fifth element `after:` the
one before it; every tenth a map entry of a second collection `routes`, read as a map) is written,
then `weaver swift` runs cold (no cache) `--runs` times: medians of wall and CPU time, and the
time per element. Linear growth keeps the time per element flat.

  python3 Benchmarks/Scripts/contributions_scale.py --weaver .build/release/weaver --sizes 5000,10000,20000 -r 3
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time


def write_project(root, elements):
    sources = os.path.join(root, "Sources")
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(sources)
    with open(os.path.join(sources, "App.swift"), "w") as f:
        f.write("protocol LaunchTask { func run() -> Int }\nprotocol Screen {}\n\n"
                "final class App {\n    // weaver: launchTasks <- [LaunchTask]\n    // weaver: routes <- [String: Screen]\n"
                "    init(injecting dependencies: AppDependencyResolver) {}\n}\n")
    for start in range(0, elements, 100):
        lines = []
        for i in range(start, min(start + 100, elements)):
            attributes = ", priority: %d" % (i % 7)
            if i % 5 == 4:
                attributes += ", after: [Task%05d]" % (i - 1)
            lines.append("struct Task%05d: LaunchTask, Screen {" % i)
            lines.append("    // weaver: contributes launchTasks <- LaunchTask%s" % attributes)
            if i % 10 == 0:
                lines.append("    // weaver: contributes routes[\"task/%d\"] <- Screen" % i)
            lines.append("    func run() -> Int { %d }" % i)
            lines.append("}\n")
        with open(os.path.join(sources, "Tasks%05d.swift" % start), "w") as f:
            f.write("\n".join(lines))


def cold_run(weaver, root):
    cache = os.path.join(root, ".cache")
    if os.path.isdir(cache):
        shutil.rmtree(cache)
    elif os.path.exists(cache):
        os.remove(cache)  # the cache is one file
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run([weaver, "swift", "--project-path", root, "--input-path", "Sources", "--main-output-path",
                        os.path.join(root, "Weaver.swift"), "--cache-path", cache, "--quiet"], capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise SystemExit("weaver failed:\n" + p.stderr[-3000:])
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weaver", required=True)
    ap.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[5000, 10000, 20000])
    ap.add_argument("-r", "--runs", type=int, default=3)
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="weaver-contributions-")
    rows = []
    for n in args.sizes:
        root = os.path.join(work, "p%d" % n)
        write_project(root, n)
        samples = [cold_run(args.weaver, root) for _ in range(args.runs)]
        wall = statistics.median(s[0] for s in samples)
        cpu = statistics.median(s[1] for s in samples)
        rows.append((n, wall, cpu))
        print("%6d elements: cold run %.2f s wall, %.2f s CPU (%.1f µs per element)" % (n, wall, cpu, 1e6 * wall / n), flush=True)
    print("\n| elements | cold run, wall | CPU | per element |")
    print("|---:|---:|---:|---:|")
    for n, wall, cpu in rows:
        print("| %s | %.2f s | %.2f s | %.1f µs |" % (format(n, ","), wall, cpu, 1e6 * wall / n))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
