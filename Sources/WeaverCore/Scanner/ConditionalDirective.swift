/// The `#if` family, as the outline builder sees it.
enum ConditionalDirective: Equatable {
    case ifCondition, elseIfCondition, elseBranch, endIf

    static let keywords: [[UInt8]] = ["if", "elseif", "else", "endif"].map { Array($0.utf8) }

    /// The directive a token's text begins with (`#if os(iOS)` → `.ifCondition`).
    init?(tokenText: String) {
        let word = tokenText.dropFirst().prefix { $0.isLetter }
        switch word {
        case "if": self = .ifCondition
        case "elseif": self = .elseIfCondition
        case "else": self = .elseBranch
        case "endif": self = .endIf
        default: return nil
        }
    }
}
