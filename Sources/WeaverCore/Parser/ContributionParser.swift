/// Parses the rest of `weaver: contributes …` (docs/contributions.md): `coll <- Element` or
/// `coll["key"] <- Element`, then `priority:`, `after:` and `scope:` after commas, in any order.
enum ContributionParser {
    static let formNote = "contributions read 'contributes name <- Element' or 'contributes name[\"key\"] <- Element', then ', priority: 1', ', after: [OtherElement]', ', replaces: [OtherElement]' or ', scope: .transient'"

    /// `body` is the annotation after `weaver:`; `start` is the offset just after `contributes`.
    /// `column` turns an offset of `body` into a location.
    static func parse(_ body: UnsafeBufferPointer<UInt8>, from start: Int, at location: SourceLocation,
                      column: (Int) -> SourceLocation, conditions: [ConditionalBranch]) -> Result<ContributionSyntax, Diagnostic> {
        func invalid(_ message: String, at offset: Int? = nil) -> Result<ContributionSyntax, Diagnostic> {
            .failure(.error(.invalidAnnotation, message, at: offset.map(column) ?? location, notes: [DiagnosticNote(formNote)]))
        }
        var cursor = AnnotationCursor(bytes: body, offset: start)
        cursor.skipSpaces()
        guard let (collection, _) = cursor.dependencyName() else { return invalid("'contributes' must be followed by a collection name", at: cursor.offset) }
        if let message = AnnotationParser.unusableNameMessage(collection) { return invalid(message) }
        cursor.skipSpaces()
        var key: String?
        if cursor.consume("[") {
            cursor.skipSpaces()
            let keyOffset = cursor.offset
            guard let literal = cursor.stringLiteral() else { return invalid("a map entry's key is a string literal: \(collection)[\"key\"]", at: keyOffset) }
            // Swift must accept the literal the generated map repeats, and keys compare by value.
            if case let .failure(problem) = StringLiteralValue.decode(literal) {
                return .failure(.error(.invalidValue, "invalid key of '\(collection)[…]': \(problem.message)", at: column(keyOffset)))
            }
            key = literal
            cursor.skipSpaces()
            guard cursor.consume("]") else { return invalid("expected ']' after the key of '\(collection)'", at: cursor.offset) }
            cursor.skipSpaces()
        }
        guard cursor.consume("<-") else { return invalid("expected '<-' and the element's type after 'contributes \(collection)'", at: cursor.offset) }
        let typeStart = cursor.offset
        // The type ends at the first comma outside brackets (`Dictionary<String, Int>` is one type).
        let typeEnd = Self.typeEnd(body, from: typeStart)
        let typeText = String(decoding: UnsafeBufferPointer(rebasing: body[typeStart..<typeEnd]), as: UTF8.self)
        let leading = typeText.prefix { $0 == " " || $0 == "\t" }.utf8.count
        let written = typeText.trimmedWhitespace
        guard !written.isEmpty else { return invalid("'contributes \(collection)' has no element type", at: typeStart) }
        let exposedType: TypeExpression
        switch TypeParser.parse(written) {
        case let .success(type):
            if case .opaque = type {
                return .failure(.error(.invalidType, "'\(written)' cannot be an element type; use 'any' instead of 'some'",
                                       at: column(typeStart + leading)))
            }
            exposedType = type
        case let .failure(error):
            return .failure(.error(.invalidType, "invalid type '\(written)': \(error.message)", at: column(typeStart + leading + error.offset)))
        }
        let listStart = min(typeEnd + 1, body.count)
        let pieces = typeEnd < body.count ? ArgumentSplitter.split(bytes: UnsafeBufferPointer(rebasing: body[listStart..<body.count])) : []
        var contribution = ContributionSyntax(collection: collection, key: key, exposedType: exposedType, location: location)
        contribution.conditions = conditions
        var seen = Set<String>()
        for piece in pieces {
            let valueLocation = column(listStart + piece.valueOffset)
            guard let label = piece.label else {
                return .failure(.error(.invalidAnnotation, "expected 'priority:', 'after:', 'replaces:' or 'scope:' in a contribution, found '\(piece.value)'",
                                       at: column(listStart + piece.offset), notes: [DiagnosticNote(formNote)]))
            }
            guard seen.insert(label).inserted else {
                return .failure(.error(.attributeSetTwice, "'\(label)' is set twice for this contribution", at: column(listStart + piece.offset)))
            }
            func invalidValue(_ message: String) -> Result<ContributionSyntax, Diagnostic> {
                .failure(.error(.invalidValue, "invalid value '\(piece.value)': \(message)", at: valueLocation))
            }
            switch label {
            case "priority":
                guard let priority = Int(piece.value.filter { $0 != "_" }), !piece.value.hasPrefix("+") || piece.value.count > 1 else {
                    return invalidValue("a priority is an integer; higher comes first")
                }
                contribution.priority = priority
            case "after", "replaces":
                // Both name other elements of the collection: a list of type names.
                let value = piece.value.trimmedWhitespace
                guard value.hasPrefix("["), value.hasSuffix("]") else {
                    return invalidValue("'\(label)' takes a list of element types, such as [\(label == "after" ? "CrashReporterTask" : "AnalyticsTask")]")
                }
                let names = value.dropFirst().dropLast().split(separator: ",").map { String($0).trimmedWhitespace }.filter { !$0.isEmpty }
                var types: [String] = []
                for name in names {
                    let bare = name.hasSuffix(".self") ? String(name.dropLast(5)) : name
                    guard case .success(.nominal) = TypeParser.parse(bare) else { return invalidValue("'\(name)' is not a type name") }
                    types.append(bare)
                }
                if label == "after" { contribution.after += types } else { contribution.replaces += types }
            case "scope":
                switch piece.value.trimmedWhitespace {
                case ".lazy": contribution.scope = .lazy
                case ".transient": contribution.scope = .transient
                default: return invalidValue("an element's scope is .lazy (the default: built once per consuming container) or .transient")
                }
            default:
                let known = ["priority", "after", "replaces", "scope"]
                let suggestion = Suggestion.closest(to: label, among: known).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
                return .failure(.error(.unknownAttribute, "unknown attribute '\(label)' for a contribution; it takes 'priority', 'after', 'replaces' and 'scope'",
                                       at: column(listStart + piece.offset), notes: suggestion))
            }
        }
        return .success(contribution)
    }
}

extension ContributionParser {
    /// The offset of the first comma after `start` outside (), [], {} and <> (an arrow's `>` is
    /// not a bracket), or the end.
    static func typeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"): index += 1
            case UInt8(ascii: ",") where depth <= 0: return index
            default: break
            }
            index += 1
        }
        return bytes.count
    }
}

extension AnnotationCursor {
    /// `"movies/:id"`: the text between the quotes, escapes kept as written; nil when there is
    /// no closed literal here (the cursor is then where it was).
    mutating func stringLiteral() -> String? {
        guard offset < bytes.count, bytes[offset] == ASCII.quote else { return nil }
        var index = offset + 1
        while index < bytes.count, bytes[index] != ASCII.quote {
            if bytes[index] == ASCII.backslash { index += 1 }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<index]), as: UTF8.self)
        offset = index + 1
        return text
    }
}
