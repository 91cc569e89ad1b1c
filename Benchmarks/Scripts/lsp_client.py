"""A minimal LSP client of `weaver lsp` for the benchmark scripts (lsp_memory.py,
lsp_package_refresh.py): starts the server on a folder, sends framed JSON-RPC messages, and reads
the server's messages with deadlines."""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from pathlib import Path


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

    def drain(self, seconds: float) -> None:
        """Reads messages until none arrives for `seconds`."""
        while self.read(seconds) is not None:
            pass

    def stop(self) -> None:
        self.request("shutdown", {})
        self.notify("exit", {})
        self.process.wait(timeout=30)
