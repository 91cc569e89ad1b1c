#!/usr/bin/env python3
"""The graph inline in the editor (docs/editors.md): how long `weaver lsp` takes to answer
`textDocument/inlayHint` over a whole annotated file, and `textDocument/codeLens`, once the
project is analysed (warm). The workload is the generator's dense project (one file, every type
annotated, about 3 dependencies a type), so a 1,000-type file is about 5,000 lines.

  python3 Benchmarks/Scripts/lsp_inline_graph.py --weaver .build/release/weaver --types 1000 --runs 20

Prints the medians and ranges in milliseconds, wall time from the request to its answer.
"""
import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lsp_client import Server  # noqa: E402

REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weaver", required=True)
    parser.add_argument("--types", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="weaver-inline-"))
    subprocess.run(["swift", "run", "-c", "release", "--package-path", os.path.join(REPO, "Benchmarks"), "generate-project",
                    "--dense", "mixed", "--types", str(args.types), "--seed", "42", str(work)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = work / "Sources" / "Dense" / "Dense.swift"
    text = path.read_text()
    lines = text.count("\n") + 1
    uri = path.as_uri()
    server = Server(os.path.abspath(args.weaver), work)
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri, 120)
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": lines, "character": 0}}
    figures = {}
    for name, method, params in [
        ("inlayHint", "textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": whole}),
        ("codeLens", "textDocument/codeLens", {"textDocument": {"uri": uri}}),
    ]:
        samples, count = [], 0
        for _ in range(args.runs + 2):
            start = time.perf_counter()
            answer = server.request(method, params)
            samples.append((time.perf_counter() - start) * 1000)
            count = len(answer.get("result") or [])
        samples = samples[2:]
        figures[name] = (statistics.median(samples), min(samples), max(samples), count)
    server.request("shutdown", None)
    server.notify("exit", None)
    fingerprint = hashlib.sha256(text.encode()).hexdigest()[:16]
    print("| figure (%d types, %d lines, file fingerprint %s, warm) | median ms (min–max) | items |" % (args.types, lines, fingerprint))
    print("|---|---:|---:|")
    for name, (median, low, high, count) in figures.items():
        print("| %s, whole file | %.1f (%.1f–%.1f) | %d |" % (name, median, low, high, count))


if __name__ == "__main__":
    main()
