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
        let members = facts.members(of: family)
        if requirement.scope != nil || requirement.registeredIn != nil {
            // Per name, whether a type of that path may register the family; all may in an allowed module.
            let allowedOwners = requirement.registeredIn.map { places in
                NamePattern.any(places, match: facts.module) ? [Bool](repeating: true, count: facts.names.count) : facts.matching(places)
            }
            for ruled in facts.own where ruled.kind == .registration && ruled.isAmong(members) {
                matched += 1
                let wrongScope = requirement.scope.map { facts.graph.dependencies[ruled.id].dependency.scope != $0 } ?? false
                let wrongPlace = allowedOwners.map { !$0[ruled.owner] } ?? false
                guard wrongScope || wrongPlace else { continue }
                let id = ruled.id
                let dependency = facts.dependency(id)
                let owner = facts.ownerPath(id)
                let what = "\(owner).\(dependency.name) (\(dependency.type.swiftSource))"
                if let scope = requirement.scope, wrongScope {
                    found.append(rule.violation("\(what) is registered with scope '.\(dependency.scope.rawValue)', not '.\(scope.rawValue)'",
                                                at: dependency.scopeLocation ?? dependency.location))
                }
                if let places = requirement.registeredIn, wrongPlace {
                    let allowed = places.map { "'\($0)'" }.joined(separator: ", ")
                    found.append(rule.violation("\(what) is registered in '\(owner)'\(facts.module.isEmpty ? "" : " of module '\(facts.module)'"); "
                                                + "it may be registered only in \(allowed)", at: dependency.location))
                }
            }
        }
        if requirement.neverRoot {
            for owned in facts.ownTypes where members[owned.name] {
                let type = owned.id
                matched += 1
                if graph.types[type].isRoot {
                    let path = graph.types[type].path
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
