#!/usr/bin/env python3
"""The language server's memory under a stream of whole-text changes (issue: "the server's memory:
parse results and the last analysis only").

Copies Fixtures/Sample to a temporary project, adds a Swift file of about 10 MB (annotated types
and plain code), opens it in `weaver lsp`, waits for its first diagnostics, and reads the server's
peak resident size then (VmHWM: one analysis's peak). Then it sends N whole-text changes of that
file (each a different 10 MB text), as fast as the pipe takes them, waits for the diagnostics of
the last version, and reads the resident size (VmRSS) and the peak again.

    python3 Benchmarks/Scripts/lsp_memory.py [--weaver .build/release/weaver] [--changes 100] [--megabytes 10]

Prints one table; the target is: resident size after the changes <= 2 x one analysis's peak.
Linux only (reads /proc/<pid>/status).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

from lsp_client import Server

REPOSITORY = Path(__file__).resolve().parents[2]


def status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"no {field} in /proc/{pid}/status")


def big_file(megabytes: int, variant: int) -> str:
    """Annotated types and plain code, `megabytes` MB; `variant` changes one string per type."""
    parts = []
    size = 0
    index = 0
    while size < megabytes * 1_000_000:
        part = (f"final class Big{index} {{\n    // weaver: logger <- Logging\n\n"
                f"    let dependencies: Big{index}DependencyResolver\n\n"
                f"    init(injecting dependencies: Big{index}DependencyResolver) {{\n        self.dependencies = dependencies\n    }}\n\n"
                f"    func work() -> String {{\n        let text = \"variant {variant} of {index}\"\n"
                + "".join(f"        _ = text.count + {k}\n" for k in range(60))
                + "        return text\n    }\n}\n\n")
        parts.append(part)
        size += len(part)
        index += 1
    return "".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver", default=str(REPOSITORY / ".build" / "release" / "weaver"))
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--megabytes", type=int, default=10)
    arguments = parser.parse_args()

    folder = Path(tempfile.mkdtemp(prefix="lsp-memory."))
    try:
        project = folder / "project"
        shutil.copytree(REPOSITORY / "Fixtures" / "Sample" / "Sources", project / "Sources")
        (project / ".weaver.yaml").write_text("input_paths:\n  - Sources\nmain_output_path: Generated/Weaver.swift\n")
        path = project / "Sources" / "Big.swift"
        path.write_text(big_file(arguments.megabytes, 0))
        uri = path.as_uri()
        server = Server(arguments.weaver, project)
        pid = server.process.pid
        started = time.time()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": path.read_text()}})
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri, 300)
        first_peak = status_kb(pid, "VmHWM")
        first_rss = status_kb(pid, "VmRSS")
        opened = time.time() - started

        texts = [big_file(arguments.megabytes, 1 + k % 4) for k in range(4)]
        started = time.time()
        for k in range(arguments.changes):
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2 + k},
                                                     "contentChanges": [{"text": texts[k % 4]}]})
        last = 1 + arguments.changes
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                    and m["params"].get("version") == last, 600)
        changed = time.time() - started
        time.sleep(1)  # the last graph is freed on another thread
        after_rss = status_kb(pid, "VmRSS")
        after_peak = status_kb(pid, "VmHWM")
        server.stop()

        rows = [
            ("file", f"{path.stat().st_size / 1e6:.1f} MB, {arguments.changes} whole-text changes"),
            ("open and first analysis", f"{opened:.1f} s; resident {first_rss / 1024:.0f} MB, peak {first_peak / 1024:.0f} MB"),
            ("after the changes", f"{changed:.1f} s; resident {after_rss / 1024:.0f} MB, peak {after_peak / 1024:.0f} MB"),
            ("resident after / one analysis's peak", f"{after_rss / first_peak:.2f} (target <= 2)"),
        ]
        width = max(len(name) for name, _ in rows)
        for name, value in rows:
            print(f"{name.ljust(width)}  {value}")
        return 0 if after_rss <= 2 * first_peak else 1
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
