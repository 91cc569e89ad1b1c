#!/usr/bin/env python3
"""Fault injection against the built `weaver` (docs/commands.md "Output safety").

Each check attacks a run the way an unlucky user or machine would and asserts that nothing is
lost and nothing is silently wrong:

  cache    every byte of a real cache flipped in turn (sources older than the cache, so it is
           trusted; the output removed before each run): exit 0 and the cold run's output, byte
           for byte, every time; a flip in the header (the file is then no cache, maybe the
           user's): exit 2, the file kept, nothing written.
  kill     SIGKILL at random moments of runs over a large generated project whose graph changes
           between runs: the output is the old or the new one, whole; the next run is correct;
           no temporary file is left after it.
  parallel 2 and 4 runs at once on one project: all succeed, and the output is the cold run's.
  clean    `weaver clean` with hostile cache paths (folders, the project, a source file, paths
           outside the project, from flags and from a configuration file) deletes nothing.
  summary  every byte of a real module summary flipped (two ways) and every truncation of it:
           the run that reads it exits 2 naming the module, or gives the cold run's outputs
           (generated file and its own summary), never other outputs with exit 0.
  special  a FIFO, /dev/zero and /dev/null for every path-taking flag and configuration key:
           refused (exit 2) or, for an ignored path, not read; never a hang, a crash or a
           replaced device.

Usage: Scripts/fault-injection.py [--weaver PATH] [--kills N] [--seed S] [check ...]
Bounded: about two minutes on two cores with a debug build. Exit status 1 on any failure.
"""

import argparse
import hashlib
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL: " + message, flush=True)


