@testable import WeaverKit
@testable import WeaverCore
import XCTest

/// A context kept across links (the language server's) gives the graph a fresh link gives.
final class LinkContextTests: XCTestCase {
    private let catalog = """
    final class Catalog {
        final class Index {}
        // weaver: index = Index
        // weaver: page <- Page<Index>
    }
    final class Shelf<Item> {
        // weaver: item <- Item
    }
    """

    func testAKeptContextQualifiesAsAFreshLinkDoes() {
        let files = [FileParser.parse(SourceFile(path: "Catalog.swift", text: catalog))]
        let fresh = Linker.link(files)
        let context = LinkContext(files, options: LinkOptions(), remembersWork: true)
        for _ in 0..<2 {  // the second link reads every qualification from the memo
            let kept = context.link(files, options: LinkOptions())
            XCTAssertEqual(kept.dependencies.map(\.dependency), fresh.dependencies.map(\.dependency))
            XCTAssertEqual(kept.dependencies.map(\.dependency.type.swiftSource), ["Catalog.Index", "Page<Catalog.Index>"])
            XCTAssertEqual(kept.diagnostics, fresh.diagnostics)
            XCTAssertEqual(kept.diagnostics.map(\.code), [.invalidType], "the generic parameter's problem is remembered too")
        }
    }

    /// An editor's sequence of edits, linked with one kept context (made again only when a
    /// declaration changes, as the server does) and afresh: the same graph and diagnostics.
    func testAKeptContextFollowsASequenceOfEditsAsFreshLinksDo() {
        var files = [
            "App.swift": """
            final class App {
                // weaver: logger = ConsoleLogger <- Logging
                // weaver: home = Home
                // weaver: detail = Detail
            }
            final class ConsoleLogger: Logging {}
            protocol Logging: AnyObject {}
            """,
            "Home.swift": """
            final class Home {
                // weaver: logger <- Logging
                // weaver: detail <- Detail
                // weaver: child = Child
            }
            """,
            "Child.swift": """
            final class Child {
                // weaver: logger <- Logging
            }
            final class Detail {
                // weaver: logger <- Logging
            }
            """,
        ]
        let edits: [(file: String, from: String, to: String)] = [
            ("Home.swift", "logger <- Logging", "logger <- Loging"),
            ("Home.swift", "logger <- Loging", "logger <- Logging"),
            ("Child.swift", "final class Child {", "final class Child {\n    // weaver: id <= Int"),
            ("Home.swift", "child = Child", "child = Child\n    // weaver: logger2 <- Logging"),
            ("App.swift", "// weaver: detail = Detail", "// weaver: detail = Detail\n    // weaver: logger2 = ConsoleLogger <- Logging"),
            ("App.swift", "logger2 = ConsoleLogger <- Logging", "logger2 = ConsoleLogger <- ConsoleLogger"),
            ("Child.swift", "    // weaver: id <= Int\n", ""),
            ("App.swift", "// weaver: home = Home", "// weaver: home = Home\n    // weaver: home.scope = .weak"),
            ("Child.swift", "final class Detail", "struct Detail"),
            ("Home.swift", "detail <- Detail", "detail <- Detail?"),
        ]
        func syntaxes() -> [FileSyntax] {
            files.keys.sorted().map { name in
                var syntax = parsed[name]!
                syntax.path = name
                return syntax
            }
        }
        var parsed = Dictionary(uniqueKeysWithValues: files.map { ($0.key, FileParser.parse(SourceFile(path: $0.key, text: $0.value))) })
        var context = LinkContext(syntaxes(), options: LinkOptions(), remembersWork: true)
        for (step, edit) in ([nil] + edits.map { Optional($0) }).enumerated() {
            if let edit {
                let old = parsed[edit.file]
                files[edit.file] = files[edit.file]!.replacingOccurrences(of: edit.from, with: edit.to)
                parsed[edit.file] = FileParser.parse(SourceFile(path: edit.file, text: files[edit.file]!))
                if !LinkContext.isUnchanged(by: old, becoming: parsed[edit.file]) {
                    context = LinkContext(syntaxes(), options: LinkOptions(), remembersWork: true)
                }
            }
            let fresh = Linker.link(syntaxes())
            // Twice: the second link reads every decider and qualification from the memos.
            for _ in 0..<2 {
                let kept = context.link(syntaxes(), options: LinkOptions())
                XCTAssertEqual(GraphDescription.lines(of: kept), GraphDescription.lines(of: fresh), "step \(step)")
                XCTAssertEqual(Validator.validate(kept), Validator.validate(fresh), "step \(step)")
            }
        }
    }
}
