/// `forbidden-types`: no registration, reference or parameter of the run's own has one of the
/// types (`String`, `Int`; with `closures`, any function type), unless its name matches
/// `unless_named` (`*URL`: a qualifying name says what the bare value is).
struct ForbiddenTypeRule {
    let rule: ProjectRule
    let types: [NamePattern]
    let closures: Bool
    let unlessNamed: [NamePattern]
    let facts: RuleFacts

    func judge(into found: inout [Diagnostic]) -> Int {
        var matched = 0
        for id in facts.own {
            let dependency = facts.dependency(id)
            guard isForbidden(dependency.type) || dependency.abstractType.map(isForbidden) == true else { continue }
            matched += 1
            guard !NamePattern.any(unlessNamed, match: dependency.name) else { continue }
            let allowed = unlessNamed.isEmpty ? "" : "; a name matching " + unlessNamed.map { "'\($0)'" }.joined(separator: ", ") + " is allowed"
            found.append(rule.violation("\(facts.ownerPath(id)).\(dependency.name) has the type '\(dependency.type.swiftSource)'\(allowed)",
                                        at: dependency.location))
        }
        return matched
    }

    private func isForbidden(_ type: TypeExpression) -> Bool {
        let inner = type.unwrappingContainers
        if case .function = inner { return closures }
        let source = inner.swiftSource
        let plain = source.hasPrefix("Swift.") ? String(source.dropFirst(6)) : source
        return NamePattern.any(types, match: source) || NamePattern.any(types, match: plain)
    }
}
