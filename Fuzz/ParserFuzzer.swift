// libFuzzer entry point for the scanner, the parsers and the rest of the pipeline.
// Compiled in one module with the WeaverKit sources (see Scripts/fuzz.sh), so it may use
// internal API. Any trap here is a finding: the scan stage must never crash or hang (STYLE),
// and every later stage must accept whatever the parser produced.

/// Runs every stage on one input and checks the invariants that hold for any input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if KnownFindings.skips(bytes) { return -1 }
    FuzzInvariants.checkTokens(Scanner.tokens(bytes), byteCount: bytes.count)

    let syntax = FileParser.parse(SourceFile(path: "Fuzz.swift", bytes: bytes))
    let lineLengths = FuzzInvariants.lineLengths(bytes)
    // Known finding Fuzz/Crashes/annotation-column-invalid-utf8.swift: columns are counted in the
    // re-encoded text, so invalid UTF-8 shifts them. Drop this condition once it is fixed.
    let columnsAreExact = String(validating: bytes, as: UTF8.self) != nil
    FuzzInvariants.checkLocations(syntax.diagnostics, lineLengths: lineLengths, checkColumns: columnsAreExact)

    // The whole input as an annotation's type text, then as a complete annotation.
    let text = String(decoding: bytes, as: UTF8.self)
    _ = TypeParser.parse(text)
    let origin = SourceLocation(file: "Annotation.swift", line: 1, column: 1)
    _ = AnnotationParser.parse("weaver:" + text, at: origin, textLocation: origin)

    let graph = Linker.link([syntax])
    let diagnostics = Validator.validate(graph)
    FuzzInvariants.checkLocations(diagnostics, lineLengths: lineLengths, checkColumns: columnsAreExact)
    // The pipeline generates only from a graph without errors; do the same.
    if !diagnostics.contains(where: { $0.severity == .error }) && !syntax.diagnostics.contains(where: { $0.severity == .error }) {
        _ = Generator.mainOutput(graph)
    }
    return 0
}

/// Inputs that reach a finding already saved under Fuzz/Crashes, skipped so that fuzzing can get
/// past it. Remove each case once its fix lands.
enum KnownFindings {
    static func skips(_ bytes: [UInt8]) -> Bool {
        // Fuzz/Crashes/string-escape-at-end-of-file.swift: a string ending in `\` (plus its raw
        // hashes) at the end of the file yields a token that ends past the file.
        let trimmed = bytes.reversed().drop { $0 == UInt8(ascii: "#") }
        return trimmed.first == UInt8(ascii: "\\")
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
    static func checkLocations(_ diagnostics: [Diagnostic], lineLengths: [Int], checkColumns: Bool) {
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let location, location.file == "Fuzz.swift" else { continue }
                guard location.line >= 1 && location.line <= lineLengths.count else {
                    fatalError("line out of range: \(diagnostic)")
                }
                guard location.column >= 1 && (!checkColumns || location.column <= lineLengths[location.line - 1] + 1) else {
                    fatalError("column out of range: \(diagnostic)")
                }
            }
        }
    }
}
