#!/usr/bin/env python3
"""The everyday edits of docs/commands.md "Output as several files", side by side with SafeDI and Needle.

Drives the peers' shared harness (`shared/peers/bench.py`: its generators, projects, tool commands
and compile flags) and adds what it lacks: every edit a team makes to a graph, and the files the
Swift driver compiled again for each (`-driver-show-incremental`).

  (1) body       a leaf's method body changes
  (2) adddep     a leaf gains a reference to a service its root registers
  (3) dropdep    a leaf loses a reference
  (4) scope      a mid-level registration's scope changes (SafeDI has no scopes: not measured)
  (5) addreg     a mid-level type gains a registration under a new name
  (6) newtype    a leaf registers a new annotated type, declared in a new file
      noop       a build with nothing changed

The edits are made one after another on one project per tool (tools interleaved, one edit of each
tool in turn); after the six, the project is restored and the sequence runs again, `--runs` times.

  PEERS=/tmp/peers WEAVER=.build/release/weaver python3 Benchmarks/Scripts/edits.py -n 500 -r 3

Environment: as bench.py (WEAVER, PEERS, GEN: the folder holding bench.py and the generators,
default ../shared/peers beside the repository). Raw samples go to $PEERS/results/edits<N>.json.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.environ.get("GEN", os.path.normpath(os.path.join(HERE, "../../../shared/peers")))
os.environ["GEN"] = GEN
sys.path.insert(0, GEN)
import bench  # noqa: E402  (the shared harness: generators, tool commands, compile flags)

EDITS = ["body", "adddep", "dropdep", "scope", "addreg", "newtype", "noop"]
LEAF, MID = "Feature0128", "Feature0031"  # MID registers LEAF and service0130 (seed 7, branching 4)


def replace(path, old, new, count=1):
    text = open(path).read()
    if old not in text:
        raise SystemExit("edit: %s has no %r" % (path, old))
    open(path, "w").write(text.replace(old, new, count))


def src(d, name):
    return os.path.join(d, "Sources", name + ".swift")


# ------------------------------------------------------------------ the edits, per tool

def edit_body(tool, d, k):
    text = open(src(d, LEAF)).read()
    open(src(d, LEAF), "w").write(re.sub(r"var total = \d+", "var total = %d" % (100 + k), text, count=1))


def edit_adddep(tool, d, k):
    bench.edit_adddep(tool, d, True)
    os.remove(src(d, LEAF) + ".orig")


def edit_dropdep(tool, d, k):
    f = src(d, LEAF)
    if tool.startswith("weaver"):
        replace(f, "    // weaver: service0035 <- Service0035Protocol\n", "")
        replace(f, "        total &+= dependencies.service0035.value()\n", "")
        replace(f, "        parts.append(dependencies.service0035.identifier)\n", "")
    elif tool == "needle":
        replace(f, "    var service0035: Service0035Protocol { get }\n", "")
        replace(f, "        total &+= component.dependency.service0035.value()\n", "")
        replace(f, "        parts.append(component.dependency.service0035.identifier)\n", "")
    else:
        replace(f, "service0035: Service0035, ", "")
        replace(f, "        self.service0035 = service0035\n", "")
        replace(f, "    @Received let service0035: Service0035\n", "")
        replace(f, "        total &+= service0035.value()\n", "")
        replace(f, "        parts.append(service0035.identifier)\n", "")


def edit_scope(tool, d, k):
    f = src(d, MID)
    if tool.startswith("weaver"):
        replace(f, "service0130.scope = .container", "service0130.scope = .lazy")
    elif tool == "needle":
        text = open(f).read()
        new = re.sub(r"return shared \{ (Service0130\(.*\)) \}", r"return \1", text, count=1)
        if new == text:
            raise SystemExit("edit: no shared service0130 in %s" % f)
        open(f, "w").write(new)
    else:
        return False  # SafeDI has no scopes
    return True


def edit_addreg(tool, d, k):
    f = src(d, MID)
    if tool.startswith("weaver"):
        replace(f, "    // weaver: service0130.scope", "    // weaver: extra0005 = Service0005 <- Service0005Protocol\n\n    // weaver: service0130.scope")
        replace(f, "        counter += 1\n", "        total &+= dependencies.extra0005.value()\n        counter += 1\n")
    elif tool == "needle":
        replace(f, "    var feature: %s {" % MID, "    var extra0005: Service0005Protocol {\n        return Service0005()\n    }\n\n    var feature: %s {" % MID)
        replace(f, "        counter += 1\n", "        total &+= component.extra0005.value()\n        counter += 1\n")
    else:
        replace(f, "service0130: Service0130, ", "service0130: Service0130, extra0005: Service0005, ")
        replace(f, "        self.service0130 = service0130\n", "        self.service0130 = service0130\n        self.extra0005 = extra0005\n")
        replace(f, "    @Instantiated let service0130: Service0130\n", "    @Instantiated let service0130: Service0130\n    @Instantiated let extra0005: Service0005\n")
        replace(f, "        counter += 1\n", "        total &+= extra0005.value()\n        counter += 1\n")
    return True


NEW_WEAVER = """import Foundation

