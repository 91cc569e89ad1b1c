import Foundation
import XCTest

/// Mistakes only the compiler can tell (docs/diagnostics.md): a conformance through a type weaver does not
/// scan, a builder with the wrong signature. weaver exits 0, and the compiler's first error must
/// name the annotation's file and line, never `Weaver.swift`, and never be a compiler crash.
final class CompilerCheckedMistakesEndToEndTests: XCTestCase {
    /// `ConsoleLogger` lives in a file without annotations, which weaver skips, so it cannot know
    /// whether the type conforms.
    private static let unscannedLogger = "final class ConsoleLogger {\n    init() {}\n}\n"

    private static func app(_ registration: String) -> String {
        """
        protocol MovieServicing: AnyObject {}

        final class App {
        \(registration)

            let dependencies: AppDependencyResolver
            init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
        }
        """
    }

    /// `movieService = ConsoleLogger <- MovieServicing`, lazy, with `ConsoleLogger` unscanned.
    private static let lazyNonConformingService = [
        "App.swift": app("    // weaver: movieService = ConsoleLogger <- MovieServicing\n    // weaver: movieService.scope = .lazy"),
        "Logger.swift": unscannedLogger,
    ]

    func testALazyRegistrationOfATypeThatDoesNotConformFailsAtTheAnnotation() throws {
        let build = try build(files: Self.lazyNonConformingService)
        assertFirstError(build, at: "App.swift", line: 4, containing: "'ConsoleLogger' does not conform to 'MovieServicing'")
    }

    /// Without `--absolute-paths` (a committed `Weaver.swift`) the error is in the generated file,
    /// and the compiler shows, right above it, the comment naming the annotation and what must hold.
    func testWithoutAbsolutePathsTheCompilerShowsTheAnnotationAboveTheError() throws {
        let build = try build(files: Self.lazyNonConformingService, absolutePaths: false)
        let lines = build.standardError.split(separator: "\n").map(String.init)
        let errorLine = try XCTUnwrap(lines.firstIndex { $0.contains(": error: ") }, build.standardError)
        let echoed = lines[errorLine...].prefix(4).joined(separator: "\n")
        XCTAssertTrue(echoed.contains("// Checked at Sources/App.swift:4: 'ConsoleLogger' must conform to 'MovieServicing' for 'movieService'"),
                      build.standardError)
    }

    func testEveryScopeOfANonConformingTypeFailsAtTheAnnotation() throws {
        for scope in ["container", "weak", "transient"] {
            let build = try build(files: [
                "App.swift": Self.app("    // weaver: movieService = ConsoleLogger <- MovieServicing\n    // weaver: movieService.scope = .\(scope)"),
                "Logger.swift": Self.unscannedLogger,
            ])
            assertFirstError(build, at: "App.swift", line: 4)
        }
    }

    func testAWrapperRegistrationOfATypeThatDoesNotConformFailsAtTheWrapper() throws {
        let build = try build(files: [
            "App.swift": Self.app("    @Weaver(.registration, type: ConsoleLogger.self)\n    var movieService: MovieServicing"),
            "Logger.swift": Self.unscannedLogger,
        ])
        assertFirstError(build, at: "App.swift", line: 4, containing: "'ConsoleLogger' does not conform to 'MovieServicing'")
    }

    /// An element whose supertype weaver does not scan, which does not conform to the
    /// collection's element type: the compiler's error is at the `contributes` line, whichever
    /// part of the check it points at.
    func testANonConformingElementFailsAtItsContributesLine() throws {
        let build = try build(files: [
            "App.swift": """
                protocol LaunchTask { func run() }

                final class SyncTask: BackgroundJob {
                    // weaver: contributes launchTasks <- LaunchTask
                    override init() {}
                }

                final class App {
                    // weaver: launchTasks <- [LaunchTask]
                    init(injecting dependencies: AppDependencyResolver) {}
                }
                """,
            "BackgroundJob.swift": "class BackgroundJob {\n    init() {}\n}\n",
        ])
        assertFirstError(build, at: "App.swift", line: 4, containing: "'SyncTask' does not conform to 'LaunchTask'")
        XCTAssertEqual(build.errors.count, 1, build.standardError)
    }

