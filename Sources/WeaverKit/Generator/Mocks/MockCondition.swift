/// The `#if` condition the mocks are compiled under (SPEC §8b, `mock_condition`): `DEBUG` unless
/// the configuration says otherwise, e.g. `DEBUG || PREVIEWS` or `MOCKS`.
public enum MockCondition {
    public static let `default` = "DEBUG"

    /// Why `condition` cannot follow `#if` on a line of its own, or nil. The compiler checks the
    /// rest: this only keeps the generated file's lines whole.
    static func problem(with condition: String) -> String? {
        let trimmed = condition.trimmedWhitespace
        if trimmed.isEmpty { return "the mock condition is empty; write a compilation condition such as DEBUG" }
        if trimmed.contains(where: { $0.isNewline }) { return "the mock condition must be one line" }
        if trimmed.contains("//") || trimmed.contains("/*") { return "the mock condition cannot hold a comment" }
        return nil
    }
}
