/// What the tool can prove about a type's conformances from the declarations it scanned: both
/// types declared in scanned code, and every supertype of the concrete one, through superclasses,
/// protocol refinements and extensions, declared in scanned code too or a standard protocol that
/// cannot refine a user's. `ConformanceCheck` reports what visibly does not conform; the generator
/// has the compiler check what the tool cannot tell (`CompilerCheck`).
enum Conformances {
    /// Standard-library and Foundation names that cannot lead to a protocol of the user's: the
    /// value protocols `ClassBoundTypes` knows, and what else a concrete type commonly lists.
    private static let leaves = ClassBoundTypes.knownValueProtocols.union([
        "AnyObject", "CaseIterable", "RawRepresentable", "NSObject", "NSCoding", "NSSecureCoding", "NSCopying",
        "String", "Int", "UInt8",
    ])

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
    static func nominalPair(_ dependency: Dependency) -> (concrete: String, abstract: String)? {
        guard let abstract = dependency.abstractType?.nominalPath, dependency.abstractType?.genericArguments.isEmpty == true,
              let concrete = dependency.type.nominalPath, dependency.type.genericArguments.isEmpty, abstract != concrete else { return nil }
        return (concrete, abstract)
    }

    /// True when `abstract` is among the supertypes of `concrete` the tool sees, false when both
    /// are declared in scanned code and every supertype is visible without reaching it, nil otherwise.
    static func conforms(_ concrete: String, to abstract: String, in graph: DependencyGraph) -> Bool? {
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
