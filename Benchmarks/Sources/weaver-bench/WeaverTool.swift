import Foundation

/// The release `weaver` under test.
struct WeaverTool {
    /// The copy that runs.
    var path: String
    /// Where it was copied from.
    var source: String
    var version: String

    static func locate(options: Options) throws -> WeaverTool {
        let path: String
        if let given = options.weaverPath {
            path = URL(fileURLWithPath: given).standardizedFileURL.path
        } else {
            // As the README's Install section builds it: on Linux with everything linked in
            // (`-static-executable`, 3 ms less per run), in a build folder of its own so that it
            // does not rebuild the root's `.build` with other flags.
            #if os(Linux)
            let build = ["swift", "build", "-c", "release", "--package-path", repositoryFolder.path,
                         "--scratch-path", repositoryFolder.appendingPathComponent(".build-static").path, "-Xswiftc", "-static-executable"]
            #else
            let build = ["swift", "build", "-c", "release", "--package-path", repositoryFolder.path]
            #endif
            reporter.progress("building the release weaver: \((build + ["--product", "weaver"]).joined(separator: " "))")
            try Subprocess.check(build + ["--product", "weaver"])
            let binPath = try Subprocess.check(build + ["--show-bin-path"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            path = binPath + "/weaver"
        }
        guard FileManager.default.isExecutableFile(atPath: path) else { throw BenchError("no weaver executable at \(path)") }
        // A private copy: a rebuild of the root package during a long run must not swap the
        // binary under test halfway.
        let copy = URL(fileURLWithPath: options.workPath).appendingPathComponent("weaver-under-test").path
        if URL(fileURLWithPath: copy).resolvingSymlinksInPath() != URL(fileURLWithPath: path).resolvingSymlinksInPath() {
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: path, toPath: copy)
        }
        let version = try Subprocess.check([copy, "version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return WeaverTool(path: copy, source: path, version: version)
    }

    /// `weaver swift` on a project whose sources are in `Sources` and whose output goes to
    /// `Generated/Weaver.swift`.
    func swift(project: String, extra: [String] = []) throws -> ProcessResult {
        let result = try Subprocess.run([path, "swift", "--project-path", project, "--input-path", "Sources",
                                         "--main-output-path", "Generated/Weaver.swift"] + extra)
        guard result.succeeded else {
            throw BenchError("weaver swift failed (exit \(result.status)) on \(project):\n\(result.stderr.prefix(6000))")
        }
        return result
    }

    func clean(project: String) throws {
        try Subprocess.check([path, "clean", "--project-path", project])
    }
}
