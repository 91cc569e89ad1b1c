#!/usr/bin/env python3
"""A many-module app in the shape of Metro's benchmark (ZacSweers/metro, `benchmark/`), for weaver.

  python3 Benchmarks/Scripts/metro_workload.py --modules 500 --out /tmp/metro500 [--mode weaver|noop|off] [--seed 1]

Metro's app of 500 modules is 80 core, 350 feature and 70 app modules (16% / 70% / 14%) with 874
module edges and 2,756 bindings and contributions; this one keeps the proportions at any size,
plus one root module (`Root`, an executable) that imports every app module:

- **core** `CoreN`: a service protocol and its implementation (which references the services of
  the 0–2 lower core modules it imports), a launch task contributed to `launchTasks`, and a plain
  file. `Core0` also declares the shared protocols (`LaunchTask`, `Route`, `Analytics`).
- **feature** `FeatureN`: a screen that registers its view model, repository and coordinator (and the screen of
  the lower feature it imports, when it imports one), references the services of its core modules,
  one feature in ten an optional `analytics` (`ifAvailable`); a route contributed to the `routes`
  map; a plain file.
- **app** `AppN`: a root that registers its 3–4 features' screens and every core service their
  subtrees reference (container scope), every other app its `analytics`, and reads `launchTasks`
  and `routes`.
- **root** `Root`: registers every app's root and builds them all.

Modes, on the same graph (docs in Benchmarks/README.md, "Many modules"):
- `weaver`: the annotations above, the plugin on;
- `noop`: the same types wired by hand (plain initializers, construction written out in each app
  root), the plugin still on, with nothing to find;
- `off`: the hand-wired sources, no plugin.

It writes `Package.swift` (one target per module), `Sources/<Module>/*.swift`, `manifest.json` (the
modules, their kinds and edges, the counts) and `manifest.sha256`, whose digest names the workload:
the same arguments write the same bytes on every machine. `--weaver-package PATH` is the weaver
repository the package depends on (default: this one); `--prebuilt PATH` uses the plugin of a
prebuilt bundle (`Scripts/make-artifact-bundle.sh --output PATH`) instead, as a team that does not
compile the tool in every clean build does.
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import sys

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../.."))


class Module:
    def __init__(self, name, kind, index):
        self.name = name
        self.kind = kind  # core, feature, app, root
        self.index = index
        self.deps = []  # module names it imports directly, lower first
        self.top = []  # an app's own features: the screens it registers
        self.files = {}  # file name -> text


def plan(count, seed):
    """The modules and their edges: each module imports only modules made before it."""
    rng = random.Random(seed)
    cores = max(1, round(count * 0.16))
    apps = max(1, round(count * 0.14))
    features = max(1, count - cores - apps)
    modules = []
    core = [Module("Core%d" % i, "core", i) for i in range(cores)]
    for module in core[1:]:
        lower = core[:module.index]
        # 1-2 lower core modules (Core0 always: its shared protocols).
        picks = {0} | set(rng.sample(range(len(lower)), min(len(lower), rng.choice([0, 1, 1]))))
        module.deps = ["Core%d" % i for i in sorted(picks)]
    feature = [Module("Feature%d" % i, "feature", i) for i in range(features)]
    for module in feature:
        picks = sorted(set(rng.sample(range(cores), min(cores, rng.choice([1, 1, 2])))))
        module.deps = ["Core%d" % i for i in picks]
        # Half the features build a lower feature's screen.
        if module.index > 0 and rng.random() < 0.5:
            module.deps.append("Feature%d" % rng.randrange(module.index))
    app = [Module("App%d" % i, "app", i) for i in range(apps)]
    for module in app:
        picks = sorted(rng.sample(range(features), min(features, rng.choice([3, 3, 4]))))
        module.top = ["Feature%d" % i for i in picks]
        module.deps = ["Core0"] + module.top
    root = Module("Root", "root", 0)
    root.deps = [m.name for m in app]
    modules = core + feature + app + [root]
    # An app imports the core modules whose services it registers, and the features below its
    # features (wired by hand, it builds their screens), in every mode: one module graph.
    used = core_services_used(modules)
    by_name = {m.name: m for m in modules}
    for module in app:
        services = set()
        features = set()
        pending = list(module.deps[1:])
        while pending:
            name = pending.pop()
            if name in features:
                continue
            features.add(name)
            pending += [d for d in by_name[name].deps if d.startswith("Feature")]
        for dep in features:
            services |= used(dep)
        module.deps = ["Core0"] + sorted(services, key=order_key) + sorted(features, key=order_key)
    return modules


def core_services_used(modules):
    """For each module, the core services its types reference, directly or through the types it
    registers (what the app root that builds it must register)."""
    by_name = {m.name: m for m in modules}
    memo = {}

    def used(name):
        if name in memo:
            return memo[name]
        module = by_name[name]
        found = set()
        if module.kind == "core":
            # The implementation references its lower cores' services (Core0 has none of its own).
            for dep in module.deps:
                if dep != "Core0":
                    found.add(dep)
                    found |= used(dep)
        elif module.kind == "feature":
            for dep in module.deps:
                if dep == "Core0":
                    continue
                if dep.startswith("Core"):
                    found.add(dep)
                found |= used(dep)
        memo[name] = found
        return found

    return used


def lower(name):
    return name[0].lower() + name[1:]


SHARED = """public protocol LaunchTask: AnyObject {
    var name: String { get }
}

