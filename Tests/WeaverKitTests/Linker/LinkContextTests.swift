@testable import WeaverKit
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
        let context = LinkContext(files, options: LinkOptions(), remembersQualifications: true)
        for _ in 0..<2 {  // the second link reads every qualification from the memo
            let kept = Linker.link(files, context: context)
            XCTAssertEqual(kept.dependencies.map(\.dependency), fresh.dependencies.map(\.dependency))
            XCTAssertEqual(kept.dependencies.map(\.dependency.type.swiftSource), ["Catalog.Index", "Page<Catalog.Index>"])
            XCTAssertEqual(kept.diagnostics, fresh.diagnostics)
            XCTAssertEqual(kept.diagnostics.map(\.code), [.invalidType], "the generic parameter's problem is remembered too")
        }
    }
}
