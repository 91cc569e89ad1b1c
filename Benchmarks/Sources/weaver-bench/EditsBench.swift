import Foundation

extension Bench {
    /// The everyday edits of docs/commands.md ("Output as several files") side by side with SafeDI and Needle: drives
    /// `Benchmarks/Scripts/edits.py` (plain `swiftc -incremental` builds through the peers' shared
    /// harness) and `plugin_edits.py` (weaver's SwiftPM plugin, `swift build`), and copies their
    /// tables into the report. The peers must have been built by `shared/peers/build.sh` into the
    /// folder `--edits-peers` names; without it the section says so and is skipped.
    mutating func edits() throws {
        reporter.say("## Everyday edits, side by side with SafeDI and Needle")
        reporter.say()
        guard let peersRoot = options.editsPeersPath else {
            reporter.say("Skipped: no `--edits-peers DIR` (the folder where `shared/peers/build.sh` put the peers, e.g. /tmp/peers).")
            reporter.say()
            return
        }
        guard FileManager.default.isExecutableFile(atPath: peersRoot + "/bin/SafeDITool") else {
            reporter.say("Skipped: \(peersRoot)/bin/SafeDITool is missing; run `shared/peers/build.sh` first.")
            reporter.say()
            return
        }
        let scripts = benchmarksFolder.appendingPathComponent("Scripts")
        var environment = ["WEAVER": weaver.path, "PEERS": peersRoot]
        if let generators = try peerPaths()?.generators { environment["GEN"] = generators }
        let generatorFolder = environment["GEN"] ?? repositoryFolder.deletingLastPathComponent().appendingPathComponent("shared/peers").path
        if options.editsTypes.contains(where: { !FileManager.default.fileExists(atPath: "\(peersRoot)/bench/wv\($0)") }) {
            reporter.progress("edits: generating the peers' projects (bench.py gen)")
            try Subprocess.check(["python3", generatorFolder + "/bench.py", "gen"], environment: environment)
        }
        for types in options.editsTypes {
            reporter.progress("edits: \(formatCount(types)) types, \(options.editsRuns) run(s), every tool (a few minutes per run at 500 types)")
            let run = try Subprocess.check(["python3", scripts.appendingPathComponent("edits.py").path, "-n", "\(types)",
                                            "-r", "\(options.editsRuns)"], environment: environment)
            reporter.say(Self.finalTable(of: run.stdout))
            reporter.say()
        }
        if options.editsPlugin, let types = options.editsTypes.first {
            reporter.progress("edits: through weaver's SwiftPM plugin, \(formatCount(types)) types (the first build compiles weaver in debug)")
            let run = try Subprocess.check(["python3", scripts.appendingPathComponent("plugin_edits.py").path, "-n", "\(types)",
                                            "-r", "\(options.editsRuns)"], environment: environment)
            reporter.say(Self.finalTable(of: run.stdout))
            reporter.say()
        }
        reporter.say("Edits (docs/commands.md, \"Output as several files\"): *body* a leaf's method body; *adddep*/*dropdep* a leaf gains/loses a reference to a root service; *scope* a mid-level registration's scope (SafeDI has none); *addreg* a mid-level type registers a new name; *newtype* a leaf registers a new annotated type in a new file; *noop* nothing changed. Wall time of the tool plus `swiftc -incremental` (debug, batch mode, -j2), or of `swift build` through the plugin (which runs the package's own debug build of weaver, not the binary under test); *files* the sources the driver compiled again. Medians of \(options.editsRuns) runs, tools interleaved; raw samples in \(peersRoot)/results.")
        reporter.say()
    }

    /// The scripts print progress, then a heading and a Markdown table: the part from the heading on.
    static func finalTable(of output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.lastIndex(where: { $0.hasPrefix("N=") }) else { return output }
        return lines[start...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