public protocol Route: AnyObject {
    var path: String { get }
}

public protocol Analytics: AnyObject {
    func track(_ event: String)
}
"""


def plain_file(module):
    """Code with no DI in it: what a 'plain file' edit changes."""
    return """/// Plain code of {m}: no dependency injection here.
public final class {m}Formatter: Sendable {{
    public let prefix: String

    public init(prefix: String = "{m}") {{
        self.prefix = prefix
    }}

    public func format(_ values: [Int]) -> String {{
        let total = values.reduce(0, +)
        return prefix + ": " + values.map(String.init).joined(separator: ", ") + " = " + String(total)
    }}
}}
""".format(m=module.name)


def core_files(module, mode):
    n = module.name
    refs = [d for d in module.deps if d != "Core0"]
    imports = "".join("import %s\n" % d for d in module.deps)
    lines = [imports]
    if n == "Core0":
        lines.append(SHARED)
    lines.append("public protocol %sService: AnyObject {\n    var id: Int { get }\n}\n" % n)
    if mode == "weaver" and refs:
        body = "".join("    // weaver: %sService <- %sService\n" % (lower(d), d) for d in refs)
        lines.append("""public final class {n}ServiceImpl: {n}Service {{
{body}
    let dependencies: {n}ServiceImplDependencyResolver

    init(injecting dependencies: {n}ServiceImplDependencyResolver) {{
        self.dependencies = dependencies
    }}

    public var id: Int {{ {sum} }}
}}
""".format(n=n, body=body, sum=" + ".join(["%d" % module.index] + ["dependencies.%sService.id" % lower(d) for d in refs])))
    elif refs:
        params = ", ".join("%sService: any %sService" % (lower(d), d) for d in refs)
        stored = "".join("    let %sService: any %sService\n" % (lower(d), d) for d in refs)
        assigns = "".join("        self.%sService = %sService\n" % (lower(d), lower(d)) for d in refs)
        lines.append("""public final class {n}ServiceImpl: {n}Service {{
{stored}
    public init({params}) {{
{assigns}    }}

    public var id: Int {{ {sum} }}
}}
""".format(n=n, stored=stored, params=params, assigns=assigns,
           sum=" + ".join(["%d" % module.index] + ["%sService.id" % lower(d) for d in refs])))
    else:
        lines.append("""public final class {n}ServiceImpl: {n}Service {{
    public init() {{}}

    public var id: Int {{ {i} }}
}}
""".format(n=n, i=module.index))
    annotation = "    // weaver: contributes launchTasks <- LaunchTask, priority: %d\n" % (module.index % 100) if mode == "weaver" else ""
    lines.append("""public final class {n}Task: LaunchTask {{
{a}    public init() {{}}

    public var name: String {{ "{n}" }}
}}
""".format(n=n, a=annotation))
    return {n + ".swift": "\n".join(lines), n + "Plain.swift": plain_file(module)}


def feature_files(module, mode, rng_flag, extra=0):
    n = module.name
    cores = [d for d in module.deps if d.startswith("Core") and d != "Core0"]
    child = next((d for d in module.deps if d.startswith("Feature")), None)
    imports = "import Core0\n" + "".join("import %s\n" % d for d in module.deps if d != "Core0")
    optional = rng_flag
    if mode == "weaver":
        screen_refs = "".join("    // weaver: %sService <- %sService\n" % (lower(c), c) for c in cores)
        if optional:
            screen_refs += "    // weaver: analytics <- Analytics?\n    // weaver: analytics.ifAvailable = true\n"
        child_reg = "    // weaver: child = %sScreen\n" % child if child else ""
        child_reg += "".join("    // weaver: helper%d = %sHelper%d\n" % (k, n, k) for k in range(extra))
        first_core = cores[0] if cores else None
        vm_refs = "    // weaver: repository <- %sRepository\n" % n + (
            "    // weaver: %sService <- %sService\n" % (lower(first_core), first_core) if first_core else "")
        repo_refs = "    // weaver: %sService <- %sService\n" % (lower(first_core), first_core) if first_core else ""
        text = imports + """
