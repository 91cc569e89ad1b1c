import Foundation
import ProjectGenerator

/// One graph across modules (docs/modules.md): the synthetic project cut into about 100 modules
/// (`ModuleLayout`), each its own `weaver swift` run in build order, reading the summaries of the
/// modules it imports. Figures against issue 15's targets at the largest of `--modules-sizes`, and
/// the summaries' size and read time at every size.
extension Bench {
    /// One size's project cut into modules, with the runs of its modules.
    struct ModularProject {
        var project: SyntheticProject
        var layout: ModuleLayout
        var out: URL
        var weaver: WeaverTool

        var root: URL { project.root }
        var rootModule: ModuleLayout.Module { layout.modules.last! }

        func summary(_ name: String) -> String { out.appendingPathComponent("\(name).weaversummary").path }

        func arguments(_ module: ModuleLayout.Module) -> [String] {
            [weaver.path, "swift", "--project-path", root.path, "--input-file-list", out.appendingPathComponent("\(module.name).files").path,
             "--main-output-path", out.appendingPathComponent("\(module.name)/Weaver.swift").path,
             "--cache-path", out.appendingPathComponent("\(module.name).cache").path, "--quiet"]
                + (module.name == "App" ? [] : ["--module-name", module.name, "--summary-output-path", summary(module.name)])
                + module.allDependencies.flatMap { ["--module-summary", summary($0)] }
        }

        func run(_ module: ModuleLayout.Module, extra: [String] = []) throws -> ProcessResult {
            let result = try Subprocess.run(arguments(module) + extra)
            guard result.succeeded else { throw BenchError("weaver failed on module \(module.name):\n\(result.stderr.prefix(4000))") }
            return result
        }

        /// Every module in build order, each a request to one persistent worker (`--persistent_worker`,
        /// as Bazel's `--define=weaver_persistent_worker=1` runs them); the worker's (CPU, wall) seconds.
        func buildAllInWorker() throws -> (cpu: Double, wall: Double) {
            let served = try WorkerClient.serve(weaver: weaver.path, requests: layout.modules.map { Array(arguments($0).dropFirst()) })
            for (module, response) in zip(layout.modules, served.responses) where response.exitCode != 0 {
                throw BenchError("the worker failed on module \(module.name):\n\(response.output.prefix(4000))")
            }
            return (served.cpuSeconds, served.seconds)
        }

        func clearCaches() {
            for module in layout.modules { try? FileManager.default.removeItem(at: out.appendingPathComponent("\(module.name).cache")) }
        }

        /// Every module in build order; (CPU, wall) seconds, and with `verbose` the runs' `--verbose` phases summed.
        func buildAll(verbose: Bool = false) throws -> (cpu: Double, wall: Double, phases: PhaseSums) {
            var cpu = 0.0, wall = 0.0, phases = PhaseSums()
            for module in layout.modules {
                let result = try run(module, extra: verbose ? ["--verbose"] : [])
                if verbose { phases.add(VerboseOutput(result.stderr)) }
                cpu += result.cpuSeconds
                wall += result.seconds
            }
            return (cpu, wall, phases)
        }
    }

    /// What the summaries hold, counted from their JSON (`Schemas/weaver-module-summary.schema.json`).
    private struct SummaryContents {
        var files = 0
        var bytes = 0
        var largest = 0
        var types = 0
        var publicTypes = 0
        var dependencies = 0
        var needs = 0
    }

    func makeModularProject(files: Int) throws -> ModularProject {
        let (project, _) = try project("modules-\(files)", .init(files: files, seed: options.seed))
        try ModuleLayout.publicize(project)
        let layout = ModuleLayout.make(project)
        let out = project.root.appendingPathComponent("modules")
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for module in layout.modules {
            try (module.files.joined(separator: "\n") + "\n").write(to: out.appendingPathComponent("\(module.name).files"), atomically: true, encoding: .utf8)
        }
        return ModularProject(project: project, layout: layout, out: out, weaver: weaver)
    }

