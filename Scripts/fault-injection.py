#!/usr/bin/env python3
"""Fault injection against the built `weaver` (SPEC §2 "Output safety", §10).

Each check attacks a run the way an unlucky user or machine would and asserts that nothing is
lost and nothing is silently wrong:

  cache    every byte of a real cache flipped in turn (sources older than the cache, so it is
           trusted; the output removed before each run): exit 0 and the cold run's output, byte
           for byte, every time.
  kill     SIGKILL at random moments of runs over a large generated project whose graph changes
           between runs: the output is the old or the new one, whole; the next run is correct;
           no temporary file is left after it.
  parallel 2 and 4 runs at once on one project: all succeed, and the output is the cold run's.
  clean    `weaver clean` with hostile cache paths (folders, the project, a source file, paths
           outside the project, from flags and from a configuration file) deletes nothing.

Usage: Scripts/fault-injection.py [--weaver PATH] [--kills N] [--seed S] [check ...]
Bounded: about two minutes on two cores with a debug build. Exit status 1 on any failure.
"""

import argparse
import hashlib
import os
import random
import shutil
import signal
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
    for offset in range(len(valid)):
        damaged = bytearray(valid)
        damaged[offset] ^= 0xFF
        with open(cache_path, "wb") as handle:
            handle.write(damaged)
        os.remove(output)
        result = run(weaver, arguments, project)
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


def main():
    parser = argparse.ArgumentParser(description="Fault injection against the built weaver.")
    parser.add_argument("--weaver", default=os.path.join(ROOT, ".build", "debug", "weaver"))
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("checks", nargs="*", default=["cache", "kill", "parallel", "clean"])
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
