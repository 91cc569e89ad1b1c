@testable import WeaverKit
@testable import WeaverCore
@testable import WeaverLanguageServer
import WeaverTestSupport
import XCTest

/// The server in process, fed messages as an editor sends them, over a small project on disk.
final class LanguageServerTests: XCTestCase {
    private var folder: ConfigurationTestFolder!
    private var sent: [JSONNode] = []
    private var server: LanguageServer!

    private let app = """
    final class App {
        // weaver: logger = ConsoleLogger <- Logging
        // weaver: home = Home
    }
    """
    private let home = """
    final class Home {
        // weaver: logger <- Logging
        let dependencies: HomeDependencyResolver
        init(injecting dependencies: HomeDependencyResolver) { self.dependencies = dependencies }
    }
    """

    /// Two roots sharing a screen whose optional analytics only the main app provides.
    private let twoApps = """
    protocol Analytics: AnyObject {}
    final class LiveAnalytics: Analytics {}
    final class Screen {
        // weaver: analytics <- Analytics?
        // weaver: analytics.ifAvailable = true
        // weaver: logger <- Logging
    }
    final class MainApp {
        // weaver: analytics = LiveAnalytics <- Analytics
        // weaver: logger = ConsoleLogger <- Logging
        // weaver: screen = Screen
    }
    final class ShareExtension {
        // weaver: logger = ConsoleLogger <- Logging
        // weaver: screen = Screen
        // weaver: screen.scope = .lazy
    }

    """

    override func setUpWithError() throws {
        // Every analysis below is compared with a fresh one: a difference stops the run.
        setenv("WEAVER_VERIFY_INCREMENTAL", "1", 1)
        XCTAssertTrue(WarmProject.verifyingFromEnvironment())
        folder = try ConfigurationTestFolder()
        try folder.write("Sources/App.swift", app)
        try folder.write("Sources/Home.swift", home)
        try folder.write("Sources/Plain.swift", "protocol Logging {}\nfinal class ConsoleLogger: Logging {}\n")
        sent = []
        server = LanguageServer(configure: { folder in
            var options = WeaverOptions(projectPath: folder)
            options.inputPaths = [PathResolver.join(folder, "Sources")]
            return .options(options)
        }, send: { [unowned self] body in sent.append(JSONNode.parseMessage(Array(body.utf8))!) })
    }

    private func send(_ json: String) {
        server.handle(.message(JSONNodeBox(JSONNode.parseMessage(Array(json.utf8))!)))
        if server.needsRefresh { server.refresh() }
    }

    private func uri(_ name: String) -> String { FileURI.uri(of: PathResolver.join(folder.path, "Sources/\(name)")) }

    private func initialize() {
        send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(FileURI.uri(of: folder.path))","capabilities":{}}}"#)
        send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    private func open(_ name: String, _ text: String) {
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri(name))","languageId":"swift","version":1,"text":\#(JSONText.string(text))}}}"#)
    }

