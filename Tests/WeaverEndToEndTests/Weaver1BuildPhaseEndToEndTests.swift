import Foundation
import XCTest

/// Build phases and code written for Weaver 1.x run unchanged (SPEC §2, §3, §5).
final class Weaver1BuildPhaseEndToEndTests: XCTestCase {
    /// A real build phase: `weaver swift --config-path <sub>/weaver.yaml` whose `input_paths`
    /// name the app folder relative to the project, not to the configuration file's folder.
    func testConfigurationInASubfolderNamesProjectFolders() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        let config = folder.appendingPathComponent("BuildTools")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("""
            final class Logger {}
            final class App {
                // weaver: logger = Logger
                let dependencies: AppDependencyResolver
                init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
            }
            let app = App(injecting: MainDependencyContainer.appDependencyResolver())
            print(app.dependencies.logger === app.dependencies.logger ? "shared" : "not shared")

            """.utf8).write(to: app.appendingPathComponent("main.swift"))
        try Data("input_paths:\n  - App\nmain_output_path: App/Generated\n".utf8).write(to: config.appendingPathComponent("weaver.yaml"))
        let result = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--config-path", "BuildTools/weaver.yaml", "--quiet"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let output = app.appendingPathComponent("Generated/Weaver.swift")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path), "the output lands in <project>/App/Generated")
        let program = folder.appendingPathComponent("program")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", program.path,
                                                         app.appendingPathComponent("main.swift").path, output.path])
        XCTAssertEqual(compile.status, 0, compile.standardError)
        XCTAssertEqual(try EndToEnd.run(program, []).standardOutput, "shared\n")
    }

    /// `escaping: true` on a parameter whose closure type is a typealias, in both annotation
    /// styles: the factory, the containers that store it and the public initializer compile, and
    /// the closure is the one passed.
    func testEscapingParameterBehindATypealiasCompilesAndRuns() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.generateCompileAndRun(files: ["main.swift": """
            public typealias Completion = (Int) -> Void

            final class App {
                // weaver: screen = Screen
                // weaver: screen.scope = .transient
                let dependencies: AppDependencyResolver
                init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
            }

            final class Screen {
                // weaver: handler <= Completion
                // weaver: handler.escaping = true
                // weaver: detail = Detail
                let dependencies: ScreenDependencyResolver
                init(injecting dependencies: ScreenDependencyResolver) { self.dependencies = dependencies }
            }

            final class Detail {
                // weaver: handler <- Completion
                let dependencies: DetailDependencyResolver
                init(injecting dependencies: DetailDependencyResolver) { self.dependencies = dependencies }
            }

            public final class Widget {
                @Weaver(.parameter, escaping: true)
                var done: Completion
                init(injecting _: WidgetDependencyResolver) {}
            }

            final class Total: @unchecked Sendable { var value = 0 }
            let total = Total()
            let app = App(injecting: MainDependencyContainer.appDependencyResolver())
            let screen = app.dependencies.screen(handler: { total.value += $0 })
            screen.dependencies.handler(2)
            screen.dependencies.detail.dependencies.handler(5)
            let widget = Widget(done: { total.value += $0 * 100 })
            widget.done(1)
            print(total.value)

            """], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "107\n")
    }
}