    func testABuilderWithTheWrongSignatureFailsAtTheBuilderLineSayingTheSignatureItNeeds() throws {
        let build = try build(files: [
            "App.swift": Self.app("""
                    // weaver: session = Session
                    // weaver: session.scope = .lazy
                    // weaver: session.builder = Session.make
                """),
            "Session.swift": "final class Session {\n    static func make(_ id: Int) -> Session { Session() }\n}\n",
        ])
        assertFirstError(build, at: "App.swift", line: 6, containing: "to specified type '(any SessionInputDependencyResolver) -> Session'")
    }

    func testABuilderOfAnAnnotatedTypeWithTheWrongSignatureFailsAtTheBuilderLine() throws {
        let build = try build(files: [
            "App.swift": Self.app("""
                    // weaver: home = Home
                    // weaver: home.builder = Home.make
                """) + """

                final class Clock {}

                final class Home {
                    // weaver: clock = Clock
                    init(injecting _: HomeDependencyResolver) {}
                    static func make(_ title: String) -> Home { fatalError() }
                }
                """,
        ])
        assertFirstError(build, at: "App.swift", line: 5, containing: "'(any HomeDependencyResolver) -> Home'")
    }

    /// The checks cost nothing when the code is right: it compiles without warnings and runs, with
    /// comments and with `#sourceLocation` (whose file swiftc must accept as the one it was given).
    func testCheckedBuildersAndConformancesCompileAndRunWhenRight() throws {
        try checkedProgramRuns(absolutePaths: false)
        try checkedProgramRuns(absolutePaths: true)
    }

    private func checkedProgramRuns(absolutePaths: Bool) throws {
        let folder = try EndToEnd.temporaryDirectory()
        let output = try EndToEnd.generateCompileAndRun(files: [
            "main.swift": """
                protocol MovieServicing: AnyObject { var name: String { get } }

                final class App {
                    // weaver: movieService = ConsoleLogger <- MovieServicing
                    // weaver: movieService.scope = .weak
                    // weaver: session = Session
                    // weaver: session.scope = .lazy
                    // weaver: session.builder = Session.make

                    let dependencies: AppDependencyResolver
                    init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
                }

                let app = App(injecting: MainDependencyContainer.appDependencyResolver())
                let service = app.dependencies.movieService
                print(service.name, app.dependencies.session.id, app.dependencies.session === app.dependencies.session)
                """,
            "Logger.swift": "final class ConsoleLogger: MovieServicing {\n    let name = \"console\"\n}\n",
            "Session.swift": """
                final class Session {
                    let id: Int
                    init(id: Int) { self.id = id }
                    static func make(_ dependencies: SessionInputDependencyResolver) -> Session { Session(id: 7) }
                }
                """,
        ], in: folder, weaverArguments: absolutePaths ? ["--absolute-paths"] : [])
        XCTAssertEqual(output.standardOutput, "console 7 true\n", output.standardError)
        let generated = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        guard !absolutePaths else {
            // A conformance check's two lines are both line 4 (a directive opens the function's
            // body too); a builder's check is one declaration, whose second line is line 8.
            let directive = "#sourceLocation(file: \"\(folder.path)/Sources/main.swift\", line: 4)\n"
            XCTAssertEqual(generated.components(separatedBy: directive).count - 1, 2, generated)
            XCTAssertTrue(generated.contains("#sourceLocation(file: \"\(folder.path)/Sources/main.swift\", line: 7)\n"), generated)
            return
        }
        XCTAssertTrue(generated.contains("// Checked at Sources/main.swift:4: 'ConsoleLogger' must conform to 'MovieServicing'"), generated)
        XCTAssertTrue(generated.contains("// Checked at Sources/main.swift:8: the builder of 'session' must have this type\n"), generated)
        XCTAssertFalse(generated.contains("#sourceLocation"), generated)
    }

