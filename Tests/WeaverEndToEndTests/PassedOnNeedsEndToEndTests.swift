import Foundation
import XCTest

/// A need passed on through a module that never imports the module of its type (docs/modules.md):
/// `Flows` registers `Screens`' screen, which needs a `Clock` of `Base`; `Flows`' files import
/// only `Screens`, but its container names `Clock`. Each module runs as Bazel's rule runs it (the
/// summaries of its import tree), is compiled with `swiftc` in Swift 6 mode as a library, and the
/// app runs with the clock it registers.
final class PassedOnNeedsEndToEndTests: XCTestCase {
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
}
