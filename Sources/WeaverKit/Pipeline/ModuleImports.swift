import WeaverCore
/// Runs `--import-module` (`ImportedModule`): each imported module's summary, made in this run
/// before the importing run links (`Pipeline.prepare`).
enum ModuleImports {
    /// The summary files of `modules`, in order, each made from its folder; a step before the
    /// importing run (`Pipeline.prepare`).
    static func summarize(_ modules: [ImportedModule], for options: WeaverOptions) throws(PipelineError) -> [String] {
        var paths: [String] = []
        // Each summarized module's import tree, by name: the modules listed before it that it
        // imports, and theirs.
        var trees: [String: Set<String>] = [:]
        var pathByName: [String: String] = [:]
        // Each module's place in the list: a tree's summaries are given in that order, sorted from
        // the tree itself (going through the whole list for each module was quadratic).
        var position: [String: Int] = [:]
        for (index, module) in modules.enumerated() where position[module.name] == nil { position[module.name] = index }
        for module in modules {
            guard FileSystem.kind(of: module.folder) == .directory else {
                let shown = PathResolver.relative(module.folder, to: options.projectPath)
                throw PipelineError(.error(.configuration, "--import-module \(module.name): '\(shown)' is not a folder", at: nil))
            }
            var imported = WeaverOptions(projectPath: module.folder)
            // Read as that target's own plugin run reads it (its exclusions, its platform, …);
            // its problems are that run's to report.
            if let path = try? ConfigurationFile.locate(explicitPath: nil, projectPath: module.folder),
               let file = try? ConfigurationFile(path: path, projectPath: module.folder) {
                _ = file.apply(to: &imported)
            }
            // What the build decides, whatever the file says: the inputs are the module's folder,
            // the summaries those listed here, and nothing is written into the module.
            imported.inputPaths = [module.folder]
            let path = "\(options.cachePath)-\(module.name).weaversummary"
            imported.summaryOutputPath = path
            imported.moduleName = module.name
            // Imported, so a library, whatever its configuration says.
            imported.moduleKind = .library
            var tree = Set<String>()
            for name in SourceImports.modules(inFolder: module.folder) where pathByName[name] != nil {
                tree.insert(name)
                tree.formUnion(trees[name] ?? [])
            }
            trees[module.name] = tree
            imported.moduleSummaries = options.moduleSummaries + tree.sorted { position[$0, default: 0] < position[$1, default: 0] }.compactMap { pathByName[$0] }
            imported.cachePath = "\(options.cachePath)-\(module.name)"
            imported.takeShared(from: options)
            // The modules listed before it are already summaries: nothing is left to import.
            // Written by the run (rewritten only when its bytes change), or reused as the last
            // run wrote it when nothing changed.
            var run = PipelineRun(options: imported, goal: .summarize)
            _ = try run.execute()
            paths.append(path)
            pathByName[module.name] = path
        }
        return paths
    }
}
