"""Project rules for the benchmarks (docs/rules.md): `rules_yaml(count, prefixes, modules)` writes
`count` rules of every kind, cycling through eleven templates, each template's patterns taken from
`prefixes` (the first letters or words of the workload's type names) so that the rules match
places and do work, all `severity: warning` so that a run with them does the same work to its end
as one without. Deterministic: the same arguments give the same text."""

TEMPLATES = [
    # (kind, body lines with {p} for a type prefix, {m} for a module pattern)
    ("module-edges", ["from: \"{m}*\"", "allow: [\"Core*\", \"{m}*\"]", "forbid: [\"Feature*\"]"]),
    ("module-edges", ["from: \"*\"", "max_depth: 1000"]),
    ("type-family", ["types: \"{p}*\"", "scope: container"]),
    ("type-family", ["types: \"*{p}*\"", "registered_in: [\"{p}*\", \"App*\", \"Root\"]"]),
    ("type-family", ["types: \"{p}*Service\"", "never_root: true"]),
    ("type-family", ["conforms_to: [\"{p}Protocol\"]", "scope: lazy"]),
    ("confinement", ["types: \"{p}*Client\"", "visible_to: type"]),
    ("confinement", ["types: \"{p}*\"", "visible_to: module"]),
    ("forbidden-types", ["types: [String, Int, Double]", "closures: true", "unless_named: [\"*URL\", \"*Name\", \"{p}*\"]"]),
    ("unused", ["what: optional-references"]),
    ("launch-budget", ["roots: {{{r}: 100000}}"]),
]


# With `kept`, a green build's rules: the same kinds and patterns, each widened where it would be
# broken (every name qualifies, every type may register), so that the run judges as much and
# reports next to nothing.
KEPT = {
    "scope: container": "registered_in: [\"*\"]",
    "registered_in: [\"{p}*\", \"App*\", \"Root\"]": "registered_in: [\"*\"]",
    "unless_named: [\"*URL\", \"*Name\", \"{p}*\"]": "unless_named: [\"*\"]",
}


def rules_yaml(count, prefixes, modules=("Feature", "App", "Core"), root="App", kept=False):
    lines = ["rules:"]
    for index in range(count):
        kind, body = TEMPLATES[index % len(TEMPLATES)]
        prefix = prefixes[index % len(prefixes)]
        module = modules[index % len(modules)]
        lines.append(f"  - id: rule-{index}")
        lines.append(f"    kind: {kind}")
        lines.append("    severity: warning")
        for line in body:
            if kept:
                line = KEPT.get(line, line)
            lines.append("    " + line.format(p=prefix, m=module, r=root))
    return "\n".join(lines) + "\n"
