/// `confinement`: a registration of the family is resolved only by its own type's references
/// (`visible_to: type`: not its subtree's), or only by its module's (`visible_to: module`: not by
/// another module's type it builds). A violation is at the reference that reaches it, or, for
/// another module's type, at the registration that builds that type here.
struct ConfinementRule {
    let rule: ProjectRule
    let family: ProjectRule.TypeFamily
    let visibility: ProjectRule.Visibility
    let facts: RuleFacts

    func judge(into found: inout [Diagnostic]) -> Int {
        let graph = facts.graph
        let members = facts.members(of: family)
        var confined = 0
        for ruled in facts.own where ruled.kind == .registration && ruled.isAmong(members) {
            confined += 1
            // Only another module's type reaches past the module.
            if visibility == .module, !facts.hasExternalTypes { continue }
            let registration = ruled.id
            let owner = graph.dependencies[registration].owner
            for reference in facts.readers[registration] ?? [] {
                let reader = graph.dependencies[reference].owner
                let isExternal = graph.types[reader].external != nil
                guard visibility == .type ? reader != owner : isExternal else { continue }
                let readerPath = graph.types[reader].path
                let registered = facts.dependency(registration)
                let place = isExternal ? graph.types[reader].registrationSites.first.map { facts.dependency($0).location } : facts.dependency(reference).location
                let scope = visibility == .type ? "to '\(graph.types[owner].path)'" : "to module '\(facts.module.isEmpty ? "the app" : facts.module)'"
                found.append(rule.violation("'\(facts.dependency(reference).name)' of '\(readerPath)' resolves to "
                                            + "\(graph.types[owner].path).\(registered.name) (\(registered.type.swiftSource)), which is confined \(scope)",
                                            at: place ?? registered.location,
                                            notes: [DiagnosticNote("the confined registration", at: registered.location)]
                                                + (isExternal ? [DiagnosticNote("the reference", at: facts.dependency(reference).location)] : [])))
            }
        }
        return confined
    }
}
