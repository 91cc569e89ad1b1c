#!/usr/bin/env python3
"""Group -debug-time-function-bodies output (stdin or file) by kind of body."""
import sys, re, collections
def categorize(lines):
    cat = collections.defaultdict(lambda: [0.0, 0])
    for line in lines:
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 3: continue
        try: ms = float(parts[0].rstrip("ms"))
        except ValueError: continue
        name = parts[2]
        kind = name.split(" ")[0]
        if kind == "getter":
            if "Resolver." in name.split("@")[0] and "Container" not in name.split("@")[0]: k = "getter (protocol requirement)"
            elif "DependencyContainer." in name: k = "getter (container computed var)"
            else: k = "getter (other)"
        elif kind == "initializer":
            k = "initializer (container)" if "DependencyContainer.init" in name else "initializer (other)"
        elif kind == "local":
            k = "local function (build…)"
        elif kind == "closure":
            k = "closure"
        else:
            k = kind
        cat[k][0] += ms; cat[k][1] += 1
    return cat
if __name__ == "__main__":
    src = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    cat = categorize(src)
    tot = sum(v[0] for v in cat.values())
    for k, (ms, n) in sorted(cat.items(), key=lambda kv: -kv[1][0]):
        print(f"{k:40s} {n:6d} {ms:9.1f} ms {100*ms/tot:5.1f}%")
    print(f"{'total':40s} {sum(v[1] for v in cat.values()):6d} {tot:9.1f} ms")
