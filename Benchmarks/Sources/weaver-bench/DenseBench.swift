import Foundation
import ProjectGenerator
import WeaverCore
import WeaverKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 17: annotation-dense projects. Parse throughput on one-file dense projects (in process),
/// `weaver swift` on projects where every file is annotated against reading the same files, the
/// generation phase's output rate, and the peers' figures measured by hand (not in this run).
extension Bench {
    /// Issue 17's targets for a cold run, by annotated types.
    static let denseColdTargets: [Int: Double] = [100: 0.006, 500: 0.026, 2000: 0.050]
    static let denseWarmTarget = 0.010
    static let denseEditedTarget = 0.015
    static let denseThroughputTarget = 100e6

    /// SafeDI and Needle cold runs, measured by the product owner on this machine kind (5
    /// interleaved runs, medians, the same graph in each tool's annotation language): types →
    /// (weaver, SafeDI, Needle). Not measured by the harness: neither tool builds here.
    static let peerFigures: [(types: Int, weaver: Double, safeDI: Double, needle: Double)] = [
        (100, 0.022, 0.064, 0.062),
        (500, 0.061, 0.260, 0.257),
        (2000, 0.210, 0.994, 1.035),
    ]

    mutating func dense() throws {
        reporter.say("## Annotation-dense projects (issue 17)")
        reporter.say()
        let throughput = try denseParse()
        let (cold, warm, edited, generation) = try denseRuns()
        densePeers(cold: cold)
        denseTargets(cold: cold, warm: warm, edited: edited, parse: throughput, generation: generation)
    }

    // MARK: - 1. parse throughput

