import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Runs parse → link → validate over in-memory files, as the pipeline does.
struct Analysis {
    let syntaxes: [FileSyntax]
    let graph: DependencyGraph
    let diagnostics: [Diagnostic]

    /// Snippets here are about one rule each and leave out `init(injecting:)`: `missing-initializer`
    /// is reported only when `checkingInitializers` (its own tests and the fixtures cover it).
    init(_ files: [String: String], checkingInitializers: Bool = false) {
        syntaxes = files.keys.sorted().map { FileParser.parse(SourceFile(path: $0, text: files[$0]!)) }
        graph = Linker.link(syntaxes)
        let validated = Validator.validate(graph)
        // The language server validates while it resolves (the checks that read no resolution
        // beside it): every snippet checks that both ways find the same.
        let (_, validatedWhileResolving) = Validator.validate(resolving: Linker.linkUnresolved(syntaxes)) {
            Linker.resolve(&$0, options: LinkOptions())
        }
        XCTAssert(validatedWhileResolving == validated, "validating while resolving found "
                  + "\(validatedWhileResolving.map { DiagnosticFormatter.text($0) }), after it \(validated.map { DiagnosticFormatter.text($0) })")
        diagnostics = DiagnosticFormatter.sortedUnique(syntaxes.flatMap(\.diagnostics) + validated)
            .filter { checkingInitializers || $0.code != .missingInitializer }
    }

    init(_ text: String, checkingInitializers: Bool = false) { self.init(["Test.swift": text], checkingInitializers: checkingInitializers) }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// `Test.swift:3:5: error: … [code]` lines, notes included.
    var rendered: [String] { diagnostics.map { DiagnosticFormatter.text($0) } }

    func diagnostics(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }

    func type(_ path: String) -> GraphType? { graph.typeIDByPath[path].map { graph.types[$0] } }
}

extension Diagnostic {
    var position: String { location.map { "\($0.line):\($0.column)" } ?? "-" }
}
