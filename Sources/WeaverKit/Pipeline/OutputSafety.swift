import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// docs/commands.md "Output safety": before anything is written, refuse an output that would destroy what
/// the user has — an input file, another output, a folder — so that a wrong path is an error
/// (exit 2) rather than a lost source file.
enum OutputSafety {
    /// A file the run will write.
    struct Output {
        /// How the user named it, for messages: `--main-output-path`, `--cache-path`, …
        let flag: String
        let path: String
        /// What an existing file there must be for the run to replace it.
        let kind: GeneratedFile.Kind
    }

    /// The outputs of a run of `goal`: the cache always, the generated files when generating.
    static func outputs(of options: WeaverOptions, goal: Pipeline.Goal) -> [Output] {
        var outputs: [Output] = []
        if goal == .generate {
            outputs += MainOutputFiles.paths(of: options).map { Output(flag: "--main-output-path", path: $0, kind: .swift) }
            if options.tests { outputs.append(Output(flag: "--tests-output-path", path: options.testsOutputPath, kind: .swift)) }
        }
        if goal == .generate || goal == .summarize, let summary = options.summaryOutputPath {
            outputs.append(Output(flag: goal == .summarize ? "--import-module \(options.moduleName ?? "")" : "--summary-output-path", path: summary, kind: .summary))
        }
        outputs.append(Output(flag: "--cache-path", path: options.cachePath, kind: .cache))
        return outputs
    }

    /// Throws the first problem among `outputs`; `inputs` are the files this run reads.
    static func check(_ outputs: [Output], inputs: [DiscoveredFile], options: WeaverOptions) throws(PipelineError) {
        let projectPath = options.projectPath
        func display(_ path: String) -> String { PathResolver.relative(path, to: projectPath) }
        var claimed: [String: Output] = [:]
        for output in outputs {
            let path = PathResolver.normalize(output.path)
            let key = identity(path)
            if let earlier = claimed[key] {
                throw refusal("\(output.flag) and \(earlier.flag) name the same file '\(display(path))'; give each its own path")
            }
            claimed[key] = output
            // Names compared first: resolving the folders of every summary (an app's root has
            // many) for every output would cost each of its runs time.
            let name = fileName(path)
            if let summary = options.moduleSummaries.first(where: { fileName($0) == name && identity(PathResolver.normalize($0)) == key }) {
                throw refusal("\(output.flag) '\(display(path))' is the module summary given by --module-summary '\(display(summary))'; "
                    + "writing there would overwrite it")
            }
            guard let kind = FileSystem.kind(of: path) else {
                // Its folders are created when it is written: one that is a file would fail the
                // write after other outputs had been replaced. (A cache that cannot be written is
                // only a note, docs/commands.md.)
                if output.kind != .cache, let blocking = firstNonFolder(above: path) {
                    throw refusal("\(output.flag) '\(display(path))' cannot be written: '\(display(blocking))' is not a folder")
                }
                continue
            }
            switch kind {
            case .directory:
                throw refusal("\(output.flag) names the folder '\(display(path))' where a file is meant; give a file's path")
            case .other:
                throw refusal("\(output.flag) '\(display(path))' is \(FileSystem.notRegularFile); give a file's path")
            case .file:
                break
            }
            if isInput(path, inputs) || isInput(key, inputs)
                || output.kind == .swift && isInside(path, inputPaths: options.inputPaths) && !GeneratedFile.isOurs(path, as: .swift) {
                throw refusal("\(output.flag) '\(display(path))' is one of the input files; writing there would overwrite it")
            }
            if !GeneratedFile.isOurs(path, as: output.kind) {
                throw refusal("\(output.flag) '\(display(path))' is a file weaver did not write (it does not start as \(output.kind.start)); "
                    + "writing there would overwrite it (delete it, or choose another path)")
            }
        }
    }

    /// The nearest existing path above `path` when it is not a folder.
    private static func firstNonFolder(above path: String) -> String? {
        var folder = PathResolver.directory(of: path)
        while true {
            if let kind = FileSystem.kind(of: folder) { return kind == .directory ? nil : folder }
            let parent = PathResolver.directory(of: folder)
            if parent == folder { return nil }
            folder = parent
        }
    }

    /// A Swift file below an input path: a source the walk skipped only because it is named as
    /// an output.
    private static func isInside(_ path: String, inputPaths: [String]) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        return inputPaths.map(PathResolver.normalize).contains { input in
            PathPattern.isPattern(input) ? PathPattern(input).matches(path) : path == input || path.hasPrefix(input == "/" ? input : input + "/")
        }
    }

    /// True when the walk found `path`. A scan without building a path per file: only a Swift
    /// file can be one, and names differ first.
    private static func isInput(_ path: String, _ inputs: [DiscoveredFile]) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let name = fileName(path)
        let folder = PathResolver.directory(of: path)
        return inputs.contains { $0.name == name && $0.folder == folder }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The path with its folder's symbolic links resolved, so that two spellings of one file compare equal.
    private static func identity(_ path: String) -> String {
        guard let folder = FileSystem.canonicalPath(PathResolver.directory(of: path)) else { return path }
        return PathResolver.join(folder, fileName(path))
    }

    private static func refusal(_ message: String) -> PipelineError {
        PipelineError(.error(.io, message + "; nothing was written", at: nil))
    }
}
