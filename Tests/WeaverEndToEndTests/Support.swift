import Foundation
import XCTest

/// `EndToEnd.runFolder`'s path, for the exit handler (a C function pointer captures nothing).
nonisolated(unsafe) private var runFolderPath: String?

/// Finds the built tool, the repository and the Swift compiler; runs processes; makes folders.
enum EndToEnd {
    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var fixtures: URL { repositoryRoot.appendingPathComponent("Fixtures") }

    /// The folder holding the test bundle is the build products folder, which also holds `weaver`.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var weaver: URL { productsDirectory.appendingPathComponent("weaver") }

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Whether a signal ended it (a `fatalError` traps), rather than `exit`; `status` is then the signal.
        var stoppedBySignal = false
        /// Whether it was still running when its time ran out, and was killed.
        var timedOut = false
        /// Standard output as bytes, for output that is not text (a persistent worker's responses).
        var standardOutputBytes = Data()
    }

    /// Runs a program to completion; output is read while it runs so that pipes never fill up.
    /// Given a `timeout`, a program still running after it is killed, so that a hang fails a test
    /// instead of stalling the run.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                    timeout: TimeInterval? = nil, standardInput: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        if let standardInput { process.standardInput = try FileHandle(forReadingFrom: standardInput) }
        let outputFile = try temporaryFile("stdout")
        let errorFile = try temporaryFile("stderr")
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let exited = DispatchSemaphore(value: 0)
        if timeout != nil { process.terminationHandler = { _ in exited.signal() } }
        try process.run()
        var timedOut = false
        if let timeout, exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let output = Output(status: process.terminationStatus,
                            standardOutput: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
                            standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
                            stoppedBySignal: process.terminationReason == .uncaughtSignal,
                            timedOut: timedOut,
                            standardOutputBytes: (try? Data(contentsOf: outputFile)) ?? Data())
        try? FileManager.default.removeItem(at: outputFile)
        try? FileManager.default.removeItem(at: errorFile)
        return output
    }

    static func weaver(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        try run(weaver, arguments, in: directory)
    }

    /// `swiftc` from the toolchain running the tests, else from PATH.
    static var swiftc: URL {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")
    }

    /// `swift` beside `swiftc`.
    static var swift: URL { swiftc.deletingLastPathComponent().appendingPathComponent("swift") }

    /// `swift build` of a package, with its build folder inside it.
    static func swiftBuild(_ package: URL) throws -> Output {
        try run(swift, ["build", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path])
    }

    /// A fresh folder for one test; tests may run in parallel, so nothing is shared. Every one is
    /// made in this test process's own folder, which is deleted when the process exits (a run of
    /// the suite used to leave about 900 folders behind in the system's temporary folder).
    static func temporaryDirectory(_ name: String = #function) throws -> URL {
        let safeName = name.filter { $0.isLetter || $0.isNumber }
        let url = runFolder.appendingPathComponent("\(safeName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// This process's folder for the tests' files, removed at exit.
    private static let runFolder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        runFolderPath = url.path
        atexit { if let path = runFolderPath { try? FileManager.default.removeItem(atPath: path) } }
        return url
    }()

    private static func temporaryFile(_ name: String) throws -> URL {
        let url = runFolder.appendingPathComponent("\(name)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return url
    }

    /// Copies a fixture project into a temporary folder.
    static func copyFixture(_ name: String, to folder: URL) throws -> URL {
        let destination = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: destination)
        return destination
    }

    /// A copy of the package `Fixtures/<name>` that depends on this repository by absolute path
    /// (its manifest says `path: "../.."`), to build with a scratch folder of its own.
    static func copyPackageFixture(_ name: String, to folder: URL) throws -> URL {
        let package = try copyFixture(name, to: folder)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(repositoryRoot.path)\"")
        try Data(text.utf8).write(to: manifest)
        return package
    }

    static func swiftFiles(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasSuffix(".swift") { files.append(folder.appendingPathComponent(entry).path) }
        }
        return files.sorted()
    }

    /// Runs `weaver swift` on `sources`, writing `Weaver.swift` into `folder`.
    static func generate(sources: URL, into folder: URL, extraArguments: [String] = []) throws -> URL {
        let output = folder.appendingPathComponent("Weaver.swift")
        let result = try weaver(["swift", "--project-path", folder.path, "--input-path", sources.path,
                                 "--main-output-path", output.path] + extraArguments)
        XCTAssertEqual(result.status, 0, result.standardError)
        return output
    }

    /// `swiftc` in Swift 6 mode with warnings as errors, run in `folder` and finding the modules and
    /// libraries built there (`-I`, `-L`): a library of a module or a program linking them.
    static func compileLinked(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-L", folder.path] + arguments, in: folder)
        XCTAssertEqual(run.status, 0, run.standardError, file: file, line: line)
    }

    /// Writes `files` into `folder/Sources`, generates their container with `weaverArguments`,
    /// compiles everything in Swift 6 mode with warnings as errors, and runs the program (killed
    /// after `timeout` seconds, if given).
    static func generateCompileAndRun(files: [String: String], in folder: URL, weaverArguments: [String] = [],
                                      compilerFlags: [String] = [], timeout: TimeInterval? = nil) throws -> Output {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: sources.appendingPathComponent(name)) }
        let output = try generate(sources: sources, into: folder, extraArguments: weaverArguments)
        let program = folder.appendingPathComponent("program")
        let compile = try run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", program.path] + compilerFlags + swiftFiles(in: sources) + [output.path])
        XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.standardError)")
        return try run(program, [], timeout: timeout)
    }

    /// Generates the container of `Fixtures/<fixture>/Sources`, compiles it with the sources in the
    /// given language mode with warnings as errors (a real build, so SIL diagnostics run), and runs it.
    static func generateCompileAndRun(
        fixture: String, swiftVersion: String, in folder: URL, extraArguments: [String] = [], compilerFlags: [String] = []
    ) throws -> Output {
        let sources = fixtures.appendingPathComponent(fixture).appendingPathComponent("Sources")
        let output = try generate(sources: sources, into: folder, extraArguments: extraArguments)
        let program = folder.appendingPathComponent("\(fixture)-swift\(swiftVersion)")
        let compile = try run(swiftc, ["-swift-version", swiftVersion, "-warnings-as-errors", "-o", program.path] + compilerFlags
                                  + swiftFiles(in: sources) + [output.path])
        XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.standardError)")
        XCTAssertEqual(compile.standardError, "", "the generated code must compile without warnings")
        return try run(program, [])
    }
}
