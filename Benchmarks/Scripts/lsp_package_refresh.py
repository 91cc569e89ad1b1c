#!/usr/bin/env python3
"""An unsaved edit in a feature target, and the app target's diagnostics in `weaver lsp` (issue:
"unsaved edit in a feature target -> App's diagnostic updated, warm <= 50 ms").

Generates a SwiftPM package like a team's: Core (plain services, no plugin), FeatureA and
FeatureB (N annotated types each, one file per type, a tree under a public root) and App (an
executable registering both roots and providing the logger), every target but Core using
weaver's plugin by path to this checkout, no configuration file. Opens the package root in the
server (which asks SwiftPM for the targets), waits for the first analysis, then edits a leaf of
FeatureA without saving, alternately adding a reference nothing provides (App's registration of
FeatureA's root gets an error) and removing it (the error goes), and times each edit from the
`didChange` to App's `publishDiagnostics`.

    python3 Benchmarks/Scripts/lsp_package_refresh.py [--weaver .build/release/weaver] [--types 1000] [--edits 20] [--rules 50]

Prints the median, the fastest and the slowest; the first edits after opening are warm-up.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

from lsp_client import Server
from rules_workload import rules_yaml

REPOSITORY = Path(__file__).resolve().parents[2]


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def generate(root: Path, types: int) -> Path:
    write(root / "Package.swift", f"""// swift-tools-version:6.1
import PackageDescription

let plugin: Target.PluginUsage = .plugin(name: "WeaverPlugin", package: "weaver")
let package = Package(
    name: "Refresh",
    dependencies: [.package(name: "weaver", path: "{REPOSITORY}")],
    targets: [
        .target(name: "Core"),
        .target(name: "FeatureA", dependencies: ["Core"], plugins: [plugin]),
        .target(name: "FeatureB", dependencies: ["Core"], plugins: [plugin]),
        .executableTarget(name: "App", dependencies: ["Core", "FeatureA", "FeatureB"], plugins: [plugin]),
    ]
)
""")
    write(root / "Sources/Core/Core.swift", """public protocol Logging: AnyObject { func log(_ line: String) }
public final class Logger: Logging { public init() {}; public func log(_ line: String) {} }
public final class Clock { public init() {} }
""")
    for feature in ("A", "B"):
        for index in range(types):
            children = [child for child in (2 * index + 1, 2 * index + 2) if child < types]
            lines = ["    // weaver: logger <- Logging"] + [f"    // weaver: child{child} = {feature}{child}" for child in children]
            access = "public " if index == 0 else ""
            write(root / f"Sources/Feature{feature}/{feature}{index}.swift", f"""import Core

{access}final class {feature}{index} {{
{chr(10).join(lines)}

    let dependencies: {feature}{index}DependencyResolver

    init(injecting dependencies: {feature}{index}DependencyResolver) {{
        self.dependencies = dependencies
    }}
}}
""")
    write(root / "Sources/App/main.swift", """import Core
import FeatureA
import FeatureB

final class App {
    // weaver: logger = Logger <- Logging
    // weaver: a = A0
    // weaver: b = B0

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}
""")
    return root / f"Sources/FeatureA/A{types - 1}.swift"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver", default=str(REPOSITORY / ".build" / "release" / "weaver"))
    parser.add_argument("--types", type=int, default=1000, help="annotated types per feature target")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--rules", type=int, default=0, help="project rules in the package's .weaver-rules.yaml (docs/rules.md)")
    arguments = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="lsp-package-refresh."))
    try:
        root = folder / "Refresh"
        leaf = generate(root, arguments.types)
        if arguments.rules:
            write(root / ".weaver-rules.yaml", rules_yaml(arguments.rules, ["A", "B", "A1", "B1"]))
        app_uri = (root / "Sources/App/main.swift").as_uri()
        started = time.time()
        server = Server(arguments.weaver, root)
        # SwiftPM describes the package, then each target is analysed: App's file is published
        # (empty) once the analysis is done only if it has diagnostics; wait for quiet instead.
        server.drain(3.0)
        opened = time.time() - started
        text = leaf.read_text()
        uri = leaf.as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        server.drain(1.0)
        broken = text.replace("    // weaver: logger <- Logging\n", "    // weaver: logger <- Logging\n    // weaver: clock <- Clock\n")
        times = []
        for edit in range(arguments.edits):
            breaks = edit % 2 == 0
            sent = time.time()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2 + edit},
                                                     "contentChanges": [{"text": broken if breaks else text}]})
            server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == app_uri
                        and any(d.get("severity") == 1 for d in m["params"]["diagnostics"]) == breaks, 60)
            times.append((time.time() - sent) * 1000)
            server.drain(0.05)
        server.stop()
        warm = sorted(times[2:]) if len(times) > 4 else sorted(times)
        print(f"package: 4 targets, {2 * arguments.types} annotated types in FeatureA and FeatureB, {2 * arguments.types + 1} files, "
              f"{arguments.rules} project rules; "
              f"opened and analysed in {opened:.1f} s (incl. 3 s of quiet)")
        print(f"unsaved edit in FeatureA -> App's publishDiagnostics: median {warm[len(warm) // 2]:.1f} ms, "
              f"fastest {warm[0]:.1f} ms, slowest {warm[-1]:.1f} ms ({len(warm)} warm edits of {len(times)})")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
