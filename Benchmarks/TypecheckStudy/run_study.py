#!/usr/bin/env python3
"""Measure every variant's primary-file type-check CPU at the given sizes.

usage: run_study.py OUT.json N [N ...] [--only v1,v2] [--reps 5]

1. writes each variant of bench/wvN/Generated/Weaver.swift to study/out/, type-checks it once with
   -debug-time-function-bodies (validity: 0 errors required; per-body breakdown);
2. then REPS rounds, each timing every variant once (interleaved, so that load from other
   processes on the machine spreads evenly over the variants); reports median and min CPU
   (user+sys of the frontend)."""
import json, os, sys, statistics
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tc, variants, categorize

BENCH = "/work/peers/bench"
OUTD = "/work/peers/study/out"

def prepare(n, only):
    proj = f"{BENCH}/wv{n}"
    base = open(f"{proj}/Generated/Weaver.swift").read()
    os.makedirs(OUTD, exist_ok=True)
    empty = os.path.join(OUTD, "empty.swift"); open(empty, "w").write("\n")
    items = [("floor (empty primary)", empty)]
    for name, f in variants.VARIANTS.items():
        if only and name not in only: continue
        path = f"{OUTD}/wv{n}-{name}.swift"
        open(path, "w").write(f(base))
        items.append((name, path))
    return proj, items

def run(sizes, only=None, reps=5, out_json=None):
    results = json.load(open(out_json)) if out_json and os.path.exists(out_json) else {}
    for n in sizes:
        proj, items = prepare(n, only)
        res = results.setdefault(str(n), {})
        valid = []
        for name, path in items:
            b = tc.breakdown(proj, [path])
            errs = b["raw"].count(" error:")
            e = {"errors": errs, "rc": b["rc"], "lines": sum(1 for _ in open(path)), "cpu": []}
            if errs or b["rc"]:
                e["stderr"] = b["raw"][:1500]
                print(f"{n} {name}: INVALID ({errs} errors)", flush=True)
            else:
                cats = categorize.categorize(b["raw"].splitlines())
                e["bodies_ms"] = round(sum(v[0] for v in cats.values()), 1)
                e["bodies_n"] = sum(v[1] for v in cats.values())
                e["categories"] = {k: [round(v[0], 1), v[1]] for k, v in cats.items()}
                e["breakdown_run_cpu"] = b["cpu"]
                valid.append((name, path))
            res[name] = e
        for r in range(reps):
            for name, path in valid:
                cpu, wall, rc, _ = tc.run_once(tc.cmd_for(proj, [path], tc.all_sources(proj)))
                res[name]["cpu"].append(round(cpu, 3))
            print(f"round {r + 1}/{reps} done", flush=True)
            for name, _ in valid:
                c = res[name]["cpu"]
                res[name]["median"] = statistics.median(c); res[name]["min"] = min(c)
            if out_json:
                json.dump(results, open(out_json, "w"), indent=1)
        for name, _ in valid:
            e = res[name]
            print(f"{n:5d} {name:40s} median {e['median']:6.2f}s min {e['min']:6.2f}s bodies {e['bodies_ms']:7.0f}ms  {e['cpu']}", flush=True)
    return results

if __name__ == "__main__":
    args = sys.argv[1:]
    only = None; reps = 5
    if "--only" in args:
        i = args.index("--only"); only = set(args[i + 1].split(",")); del args[i:i + 2]
    if "--reps" in args:
        i = args.index("--reps"); reps = int(args[i + 1]); del args[i:i + 2]
    out = args[0]; sizes = [int(a) for a in args[1:]]
    run(sizes, only, reps, out)
