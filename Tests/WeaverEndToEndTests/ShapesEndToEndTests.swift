import Foundation
import XCTest

/// Generated code for every shape of type (nested, generic, struct, actor, composition, optional,
/// closure and weak parameters, builders, a diamond, a self-building root) compiles and behaves.
final class ShapesEndToEndTests: XCTestCase {
    private func assertAllChecksPass(swiftVersion: String) throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.generateCompileAndRun(fixture: "Shapes", swiftVersion: swiftVersion, in: folder)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [])
        XCTAssertEqual(lines.filter { $0.hasPrefix("PASS") }.count, 16, run.standardOutput)
        XCTAssertEqual(lines.last, "ALL CHECKS PASSED")
    }

    func testShapesInSwift6Mode() throws { try assertAllChecksPass(swiftVersion: "6") }

    func testShapesInSwift5Mode() throws { try assertAllChecksPass(swiftVersion: "5") }
}
