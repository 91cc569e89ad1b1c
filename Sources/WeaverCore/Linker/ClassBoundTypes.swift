/// Which scanned types can never be held weakly (docs/diagnostics.md `invalid-value`): structs, enums, and
/// protocols that are provably not class-bound — everything they inherit is known and none of it
/// is `AnyObject`, a class or a class-bound protocol. A protocol inheriting anything the tool
/// cannot see is given the benefit of the doubt.
enum ClassBoundTypes {
    /// Standard-library protocols that are not class-bound and that protocols commonly refine.
    static let knownValueProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable",
        "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    ]

    static func neverWeak(_ files: [FileSyntax]) -> [String: DeclarationKind] {
        // Read in place, file by file (flattening every file's declarations first copied tens of
        // thousands of them), keeping only structs and enums: a class, most declarations, is only
        // looked up in case an earlier declaration of its path was kept, as the last one decides.
        // Sized up front and read by index: growing the table and copying each declaration out
        // (its path and inherited names retained) would be most of this pass over a large project.
        var result = [String: DeclarationKind](minimumCapacity: files.reduce(0) { $0 + $1.declaredTypes.count })
        var inherited: [String: [String]] = [:]
        for file in files.indices {
            for index in files[file].declaredTypes.indices {
                let kind = files[file].declaredTypes[index].kind
                guard kind != .extension else { continue }
                if kind == .struct || kind == .enum {
                    result[files[file].declaredTypes[index].path] = kind
                } else if !result.isEmpty {
                    result.removeValue(forKey: files[file].declaredTypes[index].path)
                }
                if kind == .protocol { inherited[files[file].declaredTypes[index].path] = files[file].declaredTypes[index].inherited }
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
        for path in notClassBound { result[path] = .protocol }
        return result
    }
}
