import Foundation
import XCTest

/// Mistakes a SwiftPM user makes, through the plugin, as `swift build` shows them
/// (docs/build-systems.md "SwiftPM and the app's runs", docs/contributions.md "Nothing silent" and
/// "Public elements"). `Fixtures/Variants` is copied and edited:
/// - a misspelt collection in a feature library and in an app target is a warning at each line
///   with "did you mean", from the executables' runs, which see the whole app; never a request
///   to make an app's own type public;
/// - an element that declares `init(injecting:)` and nothing else is built with its empty resolver;
/// - a public element of a library without a public `init()` is `missing-initializer` at its
///   `contributes` line, not the compiler's "inaccessible" errors in generated code.
final class PluginMistakesEndToEndTests: XCTestCase {
    func testMistakesAreReportedAtTheUsersLines() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try EndToEnd.copyPackageFixture("Variants", to: folder)
        let swift = EndToEnd.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        let scratch = ["--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path]
        let feed = package.appendingPathComponent("Sources/Feed/Feed.swift")
        let mainApp = package.appendingPathComponent("Sources/MainApp/main.swift")
        try append(to: feed, """

            /// Declares `init(injecting:)` and nothing else.
            public final class FeedWarmupTask: LaunchTask {
                // weaver: contributes launchTasks <- LaunchTask, priority: -1
                public let name = "feed warmup"
                init(injecting dependencies: FeedWarmupTaskDependencyResolver) {}
            }

            public final class FeedPrefetchTask: LaunchTask {
                // weaver: contributes lanchTasks <- LaunchTask
                public let name = "feed prefetch"
                public init() {}
            }

            """)
        try append(to: mainApp, """

            struct MainAppTipsTask: LaunchTask {
                // weaver: contributes lanchTasks <- LaunchTask
                let name = "tips"
            }

            """)
        let build = try EndToEnd.run(swift, ["build"] + scratch)
        let output = build.standardOutput + build.standardError
        XCTAssertEqual(build.status, 0, output)
        let prefetch = try line(of: "contributes lanchTasks", in: feed)
        let tips = try line(of: "contributes lanchTasks", in: mainApp)
        for (file, line, type) in [(feed, prefetch, "FeedPrefetchTask"), (mainApp, tips, "MainAppTipsTask")] {
            let warning = "\(file.path):\(line):5: warning: nothing reads 'lanchTasks': '\(type)' contributes to it and is never built [unused-contribution]"
            XCTAssertTrue(output.contains(warning), "missing: \(warning)\n\(output)")
            XCTAssertTrue(output.contains("\(file.path):\(line):5: note: did you mean 'launchTasks'?"), output)
        }
        XCTAssertFalse(output.contains("make 'MainAppTipsTask' public"), output)
        XCTAssertFalse(output.contains("unreachable-contribution"), output)
        let run = try EndToEnd.run(package.appendingPathComponent(".build/debug/MainApp"), [])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("launch: analytics, feed cache, feed warmup\n"), run.standardOutput)

        // A public element whose `init()` the app's module cannot call.
        var text = try String(contentsOf: feed, encoding: .utf8)
        text = text.replacingOccurrences(of: "    public let name = \"feed cache\"\n    public init() {}\n", with: "    public let name = \"feed cache\"\n")
        try Data(text.utf8).write(to: feed)
        let broken = try EndToEnd.run(swift, ["build"] + scratch)
        let brokenOutput = broken.standardOutput + broken.standardError
        XCTAssertNotEqual(broken.status, 0, brokenOutput)
        let cache = try line(of: "contributes launchTasks <- LaunchTask\n", in: feed)
        XCTAssertTrue(brokenOutput.contains("\(feed.path):\(cache):5: error: 'FeedCacheTask' is public in module 'Feed' and contributes to 'launchTasks', but has no public 'init()'"),
                      brokenOutput)
        XCTAssertFalse(brokenOutput.contains("inaccessible"), brokenOutput)
        XCTAssertFalse(brokenOutput.contains("WeaverContainers"), brokenOutput)
    }

    private func append(to file: URL, _ text: String) throws {
        let old = try String(contentsOf: file, encoding: .utf8)
        try Data((old + text).utf8).write(to: file)
    }

    /// The 1-based line of the first occurrence of `text` in `file`.
    private func line(of text: String, in file: URL) throws -> Int {
        let content = try String(contentsOf: file, encoding: .utf8)
        let range = try XCTUnwrap(content.range(of: text), "\(text) not in \(file.path)")
        return content[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
