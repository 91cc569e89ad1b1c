import Dispatch
import WeaverKit

/// Why `swift package describe` gave no description (SwiftPM missing, a broken manifest).
public struct PackageDescriptionFailure: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// The descriptions asked of SwiftPM and not yet taken by the serving thread. SwiftPM takes a
/// second or more (it may build the manifest), so it runs on another thread and the editor is
/// served meanwhile; a package asked for again while one runs is described once more after it.
final class PackageDescriptions: @unchecked Sendable {
    // Every field is read and written on `queue` only.
    private let queue = DispatchQueue(label: "weaver.lsp.packages")
    private var running = Set<String>()
    private var askedAgain = Set<String>()
    private var arrived: [(root: String, result: Result<[UInt8], PackageDescriptionFailure>)] = []

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
    func finish(_ root: String, _ result: Result<[UInt8], PackageDescriptionFailure>) -> Bool {
        queue.sync {
            arrived.append((root, result))
            if askedAgain.remove(root) != nil { return true }
            running.remove(root)
            return false
        }
    }

    var hasArrivals: Bool { queue.sync { !arrived.isEmpty } }

    /// The descriptions arrived, the latest per package.
    func take() -> [(root: String, result: Result<[UInt8], PackageDescriptionFailure>)] {
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
    /// Asks SwiftPM for the package's targets, off this thread.
    func describe(_ root: String) {
        guard let describePackage, descriptions.start(root) else { return }
        let descriptions = descriptions
        let wake = wake
        @Sendable func run() {
            let result = describePackage(root)
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
        for (root, result) in descriptions.take() where packageRoots.contains(root) {
            var layout: SwiftPackageLayout?
            switch result {
            case let .success(json):
                layout = SwiftPackageLayout.read(json, root: root) { path in
                    (documents[path]?.bytes ?? FileSystem.contents(of: path)?.bytes).map(Prefilter.mentionsWeaver) ?? false
                }
                if layout == nil { log("weaver: '\(root)': SwiftPM's description of the package could not be read; the folder is analysed as one project", type: 2) }
            case let .failure(failure):
                log("weaver: '\(root)': 'swift package describe' failed (\(failure.message)); the folder is analysed as one project", type: 2)
            }
            let old = projects.filter { $0.workspaceFolder == root }
            for project in old { projectsToReload.remove(ObjectIdentifier(project)) }
            projects.removeAll { $0.workspaceFolder == root }
            publicationOwed = true
            guard let layout, !layout.modules.isEmpty else {
                // The folders the editor opened, each configured by itself: a folder inside a
                // package that does not use the plugin is not the whole package.
                let inside = packageAliases.filter { $0.value == root }.map(\.key).sorted()
                let opened = (packageUsers[root] ?? 0) > inside.count ? [root] + inside : inside
                for folder in opened { addFolderProject(folder, standingFor: root) }
                if layout != nil, opened != [root] {
                    log("weaver: no target of '\(root)' uses the plugin: \(opened.map { "'\($0)'" }.joined(separator: ", ")) analysed as configured")
                }
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

    /// The package holding `path` is described again: its manifest changed, or a Swift file was
    /// created or deleted in it (a target's inputs are the files SwiftPM lists).
    func packageChanged(at path: String) {
        for root in packageRoots where path.hasPrefix(root.hasSuffix("/") ? root : root + "/") { describe(root) }
    }
}
