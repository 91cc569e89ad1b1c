import Foundation
import ProjectGenerator

extension Bench {
    /// An incremental `swift build` (debug) after one registration edit, with weaver's output split
    /// over Weaver.swift + WeaverContainers1…8.swift against one Weaver.swift.
    mutating func incremental() throws {
        let types = options.incrementalTypes
        let edits = options.incrementalEdits
        let root = work.appendingPathComponent("incremental-\(types)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        reporter.say("## Incremental debug build after one registration edit: split output against one file (\(formatCount(types)) types)")
        reporter.say()

        // The project: gen_weaver.py's when the peers' generators are known, else the harness's own.
        let sources: [URL]
        let mainText: String
        let origin: String
        let peers = try peerPaths()
        if let script = peers?.generator("weaver") {
            let folder = root.appendingPathComponent("project")
            let seed = peers?.seed ?? 7
            try generatePeerProject(script, types: types, into: folder, seed: seed)
            sources = swiftFiles(in: folder.appendingPathComponent("Sources")).map(URL.init(fileURLWithPath:))
            mainText = try String(contentsOf: folder.appendingPathComponent("main.swift"), encoding: .utf8)
            origin = "gen_weaver.py \(types) --seed \(seed)"
        } else {
            let (project, _) = try project("incremental-\(types)-project", .init(files: types, annotatedTypes: types, seed: options.seed))
            sources = project.annotatedFiles.map { project.root.appendingPathComponent($0) }
            mainText = "let app = App(injecting: MainDependencyContainer.appDependencyResolver())\nprint(app.touchDependencies())\n"
            origin = "the harness's all-annotated project (\(formatCount(types)) files, seed \(options.seed))"
        }

        var table = Table(header: ["output", "generated files", "first build", "null build", "weaver swift after the edit",
                                   "files rewritten", "incremental swift build", "target"])
        var editedFile = ""
        for split in [true, false] {
            let name = split ? "split" : "single"
            let package = root.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: package)
            let app = package.appendingPathComponent("App")
            let appSources = app.appendingPathComponent("Sources")
            try FileManager.default.createDirectory(at: appSources, withIntermediateDirectories: true)
            for file in sources {
                try FileManager.default.copyItem(at: file, to: appSources.appendingPathComponent(file.lastPathComponent))
            }
            try mainText.write(to: app.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            try """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "IncrementalApp",
                    targets: [.executableTarget(name: "App", path: "App")]
                )

                """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

            let weaverArguments = [weaver.path, "swift", "--project-path", app.path, "--input-path", "Sources",
                                   "--main-output-path", split ? "Generated" : "Generated/Weaver.swift"] + (split ? ["--split-output"] : [])
            try Subprocess.check(weaverArguments)
            let generated = swiftFiles(in: app.appendingPathComponent("Generated"))
            let build = ["swift", "build", "--package-path", package.path, "--product", "App"]
            reporter.progress("incremental (\(name)): first debug build of \(sources.count) files + \(generated.count) generated")
            let first = try Subprocess.check(build)
            let null = try Subprocess.check(build)

            // The edit: a registration's scope toggled between .transient and .container in one
            // file (the last in name order that has one), a different text every time.
            let candidates = swiftFiles(in: appSources).reversed()
            guard let target = candidates.first(where: { path in
                (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.contains(".scope = .transient") || $0.contains(".scope = .container") } ?? false
            }) else { throw BenchError("incremental: no file with a `.scope = .transient` or `.container` line") }
            editedFile = URL(fileURLWithPath: target).lastPathComponent
            var weaverSeconds: [Double] = [], rewritten: [Double] = [], buildSeconds: [Double] = []
            for edit in 1...edits {
                let text = try String(contentsOfFile: target, encoding: .utf8)
                let edited: String
                if let range = text.range(of: ".scope = .transient") {
                    edited = text.replacingCharacters(in: range, with: ".scope = .container")
                } else if let range = text.range(of: ".scope = .container") {
                    edited = text.replacingCharacters(in: range, with: ".scope = .transient")
                } else { throw BenchError("incremental: the scope line of \(editedFile) is gone") }
                try edited.write(toFile: target, atomically: false, encoding: .utf8)
                let run = try Subprocess.check(weaverArguments)
                weaverSeconds.append(run.seconds)
                let wrote = run.stderr.range(of: "wrote ").map { run.stderr[$0.upperBound...].split(separator: "\n").first ?? "" } ?? ""
                let count = wrote.isEmpty ? 0 : wrote.split(separator: ",").count
                guard count > 0 else { throw BenchError("incremental (\(name)): the edit of \(editedFile) rewrote no output: \(run.stderr)") }
                rewritten.append(Double(count))
                reporter.progress("incremental (\(name)): edit \(edit)/\(edits), \(count) file(s) rewritten, building")
                buildSeconds.append(try Subprocess.check(build).seconds)
            }
            let buildMedian = median(buildSeconds)
            table.rows.append([
                split ? "split: Weaver.swift + WeaverContainers1…8" : "one Weaver.swift", "\(generated.count), \(formatBytes(Double(fileBytes(generated))))",
                formatSeconds(first.seconds), formatSeconds(null.seconds), formatSeconds(median(weaverSeconds)),
                String(format: "%g", median(rewritten)), formatSeconds(buildMedian),
                split ? "≤ 1.5 s: \(buildMedian <= 1.5 ? "met" : "not met")" : "",
            ])
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("Project: \(origin), copied into a SwiftPM package (one executable target: the sources, a `main.swift`, weaver's `Generated/` folder) under `incremental-\(types)/{split,single}` in the work folder. Each edit toggles one registration's scope (`.transient` ↔ `.container`) in `\(editedFile)`, reruns `weaver swift` (`--split-output` into `Generated/`, or one `Generated/Weaver.swift`), then times `swift build` (debug, wall clock, \(ProcessInfo.processInfo.activeProcessorCount) cores); medians of \(edits) edits. *First build*: from scratch; *null build*: again with nothing changed (SwiftPM's own floor); *files rewritten*: outputs weaver wrote after the edit.")
        reporter.say()
    }
}
