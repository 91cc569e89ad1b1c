/// Names that swiftc reads as two and weaver would read as one: the same letters in two Unicode
/// normalization forms (`café` precomposed, and with a combining accent). swiftc compares
/// identifiers byte by byte; Swift strings, which the graph is keyed by, compare them as equal.
/// Rather than generate code that wires one in place of the other, each later spelling is an
/// error naming the first.
struct SpellingCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var first: [String: (bytes: [UInt8], location: SourceLocation)] = [:]
        var diagnostics: [Diagnostic] = []
        func see(_ name: String, at location: SourceLocation, what: String) {
            let bytes = Array(name.utf8)
            guard let earlier = first[name] else {
                first[name] = (bytes, location)
                return
            }
            guard earlier.bytes != bytes else { return }
            diagnostics.append(.error(
                .invalidAnnotation,
                "\(what) '\(name)' is spelled with other Unicode characters than '\(name)' at \(earlier.location.file):\(earlier.location.line): "
                    + "swiftc reads two names, which weaver cannot tell apart",
                at: location,
                notes: [DiagnosticNote("spell both with the same characters (\(difference(earlier.bytes, bytes))), or rename one",
                                       at: earlier.location)]))
        }
        // Only names with non-ASCII bytes can differ this way: ASCII spellings are skipped quickly.
        for type in graph.types {
            guard let syntax = type.syntax, !type.path.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            see(type.path, at: syntax.location, what: "type")
        }
        for entry in graph.dependencies where !entry.dependency.name.utf8.allSatisfy({ $0 < 0x80 }) {
            see(entry.dependency.name, at: entry.dependency.location, what: "dependency")
        }
        return diagnostics
    }

    /// `U+00E9 there, U+0065 U+0301 here`: the scalars from the first that differs.
    private func difference(_ there: [UInt8], _ here: [UInt8]) -> String {
        let left = Array(String(decoding: there, as: UTF8.self).unicodeScalars)
        let right = Array(String(decoding: here, as: UTF8.self).unicodeScalars)
        let common = zip(left, right).prefix { $0 == $1 }.count
        func show(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            scalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
        }
        return "\(show(left[common...])) there, \(show(right[common...])) here"
    }
}