    private func summaryContents(_ paths: [String]) throws -> SummaryContents {
        var contents = SummaryContents()
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let types = object["types"] as? [[String: Any]] else { throw BenchError("\(path): not a module summary") }
            contents.files += 1
            contents.bytes += data.count
            contents.largest = max(contents.largest, data.count)
            contents.types += types.count
            for type in types {
                if let access = type["accessLevel"] as? String, access == "public" || access == "open" { contents.publicTypes += 1 }
                contents.dependencies += (type["dependencies"] as? [Any])?.count ?? 0
                contents.needs += ((type["entryPoint"] as? [String: Any])?["needs"] as? [Any])?.count ?? 0
            }
        }
        return contents
    }

    /// The root's run after an edit that moves its annotations (a comment line inserted at the top
    /// of `App`'s file on odd runs, removed on even ones): the parse result differs in locations
    /// only, so the run links, reading every summary. The warm run, nothing
    /// changed, takes the fast path and decodes none. Medians of the run, of its `link:` phase and
    /// of the warm run, and the `--verbose` phases of the last run.
    private func rootReadTime(_ modular: ModularProject) throws -> (run: Double, link: Double, warm: Double, phases: String) {
        let rootModule = modular.rootModule
        _ = try modular.run(rootModule)
        var warm: [Double] = []
        for _ in 1...options.runs { warm.append(try modular.run(rootModule).seconds) }
        let file = modular.root.appendingPathComponent(rootModule.files[0])
        let original = try String(contentsOf: file, encoding: .utf8)
        var runs: [Double] = [], links: [Double] = [], phases = ""
        defer { try? Data(original.utf8).write(to: file) }
        for attempt in 1...options.runs {
            let text = attempt.isMultiple(of: 2) ? original : "// moves every annotation of this file one line down\n" + original
            try Data(text.utf8).write(to: file)
            let result = try modular.run(rootModule, extra: ["--verbose"])
            let output = VerboseOutput(result.stderr)
            guard let milliseconds = output.milliseconds(of: "link") else {
                throw BenchError("the root's run after moving its annotations did not link (no link phase):\n\(result.stderr.prefix(2000))")
            }
            phases = output.joined
            runs.append(result.seconds)
            links.append(milliseconds / 1000)
        }
        try Data(original.utf8).write(to: file)
        _ = try modular.run(rootModule)
        return (median(runs), median(links), median(warm), phases)
    }

    mutating func modules() throws {
        let sizes = options.modulesSizes.sorted()
        var sizeRows: [[String]] = [], phaseLines: [String] = []
        for size in sizes.dropLast() {
            let modular = try makeModularProject(files: size)
            reporter.progress("modules: \(modular.layout.modules.count) modules, \(modular.project.allFiles.count) files (summaries and read time)")
            modular.clearCaches()
            _ = try modular.buildAll()
            let (row, phases) = try sizeRow(modular)
            sizeRows.append(row)
            phaseLines.append(phases)
        }

        let modular = try makeModularProject(files: sizes.last!)
        let project = modular.project, layout = modular.layout, root = project.root
        func summary(_ name: String) -> String { modular.summary(name) }
        func run(_ module: ModuleLayout.Module, extra: [String] = []) throws -> ProcessResult { try modular.run(module, extra: extra) }
        let rootModule = modular.rootModule
        reporter.progress("modules: \(layout.modules.count) modules, \(project.allFiles.count) files")

        // Cold: every module in build order, no caches; against one run over the same files.
        var allCPU: [Double] = [], allWall: [Double] = [], singleCPU: [Double] = [], workerCPU: [Double] = [], workerWall: [Double] = []
        var coldPhases = PhaseSums()
        for attempt in 1...options.runs {
            modular.clearCaches()
            // The last attempt's runs with `--verbose`, their phases summed.
            let (cpu, wall, phases) = try modular.buildAll(verbose: attempt == options.runs)
            if attempt == options.runs { coldPhases = phases }
            allCPU.append(cpu)
            allWall.append(wall)
            modular.clearCaches()
            let worker = try modular.buildAllInWorker()
            workerCPU.append(worker.cpu)
            workerWall.append(worker.wall)
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
        var dependentPhases = PhaseSums()
        var summaryChanged = true
        for attempt in 1...options.runs {
            let before = try Data(contentsOf: URL(fileURLWithPath: leafSummary))
            let edited = original.replacingOccurrences(of: "    // weaver: ", with: "    // weaver: benchModule\(attempt) = BenchModule\(attempt)\n    // weaver: ",
                                                       options: [], range: original.range(of: "    // weaver: "))
            try Data(edited.utf8).write(to: leafFile)
            var seconds = try run(leaf).seconds
            if try Data(contentsOf: URL(fileURLWithPath: leafSummary)) == before { summaryChanged = false }
            // The last attempt's runs with `--verbose`, their phases summed: where the time goes.
            let verbose = attempt == options.runs ? ["--verbose"] : []
            for module in dependents {
                let result = try run(module, extra: verbose)
                seconds += result.seconds
                if attempt == options.runs { dependentPhases.add(VerboseOutput(result.stderr)) }
            }
            annotationEdit.append(seconds)
        }
        // The incremental runs must have written what cold runs write: each dependent run again
        // without its cache, its outputs compared byte for byte.
        for module in dependents {
            let outputs = [modular.out.appendingPathComponent("\(module.name)/Weaver.swift").path] + (module.name == "App" ? [] : [summary(module.name)])
            let incremental = outputs.map { FileManager.default.contents(atPath: $0) }
            try? FileManager.default.removeItem(at: modular.out.appendingPathComponent("\(module.name).cache"))
            _ = try run(module)
            guard outputs.map({ FileManager.default.contents(atPath: $0) }) == incremental else {
                throw BenchError("after the annotation edit in \(leaf.name), \(module.name)'s incremental run wrote other outputs than a cold run")
            }
        }
        phaseLines.append("- all \(layout.modules.count) module runs (cold), `--verbose` phases summed: " + coldPhases.rendered)
        phaseLines.append("- annotation edit in \(leaf.name), its \(dependents.count) dependents' runs, `--verbose` phases summed: "
            + dependentPhases.rendered)
        // Back to the original, every module run again so the summaries are those of the project as generated.
        try Data(original.utf8).write(to: leafFile)
        _ = try run(leaf)
        for module in dependents { _ = try run(module) }
        let (row, phases) = try sizeRow(modular)
        sizeRows.append(row)
        phaseLines.append(phases)

        let summaries = layout.modules.dropLast().map { (try? Data(contentsOf: URL(fileURLWithPath: summary($0.name))).count) ?? 0 }
        var table = Table(header: ["figure", "measured", "target"])
        table.rows = [
            ["all \(layout.modules.count) module runs in build order, total CPU (cold)",
             "\(formatSeconds(median(allCPU))) (wall \(formatSeconds(median(allWall))))",
             "≤ 2× one cold run on the same files: \(formatSeconds(2 * median(singleCPU)))"],
            ["the same runs as requests to one persistent worker (Bazel's `--define=weaver_persistent_worker=1`), its CPU (cold)",
             "\(formatSeconds(median(workerCPU))) (wall \(formatSeconds(median(workerWall))))",
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
        reporter.say("Medians of \(options.runs) runs; wall-clock unless said. Modules are layers of the tree by depth, twelve branches per layer (`ModuleLayout`): a module imports only deeper ones, registrations cross one boundary, references to services 2–6 levels up cross as many; every annotated type is public. The root's run, `App`, takes every other module's summary (`--module-summary`), as the root of a real app is given its import tree's.")
        reporter.say()

        var sizeTable = Table(header: ["files", "modules", "types (public)", "dependencies", "entry-point needs",
                                       "summary bytes", "largest", "bytes / type", "bytes / dependency",
                                       "root's run, relinking", "µs / KB read", "its link phase", "link µs / KB", "root warm (fast path)"])
        sizeTable.rows = sizeRows
        reporter.say("### Module summaries: size and read time at \(sizes.count) size\(sizes.count == 1 ? "" : "s") (`--modules-sizes`)")
        reporter.say()
        reporter.say(sizeTable.rendered)
        reporter.say()
        reporter.say("Types, dependencies and entry-point needs are counted in the summary files themselves (one per module but `App`, which writes none); bytes / type and bytes / dependency divide all the summaries' bytes, flat columns mean linear. The read time is the root's run after an edit that only moves the annotations of `App`'s file (a comment line inserted at its top on odd runs, removed on even ones): the run parses that file, reads every summary it is given, links, validates and generates (the phases below: `App`'s run does not take the locations-only shortcut here); the warm run with nothing changed takes the fast path, which hashes the summaries' bytes for its cache key but decodes none, so it is not a read time (*root warm*, for reference). *Its link phase* is that run's `link:` line of `--verbose` (summaries read, then the graph linked); µs / KB divide by the bytes of the summaries the root reads (all of them). Medians of \(options.runs) runs; the summaries are written by one cold build in build order.")
        reporter.say()
        for line in phaseLines { reporter.say(line) }
        reporter.say()
    }

    /// One row of the size table: the summaries' contents and the root's read time.
    private func sizeRow(_ modular: ModularProject) throws -> (row: [String], phases: String) {
        let layout = modular.layout
        let contents = try summaryContents(layout.modules.dropLast().map { modular.summary($0.name) })
        let readBytes = modular.rootModule.allDependencies.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: modular.summary($1))[.size] as? Int) ?? 0)
        }
        reporter.progress("modules: \(modular.project.allFiles.count) files, the root's read time")
        let read = try rootReadTime(modular)
        let kilobytes = Double(readBytes) / 1024
        func perKB(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1e6 / kilobytes) }
        let row = [
            formatCount(modular.project.allFiles.count), "\(layout.modules.count)",
            "\(formatCount(contents.types)) (\(formatCount(contents.publicTypes)))", formatCount(contents.dependencies), formatCount(contents.needs),
            "\(formatCount(contents.bytes)) (\(formatBytes(Double(contents.bytes))))", formatBytes(Double(contents.largest)),
            String(format: "%.0f", Double(contents.bytes) / Double(max(1, contents.types))),
            String(format: "%.0f", Double(contents.bytes) / Double(max(1, contents.dependencies))),
            formatSeconds(read.run), perKB(read.run),
            String(format: "%.1f ms", read.link * 1000), perKB(read.link), formatSeconds(read.warm),
        ]
        return (row, "- \(formatCount(modular.project.allFiles.count)) files, the root's relinking run, `--verbose`: \(read.phases)")
    }
}
