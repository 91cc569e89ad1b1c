/// The scanner stage: file bytes → outline. Never throws; problems become `LexicalProblem`s.
public enum Scanner {
    public static func scan(_ bytes: [UInt8]) -> FileOutline {
        let (tokens, lexicalProblems) = Lexer.tokenize(bytes)
        var outline = OutlineBuilder.build(bytes: bytes, tokens: tokens)
        outline.problems = lexicalProblems + outline.problems
        return outline
    }

    /// Tokens only, for `--dump-tokens` and tests.
    public static func tokens(_ bytes: [UInt8]) -> [Token] {
        Lexer.tokenize(bytes).tokens
    }
}
