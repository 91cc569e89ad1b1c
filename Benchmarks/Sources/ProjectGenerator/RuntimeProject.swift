import Foundation

/// The runtime comparison: one graph, written twice.
///
/// - `weaver/`: annotated classes (`// weaver:` comments) plus `main.swift`; the harness runs
///   `weaver swift` on `weaver/Sources` and compiles everything with `swiftc -O -wmo`.
/// - `swinject-program/`: a SwiftPM package depending on Swinject 2.10.0 with the same classes registered
///   in a `Container` (`.container` object scope for weaver's `container` and `lazy` scopes: both
///   build once and share), read through `Resolver.resolve(_:)`.
///
/// The graph: `App` (node 0) and nodes `Node1…`, a tree at least 8 deep with fan-out; every node
/// registers its children (scope `container` or `lazy`) and one leaf service `LeafN` (scope
/// `container` or `lazy`), and references 1–2 leaves of ancestors 2–6 levels up plus, often,
/// `App`'s shared `leaf0`. Every node has `visit()`, which reads each of its dependencies through
/// the container (weaver: `dependencies.name`; Swinject: `resolver.resolve(T.self)!`), recurses
/// into its children and sums the leaves' tags, so one pass reads every dependency of the graph
/// once and both programs print the same checksum.
///
/// Each program prints one line: `build_ns=… read_ns=… reads_per_pass=… passes=… checksum=…`
/// where build is the median over `builds` fresh graphs of: create the container (weaver: the
/// root's resolver, which builds container-scoped slots; Swinject: `Container()` plus every
/// registration) and the first full pass (which builds everything lazy); read is the total time
/// of `passes` further passes over one built graph.
public struct RuntimeProject: Sendable {
    public let root: URL
    public let nodeCount: Int
    public let dependencyCount: Int
    public let maxDepth: Int
    public let containerCount: Int
    public let lazyCount: Int

    public var weaverFolder: URL { root.appendingPathComponent("weaver") }
    public var swinjectFolder: URL { root.appendingPathComponent("swinject-program") }

    public var summary: String {
        "\(nodeCount) annotated nodes + \(nodeCount) leaf services, \(dependencyCount) dependencies read per pass, depth \(maxDepth), registrations container \(containerCount) / lazy \(lazyCount)"
    }

    struct Node {
        var parent: Int?
        var depth: Int
        var children: [(index: Int, lazy: Bool)] = []
        var leafLazy = false
        var references: [Int] = []   // indices whose leaf this node references
        var name: String { parent == nil ? "App" : "Node\(index)" }
        var index: Int
    }

