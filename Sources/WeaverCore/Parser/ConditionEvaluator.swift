/// Evaluates `#if` conditions made of `os(X)`, `!`, `&&`, `||` and parentheses against a platform
/// (docs/annotations.md). Anything else (`DEBUG`, `canImport(X)`, `swift(>=5.9)`) is unknown, and unknown
/// parts are kept: only a condition that is false whatever they are removes a declaration.
enum ConditionEvaluator {
    enum Truth: Equatable {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            if lhs == .yes && rhs == .yes { return .yes }
            return .unknown
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            if lhs == .no && rhs == .no { return .no }
            return .unknown
        }
    }

    /// Whether a declaration under these branches exists on `platform`.
    static func isActive(_ branches: [ConditionalBranch], platform: Platform) -> Truth {
        branches.reduce(.yes) { $0 && truth(of: $1, platform: platform) }
    }

    /// A branch holds when its own condition does and no earlier one did.
    static func truth(of branch: ConditionalBranch, platform: Platform) -> Truth {
        var result = Truth.yes
        for (index, condition) in branch.conditions.enumerated() {
            let value = evaluate(condition, platform: platform)
            result = result && (index == branch.branch ? value : !value)
        }
        return result
    }

    /// True when every branch of the block so far tests only `os(…)`.
    static func isPlatformOnly(_ branch: ConditionalBranch) -> Bool {
        branch.conditions.allSatisfy { evaluate($0, platform: .Linux) != .unknown }
    }

    static func evaluate(_ condition: String, platform: Platform) -> Truth {
        var parser = ConditionParser(text: Array(condition.utf8), platform: platform)
        let value = parser.parseOr(depth: 0)
        parser.skipSpaces()
        return parser.offset == parser.text.count ? value : .unknown
    }
}

/// Recursive descent over a condition; depth-limited, and every step consumes input.
private struct ConditionParser {
    let text: [UInt8]
    let platform: Platform
    var offset = 0

    mutating func skipSpaces() {
        while offset < text.count, text[offset] == ASCII.space || text[offset] == ASCII.tab { offset += 1 }
    }

    private mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        let bytes = Array(token.utf8)
        guard offset + bytes.count <= text.count, Array(text[offset..<(offset + bytes.count)]) == bytes else { return false }
        offset += bytes.count
        return true
    }

    mutating func parseOr(depth: Int) -> ConditionEvaluator.Truth {
        var value = parseAnd(depth: depth)
        while consume("||") { value = value || parseAnd(depth: depth) }
        return value
    }

    private mutating func parseAnd(depth: Int) -> ConditionEvaluator.Truth {
        var value = parseUnary(depth: depth)
        while consume("&&") { value = value && parseUnary(depth: depth) }
        return value
    }

    private mutating func parseUnary(depth: Int) -> ConditionEvaluator.Truth {
        guard depth < 32 else {
            offset = text.count
            return .unknown
        }
        if consume("!") { return !parseUnary(depth: depth + 1) }
        if consume("(") {
            let value = parseOr(depth: depth + 1)
            _ = consume(")")
            return value
        }
        skipSpaces()
        let start = offset
        while offset < text.count, ASCII.isIdentifierContinue(text[offset]) { offset += 1 }
        let word = String(decoding: text[start..<offset], as: UTF8.self)
        guard !word.isEmpty else {
            offset = text.count
            return .unknown
        }
        guard consume("(") else { return .unknown }
        let argumentStart = offset
        var nesting = 1
        while offset < text.count, nesting > 0 {
            if text[offset] == ASCII.openParenthesis { nesting += 1 }
            if text[offset] == ASCII.closeParenthesis { nesting -= 1 }
            offset += 1
        }
        let argument = String(decoding: text[argumentStart..<max(argumentStart, offset - 1)], as: UTF8.self).trimmedWhitespace
        guard word == "os", let named = Platform(name: argument) else { return .unknown }
        return named == platform ? .yes : .no
    }
}
