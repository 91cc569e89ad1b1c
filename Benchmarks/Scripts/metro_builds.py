#!/usr/bin/env python3
"""Metro's build scenarios through SwiftPM on a Metro-shaped app (`metro_workload.py`), in its three
modes, with weaver's plugin using the prebuilt tool (`Scripts/make-artifact-bundle.sh`).

  python3 Benchmarks/Scripts/metro_builds.py --modules 100            # about 30 minutes on 2 cores

Modes (the same module graph, fingerprint in manifest.sha256):
- `off`: hand-wired sources, no plugin (the control);
- `noop`: the same hand-wired sources, the plugin on every target (nothing to find);
- `weaver`: the annotated sources, the plugin on every target.

Scenarios (each a `swift build` timed from start to end, wall seconds):
- `clean`: `swift package clean`, then a build;
- `no-op`: a build with nothing changed;
- `{core,feature} {non-ABI,ABI} {DI,plain}`: in the core module and the feature module the most
  modules depend on, a non-ABI change (a string in a computed property's body) or an ABI change
  (a public method added to a public final class, a new one each sample) to the module's DI file
  (the one holding its annotations in `weaver` mode; the same file hand-wired in the others) or to
  its plain file;
- `feature gains a dependency`: the feature's coordinator gains (then loses, alternately) a
  dependency on its repository: an annotation in `weaver` mode, an initializer parameter and
  its argument in the others;
- `root regeneration`: the root gains (then loses) a registration of an app's root in `weaver`
  mode (its container is generated again), a construction of it in the others.

Every sample is kept; each figure is the median of `--samples` after `--warmups` (their first
builds are not counted), mode by mode interleaved so that the machine's drift hits every mode
alike; a figure whose median absolute deviation is more than 10% of its median is marked
unstable, not dropped. After every scenario the sources are restored and the built app is run:
its output must be the first build's. Raw samples go to `--work/results.json`; progress on
stderr, the tables on stdout.
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
REPO = os.path.normpath(os.path.join(HERE, "../.."))
sys.path.insert(0, HERE)
import metro_workload  # noqa: E402

MODES = ["off", "noop", "weaver"]


def say(text):
    print(text, file=sys.stderr, flush=True)


def build(folder, log):
    started = time.monotonic()
    with open(log, "a") as out:
        status = subprocess.call(["swift", "build"], cwd=folder, stdout=out, stderr=subprocess.STDOUT)
    elapsed = time.monotonic() - started
    if status != 0:
        raise SystemExit("swift build failed in %s (see %s)" % (folder, log))
    return elapsed


def app_output(folder):
    return subprocess.run([os.path.join(folder, ".build/debug/Root")], capture_output=True, text=True, check=True).stdout.strip()


def most_depended_on(order, kind):
    """The module of `kind` (not Core0, which holds the shared protocols) with the most modules
    importing it, directly or not."""
    dependents = {m["name"]: set() for m in order}
    transitive = {}
    for module in order:
        reach = set()
        for dep in module["deps"]:
            reach |= transitive[dep] | {dep}
        transitive[module["name"]] = reach
        for name in reach:
            dependents[name].add(module["name"])
    candidates = [m["name"] for m in order if m["kind"] == kind and m["name"] != "Core0"]
    return max(candidates, key=lambda name: (len(dependents[name]), -candidates.index(name)))


class Edit:
    """One file's text, changed for sample `i` and restored afterwards."""

    def __init__(self, path, change):
        self.path, self.change = path, change
        with open(path, encoding="utf-8") as f:
            self.original = f.read()

    def apply(self, i):
        text = self.change(self.original, i)
        with open(self.path, encoding="utf-8") as f:
            if f.read() == text:
                raise SystemExit("sample %d's edit of %s changes nothing" % (i, self.path))
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(text)

    def restore(self):
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(self.original)


def sub(pattern, replacement):
    def change(text, i):
        new, count = re.subn(pattern, replacement(i), text, count=1)
        if count != 1:
            raise SystemExit("pattern %r not found" % pattern)
        return new
    return change


def toggle(gain, lose=lambda text: text):
    """Sample i: even samples gain, odd ones go back to the original."""
    return lambda text, i: gain(text) if i % 2 == 0 else lose(text)


