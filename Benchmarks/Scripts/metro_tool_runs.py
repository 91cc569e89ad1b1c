#!/usr/bin/env python3
"""The tool alone on a Metro-shaped app of many modules (no Swift compile): every module's run as a
build system runs it, one process per module, in build order.

  python3 Benchmarks/Scripts/metro_tool_runs.py --weaver .build-static/release/weaver --modules 3000 --feature-helpers 3

The workload is `metro_workload.py`'s (weaver mode). Two styles of run:
- `summaries` (Bazel's `weaver_module`, docs/modules.md): each module's run reads the summaries of
  every module it imports, directly or not (`--module-summary`), and writes its own; each
  module's outputs in a folder of its own (`out/<Module>/`), as Bazel's packages and the plugin's
  work folders keep them;
- `import` (the SwiftPM plugin's): each run summarizes the modules it imports from their folders
  in the same run (`--import-module Name=folder`), with a cache of its own.

Figures (CPU = user + system of the child, from wait4; peak = its maximum resident set):
- all module runs, cold (no cache, no outputs);
- a no-op re-run of every module (nothing changed);
- the root's run (re-run with nothing changed, and cold after its cache is removed);
- an annotation edit in a core module (its service, which many modules reach, gains an optional
  reference), then every run it causes as
  a build system causes them: a module runs again when one of its inputs changed (its own files,
  or a summary it reads whose bytes changed), so a run whose summaries kept their bytes is cut
  off; the count of runs and their CPU.

Raw samples go to `--work/results.json`. Progress on stderr, the table on stdout.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import metro_workload  # noqa: E402


def run(command, cwd=None):
    """Runs a command; returns (status, cpu seconds, peak RSS in MiB, stderr)."""
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    errors = process.stderr.read().decode("utf-8", "replace")
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    return code, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, time.monotonic() - started, errors


class Workload:
    def __init__(self, root, manifest):
        self.root = root
        self.order = manifest["order"]
        self.by_name = {m["name"]: m for m in self.order}
        self.transitive = {}
        for module in self.order:
            seen = []
            for dep in module["deps"]:
                for name in self.transitive[dep] + [dep]:
                    if name not in seen:
                        seen.append(name)
            # Dependencies first, as the plugin orders them.
            position = {m["name"]: i for i, m in enumerate(self.order)}
            self.transitive[module["name"]] = sorted(seen, key=position.get)

    def sources(self, name):
        return os.path.join(self.root, "Sources", name)

    def out(self, name):
        return os.path.join(self.root, "out", name)

    def command(self, weaver, name, style):
        module = self.by_name[name]
        out = self.out(name)
        command = [weaver, "swift", "--quiet", "--project-path", self.sources(name), "--input-path", self.sources(name),
                   "--module-name", name, "--main-output-path", os.path.join(out, "Weaver.swift"),
                   "--cache-path", os.path.join(out, "weaver_cache")]
        if module["kind"] == "root":
            command += ["--module-kind", "executable"]
        if style == "summaries":
            command += ["--summary-output-path", os.path.join(out, name + ".weaversummary")]
            for dep in self.transitive[name]:
                command += ["--module-summary", os.path.join(self.out(dep), dep + ".weaversummary")]
        else:
            for dep in self.transitive[name]:
                command += ["--import-module", "%s=%s" % (dep, self.sources(dep))]
        return command


def run_all(workload, weaver, style, names=None, log=None):
    names = names or [m["name"] for m in workload.order]
    cpu = wall = 0.0
    peak = 0.0
    per_module = {}
    for index, name in enumerate(names):
        os.makedirs(workload.out(name), exist_ok=True)
        status, seconds, rss, elapsed, errors = run(workload.command(weaver, name, style))
        if status != 0:
            raise SystemExit("weaver failed on %s (%d):\n%s" % (name, status, errors[-3000:]))
        cpu += seconds
        wall += elapsed
        peak = max(peak, rss)
        per_module[name] = seconds
        if log and (index + 1) % 500 == 0:
            print("  %d/%d runs, %.1f s CPU" % (index + 1, len(names), cpu), file=sys.stderr)
    return {"runs": len(names), "cpu": cpu, "wall": wall, "peakMiB": peak, "perModule": per_module}


def summary_bytes(workload, name):
    path = os.path.join(workload.out(name), name + ".weaversummary")
    with open(path, "rb") as f:
        return f.read()


def edit_and_rebuild(workload, weaver, style, core):
    """An annotation edit in `core`'s service (it gains an optional reference), then the runs a
    build system makes: a module runs when its own files changed or a summary it reads changed."""
    path = os.path.join(workload.sources(core), core + ".swift")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    marker = "public final class %sServiceImpl: %sService {\n" % (core, core)
    edited = text.replace(marker, marker + "    // weaver: analytics <- Analytics?\n    // weaver: analytics.ifAvailable = true\n", 1)
    assert edited != text, "no service in %s" % core
    before = {m["name"]: summary_bytes(workload, m["name"]) for m in workload.order if style == "summaries"}
    with open(path, "w", encoding="utf-8") as f:
        f.write(edited)
    changed = {core}
    ran = []
    cpu = 0.0
    for module in workload.order:
        name = module["name"]
        if style == "summaries":
            # Its own files, or a summary it reads with other bytes.
            if name != core and not any(dep in changed for dep in workload.transitive[name]):
                continue
        else:
            # The plugin's command lists the imported modules' files as inputs.
            if name != core and core not in workload.transitive[name]:
                continue
        status, seconds, _, _, errors = run(workload.command(weaver, name, style))
        if status != 0:
            raise SystemExit("weaver failed on %s after the edit:\n%s" % (name, errors[-3000:]))
        ran.append(name)
        cpu += seconds
        if style == "summaries" and summary_bytes(workload, name) != before[name]:
            changed.add(name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return {"runs": len(ran), "cpu": cpu, "summariesChanged": sorted(changed)}


def measure(args, style):
    work = os.path.join(args.work, style)
    manifest = metro_workload.generate(args.modules, args.seed, "weaver", work, metro_workload.REPO, None, args.feature_helpers)
    workload = Workload(work, manifest)
    print("%s: %d modules + Root, fingerprint %s" % (style, args.modules, manifest["fingerprint"][:16]), file=sys.stderr)
    result = {"fingerprint": manifest["fingerprint"], "counts": manifest["counts"], "edges": manifest["edges"]}
    result["cold"] = run_all(workload, args.weaver, style, log=True)
    print("  cold: %.1f s CPU" % result["cold"]["cpu"], file=sys.stderr)
    result["noop"] = run_all(workload, args.weaver, style)
    print("  no-op: %.1f s CPU" % result["noop"]["cpu"], file=sys.stderr)
    rerun = [run(workload.command(args.weaver, "Root", style)) for _ in range(args.runs)]
    shutil.rmtree(os.path.join(workload.out("Root"), "weaver_cache"), ignore_errors=True)
    cold_root = []
    for _ in range(args.runs):
        cache = os.path.join(workload.out("Root"), "weaver_cache")
        if os.path.exists(cache):
            os.remove(cache)
        cold_root.append(run(workload.command(args.weaver, "Root", style)))
    median = lambda values: sorted(values)[len(values) // 2]
    result["root"] = {"noopCpu": median([r[1] for r in rerun]), "coldCpu": median([r[1] for r in cold_root]),
                      "peakMiB": max(r[2] for r in cold_root)}
    # An annotated core service (one that references another core's) that many modules reach.
    cores = [m["name"] for m in workload.order if m["kind"] == "core" and [d for d in m["deps"] if d != "Core0"]]
    core = max(cores, key=lambda c: sum(1 for m in workload.order if c in workload.transitive[m["name"]]))
    result["edit"] = edit_and_rebuild(workload, args.weaver, style, core)
    result["edit"]["module"] = core
    print("  edit in %s: %d runs, %.2f s CPU" % (core, result["edit"]["runs"], result["edit"]["cpu"]), file=sys.stderr)
    for key in ("cold", "noop"):
        result[key].pop("perModule")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver", required=True)
    parser.add_argument("--modules", type=int, default=3000)
    parser.add_argument("--feature-helpers", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5, help="samples of the root's runs")
    parser.add_argument("--styles", default="summaries,import")
    parser.add_argument("--work", default=os.path.join(HERE, "../.build-work/metro-tool"))
    args = parser.parse_args()
    args.weaver = os.path.abspath(args.weaver)
    results = {style: measure(args, style) for style in args.styles.split(",")}
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(args.work, "results.json"), "w", encoding="utf-8") as f:
        json.dump(results, f, indent=1)
    first = next(iter(results.values()))
    print("%d modules + Root, %d registrations, %d contributions, %d edges, fingerprint %s"
          % (args.modules, first["counts"]["registrations"], first["counts"]["contributions"], first["edges"], first["fingerprint"][:16]))
    print()
    print("| figure | " + " | ".join(results) + " |")
    print("|---|" + "---:|" * len(results))
    rows = [
        ("all module runs, cold: CPU", lambda r: "%.1f s" % r["cold"]["cpu"]),
        ("all module runs, cold: wall (one at a time)", lambda r: "%.1f s" % r["cold"]["wall"]),
        ("no-op re-run of all: CPU", lambda r: "%.1f s" % r["noop"]["cpu"]),
        ("the root's run, nothing changed: CPU", lambda r: "%.0f ms" % (r["root"]["noopCpu"] * 1000)),
        ("the root's run, cold: CPU / peak", lambda r: "%.0f ms / %.0f MiB" % (r["root"]["coldCpu"] * 1000, r["root"]["peakMiB"])),
        ("an annotation edit in a core module: runs, CPU", lambda r: "%d, %.2f s" % (r["edit"]["runs"], r["edit"]["cpu"])),
    ]
    for title, cell in rows:
        print("| %s | %s |" % (title, " | ".join(cell(r) for r in results.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
