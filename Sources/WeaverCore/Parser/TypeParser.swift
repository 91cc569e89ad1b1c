/// Why a type did not parse, with the byte offset (within the parsed text) of the offending token.
public struct TypeParseError: Error, Sendable, Equatable {
    public let offset: Int
    public let message: String
}

/// A recursive-descent parser for the type expressions of docs/annotations.md. Nesting is limited to
/// `maximumDepth`, so hostile input cannot overflow the stack.
public struct TypeParser {
    public static let maximumDepth = 64

    /// Read in place: valid only during `parse(bytes:)`.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0

    /// Parses the whole of `text`; anything left over is an error.
    public static func parse(_ text: String) -> Result<TypeExpression, TypeParseError> {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// Parses all of `bytes` (UTF-8), in place.
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Result<TypeExpression, TypeParseError> {
        var parser = TypeParser(bytes: bytes)
        do throws(TypeParseError) {
            let type = try parser.parseType()
            parser.skipSpaces()
            if parser.offset < parser.bytes.count {
                throw parser.error("unexpected '\(parser.remainderPreview)' after the type")
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private var current: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private var remainderPreview: String {
        text(offset..<min(bytes.count, offset + 12))
    }

    private func error(_ message: String) -> TypeParseError { TypeParseError(offset: offset, message: message) }

    private mutating func skipSpaces() {
        while offset < bytes.count, bytes[offset] == ASCII.space || bytes[offset] == ASCII.tab { offset += 1 }
    }

    private mutating func consume(_ text: StaticString) -> Bool {
        skipSpaces()
        guard let end = ASCII.match(text, in: bytes, at: offset) else { return false }
        offset = end
        return true
    }

    /// The end of the identifier at the cursor (after spaces), or nil; a string is made only
    /// for the words a type keeps.
    private mutating func peekWord() -> Int? {
        skipSpaces()
        guard ASCII.isIdentifierStart(current) else { return nil }
        var end = offset
        while end < bytes.count, ASCII.isIdentifierContinue(bytes[end]) { end += 1 }
        return end
    }

    /// True when the identifier at the cursor, ending at `end`, is `word`.
    private func isWord(_ word: StaticString, endingAt end: Int) -> Bool {
        end - offset == word.utf8CodeUnitCount && ASCII.match(word, in: bytes, at: offset) != nil
    }

    private mutating func identifier() throws(TypeParseError) -> String {
        guard let end = peekWord() else {
            throw error(offset < bytes.count ? "expected a type name, found '\(remainderPreview)'" : "expected a type name")
        }
        let word = text(offset..<end)
        offset = end
        return word
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

    /// One more level of nesting, refused past `maximumDepth`; the caller restores `depth`.
    private mutating func enterNestingLevel() throws(TypeParseError) {
        depth += 1
        guard depth <= TypeParser.maximumDepth else { throw error("the type is nested too deeply") }
    }

    private mutating func parseType() throws(TypeParseError) -> TypeExpression {
        try enterNestingLevel()
        defer { depth -= 1 }
        let first = try parsePostfix()
        // Most types are not compositions: no array for them.
        guard consume("&") else { return first }
        var parts = [first]
        repeat { parts.append(try parsePostfix()) } while consume("&")
        return .composition(parts)
    }

    /// Each `?` or `!` wraps the type once more, so it counts as a level of nesting: a run of
    /// thousands would otherwise build a type too deep for the recursive code that renders,
    /// hashes and compares it.
    private mutating func parsePostfix() throws(TypeParseError) -> TypeExpression {
        var type = try parsePrimary()
        let depthBefore = depth
        defer { depth = depthBefore }
        while true {
            let wrapsOptional = current == UInt8(ascii: "?")
            guard wrapsOptional || current == UInt8(ascii: "!") else { return type }
            try enterNestingLevel()
            offset += 1
            type = wrapsOptional ? .optional(type) : .implicitlyUnwrappedOptional(type)
        }
    }

    private mutating func parsePrimary() throws(TypeParseError) -> TypeExpression {
        skipSpaces()
        var attributes: [String] = []
        while current == ASCII.at {
            offset += 1
            attributes.append(try identifier())
            skipSpaces()
        }
        if current == ASCII.openParenthesis {
            return try parseParenthesized(attributes: attributes)
        }
        guard attributes.isEmpty else { throw error("an attribute such as '@\(attributes[0])' must precede a closure type") }
        if current == UInt8(ascii: "[") {
            offset += 1
            let element = try parseType()
            if consume(":") {
                let value = try parseType()
                guard consume("]") else { throw error("expected ']' to close the dictionary type") }
                return .dictionary(key: element, value: value)
            }
            guard consume("]") else { throw error("expected ']' to close the array type") }
            return .array(element)
        }
        if let end = peekWord() {
            if isWord("any", endingAt: end) {
                let start = offset
                offset = end
                let operand = try parsePostfixOperand()
                // Swift refuses `any P?` ("must be written '(any P)?'"): said here, at the
                // annotation, rather than by the compiler in the generated code.
                switch operand {
                case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped):
                    let mark = operand.isImplicitlyUnwrapped ? "!" : "?"
                    throw TypeParseError(offset: start, message: "an optional 'any' type is written "
                                         + "'(\(TypeExpression.existential(wrapped).swiftSource))\(mark)'")
                default:
                    return .existential(operand)
                }
            }
            if isWord("some", endingAt: end) {
                offset = end
                return .opaque(try parsePostfixOperand())
            }
        }
        return try parseNominal()
    }

    /// The operand of `any`/`some`: a composition binds to them (`any A & B`).
    private mutating func parsePostfixOperand() throws(TypeParseError) -> TypeExpression {
        // `any any any …` recurses without passing through `parseType`: count it here.
        try enterNestingLevel()
        defer { depth -= 1 }
        let first = try parsePostfix()
        // Most types are not compositions: no array for them.
        guard consume("&") else { return first }
        var parts = [first]
        repeat { parts.append(try parsePostfix()) } while consume("&")
        return .composition(parts)
    }

    private mutating func parseNominal() throws(TypeParseError) -> TypeExpression {
        var components: [TypeComponent] = []
        repeat {
            let name = try identifier()
            var arguments: [TypeExpression] = []
            if current == UInt8(ascii: "<") {
                offset += 1
                skipSpaces()
                if current == UInt8(ascii: ">") { throw error("'\(name)<>' needs at least one generic argument") }
                repeat { arguments.append(try parseType()) } while consume(",")
                guard consume(">") else { throw error("expected '>' to close the generic arguments of '\(name)'") }
            }
            components.append(TypeComponent(name: name, arguments: arguments))
        } while current == ASCII.dot && { offset += 1; return true }()
        return .nominal(components)
    }

    /// `(…)` is a tuple, a parenthesized type, or a closure's parameter list.
    private mutating func parseParenthesized(attributes: [String]) throws(TypeParseError) -> TypeExpression {
        offset += 1
        var elements: [TupleElement] = []
        if !consume(")") {
            repeat { elements.append(try parseTupleElement()) } while consume(",")
            guard consume(")") else { throw error("expected ')'") }
        }
        let isAsync = consumeWord("async")
        let isThrowing = consumeWord("throws") || consumeWord("rethrows")
        if consume("->") {
            let result = try parseType()
            return .function(FunctionType(
                attributes: attributes, parameters: elements.map(\.type), isAsync: isAsync, isThrowing: isThrowing, result: result))
        }
        guard attributes.isEmpty, !isAsync, !isThrowing else { throw error("expected '->' and a result type") }
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements)
    }

    private mutating func parseTupleElement() throws(TypeParseError) -> TupleElement {
        skipSpaces()
        let start = offset
        if let end = peekWord() {
            let isUnderscore = isWord("_", endingAt: end)
            offset = end
            if consume(":") { return TupleElement(label: text(start..<end), type: try parseType()) }
            // `_ name: T` in a closure parameter list.
            if isUnderscore, let second = peekWord() {
                offset = second
                if consume(":") { return TupleElement(label: nil, type: try parseType()) }
            }
            offset = start
        }
        return TupleElement(label: nil, type: try parseType())
    }

    private mutating func consumeWord(_ word: StaticString) -> Bool {
        guard let end = peekWord(), isWord(word, endingAt: end) else { return false }
        offset = end
        return true
    }
}
