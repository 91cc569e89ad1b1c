import Foundation
import XCTest

/// `#if DEBUG` / `#else` declaring one dependency with a concrete type per branch (docs/annotations.md): the
/// generated code compiles in both configurations and builds each branch's type, also for a weak
/// slot, which must hold the concrete class rather than the abstraction.
final class DebugSwitchEndToEndTests: XCTestCase {
    private func run(debug: Bool) throws -> [String] {
        let folder = try EndToEnd.temporaryDirectory("debug-switch-\(debug)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.generateCompileAndRun(fixture: "DebugSwitch", swiftVersion: "6", in: folder,
                                                     compilerFlags: debug ? ["-D", "DEBUG"] : [])
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    func testDebugConfigurationBuildsTheDebugBranch() throws {
        XCTAssertEqual(try run(debug: true), ["api: mock, shared while held: true", "store: memory"])
    }

    func testReleaseConfigurationBuildsTheOtherBranch() throws {
        XCTAssertEqual(try run(debug: false), ["api: live, shared while held: true", "store: disk"])
    }
}