def scenarios(folder, mode, core, feature):
    """name -> [Edit] for one mode's package; the same names in every mode."""
    def path(module, name):
        return os.path.join(folder, "Sources", module, name)
    result = {}
    for kind, module in (("core", core), ("feature", feature)):
        di, plain = path(module, module + ".swift"), path(module, module + "Plain.swift")
        # non-ABI: a string in a computed property's body.
        if kind == "core":
            di_body = sub(r'(public var name: String \{ ")%s(" \})' % module, lambda i, module=module: r'\g<1>%s-%d\g<2>' % (module, i))
        else:
            key = metro_workload.lower(module)
            di_body = sub(r'(public var path: String \{ "/)%s(" \})' % key, lambda i, key=key: r'\g<1>%s-%d\g<2>' % (key, i))
        plain_body = sub(r'(\+ " = " \+)', lambda i: r'+ " =%d " +' % i)
        result["%s non-ABI DI" % kind] = [Edit(di, di_body)]
        result["%s non-ABI plain" % kind] = [Edit(plain, plain_body)]
        if kind == "core":
            # Lines moved: doc comment lines above the type that contributes (sample i: i + 1 lines),
            # so its `contributes` line moves; the same lines above the plain file's class.
            moved = lambda anchor: sub(r'(%s)' % anchor, lambda i: "/// Moved %d.\n" % i * (i + 1) + r"\g<1>")
            result["core lines moved DI"] = [Edit(di, moved(r'public final class %sTask: LaunchTask \{' % module))]
            result["core lines moved plain"] = [Edit(plain, moved(r'public final class %sFormatter: Sendable \{' % module))]
        # ABI: a public method, a new one each sample, in the DI file's public class / the plain struct.
        anchor = r'(public final class %s%s\b[^{]*\{\n)' % (module, "ServiceImpl" if kind == "core" else "Screen")
        added = lambda i: r'\g<1>    public func added%d() -> Int { %d }\n\n' % (i, i)
        result["%s ABI DI" % kind] = [Edit(di, sub(anchor, added))]
        result["%s ABI plain" % kind] = [Edit(plain, sub(r'(public final class %sFormatter: Sendable \{\n)' % module, added))]
    f = feature
    di = path(f, f + ".swift")
    if mode == "weaver":
        gain = toggle(lambda t: t.replace("    // weaver: viewModel <- %sViewModel\n" % f,
                                          "    // weaver: viewModel <- %sViewModel\n    // weaver: repository <- %sRepository\n" % (f, f), 1))
    else:
        gain = toggle(lambda t: t.replace("    init(viewModel: %sViewModel) {\n        self.viewModel = viewModel\n" % f,
                                          "    init(viewModel: %sViewModel, repository: %sRepository) {\n        self.viewModel = viewModel\n        _ = repository\n" % (f, f), 1)
                      .replace("%sCoordinator(viewModel: viewModel)" % f, "%sCoordinator(viewModel: viewModel, repository: repository)" % f, 1))
    result["feature gains a dependency"] = [Edit(di, gain)]
    main = path("Root", "main.swift")
    if mode == "weaver":
        regain = toggle(lambda t: t.replace("final class Root {\n", "final class Root {\n    // weaver: extraApp = App0Root\n", 1))
    else:
        regain = toggle(lambda t: t.replace("\nprint(", "\n_ = App0Root()\nprint(", 1))
    result["root regeneration"] = [Edit(main, regain)]
    return result


def mad(samples):
    median = statistics.median(samples)
    return statistics.median([abs(s - median) for s in samples])


def figure(samples):
    median = statistics.median(samples)
    unstable = median > 0 and mad(samples) > 0.1 * median
    return median, unstable