public final class {n}Screen {{
    // weaver: viewModel = {n}ViewModel
    // weaver: repository = {n}Repository
    // weaver: coordinator = {n}Coordinator
{child_reg}{screen_refs}
    let dependencies: {n}ScreenDependencyResolver

    init(injecting dependencies: {n}ScreenDependencyResolver) {{
        self.dependencies = dependencies
    }}

    public func render() -> Int {{ dependencies.coordinator.start(){child_call} }}
}}

final class {n}Coordinator {{
    // weaver: viewModel <- {n}ViewModel

    let dependencies: {n}CoordinatorDependencyResolver

    init(injecting dependencies: {n}CoordinatorDependencyResolver) {{
        self.dependencies = dependencies
    }}

    func start() -> Int {{ dependencies.viewModel.load() }}
}}

final class {n}ViewModel {{
{vm_refs}
    let dependencies: {n}ViewModelDependencyResolver

    init(injecting dependencies: {n}ViewModelDependencyResolver) {{
        self.dependencies = dependencies
    }}

    func load() -> Int {{ dependencies.repository.fetch(){vm_core} }}
}}

{repository}
{helpers}public final class {n}Route: Route {{
    // weaver: contributes routes["{key}"] <- Route
    public init() {{}}

    public var path: String {{ "/{key}" }}
}}
""".format(n=n, child_reg=child_reg, screen_refs=screen_refs, vm_refs=vm_refs, repo_refs=repo_refs, key=lower(n),
           repository=("""final class {n}Repository {{
{repo_refs}
    let dependencies: {n}RepositoryDependencyResolver

    init(injecting dependencies: {n}RepositoryDependencyResolver) {{
        self.dependencies = dependencies
    }}

    func fetch() -> Int {{ {repo_core} }}
}}
""" if first_core else """final class {n}Repository {{
    init() {{}}

    func fetch() -> Int {{ 1 }}
}}
""").format(n=n, repo_refs=repo_refs, repo_core=("dependencies.%sService.id" % lower(first_core)) if first_core else "1"),
           helpers="".join("final class %sHelper%d {\n    init() {}\n}\n\n" % (n, k) for k in range(extra)),
           child_call=" + dependencies.child.render()" if child else "",
           vm_core=(" + dependencies.%sService.id" % lower(first_core)) if first_core else "",
           repo_core=("dependencies.%sService.id" % lower(first_core)) if first_core else "1")
    else:
        params = ["%sService: any %sService" % (lower(c), c) for c in cores]
        if optional:
            params.append("analytics: (any Analytics)?")
        if child:
            params.append("child: %sScreen" % child)
        first_core = cores[0] if cores else None
        stored = "".join("    let %s\n" % p for p in params)
        assigns = "".join("        self.%s = %s\n" % (p.split(":")[0], p.split(":")[0]) for p in params)
        vm_args = "repository: repository" + (", %sService: %sService" % (lower(first_core), lower(first_core)) if first_core else "")
        repo_args = ("%sService: %sService" % (lower(first_core), lower(first_core))) if first_core else ""
        text = imports + """
public final class {n}Screen {{
{stored}    let viewModel: {n}ViewModel
    let repository: {n}Repository
    let coordinator: {n}Coordinator

    public init({params}) {{
{assigns}        let repository = {n}Repository({repo_args})
        self.repository = repository
        let viewModel = {n}ViewModel({vm_args})
        self.viewModel = viewModel
        self.coordinator = {n}Coordinator(viewModel: viewModel)
    }}

    public func render() -> Int {{ coordinator.start(){child_call} }}
}}

final class {n}Coordinator {{
    let viewModel: {n}ViewModel

    init(viewModel: {n}ViewModel) {{
        self.viewModel = viewModel
    }}

    func start() -> Int {{ viewModel.load() }}
}}

final class {n}ViewModel {{
    let repository: {n}Repository
{vm_stored}
    init(repository: {n}Repository{vm_param}) {{
        self.repository = repository
{vm_assign}    }}

