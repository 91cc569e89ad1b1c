import Foundation
import ProjectGenerator

/// Where the peers are, read from `--peers FILE` (JSON; relative paths are taken from the file's
/// folder). Every key is optional: a peer whose paths are missing or not usable is skipped with
/// its reason. The harness builds none of them (see /work/shared/peers/README.md for how).
///
/// ```json
/// { "generators": "/work/shared/peers",
///   "safediTool": "/work/peers/src/SafeDI/.build/release/SafeDITool",
///   "safediModules": "/work/peers/safedi-macros/Modules",
///   "safediMacroPlugin": "/work/peers/safedi-macros/libSafeDIMacros.so",
///   "needle": "/work/peers/src/needle/Generator/.build/debug/needle",
///   "needleFoundation": "/work/peers/needle-foundation" }
/// ```
struct PeerPaths: Decodable {
    /// Folder of gen_weaver.py, gen_safedi.py, gen_needle.py.
    var generators: String?
    var safediTool: String?
    /// Folder holding SafeDI.swiftmodule (passed as `-I`).
    var safediModules: String?
    /// The macro plugin: an executable (`-load-plugin-executable PATH#SafeDIMacros`) or a shared
    /// library ending in .so or .dylib (`-load-plugin-library PATH`).
    var safediMacroPlugin: String?
    var needle: String?
    /// Folder holding NeedleFoundation.swiftmodule (passed as `-I`).
    var needleFoundation: String?
    /// Generator seed (default 7, as in the peers' README).
    var seed: Int?

    static func load(_ path: String) throws -> PeerPaths {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw BenchError("--peers \(path): cannot read: \(error.localizedDescription)") }
        var paths: PeerPaths
        do { paths = try JSONDecoder().decode(PeerPaths.self, from: data) } catch { throw BenchError("--peers \(path): \(error)") }
        let folder = url.standardizedFileURL.deletingLastPathComponent()
        func resolve(_ value: String?) -> String? {
            guard let value, !value.isEmpty else { return nil }
            return value.hasPrefix("/") ? value : folder.appendingPathComponent(value).standardizedFileURL.path
        }
        paths.generators = resolve(paths.generators)
        paths.safediTool = resolve(paths.safediTool)
        paths.safediModules = resolve(paths.safediModules)
        paths.safediMacroPlugin = resolve(paths.safediMacroPlugin)
        paths.needle = resolve(paths.needle)
        paths.needleFoundation = resolve(paths.needleFoundation)
        return paths
    }

    /// The generator script `gen_<name>.py`, when the folder holds it.
    func generator(_ name: String) -> String? {
        guard let generators else { return nil }
        let path = URL(fileURLWithPath: generators).appendingPathComponent("gen_\(name).py").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// nil when SafeDI can run, else why not.
    var safediProblem: String? {
        guard generators != nil else { return "no \"generators\" folder in the --peers file" }
        guard generator("safedi") != nil else { return "no gen_safedi.py in \(generators!)" }
        guard let safediTool else { return "no \"safediTool\" in the --peers file" }
        guard FileManager.default.isExecutableFile(atPath: safediTool) else { return "SafeDITool is not an executable file: \(safediTool)" }
        guard let safediModules else { return "no \"safediModules\" in the --peers file" }
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: safediModules).appendingPathComponent("SafeDI.swiftmodule").path) else {
            return "no SafeDI.swiftmodule in \(safediModules)"
        }
        guard let plugin = safediMacroPlugin else { return "no \"safediMacroPlugin\" in the --peers file" }
        let executable = plugin.split(separator: "#").first.map(String.init) ?? plugin
        guard FileManager.default.fileExists(atPath: executable) else { return "macro plugin not found: \(executable)" }
        if !safediPluginIsLibrary && !FileManager.default.isExecutableFile(atPath: executable) {
            return "macro plugin is not executable: \(executable)"
        }
        return nil
    }

    var safediPluginIsLibrary: Bool {
        guard let plugin = safediMacroPlugin else { return false }
        return plugin.hasSuffix(".so") || plugin.hasSuffix(".dylib")
    }

    /// Compiler flags that make SafeDI's module and macros available.
    var safediFlags: [String] {
        guard let safediModules, let plugin = safediMacroPlugin else { return [] }
        if safediPluginIsLibrary { return ["-I", safediModules, "-load-plugin-library", plugin] }
        return ["-I", safediModules, "-load-plugin-executable", plugin.contains("#") ? plugin : plugin + "#SafeDIMacros"]
    }

    /// nil when Needle can run, else why not.
    var needleProblem: String? {
        guard generators != nil else { return "no \"generators\" folder in the --peers file" }
        guard generator("needle") != nil else { return "no gen_needle.py in \(generators!)" }
        guard let needle else { return "no \"needle\" in the --peers file" }
        guard FileManager.default.isExecutableFile(atPath: needle) else { return "needle is not an executable file: \(needle)" }
        guard let needleFoundation else { return "no \"needleFoundation\" in the --peers file" }
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: needleFoundation).appendingPathComponent("NeedleFoundation.swiftmodule").path) else {
            return "no NeedleFoundation.swiftmodule in \(needleFoundation)"
        }
        return nil
    }
}