final class Extra0128 {
    // weaver: service0005 <- Service0005Protocol

    private let dependencies: Extra0128DependencyResolver

    init(injecting dependencies: Extra0128DependencyResolver) {
        self.dependencies = dependencies
    }

    func value() -> Int {
        dependencies.service0005.value() &+ %d
    }
}
"""
NEW_NEEDLE = """import Foundation
import NeedleFoundation

protocol Extra0128Dependency: Dependency {
    var service0005: Service0005Protocol { get }
}

final class Extra0128Component: Component<Extra0128Dependency> {
    var extra: Extra0128 {
        return Extra0128(component: self)
    }
}

final class Extra0128 {
    private let component: Extra0128Component

    init(component: Extra0128Component) {
        self.component = component
    }

    func value() -> Int {
        component.dependency.service0005.value() &+ %d
    }
}
"""
NEW_SAFEDI = """import Foundation
import SafeDI

@Instantiable
public final class Extra0128: Instantiable {
    public init(service0005: Service0005) {
        self.service0005 = service0005
    }

    @Received let service0005: Service0005

    public func value() -> Int {
        service0005.value() &+ %d
    }
}
"""


def edit_newtype(tool, d, k):
    # The new file's text differs from run to run: the driver never finds it already compiled.
    f = src(d, LEAF)
    if tool.startswith("weaver"):
        open(src(d, "Extra0128"), "w").write(NEW_WEAVER % (k + 1))
        replace(f, "    // weaver: service0130 <- Service0130Protocol\n", "    // weaver: service0130 <- Service0130Protocol\n    // weaver: extra0128 = Extra0128\n")
        replace(f, "        counter += 1\n", "        total &+= dependencies.extra0128.value()\n        counter += 1\n")
    elif tool == "needle":
        open(src(d, "Extra0128"), "w").write(NEW_NEEDLE % (k + 1))
        replace(f, "    var feature: %s {" % LEAF, "    var extra0128Component: Extra0128Component {\n        return Extra0128Component(parent: self)\n    }\n\n    var feature: %s {" % LEAF)
        replace(f, "        counter += 1\n", "        total &+= component.extra0128Component.extra.value()\n        counter += 1\n")
    else:
        open(src(d, "Extra0128"), "w").write(NEW_SAFEDI % (k + 1))
        with open(os.path.join(d, "sources.csv")) as fh:
            csv = fh.read().strip()
        open(os.path.join(d, "sources.csv"), "w").write(csv + ",Sources/Extra0128.swift")
        text = open(f).read()
        open(f, "w").write(re.sub(r"(public init\([^)]*)\) \{", r"\1, extra0128: Extra0128) {", text, count=1))
        replace(f, "        self.service0130 = service0130\n", "        self.service0130 = service0130\n        self.extra0128 = extra0128\n")
        replace(f, "    @Received let service0130: Service0130\n", "    @Received let service0130: Service0130\n\n    @Instantiated let extra0128: Extra0128\n")
        replace(f, "        counter += 1\n", "        total &+= extra0128.value()\n        counter += 1\n")
    return True


EDIT_FNS = {"body": edit_body, "adddep": edit_adddep, "dropdep": edit_dropdep, "scope": edit_scope,
            "addreg": edit_addreg, "newtype": edit_newtype, "noop": lambda tool, d, k: True}


# ------------------------------------------------------------------ builds

def outputs_folder(tool, d):
    return d + ("/SafeDIOutput" if tool == "safedi" else "/Generated")


def compile_counted(tool, d):
    """bench.py's incremental compile, with the driver saying what it compiled: (wall, files)."""
    files = bench.srcs(d) + [d + "/main.swift"] + bench.swift_files(outputs_folder(tool, d))
    ofm = {"": {"swift-dependencies": d + "/build/obj/App.swiftdeps"}}
    for f in files:
        b = d + "/build/obj/" + os.path.basename(f)[:-6]
        ofm[f] = {"object": b + ".o", "swift-dependencies": b + ".swiftdeps"}
    with open(d + "/build/ofm.json", "w") as fh:
        json.dump(ofm, fh)
    flags = []
    if tool == "safedi":
        flags = bench.SAFEDI_FLAGS + ["-L", bench.PEERS + "/SafeDI", "-lSafeDI"]
    elif tool == "needle":
        flags = bench.NEEDLE_FLAGS + ["-L", bench.PEERS + "/NeedleFoundation", "-lNeedleFoundation"]
    cmd = ["swiftc", "-module-name", "App", "-swift-version", "5", "-Onone", "-g", "-D", "DEBUG",
           "-incremental", "-enable-batch-mode", "-j2", "-output-file-map", d + "/build/ofm.json",
           "-emit-module", "-emit-module-path", d + "/build/App.swiftmodule",
           "-emit-executable", "-o", d + "/build/App", "-driver-show-incremental"] + flags + files
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=d, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        raise SystemExit("FAILED %s:\n%s" % (tool, (p.stdout + p.stderr)[-4000:]))
    compiled = sorted(set(re.findall(r"Queuing[^{]*\{compile: (\S+)\.o <= ", p.stdout + p.stderr)))
    return wall, compiled


