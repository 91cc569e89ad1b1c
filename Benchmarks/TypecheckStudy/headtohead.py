#!/usr/bin/env python3
"""One interleaved run: weaver baseline, chosen weaver variants, SafeDI output, Needle output
(primary-file type-check CPU, user+sys), at each size.  usage: headtohead.py OUT.json REPS N [N...] [--variants a,b]"""
import json, os, sys, statistics
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tc, variants

BENCH = "/work/peers/bench"
SAFEDI_FLAGS = ["-I", "/work/peers/safedi-macros/Modules", "-load-plugin-library", "/work/peers/safedi-macros/libSafeDIMacros.so"]
NEEDLE_FLAGS = ["-I", "/work/peers/needle-foundation"]

def jobs(n, chosen):
    out = []
    wv = f"{BENCH}/wv{n}"
    base = open(f"{wv}/Generated/Weaver.swift").read()
    for name in ["baseline"] + chosen:
        p = f"/work/peers/study/out/wv{n}-{name}.swift"
        open(p, "w").write(variants.VARIANTS[name](base))
        out.append((f"weaver {name}", tc.cmd_for(wv, [p], tc.all_sources(wv))))
    sd = f"{BENCH}/sd{n}"
    p = f"{sd}/SafeDIOutput/Feature0000+SafeDI.swift"
    if os.path.exists(p):
        out.append(("SafeDI", tc.cmd_for(sd, [p], tc.all_sources(sd), SAFEDI_FLAGS)))
    nd = f"{BENCH}/nd{n}"
    p = f"{nd}/Generated/NeedleGenerated.swift"
    if os.path.exists(p):
        out.append(("Needle", tc.cmd_for(nd, [p], tc.all_sources(nd), NEEDLE_FLAGS)))
    return out

if __name__ == "__main__":
    args = sys.argv[1:]
    chosen = []
    if "--variants" in args:
        i = args.index("--variants"); chosen = args[i + 1].split(","); del args[i:i + 2]
    out_json, reps, sizes = args[0], int(args[1]), [int(a) for a in args[2:]]
    res = {}
    for n in sizes:
        js = jobs(n, chosen)
        r = res.setdefault(str(n), {})
        for name, cmd in js:   # validity
            cpu, wall, rc, err = tc.run_once(cmd)
            r[name] = {"errors": err.count(" error:"), "rc": rc, "cpu": []}
            if rc or " error:" in err:
                r[name]["stderr"] = err[:2000]; print(n, name, "INVALID", err[:500], flush=True)
        for k in range(reps):
            for name, cmd in js:
                if r[name]["rc"] or r[name]["errors"]: continue
                cpu, wall, rc, err = tc.run_once(cmd)
                r[name]["cpu"].append(round(cpu, 3))
            for name in r:
                if r[name]["cpu"]:
                    r[name]["median"] = statistics.median(r[name]["cpu"]); r[name]["min"] = min(r[name]["cpu"])
            json.dump(res, open(out_json, "w"), indent=1)
            print(f"{n} round {k + 1}", flush=True)
        for name in r:
            if r[name]["cpu"]:
                print(f"{n:5d} {name:45s} median {r[name]['median']:6.2f} min {r[name]['min']:6.2f} {r[name]['cpu']}", flush=True)
