/// The words a dependency name cannot be written as in the generated code without backquotes.
///
/// The graph holds names as the user means them (`default`, whether the annotation wrote
/// `default` or `` `default` ``); the generator writes a name through `GeneratedNames.identifier`
/// where it is an identifier: a property or function, a declared parameter (its label too), a
/// closure parameter, a value, a member after a dot. The list is what swiftc 6.3 rejects there,
/// in both language modes: the reserved keywords, `await`, and `Type` and `Protocol`, which may
/// name a variable but not a member (`x.Type` is a metatype). Contextual keywords (`lazy`,
/// `weak`, `open`, `async`, …) are identifiers in all these places and stay as they are.
///
/// An argument label in a call or a function reference (`Screen(default: …)`,
/// `container.screen(for:)`) is different: every keyword but `inout` is a label there, and
/// backquotes around one are a warning ("does not need to be escaped"), which
/// `-warnings-as-errors` makes an error. Labels go through `GeneratedNames.argumentLabel`.
///
/// `self` and `_` are not dependency names at all (the parser rejects them): a parameter named
/// `self` hides `self`, and `_` as a label means none.
enum ReservedWords {
    static let needingBackquotes: Set<String> = [
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

extension GeneratedNames {
    /// A dependency name, or a name made from one that may still be a keyword (an argument
    /// label), as Swift code writes it: `default` → `` `default` ``, `logger` → `logger`.
    static func identifier(_ name: String) -> String {
        guard name.utf8.count <= ReservedWords.longest, ReservedWords.needingBackquotes.contains(name) else { return name }
        return "`" + name + "`"
    }

    /// A name as the label of an argument in a call or a function reference: `default` stays
    /// `default`, `inout` is `` `inout` ``.
    static func argumentLabel(_ name: String) -> String {
        name == ReservedWords.needingBackquotesAsArgumentLabel ? "`" + name + "`" : name
    }
}
