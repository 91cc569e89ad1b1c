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
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]


def status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"no {field} in /proc/{pid}/status")


class Server:
    def __init__(self, weaver: str, root: Path):
        self.process = subprocess.Popen([weaver, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.buffer = b""
        self.next_id = 1
        self.request("initialize", {"rootUri": root.as_uri(), "capabilities": {}})
        self.notify("initialized", {})

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method: str, params: dict) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method: str, params: dict):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == ident and "method" not in m, 60)

    def read(self, timeout: float):
        deadline = time.time() + timeout
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end >= 0:
                length = int([h for h in self.buffer[:end].split(b"\r\n") if h.lower().startswith(b"content-length")][0].split(b":")[1])
                if len(self.buffer) >= end + 4 + length:
                    body = self.buffer[end + 4:end + 4 + length]
                    self.buffer = self.buffer[end + 4 + length:]
                    return json.loads(body)
            left = deadline - time.time()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], left)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 1 << 20)
                if not chunk:
                    return None
                self.buffer += chunk

    def wait(self, matches, timeout: float):
        deadline = time.time() + timeout
        while time.time() < deadline:
            message = self.read(deadline - time.time())
            if message is None:
                break
            if matches(message):
                return message
        raise RuntimeError("timed out")

    def stop(self) -> None:
        self.request("shutdown", {})
        self.notify("exit", {})
        self.process.wait(timeout=30)


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
