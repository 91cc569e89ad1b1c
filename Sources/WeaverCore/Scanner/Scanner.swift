/// The scanner stage: file bytes → outline. Never throws; problems become `LexicalProblem`s.
public enum Scanner {
    public static func scan(_ bytes: [UInt8]) -> FileOutline {
        scanWithTokens(bytes).outline
    }

    /// The outline together with the tokens it was built from.
    public static func scanWithTokens(_ bytes: [UInt8]) -> (outline: FileOutline, tokens: [Token]) {
        let (tokens, lexicalProblems) = Lexer.tokenize(bytes)
        var outline = OutlineBuilder.build(bytes: bytes, tokens: tokens)
        outline.problems = lexicalProblems + outline.problems
        return (outline, tokens)
    }

    /// Tokens only, for the lexer tests and the fuzzer.
    public static func tokens(_ bytes: [UInt8]) -> [Token] {
        Lexer.tokenize(bytes).tokens
    }
}
