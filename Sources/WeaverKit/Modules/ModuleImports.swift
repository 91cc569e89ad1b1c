/// `--import-module Name=folder`: the summary of a module this run imports, made in the same run
/// from that module's sources, as the build-tool plugin asks for each annotated target a target
/// depends on (docs/build-systems.md): SwiftPM lets a plugin command run one tool, and a summary written by a
/// command of its own would be taken for a resource of the target.
///
/// Each module is linked as `weaver swift --module-name Name` would link it, with the summaries of
/// the modules listed before it, and its summary is written next to the cache (rewritten only
/// when its bytes change). Its own problems are its own run's to report; here it only describes.
public struct ImportedModule: Sendable, Equatable {
    public var name: String
    /// Absolute: the module's folder, scanned as its own run's project path.
    public var folder: String

    public init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }
}

enum ModuleImports {
    /// The summary files of `modules`, in order, each made from its folder; a step before the
    /// importing run (`Pipeline.prepare`).
    static func summarize(_ modules: [ImportedModule], for options: WeaverOptions) throws(PipelineError) -> [String] {
        var paths: [String] = []
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
            imported.summaryOutputPath = nil
            imported.moduleName = module.name
            // Imported, so a library, whatever its configuration says.
            imported.moduleKind = .library
            imported.moduleSummaries = options.moduleSummaries + paths
            imported.cachePath = "\(options.cachePath)-\(module.name)"
            imported.takeShared(from: options)
            // The modules listed before it are already summaries: nothing is left to import.
            var run = PipelineRun(options: imported, goal: .export)
            let result = try run.execute()
            guard let graph = result.graph else { continue }
            let path = "\(options.cachePath)-\(module.name).weaversummary"
            try OutputSafety.check([OutputSafety.Output(flag: "--import-module \(module.name)", path: path, kind: .summary)], inputs: [],
                                   options: options)
            _ = try OutputWriter.write(SummaryBuilder.summary(of: graph, module: module.name, writtenTo: path, projectPath: module.folder).text, to: path, projectPath: options.projectPath)
            paths.append(path)
        }
        return paths
    }
}
