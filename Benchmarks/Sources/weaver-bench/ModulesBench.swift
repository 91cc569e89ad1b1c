import Foundation
import ProjectGenerator

/// One graph across modules (SPEC §11): the synthetic project cut into about 100 modules
/// (`ModuleLayout`), each its own `weaver swift` run in build order, reading the summaries of the
/// modules it imports. Figures against issue 15's targets.
extension Bench {
    mutating func modules() throws {
        let (project, _) = try project("modules-\(options.modulesFiles)", .init(files: options.modulesFiles, seed: options.seed))
        try ModuleLayout.publicize(project)
        let layout = ModuleLayout.make(project)
        let root = project.root
        let out = root.appendingPathComponent("modules")
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for module in layout.modules {
            try (module.files.joined(separator: "\n") + "\n").write(to: out.appendingPathComponent("\(module.name).files"), atomically: true, encoding: .utf8)
        }
        func summary(_ name: String) -> String { out.appendingPathComponent("\(name).weaversummary").path }
        func arguments(_ module: ModuleLayout.Module) -> [String] {
            [weaver.path, "swift", "--project-path", root.path, "--input-file-list", out.appendingPathComponent("\(module.name).files").path,
             "--main-output-path", out.appendingPathComponent("\(module.name)/Weaver.swift").path,
             "--cache-path", out.appendingPathComponent("\(module.name).cache").path, "--quiet"]
                + (module.name == "App" ? [] : ["--module-name", module.name, "--summary-output-path", summary(module.name)])
                + module.allDependencies.flatMap { ["--module-summary", summary($0)] }
        }
        func run(_ module: ModuleLayout.Module) throws -> ProcessResult {
            let result = try Subprocess.run(arguments(module))
            guard result.succeeded else { throw BenchError("weaver failed on module \(module.name):\n\(result.stderr.prefix(4000))") }
            return result
        }
        func clearCaches() {
            for module in layout.modules { try? FileManager.default.removeItem(at: out.appendingPathComponent("\(module.name).cache")) }
        }
        let rootModule = layout.modules.last!
        reporter.progress("modules: \(layout.modules.count) modules, \(project.allFiles.count) files")

        // Cold: every module in build order, no caches; against one run over the same files.
        var allCPU: [Double] = [], allWall: [Double] = [], singleCPU: [Double] = []
        for _ in 1...options.runs {
            clearCaches()
            var cpu = 0.0, wall = 0.0
            for module in layout.modules {
                let result = try run(module)
                cpu += result.cpuSeconds
                wall += result.seconds
            }
            allCPU.append(cpu)
            allWall.append(wall)
            try weaver.clean(project: root.path)
            // Named as a module too: its public types' needs are then entry-point arguments, not errors.
            singleCPU.append(try weaver.swift(project: root.path, extra: ["--module-name", "Whole"]).cpuSeconds)
        }
        // The root's run, nothing changed, reading every other module's summary.
        var rootWarm: [Double] = []
        for _ in 1...options.runs { rootWarm.append(try run(rootModule).seconds) }

        // A leaf module: deepest layer, most files.
        let deepest = layout.modules.first!.depth
        let leaf = layout.modules.filter { $0.depth == deepest }.max { $0.files.count < $1.files.count }!
        let leafFile = root.appendingPathComponent(leaf.files[0])
        let original = try String(contentsOf: leafFile, encoding: .utf8)
        let leafSummary = summary(leaf.name)
        let dependents = layout.modules.filter { $0.allDependencies.contains(leaf.name) }

        // Body-only edit: the leaf's run, and its summary's bytes.
        var bodyEdit: [Double] = []
        var summaryKept = true
        for attempt in 1...options.runs {
            let before = try Data(contentsOf: URL(fileURLWithPath: leafSummary))
            try Data(original.replacingOccurrences(of: SyntheticProject.revisionMarker, with: "revision-\(attempt)").utf8).write(to: leafFile)
            bodyEdit.append(try run(leaf).seconds)
            if try Data(contentsOf: URL(fileURLWithPath: leafSummary)) != before { summaryKept = false }
        }

        // An annotation edit in the leaf that changes its summary: it, then every module importing it.
        var annotationEdit: [Double] = []
        var summaryChanged = true
        for attempt in 1...options.runs {
            let before = try Data(contentsOf: URL(fileURLWithPath: leafSummary))
            let edited = original.replacingOccurrences(of: "    // weaver: ", with: "    // weaver: benchModule\(attempt) = BenchModule\(attempt)\n    // weaver: ",
                                                       options: [], range: original.range(of: "    // weaver: "))
            try Data(edited.utf8).write(to: leafFile)
            var seconds = try run(leaf).seconds
            if try Data(contentsOf: URL(fileURLWithPath: leafSummary)) == before { summaryChanged = false }
            for module in dependents { seconds += try run(module).seconds }
            annotationEdit.append(seconds)
        }
        try Data(original.utf8).write(to: leafFile)

        let summaries = layout.modules.dropLast().map { (try? Data(contentsOf: URL(fileURLWithPath: summary($0.name))).count) ?? 0 }
        var table = Table(header: ["figure", "measured", "target"])
        table.rows = [
            ["all \(layout.modules.count) module runs in build order, total CPU (cold)",
             "\(formatSeconds(median(allCPU))) (wall \(formatSeconds(median(allWall))))",
             "≤ 2× one cold run on the same files: \(formatSeconds(2 * median(singleCPU)))"],
            ["one run over all files (cold), CPU", formatSeconds(median(singleCPU)), ""],
            ["the root's run, reading \(rootModule.allDependencies.count) summaries, nothing changed",
             formatSeconds(median(rootWarm)), "≤ 30 ms"],
            ["body-only edit in leaf module \(leaf.name): its run", "\(formatSeconds(median(bodyEdit))); summary \(summaryKept ? "unchanged" : "CHANGED")",
             "≤ 30 ms, no summary change"],
            ["annotation edit in \(leaf.name): it and its \(dependents.count) dependent modules",
             "\(formatSeconds(median(annotationEdit))); summary \(summaryChanged ? "changed" : "unchanged")", "≤ 0.3 s"],
            ["summaries: \(summaries.count) files", "\(formatBytes(Double(summaries.reduce(0, +)))) in all, largest \(formatBytes(Double(summaries.max() ?? 0)))", ""],
        ]
        reporter.say("## Modules: \(layout.modules.count) modules, \(formatCount(project.allFiles.count)) files, \(formatCount(project.plan.types.count)) annotated types")
        reporter.say()
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("Medians of \(options.runs) runs; wall-clock unless said. Modules are layers of the tree by depth, ten branches per layer (`ModuleLayout`): a module imports only deeper ones, registrations cross one boundary, references to services 2–6 levels up cross as many; every annotated type is public. The root's run, `App`, takes every other module's summary (`--module-summary`), as the root of a real app is given its import tree's.")
        reporter.say()
    }
}
