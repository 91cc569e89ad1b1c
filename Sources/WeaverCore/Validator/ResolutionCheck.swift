/// Reports references that some path cannot satisfy (docs/semantics.md Reference and docs/diagnostics.md): `unresolvable`,
/// `type-mismatch`, `ambiguous`, `reference-to-factory`, each once per reference and code.
struct ResolutionCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var reported = Set<String>()
        var diagnostics: [Diagnostic] = []
        for failure in graph.failures {
            let reference = graph.dependencies[failure.reference].dependency
            var diagnostic = makeDiagnostic(failure, reference: reference, graph: graph)
            var key = "\(failure.reference) \(diagnostic.code.rawValue)"
            if let element = elementStep(on: failure.chain, graph: graph) {
                // At the collection the element is built for, whichever module declares it.
                diagnostic = relocated(diagnostic, failure, element: element, graph: graph)
                key += " \(element.collectionReference)"
            } else if let external = graph.types[graph.dependencies[failure.reference].owner].external {
                diagnostic = relocated(diagnostic, failure, module: external.module, graph: graph)
            }
            if reported.insert(key).inserted {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    private func makeDiagnostic(_ failure: ResolutionFailure, reference: Dependency, graph: DependencyGraph) -> Diagnostic {
        let described = "'\(reference.name): \(reference.type.swiftSource)'"
        var notes = [DiagnosticNote("on the path \(graph.describe(chain: failure.chain))")]
        switch failure.kind {
        case let .unresolvable(root, reason):
            notes.append(DiagnosticNote(reason))
            let searched = failure.chain.filter { $0 != graph.dependencies[failure.reference].owner }.map { graph.types[$0].path }
            if !searched.isEmpty { notes.append(DiagnosticNote("searched \(searched.joined(separator: ", "))")) }
            var fixes: [DiagnosticFix] = []
            if let candidate = nearMiss(for: reference, in: failure.chain, graph: graph) {
                let found = graph.dependencies[candidate].dependency
                notes.append(DiagnosticNote("did you mean \(graph.describe(dependency: candidate))?", at: found.location))
                fixes = Self.spellingFix(reference, toMatch: found)
            } else if let fix = Self.registrationFix(reference, in: root, graph: graph) {
                fixes = [fix]
            }
            return .error(.unresolvable, "cannot resolve \(described): no type on a path to it registers it", at: reference.location, notes: notes,
                          fixes: fixes)
        case let .typeMismatch(candidate):
            let found = graph.dependencies[candidate].dependency
            notes.append(DiagnosticNote("the candidate is \(graph.describe(dependency: candidate))", at: found.location))
            guard found.name != reference.name, found.kind == .registration, found.type.normalized == reference.type.normalized else {
                return .error(.typeMismatch, "\(described) is found with an incompatible type", at: reference.location, notes: notes,
                              fixes: Self.spellingFix(reference, toMatch: found))
            }
            notes.append(DiagnosticNote("fix: reference '\(found.name): \(found.exposedType.swiftSource)', or register '\(found.type.swiftSource)' without '<- \(found.exposedType.swiftSource)'"))
            return .error(.typeMismatch,
                          "\(described) is only registered as '\(found.name)', which builds '\(found.type.swiftSource)' but exposes it as '\(found.exposedType.swiftSource)'",
                          at: reference.location, notes: notes)
        case let .ambiguous(candidates):
            notes += candidates.map { DiagnosticNote("candidate \(graph.describe(dependency: $0))", at: graph.dependencies[$0].dependency.location) }
            notes.append(DiagnosticNote("rename the reference to the registration it means"))
            return .error(.ambiguous, "\(described) matches several dependencies by type and none by name", at: reference.location, notes: notes)
        case let .referenceToFactory(provider):
            notes.append(DiagnosticNote("\(graph.describe(dependency: provider)) builds a type that takes parameters",
                                        at: graph.dependencies[provider].dependency.location))
            return .error(.referenceToFactory,
                          "\(described) resolves to a factory; reference it with '@WeaverP\(graph.parameters(of: graph.dependencies[provider].target ?? 0).count)(.reference)' instead",
                          at: reference.location, notes: notes)
        }
    }

    /// A need of another module's type is this module's to provide: it is reported at the
    /// registration here that builds the type, with a note at the reference in its module, which
    /// nobody building this module can change (docs/modules.md).
    private func relocated(_ diagnostic: Diagnostic, _ failure: ResolutionFailure, module: String, graph: DependencyGraph) -> Diagnostic {
        let owner = graph.dependencies[failure.reference].owner
        let registeringType = failure.chain.count >= 2 ? failure.chain[failure.chain.count - 2] : nil
        let site = registeringType.flatMap { parent in
            graph.types[parent].dependencies.first { graph.dependencies[$0].target == owner }
        } ?? graph.types[owner].registrationSites.first
        guard let site else { return diagnostic }
        let registration = graph.dependencies[site].dependency
        let reference = graph.dependencies[failure.reference].dependency
        let message = "'\(registration.name)' builds '\(graph.types[owner].path)' of module '\(module)', "
            + "which needs '\(reference.name): \(reference.type.swiftSource)' from this module: " + diagnostic.message
        let notes = [DiagnosticNote("'\(reference.name)' is referenced here", at: reference.location)]
            + diagnostic.notes.map { DiagnosticNote($0.message, at: $0.location == reference.location ? nil : $0.location) }
        return .error(diagnostic.code, message, at: registration.location, notes: notes, fixes: diagnostic.fixes)
    }

    /// For a reference nothing provides: register it in the root where the search ended, when
    /// that type is annotated in this run and the type is a plain name (`Clock`, `Core.Clock`)
    /// the registration can build.
    private static func registrationFix(_ reference: Dependency, in root: TypeID, graph: DependencyGraph) -> DiagnosticFix? {
        let type = reference.type.swiftSource
        guard let syntax = graph.types[root].syntax, graph.types[root].external == nil,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let line = "// weaver: \(reference.name) = \(type)"
        return DiagnosticFix("Register '\(reference.name) = \(type)' in '\(graph.types[root].path)'",
                             [.insertLines(at: syntax.firstAnnotationLocation, lines: [line], after: false)])
    }

    /// The first step of the path that builds an element of a collection (docs/contributions.md): the
    /// element's registration in its consumer, and the consumer's reference to the collection.
    private func elementStep(on chain: [TypeID], graph: DependencyGraph) -> (registration: DependencyID, collectionReference: DependencyID)? {
        guard !graph.collections.elementOf.isEmpty else { return nil }
        for (parent, child) in zip(chain, chain.dropFirst()) {
            for id in graph.types[parent].dependencies where graph.dependencies[id].target == child && graph.collections.isElement(id) {
                if let reference = graph.collections.referenceOf[id] { return (id, reference) }
            }
        }
        return nil
    }

    /// A need of an element is its consumer's to provide (docs/contributions.md): it is reported at the
    /// consumer's reference to the collection, with notes at the contribution and the reference.
    private func relocated(_ diagnostic: Diagnostic, _ failure: ResolutionFailure,
                           element: (registration: DependencyID, collectionReference: DependencyID), graph: DependencyGraph) -> Diagnostic {
        let collection = graph.dependencies[element.collectionReference]
        let contribution = graph.dependencies[element.registration].dependency
        let elementPath = graph.dependencies[element.registration].target.map { graph.types[$0].path } ?? contribution.type.swiftSource
        let reference = graph.dependencies[failure.reference].dependency
        let message = "'\(collection.dependency.name)' of '\(graph.types[collection.owner].path)' builds its element '\(elementPath)' here, "
            + "which needs '\(reference.name): \(reference.type.swiftSource)': " + diagnostic.message
        let notes = [DiagnosticNote("'\(elementPath)' contributes to '\(collection.dependency.name)' here", at: contribution.location),
                     DiagnosticNote("'\(reference.name)' is referenced here", at: reference.location)]
            + diagnostic.notes.map { DiagnosticNote($0.message, at: $0.location == reference.location ? nil : $0.location) }
        return Diagnostic(diagnostic.severity, diagnostic.code, message, at: collection.dependency.location, notes: notes, fixes: diagnostic.fixes)
    }

    /// The edit that makes a reference read as the candidate it nearly matches: its name, and its
    /// type when that is one plain name (a longer type expression is left to the user).
    private static func spellingFix(_ reference: Dependency, toMatch found: Dependency) -> [DiagnosticFix] {
        var edits: [DiagnosticFix.Edit] = []
        if found.name != reference.name { edits.append(.replaceWord(at: reference.location, old: reference.name, new: found.name)) }
        let written = reference.type.swiftSource, wanted = found.exposedType.swiftSource
        if written != wanted, !reference.type.isSatisfied(by: found.exposedType), SwiftIdentifier.isIdentifier(written), reference.wrapper == nil {
            edits.append(.replaceWord(at: reference.location, old: written, new: wanted))
        }
        guard !edits.isEmpty else { return [] }
        return [DiagnosticFix("Change to '\(found.name) <- \(wanted)'", edits)]
    }

    /// A dependency on the path with the same name or a compatible type: the likely intent.
    private func nearMiss(for reference: Dependency, in chain: [TypeID], graph: DependencyGraph) -> DependencyID? {
        let candidates = chain.flatMap { graph.types[$0].dependencies }.filter { graph.dependencies[$0].dependency.kind != .reference }
        if let sameType = candidates.first(where: { reference.type.isSatisfied(by: graph.dependencies[$0].dependency.exposedType) }) {
            return sameType
        }
        let names = candidates.map { graph.dependencies[$0].dependency.name }
        guard let close = Suggestion.closest(to: reference.name, among: names) else { return nil }
        return candidates.first { graph.dependencies[$0].dependency.name == close }
    }
}
