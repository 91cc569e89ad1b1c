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
        var forbiddenNames = facts.matching(types)
        // `Swift.String` is `String`.
        for index in facts.names.indices where !forbiddenNames[index] && facts.names[index].hasPrefix("Swift.") {
            forbiddenNames[index] = NamePattern.any(types, match: String(facts.names[index].dropFirst(6)))
        }
        for ruled in facts.own {
            guard (ruled.isFunction && closures) || ruled.isAmong(forbiddenNames) else { continue }
            let id = ruled.id
            let dependency = facts.dependency(id)
            matched += 1
            guard !NamePattern.any(unlessNamed, match: dependency.name) else { continue }
            let allowed = unlessNamed.isEmpty ? "" : "; a name matching " + unlessNamed.map { "'\($0)'" }.joined(separator: ", ") + " is allowed"
            found.append(rule.violation("\(facts.ownerPath(id)).\(dependency.name) has the type '\(dependency.type.swiftSource)'\(allowed)",
                                        at: dependency.location))
        }
        return matched
    }
}
