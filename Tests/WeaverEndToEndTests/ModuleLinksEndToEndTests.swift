import Foundation
import XCTest

/// What a module links of the modules it imports (docs/modules.md). A need passed on through a
/// module that never imports the module of its type: `Fixtures/PassedOnNeeds`' `Flows` registers
/// `Screens`' screen, which needs a `Clock` of `Base`; `Flows`' files import only `Screens`, but
/// its container names `Clock`. Each module runs as Bazel's rule runs it (the summaries of its
/// import tree), is compiled with `swiftc` in Swift 6 mode as a library, and the app runs with the
/// clock it registers. And an element that moves relinks only the modules of its collection.
final class ModuleLinksEndToEndTests: XCTestCase {
    func testAContainerImportsTheModulesOfTheNeedsItPassesOn() throws {
        let folder = try EndToEnd.temporaryDirectory()
        let root = try EndToEnd.copyFixture("PassedOnNeeds", to: folder)
        let out = root.appendingPathComponent("out")
        let order: [(module: String, imports: [String])] = [("Base", []), ("Screens", ["Base"]), ("Flows", ["Base", "Screens"]),
                                                             ("App", ["Base", "Screens", "Flows"])]
        for (module, imports) in order {
            let run = try EndToEnd.weaver(["swift", "--project-path", root.path, "--input-path", "Sources/\(module)",
                                           "--main-output-path", "out/\(module)/Weaver.swift", "--cache-path", "out/\(module)/cache", "--quiet"]
                                          + (module == "App" ? [] : ["--module-name", module, "--summary-output-path", "out/\(module)/\(module).weaversummary"])
                                          + imports.flatMap { ["--module-summary", "out/\($0)/\($0).weaversummary"] })
            XCTAssertEqual(run.status, 0, run.standardError)
        }
        let flows = try String(contentsOf: out.appendingPathComponent("Flows/Weaver.swift"), encoding: .utf8)
        XCTAssertTrue(flows.contains("\nimport Base\n"), flows)
        XCTAssertTrue(flows.contains("Clock"), "the container names the passed-on need's type: \(flows)")
        func sources(_ module: String) -> [String] {
            EndToEnd.swiftFiles(in: root.appendingPathComponent("Sources/\(module)")) + [out.appendingPathComponent("\(module)/Weaver.swift").path]
        }
        var linked: [String] = []
        for (module, _) in order.dropLast() {
            try EndToEnd.compileLinked(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
                                        "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path,
                                        "-o", out.appendingPathComponent("lib\(module).so").path] + linked + sources(module), in: out)
            linked.append("-l\(module)")
        }
        let program = out.appendingPathComponent("app")
        try EndToEnd.compileLinked(linked + ["-o", program.path] + sources("App"), in: out)
        let run = try EndToEnd.run(program, [], environment: ["LD_LIBRARY_PATH": out.path])
        XCTAssertEqual(run.standardOutput, "42\n", run.standardError)
    }

    /// An element of another module that moves (its summary changes) does not relink a library
    /// that neither reads nor contributes to its collection: the library's run stops at "what
    /// this module links is unchanged"; one that reads the collection links again.
    func testAMovedElementRelinksOnlyTheModulesOfItsCollection() throws {
        let folder = try EndToEnd.temporaryDirectory()
        let sources = folder.appendingPathComponent("Sources")
        let files = [
            "Core/Core.swift": """
                public protocol LaunchTask {}

                public final class CoreTask: LaunchTask {
                    // weaver: contributes launchTasks <- LaunchTask
                    public init() {}
                }
                """,
            "Screens/Screen.swift": """
                import Core

                public final class Clock {
                    public init() {}
                }

                public final class Screen {
                    // weaver: clock = Clock
                    init(injecting dependencies: ScreenDependencyResolver) {}
                }
                """,
            "Tasks/Reader.swift": """
                import Core

                public final class Reader {
                    // weaver: launchTasks <- [LaunchTask]
                    init(injecting dependencies: ReaderDependencyResolver) {}
                }
                """,
        ]
        for (path, text) in files {
            let url = sources.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func run(_ module: String, verbose: Bool = false) throws -> String {
            let result = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources/\(module)", "--module-name", module,
                                              "--main-output-path", "out/\(module)/Weaver.swift", "--cache-path", "out/\(module)/cache",
                                              "--summary-output-path", "out/\(module)/\(module).weaversummary", verbose ? "--verbose" : "--quiet"]
                                             + (module == "Core" ? [] : ["--module-summary", "out/Core/Core.weaversummary"]))
            XCTAssertEqual(result.status, 0, result.standardError)
            return result.standardError
        }
        for module in ["Core", "Screens", "Tasks"] { _ = try run(module) }
        let core = sources.appendingPathComponent("Core/Core.swift")
        try Data(("// A line that moves the element.\n" + files["Core/Core.swift"]!).utf8).write(to: core)
        let summary = folder.appendingPathComponent("out/Core/Core.weaversummary")
        let before = try Data(contentsOf: summary)
        _ = try run("Core")
        XCTAssertNotEqual(try Data(contentsOf: summary), before, "the element's line is in Core's summary")
        XCTAssertTrue(try run("Screens", verbose: true).contains("what this module links is unchanged"))
        XCTAssertFalse(try run("Tasks", verbose: true).contains("what this module links is unchanged"))
    }
}
