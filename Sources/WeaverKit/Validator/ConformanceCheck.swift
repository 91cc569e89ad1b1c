/// A registration whose concrete type visibly does not conform to the abstraction it is exposed
/// as (`movieService = ConsoleLogger <- MovieServicing`, or a wrapper's `type:` against its
/// property's type), reported at the registration as `type-mismatch` (SPEC §6). Otherwise the
/// first error is the compiler's, inside the generated file, or a compiler crash.
///
/// Only what the tool can prove: both types declared in scanned code, and every supertype of the
/// concrete one, through superclasses, protocol refinements and extensions, declared in scanned
/// code too or a standard protocol that cannot refine a user's. Anything else is left to the
/// compiler.
struct ConformanceCheck: GraphCheck {
    /// Standard-library and Foundation names that cannot lead to a protocol of the user's: the
    /// value protocols `ClassBoundTypes` knows, and what else a concrete type commonly lists.
    private static let leaves = ClassBoundTypes.knownValueProtocols.union([
        "AnyObject", "CaseIterable", "RawRepresentable", "NSObject", "NSCoding", "NSSecureCoding", "NSCopying",
        "String", "Int", "UInt8",
    ])

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in graph.dependencies where entry.dependency.kind == .registration {
            let dependency = entry.dependency
            guard let abstract = dependency.abstractType?.nominalPath, dependency.abstractType?.genericArguments.isEmpty == true,
                  let concrete = dependency.type.nominalPath, dependency.type.genericArguments.isEmpty,
                  abstract != concrete, let abstractKind = graph.declaredKinds[abstract],
                  abstractKind == .protocol || abstractKind == .class,
                  let concreteKind = graph.declaredKinds[concrete], concreteKind != .protocol, concreteKind != .extension,
                  let supertypes = visibleSupertypes(of: concrete, in: graph), !supertypes.contains(abstract) else { continue }
            let declared = graph.supertypes[concrete] ?? []
            diagnostics.append(.error(
                .typeMismatch,
                "'\(dependency.name)' builds '\(concrete)', which does not conform to '\(abstract)', the type it is exposed as",
                at: dependency.location,
                notes: [DiagnosticNote(declared.isEmpty ? "'\(concrete)' declares no supertype"
                                                        : "'\(concrete)' declares \(declared.map { "'\($0)'" }.joined(separator: ", "))"),
                        DiagnosticNote("make '\(concrete)' conform to '\(abstract)', or register a type that does")]))
        }
        return diagnostics
    }

    /// Every supertype of `path`, or nil when one of them is not visible (so it could conform).
    private func visibleSupertypes(of path: String, in graph: DependencyGraph) -> Set<String>? {
        var seen: Set<String> = []
        var pending = [path]
        while let next = pending.popLast() {
            for written in graph.supertypes[next] ?? [] {
                let name = Self.plainName(written)
                if Self.leaves.contains(name) { continue }
                guard graph.declaredKinds[name] != nil else { return nil }
                if seen.insert(name).inserted { pending.append(name) }
            }
        }
        return seen
    }

    /// `@unchecked Sendable` → `Sendable`; `Base<Int>` → `Base`; `P where T: Q` (a conditional
    /// conformance) → `P`.
    private static func plainName(_ written: String) -> String {
        let words = written.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).filter { !$0.hasPrefix("@") }
        let name = words.first.map(String.init) ?? written
        return String(name.prefix { $0 != "<" })
    }
}
