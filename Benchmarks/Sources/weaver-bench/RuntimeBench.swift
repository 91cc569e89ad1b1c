import Foundation
import ProjectGenerator

extension Bench {
    struct RuntimeSample {
        var buildNanoseconds: Double
        var readNanoseconds: Double
        var readsPerPass: Int
        var passes: Int
        var checksum: String

        var nanosecondsPerRead: Double { readNanoseconds / Double(readsPerPass * passes) }

        init(_ line: String) throws {
            var fields: [String: String] = [:]
            for pair in line.split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
            }
            guard let build = fields["build_ns"].flatMap(Double.init), let read = fields["read_ns"].flatMap(Double.init),
                  let reads = fields["reads_per_pass"].flatMap(Int.init), let passes = fields["passes"].flatMap(Int.init),
                  let checksum = fields["checksum"] else { throw BenchError("unexpected runtime output: \(line)") }
            buildNanoseconds = build
            readNanoseconds = read
            readsPerPass = reads
            self.passes = passes
            self.checksum = checksum
        }
    }

    /// The same 1,000-node graph through weaver's generated container (compiled with
    /// `swiftc -O -wmo`) and through a Swinject 2.10.0 `Container` (SwiftPM release build).
    mutating func runtime() throws {
        // Kept under the benchmark package so Swinject is built once and reused.
        let root = work.appendingPathComponent("runtime")
        let project = try RuntimeProject.write(to: root, nodes: options.runtimeNodes, seed: options.seed)

        reporter.progress("runtime: weaver swift + swiftc -O on the weaver program")
        let weaverFolder = project.weaverFolder.path
        _ = try weaver.swift(project: weaverFolder)
        let weaverBinary = root.appendingPathComponent("weaver-runtime").path
        try Subprocess.check(["swiftc", "-O", "-wmo", "-swift-version", "5", "-module-name", "WeaverRuntime",
                              "\(weaverFolder)/Sources/Graph.swift", "\(weaverFolder)/Generated/Weaver.swift",
                              "\(weaverFolder)/main.swift", "-o", weaverBinary])

        reporter.progress("runtime: swift build -c release of the Swinject program")
        let swinjectFolder = project.swinjectFolder.path
        try Subprocess.check(["swift", "build", "-c", "release", "--package-path", swinjectFolder])
        let swinjectBin = try Subprocess.check(["swift", "build", "-c", "release", "--package-path", swinjectFolder, "--show-bin-path"])
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let swinjectBinary = swinjectBin + "/swinject-runtime"

        let common = ["--passes", String(options.runtimePasses), "--builds", String(options.runtimeBuilds)]
        var results: [String: [RuntimeSample]] = [:]
        let variants: [(String, [String])] = [
            ("weaver", [weaverBinary] + common),
            ("Swinject", [swinjectBinary] + common),
            ("Swinject, synchronized", [swinjectBinary, "--synchronized"] + common),
        ]
        for run in 1...options.runs {
            for (name, command) in variants {
                reporter.progress("runtime: \(name), run \(run)/\(options.runs)")
                let output = try Subprocess.check(command).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                results[name, default: []].append(try RuntimeSample(output))
            }
        }
        let checksums = Set(results.values.flatMap { $0.map(\.checksum) })
        guard checksums.count == 1 else { throw BenchError("the programs disagree: checksums \(checksums)") }

        func build(_ name: String) -> Double { median(results[name]!.map(\.buildNanoseconds)) }
        func read(_ name: String) -> Double { median(results[name]!.map(\.nanosecondsPerRead)) }
        reporter.say("## Run time: weaver's generated container against Swinject 2.10.0 (medians of \(options.runs) runs)")
        reporter.say()
        reporter.say("Graph: \(project.summary). Checksums agree (\(checksums.first!)).")
        reporter.say()
        var table = Table(header: ["container", "build graph + first full pass", "one dependency read (steady state)",
                                   "build: × weaver", "read: × weaver"])
        for (name, _) in variants {
            table.rows.append([
                name, String(format: "%.0f µs", build(name) / 1000), String(format: "%.1f ns", read(name)),
                String(format: "%.1f×", build(name) / build("weaver")), String(format: "%.1f×", read(name) / read("weaver")),
            ])
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("\"build\" is the median over \(options.runtimeBuilds) fresh graphs of creating the container (weaver: `MainDependencyContainer.appDependencyResolver()`, which builds the container-scoped slots; Swinject: `Container()` plus the \(2 * project.nodeCount) registrations) and one pass that reads every dependency (building the lazy ones). \"read\" is \(options.runtimePasses) more passes over one built graph divided by the \(project.dependencyCount) reads per pass: weaver `dependencies.name` against Swinject `resolver.resolve(T.self)!`. \"synchronized\" is `container.synchronize()`, Swinject's thread-safe resolver; weaver's containers are always thread-safe (locks on memoized slots). weaver: `swiftc -O -wmo`, everything in one module; Swinject: SwiftPM release build, the library a separate module.")
        reporter.say()
    }
}
