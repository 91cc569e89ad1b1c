/// Which scanned types can never be held weakly (SPEC §6 `invalid-value`): structs, enums, and
/// protocols that are provably not class-bound — everything they inherit is known and none of it
/// is `AnyObject`, a class or a class-bound protocol. A protocol inheriting anything the tool
/// cannot see is given the benefit of the doubt.
enum ClassBoundTypes {
    /// Standard-library protocols that are not class-bound and that protocols commonly refine.
    private static let knownValueProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable",
        "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    ]

    static func neverWeak(_ files: [FileSyntax]) -> [String: DeclarationKind] {
        // Read in place, file by file: flattening every file's declarations into one array
        // first copied tens of thousands of them.
        var kinds: [String: DeclarationKind] = [:]
        var inherited: [String: [String]] = [:]
        for file in files {
            for type in file.declaredTypes where type.kind != .extension {
                kinds[type.path] = type.kind
                if type.kind == .protocol { inherited[type.path] = type.inherited }
            }
        }
        var notClassBound = Set<String>()
        // Iterate to a fixpoint: each pass can only add protocols, so at most one pass per protocol.
        var changed = true
        while changed {
            changed = false
            for (path, parents) in inherited where !notClassBound.contains(path) {
                let allKnownValues = parents.allSatisfy { knownValueProtocols.contains($0) || notClassBound.contains($0) }
                if allKnownValues {
                    notClassBound.insert(path)
                    changed = true
                }
            }
        }
        var result = kinds.filter { $0.value == .struct || $0.value == .enum }
        for path in notClassBound { result[path] = .protocol }
        return result
    }
}
