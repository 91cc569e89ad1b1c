/// The local functions a container's initializer declares for the deferred registrations below
/// the children it builds itself (`ContainerInputs`): one per type so built, making that type's
/// container from what is in scope here and passing it the functions of its own deferred
/// registrations. Each need reaches a deferred registration through registering types that
/// only pass it on, so the scope's type provides it as it provides it to its own children.
struct ConstructionFunctions {
    struct Function {
        let name: String
        /// A deferred registration that builds the type: its target and written type.
        let site: DependencyID
    }

    /// In the order the scope's registrations first use them.
    private(set) var functions: [Function] = []
    /// The function building each type, by its written type (an index into `functions`).
    private var indices: [String: Int] = [:]
    /// Per registration of the scope's type that is not deferred, the functions its build uses,
    /// directly or through other functions (indices into `functions`).
    private(set) var uses: [DependencyID: [Int]] = [:]
    /// How the scope's type provides each need that its registrations pass down.
    private(set) var provisions: [NeedKey: Provision] = [:]

    /// The name of the function building `typeSource`.
    func name(building typeSource: String) -> String? { indices[typeSource].map { functions[$0].name } }

    /// - Parameter reserved: names the initializer uses already (its arguments' labels), asked
    ///   for only when there is a function to name.
    init(scope: TypeID, graph: DependencyGraph, inputs: ContainerInputs, reserved: () -> Set<String>) {
        var taken: Set<String>?
        for site in graph.types[scope].dependencies where !inputs.deferred.contains(site) {
            guard graph.dependencies[site].dependency.kind == .registration, let target = graph.dependencies[site].target,
                  let factories = inputs.inputs(of: target)?.factories, !factories.isEmpty else { continue }
            if taken == nil { taken = reserved() }
            for case let (need, provision?) in zip(graph.needs[target], graph.provisions[site] ?? []) where provisions[need.key] == nil {
                provisions[need.key] = provision
            }
            var used: [Int] = []
            var seen = Set<Int>()
            var pending = factories
            var head = 0
            while head < pending.count {
                let deferred = pending[head].site
                let typeSource = pending[head].typeSource
                head += 1
                let index: Int
                if let known = indices[typeSource] {
                    index = known
                } else {
                    index = functions.count
                    indices[typeSource] = index
                    functions.append(Function(name: GeneratedNames.unique("build" + Self.identifier(typeSource), taken: &taken!), site: deferred))
                }
                guard seen.insert(index).inserted else { continue }
                used.append(index)
                if let built = graph.dependencies[deferred].target, let next = inputs.inputs(of: built)?.factories {
                    pending += next
                }
            }
            uses[site] = used
        }
    }

    /// `Box<Int>` → `BoxInt`, `Catalog.Index` → `CatalogIndex`.
    private static func identifier(_ typeSource: String) -> String {
        String(String.UnicodeScalarView(typeSource.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }
}
