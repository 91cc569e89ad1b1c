// Target `source`: a Swift source file through the scanner, the parsers and the rest of the
// pipeline. Any trap here is a finding: the scan stage must never crash or hang (STYLE), and
// every later stage must accept whatever the parser produced. Each finding is saved under
// Fuzz/Crashes, where FuzzRegressionTests replays it through the whole pipeline.

enum FuzzSourceTarget {
    /// Runs every stage on one input and checks the invariants that hold for any input.
    static func run(_ bytes: [UInt8]) {
        // The pipeline's pre-filter reads around each `v` with raw pointers.
        _ = Prefilter.mentionsWeaver(bytes)
        FuzzInvariants.checkTokens(Scanner.tokens(bytes), byteCount: bytes.count)

        // SourceFile makes every line break one LF (lone CRs included) without moving a line or
        // column, so lines are counted in its bytes.
        let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
        let syntax = FileParser.parse(file)
        let lineLengths = FuzzInvariants.lineLengths(file.bytes)
        FuzzInvariants.checkLocations(syntax.diagnostics, lineLengths: lineLengths)
        // With --platform, declarations in branches that cannot be taken are dropped.
        let platform = Platform.allCases[bytes.count % Platform.allCases.count]
        FuzzInvariants.checkLocations(FileParser.parse(file, platform: platform).diagnostics, lineLengths: lineLengths)

        // The whole input as an annotation's type text, then as a complete annotation.
        let text = String(decoding: bytes, as: UTF8.self)
        _ = TypeParser.parse(text)
        let origin = SourceLocation(file: "Annotation.swift", line: 1, column: 1)
        _ = AnnotationParser.parse("weaver:" + text, at: origin, textLocation: origin)

        // The cache's binary form: the parse result round-trips, and the input read as a cache
        // payload decodes or gives nil, never a trap.
        guard SyntaxBinaryDecoder.decode(SyntaxBinaryEncoder.encode(syntax)[...], path: syntax.path) == syntax else {
            fatalError("the parse result does not round-trip through the cache encoding")
        }
        _ = SyntaxBinaryDecoder.decode(bytes[...], path: "Fuzz.swift")

        let graph = Linker.link([syntax])
        let diagnostics = Validator.validate(graph)
        FuzzInvariants.checkLocations(diagnostics, lineLengths: lineLengths)
        // The pipeline generates only from a graph without errors; do the same.
        if !diagnostics.contains(where: { $0.severity == .error }) && !syntax.diagnostics.contains(where: { $0.severity == .error }) {
            _ = Generator.mainOutput(graph)
        }
    }
}

enum FuzzInvariants {
    /// Tokens are non-empty, in order, do not overlap and stay inside the file.
    static func checkTokens(_ tokens: [Token], byteCount: Int) {
        var previousEnd = 0
        for token in tokens {
            // fatalError, not precondition: -O drops precondition messages.
            guard token.start >= previousEnd else { fatalError("token starts before the previous one ends: \(token)") }
            guard token.end > token.start else { fatalError("empty token: \(token)") }
            guard token.end <= byteCount else { fatalError("token ends after the file: \(token)") }
            previousEnd = token.end
        }
    }

    /// The length in bytes of each line, without its line break.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths = [0]
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
        }
        return lengths
    }

    /// Every location is 1-based and inside the file (a column may point just past a line's end).
    static func checkLocations(_ diagnostics: [Diagnostic], lineLengths: [Int]) {
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let location, location.file == "Fuzz.swift" else { continue }
                guard location.line >= 1 && location.line <= lineLengths.count else {
                    fatalError("line out of range: \(diagnostic)")
                }
                guard location.column >= 1 && location.column <= lineLengths[location.line - 1] + 1 else {
                    fatalError("column out of range: \(diagnostic)")
                }
            }
        }
    }
}
