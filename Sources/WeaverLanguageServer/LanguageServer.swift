import WeaverKit
import WeaverCore
/// `weaver lsp` (docs/editors.md): a Language Server Protocol 3.17 server over JSON-RPC, run by editors
/// next to sourcekit-lsp. This type holds the session and answers one message at a time; the
/// executable reads standard input on another thread (`LSPInbox`) and calls `refresh` when no
/// message is waiting, so a long analysis never holds a request back for long and a change
/// arriving during one makes it start again.
///
/// Each workspace folder is a project (`WarmProject`): a module, configured from its own folder as
/// `weaver swift` would be, importing the others through summaries as docs/modules.md says. Nothing a
/// message holds can stop the server: a malformed message is answered with a JSON-RPC error, an
/// unknown method with `MethodNotFound`, a file that is not Swift is held but not analyzed.
public final class LanguageServer {
    /// Writes one message body (the caller frames it).
    public typealias Send = (String) -> Void

    /// The options of a project folder given the build's flags (`WarmProject.buildFlags`).
    let configure: (String, [String]) -> ProjectConfiguration
    /// Runs `swift package describe --type json` in a package's folder (docs/editors.md); off the
    /// serving thread. Nil, or `describePackages: false` in the initialization options: workspace
    /// folders are never read as packages, and no manifest is run.
    private(set) var describePackage: (any PackageDescribing)?
    /// The client shows `window/workDoneProgress`.
    var showsProgress = false
    /// Client settings (`initializationOptions`, or `weaver` in `workspace/didChangeConfiguration`):
    /// the inlay hints after references and the launch-cost lens on roots (docs/editors.md).
    var showsInlayHints = true
    var showsCodeLens = true
    /// The packages being described (each with a progress, when the editor shows them).
    var describing = Set<String>()
    /// Called on another thread when a description arrives, so a server waiting for messages
    /// refreshes (the executable pushes an empty item into its inbox).
    public var wake: @Sendable () -> Void = {}
    /// Workspace folders holding a `Package.swift`, whose projects are its targets.
    var packageRoots = Set<String>()
    /// The local packages each package root takes products from: a change in one describes the
    /// root again (its manifest, a Swift file created or deleted there).
    var dependencyPackages: [String: [String]] = [:]
    /// How many times each package folder is open as a workspace folder.
    var packageUsers: [String: Int] = [:]
    let descriptions = PackageDescriptions()
    let send: Send
    /// Where each diagnostic code is explained (`docs/diagnostics.md`), for `codeDescription`.
    let documentation: String?
    var encoding = PositionEncoding.utf16
    var projects: [WarmProject] = []
    /// Projects whose configuration is read again at the next refresh.
    var projectsToReload = Set<ObjectIdentifier>()
    /// Open documents, by absolute path.
    var documents: [String: EditorDocument] = [:]
    /// The diagnostics last published, rendered, by URI.
    var published: [String: String] = [:]
    /// Paths whose diagnostics are published at the next refresh even when unchanged: the editor
    /// just opened, edited or saved them.
    var touched = Set<String>()
    /// A publication is owed though nothing changed in a project (a folder was removed).
    var publicationOwed = false
    var initialized = false
    var shutDown = false
    var watchesFilesDynamically = false
    var nextOutgoingID = 1
    /// Line tables of the files one message's answer reads, made once per file.
    var positionsCache: [String: TextPositions] = [:]
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?

    public init(configure: @escaping (String, [String]) -> ProjectConfiguration,
                describePackage: (any PackageDescribing)? = nil,
                documentation: String? = nil, send: @escaping Send) {
        self.configure = configure
        self.describePackage = describePackage
        self.documentation = documentation
        self.send = send
    }

    /// A server whose folders configure themselves (no build flags, no packages).
    public convenience init(configure: @escaping (String) -> ProjectConfiguration, documentation: String? = nil, send: @escaping Send) {
        self.init(configure: { folder, _ in configure(folder) }, documentation: documentation, send: send)
    }

    /// Whether an analysis is owed (a project changed or waits to be loaded), or a publication
    /// (the editor opened or saved a file, which shows its diagnostics again).
    public var needsRefresh: Bool {
        !projectsToReload.isEmpty || !touched.isEmpty || publicationOwed || projects.contains(where: \.isStale) || descriptions.hasArrivals
    }

