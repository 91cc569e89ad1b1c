/// What one container's initializer builds, and in which order.
///
/// A `.container` registration is built while its container is created, so when nothing can read
/// it before that — no builder but other such registrations built after it — it needs no slot
/// (no stored builder, no lock): it becomes a *constant*, built in an order where everything it
/// reads already exists. A constant that no builder reads is kept as the value itself; one that a
/// builder passes to a child is kept in a `WeaverValue`, the provider children read without
/// locking. Everything else keeps a slot: lazily built registrations, those a lazy, weak,
/// transient or factory builder reads (it could run before the constant exists), those in `#if`
/// variants, and builders that receive an input resolver.
struct ContainerPlan {
    let context: ContainerContext
    /// The build code of every registration that is not a setter.
    let builds: [DependencyID: BuildExpression.Build]
    /// Constants in build order: each after the constants it reads.
    let constants: [DependencyID]
    let constantSet: Set<DependencyID>
    /// Constants no builder reads, kept as the value itself (the others are in a `WeaverValue`).
    let values: Set<DependencyID>

    init(context: ContainerContext, inputResolvers: InputResolvers) {
        let graph = context.graph
        let expressions = BuildExpression(context: context, inputResolvers: inputResolvers)
        let registrations = graph.types[context.type].dependencies.filter {
            context.dependency($0).kind == .registration && !context.dependency($0).isSetter
        }
        var builds: [DependencyID: BuildExpression.Build] = [:]
        for id in registrations { builds[id] = expressions.expression(for: id) }
        var readers: [DependencyID: [DependencyID]] = [:]
        for id in registrations {
            for read in builds[id]!.reads.sorted() { readers[read, default: []].append(id) }
        }
        var constants = Set(registrations.filter { id in
            let dependency = graph.dependencies[id].dependency
            return dependency.scope == .container && dependency.variants.count <= 1 && !graph.isFactory(id)
                && builds[id]!.weakSlots.isEmpty
        })
        var order: [DependencyID] = []
        while true {
            // A constant read by something that is not a constant keeps its slot; that may in turn
            // leave another constant read by a slot.
            var changed = true
            while changed {
                changed = false
                for id in constants where (readers[id] ?? []).contains(where: { !constants.contains($0) }) {
                    constants.remove(id)
                    changed = true
                }
            }
            order = Self.buildOrder(registrations.filter(constants.contains), builds: builds)
            guard order.count < constants.count else { break }
            // Constants that read each other (a cycle a builder must break) keep their slots.
            constants = Set(order)
        }
        self.context = context
        self.builds = builds
        self.constants = order
        constantSet = constants
        values = constants.filter { readers[$0] == nil }
    }

    /// Declaration order, except that a constant comes after the constants its build reads; the
    /// ones left in a cycle are left out.
    private static func buildOrder(_ constants: [DependencyID], builds: [DependencyID: BuildExpression.Build]) -> [DependencyID] {
        let members = Set(constants)
        var order: [DependencyID] = []
        var placed = Set<DependencyID>()
        var progress = true
        while progress {
            progress = false
            for id in constants where !placed.contains(id) {
                if builds[id]!.reads.allSatisfy({ !members.contains($0) || placed.contains($0) }) {
                    order.append(id)
                    placed.insert(id)
                    progress = true
                }
            }
        }
        return order
    }
}