def run(weaver, arguments, cwd):
    return subprocess.run([weaver] + arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def read(path):
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        return None


def leftovers(folder):
    found = []
    for directory, _, names in os.walk(folder):
        found += [os.path.join(directory, name) for name in names if ".weaver-" in name and name.endswith(".tmp")]
    return found


def age(folder, seconds=120):
    """Makes every file look older than a cache written now, as on a real second run."""
    past = time.time() - seconds
    for directory, _, names in os.walk(folder):
        for name in names:
            os.utime(os.path.join(directory, name), (past, past))


def tree(folder):
    """Every file under `folder` with the hash of its bytes, to prove nothing changed."""
    result = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            result[os.path.relpath(path, folder)] = hashlib.sha256(read(path) or b"").hexdigest()
    return result


def check_cache(weaver, work):
    project = os.path.join(work, "cache")
    shutil.copytree(os.path.join(ROOT, "Fixtures", "Sample", "Sources"), os.path.join(project, "Sources"))
    arguments = ["swift", "--project-path", project, "--input-path", "Sources", "--quiet"]
    if run(weaver, arguments, project).returncode != 0:
        return fail("cache: the cold run failed")
    cold = read(os.path.join(project, "Weaver.swift"))
    age(os.path.join(project, "Sources"))
    os.remove(os.path.join(project, ".weaver_cache"))
    run(weaver, arguments, project)
    cache_path = os.path.join(project, ".weaver_cache")
    valid = read(cache_path)
    output = os.path.join(project, "Weaver.swift")
    # The undamaged cache must be trusted (nothing parsed), or the flips below would prove nothing.
    os.remove(output)
    trusted = run(weaver, arguments[:-1], project)
    if "(0 parsed)" not in trusted.stderr:
        return fail("cache: the undamaged cache is not trusted: " + trusted.stderr.strip())
    wrong = 0
    # The cache's header: its magic, length-prefixed. A file that does not start with it is not a
    # cache and may be the user's (docs/commands.md): refused, kept, nothing written.
    header = 16
    for offset in range(len(valid)):
        damaged = bytearray(valid)
        damaged[offset] ^= 0xFF
        with open(cache_path, "wb") as handle:
            handle.write(damaged)
        if os.path.exists(output):
            os.remove(output)
        result = run(weaver, arguments, project)
        if offset < header:
            if result.returncode != 2 or read(output) is not None or read(cache_path) != bytes(damaged):
                wrong += 1
                fail("cache: byte %d of the header flipped gives exit %d and %s" % (
                    offset, result.returncode, "an output" if read(output) is not None else "a replaced file"))
            continue
        if result.returncode != 0 or read(output) != cold:
            wrong += 1
            if wrong <= 5:
                fail("cache: byte %d flipped gives exit %d, %s output: %s" % (
                    offset, result.returncode, "the same" if read(output) == cold else "a different", result.stderr.strip()[:300]))
    if leftovers(project):
        fail("cache: temporary files left: %s" % leftovers(project))
    print("cache: %d bytes flipped one at a time, %d wrong runs" % (len(valid), wrong), flush=True)


def write_large_project(folder, variant):
    """A tree of 400 annotated types with references two levels up; `variant` changes the graph."""
    sources = os.path.join(folder, "Sources")
    os.makedirs(sources, exist_ok=True)
    count = 400
    for index in range(count):
        children = [child for child in (2 * index + 1, 2 * index + 2) if child < count]
        lines = ["final class Node%d {" % index]
        for child in children:
            lines.append("    // weaver: node%d = Node%d" % (child, child))
            lines.append("    // weaver: node%d.scope = .lazy" % child)
        if index == 0:
            lines.append("    // weaver: logger = Logger")
            if variant == 1:
                lines.append("    // weaver: analytics = Analytics")
        else:
            lines.append("    // weaver: logger <- Logger")
            if variant == 1 and index % 3 == 0:
                lines.append("    // weaver: analytics <- Analytics")
        lines.append("    init(injecting _: Node%dDependencyResolver) {}" % index)
        lines.append("}")
        with open(os.path.join(sources, "Node%d.swift" % index), "w") as handle:
            handle.write("\n".join(lines) + "\n")
    with open(os.path.join(sources, "Support.swift"), "w") as handle:
        handle.write("final class Logger {}\nfinal class Analytics {}\n")


def check_kill(weaver, work, kills, seed):
    rng = random.Random(seed)
    expected = {}
    for variant in (0, 1):
        reference = os.path.join(work, "kill-reference-%d" % variant)
        write_large_project(reference, variant)
        result = run(weaver, ["swift", "--project-path", reference, "--input-path", "Sources", "--quiet"], reference)
        if result.returncode != 0:
            return fail("kill: the reference run failed: " + result.stderr[:300])
        expected[variant] = read(os.path.join(reference, "Weaver.swift"))
    project = os.path.join(work, "kill")
    arguments = ["swift", "--project-path", project, "--input-path", "Sources", "--quiet"]
    write_large_project(project, 0)
    started = time.time()
    run(weaver, arguments, project)
    duration = max(time.time() - started, 0.05)
    variant = 0
    killed = 0
    for attempt in range(kills):
        old = read(os.path.join(project, "Weaver.swift"))
        variant = 1 - variant
        write_large_project(project, variant)
        process = subprocess.Popen([weaver] + arguments, cwd=project, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, duration * 1.2))
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
            killed += 1
        process.wait()
        now = read(os.path.join(project, "Weaver.swift"))
        if now not in (old, expected[variant]):
            fail("kill %d: the output is neither the old nor the new one (%s bytes)" % (attempt, len(now) if now else "no"))
        result = run(weaver, arguments, project)
        if result.returncode != 0 or read(os.path.join(project, "Weaver.swift")) != expected[variant]:
            fail("kill %d: the next run gives exit %d and %s output" % (
                attempt, result.returncode, "the right" if read(os.path.join(project, "Weaver.swift")) == expected[variant] else "a wrong"))
        if leftovers(project):
            fail("kill %d: temporary files left after the next run: %s" % (attempt, leftovers(project)))
    print("kill: %d runs, %d killed mid-run (a run takes about %.0f ms)" % (kills, killed, duration * 1000), flush=True)


