import WeaverKit
import WeaverCore
/// The modules a SwiftPM package's build runs weaver for (docs/editors.md "The build's module graph"),
/// read from `swift package describe --type json`: each target that uses the plugin, in the package
/// and in the packages whose products it uses, with the flags the plugin would give its run, so
/// the editor analyses each one as `swift build` does.
public struct SwiftPackageLayout: Sendable, Equatable {
    /// One target the plugin runs for.
    public struct Module: Sendable, Equatable {
        /// The target's name, as the build log and the messages say it.
        public let target: String
        /// Its module's name (`c99name`).
        public let moduleName: String
        /// Absolute: the target's folder, the run's project path.
        public let folder: String
        /// The folder of its package: the one opened, or a package whose products it uses.
        public let package: String
        /// The flags of the plugin's run, after `check` (the module keys, the inputs, the summaries).
        public let flags: [String]
        /// Where its summary is said to be: never written, read from memory by the modules importing it.
        public let summaryPath: String
        /// An annotated target without the plugin that a plugin target depends on: the plugin
        /// summarizes it for its importers and reports nothing of its own, so neither does the editor.
        public let summaryOnly: Bool

        /// An executable target: its run sees the whole app (`--module-kind executable`).
        public let isExecutable: Bool
    }

    /// Dependencies first: a module's summary is made before any module that reads it.
    public let modules: [Module]

    /// The name the plugin is used by (`.plugin(name: "WeaverPlugin", package: "weaver")`).
    static let pluginName = "WeaverPlugin"

    /// Reads the JSON `swift package describe --type json` printed for the package at `root`
    /// alone. Nil when the text is not such a description.
    public static func read(_ json: [UInt8], root: String, mentionsWeaver: (String) -> Bool) -> SwiftPackageLayout? {
        read(DescribedPackages(root: root, json: json), mentionsWeaver: mentionsWeaver)
    }