    /// Replaces from `start` to `end` on `line` (to `end` on `endLine` when given) with `text`.
    private func change(_ name: String, version: Int, line: Int, from start: Int, to end: Int, endLine: Int? = nil, _ text: String) {
        send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri(name))","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(endLine ?? line),"character":\#(end)}},"text":"\#(text)"}]}}"#)
    }

    private func lastDiagnostics(for name: String) -> [JSONNode]? {
        sent.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri(name) }?["params"]?["diagnostics"]?.array
    }

    private func response(_ id: Int) -> JSONNode? { sent.last { $0["id"]?.integer == id } }

    func testAnUnsavedEditIsDiagnosedAtItsLineAndFixedByTheQuickFix() throws {
        initialize()
        open("Home.swift", home)
        XCTAssertEqual(lastDiagnostics(for: "Home.swift")?.count, 0, "opening a correct file publishes an empty list")
        change("Home.swift", version: 2, line: 1, from: 25, to: 32, "Loging")
        let diagnostic = try XCTUnwrap(lastDiagnostics(for: "Home.swift")?.first)
        XCTAssertEqual(diagnostic["code"]?.string, "type-mismatch")
        XCTAssertEqual(diagnostic["range"]?["start"]?["line"]?.integer, 1)
        XCTAssertEqual(diagnostic["range"]?["start"]?["character"]?.integer, 4)
        let related = try XCTUnwrap(diagnostic["relatedInformation"]?.array?.first)
        XCTAssertEqual(related["location"]?["uri"]?.string, uri("App.swift"))
        XCTAssertEqual(related["location"]?["range"]?["start"]?["line"]?.integer, 1)

        send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri("Home.swift"))"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"context":{"diagnostics":[]}}}"#)
        let action = try XCTUnwrap(response(2)?["result"]?.array?.first)
        XCTAssertEqual(action["title"]?.string, "Change to 'logger <- Logging'")
        let edit = try XCTUnwrap(action["edit"]?["changes"]?[uri("Home.swift")]?.array?.first)
        XCTAssertEqual(edit["newText"]?.string, "Logging")
        XCTAssertEqual(edit["range"]?["start"]?["character"]?.integer, 25)
        XCTAssertEqual(edit["range"]?["end"]?["character"]?.integer, 31)

        change("Home.swift", version: 3, line: 1, from: 25, to: 31, "Logging")
        XCTAssertEqual(lastDiagnostics(for: "Home.swift")?.count, 0, "a fixed file's diagnostics are cleared")
    }

    func testDefinitionReferencesAndHoverFollowTheGraph() throws {
        initialize()
        open("Home.swift", home)
        send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/definition","params":{"textDocument":{"uri":"\#(uri("Home.swift"))"},"position":{"line":1,"character":17}}}"#)
        let definition = try XCTUnwrap(response(3)?["result"]?.array)
        XCTAssertEqual(definition.map { $0["uri"]?.string }, [uri("App.swift")])
        XCTAssertEqual(definition.first?["range"]?["start"]?["line"]?.integer, 1)
        XCTAssertEqual(definition.first?["range"]?["start"]?["character"]?.integer, 15, "the registration's name is selected")
        XCTAssertEqual(definition.first?["range"]?["end"]?["character"]?.integer, 21)

        send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/references","params":{"textDocument":{"uri":"\#(uri("App.swift"))"},"position":{"line":1,"character":16},"context":{"includeDeclaration":false}}}"#)
        XCTAssertEqual(response(4)?["result"]?.array?.map { $0["uri"]?.string }, [uri("Home.swift")])

        send(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri("Home.swift"))"},"position":{"line":1,"character":17}}}"#)
        let hover = try XCTUnwrap(response(5)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(hover.contains("Home.logger (reference)"), hover)
        XCTAssertTrue(hover.contains("Sources/App.swift:2  App registers 'logger = ConsoleLogger <- Logging'"), hover)

        // A type no annotation describes is found by reading the inputs.
        send(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/definition","params":{"textDocument":{"uri":"\#(uri("App.swift"))"},"position":{"line":1,"character":25}}}"#)
        XCTAssertEqual(response(6)?["result"]?.array?.first?["uri"]?.string, uri("Plain.swift"))
        XCTAssertEqual(response(6)?["result"]?.array?.first?["range"]?["start"]?["line"]?.integer, 1)
    }

    /// An optional reference's hover says where it is provided and from which roots it is nil.
    func testHoverOfAnOptionalReferenceSaysWhereItIsNil() throws {
        try folder.write("Sources/Apps.swift", twoApps)
        initialize()
        send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri("Apps.swift"))"},"position":{"line":3,"character":17}}}"#)
        let hover = try XCTUnwrap(response(7)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(hover.contains("resolved to `LiveAnalytics` (`.container`, registered by `MainApp`)"), hover)
        XCTAssertTrue(hover.contains("optional (`ifAvailable`), **nil** on the paths from `ShareExtension`"), hover)
        XCTAssertTrue(hover.contains("ShareExtension is a root, so it is nil on this path (ifAvailable)"), hover)
    }

    /// The graph inline (docs/editors.md): a hint after each reference naming what it resolves to,
    /// or the roots where it is nil; a lens on each root with its launch cost; both off by a setting.
    func testInlayHintsNameWhatAReferenceResolvesToAndALensGivesARootsLaunchCost() throws {
        try folder.write("Sources/Apps.swift", twoApps)
        initialize()
        send(#"{"jsonrpc":"2.0","id":8,"method":"textDocument/inlayHint","params":{"textDocument":{"uri":"\#(uri("Apps.swift"))"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}}}}"#)
        let hints = try XCTUnwrap(response(8)?["result"]?.array)
        XCTAssertEqual(hints.map { $0["position"]?["line"]?.integer }, [3, 5])
        XCTAssertEqual(hints.map { $0["label"]?.string }, ["→ LiveAnalytics from MainApp; nil on ShareExtension",
                                                          "→ ConsoleLogger from MainApp; ConsoleLogger from ShareExtension"])
        XCTAssertEqual(hints.first?["position"]?["character"]?.integer, 38, "at the end of the annotation's line")
        // Only the requested lines.
        send(#"{"jsonrpc":"2.0","id":9,"method":"textDocument/inlayHint","params":{"textDocument":{"uri":"\#(uri("Apps.swift"))"},"range":{"start":{"line":5,"character":0},"end":{"line":5,"character":10}}}}"#)
        XCTAssertEqual(response(9)?["result"]?.array?.count, 1)

        send(#"{"jsonrpc":"2.0","id":10,"method":"textDocument/codeLens","params":{"textDocument":{"uri":"\#(uri("Apps.swift"))"}}}"#)
        let lenses = try XCTUnwrap(response(10)?["result"]?.array)
        XCTAssertEqual(lenses.map { $0["range"]?["start"]?["line"]?.integer }, [7, 12])
        XCTAssertEqual(lenses.map { $0["command"]?["title"]?.string }, ["launch: 3 instances, depth 1", "launch: 1 instance, depth 1"])

        send(#"{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":{"settings":{"weaver":{"inlayHints":false,"codeLens":false}}}}"#)
        send(#"{"jsonrpc":"2.0","id":11,"method":"textDocument/inlayHint","params":{"textDocument":{"uri":"\#(uri("Apps.swift"))"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}}}}"#)
        XCTAssertEqual(response(11)?["result"]?.array?.count, 0)
        send(#"{"jsonrpc":"2.0","id":12,"method":"textDocument/codeLens","params":{"textDocument":{"uri":"\#(uri("Apps.swift"))"}}}"#)
        XCTAssertEqual(response(12)?["result"]?.array?.count, 0)
    }

    /// A name in `replaces:` goes to the replaced element's `contributes` line, and its references
    /// are the elements replacing it.
    func testAReplacedElementsNameNavigates() throws {
        try folder.write("Sources/Tasks.swift", """
        protocol LaunchTask {}
        final class AnalyticsTask: LaunchTask {
            // weaver: contributes launchTasks <- LaunchTask
        }
        final class DebugAnalyticsTask: LaunchTask {
            // weaver: contributes launchTasks <- LaunchTask, replaces: [AnalyticsTask]
        }
        final class Launcher {
            // weaver: launchTasks <- [LaunchTask]
        }

        """)
        initialize()
        // On 'AnalyticsTask' in `replaces: [AnalyticsTask]` (line 6, 0-based 5).
        let position = #""position":{"line":5,"character":70}"#
        send(#"{"jsonrpc":"2.0","id":8,"method":"textDocument/definition","params":{"textDocument":{"uri":"\#(uri("Tasks.swift"))"},\#(position)}}"#)
        let definition = try XCTUnwrap(response(8)?["result"]?.array)
        XCTAssertEqual(definition.first?["range"]?["start"]?["line"]?.integer, 2, "the replaced element's contributes line")
        send(#"{"jsonrpc":"2.0","id":9,"method":"textDocument/references","params":{"textDocument":{"uri":"\#(uri("Tasks.swift"))"},\#(position),"context":{"includeDeclaration":false}}}"#)
        XCTAssertEqual(response(9)?["result"]?.array?.map { $0["range"]?["start"]?["line"]?.integer }, [5], "the element replacing it")
        send(#"{"jsonrpc":"2.0","id":10,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri("Tasks.swift"))"},\#(position)}}"#)
        let hover = try XCTUnwrap(response(10)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(hover.contains("this element takes its place wherever both are in it"), hover)
    }

    func testUnknownMethodsEarlyRequestsAndBrokenMessagesAreAnsweredNotFatal() throws {
        send(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#)
        XCTAssertEqual(response(1)?["error"]?["code"]?.integer, -32002)
        initialize()
        send(#"{"jsonrpc":"2.0","id":2,"method":"weaver/unknown","params":{}}"#)
        XCTAssertEqual(response(2)?["error"]?["code"]?.integer, -32601)
        // Positions out of every range are clamped, not trusted to arithmetic.
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri("Home.swift"))","version":1,"text":"x"}}}"#)
        send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri("Home.swift"))"},"position":{"line":9223372036854775807,"character":-5}}}"#)
        XCTAssertNotNil(response(4)?["result"])
        send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri("Home.swift"))","version":2},"contentChanges":[{"range":{"start":{"line":-1,"character":9223372036854775807},"end":{"line":0,"character":0}},"text":"y"}]}}"#)
        send(#"{"jsonrpc":"2.0","id":1.5,"method":"initialized","params":{}}"#)
        XCTAssertEqual(sent.last?["error"]?["code"]?.integer, -32600, "a notification sent with an id is answered")
        XCTAssertEqual(sent.last?["id"]?.value.rendered(pretty: false), "1.5", "an id is echoed as written")
        server.handle(.malformed("a message that is not valid JSON"))
        XCTAssertEqual(sent.last?["error"]?["code"]?.integer, -32700)
        send(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#)
        open("README.md", "# weaver: not Swift")
        send(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        XCTAssertNotNil(response(3)?["result"])
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        XCTAssertEqual(server.exitStatus, 0)
    }

    func testAFileCreatedOnDiskIsAnalyzedWhenTheEditorReportsIt() throws {
        initialize()
        let path = try folder.write("Sources/Extra.swift", "final class Extra {\n    // weaver: missing <- Missing\n}\n")
        send(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(FileURI.uri(of: path))","type":1}]}}"#)
        let diagnostics = try XCTUnwrap(lastDiagnostics(for: "Extra.swift"))
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.string }, ["unresolvable"])
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"]?.integer, 1)
    }

    /// The server keeps what linking reads from declarations between refreshes: an edit to a
    /// declaration, not to an annotation, must still reach the next refresh.
    func testAnEditToADeclarationReachesTheDiagnostics() throws {
        let screen = """
        final class Screen {
            // weaver: session <= Session?
            // weaver: session.scope = .weak
            // weaver: self.isIsolated = true
        }
        final class Session {}
        """
        try folder.write("Sources/Screen.swift", screen)
        initialize()
        open("Screen.swift", screen)
        XCTAssertEqual(lastDiagnostics(for: "Screen.swift")?.count, 0)
        change("Screen.swift", version: 2, line: 5, from: 0, to: 11, "struct")
        let diagnostics = try XCTUnwrap(lastDiagnostics(for: "Screen.swift"))
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.string }, ["invalid-value"])
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"]?.integer, 2)
        change("Screen.swift", version: 3, line: 5, from: 0, to: 6, "final class")
        XCTAssertEqual(lastDiagnostics(for: "Screen.swift")?.count, 0)
        change("Screen.swift", version: 4, line: 1, from: 22, to: 22, " ")
        XCTAssertEqual(lastDiagnostics(for: "Screen.swift")?.count, 0, "an edit inside an annotation keeps the class a class")
    }

    /// Edits the server patches into its last link and resolution (a reference line added, a
    /// reference's type changed in another file, the line removed): each one's diagnostics are
    /// what a fresh analysis finds, at the lines the edits moved.
    func testPatchedEditsPublishWhatAFreshAnalysisFinds() throws {
        let shell = """
        final class Shell {
            // weaver: console = ConsoleLogger <- Logging
            // weaver: screen = Screen
        }
        """
        let screen = """
        final class Screen {
            // weaver: console <- Logging
            // weaver: detail = Detail
            init(injecting _: ScreenDependencyResolver) {}
        }
        final class Detail {
            // weaver: logger <- Logging
            init(injecting _: DetailDependencyResolver) {}
        }
        """
        try folder.write("Sources/Shell.swift", shell)
        try folder.write("Sources/Screen.swift", screen)
        initialize()
        open("Screen.swift", screen)
        open("Shell.swift", shell)
        XCTAssertEqual(lastDiagnostics(for: "Screen.swift")?.count, 0)
        // A reference line added to Screen: Detail's lines move down.
        change("Screen.swift", version: 2, line: 1, from: 33, to: 33, "\\n    // weaver: clock <- Clock")
        var diagnostics = try XCTUnwrap(lastDiagnostics(for: "Screen.swift"))
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.string }, ["unresolvable"])
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"]?.integer, 2)
        // Another file's registration exposed as something else: Screen's reference names it with
        // another type, and Detail's (by type) finds nothing.
        change("Shell.swift", version: 2, line: 1, from: 42, to: 49, "Loging")
        diagnostics = try XCTUnwrap(lastDiagnostics(for: "Screen.swift"))
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.string }.sorted(), ["type-mismatch", "unresolvable", "unresolvable"])
        XCTAssertEqual(diagnostics.compactMap { $0["range"]?["start"]?["line"]?.integer }.sorted(), [1, 2, 7])
        change("Shell.swift", version: 3, line: 1, from: 42, to: 48, "Logging")
        // The added line removed: nothing left.
        change("Screen.swift", version: 3, line: 1, from: 33, to: 29, endLine: 2, "")
        XCTAssertEqual(lastDiagnostics(for: "Screen.swift")?.count, 0)
        XCTAssertEqual(lastDiagnostics(for: "Shell.swift")?.count, 0)
    }

    func testAConfigurationThatCannotBeReadIsADiagnosticNotACrash() throws {
        let configuration = try folder.write(".weaver.yaml", "input_paths: [\n")
        server = LanguageServer(configure: { _ in
            .problems([.error(.configuration, "invalid YAML", at: SourceLocation(file: configuration, line: 1, column: 14))])
        }, send: { [unowned self] body in sent.append(JSONNode.parseMessage(Array(body.utf8))!) })
        initialize()
        let published = sent.last { $0["method"]?.string == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published?["params"]?["uri"]?.string, FileURI.uri(of: configuration))
        XCTAssertEqual(published?["params"]?["diagnostics"]?.array?.first?["code"]?.string, "configuration")
    }

    func testANewFileOpenedBeforeItIsWrittenIsAnalyzedOnceSaved() throws {
        initialize()
        let text = "final class Fresh {\n    // weaver: clock <- Clock\n}\n"
        open("Fresh.swift", text)
        XCTAssertEqual(lastDiagnostics(for: "Fresh.swift")?.count, 0, "not an input yet: nothing to say")
        try folder.write("Sources/Fresh.swift", text)
        send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(uri("Fresh.swift"))"},"text":\#(JSONText.string(text))}}"#)
        XCTAssertEqual(lastDiagnostics(for: "Fresh.swift")?.compactMap { $0["code"]?.string }, ["unresolvable"])
    }

    func testRemovingAWorkspaceFolderClearsItsDiagnostics() throws {
        try folder.write("Sources/Home.swift", home.replacingOccurrences(of: "<- Logging", with: "<- Loging"))
        initialize()
        XCTAssertEqual(lastDiagnostics(for: "Home.swift")?.count, 1)
        send(#"{"jsonrpc":"2.0","method":"workspace/didChangeWorkspaceFolders","params":{"event":{"added":[],"removed":[{"uri":"\#(FileURI.uri(of: folder.path))","name":"p"}]}}}"#)
        XCTAssertEqual(lastDiagnostics(for: "Home.swift")?.count, 0)
    }

    /// Two workspace folders, a module and the app that imports it through its summary: an unsaved
    /// edit in the module reaches the app's diagnostics with no build in between (docs/modules.md and docs/editors.md).
    func testAnEditInAModuleFolderReachesTheFolderThatImportsIt() throws {
        let core = """
        public final class Logger {
            public init() {}
        }

        public final class APIClient {
            // weaver: logger <- Logger
            public let dependencies: APIClientDependencyResolver
            public init(injecting dependencies: APIClientDependencyResolver) { self.dependencies = dependencies }
        }
        """
        let coreFile = try folder.write("Core/Sources/APIClient.swift", core)
        try folder.write("App/Sources/App.swift", "import Core\n\nfinal class App {\n    // weaver: logger = Logger\n    // weaver: api = APIClient\n}\n")
        let summary = PathResolver.join(folder.path, "Core/Core.weaversummary")
        server = LanguageServer(configure: { project in
            var options = WeaverOptions(projectPath: project)
            options.inputPaths = [PathResolver.join(project, "Sources")]
            if project.hasSuffix("/Core") {
                (options.moduleName, options.summaryOutputPath) = ("Core", summary)
            } else {
                options.moduleSummaries = [summary]
            }
            return .options(options)
        }, send: { [unowned self] body in sent.append(JSONNode.parseMessage(Array(body.utf8))!) })
        // The app's folder first: its summary comes from the module's analysis, not from a file.
        let folders = ["App", "Core"].map { #"{"uri":"\#(FileURI.uri(of: PathResolver.join(folder.path, $0)))","name":"\#($0)"}"# }
        send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"workspaceFolders":[\#(folders.joined(separator: ","))],"capabilities":{}}}"#)
        while server.needsRefresh { server.refresh() }
        let appURI = FileURI.uri(of: PathResolver.join(folder.path, "App/Sources/App.swift"))
        func appDiagnostics() -> [String]? {
            sent.last { $0["params"]?["uri"]?.string == appURI }?["params"]?["diagnostics"]?.array?.compactMap { $0["code"]?.string }
        }
        XCTAssertNil(appDiagnostics(), "the app links against the module's summary without a problem")
        XCTAssertFalse(sent.contains { $0["method"]?.string == "window/logMessage" && $0["params"]?["type"]?.integer == 1 },
                       "no summary is missing: the module's comes from its analysis")
        XCTAssertFalse(FileManager.default.fileExists(atPath: summary), "nothing is written")

        let edited = core.replacingOccurrences(of: "// weaver: logger <- Logger", with: "// weaver: logger <- Logger\n    // weaver: clock <- Clock")
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(FileURI.uri(of: coreFile))","version":1,"text":\#(JSONText.string(edited))}}}"#)
        while server.needsRefresh { server.refresh() }
        XCTAssertEqual(appDiagnostics(), ["unresolvable"], "the module's new need is the app's to provide")

        send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(FileURI.uri(of: coreFile))","version":2},"contentChanges":[{"text":\#(JSONText.string(core))}]}}"#)
        while server.needsRefresh { server.refresh() }
        XCTAssertEqual(appDiagnostics(), [])
    }

    /// A workspace folder that is the file system's root, or a link to it, is refused with a
    /// message: the server never walks the machine.
    func testAWorkspaceFolderThatResolvesToTheRootIsRefused() throws {
        let link = PathResolver.join(folder.path, "root-link")
        XCTAssertEqual(symlink("/", link), 0)
        for root in ["/", link] {
            sent = []
            server = LanguageServer(configure: { _ in XCTFail("the root was configured as a project"); return .problems([]) },
                                    send: { [unowned self] body in sent.append(JSONNode.parseMessage(Array(body.utf8))!) })
            send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(FileURI.uri(of: root))","capabilities":{}}}"#)
            XCTAssertTrue(server.projects.isEmpty, root)
            let logged = sent.compactMap { $0["method"]?.string == "window/logMessage" ? $0["params"]?["message"]?.string : nil }
            XCTAssertTrue(logged.contains { $0.contains("is the file system's root, not a project") }, "\(root): \(logged)")
            XCTAssertNotNil(response(1)?["result"], "initialize is still answered")
        }
    }
}