    /// A check names a line, so moving the annotation regenerates it even though the graph kept
    /// its shape (a run where only other lines moved is skipped).
    func testMovingACheckedAnnotationUpdatesTheLineItNames() throws {
        let folder = try EndToEnd.temporaryDirectory()
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let app = sources.appendingPathComponent("App.swift")
        let text = Self.app("    // weaver: session = Session\n    // weaver: session.builder = Session.make")
        try Data(text.utf8).write(to: app)
        let output = try EndToEnd.generate(sources: sources, into: folder)
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("// Checked at Sources/App.swift:5: the builder"))
        try Data(text.replacingOccurrences(of: "final class App {", with: "\nfinal class App {").utf8).write(to: app)
        _ = try EndToEnd.generate(sources: sources, into: folder)
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("// Checked at Sources/App.swift:6: the builder"))
    }

    /// `--absolute-paths` (the plugin's) names the file absolutely, so an editor opens it.
    func testAbsolutePathsNameTheSourceFileAbsolutely() throws {
        let folder = try EndToEnd.temporaryDirectory()
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(Self.app("    // weaver: session = Session\n    // weaver: session.builder = Session.make").utf8)
            .write(to: sources.appendingPathComponent("App.swift"))
        _ = try EndToEnd.generate(sources: sources, into: folder, extraArguments: ["--absolute-paths"])
        let generated = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        XCTAssertTrue(generated.contains("#sourceLocation(file: \"\(sources.path)/App.swift\", line: 4)\n"), generated)
    }

    /// What a build of the mistake prints.
    struct Build {
        /// The compiler's error lines, first first.
        var errors: [String]
        var standardError: String
        var sources: URL
    }

    /// Runs weaver (which must accept the project), then typechecks in Swift 6 mode as a build
    /// does, with absolute paths; with `--absolute-paths` (the plugin's), weaver names the files
    /// the same way. No error may be a compiler crash.
    private func build(files: [String: String], absolutePaths: Bool = true) throws -> Build {
        let folder = try EndToEnd.temporaryDirectory()
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: sources.appendingPathComponent(name)) }
        let weaver = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources", "--quiet"]
                                             + (absolutePaths ? ["--absolute-paths"] : []))
        XCTAssertEqual(weaver.status, 0, weaver.standardError)
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-typecheck"] + EndToEnd.swiftFiles(in: sources)
                                           + [folder.appendingPathComponent("Weaver.swift").path], in: folder)
        XCTAssertNotEqual(compile.status, 0, "the mistake must not compile")
        XCTAssertFalse(compile.standardError.contains("failed to produce diagnostic"), compile.standardError)
        let errors = compile.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return Build(errors: errors, standardError: compile.standardError, sources: sources)
    }

    /// Asserts that the first error is at `file:line` of the sources, at a column within that line
    /// (an editor puts the cursor there), and that none is in the generated file.
    private func assertFirstError(_ build: Build, at file: String, line: Int, containing text: String? = nil,
                                  file testFile: StaticString = #filePath, line testLine: UInt = #line) {
        let all = build.standardError
        let place = "\(build.sources.path)/\(file):\(line):"
        XCTAssertTrue(build.errors.first?.hasPrefix(place) == true, all, file: testFile, line: testLine)
        if let first = build.errors.first, first.hasPrefix(place), let column = Int(first.dropFirst(place.count).prefix { $0.isNumber }) {
            let source = (try? String(contentsOf: build.sources.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let length = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].count
            XCTAssertLessThanOrEqual(column, length, "column \(column) is past the end of line \(line) (\(length) characters): \(all)", file: testFile, line: testLine)
        }
        if let text { XCTAssertTrue(build.errors.first?.contains(text) == true, all, file: testFile, line: testLine) }
        XCTAssertFalse(build.errors.contains { $0.contains("Weaver.swift:") }, all, file: testFile, line: testLine)
    }
}
