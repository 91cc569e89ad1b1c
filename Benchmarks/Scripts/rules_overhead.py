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

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import metro_tool_runs  # noqa: E402
import metro_workload  # noqa: E402
from explore_page import fingerprint  # noqa: E402
from rules_workload import rules_yaml  # noqa: E402

REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def cpu(command, prepare=None):
    if prepare:
        prepare()
    status, seconds, _, _, errors = metro_tool_runs.run(command)
    if status not in (0, 1):
        raise SystemExit("weaver failed (%d): %s\n%s" % (status, " ".join(command), errors[-2000:]))
    return seconds


def interleaved(without, with_rules, runs, prepare=None):
    a, b = [], []
    for _ in range(runs + 1):
        a.append(cpu(without, prepare))
        b.append(cpu(with_rules, prepare))
    a, b = a[1:], b[1:]
    return statistics.median(a), statistics.median(b), statistics.median(y / x for x, y in zip(a, b))


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
    project = os.path.join(work, "p2000")
    subprocess.run(["swift", "run", "-c", "release", "--package-path", os.path.join(REPO, "Benchmarks"), "generate-project",
                    "--files", "10000", "--annotated-types", "2000", "--seed", "42", project],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rules = os.path.join(work, "rules.yaml")
    with open(rules, "w", encoding="utf-8") as handle:
        handle.write(rules_yaml(50, type_prefixes(os.path.join(project, "Sources"))))
    cache = os.path.join(work, "cache")
    common = [weaver, "check", "--quiet", "--project-path", project, "--input-path", "Sources", "--cache-path", cache]
    without, with_rules = common, common + ["--rules-path", rules]

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

    cpu(without)
    cpu(with_rules)
    edited = interleaved(without, with_rules, runs, edit)
    with open(annotated, "w", encoding="utf-8") as handle:
        handle.write(original)
    return fingerprint(os.path.join(project, "Sources")), cold, edited


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
        print("| run (workload fingerprint) | without rules, CPU s | with 50 rules | ratio (median of pairs) |")
        print("|---|---:|---:|---:|")
        project, cold, edited = single_module(weaver, args.runs, work)
        print("| check, 2,000 types, cold (%s) | %.3f | %.3f | %.3f |" % ((project,) + cold))
        print("| check, 2,000 types, after an edit (%s) | %.3f | %.3f | %.3f |" % ((project,) + edited))
        sys.stdout.flush()
        if not args.skip_modules:
            metro, root = many_modules(weaver, args.modules, args.feature_helpers, args.runs, work)
            print("| root's run, %d modules, cold (%s) | %.3f | %.3f | %.3f |" % ((args.modules, metro) + root))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
