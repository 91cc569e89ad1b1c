/// A registration whose concrete type visibly does not conform to the abstraction it is exposed
/// as (`movieService = ConsoleLogger <- MovieServicing`, or a wrapper's `type:` against its
/// property's type), reported at the registration as `type-mismatch` (docs/diagnostics.md). Otherwise the
/// first error is the compiler's, inside the generated file, or a compiler crash.
///
/// Only what the tool can prove (`Conformances`); anything else is left to the compiler.
struct ConformanceCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (id, entry) in zip(graph.dependencies.indices, graph.dependencies) where entry.dependency.kind == .registration && !graph.collections.isElement(id) {
            let dependency = entry.dependency
            guard let (concrete, abstract) = Conformances.nominalPair(dependency),
                  Conformances.conforms(concrete, to: abstract, in: graph) == false else { continue }
            let declared = graph.supertypes[concrete] ?? []
            diagnostics.append(.error(
                .typeMismatch,
                "'\(dependency.name)' builds '\(concrete)', which does not conform to '\(abstract)', the type it is exposed as",
                at: dependency.location,
                notes: [DiagnosticNote(declared.isEmpty ? "'\(concrete)' declares no supertype"
                                                        : "'\(concrete)' declares \(declared.map { "'\($0)'" }.joined(separator: ", "))"),
                        DiagnosticNote("make '\(concrete)' conform to '\(abstract)', or register a type that does")]))
        }
        // An element (docs/contributions.md) once, at its `contributes` line, whether or not anything reads its collection.
        for element in graph.collections.elements {
            let abstract = element.syntax.exposedType
            guard let abstractPath = abstract.nominalPath, abstract.genericArguments.isEmpty, abstractPath != element.path,
                  Conformances.conforms(element.path, to: abstractPath, in: graph) == false else { continue }
            let declared = graph.supertypes[element.path] ?? []
            diagnostics.append(.error(
                .typeMismatch,
                "'\(element.path)' contributes to '\(element.syntax.collection)' as '\(abstractPath)', but does not conform to it",
                at: element.syntax.location,
                notes: [DiagnosticNote(declared.isEmpty ? "'\(element.path)' declares no supertype"
                                                        : "'\(element.path)' declares \(declared.map { "'\($0)'" }.joined(separator: ", "))"),
                        DiagnosticNote("make '\(element.path)' conform to '\(abstractPath)'")]))
        }
        return diagnostics
    }
}
