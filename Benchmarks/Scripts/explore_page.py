#!/usr/bin/env python3
"""`weaver explore` at scale (docs/explore.md): on the generator's projects of 2,000 and 10,000
annotated types, the tool's time against `weaver json` (both link the whole graph; warm runs
interleaved, the median of the pair-by-pair ratios), the page's size, and in headless Chromium the page's first draw (from the start of its
load to the drawn overview) and a search's time to its highlighted results, as the page itself
measures them (`data-first-draw-ms`, `data-search-ms`).

  python3 Benchmarks/Scripts/explore_page.py --weaver .build/release/weaver [--runs 5]
"""
import argparse
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def interleaved(first, second, runs):
    """Medians of `first` and `second` run in turn (A B A B …, a warm-up pair first), and the
    median of the pair-by-pair ratios: the machine's drift moves both alike."""
    a, b = [], []
    for _ in range(runs + 1):
        for command, samples in ((first, a), (second, b)):
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            samples.append(time.perf_counter() - start)
    a, b = a[1:], b[1:]
    return statistics.median(a), statistics.median(b), statistics.median(x / y for x, y in zip(a, b))


def fingerprint(folder):
    """SHA-256 of the generated sources (paths and bytes, in path order), its first 16 digits."""
    digest = hashlib.sha256()
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            path = os.path.join(root, name)
            digest.update(os.path.relpath(path, folder).encode() + b"\0")
            with open(path, "rb") as handle:
                digest.update(handle.read())
    return digest.hexdigest()[:16]


def page_figure(chromium, page, fragment, attribute, runs):
    values = []
    for _ in range(runs):
        dom = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                              "file://" + page + fragment], capture_output=True, text=True, timeout=300).stdout
        found = re.search(r'%s="([0-9.]+)"' % attribute, dom)
        if found:
            values.append(float(found.group(1)))
    return statistics.median(values) if values else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weaver", required=True)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    weaver = os.path.abspath(args.weaver)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    work = tempfile.mkdtemp(prefix="weaver-explore-")
    print("| annotated types (fingerprint) | explore / json (tool), interleaved | page | first draw | search → highlight |")
    print("|---:|---:|---:|---:|---:|")
    for files, types in [(10000, 2000), (20000, 10000)]:
        project = os.path.join(work, "p%d" % types)
        subprocess.run(["swift", "run", "-c", "release", "--package-path", os.path.join(REPO, "Benchmarks"), "generate-project",
                        "--files", str(files), "--annotated-types", str(types), "--seed", "42", project],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        common = ["--project-path", project, "--input-path", "Sources", "--quiet"]
        page = os.path.join(project, "weaver-graph.html")
        subprocess.run([weaver, "explore"] + common, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        explore, json, ratio = interleaved([weaver, "explore"] + common, [weaver, "json"] + common, args.runs)
        size = os.path.getsize(page) / 1e6
        draw = page_figure(chromium, page, "", "data-first-draw-ms", args.runs) if chromium else float("nan")
        search = page_figure(chromium, page, "#search=Service", "data-search-ms", args.runs) if chromium else float("nan")
        print("| %d (%s) | %.2f s / %.2f s, ratio %.2f× | %.2f MB | %.0f ms | %.1f ms |"
              % (types, fingerprint(os.path.join(project, "Sources")), explore, json, ratio, size, draw, search))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
