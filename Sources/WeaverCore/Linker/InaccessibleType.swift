/// `inaccessible-type` (docs/diagnostics.md): a private or fileprivate type the generated code must
/// build. The linker reports an element at its `contributes` line, `AccessCheck` a registered type.
enum InaccessibleType {
    /// The error, with the fix that makes the type internal (when the word is on its line).
    static func diagnostic(_ syntax: AnnotatedTypeSyntax, builtBy builder: String, at location: SourceLocation, notes: [DiagnosticNote]) -> Diagnostic {
        let level = syntax.accessLevel.rawValue
        let declaration = SourceLocation(file: syntax.location.file, line: syntax.location.line, column: 1)
        return .error(.inaccessibleType, "'\(syntax.path)' is \(level), but \(builder) builds it in the generated code, in another file, which cannot see it",
                      at: location, notes: notes + [DiagnosticNote("make it internal (or public): remove '\(level)' from the type, or from the type enclosing it")],
                      fixes: [DiagnosticFix("Make '\(syntax.path)' internal", [.replaceWord(at: declaration, old: level, new: "internal")])])
    }
}
