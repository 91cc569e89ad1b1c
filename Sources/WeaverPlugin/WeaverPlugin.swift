import Foundation
import PackagePlugin

/// Runs `weaver swift` before a target compiles (docs/build-systems.md).
///
/// - On an app or library target: the container of the target's own Swift files, written to a
///   folder in the plugin's work folder, under fixed names. The target's `.weaver.yaml` (if any) is read, since
///   the project path is the target's folder (its relative paths resolve against that folder),
///   but its `tests` key is overridden: test stubs never go into the app module.
/// - On a test target: the test stubs (`MainDependencyResolverStub`) of the first target it
///   depends on whose sources are annotated, importing that module with `@testable`. That run's
///   container is written too, but only the stubs are declared as output, so only they are
///   compiled into the test target.
///
/// Every run is named after its module (`--module-name`), so public annotated types get the
/// entry points other targets build them with, and says whether the module is an executable
/// (`--module-kind`), whose run sees the whole app; each annotated target the target depends on,
/// directly or not, is summarized in the same run (`--import-module`, dependencies first), and
/// its Swift files are inputs of the command, so one graph spans the targets (docs/modules.md and docs/build-systems.md).
///
/// Each command declares its inputs and outputs, so SwiftPM reruns it only when one changed.
/// Diagnostics carry absolute paths, so Xcode and editors open the annotated line.
@main
struct WeaverPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "weaver-build").url
        let work = context.pluginWorkDirectoryURL
        guard sourceTarget.kind == .test else {
            let mentions = weaverMentions(in: sourceTarget)
            // A library none of whose files mentions weaver has nothing to generate, and nothing
            // imports it as a module (`annotatedDependencies`): no command, so that a package
            // applying the plugin to every target pays nothing for the plain ones. An executable
            // still runs: it sees the whole app it links, annotated or not.
            guard mentions > 0 || sourceTarget.kind == .executable else { return [] }
            // A folder: the containers spread over several files, which SwiftPM compiles in
            // parallel, and of which an edit rewrites only those it changes; as many as the
            // target's size needs, since each file costs its module's build something.
            let output = work.appendingPathComponent("Generated")
            let run = WeaverRun(target: sourceTarget, package: context.package.directoryURL, work: work, mainOutput: output)
            let containerFiles = containerFileCount(mentions: mentions)
            let split = containerFiles > 1 ? ["--split-output", "--container-files", String(containerFiles)] : []
            return [.buildCommand(displayName: "weaver: generating the container of \(target.name)", executable: tool,
                                  arguments: run.arguments + ["--no-tests"] + split, inputFiles: run.inputs,
                                  outputFiles: mainOutputFileNames(containerFiles: containerFiles).map { output.appendingPathComponent($0) })]
        }
        guard let tested = testedTarget(of: sourceTarget) else { return [] }
        let stubs = work.appendingPathComponent("WeaverTests.swift")
        let run = WeaverRun(target: tested, package: context.package.directoryURL, work: work.appendingPathComponent(tested.name), mainOutput: nil)
        let arguments = run.arguments + ["--tests", "--tests-output-path", stubs.path, "--testable-imports", tested.moduleName]
        return [.buildCommand(displayName: "weaver: generating the test stubs of \(tested.name) for \(target.name)",
                              executable: tool, arguments: arguments, inputFiles: run.inputs, outputFiles: [stubs])]
    }

    /// The first target the test target depends on (directly) whose Swift files mention weaver.
    /// Reading them is cheap next to a build, and it keeps unannotated helpers out.
    private func testedTarget(of testTarget: SourceModuleTarget) -> SourceModuleTarget? {
        for case let .target(dependency) in testTarget.dependencies {
            guard let candidate = dependency as? SourceModuleTarget, candidate.kind != .test, isAnnotated(candidate) else { continue }
            return candidate
        }
        return nil
    }
}

/// The files weaver writes into a main output folder (docs/commands.md, `MainOutputFiles` in WeaverKit,
/// which the plugin cannot import): declared up front, as SwiftPM asks of a build command. One
/// container file means no split: `Weaver.swift` alone.
private func mainOutputFileNames(containerFiles: Int) -> [String] {
    containerFiles > 1 ? ["Weaver.swift", "WeaverResolvers.swift"] + (1...containerFiles).map { "WeaverContainers\($0).swift" } : ["Weaver.swift"]
}

/// How many files a target's containers go in, from how often its files mention weaver (about
/// the number of annotations): one file up to 255, then one per 64 or so, in powers of two up to
/// 64, so that a few more annotations seldom change the files SwiftPM is told about (a change
/// recompiles every container once). An empty file still costs a module's build a few
/// milliseconds, which a many-module package pays in every target (Benchmarks/LOG.md,
/// 2026-11-29); a container file of about 64 annotations recompiles in no time.
private func containerFileCount(mentions: Int) -> Int {
    guard mentions >= 256 else { return 1 }
    var count = 4
    while count < 64, count * 64 < mentions { count *= 2 }
    return count
}

