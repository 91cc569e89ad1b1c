/// Which identifiers each type's body and extensions mention, over every input file (SPEC §6
/// `unused-registration`, with `--warn-unused`). Comments, annotations included, are not tokens
/// of kind identifier, so they never count as a use.
public struct UsageIndex: Sendable {
    private var identifiersByType: [String: Set<String>] = [:]

    public init() {}

    public init(files: [SourceFile]) {
        for file in files { add(file) }
    }

    public mutating func add(_ file: SourceFile) {
        let (outline, tokens) = Scanner.scanWithTokens(file.bytes)
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

    public func mentions(_ name: String, in typePath: String) -> Bool {
        identifiersByType[typePath]?.contains(name) ?? false
    }
}
