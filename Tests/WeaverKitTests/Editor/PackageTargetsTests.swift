@testable import WeaverKit
@testable import WeaverCore
@testable import WeaverLanguageServer
import WeaverTestSupport
import XCTest

/// The editor answers as the app does (docs/editors.md, "Answers as the app sees it"), in process:
/// a package whose description (what `swift package describe` would print) has a feature library
/// and two apps that link it, each through the plugin. The library's diagnostics are those its
/// apps' runs report, once per place; hover, definition and fixes in the library use the apps'
/// graphs, naming the app where they differ.
final class PackageTargetsTests: XCTestCase {
    private var folder: ConfigurationTestFolder!
    private var sent: [JSONNode] = []
    private var server: LanguageServer!

    /// A description as SwiftPM gives it, for the folder's targets.
    private struct Describer: PackageDescribing {
        let json: [UInt8]
        func describe(_ root: String) -> Result<DescribedPackages, PackageDescriptionFailure> { .success(DescribedPackages(root: root, json: json)) }
        func stop(_ root: String?) {}
    }

    private static let description = """
    {"name": "Shop", "targets": [
      {"name": "Core", "c99name": "Core", "path": "Sources/Core", "type": "library", "sources": ["Core.swift"]},
      {"name": "Feed", "c99name": "Feed", "path": "Sources/Feed", "type": "library", "sources": ["Feed.swift"],
       "target_dependencies": ["Core"], "product_dependencies": ["WeaverPlugin"]},
      {"name": "MainApp", "c99name": "MainApp", "path": "Sources/MainApp", "type": "executable", "sources": ["main.swift"],
       "target_dependencies": ["Feed", "Core"], "product_dependencies": ["WeaverPlugin"]},
      {"name": "Lite", "c99name": "Lite", "path": "Sources/Lite", "type": "executable", "sources": ["main.swift"],
       "target_dependencies": ["Feed", "Core"], "product_dependencies": ["WeaverPlugin"]}
    ]}
    """

    private static let feed = """
    import Core

    public final class FeedTask: LaunchTask {
        // weaver: contributes lanchTasks <- LaunchTask
        public init() {}
    }

    final class FeedScreen {
        // weaver: analytics <- Analytics?
        // weaver: analytics.ifAvailable = true
        init(injecting dependencies: FeedScreenDependencyResolver) {}
    }

    public final class FeedFeature {
        // weaver: screen = FeedScreen
        init(injecting dependencies: FeedFeatureDependencyResolver) {}
    }

    """

    private static func app(_ name: String, analytics: Bool) -> String {
        """
        import Core
        import Feed

        final class LiveAnalytics: Analytics {}

        final class \(name) {
            \(analytics ? "// weaver: analytics = LiveAnalytics <- Analytics" : "")
            // weaver: feed = FeedFeature
            // weaver: launchTasks <- [LaunchTask]
            init(injecting dependencies: \(name)DependencyResolver) {}
        }

        """
    }

    override func setUpWithError() throws {
        setenv("WEAVER_VERIFY_INCREMENTAL", "1", 1)
        folder = try ConfigurationTestFolder()
        try folder.write("Package.swift", "// swift-tools-version:6.1\n")
        try folder.write("Sources/Core/Core.swift", "public protocol LaunchTask {}\npublic protocol Analytics: AnyObject {}\n")
        try folder.write("Sources/Feed/Feed.swift", Self.feed)
        try folder.write("Sources/MainApp/main.swift", Self.app("MainApp", analytics: true))
        try folder.write("Sources/Lite/main.swift", Self.app("Lite", analytics: false))
        sent = []
        server = LanguageServer(configure: Self.configure, describePackage: Describer(json: Array(Self.description.utf8)),
                                send: { [unowned self] body in sent.append(JSONNode.parseMessage(Array(body.utf8))!) })
    }

