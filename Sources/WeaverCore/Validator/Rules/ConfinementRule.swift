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
        var confined: Set<DependencyID> = []
        for id in facts.own {
            let dependency = facts.dependency(id)
            if dependency.kind == .registration, family.contains(type: dependency.type, exposed: dependency.abstractType, facts: facts) {
                confined.insert(id)
            }
        }
        guard !confined.isEmpty else { return 0 }
        for reference in graph.resolvedReferences.keys.sorted() {
            for registration in graph.resolvedReferences[reference] ?? [] where confined.contains(registration) {
                let reader = graph.dependencies[reference].owner
                let owner = graph.dependencies[registration].owner
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
        return confined.count
    }
}
