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
            guard let use = facts.usedModules[index], case let used = use.module, used != module else { continue }
            matched += 1
            if firstUse[used] == nil { firstUse[used] = id }
            if let reason = forbidden(used) {
                let dependency = facts.dependency(id)
                let what = use.throughAbstractType
                    ? "'\(dependency.type.swiftSource)' as '\((dependency.abstractType ?? dependency.type).swiftSource)' of \(used)"
                    : "'\(dependency.type.swiftSource)' of \(used)"
                found.append(rule.violation("'\(module)' uses '\(used)' (\(reason)): \(facts.ownerPath(id)).\(dependency.name) \(verb(dependency)) \(what)",
                                            at: dependency.location))
            }
        }
        if let maximum = edges.maximumDepth {
            matched += 1
            // Empty unless a depth rule is broken (`ProjectRulesCheck.prepare`).
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

    /// The longest chain that starts at `module`, the module first. The modules are numbered as
    /// they are first reached: a root's run walks the imports of 3,000 modules, each list once.
    func deepest(from module: String) -> [String] {
        var names = [module]
        var number: [String: Int] = [module: 0]
        // Per numbered module: 0 not reached, 1 on the walk's path, 2 done; the length of its
        // longest chain; the next module of that chain (-1: none).
        var state: [UInt8] = [1]
        var length = [0]
        var next = [-1]
        func imports(of index: Int) -> [Int] {
            let written = index == 0 ? graph.summarizedModules : graph.moduleImports[names[index]] ?? []
            return written.compactMap { name in
                if name == names[index] { return nil }
                if let known = number[name] { return known }
                number[name] = names.count
                names.append(name)
                state.append(0)
                length.append(0)
                next.append(-1)
                return names.count - 1
            }
        }
        var stack: [(module: Int, children: [Int], index: Int)] = [(0, imports(of: 0), 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].index < stack[top].children.count {
                let child = stack[top].children[stack[top].index]
                stack[top].index += 1
                if state[child] == 0 {
                    state[child] = 1
                    stack.append((child, imports(of: child), 0))
                }
                continue
            }
            let (current, children, _) = stack.removeLast()
            state[current] = 2
            for child in children where state[child] == 2 && length[child] + 1 > length[current] {
                length[current] = length[child] + 1
                next[current] = child
            }
        }
        var chain = [0]
        var seen: Set<Int> = [0]
        while next[chain.last!] >= 0, seen.insert(next[chain.last!]).inserted { chain.append(next[chain.last!]) }
        return chain.map { names[$0] }
    }
}
