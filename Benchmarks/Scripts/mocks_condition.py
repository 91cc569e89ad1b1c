#!/usr/bin/env python3
"""What mocks cost a release build (docs/mocks.md): mocks on with their condition false against mocks off.

On the n-type graphs of the peers' harness (`shared/peers/bench.py gen`), weaver writes its split
output twice: without `--mocks` and with it. Both are then

- type-checked as primary files against the project's sources with `DEBUG` undefined (the mocks'
  default condition false), interleaved, CPU seconds, medians of `--runs`;
- built into an optimized executable (`swiftc -O`, whole module), whose size is compared, before
  and after `strip`, and whose defined symbols are compared by name.

  PEERS=/tmp/peers WEAVER=.build/release/weaver python3 Benchmarks/Scripts/mocks_condition.py --sizes 500,2000 -r 5

Raw samples go to $PEERS/results/mocks-condition.json.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import edits  # noqa: E402  (for the shared harness)

bench = edits.bench
TYPECHECK = ["swiftc", "-frontend", "-typecheck", "-swift-version", "5", "-module-name", "App"]


def generate(n):
    d = bench.BENCH + "/wv%d" % n
    if not os.path.isdir(d):
        raise SystemExit("no project %s: run `python3 bench.py gen` first" % d)
    outs = {}
    for name, extra in (("mocks off", []), ("mocks on", ["--mocks"])):
        folder = d + "/GenCondition" + ("Mocks" if extra else "")
        shutil.rmtree(folder, ignore_errors=True)
        bench.run(bench.weaver_cmd(d, folder, bench.fresh(bench.SCRATCH + "/cond-cache"), ["--split-output"] + extra), cwd=d)
        outs[name] = bench.swift_files(folder)
    return d, outs


def release_binary(d, name, outputs):
    exe = "%s/build-release-%s" % (d, name.replace(" ", "-"))
    bench.run(["swiftc", "-O", "-wmo", "-swift-version", "5", "-module-name", "App", "-o", exe]
              + bench.srcs(d) + [d + "/main.swift"] + outputs)
    printed = subprocess.run([exe], capture_output=True, text=True).stdout.split()
    stripped = exe + ".stripped"
    subprocess.check_call(["strip", "-o", stripped, exe])
    symbols = set(subprocess.run(["nm", "--defined-only", "-j", exe], capture_output=True, text=True).stdout.split())
    return {"bytes": os.path.getsize(exe), "stripped": os.path.getsize(stripped), "symbols": symbols, "prints": printed}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[500, 2000])
    ap.add_argument("-r", "--runs", type=int, default=5)
    ap.add_argument("--no-binaries", action="store_true", help="type-check only (the binaries take minutes at 2,000 types)")
    args = ap.parse_args()
    os.makedirs(bench.SCRATCH, exist_ok=True)
    data = {}
    rows = []
    for n in args.sizes:
        d, outs = generate(n)
        cmds = {}
        for name, files in outs.items():
            c = list(TYPECHECK)
            for f in files:
                c += ["-primary-file", f]
            cmds[name] = c + bench.srcs(d)
        cpu = {k: [] for k in cmds}
        for _ in range(args.runs):
            for k, c in cmds.items():
                cpu[k].append(bench.run_cpu(c)[1])
        t_off, t_on = statistics.median(cpu["mocks off"]), statistics.median(cpu["mocks on"])
        if args.no_binaries:
            data[n] = {"cpu": cpu}
            rows.append("| %d | %.2f s | %.2f s (%+.1f%%) | – | – | – | – | – |" % (n, t_off, t_on, 100 * (t_on - t_off) / t_off))
            print("N=%d done: type-check off %.2f on %.2f" % (n, t_off, t_on), flush=True)
            continue
        binaries = {k: release_binary(d, k, outs[k]) for k in outs}
        off, on = binaries["mocks off"], binaries["mocks on"]
        if off["prints"] != on["prints"]:
            raise SystemExit("the two release programs print different things: %s / %s" % (off["prints"], on["prints"]))
        only_on = sorted(on["symbols"] - off["symbols"])
        only_off = sorted(off["symbols"] - on["symbols"])
        data[n] = {"cpu": cpu, "bytes": {k: b["bytes"] for k, b in binaries.items()},
                   "stripped": {k: b["stripped"] for k, b in binaries.items()},
                   "symbols only with mocks on": only_on, "symbols only with mocks off": only_off}
        rows.append("| %d | %.2f s | %.2f s (%+.1f%%) | %d | %d (%+.2f%%) | %d | %d (%+.2f%%) | %d / %d |" % (
            n, t_off, t_on, 100 * (t_on - t_off) / t_off, off["bytes"], on["bytes"],
            100.0 * (on["bytes"] - off["bytes"]) / off["bytes"], off["stripped"], on["stripped"],
            100.0 * (on["stripped"] - off["stripped"]) / off["stripped"], len(only_on), len(only_off)))
        print("N=%d done: type-check off %.2f on %.2f; binary %d / %d bytes; symbols only on: %s; only off: %s" % (
            n, t_off, t_on, off["bytes"], on["bytes"], only_on[:5], only_off[:5]), flush=True)
    print("\nN=%s mocks on with the condition false against mocks off (split output; type-check CPU s, medians of %d; release -O binaries):"
          % (",".join(str(n) for n in args.sizes), args.runs))
    print("| types | type-check, mocks off | mocks on | binary, mocks off | mocks on | stripped, off | on | symbols only on / only off |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(r)
    bench.save("mocks-condition", data)


if __name__ == "__main__":
    main()