    /// Handles one message; `inbox` tells whether the editor cancelled a request before it was reached.
    public func handle(_ item: LSPInbox.Item, inbox: LSPInbox? = nil) {
        guard case let .message(box) = item else {
            if case let .malformed(reason) = item {
                respond(to: nil, error: (-32700, "weaver: \(reason)"))
            }
            return
        }
        let message = box.node
        guard let method = message["method"]?.string else {
            // A response to a request of ours (client/registerCapability): nothing waits for it.
            if message["id"] != nil, message["result"] != nil || message["error"] != nil { return }
            respond(to: message["id"], error: (-32600, "a message without a method"))
            return
        }
        let id = message["id"]
        let params = message["params"]
        if let id, inbox?.takeCancellation(of: id) == true {
            respond(to: id, error: (-32800, "cancelled by the editor"))
            return
        }
        if !initialized, method != "initialize", method != "exit" {
            if id != nil { respond(to: id, error: (-32002, "the server is not initialized")) }
            return
        }
        if shutDown, method != "exit" {
            if id != nil { respond(to: id, error: (-32600, "the server is shut down")) }
            return
        }
        positionsCache = [:]
        if id != nil, Self.notifications.contains(method) {
            // A notification sent as a request is still answered: the client waits for it.
            respond(to: id, error: (-32600, "'\(method)' is a notification: it takes no id"))
            return
        }
        switch method {
        case "initialize": initialize(id, params)
        case "initialized": registerFileWatching()
        case "shutdown":
            shutDown = true
            // What it started must not outlive the server (a manifest that never ends).
            describePackage?.stop(nil)
            if id != nil { respond(to: id, result: .null) }
        case "exit":
            describePackage?.stop(nil)
            exitStatus = shutDown ? 0 : 1
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        case "textDocument/definition": respond(to: id, result: definition(params))
        case "textDocument/references": respond(to: id, result: references(params))
        case "textDocument/hover": respond(to: id, result: hover(params))
        case "textDocument/codeAction": respond(to: id, result: codeActions(params))
        case "textDocument/inlayHint": respond(to: id, result: inlayHints(params))
        case "textDocument/codeLens": respond(to: id, result: codeLenses(params))
        case "workspace/didChangeConfiguration": applySettings(params?["settings"]?["weaver"])
        default:
            // Notifications the server does not use ($/setTrace, $/cancelRequest of an answered
            // request, workspace/didChangeConfiguration) are ignored, as the protocol asks.
            if id != nil { respond(to: id, error: (-32601, "weaver does not handle '\(method)'")) }
        }
    }

    static let notifications: Set<String> = [
        "initialized", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave",
        "textDocument/didClose", "workspace/didChangeWatchedFiles", "workspace/didChangeWorkspaceFolders", "$/cancelRequest",
        "workspace/didChangeConfiguration",
    ]

    /// `{"inlayHints": false, "codeLens": false}`: a key left out keeps its value.
    private func applySettings(_ settings: JSONNode?) {
        if let hints = settings?["inlayHints"]?.boolean { showsInlayHints = hints }
        if let lens = settings?["codeLens"]?.boolean { showsCodeLens = lens }
    }

