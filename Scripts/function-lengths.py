#!/usr/bin/env python3
"""The longest functions (and initializers) of a source folder, by lines from the declaration to
its closing brace, read lexically (comments and string literals dropped first, so a brace in a
string or a template counts for nothing; a template string itself counts as its lines).
`--max N` exits 1 when one is longer.

    python3 Scripts/function-lengths.py Sources/WeaverCore/Generator --top 10
    python3 Scripts/function-lengths.py Sources/WeaverCore/Generator --max 60
"""
import argparse
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
folder_edges = __import__("folder-edges")

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|static|mutating|override|final|"
                         r"nonisolated|convenience|required)\s+)*(func\s+`?(\w+)|init\b)")


def lengths(folder):
    result = []
    for path in sorted(glob.glob(os.path.join(folder, "**/*.swift"), recursive=True)):
        lines = folder_edges.strip(open(path, encoding="utf-8").read()).split("\n")
        for start, line in enumerate(lines):
            m = DECLARATION.match(line)
            if not m:
                continue
            depth, opened = 0, False
            for end in range(start, len(lines)):
                depth += lines[end].count("{") - lines[end].count("}")
                opened = opened or "{" in lines[end]
                if opened and depth <= 0:
                    break
                if not opened and end > start + 8:  # a requirement without a body
                    break
            if opened:
                result.append((end - start + 1, os.path.relpath(path), start + 1, m.group(2) or "init"))
    return sorted(result, reverse=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--max", type=int, help="exit 1 when a function is longer")
    args = parser.parse_args()
    found = lengths(args.folder)
    for count, path, line, name in found[:args.top]:
        print("%4d  %s:%d %s" % (count, path, line, name))
    if args.max is not None:
        over = [f for f in found if f[0] > args.max]
        for count, path, line, name in over:
            print("over %d lines: %s:%d %s (%d)" % (args.max, path, line, name, count))
        if over:
            sys.exit(1)


if __name__ == "__main__":
    main()
