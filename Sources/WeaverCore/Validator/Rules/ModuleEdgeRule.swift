/// `module-edges`: a module that `from` matches may use only the modules `allow` matches and none
/// that `forbid` matches, and sits on a chain of at most `max_depth` modules below it. An edge is
/// an annotation of the run's own that registers, references or takes a type of another module;
/// a violation is at that annotation.
struct ModuleEdgeRule {
    let rule: ProjectRule
    let edges: ProjectRule.ModuleEdges
    let facts: RuleFacts

    func judge(into found: inout [Diagnostic]) -> Int {
        let module = facts.module
        guard !module.isEmpty, NamePattern.any(edges.from, match: module) else { return 0 }
        var matched = 0
        var firstUse: [String: DependencyID] = [:]
        for (index, ruled) in facts.own.enumerated() where index < facts.usedModules.count {
            let id = ruled.id
            guard let used = facts.usedModules[index], used != module else { continue }
            matched += 1
            if firstUse[used] == nil { firstUse[used] = id }
            if let reason = forbidden(used) {
                let dependency = facts.dependency(id)
                found.append(rule.violation("'\(module)' uses '\(used)' (\(reason)): \(facts.ownerPath(id)).\(dependency.name) \(verb(dependency)) "
                                            + "'\(dependency.type.swiftSource)' of \(used)", at: dependency.location))
            }
        }
        if let maximum = edges.maximumDepth {
            matched += 1
            let chain = facts.moduleChain
            if chain.count - 1 > maximum {
                let place = chain.dropFirst().lazy.compactMap { firstUse[$0] }.first.map { facts.dependency($0).location } ?? rule.location
                found.append(rule.violation("'\(module)' sits on a chain of \(chain.count - 1) modules below it, deeper than \(maximum): "
                                            + chain.joined(separator: " → "), at: place))
            }
        }
        return matched
    }

    /// Why `used` may not be used, or nil when it may.
    private func forbidden(_ used: String) -> String? {
        if let pattern = edges.forbid.first(where: { $0.matches(used) }) { return "forbidden by '\(pattern)'" }
        if let allow = edges.allow, !NamePattern.any(allow, match: used) {
            return "allowed: " + allow.map { "'\($0)'" }.joined(separator: ", ")
        }
        return nil
    }

    private func verb(_ dependency: Dependency) -> String {
        switch dependency.kind {
        case .registration: "registers"
        case .reference: "references"
        case .parameter: "takes"
        }
    }
}

/// The chains of modules below a module, read from the summaries: each summarized module's
/// `imports` (what its run read, directly or not: the longest chain through such sets is the
/// longest chain of direct imports). Iterative, so that 3,000 modules need no deep stack, and a
/// cycle (which a build system would refuse) ends the chain instead of looping.
struct ModuleChains {
    let graph: DependencyGraph

    /// The longest chain that starts at `module`, the module first.
    func deepest(from module: String) -> [String] {
        var next: [String: String] = [:]
        var length: [String: Int] = [:]
        var onPath: Set<String> = []
        var stack: [(module: String, below: [String], index: Int)] = []
        func push(_ name: String) {
            onPath.insert(name)
            stack.append((name, name == module ? graph.summarizedModules : graph.moduleImports[name] ?? [], 0))
        }
        push(module)
        while let top = stack.last {
            if top.index < top.below.count {
                stack[stack.count - 1].index += 1
                let child = top.below[top.index]
                if child != top.module, length[child] == nil, !onPath.contains(child) { push(child) }
                continue
            }
            stack.removeLast()
            onPath.remove(top.module)
            var best = 0
            for child in top.below where child != top.module {
                guard let childLength = length[child] else { continue }
                if childLength + 1 > best {
                    best = childLength + 1
                    next[top.module] = child
                }
            }
            length[top.module] = best
        }
        var chain = [module]
        var seen: Set<String> = [module]
        while let step = next[chain.last!], seen.insert(step).inserted { chain.append(step) }
        return chain
    }
}
