import Foundation
import ProjectGenerator

/// One generation measured for the linearity table.
struct GenerationPoint {
    var label: String
    var files: Int
    var types: Int
    var dependencies: Int
    var coldSeconds: Double
    var outputBytes: Int
}

struct Bench {
    let options: Options
    let weaver: WeaverTool
    var points: [GenerationPoint] = []

    init(options: Options, weaver: WeaverTool) {
        self.options = options
        self.weaver = weaver
    }

    var work: URL { URL(fileURLWithPath: options.workPath) }

    /// Generates (or regenerates) a project; the generator is deterministic, so a folder holding
    /// the same configuration's stats is reused as is.
    func project(_ name: String, _ configuration: SyntheticProject.Configuration) throws -> (SyntheticProject, Double) {
        let root = work.appendingPathComponent(name)
        reporter.progress("generating \(name) (\(configuration.files) files)")
        let start = monotonicSeconds()
        let project = try SyntheticProject.write(to: root, configuration)
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".weaver_cache"))
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Generated"))
        return (project, monotonicSeconds() - start)
    }

    func outputSize(_ project: SyntheticProject) -> (bytes: Int, lines: Int) {
        let url = project.root.appendingPathComponent("Generated/Weaver.swift")
        guard let data = try? Data(contentsOf: url) else { return (0, 0) }
        return (data.count, data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
    }

    func typecheckArguments(_ project: SyntheticProject, files: [String], swiftVersion: String) -> [String] {
        ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-module-name", "Synthetic",
         project.root.appendingPathComponent("Generated/Weaver.swift").path]
            + files.map { project.root.appendingPathComponent($0).path }
    }

    // MARK: - verify

    /// A small project: `weaver swift` exits 0 and every file plus `Weaver.swift` type-checks in
    /// Swift 6 and Swift 5 modes (SIL diagnostics included, via `-emit-sil` on the annotated part).
    mutating func verify() throws {
        reporter.say("## Validity check")
        reporter.say()
        let (project, _) = try project("verify", .init(files: options.verifyFiles, seed: options.seed))
        let result = try weaver.swift(project: project.root.path)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        reporter.progress("typechecking \(project.allFiles.count) files + Weaver.swift (Swift 6)")
        try Subprocess.check(typecheckArguments(project, files: project.allFiles, swiftVersion: "6") + ["-wmo"])
        reporter.progress("typechecking \(project.allFiles.count) files + Weaver.swift (Swift 5)")
        try Subprocess.check(typecheckArguments(project, files: project.allFiles, swiftVersion: "5") + ["-wmo"])
        reporter.progress("emitting SIL for the annotated files + Weaver.swift (Swift 6)")
        var sil = typecheckArguments(project, files: project.annotatedFiles, swiftVersion: "6")
        sil[1] = "-emit-sil"
        sil += ["-wmo", "-o", "/dev/null"]
        try Subprocess.check(sil)
        // Build and run: every type is built and every dependency read once.
        reporter.progress("building and running the annotated files + Weaver.swift + a main (Swift 6, -Onone)")
        let mainFile = project.root.appendingPathComponent("Generated/main.swift")
        try """
            let app = App(injecting: MainDependencyContainer.appDependencyResolver())
            print(app.touchDependencies())

            """.write(to: mainFile, atomically: true, encoding: .utf8)
        let binary = project.root.appendingPathComponent("Generated/verify-program").path
        var build = typecheckArguments(project, files: project.annotatedFiles, swiftVersion: "6")
        build.remove(at: 1)
        try Subprocess.check(build + [mainFile.path, "-Onone", "-o", binary])
        let touched = try Subprocess.check([binary]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard touched == String(project.plan.dependencyCount) else {
            throw BenchError("the verification program read \(touched) dependencies, expected \(project.plan.dependencyCount)")
        }
        reporter.say("A \(project.allFiles.count)-file project (\(project.plan.types.count) annotated types, depth \(project.plan.maxDepth), \(project.plan.dependencyCount) dependencies): `weaver swift` exits 0 with \(warnings.count) warnings; all files plus `Weaver.swift` pass `swiftc -typecheck` in Swift 6 and Swift 5 modes and `-emit-sil` (annotated files, Swift 6); compiled with a `main.swift` that builds `App` and walks the tree, it builds every annotated type and reads all \(touched) dependencies.")
        reporter.say()
    }

    // MARK: - pipeline

    mutating func pipeline() throws {
        reporter.say("## `weaver swift` on synthetic projects (release, medians of \(options.runs) runs)")
        reporter.say()
        var table = Table(header: ["files", "annotated types", "dependencies", "cold", "warm", "1 file changed",
                                   "1 file changed, annotations moved", "1 file changed, graph changed", "peak RSS cold", "peak RSS warm", "peak RSS changed",
                                   "Weaver.swift"])
        var shapes: [String] = []
        var phaseLines: [String] = []
        for size in options.sizes {
            let (project, generationSeconds) = try project("files-\(size)", .init(files: size, seed: options.seed))
            let root = project.root.path
            var cold: [Double] = [], warm: [Double] = [], changed: [Double] = [], moved: [Double] = [], reshaped: [Double] = []
            var coldRSS: [Double] = [], warmRSS: [Double] = [], changedRSS: [Double] = []
            let editable = project.root.appendingPathComponent(project.editableFile)
            var revision = 0
            for run in 1...options.runs {
                reporter.progress("\(size) files: run \(run)/\(options.runs)")
                try weaver.clean(project: root)
                let first = try weaver.swift(project: root)
                cold.append(first.seconds)
                coldRSS.append(Double(first.peakRSS))
                let second = try weaver.swift(project: root)
                warm.append(second.seconds)
                warmRSS.append(Double(second.peakRSS))
                // A string inside an annotated file changes: one file is re-read and re-parsed, its
                // parse result is the same, so the graph is not rebuilt.
                let text = try String(contentsOf: editable, encoding: .utf8)
                let old = "\"revision-\(revision)\""
                revision += 1
                guard text.contains(old) else { throw BenchError("\(project.editableFile) has no \(old)") }
                try text.replacingOccurrences(of: old, with: "\"revision-\(revision)\"")
                    .write(to: editable, atomically: false, encoding: .utf8)
                let third = try weaver.swift(project: root)
                changed.append(third.seconds)
                changedRSS.append(Double(third.peakRSS))
                // A line above its annotations moves every location in the file: its parse result
                // differs only there, so the graph is linked and validated again (diagnostics move)
                // but its shape is the same and nothing is generated.
                let edited = try String(contentsOf: editable, encoding: .utf8)
                try ("// edit \(run)\n" + edited).write(to: editable, atomically: false, encoding: .utf8)
                moved.append(try weaver.swift(project: root).seconds)
                // A reference to App's `clock` is added (odd runs) or removed (even runs): the type
                // and every container on its path from App change, so the graph is linked,
                // validated and generated again, and the output is rewritten.
                let current = try String(contentsOf: editable, encoding: .utf8)
                let reference = "    // weaver: clock <- SystemClock\n"
                let marker = "let revision = "
                let toggled: String
                if current.contains(reference) {
                    toggled = current.replacingOccurrences(of: reference, with: "")
                } else {
                    guard let range = current.range(of: marker) else { throw BenchError("\(project.editableFile) has no \(marker)") }
                    let lineStart = current[..<range.lowerBound].lastIndex(of: "\n").map { current.index(after: $0) } ?? current.startIndex
                    toggled = String(current[..<lineStart]) + reference + String(current[lineStart...])
                }
                try toggled.write(to: editable, atomically: false, encoding: .utf8)
                let regenerated = try weaver.swift(project: root)
                guard regenerated.stderr.contains("wrote Generated/Weaver.swift") else {
                    throw BenchError("the graph-changing edit of \(project.editableFile) did not change the output: \(regenerated.stderr)")
                }
                reshaped.append(regenerated.seconds)
            }
            // Per-phase timings of one more cold run.
            try weaver.clean(project: root)
            let verbose = try weaver.swift(project: root, extra: ["--verbose"])
            phaseLines.append("- \(formatCount(size)) files, cold, `--verbose`: " + VerboseOutput(verbose.stderr).joined)

            let output = outputSize(project)
            let plan = project.plan
            table.rows.append([
                formatCount(project.allFiles.count), formatCount(plan.types.count), formatCount(plan.dependencyCount),
                formatSeconds(median(cold)), formatSeconds(median(warm)), formatSeconds(median(changed)),
                formatSeconds(median(moved)), formatSeconds(median(reshaped)), formatBytes(median(coldRSS)), formatBytes(median(warmRSS)), formatBytes(median(changedRSS)),
                "\(formatBytes(Double(output.bytes))), \(formatCount(output.lines)) lines",
            ])
            let scopes = plan.scopeCounts
            shapes.append("- \(formatCount(project.allFiles.count)) files (\(formatBytes(Double(project.totalBytes))), \(formatCount(project.totalLines)) lines, generated in \(formatSeconds(generationSeconds))): \(formatCount(plan.types.count)) annotated types, depth \(plan.maxDepth); \(formatCount(plan.dependencyCount)) dependencies = \(formatCount(plan.registrationCount)) registrations + \(formatCount(plan.referenceCount)) references + \(formatCount(plan.parameterCount)) parameters (\(formatCount(plan.wrapperAnnotationCount)) as `@Weaver` wrappers); \(formatCount(plan.serviceCount)) registered-only types; scopes container \(scopes[.container] ?? 0), lazy \(scopes[.lazy] ?? 0), weak \(scopes[.weak] ?? 0), transient \(scopes[.transient] ?? 0)")
            points.append(GenerationPoint(label: "\(formatCount(size)) files", files: project.allFiles.count,
                                          types: plan.types.count, dependencies: plan.dependencyCount,
                                          coldSeconds: median(cold), outputBytes: output.bytes))
            reporter.progress("\(size) files: cold \(formatSeconds(median(cold))), warm \(formatSeconds(median(warm))), changed \(formatSeconds(median(changed))), annotations moved \(formatSeconds(median(moved))), graph changed \(formatSeconds(median(reshaped)))")
        }
        reporter.say(table.rendered)
        reporter.say()
        for line in shapes { reporter.say(line) }
        reporter.say()
        for line in phaseLines { reporter.say(line) }
        reporter.say()
    }

    // MARK: - typecheck

    /// The compiler's cost of what weaver writes, on projects where every file is annotated (the
    /// annotated sources only): the whole module type-checked in one frontend (`-wmo`), in batch
    /// mode (as a debug build does), and `Weaver.swift` alone as the primary file.
    mutating func typecheck() throws {
        reporter.say("## `swiftc -typecheck` of Weaver.swift with the annotated sources (Swift 6 mode)")
        reporter.say()
        var table = Table(header: ["annotated types", "dependencies", "source files", "Weaver.swift",
                                   "weaver swift (cold)", "swiftc -typecheck -wmo", "swiftc -typecheck -enable-batch-mode -j \(ProcessInfo.processInfo.activeProcessorCount)",
                                   "Weaver.swift as primary file"])
        for types in options.typecheckTypes {
            let (project, _) = try project("typecheck-\(types)", .init(files: types, annotatedTypes: types, seed: options.seed))
            var cold: [Double] = []
            for _ in 1...options.typecheckRuns {
                try weaver.clean(project: project.root.path)
                cold.append(try weaver.swift(project: project.root.path).seconds)
            }
            let arguments = typecheckArguments(project, files: project.annotatedFiles, swiftVersion: "6")
            var wmo: [Double] = [], batch: [Double] = [], primary: [Double] = []
            let jobs = String(ProcessInfo.processInfo.activeProcessorCount)
            for run in 1...options.typecheckRuns {
                reporter.progress("typecheck \(types) types: run \(run)/\(options.typecheckRuns)")
                wmo.append(try Subprocess.check(arguments + ["-wmo"]).seconds)
                batch.append(try Subprocess.check(arguments + ["-enable-batch-mode", "-j", jobs]).seconds)
                let generated = project.root.appendingPathComponent("Generated/Weaver.swift").path
                let frontend = ["swiftc", "-frontend", "-typecheck", "-swift-version", "6", "-module-name", "Synthetic",
                                "-primary-file", generated] + project.annotatedFiles.map { project.root.appendingPathComponent($0).path }
                primary.append(try Subprocess.check(frontend).seconds)
            }
            let output = outputSize(project)
            table.rows.append([
                formatCount(project.plan.types.count), formatCount(project.plan.dependencyCount),
                formatCount(project.annotatedFiles.count),
                "\(formatBytes(Double(output.bytes))), \(formatCount(output.lines)) lines",
                formatSeconds(median(cold)), formatSeconds(median(wmo)), formatSeconds(median(batch)), formatSeconds(median(primary)),
            ])
            points.append(GenerationPoint(label: "\(formatCount(types)) types, all annotated", files: project.allFiles.count,
                                          types: project.plan.types.count, dependencies: project.plan.dependencyCount,
                                          coldSeconds: median(cold), outputBytes: output.bytes))
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("Medians of \(options.typecheckRuns) runs; wall-clock times. `-wmo`: one frontend checks the whole module (one core); batch mode: \(ProcessInfo.processInfo.activeProcessorCount) frontends in parallel, each parsing every file and checking its share, as a SwiftPM or Xcode debug build does; primary file: `swiftc -frontend -typecheck -primary-file Weaver.swift` with the annotated files as the rest of the module, the generated file's own share (what a build re-checks when only the container changed). Plain `swiftc -typecheck` without batch mode starts one frontend per file, each parsing all of them: at 2,000 files it ran for more than 20 minutes and was stopped.")
        reporter.say()
        try outputTypecheck()
    }

    // MARK: - linearity

    func linearity() {
        guard !points.isEmpty else { return }
        reporter.say("## Generation cost against graph size (cold runs)")
        reporter.say()
        var table = Table(header: ["project", "files", "types + dependencies", "cold", "µs per type or dependency",
                                   "Weaver.swift", "bytes per type or dependency"])
        for point in points.sorted(by: { $0.types + $0.dependencies < $1.types + $1.dependencies }) {
            let units = Double(point.types + point.dependencies)
            table.rows.append([
                point.label, formatCount(point.files), formatCount(point.types + point.dependencies),
                formatSeconds(point.coldSeconds), String(format: "%.1f", point.coldSeconds * 1e6 / units),
                formatBytes(Double(point.outputBytes)), String(format: "%.0f", Double(point.outputBytes) / units),
            ])
        }
        reporter.say(table.rendered)
        reporter.say()
    }
}