    func load() -> Int {{ repository.fetch(){vm_core} }}
}}

final class {n}Repository {{
{repo_stored}
    init({repo_param}) {{
{repo_assign}    }}

    func fetch() -> Int {{ {repo_core} }}
}}

public final class {n}Route: Route {{
    public init() {{}}

    public var path: String {{ "/{key}" }}
}}
""".format(n=n, stored=stored, params=", ".join(params), assigns=assigns, vm_args=vm_args, repo_args=repo_args, key=lower(n),
           child_call=" + child.render()" if child else "",
           vm_stored=("    let %sService: any %sService\n" % (lower(first_core), first_core)) if first_core else "",
           vm_param=(", %sService: any %sService" % (lower(first_core), first_core)) if first_core else "",
           vm_assign=("        self.%sService = %sService\n" % (lower(first_core), lower(first_core))) if first_core else "",
           vm_core=(" + %sService.id" % lower(first_core)) if first_core else "",
           repo_stored=("    let %sService: any %sService\n" % (lower(first_core), first_core)) if first_core else "",
           repo_param=("%sService: any %sService" % (lower(first_core), first_core)) if first_core else "",
           repo_assign=("        self.%sService = %sService\n" % (lower(first_core), lower(first_core))) if first_core else "",
           repo_core=("%sService.id" % lower(first_core)) if first_core else "1")
    return {n + ".swift": text, n + "Plain.swift": plain_file(module)}


def app_files(module, mode, services, by_name, optional_features, all_cores):
    """`services`: the core modules whose services the app registers, in order."""
    n = module.name
    features = module.top
    # Every module the app's code names: its features and theirs, and the cores whose services it registers.
    imports = "import Core0\n" + "".join("import %s\n" % d for d in module.deps if d != "Core0")
    with_analytics = module.index % 2 == 0
    if mode == "weaver":
        regs = "".join("    // weaver: %sService = %sServiceImpl <- %sService\n    // weaver: %sService.scope = .container\n"
                       % (lower(c), c, c, lower(c)) for c in services)
        regs += "".join("    // weaver: %s = %sScreen\n" % (lower(f), f) for f in features)
        if with_analytics:
            regs += "    // weaver: analytics = %sAnalytics <- Analytics\n" % n
        text = imports + """
public final class {n}Root {{
{regs}    // weaver: launchTasks <- [LaunchTask]
    // weaver: routes <- [String: Route]

    let dependencies: {n}RootDependencyResolver

    init(injecting dependencies: {n}RootDependencyResolver) {{
        self.dependencies = dependencies
    }}

    public func start() -> Int {{
        {body}
    }}
}}
""".format(n=n, regs=regs, body="dependencies.launchTasks.count + dependencies.routes.count" + "".join(
            " + dependencies.%s.render()" % lower(f) for f in features))
    else:
        # Hand-wired: each core service built once (container scope), in dependency order.
        lines = []
        for c in services:
            refs = [d for d in by_name[c].deps if d != "Core0"]
            args = ", ".join("%sService: %sService" % (lower(d), lower(d)) for d in refs)
            lines.append("        let %sService = %sServiceImpl(%s)" % (lower(c), c, args))
        if with_analytics:
            lines.append("        let analytics: (any Analytics)? = %sAnalytics()" % n)
        total = ["0"]
        for f in features:
            lines.append("        let %s = %s" % (lower(f), screen_construction(f, by_name, optional_features, with_analytics)))
            total.append("%s.render()" % lower(f))
        text = imports + """
public final class {n}Root {{
    public init() {{}}

    public func start() -> Int {{
{lines}
        let launchTasks: [any LaunchTask] = []
        let routes: [String: any Route] = [:]
        return launchTasks.count + routes.count + {total}
    }}
}}
""".format(n=n, lines="\n".join(lines), total=" + ".join(total))
    if with_analytics:
        text += """
final class {n}Analytics: Analytics {{
    init() {{}}

