/// What creating a type's resolver builds at once (docs/cost.md): its `.container` registrations
/// (docs/semantics.md, "Scopes"), each built with its own resolver, which builds its own
/// `.container` registrations, and so on. `.lazy`, `.weak` and `.transient` registrations, setters
/// and collection elements wait for their first read, so a chain of `.container` registrations
/// stops at the first of them. Another module's type counts what its summary says its entry point
/// builds (`SummaryLaunchCost`).
public struct LaunchCost: Sendable, Equatable {
    /// Instances built, the type's own not counted.
    public var instances = 0
    /// The longest chain of registrations built one inside another (0: nothing is built).
    public var depth = 0
    /// Instances per module that declares their type: the run's own sources under its
    /// `--module-name`, or "" without one.
    public var modules: [String: Int] = [:]

    public init(instances: Int = 0, depth: Int = 0, modules: [String: Int] = [:]) {
        self.instances = instances
        self.depth = depth
        self.modules = modules
    }

    /// Adds one instance of a type of `module` and what building it builds (`inner`). Saturates:
    /// shared subtrees are counted once per place they are built, which can grow exponentially.
    mutating func add(_ inner: LaunchCost, builtIn module: String) {
        instances = Self.sum(instances, Self.sum(1, inner.instances))
        depth = max(depth, inner.depth + 1)
        modules[module] = Self.sum(modules[module, default: 0], 1)
        for (name, count) in inner.modules { modules[name] = Self.sum(modules[name, default: 0], count) }
    }

    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : value
    }
}

/// Every type's launch cost in a linked graph, and the registrations that make each one's
/// deepest chain.
public struct LaunchCosts: Sendable {
    /// By type id.
    public private(set) var costs: [LaunchCost]
    /// By type id: the eager registration whose subtree is deepest (the first in declaration
    /// order among equals); nil when the type builds nothing at once.
    public private(set) var deepest: [DependencyID?]

    /// Walks the graph without recursion, each type once. A cycle of `.container`
    /// registrations (reported by the validator as `cycle`) counts each type of it once.
    public init(_ graph: DependencyGraph) {
        costs = Array(repeating: LaunchCost(), count: graph.types.count)
        deepest = Array(repeating: nil, count: graph.types.count)
        let localModule = graph.moduleName ?? ""
        // 0: not reached; 1: on the walk's stack; 2: done.
        var state = [UInt8](repeating: 0, count: graph.types.count)
        // Each type's eager registrations are listed once, when it is reached, and its children
        // taken in turn from a cursor: a root that registers 3,000 features is not listed again
        // after each of them.
        var stack: [(type: TypeID, children: [DependencyID], next: Int)] = []
        for start in graph.types.indices where state[start] == 0 {
            stack.append((start, Self.eagerRegistrations(of: start, in: graph), 0))
            state[start] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                var pushed = false
                while stack[top].next < stack[top].children.count {
                    let id = stack[top].children[stack[top].next]
                    stack[top].next += 1
                    if let next = graph.dependencies[id].target, state[next] == 0 {
                        state[next] = 1
                        stack.append((next, Self.eagerRegistrations(of: next, in: graph), 0))
                        pushed = true
                        break
                    }
                }
                if pushed { continue }
                let (type, children, _) = stack.removeLast()
                state[type] = 2
                if let external = graph.types[type].external {
                    costs[type] = external.launchCost
                    continue
                }
                var cost = LaunchCost()
                var deepestDepth = -1
                for id in children {
                    guard let target = graph.dependencies[id].target else { continue }
                    // A type still on the stack is in a cycle: its own cost is not known yet.
                    let inner = state[target] == 2 ? costs[target] : LaunchCost()
                    cost.add(inner, builtIn: graph.types[target].external?.module ?? localModule)
                    if inner.depth > deepestDepth {
                        deepestDepth = inner.depth
                        deepest[type] = id
                    }
                }
                costs[type] = cost
            }
        }
    }

    /// The registrations building `type`'s resolver builds at once, in declaration order.
    public static func eagerRegistrations(of type: TypeID, in graph: DependencyGraph) -> [DependencyID] {
        // Each field read in place: a copy of a `GraphDependency` retains a dozen.
        graph.types[type].dependencies.filter { id in
            graph.dependencies[id].dependency.kind == .registration && graph.dependencies[id].dependency.scope == .container
                && !graph.dependencies[id].dependency.isSetter && graph.dependencies[id].target != nil && !graph.collections.isElement(id)
        }
    }

    /// The deepest chain from `type`: each registration built inside the one before.
    public func chain(from type: TypeID, in graph: DependencyGraph) -> [DependencyID] {
        var chain: [DependencyID] = []
        var seen: Set<TypeID> = [type]
        var current = type
        while let id = deepest[current], let target = graph.dependencies[id].target, seen.insert(target).inserted {
            chain.append(id)
            current = target
        }
        return chain
    }
}