    public static func write(to root: URL, nodes requested: Int, seed: UInt64, maxDepth: Int = 10) throws -> RuntimeProject {
        var rng = SplitMix64(seed: seed ^ 0x5EED_0000_0000_0001)
        let count = max(requested, maxDepth + 2)
        var nodes: [Node] = [Node(parent: nil, depth: 0, index: 0)]
        var byDepth: [[Int]] = Array(repeating: [], count: maxDepth + 1)
        byDepth[0] = [0]
        for level in 1...maxDepth {
            nodes.append(Node(parent: nodes.count - 1, depth: level, index: nodes.count))
            byDepth[level].append(nodes.count - 1)
        }
        let weights = (1...maxDepth).map { min($0, 4) }
        while nodes.count < count {
            let level = 1 + rng.weighted(weights)
            let parent = rng.pick(byDepth[level - 1])
            nodes.append(Node(parent: parent, depth: level, index: nodes.count))
            byDepth[level].append(nodes.count - 1)
        }
        var containerCount = 0
        var lazyCount = 0
        for index in 0..<count {
            nodes[index].leafLazy = rng.chance(0.3)
            if nodes[index].leafLazy { lazyCount += 1 } else { containerCount += 1 }
            if let parent = nodes[index].parent {
                let lazy = rng.chance(0.3)
                if lazy { lazyCount += 1 } else { containerCount += 1 }
                nodes[parent].children.append((index, lazy))
                var ancestors: [Int] = []
                var cursor: Int? = parent
                var distance = 1
                while let ancestor = cursor {
                    if (2...6).contains(distance), ancestor != 0 { ancestors.append(ancestor) }
                    cursor = nodes[ancestor].parent
                    distance += 1
                }
                var references = Set<Int>()
                if !ancestors.isEmpty {
                    for _ in 0..<rng.within(1...2) { references.insert(rng.pick(ancestors)) }
                }
                if rng.chance(0.5) { references.insert(0) }
                nodes[index].references = references.sorted()
            }
        }
        let dependencyCount = nodes.reduce(0) { $0 + $1.children.count + 1 + $1.references.count }

        let fileManager = FileManager.default
        let weaverSources = root.appendingPathComponent("weaver/Sources")
        let swinjectSources = root.appendingPathComponent("swinject-program/Sources/swinject-runtime")
        for folder in [weaverSources, swinjectSources] {
            try? fileManager.removeItem(at: folder)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        // weaver side.
        var weaverLines: [String] = []
        for node in nodes {
            weaverLines.append("final class \(node.name) {")
            for child in node.children {
                let name = "node\(child.index)"
                weaverLines.append("    // weaver: \(name) = Node\(child.index)")
                if child.lazy { weaverLines.append("    // weaver: \(name).scope = .lazy") }
            }
            weaverLines.append("    // weaver: leaf\(node.index) = Leaf\(node.index)")
            if node.leafLazy { weaverLines.append("    // weaver: leaf\(node.index).scope = .lazy") }
            for reference in node.references {
                weaverLines.append("    // weaver: leaf\(reference) <- Leaf\(reference)")
            }
            let resolver = "\(node.name)DependencyResolver"
            weaverLines += [
                "    let dependencies: \(resolver)",
                "    init(injecting dependencies: \(resolver)) { self.dependencies = dependencies }",
                "    func visit() -> Int {",
                "        var sum = dependencies.leaf\(node.index).tag",
            ]
            for child in node.children { weaverLines.append("        sum &+= dependencies.node\(child.index).visit()") }
            for reference in node.references { weaverLines.append("        sum &+= dependencies.leaf\(reference).tag") }
            weaverLines += ["        return sum", "    }", "}", ""]
            weaverLines += ["final class Leaf\(node.index) {", "    let tag = \(node.index + 1)", "    init() {}", "}", ""]
        }
        try weaverLines.joined(separator: "\n").write(
            to: weaverSources.appendingPathComponent("Graph.swift"), atomically: true, encoding: .utf8)
        try mainFile(
            build: "let app = App(injecting: MainDependencyContainer.appDependencyResolver())",
            dependencyCount: dependencyCount
        ).write(to: root.appendingPathComponent("weaver/main.swift"), atomically: true, encoding: .utf8)

        // Swinject side.
        var swinjectLines: [String] = ["import Swinject", ""]
        for node in nodes {
            swinjectLines += [
                "final class \(node.name) {",
                "    let resolver: Resolver",
                "    init(resolver: Resolver) { self.resolver = resolver }",
                "    func visit() -> Int {",
                "        var sum = resolver.resolve(Leaf\(node.index).self)!.tag",
            ]
            for child in node.children { swinjectLines.append("        sum &+= resolver.resolve(Node\(child.index).self)!.visit()") }
            for reference in node.references { swinjectLines.append("        sum &+= resolver.resolve(Leaf\(reference).self)!.tag") }
            swinjectLines += ["        return sum", "    }", "}", ""]
            swinjectLines += ["final class Leaf\(node.index) {", "    let tag = \(node.index + 1)", "    init() {}", "}", ""]
        }
        swinjectLines.append("func registerAll(_ container: Container) {")
        for node in nodes {
            swinjectLines.append("    container.register(\(node.name).self) { r in \(node.name)(resolver: r) }.inObjectScope(.container)")
            swinjectLines.append("    container.register(Leaf\(node.index).self) { _ in Leaf\(node.index)() }.inObjectScope(.container)")
        }
        swinjectLines.append("}")
        try swinjectLines.joined(separator: "\n").write(
            to: swinjectSources.appendingPathComponent("Graph.swift"), atomically: true, encoding: .utf8)
        let swinjectBuild = """
            let container = Container()
            registerAll(container)
            let resolver: Resolver = synchronized ? container.synchronize() : container
            let app = resolver.resolve(App.self)!
            """
        try mainFile(build: swinjectBuild, dependencyCount: dependencyCount, imports: "import Swinject\n",
                     preamble: "let synchronized = CommandLine.arguments.contains(\"--synchronized\")\n")
            .write(to: swinjectSources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let manifest = """
            // swift-tools-version:5.9
            // Generated by the weaver benchmarks (RuntimeProject.swift); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "swinject-runtime",
                dependencies: [.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")],
                targets: [.executableTarget(name: "swinject-runtime", dependencies: ["Swinject"])]
            )

            """
        let manifestURL = root.appendingPathComponent("swinject-program/Package.swift")
        if (try? String(contentsOf: manifestURL, encoding: .utf8)) != manifest {
            try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
        }
        return RuntimeProject(root: root, nodeCount: count, dependencyCount: dependencyCount,
                              maxDepth: nodes.map(\.depth).max() ?? 0,
                              containerCount: containerCount, lazyCount: lazyCount)
    }

    /// The timing main shared by both programs (`build` defines `app`).
    static func mainFile(build: String, dependencyCount: Int, imports: String = "", preamble: String = "") -> String {
        """
        // Generated by the weaver benchmarks (RuntimeProject.swift).
        \(imports)import Foundation

        \(preamble)let arguments = CommandLine.arguments
        func option(_ name: String, _ fallback: Int) -> Int {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
            return Int(arguments[index + 1]) ?? fallback
        }
        let builds = option("--builds", 51)
        let passes = option("--passes", 1000)

        func nanoseconds(_ duration: Duration) -> Int64 {
            duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
        }

        let clock = ContinuousClock()
        var checksum = 0
        var buildTimes: [Int64] = []
        for _ in 0..<builds {
            let start = clock.now
            do {
        \(build.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
                checksum = app.visit()
            }
            buildTimes.append(nanoseconds(clock.now - start))
        }
        buildTimes.sort()

        var total = 0
        do {
        \(build.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            total = app.visit()
            let start = clock.now
            for _ in 0..<passes { total &+= app.visit() }
            let readTime = nanoseconds(clock.now - start)
            print("build_ns=\\(buildTimes[buildTimes.count / 2]) read_ns=\\(readTime) reads_per_pass=\(dependencyCount) passes=\\(passes) checksum=\\(checksum) total=\\(total)")
        }

        """
    }
}
