import Foundation
import ProjectGenerator

// weaver-bench: end-to-end timings of the release `weaver` on synthetic projects, the cost of
// type-checking what it generates, its scanner against swift-syntax, and its generated container
// against Swinject at run time. See Benchmarks/README.md.

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()), benchmarksFolder: benchmarksFolder)
    try FileManager.default.createDirectory(atPath: options.workPath, withIntermediateDirectories: true)
    let weaver = try WeaverTool.locate(options: options)
    var bench = Bench(options: options, weaver: weaver)

    reporter.say("# weaver benchmarks")
    reporter.say()
    for line in try machineDescription(weaver: weaver) { reporter.say(line) }
    reporter.say()

    for section in options.sections {
        switch section {
        case .verify: try bench.verify()
        case .pipeline: try bench.pipeline()
        case .typecheck: try bench.typecheck()
        case .incremental: try bench.incremental()
        case .edits: try bench.edits()
        case .mocks: try bench.mocks()
        case .contributions: try bench.contributions()
        case .lsp: try bench.lsp()
        case .scanner: try bench.scanner()
        case .runtime: try bench.runtime()
        case .modules: try bench.modules()
        case .dense: try bench.dense()
        }
    }
    if options.sections.contains(.pipeline) || options.sections.contains(.typecheck) {
        bench.linearity()
    }
    reporter.say("Load average at the end: \(loadAverage()) (other work on the machine shows up here).")
    reporter.say()
    let reportURL = URL(fileURLWithPath: options.workPath).appendingPathComponent("results.md")
    reporter.write(to: reportURL)
    reporter.progress("report written to \(reportURL.path)")
} catch {
    FileHandle.standardError.write(Data("weaver-bench: error: \(error)\n".utf8))
    exit(1)
}

func machineDescription(weaver: WeaverTool) throws -> [String] {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
    let swiftVersion = (try? Subprocess.run(["swift", "--version"]))
        .map { ($0.stdout + $0.stderr).split(separator: "\n").first.map(String.init) ?? "" } ?? "unknown"
    let commit = (try? Subprocess.run(["git", "-C", repositoryFolder.path, "rev-parse", "--short", "HEAD"]))?.stdout
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
    let dirty = (try? Subprocess.run(["git", "-C", repositoryFolder.path, "status", "--porcelain", "--", "Sources"]))?.stdout
        .isEmpty == false
    let memory = ProcessInfo.processInfo.physicalMemory
    return [
        "- machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (`nproc`), \(model), \(memory / 1_073_741_824) GiB",
        "- toolchain: \(swiftVersion)",
        "- weaver: \(weaver.version) at commit \(commit)\(dirty ? " with uncommitted changes in Sources" : ""), release build (\(weaver.source))",
        "- date: \(ISO8601DateFormatter().string(from: Date())), load average at the start: \(loadAverage())",
    ]
}

/// The 1, 5 and 15 minute load averages from /proc/loadavg.
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
