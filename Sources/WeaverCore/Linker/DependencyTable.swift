/// The graph's dependencies by id. An id, once given, names the same dependency for as long as
/// it is in the graph: a linker numbers dependencies one after another, and an editor's patch
/// (`LinkMemo`) adds a reference at the end and leaves a removed one's id unused, so no edit
/// moves another dependency's id and nothing kept by id has to be numbered anew.
///
/// Iterating gives the dependencies in the graph, in id order; ids run below `idLimit` (what a
/// table indexed by id is sized to). A linked graph has no removed ids.
public struct DependencyTable: Sendable, BidirectionalCollection {
    public typealias Index = DependencyID

    private var entries: [GraphDependency] = []
    /// Per id, whether it was removed; empty while none was (every graph the command line makes).
    private var removed: [Bool] = []
    public private(set) var count = 0

    public init() {}

    /// One past the largest id given.
    public var idLimit: Int { entries.count }
    public var startIndex: DependencyID { nextLive(from: 0) }
    public var endIndex: DependencyID { entries.count }
    public var isEmpty: Bool { count == 0 }

    public func index(after id: DependencyID) -> DependencyID { nextLive(from: id + 1) }

    public func index(before id: DependencyID) -> DependencyID {
        var id = id - 1
        while id > 0, isRemoved(id) { id -= 1 }
        return id
    }

    // Read and changed in place, as an array's elements are: a getter would copy the entry (and
    // retain its dependency's storage) for every field a stage reads.
    public subscript(id: DependencyID) -> GraphDependency {
        _read { yield entries[id] }
        _modify { yield &entries[id] }
    }

    /// Whether `id` was given and then removed.
    public func isRemoved(_ id: DependencyID) -> Bool { !removed.isEmpty && removed[id] }

    /// Whether `id` names a dependency in the graph.
    public func contains(id: DependencyID) -> Bool { id >= 0 && id < entries.count && !isRemoved(id) }

    public mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    /// Adds `dependency` with the next id, and returns it.
    @discardableResult
    public mutating func append(_ dependency: GraphDependency) -> DependencyID {
        entries.append(dependency)
        if !removed.isEmpty { removed.append(false) }
        count += 1
        return entries.count - 1
    }

    public mutating func append(contentsOf dependencies: [GraphDependency]) {
        for dependency in dependencies { append(dependency) }
    }

    /// Takes `id` out of the graph; its entry stays readable, and the id is not given again.
    public mutating func remove(_ id: DependencyID) {
        guard !isRemoved(id) else { return }
        if removed.isEmpty { removed = Array(repeating: false, count: entries.count) }
        removed[id] = true
        count -= 1
    }

    /// How many ids were removed.
    public var removedCount: Int { entries.count - count }

    private func nextLive(from id: DependencyID) -> DependencyID {
        guard !removed.isEmpty else { return id }
        var id = id
        while id < entries.count, removed[id] { id += 1 }
        return id
    }
}