def cell(samples):
    median, unstable = figure(samples)
    return "%.2f s%s" % (median, " (unstable)" if unstable else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--warmups", type=int, default=2)
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--only", help="scenarios to run, comma-separated (default: all)")
    parser.add_argument("--work", default=os.path.join(REPO, "Benchmarks/.build-work/metro-builds"))
    parser.add_argument("--prebuilt", help="a WeaverPrebuilt folder (Scripts/make-artifact-bundle.sh --output); default: build one")
    args = parser.parse_args()
    modes = args.modes.split(",")
    os.makedirs(args.work, exist_ok=True)
    log = os.path.join(args.work, "builds.log")
    open(log, "w").close()
    prebuilt = args.prebuilt
    if not prebuilt:
        say("building the prebuilt tool (Scripts/make-artifact-bundle.sh) ...")
        subprocess.check_call([os.path.join(REPO, "Scripts/make-artifact-bundle.sh"), "--output", os.path.join(args.work, "prebuilt")],
                              stdout=subprocess.DEVNULL)
        prebuilt = os.path.join(args.work, "prebuilt/WeaverPrebuilt")
    folders, expected = {}, {}
    manifest = None
    for mode in modes:
        folders[mode] = os.path.join(args.work, mode)
        manifest = metro_workload.generate(args.modules, args.seed, mode, folders[mode], REPO, prebuilt)
        say("%s: first build ..." % mode)
        build(folders[mode], log)
        expected[mode] = app_output(folders[mode])
    core = most_depended_on(manifest["order"], "core")
    feature = most_depended_on(manifest["order"], "feature")
    edits = {mode: scenarios(folders[mode], mode, core, feature) for mode in modes}
    names = ["clean", "no-op"] + list(edits[modes[0]].keys())
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    samples = {name: {mode: [] for mode in modes} for name in names}
    for name in names:
        say("%s ..." % name)
        for i in range(args.warmups + args.samples):
            for mode in modes:
                folder = folders[mode]
                if name == "clean":
                    subprocess.check_call(["swift", "package", "clean"], cwd=folder, stdout=subprocess.DEVNULL)
                elif name != "no-op":
                    for edit in edits[mode][name]:
                        edit.apply(i)
                seconds = build(folder, log)
                if i >= args.warmups:
                    samples[name][mode].append(seconds)
        for mode in modes:
            for edit in edits[mode].get(name, []):
                edit.restore()
            build(folders[mode], log)
            if app_output(folders[mode]) != expected[mode]:
                raise SystemExit("%s: the app's output changed after %s" % (mode, name))
        say("  " + ", ".join("%s %s" % (mode, cell(samples[name][mode])) for mode in modes))
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump({"fingerprint": manifest["fingerprint"], "modules": args.modules, "core": core, "feature": feature,
                   "samples": samples}, f, indent=1)
    kinds = manifest["kinds"]
    print("Workload: %d modules (%d core, %d feature, %d app) + Root, %d module edges, %d registrations, %d contributions; "
          "fingerprint `%s`; edited: %s and %s. Wall seconds of `swift build` (debug), medians of %d after %d warm-ups."
          % (args.modules, kinds.get("core", 0), kinds.get("feature", 0), kinds.get("app", 0), manifest["edges"],
             manifest["counts"]["registrations"], manifest["counts"]["contributions"], manifest["fingerprint"][:16], core, feature,
             args.samples, args.warmups))
    print()
    print("| scenario | " + " | ".join(modes) + " | noop ÷ off | weaver ÷ off |")
    print("|---|" + "---:|" * (len(modes) + 2))
    for name in names:
        row = [cell(samples[name][mode]) for mode in modes]
        ratios = []
        for mode in ("noop", "weaver"):
            if mode in modes and "off" in modes:
                ratios.append("%.2f×" % (figure(samples[name][mode])[0] / figure(samples[name]["off"])[0]))
            else:
                ratios.append("—")
        print("| %s | %s | %s |" % (name, " | ".join(row), " | ".join(ratios)))
    pairs = [n[:-3] for n in names if n.endswith(" DI") and n[:-3] + " plain" in names]
    if pairs:
        print()
        print("A change to a DI file against the same change to a plain file (target ≤ 1.1×):")
        print()
        print("| change | " + " | ".join("%s: DI ÷ plain" % m for m in modes) + " |")
        print("|---|" + "---:|" * len(modes))
        for pair in pairs:
            cells = ["%.2f×" % (figure(samples[pair + " DI"][m])[0] / figure(samples[pair + " plain"][m])[0]) for m in modes]
            print("| %s | %s |" % (pair, " | ".join(cells)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