/// Whether a target's Swift files mention weaver (ARCHITECTURE.md: the others cannot matter).
private func isAnnotated(_ target: SourceModuleTarget) -> Bool {
    target.sourceFiles(withSuffix: "swift").contains { mentions(in: $0.url) > 0 }
}

/// The target's Swift files that mention weaver.
private func annotatedFiles(of target: SourceModuleTarget) -> [URL] {
    target.sourceFiles(withSuffix: "swift").map(\.url).filter { mentions(in: $0) > 0 }
}

/// The target's configuration file, if it has one: weaver reads it for the target's own run and
/// when another target imports it.
private func configurationFiles(of target: SourceModuleTarget) -> [URL] {
    [".weaver.yaml", ".weaver.yml", ".weaver.json"].map { target.directoryURL.appendingPathComponent($0) }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
}

/// How many times a target's Swift files mention weaver.
private func weaverMentions(in target: SourceModuleTarget) -> Int {
    target.sourceFiles(withSuffix: "swift").reduce(0) { $0 + mentions(in: $1.url) }
}

/// How many times a file mentions weaver ("eaver": `// weaver:` and `@Weaver`); 0 for a file
/// that cannot be read.
private func mentions(in file: URL) -> Int {
    guard let data = FileManager.default.contents(atPath: file.path) else { return 0 }
    let pattern = Array("eaver".utf8)
    return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var count = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index + 1] == pattern[1], bytes[index + 2] == pattern[2],
               bytes[index + 3] == pattern[3], bytes[index + 4] == pattern[4] {
                count += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return count
    }
}

/// The annotated targets `target` depends on, directly or through products, each after the ones
/// it depends on (the order `--import-module` wants), with their files that mention weaver (each
/// file read once).
private func annotatedDependencies(of target: SourceModuleTarget) -> [(target: SourceModuleTarget, annotatedFiles: [URL])] {
    var ordered: [(target: SourceModuleTarget, annotatedFiles: [URL])] = []
    var visited: Set<String> = []
    func visitDependencies(of target: Target) {
        for dependency in target.dependencies {
            switch dependency {
            case let .target(next): visit(next)
            case let .product(product): product.targets.forEach(visit)
            @unknown default: break
            }
        }
    }
    func visit(_ target: Target) {
        guard visited.insert(target.id).inserted else { return }
        visitDependencies(of: target)
        guard let source = target as? SourceModuleTarget, source.kind != .test else { return }
        let files = annotatedFiles(of: source)
        if !files.isEmpty { ordered.append((source, files)) }
    }
    visitDependencies(of: target)
    return ordered
}

/// The arguments of one `weaver swift` run over a target's Swift files.
private struct WeaverRun {
    let arguments: [String]
    /// The Swift files and the target's configuration file, if any: editing it must run weaver again.
    let inputs: [URL]

    /// `mainOutput` nil: the container goes to the work folder, where nothing compiles it.
    /// `package`: the package's folder, whose `.weaver-rules.yaml` (docs/rules.md) every target's run checks.
    init(target: SourceModuleTarget, package: URL, work: URL, mainOutput: URL?) {
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let configurations = configurationFiles(of: target)
        var arguments = [
            "swift", "--project-path", target.directoryURL.path,
            "--main-output-path", (mainOutput ?? work.appendingPathComponent("Weaver.swift")).path,
            "--cache-path", work.appendingPathComponent("cache").path,
            "--module-name", target.moduleName,
            // An executable links every annotated target it imports and nothing imports it: its
            // run sees the whole app (unused contributions, never-available references).
            "--module-kind", target.kind == .executable ? "executable" : "library",
            // Messages name the target; the module keys above win over a configuration file's.
            "--build-target", target.name,
            "--quiet",
            // Paths relative to the target folder cannot be clicked in Xcode or an editor.
            "--absolute-paths",
        ]
        for source in sources { arguments += ["--input-path", source.path] }
        let rules = package.appendingPathComponent(".weaver-rules.yaml")
        let sharedRules = FileManager.default.fileExists(atPath: rules.path) ? [rules] : []
        for file in sharedRules { arguments += ["--rules-path", file.path] }
        let imported = annotatedDependencies(of: target)
        for (module, _) in imported { arguments += ["--import-module", "\(module.moduleName)=\(module.directoryURL.path)"] }
        self.arguments = arguments
        // Of an imported target, only what its summary can depend on: its files that mention
        // weaver (the others cannot matter, and their imports are not read) and its
        // configuration file. So an edit of a plain file runs weaver again for its own target
        // only, not for every target importing it.
        inputs = sources + configurations + sharedRules + imported.flatMap { module, files in files + configurationFiles(of: module) }
    }
}
