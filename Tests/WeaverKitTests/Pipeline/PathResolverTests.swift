import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class PathResolverTests: XCTestCase {
    func testRelativePaths() {
        XCTAssertEqual(PathResolver.relative("/p/Sources/A.swift", to: "/p"), "Sources/A.swift")
        XCTAssertEqual(PathResolver.relative("/other/A.swift", to: "/p/q"), "../../other/A.swift")
        XCTAssertEqual(PathResolver.relative("/p", to: "/p"), ".")
        XCTAssertEqual(PathResolver.relative("/p/.hidden/a..b/A.swift", to: "/p"), ".hidden/a..b/A.swift")
        XCTAssertEqual(PathResolver.relative("/pq/A.swift", to: "/p"), "../pq/A.swift")
    }

    func testRelativePathsNormalizeDotsAndSlashes() {
        XCTAssertEqual(PathResolver.relative("/p/a/../B.swift", to: "/p"), "B.swift")
        XCTAssertEqual(PathResolver.relative("/p/./a//B.swift", to: "/p"), "a/B.swift")
        XCTAssertEqual(PathResolver.relative("/p/a/..", to: "/p"), ".")
        XCTAssertEqual(PathResolver.relative("/p/a/.", to: "/p"), "a")
        XCTAssertEqual(PathResolver.relative("/p/../q/A.swift", to: "/p"), "../q/A.swift")
        XCTAssertEqual(PathResolver.relative("/p/a/", to: "/p"), "a")
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