    private func initialize(_ id: JSONNode?, _ params: JSONNode?) {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        watchesFilesDynamically = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolean == true
        showsProgress = params?["capabilities"]?["window"]?["workDoneProgress"]?.boolean == true
        let describesPackages = params?["initializationOptions"]?["describePackages"]?.boolean != false
        applySettings(params?["initializationOptions"])
        if !describesPackages { describePackage = nil }
        var folders = params?["workspaceFolders"]?.array?.compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) } ?? []
        if folders.isEmpty, let root = params?["rootUri"]?.string.flatMap(FileURI.path(of:)) ?? params?["rootPath"]?.string {
            folders = [PathResolver.normalize(root)]
        }
        initialized = true
        // The folders after the answer: adding one may log or show a progress, which the protocol
        // allows only once the client has the answer.
        defer {
            if !describesPackages { log("weaver: describePackages is off: no package manifest is run, and each workspace folder is analysed as configured") }
            for folder in folders { addProject(folder) }
        }
        respond(to: id, result: .object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .integer(2)),
                                              ("save", .object([("includeText", .bool(false))]))])),
                ("definitionProvider", .bool(true)),
                ("referencesProvider", .bool(true)),
                ("hoverProvider", .bool(true)),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ("inlayHintProvider", .bool(true)),
                ("codeLensProvider", .object([("resolveProvider", .bool(false))])),
                ("workspace", .object([("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))]))])),
            ])),
            ("serverInfo", .object([("name", .string("weaver")), ("version", .string(WeaverVersion.current))])),
        ]))
    }

    /// Asks the editor to report changes to Swift files and configuration files made outside it
    /// (a `git checkout`, a generator), when it can register for them.
    private func registerFileWatching() {
        guard watchesFilesDynamically else { return }
        let watchers: [JSONValue] = (["*.swift", "Package.swift"] + ConfigurationFile.searchedNames).map { .object([("globPattern", .string("**/" + $0))]) }
        request("client/registerCapability", params: .object([("registrations", .array([.object([
            ("id", .string("weaver-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array(watchers))])),
        ])]))]))
    }

    func addProject(_ folder: String) {
        guard !projects.contains(where: { $0.workspaceFolder == folder }), !packageRoots.contains(folder) else { return }
        // Every Swift file of the machine is no project: the walk would hold the server for
        // minutes. A link to the root is the root.
        guard folder != "/", FileSystem.canonicalPath(folder) != "/" else {
            log("weaver: the workspace folder '\(folder)' is the file system's root, not a project; open the project's folder", type: 1)
            return
        }
        if describePackage != nil, let root = packageRoot(of: folder) {
            packageUsers[root, default: 0] += 1
            guard packageRoots.insert(root).inserted else { return }
            describe(root)
            return
        }
        addFolderProject(folder)
    }

    /// The package a workspace folder is: its own `Package.swift`, never one above it. Describing
    /// a package runs its manifest (docs/editors.md), which only opening the package's own folder
    /// asks for; a folder inside a package without a configuration of its own is told so.
    private func packageRoot(of folder: String) -> String? {
        if FileSystem.kind(of: PathResolver.join(folder, "Package.swift")) == .file { return folder }
        guard !ConfigurationFile.searchedNames.contains(where: { FileSystem.kind(of: PathResolver.join(folder, $0)) == .file }) else { return nil }
        var candidate = PathResolver.directory(of: folder)
        while !candidate.isEmpty, candidate != "/" {
            if FileSystem.kind(of: PathResolver.join(candidate, "Package.swift")) == .file {
                log("weaver: '\(folder)' is inside the SwiftPM package '\(candidate)', whose manifest is run only when its folder is opened: "
                    + "open '\(candidate)' to see what the build sees; '\(folder)' is analysed as configured", type: 2)
                return nil
            }
            candidate = PathResolver.directory(of: candidate)
        }
        return nil
    }

    func addFolderProject(_ folder: String) {
        let project = WarmProject(folder: folder)
        projects.append(project)
        projectsToReload.insert(ObjectIdentifier(project))
    }

    // MARK: JSON-RPC

    func respond(to id: JSONNode?, result: JSONValue) {
        send(JSONValue.object([("jsonrpc", .string("2.0")), ("id", id?.value ?? .null), ("result", result)]).rendered(pretty: false))
    }

    func respond(to id: JSONNode?, error: (code: Int, message: String)) {
        send(JSONValue.object([("jsonrpc", .string("2.0")), ("id", id?.value ?? .null),
                               ("error", .object([("code", .integer(error.code)), ("message", .string(error.message))]))]).rendered(pretty: false))
    }

    func notify(_ method: String, params: JSONValue) {
        send(JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).rendered(pretty: false))
    }

    func request(_ method: String, params: JSONValue) {
        send(JSONValue.object([("jsonrpc", .string("2.0")), ("id", .integer(nextOutgoingID)), ("method", .string(method)),
                               ("params", params)]).rendered(pretty: false))
        nextOutgoingID += 1
    }

    /// `window/logMessage`: what has no place in a file (a diagnostic without a location).
    func log(_ message: String, type: Int = 3) {
        notify("window/logMessage", params: .object([("type", .integer(type)), ("message", .string(message))]))
    }
}
