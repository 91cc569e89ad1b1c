/// The words a dependency name cannot be written as in the generated code without backquotes.
///
/// The graph holds names as the user means them (`default`, whether the annotation wrote
/// `default` or `` `default` ``); the generator writes a name through `Identifier`
/// where it is an identifier: a property or function, a declared parameter (its label too), a
/// closure parameter, a value, a member after a dot. The list is what swiftc 6.3 rejects there,
/// in both language modes: the reserved keywords, `await`, and `Type` and `Protocol`, which may
/// name a variable but not a member (`x.Type` is a metatype). Contextual keywords (`lazy`,
/// `weak`, `open`, `async`, …) are identifiers in all these places and stay as they are.
///
/// An argument label in a call or a function reference (`Screen(default: …)`,
/// `container.screen(for:)`) is different: every keyword but `inout` is a label there, and
/// backquotes around one are a warning ("does not need to be escaped"), which
/// `-warnings-as-errors` makes an error. Labels go through `Identifier.label`.
///
/// `self` and `_` are not dependency names at all (the parser rejects them): a parameter named
/// `self` hides `self`, and `_` as a label means none.
package enum ReservedWords {
    package static let needingBackquotes: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        // Members only.
        "Type", "Protocol",
    ]

    /// The longest word above: a longer name is never one of them.
    static let longest = 15

    /// The one keyword that cannot be an argument label in a call without backquotes.
    static let needingBackquotesAsArgumentLabel = "inout"
}

/// A name as the user means it (`default`, whether the annotation wrote `default` or
/// `` `default` ``), and how Swift code writes it: the one place keywords get backquotes. The code
/// model takes names as `Identifier`s (parameters, requirements, values, members), so no emitter
/// escapes a name itself; an argument label's rule is the printer's (`Argument`).
struct Identifier: Sendable, Hashable, Comparable, ExpressibleByStringLiteral {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    init(stringLiteral name: String) {
        self.name = name
    }

    /// Where an identifier goes (a property or function, a declared parameter, a closure
    /// parameter, a value, a member after a dot): `default` → `` `default` ``, `logger` → `logger`.
    var code: String {
        guard name.utf8.count <= ReservedWords.longest, ReservedWords.needingBackquotes.contains(name) else { return name }
        return "`" + name + "`"
    }

    /// As the label of an argument in a call or a function reference: `default` stays `default`,
    /// `inout` is `` `inout` ``.
    var label: String {
        name == ReservedWords.needingBackquotesAsArgumentLabel ? "`" + name + "`" : name
    }

    /// In the order of their code, as a reader sorting the lines would.
    static func < (lhs: Identifier, rhs: Identifier) -> Bool { lhs.code < rhs.code }
}
