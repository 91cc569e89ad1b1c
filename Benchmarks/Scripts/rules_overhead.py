#!/usr/bin/env python3
"""What project rules (docs/rules.md) cost a run: the same run with and without 50 rules of every
kind (`rules_workload.py`, all warnings, patterns that match the workload's types), interleaved
A B A B after a warm-up pair, the median of each and of the pair-by-pair ratios (CPU of the child,
from wait4, so the machine's other work counts less).

  python3 Benchmarks/Scripts/rules_overhead.py --weaver .build/release/weaver [--runs 9] [--modules 3000]

- `check`, 2,000 annotated types (`generate-project --files 10000 --annotated-types 2000 --seed 42`):
  cold (no cache: every file read, parsed, linked, validated, judged) and after an edit that moves
  every annotation of one file (linked, validated and judged again; nothing generated).
- the root's run of the Metro-shaped workload (`metro_workload.py`, summaries style as Bazel runs
  it), every module run once first: the root's cold run (its cache removed), which reads every
  module's summary; the module-edge rules judge the chains of 3,000 modules.

The editor's figure is `lsp_package_refresh.py --rules 50`.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import metro_tool_runs  # noqa: E402
import metro_workload  # noqa: E402
from explore_page import fingerprint  # noqa: E402
from rules_workload import rules_yaml  # noqa: E402

REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def cpu(command, prepare=None):
    """The child's CPU seconds and the wall seconds. Its diagnostics go to a file: thousands of
    warnings would fill a pipe."""
    if prepare:
        prepare()
    started = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            errors.seek(0)
            raise SystemExit("weaver failed (%d): %s\n%s" % (code, " ".join(command), errors.read().decode()[-2000:]))
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - started


def interleaved(without, with_rules, runs, prepare=None):
    """Medians of CPU (without, with, ratio of pairs), then of wall time (the same three)."""
    a, b = [], []
    for _ in range(runs + 1):
        a.append(cpu(without, prepare))
        b.append(cpu(with_rules, prepare))
    a, b = a[1:], b[1:]
    figures = ()
    for part in (0, 1):
        x, y = [sample[part] for sample in a], [sample[part] for sample in b]
        figures += (statistics.median(x), statistics.median(y), statistics.median(q / p for p, q in zip(x, y)))
    return figures


def type_prefixes(sources, count=20):
    """The first four letters of the annotated types' names, the most frequent first."""
    names = {}
    for root, _, files in os.walk(sources):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), encoding="utf-8", errors="replace") as handle:
                    for line in handle:
                        if line.startswith(("final class ", "class ", "struct ", "public final class ")):
                            word = line.replace("public ", "").split()[2 if line.startswith(("final", "public")) else 1]
                            names[word[:4]] = names.get(word[:4], 0) + 1
    return [prefix for prefix, _ in sorted(names.items(), key=lambda item: -item[1])[:count]] or ["T"]


def single_module(weaver, runs, work):
    """`check` with rules a green build keeps, and with the same rules broken in many places."""
    project = os.path.join(work, "p2000")
    subprocess.run(["swift", "run", "-c", "release", "--package-path", os.path.join(REPO, "Benchmarks"), "generate-project",
                    "--files", "10000", "--annotated-types", "2000", "--seed", "42", project],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    cache = os.path.join(work, "cache")
    common = [weaver, "check", "--quiet", "--project-path", project, "--input-path", "Sources", "--cache-path", cache]
    figures = []
    for kept in (True, False):
        rules = os.path.join(work, "rules-%s.yaml" % ("kept" if kept else "broken"))
        with open(rules, "w", encoding="utf-8") as handle:
            handle.write(rules_yaml(50, type_prefixes(os.path.join(project, "Sources")), kept=kept))
        violations = count_violations(common + ["--rules-path", rules], cache)
        figures.append((kept, violations) + measure_single(common, common + ["--rules-path", rules], cache, project, runs))
    return fingerprint(os.path.join(project, "Sources")), figures


def count_violations(command, cache):
    if os.path.exists(cache):
        os.remove(cache)
    errors = subprocess.run(command, capture_output=True, text=True).stderr
    return errors.count("[rule ") + errors.count(", rule ")


def measure_single(without, with_rules, cache, project, runs):

    def remove_cache():
        if os.path.exists(cache):
            os.remove(cache)

    cold = interleaved(without, with_rules, runs, remove_cache)
    # The edit: a line added above every annotation of one annotated file, then taken away, in turn.
    annotated = None
    for root, _, files in sorted(os.walk(os.path.join(project, "Sources"))):
        for name in sorted(files):
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as handle:
                if "// weaver:" in handle.read():
                    annotated = path
                    break
        if annotated:
            break
    with open(annotated, encoding="utf-8") as handle:
        original = handle.read()
    state = {"moved": False}

    def edit():
        state["moved"] = not state["moved"]
        with open(annotated, "w", encoding="utf-8") as handle:
            handle.write(("// moved\n" if state["moved"] else "") + original)

    cpu(without, edit)
    cpu(with_rules, edit)
    edited = interleaved(without, with_rules, runs, edit)
    with open(annotated, "w", encoding="utf-8") as handle:
        handle.write(original)
    return cold, edited


def many_modules(weaver, modules, helpers, runs, work):
    folder = os.path.join(work, "metro")
    manifest = metro_workload.generate(modules, 1, "weaver", folder, metro_workload.REPO, None, helpers)
    workload = metro_tool_runs.Workload(folder, manifest)
    print("  %d modules: every module's run once (summaries style)…" % modules, file=sys.stderr)
    metro_tool_runs.run_all(workload, weaver, "summaries", log=True)
    rules = os.path.join(work, "metro-rules.yaml")
    prefixes = sorted({m["name"].rstrip("0123456789")[:4] for m in workload.order}) or ["C"]
    with open(rules, "w", encoding="utf-8") as handle:
        handle.write(rules_yaml(50, prefixes, modules=("Feature", "App", "Core"), root="Root"))
    root = workload.command(weaver, "Root", "summaries")
    cache = os.path.join(workload.out("Root"), "weaver_cache")

    def remove_cache():
        if os.path.exists(cache):
            os.remove(cache)

    return manifest["fingerprint"][:16], interleaved(root, root + ["--rules-path", rules], runs, remove_cache)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver", required=True)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--modules", type=int, default=3000)
    parser.add_argument("--feature-helpers", type=int, default=3)
    parser.add_argument("--skip-modules", action="store_true")
    args = parser.parse_args()
    weaver = os.path.abspath(args.weaver)
    work = tempfile.mkdtemp(prefix="weaver-rules-")
    try:
        print("| run (workload fingerprint) | CPU s without rules | with 50 rules | ratio (median of pairs) | wall s without | with | ratio |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        project, figures = single_module(weaver, args.runs, work)
        for kept, violations, cold, edited in figures:
            what = "rules kept (%d violations)" % violations if kept else "rules broken at %d places" % violations
            print("| check, 2,000 types, cold, %s (%s) | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |" % ((what, project) + cold))
            print("| check, 2,000 types, after an edit, %s (%s) | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |" % ((what, project) + edited))
        sys.stdout.flush()
        if not args.skip_modules:
            metro, root = many_modules(weaver, args.modules, args.feature_helpers, args.runs, work)
            print("| root's run, %d modules, cold (%s) | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |" % ((args.modules, metro) + root))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
