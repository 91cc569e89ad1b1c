import XCTest
@testable import WeaverKit

final class PathResolverTests: XCTestCase {
    func testRelativePaths() {
        XCTAssertEqual(PathResolver.relative("/p/Sources/A.swift", to: "/p"), "Sources/A.swift")
        XCTAssertEqual(PathResolver.relative("/other/A.swift", to: "/p/q"), "../../other/A.swift")
        XCTAssertEqual(PathResolver.relative("/p", to: "/p"), ".")
    }

    func testNormalizeAndJoin() {
        XCTAssertEqual(PathResolver.normalize("/a/./b//c/../d"), "/a/b/d")
        XCTAssertEqual(PathResolver.join("/p", "../q"), "/q")
        XCTAssertEqual(PathResolver.join("/p", "/abs"), "/abs")
    }

    func testOutputPaths() {
        XCTAssertEqual(PathResolver.outputFile("Gen/Out.swift", relativeTo: "/p", defaultName: "Weaver.swift"), "/p/Gen/Out.swift")
        XCTAssertEqual(PathResolver.outputFile("Gen", relativeTo: "/p", defaultName: "Weaver.swift"), "/p/Gen/Weaver.swift")
    }
}
