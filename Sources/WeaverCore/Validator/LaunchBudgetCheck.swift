/// Per root, how much it may build at launch (docs/cost.md): read from a budget file (`--budget`).
public struct LaunchBudget: Sendable, Equatable {
    public struct Limit: Sendable, Equatable {
        /// At most this many instances; nil: any number.
        public var instances: Int?
        /// At most this deep a chain; nil: any depth.
        public var depth: Int?
        /// The budget file's line that sets it.
        public var location: SourceLocation

        public init(instances: Int?, depth: Int?, location: SourceLocation) {
            self.instances = instances
            self.depth = depth
            self.location = location
        }
    }

    /// By root path, in the file's order.
    public var limits: [(root: String, limit: Limit)]

    public init(limits: [(root: String, limit: Limit)]) { self.limits = limits }

    public static func == (lhs: LaunchBudget, rhs: LaunchBudget) -> Bool {
        lhs.limits.elementsEqual(rhs.limits) { $0.root == $1.root && $0.limit == $1.limit }
    }

    public func limit(of root: String) -> Limit? { limits.first { $0.root == root }?.limit }
}

/// A root over its launch budget is an error at its declaration, with the budget's line and the
/// chain that makes it deep as notes: a pull request that adds an eager registration to the
/// app's launch fails the build that runs it.
public enum LaunchBudgetCheck {
    /// - Parameter costs: the graph's `LaunchCosts`, when the caller has them (several budget rules share them).
    public static func diagnostics(_ graph: DependencyGraph, budget: LaunchBudget, costs known: LaunchCosts? = nil) -> [Diagnostic] {
        let roots = Set(graph.roots.map { graph.types[$0].path })
        guard budget.limits.contains(where: { roots.contains($0.root) }) else { return [] }
        let costs = known ?? LaunchCosts(graph)
        var diagnostics: [Diagnostic] = []
        for (root, limit) in budget.limits {
            guard let type = graph.typeIDByPath[root], graph.types[type].isRoot else { continue }
            let cost = costs.costs[type]
            var over: [String] = []
            if let instances = limit.instances, cost.instances > instances {
                over.append("\(cost.instances) instances (budget: \(instances))")
            }
            if let depth = limit.depth, cost.depth > depth { over.append("a chain \(cost.depth) deep (budget: \(depth))") }
            guard !over.isEmpty else { continue }
            var notes = [DiagnosticNote("its budget", at: limit.location)]
            // Over in number: what the root builds itself, each with what it builds in turn; too
            // deep: the chain, one inside another.
            var listed: Set<DependencyID> = []
            if let instances = limit.instances, cost.instances > instances {
                for id in LaunchCosts.eagerRegistrations(of: type, in: graph) {
                    let inner = graph.dependencies[id].target.map { costs.costs[$0].instances } ?? 0
                    notes.append(note(id, in: graph, "built at launch", inner > 0 ? ", and \(inner) more inside it" : ""))
                    listed.insert(id)
                }
            }
            if let depth = limit.depth, cost.depth > depth {
                for id in costs.chain(from: type, in: graph) where !listed.contains(id) {
                    notes.append(note(id, in: graph, "in the deepest chain", ""))
                }
            }
            notes.append(DiagnosticNote("a registration that need not exist at launch can be '.lazy' (built on first use); 'weaver cost \(root)' lists what is built"))
            diagnostics.append(.error(.launchBudget, "'\(root)' builds \(over.joined(separator: " and ")) when its resolver is created",
                                      at: graph.types[type].syntax?.location, notes: notes))
        }
        return diagnostics
    }

    private static func note(_ id: DependencyID, in graph: DependencyGraph, _ lead: String, _ tail: String) -> DiagnosticNote {
        let placed = graph.dependencies[id]
        return DiagnosticNote("\(lead): \(graph.types[placed.owner].path).\(placed.dependency.name) (\(placed.dependency.type.swiftSource))\(tail)",
                              at: placed.dependency.location)
    }

    /// The budget's first name that is no root of the graph, as an error with the closest root's
    /// spelling: a misspelt root would otherwise have no budget at all.
    public static func unknownRoot(in budget: LaunchBudget, of graph: DependencyGraph) -> Diagnostic? {
        for (root, limit) in budget.limits {
            if let problem = notARoot(root, in: graph) { return .error(.configuration, "the budget names '\(root)', which is \(problem)", at: limit.location) }
        }
        return nil
    }

    /// Why `name` is no root of the graph, with the closest root's name (`no type of the graph;
    /// did you mean 'App'?`); nil for a root.
    public static func notARoot(_ name: String, in graph: DependencyGraph) -> String? {
        if let type = graph.typeIDByPath[name], graph.types[type].isRoot { return nil }
        let suggestion = Suggestion.closest(to: name, among: graph.roots.map { graph.types[$0].path }).map { "; did you mean '\($0)'?" } ?? ""
        return (graph.typeIDByPath[name] != nil ? "not a root (a registration builds it)" : "no type of the graph") + suggestion
    }
}
