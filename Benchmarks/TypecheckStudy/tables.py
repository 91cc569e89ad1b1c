#!/usr/bin/env python3
"""Markdown tables for TYPECHECK-STUDY.md from the JSON results."""
import json, os
S = "/work/peers/study"
def load(p):
    p = os.path.join(S, p)
    return json.load(open(p)) if os.path.exists(p) else {}

def h2h_table(files):
    out = ["| run | size | entry | CPU median (min) s | vs weaver baseline | vs SafeDI | vs Needle |", "|---|---:|---|---:|---:|---:|---:|"]
    for f in files:
        d = load(f)
        for n, r in d.items():
            b = r.get("weaver baseline", {}).get("median"); sd = r.get("SafeDI", {}).get("median"); nd = r.get("Needle", {}).get("median")
            for name, e in r.items():
                if "median" not in e: 
                    out.append(f"| {f} | {n} | {name} | INVALID | | | |"); continue
                m = e["median"]
                out.append(f"| {f} | {n} | {name} | {m:.2f} ({e['min']:.2f}) | {m/b:.2f} | {m/sd:.2f} | {m/nd:.2f} |")
    return "\n".join(out)

def study_table():
    r5 = load("results-500-a.json").get("500", {}); r20 = load("results-2000-a.json").get("2000", {})
    # scale to peers with the final head-to-head ratios (baseline/SafeDI, baseline/Needle) of the same size
    hf5 = load("h2h-final-500.json").get("500", {}) or load("h2h-500.json").get("500", {})
    hf20 = load("h2h-final-2000.json").get("2000", {}) or load("h2h-2000.json").get("2000", {})
    def peers(h):
        b = h.get("weaver baseline", {}).get("median"); return (b / h["SafeDI"]["median"], b / h["Needle"]["median"]) if b and "SafeDI" in h and "Needle" in h else (None, None)
    p5, p20 = peers(hf5), peers(hf20)
    out = ["| variant | 500: median (min) s | 2000: median (min) s | vs baseline 500 / 2000 | est. vs SafeDI 500 / 2000 | est. vs Needle 500 / 2000 | body time (ms, -debug-time-function-bodies) 500 / 2000 |",
           "|---|---:|---:|---:|---:|---:|---:|"]
    for name in dict.fromkeys(list(r5) + list(r20)):
        a, b = r5.get(name, {}), r20.get(name, {})
        def cell(e):
            if not e: return "–"
            if e.get("errors"): return f"INVALID ({e['errors']} errors)"
            return f"{e['median']:.2f} ({e['min']:.2f})"
        ra = a["median"] / r5["baseline"]["median"] if "median" in a else None
        rb = b["median"] / r20["baseline"]["median"] if "median" in b else None
        f = lambda x: f"{x:.2f}" if x is not None else "–"
        out.append(f"| {name} | {cell(a)} | {cell(b)} | {f(ra)} / {f(rb)} | "
                   f"{f(ra * p5[0] if ra and p5[0] else None)} / {f(rb * p20[0] if rb and p20[0] else None)} | "
                   f"{f(ra * p5[1] if ra and p5[1] else None)} / {f(rb * p20[1] if rb and p20[1] else None)} | "
                   f"{a.get('bodies_ms', '–')} / {b.get('bodies_ms', '–')} |")
    return "\n".join(out)

def categories_table(names):
    r5 = load("results-500-a.json").get("500", {}); r20 = load("results-2000-a.json").get("2000", {})
    out = ["| size | variant | frontend CPU (s, the breakdown run) | all bodies (s) | container initializers | container computed vars + stored-property accessors | local build funcs | protocol requirement accessors | rest = non-body (s) |",
           "|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    for n, r in (("500", r5), ("2000", r20)):
        for name in names:
            e = r.get(name)
            if not e or "categories" not in e: continue
            c = e["categories"]; g = lambda k: c.get(k, [0, 0])
            cpu = e["breakdown_run_cpu"]; bodies = e["bodies_ms"] / 1000
            out.append(f"| {n} | {name} | {cpu:.2f} | {bodies:.2f} | {g('initializer (container)')[0]/1000:.2f} ({g('initializer (container)')[1]}) | "
                       f"{g('getter (container computed var)')[0]/1000:.2f} ({g('getter (container computed var)')[1]}) | {g('local function (build…)')[0]/1000:.2f} ({g('local function (build…)')[1]}) | "
                       f"{g('getter (protocol requirement)')[0]/1000:.2f} ({g('getter (protocol requirement)')[1]}) | {max(cpu - bodies, 0):.2f} |")
    return "\n".join(out)

if __name__ == "__main__":
    print(study_table()); print(); print(categories_table(["baseline", "value-params", "value-params+one-protocol-per-type", "concrete-containers", "value-params+concrete-containers"])); print()
    print(h2h_table(["h2h-500.json", "h2h-2000.json", "h2h-final-500.json", "h2h-final-2000.json"]))
