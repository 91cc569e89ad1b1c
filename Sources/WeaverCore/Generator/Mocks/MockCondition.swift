/// The `#if` condition the mocks are compiled under (docs/mocks.md, `mock_condition`): `DEBUG` unless
/// the configuration says otherwise, e.g. `DEBUG || PREVIEWS` or `MOCKS`.
public enum MockCondition {
    public static let `default` = "DEBUG"

    /// Why `condition` is not a compilation condition `#if` accepts, or nil. Anything else would be
    /// written into the output, which would then not compile (`DEBUG #endif`, `DEBUG; func x() {}`).
    package static func problem(with condition: String) -> String? {
        let trimmed = condition.trimmedWhitespace
        if trimmed.isEmpty { return "the mock condition is empty; write a compilation condition such as DEBUG" }
        var parser = ConditionParser(Array(trimmed.unicodeScalars))
        if let problem = parser.problem() {
            return "'\(trimmed)' is not a compilation condition: \(problem); write one such as DEBUG, DEBUG || PREVIEWS or !RELEASE && os(iOS)"
        }
        return nil
    }
}

/// Swift's compilation conditions: names, `true`/`false`, `!`, `&&`, `||`, parentheses and the
/// platform checks (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, …).
private struct ConditionParser {
    static let checks: Set<String> = ["os", "arch", "swift", "compiler", "canImport", "targetEnvironment", "hasFeature",
                                      "hasAttribute", "_endian", "_pointerBitWidth", "_runtime", "_hasAtomicBitWidth", "_ptrauth"]
    /// Deeper nesting is refused rather than recursed into.
    static let deepest = 32

    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func problem() -> String? {
        if let problem = disjunction(depth: 0) { return problem }
        skipSpaces()
        guard index == scalars.count else { return "unexpected '\(rest)'" }
        return nil
    }

    private var rest: String {
        var text = String(String.UnicodeScalarView(scalars[index...]))
        if text.count > 20 { text = String(text.prefix(20)) + "…" }
        return text
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    private mutating func consume(_ text: String) -> Bool {
        skipSpaces()
        let wanted = Array(text.unicodeScalars)
        guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else { return false }
        index += wanted.count
        return true
    }

    private mutating func disjunction(depth: Int) -> String? {
        if let problem = conjunction(depth: depth) { return problem }
        while consume("||") {
            if let problem = conjunction(depth: depth) { return problem }
        }
        return nil
    }

    private mutating func conjunction(depth: Int) -> String? {
        if let problem = unary(depth: depth) { return problem }
        while consume("&&") {
            if let problem = unary(depth: depth) { return problem }
        }
        return nil
    }

    private mutating func unary(depth: Int) -> String? {
        guard depth < Self.deepest else { return "it nests deeper than \(Self.deepest) levels" }
        if consume("!") {
            skipSpaces()
            guard index < scalars.count else { return "'!' must be followed by a condition" }
            return unary(depth: depth + 1)
        }
        if consume("(") {
            if let problem = disjunction(depth: depth + 1) { return problem }
            return consume(")") ? nil : (index < scalars.count ? "expected ')' before '\(rest)'" : "a '(' is not closed")
        }
        skipSpaces()
        guard let name = identifier() else {
            return index < scalars.count ? "expected a name, '!' or '(' at '\(rest)'" : "it ends where a condition is expected"
        }
        guard index < scalars.count, scalars[index] == "(" else { return nil }
        guard Self.checks.contains(name) else {
            return "'\(name)(…)' is not a platform condition (those are os, arch, swift, compiler, canImport, targetEnvironment, hasFeature, hasAttribute)"
        }
        index += 1
        // The argument: names, versions and the comparison operators, up to the closing ')'.
        var argument = ""
        while index < scalars.count, scalars[index] != ")" {
            let scalar = scalars[index]
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.,:<>= \t".unicodeScalars.contains(scalar) else {
                return "'\(scalar)' cannot appear in '\(name)(…)'"
            }
            argument.unicodeScalars.append(scalar)
            index += 1
        }
        guard index < scalars.count else { return "'\(name)(' is not closed" }
        guard !argument.trimmedWhitespace.isEmpty else { return "'\(name)()' needs an argument" }
        index += 1
        return nil
    }

    /// A Swift identifier (`DEBUG`, `_PREVIEWS`, `Ünicode`), or nil.
    private mutating func identifier() -> String? {
        guard index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic else { return nil }
        var name = ""
        while index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return name
    }
}
