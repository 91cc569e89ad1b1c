/// What one container's initializer builds, and in which order.
///
/// A `.container` registration is built while its container is created, so it can be built
/// directly, without a slot (no stored builder, no lock), when the initializer can build it after
/// everything it reads: such a registration is a *constant*. Children read a constant through a
/// `WeaverConstantSlot`, a provider read without locking.
/// Everything else keeps a slot whose builder is stored: lazy,
/// weak, transient and factory registrations, `#if` variants, builders receiving an input
/// resolver, and `.container` registrations that a slot they read (directly or through other
/// slots) reads in turn, since that slot's builder must exist before them and read them.
struct ContainerPlan {
    /// One statement group of the initializer, in order.
    enum Step: Equatable {
        /// Store the builder of a registration that keeps its slot.
        case storeBuilder(DependencyID)
        /// Build a constant.
        case build(DependencyID)
    }

    /// Builders stored and constants built, each after what it reads.
    let steps: [Step]
    let constants: Set<DependencyID>

    init(type: TypeID, graph: DependencyGraph, inputResolvers: InputResolvers) {
        let registrations = graph.types[type].dependencies.filter {
            graph.dependencies[$0].dependency.kind == .registration && !graph.dependencies[$0].dependency.isSetter
        }
        var reads: [DependencyID: Set<DependencyID>] = [:]
        var constants = Set<DependencyID>()
        for id in registrations {
            let found = BuildExpression.reads(for: id, of: type, graph: graph, inputResolvers: inputResolvers)
            reads[id] = found.reads
            let dependency = graph.dependencies[id].dependency
            if dependency.scope == .container, dependency.variants.count <= 1, !graph.isFactory(id), !found.throughInputResolver {
                constants.insert(id)
            }
        }
        var steps: [Step]
        while true {
            let order = Self.order(registrations, constants: constants, reads: reads)
            steps = order.steps
            // What is left in a cycle keeps its slot (a builder must break a cycle), which changes
            // what the others wait for: order again.
            guard !order.stalled.isEmpty else { break }
            constants.subtract(order.stalled)
        }
        self.steps = steps
        self.constants = constants
    }

    /// Declaration order, except that each step comes after the steps it needs: building a
    /// constant needs the constants it reads and the builders of the slots it reads, directly or
    /// through those slots' builders; storing a builder needs the constants it reads.
    /// `stalled` are the constants that wait on each other.
    private static func order(
        _ registrations: [DependencyID], constants: Set<DependencyID>, reads: [DependencyID: Set<DependencyID>]
    ) -> (steps: [Step], stalled: Set<DependencyID>) {
        func step(_ id: DependencyID) -> Step { constants.contains(id) ? .build(id) : .storeBuilder(id) }
        var needs: [DependencyID: Set<DependencyID>] = [:]
        for id in registrations {
            var wanted = Set<DependencyID>()
            if constants.contains(id) {
                // Reading a slot runs its builder, which reads further slots: all their builders.
                var pending = Array(reads[id]!)
                while let next = pending.popLast() {
                    guard reads[next] != nil, wanted.insert(next).inserted, !constants.contains(next) else { continue }
                    pending += reads[next]!
                }
            } else {
                wanted = reads[id]!.filter(constants.contains)
            }
            wanted.remove(id)
            needs[id] = wanted.filter { reads[$0] != nil }
        }
        var steps: [Step] = []
        var placed = Set<DependencyID>()
        var progress = true
        while progress {
            progress = false
            for id in registrations where !placed.contains(id) && needs[id]!.isSubset(of: placed) {
                steps.append(step(id))
                placed.insert(id)
                progress = true
            }
        }
        // A stored builder waits only on constants, so when no constant is left waiting, every
        // step is placed.
        let stalled = Set(registrations.filter { !placed.contains($0) && constants.contains($0) })
        return (steps, stalled)
    }
}