    func track(_ event: String) {{}}
}}
""".format(n=n)
    return {n + ".swift": text, n + "Plain.swift": plain_file(module)}


def screen_construction(feature, by_name, optional_features, with_analytics):
    module = by_name[feature]
    cores = [d for d in module.deps if d.startswith("Core") and d != "Core0"]
    child = next((d for d in module.deps if d.startswith("Feature")), None)
    args = ["%sService: %sService" % (lower(c), lower(c)) for c in cores]
    if feature in optional_features:
        args.append("analytics: %s" % ("analytics" if with_analytics else "nil"))
    if child:
        args.append("child: %s" % screen_construction(child, by_name, optional_features, with_analytics))
    return "%sScreen(%s)" % (feature, ", ".join(args))


def order_key(name):
    kinds = {"Core": 0, "Feature": 1, "App": 2}
    for prefix, rank in kinds.items():
        if name.startswith(prefix) and name[len(prefix):].isdigit():
            return (rank, int(name[len(prefix):]))
    return (3, 0)


def root_files(module, mode, apps):
    imports = "".join("import %s\n" % a for a in module.deps)
    if mode == "weaver":
        regs = "".join("    // weaver: %s = %sRoot\n" % (lower(a), a) for a in apps)
        return {"main.swift": imports + """
final class Root {{
{regs}
    let dependencies: RootDependencyResolver

    init(injecting dependencies: RootDependencyResolver) {{
        self.dependencies = dependencies
    }}
}}

let root = Root(injecting: MainDependencyContainer.rootDependencyResolver())
print({sum})
""".format(regs=regs, sum=" + ".join("root.dependencies.%s.start()" % lower(a) for a in apps))}
    return {"main.swift": imports + "\nprint(%s)\n" % " + ".join("%sRoot().start()" % a for a in apps)}


def package_manifest(modules, mode, weaver_package, prebuilt=None):
    """One target per module, read from a table in a string: a manifest of thousands of
    `.target(...)` expressions in one array literal took the compiler minutes and gigabytes to
    type-check (3,000 modules), a loop over lines takes none of that."""
    plugin = mode in ("weaver", "noop")
    lines = ["// swift-tools-version:6.1", "import PackageDescription", "",
             "// Generated by Benchmarks/Scripts/metro_workload.py (mode %s): one target per module," % mode,
             "// each line of `graph` a module and the modules it imports.", ""]
    source = "WeaverPrebuilt" if prebuilt else "weaver"
    lines.append("let graph = \"\"\"")
    lines += [" ".join([m.name] + m.deps) for m in modules]
    lines += ["\"\"\"", ""]
    if plugin:
        lines.append('let plugins: [Target.PluginUsage] = [.plugin(name: "WeaverPlugin", package: "%s")]' % source)
    else:
        lines.append("let plugins: [Target.PluginUsage] = []")
    lines += [
        "var targets: [Target] = []",
        'for line in graph.split(separator: "\\n") {',
        '    let names = line.split(separator: " ").map(String.init)',
        "    let dependencies = names.dropFirst().map { Target.Dependency.target(name: $0) }",
        '    targets.append(names[0] == "Root"',
        "        ? .executableTarget(name: names[0], dependencies: dependencies, plugins: plugins)",
        "        : .target(name: names[0], dependencies: dependencies, plugins: plugins))",
        "}",
        "",
        "let package = Package(",
        '    name: "MetroWorkload",',
    ]
    if plugin and prebuilt:
        lines.append('    dependencies: [.package(path: "%s")],' % prebuilt)
    elif plugin:
        lines.append('    dependencies: [.package(name: "weaver", path: "%s")],' % weaver_package)
    lines += ["    targets: targets,", "    swiftLanguageModes: [.v6]", ")", ""]
    return "\n".join(lines)


def bazel_files(modules, out, weaver_package):
    """A Bazel workspace over the same sources (weaver mode): one `weaver_module` a module
    (Bazel/weaver.bzl), the tool as the label //tools:weaver (copy the binary there)."""
    files = {
        "WORKSPACE": 'local_repository(name = "weaver", path = "%s/Bazel")\n' % weaver_package,
        # No convenience links: `//...` would walk into them and see every package twice.
        ".bazelrc": "build --incompatible_strict_action_env\nbuild --nosandbox_debug\nbuild --symlink_prefix=/\n",
        "tools/BUILD": 'exports_files(["weaver"])\n',
    }
    for m in modules:
        deps = ", ".join('"//Sources/%s"' % d for d in m.deps)
        kind = ', module_kind = "executable"' if m.kind == "root" else ""
        files["Sources/%s/BUILD" % m.name] = ('load("@weaver//:weaver.bzl", "weaver_module")\n\n'
                                             'weaver_module(name = "%s", srcs = glob(["*.swift"]), deps = [%s]%s, '
                                             'visibility = ["//visibility:public"])\n' % (m.name, deps, kind))
    for path, text in files.items():
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)


