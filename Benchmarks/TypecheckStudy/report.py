#!/usr/bin/env python3
"""Print markdown tables from the JSON results."""
import json, sys, os
S = "/work/peers/study"

def load(p):
    return json.load(open(p)) if os.path.exists(p) else {}

def variant_table(r500, r2000):
    rows = []
    b5 = r500.get("baseline", {}); b20 = r2000.get("baseline", {})
    names = list(dict.fromkeys(list(r500) + list(r2000)))
    out = ["| variant | 500: median (min) s | 2000: median (min) s | vs baseline 500 / 2000 (median) | bodies ms 500 / 2000 | lines 2000 |",
           "|---|---:|---:|---:|---:|---:|"]
    for n in names:
        a = r500.get(n, {}); b = r2000.get(n, {})
        def cell(e):
            if not e: return "–"
            if e.get("errors") or e.get("rc"): return f"INVALID ({e.get('errors')} errors)"
            return f"{e['median']:.2f} ({e['min']:.2f})" if "median" in e else "–"
        def rel(e, base):
            if not e or "median" not in e or "median" not in base: return "–"
            return f"{e['median'] / base['median']:.2f}"
        out.append(f"| {n} | {cell(a)} | {cell(b)} | {rel(a, b5)} / {rel(b, b20)} | {a.get('bodies_ms', '–')} / {b.get('bodies_ms', '–')} | {b.get('lines', '–')} |")
    return "\n".join(out)

if __name__ == "__main__":
    r500 = load(f"{S}/results-500-a.json").get("500", {})
    r2000 = load(f"{S}/results-2000-a.json").get("2000", {})
    print(variant_table(r500, r2000))
