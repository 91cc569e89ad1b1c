/// `type-family`: every registration of the family has the rule's scope and is registered only
/// where `registered_in` says (a type's path or a module's name); with `never_root`, no type of
/// the family is a root. A violation is at the registration, or at a root's declaration.
struct TypeFamilyRule {
    let rule: ProjectRule
    let family: ProjectRule.TypeFamily
    let requirement: ProjectRule.FamilyRequirement
    let facts: RuleFacts

    func judge(into found: inout [Diagnostic]) -> Int {
        var matched = 0
        let graph = facts.graph
        if requirement.scope != nil || requirement.registeredIn != nil {
            let members = facts.members(of: family)
            for ruled in facts.own where ruled.kind == .registration && ruled.isAmong(members) {
                let id = ruled.id
                let dependency = facts.dependency(id)
                matched += 1
                let owner = facts.ownerPath(id)
                let what = "\(owner).\(dependency.name) (\(dependency.type.swiftSource))"
                if let scope = requirement.scope, dependency.scope != scope {
                    found.append(rule.violation("\(what) is registered with scope '.\(dependency.scope.rawValue)', not '.\(scope.rawValue)'",
                                                at: dependency.scopeLocation ?? dependency.location))
                }
                if let places = requirement.registeredIn, !NamePattern.any(places, match: owner), !NamePattern.any(places, match: facts.module) {
                    let allowed = places.map { "'\($0)'" }.joined(separator: ", ")
                    found.append(rule.violation("\(what) is registered in '\(owner)'\(facts.module.isEmpty ? "" : " of module '\(facts.module)'"); "
                                                + "it may be registered only in \(allowed)", at: dependency.location))
                }
            }
        }
        if requirement.neverRoot {
            let conforming = family.conformsTo.isEmpty ? [] : facts.conformers(of: family.conformsTo)
            for type in graph.types.indices where graph.types[type].isAnnotated && graph.types[type].external == nil {
                let path = graph.types[type].path
                guard family.contains(path: path, conforming: conforming) else { continue }
                matched += 1
                if graph.types[type].isRoot {
                    found.append(rule.violation("'\(path)' is a root: nothing registers it, so it builds a graph of its own",
                                                at: graph.types[type].syntax?.location,
                                                notes: [DiagnosticNote("register it in the type that should own it ('\(lowerFirst(path)) = \(path)')")]))
                }
            }
        }
        return matched
    }

    private func lowerFirst(_ path: String) -> String {
        let name = path.split(separator: ".").last.map(String.init) ?? path
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}