    /// `FileParser.parse` and `Scanner.scan` on one dense file per style, in memory, one thread.
    /// Returns `FileParser.parse`'s bytes per second by style.
    private func denseParse() throws -> [(DenseProject.Style, Double)] {
        let runs = max(options.runs, 5)
        reporter.say("### Parse throughput on one annotation-dense file (one thread, in memory, medians of \(runs) runs)")
        reporter.say()
        var table = Table(header: ["style", "file", "types", "annotations", "parser", "time per file", "MB/s",
                                   "annotations/s", "µs per annotation", "≥ 100 MB/s"])
        var results: [(DenseProject.Style, Double)] = []
        for style in DenseProject.Style.allCases {
            let project = DenseProject.make(types: options.denseTypes, style: style, seed: options.seed)
            let bytes = Array(project.text.utf8)
            let path = DenseProject.relativePath
            // The text is what it should be: every planned type and dependency, no error.
            let syntax = FileParser.parse(SourceFile(path: path, bytes: bytes))
            let parsedDependencies = syntax.types.reduce(0) { $0 + $1.dependencies.count }
            let errors = syntax.diagnostics.filter { $0.severity == .error }
            guard syntax.types.count == project.plan.types.count, parsedDependencies == project.plan.dependencyCount, errors.isEmpty else {
                throw BenchError("dense \(style.rawValue): parsed \(syntax.types.count) types and \(parsedDependencies) dependencies (planned \(project.plan.types.count) and \(project.plan.dependencyCount)), \(errors.count) errors: \(errors.prefix(3))")
            }
            let annotations = Double(project.plan.dependencyCount)
            let parseTime = measureRepeated("FileParser.parse on the \(style.rawValue) file", runs: runs) {
                FileParser.parse(SourceFile(path: path, bytes: bytes)).types.count
            }
            let scanTime = measureRepeated("Scanner.scan on the \(style.rawValue) file", runs: runs) {
                let outline = Scanner.scan(bytes)
                return outline.annotations.count + outline.wrappers.count
            }
            let styleLabel: String
            switch style {
            case .wrappers: styleLabel = "wrappers (`@Weaver(…)`)"
            case .comments: styleLabel = "comments (`// weaver:`)"
            case .mixed: styleLabel = "mixed (usual generator, no filler)"
            }
            let file = "\(String(format: "%.0f", Double(bytes.count) / 1e3)) KB, \(formatCount(project.lineCount)) lines"
            let written = "\(formatCount(project.plan.dependencyCount)) (\(formatCount(project.wrapperCount)) `@Weaver`, \(formatCount(project.commentAnnotationCount)) `// weaver:` lines)"
            for (parser, time) in [("`FileParser.parse`", parseTime), ("`Scanner.scan` (reference)", scanTime)] {
                let rate = Double(bytes.count) / time
                table.rows.append([styleLabel, file, formatCount(project.plan.types.count), written, parser,
                                   formatMicroseconds(time), String(format: "%.1f", rate / 1e6),
                                   formatCount(Int((annotations / time).rounded())),
                                   String(format: "%.3f", time * 1e6 / annotations),
                                   parser.hasPrefix("`FileParser") ? (rate >= Self.denseThroughputTarget ? "met" : "**not met**") : ""])
            }
            results.append((style, Double(bytes.count) / parseTime))
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("One file of \(formatCount(options.denseTypes)) annotated types, \(formatCount(options.denseTypes)) classes with nothing but their annotations, `init(injecting:)` and the services they register (`generate-project --dense STYLE --types \(options.denseTypes)`); `wrappers` and `comments` are the same graph. MB = 10^6 bytes; annotations = declared dependencies (registrations, references, parameters; `.scope` lines not counted). Each run parses the file repeatedly for at least 50 ms; the time is per parse. `FileParser.parse` is what the pipeline runs per file (scan, line tables, annotation parsing); `Scanner.scan` is its lexer and outline alone.")
        reporter.say()
        return results
    }

    /// Median over `runs` of the time of one `body()` call; each run repeats it for at least 50 ms.
    private func measureRepeated(_ name: String, runs: Int, _ body: () -> Int) -> Double {
        var sink = 0
        var calls = 0
        let warmStart = monotonicSeconds()
        repeat {
            sink &+= body()
            calls += 1
        } while calls < 3 || monotonicSeconds() - warmStart < 0.05
        let single = (monotonicSeconds() - warmStart) / Double(calls)
        let repetitions = max(1, Int((0.05 / single).rounded(.up)))
        var times: [Double] = []
        for run in 1...runs {
            reporter.progress("dense: \(name), run \(run)/\(runs) (\(repetitions) parses)")
            let start = monotonicSeconds()
            for _ in 0..<repetitions { sink &+= body() }
            times.append((monotonicSeconds() - start) / Double(repetitions))
        }
        if sink == 42 { print("") }   // keeps the work observable
        return median(times)
    }

    // MARK: - 2. and 3. weaver swift runs, reading the same files, generation rate

    private struct DenseGeneration {
        var types: Int
        var units: Int
        var generateSeconds: Double
        var outputBytes: Int
    }

    private mutating func denseRuns() throws -> (cold: [Int: Double], warm: [Int: Double], edited: [Int: Double], generation: [DenseGeneration]) {
        let runs = options.runs
        reporter.say("### `weaver swift` on all-annotated and dense projects, against reading the same files (release, medians of \(runs) runs)")
        reporter.say()
        var table = Table(header: ["project", "files", "source", "types", "dependencies", "cold", "warm", "1 file edited",
                                   "`cat` (1 process)", "read in-process", "cold / `cat`", "peak RSS cold", "Weaver.swift"])
        var phaseLines: [String] = []
        var coldByTypes: [Int: Double] = [:], warmByTypes: [Int: Double] = [:], editedByTypes: [Int: Double] = [:]
        var generation: [DenseGeneration] = []

        /// Runs one project: `edit(run)` changes one file without changing the graph.
        func measure(label: String, root: URL, files: [String], edit: (Int) throws -> Void)
            throws -> (cold: Double, warm: Double, edited: Double, cat: Double, read: Double, rss: Double, bytes: Int, generate: Double, phases: String) {
            let paths = files.map { root.appendingPathComponent($0).path }
            var cold: [Double] = [], warm: [Double] = [], edited: [Double] = [], cat: [Double] = [], read: [Double] = [], rss: [Double] = []
            var bytes = 0
            for run in 1...runs {
                reporter.progress("dense: \(label), run \(run)/\(runs)")
                cat.append(try Subprocess.check(["cat"] + paths, discardOutput: true).seconds)
                let reading = readFiles(paths)
                read.append(reading.seconds)
                bytes = reading.bytes
                try weaver.clean(project: root.path)
                let first = try weaver.swift(project: root.path)
                cold.append(first.seconds)
                rss.append(Double(first.peakRSS))
                warm.append(try weaver.swift(project: root.path).seconds)
                try edit(run)
                edited.append(try weaver.swift(project: root.path).seconds)
            }
            // Per-phase times: `--verbose` cold runs, the median generate phase and the line of the last.
            var generate: [Double] = []
            var phases = ""
            for run in 1...runs {
                reporter.progress("dense: \(label), --verbose cold run \(run)/\(runs)")
                try weaver.clean(project: root.path)
                let verbose = try weaver.swift(project: root.path, extra: ["--verbose"])
                let output = VerboseOutput(verbose.stderr)
                guard let milliseconds = output.milliseconds(of: "generate") else {
                    throw BenchError("no generate phase in the --verbose output of \(label): \(verbose.stderr)")
                }
                generate.append(milliseconds / 1000)
                phases = output.joined
            }
            return (median(cold), median(warm), median(edited), median(cat), median(read), median(rss), bytes, median(generate), phases)
        }

        for size in options.denseSizes {
            let (project, _) = try self.project("annotated-\(size)", .init(files: size, annotatedTypes: size, seed: options.seed))
            let editable = project.root.appendingPathComponent(project.editableFile)
            // The string edit of the pipeline section: the file is parsed again, its parse result
            // is the same, the run ends on the no-change fast path.
            func edit(_ run: Int) throws {
                let text = try String(contentsOf: editable, encoding: .utf8)
                let old = "\"revision-\(run - 1)\""
                guard text.contains(old) else { throw BenchError("\(project.editableFile) has no \(old)") }
                try text.replacingOccurrences(of: old, with: "\"revision-\(run)\"").write(to: editable, atomically: false, encoding: .utf8)
            }
            let result = try measure(label: "\(size) annotated types", root: project.root, files: project.allFiles, edit: edit)
            let output = outputSize(project)
            let plan = project.plan
            table.rows.append(denseRow("\(formatCount(size)) types, all annotated", files: project.allFiles.count, bytes: result.bytes,
                                       lines: project.totalLines, types: plan.types.count, dependencies: plan.dependencyCount,
                                       result: (result.cold, result.warm, result.edited, result.cat, result.read, result.rss), output: output))
            phaseLines.append("- \(formatCount(size)) types, all annotated, cold, `--verbose`: \(result.phases)")
            coldByTypes[size] = result.cold
            warmByTypes[size] = result.warm
            editedByTypes[size] = result.edited
            generation.append(DenseGeneration(types: plan.types.count, units: plan.types.count + plan.dependencyCount,
                                              generateSeconds: result.generate, outputBytes: output.bytes))
        }

        for style in DenseProject.Style.allCases {
            let root = work.appendingPathComponent("dense-\(style.rawValue)")
            reporter.progress("generating dense-\(style.rawValue) (\(options.denseTypes) types in one file)")
            let project = try DenseProject.write(to: root, types: options.denseTypes, style: style, seed: options.seed)
            try? FileManager.default.removeItem(at: root.appendingPathComponent(".weaver_cache"))
            try? FileManager.default.removeItem(at: root.appendingPathComponent("Generated"))
            let file = root.appendingPathComponent(DenseProject.relativePath)
            // A comment line appended at the end: the whole file is parsed again, nothing moves.
            func edit(_ run: Int) throws {
                let handle = try FileHandle(forWritingTo: file)
                defer { try? handle.close() }
                handle.seekToEndOfFile()
                handle.write(Data("// edit \(run)\n".utf8))
            }
            let result = try measure(label: "dense \(style.rawValue)", root: root, files: [DenseProject.relativePath], edit: edit)
            try Data(project.text.utf8).write(to: file)   // the edits undone
            let url = root.appendingPathComponent("Generated/Weaver.swift")
            let data = (try? Data(contentsOf: url)) ?? Data()
            let output = (data.count, data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
            table.rows.append(denseRow("dense, \(style.rawValue), 1 file", files: 1, bytes: project.byteCount, lines: project.lineCount,
                                       types: project.plan.types.count, dependencies: project.plan.dependencyCount,
                                       result: (result.cold, result.warm, result.edited, result.cat, result.read, result.rss), output: output))
            phaseLines.append("- dense, \(style.rawValue), cold, `--verbose`: \(result.phases)")
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("cold: `weaver clean`, then `weaver swift` (OS file cache warm); warm: again, nothing changed; 1 file edited: all-annotated projects, the `revision` string of one file changed (re-read and re-parsed, same parse result); dense projects, a comment line appended to the one file. `cat`: `cat` of every source file of the project as one process, output to /dev/null; read in-process: `open`/`read`/`close` of every file into one buffer, in the harness. Both are measured in the same runs as weaver, interleaved.")
        reporter.say()
        for line in phaseLines { reporter.say(line) }
        reporter.say()

        reporter.say("### Generation throughput (the `generate:` phase of `--verbose` cold runs, medians of \(runs))")
        reporter.say()
        var generationTable = Table(header: ["annotated types", "types + dependencies", "generate phase", "Weaver.swift",
                                             "MB/s of output", "µs per type or dependency", "bytes per type or dependency", "≥ 100 MB/s"])
        for point in generation {
            let rate = Double(point.outputBytes) / point.generateSeconds
            generationTable.rows.append([
                formatCount(point.types), formatCount(point.units), String(format: "%.1f ms", point.generateSeconds * 1000),
                "\(String(format: "%.2f", Double(point.outputBytes) / 1e6)) MB", String(format: "%.1f", rate / 1e6),
                String(format: "%.2f", point.generateSeconds * 1e6 / Double(point.units)),
                String(format: "%.0f", Double(point.outputBytes) / Double(point.units)),
                rate >= Self.denseThroughputTarget ? "met" : "**not met**",
            ])
        }
        reporter.say(generationTable.rendered)
        reporter.say()
        reporter.say("MB = 10^6 bytes of generated `Weaver.swift`; the generate phase renders the whole output in memory (its write and comparison with the existing file are the `write:` phase). Flat per-unit columns mean linear.")
        reporter.say()
        return (coldByTypes, warmByTypes, editedByTypes, generation)
    }

    private func denseRow(_ label: String, files: Int, bytes: Int, lines: Int, types: Int, dependencies: Int,
                          result: (cold: Double, warm: Double, edited: Double, cat: Double, read: Double, rss: Double),
                          output: (bytes: Int, lines: Int)) -> [String] {
        [label, formatCount(files), "\(String(format: "%.2f", Double(bytes) / 1e6)) MB, \(formatCount(lines)) lines",
         formatCount(types), formatCount(dependencies),
         formatMilliseconds(result.cold), formatMilliseconds(result.warm), formatMilliseconds(result.edited),
         formatMilliseconds(result.cat), formatMilliseconds(result.read),
         String(format: "%.1f×", result.cold / result.cat), formatBytes(result.rss),
         "\(formatBytes(Double(output.bytes))), \(formatCount(output.lines)) lines"]
    }

    /// Reads every file into one reused buffer: the floor of getting the bytes into the process.
    private func readFiles(_ paths: [String]) -> (seconds: Double, bytes: Int) {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var total = 0
        let start = monotonicSeconds()
        buffer.withUnsafeMutableBytes { raw in
            for path in paths {
                let descriptor = open(path, O_RDONLY)
                guard descriptor >= 0 else { continue }
                while true {
                    let count = read(descriptor, raw.baseAddress, raw.count)
                    if count <= 0 { break }
                    total += count
                }
                close(descriptor)
            }
        }
        return (monotonicSeconds() - start, total)
    }

    // MARK: - 4. peers (not measured here)

    private func densePeers(cold: [Int: Double]) {
        reporter.say("### Peers: figures NOT measured in this run")
        reporter.say()
        reporter.say("SafeDI and Needle cannot be built on this machine (they are not among the cached packages and there is no network). Their figures below were measured by the product owner on this machine kind: 5 interleaved runs, medians, cold, the same graph written in each tool's annotation language. Only the \"this run\" column comes from this harness (the all-annotated projects above).")
        reporter.say()
        var table = Table(header: ["types (≈90 lines each)", "weaver cold (owner)", "SafeDI cold (owner)", "Needle cold (owner)",
                                   "weaver cold (this run)", "SafeDI / this run", "Needle / this run", "target (cold)"])
        for peer in Self.peerFigures {
            let label = peer.types == 2000 ? "2,000 (8 MB)" : formatCount(peer.types)
            let measured = cold[peer.types]
            func ratio(_ value: Double) -> String { measured.map { String(format: "%.1f×", value / $0) } ?? "–" }
            table.rows.append([label, String(format: "%.3f s", peer.weaver), String(format: "%.3f s", peer.safeDI),
                               String(format: "%.3f s", peer.needle), measured.map(formatMilliseconds) ?? "not run",
                               ratio(peer.safeDI), ratio(peer.needle),
                               Self.denseColdTargets[peer.types].map { "≤ \(formatMilliseconds($0))" } ?? ""])
        }
        reporter.say(table.rendered)
        reporter.say()
    }

    // MARK: - targets

    private func denseTargets(cold: [Int: Double], warm: [Int: Double], edited: [Int: Double],
                              parse: [(DenseProject.Style, Double)], generation: [DenseGeneration]) {
        reporter.say("### Against issue 17's targets")
        reporter.say()
        var table = Table(header: ["figure", "target", "measured", "measured / target", ""])
        func timeRow(_ figure: String, _ target: Double, _ value: Double?) {
            guard let value else { return }
            table.rows.append([figure, "≤ \(formatMilliseconds(target))", formatMilliseconds(value),
                               String(format: "%.1f×", value / target), value <= target ? "met" : "**not met**"])
        }
        for size in options.denseSizes {
            if let target = Self.denseColdTargets[size] { timeRow("cold, \(formatCount(size)) types", target, cold[size]) }
        }
        for size in options.denseSizes { timeRow("warm, \(formatCount(size)) types", Self.denseWarmTarget, warm[size]) }
        for size in options.denseSizes { timeRow("1 file edited, \(formatCount(size)) types", Self.denseEditedTarget, edited[size]) }
        for (style, rate) in parse where style != .mixed {
            table.rows.append(["parse, dense \(style.rawValue) file, one thread", "≥ 100 MB/s", String(format: "%.1f MB/s", rate / 1e6),
                               String(format: "%.2f×", Self.denseThroughputTarget / rate), rate >= Self.denseThroughputTarget ? "met" : "**not met**"])
        }
        for point in generation {
            let rate = Double(point.outputBytes) / point.generateSeconds
            table.rows.append(["generation, \(formatCount(point.types)) types", "≥ 100 MB/s", String(format: "%.1f MB/s", rate / 1e6),
                               String(format: "%.2f×", Self.denseThroughputTarget / rate), rate >= Self.denseThroughputTarget ? "met" : "**not met**"])
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("\"measured / target\": how far off a figure is (for rates, the target over the measured rate); below 1.0× is met.")
        reporter.say()
    }
}

/// Milliseconds with one decimal (two below 1 ms): the dense section's figures are a few milliseconds.
func formatMilliseconds(_ seconds: Double) -> String {
    if seconds.isNaN { return "–" }
    if seconds >= 10 { return String(format: "%.1f s", seconds) }
    if seconds < 0.001 { return String(format: "%.2f ms", seconds * 1000) }
    return String(format: "%.1f ms", seconds * 1000)
}

/// A per-call time: µs below a millisecond, else ms.
func formatMicroseconds(_ seconds: Double) -> String {
    seconds < 0.001 ? String(format: "%.0f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1000)
}
