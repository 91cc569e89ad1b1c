/// The words the outline builder acts on, recognised from a token's bytes: most identifiers are
/// none of them, and making a `String` per identifier and hashing it would be most of the
/// outline's time, so a word is classified once, by length and bytes, into a `Keyword`.
enum Keyword: String, CaseIterable {
    // Access levels (`package` reads as internal).
    case `private`, `fileprivate`, `internal`, `public`, `open`, `package`
    // Declaration modifiers that may stand between an access level and the declaration keyword
    // (`class` is also a declaration keyword).
    case `final`, `static`, `class`, `indirect`, `nonisolated`, `override`, `convenience`, `required`, `lazy`,
         `weak`, `unowned`, `mutating`, `nonmutating`, `dynamic`, `optional`, `distributed`, `prefix`, `postfix`,
         `infix`, `isolated`, `consuming`, `borrowing`, `sending`, `__consuming`
    // The other declaration keywords.
    case `struct`, `actor`, `enum`, `extension`, `protocol`
    // Members the outline reads.
    case `import`, `let`, `var`, `init`, `MainDependencyContainer`
    // Words that only show what follows `class`/`struct`/… or `import` is not a type name.
    case `func`, `subscript`, `deinit`, `where`, `in`, `case`, `typealias`

    var accessLevel: AccessLevel? {
        switch self {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal, .package: .internal
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    var isModifier: Bool {
        switch self {
        case .final, .static, .class, .indirect, .nonisolated, .override, .convenience, .required, .lazy, .weak, .unowned,
             .mutating, .nonmutating, .dynamic, .optional, .distributed, .prefix, .postfix, .infix, .isolated, .consuming,
             .borrowing, .sending, .__consuming:
            true
        default:
            false
        }
    }

    /// An access level or a modifier: what may stand between an attribute and its declaration.
    var isAccessLevelOrModifier: Bool { accessLevel != nil || isModifier }

    var declarationKind: DeclarationKind? {
        switch self {
        case .class: .class
        case .struct: .struct
        case .actor: .actor
        case .enum: .enum
        case .extension: .extension
        case .protocol: .protocol
        default: nil
        }
    }

    /// A word Swift reserves, which cannot name a type without backquotes: after `class` it shows
    /// a member (`class func`, `class static`), after `struct` it is a syntax error. Contextual
    /// keywords (`final`, `lazy`, `open`, …) are not among them: `struct lazy` is a type.
    var isReserved: Bool {
        switch self {
        case .func, .var, .let, .subscript, .`init`, .deinit, .static, .public, .private, .fileprivate, .internal, .where, .in,
             .case, .typealias, .class, .struct, .enum, .extension, .protocol, .import:
            true
        default:
            false
        }
    }

    /// A word that declares a member after its modifiers: `class final func`, `class open var`.
    var declaresMember: Bool {
        switch self {
        case .func, .var, .let, .subscript, .`init`, .deinit, .typealias: true
        default: false
        }
    }

    /// `import class M.T` and friends.
    var isImportKind: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .typealias, .func, .var, .let, .actor: true
        default: false
        }
    }

    /// The words that only classify their neighbours; the builder's main loop skips them.
    var isActedOn: Bool {
        switch self {
        case .func, .subscript, .deinit, .where, .in, .case, .typealias: false
        default: true
        }
    }
}

/// The keyword table, bucketed by length. Copied into each builder once: a global read in the
/// per-token loop costs a lazy-initialisation check every time.
struct KeywordTable {
    static let shared = KeywordTable()

    private let buckets: [[(bytes: [UInt8], keyword: Keyword)]]

    private init() {
        var buckets = Array(repeating: [(bytes: [UInt8], keyword: Keyword)](), count: 24)
        for keyword in Keyword.allCases { buckets[keyword.rawValue.utf8.count].append((Array(keyword.rawValue.utf8), keyword)) }
        self.buckets = buckets
    }

    /// The keyword the bytes `start..<end` spell, if any.
    func keyword(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        guard length > 0, length < buckets.count else { return nil }
        let first = bytes[start]
        for entry in buckets[length] where entry.bytes[0] == first {
            var matches = true
            for offset in 1..<length where entry.bytes[offset] != bytes[start + offset] {
                matches = false
                break
            }
            if matches { return entry.keyword }
        }
        return nil
    }
}
