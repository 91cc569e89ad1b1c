#!/usr/bin/env python3
"""Type-check timing harness.

measure(project_dir, primary_files, extra_files=None, flags=(), reps=3)
  -> dict(cpu=[...], median=..., errors=..., stderr=...)
Runs `swiftc -frontend -typecheck -swift-version 6 -module-name Bench
       -primary-file P1 [-primary-file P2 ...] <all other files>`
and records user+sys CPU of the frontend via /usr/bin/time.
All files = Sources/*.swift + main.swift (if present) + the primaries (+ extra_files).
"""
import glob, os, statistics, subprocess, sys, tempfile, re

SWIFTC = os.environ.get("SWIFTC", "swiftc")

def all_sources(project):
    files = sorted(glob.glob(os.path.join(project, "Sources", "*.swift")))
    m = os.path.join(project, "main.swift")
    if os.path.exists(m):
        files.append(m)
    return files

def cmd_for(project, primaries, others, flags=()):
    cmd = [SWIFTC, "-frontend", "-typecheck", "-swift-version", "6", "-module-name", "Bench"]
    cmd += list(flags)
    for p in primaries:
        cmd += ["-primary-file", p]
    cmd += [f for f in others if f not in primaries]
    return cmd

def run_once(cmd, cwd=None):
    tf = tempfile.NamedTemporaryFile(delete=False, suffix=".time")
    tf.close()
    full = ["/usr/bin/time", "-o", tf.name, "-f", "%U %S %e"] + cmd
    p = subprocess.run(full, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    u, s, e = open(tf.name).read().split()[-3:]
    os.unlink(tf.name)
    return float(u) + float(s), float(e), p.returncode, p.stderr

def measure(project, primaries, extra=(), flags=(), reps=3, others=None):
    if others is None:
        others = all_sources(project) + list(extra)
    cmd = cmd_for(project, primaries, others, flags)
    cpus, walls = [], []
    err = ""
    rc = 0
    for _ in range(reps):
        cpu, wall, rc, stderr = run_once(cmd)
        cpus.append(cpu); walls.append(wall)
        if rc != 0 or " error:" in stderr:
            err = stderr
            break
    errors = len(re.findall(r" error:", err))
    return {"cpu": cpus, "median": statistics.median(cpus), "wall": statistics.median(walls),
            "rc": rc, "errors": errors, "stderr": err[:3000]}

def breakdown(project, primaries, extra=(), others=None):
    """Per-function-body and per-expression timings (ms) for the primaries."""
    if others is None:
        others = all_sources(project) + list(extra)
    cmd = cmd_for(project, primaries, others,
                  ["-debug-time-function-bodies", "-debug-time-expression-type-checking"])
    cpu, wall, rc, stderr = run_once(cmd)
    # lines look like: "0.12ms\t/path/file.swift:12:5\tinstance method ..." (bodies, printed on stderr)
    # and "0.05ms\t/path/file.swift:12:5" (expressions)
    bodies, exprs = [], []
    for line in stderr.splitlines():
        m = re.match(r"^\s*([0-9.]+)ms\t([^\t]+)\t(.*)$", line)
        if m:
            bodies.append((float(m.group(1)), m.group(2), m.group(3)))
            continue
        m = re.match(r"^\s*([0-9.]+)ms\t([^\t]+)$", line)
        if m:
            exprs.append((float(m.group(1)), m.group(2)))
    return {"cpu": cpu, "rc": rc, "bodies": bodies, "exprs": exprs, "raw": stderr}

if __name__ == "__main__":
    proj = sys.argv[1]
    prim = sys.argv[2:]
    r = measure(proj, prim)
    print(r["median"], r["cpu"], "rc", r["rc"], "errors", r["errors"])
    if r["errors"]:
        print(r["stderr"])