def generate(count, seed, mode, out, weaver_package, prebuilt=None, extra=0, bazel=False):
    modules = plan(count, seed)
    by_name = {m.name: m for m in modules}
    used = core_services_used(modules)
    rng = random.Random(seed + 1)
    optional_features = set(m.name for m in modules if m.kind == "feature" and rng.random() < 0.1)
    all_cores = [m.name for m in modules if m.kind == "core"]
    counts = {"registrations": 0, "references": 0, "contributions": 0, "optionalReferences": 0}
    for m in modules:
        if m.kind == "core":
            m.files = core_files(m, mode)
            counts["references"] += len([d for d in m.deps if d != "Core0"])
            counts["contributions"] += 1
        elif m.kind == "feature":
            m.files = feature_files(m, mode, m.name in optional_features, extra)
            cores = [d for d in m.deps if d.startswith("Core") and d != "Core0"]
            has_child = any(d.startswith("Feature") for d in m.deps)
            counts["registrations"] += 3 + extra + (1 if has_child else 0)
            counts["references"] += len(cores) + 2 + (2 if cores else 0) + (1 if m.name in optional_features else 0)
            counts["optionalReferences"] += 1 if m.name in optional_features else 0
            counts["contributions"] += 1
        elif m.kind == "app":
            features = m.top
            services = [d for d in m.deps if d.startswith("Core") and d != "Core0"]
            m.files = app_files(m, mode, services, by_name, optional_features, all_cores)
            counts["registrations"] += len(services) + len(features) + (1 if m.index % 2 == 0 else 0)
            counts["references"] += 2
        else:
            apps = [d for d in m.deps if d.startswith("App")]
            m.files = root_files(m, mode, apps)
            counts["registrations"] += len(apps)
    if os.path.exists(out):
        shutil.rmtree(out)
    for m in modules:
        folder = os.path.join(out, "Sources", m.name)
        os.makedirs(folder)
        for name, text in m.files.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                f.write(text)
    with open(os.path.join(out, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(package_manifest(modules, mode, weaver_package, prebuilt))
    if bazel:
        bazel_files(modules, out, weaver_package)
    kinds = {}
    for m in modules:
        kinds[m.kind] = kinds.get(m.kind, 0) + 1
    manifest = {
        "generator": "metro_workload.py",
        "modules": count, "seed": seed, "mode": mode, "featureHelpers": extra,
        "kinds": kinds,
        "edges": sum(len(m.deps) for m in modules),
        "counts": counts,
        "bindingsAndContributions": counts["registrations"] + counts["contributions"],
        # Build order: every module after the modules it imports.
        "order": [{"name": m.name, "kind": m.kind, "deps": m.deps} for m in modules],
    }
    # The fingerprint is of the graph, not of the mode: the three modes share it.
    graph = json.dumps({k: manifest[k] for k in ("modules", "seed", "kinds", "edges", "order", "featureHelpers", "counts")}, sort_keys=True).encode()
    manifest["fingerprint"] = hashlib.sha256(graph).hexdigest()
    text = json.dumps(manifest, indent=1, sort_keys=True)
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as f:
        f.write(text + "\n")
    with open(os.path.join(out, "manifest.sha256"), "w", encoding="utf-8") as f:
        f.write(manifest["fingerprint"] + "  graph of manifest.json\n")
    return manifest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=["weaver", "noop", "off"], default="weaver")
    parser.add_argument("--out", required=True)
    parser.add_argument("--weaver-package", default=REPO)
    parser.add_argument("--feature-helpers", type=int, default=0,
                        help="plain types each feature's screen registers besides its own (weaver mode only): more registrations, same edges")
    parser.add_argument("--bazel", action="store_true",
                        help="also a Bazel workspace over the sources: WORKSPACE, a BUILD a module with weaver_module, tools/BUILD (copy weaver there)")
    parser.add_argument("--prebuilt", help="the plugin from this prebuilt bundle's package (Scripts/make-artifact-bundle.sh) instead")
    args = parser.parse_args()
    manifest = generate(args.modules, args.seed, args.mode, args.out, args.weaver_package, args.prebuilt, args.feature_helpers, args.bazel)
    print("%d modules (%s) + Root, %d edges, %d registrations, %d contributions, %d references (%d optional); fingerprint %s"
          % (args.modules, ", ".join("%d %s" % (v, k) for k, v in sorted(manifest["kinds"].items()) if k != "root"),
             manifest["edges"], manifest["counts"]["registrations"], manifest["counts"]["contributions"],
             manifest["counts"]["references"], manifest["counts"]["optionalReferences"], manifest["fingerprint"][:16]),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
