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

    /// Every identifier the outline builder acts on, by length: most identifiers are none of
    /// these, and comparing bytes spares making a `String` for each of them (measured: the
    /// strings and their hashing were most of the outline's time).
    static let interestingByLength: [[[UInt8]]] = {
        let words = Array(accessLevels.keys) + Array(modifiers) + DeclarationKind.allCases.map(\.rawValue)
            + ["import", "let", "var", "init", "MainDependencyContainer"]
        var table = Array(repeating: [[UInt8]](), count: 32)
        for word in Set(words) { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// True when the bytes `start..<end` spell a word of `interestingByLength`.
    static func isInteresting(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < interestingByLength.count else { return false }
        for word in interestingByLength[length] where word[0] == bytes[start] {
            var matches = true
            for offset in 1..<length where word[offset] != bytes[start + offset] {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }
}
