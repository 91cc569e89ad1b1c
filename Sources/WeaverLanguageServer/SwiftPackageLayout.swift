import WeaverKit
/// The modules a SwiftPM package's build runs weaver for (docs/editors.md "The build's module graph"),
/// read from `swift package describe --type json`: each target that uses the plugin, with the
/// flags the plugin would give its run, so the editor analyses each one as `swift build` does.
public struct SwiftPackageLayout: Sendable, Equatable {
    /// One target the plugin runs for.
    public struct Module: Sendable, Equatable {
        /// The target's name, as the build log and the messages say it.
        public let target: String
        /// Its module's name (`c99name`).
        public let moduleName: String
        /// Absolute: the target's folder, the run's project path.
        public let folder: String
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

    /// Reads the JSON `swift package describe --type json` printed for the package at `root`.
    /// `mentionsWeaver` tells whether a target's Swift file is annotated (the plugin imports a
    /// dependency only then). Nil when the text is not such a description.
    public static func read(_ json: [UInt8], root: String, mentionsWeaver: (String) -> Bool) -> SwiftPackageLayout? {
        guard let description = JSONNode.parseMessage(json), let items = description["targets"]?.array else { return nil }
        let targets = items.compactMap { Target($0, root: root) }
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var annotated: [String: Bool] = [:]
        func isAnnotated(_ target: Target) -> Bool {
            if let known = annotated[target.name] { return known }
            let found = target.sources.contains(where: mentionsWeaver)
            annotated[target.name] = found
            return found
        }
        // Each target after the targets it depends on, as the plugin orders `--import-module`.
        var ordered: [Target] = []
        var placed = Set<String>()
        var visiting = Set<String>()
        func place(_ target: Target) {
            guard !placed.contains(target.name), visiting.insert(target.name).inserted else { return }
            for name in target.dependencies { if let dependency = byName[name] { place(dependency) } }
            placed.insert(target.name)
            ordered.append(target)
        }
        targets.forEach(place)
        let summaryFolder = PathResolver.join(root, ".build/weaver-lsp")
        func summaryPath(_ target: Target) -> String { PathResolver.join(summaryFolder, target.moduleName + ".weaversummary") }
        // The annotated targets a target depends on, directly or not, dependencies first (the
        // plugin's `--import-module` order).
        func annotatedDependencies(of target: Target) -> [Target] {
            var found: [Target] = []
            var seen = Set<String>()
            func visit(_ name: String) {
                guard let dependency = byName[name], seen.insert(name).inserted else { return }
                dependency.dependencies.forEach(visit)
                if !dependency.isTest, isAnnotated(dependency) { found.append(dependency) }
            }
            target.dependencies.forEach(visit)
            return found
        }
        let pluginTargets = ordered.filter { $0.usesPlugin && !$0.isTest }
        // The annotated dependencies without the plugin, which the plugin summarizes from their
        // folder for the targets depending on them: analysed for their summary only.
        let summarizedOnly = Set(pluginTargets.flatMap(annotatedDependencies).filter { !$0.usesPlugin }.map(\.name))
        var modules: [Module] = []
        // In `ordered`, dependencies first: a module's summary is made before its readers'.
        for target in ordered where (target.usesPlugin && !target.isTest) || summarizedOnly.contains(target.name) {
            let summaryOnly = !target.usesPlugin
            // `check` writes no summary: the project keeps its own in memory, at `summaryPath`.
            var flags = ["--build-target", target.name, "--module-name", target.moduleName,
                         "--module-kind", target.isExecutable ? "executable" : "library"]
            flags += summaryOnly ? ["--input-path", target.folder] : target.sources.flatMap { ["--input-path", $0] }
            for dependency in annotatedDependencies(of: target) { flags += ["--module-summary", summaryPath(dependency)] }
            modules.append(Module(target: target.name, moduleName: target.moduleName, folder: target.folder, flags: flags, summaryPath: summaryPath(target), summaryOnly: summaryOnly,
                                  isExecutable: target.isExecutable))
        }
        return SwiftPackageLayout(modules: modules)
    }

    /// A target as the description gives it.
    private struct Target {
        let name: String
        let moduleName: String
        let folder: String
        /// Absolute.
        let sources: [String]
        let dependencies: [String]
        let usesPlugin: Bool
        let isTest: Bool
        let isExecutable: Bool

        init?(_ node: JSONNode, root: String) {
            guard let name = node["name"]?.string, let path = node["path"]?.string else { return nil }
            self.name = name
            moduleName = node["c99name"]?.string ?? name
            folder = PathResolver.normalize(PathResolver.join(root, path))
            let folder = folder
            sources = (node["sources"]?.array ?? []).compactMap(\.string).filter { $0.hasSuffix(".swift") }
                .map { PathResolver.join(folder, $0) }
            dependencies = (node["target_dependencies"]?.array ?? []).compactMap(\.string)
            usesPlugin = (node["product_dependencies"]?.array ?? []).contains { $0.string == Self.plugin }
            isTest = node["type"]?.string == "test"
            isExecutable = node["type"]?.string == "executable"
        }

        private static let plugin = SwiftPackageLayout.pluginName
    }
}
