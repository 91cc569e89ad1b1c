import Foundation
import XCTest

/// `Fixtures/Previews`: a package that uses full-graph mocks the way users do, through the plugin
/// (`mocks: true` in the target's `.weaver.yaml`). Its previews render with the real subtree and
/// a stand-in where they ask for one; its tests (Swift Testing, run in parallel) replace one
/// service deep in a screen's subtree and check that the leaf received it, that the rest is real
/// and that scopes hold.
final class PreviewsEndToEndTests: XCTestCase {
    private var swift: URL { EndToEnd.swiftc.deletingLastPathComponent().appendingPathComponent("swift") }

    func testPreviewsRenderAndTheTestsOfTheirMocksPass() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try EndToEnd.copyPackageFixture("Previews", to: folder)
        let scratch = ["--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path]

        let build = try EndToEnd.run(swift, ["build"] + scratch)
        XCTAssertEqual(build.status, 0, build.standardOutput + build.standardError)
        XCTAssertFalse((build.standardOutput + build.standardError).contains("warning:"), build.standardOutput + build.standardError)
        let previews = try EndToEnd.run(package.appendingPathComponent(".build/debug/PreviewRunner"), [])
        XCTAssertEqual(previews.standardOutput, """
            [Heat.jpg] Heat ****
            --
            [Preview.jpg] Preview *****
            --
            Movies
            [Heat.jpg] Heat ***
            [Ronin.jpg] Ronin ***
            --

            """)

        let tests = try EndToEnd.run(swift, ["test"] + scratch)
        let output = tests.standardOutput + tests.standardError
        XCTAssertEqual(tests.status, 0, output)
        XCTAssertTrue(output.contains("Test parallelTestsNeverShareAMock(_:) with 100 test cases passed"), output)
        XCTAssertTrue(output.contains("Test run with 6 tests in 1 suite passed"), output)
    }
}
