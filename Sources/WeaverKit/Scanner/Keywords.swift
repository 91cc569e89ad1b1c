/// Word lists the outline builder consults.
enum Keywords {
    static let accessLevels: [String: AccessLevel] = [
        "private": .private, "fileprivate": .fileprivate, "internal": .internal, "public": .public, "open": .open,
        "package": .internal,
    ]

    /// Declaration modifiers that may stand between an access level and the declaration keyword.
    static let modifiers: Set<String> = [
        "final", "static", "class", "indirect", "nonisolated", "override", "convenience", "required", "lazy",
        "weak", "unowned", "mutating", "nonmutating", "dynamic", "optional", "distributed", "prefix", "postfix",
        "infix", "isolated", "consuming", "borrowing", "sending", "__consuming",
    ]

    /// Words after `class`/`struct`/… that show it is not a type declaration (`class func`).
    static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "public", "private",
        "fileprivate", "internal", "open", "required", "convenience", "where", "in", "case", "typealias",
        "nonisolated", "mutating", "lazy", "weak", "unowned", "dynamic", "package",
    ]

    /// `import class M.T` and friends.
    static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
}
