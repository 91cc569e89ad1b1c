import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The explorer page's data and what it computes for a root (docs/explore.md); the page itself is
/// checked in Chromium by `Scripts/explore-check.py`.
final class ExplorerPageTests: XCTestCase {
    /// App builds Session and Feed; both build Store, which builds Cache (which builds Index) and
    /// Disk: Store dominates four types though two types build it; the longest chain goes through
    /// the first of two equally long ways.
    private let diamond = Analysis(["App.swift": """
    final class App {
        // weaver: session = Session
        // weaver: feed = Feed
        // weaver: feed.scope = .lazy
    }
    final class Session {
        // weaver: store = Store
    }
    final class Feed {
        // weaver: store = Store
        // weaver: other = Other
    }
    final class Store {
        // weaver: cache = Cache
        // weaver: disk = Disk
    }
    final class Cache {
        // weaver: index = Index
    }
    final class Index {}
    final class Disk {}
    final class Other {}
    """])

    func testARootsDominatorsAndLongestChain() throws {
        let graph = diamond.graph
        let app = try XCTUnwrap(graph.typeIDByPath["App"])
        let analysis = ConstructionAnalysis(graph, root: app)
        XCTAssertEqual(analysis.reachable, 8)
        XCTAssertEqual(analysis.longestChain.map { graph.types[graph.dependencies[$0].owner].path + "." + graph.dependencies[$0].dependency.name },
                       ["App.session", "Session.store", "Store.cache", "Cache.index"])
        XCTAssertEqual(analysis.dominators.map { "\(graph.types[$0.type].path) \($0.dominated)" }, ["Store 4", "Cache 2", "Feed 2"],
                       "Session dominates only itself: Store is also built through Feed")
        // The launch cost counts only what is eager: Feed is lazy.
        let cost = LaunchCosts(graph).costs[app]
        XCTAssertEqual(cost.instances, 5, "session, its store, the store's cache, the cache's index, the store's disk")
        XCTAssertEqual(cost.depth, 4)
    }

    func testThePageIsSelfContainedAndItsDataCannotEndItsScript() throws {
        let hostile = Analysis(["App.swift": """
        final class App {
            // weaver: logger = Logger
        }
        """])
        let diagnostic = Diagnostic(.error, .unresolvable, "</script><script>alert(1)</script>", at: SourceLocation(file: "App.swift", line: 2, column: 5))
        let page = ExplorerPage.html(hostile.graph, diagnostics: [diagnostic], title: "<b>App</b>")
        XCTAssertFalse(page.contains("</script><script>alert(1)"), "a message cannot close the data's script element")
        XCTAssertTrue(page.contains("&lt;b&gt;App&lt;/b&gt;"))
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, "the data and the script, nothing else")
        XCTAssertNil(page.range(of: #"(src|href)\s*=\s*["']?(https?:)?//"#, options: .regularExpression), "nothing is loaded from elsewhere")
        XCTAssertTrue(page.contains(ExplorerPage.marker))
        // The data parses, and the diagnostic is on the type that holds its line.
        let data = try XCTUnwrap(page.components(separatedBy: #"<script id="weaver-data" type="application/json">"#).last?
            .components(separatedBy: "</script>").first).replacingOccurrences(of: "<\\/", with: "</")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[Any]])
        let types = try XCTUnwrap(json["types"] as? [[Any]])
        XCTAssertEqual(types[try XCTUnwrap(diagnostics.first?[5] as? Int)][0] as? String, "App")
    }
}
