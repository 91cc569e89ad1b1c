/// Which identifiers each type's body and extensions mention, and which names are read as a
/// member anywhere (`app.dependencies.home` in `main.swift`), over every input file (docs/diagnostics.md
/// `unused-registration`, with `--warn-unused`). Comments, annotations included, are not tokens
/// of kind identifier, so they never count as a use. Built by the usage stage, before linking,
/// and held by the graph from the start.
public struct UsageIndex: Sendable {
    private var identifiersByType: [String: Set<String>] = [:]
    /// Names that follow a `.` somewhere: a resolver can be read from any code that holds it.
    private var memberNames: Set<String> = []

    public init(files: [SourceFile]) {
        for file in files { add(file) }
    }

    private mutating func add(_ file: SourceFile) {
        let (outline, tokens) = Scanner.scanWithTokens(file.bytes)
        for (index, token) in tokens.enumerated() where index > 0 && (token.kind == .identifier || token.kind == .escapedIdentifier) {
            let previous = tokens[index - 1]
            // `.name`, `?.name`, `!.name` (also after a line break): the previous token ends with the dot.
            guard previous.kind == .punctuation || previous.kind == .operator,
                  file.bytes[previous.end - 1] == ASCII.dot else { continue }
            memberNames.insert(file.text(token.start..<token.end).trimmingBackticks())
        }
        for declaration in outline.declarations where declaration.kind != .enum && declaration.kind != .protocol {
            var identifiers = identifiersByType[declaration.path, default: []]
            // Tokens are in offset order: find the body's first token by binary search.
            var low = 0
            var high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].start <= declaration.bodyStart { low = middle + 1 } else { high = middle }
            }
            var index = low
            while index < tokens.count, tokens[index].start < declaration.bodyEnd {
                let token = tokens[index]
                if token.kind == .identifier || token.kind == .escapedIdentifier {
                    identifiers.insert(file.text(token.start..<token.end).trimmingBackticks())
                }
                index += 1
            }
            identifiersByType[declaration.path] = identifiers
        }
    }

    /// Whether `name` is read: mentioned in the body or extensions of `typePath`, or read as a
    /// member anywhere in the inputs.
    public func mentions(_ name: String, in typePath: String) -> Bool {
        memberNames.contains(name) || (identifiersByType[typePath]?.contains(name) ?? false)
    }
}
