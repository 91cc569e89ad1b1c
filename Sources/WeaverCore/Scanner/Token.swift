/// What a token is; the scanner only distinguishes what the outline needs.
public enum TokenKind: UInt8, Sendable {
    case identifier
    /// A back-quoted identifier such as `` `class` ``: never a keyword.
    case escapedIdentifier
    case number
    case stringLiteral
    /// `//` comment that is not a doc comment.
    case lineComment
    /// `///` comment.
    case docLineComment
    case blockComment
    /// `@name`; its argument list, if any, follows as ordinary tokens.
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`; the token covers the directive and its condition.
    case conditionalDirective
    /// `#selector`, `#available` and the like.
    case poundKeyword
    case punctuation
    case `operator`
}

/// One token as a byte range of the file, so that no text is copied while scanning.
public struct Token: Sendable {
    // The offsets first and the one-byte fields together: 24 bytes a token instead of 32 (a large
    // file has a hundred thousand of them).
    public let start: Int
    public let end: Int
    public let kind: TokenKind
    /// True when only white space (or comments) stands between the previous line break and this token.
    public let startsLine: Bool

    public init(kind: TokenKind, start: Int, end: Int, startsLine: Bool) {
        self.kind = kind
        self.start = start
        self.end = end
        self.startsLine = startsLine
    }
}
