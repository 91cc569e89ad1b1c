#!/usr/bin/env python3
"""The dependency edges between the folders of the library targets (`Sources/WeaverCore`,
`Sources/WeaverKit`), read from the sources: which folder names a type, or calls a member added by an
extension, that another folder declares. Prints each edge with the names that make it, then the
cycles (strongly connected groups of folders); `--check` exits 1 on any cycle, in the stages or in
the driver (ARCHITECTURE.md, "Code map"), or when a stage folder uses a driver one.

It reads Swift lexically, without the compiler: comments and string literals are dropped, a name
declared at the top level of a file (type, typealias, function, constant) belongs to its folder,
and so do the members of an extension of another folder's type (`extension TypeExpression { var
swiftSource … }` in `Generator` makes a folder that reads `.swiftSource` use `Generator`). A name
declared by two folders makes no edge from either. So it can miss an edge (an overloaded member
name) but does not invent one; the compiler enforces the split between targets.

    python3 Scripts/folder-edges.py            # the edges and cycles
    python3 Scripts/folder-edges.py --check    # fails on a cycle between folders
"""
import argparse
import collections
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# The targets whose folders are the units; every other target is left to the compiler.
KIT_TARGETS = ["WeaverCore", "WeaverKit"]
# The stages and what they stand on (ARCHITECTURE.md): none of them may use a driver folder.
STAGES = ["Source", "Support", "Diagnostics", "Scanner", "Parser", "Linker", "Validator", "Generator"]
DRIVER = ["SavedRecords", "Configuration", "Cache", "Modules", "Pipeline", "Export"]

TOP_DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated|static)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+`?([A-Za-z_]\w*)")
EXTENSION = re.compile(r"^(?:(?:public|package|internal|fileprivate|private)\s+)*extension\s+([A-Za-z_][\w.]*)")
MEMBER = re.compile(
    r"^\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|static|mutating|nonisolated|override)\s+)*"
    r"(?:func|var|let|init|subscript|struct|enum|class|typealias)\s*`?([A-Za-z_]\w*)?")
WORD = re.compile(r"[A-Za-z_]\w*")
NESTED_TYPE = re.compile(r"\b(?:struct|enum|class|protocol|actor|typealias)\s+`?([A-Za-z_]\w*)")


def strip(text):
    """The code without comments, string literals' contents or `#sourceLocation` text; an
    interpolation's code (`"\\(a ? "x" : "y")"`) is kept, its own strings dropped too."""
    out, n = [], len(text)

    def code(i, closing=None):
        """From i, code up to the `)` closing an interpolation (when `closing`), or the end."""
        depth = 0
        while i < n:
            c = text[i]
            if closing and c == "(":
                depth += 1
            elif closing and c == ")":
                if depth == 0:
                    return i + 1
                depth -= 1
            if text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j
                continue
            if text.startswith("/*", i):
                level, i = 1, i + 2
                while i < n and level:
                    if text.startswith("/*", i):
                        level, i = level + 1, i + 2
                    elif text.startswith("*/", i):
                        level, i = level - 1, i + 2
                    else:
                        if text[i] == "\n":
                            out.append("\n")
                        i += 1
                continue
            if c == '"':
                i = string(i)
                continue
            out.append(c)
            i += 1
        return i

    def string(i):
        """A string literal from its opening quote (after any `#`s): its lines kept as blank lines."""
        hashes, k = 0, i - 1
        while k >= 0 and text[k] == "#":
            hashes, k = hashes + 1, k - 1
        close = '"""' if text.startswith('"""', i) else '"'
        end_mark = close + "#" * hashes
        escape = "\\" + "#" * hashes
        out.append('""')
        j = i + len(close)
        while j < n and not text.startswith(end_mark, j):
            if text.startswith(escape + "(", j):
                out.append(" ")
                j = code(j + len(escape) + 1, closing=True)
            elif text.startswith(escape, j):
                j += len(escape) + 1
            else:
                if text[j] == "\n":
                    out.append("\n")
                j += 1
        return j + len(end_mark)

    code(0)
    return "".join(out)


def units(sources):
    """folder name -> [file paths]: each folder of the library targets (nested folders in their top one)."""
    result = collections.defaultdict(list)
    for target in sorted(os.listdir(sources)):
        if target not in KIT_TARGETS:
            continue
        base = os.path.join(sources, target)
        for folder, _, files in os.walk(base):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                relative = os.path.relpath(folder, base)
                unit = relative.split(os.sep)[0] if relative != "." else "(%s)" % target
                result[unit].append(os.path.join(folder, name))
    return result


