import WeaverCore
/// Swift refuses cyclic imports, so summaries whose recorded imports form a cycle (two modules
/// each built with the other's summary, an old summary kept across a refactoring) describe no
/// app that can be built: linking against them would only move the error into the compiler.
enum ModuleCycle {
    /// A cycle among the summaries' imports, with the run's own module importing every summary
    /// it is given, as its modules' names from start back to start; nil when there is none.
    static func find(in summaries: [ModuleSummary], building module: String?) -> [String]? {
        var imports: [String: [String]] = [:]
        for summary in summaries { imports[summary.module] = summary.imports }
        if let module { imports[module] = summaries.map(\.module) }
        // Iterative depth-first search with colours: no input size overflows the stack (docs/diagnostics.md).
        var state: [String: Bool] = [:]  // false: on the current path, true: done.
        for start in imports.keys.sorted() where state[start] == nil {
            var path: [(module: String, next: Int)] = [(start, 0)]
            state[start] = false
            while let (current, next) = path.last {
                let targets = imports[current, default: []]
                guard next < targets.count else {
                    state[current] = true
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = targets[next]
                switch state[target] {
                case false?:
                    let names = path.map(\.module)
                    return Array(names[(names.firstIndex(of: target) ?? 0)...]) + [target]
                case true?:
                    continue
                case nil:
                    state[target] = false
                    path.append((target, 0))
                }
            }
        }
        return nil
    }
}
