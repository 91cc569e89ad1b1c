/// A registration whose concrete type visibly does not conform to the abstraction it is exposed
/// as (`movieService = ConsoleLogger <- MovieServicing`, or a wrapper's `type:` against its
/// property's type), reported at the registration as `type-mismatch` (docs/diagnostics.md). Otherwise the
/// first error is the compiler's, inside the generated file, or a compiler crash.
///
/// Only what the tool can prove: both types declared in scanned code, and every supertype of the
/// concrete one, through superclasses, protocol refinements and extensions, declared in scanned
/// code too or a standard protocol that cannot refine a user's. Anything else is left to the
/// compiler.
struct ConformanceCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    /// Standard-library and Foundation names that cannot lead to a protocol of the user's: the
    /// value protocols `ClassBoundTypes` knows, and what else a concrete type commonly lists.
    private static let leaves = ClassBoundTypes.knownValueProtocols.union([
        "AnyObject", "CaseIterable", "RawRepresentable", "NSObject", "NSCoding", "NSSecureCoding", "NSCopying",
        "String", "Int", "UInt8",
    ])

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (id, entry) in zip(graph.dependencies.indices, graph.dependencies) where entry.dependency.kind == .registration && !graph.collections.isElement(id) {
            let dependency = entry.dependency
            guard let (concrete, abstract) = Self.nominalPair(dependency),
                  Self.conforms(concrete, to: abstract, in: graph) == false else { continue }
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
                  Self.conforms(element.path, to: abstractPath, in: graph) == false else { continue }
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

    /// Whether a registration of `type` exposed as `exposed` is known to convert: true when the
    /// two are the same or the tool sees the conformance, false when it sees every supertype and
    /// none leads there, nil when only the compiler can tell (the generator then has the compiler
    /// check it at the annotation's line).
    static func converts(_ type: TypeExpression, to exposed: TypeExpression, in graph: DependencyGraph) -> Bool? {
        if type.normalized == exposed.normalized { return true }
        let exposed = exposed.normalized
        guard let concrete = type.nominalPath, let abstract = exposed.nominalPath, exposed.genericArguments.isEmpty else { return nil }
        return conforms(concrete, to: abstract, in: graph)
    }

    /// The concrete and abstract nominal paths of a registration with an abstraction, when both
    /// are plain names that differ.
    private static func nominalPair(_ dependency: Dependency) -> (concrete: String, abstract: String)? {
        guard let abstract = dependency.abstractType?.nominalPath, dependency.abstractType?.genericArguments.isEmpty == true,
              let concrete = dependency.type.nominalPath, dependency.type.genericArguments.isEmpty, abstract != concrete else { return nil }
        return (concrete, abstract)
    }

    /// True when `abstract` is among the supertypes of `concrete` the tool sees, false when both
    /// are declared in scanned code and every supertype is visible without reaching it, nil otherwise.
    private static func conforms(_ concrete: String, to abstract: String, in graph: DependencyGraph) -> Bool? {
        guard let abstractKind = graph.declaredKinds[abstract], abstractKind == .protocol || abstractKind == .class,
              let concreteKind = graph.declaredKinds[concrete], concreteKind != .protocol, concreteKind != .extension else {
            return nil
        }
        let walk = supertypes(of: concrete, in: graph)
        if walk.seen.contains(abstract) { return true }
        return walk.complete ? false : nil
    }

    /// The supertypes of `path` declared in scanned code, and whether every supertype is (when one
    /// is not, `path` could conform to anything through it).
    private static func supertypes(of path: String, in graph: DependencyGraph) -> (seen: Set<String>, complete: Bool) {
        var seen: Set<String> = []
        var complete = true
        var pending = [path]
        while let next = pending.popLast() {
            for written in graph.supertypes[next] ?? [] {
                let name = plainName(written)
                if leaves.contains(name) { continue }
                guard graph.declaredKinds[name] != nil else {
                    complete = false
                    continue
                }
                if seen.insert(name).inserted { pending.append(name) }
            }
        }
        return (seen, complete)
    }

    /// `@unchecked Sendable` → `Sendable`; `Base<Int>` → `Base`; `P where T: Q` (a conditional
    /// conformance) → `P`.
    ///
    /// Read over the bytes (the separators are ASCII): by `Character` it is slow, and it is asked
    /// for every supertype of every registered type.
    private static func plainName(_ written: String) -> String {
        var written = written
        return written.withUTF8 { bytes in
            /// The bytes from `start` up to `end` or the first `<`.
            func name(from start: Int, to end: Int) -> String {
                var cut = start
                while cut < end, bytes[cut] != UInt8(ascii: "<") { cut += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cut]), as: UTF8.self)
            }
            // The first word that is not an attribute.
            var index = 0
            while index < bytes.count {
                while index < bytes.count, ASCII.isWhitespace(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count, !ASCII.isWhitespace(bytes[index]) { index += 1 }
                if start < index, bytes[start] != UInt8(ascii: "@") { return name(from: start, to: index) }
            }
            return name(from: 0, to: bytes.count)
        }
    }
}
