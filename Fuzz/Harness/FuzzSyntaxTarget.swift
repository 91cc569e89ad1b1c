// Target `syntax`: one file's cached parse result, decoded straight from the fuzzed bytes. The
// cache's checksum keeps random bytes from reaching the decoder through the `cache` target, so
// it gets its own. A decoded result is then used as a run uses a reused one: encoded again for
// the next cache and reduced to its shape to tell whether the generated code may change.

enum FuzzSyntaxTarget {
    static func run(_ bytes: [UInt8]) {
        guard let syntax = SyntaxBinaryDecoder.decode(bytes[...], path: "Fuzz.swift") else { return }
        use(syntax)
    }

    static func use(_ syntax: FileSyntax) {
        _ = SyntaxBinaryEncoder.encode(syntax)
        _ = SyntaxBinaryEncoder.shape(of: syntax)
        for diagnostic in syntax.diagnostics { _ = DiagnosticFormatter.text(diagnostic) }
    }
}
