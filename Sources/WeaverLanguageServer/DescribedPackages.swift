import WeaverKit
import WeaverCore

/// What SwiftPM says of a package and of the packages whose products its targets use
/// (docs/editors.md "The build's module graph"): the plugin imports an annotated target of another
/// package as it imports one of the package's own, so the editor and `weaver why` read those
/// packages too. Each is described in its own folder (`swift package describe` resolves nothing
/// and writes nothing there).
public struct DescribedPackages: Sendable, Equatable {
    /// One package as `swift package describe --type json` printed it.
    public struct Package: Sendable, Equatable {
        public let folder: String
        public let json: [UInt8]
        /// The folders of the packages it depends on, as SwiftPM resolved them, in its order.
        public let dependencies: [String]
        /// Checked out by SwiftPM (`.build/checkouts`): nobody edits it in this package, so its
        /// targets are summarized for their importers and their own diagnostics are not shown.
        public let isCheckout: Bool

        public init(folder: String, json: [UInt8], dependencies: [String] = [], isCheckout: Bool = false) {
            self.folder = folder
            self.json = json
            self.dependencies = dependencies
            self.isCheckout = isCheckout
        }
    }

    /// The package the editor opened (or `weaver why` runs in).
    public let root: String
    /// Every package described, by folder; the root's among them.
    public let packages: [String: Package]
    /// The packages that could not be described (by folder, or by identity when SwiftPM has not
    /// resolved one yet), each with why: their targets are not analysed, and the log says so.
    public let failures: [String: String]

    public init(root: String, packages: [Package], failures: [String: String] = [:]) {
        self.root = root
        self.packages = Dictionary(packages.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        self.failures = failures
    }

    /// The package at `root` alone.
    public init(root: String, json: [UInt8]) {
        self.init(root: root, packages: [Package(folder: root, json: json)])
    }

    /// Describes `root`, then each package it depends on whose products a target uses (the
    /// weaver plugin's own product aside), and theirs in turn, each once. `describe` runs SwiftPM
    /// in a folder; `contents` reads a file (the packages' manifests, SwiftPM's
    /// `.build/workspace-state.json`). A dependency SwiftPM has not resolved yet, or cannot
    /// describe, is a failure of that package only; a stop (`isStop`) ends it all.
    public static func gather(root: String, describe: (String) -> Result<[UInt8], PackageDescriptionFailure>,
                              contents: (String) -> [UInt8]?) -> Result<DescribedPackages, PackageDescriptionFailure> {
        let rootJSON: [UInt8]
        switch describe(root) {
        case let .success(json): rootJSON = json
        case let .failure(failure): return .failure(failure)
        }
        let resolved = ResolvedFolders(root: root, state: contents(PathResolver.join(root, ".build/workspace-state.json")))
        var packages: [Package] = []
        var failures: [String: String] = [:]
        var seen: Set<String> = [root]
        // Each package with the product names its targets use, found in its dependencies.
        var pending: [(folder: String, json: [UInt8], isCheckout: Bool)] = [(root, rootJSON, false)]
        while !pending.isEmpty {
            let (folder, json, isCheckout) = pending.removeFirst()
            guard let node = JSONNode.parseMessage(json) else {
                if folder == root { return .success(DescribedPackages(root: root, json: json)) }
                failures[folder] = "its description could not be read"
                continue
            }
            let wanted = Set((node["targets"]?.array ?? []).flatMap { ($0["product_dependencies"]?.array ?? []).compactMap(\.string) })
                .subtracting([SwiftPackageLayout.pluginName])
            var dependencies: [String] = []
            for dependency in node["dependencies"]?.array ?? [] {
                let place: ResolvedFolders.Place
                switch resolved.place(of: dependency) {
                case let .found(found): place = found
                case let .missing(reason):
                    if let identity = dependency["identity"]?.string, !wanted.isEmpty { failures[identity] = reason }
                    continue
                }
                dependencies.append(place.folder)
                // A package whose manifest names none of the products wanted cannot provide one:
                // not described (a package's list of dependencies is often long, and each
                // description costs SwiftPM a manifest run).
                guard !wanted.isEmpty, !seen.contains(place.folder),
                      let manifest = contents(PathResolver.join(place.folder, "Package.swift")),
                      wanted.contains(where: { Self.mentions(manifest, name: $0) }) else { continue }
                seen.insert(place.folder)
                switch describe(place.folder) {
                case let .success(described): pending.append((place.folder, described, isCheckout || place.isCheckout))
                case let .failure(failure):
                    if failure.isStop { return .failure(failure) }
                    failures[place.folder] = failure.message
                }
            }
            packages.append(Package(folder: folder, json: json, dependencies: dependencies, isCheckout: isCheckout))
        }
        return .success(DescribedPackages(root: root, packages: packages, failures: failures))
    }

    /// Whether `manifest` holds the string literal `"name"`: a product is named by one.
    static func mentions(_ manifest: [UInt8], name: String) -> Bool {
        let needle = Array(("\"" + name + "\"").utf8)
        guard manifest.count >= needle.count else { return false }
        for start in 0...(manifest.count - needle.count) where manifest[start] == needle[0] {
            if manifest[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}

/// Where SwiftPM put the packages a package depends on: a local one is at its path; a remote one
/// in the root's `.build/checkouts`, under the folder `.build/workspace-state.json` names (an
/// edited one at the path recorded there).
private struct ResolvedFolders {
    struct Place {
        let folder: String
        let isCheckout: Bool
    }

    enum Lookup {
        case found(Place)
        case missing(String)
    }

    private let root: String
    /// By package identity: the folder SwiftPM resolved it to.
    private var places: [String: Place] = [:]

    init(root: String, state: [UInt8]?) {
        self.root = root
        guard let state, let node = JSONNode.parseMessage(state) else { return }
        for dependency in node["object"]?["dependencies"]?.array ?? [] {
            guard let identity = dependency["packageRef"]?["identity"]?.string else { continue }
            if let path = dependency["state"]?["path"]?.string {
                places[identity] = Place(folder: PathResolver.normalize(path), isCheckout: false)
            } else if dependency["state"]?["name"]?.string == "sourceControlCheckout", let subpath = dependency["subpath"]?.string {
                places[identity] = Place(folder: PathResolver.join(root, ".build/checkouts/" + subpath), isCheckout: true)
            }
        }
    }

    func place(of dependency: JSONNode) -> Lookup {
        if dependency["type"]?.string == "fileSystem", let path = dependency["path"]?.string {
            return .found(Place(folder: PathResolver.normalize(PathResolver.join(root, path)), isCheckout: false))
        }
        let identity = dependency["identity"]?.string ?? "?"
        if let place = places[identity] { return .found(place) }
        return .missing("SwiftPM has not resolved '\(identity)' yet (run 'swift package resolve' or build once)")
    }
}
