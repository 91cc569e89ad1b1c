import WeaverCore
/// `weaver cost` (docs/cost.md): per root, what creating its resolver builds at once — the
/// instances, the deepest chain with each step at its `file:line`, the instances per module — and
/// the collections it reads (its launch tasks), each element in order.
public struct CostReport: Sendable {
    public struct Step: Sendable, Equatable {
        /// `App.session`.
        public var registration: String
        /// The type it builds, as written.
        public var type: String
        public var location: SourceLocation
    }

    public struct Collection: Sendable, Equatable {
        public var name: String
        /// The elements' types in the order the consumer receives them.
        public var elements: [(type: String, location: SourceLocation)]

        public static func == (lhs: Collection, rhs: Collection) -> Bool {
            lhs.name == rhs.name && lhs.elements.elementsEqual(rhs.elements) { $0.type == $1.type && $0.location == $1.location }
        }
    }

    public struct Root: Sendable, Equatable {
        public var path: String
        public var location: SourceLocation?
        public var cost: LaunchCost
        public var chain: [Step]
        /// Instances per module, by module name (the run's own module is its `--module-name`, or nil).
        public var modules: [(module: String?, instances: Int)]
        public var collections: [Collection]
        public var budget: LaunchBudget.Limit?

        public static func == (lhs: Root, rhs: Root) -> Bool {
            lhs.path == rhs.path && lhs.location == rhs.location && lhs.cost == rhs.cost && lhs.chain == rhs.chain
                && lhs.modules.elementsEqual(rhs.modules) { $0 == $1 } && lhs.collections == rhs.collections && lhs.budget == rhs.budget
        }
    }

    public var roots: [Root]

    /// Every root's cost in path order, or only `root`'s; an error naming the closest root when
    /// `root` is none.
    public static func make(_ graph: DependencyGraph, root: String? = nil, budget: LaunchBudget? = nil) -> Result<CostReport, Diagnostic> {
        var roots = graph.roots.sorted { graph.types[$0].path < graph.types[$1].path }
        if let root {
            if let problem = LaunchBudgetCheck.notARoot(root, in: graph) { return .failure(.error(.configuration, "'\(root)' is \(problem)", at: nil)) }
            roots = [graph.typeIDByPath[root]!]
        }
        let costs = LaunchCosts(graph)
        return .success(CostReport(roots: roots.map { type in
            let cost = costs.costs[type]
            let chain = costs.chain(from: type, in: graph).map { id in
                let placed = graph.dependencies[id]
                return Step(registration: graph.types[placed.owner].path + "." + placed.dependency.name,
                            type: placed.dependency.type.swiftSource, location: placed.dependency.location)
            }
            let modules = cost.modules.keys.sorted().map { name in (module: name.isEmpty ? nil : name, instances: cost.modules[name]!) }
            let path = graph.types[type].path
            return Root(path: path, location: graph.types[type].syntax?.location, cost: cost, chain: chain, modules: modules,
                        collections: collections(readBy: type, in: graph), budget: budget?.limit(of: path))
        }))
    }

    /// The collections `type` reads itself (what an app reads at start: its launch tasks), in
    /// declaration order, each with its elements in the consumer's order.
    private static func collections(readBy type: TypeID, in graph: DependencyGraph) -> [Collection] {
        graph.types[type].dependencies.compactMap { id in
            guard let reference = graph.collections.references[id] else { return nil }
            return Collection(name: reference.collection,
                              elements: graph.collections.elements(of: reference).map { (type: $0.spelling, location: $0.syntax.location) })
        }
    }

    /// Per root: `App (Sources/App/App.swift:3): 6 instances at launch, depth 3`, then the chain,
    /// the modules and the collections, indented.
    public var text: String {
        var lines: [String] = []
        for root in roots {
            let place = root.location.map { " (\(Self.place($0)))" } ?? ""
            var heading = "\(root.path)\(place): \(Self.count(root.cost.instances, "instance")) at launch, depth \(root.cost.depth)"
            if let budget = root.budget { heading += " (budget: " + Self.describe(budget) + ")" }
            lines.append(heading)
            if !root.chain.isEmpty {
                lines.append("  deepest chain:")
                for step in root.chain { lines.append("    \(Self.place(step.location))  \(step.registration) = \(step.type)") }
                if root.cost.depth > root.chain.count, let last = root.chain.last {
                    let more = root.cost.depth - root.chain.count
                    lines.append("    … and \(more) level\(more == 1 ? "" : "s") more inside \(last.type), built by its module")
                }
            }
            if root.modules.count > 1 || root.modules.contains(where: { $0.module != nil }) {
                lines.append("  per module: " + root.modules.map { "\($0.module ?? "this module") \($0.instances)" }.joined(separator: ", "))
            }
            for collection in root.collections {
                lines.append("  \(collection.name): \(Self.count(collection.elements.count, "element")), read at launch, in order:")
                for element in collection.elements { lines.append("    \(Self.place(element.location))  \(element.type)") }
            }
        }
        return lines.map(Diagnostic.escaped).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// `{"roots":[{"root":…,"file":…,"line":…,"instances":…,"depth":…,"chain":[…],"modules":[…],"collections":[…],"budget":…}]}`.
    public var json: String {
        JSONValue.object([("roots", .array(roots.map { root in
            JSONValue.object([
                ("root", .string(root.path)),
                ("file", .nullable(root.location?.file)),
                ("line", root.location.map { .integer($0.line) } ?? .null),
                ("instances", .integer(root.cost.instances)),
                ("depth", .integer(root.cost.depth)),
                ("chain", .array(root.chain.map { step in
                    .object([("registration", .string(step.registration)), ("type", .string(step.type)),
                             ("file", .string(step.location.file)), ("line", .integer(step.location.line))])
                })),
                ("modules", .array(root.modules.map { .object([("module", .nullable($0.module)), ("instances", .integer($0.instances))]) })),
                ("collections", .array(root.collections.map { collection in
                    .object([("name", .string(collection.name)), ("elements", .array(collection.elements.map { element in
                        .object([("type", .string(element.type)), ("file", .string(element.location.file)), ("line", .integer(element.location.line))])
                    }))])
                })),
                ("budget", root.budget.map { budget in
                    .object([("instances", budget.instances.map(JSONValue.integer) ?? .null), ("depth", budget.depth.map(JSONValue.integer) ?? .null)])
                } ?? .null),
            ])
        }))]).rendered(pretty: false)
    }

    private static func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private static func describe(_ limit: LaunchBudget.Limit) -> String {
        [limit.instances.map { "\($0) instances" }, limit.depth.map { "depth \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}