/// One tool's generated output, ready to be type-checked as the primary file(s) of its project.
struct OutputCheck {
    var primaries: [String]
    /// Every other source of the project.
    var others: [String]
    var flags: [String]
    var outputBytes: Int
    var toolSeconds: Double

    var command: [String] {
        ["swiftc", "-frontend", "-typecheck", "-swift-version", "6", "-module-name", "Bench"] + flags
            + primaries.flatMap { ["-primary-file", $0] } + others
    }
}

/// A tool at one size: measured, or why it could not be.
enum ToolState {
    case ready(OutputCheck, cpu: [Double])
    case failed(String)
}

/// Runs `arguments` with `folder` as the working directory (the peers' tools take relative paths).
func runIn(_ folder: URL, _ arguments: [String]) throws -> ProcessResult {
    try Subprocess.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path] + arguments)
}

func swiftFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
}

func fileBytes(_ paths: [String]) -> Int {
    paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
}

/// The first `error:` line of a compiler's output, for the report.
func firstError(_ text: String) -> String {
    let line = text.split(separator: "\n").first { $0.contains("error:") } ?? text.split(separator: "\n").first ?? ""
    return String(line.prefix(300))
}

extension Bench {
    /// The peers named by `--peers`, or nil.
    func peerPaths() throws -> PeerPaths? {
        guard let path = options.peersPath else { return nil }
        return try PeerPaths.load(path)
    }

    /// Generates a peer project with `gen_<name>.py N DIR --seed S` (the folder is made afresh).
    func generatePeerProject(_ script: String, types: Int, into folder: URL, seed: Int) throws {
        try? FileManager.default.removeItem(at: folder)
        reporter.progress("generating \(folder.lastPathComponent) with \(URL(fileURLWithPath: script).lastPathComponent)")
        try Subprocess.check(["python3", script, String(types), folder.path, "--seed", String(seed)])
    }

    /// The sources of a gen_*.py project: Sources/*.swift, then main.swift when there is one.
    func peerSources(_ folder: URL) -> [String] {
        var files = swiftFiles(in: folder.appendingPathComponent("Sources"))
        let main = folder.appendingPathComponent("main.swift").path
        if FileManager.default.fileExists(atPath: main) { files.append(main) }
        return files
    }