def declarations(code):
    """Names declared at the top level, and (extended type, member names) per extension."""
    top, extended = set(), []
    lines = code.split("\n")
    depth, current = 0, None
    for line in lines:
        if depth == 0:
            m = TOP_DECLARATION.match(line)
            if m:
                top.add(m.group(1))
            e = EXTENSION.match(line)
            current = (e.group(1).split(".")[-1], set()) if e else None
            if current:
                extended.append(current)
        elif depth == 1 and current is not None:
            m = MEMBER.match(line)
            if m and m.group(1):
                current[1].add(m.group(1))
        depth += line.count("{") - line.count("}")
        if depth <= 0:
            depth, current = 0, (None if depth <= 0 and not line.strip().endswith("{") else current)
    return top, extended


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 on a cycle between folders or a stage using the driver")
    parser.add_argument("--sources", default=os.path.join(ROOT, "Sources"), help="the Sources folder to read (default: this repository's)")
    args = parser.parse_args()
    folders = units(args.sources)
    code = {path: strip(open(path, encoding="utf-8").read()) for files in folders.values() for path in files}
    owner = collections.defaultdict(set)          # name -> folders declaring it at top level
    member_owner = collections.defaultdict(set)   # member name -> folders whose extensions of another folder's type add it
    declared_members = collections.defaultdict(set)
    extensions = []
    own_types = collections.defaultdict(set)      # folder -> every type name it declares, nested ones too
    for folder, files in folders.items():
        for path in files:
            own_types[folder].update(NESTED_TYPE.findall(code[path]))
            top, extended = declarations(code[path])
            for name in top:
                owner[name].add(folder)
            extensions += [(folder, t, members) for t, members in extended]
    # Every member name declared in a type's or an extension's body, by folder: a member name
    # that two folders declare (`.bytes`) makes no edge.
    member_anywhere = collections.defaultdict(set)
    for folder, files in folders.items():
        for path in files:
            for line in code[path].split("\n"):
                m = MEMBER.match(line)
                if m and m.group(1):
                    member_anywhere[m.group(1)].add(folder)
            for case in re.findall(r"^\s+case\s+([A-Za-z_]\w*)", code[path], re.M):
                member_anywhere[case].add(folder)
    for folder, extended_type, members in extensions:
        type_folders = owner.get(extended_type, set())
        for member in members:
            declared_members[member].add(folder)
            if type_folders and folder not in type_folders:
                member_owner[member].add(folder)
    edges = collections.defaultdict(lambda: collections.defaultdict(set))
    for folder, files in folders.items():
        for path in files:
            text = code[path]
            for word in set(WORD.findall(text)):
                users = owner.get(word)
                if users and len(users) == 1 and word not in own_types[folder]:
                    (target,) = users
                    if target != folder:
                        edges[folder][target].add(word)
            for word in set(re.findall(r"\.([A-Za-z_]\w*)", text)):
                users = member_owner.get(word)
                if users and len(users) == 1 and len(member_anywhere[word]) == 1 and word not in owner:
                    (target,) = users
                    if target != folder:
                        edges[folder][target].add("." + word)
    names = sorted(folders)
    print("Folder edges (user -> used: names):")
    count = 0
    for user in names:
        for used in sorted(edges[user]):
            count += 1
            shown = sorted(edges[user][used])
            print("  %s -> %s: %s%s" % (user, used, ", ".join(shown[:6]), " …(%d)" % len(shown) if len(shown) > 6 else ""))
    print("%d edges between %d folders" % (count, len(names)))
    groups = strongly_connected(names, edges)
    cycles = [g for g in groups if len(g) > 1]
    for group in cycles:
        print("cycle: " + ", ".join(sorted(group)))
    if not cycles:
        print("no cycle")
    problems = ["the folders %s form a cycle" % ", ".join(sorted(group)) for group in cycles]
    for user in STAGES:
        for used in sorted(edges[user]):
            if used in DRIVER:
                problems.append("%s uses the driver's %s: %s" % (user, used, ", ".join(sorted(edges[user][used])[:6])))
    for problem in problems:
        print("problem: " + problem)
    if args.check and problems:
        sys.exit(1)


def strongly_connected(nodes, edges):
    """Tarjan's groups, iteratively."""
    index, low, on, stack, groups = {}, {}, set(), [], []
    counter = [0]
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(edges[nxt]))))
                    advanced = True
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    top = stack.pop()
                    on.discard(top)
                    group.append(top)
                    if top == node:
                        break
                groups.append(group)
    return groups


if __name__ == "__main__":
    main()
