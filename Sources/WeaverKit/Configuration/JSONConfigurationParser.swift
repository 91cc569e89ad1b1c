import WeaverCore
/// One JSON value and where it starts.
package struct JSONNode: Sendable {
    package enum Content: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number as written.
        case number(String)
        case boolean(Bool)
        case null
    }

    package let content: Content
    let position: ConfigurationPosition
}

/// One `"key": value` of a JSON object.
package struct JSONMember: Sendable {
    package let key: String
    let keyPosition: ConfigurationPosition
    package let value: JSONNode
}

/// A strict RFC 8259 parser: no trailing commas, no duplicate keys, no comments, and every error
/// at the byte that caused it. Any input either parses or throws; nesting is bounded so that
/// hostile input cannot exhaust the stack.
package struct JSONConfigurationParser {
    static let maximumDepth = 64

    private var cursor: JSONCursor

    /// Parses the one value `data` holds, surrounded by nothing but whitespace.
    package static func parse(_ data: [UInt8]) throws(ConfigurationFileError) -> JSONNode {
        var parser = JSONConfigurationParser(cursor: JSONCursor(data))
        parser.cursor.skipWhitespace()
        if parser.cursor.peek() == nil {
            throw ConfigurationFileError("invalid JSON: the file is empty; it must hold one JSON object of keys and values", line: 1, column: 1)
        }
        let value = try parser.parseValue(depth: 1)
        parser.cursor.skipWhitespace()
        if parser.cursor.peek() != nil { throw parser.cursor.unexpected("expected the end of the file after the top-level value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(ConfigurationFileError) -> JSONNode {
        let position = cursor.position
        let content: JSONNode.Content
        switch cursor.peek() {
        case JSONByte.openBrace?:
            try checkDepth(depth)
            content = .object(try parseObjectMembers(depth: depth))
        case JSONByte.openBracket?:
            try checkDepth(depth)
            content = .array(try parseArrayItems(depth: depth))
        case JSONByte.quote?:
            content = .string(try cursor.readString())
        case let byte? where byte == JSONByte.minus || JSONByte.isDigit(byte):
            content = .number(try cursor.readNumber())
        case 0x74?:
            try cursor.readWord("true")
            content = .boolean(true)
        case 0x66?:
            try cursor.readWord("false")
            content = .boolean(false)
        case 0x6E?:
            try cursor.readWord("null")
            content = .null
        default:
            throw cursor.unexpected("expected a value (a string in double quotes, a number, true, false, null, an object or a list)")
        }
        return JSONNode(content: content, position: position)
    }

    private mutating func parseObjectMembers(depth: Int) throws(ConfigurationFileError) -> [JSONMember] {
        cursor.advance()
        cursor.skipWhitespace()
        var members: [JSONMember] = []
        // String equality, not byte equality: the keys are later matched as Swift strings, so two
        // spellings of one key would set the same option twice.
        var keyLines: [String: Int] = [:]
        if cursor.peek() == JSONByte.closeBrace {
            cursor.advance()
            return members
        }
        while true {
            let keyPosition = cursor.position
            guard cursor.peek() == JSONByte.quote else { throw cursor.unexpected("expected a key in double quotes") }
            let key = try cursor.readString()
            if let firstLine = keyLines[key] {
                throw cursor.error("duplicate key '\(key)', first at line \(firstLine)", at: keyPosition)
            }
            keyLines[key] = keyPosition.line
            cursor.skipWhitespace()
            guard cursor.peek() == JSONByte.colon else { throw cursor.unexpected("expected ':' after the key '\(key)'") }
            cursor.advance()
            cursor.skipWhitespace()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: try parseValue(depth: depth + 1)))
            cursor.skipWhitespace()
            guard try continues(closer: JSONByte.closeBrace, expected: "expected ',' or '}' after the value of '\(key)'") else {
                return members
            }
        }
    }

    private mutating func parseArrayItems(depth: Int) throws(ConfigurationFileError) -> [JSONNode] {
        cursor.advance()
        cursor.skipWhitespace()
        var items: [JSONNode] = []
        if cursor.peek() == JSONByte.closeBracket {
            cursor.advance()
            return items
        }
        while true {
            items.append(try parseValue(depth: depth + 1))
            cursor.skipWhitespace()
            guard try continues(closer: JSONByte.closeBracket, expected: "expected ',' or ']' after a list item") else {
                return items
            }
        }
    }

    /// After a member or item: true past a `,` (and whitespace) when another one follows, false past the closer.
    private mutating func continues(closer: UInt8, expected: String) throws(ConfigurationFileError) -> Bool {
        switch cursor.peek() {
        case closer?:
            cursor.advance()
            return false
        case JSONByte.comma?:
            let comma = cursor.position
            cursor.advance()
            cursor.skipWhitespace()
            if cursor.peek() == closer {
                let shown = closer == JSONByte.closeBrace ? "}" : "]"
                throw cursor.error("invalid JSON: trailing comma before '\(shown)'", at: comma)
            }
            return true
        default:
            throw cursor.unexpected(expected)
        }
    }

    private func checkDepth(_ depth: Int) throws(ConfigurationFileError) {
        if depth > Self.maximumDepth {
            throw cursor.error("objects and lists are nested more than \(Self.maximumDepth) deep")
        }
    }
}