def program_output(d):
    return subprocess.run([d + "/build/App"], capture_output=True, text=True).stdout.split()


def snapshot(tool, d):
    keep = d + ".pristine"
    shutil.rmtree(keep, ignore_errors=True)
    os.makedirs(keep)
    shutil.copytree(d + "/Sources", keep + "/Sources")
    if tool == "safedi":
        shutil.copy(d + "/sources.csv", keep + "/sources.csv")


def restore(tool, d):
    keep = d + ".pristine"
    shutil.rmtree(d + "/Sources")
    shutil.copytree(keep + "/Sources", d + "/Sources")
    if tool == "safedi":
        shutil.copy(keep + "/sources.csv", d + "/sources.csv")


def print_table(heading, tools, data, seconds):
    """The heading, then a Markdown table: per edit and tool, the median of `seconds(sample)` and
    of the files compiled again (weaver-bench copies it from the last line starting with "N=")."""
    print("\n" + heading)
    print("| edit | " + " | ".join(tools) + " |")
    print("|---|" + "---:|" * len(tools))
    for edit in EDITS:
        cells = []
        for t in tools:
            xs = data[t][edit]
            if not xs:
                cells.append("—")
                continue
            cells.append("%.2f s, %d files" % (statistics.median([seconds(x) for x in xs]),
                                               statistics.median([len(x["compiled"]) for x in xs])))
        print("| %s | %s |" % (edit, " | ".join(cells)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=500)
    ap.add_argument("-r", "--runs", type=int, default=3)
    ap.add_argument("--tools", default="weaver-split,weaver,safedi,needle")
    args = ap.parse_args()
    os.makedirs(bench.SCRATCH, exist_ok=True)
    tools = args.tools.split(",")
    projects = bench.incr_projects(args.n)
    for t in tools:
        if not os.path.isdir(projects[t]):
            raise SystemExit("no project %s: run `python3 bench.py gen` first" % projects[t])
    dirs = {t: bench.incr_setup(t, projects[t]) for t in tools}
    data = {t: {e: [] for e in EDITS} for t in tools}
    for t in tools:
        snapshot(t, dirs[t])
        g = bench.incr_generate(t, dirs[t])
        c, _ = compile_counted(t, dirs[t])
        print("clean build %s: tool %.2f s + swiftc %.1f s; prints %s" % (t, g, c, program_output(dirs[t])), flush=True)
    for run in range(args.runs):
        for t in tools:  # settle: a no-op build after the restore
            time.sleep(1.1)
            bench.incr_generate(t, dirs[t])
            compile_counted(t, dirs[t])
        for edit in EDITS:
            for t in tools:
                time.sleep(1.1)  # distinct modification times
                if EDIT_FNS[edit](t, dirs[t], run) is False:
                    continue
                g = bench.incr_generate(t, dirs[t])
                c, compiled = compile_counted(t, dirs[t])
                data[t][edit].append({"tool": g, "swiftc": c, "compiled": compiled})
                print("  run %d %-8s %-12s tool %.3f + swiftc %5.2f = %5.2f s  %3d files: %s" % (
                    run, edit, t, g, c, g + c, len(compiled), " ".join(compiled[:8]) + (" …" if len(compiled) > 8 else "")), flush=True)
        for t in tools:
            restore(t, dirs[t])
    print_table("N=%d, medians of %d (tool + swiftc wall s; files compiled again):" % (args.n, args.runs),
                tools, data, lambda x: x["tool"] + x["swiftc"])
    bench.save("edits%d" % args.n, data)


if __name__ == "__main__":
    main()
