import Foundation
import ProjectGenerator

extension Bench {
    // MARK: - contributions

    /// What docs/contributions.md's contributions cost a cold run (issue 32): the typecheck section's
    /// 2,000-type project, and the same project with 100 more files holding 1,000 elements of 10
    /// collections (a tenth of them reading a dependency the consumer registers, every fifth with
    /// `after:` its predecessor, priorities spread) and a root reading all ten. Cold runs
    /// (`weaver clean` first), interleaved, CPU and wall time.
    mutating func contributions() throws {
        reporter.say("## Contributions: a cold run with 1,000 elements in 10 collections")
        reporter.say()
        let types = options.typecheckTypes.max() ?? 2000
        let (project, _) = try project("contributions-\(types)", .init(files: types, annotatedTypes: types, seed: options.seed))
        let extra = project.root.appendingPathComponent("Sources/Contributions")
        let parked = project.root.appendingPathComponent("Contributions-parked")
        try? FileManager.default.removeItem(at: extra)
        try? FileManager.default.removeItem(at: parked)
        try Self.writeContributions(to: parked, elements: 1000, collections: 10, files: 100)

        var plain: [ProcessResult] = [], with: [ProcessResult] = []
        for run in 1...options.runs {
            reporter.progress("contributions: run \(run)/\(options.runs)")
            try weaver.clean(project: project.root.path)
            plain.append(try weaver.swift(project: project.root.path))
            try FileManager.default.moveItem(at: parked, to: extra)
            defer { try? FileManager.default.moveItem(at: extra, to: parked) }
            try weaver.clean(project: project.root.path)
            with.append(try weaver.swift(project: project.root.path))
        }
        let output = try String(contentsOf: project.root.appendingPathComponent("Generated/Weaver.swift"), encoding: .utf8)
        guard output.contains("var collection9: [BenchElement9] {") else { throw BenchError("the collections are missing from the output") }
        var table = Table(header: ["project", "files", "cold run (wall)", "cold run (CPU)", "against the project without them"])
        let plainWall = median(plain.map(\.seconds)), withWall = median(with.map(\.seconds))
        table.rows.append(["\(formatCount(types)) types", formatCount(types), formatSeconds(plainWall),
                           formatSeconds(median(plain.map(\.cpuSeconds))), "—"])
        table.rows.append(["+ 1,000 elements in 10 collections", formatCount(types + 101), formatSeconds(withWall),
                           formatSeconds(median(with.map(\.cpuSeconds))),
                           String(format: "%.2f× wall, %.2f× CPU", withWall / plainWall, median(with.map(\.cpuSeconds)) / median(plain.map(\.cpuSeconds)))])
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("Medians of \(options.runs) interleaved cold runs (`weaver clean`, then `weaver swift`); target: ≤ 1.1×. "
            + "The elements add 101 files (5% more files to read) and 10 collections of 100 elements to the root's container.")
        reporter.say()
        try contributionsAcrossModules()
    }