    /// CPU seconds (user + system of the frontend) of type-checking each tool's generated output
    /// as the primary file(s) of its project, weaver beside SafeDI and Needle when `--peers` names
    /// them; the tools are interleaved within each run.
    mutating func outputTypecheck() throws {
        let peers = try peerPaths()
        let seed = peers?.seed ?? 7
        let weaverGenerator = peers?.generator("weaver")
        var skipped: [(String, String)] = []
        let needleProblem = peers == nil ? "no --peers file given" : peers!.needleProblem
        let safediProblem = peers == nil ? "no --peers file given" : peers!.safediProblem
        if let needleProblem { skipped.append(("Needle", needleProblem)) }
        if let safediProblem { skipped.append(("SafeDI", safediProblem)) }
        let withNeedle = needleProblem == nil, withSafeDI = safediProblem == nil

        reporter.say("## Output type-check: the generated code as the primary file (CPU seconds, Swift 6 mode)")
        reporter.say()
        var header = ["types", "weaver"]
        if withNeedle { header.append("Needle") }
        if withSafeDI { header.append("SafeDI") }
        if withSafeDI { header.append("weaver/SafeDI") }
        if withNeedle { header.append("weaver/Needle") }
        var table = Table(header: header)
        var notes: [String] = []
        var failures: [String] = []

        for types in options.typecheckTypes {
            let root = work.appendingPathComponent("peers-\(types)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            // weaver
            var states: [(name: String, state: ToolState)] = []
            do {
                if let weaverGenerator {
                    let folder = root.appendingPathComponent("weaver")
                    try generatePeerProject(weaverGenerator, types: types, into: folder, seed: seed)
                    let run = try weaver.swift(project: folder.path)
                    let output = folder.appendingPathComponent("Generated/Weaver.swift").path
                    states.append(("weaver", .ready(OutputCheck(primaries: [output], others: peerSources(folder), flags: [],
                                                                outputBytes: fileBytes([output]), toolSeconds: run.seconds), cpu: [])))
                } else {
                    let (project, _) = try project("typecheck-\(types)", .init(files: types, annotatedTypes: types, seed: options.seed))
                    let run = try weaver.swift(project: project.root.path)
                    let output = project.root.appendingPathComponent("Generated/Weaver.swift").path
                    states.append(("weaver", .ready(OutputCheck(primaries: [output], others: project.annotatedFiles.map { project.root.appendingPathComponent($0).path },
                                                                flags: [], outputBytes: fileBytes([output]), toolSeconds: run.seconds), cpu: [])))
                }
            }
            if withNeedle, let peers {
                let folder = root.appendingPathComponent("needle")
                try generatePeerProject(peers.generator("needle")!, types: types, into: folder, seed: seed)
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("Generated"), withIntermediateDirectories: true)
                reporter.progress("needle generate (\(types) types)")
                let run = try runIn(folder, [peers.needle!, "generate", "Generated/NeedleGenerated.swift", "Sources/",
                                             "--parsing-timeout", "600", "--exporting-timeout", "600"])
                let output = folder.appendingPathComponent("Generated/NeedleGenerated.swift").path
                if !run.succeeded || !FileManager.default.fileExists(atPath: output) {
                    states.append(("Needle", .failed("needle generate failed (exit \(run.status)): \(firstError(run.stderr + run.stdout))")))
                } else {
                    states.append(("Needle", .ready(OutputCheck(primaries: [output], others: peerSources(folder), flags: ["-I", peers.needleFoundation!],
                                                                outputBytes: fileBytes([output]), toolSeconds: run.seconds), cpu: [])))
                }
            }
            if withSafeDI, let peers {
                let folder = root.appendingPathComponent("safedi")
                try generatePeerProject(peers.generator("safedi")!, types: types, into: folder, seed: seed)
                let outputFolder = folder.appendingPathComponent("SafeDIOutput")
                try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
                reporter.progress("SafeDITool generate (\(types) types)")
                let run = try runIn(folder, [peers.safediTool!, "generate", "sources.csv", "--output-directory", "SafeDIOutput"])
                let outputs = swiftFiles(in: outputFolder)
                if !run.succeeded || outputs.isEmpty {
                    states.append(("SafeDI", .failed("SafeDITool generate failed (exit \(run.status)): \(firstError(run.stderr + run.stdout))")))
                } else {
                    states.append(("SafeDI", .ready(OutputCheck(primaries: outputs, others: peerSources(folder), flags: peers.safediFlags,
                                                                outputBytes: fileBytes(outputs), toolSeconds: run.seconds), cpu: [])))
                }
            }

            // Interleaved: each run checks every tool once, starting with a different one each time.
            for run in 1...options.typecheckRuns {
                reporter.progress("output type-check \(types) types: run \(run)/\(options.typecheckRuns)")
                for step in 0..<states.count {
                    let index = (step + run - 1) % states.count
                    guard case .ready(let check, var cpu) = states[index].state else { continue }
                    let result = try Subprocess.run(check.command)
                    if result.succeeded {
                        cpu.append(result.cpuSeconds)
                        states[index].state = .ready(check, cpu: cpu)
                    } else {
                        states[index].state = .failed("type-check failed (exit \(result.status)): \(firstError(result.stderr + result.stdout))")
                    }
                }
            }

            func cpu(_ name: String) -> Double? {
                guard let state = states.first(where: { $0.name == name })?.state, case .ready(_, let cpu) = state else { return nil }
                return median(cpu)
            }
            func cell(_ name: String) -> String {
                guard let state = states.first(where: { $0.name == name })?.state else { return "–" }
                switch state {
                case .ready(_, let cpu): return formatSeconds(median(cpu))
                case .failed: return "failed"
                }
            }
            func ratio(_ other: String) -> String {
                guard let mine = cpu("weaver"), let theirs = cpu(other), theirs > 0 else { return "–" }
                return String(format: "%.2f", mine / theirs)
            }
            var row = [formatCount(types), cell("weaver")]
            if withNeedle { row.append(cell("Needle")) }
            if withSafeDI { row.append(cell("SafeDI")) }
            if withSafeDI { row.append(ratio("SafeDI")) }
            if withNeedle { row.append(ratio("Needle")) }
            table.rows.append(row)
            for (name, state) in states {
                switch state {
                case .ready(let check, _):
                    notes.append("- \(formatCount(types)) types, \(name): \(check.primaries.count) primary file(s), \(formatBytes(Double(check.outputBytes))), \(check.others.count) other sources; tool run \(formatSeconds(check.toolSeconds)) (wall)")
                case .failed(let reason):
                    failures.append("failed: \(name) at \(formatCount(types)) types: \(reason)")
                }
            }
        }
        reporter.say(table.rendered)
        reporter.say()
        for line in failures { reporter.say(line) }
        for (peer, reason) in skipped { reporter.say("skipped: \(peer): \(reason)") }
        if !failures.isEmpty || !skipped.isEmpty { reporter.say() }
        let source = weaverGenerator != nil
            ? "The projects are written by gen_weaver.py" + (withNeedle ? ", gen_needle.py" : "") + (withSafeDI ? ", gen_safedi.py" : "") + " (`N DIR --seed \(seed)`, the same graph in each tool's annotations) under `peers-N/` in the work folder"
            : "weaver's project is the harness's own all-annotated `typecheck-N` project (no gen_weaver.py: pass `--peers` with a \"generators\" folder for the peers' shared graph)"
        reporter.say("\(source). Each cell: `swiftc -frontend -typecheck -swift-version 6 -module-name Bench -primary-file <the tool's output file(s)> <every other source of the project>` (SafeDI with its module and macro plugin, Needle with NeedleFoundation's module), user + system CPU of the frontend (`wait4`), median of \(options.typecheckRuns) runs, the tools interleaved within each run. A ratio below 1 means weaver's output is cheaper to check.")
        for line in notes { reporter.say(line) }
        reporter.say()
    }
}
