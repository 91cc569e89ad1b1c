import Dispatch
import WeaverKit
import WeaverCore

/// Why `swift package describe` gave no description (SwiftPM missing, a broken manifest, its time
/// limit), or that it was stopped (`isStop`: a newer description follows, or the server exits).
public struct PackageDescriptionFailure: Error, Sendable {
    public let message: String
    public let isStop: Bool
    public init(_ message: String, isStop: Bool = false) {
        self.message = message
        self.isStop = isStop
    }
}

/// Runs `swift package describe --type json` for a package and the packages whose products it
/// uses (docs/editors.md "The build's module graph").
public protocol PackageDescribing: Sendable {
    /// The descriptions of the package at `root` and of those packages; called off the serving thread.
    func describe(_ root: String) -> Result<DescribedPackages, PackageDescriptionFailure>
    /// Stops the description of `root` that runs now (nil: every one): it fails with `isStop`.
    func stop(_ root: String?)
}

/// The descriptions asked of SwiftPM and not yet taken by the serving thread. SwiftPM takes a
/// second or more (it may build the manifest), so it runs on another thread and the editor is
/// served meanwhile; a package asked for again while one runs is described once more after it.
final class PackageDescriptions: @unchecked Sendable {
    // Every field is read and written on `queue` only.
    private let queue = DispatchQueue(label: "weaver.lsp.packages")
    private var running = Set<String>()
    private var askedAgain = Set<String>()
    private var arrived: [(root: String, result: Result<DescribedPackages, PackageDescriptionFailure>)] = []

    /// Whether `root` should be described now (false: one runs, and another follows it).
    func start(_ root: String) -> Bool {
        queue.sync {
            guard running.insert(root).inserted else {
                askedAgain.insert(root)
                return false
            }
            return true
        }
    }

    /// Stores a finished description; true when the package must be described again.
    func finish(_ root: String, _ result: Result<DescribedPackages, PackageDescriptionFailure>) -> Bool {
        queue.sync {
            arrived.append((root, result))
            if askedAgain.remove(root) != nil { return true }
            running.remove(root)
            return false
        }
    }

    var hasArrivals: Bool { queue.sync { !arrived.isEmpty } }

    /// The descriptions arrived, the latest per package.
    func take() -> [(root: String, result: Result<DescribedPackages, PackageDescriptionFailure>)] {
        queue.sync {
            defer { arrived = [] }
            var latest: [String: Int] = [:]
            for (index, item) in arrived.enumerated() { latest[item.root] = index }
            return arrived.enumerated().filter { latest[$0.element.root] == $0.offset }.map(\.element)
        }
    }
}

/// Workspace folders that are SwiftPM packages (docs/editors.md "The build's module graph"): their
/// projects are the targets that use the plugin, each configured as the plugin configures its run
/// and importing the summaries of the targets it depends on, made in memory.
extension LanguageServer {
    /// Asks SwiftPM for the package's targets, off this thread. One that runs already is stopped,
    /// and the package described again: what it would say is out of date.
    func describe(_ root: String) {
        guard let describePackage else { return }
        guard descriptions.start(root) else {
            describePackage.stop(root)
            return
        }
        beginProgress(for: root)
        let descriptions = descriptions
        let wake = wake
        @Sendable func run() {
            let result = describePackage.describe(root)
            if descriptions.finish(root, result) {
                DispatchQueue.global().async(execute: run)
            }
            wake()
        }
        DispatchQueue.global().async(execute: run)
    }

    /// Replaces each described package's projects by its targets' (a package whose targets do
    /// not use the plugin, or SwiftPM could not describe, is one folder configured by itself).
    func installDescribedPackages() {
        for (root, result) in descriptions.take() {
            // A stopped description's package is described again, or the server is going.
            if case let .failure(failure) = result, failure.isStop { continue }
            endProgress(for: root)
            guard packageRoots.contains(root) else { continue }
            var layout: SwiftPackageLayout?
            switch result {
            case let .success(described):
                layout = SwiftPackageLayout.read(described) { path in
                    (documents[path]?.bytes ?? FileSystem.contents(of: path)?.bytes).map(Prefilter.mentionsWeaver) ?? false
                }
                if layout == nil { log("weaver: '\(root)': SwiftPM's description of the package could not be read; the folder is analysed as one project", type: 2) }
                for (package, reason) in described.failures.sorted(by: { $0.key < $1.key }) {
                    log("weaver: '\(root)': the package '\(package)' it depends on is not analysed: \(reason)", type: 2)
                }
                // An edit in a local package it uses may change its targets too.
                dependencyPackages[root] = described.packages.values.filter { $0.folder != root && !$0.isCheckout }.map(\.folder)
            case let .failure(failure):
                log("weaver: '\(root)': 'swift package describe' failed (\(failure.message)); the folder is analysed as one project", type: 2)
            }
            let old = projects.filter { $0.workspaceFolder == root }
            for project in old { projectsToReload.remove(ObjectIdentifier(project)) }
            projects.removeAll { $0.workspaceFolder == root }
            publicationOwed = true
            guard let layout, !layout.modules.isEmpty else {
                // The folder the editor opened, configured by itself.
                addFolderProject(root)
                continue
            }
            for module in layout.modules {
                let project = WarmProject(module: module, package: root)
                projects.append(project)
                projectsToReload.insert(ObjectIdentifier(project))
            }
            log("weaver: '\(root)': the targets that use the plugin: \(layout.modules.map(\.target).joined(separator: ", "))")
        }
    }

    /// `window/workDoneProgress` (docs/editors.md): a progress the editor shows while SwiftPM
    /// describes the package, so that a moment without diagnostics or answers has a reason.
    private func beginProgress(for root: String) {
        // Known whether or not the editor shows progress: a hover says it meanwhile.
        guard describing.insert(root).inserted, showsProgress else { return }
        let token = JSONValue.string("weaver-package:" + root)
        request("window/workDoneProgress/create", params: .object([("token", token)]))
        notify("$/progress", params: .object([("token", token), ("value", .object([
            ("kind", .string("begin")), ("title", .string("weaver")),
            ("message", .string("reading the package's targets (swift package describe)")), ("cancellable", .bool(false)),
        ]))]))
    }

    private func endProgress(for root: String) {
        guard describing.remove(root) != nil, showsProgress else { return }
        notify("$/progress", params: .object([("token", .string("weaver-package:" + root)),
                                              ("value", .object([("kind", .string("end")), ("message", .string("targets read"))]))]))
    }

    /// The package holding `path` is described again: its manifest changed, or a Swift file was
    /// created or deleted in it (a target's inputs are the files SwiftPM lists).
    func packageChanged(at path: String) {
        for root in packageRoots where PathResolver.isInside(path, folder: root)
            || (dependencyPackages[root] ?? []).contains(where: { PathResolver.isInside(path, folder: $0) }) { describe(root) }
    }
}