    /// An element added in a leaf module of the modules section's largest project (93 modules):
    /// the leaf's run, then its dependents' (each reads the leaf's summary; only `App` reads the
    /// collection). Set up once: a protocol and one element in the leaf, the collection read by
    /// `App`'s root, every module run cold. Then, per attempt, one more element in the leaf.
    mutating func contributionsAcrossModules() throws {
        let modular = try makeModularProject(files: options.modulesSizes.max() ?? 10000)
        let layout = modular.layout, root = modular.root
        let deepest = layout.modules.first!.depth
        let leaf = layout.modules.filter { $0.depth == deepest }.max { $0.files.count < $1.files.count }!
        let leafFile = root.appendingPathComponent(leaf.files[0])
        let appFile = root.appendingPathComponent(modular.rootModule.files[0])
        let leafOriginal = try String(contentsOf: leafFile, encoding: .utf8)
        let appOriginal = try String(contentsOf: appFile, encoding: .utf8)
        defer {
            try? Data(leafOriginal.utf8).write(to: leafFile)
            try? Data(appOriginal.utf8).write(to: appFile)
        }
        guard appOriginal.contains("public final class App {\n") else { throw BenchError("no App root in \(appFile.path)") }
        try Data(appOriginal.replacingOccurrences(of: "public final class App {\n",
                                                  with: "public final class App {\n    // weaver: benchTasks <- [BenchLaunchTask]\n").utf8).write(to: appFile)
        func element(_ index: Int) -> String {
            "\npublic final class BenchLeafTask\(index): BenchLaunchTask {\n    // weaver: contributes benchTasks <- BenchLaunchTask, priority: \(index)\n\n    public init() {}\n}\n"
        }
        var leafText = leafOriginal + "\npublic protocol BenchLaunchTask: AnyObject {}\n" + element(0)
        try Data(leafText.utf8).write(to: leafFile)
        reporter.progress("contributions: \(layout.modules.count) modules, cold")
        modular.clearCaches()
        _ = try modular.buildAll()
        let dependents = layout.modules.filter { $0.allDependencies.contains(leaf.name) }
        var leafAndApp: [Double] = [], leafAndDependents: [Double] = []
        for attempt in 1...options.runs {
            reporter.progress("contributions: an element added in \(leaf.name), attempt \(attempt)/\(options.runs)")
            leafText += element(attempt)
            try Data(leafText.utf8).write(to: leafFile)
            let leafRun = try modular.run(leaf).seconds
            var others = 0.0, app = 0.0
            for module in dependents {
                let seconds = try modular.run(module).seconds
                others += seconds
                if module.name == modular.rootModule.name { app = seconds }
            }
            leafAndApp.append(leafRun + app)
            leafAndDependents.append(leafRun + others)
            let output = try String(contentsOf: modular.out.appendingPathComponent("App/Weaver.swift"), encoding: .utf8)
            guard output.contains("weaverBenchTasksBenchLeafTask\(attempt)Slot.get()") else {
                throw BenchError("App's collection does not hold the element added in \(leaf.name)")
            }
        }
        var table = Table(header: ["an element added in leaf module \(leaf.name)", "measured", "target"])
        table.rows = [
            ["its run and App's (the collection's only consumer)", formatSeconds(median(leafAndApp)), "≤ 0.2 s"],
            ["its run and all \(dependents.count) modules that import it (a build system runs each; only App's output changes)",
             formatSeconds(median(leafAndDependents)), ""],
        ]
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("\(layout.modules.count) modules (the modules section's largest project), warm caches; wall-clock seconds summed over the runs, medians of \(options.runs) attempts, each adding one more element.")
        reporter.say()
        // Every module again, so that the project's outputs are those of its files as generated.
        try Data(leafOriginal.utf8).write(to: leafFile)
        try Data(appOriginal.utf8).write(to: appFile)
        modular.clearCaches()
    }

    /// `files` files of elements, each a class contributing to one of `collections` collections,
    /// and `Launcher.swift`, the root that reads them all.
    static func writeContributions(to folder: URL, elements: Int, collections: Int, files: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var launcher = (0..<collections).map { "protocol BenchElement\($0): AnyObject {}" }
        launcher += ["", "final class BenchJournal {}", "", "final class Launcher {", "    // weaver: journal = BenchJournal"]
        launcher += (0..<collections).map { "    // weaver: collection\($0) <- [BenchElement\($0)]" }
        launcher += ["", "    init(injecting dependencies: LauncherDependencyResolver) {}", "}", ""]
        try Data(launcher.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("Launcher.swift"))
        let perFile = elements / files
        for file in 0..<files {
            var lines: [String] = []
            for index in (file * perFile)..<((file + 1) * perFile) {
                let collection = index % collections
                var attributes = ", priority: \(index % 7)"
                if index % 5 == 4, index >= collections { attributes += ", after: [BenchTask\(index - collections)]" }
                lines.append("final class BenchTask\(index): BenchElement\(collection) {")
                lines.append("    // weaver: contributes collection\(collection) <- BenchElement\(collection)\(attributes)")
                if index % 10 == 0 {
                    lines.append("    // weaver: journal <- BenchJournal")
                    lines.append("")
                    lines.append("    init(injecting dependencies: BenchTask\(index)DependencyResolver) {}")
                }
                lines.append("}")
                lines.append("")
            }
            try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent(String(format: "Elements%03d.swift", file)))
        }
    }
}