    /// Reads the descriptions of a package and of the packages it takes products from.
    /// `mentionsWeaver` tells whether a target's Swift file is annotated (the plugin imports a
    /// dependency only then). Nil when the root's text is not a description.
    public static func read(_ described: DescribedPackages, mentionsWeaver: (String) -> Bool) -> SwiftPackageLayout? {
        guard let rootPackage = described.packages[described.root], let rootNode = JSONNode.parseMessage(rootPackage.json),
              let rootItems = rootNode["targets"]?.array else { return nil }
        // Every package's targets, by package folder and name; each package's products.
        var targets: [TargetKey: Target] = [:]
        var products: [String: [String: [String]]] = [:]
        for package in described.packages.values {
            let node = package.folder == described.root ? rootNode : JSONNode.parseMessage(package.json)
            guard let node else { continue }
            for item in node["targets"]?.array ?? [] {
                guard let target = Target(item, package: package) else { continue }
                targets[target.key] = targets[target.key] ?? target
            }
            for product in node["products"]?.array ?? [] {
                guard let name = product["name"]?.string else { continue }
                products[package.folder, default: [:]][name] = (product["targets"]?.array ?? []).compactMap(\.string)
            }
        }
        // A target's dependencies: its package's targets it names, and the targets of the
        // products it uses, taken from the packages its package depends on (as SwiftPM does).
        func dependencies(of target: Target) -> [Target] {
            var found = target.targetDependencies.compactMap { targets[TargetKey(package: target.package, name: $0)] }
            let dependencyFolders = described.packages[target.package]?.dependencies ?? []
            for product in target.productDependencies {
                guard let provider = dependencyFolders.first(where: { products[$0]?[product] != nil }) else { continue }
                found += (products[provider]?[product] ?? []).compactMap { targets[TargetKey(package: provider, name: $0)] }
            }
            return found.filter { !$0.isPlugin }
        }
        var annotated: [TargetKey: Bool] = [:]
        func isAnnotated(_ target: Target) -> Bool {
            if let known = annotated[target.key] { return known }
            let found = target.sources.contains(where: mentionsWeaver)
            annotated[target.key] = found
            return found
        }
        // Each target after the targets it depends on, as the plugin orders `--import-module`:
        // the root's targets, and those of other packages they reach.
        var ordered: [Target] = []
        var placed = Set<TargetKey>()
        var visiting = Set<TargetKey>()
        func place(_ target: Target) {
            guard !placed.contains(target.key), visiting.insert(target.key).inserted else { return }
            dependencies(of: target).forEach(place)
            placed.insert(target.key)
            ordered.append(target)
        }
        rootItems.compactMap { Target($0, package: rootPackage) }.filter { !$0.isPlugin }.forEach(place)
        let summaryFolder = PathResolver.join(described.root, ".build/weaver-lsp")
        func summaryPath(_ target: Target) -> String { PathResolver.join(summaryFolder, target.moduleName + ".weaversummary") }
        // The annotated targets a target depends on, directly or not, dependencies first (the
        // plugin's `--import-module` order).
        func annotatedDependencies(of target: Target) -> [Target] {
            var found: [Target] = []
            var seen = Set<TargetKey>()
            func visit(_ dependency: Target) {
                guard seen.insert(dependency.key).inserted else { return }
                dependencies(of: dependency).forEach(visit)
                if !dependency.isTest, isAnnotated(dependency) { found.append(dependency) }
            }
            dependencies(of: target).forEach(visit)
            return found
        }
        // The targets the plugin runs for: the root's, and those of other packages that the
        // root's targets depend on (SwiftPM builds them too).
        let pluginTargets = ordered.filter { $0.usesPlugin && !$0.isTest }
        // The annotated dependencies without the plugin, which the plugin summarizes from their
        // folder for the targets depending on them: analysed for their summary only.
        let summarizedOnly = Set(pluginTargets.flatMap(annotatedDependencies).filter { !$0.usesPlugin }.map(\.key))
        var modules: [Module] = []
        // In `ordered`, dependencies first: a module's summary is made before its readers'.
        for target in ordered where (target.usesPlugin && !target.isTest) || summarizedOnly.contains(target.key) {
            // A checked-out package's diagnostics are not the team's to fix here.
            let summaryOnly = !target.usesPlugin || described.packages[target.package]?.isCheckout == true
            // `check` writes no summary: the project keeps its own in memory, at `summaryPath`.
            var flags = ["--build-target", target.name, "--module-name", target.moduleName,
                         "--module-kind", target.isExecutable ? "executable" : "library"]
            flags += target.usesPlugin ? target.sources.flatMap { ["--input-path", $0] } : ["--input-path", target.folder]
            // The plugin passes the package's shared rules (docs/rules.md) to every target's run.
            let rules = PathResolver.join(target.package, ProjectRulesFile.packageFileName)
            if target.usesPlugin, FileSystem.kind(of: rules) == .file { flags += ["--rules-path", rules] }
            for dependency in annotatedDependencies(of: target) { flags += ["--module-summary", summaryPath(dependency)] }
            modules.append(Module(target: target.name, moduleName: target.moduleName, folder: target.folder, package: target.package,
                                  flags: flags, summaryPath: summaryPath(target), summaryOnly: summaryOnly, isExecutable: target.isExecutable))
        }
        return SwiftPackageLayout(modules: modules)
    }

    /// A target named in its package.
    private struct TargetKey: Hashable {
        let package: String
        let name: String
    }

    /// A target as the description gives it.
    private struct Target {
        let name: String
        /// The folder of its package.
        let package: String
        let moduleName: String
        let folder: String
        /// Absolute.
        let sources: [String]
        /// Its package's targets it depends on.
        let targetDependencies: [String]
        /// The products it uses, the plugin's among them.
        let productDependencies: [String]
        let usesPlugin: Bool
        let isTest: Bool
        let isExecutable: Bool
        let isPlugin: Bool

        var key: TargetKey { TargetKey(package: package, name: name) }

        init?(_ node: JSONNode, package: DescribedPackages.Package) {
            guard let name = node["name"]?.string, let path = node["path"]?.string else { return nil }
            self.name = name
            self.package = package.folder
            moduleName = node["c99name"]?.string ?? name
            folder = PathResolver.normalize(PathResolver.join(package.folder, path))
            let folder = folder
            sources = (node["sources"]?.array ?? []).compactMap(\.string).filter { $0.hasSuffix(".swift") }
                .map { PathResolver.join(folder, $0) }
            targetDependencies = (node["target_dependencies"]?.array ?? []).compactMap(\.string)
            productDependencies = (node["product_dependencies"]?.array ?? []).compactMap(\.string)
            usesPlugin = productDependencies.contains(Self.plugin)
            isTest = node["type"]?.string == "test"
            isExecutable = node["type"]?.string == "executable"
            isPlugin = node["type"]?.string == "plugin"
        }

        private static let plugin = SwiftPackageLayout.pluginName
    }
}
