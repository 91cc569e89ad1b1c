import Foundation
import XCTest

/// Replacements (`contributes …, replaces: [Element]`, docs/contributions.md): a debug build's
/// element takes the production element's place in a collection wherever both are present. Here
/// in one module (an array and a map), then across modules, the replacing element coming from a
/// debug library through its summary.
final class ReplacementsEndToEndTests: XCTestCase {
    private static let production = """
    public protocol LaunchTask { var name: String { get } }
    public protocol Screen { var title: String { get } }

    public final class AnalyticsTask: LaunchTask {
        // weaver: contributes launchTasks <- LaunchTask, priority: 10
        public let name = "analytics"
        public init() {}
    }

    public final class CrashTask: LaunchTask {
        // weaver: contributes launchTasks <- LaunchTask, after: [AnalyticsTask]
        public let name = "crash"
        public init() {}
    }

    public final class SettingsScreen: Screen {
        // weaver: contributes routes["settings"] <- Screen
        public let title = "settings"
        public init() {}
    }

    """

    private static let debug = """
    public final class DebugAnalyticsTask: LaunchTask {
        // weaver: contributes launchTasks <- LaunchTask, replaces: [AnalyticsTask]
        public let name = "debug-analytics"
        public init() {}
    }

    public final class DebugSettingsScreen: Screen {
        // weaver: contributes routes["settings"] <- Screen, replaces: [SettingsScreen]
        public let title = "debug settings"
        public init() {}
    }

    """

    private static let app = """
    final class App {
        // weaver: launchTasks <- [LaunchTask]
        // weaver: routes <- [String: Screen]
        let dependencies: AppDependencyResolver
        init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
    }

    let app = App(injecting: MainDependencyContainer.appDependencyResolver()).dependencies
    print(app.launchTasks.map(\\.name), app.routes.mapValues(\\.title))

    """

    func testTheReplacingElementTakesThePlaceOfTheReplacedOne() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.generateCompileAndRun(files: ["Production.swift": Self.production, "Debug.swift": Self.debug,
                                                             "main.swift": Self.app], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        // CrashTask came after AnalyticsTask: it comes after what replaces it.
        XCTAssertEqual(run.standardOutput, "[\"debug-analytics\", \"crash\"] [\"settings\": \"debug settings\"]\n")
        // Without the debug file, the production elements are there.
        let plain = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: plain) }
        let production = try EndToEnd.generateCompileAndRun(files: ["Production.swift": Self.production, "main.swift": Self.app], in: plain)
        XCTAssertEqual(production.standardOutput, "[\"analytics\", \"crash\"] [\"settings\": \"settings\"]\n", production.standardError)
    }

    /// `weaver json` and `weaver why` say which element replaces which, and that a replaced one
    /// is never built.
    func testTheGraphAndWhySayWhatIsReplaced() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (name, text) in ["Production.swift": Self.production, "Debug.swift": Self.debug, "main.swift": Self.app] {
            try Data(text.utf8).write(to: sources.appendingPathComponent(name))
        }
        let json = try EndToEnd.weaver(["json", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertEqual(json.status, 0, json.standardError)
        XCTAssertTrue(json.standardOutput.contains(#""id":"DebugAnalyticsTask.contributes.launchTasks","collection":"launchTasks","key":null,"priority":0,"after":[],"replaces":["AnalyticsTask"]}"#),
                      json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains(#""after":[],"replacedBy":"DebugAnalyticsTask.contributes.launchTasks"}"#), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains(#""replacedBy":"DebugSettingsScreen.contributes.routes[\"settings\"]"}"#), json.standardOutput)
        let replaced = try EndToEnd.weaver(["why", "AnalyticsTask", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertEqual(replaced.status, 0, replaced.standardError)
        XCTAssertTrue(replaced.standardOutput.contains("Debug.swift:2  replaced by DebugAnalyticsTask (its replaces:): this element is never built"),
                      replaced.standardOutput)
        XCTAssertFalse(replaced.standardOutput.contains("built for"), replaced.standardOutput)
        let replacing = try EndToEnd.weaver(["why", "DebugAnalyticsTask", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertTrue(replacing.standardOutput.contains("Production.swift:5  replaces AnalyticsTask (replaces:)"), replacing.standardOutput)
        XCTAssertTrue(replacing.standardOutput.contains("built for App references 'launchTasks <- [LaunchTask]'"), replacing.standardOutput)
    }

    func testAReplacementFromAnotherModuleTravelsInItsSummary() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        for module in ["Production", "Debug", "App"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(module)"), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data(Self.production.utf8).write(to: folder.appendingPathComponent("Sources/Production/Production.swift"))
        try Data(("import Production\n\n" + Self.debug).utf8).write(to: folder.appendingPathComponent("Sources/Debug/Debug.swift"))
        try Data(("import Production\nimport Debug\n\n" + Self.app).utf8).write(to: folder.appendingPathComponent("Sources/App/main.swift"))
        for (module, imports) in [("Production", [String]()), ("Debug", ["Production"]), ("App", ["Production", "Debug"])] {
            let run = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources/\(module)", "--quiet",
                                           "--main-output-path", "out/\(module)Weaver.swift"]
                                          + (module == "App" ? [] : ["--module-name", module, "--summary-output-path", "out/\(module).weaversummary"])
                                          + imports.flatMap { ["--module-summary", "out/\($0).weaversummary"] })
            XCTAssertEqual(run.status, 0, "\(module): \(run.standardError)")
        }
        let summary = try String(contentsOf: out.appendingPathComponent("Debug.weaversummary"), encoding: .utf8)
        XCTAssertTrue(summary.contains("\"replaces\":[\"AnalyticsTask\"]"), summary)
        for (module, links) in [("Production", [String]()), ("Debug", ["Production"])] {
            try EndToEnd.compileLinked(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
                         "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path,
                         "-o", out.appendingPathComponent("lib\(module).so").path] + links.map { "-l\($0)" }
                        + [folder.appendingPathComponent("Sources/\(module)/\(module).swift").path,
                           out.appendingPathComponent("\(module)Weaver.swift").path], in: out)
        }
        let program = out.appendingPathComponent("app")
        try EndToEnd.compileLinked(["-lProduction", "-lDebug", "-o", program.path, folder.appendingPathComponent("Sources/App/main.swift").path,
                     out.appendingPathComponent("AppWeaver.swift").path], in: out)
        let run = try EndToEnd.run(program, [], environment: ["LD_LIBRARY_PATH": out.path])
        XCTAssertEqual(run.standardOutput, "[\"debug-analytics\", \"crash\"] [\"settings\": \"debug settings\"]\n", run.standardError)
    }
}