def check_parallel(weaver, work):
    reference = os.path.join(work, "parallel-reference")
    write_large_project(reference, 1)
    run(weaver, ["swift", "--project-path", reference, "--input-path", "Sources", "--quiet"], reference)
    expected = read(os.path.join(reference, "Weaver.swift"))
    for count in (2, 4):
        for round_ in range(3):
            project = os.path.join(work, "parallel-%d-%d" % (count, round_))
            write_large_project(project, 1)
            arguments = ["swift", "--project-path", project, "--input-path", "Sources", "--quiet"]
            processes = [subprocess.Popen([weaver] + arguments, cwd=project, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                         for _ in range(count)]
            statuses = [process.wait() for process in processes]
            if any(statuses):
                fail("parallel %d: exit statuses %s" % (count, statuses))
            if read(os.path.join(project, "Weaver.swift")) != expected:
                fail("parallel %d: the output differs from a single run's" % count)
            if leftovers(project):
                fail("parallel %d: temporary files left: %s" % (count, leftovers(project)))
            if run(weaver, arguments, project).returncode != 0 or read(os.path.join(project, "Weaver.swift")) != expected:
                fail("parallel %d: the run after them is wrong" % count)
    print("parallel: 2 and 4 concurrent runs, 3 rounds each", flush=True)


def check_clean(weaver, work):
    outside = os.path.join(work, "clean-outside")
    os.makedirs(outside)
    with open(os.path.join(outside, "keep.txt"), "w") as handle:
        handle.write("a file of the user's\n")
    project = os.path.join(work, "clean")
    shutil.copytree(os.path.join(ROOT, "Fixtures", "Sample", "Sources"), os.path.join(project, "Sources"))
    if run(weaver, ["swift", "--project-path", project, "--input-path", "Sources", "--quiet"], project).returncode != 0:
        return fail("clean: the first run failed")
    hostile = ["Sources", "Sources/Sample", ".", "..", "/", "Sources/Sample/App.swift", "Weaver.swift", "../clean-outside", "../clean-outside/keep.txt",
               os.path.join(project, "Sources")]
    before = (tree(project), tree(outside))
    for path in hostile:
        result = run(weaver, ["clean", "--project-path", project, "--cache-path", path], project)
        if result.returncode not in (0, 2):
            fail("clean --cache-path %s: exit %d" % (path, result.returncode))
        if (tree(project), tree(outside)) != before:
            fail("clean --cache-path %s deleted or changed something" % path)
    for path in ["Sources", "../clean-outside", "."]:
        with open(os.path.join(project, ".weaver.yaml"), "w") as handle:
            handle.write("cache_path: %s\n" % path)
        before = (tree(project), tree(outside))
        run(weaver, ["clean", "--project-path", project], project)
        if (tree(project), tree(outside)) != before:
            fail("clean with cache_path: %s deleted or changed something" % path)
    os.remove(os.path.join(project, ".weaver.yaml"))
    run(weaver, ["clean", "--project-path", project], project)
    if os.path.exists(os.path.join(project, ".weaver_cache")):
        fail("clean: its own cache was not deleted")
    print("clean: %d hostile cache paths, nothing deleted; its own cache deleted" % (len(hostile) + 3), flush=True)


CORE = """public protocol Logging: AnyObject { func log(_ message: String) }
public final class Client {
    // weaver: logger <- Logging
    // weaver: session = Session
    public init(injecting _: ClientDependencyResolver) {}
}
final class Session {}
"""

FEATURE = """import Core
public final class Screen {
    // weaver: client = Client
    // weaver: client.scope = .lazy
    // weaver: title <= String
    public init(injecting _: ScreenDependencyResolver) {}
}
"""


def write_modules(project):
    for module, text in (("Core", CORE), ("Feature", FEATURE)):
        os.makedirs(os.path.join(project, module))
        with open(os.path.join(project, module, module + ".swift"), "w") as handle:
            handle.write(text)


def check_summary(weaver, work):
    project = os.path.join(work, "summary")
    write_modules(project)
    core = ["swift", "--project-path", project, "--input-path", "Core", "--module-name", "Core", "--quiet",
            "--summary-output-path", "Core.weaversummary", "--main-output-path", "Core.swift", "--cache-path", "core.cache"]
    if run(weaver, core, project).returncode != 0:
        return fail("summary: the Core run failed")
    summary_path = os.path.join(project, "Core.weaversummary")
    valid = read(summary_path)
    outputs = [os.path.join(project, "Feature.swift"), os.path.join(project, "Feature.weaversummary")]
    feature = ["swift", "--project-path", project, "--input-path", "Feature", "--module-name", "Feature", "--quiet",
               "--module-summary", "Core.weaversummary", "--summary-output-path", "Feature.weaversummary",
               "--main-output-path", "Feature.swift", "--cache-path", "feature.cache"]
    result = run(weaver, feature, project)
    if result.returncode != 0:
        return fail("summary: the cold Feature run failed: " + result.stderr[:300])
    cold = [read(path) for path in outputs]
    damaged_versions = []
    for offset in range(len(valid)):
        for mask in (0x01, 0xFF):
            damaged = bytearray(valid)
            damaged[offset] ^= mask
            damaged_versions.append(("byte %d ^ 0x%02x" % (offset, mask), bytes(damaged)))
    for length in range(len(valid)):
        damaged_versions.append(("cut to %d bytes" % length, valid[:length]))
    wrong = refused = 0
    for label, damaged in damaged_versions:
        with open(summary_path, "wb") as handle:
            handle.write(damaged)
        for path in outputs:
            if os.path.exists(path):
                os.remove(path)
        result = run(weaver, feature, project)
        if result.returncode == 2 and "Core.weaversummary" in result.stderr:
            refused += 1
            if any(os.path.exists(path) for path in outputs):
                wrong += 1
                fail("summary: %s refused, but outputs were written" % label)
            continue
        if result.returncode != 0 or [read(path) for path in outputs] != cold:
            wrong += 1
            if wrong <= 5:
                fail("summary: %s gives exit %d and %s outputs: %s" % (
                    label, result.returncode, "the cold run's" if [read(path) for path in outputs] == cold else "other",
                    result.stderr.strip()[:300]))
    with open(summary_path, "wb") as handle:
        handle.write(valid)
    print("summary: %d damaged summaries (flips and truncations), %d refused, %d wrong runs" % (
        len(damaged_versions), refused, wrong), flush=True)


def check_special(weaver, work):
    project = os.path.join(work, "special")
    write_modules(project)
    fifo = os.path.join(project, "pipe")
    os.mkfifo(fifo)
    specials = [fifo, "/dev/zero", "/dev/null"]
    flags = ["--project-path", "--config-path", "--input-path", "--input-file-list", "--ignored-path", "--cache-path",
             "--main-output-path", "--tests-output-path", "--summary-output-path", "--module-summary", "--import-module"]
    keys = ["input_paths", "ignored_paths", "cache_path", "main_output_path", "tests_output_path", "summary_output_path",
            "module_summaries"]
    base = ["swift", "--input-path", "Core", "--module-name", "Core", "--tests"]
    cases = []
    for special in specials:
        for flag in flags:
            value = "Special=" + special if flag == "--import-module" else special
            arguments = base + ([] if flag == "--project-path" else ["--project-path", project]) + [flag, value]
            cases.append(("%s %s" % (flag, special), arguments, None, flag == "--ignored-path"))
        cases.append(("@%s" % special, ["@" + special], None, False))
        cases.append(("xcfilelist --output-path %s" % special, ["xcfilelist", "--project-path", project, "--input-path", "Core",
                                                                 "--output-path", special], None, False))
        for key in keys:
            configuration = "%s: %s\n" % (key, ("[%s]" % special) if key.endswith("s") else special)
            cases.append(("%s: %s" % (key, special), ["swift", "--project-path", project, "--module-name", "Core", "--tests"],
                          configuration, key == "ignored_paths"))
    failures = 0
    for label, arguments, configuration, may_succeed in cases:
        config_path = os.path.join(project, ".weaver.yaml")
        if configuration is not None:
            with open(config_path, "w") as handle:
                handle.write("input_paths: [Core]\n" + configuration if not configuration.startswith("input_paths") else configuration)
        elif os.path.exists(config_path):
            os.remove(config_path)
        try:
            result = subprocess.run([weaver] + arguments, cwd=project, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    timeout=20)
        except subprocess.TimeoutExpired:
            failures += 1
            fail("special: %s hangs" % label)
            continue
        if result.returncode < 0:
            failures += 1
            fail("special: %s ends with signal %d: %s" % (label, -result.returncode, result.stderr[:300]))
        elif result.returncode != 2 and not (may_succeed and result.returncode == 0):
            failures += 1
            fail("special: %s gives exit %d: %s" % (label, result.returncode, result.stderr[:300]))
        if not stat.S_ISFIFO(os.stat(fifo).st_mode) or not stat.S_ISCHR(os.stat("/dev/null").st_mode) \
                or not stat.S_ISCHR(os.stat("/dev/zero").st_mode):
            failures += 1
            return fail("special: %s replaced a FIFO or a device" % label)
    print("special: %d runs with FIFOs and devices as paths, %d wrong" % (len(cases), failures), flush=True)


def main():
    parser = argparse.ArgumentParser(description="Fault injection against the built weaver.")
    parser.add_argument("--weaver", default=os.path.join(ROOT, ".build", "debug", "weaver"))
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("checks", nargs="*", default=["cache", "kill", "parallel", "clean", "summary", "special"])
    options = parser.parse_args()
    weaver = os.path.abspath(options.weaver)
    print("fault injection with %s, seed %d" % (weaver, options.seed), flush=True)
    work = tempfile.mkdtemp(prefix="weaver-faults-")
    try:
        for check in options.checks:
            started = time.time()
            if check == "cache":
                check_cache(weaver, work)
            elif check == "kill":
                check_kill(weaver, work, options.kills, options.seed)
            elif check == "parallel":
                check_parallel(weaver, work)
            elif check == "clean":
                check_clean(weaver, work)
            elif check == "summary":
                check_summary(weaver, work)
            elif check == "special":
                check_special(weaver, work)
            else:
                sys.exit("unknown check %s" % check)
            print("  (%s: %.1f s)" % (check, time.time() - started), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        print("%d failures" % len(FAILURES))
        sys.exit(1)
    print("fault injection passed")


if __name__ == "__main__":
    main()
