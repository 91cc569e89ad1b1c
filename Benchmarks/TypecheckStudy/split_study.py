#!/usr/bin/env python3
"""One big file vs N files. usage: split_study.py OUT.json N_TYPES FILES REPS [variant ...]
For each variant: (a) one frontend with every part as -primary-file (CPU);
(b) two frontends in parallel, each with half of the parts as primaries (wall of the pair, CPU sum),
    as swift-driver's batch mode does with -j2; (c) one container part re-checked alone (CPU),
    i.e. the cost when only that file changed; (d) the shared part (protocols + runtime) alone."""
import json, os, sys, statistics, subprocess, time, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tc, variants, split

def timed_parallel(cmds):
    t0 = time.time(); procs = []
    for c in cmds:
        tf = tempfile.NamedTemporaryFile(delete=False); tf.close()
        procs.append((subprocess.Popen(["/usr/bin/time", "-o", tf.name, "-f", "%U %S"] + c,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True), tf.name))
    cpu = 0.0; errs = 0
    for p, f in procs:
        _, err = p.communicate(); errs += err.count(" error:")
        u, s = open(f).read().split()[-2:]; cpu += float(u) + float(s); os.unlink(f)
    return time.time() - t0, cpu, errs

if __name__ == "__main__":
    out_json, n, nfiles, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    names = sys.argv[5:] or ["baseline"]
    proj = f"/work/peers/bench/wv{n}"
    base = open(f"{proj}/Generated/Weaver.swift").read()
    res = {}
    for name in names:
        d = f"/work/peers/study/out/split-wv{n}-{name}-{nfiles}"
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d): os.unlink(os.path.join(d, f))
        for fn, body in split.split(variants.VARIANTS[name](base), nfiles).items():
            open(os.path.join(d, fn), "w").write(body)
        parts = sorted(os.path.join(d, f) for f in os.listdir(d))
        srcs = tc.all_sources(proj) + parts
        shared = [p for p in parts if p.endswith("WeaverShared.swift")][0]
        conts = [p for p in parts if p != shared]
        one = conts[len(conts) // 2]
        half1, half2 = parts[: len(parts) // 2], parts[len(parts) // 2:]
        r = {"all_primaries_cpu": [], "two_frontends_wall": [], "two_frontends_cpu": [], "one_container_file_cpu": [], "shared_file_cpu": [], "errors": 0}
        for k in range(reps):
            cpu, wall, rc, err = tc.run_once(tc.cmd_for(proj, parts, srcs)); r["all_primaries_cpu"].append(cpu); r["errors"] += err.count(" error:")
            wall, cpu, e = timed_parallel([tc.cmd_for(proj, half1, srcs), tc.cmd_for(proj, half2, srcs)])
            r["two_frontends_wall"].append(round(wall, 2)); r["two_frontends_cpu"].append(round(cpu, 2)); r["errors"] += e
            cpu, wall, rc, err = tc.run_once(tc.cmd_for(proj, [one], srcs)); r["one_container_file_cpu"].append(cpu)
            cpu, wall, rc, err = tc.run_once(tc.cmd_for(proj, [shared], srcs)); r["shared_file_cpu"].append(cpu)
        for key in list(r):
            if isinstance(r[key], list): r[key + "_median"] = statistics.median(r[key])
        r["files"] = len(parts)
        res[name] = r
        print(name, json.dumps({k: v for k, v in r.items() if k.endswith("median") or k in ("errors", "files")}), flush=True)
        json.dump(res, open(out_json, "w"), indent=1)
