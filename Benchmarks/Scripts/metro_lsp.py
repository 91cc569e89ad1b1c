#!/usr/bin/env python3
"""`weaver lsp` opened on the Metro-shaped package (`metro_workload.py`, weaver mode, one target
per module): first analysis, memory, and the refresh after an unsaved edit in a core module.

  python3 Benchmarks/Scripts/metro_lsp.py --weaver .build-static/release/weaver --modules 3000 --feature-helpers 3

- **First analysis**: from `initialize` until a hover on the root's registration of the first
  app's root answers with that registration (the server describes the package with `swift
  package describe`, then analyses every target that uses the plugin; the root's target reads
  every module); the time SwiftPM's description took is printed beside it, from the server's log.
- **Refresh**: the core module the most modules depend on (not `Core0`) is opened and its service
  gains, unsaved, a reference nothing provides, then loses it, alternately; each edit is timed
  from its `didChange` to the `publishDiagnostics` of an app target's file that registers that
  service, with the error (gain) or without it (loss). The first two edits are warm-up.
- **Memory**: the server's peak resident set (`VmHWM`) after the first analysis and at the end.

The package depends on a prebuilt bundle's plugin (`--prebuilt`, default: `Scripts/make-artifact-bundle.sh`
into the work folder) so that SwiftPM has no tool to build to describe it.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "../.."))
sys.path.insert(0, HERE)
import metro_workload  # noqa: E402
from metro_builds import most_depended_on  # noqa: E402
from lsp_client import Server  # noqa: E402


def peak_mib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024.0
    return float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver", default=os.path.join(REPO, ".build-static/release/weaver"))
    parser.add_argument("--modules", type=int, default=3000)
    parser.add_argument("--feature-helpers", type=int, default=3)
    parser.add_argument("--edits", type=int, default=12)
    parser.add_argument("--work", default=os.path.join(REPO, "Benchmarks/.build-work/metro-lsp"))
    parser.add_argument("--prebuilt", help="a WeaverPrebuilt folder; default: build one")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    prebuilt = args.prebuilt
    if not prebuilt:
        subprocess.check_call([os.path.join(REPO, "Scripts/make-artifact-bundle.sh"), "--output", os.path.join(args.work, "prebuilt")],
                              stdout=subprocess.DEVNULL)
        prebuilt = os.path.join(args.work, "prebuilt/WeaverPrebuilt")
    root = os.path.join(args.work, "package")
    manifest = metro_workload.generate(args.modules, 1, "weaver", root, REPO, prebuilt, args.feature_helpers)
    # SwiftPM resolves the dependency once, as a team's checkout has: not part of the editor's figure.
    subprocess.check_call(["swift", "package", "resolve"], cwd=root, stdout=subprocess.DEVNULL)
    order = manifest["order"]
    core = most_depended_on(order, "core")
    apps = [m["name"] for m in order if m["kind"] == "app" and core in m["deps"]]
    if not apps:
        raise SystemExit("no app registers %s's service" % core)
    app_file = Path(root, "Sources", apps[0], apps[0] + ".swift")
    main_file = Path(root, "Sources/Root/main.swift")
    main_text = main_file.read_text()
    line = next(i for i, text in enumerate(main_text.split("\n")) if "// weaver: app0 = App0Root" in text)
    column = main_text.split("\n")[line].index("app0")

    started = time.time()
    server = Server(args.weaver, Path(root))
    described = None
    server.notify("textDocument/didOpen", {"textDocument": {"uri": main_file.as_uri(), "languageId": "swift", "version": 1, "text": main_text}})
    first = None
    while first is None:
        ident = server.next_id
        server.next_id += 1
        server.send({"jsonrpc": "2.0", "id": ident, "method": "textDocument/hover",
                     "params": {"textDocument": {"uri": main_file.as_uri()}, "position": {"line": line, "character": column}}})
        while True:
            message = server.read(600)
            if message is None:
                raise SystemExit("the server stopped answering")
            if message.get("method") == "window/logMessage" and "the targets that use the plugin" in message["params"]["message"] and described is None:
                described = time.time() - started
            if message.get("id") == ident and "method" not in message:
                break
        contents = (message.get("result") or {}).get("contents") or {}
        text = contents.get("value", "") if isinstance(contents, dict) else str(contents)
        if "App0Root" in text:
            first = time.time() - started
        else:
            time.sleep(0.05)
    memory_first = peak_mib(server.process.pid)

    core_file = Path(root, "Sources", core, core + ".swift")
    core_text = core_file.read_text()
    anchor = re.search(r"public final class %sServiceImpl: %sService \{\n" % (core, core), core_text)
    broken = core_text[:anchor.end()] + "    // weaver: nowhere <- NothingProvidesThis\n" + core_text[anchor.end():]
    server.notify("textDocument/didOpen", {"textDocument": {"uri": core_file.as_uri(), "languageId": "swift", "version": 1, "text": core_text}})
    server.drain(1.0)
    times = []
    for edit in range(args.edits):
        breaks = edit % 2 == 0
        sent = time.time()
        server.notify("textDocument/didChange", {"textDocument": {"uri": core_file.as_uri(), "version": 2 + edit},
                                                 "contentChanges": [{"text": broken if breaks else core_text}]})
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == app_file.as_uri()
                    and any(d.get("severity") == 1 for d in m["params"]["diagnostics"]) == breaks, 120)
        times.append((time.time() - sent) * 1000)
        server.drain(0.2)
    memory_end = peak_mib(server.process.pid)
    server.stop()
    warm = sorted(times[2:])
    print("Package: %d modules + Root (%d registrations, fingerprint %s), weaver lsp %s"
          % (args.modules, manifest["counts"]["registrations"], manifest["fingerprint"][:16], args.weaver))
    print("first analysis: %.1f s (SwiftPM's description: %s)" % (first, "%.1f s" % described if described else "not logged"))
    print("refresh after an unsaved edit in %s, to %s's diagnostics: median %.0f ms, fastest %.0f ms, slowest %.0f ms (%d warm edits of %d)"
          % (core, apps[0], warm[len(warm) // 2], warm[0], warm[-1], len(warm), len(times)))
    print("peak memory: %.0f MiB after the first analysis, %.0f MiB at the end" % (memory_first, memory_end))
    return 0


if __name__ == "__main__":
    sys.exit(main())