    /// The plugin's flags as `weaver check` reads them (the module keys, the inputs, the summaries).
    private static func configure(_ folder: String, _ flags: [String]) -> ProjectConfiguration {
        var options = WeaverOptions(projectPath: folder)
        options.inputPaths = []
        var index = 0
        while index + 1 < flags.count {
            let value = flags[index + 1]
            switch flags[index] {
            case "--build-target": options.buildTarget = value
            case "--module-name": options.moduleName = value
            case "--module-kind": options.moduleKind = ModuleKind(rawValue: value) ?? .library
            case "--input-path": options.inputPaths.append(value)
            case "--module-summary": options.moduleSummaries.append(value)
            default: break
            }
            index += 2
        }
        if options.inputPaths.isEmpty { options.inputPaths = [folder] }
        return .options(options)
    }

    private func send(_ json: String) {
        server.handle(.message(JSONNodeBox(JSONNode.parseMessage(Array(json.utf8))!)))
        while server.needsRefresh { server.refresh() }
    }

    private func uri(_ path: String) -> String { FileURI.uri(of: PathResolver.join(folder.path, path)) }

    private func initialize() {
        send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(FileURI.uri(of: folder.path))","capabilities":{}}}"#)
        send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        // The description comes from another thread.
        for _ in 0..<500 where !server.projects.contains(where: { $0.options?.buildTarget == "Lite" }) {
            usleep(10_000)
            if server.needsRefresh { server.refresh() }
        }
        while server.needsRefresh { server.refresh() }
    }

    private func lastDiagnostics(for path: String) -> [JSONNode]? {
        sent.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri(path) }?["params"]?["diagnostics"]?.array
    }

    private var nextID = 10

    private func request(_ method: String, _ path: String, line: Int, character: Int) -> JSONNode? {
        nextID += 1
        send(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri(path))"},"position":{"line":\#(line),"character":\#(character)},"context":{"includeDeclaration":false}}}"#)
        return sent.last { $0["id"]?.integer == nextID }?["result"]
    }

    func testALibrarysMistakeThatEachAppReportsIsPublishedOnce() throws {
        initialize()
        let feed = try XCTUnwrap(lastDiagnostics(for: "Sources/Feed/Feed.swift"))
        XCTAssertEqual(feed.map { $0["code"]?.string }, ["unused-contribution"], "\(feed)")
        XCTAssertEqual(feed.first?["range"]?["start"]?["line"]?.integer, 3)
        XCTAssertTrue(feed.first?["message"]?.string?.contains("did you mean 'launchTasks'?") == true)
        // Its fix, from the apps' runs, edits the library's file.
        nextID += 1
        send(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri("Sources/Feed/Feed.swift"))"},"range":{"start":{"line":3,"character":0},"end":{"line":3,"character":0}},"context":{"diagnostics":[]}}}"#)
        let actions = try XCTUnwrap(sent.last { $0["id"]?.integer == nextID }?["result"]?.array)
        XCTAssertEqual(Set(actions.compactMap { $0["title"]?.string }), ["Rename to 'launchTasks'"])
    }

    func testHoverInALibrarySaysWhatEachAppGives() throws {
        initialize()
        let hover = request("textDocument/hover", "Sources/Feed/Feed.swift", line: 8, character: 16)
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.contains("MainApp"), text)
        XCTAssertTrue(text.contains("Lite"), text)
        XCTAssertTrue(text.contains("**nil**"), text)
        XCTAssertFalse(text.contains("on the paths from `FeedFeature`"), "the library's own graph is not the app's:\n\(text)")
    }

    func testDefinitionOfAnotherTargetsTypeIsItsDeclaration() throws {
        initialize()
        // `feed = FeedFeature` in MainApp: the type is declared in Feed.
        let definition = request("textDocument/definition", "Sources/MainApp/main.swift", line: 7, character: 24)
        let target = try XCTUnwrap(definition?.array?.first)
        XCTAssertEqual(target["uri"]?.string, uri("Sources/Feed/Feed.swift"))
        XCTAssertEqual(target["range"]?["start"]?["line"]?.integer, 13)
    }
}
